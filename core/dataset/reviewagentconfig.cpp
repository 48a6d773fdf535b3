#include <core/dataset/reviewagentconfig.h>

#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/storage/pathsafety.h>

#include <QCoreApplication>
#include <QSet>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ReviewAgentText {
    Q_DECLARE_TR_FUNCTIONS(ReviewAgentText)
};

Json llmSettingsToJson(const LlmAgentSettings &llm)
{
    const LlmAgentSettings defaults;
    Json json = Json::object();
    json["base_url"] = toStd(llm.baseUrl);
    json["model"] = toStd(llm.model);
    if (!llm.apiKeyEnv.isEmpty())
        json["api_key_env"] = toStd(llm.apiKeyEnv);
    if (llm.maxTokens != defaults.maxTokens)
        json["max_tokens"] = llm.maxTokens;
    if (llm.temperature != defaults.temperature)
        json["temperature"] = llm.temperature;
    if (llm.concurrency != defaults.concurrency)
        json["concurrency"] = llm.concurrency;
    if (llm.requestsPerMinute != defaults.requestsPerMinute)
        json["requests_per_minute"] = llm.requestsPerMinute;
    if (llm.contextTokens != defaults.contextTokens)
        json["context_tokens"] = llm.contextTokens;
    if (!llm.prompt.isEmpty())
        json["prompt"] = toStd(llm.prompt);
    if (llm.structuredOutput != defaults.structuredOutput)
        json["structured_output"] = llm.structuredOutput;
    if (llm.promptPrice >= 0 || llm.completionPrice >= 0)
        json["price_per_million"] =
            Json{{"prompt", std::max(0.0, llm.promptPrice)}, {"completion", std::max(0.0, llm.completionPrice)}};
    return json;
}

LlmAgentSettings llmSettingsFromJson(const Json &json)
{
    LlmAgentSettings llm;
    llm.baseUrl = jsonString(json, "base_url");
    llm.model = jsonString(json, "model");
    llm.apiKeyEnv = jsonString(json, "api_key_env");
    llm.maxTokens = json.value("max_tokens", llm.maxTokens);
    llm.temperature = json.value("temperature", llm.temperature);
    llm.concurrency = json.value("concurrency", llm.concurrency);
    llm.requestsPerMinute = json.value("requests_per_minute", llm.requestsPerMinute);
    llm.contextTokens = json.value("context_tokens", llm.contextTokens);
    llm.prompt = jsonString(json, "prompt");
    llm.structuredOutput = json.value("structured_output", llm.structuredOutput);
    if (const auto price = json.find("price_per_million"); price != json.end() && price->is_object()) {
        llm.promptPrice = price->value("prompt", 0.0);
        llm.completionPrice = price->value("completion", 0.0);
    }
    return llm;
}

/// Why an "llm" object is not one, with the JSON pointer below it of the value at fault; empty when it is.
std::pair<QString, QString> llmSettingsProblem(const Json &llm)
{
    static const QSet<std::string> known = {"base_url",
                                            "model",
                                            "api_key_env",
                                            "max_tokens",
                                            "temperature",
                                            "concurrency",
                                            "requests_per_minute",
                                            "context_tokens",
                                            "prompt",
                                            "structured_output",
                                            "price_per_million"};
    if (!llm.is_object())
        return {QString(), ReviewAgentText::tr("expected an object")};
    for (auto it = llm.begin(); it != llm.end(); ++it)
        if (!known.contains(it.key()))
            return {jsonPointerAppend(QString(), toQString(it.key())), ReviewAgentText::tr("unknown key")};
    const QString url = jsonString(llm, "base_url");
    if (!url.startsWith(u"http://"_s) && !url.startsWith(u"https://"_s))
        return {u"/base_url"_s, ReviewAgentText::tr("expected an http:// or https:// address")};
    if (jsonString(llm, "model").trimmed().isEmpty())
        return {u"/model"_s, ReviewAgentText::tr("expected the name of a model")};
    for (const char *key : {"api_key_env", "prompt"})
        if (const auto v = llm.find(key); v != llm.end() && (!v->is_string() || v->get<std::string>().empty()))
            return {u"/"_s + QString::fromLatin1(key), ReviewAgentText::tr("expected a string")};
    for (const char *key : {"max_tokens", "concurrency", "context_tokens"})
        if (const auto v = llm.find(key); v != llm.end() && (!v->is_number_integer() || v->get<int>() < 1))
            return {u"/"_s + QString::fromLatin1(key), ReviewAgentText::tr("expected a whole number above 0")};
    if (const auto v = llm.find("requests_per_minute");
        v != llm.end() && (!v->is_number_integer() || v->get<int>() < 0))
        return {u"/requests_per_minute"_s, ReviewAgentText::tr("expected a whole number, 0 for no limit")};
    if (const auto v = llm.find("temperature");
        v != llm.end() && (!v->is_number() || v->get<double>() < 0 || v->get<double>() > 2))
        return {u"/temperature"_s, ReviewAgentText::tr("expected a number from 0 to 2")};
    if (const auto v = llm.find("structured_output"); v != llm.end() && !v->is_boolean())
        return {u"/structured_output"_s, ReviewAgentText::tr("expected true or false")};
    if (const auto v = llm.find("price_per_million"); v != llm.end()) {
        if (!v->is_object())
            return {u"/price_per_million"_s, ReviewAgentText::tr("expected {\"prompt\": …, \"completion\": …}")};
        for (auto it = v->begin(); it != v->end(); ++it)
            if ((it.key() != "prompt" && it.key() != "completion") || !it->is_number() || it->get<double>() < 0)
                return {u"/price_per_million/"_s + toQString(it.key()),
                        ReviewAgentText::tr("expected a price of 0 or more")};
    }
    return {};
}

} // namespace

