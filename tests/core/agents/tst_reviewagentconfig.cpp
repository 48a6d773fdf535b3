// Review agents as heddle-dataset.json and the preferences name them: read, written back as they were, checked with
// the place of each mistake, and the dataset's agents winning over the curator's own of the same name.
#include <core/dataset/datasetio.h>
#include <core/dataset/reviewagentconfig.h>
#include <core/storage/atomicfile.h>
#include <tests/support/demo/installeddemo.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestReviewAgentConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void datasetKeepsItsAgents()
    {
        QTemporaryDir dir;
        DatasetInfo info;
        info.name = u"Agents"_s;
        info.specCategories = {{u"functional"_s, u"Functional"_s}};
        ReviewAgentConfig scout;
        scout.name = u"scout"_s;
        scout.command = u"python3 agents/scout.py"_s;
        ReviewAgentConfig judge;
        judge.name = u"judge"_s;
        judge.command = u"./judge --json"_s;
        judge.per = ReviewAgentConfig::Per::Attempt;
        judge.sandbox = false;
        judge.timeoutSeconds = 30;
        judge.output = u"findings.jsonl"_s;
        judge.version = u"2.1"_s;
        judge.versionCommand = u"./judge --version"_s;
        judge.paths = {u"agents"_s, u"/opt/judge"_s};
        info.reviewAgents = {scout, judge};
        QVERIFY(createDataset(dir.path(), info));

        const Result<Dataset> opened = openDataset(dir.path());
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
        QCOMPARE(opened->info.reviewAgents.size(), 2);
        QCOMPARE(opened->info.reviewAgents.at(0), scout);
        QCOMPARE(opened->info.reviewAgents.at(1), judge);
        const QByteArray text = *readWholeFile(dir.path() + u"/heddle-dataset.json"_s);
        // Defaults are left out, so the file keeps what the curator wrote.
        QVERIFY(text.contains("\"per\": \"task\""));
        QVERIFY(!text.contains("\"sandbox\": true"));
        QVERIFY(text.contains("\"timeout_s\": 30"));
    }

    void datasetSchemaRefusesABadAgent()
    {
        QTemporaryDir dir;
        QVERIFY(writeFileIfChanged(dir.path() + u"/heddle-dataset.json"_s,
                                   R"({"format": "heddle-dataset", "format_version": 1, "name": "x",
 "spec_categories": [],
 "review_agents": [{"name": "scout", "command": "true", "per": "weekly"}]})"_ba));
        const Result<Dataset> opened = openDataset(dir.path());
        QVERIFY(!opened);
        QCOMPARE(opened.error().pointer, u"/review_agents/0/per"_s);
    }

    void preferencesTextIsChecked_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<int>("line");
        QTest::newRow("not a list") << R"({"name": "a"})"_ba << QString() << 1;
        QTest::newRow("no command") << "[\n  {\"name\": \"a\", \"per\": \"task\"}\n]"_ba << u"/0/command"_s << 2;
        QTest::newRow("bad per") << R"([{"name": "a", "command": "x", "per": "all"}])"_ba << u"/0/per"_s << 1;
        QTest::newRow("bad name") << R"([{"name": "a b", "command": "x", "per": "task"}])"_ba << u"/0/name"_s << 1;
        QTest::newRow("same name") << "[{\"name\": \"a\", \"command\": \"x\", \"per\": \"task\"},\n"
                                      " {\"name\": \"a\", \"command\": \"y\", \"per\": \"task\"}]"_ba
                                   << u"/1/name"_s << 2;
        QTest::newRow("output in a folder")
            << R"([{"name": "a", "command": "x", "per": "task", "output": "../f"}])"_ba << u"/0/output"_s << 1;
        QTest::newRow("unknown key") << R"([{"name": "a", "command": "x", "per": "task", "model": "m"}])"_ba
                                     << u"/0/model"_s << 1;
        QTest::newRow("zero timeout") << R"([{"name": "a", "command": "x", "per": "task", "timeout_s": 0}])"_ba
                                      << u"/0/timeout_s"_s << 1;
        // Agents of kind llm, spelled without raw strings: moc reads this file too.
        const QByteArray llm = "{\"base_url\": \"http://h/v1\", \"model\": \"m\"";
        QTest::newRow("command and llm") << "[{\"name\": \"a\", \"command\": \"x\", \"per\": \"task\", \"llm\": " +
                                                llm + "}}]"
                                         << u"/0/llm"_s << 1;
        QTest::newRow("llm without a scheme")
            << "[{\"name\": \"a\", \"per\": \"task\", \"llm\": {\"base_url\": \"localhost:8000/v1\", \"model\": \"m\"}}]"_ba
            << u"/0/llm/base_url"_s << 1;
        QTest::newRow("llm without a model")
            << "[{\"name\": \"a\", \"per\": \"task\", \"llm\": {\"base_url\": \"http://h/v1\"}}]"_ba
            << u"/0/llm/model"_s << 1;
        QTest::newRow("llm negative price") << "[{\"name\": \"a\", \"per\": \"task\", \"llm\": " + llm +
                                                   ",\n \"price_per_million\": {\"prompt\": -1}}}]"
                                            << u"/0/llm/price_per_million/prompt"_s << 2;
        QTest::newRow("llm unknown key") << "[{\"name\": \"a\", \"per\": \"task\", \"llm\": " + llm +
                                                ", \"api_key\": \"sk\"}}]"
                                         << u"/0/llm/api_key"_s << 1;
    }

    void preferencesTextIsChecked()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, pointer);
        QFETCH(int, line);
        const Result<QList<ReviewAgentConfig>> agents = parseReviewAgents(text, u"preferences"_s);
        QVERIFY(!agents);
        QCOMPARE(agents.error().file, u"preferences"_s);
        QCOMPARE(agents.error().pointer, pointer);
        QCOMPARE(agents.error().line, line);
    }

    void preferencesTextRoundTrips()
    {
        ReviewAgentConfig own;
        own.name = u"mine"_s;
        own.command = u"~/bin/review"_s;
        own.per = ReviewAgentConfig::Per::Attempt;
        own.sandbox = false;
        const QByteArray text = reviewAgentsToText({own});
        const Result<QList<ReviewAgentConfig>> back = parseReviewAgents(text, u"preferences"_s);
        QVERIFY(back);
        QCOMPARE(back->size(), 1);
        QCOMPARE(back->first(), own);
        QVERIFY(parseReviewAgents("  \n", u"preferences"_s)->isEmpty());

        // An agent of kind llm, every setting away from its default, comes back the same; the dataset's schema takes
        // it.
        ReviewAgentConfig house;
        house.name = u"house"_s;
        house.llm = LlmAgentSettings{u"https://models.example/v1"_s, u"qwen"_s, u"KEY"_s, 2048, 0.2, 8, 30, 16384,
                                     u"prompts/mine.md"_s,           false,     0.5,      1.5};
        const QByteArray llmText = reviewAgentsToText({house});
        const Result<QList<ReviewAgentConfig>> llmBack = parseReviewAgents(llmText, u"preferences"_s);
        QVERIFY2(llmBack, qPrintable(llmBack ? QString() : llmBack.error().toString()));
        QCOMPARE(llmBack->first(), house);
        QVERIFY(!llmText.contains("command"));
    }

    void datasetAgentsWinOverOwn()
    {
        ReviewAgentConfig datasetScout{u"scout"_s, u"dataset-scout"_s};
        ReviewAgentConfig ownScout{u"scout"_s, u"my-scout"_s};
        ReviewAgentConfig ownJudge{u"judge"_s, u"my-judge"_s};
        const QList<ReviewAgentConfig> merged = mergeReviewAgents({datasetScout}, {ownScout, ownJudge});
        QCOMPARE(merged.size(), 2);
        QCOMPARE(merged.at(0).command, u"dataset-scout"_s);
        QCOMPARE(merged.at(1).command, u"my-judge"_s);
    }
};

QTEST_GUILESS_MAIN(TestReviewAgentConfig)
#include "tst_reviewagentconfig.moc"
