#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>

namespace heddle {

/// The outcome of one test in one run. Missing: the test was expected but the log does not mention it (and its file
/// was collected: a test whose file failed to collect is an Error, see value()).
enum class TestStatus {
    Passed,
    Failed,
    Error,
    Skipped,
    XFail,
    Missing
};

/// The lower-case name used in files and on the command line: passed, failed, error, skipped, xfail, missing.
QString testStatusName(TestStatus status);
std::optional<TestStatus> testStatusFromName(QStringView name);

/// Test id -> status, in the order a log or a report gave them (QHash has no order; the order is kept in ids).
struct TestResults {
    QStringList ids;
    QHash<QString, TestStatus> status;
    QStringList uncollected; // files or modules the log says could not be collected (kept by set())
    /// A declared id that names no test of the results whole -> the test that grades it, as the benchmark's harness
    /// reads its own lists (gradeDeclaredIds): value() of the declared id is that test's status.
    QHash<QString, QString> gradedAs;

    void set(const QString &id, TestStatus s);
    /// The test's status (through gradedAs for a declared id graded by another); a test the results do not name (or
    /// name as missing) is an Error when its file could not be collected, Missing otherwise.
    TestStatus value(const QString &id) const;
    /// Whether the test's file (or module) is one the log says could not be collected.
    bool inUncollectedFile(const QString &id) const;
    bool isEmpty() const { return ids.isEmpty(); }
    qsizetype size() const { return ids.size(); }
    bool operator==(const TestResults &other) const = default;
};

} // namespace heddle
