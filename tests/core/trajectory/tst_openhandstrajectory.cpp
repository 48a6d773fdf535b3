// OpenHands trajectories on real runs: output.jsonl lines (one instance each) and the event pairs of its history.
// The fixtures (tests/data/swe-bench, see tests/data/README.md) come from All-Hands-AI/OpenHands; the expected values
// were read from the same files with Python's json module.

#include <core/trajectory/trajectoryparser.h>

#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

qsizetype countKind(const Trajectory &trajectory, TrajectoryStep::Kind kind)
{
    return std::count_if(trajectory.steps.cbegin(), trajectory.steps.cend(),
                         [kind](const TrajectoryStep &step) { return step.kind == kind; });
}

} // namespace

Q_DECLARE_METATYPE(TrajectoryFormat)
Q_DECLARE_METATYPE(TrajectoryStep::Kind)

class TestOpenHandsTrajectory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openHandsSample_data();
    void openHandsSample();
    void openHandsFirstLineByDefault();
    void openHandsUnknownInstance();
    void openHandsPairs();
};

void TestOpenHandsTrajectory::openHandsSample_data()
{
    QTest::addColumn<QString>("instanceId");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("edits");
    QTest::addColumn<int>("submits");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QString>("firstActionStart");
    QTest::addColumn<int>("firstActionLength");
    QTest::addColumn<QString>("firstObservationStart");
    QTest::addColumn<int>("firstObservationLength");
    QTest::addColumn<QString>("firstThoughtStart");
    QTest::addColumn<int>("firstThoughtLength");
    QTest::addColumn<QString>("lastActionStart");
    QTest::addColumn<int>("lastActionLength");
    QTest::addColumn<QString>("lastObservationStart");
    QTest::addColumn<int>("lastObservationLength");
    QTest::addColumn<QString>("lastThoughtStart");
    QTest::addColumn<int>("lastThoughtLength");
    QTest::addColumn<QString>("exitStatus");
    QTest::addColumn<QString>("submissionStart");
    QTest::addColumn<int>("submissionLength");
    QTest::addColumn<qint64>("inputTokens");
    QTest::addColumn<qint64>("outputTokens");
    QTest::addColumn<int>("apiCalls");

    // clang-format off
    QTest::newRow("ponylang__ponyc-4595") << u"ponylang__ponyc-4595"_s << 23 << 2 << 1 << 0
        << u"ls -l /workspace/ponylang__ponyc__0.1"_s << 37 << u"total 300\n-rw-r--r--  1 root root   9336 Apr 30 08"_s << 1448 << u"The task involves fixing an issue in the `ponylang"_s << 397
        << u"finish\nThe issue with the `ponyc` compiler segfaul"_s << 273 << u""_s << 0 << u"The task involves verifying that the issue with th"_s << 645
        << u"finished"_s << u"diff --git a/src/libponyc/ast/parser.c b"_s << 342 << qint64(565158) << qint64(2558) << 23;
    QTest::newRow("ponylang__ponyc-4593") << u"ponylang__ponyc-4593"_s << 34 << 11 << 1 << 1
        << u"ls /workspace/ponylang__ponyc__0.1"_s << 34 << u"BUILD.md  CHANGELOG.md  CMakeLists.txt  CODE_OF_CO"_s << 319 << u"The task involves exploring the repository, identi"_s << 314
        << u"finish\nUnable to make necessary changes to the fil"_s << 241 << u""_s << 0 << u"It seems that I am unable to make the necessary ch"_s << 254
        << u"finished"_s << u"diff --git a/packages/cli/command_parser"_s << 533 << qint64(410169) << qint64(5156) << 34;
    QTest::newRow("ponylang__ponyc-4588") << u"ponylang__ponyc-4588"_s << 50 << 16 << 0 << 1
        << u"cd /workspace/ponylang__ponyc__0.1 && ls -l"_s << 43 << u"total 296\n-rw-r--r--  1 root root   9336 Apr 30 09"_s << 1448 << u"The task involves exploring the given C code repos"_s << 375
        << u"apt-get install -y libgtest-dev"_s << 31 << u"Reading package lists... Done\nBuilding dependency "_s << 137 << u"It seems that the CMake command is now failing bec"_s << 139
        << u"RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 50, max iteration: 50"_s << u"diff --git a/src/libponyc/expr/match.c b"_s << 557 << qint64(938015) << qint64(5627) << 50;
    // clang-format on
}

