// The container backend on a real Docker daemon of the test's own (tests/support/dockerdaemon.h): the demo validated
// in containers gives the results it gives in bubblewrap, a timeout or a cancel leaves no container behind, and an
// image that is not there is an outcome of its own, an image shaped like SWE-bench's runs as the harness runs it, and
// a real Slurm cluster runs containers too. Skipped, saying why, only where dockerd cannot start.
#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/dockerdaemon.h>
#include <tests/support/validationruns.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

ValidationOptions inContainers()
{
    ValidationOptions options;
    options.container = true;
    options.containerRuntime = u"docker"_s;
    options.parallelism = 2;
    options.timeoutMs = 120000;
    return options;
}

QString describe(const TargetRun &run)
{
    return u"%1-%2: outcome %3, exit %4, %5\n%6"_s.arg(run.target)
        .arg(run.repeat)
        .arg(int(run.outcome))
        .arg(run.exitCode)
        .arg(run.message, QString::fromUtf8(run.log.right(1500)));
}

// Each run in containers finished with the per-test results, read from the same place, of the same run in
// bubblewrap.
void compareWithBubblewrap(const RunRecord &inContainers, const RunRecord &inBubblewrap)
{
    QCOMPARE(inContainers.runs.size(), inBubblewrap.runs.size());
    for (const TargetRun &run : inContainers.runs) {
        QVERIFY2(run.outcome == TargetRun::Outcome::Finished, qPrintable(describe(run)));
        const auto same = std::find_if(inBubblewrap.runs.begin(), inBubblewrap.runs.end(), [&](const TargetRun &r) {
            return r.target == run.target && r.repeat == run.repeat;
        });
        QVERIFY2(same != inBubblewrap.runs.end(), qPrintable(run.target));
        QVERIFY2(!run.results.status.isEmpty(), qPrintable(describe(run)));
        QVERIFY2(run.results.status == same->results.status,
                 qPrintable(describe(run) + u"\n--- in bubblewrap:\n"_s + describe(*same)));
        QCOMPARE(run.resultsFrom, same->resultsFrom);
    }
}

} // namespace

class TestDockerRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoGivesTheSameResultsAsBubblewrap();
    void timeoutLeavesNoContainer();
    void cancelLeavesNoContainer();
    void missingImageIsAnOutcome();
    void sweBenchImageRunsAsTheHarnessRunsIt();
    void slurmRunsContainersToo();
    void cleanupTestCase();

private:
    Task demoTask(const QString &id);

    std::unique_ptr<DockerDaemon> m_docker;
    DemoCopy m_demo;
};

void TestDockerRuns::initTestCase()
{
    m_docker = std::make_unique<DockerDaemon>();
    QString why;
    if (!m_docker->start(&why))
        QSKIP(qPrintable(u"no Docker daemon can run here: "_s + why));
    // The daemon runs: from here on, anything that fails is a failure.
    QVERIFY2(m_docker->ensurePythonImage(&why), qPrintable(why));
    QVERIFY(m_demo.install());
}

Task TestDockerRuns::demoTask(const QString &id)
{
    Result<Task> loaded = loadTask(m_demo.root(), id);
    if (!loaded)
        return {};
    Task task = *loaded;
    task.tests.image = QString::fromUtf16(kPythonTestImage);
    return task;
}

void TestDockerRuns::demoGivesTheSameResultsAsBubblewrap()
{
    for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s}) {
        const Task task = demoTask(id);
        QVERIFY2(!task.id.isEmpty(), qPrintable(id));
        ValidationOptions sandboxed;
        sandboxed.parallelism = 2;
        const RunRecord inBubblewrap = validateTask(m_demo.root(), task, sandboxed);
        const RunRecord inDocker = validateTask(m_demo.root(), task, inContainers());
        QVERIFY2(inDocker.sandbox.contains(u"container"_s), qPrintable(inDocker.sandbox));
        QCOMPARE(inDocker.image, QString::fromUtf16(kPythonTestImage));
        QCOMPARE(inDocker.runs.size(), task.attempts.size() + 2);
        compareWithBubblewrap(inDocker, inBubblewrap);
        if (QTest::currentTestFailed()) {
            qWarning("in task %s", qPrintable(id));
            return;
        }
        QVERIFY2(inDocker.reference.holds, qPrintable(inDocker.reference.violations.join(u", ")));
        QVERIFY2(inDocker.empty.holds, qPrintable(inDocker.empty.violations.join(u", ")));
    }
    QCOMPARE(m_docker->containers(u"heddle-"_s), QStringList());
}

