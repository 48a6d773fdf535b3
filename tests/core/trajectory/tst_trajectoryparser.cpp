// Trajectory parsing on real runs. Fixtures (tests/data/swe-bench, see tests/data/README.md) come from
// SWE-agent/SWE-agent, SWE-bench/SWE-smith, SWE-agent/mini-swe-agent and All-Hands-AI/OpenHands; the expected values
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

// A SWE-agent 1.x document with one step per action, for checks on how actions are classified.
QByteArray v1WithActions(const QStringList &actions)
{
    QByteArray json = R"({"trajectory": [)";
    for (qsizetype i = 0; i < actions.size(); ++i) {
        if (i > 0)
            json += ", ";
        QByteArray action = actions[i].toUtf8();
        action.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
        json += R"({"action": ")" + action + R"(", "observation": "", "thought": "", "state": {}})";
    }
    json += R"(], "info": {}})";
    return json;
}

} // namespace

Q_DECLARE_METATYPE(TrajectoryFormat)
Q_DECLARE_METATYPE(TrajectoryStep::Kind)
Q_DECLARE_METATYPE(Error::Code)

class TestTrajectoryParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void detect_data();
    void detect();
    void sweAgentSamples_data();
    void sweAgentSamples();
    void sweAgentStepDetails();
    void sweAgentActionKinds_data();
    void sweAgentActionKinds();
    void miniSweAgentSample();
    void miniSweAgentToolCalls();
    void retryAgent();
    void textWithEscapes();
    void malformed_data();
    void malformed();
    void truncatedRealFile();
    void missingFile();
    void asyncLoad();
    void loadNobodyWantsStops();
};

void TestTrajectoryParser::names()
{
    const QList<std::pair<TrajectoryFormat, QString>> formats{
        {TrajectoryFormat::SweAgentV0, u"swe-agent-v0"_s},       {TrajectoryFormat::SweAgentV1, u"swe-agent-v1"_s},
        {TrajectoryFormat::SweAgentRetry, u"swe-agent-retry"_s}, {TrajectoryFormat::MiniSweAgent, u"mini-swe-agent"_s},
        {TrajectoryFormat::OpenHands, u"openhands"_s},
    };
    for (const auto &[format, name] : formats) {
        QCOMPARE(trajectoryFormatName(format), name);
        QCOMPARE(trajectoryFormatFromName(name), format);
    }
    QCOMPARE(trajectoryFormatFromName(u"swe-agent-v2"), TrajectoryFormat::Unknown);
    QCOMPARE(trajectoryFormatFromName(u""), TrajectoryFormat::Unknown);

    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Action), u"action"_s);
    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Edit), u"edit"_s);
    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Observation), u"observation"_s);
    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Message), u"message"_s);
    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Submit), u"submit"_s);
    QCOMPARE(trajectoryStepKindName(TrajectoryStep::Kind::Error), u"error"_s);
}

void TestTrajectoryParser::detect_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<TrajectoryFormat>("format");

    QTest::newRow("swe-agent 0.x test-repo")
        << readFixture(testDataPath(samples::sweAgentTestRepoTrajectory)) << TrajectoryFormat::SweAgentV0;
    QTest::newRow("swe-agent 0.x pydicom")
        << readFixture(testDataPath(samples::sweAgentPydicomTrajectory)) << TrajectoryFormat::SweAgentV0;
    QTest::newRow("swe-agent 1.0 marshmallow")
        << readFixture(testDataPath(samples::sweAgentMarshmallowTrajectory)) << TrajectoryFormat::SweAgentV1;
    QTest::newRow("swe-agent 1.0.1 swe-smith")
        << readFixture(testDataPath(samples::sweSmithTrajectory)) << TrajectoryFormat::SweAgentV1;
    QTest::newRow("mini-swe-agent message list")
        << readFixture(testDataPath(samples::miniSweAgentTrajectory)) << TrajectoryFormat::MiniSweAgent;
    QTest::newRow("openhands output.jsonl")
        << readFixture(testDataPath(samples::openHandsOutput)) << TrajectoryFormat::OpenHands;
    QTest::newRow("retry agent") << QByteArray(R"({"attempts": [{"trajectory": []}], "trajectory": []})")
                                 << TrajectoryFormat::SweAgentRetry;
    QTest::newRow("mini-swe-agent 1.1")
        << QByteArray(
               R"({"info": {"exit_status": "Submitted"}, "messages": [], "trajectory_format": "mini-swe-agent-1.1"})")
        << TrajectoryFormat::MiniSweAgent;
    QTest::newRow("swe-agent 1.x without steps")
        << QByteArray(R"({"trajectory": [], "history": [], "info": {}, "replay_config": "{}"})")
        << TrajectoryFormat::SweAgentV1;
    QTest::newRow("state string means 0.x")
        << QByteArray(R"({"trajectory": [{"action": "ls", "state": "{\"open_file\": \"n/a\"}"}]})")
        << TrajectoryFormat::SweAgentV0;
    QTest::newRow("openhands with history first")
        << QByteArray(R"({"history": [[{}, {}]], "instance_id": "a__b-1"})") << TrajectoryFormat::OpenHands;
    QTest::newRow("unknown keys") << QByteArray(R"({"steps": [], "name": "x"})") << TrajectoryFormat::Unknown;
    QTest::newRow("array of numbers") << QByteArray("[1, 2, 3]") << TrajectoryFormat::Unknown;
    QTest::newRow("not JSON") << QByteArray("diff --git a/x b/x\n") << TrajectoryFormat::Unknown;
    QTest::newRow("empty") << QByteArray() << TrajectoryFormat::Unknown;
}

