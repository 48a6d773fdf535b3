#pragma once

#include <core/task/teststatus.h>

#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct TargetRun;

/// Why a finished run's results cannot be trusted, one translated sentence; empty when nothing contradicts them.
/// The exit code contradicts the results when it is 0 while a test failed or errored, or non-zero while every test
/// passed, none of listedTests is missing and no file failed to collect. The other source (the log when the results
/// came from the JUnit report) contradicts them when it gives a test another outcome (passed against failed or
/// error; a skip is not compared, the two sources name skips differently).
QString resultIntegrityProblem(const TargetRun &run, const QStringList &listedTests,
                               const std::optional<TestResults> &otherSource);

} // namespace heddle
