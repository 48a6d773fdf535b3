#pragma once

#include <QFrame>
#include <QList>
#include <QPointer>

class QAction;
class QLineEdit;
class QListWidget;

namespace heddle {

/// A list of actions with a field that narrows it as one types ("op da" finds "Open Dataset…"); Enter triggers
/// the chosen action. Popped over the window with Ctrl+Shift+P.
class CommandPalette : public QFrame
{
    Q_OBJECT
public:
    explicit CommandPalette(QWidget *parent);

    /// The actions to offer; disabled and text-less ones are skipped when shown.
    void setActions(const QList<QAction *> &actions);
    /// Shows the palette centred at the top of its parent, with an empty field focused.
    void popup();

    QLineEdit *field() const { return m_field; }
    QListWidget *list() const { return m_list; }

    /// How well text matches the typed query: -1 when it does not; otherwise higher is better. The query's words
    /// must each appear in order as a subsequence; word starts and contiguous runs score more.
    static int matchScore(const QString &text, const QString &query);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refill();
    void triggerCurrent();

    QList<QPointer<QAction>> m_actions;
    QLineEdit *m_field;
    QListWidget *m_list;
};

/// Strips the mnemonic ampersands and the trailing ellipsis of an action's text, for lists and searches.
QString plainActionText(const QAction *action);

} // namespace heddle