void TestTrajectoryParser::detect()
{
    QFETCH(QByteArray, bytes);
    QFETCH(TrajectoryFormat, format);
    QCOMPARE(detectTrajectoryFormat(bytes), format);
}

void TestTrajectoryParser::sweAgentSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<TrajectoryFormat>("format");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("edits");
    QTest::addColumn<int>("submits");
    QTest::addColumn<QString>("firstAction");
    QTest::addColumn<QString>("firstObservationStart");
    QTest::addColumn<int>("firstObservationLength");
    QTest::addColumn<QString>("firstThoughtStart");
    QTest::addColumn<int>("firstThoughtLength");
    QTest::addColumn<QString>("lastAction");
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
    QTest::addColumn<double>("cost");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("instanceId");

    // clang-format off
    QTest::newRow("v0 test-repo") << samples::sweAgentTestRepoTrajectory << TrajectoryFormat::SweAgentV0 << 5 << 1 << 1
        << u"find_file \"missing_colon.py\"\n"_s << u"Found 1 matches for \"missing_colon.py\" in /klieret"_s << 126 << u"The issue indicates that there is a syntax error i"_s << 419
        << u"submit\n"_s << u"\ndiff --git a/tests/missing_colon.py b/tests/missi"_s << 301 << u"The `missing_colon.py` script ran successfully and"_s << 229
        << u"submitted"_s << u"\ndiff --git a/tests/missing_colon.py b/t"_s << 301 << qint64(52861) << qint64(326) << 5 << 0.53839 << u""_s << u"swe-agent__test-repo-i1"_s;
    QTest::newRow("v0 pydicom") << samples::sweAgentPydicomTrajectory << TrajectoryFormat::SweAgentV0 << 12 << 6 << 1
        << u"create reproduce_bug.py\n"_s << u"[File: /pydicom__pydicom/reproduce_bug.py (1 lines"_s << 62 << u"First, I'll create a new Python script to reproduc"_s << 284
        << u"submit\n"_s << u"\ndiff --git a/pydicom/pixel_data_handlers/numpy_ha"_s << 803 << u"The `reproduce_bug.py` script has been successfull"_s << 217
        << u"submitted"_s << u"\ndiff --git a/pydicom/pixel_data_handler"_s << 803 << qint64(122612) << qint64(1369) << 12 << 1.26719 << u""_s << u"pydicom__pydicom-1458"_s;
    QTest::newRow("v1 marshmallow") << samples::sweAgentMarshmallowTrajectory << TrajectoryFormat::SweAgentV1 << 11 << 4 << 1
        << u"create reproduce.py"_s << u"[File: reproduce.py (1 lines total)]\r\n1:"_s << 40 << u"Let's first start by reproducing the results of th"_s << 213
        << u"submit"_s << u"\r\ndiff --git a/src/marshmallow/fields.py b/src/mar"_s << 587 << u"Calling `submit` to submit."_s << 27
        << u"submitted"_s << u"\r\ndiff --git a/src/marshmallow/fields.py"_s << 587 << qint64(0) << qint64(0) << 11 << 0.0 << u"gpt-4o"_s << u"marshmallow-code__marshmallow-1867"_s;
    QTest::newRow("v1 swe-smith pandas") << samples::sweSmithTrajectory << TrajectoryFormat::SweAgentV1 << 37 << 4 << 2
        << u"find /testbed -type f -name \"*.py\" | grep -v \"__pycache__\" | grep -v \"test_\" | head -20"_s << u"/testbed/scripts/pandas_errors_documented.py\r\n/tes"_s << 994 << u"I'll help you implement the necessary changes to f"_s << 266
        << u"submit"_s << u"diff --git a/pandas/core/indexes/base.py b/pandas/"_s << 834 << u"Now let's submit our changes again:"_s << 35
        << u"submitted"_s << u"diff --git a/pandas/core/indexes/base.py"_s << 834 << qint64(256978) << qint64(952) << 37 << 0.34398689999999993 << u"claude-3-7-sonnet-20250219"_s << u"pandas-dev__pandas.95280573.pr_53652"_s;
    // clang-format on
}

