#include <app/controllers/taskeditcontroller.h>

#include <app/pages/showntask.h>
#include <core/editing/filerestore.h>

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
        Task saved;
        if (m_controller->save(
                m_taskId, undoEdit(m_before, m_after, TaskEditController::tr("Undo: %1").arg(m_edit.summary)), &saved))
            m_before = saved;
    }

    void redo() override
    {
        if (std::exchange(m_firstRedo, false))
            return; // pushed after the edit was saved
        Task saved;
        if (m_controller->save(
                m_taskId, undoEdit(m_after, m_before, TaskEditController::tr("Redo: %1").arg(m_edit.summary)), &saved))
            m_after = saved;
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

    DecisionCommand(TaskEditController *controller, QString root, QString taskId, const QString &summary,
                    SavedFiles before, SavedFiles after)
        : QUndoCommand(summary)
        , m_controller(controller)
        , m_root(std::move(root))
        , m_taskId(std::move(taskId))
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
    void put(const SavedFiles &from, const SavedFiles &to, const QString &summary)
    {
        if (const Result<void> done = restoreFiles(m_root, from, to); !done) {
            Q_EMIT m_controller->problem(
                TaskEditController::tr("%1 could not be saved: %2").arg(summary, done.error().toString()));
            return;
        }
        QStringList paths;
        for (const auto &[path, bytes] : to)
            paths << path;
        Q_EMIT m_controller->decisionRestored(m_taskId, paths, summary);
    }

    TaskEditController *m_controller;
    QString m_root;
    QString m_taskId;
    SavedFiles m_before;
    SavedFiles m_after;
    bool m_firstRedo = true;
};

TaskEditController::TaskEditController(const ShownTask *shown, QObject *parent)
    : QObject(parent)
    , m_shown(shown)
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
    Result<SavedEdit> saved = saveTaskEdit(m_shown->root, before, edit, categoriesOf(m_shown->info));
    if (!saved)
        return saved.error();
    if (saved->paths.isEmpty())
        return Ok{};              // the edit changed nothing
    const Task previous = before; // edited() replaces the shown task
    const QString taskId = previous.id;
    Q_EMIT edited(saved->task, saved->paths, edit.summary, edit.details);
    m_stacks.remove(QString()); // a stack made while no task was shown
    QUndoStack *&stack = m_stacks[taskId];
    if (!stack)
        stack = new QUndoStack(this);
    stack->push(new TaskEditCommand(this, taskId, previous, saved->task, edit));
    return Ok{};
}

void TaskEditController::pushDecision(const QString &taskId, const QString &summary, const SavedFiles &before,
                                      const SavedFiles &after)
{
    if (before == after)
        return; // nothing changed, nothing to undo
    m_stacks.remove(QString());
    QUndoStack *&stack = m_stacks[taskId];
    if (!stack)
        stack = new QUndoStack(this);
    stack->push(new DecisionCommand(this, m_shown->root, taskId, summary, before, after));
}

bool TaskEditController::isDecision(const QUndoCommand *command)
{
    return command && command->id() == DecisionCommand::kId;
}

bool TaskEditController::save(const QString &taskId, const TaskEdit &edit, Task *saved)
{
    if (m_shown->snapshot.task.id != taskId) {
        Q_EMIT problem(tr("%1 is not the task shown; undo works on the task shown.").arg(edit.summary));
        return false;
    }
    Result<SavedEdit> result = saveTaskEdit(m_shown->root, m_shown->snapshot.task, edit, categoriesOf(m_shown->info));
    if (!result) {
        Q_EMIT problem(tr("%1 could not be saved: %2").arg(edit.summary, result.error().toString()));
        return false;
    }
    *saved = result->task;
    if (!result->paths.isEmpty())
        Q_EMIT edited(result->task, result->paths, edit.summary, edit.details);
    return true;
}

} // namespace heddle
