#pragma once

#include <core/task/teststatus.h>

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// The JUnit reports that Maven Surefire and Gradle write on every run without being asked:
/// target/surefire-reports/TEST-*.xml and build/test-results/<task>/TEST-*.xml, in the workspace's root and in its
/// modules (folders up to four levels down). Only files written after since count, so that reports the repository
/// itself holds are never taken for the run's.
QStringList defaultJUnitReports(const QString &workspace, const QDateTime &since);

/// Those reports read as one: each in turn, a test named twice keeping the last status. nullopt when there is none, or
/// none that names a test; seconds gets each testcase's duration.
std::optional<TestResults> readDefaultJUnitReports(const QString &workspace, const QDateTime &since,
                                                   QHash<QString, double> *seconds);

} // namespace heddle
