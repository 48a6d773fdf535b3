#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/validationruns.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char kTask[] = "coin-hours-split";

} // namespace

/// Validation through a real single-node Slurm cluster (tests/support/slurm/cluster.sh: munged, slurmctld and slurmd
/// of their own in a temporary folder), against the same task run locally.
class TestSlurmCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void validatesTheDemoAsLocally();
    void rejectedSubmissionIsAnOutcome();
    void cancelEndsTheJob();
    void jobThatFailsOnTheNodeIsAnOutcome();

private:
    RunRecord validate(const Task &task, const ValidationOptions &options, bool cancelOnceRunning = false);
    SlurmConfig config() const;

    QTemporaryDir m_dir;
    QString m_cluster;
    QString m_root;
    QString m_why; // set: the cluster could not start
};

void TestSlurmCluster::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_root = installDemo(m_dir.filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
    // munged runs as the munge user: it must reach its folder below this one.
    QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ExeOther | QFile::ExeGroup);
    m_cluster = m_dir.filePath(u"cluster"_s);
    QProcess start;
    start.start(u"bash"_s,
                {QStringLiteral(HEDDLE_SOURCE_DIR) + u"/tests/support/slurm/cluster.sh"_s, u"start"_s, m_cluster});
    if (!start.waitForFinished(60000)) {
        start.kill();
        m_why = u"the cluster did not start within 60 s"_s;
    } else if (start.exitCode() != 0) {
        m_why = QString::fromUtf8(start.readAllStandardError()).trimmed();
    } else {
        qputenv("SLURM_CONF", QFile::encodeName(m_cluster + u"/slurm.conf"_s));
    }
}

void TestSlurmCluster::cleanupTestCase()
{
    QProcess::execute(u"bash"_s,
                      {QStringLiteral(HEDDLE_SOURCE_DIR) + u"/tests/support/slurm/cluster.sh"_s, u"stop"_s, m_cluster});
}

SlurmConfig TestSlurmCluster::config() const
{
    SlurmConfig config;
    config.heddle = QStringLiteral(HEDDLE_BINARY);
    config.sharedFolder = m_dir.filePath(u"shared"_s);
    return config;
}

RunRecord TestSlurmCluster::validate(const Task &task, const ValidationOptions &options, bool cancelOnceRunning)
{
    Validation validation(m_root, task, options);
    QSignalSpy done(&validation, &Validation::finished);
    QSignalSpy submitted(&validation, &Validation::clusterJobSubmitted);
    validation.start();
    if (cancelOnceRunning) {
        if (!submitted.wait(60000))
            return {};
        QTest::qWait(1500); // the array tasks start
        validation.cancel();
    }
    if (!done.wait(120000))
        return {};
    return validation.record();
}

void TestSlurmCluster::validatesTheDemoAsLocally()
{
    if (!m_why.isEmpty())
        QSKIP(qPrintable(u"no Slurm cluster here: "_s + m_why));
    Result<Task> task = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(task);
    ValidationOptions local;
    local.parallelism = 2;
    const RunRecord here = validate(*task, local);
    QCOMPARE(here.runs.size(), task->attempts.size() + 2);

    ValidationOptions options;
    options.slurm = config();
    options.slurmPollMs = 300;
    const RunRecord there = validate(*task, options);
    QCOMPARE(there.runs.size(), here.runs.size());
    QVERIFY2(there.sandbox.contains(u"Slurm job "_s), qPrintable(there.sandbox));
    for (const TargetRun &run : here.runs) {
        const TargetRun *onCluster = findRun(there, run.target, run.repeat);
        QVERIFY2(onCluster, qPrintable(run.label()));
        QVERIFY2(onCluster->outcome == run.outcome, qPrintable(run.label() + u": "_s + onCluster->message));
        QVERIFY2(onCluster->results.status == run.results.status,
                 qPrintable(run.label() + u": "_s + QString::fromUtf8(onCluster->log.right(2000))));
        QCOMPARE(onCluster->resultsFrom, run.resultsFrom);
        QCOMPARE(onCluster->exitCode, run.exitCode);
        QVERIFY(!onCluster->log.isEmpty());
    }
    QVERIFY(there.reference.holds);
    QVERIFY(there.empty.holds);
    // The workspaces on the shared folder go once the runs end.
    QVERIFY(QDir(config().sharedFolder).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
}

void TestSlurmCluster::rejectedSubmissionIsAnOutcome()
{
    if (!m_why.isEmpty())
        QSKIP(qPrintable(u"no Slurm cluster here: "_s + m_why));
    Result<Task> task = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(task);
    ValidationOptions options;
    options.slurm = config();
    options.slurm->sbatchOptions = {u"--partition=no-such-partition"_s};
    const RunRecord record = validate(*task, options);
    QCOMPARE(record.runs.size(), task->attempts.size() + 2);
    for (const TargetRun &run : record.runs) {
        QCOMPARE(run.outcome, TargetRun::Outcome::FailedToStart);
        QVERIFY2(run.message.contains(u"Slurm rejected the job"_s), qPrintable(run.message));
        QVERIFY2(run.message.contains(u"partition"_s, Qt::CaseInsensitive), qPrintable(run.message));
    }
}

void TestSlurmCluster::cancelEndsTheJob()
{
    if (!m_why.isEmpty())
        QSKIP(qPrintable(u"no Slurm cluster here: "_s + m_why));
    Result<Task> task = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(task);
    task->tests.command = u"sleep 300"_s;
    ValidationOptions options;
    options.slurm = config();
    options.slurmPollMs = 300;
    QElapsedTimer clock;
    clock.start();
    const RunRecord record = validate(*task, options, true);
    QCOMPARE(record.runs.size(), task->attempts.size() + 2);
    for (const TargetRun &run : record.runs)
        QVERIFY2(run.outcome == TargetRun::Outcome::Cancelled, qPrintable(run.label() + u": "_s + run.message));
    QVERIFY(clock.elapsed() < 100000);
    // Nothing of the job is left on the cluster.
    QProcess squeue;
    squeue.start(u"squeue"_s, {u"-h"_s});
    QVERIFY(squeue.waitForFinished(10000));
    QCOMPARE(squeue.readAllStandardOutput().trimmed(), QByteArray());
}

void TestSlurmCluster::jobThatFailsOnTheNodeIsAnOutcome()
{
    if (!m_why.isEmpty())
        QSKIP(qPrintable(u"no Slurm cluster here: "_s + m_why));
    Result<Task> task = loadTask(m_root, QString::fromLatin1(kTask));
    QVERIFY(task);
    ValidationOptions options;
    options.slurm = config();
    options.slurm->heddle = m_dir.filePath(u"no-heddle-here"_s);
    options.slurmPollMs = 300;
    const RunRecord record = validate(*task, options);
    QCOMPARE(record.runs.size(), task->attempts.size() + 2);
    for (const TargetRun &run : record.runs) {
        QCOMPARE(run.outcome, TargetRun::Outcome::FailedToStart);
        // Slurm's state and the node's own words say why.
        QVERIFY2(run.message.contains(u"FAILED"_s), qPrintable(run.message));
        QVERIFY2(run.message.contains(u"no-heddle-here"_s), qPrintable(run.message));
    }
}

QTEST_GUILESS_MAIN(TestSlurmCluster)
#include "tst_slurmcluster.moc"
