// One line of an OpenHands evaluation output.jsonl. Its history is either a list of events (actions and
// observations that name their action in "cause") or, in older runs, a list of [action, observation] pairs.

#include <core/trajectory/trajectorycommands.h>
#include <core/trajectory/trajectoryformats_p.h>

#include <QDateTime>
#include <QHash>

namespace heddle::trajectoryformats {

using namespace Qt::StringLiterals;
using namespace jsondom;

namespace {

void appendBlock(QString &text, const QString &block)
{
    if (block.isEmpty())
        return;
    if (!text.isEmpty())
        text += u'\n';
    text += block;
}

QDateTime timestampOf(Object event)
{
    std::string_view text;
    const std::optional<Element> value = member(event, "timestamp");
    if (!value || value->get_string().get(text) != simdjson::SUCCESS)
        return {};
    return QDateTime::fromString(toQString(text), Qt::ISODateWithMs);
}

class HistoryReader : public StepReader
{
public:
    qsizetype read(Element element, const JsonPath &path) override
    {
        Array pair;
        if (element.get_array().get(pair) == simdjson::SUCCESS)
            return readPair(pair, path);
        const Object event =
            requireObject(element, path, TrajectoryParser::tr("an event object or an [action, observation] pair"));
        if (member(event, "action"))
            return readAction(element, event, path).value_or(-1);
        if (member(event, "observation"))
            return readObservation(element, event, path, std::nullopt);
        return -1;
    }

    // OpenHands has no exit status of its own: the error that stopped the run (read with the top level), else the
    // agent's last state, else whether it finished.
    void finish(TrajectoryInfo &info) const override
    {
        if (info.exitStatus.isEmpty())
            info.exitStatus = m_agentState;
        if (!info.exitStatus.isEmpty())
            return;
        for (const TrajectoryStep &step : steps) {
            if (step.kind == TrajectoryStep::Kind::Submit) {
                info.exitStatus = u"finished"_s;
                return;
            }
        }
    }

private:
    qsizetype readPair(Array pair, const JsonPath &path)
    {
        if (pair.size() != 2)
            fail(path, TrajectoryParser::tr("expected an [action, observation] pair of two objects"));
        const Element first = pair.at(0).value_unsafe();
        const Element second = pair.at(1).value_unsafe();
        const Object action = requireObject(first, path.index(0), TrajectoryParser::tr("an action object"));
        const Object observation = requireObject(second, path.index(1), TrajectoryParser::tr("an observation object"));
        const std::optional<qsizetype> step = readAction(first, action, path.index(0));
        // -1: the pair's action was bookkeeping, so its observation has no step to join.
        const qsizetype observed = readObservation(second, observation, path.index(1), step.value_or(-1));
        return step ? *step : observed;
    }

    std::optional<qsizetype> readAction(Element element, Object event, const JsonPath &path)
    {
        const QString action = optionalString(event, "action", path);
        const QString source = optionalString(event, "source", path);
        // The system prompt, memory look-ups and state changes are OpenHands' bookkeeping, not the solver's moves.
        if (action.isEmpty() || action == u"system" || action == u"recall" || action == u"change_agent_state" ||
            action == u"null")
            return std::nullopt;
        // The first user message is the task itself.
        if (source == u"user" && action == u"message" && steps.isEmpty() && !continuing)
            return std::nullopt;

        const JsonPath argsPath = path.key("args");
        const std::optional<Object> args = optionalObject(event, "args", path);
        auto arg = [&](std::string_view key) { return args ? optionalString(*args, key, argsPath) : QString(); };
        // Arguments Heddle only shows are read leniently: their shapes changed between OpenHands versions.
        auto looseArg = [&](std::string_view key) { return args ? lookupString(element, {"args", key}) : QString(); };

        TrajectoryStep step;
        step.index = int(steps.size());
        step.kind = TrajectoryStep::Kind::Action;
        step.thought = looseArg("thought");
        const QString message = optionalString(event, "message", path);
        if (action == u"run") {
            step.action = arg("command");
        } else if (action == u"run_ipython") {
            step.action = arg("code");
        } else if (action == u"edit" || action == u"write") {
            step.kind = TrajectoryStep::Kind::Edit;
            const QString command = looseArg("command");
            step.action = (command.isEmpty() ? action : command) + u' ' + looseArg("path");
            appendBlock(step.action, looseArg("file_text"));
            appendBlock(step.action, looseArg("old_str"));
            appendBlock(step.action, looseArg("new_str"));
            appendBlock(step.action, looseArg("content"));
        } else if (action == u"read") {
            step.action = u"view "_s + looseArg("path");
        } else if (action == u"finish") {
            step.kind = TrajectoryStep::Kind::Submit;
            step.action = u"finish"_s;
            appendBlock(step.action, looseArg("final_thought"));
        } else if (action == u"think") {
            step.kind = TrajectoryStep::Kind::Message;
            step.action = u"think"_s;
        } else if (action == u"message") {
            step.kind = TrajectoryStep::Kind::Message;
            const QString content = looseArg("content").isEmpty() ? message : looseArg("content");
            // What the user says is what the agent observes; what the agent says is its own thinking aloud.
            if (source == u"user")
                step.observation = content;
            else
                step.thought = content;
        } else if (action == u"browse") {
            step.action = u"browse "_s + looseArg("url");
        } else if (action == u"browse_interactive") {
            step.action = looseArg("browser_actions");
        } else if (action == u"delegate") {
            step.action = u"delegate "_s + looseArg("agent");
        } else {
            step.action = message.isEmpty() ? action : message;
        }
        if (step.kind == TrajectoryStep::Kind::Edit || step.kind == TrajectoryStep::Kind::Action) {
            // An editor call that only looks at a file is a read, whatever the event calls it.
            const QString command = looseArg("command");
            if (action == u"edit" && command == u"view")
                step.kind = TrajectoryStep::Kind::Action;
        }
        readTokens(element, step);

        const qsizetype index = steps.size();
        m_started.append(timestampOf(event));
        if (const std::optional<qint64> id = lookupInteger(element, {"id"}))
            m_stepOfEvent.insert(*id, index);
        steps.append(std::move(step));
        return index;
    }