void TestTrajectoryParser::sweAgentSamples()
{
    QFETCH(QString, file);
    QFETCH(TrajectoryFormat, format);
    QFETCH(int, steps);
    QFETCH(int, edits);
    QFETCH(int, submits);
    QFETCH(QString, firstAction);
    QFETCH(QString, firstObservationStart);
    QFETCH(int, firstObservationLength);
    QFETCH(QString, firstThoughtStart);
    QFETCH(int, firstThoughtLength);
    QFETCH(QString, lastAction);
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
    QFETCH(double, cost);
    QFETCH(QString, model);
    QFETCH(QString, instanceId);

    const Result<Trajectory> result = loadTrajectory(testDataPath(file));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, format);
    QCOMPARE(t.steps.size(), steps);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Edit), edits);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Submit), submits);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Action), steps - edits - submits);
    for (int i = 0; i < t.steps.size(); ++i) {
        QCOMPARE(t.steps[i].index, i);
        QCOMPARE(t.steps[i].attempt, 0);
    }

    const TrajectoryStep &first = t.steps.first();
    QCOMPARE(first.action, firstAction);
    QCOMPARE(first.observation.left(firstObservationStart.size()), firstObservationStart);
    QCOMPARE(first.observation.size(), firstObservationLength);
    QCOMPARE(first.thought.left(firstThoughtStart.size()), firstThoughtStart);
    QCOMPARE(first.thought.size(), firstThoughtLength);

    const TrajectoryStep &last = t.steps.last();
    QCOMPARE(last.kind, TrajectoryStep::Kind::Submit);
    QCOMPARE(last.action, lastAction);
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
    QVERIFY(t.info.cost.has_value());
    QCOMPARE(*t.info.cost, cost);
    QCOMPARE(t.info.model, model);
    QCOMPARE(t.info.instanceId, instanceId);
    QCOMPARE(t.info.attemptCount, 1);
}

void TestTrajectoryParser::sweAgentStepDetails()
{
    // 0.x keeps the state as JSON inside a string, with "n/a" for no open file; it records no durations.
    const Result<Trajectory> v0 = loadTrajectory(testDataPath(samples::sweAgentTestRepoTrajectory));
    QVERIFY(v0);
    QCOMPARE(v0->steps[0].workingDirectory, u"/klieret__swe-agent-test-repo"_s);
    QCOMPARE(v0->steps[0].openFile, QString());
    QCOMPARE(v0->steps[2].openFile, u"/klieret__swe-agent-test-repo/tests/missing_colon.py"_s);
    QCOMPARE(v0->steps[2].kind, TrajectoryStep::Kind::Edit);
    QVERIFY(!v0->steps[0].durationSeconds);

    // 1.x keeps the state as an object and times each action.
    const Result<Trajectory> v1 = loadTrajectory(testDataPath(samples::sweAgentMarshmallowTrajectory));
    QVERIFY(v1);
    QCOMPARE(v1->steps[0].openFile, u"/testbed/reproduce.py"_s);
    QCOMPARE(v1->steps[0].workingDirectory, u"/testbed"_s);
    QCOMPARE(v1->steps[0].durationSeconds, std::optional<double>(0.238733730999229));
    QCOMPARE(v1->steps[10].durationSeconds, std::optional<double>(0.2224521839962108));

    // The swe-smith run views files with str_replace_editor (13 views are reads, not edits) and submits twice:
    // the first submit only brings up the review checklist.
    const Result<Trajectory> smith = loadTrajectory(testDataPath(samples::sweSmithTrajectory));
    QVERIFY(smith);
    QCOMPARE(smith->steps[1].action,
             u"str_replace_editor view /testbed/pandas/core/indexes/base.py  --view_range 6035 6050"_s);
    QCOMPARE(smith->steps[1].kind, TrajectoryStep::Kind::Action);
    QVERIFY(smith->steps[12].action.startsWith(u"str_replace_editor create /testbed/reproduce_error.py"_s));
    QCOMPARE(smith->steps[12].kind, TrajectoryStep::Kind::Edit);
    QCOMPARE(smith->steps[34].kind, TrajectoryStep::Kind::Submit);
    QVERIFY(smith->steps[34].observation.startsWith(u"Thank you for your work on this issue."_s));
    QCOMPARE(smith->steps[11].thought, QString());
}

