#include <core/exec/runrequestfile.h>
#include <core/exec/slurmjob.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestSlurmJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestAndResultSurviveTheFolder();
    void missingResultIsNotFound();
    void submitArgumentsFollowTheConfig();
    void scriptRunsEachTasksFolder();
    void parsableAnswerGivesTheJobId();
    void squeueAndScontrolGiveEachTasksState();
    void slurmsFailuresAreOutcomes();
};

void TestSlurmJob::requestAndResultSurviveTheFolder()
{
    QTemporaryDir dir;
    RunRequest request;
    request.id = u"run-7"_s;
    request.workingDirectory = u"/shared/w 1"_s;
    request.command = u"python -m pytest -q 'a b'"_s;
    request.timeoutMs = 90000;
    request.limits.memoryBytes = 512 * kMiB;
    request.limits.processes = 64;
    request.limits.outputBytes = 3 * kMiB;
    request.environment = {u"PYTEST_ADDOPTS=--junitxml=/x.xml"_s};
    request.readOnlyPaths = {u"/opt/venv"_s};
    request.container = ContainerSpec{u"podman"_s, u"img:1"_s, {}, {}, {}};
    QVERIFY(writeRunRequest(dir.path(), request));
    const Result<RunRequest> read = readRunRequest(dir.path());
    QVERIFY(read);
    QCOMPARE(read->id, request.id);
    QCOMPARE(read->workingDirectory, request.workingDirectory);
    QCOMPARE(read->command, request.command);
    QCOMPARE(read->timeoutMs, 90000);
    QCOMPARE(read->limits.memoryBytes, 512 * kMiB);
    QCOMPARE(read->limits.processes, 64);
    QCOMPARE(read->limits.outputBytes, 3 * kMiB);
    QCOMPARE(read->environment, request.environment);
    QCOMPARE(read->readOnlyPaths, request.readOnlyPaths);
    QVERIFY(read->container);
    QCOMPARE(read->container->image, u"img:1"_s);

    RunResult result;
    result.id = u"run-7"_s;
    result.outcome = RunResult::Outcome::LimitExceeded;
    result.limit = ResourceLimit::Memory;
    result.exitCode = 137;
    result.stdoutBytes = QByteArray("ok\0binary", 9);
    result.stderrBytes = "warn\n";
    result.stdoutDropped = 12345;
    result.message = u"over the memory limit"_s;
    QVERIFY(writeRunResult(dir.path(), result));
    const Result<RunResult> back = readRunResult(dir.path());
    QVERIFY(back);
    QCOMPARE(back->outcome, RunResult::Outcome::LimitExceeded);
    QCOMPARE(back->limit, ResourceLimit::Memory);
    QCOMPARE(back->exitCode, 137);
    QCOMPARE(back->stdoutBytes, result.stdoutBytes);
    QCOMPARE(back->stderrBytes, result.stderrBytes);
    QCOMPARE(back->stdoutDropped, 12345);
    QCOMPARE(back->message, result.message);
}

void TestSlurmJob::missingResultIsNotFound()
{
    QTemporaryDir dir;
    const Result<RunResult> none = readRunResult(dir.path());
    QVERIFY(!none);
    QCOMPARE(none.error().code, Error::Code::NotFound);
}

void TestSlurmJob::submitArgumentsFollowTheConfig()
{
    SlurmConfig config;
    QStringList args = slurmSubmitArguments(config, u"/shared/job"_s, u"/shared/job/array.sh"_s, 10, 600);
    QVERIFY(args.contains(u"--parsable"_s));
    QVERIFY(args.contains(u"--array=0-9"_s));
    QVERIFY(args.contains(u"--time=11"_s)); // the wall time plus a minute, in minutes
    QVERIFY(args.contains(u"--cpus-per-task=1"_s));
    QVERIFY(args.contains(u"--output=/shared/job/runs/%a/slurm.out"_s));
    QVERIFY(!args.join(u' ').contains(u"--mem"_s));
    QVERIFY(!args.join(u' ').contains(u"--partition"_s));
    QCOMPARE(args.last(), u"/shared/job/array.sh"_s);

    config.partition = u"gpu"_s;
    config.account = u"lab"_s;
    config.timeLimit = u"2:00:00"_s;
    config.cpusPerRun = 4;
    config.memoryMbPerRun = 8192;
    config.sbatchOptions = {u"--qos=low"_s, u"--exclusive"_s};
    args = slurmSubmitArguments(config, u"/s"_s, u"/s/array.sh"_s, 1, 600);
    QVERIFY(args.contains(u"--array=0-0"_s));
    QVERIFY(args.contains(u"--partition=gpu"_s));
    QVERIFY(args.contains(u"--account=lab"_s));
    QVERIFY(args.contains(u"--time=2:00:00"_s));
    QVERIFY(args.contains(u"--cpus-per-task=4"_s));
    QVERIFY(args.contains(u"--mem=8192"_s));
    // The curator's own options come last before the script, so that they win over Heddle's.
    QCOMPARE(args.mid(args.size() - 3), (QStringList{u"--qos=low"_s, u"--exclusive"_s, u"/s/array.sh"_s}));
}