    // The metrics an action carries are running totals; a step's own tokens are the growth since the last one.
    void readTokens(Element event, TrajectoryStep &step)
    {
        const std::optional<qint64> input =
            lookupInteger(event, {"llm_metrics", "accumulated_token_usage", "prompt_tokens"});
        const std::optional<qint64> output =
            lookupInteger(event, {"llm_metrics", "accumulated_token_usage", "completion_tokens"});
        if (input) {
            step.inputTokens = *input >= m_inputTotal ? *input - m_inputTotal : *input;
            m_inputTotal = *input;
        }
        if (output) {
            step.outputTokens = *output >= m_outputTotal ? *output - m_outputTotal : *output;
            m_outputTotal = *output;
        }
    }

    // paired: the step of the same pair (-1 when its action was skipped); nullopt: find the step by "cause". Returns
    // the row of the step it joined or made, or -1.
    qsizetype readObservation(Element element, Object event, const JsonPath &path, std::optional<qsizetype> paired)
    {
        const QString observation = optionalString(event, "observation", path);
        if (observation == u"agent_state_changed") {
            const QString state = lookupString(element, {"extras", "agent_state"});
            if (!state.isEmpty())
                m_agentState = state;
            return -1;
        }
        if (observation.isEmpty() || observation == u"recall" || observation == u"null")
            return -1;
        QString content;
        if (!kindsOnly) {
            content = optionalString(event, "content", path);
            if (content.isEmpty())
                content = optionalString(event, "message", path);
        }

        qsizetype target = -1;
        if (paired) {
            target = *paired;
        } else if (const std::optional<qint64> cause = lookupInteger(element, {"cause"})) {
            target = m_stepOfEvent.value(*cause, -1);
        }
        if (target < 0) {
            // An observation no action asked for: OpenHands' own errors (bad tool arguments, crashes) and the like.
            if (paired && observation != u"error")
                return -1;
            TrajectoryStep step;
            step.index = int(steps.size());
            step.kind = observation == u"error" ? TrajectoryStep::Kind::Error : TrajectoryStep::Kind::Observation;
            step.action = observation == u"error" ? QString() : observation;
            step.observation = content;
            m_started.append(QDateTime());
            steps.append(std::move(step));
            return steps.size() - 1;
        }
        TrajectoryStep &step = steps[target];
        appendBlock(step.observation, content);
        const QDateTime started = m_started.value(target);
        const QDateTime finished = timestampOf(event);
        if (started.isValid() && finished.isValid() && finished >= started)
            step.durationSeconds = double(started.msecsTo(finished)) / 1000.0;
        return target;
    }

    QList<QDateTime> m_started;
    QHash<qint64, qsizetype> m_stepOfEvent;
    qint64 m_inputTotal = 0;
    qint64 m_outputTotal = 0;
    QString m_agentState;
};

} // namespace

std::unique_ptr<StepReader> makeOpenHandsStepReader()
{
    return std::make_unique<HistoryReader>();
}

void readOpenHandsInfo(Element root, TrajectoryInfo &info)
{
    const JsonPath rootPath;
    const Object object = requireObject(root, rootPath, TrajectoryParser::tr("an OpenHands output line object"));
    info.instanceId = optionalString(object, "instance_id", rootPath);
    info.submission = lookupString(root, {"test_result", "git_patch"});
    info.model = lookupString(root, {"metadata", "llm_config", "model"});
    if (info.model.isEmpty())
        info.model = lookupString(root, {"metadata", "model_name"});
    info.cost = lookupNumber(root, {"metrics", "accumulated_cost"});
    info.inputTokens = lookupInteger(root, {"metrics", "accumulated_token_usage", "prompt_tokens"});
    info.outputTokens = lookupInteger(root, {"metrics", "accumulated_token_usage", "completion_tokens"});
    if (const std::optional<Element> latencies = lookup(root, {"metrics", "response_latencies"})) {
        Array array;
        if (latencies->get_array().get(array) == simdjson::SUCCESS && array.size() > 0)
            info.apiCalls = int(array.size());
    }
    info.exitStatus = lookupString(root, {"error"});
}

Trajectory readOpenHands(Element root)
{
    const JsonPath rootPath;
    const Object object = requireObject(root, rootPath, TrajectoryParser::tr("an OpenHands output line object"));
    const Array history =
        requireArrayMember(object, "history", rootPath, TrajectoryParser::tr("the list of events \"history\""));
    Trajectory trajectory;
    trajectory.format = TrajectoryFormat::OpenHands;
    HistoryReader reader;
    reader.steps.reserve(qsizetype(history.size()) / 2 + 1);
    const JsonPath historyPath = rootPath.key("history");
    qsizetype i = 0;
    for (Element event : history)
        reader.read(event, historyPath.index(i++));
    readOpenHandsInfo(root, trajectory.info);
    reader.finish(trajectory.info);
    trajectory.steps = std::move(reader.steps);
    return trajectory;
}

} // namespace heddle::trajectoryformats
