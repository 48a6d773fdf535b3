#pragma once

#include <core/editing/taskedit.h>
#include <core/history/datasethistory.h>
#include <core/util/result.h>

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

class QUndoCommand;
class QUndoStack;

namespace heddle {

class ShownTask;

/// Saves what the pages change of a task's definition: each edit is checked, written, committed and undoable.
/// There is one undo stack per task, kept while the dataset is open; Edit > Undo takes back the newest edit of the
/// shown task (also one made before the curator went to another task and back).
class TaskEditController : public QObject
{
    Q_OBJECT

public:
    /// shown is the task the pages show; the controller reads it and never changes it.
    TaskEditController(const ShownTask *shown, QObject *parent = nullptr);
    ~TaskEditController() override;

    /// A new dataset: every undo stack goes.
    void reset();
    /// The undo stack of the shown task (the window's Undo and Redo follow it).
    QUndoStack *undoStack();

    /// Checks and saves the edit of the shown task. Refused (nothing written) with the reason; saved, it is on the
    /// shown task's undo stack and edited() has told the views and the committer.
    Result<void> apply(const TaskEdit &edit);

    /// A decision on a task (a verdict, a status change, an approval or override, an assignment) was saved: before
    /// and after hold the files it wrote as they were and as they are. It goes on the task's undo stack with the
    /// edits; its undo and redo put the files back when nobody changed them since.
    void pushDecision(const QString &taskId, const QString &summary, const SavedFiles &before, const SavedFiles &after);
    /// Whether command (what Undo or Redo would take back next) is a decision.
    static bool isDecision(const QUndoCommand *command);

Q_SIGNALS:
    /// An edit (or its undo or redo) was saved: task is the task on disk now; paths (relative to the dataset root)
    /// were written or removed; summary and details make the commit.
    void edited(const heddle::Task &task, const QStringList &paths, const QString &summary, const QString &details);
    /// An undo or redo could not be saved (the files changed under it); plain text.
    void problem(const QString &message);
    /// A decision's undo or redo put paths back; summary ("Undo: Confirm flag F1 of x") makes the commit.
    void decisionRestored(const QString &taskId, const QStringList &paths, const QString &summary);
    /// The shown task's undo stack is another one now.
    void undoStackChanged(QUndoStack *stack);

private:
    friend class TaskEditCommand;
    friend class DecisionCommand;
    /// Saves edit on the task as it is on disk now; false (and problem()) when it fails.
    bool save(const QString &taskId, const TaskEdit &edit, Task *saved);

    const ShownTask *m_shown;
    QHash<QString, QUndoStack *> m_stacks; // task id -> its edits
    QString m_stackTask;
};

} // namespace heddle
