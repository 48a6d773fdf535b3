#pragma once

#include <core/dataset/clusterconfig.h>
#include <core/task/task.h>
#include <core/util/result.h>
#include <core/validation/runrecord.h>
#include <core/validation/workspace.h>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>

class QTemporaryDir;
template <typename T> class QFutureWatcher;

namespace heddle {

class Runner;
class RunSlots;
class SlurmBackend;
struct RunRequest;
struct RunResult;

struct ValidationOptions {
    int repeat = 1;
    int timeoutMs = 10 * 60 * 1000;
    /// 0: the runner's default (the number of cores).
    int parallelism = 0;
    bool sandboxed = true;
    bool allowUnsandboxed = false;
    /// The attempts to run besides the reference and the empty patch; empty: all of them.
    QStringList attempts;
    /// Run the reference and the empty patch; false: only the attempts (a caller that ran them already).
    bool controls = true;
    /// Run an attempt's failing tests whose comparison pytest cut short again with -vv, in the same workspace, and
    /// put that output in the run's log (verboserun.h); not on a cluster.
    bool verboseReruns = true;
    /// Where the workspaces are made; empty: the system's temporary folder. Folders there that a Heddle killed in the
    /// middle of a validation left behind are removed when a validation starts.
    QString temporaryParent;
    /// What each run may use (the dataset's "limits"); timeoutMs stays the wall time.
    RunLimits limits;
    QStringList readOnlyPaths;
    QStringList environment;
    /// Run each test command in the task's container image (tests.image) through podman or docker instead of
    /// bubblewrap: the dataset's "validation" backend.
    bool container = false;
    QString containerRuntime;  // "podman", "docker" or a path; empty: the first found, podman first
    QString containerTemplate; // empty: kSweBenchContainerTemplate for SWE-bench's images, else the default
    /// The image of a task that names none (validation.container.image): "swebench", "swebench-local" or a name with
    /// {task}; empty: SWE-bench's published image for a task whose id is an instance id (imageForTask()).
    QString containerImages;
    /// Run each attempt's patch whole. By default the hunks that change the tests instead of the code (findTampering)
    /// are taken out first and listed in the run (TargetRun::strippedHunks).
    bool asSubmitted = false;
    /// The network of each run: "none" (its own, loopback only) or "host"; the task's tests.network comes first.
    QString network;
    /// A Python project runs in an environment of its own with the repository installed (pythonenvironment); not in a
    /// container, whose image holds the environment.
    bool pythonEnvironment = true;
    /// Set: the runs go to a Slurm cluster as one job array (SlurmBackend), their workspaces below its shared
    /// folder (else below temporaryParent), each in the same sandbox and with the same limits as locally.
    std::optional<SlurmConfig> slurm;
    /// How often the Slurm job is polled.
    int slurmPollMs = 1000;
};

/// Runs a task's tests with the reference patch, the empty patch and each attempt's patch, each in a fresh workspace,
/// and gathers what came out in a RunRecord. Workspaces are made one at a time, as the runner has room, and removed
/// as soon as their run ends.
class Validation : public QObject
{
    Q_OBJECT

public:
    Validation(QString datasetRoot, Task task, ValidationOptions options = {}, QObject *parent = nullptr);
    ~Validation() override;

    /// Shares slots with other validations (set before start()): a run waits for a free slot instead of for this
    /// validation's own parallelism, so that the runs of several tasks keep every slot busy. Not with a cluster.
    void shareSlots(RunSlots *shared);
    /// Starts from the event loop; finished() follows once every run has ended.
    void start();
    /// Cancels what is queued or running; finished() still follows with the cancelled runs recorded.
    void cancel();
    bool isRunning() const { return m_running; }
    const RunRecord &record() const { return m_record; }
    const Task &task() const { return m_task; }

    /// How many runs the validation makes (targets x repeats); known once start() returned.
    int expectedRuns() const { return m_expected; }
    int finishedRuns() const { return int(m_record.runs.size()); }
    /// Runs not yet started (their workspaces not yet being made).
    int pendingRuns() const { return int(m_pending.size()); }

Q_SIGNALS:
    /// A run's workspace is being prepared; its test command starts once it is ready.
    void runStarted(const QString &label);
    /// A chunk of a running test command's output (stdout and stderr as they come).
    void runOutput(const QString &label, const QByteArray &chunk);
    void runFinished(const QString &label, const heddle::TargetRun &run);
    void finished(const heddle::RunRecord &record);
    /// The cluster accepted the runs as a job (the Slurm backend): its id, how many runs it holds.
    void clusterJobSubmitted(const QString &jobId, int runs);

private:
    struct Pending {
        QString target;
        int repeat = 1;
        QByteArray patch;                   // what is applied
        QByteArray patchSha256;             // of the patch as the task holds it
        QList<TamperingHunk> strippedHunks; // taken out of it
    };
    struct Prepared;

    void fill();
    void prepare(Pending next);
    void onPrepared(TargetRun run, const Result<Workspace> &workspace);
    void onRunFinished(const RunResult &result);
    /// Starts the second look at the run's cut comparisons (verboserun.h); false when there is none to take.
    bool startVerboseRerun(const TargetRun &run, const QString &workspace);
    /// A run of command in the workspace, bounded and sandboxed as the validation's options say.
    RunRequest requestIn(const QString &workspace, const QString &command) const;
    /// The run's workspace goes, its slot is freed and the run is recorded.
    void finishRun(const TargetRun &run, const QString &workspace);
    void complete(const TargetRun &run);
    void finishIfDone();
    int capacity() const;
    bool takeSlot();
    void releaseSlot();

    QString m_root;
    Task m_task;
    ValidationOptions m_options;
    Runner *m_runner;
    SlurmBackend *m_slurm = nullptr;
    QPointer<RunSlots> m_slots; // shared with other validations, when set
    QString m_clusterJobs;      // ", Slurm job N" for each job submitted, after the sandbox in the record
    std::unique_ptr<QTemporaryDir> m_parent;
    QString m_temporary; // where m_parent is made, swept of abandoned folders as the validation starts and ends
    QList<Pending> m_pending;
    QHash<QString, std::pair<TargetRun, QString>> m_active; // run id -> the run so far and its workspace
    QHash<QString, std::pair<TargetRun, QString>> m_reruns; // the same for the second looks (verboserun.h)
    int m_preparing = 0;                                    // workspaces being made off this thread
    QList<QFutureWatcher<Result<Workspace>> *> m_preparations;
    int m_expected = 0;
    bool m_running = false;
    bool m_cancelled = false;
    RunRecord m_record;
};

} // namespace heddle
