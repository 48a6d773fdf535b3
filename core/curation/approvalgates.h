#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct Task;
struct RunRecord;

/// Stable ids of the approval gates, as written in curation.json's gates_overridden.
inline constexpr char16_t kGateFreshRun[] = u"fresh-run";
inline constexpr char16_t kGateReferencePasses[] = u"reference-passes";
inline constexpr char16_t kGateEmptyFails[] = u"empty-fails";
inline constexpr char16_t kGateNoFlaky[] = u"no-flaky";
inline constexpr char16_t kGateFlagsDecided[] = u"flags-decided";
inline constexpr char16_t kGateSpecsCovered[] = u"specs-covered";

/// One condition a task must meet before it can be approved.
struct GateResult {
    QString id;    // stable: one of the kGate* ids
    QString title; // translated, for the curator
    bool passed = false;
    QString detail; // translated plain text naming what is wrong (test, flag, spec); empty when passed
};

/// Every approval gate, always in the same order, judged on the task as it is and its newest validation run:
/// fresh-run, reference-passes, empty-fails, no-flaky, flags-decided, specs-covered. The run's controls and flaky
/// tests are judged against the task's current test lists; the flags are those of review.json (computed flags are
/// merged there after each run). Without a run the run gates fail.
QList<GateResult> approvalGates(const Task &task, const std::optional<RunRecord> &latest);

/// The ids of the gates that failed, in gate order.
QStringList failedGateIds(const QList<GateResult> &gates);

} // namespace heddle
