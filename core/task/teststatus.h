#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>

namespace heddle {

/// The outcome of one test in one run. Missing: the test was expected but the log does not mention it.
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

    void set(const QString &id, TestStatus s);
    TestStatus value(const QString &id) const { return status.value(id, TestStatus::Missing); }
    bool isEmpty() const { return ids.isEmpty(); }
    qsizetype size() const { return ids.size(); }
    bool operator==(const TestResults &other) const = default;
};

} // namespace heddle
