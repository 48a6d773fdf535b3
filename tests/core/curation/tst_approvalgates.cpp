// Each approval gate is broken in turn on a task that otherwise passes them all, in a demo dataset installed into a
// temporary folder: the gate fails alone, names the culprit, and approval is refused without touching the file.
#include <core/curation/approvalgates.h>

#include <core/curation/workflow.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include "curationfixture.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;
using namespace curationtest;

namespace {

enum class Breakage {
    EditTestFile,
    ChangeReferencePatch,
    ReferenceFailsTest,
    EmptyPassesTest,
    EmptyFailsPassToPass,
    FlakyTest,
    OpenFlag,
    FlagNeedsRerun,
    UncoveredSpec,
};

/// repeat 0: every repeat, so the change is steady rather than flaky.
void setStatus(RunRecord &record, const QString &target, int repeat, const QString &test, TestStatus status)
{
    for (TargetRun &run : record.runs)
        if (run.target == target && (repeat == 0 || run.repeat == repeat))
            run.results.set(test, status);
}

} // namespace

Q_DECLARE_METATYPE(Breakage)

class TestApprovalgates : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QString name = QString::fromLatin1(QTest::currentTestFunction());
        if (QTest::currentDataTag())
            name += u'-' + QString::number(qHash(QString::fromLatin1(QTest::currentDataTag())), 16);
        m_root = installDemo(m_dir.filePath(name));
        QVERIFY(!m_root.isEmpty());
    }

    void demoTaskAsShippedFailsRunAndDecisionGates()
    {
        const std::optional<Task> task = load(m_root);
        QVERIFY(task);
        const QList<GateResult> gates = approvalGates(*task, std::nullopt);
        QCOMPARE(failedGateIds(gates), QStringList({u"fresh-run"_s, u"reference-passes"_s, u"empty-fails"_s,
                                                    u"no-flaky"_s, u"flags-decided"_s, u"specs-covered"_s}));
        for (const GateResult &g : gates) {
            QVERIFY2(!g.title.isEmpty(), qPrintable(g.id));
            QVERIFY2(!g.detail.isEmpty(), qPrintable(g.id));
        }
        // The shipped review leaves F1 and F2 open and spec S11 names no test.
        QVERIFY2(gates[4].detail.contains(u"F1"_s) && gates[4].detail.contains(u"F2"_s), qPrintable(gates[4].detail));
        QVERIFY2(!gates[4].detail.contains(u"F3"_s), qPrintable(gates[4].detail));
        QVERIFY2(gates[5].detail.contains(u"S11"_s), qPrintable(gates[5].detail));
        QVERIFY2(!gates[5].detail.contains(u"S10"_s), qPrintable(gates[5].detail));
    }

    void greenBaselinePassesEveryGateAndApproves()
    {
        std::optional<Task> task = makeTaskApprovable(m_root);
        QVERIFY(task);
        const std::optional<RunRecord> latest = saveAndReload(m_root, cleanRecord(*task));
        QVERIFY(latest);
        const QList<GateResult> gates = approvalGates(*task, latest);
        QCOMPARE(gates.size(), 6);
        for (const GateResult &g : gates) {
            QVERIFY2(g.passed, qPrintable(g.id + u": "_s + g.detail));
            QVERIFY(g.detail.isEmpty());
        }

        const QDateTime at(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC);
        const Result<void> status = changeStatus(m_root, *task, CurationStatus::Approved, u"all gates pass"_s,
                                                 u"Ada Lovelace"_s, latest, {}, at);
        QVERIFY2(status, qPrintable(status ? QString() : status.error().toString()));
        const std::optional<Task> reloaded = load(m_root);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->curation.status, CurationStatus::Approved);
        const CurationEvent &event = reloaded->curation.history.last();
        QCOMPARE(event.from, CurationStatus::InReview);
        QCOMPARE(event.to, CurationStatus::Approved);
        QCOMPARE(event.by, u"Ada Lovelace"_s);
        QCOMPARE(event.at, at);
        QVERIFY(!event.overridden);
        QVERIFY(event.gatesOverridden.isEmpty());
        QVERIFY(!readFile(curationPath(m_root)).contains("override"));
    }

    void eachGateFailsAlone_data()
    {
        QTest::addColumn<Breakage>("breakage");
        QTest::addColumn<QString>("gate");
        QTest::addColumn<QString>("culprit");
        const QString f2p2 = u"tests/test_hours_split.py::test_remainder_ties_follow_request_order"_s;
        const QString f2p3 = u"tests/test_hours_split.py::test_minimum_allocation"_s;
        const QString p2p1 = u"tests/test_transaction.py::test_select_oldest_first"_s;
        QTest::newRow("fresh-run: a test file edited after the run")
            << Breakage::EditTestFile << u"fresh-run"_s << kTestFile;
        QTest::newRow("fresh-run: the reference patch changed")
            << Breakage::ChangeReferencePatch << u"fresh-run"_s << u"reference patch"_s;
        QTest::newRow("reference-passes") << Breakage::ReferenceFailsTest << u"reference-passes"_s << f2p2;
        QTest::newRow("empty-fails: FAIL_TO_PASS passes") << Breakage::EmptyPassesTest << u"empty-fails"_s << f2p3;
        QTest::newRow("empty-fails: PASS_TO_PASS fails") << Breakage::EmptyFailsPassToPass << u"empty-fails"_s << p2p1;
        QTest::newRow("no-flaky") << Breakage::FlakyTest << u"no-flaky"_s << p2p1;
        QTest::newRow("flags-decided: open") << Breakage::OpenFlag << u"flags-decided"_s << u"F2"_s;
        QTest::newRow("flags-decided: needs rerun") << Breakage::FlagNeedsRerun << u"flags-decided"_s << u"F1"_s;
        QTest::newRow("specs-covered") << Breakage::UncoveredSpec << u"specs-covered"_s << u"S4"_s;
    }

    void eachGateFailsAlone()
    {
        QFETCH(Breakage, breakage);
        QFETCH(QString, gate);
        QFETCH(QString, culprit);

        std::optional<Task> task = makeTaskApprovable(m_root);
        QVERIFY(task);
        RunRecord record = cleanRecord(*task);
        const QString f2p2 = task->tests.failToPass.at(2);
        const QString f2p3 = task->tests.failToPass.at(3);
        const QString p2p1 = task->tests.passToPass.at(1);
        switch (breakage) {
        case Breakage::ReferenceFailsTest: setStatus(record, u"reference"_s, 0, f2p2, TestStatus::Failed); break;
        case Breakage::EmptyPassesTest: setStatus(record, u"empty"_s, 0, f2p3, TestStatus::Passed); break;
        case Breakage::EmptyFailsPassToPass: setStatus(record, u"empty"_s, 0, p2p1, TestStatus::Error); break;
        case Breakage::FlakyTest: setStatus(record, kAttempt, 2, p2p1, TestStatus::Failed); break;
        default: break;
        }
        // The saved record carries checks derived the way a real run derives them.
        deriveChecks(record, *task);
        const std::optional<RunRecord> latest = saveAndReload(m_root, record);
        QVERIFY(latest);

        const QString testPath = m_root + u"/tasks/"_s + kTaskId + u"/test-files/"_s + kTestFile;
        switch (breakage) {
        case Breakage::EditTestFile: {
            QFile file(testPath);
            QVERIFY(file.open(QIODevice::Append));
            file.write("\n\ndef test_added_after_the_run():\n    assert True\n");
            break;
        }
        case Breakage::ChangeReferencePatch: {
            QFile file(m_root + u"/tasks/"_s + kTaskId + u"/reference.patch"_s);
            QVERIFY(file.open(QIODevice::Append));
            file.write("\n");
            break;
        }
        case Breakage::OpenFlag:
            QVERIFY(recordVerdict(m_root, *task, u"F2"_s, Verdict::Open, {}, u"Ada Lovelace"_s));
            break;
        case Breakage::FlagNeedsRerun:
            QVERIFY(recordVerdict(m_root, *task, u"F1"_s, Verdict::NeedsRerun, {}, u"Ada Lovelace"_s));
            break;
        case Breakage::UncoveredSpec:
            for (Spec &spec : task->specs)
                if (spec.id == u"S4")
                    spec.coveredBy = {u"tests/test_hours_split.py::test_not_in_any_list"_s};
            QVERIFY(saveTask(m_root, *task));
            break;
        default: break;
        }
        task = load(m_root);
        QVERIFY(task);

        const QList<GateResult> gates = approvalGates(*task, latest);
        QCOMPARE(failedGateIds(gates), QStringList{gate});
        for (const GateResult &g : gates) {
            if (g.id != gate)
                continue;
            QVERIFY2(g.detail.contains(culprit), qPrintable(g.detail));
            QVERIFY2(!g.title.isEmpty(), qPrintable(g.id));
        }

        const QByteArray before = readFile(curationPath(m_root));
        const Result<void> status =
            changeStatus(m_root, *task, CurationStatus::Approved, u"looks right"_s, u"Ada Lovelace"_s, latest);
        QVERIFY(!status);
        QVERIFY2(status.error().message.contains(gate), qPrintable(status.error().message));
        QVERIFY2(status.error().message.contains(culprit), qPrintable(status.error().message));
        QCOMPARE(task->curation.status, CurationStatus::InReview);
        QCOMPARE(readFile(curationPath(m_root)), before);

        // Naming the failing gate with a reason is the way through, and it is recorded as such.
        QVERIFY(changeStatus(m_root, *task, CurationStatus::Approved, u"known and accepted"_s, u"Ada Lovelace"_s,
                             latest, {gate}));
        const std::optional<Task> reloaded = load(m_root);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->curation.status, CurationStatus::Approved);
        QVERIFY(reloaded->curation.history.last().overridden);
        QCOMPARE(reloaded->curation.history.last().gatesOverridden, QStringList{gate});
    }

    void reRunAfterTestEditClearsFreshRun()
    {
        std::optional<Task> task = makeTaskApprovable(m_root);
        QVERIFY(task);
        const std::optional<RunRecord> old = saveAndReload(m_root, cleanRecord(*task));
        QVERIFY(old);
        TestFile &file = task->tests.files.first();
        file.content += "\n\ndef test_added_later():\n    assert True\n";
        QVERIFY(saveTestFile(m_root, *task, file.path, file.content));
        task = load(m_root);
        QVERIFY(task);
        QCOMPARE(failedGateIds(approvalGates(*task, old)), QStringList{u"fresh-run"_s});

        RunRecord again = cleanRecord(*task);
        again.started = again.started.addSecs(1); // run ids are per second; the newer one must sort first
        again.id = newRunId(again.started);
        const std::optional<RunRecord> latest = saveAndReload(m_root, again);
        QVERIFY(latest);
        QCOMPARE(latest->id, again.id);
        QCOMPARE(failedGateIds(approvalGates(*task, latest)), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestApprovalgates)
#include "tst_approvalgates.moc"
