#pragma once

#include <core/index/savedsearches.h>
#include <core/jobs/jobcontrol.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

class DatasetIndex;

/// The flags the flag-raising saved searches back on task, from the index: one FP flag per search and attempt whose
/// trajectory it matches ("the tests may pass a patch the agent did not work out": it read the fix from later
/// history), id "behaviour.<search>.<attempt>", source Computed, with the first matching steps as evidence and their
/// text as the notes. The index must be up to date for the task.
Result<QList<Flag>> behaviourFlags(const DatasetIndex &index, const Task &task, const QList<SavedSearch> &searches);

/// Replaces the task's behaviour flags with raised and writes review.json when that changes anything: a flag raised
/// again keeps the curator's verdict, an open one no longer raised goes, a decided one stays. Other flags are left
/// as they are. Returns whether review.json was written; when it cannot be, the task is left as it was.
Result<bool> applyBehaviourFlags(const QString &root, Task &task, const QList<Flag> &raised);

/// Whether flag is one of behaviourFlags(): validation's computed flags leave these alone.
bool isBehaviourFlag(const Flag &flag);

/// The flags raised on one task by raiseBehaviourFlags().
struct RaisedFlags {
    QString task;
    QStringList flagIds;  // the flags the searches raise now
    bool written = false; // review.json changed
};

/// What raiseBehaviourFlags() did.
struct BehaviourFlagRun {
    QList<RaisedFlags> tasks; // each task read, in the order asked
    QList<Task> written;      // the tasks whose review.json was written, as written
    QStringList failed;       // "task: why" for a task that could not be read or written; the others are done
    bool cancelled = false;   // stopped before anything was written
};

/// Brings the index of the dataset at root up to date (indexFile: see DatasetIndex::open), raises the flags of the
/// searches on each task and writes the tasks whose flags change (applyBehaviourFlags()). The tasks are all read
/// before the first is written: stopped (job) before then, nothing is written. Fails when the index cannot be opened
/// or updated, or a search cannot be run.
Result<BehaviourFlagRun> raiseBehaviourFlags(const QString &root, const QStringList &taskIds,
                                             const QList<SavedSearch> &searches, const QString &indexFile = {},
                                             const JobControl &job = JobControl::none());

} // namespace heddle
