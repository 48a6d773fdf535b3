// The one facility for background work: newest request wins, stale jobs are told to stop, results reach an owner
// on its own thread and only while it lives.

#include <core/jobs/jobtracker.h>

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace heddle;

namespace {

// A job that holds until the test lets it go, and tells whether it was asked to stop. A job still held when the
// test ends (a failed check returned early) is let go, so the program can end.
struct Gate {
    QSemaphore started;
    QSemaphore release;
    std::atomic_bool sawStop{false};

    static auto job(const std::shared_ptr<Gate> &gate, int value)
    {
        return [gate, value](const JobControl &control) {
            gate->started.release();
            gate->release.acquire();
            gate->sawStop = control.isStopRequested();
            return value;
        };
    }
};

// The test's hold on a gate: it lets the job go when the test function ends, however it ends.
struct HeldGate {
    std::shared_ptr<Gate> gate = std::make_shared<Gate>();
    ~HeldGate() { gate->release.release(8); }
    Gate *operator->() const { return gate.get(); }
};

} // namespace

class TestJobTracker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deliversOnTheOwnersThread();
    void newestRequestWins();
    void cancelDropsTheResult();
    void nothingArrivesAfterTheOwnerIsGone();
    void progressReachesTheOwner();
};

void TestJobTracker::deliversOnTheOwnersThread()
{
    QObject owner;
    JobTracker tracker(&owner);
    QThread *workerThread = nullptr;
    QThread *deliveredOn = nullptr;
    int result = 0;
    QSignalSpy running(&tracker, &JobTracker::runningChanged);
    tracker.start(
        [&workerThread] {
            workerThread = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            deliveredOn = QThread::currentThread();
            result = value;
        });
    QVERIFY(tracker.isRunning());
    QTRY_COMPARE(result, 42);
    QCOMPARE(deliveredOn, QThread::currentThread());
    QVERIFY(workerThread != QThread::currentThread());
    QVERIFY(!tracker.isRunning());
    QCOMPARE(running.size(), 2);
    QCOMPARE(running.at(0).at(0).toBool(), true);
    QCOMPARE(running.at(1).at(0).toBool(), false);
}

void TestJobTracker::newestRequestWins()
{
    QObject owner;
    JobTracker tracker(&owner);
    HeldGate first, second;
    QList<int> delivered;
    tracker.start(Gate::job(first.gate, 1), [&](int v) { delivered << v; });
    QVERIFY(first->started.tryAcquire(1, 5000));
    tracker.start(Gate::job(second.gate, 2), [&](int v) { delivered << v; });
    QVERIFY(second->started.tryAcquire(1, 5000));
    // The stale job is still running; it is told to stop, and whatever it returns never arrives.
    first->release.release();
    second->release.release();
    QTRY_VERIFY(!tracker.isRunning());
    QTest::qWait(50);
    QCOMPARE(delivered, QList<int>{2});
    QVERIFY(first->sawStop);
    QVERIFY(!second->sawStop);
}

void TestJobTracker::cancelDropsTheResult()
{
    QObject owner;
    JobTracker tracker(&owner);
    HeldGate gate;
    bool delivered = false;
    QSignalSpy running(&tracker, &JobTracker::runningChanged);
    tracker.start(Gate::job(gate.gate, 7), [&](int) { delivered = true; });
    QVERIFY(gate->started.tryAcquire(1, 5000));
    tracker.cancel();
    QVERIFY(!tracker.isRunning());
    QCOMPARE(running.size(), 2);
    gate->release.release();
    QTRY_VERIFY(gate->sawStop);
    QTest::qWait(50);
    QVERIFY(!delivered);
}

void TestJobTracker::nothingArrivesAfterTheOwnerIsGone()
{
    HeldGate gate;
    auto delivered = std::make_shared<bool>(false);
    {
        QObject owner;
        auto *tracker = new JobTracker(&owner);
        tracker->start(Gate::job(gate.gate, 3), [delivered](int) { *delivered = true; });
        QVERIFY(gate->started.tryAcquire(1, 5000));
    }
    gate->release.release();
    QTRY_VERIFY(gate->sawStop);
    QTest::qWait(50);
    QVERIFY(!*delivered);
}

void TestJobTracker::progressReachesTheOwner()
{
    QObject owner;
    JobTracker tracker(&owner);
    QSignalSpy progress(&tracker, &JobTracker::progressChanged);
    HeldGate gate;
    bool done = false;
    // Updates come throttled (a few dozen a second at most), so the job keeps reporting until it is let go.
    tracker.start(
        [gate = gate.gate](const JobControl &control) {
            while (!gate->release.tryAcquire(1, 10))
                control.setProgress(500);
            return 0;
        },
        [&](int) { done = true; });
    QTRY_VERIFY(!progress.isEmpty() && progress.last().at(0).toInt() == 500);
    gate->release.release();
    QTRY_VERIFY(done);
}

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
