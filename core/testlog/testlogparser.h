#pragma once

#include <core/task/teststatus.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QHash>
#include <QString>

namespace heddle {

/// The test-log formats Heddle reads.
enum class TestLogFormat {
    Auto,    // detect from the content
    Pytest,  // "-rA" short summary lines (status first) and "-v" lines (status last)
    Django,  // Django's runner: "test_name (module.Class) ... ok"
    Sympy,   // sympy's bin/test: "test_name ok" / "test_name F"
    JUnit,   // JUnit XML (pytest --junitxml, Surefire, Gradle, PHPUnit --log-junit, gotestsum, GoogleTest, CTest, ...)
    Go,      // go test (-v or not): "--- PASS: TestX (0.00s)"
    GoJson,  // go test -json
    Cargo,   // cargo test (libtest): "test a::b ... ok"
    Nextest, // cargo nextest run: "PASS [   0.004s] crate a::b"
    Jest,    // Jest's default reporter (--verbose or not)
    Mocha,   // Mocha's spec reporter
    Vitest,  // Vitest's default and verbose reporters
    Karma,   // Karma's reporters and Jasmine's console reporter
    Maven,   // Maven Surefire's console output
    Gradle,  // Gradle's console with testLogging events
    Phpunit, // PHPUnit's console (default, --debug, --testdox)
};

/// "auto", "pytest", "django", "sympy", "junit", "go", "go-json", "cargo", "nextest", "jest", "mocha", "vitest",
/// "karma", "maven", "gradle", "phpunit".
QString testLogFormatName(TestLogFormat format);
/// Every format but Auto, in the order of the enum.
QList<TestLogFormat> testLogFormats();
std::optional<TestLogFormat> testLogFormatFromName(QStringView name);

/// Guesses the format of a log or report from its content; Pytest when nothing else fits.
TestLogFormat detectTestLogFormat(QByteArrayView bytes);

/// Reads per-test statuses. ANSI colour codes are stripped; test ids with spaces and parametrize brackets are kept
/// whole. A status named twice keeps the last, except where one id can name several tests or runs (bare titles,
/// go test -count): there a failure is kept over a pass. Fails only on unreadable input (malformed XML for JUnit).
/// Test ids are the ones the SWE-bench harness grades with: pytest node ids; Django's "test_x (app.tests.T)" (or
/// the first docstring line when the runner prints one); sympy's bare "test_x". A file that fails to collect is a
/// result of its own with the status error: pytest's "tests/t.py" (its "ERROR tests/t.py" summary line or its "ERROR
/// collecting tests/t.py" header) and unittest's "app.tests (unittest.loader._FailedTest)" (core/task/testcollection.h
/// says which tests it holds). JUnit reports written by pytest get
/// pytest node ids ("tests.test_x.TestCls" + "test_a" -> "tests/test_x.py::TestCls::test_a"), other JUnit reports
/// "classname::name" (PHPUnit's "Class::test" from its class attribute; gotestsum's bare go test name; Gradle's
/// "Class > test()"; Surefire's methods "Class::test" and each class a result of its own). The other runners' ids are
/// the ones Multi-SWE-bench's and SWE-bench's parsers give; each parser's file says which (go test's "TestX/case",
/// libtest's "mod::test", a Jest or Mocha test's title, a Surefire test class). The harness's markers are not looked
/// for: pass harnessTestOutput(bytes) for its logs, or use readHarnessLog() (harnesslog.h).
Result<TestResults> parseTestLog(QByteArrayView bytes, TestLogFormat format = TestLogFormat::Auto);

/// Reads a JUnit XML report with each testcase's duration in seconds (where its time attribute gives one).
Result<TestResults> parseJUnitReport(QByteArrayView bytes, QHash<QString, double> *seconds);

/// The part of a SWE-bench harness test_output.txt between its start and end markers; the whole input when the
/// markers are absent, and everything after the start marker when the end marker is missing (a cut-short run).
QByteArrayView harnessTestOutput(QByteArrayView bytes);

/// The status of a test named in SWE-bench FAIL_TO_PASS / PASS_TO_PASS lists. The harness's pytest parser cuts ids
/// at the first blank ("t.py::test_p[a b]" is listed as "t.py::test_p[a"), so an id not found whole is matched
/// against the parsed ids cut the same way. When neither matches, Missing, or Error when the log says the test's file
/// could not be collected (TestResults::value()).
TestStatus harnessTestStatus(const TestResults &results, const QString &harnessId);
/// The test of results that grades harnessId as harnessTestStatus() reads it: the id whole, trimmed, a unittest id in
/// the other Python's form ("test_x (app.tests.T)" and Python 3.11's "test_x (app.tests.T.test_x)"), or the last test
/// whose id cut at its first blank is harnessId. Empty when none does.
QString harnessGradingTest(const TestResults &results, const QString &harnessId);
/// Grades the task's declared ids the way the benchmark's harness reads its own lists: a declared id that names no
/// test of results whole but is graded by one (harnessGradingTest) is recorded in results.gradedAs, so that
/// results.value() of the declared id is that test's status and the full name can be shown beside it.
void gradeDeclaredIds(TestResults &results, const QStringList &declared);

} // namespace heddle