QString reviewAgentPerName(ReviewAgentConfig::Per per)
{
    return per == ReviewAgentConfig::Per::Attempt ? u"attempt"_s : u"task"_s;
}

Json reviewAgentToJson(const ReviewAgentConfig &agent)
{
    const ReviewAgentConfig defaults;
    Json json = Json::object();
    json["name"] = toStd(agent.name);
    if (agent.llm)
        json["llm"] = llmSettingsToJson(*agent.llm);
    else
        json["command"] = toStd(agent.command);
    json["per"] = toStd(reviewAgentPerName(agent.per));
    if (agent.sandbox != defaults.sandbox)
        json["sandbox"] = agent.sandbox;
    if (agent.timeoutSeconds != defaults.timeoutSeconds)
        json["timeout_s"] = agent.timeoutSeconds;
    if (agent.output != defaults.output)
        json["output"] = toStd(agent.output);
    if (!agent.version.isEmpty())
        json["version"] = toStd(agent.version);
    if (!agent.versionCommand.isEmpty())
        json["version_command"] = toStd(agent.versionCommand);
    if (!agent.paths.isEmpty())
        json["paths"] = jsonStrings(agent.paths);
    return json;
}

ReviewAgentConfig reviewAgentFromJson(const Json &json)
{
    ReviewAgentConfig agent;
    agent.name = jsonString(json, "name");
    agent.command = jsonString(json, "command");
    if (const auto llm = json.find("llm"); llm != json.end() && llm->is_object())
        agent.llm = llmSettingsFromJson(*llm);
    agent.per = jsonString(json, "per") == u"attempt" ? ReviewAgentConfig::Per::Attempt : ReviewAgentConfig::Per::Task;
    agent.sandbox = json.value("sandbox", true);
    agent.timeoutSeconds = json.value("timeout_s", 600);
    if (const QString output = jsonString(json, "output"); !output.isEmpty())
        agent.output = output;
    agent.version = jsonString(json, "version");
    agent.versionCommand = jsonString(json, "version_command");
    if (const auto p = json.find("paths"); p != json.end() && p->is_array())
        for (const auto &path : *p)
            if (path.is_string())
                agent.paths.append(toQString(path.get<std::string>()));
    return agent;
}

