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

TestResults parsePytestLog(QByteArrayView bytes);
TestResults parseDjangoLog(QByteArrayView bytes);
TestResults parseSympyLog(QByteArrayView bytes);
/// seconds, when given, gets each testcase's time attribute where it has one.
Result<TestResults> parseJUnitXml(QByteArrayView bytes, QHash<QString, double> *seconds = nullptr);

/// The pytest node id of a JUnit testcase written by pytest (see junitlog.cpp for how the module path is found).
QString pytestNodeId(QStringView classname, QStringView name, QStringView file);

} // namespace heddle::testlog
