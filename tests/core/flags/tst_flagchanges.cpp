// The computed flags one run raises or clears against another, on the real demo task: a repair that makes the
// reference pass a test clears its flag, a test that starts passing without the fix raises one, and what both runs
// raise is not listed.
#include <core/flags/flagchanges.h>

#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTaskId = u"coin-hours-split"_s;
const QString kProportional = u"tests/test_hours_split.py::test_proportional_split"_s; // FAIL_TO_PASS
const QString kTxid = u"tests/test_transaction.py::test_txid_ignores_signatures"_s;    // PASS_TO_PASS

TargetRun finishedRun(const QString &target, const TestResults &results)
{
    TargetRun run;
    run.target = target;
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = 0;
    run.results = results;
    return run;
}

/// A sound run of the demo task: the controls hold and every attempt gives its stored results.
RunRecord cleanRecord(const Task &task, const QString &id)
{
    RunRecord record;
    record.id = id;
    TestResults reference, empty;
    for (const QString &t : task.tests.failToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Failed);
    }
    for (const QString &t : task.tests.passToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Passed);
    }
    record.runs.append(finishedRun(u"reference"_s, reference));
    record.runs.append(finishedRun(u"empty"_s, empty));
    for (const Attempt &a : task.attempts)
        record.runs.append(finishedRun(a.id, a.results));
    deriveChecks(record, task);
    return record;
}

void setStatus(RunRecord &record, const QString &target, const QString &test, TestStatus status)
{
    for (TargetRun &run : record.runs)
        if (run.target == target)
            run.results.set(test, status);
}

QStringList ids(const QList<FlagChange> &changes, FlagChange::Kind kind)
{
    QStringList found;
    for (const FlagChange &c : changes)
        if (c.kind == kind)
            found.append(c.flag.id);
    return found;
}

} // namespace

class TestFlagChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void repairClearsAndBreakageRaises()
    {
        const Result<Task> task = loadTask(m_demo.root(), kTaskId);
        QVERIFY(task);
        RunRecord older = cleanRecord(*task, u"20261201-090000-0001"_s);
        setStatus(older, u"reference"_s, kTxid, TestStatus::Failed); // the test rejected the reference
        RunRecord newer = cleanRecord(*task, u"20261201-100000-0002"_s);
        setStatus(newer, u"empty"_s, kProportional, TestStatus::Passed); // now it passes without the fix

        const QList<FlagChange> changes = flagChangesBetween(*task, older, newer);
        const QStringList raised = ids(changes, FlagChange::Kind::Raised);
        const QStringList cleared = ids(changes, FlagChange::Kind::Cleared);
        QCOMPARE(raised.size(), 1);
        QVERIFY2(raised.first().startsWith(u"vacuous.test_proportional_split"_s), qPrintable(raised.first()));
        QCOMPARE(cleared.size(), 1);
        QVERIFY2(cleared.first().startsWith(u"reference-fails.test_txid_ignores_signatures"_s),
                 qPrintable(cleared.first()));
        // The cleared flag says what it was about, as the older run computed it.
        QCOMPARE(changes.last().flag.tests, QStringList{kTxid});
        QVERIFY(changes.last().flag.rationale.contains(older.id));
        // Raised ones come first.
        QCOMPARE(changes.first().kind, FlagChange::Kind::Raised);
    }

    void flagsBothRunsRaiseAreNotListed()
    {
        const Result<Task> task = loadTask(m_demo.root(), kTaskId);
        QVERIFY(task);
        RunRecord older = cleanRecord(*task, u"20261201-090000-0001"_s);
        RunRecord newer = cleanRecord(*task, u"20261201-100000-0002"_s);
        for (RunRecord *r : {&older, &newer})
            setStatus(*r, u"reference"_s, kTxid, TestStatus::Error);
        QVERIFY(flagChangesBetween(*task, older, newer).isEmpty());
        // Judged against the lists as they are: once the test is in no list, the flag is gone from both.
        Task undeclared = *task;
        undeclared.tests.passToPass.removeAll(kTxid);
        setStatus(newer, u"reference"_s, kTxid, TestStatus::Passed);
        QVERIFY(flagChangesBetween(undeclared, older, newer).isEmpty());
        QCOMPARE(ids(flagChangesBetween(*task, older, newer), FlagChange::Kind::Cleared).size(), 1);
    }

private:
    DemoCopy m_demo;
};

QTEST_GUILESS_MAIN(TestFlagChanges)
#include "tst_flagchanges.moc"
