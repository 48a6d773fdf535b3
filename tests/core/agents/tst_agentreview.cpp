// A scripted review agent (tests/data/agents/scout.py, a real python3 process) run on copies of the demo dataset,
// in bubblewrap and outside it, per task and per attempt: what it is given, the flags it leaves in review.json, the
// run records, and every way a run can go wrong (a timeout, a crash, a non-zero exit, garbage output, a cancel).
#include <core/agents/agentreview.h>
#include <core/dataset/datasetio.h>
#include <core/exec/sandbox.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const auto kTask = u"wallet-lock"_s;

/// A demo copy with the scripted agent in its agents/ folder.
class AgentDataset
{
public:
    bool install()
    {
        if (!m_demo.install())
            return false;
        QDir().mkpath(m_demo.root() + u"/agents"_s);
        return QFile::copy(testDataPath(u"agents/scout.py"_s), m_demo.root() + u"/agents/scout.py"_s);
    }
    QString root() const { return m_demo.root(); }
    QString folder() const { return m_demo.folder(); }

private:
    DemoCopy m_demo;
};

ReviewAgentConfig scout(const QString &mode, ReviewAgentConfig::Per per = ReviewAgentConfig::Per::Task,
                        bool sandbox = true)
{
    ReviewAgentConfig agent;
    agent.name = u"scout"_s;
    agent.command = u"python3 \"$HEDDLE_DATASET/agents/scout.py\" "_s + mode;
    agent.per = per;
    agent.sandbox = sandbox;
    agent.paths = {u"agents"_s};
    agent.versionCommand = u"echo 1.4-scout"_s;
    return agent;
}

QList<Flag> flagsOf(const QString &root, const QString &taskId, const QString &agent = u"scout"_s)
{
    const Result<Task> task = loadTask(root, taskId);
    if (!task) {
        QTest::qFail(qPrintable(task.error().toString()), __FILE__, __LINE__);
        return {};
    }
    QList<Flag> flags;
    for (const Flag &f : task->flags)
        if (f.agent == agent)
            flags.append(f);
    return flags;
}

