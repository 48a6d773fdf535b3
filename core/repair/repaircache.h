#pragma once

#include <core/mutation/mutationrecord.h>
#include <core/repair/repairsuggestion.h>

#include <optional>

namespace heddle {

/// Everything a suggestion's proof depends on: the task's tests, command, patches and lists, the suggestion's file
/// and tests, and the patches of the mutants it is to kill. An edit of any of them makes the proof stale.
QString repairProofKey(const Task &task, const std::optional<MutationRecord> &mutation, const RepairSuggestion &s);
/// Fills the suggestion's checks, verdict and emptyFails from the dataset's cache; false when it holds no proof.
bool readCachedProof(const QString &datasetRoot, const Task &task, const std::optional<MutationRecord> &mutation,
                     RepairSuggestion &s);
void storeProof(const QString &datasetRoot, const Task &task, const std::optional<MutationRecord> &mutation,
                const RepairSuggestion &s);

} // namespace heddle
