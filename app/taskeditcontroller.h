#pragma once

#include <core/editing/taskedit.h>
#include <core/util/result.h>

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

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

Q_SIGNALS:
    /// An edit (or its undo or redo) was saved: task is the task on disk now; paths (relative to the dataset root)
    /// were written or removed; summary and details make the commit.
    void edited(const heddle::Task &task, const QStringList &paths, const QString &summary, const QString &details);
    /// An undo or redo could not be saved (the files changed under it); plain text.
    void problem(const QString &message);
    /// The shown task's undo stack is another one now.
    void undoStackChanged(QUndoStack *stack);

private:
    friend class TaskEditCommand;
    /// Saves edit on the task as it is on disk now; false (and problem()) when it fails.
    bool save(const QString &taskId, const TaskEdit &edit, Task *saved);

    const ShownTask *m_shown;
    QHash<QString, QUndoStack *> m_stacks; // task id -> its edits
    QString m_stackTask;
};

} // namespace heddle
