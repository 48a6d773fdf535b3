#pragma once

#include <core/validation/runrecord.h>

#include <QString>

#include <optional>

namespace heddle {

/// Why a run that ended did not test the task: the outcome to record instead of Finished and the message that says
/// why, quoting the log line that shows it.
struct RunFault {
    TargetRun::Outcome outcome = TargetRun::Outcome::DidNotRun;
    QString message;
};

/// A run whose command ended (Finished, its patch applied) but whose runner never ran a test: no result names a
/// test or a file it could not collect. It is Environment when its log shows that what it needed is not there (a
/// command not found, a module not installed, a network that cannot be reached), DidNotRun otherwise (a usage
/// error, an error in a conftest, no tests collected, an interpreter that cannot run the code). nullopt for a run
/// that tested something, or that did not end: its outcome already says what it is.
std::optional<RunFault> runFault(const TargetRun &run);

/// The tests of a finished run that failed on a network error (a name that does not resolve, an unreachable
/// network), as their failure details say: in a run without network, the sandbox's doing, not the task's.
QStringList networkFailures(const TargetRun &run);

/// Whether the run tested nothing (DidNotRun, Environment): a fault of the run, not of the task, judged by nobody.
bool testedNothing(const TargetRun &run);

} // namespace heddle
