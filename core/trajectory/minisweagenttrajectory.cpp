// mini-swe-agent trajectories (trajectory_format mini-swe-agent-1 and mini-swe-agent-1.1, and the bare list of
// messages its tests keep): a step is one assistant message, observed by the user or tool messages after it.

#include <core/trajectory/trajectorycommands.h>
#include <core/trajectory/trajectoryformats_p.h>

namespace heddle::trajectoryformats {

using namespace Qt::StringLiterals;
using namespace jsondom;

namespace {

using simdjson::dom::element_type;

// A string, or the text parts of an OpenAI-style content list ([{type: text, text}]) joined by newlines.
QString contentText(Element element, const JsonPath &path)
{
    switch (element.type()) {
    case element_type::NULL_VALUE: return {};
    case element_type::STRING: return toQString(element.get_string().value_unsafe());
    case element_type::ARRAY: {
        QString text;
        qsizetype i = 0;
        const Array parts = element.get_array().value_unsafe();
        for (Element part : parts) {
            const JsonPath partPath = path.index(i++);
            if (part.type() == element_type::STRING) {
                text += (text.isEmpty() ? QString() : u"\n"_s) + toQString(part.get_string().value_unsafe());
                continue;
            }
            const Object object =
                requireObject(part, partPath, TrajectoryParser::tr("a content part object or a string"));
            // Image and other non-text parts carry no text to show.
            if (const std::optional<std::string_view> partText = optionalStringView(object, "text", partPath))
                text += (text.isEmpty() ? QString() : u"\n"_s) + toQString(*partText);
        }
        return text;
    }
    default: failType(path, element, TrajectoryParser::tr("a string or a list of content parts"));
    }
}

void appendLine(QString &text, const QString &line)
{
    if (line.isEmpty())
        return;
    if (!text.isEmpty())
        text += u'\n';
    text += line;
}

// Tool-call arguments are a JSON object encoded in a string; the shell tool's is {"command": "..."}.
QString toolCallCommand(std::string_view arguments, simdjson::dom::parser &nested)
{
    Element decoded;
    if (nested.parse(arguments.data(), arguments.size()).get(decoded) == simdjson::SUCCESS) {
        QString command = lookupString(decoded, {"command"});
        if (!command.isEmpty())
            return command;
    }
    return toQString(arguments);
}

QString toolCallsCommand(Object message, const JsonPath &path, simdjson::dom::parser &nested)
{
    QString command;
    const std::optional<Array> calls = optionalArray(message, "tool_calls", path);
    if (!calls)
        return command;
    for (Element call : *calls) {
        const std::optional<Element> arguments = lookup(call, {"function", "arguments"});
        std::string_view text;
        if (arguments && arguments->get_string().get(text) == simdjson::SUCCESS)
            appendLine(command, toolCallCommand(text, nested));
    }
    return command;
}

// The raw object of an OpenAI Responses API call, which mini-swe-agent stores as the assistant's message.
void readResponseOutput(Element message, QString &content, QString &command, simdjson::dom::parser &nested)
{
    const std::optional<Element> output = lookup(message, {"output"});
    Array items;
    if (!output || output->get_array().get(items) != simdjson::SUCCESS)
        return;
    for (Element item : items) {
        const QString type = lookupString(item, {"type"});
        if (type == u"message") {
            const std::optional<Element> parts = lookup(item, {"content"});
            if (parts)
                appendLine(content, contentText(*parts, JsonPath()));
        } else if (type == u"function_call") {
            std::string_view arguments;
            const std::optional<Element> value = lookup(item, {"arguments"});
            if (value && value->get_string().get(arguments) == simdjson::SUCCESS)
                appendLine(command, toolCallCommand(arguments, nested));
        }
    }
}

void readUsage(Element message, TrajectoryStep &step)
{
    for (const std::optional<Element> usage :
         {lookup(message, {"extra", "response", "usage"}), lookup(message, {"usage"})}) {
        if (!usage)
            continue;
        step.inputTokens = lookupInteger(*usage, {"prompt_tokens"});
        if (!step.inputTokens)
            step.inputTokens = lookupInteger(*usage, {"input_tokens"});
        step.outputTokens = lookupInteger(*usage, {"completion_tokens"});
        if (!step.outputTokens)
            step.outputTokens = lookupInteger(*usage, {"output_tokens"});
        return;
    }
}

TrajectoryStep readAssistant(Element element, Object message, const JsonPath &path, bool isResponse,
                             simdjson::dom::parser &nested)
{
    TrajectoryStep step;
    QString content;
    QString command;
    if (isResponse) {
        readResponseOutput(element, content, command, nested);
    } else if (const std::optional<Element> value = member(message, "content")) {
        content = contentText(*value, path.key("content"));
    }

    // The actions the agent parsed and ran are the truth where it recorded them (mini-swe-agent 2.x).
    if (const std::optional<Element> actions = lookup(element, {"extra", "actions"})) {
        Array list;
        if (actions->get_array().get(list) == simdjson::SUCCESS) {
            for (Element action : list)
                appendLine(command, lookupString(action, {"command"}));
        }
    }
    if (command.isEmpty() && !isResponse)
        command = toolCallsCommand(message, path, nested);

    const std::optional<trajectorycommands::FencedCommand> fenced = trajectorycommands::fencedShellCommand(content);
    if (fenced) {
        step.thought = fenced->thought;
        if (command.isEmpty())
            command = fenced->command;
    } else {
        step.thought = content.trimmed();
    }
    step.action = command;
    if (command.trimmed().isEmpty())
        step.kind = TrajectoryStep::Kind::Message;
    else if (trajectorycommands::isMiniSweAgentSubmit(command))
        step.kind = TrajectoryStep::Kind::Submit;
    else
        step.kind = TrajectoryStep::Kind::Action;
    readUsage(element, step);
    return step;
}

void readInfo(Element root, Object object, TrajectoryInfo &info)
{
    const JsonPath rootPath;
    info.instanceId = optionalString(object, "instance_id", rootPath);
    const JsonPath infoPath = rootPath.key("info");
    const std::optional<Object> infoObject = optionalObject(object, "info", rootPath);
    if (!infoObject)
        return;
    info.exitStatus = optionalString(*infoObject, "exit_status", infoPath);
    info.submission = optionalString(*infoObject, "submission", infoPath);
    const JsonPath statsPath = infoPath.key("model_stats");
    if (const std::optional<Object> stats = optionalObject(*infoObject, "model_stats", infoPath)) {
        info.cost = optionalNumber(*stats, "instance_cost", statsPath);
        if (const std::optional<qint64> calls = optionalInteger(*stats, "api_calls", statsPath))
            info.apiCalls = int(*calls);
    }
    info.model = lookupString(root, {"info", "config", "model", "model_name"});
}

class MiniSweAgentStepReader : public StepReader
{
public:
    qsizetype read(Element element, const JsonPath &path) override
    {
        const Object message = requireObject(element, path, TrajectoryParser::tr("a chat message object"));
        const QString role = optionalString(message, "role", path);
        const bool isResponse = role.isEmpty() && lookupString(element, {"object"}) == u"response";
        if (role == u"assistant" || isResponse) {
            TrajectoryStep step = readAssistant(element, message, path, isResponse, nested);
            step.index = int(steps.size());
            if (step.inputTokens || step.outputTokens) {
                m_anyUsage = true;
                m_inputTokens += step.inputTokens.value_or(0);
                m_outputTokens += step.outputTokens.value_or(0);
            }
            steps.append(std::move(step));
            return steps.size() - 1;
        }
        if (role == u"user" || role == u"tool") {
            // Messages before the first model response are the task, not a step.
            if (steps.isEmpty())
                return -1;
            const std::optional<Element> content = member(message, "content");
            if (content && !kindsOnly)
                appendLine(steps.last().observation, contentText(*content, path.key("content")));
            return steps.size() - 1;
        }
        if (role == u"exit") {
            if (m_exitStatus.isEmpty())
                m_exitStatus = lookupString(element, {"extra", "exit_status"});
            if (m_submission.isEmpty())
                m_submission = lookupString(element, {"extra", "submission"});
        }
        return -1;
    }