void TestTrajectoryParser::sweAgentActionKinds_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<TrajectoryStep::Kind>("kind");

    QTest::newRow("shell command") << u"python reproduce.py"_s << TrajectoryStep::Kind::Action;
    QTest::newRow("windowed edit") << u"edit 4:4\ndef f():\nend_of_edit\n"_s << TrajectoryStep::Kind::Edit;
    QTest::newRow("insert") << u"insert 'x = 1'"_s << TrajectoryStep::Kind::Edit;
    QTest::newRow("create") << u"create reproduce.py"_s << TrajectoryStep::Kind::Edit;
    QTest::newRow("editor view") << u"str_replace_editor view /testbed/a.py"_s << TrajectoryStep::Kind::Action;
    QTest::newRow("editor str_replace") << u"str_replace_editor str_replace /testbed/a.py --old_str 'a' --new_str 'b'"_s
                                        << TrajectoryStep::Kind::Edit;
    QTest::newRow("anthropic editor undo")
        << u"str_replace_based_edit_tool undo_edit /testbed/a.py"_s << TrajectoryStep::Kind::Edit;
    QTest::newRow("submit") << u"submit\n"_s << TrajectoryStep::Kind::Submit;
    QTest::newRow("autosubmit after cost limit") << u"exit_cost"_s << TrajectoryStep::Kind::Error;
    QTest::newRow("no action") << u""_s << TrajectoryStep::Kind::Message;
    QTest::newRow("editor mentioned later") << u"grep -rn edit src"_s << TrajectoryStep::Kind::Action;
}

void TestTrajectoryParser::sweAgentActionKinds()
{
    QFETCH(QString, action);
    QFETCH(TrajectoryStep::Kind, kind);
    const Result<Trajectory> result = parseTrajectory(v1WithActions({u"ls"_s, action}));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->format, TrajectoryFormat::SweAgentV1);
    QCOMPARE(result->steps.size(), 2);
    QCOMPARE(result->steps[1].action, action);
    QCOMPARE(result->steps[1].kind, kind);
}

void TestTrajectoryParser::miniSweAgentSample()
{
    const Result<Trajectory> result = loadTrajectory(testDataPath(samples::miniSweAgentTrajectory));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, TrajectoryFormat::MiniSweAgent);
    // 22 messages: system prompt and task, then 10 assistant messages each answered by one user message.
    QCOMPARE(t.steps.size(), 10);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Action), 9);
    QCOMPARE(countKind(t, TrajectoryStep::Kind::Submit), 1);

    const TrajectoryStep &first = t.steps.first();
    QCOMPARE(first.kind, TrajectoryStep::Kind::Action);
    QCOMPARE(first.action, u"cat /Users/fuchur/Documents/24/git_sync/swe-agent-test-repo/tests/./missing_colon.py"_s);
    QCOMPARE(
        first.thought,
        u"I'll help you solve this issue. Let me first examine the content of the file that's causing the syntax error."_s);
    QVERIFY(first.observation.startsWith(u"<returncode>1</returncode>\n<output>\ncat: /Users/fu"_s));
    QCOMPARE(first.observation.size(), 158);

    const TrajectoryStep &last = t.steps.last();
    QCOMPARE(last.index, 9);
    QCOMPARE(last.kind, TrajectoryStep::Kind::Submit);
    QCOMPARE(last.action, u"echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached"_s);
    QCOMPARE(
        last.thought,
        u"Now let's verify that the updated file works correctly both for valid division and for the division by zero case:"_s);
    QVERIFY(last.observation.startsWith(u"diff --git a/tests/missing_colon.py b/tests/missin"_s));
    QCOMPARE(last.observation.size(), 429);

    // A bare message list has no info block; the instance comes from the file name.
    QCOMPARE(t.info.exitStatus, QString());
    QCOMPARE(t.info.submission, QString());
    QVERIFY(!t.info.inputTokens);
    QCOMPARE(t.info.model, QString());
    QCOMPARE(t.info.instanceId, u"github_issue"_s);
}

