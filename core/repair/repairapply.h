#pragma once

#include <core/editing/taskedit.h>
#include <core/repair/repairsuggestion.h>

namespace heddle {

/// The edit that takes a suggestion: its test file as the suggestion leaves it, and its new tests listed
/// (FAIL_TO_PASS where the proof saw the empty patch fail them, else PASS_TO_PASS). One commit, one undo step.
TaskEdit repairEdit(const RepairSuggestion &suggestion);

/// The note a flag repaired by a suggestion carries.
QString repairNote(const RepairSuggestion &suggestion);

/// Whether the task still holds the test file the suggestion was made from, as it was.
bool repairStillApplies(const Task &task, const RepairSuggestion &suggestion);

/// Takes a verified suggestion into the dataset: the edit (saveTaskEdit), then the flag confirmed with repairNote
/// (recordVerdict). Returns the dataset paths written, for the commit. Disk work.
Result<QStringList> applyRepair(const QString &root, Task &task, const RepairSuggestion &suggestion, const QString &by);

} // namespace heddle
