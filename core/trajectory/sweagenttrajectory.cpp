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

void appendSteps(Object holder, const JsonPath &path, int attempt, QList<TrajectoryStep> &steps,
                 simdjson::dom::parser &nested)
{
    const JsonPath trajectoryPath = path.key("trajectory");
    const Array trajectory =
        requireArrayMember(holder, "trajectory", path, TrajectoryParser::tr("the list of steps \"trajectory\""));
    steps.reserve(steps.size() + qsizetype(trajectory.size()));
    qsizetype i = 0;
    for (Element element : trajectory) {
        const JsonPath stepPath = trajectoryPath.index(i++);
        const Object object = requireObject(element, stepPath, TrajectoryParser::tr("a step object"));
        TrajectoryStep step;
        step.index = int(steps.size());
        step.attempt = attempt;
        step.action = optionalString(object, "action", stepPath);
        step.observation = optionalString(object, "observation", stepPath);
        step.thought = optionalString(object, "thought", stepPath);
        if (step.thought.isEmpty() && step.action.isEmpty())
            step.thought = optionalString(object, "response", stepPath);
        step.durationSeconds = optionalNumber(object, "execution_time", stepPath);
        if (const std::optional<Element> state = member(object, "state"))
            readState(*state, stepPath.key("state"), step, nested);
        step.kind = trajectorycommands::sweAgentActionKind(step.action);
        steps.append(std::move(step));
    }
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

Trajectory readSweAgent(Element root, TrajectoryFormat format)
{
    const JsonPath rootPath;
    const Object object = requireObject(root, rootPath, TrajectoryParser::tr("a SWE-agent trajectory object"));
    simdjson::dom::parser nested;
    Trajectory trajectory;
    trajectory.format = format;

    if (format != TrajectoryFormat::SweAgentRetry) {
        appendSteps(object, rootPath, 0, trajectory.steps, nested);
        readInfo(object, rootPath, trajectory.info);
        readReplayConfig(object, trajectory.info, nested);
        return trajectory;
    }

    const JsonPath attemptsPath = rootPath.key("attempts");
    const Array attempts =
        requireArrayMember(object, "attempts", rootPath, TrajectoryParser::tr("the list of attempts \"attempts\""));
    int attempt = 0;
    std::optional<Object> lastAttempt;
    for (Element element : attempts) {
        const JsonPath attemptPath = attemptsPath.index(attempt);
        const Object attemptObject = requireObject(element, attemptPath, TrajectoryParser::tr("an attempt object"));
        appendSteps(attemptObject, attemptPath, attempt, trajectory.steps, nested);
        lastAttempt = attemptObject;
        ++attempt;
    }
    trajectory.info.attemptCount = attempt;
    // The top level repeats the chosen attempt with the totals of all attempts once the agent has chosen; before
    // that only the attempts exist, and the latest one tells how the run stands.
    if (member(object, "info")) {
        readInfo(object, rootPath, trajectory.info);
    } else if (lastAttempt) {
        readInfo(*lastAttempt, attemptsPath.index(attempt - 1), trajectory.info);
    }
    readReplayConfig(object, trajectory.info, nested);
    if (lastAttempt)
        readReplayConfig(*lastAttempt, trajectory.info, nested);
    return trajectory;
}

} // namespace heddle::trajectoryformats
