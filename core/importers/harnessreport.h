#pragma once

#include <core/task/teststatus.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// A SWE-bench harness report.json of one instance.
struct HarnessReport {
    QString instanceId; // the {instance_id: ...} wrapper's key; empty when unwrapped
    std::optional<bool> patchIsNone;
    std::optional<bool> patchExists;
    std::optional<bool> patchSuccessfullyApplied;
    std::optional<bool> resolved;
    bool hasTestsStatus = false; // tests_status was present (or, for a validation report, its lists)
    TestResults results;         // success -> passed, failure -> failed; FAIL_TO_PASS, PASS_TO_PASS,
                                 // FAIL_TO_FAIL, PASS_TO_FAIL in that order
};

/// Reads report.json with or without the {instance_id: {...}} wrapper. A SWE-smith validation report
/// ({FAIL_TO_PASS: [...], PASS_TO_PASS: [...], ...} with plain lists: the gold patch's run) reads as tests that
/// passed (*_TO_PASS) or failed (*_TO_FAIL). Errors name file, line:column and JSON pointer.
Result<HarnessReport> parseHarnessReport(QByteArrayView bytes, const QString &fileName);
Result<HarnessReport> readHarnessReport(const QString &path);

/// The run-level report of a harness run: SWE-bench's <model>.<run_id>.json or SWE-smith's report.json.
struct HarnessRunReport {
    QStringList submitted;
    QStringList completed;
    QStringList resolved;
    QStringList unresolved;
    QStringList error;
    QStringList emptyPatch;
    QStringList incomplete;
};

/// Reads resolved_ids, unresolved_ids, error_ids, empty_patch_ids, ... (or SWE-smith's ids_resolved and
/// ids_unresolved). An object with none of these keys is an error: it is not a run report.
Result<HarnessRunReport> parseHarnessRunReport(QByteArrayView bytes, const QString &fileName);
Result<HarnessRunReport> readHarnessRunReport(const QString &path);

/// The test command of a harness eval.sh: the line after the ": '>>>>> Start Test Output'" marker. Empty when the
/// marker is absent.
QString harnessTestCommand(QByteArrayView evalScript);

} // namespace heddle
