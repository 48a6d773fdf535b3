#pragma once

#include <core/dataset/runlimits.h>
#include <core/exec/container.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// One test command to run in one folder.
struct RunRequest {
    /// Empty: the runner makes one up; submit() returns it.
    QString id;
    QString workingDirectory;
    /// Run by /bin/sh -c.
    QString command;
    /// 0: no limit.
    int timeoutMs = 0;
    /// Memory, processes, file size, CPU time, and how much output is kept (the first and the last part of each
    /// stream). In a container they become the runtime's options.
    RunLimits limits;
    bool sandboxed = true;
    /// The curator's explicit consent to run without a sandbox where bubblewrap is missing.
    bool allowUnsandboxed = false;
    /// Folders the sandbox shows read-only besides the system (a virtual environment, a tool cache). Not used in a
    /// container, which sees only the worktree and its image.
    QStringList readOnlyPaths;
    /// The sandbox shares the host's network instead of having one of its own with only a loopback.
    bool hostNetwork = false;
    /// "NAME=value" entries on top of the clean environment; in a container, exported before the command runs on
    /// top of the image's environment.
    QStringList environment;
    /// Set: the command runs in this container instead of bubblewrap (the container is the sandbox; sandboxed and
    /// allowUnsandboxed do not apply). Its name is replaced by a unique one per run.
    std::optional<ContainerSpec> container;
};

/// How one run ended. A non-zero exit code is data (Finished); the other outcomes are failures of the run itself.
struct RunResult {
    enum class Outcome {
        Finished,
        TimedOut,
        Cancelled,
        FailedToStart,
        Crashed,
        /// Stopped by a limit, or a limit made it fail: `limit` says which.
        LimitExceeded
    };

    QString id;
    Outcome outcome = Outcome::FailedToStart;
    int exitCode = -1;
    /// The fatal signal when Crashed (SIGSEGV, SIGABRT, ...), 0 otherwise.
    int signal = 0;
    /// The limit the run went over: with LimitExceeded, and WallTime with TimedOut. None otherwise.
    ResourceLimit limit = ResourceLimit::None;
    /// The output kept (RunLimits::outputBytes of each stream), with a marker line where a part was left out.
    QByteArray stdoutBytes;
    QByteArray stderrBytes;
    /// The bytes of each stream left out of what is kept.
    qint64 stdoutDropped = 0;
    qint64 stderrDropped = 0;
    /// How memory and processes were bounded: "cgroup v2", "cgroup v1", "rlimit" or "container".
    QString limitsEnforcement;
    qint64 durationMs = 0;
    bool sandboxed = false;
    /// Set when the run was not sandboxed although a sandbox was asked for, or, in a container, which runtime and
    /// image ran it.
    QString sandboxNote;
    /// The container's name when the run used one ("heddle-<run id>-<random>").
    QString containerName;
    /// Why the run failed to start, timed out, crashed or was cancelled; translated.
    QString message;
};

class RunJob;

/// Runs test commands as asynchronous processes, a few at a time. Each run owns a process group (and, sandboxed, a
/// PID namespace): a timeout or a cancel kills the command with everything it started, and nothing it started
/// outlives the run. A stopped container run also gets `<runtime> rm -f <name>`: the container is not in the
/// client's process group (docker's daemon or podman's conmon runs it).
class Runner : public QObject
{
    Q_OBJECT

public:
    explicit Runner(QObject *parent = nullptr);
    /// Kills what still runs; no finished() is emitted from here.
    ~Runner() override;

    int parallelism() const { return m_parallelism; }
    /// At least 1; the default is the number of cores. Takes effect as runs end or are submitted.
    void setParallelism(int count);
    /// How long a killed run gets between SIGTERM and SIGKILL.
    void setKillGraceMs(int ms) { m_killGraceMs = ms; }
    /// Empty: look bwrap up on PATH. A path that is not an executable behaves as if bubblewrap were not installed.
    void setBubblewrapPath(const QString &path) { m_bubblewrapPath = path; }

    /// Queues the run and returns its id; the run starts from the event loop, never inside submit().
    QString submit(RunRequest request);
    /// A queued run ends as Cancelled without starting; a running one is killed with its process group.
    void cancel(const QString &id);
    void cancelAll();

    bool isIdle() const { return m_queue.isEmpty() && m_running.isEmpty(); }
    int runningCount() const { return int(m_running.size()); }
    int queuedCount() const { return int(m_queue.size()); }

Q_SIGNALS:
    void started(const QString &id);
    /// A chunk of output as it arrives; what is kept of it is also in the result.
    void output(const QString &id, const QByteArray &chunk, bool isStderr);
    void finished(const heddle::RunResult &result);
    /// Nothing queued and nothing running any more.
    void allFinished();

private:
    void scheduleStart();
    void startQueued();
    void startOne(const RunRequest &request);
    void startContainer(const RunRequest &request, RunResult result);
    void launch(RunJob *job, QStringList command);
    void complete(const RunResult &result);

    QList<RunRequest> m_queue;
    QHash<QString, RunJob *> m_running;
    int m_parallelism;
    int m_killGraceMs = 2000;
    QString m_bubblewrapPath;
    quint64 m_nextId = 1;
    bool m_startPending = false;
};

} // namespace heddle

Q_DECLARE_METATYPE(heddle::RunResult)
