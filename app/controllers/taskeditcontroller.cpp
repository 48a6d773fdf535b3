#include <app/controllers/taskeditcontroller.h>

#include <app/pages/showntask.h>
#include <core/dataset/datasetio.h>
#include <core/editing/filerestore.h>
#include <core/flags/computedflags.h>
#include <core/jobs/jobqueue.h>
#include <core/storage/datasetlayout.h>

#include <QUndoCommand>
#include <QUndoStack>

namespace heddle {

namespace {

QStringList categoriesOf(const DatasetInfo &info)
{
    QStringList ids;
    for (const SpecCategory &c : info.specCategories)
        ids.append(c.id);
    return ids;
}

/// The specs' ids with the tests that cover them: what the computed flags read besides the test lists.
QList<QStringList> coverage(const Task &task)
{
    QList<QStringList> covered;
    for (const Spec &s : task.specs)
        covered << (QStringList{s.id} + s.coveredBy);
    return covered;
}

/// What writing an edit left: the task on disk, or why not; a notice when the computed flags could not follow.
struct EditWritten {
    Result<SavedEdit> saved = SavedEdit{};
    SavedFiles files; // saved's paths as the write left them
    QString notice;
};

/// Writes the edit; when it changed the test lists or the specs' tests, the computed flags judge the newest run
/// against them at once (in the same commit) instead of waiting for the next run. Disk work: off the GUI thread.
EditWritten writeEdit(const QString &root, const PreparedEdit &prepared, const std::optional<RunRecord> &newest)
{
    EditWritten written;
    written.saved = writeTaskEdit(root, prepared);
    if (!written.saved)
        return written;
    if (newest) {
        Task &task = written.saved->task;
        if (const Result<void> applied = applyComputedFlags(root, task, *newest); !applied)
            written.notice = applied.error().toString();
        else
            written.saved->paths.append(DatasetLayout::reviewFile(task.id));
    }
    written.files = readSavedFiles(root, written.saved->paths);
    return written;
}

/// What putting a decision's files back left: the task as it is then, or why not.
struct DecisionPut {
    Result<QStringList> done = QStringList{};
    SavedFiles files; // done's paths as the write left them
    Task task;        // empty id when it could not be read again
};

} // namespace

/// One saved edit on a task's undo stack: undo and redo save again, each as a commit of its own.
class TaskEditCommand : public QUndoCommand
{
public:
    TaskEditCommand(TaskEditController *controller, QString taskId, Task before, Task after, TaskEdit edit)
        : QUndoCommand(edit.summary)
        , m_controller(controller)
        , m_taskId(std::move(taskId))
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_edit(std::move(edit))
    {}

    void undo() override
    {
        if (const std::optional<Task> saved = m_controller->submit(
                m_taskId, undoEdit(m_before, m_after, TaskEditController::tr("Undo: %1").arg(m_edit.summary)), false))
            m_before = *saved;
    }

    void redo() override
    {
        if (std::exchange(m_firstRedo, false))
            return; // pushed after the edit was saved
        if (const std::optional<Task> saved = m_controller->submit(
                m_taskId, undoEdit(m_after, m_before, TaskEditController::tr("Redo: %1").arg(m_edit.summary)), false))
            m_after = *saved;
    }

private:
    TaskEditController *m_controller;
    QString m_taskId;
    Task m_before;
    Task m_after;
    TaskEdit m_edit;
    bool m_firstRedo = true;
};

/// One decision on a task's undo stack: undo and redo put its files back, each a commit of its own.
class DecisionCommand : public QUndoCommand
{
public:
    static constexpr int kId = 0x4465; // never merged; tells a decision from an edit

    DecisionCommand(TaskEditController *controller, QString root, const QString &summary, DecisionState before,
                    DecisionState after)
        : QUndoCommand(summary)
        , m_controller(controller)
        , m_root(std::move(root))
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}

    int id() const override { return kId; }
    void undo() override { put(m_after, m_before, TaskEditController::tr("Undo: %1").arg(text())); }
    void redo() override
    {
        if (std::exchange(m_firstRedo, false))
            return; // pushed after the decision was saved
        put(m_before, m_after, TaskEditController::tr("Redo: %1").arg(text()));
    }

private:
    void put(const DecisionState &from, const DecisionState &to, const QString &summary)
    {
        m_controller->restoreDecision(m_root, from, to, summary);
    }

    TaskEditController *m_controller;
    QString m_root;
    DecisionState m_before;
    DecisionState m_after;
    bool m_firstRedo = true;
};

TaskEditController::TaskEditController(const ShownTask *shown, JobQueue *writes, QObject *parent)
    : QObject(parent)
    , m_shown(shown)
    , m_writes(writes)
{}

TaskEditController::~TaskEditController() = default;

void TaskEditController::reset()
{
    qDeleteAll(m_stacks);
    m_stacks.clear();
    m_stackTask.clear();
    Q_EMIT undoStackChanged(undoStack());
}

