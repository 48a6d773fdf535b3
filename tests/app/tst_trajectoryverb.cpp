// Runs `heddle trajectory` as a real process on the trajectories in tests/data/swe-bench (from SWE-agent/SWE-agent,
// SWE-bench/SWE-smith, SWE-agent/mini-swe-agent and All-Hands-AI/OpenHands; MIT, see tests/data/README.md) and on
// broken copies of them.

#include <core/json/jsondocument.h>
#include <core/trajectory/trajectoryparser.h>
#include <tests/support/processes.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>
#include <tests/support/files.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

ProcessRun trajectoryVerb(const QStringList &args)
{
    return runHeddle(QStringList{u"trajectory"_s} + args);
}

QJsonObject jsonOf(const ProcessRun &run)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

} // namespace

class TestTrajectoryVerb : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepsOfASweAgentTrajectory();
    void stepsOfAMiniSweAgentTrajectory();
    void statsText();
    void statsJson_data();
    void statsJson();
    void stepsJson();
    void largeFileReadLean();
    void truncatedFile();
    void wrongType();
    void unknownInstance();
    void unreadableFile();
    void usageErrors_data();
    void usageErrors();
    void help();
};

void TestTrajectoryVerb::stepsOfASweAgentTrajectory()
{
    const ProcessRun run = trajectoryVerb({testDataPath(samples::sweAgentTestRepoTrajectory)});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    // Number (from 1), kind and the first line of the action (the edit's body stays out of the listing).
    QCOMPARE(run.out, QByteArray("1  action       find_file \"missing_colon.py\"\n"
                                 "2  action       open tests/missing_colon.py\n"
                                 "3  edit         edit 4:4\n"
                                 "4  action       python tests/missing_colon.py\n"
                                 "5  submit       submit\n"));
}

void TestTrajectoryVerb::stepsOfAMiniSweAgentTrajectory()
{
    const ProcessRun run = trajectoryVerb({testDataPath(samples::miniSweAgentTrajectory)});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.chopped(1).split('\n');
    QCOMPARE(lines.size(), 10);
    QCOMPARE(
        lines.first(),
        QByteArray(
            " 1  action       cat /Users/fuchur/Documents/24/git_sync/swe-agent-test-repo/tests/./missing_colon.py"));
    QCOMPARE(lines[8], QByteArray(" 9  action       cat > tests/missing_colon.py << 'EOF'"));
    QCOMPARE(
        lines.last(),
        QByteArray("10  submit       echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached"));
}

void TestTrajectoryVerb::statsText()
{
    const QString file = testDataPath(samples::sweSmithTrajectory);
    const ProcessRun run = trajectoryVerb({u"--stats"_s, file});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(u"format:      swe-agent-v1\n"_s), qPrintable(text));
    QVERIFY(text.contains(u"instance:    pandas-dev__pandas.95280573.pr_53652\n"_s));
    QVERIFY(text.contains(u"model:       claude-3-7-sonnet-20250219\n"_s));
    QVERIFY(text.contains(u"bytes:       1988492\n"_s));
    QVERIFY(text.contains(u"steps:       37 (action 31, edit 4, submit 2)\n"_s));
    QVERIFY(text.contains(u"exit status: submitted\n"_s));
    QVERIFY(text.contains(u"tokens:      256978 in, 952 out\n"_s));
    QVERIFY(text.contains(u"api calls:   37\n"_s));
    QVERIFY(text.contains(u"parse time:  "_s));
}

void TestTrajectoryVerb::statsJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<int>("bytes");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("edits");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QString>("exitStatus");
    QTest::addColumn<int>("inputTokens");
    QTest::addColumn<int>("outputTokens");

    QTest::newRow("swe-agent 0.x") << QStringList{testDataPath(samples::sweAgentPydicomTrajectory)} << u"swe-agent-v0"_s
                                   << u"pydicom__pydicom-1458"_s << 104975 << 12 << 6 << 0 << u"submitted"_s << 122612
                                   << 1369;
    QTest::newRow("openhands line by instance")
        << QStringList{testDataPath(samples::openHandsOutput), u"--instance"_s, u"ponylang__ponyc-4588"_s}
        << u"openhands"_s << u"ponylang__ponyc-4588"_s << 690202 << 50 << 16 << 1
        << u"RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 50, max iteration: 50"_s
        << 938015 << 5627;
    QTest::newRow("openhands first line")
        << QStringList{testDataPath(samples::openHandsOutput)} << u"openhands"_s << u"ponylang__ponyc-4595"_s << 690202
        << 23 << 2 << 0 << u"finished"_s << 565158 << 2558;
}

