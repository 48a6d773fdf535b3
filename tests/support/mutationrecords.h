// A mutation analysis record of a task as Validate > Mutation Analysis saves one, made from the real mutants of the
// task's reference patch (generateMutants) without running them: the test chooses which ones survive.
#pragma once

#include <core/mutation/mutationrecord.h>

#include <QString>

namespace heddle::test {

/// The record of an analysis of task whose first `survivors` mutants (in patch order) survive and the others are
/// killed by the first FAIL_TO_PASS test; its run carries the task's test files, reference patch, base commit and
/// command, so it is current until the task changes. budget limits the mutants (0: every candidate).
MutationRecord mutationRecordOf(const Task &task, int survivors, const QString &runId, int budget = 30);

/// Saves the record (saveMutationRecord) and writes its flags into review.json (applyMutationFlags), as the window
/// does after an analysis; false, with the running test failed, when either fails.
bool recordMutationAnalysis(const QString &root, Task &task, const MutationRecord &record);

} // namespace heddle::test