QUndoStack *TaskEditController::undoStack()
{
    const QString id = m_shown->snapshot.task.id;
    QUndoStack *&stack = m_stacks[id];
    if (!stack)
        stack = new QUndoStack(this);
    if (std::exchange(m_stackTask, id) != id)
        Q_EMIT undoStackChanged(stack);
    return stack;
}

Result<void> TaskEditController::apply(const TaskEdit &edit)
{
    const Task &before = m_shown->snapshot.task;
    if (before.id.isEmpty())
        return makeError(Error::Code::NotFound, tr("No task is shown."));
    Result<PreparedEdit> prepared = prepareTaskEdit(before, edit, categoriesOf(m_shown->info));
    if (!prepared)
        return prepared.error();
    if (!prepared->unchanged)
        write(std::move(prepared).value(), edit, true);
    return Ok{};
}

void TaskEditController::write(PreparedEdit prepared, const TaskEdit &edit, bool push)
{
    const QString root = m_shown->root;
    const QString taskId = prepared.before.id;
    const bool judged = prepared.task.tests.failToPass != prepared.before.tests.failToPass ||
                        prepared.task.tests.passToPass != prepared.before.tests.passToPass ||
                        coverage(prepared.task) != coverage(prepared.before);
    const std::optional<RunRecord> newest = judged ? m_shown->snapshot.latestRun() : std::nullopt;
    Q_EMIT edited(prepared.task, edit.summary); // the pages show it now, the disk follows
    // On the undo stack at once, so that Ctrl+Z right after an edit takes it back (its undo is queued behind it).
    if (push)
        pushEdit(taskId, prepared.before, prepared.task, edit);
    m_writes->enqueue(
        [root, prepared = std::move(prepared), newest] { return writeEdit(root, prepared, newest); },
        [this, taskId, edit](EditWritten written) {
            if (!written.saved) {
                Q_EMIT problem(tr("%1 could not be saved: %2").arg(edit.summary, written.saved.error().toString()));
                Q_EMIT writeFailed(taskId);
                return;
            }
            if (!written.notice.isEmpty())
                Q_EMIT notice(written.notice);
            Q_EMIT saved(written.saved->task, written.saved->paths, edit.summary, edit.details, written.files);
        });
}

void TaskEditController::pushEdit(const QString &taskId, const Task &before, const Task &after, const TaskEdit &edit)
{
    m_stacks.remove(QString()); // a stack made while no task was shown
    QUndoStack *&stack = m_stacks[taskId];
    if (!stack)
        stack = new QUndoStack(this);
    stack->push(new TaskEditCommand(this, taskId, before, after, edit));
}

void TaskEditController::pushDecision(const QString &taskId, const QString &summary, const SavedFiles &before,
                                      const SavedFiles &after)
{
    pushDecision(summary, {taskId, before, {}}, {taskId, after, {}});
}

void TaskEditController::pushDecision(const QString &summary, const DecisionState &before, const DecisionState &after)
{
    if (before == after)
        return; // nothing changed, nothing to undo
    m_stacks.remove(QString());
    QUndoStack *&stack = m_stacks[after.taskId];
    if (!stack)
        stack = new QUndoStack(this);
    stack->push(new DecisionCommand(this, m_shown->root, summary, before, after));
}

bool TaskEditController::isDecision(const QUndoCommand *command)
{
    return command && command->id() == DecisionCommand::kId;
}

std::optional<Task> TaskEditController::submit(const QString &taskId, const TaskEdit &edit, bool push)
{
    if (m_shown->snapshot.task.id != taskId) {
        Q_EMIT problem(tr("%1 is not the task shown; undo works on the task shown.").arg(edit.summary));
        return std::nullopt;
    }
    Result<PreparedEdit> prepared = prepareTaskEdit(m_shown->snapshot.task, edit, categoriesOf(m_shown->info));
    if (!prepared) {
        Q_EMIT problem(tr("%1 could not be saved: %2").arg(edit.summary, prepared.error().toString()));
        return std::nullopt;
    }
    Task after = prepared->task;
    if (!prepared->unchanged)
        write(std::move(prepared).value(), edit, push);
    return after;
}

void TaskEditController::restoreDecision(const QString &root, const DecisionState &from, const DecisionState &to,
                                         const QString &summary)
{
    m_writes->enqueue(
        [root, from, to] {
            DecisionPut put;
            put.done = heddle::restoreDecision(root, from, to);
            if (!put.done)
                return put;
            put.files = readSavedFiles(root, *put.done);
            if (Result<Task> task = loadTask(root, to.taskId))
                put.task = std::move(task).value();
            return put;
        },
        [this, taskId = to.taskId, summary](DecisionPut put) {
            if (!put.done) {
                Q_EMIT problem(tr("%1 could not be saved: %2").arg(summary, put.done.error().toString()));
                return;
            }
            Q_EMIT decisionRestored(taskId, *put.done, summary, put.task, put.files);
        });
}

} // namespace heddle