void TestTrajectoryParser::miniSweAgentToolCalls()
{
    // The mini-swe-agent-1.1 shape its output_files page documents: parsed actions in extra, tool-call models
    // answering with role "tool", and the final "exit" message.
    const QByteArray json = R"json({
  "info": {
    "model_stats": {"instance_cost": 0.05, "api_calls": 3},
    "config": {"model": {"model_name": "anthropic/claude-sonnet-4-5-20250929"}},
    "mini_version": "2.0.0", "exit_status": "Submitted", "submission": "diff --git a/file.py b/file.py\n"
  },
  "messages": [
    {"role": "system", "content": "You are a helpful assistant..."},
    {"role": "user", "content": "Please solve this issue: ..."},
    {"role": "assistant", "content": "Let me check the files...\n\n```mswea_bash_command\nls -la\n```",
     "extra": {"actions": [{"command": "ls -la"}], "cost": 0.003,
               "response": {"usage": {"prompt_tokens": 1200, "completion_tokens": 40}}}},
    {"role": "user", "content": "<returncode>0</returncode>\n<output>\nfile1.py\n</output>", "extra": {"returncode": 0}},
    {"role": "assistant", "content": null,
     "tool_calls": [{"id": "call_1", "type": "function",
                     "function": {"name": "bash", "arguments": "{\"command\": \"sed -i 's/a/b/' file.py\"}"}}],
     "extra": {"response": {"usage": {"prompt_tokens": 1300, "completion_tokens": 25}}}},
    {"role": "tool", "tool_call_id": "call_1", "content": [{"type": "text", "text": "<returncode>0</returncode>"}]},
    {"role": "assistant", "content": "Done.\n```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff\n```"},
    {"role": "user", "content": "", "extra": {"exit_status": "Submitted", "submission": "diff --git a/file.py b/file.py\n"}},
    {"role": "exit", "content": "", "extra": {"exit_status": "Submitted", "submission": "diff --git a/file.py b/file.py\n"}}
  ],
  "trajectory_format": "mini-swe-agent-1.1",
  "instance_id": "owner__repo-123"
})json";
    const Result<Trajectory> result = parseTrajectory(json);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, TrajectoryFormat::MiniSweAgent);
    QCOMPARE(t.steps.size(), 3);
    QCOMPARE(t.steps[0].thought, u"Let me check the files..."_s);
    QCOMPARE(t.steps[0].action, u"ls -la"_s);
    QCOMPARE(t.steps[0].observation, u"<returncode>0</returncode>\n<output>\nfile1.py\n</output>"_s);
    QCOMPARE(t.steps[0].inputTokens, std::optional<qint64>(1200));
    QCOMPARE(t.steps[1].action, u"sed -i 's/a/b/' file.py"_s);
    QCOMPARE(t.steps[1].thought, QString());
    QCOMPARE(t.steps[1].observation, u"<returncode>0</returncode>"_s);
    QCOMPARE(t.steps[2].kind, TrajectoryStep::Kind::Submit);
    QCOMPARE(t.info.exitStatus, u"Submitted"_s);
    QCOMPARE(t.info.submission, u"diff --git a/file.py b/file.py\n"_s);
    QCOMPARE(t.info.apiCalls, std::optional<int>(3));
    QCOMPARE(t.info.cost, std::optional<double>(0.05));
    QCOMPARE(t.info.inputTokens, std::optional<qint64>(2500));
    QCOMPARE(t.info.outputTokens, std::optional<qint64>(65));
    QCOMPARE(t.info.model, u"anthropic/claude-sonnet-4-5-20250929"_s);
    QCOMPARE(t.info.instanceId, u"owner__repo-123"_s);
}

