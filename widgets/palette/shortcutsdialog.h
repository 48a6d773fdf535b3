#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QLineEdit;
class QTreeWidget;

namespace heddle {

/// Every action with a shortcut, grouped by the menu it lives in, with a filter field.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    /// groups: a title ("File", "Flags", …) and its actions; actions without shortcuts are left out.
    explicit ShortcutsDialog(const QList<std::pair<QString, QList<QAction *>>> &groups, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }

private:
    void applyFilter(const QString &text);

    QLineEdit *m_filter;
    QTreeWidget *m_tree;
};

} // namespace heddle
