#pragma once

// What datasetio.cpp and tasksave.cpp share; not part of the public API.

#include <core/task/task.h>
#include <core/util/result.h>

namespace heddle::datasetio {

/// The error for an id that cannot be a file name inside the dataset.
Error unsafeName(const QString &what, const QString &name);

/// A path from a task or an attempt that would leave its folder or land where git cannot keep it; file is where it
/// would have been written.
Error unsafePath(const QString &what, const QString &path, const QString &file);

/// What curators and flag sources change while a task is open: review.json's flags, or why they cannot be read
/// (flagsUnreadable), and curation.json. Flags are checked against the attempts' folders.
struct TaskDecisions {
    QList<Flag> flags;
    QString flagsUnreadable;
    Curation curation;
};
Result<TaskDecisions> readTaskDecisions(const QString &root, const QString &taskId);

} // namespace heddle::datasetio
