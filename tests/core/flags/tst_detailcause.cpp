// What failed decides whether a failing check can be a detail: real pytest runs of a small module with the reference
// and with two attempts, each failing only a test that compares floats exactly. One adds in another order (a failed
// comparison: an FN-risk detail flag); the other raises ZeroDivisionError inside the code under test on that same
// line (behaviour: no flag, whatever the line compares).
#include <core/flags/implementationdetail.h>
#include <core/task/task.h>
#include <core/testlog/testlogparser.h>
#include <core/validation/runrecord.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTestFile = u"tests/test_calc.py"_s;
const QString kExact = kTestFile + u"::test_total"_s;
const QString kHalf = kTestFile + u"::test_single"_s;

constexpr char kTests[] = R"py(import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))
import calc


def test_total():
    assert calc.total([0.1, 0.2, 0.3]) == 0.6


def test_single():
    assert calc.total([2.0]) == 2.0
)py";

// The reference adds from the last value, as does the one that raises (but divides by zero for three values); the
// other adds from the first, and its float differs from the expected one in the last digit.
constexpr char kReference[] = "def total(xs):\n    return sum(reversed(xs))\n";
constexpr char kOtherOrder[] = "def total(xs):\n    return sum(xs)\n";
constexpr char kRaises[] = "def total(xs):\n    groups = len(xs) // 3\n"
                           "    return sum(reversed(xs)) / (1 if len(xs) < 3 else groups - 1)\n";

} // namespace

class TestDetailCause : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_python;

    /// The run of the tests with calc.py as given, as validation records it.
    TargetRun run(const QString &target, const char *source)
    {
        const QString folder = m_dir.filePath(target);
        TargetRun run;
        run.target = target;
        if (!writeFile(folder, u"src/calc.py"_s, source) || !writeFile(folder, kTestFile, kTests))
            return run;
        const ProcessRun done =
            runIn(folder, m_python, {u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-rA"_s, u"tests"_s});
        run.outcome = TargetRun::Outcome::Finished;
        run.exitCode = done.exitCode;
        run.log = done.out + done.err;
        if (const Result<TestResults> results = parseTestLog(run.log))
            run.results = *results;
        return run;
    }

    Task task() const
    {
        Task task;
        task.id = u"calc"_s;
        task.query = u"total(xs) adds the values."_s;
        task.tests.files = {{kTestFile, QByteArray(kTests)}};
        task.tests.failToPass = {kExact};
        task.tests.passToPass = {kHalf};
        return task;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_python = pythonWithPytest();
        if (m_python.isEmpty())
            QSKIP("no python3 with pytest installed");
        QVERIFY(m_dir.isValid());
    }

    void anExceptionFromTheCodeIsBehaviour()
    {
        RunRecord record;
        record.id = u"20261205-120000-calc"_s;
        record.runs = {run(u"reference"_s, kReference), run(u"other-order"_s, kOtherOrder), run(u"raises"_s, kRaises)};
        QCOMPARE(record.runs[0].results.value(kExact), TestStatus::Passed);
        for (const TargetRun &attempt : {record.runs[1], record.runs[2]}) {
            QCOMPARE(attempt.results.value(kExact), TestStatus::Failed);
            QCOMPARE(attempt.results.value(kHalf), TestStatus::Passed);
        }

        const QList<Flag> flags = implementationDetailFlags(task(), record);
        QStringList attempts;
        for (const Flag &flag : flags)
            attempts.append(flag.attempt);
        // Another order of the same sum fails a comparison: the check of its exact value is the detail.
        QCOMPARE(attempts, QStringList{u"other-order"_s});
        QVERIFY2(flags.first().rationale.contains(u"float"_s), qPrintable(flags.first().rationale));
        QCOMPARE(flags.first().evidence.value(0).line, 9);
    }
};

QTEST_GUILESS_MAIN(TestDetailCause)
#include "tst_detailcause.moc"