void TestTrajectoryParser::retryAgent()
{
    // The retry agent's file: every attempt in full, then the chosen attempt again with the totals.
    const QByteArray json = R"json({
  "attempts": [
    {"trajectory": [
       {"action": "ls", "observation": "a.py", "thought": "look", "state": {"working_dir": "/testbed"}, "execution_time": 0.1},
       {"action": "submit", "observation": "diff A", "thought": "done", "state": {}}],
     "info": {"exit_status": "submitted", "submission": "diff A", "model_stats": {"tokens_sent": 10, "tokens_received": 1, "api_calls": 2, "instance_cost": 0.1}}},
    {"trajectory": [
       {"action": "str_replace_editor str_replace /testbed/a.py --old_str x --new_str y", "observation": "ok", "thought": "fix", "state": {}},
       {"action": "exit_cost", "observation": "Exited (autosubmitted)", "thought": "", "state": {}}],
     "info": {"exit_status": "submitted (exit_cost)", "submission": "diff B"}}
  ],
  "trajectory": [{"action": "ls", "observation": "a.py", "thought": "look", "state": {}}],
  "info": {"exit_status": "submitted", "submission": "diff A", "best_attempt_idx": 0,
           "model_stats": {"tokens_sent": 30, "tokens_received": 3, "api_calls": 4, "instance_cost": 0.3}},
  "replay_config": "{\"agent\": {\"type\": \"retry\", \"agent_configs\": [{\"model\": {\"name\": \"claude-3-7-sonnet\"}}]}, \"problem_statement\": {\"id\": \"a__b-1\"}}"
})json";
    QCOMPARE(detectTrajectoryFormat(json), TrajectoryFormat::SweAgentRetry);
    const Result<Trajectory> result = parseTrajectory(json);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const Trajectory &t = *result;
    QCOMPARE(t.format, TrajectoryFormat::SweAgentRetry);
    QCOMPARE(t.steps.size(), 4);
    QCOMPARE(t.steps[0].attempt, 0);
    QCOMPARE(t.steps[1].attempt, 0);
    QCOMPARE(t.steps[1].kind, TrajectoryStep::Kind::Submit);
    QCOMPARE(t.steps[2].attempt, 1);
    QCOMPARE(t.steps[2].index, 2);
    QCOMPARE(t.steps[2].kind, TrajectoryStep::Kind::Edit);
    QCOMPARE(t.steps[3].kind, TrajectoryStep::Kind::Error);
    QCOMPARE(t.info.attemptCount, 2);
    QCOMPARE(t.info.bestAttempt, std::optional<int>(0));
    QCOMPARE(t.info.exitStatus, u"submitted"_s);
    QCOMPARE(t.info.submission, u"diff A"_s);
    QCOMPARE(t.info.inputTokens, std::optional<qint64>(30));
    QCOMPARE(t.info.apiCalls, std::optional<int>(4));
    QCOMPARE(t.info.model, u"claude-3-7-sonnet"_s);
    QCOMPARE(t.info.instanceId, u"a__b-1"_s);
}

void TestTrajectoryParser::textWithEscapes()
{
    const QByteArray json = R"json({"trajectory": [{"action": "echo \"caf\u00e9\" \\ \ud83d\ude00\tdone", )json"
                            R"json("observation": "línea 1\r\nzeile 2 ✓", "thought": "", "state": {}}]})json";
    const Result<Trajectory> result = parseTrajectory(json);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->steps[0].action, u"echo \"café\" \\ 😀\tdone"_s);
    QCOMPARE(result->steps[0].observation, u"línea 1\r\nzeile 2 ✓"_s);
}

