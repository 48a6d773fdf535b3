#include <core/jobs/jobtracker.h>

namespace heddle {

const JobControl &JobControl::none()
{
    static const JobControl control({}, {});
    return control;
}

JobTracker::JobTracker(QObject *owner)
    : QObject(owner)
{}

JobTracker::~JobTracker()
{
    // The watchers are children: deleting them disconnects them from their futures, so nothing is delivered.
    if (m_current)
        m_current->cancel();
}

void JobTracker::cancel()
{
    if (!m_current)
        return;
    stop(std::exchange(m_current, nullptr));
    Q_EMIT runningChanged(false);
}

void JobTracker::replaceCurrent(QFutureWatcherBase *watcher)
{
    const bool wasRunning = m_current != nullptr;
    if (m_current)
        stop(m_current);
    m_current = watcher;
    if (!wasRunning)
        Q_EMIT runningChanged(true);
}

void JobTracker::finishCurrent(QFutureWatcherBase *watcher)
{
    watcher->deleteLater();
    if (watcher != m_current)
        return;
    m_current = nullptr;
    Q_EMIT runningChanged(false);
}

void JobTracker::stop(QFutureWatcherBase *watcher)
{
    // The stale job sees isStopRequested(); its watcher goes at once, so its result can never arrive.
    watcher->disconnect(this);
    watcher->cancel();
    watcher->deleteLater();
}

} // namespace heddle
