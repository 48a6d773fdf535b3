// Which thread touches a dataset's files. A watcher, when one is installed (the tests that keep disk work off the
// GUI thread install one), hears of every file the storage layer writes and every file the dataset, run-record and
// trajectory readers open, on the thread that touches it. Without a watcher a note costs one atomic load.
#pragma once

#include <QString>

#include <functional>

namespace heddle {

enum class DiskAccess {
    Read,
    Write
};

using DiskWatcher = std::function<void(const QString &path, DiskAccess access)>;

/// Installs watcher (an empty one removes it). It is called on the thread of each access, under a lock.
void setDiskWatcher(DiskWatcher watcher);

/// Tells the watcher, if any, that path is being read or written.
void noteDiskAccess(const QString &path, DiskAccess access);

} // namespace heddle