Result<QList<ReviewAgentConfig>> parseReviewAgents(QByteArrayView text, const QString &file)
{
    if (text.trimmed().isEmpty())
        return QList<ReviewAgentConfig>();
    Result<Json> json = parseJson(text, file);
    if (!json)
        return json.error();
    const auto fail = [&](const QString &pointer, const QString &message) {
        return jsonValueError(text, file, pointer, message);
    };
    if (!json->is_array())
        return fail(QString(), ReviewAgentText::tr("expected a list of review agents"));
    QList<ReviewAgentConfig> agents;
    QSet<QString> names;
    static const QSet<std::string> known = {
        "name", "command", "llm", "per", "sandbox", "timeout_s", "output", "version", "version_command", "paths"};
    for (size_t i = 0; i < json->size(); ++i) {
        const Json &a = json->at(i);
        const QString at = jsonPointerAppend(QString(), qsizetype(i));
        if (!a.is_object())
            return fail(at, ReviewAgentText::tr("expected an object"));
        for (auto it = a.begin(); it != a.end(); ++it)
            if (!known.contains(it.key()))
                return fail(jsonPointerAppend(at, toQString(it.key())), ReviewAgentText::tr("unknown key"));
        const QString name = jsonString(a, "name");
        if (!isSafeId(name))
            return fail(jsonPointerAppend(at, u"name"), ReviewAgentText::tr("the name is not a valid id"));
        if (names.contains(name))
            return fail(jsonPointerAppend(at, u"name"), ReviewAgentText::tr("another agent has this name"));
        names.insert(name);
        if (const auto llm = a.find("llm"); llm != a.end()) {
            if (a.contains("command"))
                return fail(jsonPointerAppend(at, u"llm"),
                            ReviewAgentText::tr("an agent has a command or an llm, not both"));
            if (const auto [below, problem] = llmSettingsProblem(*llm); !problem.isEmpty())
                return fail(jsonPointerAppend(at, u"llm") + below, problem);
        } else if (jsonString(a, "command").trimmed().isEmpty()) {
            return fail(jsonPointerAppend(at, u"command"), ReviewAgentText::tr("expected a command or an llm"));
        }
        if (const auto per = a.find("per"); per == a.end() || !per->is_string() ||
                                            (per->get<std::string>() != "task" && per->get<std::string>() != "attempt"))
            return fail(jsonPointerAppend(at, u"per"), ReviewAgentText::tr("expected \"task\" or \"attempt\""));
        if (const auto s = a.find("sandbox"); s != a.end() && !s->is_boolean())
            return fail(jsonPointerAppend(at, u"sandbox"), ReviewAgentText::tr("expected true or false"));
        if (const auto t = a.find("timeout_s"); t != a.end() && (!t->is_number_integer() || t->get<int>() < 1))
            return fail(jsonPointerAppend(at, u"timeout_s"), ReviewAgentText::tr("expected a whole number of seconds"));
        if (const auto o = a.find("output"); o != a.end()) {
            const QString output = o->is_string() ? toQString(o->get<std::string>()) : QString();
            if (output != u"stdout" && (!isSafeRelativePath(output) || output.contains(u'/')))
                return fail(jsonPointerAppend(at, u"output"),
                            ReviewAgentText::tr("expected \"stdout\" or a file name without a folder"));
        }
        for (const char *key : {"version", "version_command"})
            if (const auto v = a.find(key); v != a.end() && !v->is_string())
                return fail(jsonPointerAppend(at, QString::fromLatin1(key)), ReviewAgentText::tr("expected a string"));
        if (const auto p = a.find("paths"); p != a.end()) {
            if (!p->is_array())
                return fail(jsonPointerAppend(at, u"paths"), ReviewAgentText::tr("expected a list of paths"));
            for (size_t k = 0; k < p->size(); ++k)
                if (!p->at(k).is_string() || p->at(k).get<std::string>().empty())
                    return fail(jsonPointerAppend(jsonPointerAppend(at, u"paths"), qsizetype(k)),
                                ReviewAgentText::tr("expected a path"));
        }
        agents.append(reviewAgentFromJson(a));
    }
    return agents;
}

QByteArray reviewAgentsToText(const QList<ReviewAgentConfig> &agents)
{
    Json json = Json::array();
    for (const ReviewAgentConfig &agent : agents)
        json.push_back(reviewAgentToJson(agent));
    return serializeJson(json);
}

QList<ReviewAgentConfig> mergeReviewAgents(const QList<ReviewAgentConfig> &dataset, const QList<ReviewAgentConfig> &own)
{
    QList<ReviewAgentConfig> merged = dataset;
    QSet<QString> names;
    for (const ReviewAgentConfig &agent : dataset)
        names.insert(agent.name);
    for (const ReviewAgentConfig &agent : own)
        if (!names.contains(agent.name))
            merged.append(agent);
    return merged;
}

} // namespace heddle
