#pragma once

#include <QString>
#include <QStringList>

namespace heddle {

/// How a dataset's runs go to a Slurm cluster ("validation": {"backend": "slurm", "slurm": {...}}).
struct SlurmConfig {
    QString partition; // empty: the cluster's default
    QString account;   // empty: the user's default
    /// sbatch --time ("30", "1:00:00", "1-0"); empty: the run's wall time plus a minute.
    QString timeLimit;
    int cpusPerRun = 1;
    /// sbatch --mem; 0: the run's memory limit (the sandbox's limit still applies inside).
    int memoryMbPerRun = 0;
    /// Added to the sbatch command line as they are, before the script.
    QStringList sbatchOptions;
    /// A folder every node sees at the same path: the runs' workspaces, scripts and results. Empty: a folder below
    /// the system's temporary folder (enough on one machine).
    QString sharedFolder;
    /// The heddle executable as the nodes see it; empty: the one running.
    QString heddle;
};

/// How a dataset's runs go to Kubernetes as Jobs ("validation": {"backend": "kubernetes", "kubernetes": {...}}).
struct KubernetesConfig {
    QString nameSpace; // empty: kubectl's current namespace
    /// The image each run's pod starts: it must hold heddle and what the tests need.
    QString image;
    /// A PersistentVolumeClaim every pod mounts at sharedFolder, holding the workspaces.
    QString volumeClaim;
    QString sharedFolder;
    int cpusPerRun = 1;
    int memoryMbPerRun = 0; // 0: the run's memory limit
};

} // namespace heddle
