#include <core/exec/kubernetesjob.h>

#include <core/dataset/runlimits.h>
#include <core/json/jsondocument.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QStringList withNamespace(const KubernetesConfig &config, QStringList arguments)
{
    if (!config.nameSpace.isEmpty())
        arguments << u"--namespace"_s << config.nameSpace;
    return arguments;
}

} // namespace

QString kubernetesJobName(const QString &runId)
{
    QString name = u"heddle-"_s;
    for (const QChar c : runId.toLower())
        name += (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') ? c : u'-';
    name.truncate(63);
    while (name.endsWith(u'-'))
        name.chop(1);
    return name;
}

QByteArray kubernetesJobManifest(const KubernetesConfig &config, const QString &jobName, const QString &runFolder,
                                 int wallSeconds, qint64 memoryBytes)
{
    const qint64 memoryMb = config.memoryMbPerRun > 0 ? config.memoryMbPerRun : memoryBytes / kMiB;
    Json resources = Json{{"cpu", std::to_string(std::max(1, config.cpusPerRun))}};
    if (memoryMb > 0)
        resources["memory"] = std::to_string(memoryMb) + "Mi";
    Json container = {
        {"name", "run"},
        {"image", toStd(config.image)},
        {"command", Json::array({"heddle", "run-request", toStd(runFolder)})},
        {"resources", {{"requests", resources}, {"limits", resources}}},
        {"volumeMounts", Json::array({{{"name", "shared"}, {"mountPath", toStd(config.sharedFolder)}}})},
        // bubblewrap inside the pod makes namespaces of its own.
        {"securityContext", {{"privileged", true}}},
    };
    Json metadata = {{"name", toStd(jobName)}, {"labels", {{"app.kubernetes.io/managed-by", "heddle"}}}};
    if (!config.nameSpace.isEmpty())
        metadata["namespace"] = toStd(config.nameSpace);
    const Json job = {
        {"apiVersion", "batch/v1"},
        {"kind", "Job"},
        {"metadata", metadata},
        {"spec",
         {{"backoffLimit", 0},
          {"activeDeadlineSeconds", std::max(1, wallSeconds) + 60},
          {"ttlSecondsAfterFinished", 3600},
          {"template",
           {{"metadata", {{"labels", {{"app.kubernetes.io/managed-by", "heddle"}}}}},
            {"spec",
             {{"restartPolicy", "Never"},
              {"containers", Json::array({container})},
              {"volumes", Json::array({{{"name", "shared"},
                                        {"persistentVolumeClaim", {{"claimName", toStd(config.volumeClaim)}}}}})}}}}}}},
    };
    return serializeJson(job);
}

QStringList kubectlApplyArguments(const KubernetesConfig &config, const QString &manifestFile)
{
    return withNamespace(config, {u"apply"_s, u"-f"_s, manifestFile});
}

QStringList kubectlStatusArguments(const KubernetesConfig &config, const QString &jobName)
{
    return withNamespace(config, {u"get"_s, u"job"_s, jobName, u"-o"_s, u"json"_s});
}

QStringList kubectlLogsArguments(const KubernetesConfig &config, const QString &jobName)
{
    return withNamespace(config, {u"logs"_s, u"job/"_s + jobName, u"--tail=-1"_s});
}

QStringList kubectlDeleteArguments(const KubernetesConfig &config, const QString &jobName)
{
    return withNamespace(config, {u"delete"_s, u"job"_s, jobName, u"--ignore-not-found"_s, u"--wait=false"_s,
                                  u"--cascade=background"_s});
}

} // namespace heddle