void TestTrajectoryParser::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<TrajectoryFormat>("format");
    QTest::addColumn<Error::Code>("code");
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("pointer");

    const auto parse = Error::Code::Parse;
    const auto any = TrajectoryFormat::Unknown;
    QTest::newRow("truncated object") << QByteArray(R"({"trajectory": [{"action": "ls")") << any << parse
                                      << u"expected '}'"_s << 1 << 32 << QString();
    QTest::newRow("truncated in a string") << QByteArray("{\"trajectory\": [\n  {\"action\": \"ls -l") << any << parse
                                           << u"ends inside a string"_s << 2 << 20 << QString();
    QTest::newRow("missing comma") << QByteArray(
                                          "{\"trajectory\": [\n  {\"action\": \"ls\"}\n  {\"action\": \"pwd\"}\n]}")
                                   << any << parse << u"invalid JSON"_s << 3 << 3 << QString();
    QTest::newRow("bracket closed by a brace") << QByteArray("{\"trajectory\": [\n  {\"action\": \"ls\"}\n}") << any
                                               << parse << u"invalid JSON"_s << 3 << 1 << QString();
    QTest::newRow("bad literal") << QByteArray(R"({"trajectory": [], "info": {"exit_status": nul}})") << any << parse
                                 << u"invalid JSON"_s << 1 << 44 << QString();
    QTest::newRow("content after the document") << QByteArray(R"({"trajectory": []} x)") << any << parse
                                                << u"expected the end of the document"_s << 1 << 20 << QString();
    QTest::newRow("invalid UTF-8") << QByteArray("{\"trajectory\": [{\"action\": \"\xff\xfe\"}]}") << any << parse
                                   << u"UTF-8"_s << 1 << 29 << QString();
    QTest::newRow("raw tab in a string") << QByteArray("{\"trajectory\": [\n  {\"action\": \"ls\t-l\"}\n]}") << any
                                         << parse << u"control characters in a string"_s << 2 << 17 << QString();
    QTest::newRow("string left open") << QByteArray("{\"trajectory\": [\n  {\"action\": \"ls}, \"x\"\n]}") << any
                                      << parse << u"closing quote"_s << 2 << 22 << QString();
    QTest::newRow("empty file") << QByteArray() << any << parse << u"the file is empty"_s << 0 << 0 << QString();
    QTest::newRow("only whitespace") << QByteArray("\n  \n") << any << parse << u"the file is empty"_s << 0 << 0
                                     << QString();
    QTest::newRow("trajectory not an array")
        << QByteArray(R"({"trajectory": {"action": "ls"}, "history": []})") << any << parse
        << u"expected the list of steps \"trajectory\", found an object"_s << 1 << 16 << u"/trajectory"_s;
    QTest::newRow("step not an object") << QByteArray(R"({"trajectory": ["ls"]})") << any << parse
                                        << u"expected a step object, found a string"_s << 1 << 17 << u"/trajectory/0"_s;
    QTest::newRow("action a number") << QByteArray("{\"trajectory\": [\n"
                                                   "  {\"action\": \"ls\", \"observation\": \"\", \"state\": {}},\n"
                                                   "  {\"action\": \"pwd\", \"observation\": \"\", \"state\": {}},\n"
                                                   "  {\"action\": \"cat a\", \"observation\": \"\", \"state\": {}},\n"
                                                   "  {\"thought\": \"héllo ✓\", \"action\": 7, \"state\": {}}\n"
                                                   "]}")
                                     << any << parse << u"expected a string, found a number"_s << 5 << 36
                                     << u"/trajectory/3/action"_s;
    QTest::newRow("state string that is not JSON")
        << QByteArray(R"({"trajectory": [{"action": "ls", "observation": "", "state": "{open_file: n/a}"}]})") << any
        << parse << u"expected a JSON object encoded in the state string"_s << 1 << 62 << u"/trajectory/0/state"_s;
    QTest::newRow("state string holding a list")
        << QByteArray(R"({"trajectory": [{"action": "ls", "state": "[1, 2]"}]})") << any << parse << u"found an array"_s
        << 1 << 43 << u"/trajectory/0/state"_s;
    QTest::newRow("tokens as text") << QByteArray(
                                           R"({"trajectory": [], "info": {"model_stats": {"tokens_sent": "many"}}})")
                                    << any << parse << u"expected a number, found a string"_s << 1 << 60
                                    << u"/info/model_stats/tokens_sent"_s;
    QTest::newRow("retry attempt without trajectory")
        << QByteArray(R"({"attempts": [{"info": {}}]})") << any << parse
        << u"the list of steps \"trajectory\", but the key is missing"_s << 1 << 15 << u"/attempts/0/trajectory"_s;
    QTest::newRow("mini-swe-agent messages missing")
        << QByteArray(R"({"info": {"exit_status": "Submitted"}, "trajectory_format": "mini-swe-agent-1"})") << any
        << parse << u"expected the list of chat messages \"messages\", but the key is missing"_s << 1 << 1
        << u"/messages"_s;
    QTest::newRow("mini-swe-agent message content a number")
        << QByteArray(R"({"messages": [{"role": "assistant", "content": 5}], "trajectory_format": "mini-swe-agent-1"})")
        << any << parse << u"expected a string or a list of content parts, found a number"_s << 1 << 48
        << u"/messages/0/content"_s;
    QTest::newRow("openhands history not a list")
        << QByteArray(R"({"instance_id": "a__b-1", "instruction": "x", "history": {"0": {}}})") << any << parse
        << u"expected the list of events \"history\", found an object"_s << 1 << 58 << u"/history"_s;
    QTest::newRow("openhands command not a string")
        << QByteArray(
               R"({"instance_id": "a__b-1", "history": [{"id": 1, "source": "agent", "action": "run", "args": {"command": ["ls"]}}]})")
        << any << parse << u"expected a string, found an array"_s << 1 << 105 << u"/history/0/args/command"_s;
    QTest::newRow("unknown format") << QByteArray(R"({"steps": [{"cmd": "ls"}]})") << any << Error::Code::Unsupported
                                    << u"not a trajectory format Heddle reads"_s << 1 << 1 << QString();
    QTest::newRow("number at the top") << QByteArray("\n  42\n") << any << Error::Code::Unsupported
                                       << u"not a trajectory format Heddle reads"_s << 2 << 3 << QString();
    QTest::newRow("format forced on another file")
        << QByteArray(R"({"trajectory": []})") << TrajectoryFormat::OpenHands << parse
        << u"expected the list of events \"history\", but the key is missing"_s << 1 << 1 << u"/history"_s;
}

