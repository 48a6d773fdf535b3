#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct RunRecord;

/// The statuses a task may move to from `from`, in the order a menu lists them:
/// new -> in_review; in_review -> in_repair, approved, rejected; in_repair -> in_review, approved, rejected;
/// approved and rejected -> in_review (reopen).
QList<CurationStatus> allowedTransitions(CurationStatus from);
bool isAllowedTransition(CurationStatus from, CurationStatus to);

/// Whether the change needs a reason whatever the gates say: rejecting, and reopening (approved or rejected ->
/// in_review). An approval that overrides failing gates needs one too (see changeStatus).
bool transitionNeedsReason(CurationStatus from, CurationStatus to);

/// Moves the task to `to`, records who, when (UTC) and why, and writes its curation.json at once.
/// Refuses a change allowedTransitions() does not list and a missing reason. Approval also needs every
/// approvalGates(task, latest) to pass, unless every failing gate id is in overrideGates and a reason is given: the
/// change is then recorded as an override naming those gates. When the file cannot be written the task is left
/// exactly as it was and the error names the file.
Result<void> changeStatus(const QString &root, Task &task, CurationStatus to, const QString &reason, const QString &by,
                          const std::optional<RunRecord> &latest, const QStringList &overrideGates = {},
                          const QDateTime &at = QDateTime::currentDateTimeUtc());

/// Puts the task into curator's queue (an empty curator: into nobody's) and records it as a change whose from and
/// to are the current status, with the reason "assigned to <curator>" ("unassigned"). Assigning the task to whoever
/// has it already changes nothing. Writes curation.json like changeStatus().
Result<void> assignTask(const QString &root, Task &task, const QString &curator, const QString &by,
                        const QDateTime &at = QDateTime::currentDateTimeUtc());

} // namespace heddle
