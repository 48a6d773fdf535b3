// `heddle review` runs as a real process on a copy of the demo dataset whose heddle-dataset.json names the scripted
// agent (tests/data/agents/scout.py): per task and per attempt, text and --json, a failing agent reported with exit
// 0, the curator's own agent from the preferences, and the exit codes of what cannot run.
#include <app/settings.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/home.h>
#include <tests/support/processes.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

ReviewAgentConfig scout(const QString &name, const QString &mode, ReviewAgentConfig::Per per)
{
    ReviewAgentConfig agent;
    agent.name = name;
    agent.command = u"python3 \"$HEDDLE_DATASET/agents/scout.py\" "_s + mode;
    agent.per = per;
    agent.paths = {u"agents"_s};
    agent.version = u"1.4"_s;
    return agent;
}

QStringList agentRunFiles(const QString &root, const QString &task)
{
    return QDir(root + u"/tasks/"_s + task + u"/agent-runs"_s).entryList({u"*.json"_s}, QDir::Files);
}

} // namespace

class TestReviewVerb : public QObject
{
    Q_OBJECT
    TemporaryHome m_home;
    std::unique_ptr<DemoCopy> m_copy;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        QCoreApplication::setOrganizationName(u"Heddle"_s);
        QCoreApplication::setApplicationName(u"Heddle"_s);
    }

    void init()
    {
        // Each function starts from the demo as installed, with the agents named.
        m_copy = std::make_unique<DemoCopy>();
        QVERIFY(m_copy->install());
        QVERIFY(QDir().mkpath(m_copy->root() + u"/agents"_s));
        QVERIFY(QFile::copy(testDataPath(u"agents/scout.py"_s), m_copy->root() + u"/agents/scout.py"_s));
        Result<Dataset> dataset = openDatasetDescription(m_copy->root());
        QVERIFY(dataset);
        dataset->info.reviewAgents = {scout(u"scout"_s, u"find"_s, ReviewAgentConfig::Per::Task),
                                      scout(u"scout-attempts"_s, u"find"_s, ReviewAgentConfig::Per::Attempt),
                                      scout(u"broken"_s, u"fail"_s, ReviewAgentConfig::Per::Task)};
        QVERIFY(saveDatasetInfo(m_copy->root(), dataset->info));
    }

    void commitsInAGitDataset()
    {
        QVERIFY(initDatasetRepository(m_copy->root(), {u"Ada"_s, u"ada@example.org"_s}));
        {
            // The temporary home has no git identity: the commits' author is the curator set in the preferences.
            Settings settings;
            settings.setConfiguredCuratorName(u"Ada"_s);
            settings.setConfiguredCuratorEmail(u"ada@example.org"_s);
        }
        ProcessRun r = runHeddle(
            {u"review"_s, m_copy->root(), u"--agent"_s, u"scout"_s, u"--tasks"_s, u"wallet-lock"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString commit = QJsonDocument::fromJson(r.out).object()[u"commit"_s].toString();
        QVERIFY2(!commit.isEmpty(), r.err.constData());
        QCOMPARE(commit.size(), 40);
        const Result<QList<HistoryEntry>> history = taskHistory(m_copy->root(), u"wallet-lock"_s, 1);
        QVERIFY(history && !history->isEmpty());
        QCOMPARE(history->first().id, commit);
        QVERIFY2(history->first().summary.startsWith(u"Review agent scout 1.4: "_s),
                 qPrintable(history->first().summary));

        // --no-commit writes the run's files and leaves the history as it was.
        r = runHeddle({u"review"_s, m_copy->root(), u"--agent"_s, u"scout"_s, u"--tasks"_s, u"wallet-lock"_s,
                       u"--no-commit"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).object()[u"commit"_s].isNull());
        QCOMPARE(taskHistory(m_copy->root(), u"wallet-lock"_s, 1)->first().id, commit);
        QCOMPARE(agentRunFiles(m_copy->root(), u"wallet-lock"_s).size(), 2);
    }

    void perTaskJson()
    {
        const ProcessRun r = runHeddle({u"review"_s, m_copy->root(), u"--agent"_s, u"scout"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"agent"_s].toString(), u"scout"_s);
        QCOMPARE(o[u"version"_s].toString(), u"1.4"_s);
        const QJsonArray runs = o[u"runs"_s].toArray();
        QCOMPARE(runs.size(), 3);
        int added = 0;
        for (const QJsonValue &v : runs) {
            const QJsonObject run = v.toObject();
            QCOMPARE(run[u"outcome"_s].toString(), u"finished"_s);
            QCOMPARE(run[u"exit_code"_s].toInt(), 0);
            QVERIFY(run[u"attempt"_s].isNull());
            QVERIFY(run[u"duration_s"_s].toDouble() > 0);
            added += run[u"added"_s].toInt();
            QCOMPARE(agentRunFiles(m_copy->root(), run[u"task"_s].toString()),
                     QStringList{run[u"id"_s].toString() + u".json"_s});
        }
        QCOMPARE(added, 1); // only wallet-lock's query speaks of locking
        const QJsonObject totals = o[u"totals"_s].toObject();
        QCOMPARE(totals[u"runs"_s].toInt(), 3);
        QCOMPARE(totals[u"failed"_s].toInt(), 0);
        QCOMPARE(totals[u"added"_s].toInt(), 1);
        const QByteArray review = readFixture(m_copy->root() + u"/tasks/wallet-lock/review.json"_s);
        QVERIFY(review.contains("\"scout.query-lock\""));
    }

    void perAttemptText()
    {
        const ProcessRun r =
            runHeddle({u"review"_s, m_copy->root(), u"--agent"_s, u"scout-attempts"_s, u"--tasks"_s, u"wallet-lock"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList lines = r.outText().split(u'\n', Qt::SkipEmptyParts);
        const int attempts = int(QDir(m_copy->root() + u"/tasks/wallet-lock/attempts"_s)
                                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                                     .size());
        QCOMPARE(lines.size(), attempts + 1);
        QVERIFY2(lines.first().startsWith(u"wallet-lock/"_s), qPrintable(lines.first()));
        QVERIFY2(lines.first().contains(u"finished (0)"_s), qPrintable(lines.first()));
        QVERIFY2(lines.last().startsWith(u"scout-attempts 1.4: %1 run"_s.arg(attempts)), qPrintable(lines.last()));
        QCOMPARE(agentRunFiles(m_copy->root(), u"wallet-lock"_s).size(), attempts);
        QVERIFY(agentRunFiles(m_copy->root(), u"spend-policy"_s).isEmpty());
    }

    void failingAgentIsReported()
    {
        const ProcessRun r =
            runHeddle({u"review"_s, m_copy->root(), u"--agent"_s, u"broken"_s, u"--tasks"_s, u"spend-policy"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.outText().contains(u"spend-policy  finished (3)"_s), r.out.constData());
        QVERIFY2(r.outText().contains(u"exited with code 3"_s), r.out.constData());
        QVERIFY2(r.outText().contains(u"(1 failed)"_s), r.out.constData());
        QCOMPARE(agentRunFiles(m_copy->root(), u"spend-policy"_s).size(), 1);
    }

    void ownAgentFromThePreferences()
    {
        Settings().setReviewAgentsText(
            reviewAgentsToText({scout(u"mine"_s, u"find"_s, ReviewAgentConfig::Per::Task),
                                scout(u"scout"_s, u"fail"_s, ReviewAgentConfig::Per::Task)}));
        const ProcessRun mine = runHeddle(
            {u"review"_s, m_copy->root(), u"--agent"_s, u"mine"_s, u"--tasks"_s, u"wallet-lock"_s, u"--json"_s});
        Settings().setReviewAgentsText({});
        QVERIFY2(mine.exitCode == 0, mine.err.constData());
        QCOMPARE(QJsonDocument::fromJson(mine.out).object()[u"totals"_s].toObject()[u"added"_s].toInt(), 1);
    }

    void datasetAgentWinsOverOwn()
    {
        // The preferences' "scout" fails; the dataset's, which wins, finds.
        Settings().setReviewAgentsText(
            reviewAgentsToText({scout(u"scout"_s, u"fail"_s, ReviewAgentConfig::Per::Task)}));
        const ProcessRun r = runHeddle(
            {u"review"_s, m_copy->root(), u"--agent"_s, u"scout"_s, u"--tasks"_s, u"wallet-lock"_s, u"--json"_s});
        Settings().setReviewAgentsText({});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject totals = QJsonDocument::fromJson(r.out).object()[u"totals"_s].toObject();
        QCOMPARE(totals[u"failed"_s].toInt(), 0);
        QCOMPARE(totals[u"added"_s].toInt(), 1);
    }

    void whatCannotRun_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown agent") << QStringList{u"--agent"_s, u"nobody"_s} << 1
                                       << u"no review agent 'nobody' (known: scout, scout-attempts, broken)"_s;
        QTest::newRow("missing --agent") << QStringList{} << 2 << u"missing --agent NAME"_s;
        QTest::newRow("unknown task") << QStringList{u"--agent"_s, u"scout"_s, u"--tasks"_s, u"nope"_s} << 2
                                      << u"no task 'nope'"_s;
        QTest::newRow("bad --jobs") << QStringList{u"--agent"_s, u"scout"_s, u"--jobs"_s, u"0"_s} << 2
                                    << u"--jobs takes a whole number from 1"_s;
    }

    void whatCannotRun()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const ProcessRun r = runHeddle(QStringList{u"review"_s, m_copy->root()} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.errText().contains(message), r.err.constData());
        QVERIFY(agentRunFiles(m_copy->root(), u"wallet-lock"_s).isEmpty());
    }

    void unreadableDataset()
    {
        QTemporaryDir empty;
        const ProcessRun r = runHeddle({u"review"_s, empty.path(), u"--agent"_s, u"scout"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReviewVerb)
#include "tst_reviewverb.moc"
