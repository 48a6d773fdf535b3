#pragma once

#include <core/dataset/clusterconfig.h>
#include <core/exec/runner.h>
#include <core/exec/slurmjob.h>

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QProcess;
class QTimer;

namespace heddle {

/// Runs test commands on a Slurm cluster: the runs submitted before submitQueued() go as one job array (one array task
/// per run, each running `heddle run-request` on its folder, in the same sandbox and with the same limits as the
/// local Runner), followed with squeue and scontrol on a timer and cancelled with scancel. Every Slurm and sbatch
/// command runs as an asynchronous process: nothing blocks the thread. A run Slurm ends without a result from
/// Heddle (its time, its memory, a node failure, a rejected submission) finishes with Slurm's reason.
class SlurmBackend : public QObject
{
    Q_OBJECT

public:
    explicit SlurmBackend(SlurmConfig config, QObject *parent = nullptr);
    /// Cancels the job if it still runs (scancel, not waited for).
    ~SlurmBackend() override;

    /// How often squeue is asked; 1 s by default.
    void setPollIntervalMs(int ms);
    /// The runs' wall time (Slurm's --time is one minute more unless the config sets it).
    void setWallSeconds(int seconds) { m_wallSeconds = seconds; }

    /// Queues a run; nothing reaches Slurm before submitQueued(). request.workingDirectory must be seen by the nodes.
    QString submit(RunRequest request);
    /// Submits what is queued as one job array whose files go below jobFolder (a folder the nodes see).
    void submitQueued(const QString &jobFolder);
    void cancelAll();

    bool isIdle() const { return m_queue.isEmpty() && m_tasks.isEmpty(); }
    /// The array's job id once sbatch accepted it.
    QString jobId() const { return m_jobId; }

Q_SIGNALS:
    /// sbatch accepted the array.
    void jobSubmitted(const QString &jobId, int runs);
    /// An array task started on a node.
    void started(const QString &id);
    void finished(const heddle::RunResult &result);

private:
    struct Task {
        QString id;
        QString folder;
        bool running = false;
        int missingPolls = 0; // polls since it left the queue without a result
    };

    void poll();
    void onQueue(const QByteArray &output, bool ok);
    void onControl(const QByteArray &output);
    void finish(int index, RunResult result);
    void failAll(const QString &message, RunResult::Outcome outcome);
    QProcess *startProcess(const QString &program, const QStringList &arguments);

    SlurmConfig m_config;
    int m_wallSeconds = 600;
    QList<RunRequest> m_queue;
    QHash<int, Task> m_tasks; // array index -> run, until it finishes
    QString m_jobFolder;
    QString m_jobId;
    QTimer *m_timer;
    QProcess *m_polling = nullptr;
    QElapsedTimer m_pollingSince;
    bool m_cancelled = false;
    int m_nextId = 1;
};

} // namespace heddle
