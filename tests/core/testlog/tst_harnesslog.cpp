// SWE-bench harness logs from vexp-ai/vexp-swe-bench (tests/data/README.md), graded as the harness grades them
// (SWE-bench/SWE-bench's swebench/harness/grading.py). The exit status lines are added the way the harness's
// record_test_exit_code() adds them to the eval script, which runs under `set -x`.
#include <core/testlog/harnesslog.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView kStart = "+ : '>>>>> Start Test Output'\n";
constexpr QByteArrayView kEnd = "+ : '>>>>> End Test Output'\n";

QByteArray djangoLog()
{
    return readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s));
}

QByteArray matplotlibLog()
{
    return readFixture(testDataPath(samples::vexpRun + u"/matplotlib__matplotlib-24870/test_output.txt"_s));
}

/// The log as the harness writes it when the eval script records the test command's status.
QByteArray withExitCode(QByteArray log, int code)
{
    const QByteArray n = QByteArray::number(code);
    const qsizetype end = log.indexOf(kEnd);
    if (end < 0)
        qFatal("no end marker");
    log.insert(end + kEnd.size(), "+ echo '>>>>> Test Exit Code: " + n + "'\n>>>>> Test Exit Code: " + n + '\n');
    log.insert(end, "+ SWEBENCH_TEST_EXIT_CODE=" + n + '\n');
    return log;
}

/// The log with what ran between the markers replaced.
QByteArray withSection(const QByteArray &log, const QByteArray &section)
{
    const qsizetype start = log.indexOf(kStart);
    const qsizetype end = log.indexOf(kEnd);
    if (start < 0 || end < start)
        qFatal("no markers");
    return log.first(start + kStart.size()) + section + log.sliced(end);
}

// What the test command prints when the runner cannot start: the test environment is broken.
const QByteArray kNoRunner =
    "+ ./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests\n"
    "Traceback (most recent call last):\n"
    "  File \"./tests/runtests.py\", line 14, in <module>\n"
    "    import django\n"
    "ModuleNotFoundError: No module named 'django'\n"_ba;

HarnessLog readOrFail(const QByteArray &log)
{
    Result<HarnessLog> r = readHarnessLog(log);
    if (!r)
        qFatal("unexpected parse error: %s", qPrintable(r.error().toString()));
    return *r;
}

} // namespace

class HarnessLogTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCode_data();
    void exitCode();
    void realLogsRan();
    void nonZeroExitWithFailures();
    void noRunnerStarted();
    void passedLinesPrintedByThePatch();
    void resultsOutsideTheMarkers();
    void runnerStarted_data();
    void runnerStarted();
};

void HarnessLogTest::exitCode_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<int>("code"); // -1000: none
    QTest::newRow("traced and echoed") << withExitCode(djangoLog(), 137) << 137;
    QTest::newRow("zero") << withExitCode(djangoLog(), 0) << 0;
    QTest::newRow("negative") << ">>>>> Test Exit Code: -9\n"_ba << -9;
    QTest::newRow("absent") << djangoLog() << -1000;
    QTest::newRow("no number") << ">>>>> Test Exit Code: $SWEBENCH_TEST_EXIT_CODE\n"_ba << -1000;
}

void HarnessLogTest::exitCode()
{
    QFETCH(QByteArray, log);
    QFETCH(int, code);
    QCOMPARE(harnessExitCode(log).value_or(-1000), code);
}

void HarnessLogTest::realLogsRan()
{
    for (const QByteArray &log : {djangoLog(), withExitCode(djangoLog(), 0)}) {
        const HarnessLog read = readOrFail(log);
        QVERIFY(read.ran());
        QCOMPARE(read.format, TestLogFormat::Django);
        QCOMPARE(read.results.size(), 65);
        QVERIFY(!read.wholeLog);
    }
}

void HarnessLogTest::nonZeroExitWithFailures()
{
    // matplotlib-24870's run has two failed tests: a non-zero status is what the log explains.
    const HarnessLog read = readOrFail(withExitCode(matplotlibLog(), 1));
    QVERIFY2(read.ran(), qPrintable(read.notRun));
    QCOMPARE(read.exitCode, 1);
    QCOMPARE(read.results.size(), 66);
    QCOMPARE(read.results.value(u"lib/matplotlib/tests/test_contour.py::test_bool_autolevel"_s), TestStatus::Failed);
}

