// A task switch reads one snapshot: the task, its validation records, the curator's blind verdict, the drafts of
// unsaved test edits and the task's history in git arrive together, from a real dataset in a real repository; a
// load told to stop ends early, and a stale load never arrives.

#include <core/dataset/datasetio.h>
#include <core/demo/demodataset.h>
#include <core/editing/draftstore.h>
#include <core/history/datasethistory.h>
#include <core/jobs/jobtracker.h>
#include <core/review/blindreview.h>
#include <core/snapshot/tasksnapshot.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runrecord.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

const CommitAuthor kAda{u"Ada Lovelace"_s, u"ada@example.org"_s};

RunRecord runRecord(const QString &id)
{
    RunRecord record;
    record.id = id;
    record.started = QDateTime(QDate(2026, 1, 1), QTime(12, 0), Qt::UTC);
    record.finished = record.started.addSecs(30);
    record.machine = u"test"_s;
    record.sandbox = u"none"_s;
    return record;
}

} // namespace

class TestTaskSnapshot : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString newDataset(const QString &name)
    {
        auto root = installDemoDataset(m_dir.path() + u'/' + name);
        if (!root)
            qFatal("cannot install the demo: %s", qPrintable(root.error().toString()));
        return *root;
    }

private Q_SLOTS:
    void everythingArrivesTogether()
    {
        const QString root = newDataset(u"together"_s);
        const QString id = u"wallet-lock"_s;
        QVERIFY(initDatasetRepository(root, kAda));
        QVERIFY(saveRunRecord(root, id, runRecord(u"20260101-120000-abcd"_s)));
        QVERIFY(commitPaths(root, {DatasetLayout::validationFolder(id)}, kAda, u"Validate wallet-lock"_s));
        QVERIFY(saveBlindVerdict(root, id,
                                 {true, false, u"salt never checked"_s, kAda.name, QDateTime::currentDateTimeUtc()}));
        const QString drafts = m_dir.path() + u"/drafts"_s;
        Draft draft;
        draft.dataset = normalizedDatasetRoot(root);
        draft.task = id;
        draft.path = u"tests/test_wallet_lock.py"_s;
        draft.content = "# an edit never saved\n";
        QVERIFY(DraftStore(drafts).write(draft));

        const Result<TaskSnapshot> snapshot = loadTaskSnapshot({root, id, kAda.name, drafts}, JobControl::none());
        QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
        QCOMPARE(snapshot->task.id, id);
        QVERIFY(!snapshot->task.attempts.isEmpty());
        QCOMPARE(snapshot->runs.records.size(), 1);
        QCOMPARE(snapshot->latestRun()->id, u"20260101-120000-abcd"_s);
        QVERIFY(snapshot->blindVerdict && snapshot->blindVerdict->has_value());
        QCOMPARE((*snapshot->blindVerdict)->note, u"salt never checked"_s);
        QCOMPARE(snapshot->drafts.size(), 1);
        QCOMPARE(snapshot->drafts.first().content, QByteArray("# an edit never saved\n"));
        QVERIFY(snapshot->draftProblems.isEmpty());
        QVERIFY(snapshot->history.inRepository);
        QVERIFY(snapshot->history.error.isEmpty());
        QCOMPARE(snapshot->history.entries.size(), 2); // the initial commit and the validation
        QCOMPARE(snapshot->history.entries.first().summary, u"Validate wallet-lock"_s);
        QVERIFY(snapshot->repository); // the demo's repositories ship with it
    }

    void anotherCuratorsVerdictIsNotTheirs()
    {
        const QString root = newDataset(u"curators"_s);
        QVERIFY(saveBlindVerdict(root, u"spend-policy"_s,
                                 {false, true, QString(), u"Grace Hopper"_s, QDateTime::currentDateTimeUtc()}));
        const auto snapshot = loadTaskSnapshot({root, u"spend-policy"_s, kAda.name, {}}, JobControl::none());
        QVERIFY(snapshot);
        QVERIFY(snapshot->blindVerdict && !snapshot->blindVerdict->has_value());
        QVERIFY(snapshot->drafts.isEmpty());
    }

    void outsideGitTheHistoryIsEmptyNotAnError()
    {
        const QString root = newDataset(u"nogit"_s);
        const auto snapshot = loadTaskSnapshot({root, u"coin-hours-split"_s, kAda.name, {}}, JobControl::none());
        QVERIFY(snapshot);
        QVERIFY(!snapshot->history.inRepository);
        QVERIFY(snapshot->history.error.isEmpty());
        QVERIFY(snapshot->history.entries.isEmpty());
        QVERIFY(snapshot->runs.records.isEmpty());
        QVERIFY(!snapshot->latestRun());
    }

    void aTaskThatCannotBeReadIsTheError()
    {
        const QString root = newDataset(u"broken"_s);
        QFile task(DatasetLayout(root).at(DatasetLayout::taskFile(u"spend-policy"_s)));
        QVERIFY(task.open(QIODevice::WriteOnly | QIODevice::Truncate));
        task.write("{\"id\": \"spend-policy\",\n");
        task.close();
        const auto snapshot = loadTaskSnapshot({root, u"spend-policy"_s, kAda.name, {}}, JobControl::none());
        QVERIFY(!snapshot);
        QVERIFY2(snapshot.error().toString().contains(u"task.json"_s), qPrintable(snapshot.error().toString()));
    }

    // A review.json that cannot be read leaves the task's flags out, saying why and where, and keeps the file: a
    // verdict, or an edit of the tests that would update the uncovered-spec flags, never writes over it.
    void aBrokenReviewLeavesTheFlagsOutAndIsNeverWrittenOver()
    {
        const QString root = newDataset(u"badreview"_s);
        const QString id = u"coin-hours-split"_s;
        const QString path = DatasetLayout(root).at(DatasetLayout::reviewFile(id));
        QFile review(path);
        QVERIFY(review.open(QIODevice::ReadOnly));
        QByteArray bytes = review.readAll();
        review.close();
        QVERIFY(bytes.contains("\"confidence\": 0.86,"));
        bytes.replace("\"confidence\": 0.86,", "\"confidence\": 1e400,");
        QVERIFY(review.open(QIODevice::WriteOnly | QIODevice::Truncate));
        review.write(bytes);
        review.close();

        QVERIFY(!loadTask(root, id)); // what writes flags still refuses the task
        const auto snapshot = loadTaskSnapshot({root, id, kAda.name, {}}, JobControl::none());
        QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
        QVERIFY(!snapshot->task.attempts.isEmpty());
        QVERIFY(snapshot->task.flags.isEmpty());
        const QString why = snapshot->task.flagsUnreadable;
        QVERIFY2(why.contains(u"review.json:"_s) && why.contains(u"a number too large"_s), qPrintable(why));

        Task task = snapshot->task;
        const Result<void> saved = saveReview(root, task);
        QVERIFY(!saved);
        QVERIFY2(saved.error().toString().contains(u"does not write over it"_s), qPrintable(saved.error().toString()));
        QVERIFY(review.open(QIODevice::ReadOnly));
        QCOMPARE(review.readAll(), bytes);
    }

    void aRecordThatCannotBeReadIsReportedWithTheRest()
    {
        const QString root = newDataset(u"badrecord"_s);
        const QString id = u"coin-hours-split"_s;
        QVERIFY(saveRunRecord(root, id, runRecord(u"20260101-120000-good"_s)));
        QFile bad(DatasetLayout(root).at(DatasetLayout::runRecordFile(id, u"20260102-120000-bad0"_s)));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{ not json");
        bad.close();
        const auto snapshot = loadTaskSnapshot({root, id, kAda.name, {}}, JobControl::none());
        QVERIFY(snapshot);
        QCOMPARE(snapshot->runs.records.size(), 1);
        QCOMPARE(snapshot->runs.errors.size(), 1);
    }

    void aLoadToldToStopEndsEarly()
    {
        const QString root = newDataset(u"stopped"_s);
        const JobControl stopped([] { return true; }, {});
        const auto snapshot = loadTaskSnapshot({root, u"wallet-lock"_s, kAda.name, {}}, stopped);
        QVERIFY(!snapshot);
        QCOMPARE(snapshot.error().code, Error::Code::Cancelled);
    }

    void aStaleLoadIsDropped()
    {
        const QString root = newDataset(u"stale"_s);
        QVERIFY(initDatasetRepository(root, kAda));
        QObject owner;
        JobTracker tracker(&owner);
        QStringList arrived;
        for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s})
            tracker.start([request = TaskSnapshotRequest{root, id, kAda.name, {}}](
                              const JobControl &job) { return loadTaskSnapshot(request, job); },
                          [&arrived](const Result<TaskSnapshot> &s) { arrived << (s ? s->task.id : QString()); });
        QTRY_VERIFY(!tracker.isRunning());
        QCOMPARE(arrived, QStringList{u"wallet-lock"_s});
    }
};

QTEST_GUILESS_MAIN(TestTaskSnapshot)
#include "tst_tasksnapshot.moc"
