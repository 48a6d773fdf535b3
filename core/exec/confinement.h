#pragma once

#include <core/dataset/runlimits.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <sys/types.h>
#include <unistd.h>

namespace heddle {

/// Bounds one run's resources beyond what the sandbox hides: a control group of its own where this machine lets
/// Heddle make one (memory and processes counted for everything the run starts, and the kernel says when either
/// limit was reached), and resource limits set in the child before it runs the command (file size, CPU time, and
/// memory and processes where no control group could be made).
///
/// Without a control group, memory is bounded per process with RLIMIT_DATA rather than RLIMIT_AS: the address space
/// counts what interpreters and runtimes reserve without using (V8, the JVM, Go and sanitizers reserve gigabytes),
/// so a bound on it that stops a memory hog also stops ordinary test runners. Processes fall back to RLIMIT_NPROC,
/// which the kernel counts per user: in bubblewrap's user namespace it counts the sandbox's own processes, outside
/// it the user's, so the limit is set that far above what the user already runs. The kernel does not apply it to
/// root; as root, only a control group bounds a fork bomb. HEDDLE_CGROUPS=0 in the environment makes no group.
class RunConfinement
{
public:
    /// Makes the run's control group (named after runTag) when the machine allows it.
    RunConfinement(const RunLimits &limits, const QString &runTag);
    /// Kills what is left in the group and removes it.
    ~RunConfinement();
    RunConfinement(const RunConfinement &) = delete;
    RunConfinement &operator=(const RunConfinement &) = delete;

    /// "cgroup v2", "cgroup v1" or "rlimit": how memory and processes are bounded.
    QString enforcement() const;
    bool hasGroup() const { return !m_groups.isEmpty(); }

    /// Runs in the child between fork and exec, so it only makes system calls: joins the group, sets the limits.
    void applyInChild() const noexcept;
    /// Whether pid (the started command) is in the run's group; false when it has none or joining failed.
    bool holds(pid_t pid) const;
    /// Whether pid is still running, outside the group: its child could not join and fell back to rlimits. A process
    /// that already ended (a quick command, seen late on a busy machine) has left the group and says nothing.
    bool runsOutside(pid_t pid) const;
    /// The limit the group's own counters say was reached: Memory when the kernel's OOM killer ran in it, Processes
    /// when a fork failed at its maximum. None without a group.
    ResourceLimit limitReached() const;
    /// SIGKILL to every process left in the group (a command that left its process group is still in it).
    void killAll() const;
    /// Removes the group once it is empty; false while something still runs in it.
    bool remove();

    /// What this machine offers, for a run record and the tests: "cgroup v2", "cgroup v1" or "rlimit".
    static QString machineEnforcement();
    /// Kills the processes and removes the groups that runs of Heddle processes no longer alive left behind.
    static void sweepStaleGroups();
    /// The groups of the runs of Heddle process pid that exist now (each run removes its own as it ends).
    static QStringList groupsOf(qint64 pid);
    static QStringList groupsOfThisProcess() { return groupsOf(::getpid()); }

private:
    struct Group {
        QString path;
        QByteArray procsFile; // cgroup.procs, encoded for the child
    };
    struct Limit {
        int resource;
        quint64 soft;
        quint64 hard;
    };

    int m_version = 0; // 0: no group
    QList<Group> m_groups;
    QList<Limit> m_rlimits;
    /// Set where the group cannot be joined by the child: the rlimits for memory and processes apply instead.
    QList<Limit> m_fallback;
};

} // namespace heddle