    void finish(TrajectoryInfo &info) const override
    {
        if (info.exitStatus.isEmpty())
            info.exitStatus = m_exitStatus;
        if (info.submission.isEmpty())
            info.submission = m_submission;
        if (m_anyUsage) {
            info.inputTokens = m_inputTokens;
            info.outputTokens = m_outputTokens;
        }
    }

private:
    qint64 m_inputTokens = 0;
    qint64 m_outputTokens = 0;
    bool m_anyUsage = false;
    QString m_exitStatus;
    QString m_submission;
};

} // namespace

std::unique_ptr<StepReader> makeMiniSweAgentStepReader()
{
    return std::make_unique<MiniSweAgentStepReader>();
}

void readMiniSweAgentInfo(Element root, TrajectoryInfo &info)
{
    Object object;
    if (root.get_object().get(object) == simdjson::SUCCESS)
        readInfo(root, object, info);
}

Trajectory readMiniSweAgent(Element root)
{
    const JsonPath rootPath;
    Trajectory trajectory;
    trajectory.format = TrajectoryFormat::MiniSweAgent;

    Array messages;
    JsonPath messagesPath = rootPath;
    if (root.get_array().get(messages) != simdjson::SUCCESS) {
        const Object object = requireObject(root, rootPath, TrajectoryParser::tr("a mini-swe-agent trajectory object"));
        messages = requireArrayMember(object, "messages", rootPath,
                                      TrajectoryParser::tr("the list of chat messages \"messages\""));
        messagesPath = rootPath.key("messages");
        readInfo(root, object, trajectory.info);
    }

    MiniSweAgentStepReader reader;
    qsizetype i = 0;
    for (Element element : messages)
        reader.read(element, messagesPath.index(i++));
    reader.finish(trajectory.info);
    trajectory.steps = std::move(reader.steps);
    return trajectory;
}

} // namespace heddle::trajectoryformats
