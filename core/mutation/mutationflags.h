#pragma once

#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

struct Flag;
struct Task;
struct MutationRecord;

/// The prefix of every mutation flag id: "mutation.<file>.<hunk>".
inline constexpr char16_t kMutationFlagPrefix[] = u"mutation.";

/// One false-positive-risk flag per hunk of the reference with surviving mutants: the tests do not check what those
/// lines do. Source Computed, confidence 1, verdict Open; the rationale names the lines and the changes that
/// survive, and each survivor is a PatchHunk evidence on the reference (file, hunk, line) noting the change.
QList<Flag> computeMutationFlags(const Task &task, const MutationRecord &record);

/// Replaces the task's mutation flags with computeMutationFlags(task, record) and writes review.json, as
/// applyComputedFlags does for a validation run: a flag raised again keeps its verdict, an open one no longer raised
/// is dropped, a decided one stays; other flags are left as they are.
Result<void> applyMutationFlags(const QString &root, Task &task, const MutationRecord &record);

} // namespace heddle
