// The curation status workflow on real files: a demo dataset installed into a temporary folder, changes written to
// curation.json and read back with loadTask, which validates the file against its schema.
#include <core/curation/workflow.h>

#include <core/curation/approvalgates.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include "curationfixture.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimeZone>

#include <array>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;
using namespace curationtest;

namespace {

constexpr std::array kStatuses = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                  CurationStatus::Approved, CurationStatus::Rejected};

const QStringList kAllGates = {u"fresh-run"_s, u"reference-passes"_s, u"empty-fails"_s,
                               u"no-flaky"_s,  u"flags-decided"_s,    u"specs-covered"_s};

} // namespace

class TestWorkflow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    QByteArray m_curation; // as the demo ships it

    /// Puts the task into `status` on disk, with the history the demo ships.
    std::optional<Task> taskIn(CurationStatus status)
    {
        std::optional<Task> task = load(m_root);
        if (!task)
            return std::nullopt;
        task->curation.status = status;
        if (!saveCuration(m_root, *task))
            return std::nullopt;
        return load(m_root);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
        m_curation = readFile(curationPath(m_root));
        QVERIFY(m_curation.contains("in_review"));
    }

    // Every test starts from the curation.json the demo ships.
    void init()
    {
        if (QFileInfo(curationPath(m_root)).isDir())
            QVERIFY(QDir(curationPath(m_root)).removeRecursively());
        QFile file(curationPath(m_root));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(m_curation), m_curation.size());
    }

    void allowedTransitionsListed()
    {
        using S = CurationStatus;
        QCOMPARE(allowedTransitions(S::New), QList<S>{S::InReview});
        QCOMPARE(allowedTransitions(S::InReview), QList<S>({S::InRepair, S::Approved, S::Rejected}));
        QCOMPARE(allowedTransitions(S::InRepair), QList<S>({S::InReview, S::Approved, S::Rejected}));
        QCOMPARE(allowedTransitions(S::Approved), QList<S>{S::InReview});
        QCOMPARE(allowedTransitions(S::Rejected), QList<S>{S::InReview});
    }

    void everyTransition_data()
    {
        QTest::addColumn<CurationStatus>("from");
        QTest::addColumn<CurationStatus>("to");
        QTest::addColumn<bool>("allowed");
        using S = CurationStatus;
        const QList<std::pair<S, S>> allowed = {
            {S::New, S::InReview},      {S::InReview, S::InRepair}, {S::InReview, S::Approved},
            {S::InReview, S::Rejected}, {S::InRepair, S::InReview}, {S::InRepair, S::Approved},
            {S::InRepair, S::Rejected}, {S::Approved, S::InReview}, {S::Rejected, S::InReview}};
        for (S from : kStatuses)
            for (S to : kStatuses)
                QTest::addRow("%s -> %s", qPrintable(curationStatusName(from)), qPrintable(curationStatusName(to)))
                    << from << to << allowed.contains(std::pair{from, to});
    }

    void everyTransition()
    {
        QFETCH(CurationStatus, from);
        QFETCH(CurationStatus, to);
        QFETCH(bool, allowed);
        std::optional<Task> task = taskIn(from);
        QVERIFY(task);
        QCOMPARE(task->curation.status, from);
        const qsizetype events = task->curation.history.size();
        const QByteArray before = readFile(curationPath(m_root));

        // A reason and every gate overridden, so only the legality of the move decides.
        const Result<void> status =
            changeStatus(m_root, *task, to, u"because"_s, u"Ada Lovelace"_s, std::nullopt, kAllGates);
        QCOMPARE(bool(status), allowed);
        const std::optional<Task> reloaded = load(m_root);
        QVERIFY(reloaded);
        if (allowed) {
            QCOMPARE(task->curation.status, to);
            QCOMPARE(reloaded->curation.status, to);
            QCOMPARE(reloaded->curation.history.size(), events + 1);
            QCOMPARE(reloaded->curation.history.last().from, from);
            QCOMPARE(reloaded->curation.history.last().to, to);
            QCOMPARE(reloaded->curation.history.last().reason, u"because"_s);
        } else {
            QCOMPARE(status.error().code, Error::Code::Unsupported);
            QVERIFY2(status.error().message.contains(task->id), qPrintable(status.error().message));
            QCOMPARE(task->curation.status, from);
            QCOMPARE(task->curation.history.size(), events);
            QCOMPARE(readFile(curationPath(m_root)), before);
        }
    }

    void refusalNamesBothStatuses()
    {
        std::optional<Task> task = taskIn(CurationStatus::New);
        QVERIFY(task);
        const Result<void> status =
            changeStatus(m_root, *task, CurationStatus::Approved, u"skip review"_s, u"Ada"_s, std::nullopt, kAllGates);
        QVERIFY(!status);
        const QString message = status.error().message;
        QVERIFY2(message.contains(u"new"_s) && message.contains(u"approved"_s) && message.contains(u"in review"_s),
                 qPrintable(message));
    }

    void reasonRequired_data()
    {
        QTest::addColumn<CurationStatus>("from");
        QTest::addColumn<CurationStatus>("to");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("accepted");
        using S = CurationStatus;
        QTest::newRow("reject without reason") << S::InReview << S::Rejected << QString() << false;
        QTest::newRow("reject with blank reason") << S::InRepair << S::Rejected << u"  \n"_s << false;
        QTest::newRow("reject with reason") << S::InReview << S::Rejected << u"duplicate of spend-policy"_s << true;
        QTest::newRow("reopen approved without reason") << S::Approved << S::InReview << QString() << false;
        QTest::newRow("reopen rejected without reason") << S::Rejected << S::InReview << QString() << false;
        QTest::newRow("reopen with reason") << S::Approved << S::InReview << u"new flag came in"_s << true;
        QTest::newRow("start review without reason") << S::New << S::InReview << QString() << true;
        QTest::newRow("send to repair without reason") << S::InReview << S::InRepair << QString() << true;
        QTest::newRow("back from repair without reason") << S::InRepair << S::InReview << QString() << true;
    }

    void reasonRequired()
    {
        QFETCH(CurationStatus, from);
        QFETCH(CurationStatus, to);
        QFETCH(QString, reason);
        QFETCH(bool, accepted);
        std::optional<Task> task = taskIn(from);
        QVERIFY(task);
        const QByteArray before = readFile(curationPath(m_root));
        const Result<void> status = changeStatus(m_root, *task, to, reason, u"Ada Lovelace"_s, std::nullopt);
        QCOMPARE(bool(status), accepted);
        if (accepted) {
            QCOMPARE(load(m_root)->curation.history.last().reason, reason.trimmed());
        } else {
            QVERIFY2(status.error().message.contains(u"reason"_s), qPrintable(status.error().message));
            QCOMPARE(task->curation.status, from);
            QCOMPARE(readFile(curationPath(m_root)), before);
        }
    }

    void overrideWithoutReasonRefused()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        const QStringList failing = failedGateIds(approvalGates(*task, std::nullopt));
        QVERIFY(!failing.isEmpty());
        const Result<void> status =
            changeStatus(m_root, *task, CurationStatus::Approved, u"   "_s, u"Ada Lovelace"_s, std::nullopt, failing);
        QVERIFY(!status);
        QVERIFY2(status.error().message.contains(u"reason"_s), qPrintable(status.error().message));
        QCOMPARE(task->curation.status, CurationStatus::InReview);
        QCOMPARE(readFile(curationPath(m_root)), m_curation);
    }

    void overrideMustNameEveryFailingGate()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        QStringList named = failedGateIds(approvalGates(*task, std::nullopt));
        QVERIFY(named.removeOne(u"specs-covered"_s));
        const Result<void> status =
            changeStatus(m_root, *task, CurationStatus::Approved, u"ship it"_s, u"Ada Lovelace"_s, std::nullopt, named);
        QVERIFY(!status);
        const QString message = status.error().message;
        // Only the gate left out is the obstacle, and it says which spec is at fault.
        QVERIFY2(message.contains(u"specs-covered"_s) && message.contains(u"S11"_s), qPrintable(message));
        QVERIFY2(!message.contains(u"flags-decided"_s), qPrintable(message));
        QCOMPARE(readFile(curationPath(m_root)), m_curation);
    }

    void overrideWithReasonRecordedAndReloaded()
    {
        std::optional<Task> task = makeTaskApprovable(m_root);
        QVERIFY(task);
        // A run is there, but the reference fails a test; flags and specs are in order.
        RunRecord record = cleanRecord(*task);
        for (TargetRun &run : record.runs)
            if (run.target == u"reference")
                run.results.set(task->tests.passToPass.first(), TestStatus::Failed);
        deriveChecks(record, *task);
        const std::optional<RunRecord> latest = saveAndReload(m_root, record);
        QVERIFY(latest);
        QCOMPARE(failedGateIds(approvalGates(*task, latest)), QStringList{u"reference-passes"_s});

        const QDateTime at(QDate(2026, 12, 1), QTime(10, 0), QTimeZone(3600)); // 09:00 UTC
        const QString reason = u"test_select_oldest_first fails on the reference for an unrelated clock reason"_s;
        // Naming gates that pass as well is harmless: only the failing ones are recorded.
        const Result<void> status = changeStatus(m_root, *task, CurationStatus::Approved, reason, u"Grace Hopper"_s,
                                                 latest, {u"reference-passes"_s, u"no-flaky"_s}, at);
        QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
        QCOMPARE(task->curation.status, CurationStatus::Approved);

        const std::optional<Task> reloaded = load(m_root);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->curation.status, CurationStatus::Approved);
        const CurationEvent &event = reloaded->curation.history.last();
        QCOMPARE(event.from, CurationStatus::InReview);
        QCOMPARE(event.to, CurationStatus::Approved);
        QCOMPARE(event.by, u"Grace Hopper"_s);
        QCOMPARE(event.reason, reason);
        QCOMPARE(event.at, at);
        QCOMPARE(event.at.toUTC().time(), QTime(9, 0));
        QVERIFY(event.overridden);
        QCOMPARE(event.gatesOverridden, QStringList{u"reference-passes"_s});
        const QByteArray bytes = readFile(curationPath(m_root));
        QVERIFY2(bytes.contains("\"override\": true"), bytes.constData());
        QVERIFY2(bytes.contains("\"2026-12-01T09:00:00Z\""), bytes.constData());
        // Earlier events keep their shape: no override keys on them.
        QCOMPARE(bytes.count("\"override\""), 1);
        QCOMPARE(bytes.count("\"gates_overridden\""), 1);
        QVERIFY(checkDataset(m_root).isEmpty());
    }

    void assignmentRoundTrip()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        QVERIFY(task->curation.assignedTo.isEmpty());
        const qsizetype events = task->curation.history.size();
        const QDateTime at(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);

        QVERIFY(assignTask(m_root, *task, u" Grace Hopper "_s, u"Ada Lovelace"_s, at));
        std::optional<Task> reloaded = load(m_root);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->curation.assignedTo, u"Grace Hopper"_s);
        QCOMPARE(reloaded->curation.status, CurationStatus::InReview);
        QCOMPARE(reloaded->curation.history.size(), events + 1);
        const CurationEvent &event = reloaded->curation.history.last();
        QCOMPARE(event.from, CurationStatus::InReview);
        QCOMPARE(event.to, CurationStatus::InReview);
        QCOMPARE(event.by, u"Ada Lovelace"_s);
        QCOMPARE(event.at, at);
        QCOMPARE(event.reason, u"assigned to Grace Hopper"_s);
        QVERIFY(readFile(curationPath(m_root)).contains("\"assigned_to\": \"Grace Hopper\""));

        // Assigning to whoever has it already records nothing.
        QVERIFY(assignTask(m_root, *task, u"Grace Hopper"_s, u"Ada Lovelace"_s));
        QCOMPARE(load(m_root)->curation.history.size(), events + 1);

        // A status change keeps the assignment.
        QVERIFY(changeStatus(m_root, *task, CurationStatus::InRepair, u"F2 needs a test fix"_s, u"Grace Hopper"_s,
                             std::nullopt));
        QCOMPARE(load(m_root)->curation.assignedTo, u"Grace Hopper"_s);

        QVERIFY(assignTask(m_root, *task, QString(), u"Grace Hopper"_s));
        reloaded = load(m_root);
        QVERIFY(reloaded);
        QVERIFY(reloaded->curation.assignedTo.isEmpty());
        QCOMPARE(reloaded->curation.history.last().reason, u"unassigned"_s);
        QCOMPARE(reloaded->curation.history.last().from, CurationStatus::InRepair);
        QVERIFY(!readFile(curationPath(m_root)).contains("assigned_to"));
        QVERIFY(checkDataset(m_root).isEmpty());
    }

    void unchangedCurationIsNotRewritten()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        QVERIFY(saveCuration(m_root, *task));
        const QByteArray saved = readFile(curationPath(m_root));
        const QDateTime hourAgo = backdateFile(curationPath(m_root));
        QVERIFY(hourAgo.isValid());
        // Saving the task's curation as it is touches nothing: the file keeps its time stamp.
        QVERIFY(saveCuration(m_root, *load(m_root)));
        QCOMPARE(QFileInfo(curationPath(m_root)).lastModified().toSecsSinceEpoch(), hourAgo.toSecsSinceEpoch());
        QCOMPARE(readFile(curationPath(m_root)), saved);

        QVERIFY(
            changeStatus(m_root, *task, CurationStatus::InRepair, u"F2 needs a test fix"_s, u"Ada"_s, std::nullopt));
        QVERIFY(QFileInfo(curationPath(m_root)).lastModified() > hourAgo.addSecs(60));
    }

    void changeNeedsACurator()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        QVERIFY(!changeStatus(m_root, *task, CurationStatus::InRepair, u"why"_s, u"  "_s, std::nullopt));
        QVERIFY(!assignTask(m_root, *task, u"Grace Hopper"_s, QString()));
        QCOMPARE(readFile(curationPath(m_root)), m_curation);
    }

    void failedWriteLeavesTaskUnchanged()
    {
        std::optional<Task> task = load(m_root);
        QVERIFY(task);
        const Curation before = task->curation;
        QVERIFY(QFile::remove(curationPath(m_root)));
        QVERIFY(QDir().mkdir(curationPath(m_root)));

        Result<void> status = changeStatus(m_root, *task, CurationStatus::InRepair, u"why"_s, u"Ada"_s, std::nullopt);
        QVERIFY(!status);
        QCOMPARE(status.error().file, curationPath(m_root));
        QVERIFY2(status.error().message.contains(curationPath(m_root)), qPrintable(status.error().message));
        QCOMPARE(task->curation.status, before.status);
        QCOMPARE(task->curation.history.size(), before.history.size());

        status = assignTask(m_root, *task, u"Grace Hopper"_s, u"Ada"_s);
        QVERIFY(!status);
        QVERIFY2(status.error().message.contains(curationPath(m_root)), qPrintable(status.error().message));
        QVERIFY(task->curation.assignedTo.isEmpty());
        QCOMPARE(task->curation.history.size(), before.history.size());
    }

    void malformedOverrideKeysRefusedOnLoad()
    {
        QFile file(curationPath(m_root));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"status": "approved", "history": [{"from": "in_review", "to": "approved", "by": "Ada",
            "at": "2026-12-01T09:00:00Z", "reason": "r", "override": "yes", "gates_overridden": ["fresh-run"]}]})");
        file.close();
        const Result<Task> task = loadTask(m_root, kTaskId);
        QVERIFY(!task);
        QVERIFY2(task.error().toString().contains(u"curation.json"_s), qPrintable(task.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
