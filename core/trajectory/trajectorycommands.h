#pragma once

// Internal to core/trajectory: how a solver's command text maps to a step kind.

#include <core/trajectory/trajectory.h>

#include <QString>

#include <optional>

namespace heddle::trajectorycommands {

/// The kind of a SWE-agent action: its tools' file edits, submit, and the exit_* autosubmissions after an error.
TrajectoryStep::Kind sweAgentActionKind(QStringView action);

struct FencedCommand {
    QString thought; // the text before the block
    QString command; // the block's body
};
/// The first shell code block (```bash, ```sh, ```mswea_bash_command ...) of an assistant message.
std::optional<FencedCommand> fencedShellCommand(QStringView content);

/// mini-swe-agent submits by printing one of its sentinels as the first output line.
bool isMiniSweAgentSubmit(QStringView command);

/// The editor commands that change a file (str_replace_editor and its successors; OpenHands' editor too).
bool isEditorWriteCommand(QStringView command);

} // namespace heddle::trajectorycommands
