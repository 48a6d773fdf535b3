// Keeping what a finished run found: its record saved under the task, then the flags it derives merged into the
// task's review.json under the dataset's writer lock, on the task as it is on disk by then (a curator may have
// recorded verdicts while it ran). The window and the verbs keep a run the same way.
#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QString>

#include <functional>
#include <optional>

namespace heddle {

struct RunRecord;

/// What keeping a run left: the task as it is on disk now, or why not.
struct RecordedRun {
    std::optional<Task> task; // reread under the writer lock with the run's flags merged in; none when it failed
    QString error;            // the first thing that failed; empty when everything was kept
    bool saved = false;       // the run's record is on disk (even when its flags could not be merged)

    bool ok() const { return saved && task && error.isEmpty(); }
};

/// Keeps merge (which merges a run's flags into a task and writes review.json) for the task taskId of the dataset at
/// root after save (which writes the run's record) succeeded: the writer lock is held from the reread to the write.
/// Disk work: never call it on the GUI thread.
RecordedRun keepRun(const QString &root, const QString &taskId, const std::function<Result<void>()> &save,
                    const std::function<Result<void>(Task &)> &merge);

/// keepRun for a validation: saveRunRecord, then applyComputedFlags.
RecordedRun recordValidation(const QString &root, const QString &taskId, const RunRecord &record);

} // namespace heddle
