#pragma once

#include <core/dataset/runlimits.h>

#include <QByteArrayView>
#include <QString>

namespace heddle {

/// What a run ended with, as far as telling a limit goes.
struct EndedRun {
    int exitCode = 0;
    /// The signal that ended the direct child (QProcess's crash exit); 0 when it exited.
    int signal = 0;
    /// Memory and processes were bounded by rlimits only (no control group, no container): the kernel then keeps
    /// no count of what was refused, and the output is what tells.
    bool rlimitsOnly = false;
    bool container = false;
    /// The end of the output kept (stdout, then stderr).
    QByteArrayView stdoutTail;
    QByteArrayView stderrTail;
};

/// The limit that ended a run or made it fail, from its exit status (SIGXCPU for CPU time, SIGXFSZ for the file size,
/// in a container SIGKILL for its memory), from what a shell prints for a process of the command that the kernel
/// stopped at one, from the words runtimes print when memory or a fork is refused (where rlimits alone bound them) and
/// from a file in the worktree that reached the size limit (Python ignores SIGXFSZ and sees a write fail instead). None
/// when nothing points at a limit.
ResourceLimit limitOfEndedRun(const EndedRun &run, const RunLimits &limits, const QString &worktree);

/// The first regular file below folder (symbolic links not followed) of at least bytes; empty when there is none.
QString fileAtLeast(const QString &folder, qint64 bytes);

/// "The run went over its memory limit (4096 MB)" and the like, translated.
QString limitMessage(ResourceLimit limit, const RunLimits &limits, int timeoutMs = 0);

} // namespace heddle