void TestOpenHandsTrajectory::openHandsSample()
{
    QFETCH(QString, instanceId);
    QFETCH(int, steps);
    QFETCH(int, edits);
    QFETCH(int, submits);
    QFETCH(int, errors);
    QFETCH(QString, firstActionStart);
    QFETCH(int, firstActionLength);
    QFETCH(QString, firstObservationStart);
    QFETCH(int, firstObservationLength);
    QFETCH(QString, firstThoughtStart);
    QFETCH(int, firstThoughtLength);
    QFETCH(QString, lastActionStart);
    QFETCH(int, lastActionLength);
    QFETCH(QString, lastObservationStart);
    QFETCH(int, lastObservationLength);
    QFETCH(QString, lastThoughtStart);
    QFETCH(int, lastThoughtLength);
    QFETCH(QString, exitStatus);
    QFETCH(QString, submissionStart);
    QFETCH(int, submissionLength);
    QFETCH(qint64, inputTokens);
    QFETCH(qint64, outputTokens);
    QFETCH(int, apiCalls);

    const Result<Trajectory> result =
        loadTrajectory(testDataPath(samples::openHandsOutput), TrajectoryFormat::Unknown, instanceId);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, TrajectoryFormat::OpenHands);
    QCOMPARE(t.info.instanceId, instanceId);
    QCOMPARE(t.steps.size(), steps);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Edit), edits);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Submit), submits);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Error), errors);

    const TrajectoryStep &first = t.steps.first();
    QCOMPARE(first.kind, TrajectoryStep::Kind::Action);
    QCOMPARE(first.action.left(firstActionStart.size()), firstActionStart);
    QCOMPARE(first.action.size(), firstActionLength);
    QCOMPARE(first.observation.left(firstObservationStart.size()), firstObservationStart);
    QCOMPARE(first.observation.size(), firstObservationLength);
    QCOMPARE(first.thought.left(firstThoughtStart.size()), firstThoughtStart);
    QCOMPARE(first.thought.size(), firstThoughtLength);
    // The action and its observation carry timestamps a fraction of a second apart.
    QVERIFY(first.durationSeconds.has_value());
    QVERIFY(*first.durationSeconds > 0.0 && *first.durationSeconds < 5.0);

    const TrajectoryStep &last = t.steps.last();
    QCOMPARE(last.action.left(lastActionStart.size()), lastActionStart);
    QCOMPARE(last.action.size(), lastActionLength);
    QCOMPARE(last.observation.left(lastObservationStart.size()), lastObservationStart);
    QCOMPARE(last.observation.size(), lastObservationLength);
    QCOMPARE(last.thought.left(lastThoughtStart.size()), lastThoughtStart);
    QCOMPARE(last.thought.size(), lastThoughtLength);

    QCOMPARE(t.info.exitStatus, exitStatus);
    QCOMPARE(t.info.submission.left(submissionStart.size()), submissionStart);
    QCOMPARE(t.info.submission.size(), submissionLength);
    QCOMPARE(t.info.inputTokens, std::optional<qint64>(inputTokens));
    QCOMPARE(t.info.outputTokens, std::optional<qint64>(outputTokens));
    QCOMPARE(t.info.apiCalls, std::optional<int>(apiCalls));
    QCOMPARE(t.info.cost, std::optional<double>(0.0));
    QCOMPARE(t.info.model, u"openai/openrouter-llama-4-maverick"_s);

    // Each action's tokens are the growth of the run's running totals, so they add up to the run's totals.
    qint64 input = 0;
    qint64 output = 0;
    for (const TrajectoryStep &step : t.steps) {
        input += step.inputTokens.value_or(0);
        output += step.outputTokens.value_or(0);
    }
    QCOMPARE(input, inputTokens);
    QCOMPARE(output, outputTokens);
}

