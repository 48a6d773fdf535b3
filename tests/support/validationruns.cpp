#include <tests/support/validationruns.h>

#include <core/task/task.h>

#include <QSignalSpy>

namespace heddle::test {

RunRecord validateTask(const QString &root, const Task &task, const ValidationOptions &options, int timeoutMs)
{
    Validation validation(root, task, options);
    QSignalSpy done(&validation, &Validation::finished);
    validation.start();
    if (!done.wait(timeoutMs))
        return {};
    return validation.record();
}

const TargetRun *findRun(const RunRecord &record, const QString &target, int repeat)
{
    for (const TargetRun &run : record.runs)
        if (run.target == target && run.repeat == repeat)
            return &run;
    return nullptr;
}

} // namespace heddle::test
