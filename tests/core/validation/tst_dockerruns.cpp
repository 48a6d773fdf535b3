// The container backend on a real Docker daemon of the test's own (tests/support/dockerdaemon.h): the demo validated
// in containers gives the results it gives in bubblewrap, a timeout or a cancel leaves no container behind, and an
// image that is not there is an outcome of its own. Skipped, saying why, only where dockerd cannot start.
#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/dockerdaemon.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

RunRecord validate(const QString &root, const Task &task, const ValidationOptions &options)
{
    Validation validation(root, task, options);
    QSignalSpy done(&validation, &Validation::finished);
    validation.start();
    if (!done.wait(300000))
        return {};
    return validation.record();
}

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

} // namespace

class TestDockerRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoGivesTheSameResultsAsBubblewrap();
    void timeoutLeavesNoContainer();
    void cancelLeavesNoContainer();
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
        const RunRecord inBubblewrap = validate(m_demo.root(), task, sandboxed);
        const RunRecord inDocker = validate(m_demo.root(), task, inContainers());
        QVERIFY2(inDocker.sandbox.contains(u"container"_s), qPrintable(inDocker.sandbox));
        QCOMPARE(inDocker.image, QString::fromUtf16(kPythonTestImage));
        QCOMPARE(inDocker.runs.size(), task.attempts.size() + 2);
        QCOMPARE(inBubblewrap.runs.size(), inDocker.runs.size());
        for (const TargetRun &run : inDocker.runs) {
            QVERIFY2(run.outcome == TargetRun::Outcome::Finished, qPrintable(id + u": "_s + describe(run)));
            const auto same = std::find_if(inBubblewrap.runs.begin(), inBubblewrap.runs.end(), [&](const TargetRun &r) {
                return r.target == run.target && r.repeat == run.repeat;
            });
            QVERIFY2(same != inBubblewrap.runs.end(), qPrintable(run.target));
            QVERIFY2(!run.results.status.isEmpty(), qPrintable(id + u": "_s + describe(run)));
            QVERIFY2(run.results.status == same->results.status,
                     qPrintable(id + u": "_s + describe(run) + u"\n--- in bubblewrap:\n"_s + describe(*same)));
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
    const RunRecord record = validate(m_demo.root(), task, options);
    QVERIFY(!record.runs.isEmpty());
    for (const TargetRun &run : record.runs)
        QVERIFY2(run.outcome == TargetRun::Outcome::TimedOut, qPrintable(describe(run)));
    // `docker kill` stops the container and --rm removes it; removal finishes in the daemon after the client exits.
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 30000);
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
    QTRY_VERIFY2_WITH_TIMEOUT(m_docker->containers(u"heddle-"_s).isEmpty(),
                              qPrintable(m_docker->containers(u"heddle-"_s).join(u", ")), 30000);
}

void TestDockerRuns::cleanupTestCase()
{
    m_docker.reset();
}

QTEST_GUILESS_MAIN(TestDockerRuns)
#include "tst_dockerruns.moc"
