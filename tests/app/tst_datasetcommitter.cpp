// Every save becomes a commit, off the GUI thread and in the order the saves were made, in a real copy of the demo
// dataset kept in a real git repository; commits wait while a sync or revert holds the repository, and none is
// lost when the window goes.
#include "workbench.h"

#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

constexpr int kAsync = 20000;

class TestDatasetCommitter : public QObject
{
    Q_OBJECT

    // Changes one test file of the task per call, so that each commit has something to commit.
    static QString touch(const Workbench &bench, const QString &taskId, const QByteArray &line)
    {
        const Task task = *loadTask(bench.root, taskId);
        QString relative = DatasetLayout::testFile(taskId, task.tests.files.first().path);
        const QString path = DatasetLayout(bench.root).at(relative);
        writeFile(path, readFile(path) + line);
        return relative;
    }

    static int commitCount(const Workbench &bench)
    {
        return gitOutput(bench.root, {u"rev-list"_s, u"--count"_s, u"HEAD"_s}).trimmed().toInt();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void commitsAreMadeInOrderOffTheGuiThread()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QSignalSpy committed(bench.committer, &DatasetCommitter::committed);
        QStringList summaries;
        for (int i = 0; i < 6; ++i) {
            // A file of its own for each save: all are written before the first commit is made.
            const QString relative = DatasetLayout::testFile(u"wallet-lock"_s, u"tests/test_extra_%1.py"_s.arg(i));
            QVERIFY(QDir().mkpath(QFileInfo(DatasetLayout(bench.root).at(relative)).absolutePath()));
            QVERIFY(writeFile(DatasetLayout(bench.root).at(relative), "def test_extra():\n    pass\n"));
            summaries << u"Save %1"_s.arg(i);
            bench.committer->commit({relative}, summaries.last(), u"why %1"_s.arg(i));
        }
        // The saves return at once; the commits follow.
        QVERIFY(bench.committer->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(committed.size(), 6);
        for (int i = 0; i < 6; ++i)
            QCOMPARE(committed.at(i).at(1).toString(), summaries.at(i));
        QStringList logged =
            QString::fromUtf8(gitOutput(bench.root, {u"log"_s, u"-6"_s, u"--format=%s"_s}).trimmed()).split(u'\n');
        std::reverse(logged.begin(), logged.end());
        QCOMPARE(logged, summaries);
        QCOMPARE(bench.lastCommit(u"%an <%ae>|%b"_s), QByteArray("Ada Lovelace <ada@example.org>|why 5"));
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
    }

    void heldWhilePausedMadeOnResume()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        const int before = commitCount(bench);
        bench.committer->setPaused(true);
        bench.committer->commit({touch(bench, u"wallet-lock"_s, "# held\n")}, u"Held save"_s);
        QVERIFY(!bench.committer->isBusy()); // held, not queued
        QCOMPARE(commitCount(bench), before);
        bench.committer->setPaused(false);
        QVERIFY(bench.committer->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(commitCount(bench), before + 1);
        QCOMPARE(bench.lastCommit(), QByteArray("Held save"));
    }

    void whenIdleComesAfterEveryQueuedCommit()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        const int before = commitCount(bench);
        bench.committer->commit({touch(bench, u"wallet-lock"_s, "# one\n")}, u"One"_s);
        bench.committer->commit({touch(bench, u"spend-policy"_s, "# two\n")}, u"Two"_s);
        int seen = -1;
        bench.committer->whenIdle(bench.window.get(), [&] { seen = commitCount(bench); });
        QTRY_VERIFY_WITH_TIMEOUT(seen >= 0, kAsync);
        QCOMPARE(seen, before + 2);
    }

    void commitsOutliveTheWindow()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        const int before = commitCount(bench);
        for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s})
            bench.committer->commit({touch(bench, id, "# last saves\n")}, u"Edit "_s + id);
        bench.window.reset(); // the window closes with its commits still queued
        QTRY_COMPARE_WITH_TIMEOUT(commitCount(bench), before + 3, kAsync);
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
        QCOMPARE(bench.lastCommit(), QByteArray("Edit wallet-lock"));
    }

    void outsideARepositoryNothingIsCommitted()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(!bench.committer->isRepository());
        bench.committer->commit({touch(bench, u"wallet-lock"_s, "# no git\n")}, u"Save"_s);
        QVERIFY(!bench.committer->isBusy());
        QVERIFY(!QDir(bench.root + u"/.git"_s).exists());
    }

    void aCommitThatFailsIsReported()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        // Another git process holds the index.
        QVERIFY(writeFile(bench.root + u"/.git/index.lock"_s, QByteArray()));
        QSignalSpy problems(bench.committer, &DatasetCommitter::problem);
        bench.committer->commit({touch(bench, u"wallet-lock"_s, "# locked\n")}, u"Locked save"_s);
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kAsync);
        QVERIFY2(problems.first().first().toString().startsWith(u"Saved, but not committed: "_s),
                 qPrintable(problems.first().first().toString()));
    }
};

QTEST_MAIN(TestDatasetCommitter)
#include "tst_datasetcommitter.moc"
