#pragma once

#include <core/editing/draftstore.h>
#include <core/history/datasethistory.h>
#include <core/mutation/mutationrecord.h>
#include <core/review/blindreview.h>
#include <core/task/task.h>
#include <core/util/result.h>
#include <core/validation/runrecord.h>

#include <QList>
#include <QString>

#include <optional>

namespace heddle {

class JobControl;

/// How many of a task's commits the history page lists.
inline constexpr int kTaskHistoryLimit = 200;

/// A task's commits as the history page shows them.
struct TaskHistory {
    bool inRepository = false;   // the dataset is kept in git
    QList<HistoryEntry> entries; // newest first, at most the limit asked for
    QString error;               // the repository or its history cannot be read; empty when it could
};

/// The task's commits, newest first, at most limit; a dataset outside git has an empty history, not an error.
TaskHistory loadTaskHistory(const QString &root, const QString &taskId, int limit = kTaskHistoryLimit);

/// What to read for one task.
struct TaskSnapshotRequest {
    QString root; // the dataset
    QString taskId;
    QString curator;     // whose blind verdict to read
    QString draftFolder; // where unsaved test edits are kept; empty: none are read
};

/// Everything the workbench shows of one task, read together so that switching tasks never reads the disk on the
/// GUI thread. Only the task itself must load; each other part carries its own problems.
struct TaskSnapshot {
    Task task;                                        // as it is on disk
    LoadedRunRecords runs;                            // newest first, with the records that could not be read
    Result<std::optional<BlindVerdict>> blindVerdict; // the curator's own; nullopt when there is none yet
    QList<Draft> drafts;                              // unsaved edits of the task's tests left by an earlier run
    QList<Error> draftProblems;                       // draft files that could not be read
    TaskHistory history;
    Result<QString> repository; // the folder of the task's repository, for base files; an error when unknown
    /// The newest mutation analysis; nullopt when there is none (also in a snapshot not read from disk).
    Result<std::optional<MutationRecord>> mutation = std::optional<MutationRecord>();

    /// The newest validation run; nullopt when the task has none.
    std::optional<RunRecord> latestRun() const;
};

/// Reads the task, its validation records, the curator's blind verdict, its drafts and its history, in that order.
/// Checks job between the parts: a stopped load ends early with an Error::Code::Cancelled error, as does one whose
/// task cannot be read (with that task's error).
Result<TaskSnapshot> loadTaskSnapshot(const TaskSnapshotRequest &request, const JobControl &job);

} // namespace heddle
