// Heddle's background work runs on threads of its own. Qt's global pool, to which the raster engine hands the parts
// of a large fill and then waits for them on the GUI thread, stays free while a dataset is read: with it busy, the
// window stopped painting (and showed no queue) until a read of 50,000 tasks was over.

#include <core/index/indexeddataset.h>
#include <core/jobs/jobtracker.h>
#include <core/util/workpool.h>
#include <tests/support/demo/installeddemo.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

class TestWorkPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDatasetsReadLeavesQtsPoolFree();
    void qtsWorkRunsWhileHeddlesThreadsAreAllBusy();
};

void TestWorkPool::aDatasetsReadLeavesQtsPoolFree()
{
    QTemporaryDir dir;
    const QString root = installDemo(dir.filePath(u"demo"_s));
    QVERIFY(!root.isEmpty());
    const QString index = dir.filePath(u"index.sqlite"_s);

    // Reads of the dataset through its index one after another, as the window's open does, each stamping the tasks
    // in parallel; the GUI thread watches Qt's pool meanwhile.
    QObject owner;
    JobTracker tracker(&owner);
    int tasks = -1;
    bool done = false;
    tracker.start(
        [&](const JobControl &) {
            int read = 0;
            for (int i = 0; i < 20; ++i)
                if (Result<IndexedOpen> opened = openDatasetThroughIndex(root, index); opened)
                    read += int(opened->dataset.tasks.size());
            return read;
        },
        [&](int read) {
            tasks = read;
            done = true;
        });
    int busiest = 0;
    QElapsedTimer waited;
    waited.start();
    while (!done && waited.elapsed() < 60000) {
        busiest = std::max(busiest, QThreadPool::globalInstance()->activeThreadCount());
        QCoreApplication::processEvents();
    }
    QVERIFY(done);
    QCOMPARE(tasks, 20 * 3);
    QCOMPARE(busiest, 0);
}

void TestWorkPool::qtsWorkRunsWhileHeddlesThreadsAreAllBusy()
{
    // Every thread of Heddle's pool held by a job that waits, as a long read does.
    QSemaphore held, release;
    const int threads = workPool()->maxThreadCount();
    QObject owner;
    std::vector<std::unique_ptr<JobTracker>> trackers;
    for (int i = 0; i < threads; ++i) {
        trackers.push_back(std::make_unique<JobTracker>(&owner));
        trackers.back()->start(
            [&](const JobControl &) {
                held.release();
                release.acquire();
                return 0;
            },
            [](int) {});
    }
    QVERIFY(held.tryAcquire(threads, 10000));

    // A task on Qt's pool, as a fill hands it, runs at once.
    QSemaphore ran;
    QThreadPool::globalInstance()->start([&] { ran.release(); });
    const bool ranInTime = ran.tryAcquire(1, 5000);
    release.release(threads);
    QVERIFY(ranInTime);
    workPool()->waitForDone();
}

QTEST_GUILESS_MAIN(TestWorkPool)
#include "tst_workpool.moc"
