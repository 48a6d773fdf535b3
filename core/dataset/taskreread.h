#pragma once

#include <core/storage/writelock.h>

namespace heddle {

struct Task;

/// Takes the dataset's writer lock and rereads into task what other writers may have changed since it was loaded:
/// review.json's flags and curation.json. A writer that changes either calls it first and keeps the lock until it
/// has written, so that it changes the files as they are, never a stale copy. Nothing in task changes on an error.
Result<DatasetWriteLock> lockAndReread(const QString &root, Task &task);

} // namespace heddle