void TestTrajectoryVerb::statsJson()
{
    QFETCH(QStringList, args);
    QFETCH(QString, format);
    QFETCH(QString, instance);
    QFETCH(int, bytes);
    QFETCH(int, steps);
    QFETCH(int, edits);
    QFETCH(int, errors);
    QFETCH(QString, exitStatus);
    QFETCH(int, inputTokens);
    QFETCH(int, outputTokens);

    const ProcessRun run = trajectoryVerb(QStringList{u"--stats"_s, u"--json"_s} + args);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject stats = jsonOf(run);
    QVERIFY2(!stats.isEmpty(), run.out.constData());
    QCOMPARE(stats.value(u"format"_s).toString(), format);
    QCOMPARE(stats.value(u"instance_id"_s).toString(), instance);
    QCOMPARE(stats.value(u"bytes"_s).toInt(), bytes);
    QCOMPARE(stats.value(u"steps"_s).toInt(), steps);
    const QJsonObject kinds = stats.value(u"steps_by_kind"_s).toObject();
    QCOMPARE(kinds.value(u"edit"_s).toInt(), edits);
    QCOMPARE(kinds.value(u"error"_s).toInt(), errors);
    int total = 0;
    for (const auto &count : kinds)
        total += count.toInt();
    QCOMPARE(total, steps);
    QCOMPARE(stats.value(u"exit_status"_s).toString(), exitStatus);
    QCOMPARE(stats.value(u"input_tokens"_s).toInt(), inputTokens);
    QCOMPARE(stats.value(u"output_tokens"_s).toInt(), outputTokens);
    QVERIFY(stats.value(u"parse_ms"_s).isDouble());
    QVERIFY(stats.value(u"parse_ms"_s).toDouble() >= 0.0);
    // The process's peak memory, in kB: more than nothing, less than a gigabyte for these small files.
    QVERIFY(stats.value(u"peak_memory_kb"_s).toInteger() > 1000);
    QVERIFY(stats.value(u"peak_memory_kb"_s).toInteger() < 1000 * 1000);
}

void TestTrajectoryVerb::stepsJson()
{
    const ProcessRun run = trajectoryVerb({u"--json"_s, testDataPath(samples::sweAgentMarshmallowTrajectory)});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = jsonOf(run);
    QCOMPARE(root.value(u"format"_s).toString(), u"swe-agent-v1"_s);
    QCOMPARE(root.value(u"model"_s).toString(), u"gpt-4o"_s);
    const QJsonArray steps = root.value(u"steps"_s).toArray();
    QCOMPARE(steps.size(), 11);
    const QJsonObject first = steps.first().toObject();
    QCOMPARE(first.value(u"kind"_s).toString(), u"edit"_s);
    QCOMPARE(first.value(u"action"_s).toString(), u"create reproduce.py"_s);
    QCOMPARE(first.value(u"observation"_s).toString(), u"[File: reproduce.py (1 lines total)]\r\n1:"_s);
    QCOMPARE(first.value(u"duration_seconds"_s).toDouble(), 0.238733730999229);
    QCOMPARE(steps.last().toObject().value(u"kind"_s).toString(), u"submit"_s);
    QVERIFY(root.value(u"submission"_s).toString().startsWith(u"\r\ndiff --git a/src/marshmallow/fields.py"_s));
}

// A file from 4 MB on is read lean for the listing and --stats: the same steps, kinds and first lines as the whole
// parse --json gives.
void TestTrajectoryVerb::largeFileReadLean()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"marshmallow-code__marshmallow-1867.traj"_s);
    QJsonObject root =
        QJsonDocument::fromJson(readFixture(testDataPath(samples::sweAgentMarshmallowTrajectory))).object();
    const QJsonArray steps = root.value(u"trajectory"_s).toArray();
    QJsonArray many;
    while (QJsonDocument(QJsonObject{{u"trajectory"_s, many}}).toJson().size() < 5 * 1024 * 1024)
        for (const QJsonValue step : steps)
            many.append(step);
    root.insert(u"trajectory"_s, many);
    QVERIFY(writeFile(path, QJsonDocument(root).toJson()));

    // --json reads each step whole again as it prints it: the steps' whole texts, as the parser gives them, in the
    // very bytes every JSON file of Heddle's has (serialized again, the output does not change).
    const ProcessRun whole = trajectoryVerb({u"--json"_s, path});
    QCOMPARE(whole.exitCode, 0);
    QCOMPARE(serializeJson(Json::parse(whole.out.toStdString())), whole.out);
    const QJsonArray wholeSteps = jsonOf(whole).value(u"steps"_s).toArray();
    QCOMPARE(wholeSteps.size(), many.size());
    const Result<Trajectory> parsed = loadTrajectory(path);
    QVERIFY(parsed);
    QCOMPARE(jsonOf(whole).value(u"submission"_s).toString(), parsed->info.submission);
    for (qsizetype i = 0; i < wholeSteps.size(); ++i) {
        const QJsonObject step = wholeSteps.at(i).toObject();
        const TrajectoryStep &want = parsed->steps.at(i);
        QCOMPARE(step.value(u"index"_s).toInt(), want.index);
        QCOMPARE(step.value(u"kind"_s).toString(), trajectoryStepKindName(want.kind));
        QCOMPARE(step.value(u"thought"_s).toString(), want.thought);
        QCOMPARE(step.value(u"action"_s).toString(), want.action);
        QCOMPARE(step.value(u"observation"_s).toString(), want.observation);
    }

    const ProcessRun listing = trajectoryVerb({path});
    QCOMPARE(listing.exitCode, 0);
    const QList<QByteArray> lines = listing.out.trimmed().split('\n');
    QCOMPARE(lines.size(), wholeSteps.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QJsonObject step = wholeSteps.at(i).toObject();
        const QList<QByteArray> columns = lines.at(i).simplified().split(' ');
        QCOMPARE(columns.value(0).toInt(), step.value(u"index"_s).toInt() + 1);
        QCOMPARE(QString::fromUtf8(columns.value(1)), step.value(u"kind"_s).toString());
        const QString action = step.value(u"action"_s).toString().trimmed().section(u'\n', 0, 0).left(40);
        QVERIFY2(QString::fromUtf8(lines.at(i)).contains(action.simplified().left(20)), lines.at(i).constData());
    }

    const ProcessRun stats = trajectoryVerb({u"--stats"_s, u"--json"_s, path});
    QCOMPARE(stats.exitCode, 0);
    const QJsonObject counts = jsonOf(stats).value(u"steps_by_kind"_s).toObject();
    QHash<QString, int> want;
    for (const QJsonValue step : wholeSteps)
        ++want[step.toObject().value(u"kind"_s).toString()];
    for (auto it = want.cbegin(); it != want.cend(); ++it)
        QCOMPARE(counts.value(it.key()).toInt(), it.value());
    QCOMPARE(jsonOf(stats).value(u"model"_s).toString(), u"gpt-4o"_s);
}

