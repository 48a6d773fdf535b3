#include <core/util/diskwatch.h>

#include <atomic>
#include <mutex>

namespace heddle {

namespace {

std::atomic_bool g_watched{false};
std::mutex g_mutex;

DiskWatcher &watcher()
{
    static DiskWatcher installed;
    return installed;
}

} // namespace

void setDiskWatcher(DiskWatcher installed)
{
    const std::lock_guard lock(g_mutex);
    g_watched = bool(installed);
    watcher() = std::move(installed);
}

void noteDiskAccess(const QString &path, DiskAccess access)
{
    if (!g_watched.load(std::memory_order_relaxed))
        return;
    const std::lock_guard lock(g_mutex);
    if (watcher())
        watcher()(path, access);
}

} // namespace heddle