void TestDockerRuns::timeoutLeavesNoContainer()
{
    Task task = demoTask(u"coin-hours-split"_s);
    task.tests.command = u"exec python3 -c 'import time; time.sleep(600)'"_s; // the image has no sleep
    ValidationOptions options = inContainers();
    options.attempts = {u"-"_s}; // the reference and the empty patch only
    options.timeoutMs = 4000;
    const RunRecord record = validateTask(m_demo.root(), task, options);
    QVERIFY(!record.runs.isEmpty());
    for (const TargetRun &run : record.runs)
        QVERIFY2(run.outcome == TargetRun::Outcome::TimedOut, qPrintable(describe(run)));
    // `docker kill` stops the container and --rm removes it; removal finishes in the daemon after the client exits.
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 120000);
}

void TestDockerRuns::cancelLeavesNoContainer()
{
    Task task = demoTask(u"coin-hours-split"_s);
    task.tests.command = u"exec python3 -c 'import time; time.sleep(600)'"_s; // the image has no sleep
    ValidationOptions options = inContainers();
    options.attempts = {u"-"_s};
    Validation validation(m_demo.root(), task, options);
    QSignalSpy finished(&validation, &Validation::finished);
    validation.start();
    // Cancelled once a container runs, not while its workspace is still being made.
    QTRY_VERIFY_WITH_TIMEOUT(!m_docker->containers(u"heddle-"_s).isEmpty(), 60000);
    validation.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    for (const TargetRun &run : validation.record().runs)
        QVERIFY2(run.outcome == TargetRun::Outcome::Cancelled, qPrintable(describe(run)));
    // The daemon may still be creating a container when its run is cancelled; on a busy machine that takes more
    // than half a minute, and the removal is repeated until it is gone.
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 120000);
}

void TestDockerRuns::missingImageIsAnOutcome()
{
    Task task = demoTask(u"coin-hours-split"_s);
    task.tests.image = u"heddle-test-absent:latest"_s;
    ValidationOptions options = inContainers();
    options.attempts = {u"-"_s};
    const RunRecord record = validateTask(m_demo.root(), task, options);
    QCOMPARE(record.runs.size(), 2);
    for (const TargetRun &run : record.runs) {
        QVERIFY2(run.outcome == TargetRun::Outcome::FailedToStart, qPrintable(describe(run)));
        QVERIFY2(run.message.contains(u"heddle-test-absent:latest is not on this machine"_s) &&
                     run.message.contains(u"docker pull heddle-test-absent:latest"_s),
                 qPrintable(run.message));
    }
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 120000);
}