void TestTrajectoryVerb::truncatedFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"cut.traj"_s);
    const QByteArray source = readFixture(testDataPath(samples::sweAgentTestRepoTrajectory));
    QVERIFY(source.size() > 3000);
    QVERIFY(writeFile(path, source.first(3000)));

    const ProcessRun run = trajectoryVerb({u"--stats"_s, path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith((path + u":22:118: the JSON ends inside a string"_s).toUtf8()), run.err.constData());
}

void TestTrajectoryVerb::wrongType()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"bad.traj"_s);
    QVERIFY(writeFile(path, "{\"trajectory\": [\n"
                            "  {\"action\": \"ls\", \"observation\": \"\", \"state\": {}},\n"
                            "  {\"action\": \"pwd\", \"observation\": \"\", \"state\": {}},\n"
                            "  {\"action\": \"cat a\", \"observation\": \"\", \"state\": {}},\n"
                            "  {\"thought\": \"h\xc3\xa9llo\", \"action\": 7, \"state\": {}}\n"
                            "]}\n"));

    const ProcessRun run = trajectoryVerb({path});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, (path + u":5:34: expected a string, found a number (at /trajectory/3/action)\n"_s).toUtf8());
}

void TestTrajectoryVerb::unknownInstance()
{
    const ProcessRun run =
        trajectoryVerb({testDataPath(samples::openHandsOutput), u"--instance"_s, u"astropy__astropy-12907"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no line has the instance_id \"astropy__astropy-12907\""), run.err.constData());
}

void TestTrajectoryVerb::unreadableFile()
{
    const QString path = testDataPath(u"no-such.traj"_s);
    const ProcessRun run = trajectoryVerb({path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith((path + u": cannot read the trajectory"_s).toUtf8()), run.err.constData());
}

void TestTrajectoryVerb::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("no file") << QStringList{u"--stats"_s} << QByteArray("missing FILE");
    QTest::newRow("two files") << QStringList{u"a.traj"_s, u"b.traj"_s} << QByteArray("unexpected argument 'b.traj'");
    QTest::newRow("unknown option") << QStringList{u"--fast"_s, u"a.traj"_s} << QByteArray("unknown option --fast");
    QTest::newRow("unknown format")
        << QStringList{u"--format"_s, u"swe-agent-v9"_s, u"a.traj"_s}
        << QByteArray("--format takes swe-agent-v0, swe-agent-v1, swe-agent-retry, mini-swe-agent, "
                      "openhands, not 'swe-agent-v9'");
    QTest::newRow("instance without value")
        << QStringList{u"a.traj"_s, u"--instance"_s} << QByteArray("--instance needs a value");
}

void TestTrajectoryVerb::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const ProcessRun run = trajectoryVerb(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QVERIFY(run.err.contains("Usage: heddle trajectory"));
}

void TestTrajectoryVerb::help()
{
    const ProcessRun run = trajectoryVerb({u"--help"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("Usage: heddle trajectory"));
    for (const char *option : {"--stats", "--json", "--instance", "--format"})
        QVERIFY2(run.out.contains(option), option);
}

QTEST_GUILESS_MAIN(TestTrajectoryVerb)
#include "tst_trajectoryverb.moc"