void HarnessLogTest::noRunnerStarted()
{
    const QByteArray broken = withSection(djangoLog(), kNoRunner);
    // Without a recorded status nothing says the run was cut short: no results, but not "did not run".
    const HarnessLog unknown = readOrFail(broken);
    QVERIFY(unknown.ran());
    QVERIFY(unknown.results.isEmpty());

    const HarnessLog read = readOrFail(withExitCode(broken, 1));
    QVERIFY(!read.ran());
    QCOMPARE(read.notRun, u"the test command exited with 1 and no test runner started"_s);
    QVERIFY(read.results.isEmpty());
}

void HarnessLogTest::passedLinesPrintedByThePatch()
{
    // The runner never started, but the patch (say a conftest.py it adds) printed pytest-like PASSED lines.
    const QByteArray printed = kNoRunner + "PASSED tests/httpwrappers/tests.py::test_response\n"
                                           "PASSED tests/httpwrappers/tests.py::test_streaming_response\n"_ba;
    const HarnessLog trusted = readOrFail(withSection(djangoLog(), printed));
    QCOMPARE(trusted.results.size(), 2); // without the status nothing tells them apart

    const HarnessLog read = readOrFail(withExitCode(withSection(djangoLog(), printed), 1));
    QVERIFY(!read.ran());
    QVERIFY(read.notRun.contains(u"no failing test"_s));
    QVERIFY(read.results.isEmpty());
    QCOMPARE(read.discarded.size(), 2);

    // A real run that passed everything but exited non-zero (the status says something failed that the log hides)
    // is not trusted either, as the harness does not trust it.
    QVERIFY(!readOrFail(withExitCode(djangoLog(), 1)).ran());
}

void HarnessLogTest::resultsOutsideTheMarkers()
{
    // The runner's output reached the log after the end marker (stdout and stderr interleaved): the whole log is read.
    const QByteArray log = djangoLog();
    const qsizetype start = log.indexOf(kStart) + kStart.size();
    const qsizetype end = log.indexOf(kEnd);
    const QByteArray moved = log.first(start) + log.sliced(end, kEnd.size()) + log.sliced(start, end - start) +
                             log.sliced(end + kEnd.size());
    const HarnessLog read = readOrFail(moved);
    QVERIFY(read.wholeLog);
    QCOMPARE(read.format, TestLogFormat::Django);
    QCOMPARE(read.results.size(), 65);
}

void HarnessLogTest::runnerStarted_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<bool>("started");
    QTest::newRow("django sample") << djangoLog() << true;
    QTest::newRow("traceback only") << kNoRunner << false;
    QTest::newRow("karma with no spec") << "Chrome Headless 120 (Linux x86_64): Executed 0 of 0 ERROR\n"_ba << false;
    QTest::newRow("karma") << "Chrome Headless 120 (Linux x86_64): Executed 3 of 5 SUCCESS\n"_ba << true;
    QTest::newRow("mocha") << "  3 passing (12ms)\n"_ba << true;
    QTest::newRow("jest") << "Tests:       1 failed, 4 passed, 5 total\n"_ba << true;
    QTest::newRow("jasmine") << "5 specs, 0 failures\n"_ba << true;
    QTest::newRow("go") << "=== RUN   TestAdd\n"_ba << true;
    QTest::newRow("cargo") << "running 6 tests\n"_ba << true;
    QTest::newRow("cargo with none") << "running 0 tests\n"_ba << false;
    QTest::newRow("surefire") << "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n"_ba << true;
    QTest::newRow("pytest") << "============================= test session starts ==============================\n"_ba
                            << true;
}

void HarnessLogTest::runnerStarted()
{
    QFETCH(QByteArray, log);
    QFETCH(bool, started);
    QCOMPARE(testRunnerStarted(log), started);
}

QTEST_GUILESS_MAIN(HarnessLogTest)
#include "tst_harnesslog.moc"
