#pragma once

#include <core/dataset/clusterconfig.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace heddle {

// Runs as Kubernetes Jobs, one Job per run, each pod running `heddle run-request` on the run's folder on a volume
// every pod mounts (the same hand-over as the Slurm backend). The text only: the manifests and kubectl's command
// lines; they have not been run against a real cluster.

/// A Job name Kubernetes takes (DNS-1123: lower case, digits and '-', at most 63 characters) from a run id.
QString kubernetesJobName(const QString &runId);

/// The Job (JSON, which kubectl apply reads): no retries, a deadline of the wall time plus a minute, the config's
/// image running `heddle run-request runFolder`, its CPU and memory as requests and limits, the volume claim
/// mounted at the shared folder, removed an hour after it ends.
QByteArray kubernetesJobManifest(const KubernetesConfig &config, const QString &jobName, const QString &runFolder,
                                 int wallSeconds, qint64 memoryBytes);

/// kubectl's arguments (without the program): apply the manifest file, read the Job's status, its pod's logs, and
/// delete it (not waited for).
QStringList kubectlApplyArguments(const KubernetesConfig &config, const QString &manifestFile);
QStringList kubectlStatusArguments(const KubernetesConfig &config, const QString &jobName);
QStringList kubectlLogsArguments(const KubernetesConfig &config, const QString &jobName);
QStringList kubectlDeleteArguments(const KubernetesConfig &config, const QString &jobName);

} // namespace heddle
