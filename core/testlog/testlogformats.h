#pragma once

#include <core/task/teststatus.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QHash>

#include <optional>

// The parsers behind parseTestLog(), one per format, and the per-line matchers that detectTestLogFormat() shares
// with them so that detection and parsing never disagree about what a test line is.
namespace heddle::testlog {

struct TestLine {
    QByteArrayView id;
    TestStatus status = TestStatus::Passed;
};

/// A pytest "-rA" summary line (status first) or "-v" line (status last); nullopt for any other line.
std::optional<TestLine> matchPytestLine(QByteArrayView line);

/// A Django runner word after " ... ": ok, FAIL, ERROR, skipped 'why', expected failure, unexpected success.
std::optional<TestStatus> matchDjangoOutcome(QByteArrayView text);

/// A complete one-line Django result, "test_x (app.tests.T) ... ok"; nullopt for any other line.
std::optional<TestLine> matchDjangoLine(QByteArrayView line);

/// A sympy bin/test verbose line, "test_x ok"; nullopt for any other line.
std::optional<TestLine> matchSympyLine(QByteArrayView line);

/// The test named by a sympy traceback header, "____ sympy/core/tests/test_x.py:test_y ____"; empty otherwise.
QByteArrayView matchSympyFailureHeader(QByteArrayView line);

/// The file of a pytest errors-section header, "____ ERROR collecting tests/t.py ____"; empty otherwise.
QByteArrayView matchCollectionHeader(QByteArrayView line);

/// A go test result line, "--- PASS: TestX/case (0.00s)", at any indentation; nullopt for any other line.
std::optional<TestLine> matchGoResult(QByteArrayView line);
/// "=== RUN   TestX" and the other lines go test -v prints as it starts, pauses and resumes a test.
bool isGoRunLine(QByteArrayView line);
/// An event of go test -json.
bool isGoJsonLine(QByteArrayView line);

/// A libtest line, "test a::b ... ok"; status is empty when the outcome has not been printed yet ("test a::b ... "
/// followed by the test's own output under --nocapture).
struct LibtestLine {
    QByteArrayView name;
    std::optional<TestStatus> status;
};
std::optional<LibtestLine> matchLibtestLine(QByteArrayView line);
/// A nextest status line, "PASS [   0.004s] crate tests::a", "TRY 2 FAIL [...] ...", "FLAKY 2/3 [...] ...".
std::optional<TestLine> matchNextestLine(QByteArrayView line);

/// Jest's "PASS path" / "FAIL path" line of a test file.
std::optional<TestLine> matchJestFileLine(QByteArrayView line);
/// Mocha's closing counts: "3 passing (12ms)", "1 failing", "2 pending".
bool isMochaSummaryLine(QByteArrayView line);
/// Karma's "Executed 3 of 5 SUCCESS" or a browser's "... FAILED" line.
bool isKarmaLine(QByteArrayView line);
/// Surefire's "Tests run: 3, Failures: 0, Errors: 0, ..." line.
bool isSurefireLine(QByteArrayView line);
/// Gradle's "com.x.FooTest > testBar() PASSED" line (also FAILED, SKIPPED).
std::optional<TestLine> matchGradleTestLine(QByteArrayView line);
/// "PHPUnit 9.6.7 by Sebastian Bergmann and contributors."
bool isPhpunitBanner(QByteArrayView line);

TestResults parsePytestLog(QByteArrayView bytes);
TestResults parseDjangoLog(QByteArrayView bytes);
TestResults parseSympyLog(QByteArrayView bytes);
TestResults parseGoLog(QByteArrayView bytes);
TestResults parseGoJson(QByteArrayView bytes);
TestResults parseCargoLog(QByteArrayView bytes);
TestResults parseNextestLog(QByteArrayView bytes);
TestResults parseJestLog(QByteArrayView bytes);
TestResults parseMochaLog(QByteArrayView bytes);
TestResults parseVitestLog(QByteArrayView bytes);
TestResults parseKarmaLog(QByteArrayView bytes);
TestResults parseMavenLog(QByteArrayView bytes);
TestResults parseGradleLog(QByteArrayView bytes);
TestResults parsePhpunitLog(QByteArrayView bytes);
/// seconds, when given, gets each testcase's time attribute where it has one.
Result<TestResults> parseJUnitXml(QByteArrayView bytes, QHash<QString, double> *seconds = nullptr);

/// The pytest node id of a JUnit testcase written by pytest (see junitlog.cpp for how the module path is found).
QString pytestNodeId(QStringView classname, QStringView name, QStringView file);

} // namespace heddle::testlog
