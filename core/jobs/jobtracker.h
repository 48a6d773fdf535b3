#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/util/workpool.h>

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QtConcurrentRun>

#include <algorithm>
#include <type_traits>
#include <utility>

namespace heddle {

/// Runs one kind of background work for an owner: the newest request wins, the job it replaces is told to stop,
/// and a result reaches the owner, on the owner's thread, only while the owner lives and only for the newest job.
/// The tracker is a child of its owner; destroying the owner stops the running job and drops its result.
///
///     m_load.start([root, id](const JobControl &job) { return loadTask(root, id, job); },
///                  [this](Result<Task> task) { show(std::move(task)); });
class JobTracker : public QObject
{
    Q_OBJECT
public:
    explicit JobTracker(QObject *owner);
    ~JobTracker() override;

    /// Starts work (callable as work(const JobControl &) or work()) on the thread pool; done(result) is called
    /// on the owner's thread when it finishes, unless a newer job was started or cancel() was called meanwhile.
    template <typename Work, typename Done> void start(Work work, Done done)
    {
        using T = decltype(invokeWork(work, JobControl::none()));
        static_assert(!std::is_void_v<T>, "a job returns its result; use Result<void> for work without one");
        auto *watcher = new QFutureWatcher<T>(this);
        auto deliver = [this, watcher, done = std::move(done)]() mutable {
            const bool wanted = watcher == m_current && !watcher->isCanceled() && watcher->future().resultCount() > 0;
            finishCurrent(watcher);
            if (wanted)
                done(watcher->future().takeResult());
        };
        connect(watcher, &QFutureWatcherBase::finished, this, std::move(deliver));
        connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int value) {
            if (watcher == m_current)
                Q_EMIT progressChanged(value);
        });
        replaceCurrent(watcher);
        watcher->setFuture(QtConcurrent::run(workPool(), [work = std::move(work)](QPromise<T> &promise) mutable {
            promise.setProgressRange(0, 1000);
            const JobControl control(
                [&promise] { return promise.isCanceled(); },
                [&promise](int permille) { promise.setProgressValue(std::clamp(permille, 0, 1000)); });
            promise.addResult(invokeWork(work, control));
        }));
    }

    /// Tells the running job to stop; its result is dropped.
    void cancel();
    bool isRunning() const { return m_current != nullptr; }

Q_SIGNALS:
    /// Progress of the newest job in thousandths.
    void progressChanged(int permille);
    void runningChanged(bool running);

private:
    template <typename Work> static auto invokeWork(Work &work, const JobControl &control)
    {
        if constexpr (std::is_invocable_v<Work &, const JobControl &>)
            return work(control);
        else
            return work();
    }
    void replaceCurrent(QFutureWatcherBase *watcher);
    void finishCurrent(QFutureWatcherBase *watcher);
    void stop(QFutureWatcherBase *watcher);

    QFutureWatcherBase *m_current = nullptr;
};

} // namespace heddle