AgentReviewReport run(const QString &root, const ReviewAgentConfig &agent, const QStringList &tasks,
                      const JobControl &job = JobControl::none())
{
    AgentReviewOptions options;
    options.parallelism = 2;
    const Result<AgentReviewReport> report = runReviewAgent(root, agent, tasks, options, job);
    if (!report) {
        QTest::qFail(qPrintable(report.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *report;
}

} // namespace

class TestAgentReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!bubblewrapAvailable())
            QFAIL("bubblewrap (bwrap) is needed for the sandboxed runs");
    }

    void perTaskAddsFlagsAndRecordsTheRun_data()
    {
        QTest::addColumn<bool>("sandbox");
        QTest::newRow("sandboxed") << true;
        QTest::newRow("outside the sandbox") << false;
    }

    void perTaskAddsFlagsAndRecordsTheRun()
    {
        QFETCH(bool, sandbox);
        AgentDataset data;
        QVERIFY(data.install());
        const AgentReviewReport report =
            run(data.root(), scout(u"find"_s, ReviewAgentConfig::Per::Task, sandbox), {kTask, u"spend-policy"_s});
        QVERIFY2(report.errors.isEmpty(), qPrintable(report.errors.value(0).toString()));
        QCOMPARE(report.version, u"1.4-scout"_s);
        QCOMPARE(report.runs.size(), 2);
        QCOMPARE(report.failedRuns(), 0);
        // The query of wallet-lock speaks of locking; spend-policy's does not.
        const AgentRunRecord &lock = report.runs.at(0);
        QCOMPARE(lock.task, kTask);
        QVERIFY(lock.attempt.isEmpty());
        QCOMPARE(lock.outcome, AgentRunRecord::Outcome::Finished);
        QCOMPARE(lock.sandboxed, sandbox);
        QVERIFY(lock.imported);
        QCOMPARE(lock.added, 1);
        QCOMPARE(lock.skipped, 0);
        QCOMPARE(lock.changedPaths, QStringList{u"tasks/wallet-lock/review.json"_s});
        QCOMPARE(report.runs.at(1).task, u"spend-policy"_s);
        QCOMPARE(report.runs.at(1).added, 0);
        QCOMPARE(report.added(), 1);
        // The sandbox shows the task folder read-only; outside it the agent could write there.
        QVERIFY2(lock.stderrTail.contains(sandbox ? "task folder: read-only" : "task folder: writable"),
                 lock.stderrTail.constData());

        const QList<Flag> flags = flagsOf(data.root(), kTask);
        QCOMPARE(flags.size(), 1);
        QCOMPARE(flags.first().id, u"scout.query-lock"_s);
        QCOMPARE(flags.first().kind, FlagKind::FalsePositive);
        QCOMPARE(flags.first().agentVersion, u"1.4-scout"_s);
        QVERIFY(flags.first().awaitsVerdict());
        QCOMPARE(flags.first().evidence.size(), 1);

        const QList<AgentRunRecord> records = readAgentRunRecords(data.root(), kTask);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().id, lock.id);
        QCOMPARE(records.first().agentVersion, u"1.4-scout"_s);
        QCOMPARE(records.first().command, scout(u"find"_s).command);
        QCOMPARE(records.first().added, 1);
        QCOMPARE(readAgentRunRecords(data.root(), u"spend-policy"_s).size(), 1);
        QVERIFY(report.changedPaths.contains(u"tasks/wallet-lock/review.json"_s));
        QVERIFY(report.changedPaths.contains(u"tasks/wallet-lock/agent-runs/"_s + lock.id + u".json"_s));
        QVERIFY(checkDataset(data.root()).isEmpty());
    }

    void perAttemptRunsOncePerAttempt()
    {
        AgentDataset data;
        QVERIFY(data.install());
        const Result<Task> task = loadTask(data.root(), kTask);
        QVERIFY(task);
        int changing = 0;
        for (const Attempt &a : task->attempts)
            changing += a.patch.contains("+++ b/") ? 1 : 0;
        QVERIFY(changing >= 2);

        const AgentReviewReport report = run(data.root(), scout(u"find"_s, ReviewAgentConfig::Per::Attempt), {kTask});
        QCOMPARE(report.runs.size(), task->attempts.size());
        for (qsizetype i = 0; i < report.runs.size(); ++i) {
            QCOMPARE(report.runs.at(i).attempt, task->attempts.at(i).id);
            QCOMPARE(report.runs.at(i).per, u"attempt"_s);
        }
        QCOMPARE(report.added(), changing);
        const QList<Flag> flags = flagsOf(data.root(), kTask);
        QCOMPARE(flags.size(), changing);
        for (const Flag &f : flags) {
            QCOMPARE(f.kind, FlagKind::FalseNegative);
            QVERIFY(!f.attempt.isEmpty());
        }
        QCOMPARE(readAgentRunRecords(data.root(), kTask).size(), task->attempts.size());
    }

    void outputFileIsRead()
    {
        AgentDataset data;
        QVERIFY(data.install());
        ReviewAgentConfig agent = scout(u"file"_s);
        agent.output = u"findings.jsonl"_s;
        const AgentReviewReport report = run(data.root(), agent, {kTask});
        QCOMPARE(report.runs.size(), 1);
        QCOMPARE(report.runs.first().added, 1);
        QCOMPARE(report.runs.first().output, u"findings.jsonl"_s);
        QCOMPARE(flagsOf(data.root(), kTask).size(), 1);
    }

    void rerunWithdrawsAndKeepsDecided()
    {
        AgentDataset data;
        QVERIFY(data.install());
        QCOMPARE(run(data.root(), scout(u"find"_s), {kTask}).added(), 1);
        // Raised again as it was: unchanged.
        AgentReviewReport again = run(data.root(), scout(u"find"_s), {kTask});
        QCOMPARE(again.unchanged(), 1);
        QCOMPARE(again.added(), 0);
        // The agent no longer finds it: withdrawn, not deleted.
        AgentReviewReport none = run(data.root(), scout(u"none"_s), {kTask});
        QCOMPARE(none.runs.first().lines, 0);
        QCOMPARE(none.withdrawn(), 1);
        QList<Flag> flags = flagsOf(data.root(), kTask);
        QCOMPARE(flags.size(), 1);
        QVERIFY(flags.first().isWithdrawn());

        // A curator decides it; the agent raising it again leaves the decision as it is.
        Result<Task> task = loadTask(data.root(), kTask);
        QVERIFY(task);
        for (Flag &f : task->flags)
            if (f.agent == u"scout") {
                f.verdict = Verdict::Confirmed;
                f.verdictBy = u"Ada"_s;
                f.verdictAt = QDateTime::currentDateTimeUtc();
            }
        QVERIFY(saveReview(data.root(), *task));
        AgentReviewReport decided = run(data.root(), scout(u"find"_s), {kTask});
        QCOMPARE(decided.keptDecided(), 1);
        flags = flagsOf(data.root(), kTask);
        QCOMPARE(flags.size(), 1);
        QCOMPARE(flags.first().verdict, Verdict::Confirmed);
        QCOMPARE(readAgentRunRecords(data.root(), kTask).size(), 4);
    }

    void garbageLinesAreNamedAndTheRestImported()
    {
        AgentDataset data;
        QVERIFY(data.install());
        const AgentReviewReport report = run(data.root(), scout(u"garbage"_s), {kTask});
        QCOMPARE(report.runs.size(), 1);
        const AgentRunRecord &r = report.runs.first();
        QVERIFY(r.imported);
        QCOMPARE(r.lines, 3);
        QCOMPARE(r.added, 1);
        QCOMPARE(r.skipped, 2);
        QCOMPARE(r.errors.size(), 2);
        QCOMPARE(r.errors.at(0).file, u"stdout"_s);
        QCOMPARE(r.errors.at(0).line, 1);
        QCOMPARE(r.errors.at(1).line, 3);
        QCOMPARE(r.errors.at(1).pointer, u"/kind"_s);
        const QList<AgentRunRecord> records = readAgentRunRecords(data.root(), kTask);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().errors.size(), 2);
        QCOMPARE(records.first().errors.at(1).line, 3);
    }

    void failedRunsImportNothing_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("timeout");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("non-zero exit") << u"fail"_s << 600 << int(AgentRunRecord::Outcome::Finished) << 3;
        QTest::newRow("crash") << u"crash"_s << 600 << int(AgentRunRecord::Outcome::Crashed) << -1;
        QTest::newRow("timeout") << u"sleep"_s << 1 << int(AgentRunRecord::Outcome::TimedOut) << -1;
    }

    void failedRunsImportNothing()
    {
        QFETCH(QString, mode);
        QFETCH(int, timeout);
        QFETCH(int, outcome);
        QFETCH(int, exitCode);
        AgentDataset data;
        QVERIFY(data.install());
        QCOMPARE(run(data.root(), scout(u"find"_s), {kTask}).added(), 1);
        ReviewAgentConfig agent = scout(mode);
        agent.timeoutSeconds = timeout;
        const AgentReviewReport report = run(data.root(), agent, {kTask});
        QCOMPARE(report.runs.size(), 1);
        const AgentRunRecord &r = report.runs.first();
        QCOMPARE(int(r.outcome), outcome);
        if (exitCode >= 0)
            QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.failed());
        QVERIFY(!r.imported);
        QVERIFY(!r.message.isEmpty());
        QCOMPARE(report.failedRuns(), 1);
        if (mode == u"fail")
            QVERIFY(r.stderrTail.contains("cannot reach the model"));
        if (mode == u"sleep")
            QVERIFY(r.durationMs < 30'000);
        // The flag the agent raised before is neither withdrawn nor changed.
        const QList<Flag> flags = flagsOf(data.root(), kTask);
        QCOMPARE(flags.size(), 1);
        QVERIFY(!flags.first().isWithdrawn());
        const QList<AgentRunRecord> records = readAgentRunRecords(data.root(), kTask);
        QCOMPARE(records.size(), 2);
        QCOMPARE(records.last().outcome, r.outcome);
    }

    void cancelStopsTheRuns()
    {
        AgentDataset data;
        QVERIFY(data.install());
        const QString marker = data.folder() + u"/started"_s;
        // Outside the sandbox, so that the agent can say it started where the test looks.
        ReviewAgentConfig agent = scout(u"wait \""_s + marker + u'"', ReviewAgentConfig::Per::Task, false);
        const JobControl job([&] { return QFile::exists(marker); }, [](int) {});
        AgentReviewOptions options;
        options.parallelism = 1;
        const Result<AgentReviewReport> report =
            runReviewAgent(data.root(), agent, {kTask, u"spend-policy"_s, u"coin-hours-split"_s}, options, job);
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QCOMPARE(report->runs.size(), 1);
        QCOMPARE(report->runs.first().outcome, AgentRunRecord::Outcome::Cancelled);
        QVERIFY(report->runs.first().durationMs < 30'000);
        QCOMPARE(report->notRun, 2);
        QVERIFY(flagsOf(data.root(), kTask).isEmpty());
        QCOMPARE(readAgentRunRecords(data.root(), kTask).size(), 1);
        QVERIFY(readAgentRunRecords(data.root(), u"spend-policy"_s).isEmpty());
    }

    void unreadableDatasetFails()
    {
        QTemporaryDir empty;
        const Result<AgentReviewReport> report = runReviewAgent(empty.path(), scout(u"find"_s), {kTask});
        QVERIFY(!report);
    }
};

QTEST_GUILESS_MAIN(TestAgentReview)
#include "tst_agentreview.moc"
