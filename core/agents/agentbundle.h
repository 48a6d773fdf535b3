#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QString>

namespace heddle {

/// What a review agent reads, written into folder (docs/FORMAT.md, "Review agent runs"): query.md, specs.json,
/// tests.json (command, FAIL_TO_PASS, PASS_TO_PASS, files), tests/<path> (the task's test files), reference.diff,
/// and for each attempt attempts/<id>/patch.diff, attempts/<id>/attempt.json and its trajectory file. attemptId set:
/// that attempt alone. An output/ folder is made for the agent's own file. task must be loaded from its folder
/// (task.folder), where the trajectories are copied from. Errors name the file.
Result<void> writeAgentBundle(const QString &folder, const Task &task, const QString &attemptId = {});

/// The folder in a bundle the agent may write its output file into ($HEDDLE_OUTPUT).
QString agentBundleOutputFolder(const QString &bundle);

} // namespace heddle
