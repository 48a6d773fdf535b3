// Work that must all happen, in order: a queue runs each job after the one before, off the owner's thread, hands
// each result over on the owner's thread, and still runs what was queued when the owner goes.

#include <core/jobs/jobqueue.h>

#include <QMutex>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace heddle;

namespace {

// What the jobs did, in the order they did it, and whether two ever ran at once.
struct Journal {
    QMutex mutex;
    QList<int> order;
    std::atomic_int running{0};
    std::atomic_bool overlapped{false};

    auto job(int value, QSemaphore *hold = nullptr)
    {
        return [this, value, hold] {
            if (running.fetch_add(1) > 0)
                overlapped = true;
            if (hold)
                hold->acquire();
            QThread::msleep(5); // long enough for a second job to start alongside, were it allowed to
            {
                const QMutexLocker lock(&mutex);
                order.append(value);
            }
            running.fetch_sub(1);
            return value;
        };
    }
    QList<int> done()
    {
        const QMutexLocker lock(&mutex);
        return order;
    }
};

} // namespace

class TestJobQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsOneAfterAnotherInOrder();
    void deliversOnTheOwnersThreadInOrder();
    void reportsWhenBusyAndIdle();
    void workQueuedBeforeTheOwnerWentStillRuns();
};

void TestJobQueue::runsOneAfterAnotherInOrder()
{
    QObject owner;
    JobQueue queue(&owner);
    Journal journal;
    for (int i = 1; i <= 6; ++i)
        queue.enqueue(journal.job(i), [](int) {});
    QVERIFY(queue.isBusy());
    QTRY_VERIFY(!queue.isBusy());
    QCOMPARE(journal.done(), (QList<int>{1, 2, 3, 4, 5, 6}));
    QVERIFY(!journal.overlapped);
}

void TestJobQueue::deliversOnTheOwnersThreadInOrder()
{
    QObject owner;
    JobQueue queue(&owner);
    Journal journal;
    QList<int> delivered;
    QList<QThread *> threads;
    for (int i = 1; i <= 4; ++i)
        queue.enqueue(journal.job(i), [&](int value) {
            delivered << value;
            threads << QThread::currentThread();
        });
    // Nothing is handed over before the event loop runs: enqueue always returns first.
    QVERIFY(delivered.isEmpty());
    QTRY_COMPARE(delivered, (QList<int>{1, 2, 3, 4}));
    for (QThread *t : std::as_const(threads))
        QCOMPARE(t, QThread::currentThread());
}

void TestJobQueue::reportsWhenBusyAndIdle()
{
    QObject owner;
    JobQueue queue(&owner);
    QSignalSpy busy(&queue, &JobQueue::busyChanged);
    Journal journal;
    QSemaphore hold;
    bool lastDelivered = false;
    queue.enqueue(journal.job(1, &hold), [](int) {});
    queue.enqueue(journal.job(2), [&](int) { lastDelivered = true; });
    QCOMPARE(busy.size(), 1);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    hold.release();
    QTRY_COMPARE(busy.size(), 2);
    QCOMPARE(busy.at(1).at(0).toBool(), false);
    // Idle is reported only after the last result was handed over.
    QVERIFY(lastDelivered);
}

void TestJobQueue::workQueuedBeforeTheOwnerWentStillRuns()
{
    auto journal = std::make_shared<Journal>();
    QSemaphore hold;
    bool delivered = false;
    {
        QObject owner;
        auto *queue = new JobQueue(&owner);
        queue->enqueue(journal->job(1, &hold), [&](int) { delivered = true; });
        queue->enqueue(journal->job(2), [&](int) { delivered = true; });
        queue->enqueue(journal->job(3), [&](int) { delivered = true; });
    }
    hold.release();
    QTRY_COMPARE(journal->done(), (QList<int>{1, 2, 3}));
    QVERIFY(!journal->overlapped);
    QCoreApplication::processEvents();
    QVERIFY(!delivered);
}

QTEST_GUILESS_MAIN(TestJobQueue)
#include "tst_jobqueue.moc"
