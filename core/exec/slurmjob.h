#pragma once

#include <core/dataset/clusterconfig.h>
#include <core/exec/runner.h>

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace heddle {

// The text Heddle hands to Slurm and reads back from it, apart from any process: what SlurmBackend runs and parses.

/// The folder of array task `index` below a job's folder: its request, result and Slurm's own output.
QString slurmRunFolder(const QString &jobFolder, int index);

/// The batch script of a job array: each array task runs `heddle run-request` on its own run folder.
QByteArray slurmArrayScript(const QString &heddle, const QString &jobFolder);

/// sbatch's arguments (without the program) that submit `count` runs as one array: --parsable, --array=0-(count-1),
/// the config's partition, account, time (else the wall time plus a minute), CPUs and memory, then its own options.
QStringList slurmSubmitArguments(const SlurmConfig &config, const QString &jobFolder, const QString &script, int count,
                                 int wallSeconds);

/// The job id in sbatch --parsable's answer ("1234" or "1234;cluster"); empty when there is none.
QString slurmJobIdFromParsable(const QByteArray &output);

/// What Slurm says of one array task.
struct SlurmTaskState {
    QString state;    // "PENDING", "RUNNING", "COMPLETED", "TIMEOUT", "OUT_OF_MEMORY", "NODE_FAIL", "CANCELLED"...
    QString reason;   // Slurm's reason ("None", "Resources", "NodeDown"...)
    QString exitCode; // "0:0", "1:0", "0:15"
};

/// `squeue -h -r -j JOB -o %K|%T|%r`: array index -> state, for the tasks still queued or running.
QHash<int, SlurmTaskState> parseSqueue(const QByteArray &output);

/// `scontrol -o show job JOB`: array index -> state, for every task the controller still knows (a range of pending
/// tasks, "ArrayTaskId=3-9", gives each of them).
QHash<int, SlurmTaskState> parseScontrolJobs(const QByteArray &output);

/// Whether Slurm is done with a task in this state.
bool slurmStateIsFinal(const QString &state);

/// How a task Slurm ended without a result from Heddle is recorded: TIMEOUT as timed out (wall time),
/// OUT_OF_MEMORY as over the memory limit, CANCELLED as cancelled, a node failure or any other end as failed to
/// start; the message gives Slurm's state and reason.
RunResult slurmFailure(const QString &id, const SlurmTaskState &state, const QByteArray &slurmOutput = {});

} // namespace heddle
