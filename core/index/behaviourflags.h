#pragma once

#include <core/index/savedsearches.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>

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

} // namespace heddle
