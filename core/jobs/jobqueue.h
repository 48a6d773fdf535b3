#pragma once

#include <core/util/workpool.h>

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QtConcurrentRun>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace heddle {

/// Runs work of one kind one after another, in the order it was queued, off the owner's thread: nothing is
/// superseded (commits to one repository, say). done(result) reaches the owner on its thread while the owner lives;
/// work queued before the owner went still runs, in order, with nobody to tell (the application waits for the
/// thread pool before it ends), so nothing asked for is ever lost.
///
///     m_commits.enqueue([root, paths] { return commitPaths(root, paths); },
///                       [this](Result<CommitResult> done) { report(done); });
class JobQueue : public QObject
{
    Q_OBJECT
public:
    explicit JobQueue(QObject *owner);
    /// Hands the work still queued to the thread pool: it runs after the running job, with nobody to tell.
    ~JobQueue() override;

    template <typename Work, typename Done> void enqueue(Work work, Done done)
    {
        using T = std::invoke_result_t<Work &>;
        static_assert(!std::is_void_v<T>, "a job returns its result; use Result<void> for work without one");
        auto shared = std::make_shared<Work>(std::move(work));
        Entry entry;
        entry.detached = [shared] { (void)(*shared)(); };
        entry.start = [this, shared, done = std::move(done)]() mutable {
            auto *watcher = new QFutureWatcher<T>(this);
            connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, done = std::move(done)]() mutable {
                const bool hasResult = watcher->future().resultCount() > 0;
                T result = hasResult ? watcher->future().takeResult() : T();
                finishCurrent(watcher);
                if (hasResult)
                    done(std::move(result));
                updateBusy();
            });
            const QFuture<T> future = QtConcurrent::run(workPool(), [shared] { return (*shared)(); });
            watcher->setFuture(future);
            return Running{watcher, QFuture<void>(future)};
        };
        m_waiting.append(std::move(entry));
        if (!m_running)
            startNext();
        updateBusy();
    }

    /// True while a job runs or waits.
    bool isBusy() const { return m_running != nullptr || !m_waiting.isEmpty(); }

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    struct Running {
        QFutureWatcherBase *watcher = nullptr;
        QFuture<void> future;
    };
    struct Entry {
        std::function<Running()> start; // runs the work on the pool and delivers its result
        std::function<void()> detached; // runs the work where it is called, dropping its result
    };
    void startNext();
    void finishCurrent(QFutureWatcherBase *watcher);
    void updateBusy();

    QList<Entry> m_waiting;
    QFutureWatcherBase *m_running = nullptr;
    QFuture<void> m_runningFuture;
    bool m_busy = false;
};

} // namespace heddle
