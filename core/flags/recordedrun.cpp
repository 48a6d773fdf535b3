#include <core/flags/recordedrun.h>

#include <core/dataset/datasetio.h>
#include <core/flags/computedflags.h>
#include <core/storage/writelock.h>
#include <core/validation/runrecord.h>

namespace heddle {

RecordedRun keepRun(const QString &root, const QString &taskId, const std::function<Result<void>()> &save,
                    const std::function<Result<void>(Task &)> &merge)
{
    RecordedRun kept;
    if (const Result<void> saved = save(); !saved) {
        kept.error = saved.error().toString();
        return kept;
    }
    kept.saved = true;
    const Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock) {
        kept.error = lock.error().toString();
        return kept;
    }
    Result<Task> current = loadTask(root, taskId);
    if (!current) {
        kept.error = current.error().toString();
        return kept;
    }
    if (const Result<void> merged = merge(*current); !merged)
        kept.error = merged.error().toString();
    kept.task = std::move(current).value();
    return kept;
}

RecordedRun recordValidation(const QString &root, const QString &taskId, const RunRecord &record)
{
    return keepRun(
        root, taskId, [&] { return saveRunRecord(root, taskId, record); },
        [&](Task &task) { return applyComputedFlags(root, task, record); });
}

} // namespace heddle
