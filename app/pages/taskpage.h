#pragma once

#include <app/pages/pageregistry.h>
#include <core/util/result.h>

#include <QStringList>

#include <functional>
#include <QWidget>

class QComboBox;
class QLabel;
class QVBoxLayout;

namespace heddle {

class ShownTask;
struct TaskEdit;

/// Saves an edit of the shown task's definition (TaskEditController::apply): refused with the reason, or saved.
using TaskEditor = std::function<Result<void>(const TaskEdit &)>;

/// One page of the shown task: it owns its widgets, shows the task when told, and handles its part of the jump
/// chain. It reads the shown task and never changes it: what the curator does on a page goes out as a signal.
class TaskPage : public QWidget
{
    Q_OBJECT

public:
    TaskPage(SharedShownTask shown, const QString &objectName, QWidget *parent);

    /// Shows the shown task anew: another task, blind review turned on or off, or no task at all.
    virtual void showTask() = 0;
    /// Where the page's edits of the task go; a page without one cannot edit.
    void setEditor(TaskEditor editor) { m_editor = std::move(editor); }

    /// What the page holds typed and not saved yet, one phrase each ("the query"); empty when nothing. The window asks
    /// about it before the task goes (another task, another dataset, quitting, validating).
    virtual QStringList unsavedEdits() const { return {}; }
    /// Saves what unsavedEdits() names; false when a save was refused (the page shows why).
    virtual bool saveUnsavedEdits() { return true; }
    /// Drops what unsavedEdits() names.
    virtual void discardUnsavedEdits() {}

Q_SIGNALS:
    /// The page wants another page raised (a gate names the page that fixes it, a cited line its flag).
    void pageWanted(heddle::PageId page);
    /// A cited step, hunk or test line was activated: the flags citing it, for the way back.
    void citationActivated(const QStringList &flagIds);
    /// Something the curator should know that does not stop the page; plain text.
    void notice(const QString &message);

protected:
    const ShownTask &shown() const { return *m_shown; }
    /// Saves an edit of the shown task: checked, written, committed and undoable, or refused with the reason.
    Result<void> edit(const TaskEdit &edit) const;
    QVBoxLayout *pageLayout() const { return m_layout; }

    /// A label for text that may quote task content: never rich text.
    static QLabel *plainLabel(QWidget *parent, const QString &objectName = {});
    /// A choice of attempts that does not widen its dock (imported model names run to 80 characters).
    static QComboBox *attemptCombo(QWidget *parent, const QString &objectName);

private:
    SharedShownTask m_shown;
    TaskEditor m_editor;
    QVBoxLayout *m_layout;
};

} // namespace heddle