void TestDockerRuns::sweBenchImageRunsAsTheHarnessRunsIt()
{
    // The image's /testbed: the repository at the base commit, something its build made there (untracked), and a
    // file tracked there that the worktree lacks, as one a patch deletes.
    Task task = demoTask(u"coin-hours-split"_s);
    task.tests.image.clear();
    const QString testbed = m_demo.folder() + u"/testbed"_s;
    const auto git = [&](const QStringList &args) {
        QProcess process;
        process.setWorkingDirectory(testbed);
        process.start(u"git"_s, QStringList{u"-c"_s, u"user.name=t"_s, u"-c"_s, u"user.email=t@t"_s} + args);
        return process.waitForFinished(60000) && process.exitCode() == 0;
    };
    QVERIFY(QDir().mkpath(testbed));
    QVERIFY(git({u"clone"_s, u"-q"_s, m_demo.root() + u'/' + task.repository.path, u"."_s}));
    QVERIFY(git({u"checkout"_s, u"-q"_s, task.repository.baseCommit}));
    QFile built(testbed + u"/_built_ext.txt"_s);
    QVERIFY(built.open(QIODevice::WriteOnly) && built.write("made by the image's build\n") > 0);
    built.close();
    QFile stale(testbed + u"/stale_module.py"_s);
    QVERIFY(stale.open(QIODevice::WriteOnly) && stale.write("raise SystemExit('deleted by the patch')\n") > 0);
    stale.close();
    QVERIFY(git({u"add"_s, u"stale_module.py"_s}));
    QVERIFY(git({u"commit"_s, u"-q"_s, u"-m"_s, u"a file the worktree lacks"_s}));

    // Named as the harness names an image it built here; the dataset asks for that naming.
    const QString image = u"sweb.eval.x86_64.skyledger__coin-hours-split:latest"_s; // its instance id
    QString why;
    QVERIFY2(m_docker->buildSweBenchLikeImage(image, testbed, &why), qPrintable(why));

    ValidationOptions sandboxed;
    sandboxed.parallelism = 2;
    const RunRecord inBubblewrap = validateTask(m_demo.root(), task, sandboxed);
    // The run sees the image's build, not the deleted file, and the conda env; then the task's own command.
    Task inImage = task;
    inImage.tests.command = u"test -f _built_ext.txt || { echo 'the image build is gone'; exit 3; }; "
                            "test ! -e stale_module.py || { echo 'a deleted file is back'; exit 3; }; "
                            "test \"$CONDA_DEFAULT_ENV\" = testbed || { echo 'no conda env'; exit 3; }; "_s +
                            task.tests.command;
    ValidationOptions options = inContainers();
    options.containerImages = u"swebench-local"_s;
    const RunRecord inDocker = validateTask(m_demo.root(), inImage, options);
    QCOMPARE(inDocker.image.value_or(QString()), image);
    // The same results, from the same place: the JUnit report written in /testbed came back to the worktree.
    compareWithBubblewrap(inDocker, inBubblewrap);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(inDocker.reference.holds, qPrintable(inDocker.reference.violations.join(u", ")));
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 120000);
}

namespace {

// A single-node Slurm cluster of the test's own (tests/support/slurm/cluster.sh), stopped with the object.
class SlurmCluster
{
public:
    bool start(const QString &folder, QString *why)
    {
        m_folder = folder;
        QProcess start;
        start.start(u"bash"_s, {script(), u"start"_s, folder});
        if (!start.waitForFinished(60000)) {
            start.kill();
            *why = u"the cluster did not start within 60 s"_s;
            return false;
        }
        if (start.exitCode() != 0) {
            *why = QString::fromUtf8(start.readAllStandardError()).trimmed();
            return false;
        }
        qputenv("SLURM_CONF", QFile::encodeName(folder + u"/slurm.conf"_s));
        return true;
    }
    ~SlurmCluster()
    {
        if (m_folder.isEmpty())
            return;
        QProcess::execute(u"bash"_s, {script(), u"stop"_s, m_folder});
        qunsetenv("SLURM_CONF");
    }

private:
    static QString script() { return QStringLiteral(HEDDLE_SOURCE_DIR) + u"/tests/support/slurm/cluster.sh"_s; }
    QString m_folder;
};

} // namespace

void TestDockerRuns::slurmRunsContainersToo()
{
    // On a node, `heddle run-request` starts each run's container as the Runner does here, with the same image,
    // template and limits; the job inherits DOCKER_HOST from the submission.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // munged runs as the munge user: it must reach its folder below this one.
    QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::ExeOther | QFile::ExeGroup);
    SlurmCluster cluster;
    QString why;
    if (!cluster.start(dir.filePath(u"cluster"_s), &why))
        QSKIP(qPrintable(u"no Slurm cluster here: "_s + why));
    const Task task = demoTask(u"coin-hours-split"_s);
    ValidationOptions sandboxed;
    sandboxed.parallelism = 2;
    const RunRecord inBubblewrap = validateTask(m_demo.root(), task, sandboxed);
    ValidationOptions options = inContainers();
    SlurmConfig slurm;
    slurm.heddle = QStringLiteral(HEDDLE_BINARY);
    slurm.sharedFolder = dir.filePath(u"shared"_s);
    options.slurm = slurm;
    options.slurmPollMs = 300;
    const RunRecord there = validateTask(m_demo.root(), task, options);
    QVERIFY2(there.sandbox.contains(u"Slurm job"_s), qPrintable(there.sandbox));
    QCOMPARE(there.image.value_or(QString()), QString::fromUtf16(kPythonTestImage));
    compareWithBubblewrap(there, inBubblewrap);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 120000);
}

void TestDockerRuns::cleanupTestCase()
{
    m_docker.reset();
}

QTEST_GUILESS_MAIN(TestDockerRuns)
#include "tst_dockerruns.moc"