void TestSlurmJob::scriptRunsEachTasksFolder()
{
    const QString script = QString::fromUtf8(slurmArrayScript(u"/opt/heddle's/bin/heddle"_s, u"/shared/job 1"_s));
    QVERIFY(script.startsWith(u"#!/bin/sh\n"_s));
    QVERIFY2(script.contains(
                 u"exec '/opt/heddle'\\''s/bin/heddle' run-request '/shared/job 1/runs/'\"$SLURM_ARRAY_TASK_ID\""_s),
             qPrintable(script));
    QCOMPARE(slurmRunFolder(u"/shared/job 1"_s, 3), u"/shared/job 1/runs/3"_s);
}

void TestSlurmJob::parsableAnswerGivesTheJobId()
{
    QCOMPARE(slurmJobIdFromParsable("1234\n"), u"1234"_s);
    QCOMPARE(slurmJobIdFromParsable("1234;cluster2\n"), u"1234"_s);
    QCOMPARE(slurmJobIdFromParsable("sbatch: error: nope\n"), QString());
    QCOMPARE(slurmJobIdFromParsable(""), QString());
}

void TestSlurmJob::squeueAndScontrolGiveEachTasksState()
{
    const auto queued = parseSqueue("0|RUNNING|None\n1|RUNNING|None\n2|PENDING|Resources\n");
    QCOMPARE(queued.size(), 3);
    QCOMPARE(queued.value(0).state, u"RUNNING"_s);
    QCOMPARE(queued.value(2).reason, u"Resources"_s);

    const QByteArray control =
        "JobId=2 ArrayJobId=1 ArrayTaskId=0 JobName=heddle UserId=root(0) JobState=COMPLETED Reason=None "
        "Dependency=(null) ExitCode=0:0 RunTime=00:00:01\n"
        "JobId=3 ArrayJobId=1 ArrayTaskId=1 JobName=heddle JobState=TIMEOUT Reason=TimeLimit ExitCode=0:15\n"
        "JobId=1 ArrayJobId=1 ArrayTaskId=2-4%2 JobName=heddle JobState=PENDING Reason=JobArrayTaskLimit "
        "ExitCode=0:0\n";
    const auto states = parseScontrolJobs(control);
    QCOMPARE(states.size(), 5);
    QCOMPARE(states.value(0).state, u"COMPLETED"_s);
    QCOMPARE(states.value(1).state, u"TIMEOUT"_s);
    QCOMPARE(states.value(1).reason, u"TimeLimit"_s);
    QCOMPARE(states.value(1).exitCode, u"0:15"_s);
    QCOMPARE(states.value(4).state, u"PENDING"_s);
    QVERIFY(slurmStateIsFinal(u"TIMEOUT"_s));
    QVERIFY(slurmStateIsFinal(u"CANCELLED by 0"_s));
    QVERIFY(!slurmStateIsFinal(u"PENDING"_s));
    QVERIFY(!slurmStateIsFinal(u"COMPLETING"_s));
}

void TestSlurmJob::slurmsFailuresAreOutcomes()
{
    RunResult r = slurmFailure(u"a"_s, {u"TIMEOUT"_s, u"TimeLimit"_s, u"0:15"_s});
    QCOMPARE(r.outcome, RunResult::Outcome::TimedOut);
    QCOMPARE(r.limit, ResourceLimit::WallTime);
    QVERIFY2(r.message.contains(u"TIMEOUT, reason TimeLimit"_s), qPrintable(r.message));
    r = slurmFailure(u"a"_s, {u"OUT_OF_MEMORY"_s, u"OutOfMemory"_s, u"0:125"_s});
    QCOMPARE(r.outcome, RunResult::Outcome::LimitExceeded);
    QCOMPARE(r.limit, ResourceLimit::Memory);
    r = slurmFailure(u"a"_s, {u"NODE_FAIL"_s, u"NodeDown"_s, {}});
    QCOMPARE(r.outcome, RunResult::Outcome::FailedToStart);
    QVERIFY2(r.message.contains(u"node failed"_s) && r.message.contains(u"NodeDown"_s), qPrintable(r.message));
    r = slurmFailure(u"a"_s, {u"CANCELLED"_s, u"None"_s, {}});
    QCOMPARE(r.outcome, RunResult::Outcome::Cancelled);
    r = slurmFailure(u"a"_s, {u"FAILED"_s, u"NonZeroExitCode"_s, u"127:0"_s}, "/bin/sh: heddle: not found\n");
    QCOMPARE(r.outcome, RunResult::Outcome::FailedToStart);
    QVERIFY2(r.message.contains(u"127:0"_s) && r.message.contains(u"heddle: not found"_s), qPrintable(r.message));
}

QTEST_GUILESS_MAIN(TestSlurmJob)
#include "tst_slurmjob.moc"
