#pragma once

#include <QList>

namespace heddle {

struct Flag;
struct Task;
struct RunRecord;

/// The flags about results that may not mean what they say, part of computeFlags(): an attempt whose patch changes
/// the tests instead of the code (one FP flag per attempt and file, "tamper.<attempt>.<file>", a PatchHunk evidence
/// per hunk), and a target whose run the record marks untrustworthy ("untrustworthy.<target>": FN for the
/// controls, whose results decide what the tests expect, FP for an attempt, which may look better than it is).
QList<Flag> integrityFlags(const Task &task, const RunRecord &record);

} // namespace heddle
