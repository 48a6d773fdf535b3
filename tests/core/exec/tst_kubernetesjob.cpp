#include <core/dataset/runlimits.h>
#include <core/json/jsondocument.h>
#include <core/exec/kubernetesjob.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestKubernetesJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesAreDnsLabels();
    void manifestRunsHeddleOnTheSharedVolume();
    void kubectlCommandLines();
};

void TestKubernetesJob::namesAreDnsLabels()
{
    QCOMPARE(kubernetesJobName(u"Slurm_Run.7"_s), u"heddle-slurm-run-7"_s);
    const QString longName = kubernetesJobName(QString(100, u'a'));
    QCOMPARE(longName.size(), 63);
    QVERIFY(!kubernetesJobName(QString(56, u'a') + u"____"_s).endsWith(u'-'));
}

void TestKubernetesJob::manifestRunsHeddleOnTheSharedVolume()
{
    KubernetesConfig config;
    config.nameSpace = u"curation"_s;
    config.image = u"registry.example/heddle:1"_s;
    config.volumeClaim = u"heddle-shared"_s;
    config.sharedFolder = u"/shared"_s;
    config.cpusPerRun = 2;
    const QByteArray text = kubernetesJobManifest(config, u"heddle-run-1"_s, u"/shared/job/runs/0"_s, 600, 4096 * kMiB);
    const Result<Json> parsed = parseJson(text, u"job.json"_s);
    QVERIFY(parsed);
    const Json &job = *parsed;
    QVERIFY(job["apiVersion"] == Json("batch/v1"));
    QVERIFY(job["kind"] == Json("Job"));
    QVERIFY(job["metadata"]["name"] == Json("heddle-run-1"));
    QVERIFY(job["metadata"]["namespace"] == Json("curation"));
    QVERIFY(job["spec"]["backoffLimit"] == Json(0));
    QVERIFY(job["spec"]["activeDeadlineSeconds"] == Json(660));
    const Json &pod = job["spec"]["template"]["spec"];
    QVERIFY(pod["restartPolicy"] == Json("Never"));
    const Json &container = pod["containers"][0];
    QVERIFY(container["image"] == Json("registry.example/heddle:1"));
    QVERIFY(container["command"] == Json::array({"heddle", "run-request", "/shared/job/runs/0"}));
    QVERIFY(container["resources"]["limits"]["memory"] == Json("4096Mi"));
    QVERIFY(container["resources"]["limits"]["cpu"] == Json("2"));
    QVERIFY(container["volumeMounts"][0]["mountPath"] == Json("/shared"));
    QVERIFY(pod["volumes"][0]["persistentVolumeClaim"]["claimName"] == Json("heddle-shared"));

    config.memoryMbPerRun = 512;
    config.nameSpace.clear();
    const Result<Json> again = parseJson(kubernetesJobManifest(config, u"j"_s, u"/r"_s, 10, 0), u"job.json"_s);
    QVERIFY(again);
    QVERIFY(!(*again)["metadata"].contains("namespace"));
    QVERIFY((*again)["spec"]["template"]["spec"]["containers"][0]["resources"]["requests"]["memory"] == Json("512Mi"));
}

void TestKubernetesJob::kubectlCommandLines()
{
    KubernetesConfig config;
    QCOMPARE(kubectlApplyArguments(config, u"/s/job.json"_s), (QStringList{u"apply"_s, u"-f"_s, u"/s/job.json"_s}));
    config.nameSpace = u"curation"_s;
    QCOMPARE(kubectlApplyArguments(config, u"/s/job.json"_s),
             (QStringList{u"apply"_s, u"-f"_s, u"/s/job.json"_s, u"--namespace"_s, u"curation"_s}));
    QCOMPARE(kubectlStatusArguments(config, u"j"_s),
             (QStringList{u"get"_s, u"job"_s, u"j"_s, u"-o"_s, u"json"_s, u"--namespace"_s, u"curation"_s}));
    QCOMPARE(kubectlLogsArguments(config, u"j"_s),
             (QStringList{u"logs"_s, u"job/j"_s, u"--tail=-1"_s, u"--namespace"_s, u"curation"_s}));
    const QStringList deletion = kubectlDeleteArguments(config, u"j"_s);
    QCOMPARE(deletion.mid(0, 3), (QStringList{u"delete"_s, u"job"_s, u"j"_s}));
    QVERIFY(deletion.contains(u"--ignore-not-found"_s));
    QVERIFY(deletion.contains(u"--wait=false"_s));
}

QTEST_GUILESS_MAIN(TestKubernetesJob)
#include "tst_kubernetesjob.moc"