void TestTrajectoryParser::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(TrajectoryFormat, format);
    QFETCH(Error::Code, code);
    QFETCH(QString, messagePart);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, pointer);

    const Result<Trajectory> result = parseTrajectory(bytes, format);
    QVERIFY(!result);
    const Error &error = result.error();
    QCOMPARE(error.code, code);
    QVERIFY2(error.message.contains(messagePart), qPrintable(error.message));
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QCOMPARE(error.pointer, pointer);
}

void TestTrajectoryParser::truncatedRealFile()
{
    // A .traj cut off while being copied: the error names the file and the place where the text stops.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"swe-agent__test-repo-i1.traj"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(readFixture(testDataPath(samples::sweAgentTestRepoTrajectory)).first(3000));
    file.close();

    const Result<Trajectory> result = loadTrajectory(path);
    QVERIFY(!result);
    QCOMPARE(result.error().code, Error::Code::Parse);
    QCOMPARE(result.error().file, path);
    QCOMPARE(result.error().line, 22);
    QCOMPARE(result.error().column, 118);
    QVERIFY(result.error().toString().startsWith(path + u":22:118: the JSON ends inside a string"_s));
}

void TestTrajectoryParser::missingFile()
{
    const QString path = testDataPath(u"no-such-file.traj"_s);
    const Result<Trajectory> result = loadTrajectory(path);
    QVERIFY(!result);
    QCOMPARE(result.error().code, Error::Code::Io);
    QCOMPARE(result.error().file, path);
    QVERIFY(result.error().toString().startsWith(path + u": "_s));
}

void TestTrajectoryParser::loadNobodyWantsStops()
{
    // Another attempt was chosen while this one's trajectory loads: the job stops instead of parsing it.
    const QString path = testDataPath(samples::sweSmithTrajectory);
    const JobControl stopped([] { return true; }, {});
    const Result<Trajectory> result = loadTrajectory(path, TrajectoryFormat::Unknown, {}, stopped);
    QVERIFY(!result);
    QCOMPARE(result.error().code, Error::Code::Cancelled);
    QCOMPARE(result.error().file, path);
    const JobControl wanted([] { return false; }, {});
    QVERIFY(loadTrajectory(path, TrajectoryFormat::Unknown, {}, wanted));
}

void TestTrajectoryParser::asyncLoad()
{
    QFuture<Result<Trajectory>> future = loadTrajectoryAsync(testDataPath(samples::sweSmithTrajectory));
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 30000);
    const Result<Trajectory> result = future.result();
    QVERIFY(result);
    QCOMPARE(result->steps.size(), 37);
    QCOMPARE(result->info.model, u"claude-3-7-sonnet-20250219"_s);
}

QTEST_GUILESS_MAIN(TestTrajectoryParser)
#include "tst_trajectoryparser.moc"
