#pragma once

#include <app/pages/pageregistry.h>

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QVBoxLayout;

namespace heddle {

class ShownTask;

/// One page of the shown task: it owns its widgets, shows the task when told, and handles its part of the jump
/// chain. It reads the shown task and never changes it: what the curator does on a page goes out as a signal.
class TaskPage : public QWidget
{
    Q_OBJECT

public:
    TaskPage(SharedShownTask shown, const QString &objectName, QWidget *parent);

    /// Shows the shown task anew: another task, blind review turned on or off, or no task at all.
    virtual void showTask() = 0;

Q_SIGNALS:
    /// The page wants another page raised (a gate names the page that fixes it, a cited line its flag).
    void pageWanted(heddle::PageId page);
    /// A cited step, hunk or test line was activated: the flags citing it, for the way back.
    void citationActivated(const QStringList &flagIds);
    /// Something the curator should know that does not stop the page; plain text.
    void notice(const QString &message);

protected:
    const ShownTask &shown() const { return *m_shown; }
    QVBoxLayout *pageLayout() const { return m_layout; }

    /// A label for text that may quote task content: never rich text.
    static QLabel *plainLabel(QWidget *parent, const QString &objectName = {});
    /// A choice of attempts that does not widen its dock (imported model names run to 80 characters).
    static QComboBox *attemptCombo(QWidget *parent, const QString &objectName);

private:
    SharedShownTask m_shown;
    QVBoxLayout *m_layout;
};

} // namespace heddle
