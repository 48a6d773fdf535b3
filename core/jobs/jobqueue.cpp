#include <core/jobs/jobqueue.h>

#include <core/util/workpool.h>

namespace heddle {

JobQueue::JobQueue(QObject *owner)
    : QObject(owner)
{}

JobQueue::~JobQueue()
{
    if (m_waiting.isEmpty())
        return;
    QList<std::function<void()>> rest;
    for (Entry &entry : m_waiting)
        rest.append(std::move(entry.detached));
    // waitForFinished runs the job here if the pool has not started it yet, so this can never wait on itself.
    (void)QtConcurrent::run(workPool(), [running = m_runningFuture, rest = std::move(rest)]() mutable {
        running.waitForFinished();
        for (const auto &work : rest)
            work();
    });
}

void JobQueue::startNext()
{
    if (m_waiting.isEmpty())
        return;
    const Running running = m_waiting.takeFirst().start();
    m_running = running.watcher;
    m_runningFuture = running.future;
}

void JobQueue::finishCurrent(QFutureWatcherBase *watcher)
{
    watcher->deleteLater();
    m_running = nullptr;
    m_runningFuture = {};
    startNext();
}

void JobQueue::updateBusy()
{
    // Reported after the result was handed over, so whoever waits for the queue to be idle sees every result first.
    if (isBusy() == m_busy)
        return;
    m_busy = isBusy();
    Q_EMIT busyChanged(m_busy);
}

} // namespace heddle
