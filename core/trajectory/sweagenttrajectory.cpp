// SWE-agent .traj files: 0.x (state as a JSON string), 1.x (state as an object, per-step model input) and the
// retry agent (attempts[], each a whole 1.x trajectory).

#include <core/trajectory/trajectorycommands.h>
#include <core/trajectory/trajectoryformats_p.h>

namespace heddle::trajectoryformats {

using namespace Qt::StringLiterals;
using namespace jsondom;

namespace {

QString stateValue(Object state, std::string_view key, const JsonPath &path)
{
    QString value = optionalString(state, key, path);
    // SWE-agent 0.x writes "n/a" when no file is open.
    return value == u"n/a" ? QString() : value;
}

void readState(Element state, const JsonPath &path, TrajectoryStep &step, simdjson::dom::parser &nested)
{
    if (isNull(state))
        return;
    std::string_view encoded;
    if (state.get_string().get(encoded) == simdjson::SUCCESS) {
        if (QByteArrayView(encoded.data(), qsizetype(encoded.size())).trimmed().isEmpty())
            return;
        // A separate parser: parsing with the one that holds the document would invalidate it.
        Element decoded;
        if (const simdjson::error_code code = nested.parse(encoded.data(), encoded.size()).get(decoded)) {
            fail(path, TrajectoryParser::tr("expected a JSON object encoded in the state string (%1)")
                           .arg(QString::fromUtf8(simdjson::error_message(code))));
        }
        Object object;
        if (decoded.get_object().get(object) != simdjson::SUCCESS) {
            fail(path, TrajectoryParser::tr("expected a JSON object encoded in the state string, found %1")
                           .arg(typeName(decoded)));
        }
        step.openFile = stateValue(object, "open_file", path);
        step.workingDirectory = stateValue(object, "working_dir", path);
        return;
    }
    const Object object =
        requireObject(state, path, TrajectoryParser::tr("the environment state as an object or a string"));
    step.openFile = stateValue(object, "open_file", path);
    step.workingDirectory = stateValue(object, "working_dir", path);
}

class SweAgentStepReader : public StepReader
{
public:
    qsizetype read(Element element, const JsonPath &path) override
    {
        const Object object = requireObject(element, path, TrajectoryParser::tr("a step object"));
        TrajectoryStep step;
        step.index = int(steps.size());
        step.attempt = attempt;
        step.action = optionalString(object, "action", path);
        step.durationSeconds = optionalNumber(object, "execution_time", path);
        if (kindsOnly) {
            optionalStringView(object, "observation", path);
            optionalStringView(object, "thought", path);
        } else {
            step.observation = optionalString(object, "observation", path);
            step.thought = optionalString(object, "thought", path);
            if (step.thought.isEmpty() && step.action.isEmpty())
                step.thought = optionalString(object, "response", path);
            if (const std::optional<Element> state = member(object, "state"))
                readState(*state, path.key("state"), step, nested);
        }
        step.kind = trajectorycommands::sweAgentActionKind(step.action);
        steps.append(std::move(step));
        return steps.size() - 1;
    }
};

void appendSteps(Object holder, const JsonPath &path, SweAgentStepReader &reader)
{
    const JsonPath trajectoryPath = path.key("trajectory");
    const Array trajectory =
        requireArrayMember(holder, "trajectory", path, TrajectoryParser::tr("the list of steps \"trajectory\""));
    reader.steps.reserve(reader.steps.size() + qsizetype(trajectory.size()));
    qsizetype i = 0;
    for (Element element : trajectory)
        reader.read(element, trajectoryPath.index(i++));
}

void readInfo(Object holder, const JsonPath &path, TrajectoryInfo &info)
{
    const JsonPath infoPath = path.key("info");
    const std::optional<Object> object = optionalObject(holder, "info", path);
    if (!object)
        return;
    info.exitStatus = optionalString(*object, "exit_status", infoPath);
    info.submission = optionalString(*object, "submission", infoPath);
    if (const std::optional<qint64> best = optionalInteger(*object, "best_attempt_idx", infoPath))
        info.bestAttempt = int(*best);
    const JsonPath statsPath = infoPath.key("model_stats");
    const std::optional<Object> stats = optionalObject(*object, "model_stats", infoPath);
    if (!stats)
        return;
    info.inputTokens = optionalInteger(*stats, "tokens_sent", statsPath);
    info.outputTokens = optionalInteger(*stats, "tokens_received", statsPath);
    if (const std::optional<qint64> calls = optionalInteger(*stats, "api_calls", statsPath))
        info.apiCalls = int(*calls);
    info.cost = optionalNumber(*stats, "instance_cost", statsPath);
}

// The run configuration is only shown, so a configuration Heddle cannot read leaves model and instance empty
// instead of failing the trajectory.
void readReplayConfig(Object holder, TrajectoryInfo &info, simdjson::dom::parser &nested)
{
    const std::optional<Element> config = member(holder, "replay_config");
    if (!config)
        return;
    Element root = *config;
    std::string_view encoded;
    if (config->get_string().get(encoded) == simdjson::SUCCESS) {
        if (nested.parse(encoded.data(), encoded.size()).get(root) != simdjson::SUCCESS)
            return;
    }
    if (info.model.isEmpty()) {
        info.model = lookupString(root, {"agent", "model", "name"});
        if (info.model.isEmpty()) {
            // A retry agent's configuration lists the configurations of its attempts.
            if (const std::optional<Element> configs = lookup(root, {"agent", "agent_configs"})) {
                Array array;
                if (configs->get_array().get(array) == simdjson::SUCCESS && array.size() > 0)
                    info.model = lookupString(array.at(0).value_unsafe(), {"model", "name"});
            }
        }
    }
    if (info.instanceId.isEmpty())
        info.instanceId = lookupString(root, {"problem_statement", "id"});
}

} // namespace

std::unique_ptr<StepReader> makeSweAgentStepReader()
{
    return std::make_unique<SweAgentStepReader>();
}

void readSweAgentInfo(Element root, TrajectoryFormat format, TrajectoryInfo &info)
{
    const JsonPath rootPath;
    const Object object = requireObject(root, rootPath, TrajectoryParser::tr("a SWE-agent trajectory object"));
    simdjson::dom::parser nested;
    if (format != TrajectoryFormat::SweAgentRetry) {
        readInfo(object, rootPath, info);
        readReplayConfig(object, info, nested);
        return;
    }
    const JsonPath attemptsPath = rootPath.key("attempts");
    const Array attempts =
        requireArrayMember(object, "attempts", rootPath, TrajectoryParser::tr("the list of attempts \"attempts\""));
    int attempt = 0;
    std::optional<Object> lastAttempt;
    for (Element element : attempts) {
        lastAttempt = requireObject(element, attemptsPath.index(attempt), TrajectoryParser::tr("an attempt object"));
        ++attempt;
    }
    info.attemptCount = attempt;
    // The top level repeats the chosen attempt with the totals of all attempts once the agent has chosen; before
    // that only the attempts exist, and the latest one tells how the run stands.
    if (member(object, "info")) {
        readInfo(object, rootPath, info);
    } else if (lastAttempt) {
        readInfo(*lastAttempt, attemptsPath.index(attempt - 1), info);
    }
    readReplayConfig(object, info, nested);
    if (lastAttempt)
        readReplayConfig(*lastAttempt, info, nested);
}

Trajectory readSweAgent(Element root, TrajectoryFormat format)
{
    const JsonPath rootPath;
    const Object object = requireObject(root, rootPath, TrajectoryParser::tr("a SWE-agent trajectory object"));
    SweAgentStepReader reader;
    Trajectory trajectory;
    trajectory.format = format;
    if (format != TrajectoryFormat::SweAgentRetry) {
        appendSteps(object, rootPath, reader);
    } else {
        const JsonPath attemptsPath = rootPath.key("attempts");
        const Array attempts =
            requireArrayMember(object, "attempts", rootPath, TrajectoryParser::tr("the list of attempts \"attempts\""));
        for (Element element : attempts) {
            const JsonPath attemptPath = attemptsPath.index(reader.attempt);
            const Object attemptObject = requireObject(element, attemptPath, TrajectoryParser::tr("an attempt object"));
            appendSteps(attemptObject, attemptPath, reader);
            ++reader.attempt;
        }
    }
    trajectory.steps = std::move(reader.steps);
    readSweAgentInfo(root, format, trajectory.info);
    return trajectory;
}

} // namespace heddle::trajectoryformats
