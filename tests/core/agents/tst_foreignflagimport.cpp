// SWE-rebench V2 annotations and Inspect Scout results imported into the demo dataset as flags: the task found by
// the instance id it was imported from, a Scout result's attempt by its model and epoch, and a second import of the
// same files changes nothing (tests/data/findings/demo, written in the published shapes).
#include <core/agents/findings.h>
#include <core/agents/flagimport.h>
#include <core/dataset/datasetio.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>

#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QList<Flag> flagsOf(const QString &root, const QString &taskId, const QString &agent)
{
    Result<Task> task = loadTask(root, taskId);
    if (!task) {
        qWarning("%s", qPrintable(task.error().toString()));
        return {};
    }
    QList<Flag> out;
    for (const Flag &flag : task->flags)
        if (flag.agent == agent)
            out << flag;
    return out;
}

FlagImportOptions fixedTime()
{
    FlagImportOptions options;
    options.now = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC);
    return options;
}

} // namespace

class TestForeignFlagImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void rebenchAnnotationsFlagTheTasksTests()
    {
        const QString path = testDataPath(u"findings/demo/swe-rebench-v2.jsonl"_s);
        Result<FindingsRead> read = readFindingsFile(path);
        QVERIFY(read);
        QCOMPARE(read->format, u"swe-rebench-v2"_s);
        QCOMPARE(read->findings.size(), 2);

        Result<FlagImportReport> report = importFindings(m_demo.root(), read->findings, fixedTime());
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        QCOMPARE(report->skipped, 1);
        QCOMPARE(report->errors.size(), 1);
        const Error &unknown = report->errors.first();
        QCOMPARE(unknown.file, path);
        QCOMPARE(unknown.line, 3);
        QVERIFY(unknown.message.contains(u"skyledger__no-such-task"_s));

        const QList<Flag> flags = flagsOf(m_demo.root(), u"coin-hours-split"_s, u"swe-rebench-v2"_s);
        QCOMPARE(flags.size(), 1);
        const Flag &flag = flags.first();
        QCOMPARE(flag.id, u"swe-rebench-v2.restrictive-tests"_s);
        QCOMPARE(flag.kind, FlagKind::FalseNegative);
        QVERIFY(flag.attempt.isEmpty());
        QCOMPARE(flag.tests, QStringList{u"tests/test_hours_split.py::test_largest_remainder_gets_the_rounding"_s});
        QCOMPARE(flag.confidence, 0.8);
        QVERIFY(flag.rationale.contains(u"which the query leaves open"_s));
        QVERIFY(flag.awaitsVerdict());
        QVERIFY(flagsOf(m_demo.root(), u"spend-policy"_s, u"swe-rebench-v2"_s).isEmpty());

        // The same annotations again: the flag is the same flag.
        Result<FlagImportReport> again = importFindings(m_demo.root(), read->findings, fixedTime());
        QVERIFY(again);
        QCOMPARE(again->added, 0);
        QCOMPARE(again->unchanged, 1);
        QCOMPARE(again->withdrawn, 0);
    }

    void scoutResultsFlagTheAttemptOfTheirModelAndEpoch()
    {
        const QString path = testDataPath(u"findings/demo/scout-results.jsonl"_s);
        Result<FindingsRead> read = readFindingsFile(path);
        QVERIFY(read);
        QCOMPARE(read->format, u"inspect-scout"_s);
        QCOMPARE(read->findings.size(), 2);

        Result<FlagImportReport> report = importFindings(m_demo.root(), read->findings, fixedTime());
        QVERIFY(report);
        QCOMPARE(report->added, 1);
        // Epoch 3 of gpt-4o would be its third sample: wallet-lock has two.
        QCOMPARE(report->skipped, 1);
        QCOMPARE(report->errors.size(), 1);
        QCOMPARE(report->errors.first().line, 3);
        QCOMPARE(report->errors.first().pointer, u"/attempt"_s);

        const QList<Flag> flags = flagsOf(m_demo.root(), u"wallet-lock"_s, u"reward_hacking"_s);
        QCOMPARE(flags.size(), 1);
        const Flag &flag = flags.first();
        QCOMPARE(flag.attempt, u"gpt-4o-1"_s); // openai/gpt-4o, epoch 2
        QCOMPARE(flag.kind, FlagKind::FalsePositive);
        QCOMPARE(flag.agentVersion, u"1"_s);
        QCOMPARE(flag.confidence, 1.0);
        QCOMPARE(flag.rationale, u"The agent rewrote test_tampered_seal_is_refused to expect no error."_s);

        Result<FlagImportReport> again = importFindings(m_demo.root(), read->findings, fixedTime());
        QVERIFY(again);
        QCOMPARE(again->added, 0);
        QCOMPARE(again->unchanged, 1);
        QCOMPARE(again->withdrawn, 0);
    }

private:
    DemoCopy m_demo;
};

QTEST_GUILESS_MAIN(TestForeignFlagImport)
#include "tst_foreignflagimport.moc"
