#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace heddle {

/// Save… of the Search dock: the name a search is kept under, and whether it raises a flag on each attempt it
/// matches (the flag's id, made from the name, is shown as it is typed).
class SaveSearchDialog : public QDialog
{
    Q_OBJECT

public:
    SaveSearchDialog(const QString &suggestedName, QWidget *parent = nullptr);

    QString name() const;
    bool raisesFlag() const;

private:
    void follow();

    QLineEdit *m_name;
    QCheckBox *m_raisesFlag;
    QLabel *m_flagId;
};

} // namespace heddle