void TestOpenHandsTrajectory::openHandsFirstLineByDefault()
{
    const Result<Trajectory> result = loadTrajectory(testDataPath(samples::openHandsOutput));
    QVERIFY(result);
    QCOMPARE(result->info.instanceId, u"ponylang__ponyc-4595"_s);
    QCOMPARE(result->steps.size(), 23);
    // OpenHands' editor edits arrive as FileEditAction events.
    QCOMPARE(result->steps[11].kind, TrajectoryStep::Kind::Edit);
    QVERIFY(result->steps[11].action.startsWith(
        u"str_replace /workspace/ponylang__ponyc__0.1/src/libponyc/ast/parser.c\n"_s));
    QVERIFY(result->steps[11].observation.startsWith(u"ERROR:\nNo replacement was performed"_s));
}

void TestOpenHandsTrajectory::openHandsUnknownInstance()
{
    const Result<Trajectory> result =
        loadTrajectory(testDataPath(samples::openHandsOutput), TrajectoryFormat::Unknown, u"django__django-11133"_s);
    QVERIFY(!result);
    QCOMPARE(result.error().code, Error::Code::NotFound);
    QVERIFY(result.error().message.contains(u"django__django-11133"_s));
    QCOMPARE(result.error().file, testDataPath(samples::openHandsOutput));
}

void TestOpenHandsTrajectory::openHandsPairs()
{
    // Older OpenHands runs keep history as [action, observation] pairs.
    const QByteArray json = R"json({"instance_id": "astropy__astropy-12907", "instruction": "Fix it",
  "metadata": {"agent_class": "CodeActAgent", "model_name": "gpt-4o-2024-05-13"},
  "history": [
    [{"id": 1, "source": "user", "action": "message", "args": {"content": "Fix it"}, "message": "Fix it"},
     {"observation": "null", "content": "", "extras": {}}],
    [{"id": 2, "source": "agent", "action": "run", "args": {"command": "ls", "thought": "Look around."}, "message": "Running command: ls"},
     {"id": 3, "source": "agent", "observation": "run", "content": "setup.py", "extras": {"exit_code": 0}}],
    [{"id": 4, "source": "agent", "action": "edit", "args": {"path": "/w/a.py", "content": "x = 1", "thought": ""}},
     {"id": 5, "source": "agent", "observation": "edit", "content": "edited"}],
    [{"id": 6, "source": "agent", "action": "finish", "args": {"outputs": {}, "thought": ""}},
     {"observation": "null", "content": ""}]
  ],
  "metrics": {"accumulated_cost": 0.42}, "error": null, "test_result": {"git_patch": "diff --git a/a.py b/a.py\n"}})json";
    const Result<Trajectory> result = parseTrajectory(json);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, TrajectoryFormat::OpenHands);
    QCOMPARE(t.steps.size(), 3);
    QCOMPARE(t.steps[0].action, u"ls"_s);
    QCOMPARE(t.steps[0].thought, u"Look around."_s);
    QCOMPARE(t.steps[0].observation, u"setup.py"_s);
    QCOMPARE(t.steps[1].kind, TrajectoryStep::Kind::Edit);
    QCOMPARE(t.steps[1].observation, u"edited"_s);
    QCOMPARE(t.steps[2].kind, TrajectoryStep::Kind::Submit);
    QCOMPARE(t.info.exitStatus, u"finished"_s);
    QCOMPARE(t.info.model, u"gpt-4o-2024-05-13"_s);
    QCOMPARE(t.info.cost, std::optional<double>(0.42));
    QCOMPARE(t.info.submission, u"diff --git a/a.py b/a.py\n"_s);

    // A one-instance file asked for another instance has nothing to give.
    const Result<Trajectory> other = parseTrajectory(json, TrajectoryFormat::Unknown, u"django__django-11133"_s);
    QVERIFY(!other);
    QCOMPARE(other.error().code, Error::Code::NotFound);
}

QTEST_GUILESS_MAIN(TestOpenHandsTrajectory)
#include "tst_openhandstrajectory.moc"
