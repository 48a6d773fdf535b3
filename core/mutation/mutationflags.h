#pragma once

#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

struct Evidence;
struct Flag;
struct MutantOutcome;
struct MutationRecord;
struct RecordedRun;
struct Task;

/// The prefix of every mutation flag id: "mutation.<file>.<hunk>".
inline constexpr char16_t kMutationFlagPrefix[] = u"mutation.";

/// One false-positive-risk flag per hunk of the reference with surviving mutants: the tests do not check what those
/// lines do. Source Computed, confidence 1, verdict Open; the rationale names the lines and the changes that
/// survive, and each survivor is a PatchHunk evidence on the reference (file, hunk, line) whose note names the mutant
/// and the analysis ("mutant <id> of analysis <run-id>: <change> survives"), so that its diff can be found again.
QList<Flag> computeMutationFlags(const Task &task, const MutationRecord &record);

/// A flag computeMutationFlags raised (source Computed, id "mutation.…").
bool isMutationFlag(const Flag &flag);

/// The mutation analysis run an evidence note of a mutation flag names; empty when it names none.
QString evidenceMutationRun(const Evidence &evidence);

/// The mutant an evidence of a mutation flag stands for in record: the one whose id the note names, else the
/// survivor on the evidence's file, hunk and line; nullptr when the record has neither.
const MutantOutcome *evidenceMutant(const Evidence &evidence, const MutationRecord &record);

/// Replaces the task's mutation flags with computeMutationFlags(task, record) and writes review.json, as
/// applyComputedFlags does for a validation run: a flag raised again keeps its verdict, an open one no longer raised
/// is dropped, a decided one stays; other flags are left as they are.
Result<void> applyMutationFlags(const QString &root, Task &task, const MutationRecord &record);

/// keepRun for a mutation analysis: saveMutationRecord, then applyMutationFlags under the writer lock. Disk work:
/// never on the GUI thread.
RecordedRun recordMutationAnalysis(const QString &root, const QString &taskId, const MutationRecord &record);

} // namespace heddle
