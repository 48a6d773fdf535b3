#pragma once

#include <core/editing/taskedit.h>
#include <core/history/datasethistory.h>
#include <core/util/result.h>

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QUndoCommand;
class QUndoStack;

namespace heddle {

class JobQueue;
class ShownTask;
struct DecisionState;

/// Saves what the pages change of a task's definition: each edit is checked at once, shown at once, then written off
/// the GUI thread (in the write queue, after what was queued before it), committed and undoable. There is one undo
/// stack per task, kept while the dataset is open; Edit > Undo takes back the newest edit of the shown task (also one
/// made before the curator went to another task and back).
class TaskEditController : public QObject
{
    Q_OBJECT

public:
    /// shown is the task the pages show; the controller reads it and never changes it. Edits and the undo of
    /// decisions are written through writes, one after another.
    TaskEditController(const ShownTask *shown, JobQueue *writes, QObject *parent = nullptr);
    ~TaskEditController() override;

    /// A new dataset: every undo stack goes.
    void reset();
    /// The undo stack of the shown task (the window's Undo and Redo follow it).
    QUndoStack *undoStack();

    /// Checks the edit of the shown task and queues its write. Refused (nothing written) with the reason; accepted,
    /// edited() has told the views at once, it is on the task's undo stack, and saved() (or problem() and
    /// writeFailed()) follows the write.
    Result<void> apply(const TaskEdit &edit);

    /// A decision on a task (a verdict, a status change, an approval or override, an assignment) was saved: before
    /// and after hold the files it wrote as they were and as they are. It goes on the task's undo stack with the
    /// edits; its undo and redo put the files back when nobody changed them since.
    void pushDecision(const QString &taskId, const QString &summary, const SavedFiles &before, const SavedFiles &after);
    /// A decision that changed flags' decisions as well: those go back into review.json as it is when it is undone,
    /// so that what a later run wrote there stays (a verdict, a repair taken then re-validated).
    void pushDecision(const QString &summary, const DecisionState &before, const DecisionState &after);
    /// Whether command (what Undo or Redo would take back next) is a decision.
    static bool isDecision(const QUndoCommand *command);

Q_SIGNALS:
    /// An edit (or its undo or redo) was accepted: task is the shown task as the edit leaves it, before it is
    /// written.
    void edited(const heddle::Task &task, const QString &summary);
    /// The edit is on disk: task is the task as written (with the computed flags that followed it); paths (relative
    /// to the dataset root) were written or removed, and files holds them as this write left them (read back in
    /// the write, so a quick undo after it cannot slip into its commit); summary and details make the commit.
    void saved(const heddle::Task &task, const QStringList &paths, const QString &summary, const QString &details,
               const heddle::SavedFiles &files);
    /// Something the curator should know that did not stop the edit (the computed flags could not follow it).
    void notice(const QString &message);
    /// An edit, undo or redo could not be saved (a file changed under it, the disk refused it); plain text.
    void problem(const QString &message);
    /// An accepted edit could not be written: what the views show of the task is not what is on disk.
    void writeFailed(const QString &taskId);
    /// A decision's undo or redo put paths back; summary ("Undo: Confirm flag F1 of x") makes the commit, of files as
    /// the write left them (read back in the write, as saved() gives them). task is the task as it is on disk now
    /// (its id is empty when it could not be read again).
    void decisionRestored(const QString &taskId, const QStringList &paths, const QString &summary,
                          const heddle::Task &task, const heddle::SavedFiles &files);
    /// The shown task's undo stack is another one now.
    void undoStackChanged(QUndoStack *stack);

private:
    friend class TaskEditCommand;
    friend class DecisionCommand;
    /// Checks edit on the shown task and queues its write; with push, a command for it joins the task's undo stack. The
    /// task as the edit leaves it, or nothing (and problem()) when it is refused.
    std::optional<Task> submit(const QString &taskId, const TaskEdit &edit, bool push);
    /// Shows the prepared edit (edited()) and queues its write; saved() or problem() follows.
    void write(PreparedEdit prepared, const TaskEdit &edit, bool push);
    /// Puts a decision's files back off the GUI thread; decisionRestored() or problem() follows.
    void restoreDecision(const QString &root, const DecisionState &from, const DecisionState &to,
                         const QString &summary);
    void pushEdit(const QString &taskId, const Task &before, const Task &after, const TaskEdit &edit);

    const ShownTask *m_shown;
    JobQueue *m_writes;
    QHash<QString, QUndoStack *> m_stacks; // task id -> its edits
    QString m_stackTask;
};

} // namespace heddle
