#include <core/agents/agentrunrecord.h>

#include <core/dataset/schemavalidator.h>
#include <core/dataset/taskjson.h>
#include <core/json/jsonlocation.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDir>
#include <QMap>

#include <algorithm>
#include <array>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct AgentRunRecordText {
    Q_DECLARE_TR_FUNCTIONS(AgentRunRecordText)
};

constexpr std::array kOutcomes = {
    std::pair{AgentRunRecord::Outcome::Finished, u"finished"},
    std::pair{AgentRunRecord::Outcome::TimedOut, u"timed_out"},
    std::pair{AgentRunRecord::Outcome::Cancelled, u"cancelled"},
    std::pair{AgentRunRecord::Outcome::FailedToStart, u"failed_to_start"},
    std::pair{AgentRunRecord::Outcome::Crashed, u"crashed"},
    std::pair{AgentRunRecord::Outcome::Limit, u"limit"},
};

Json errorToJson(const Error &error)
{
    Json json{{"message", toStd(error.message)}};
    if (!error.file.isEmpty())
        json["file"] = toStd(error.file);
    if (error.line > 0)
        json["line"] = error.line;
    if (error.column > 0)
        json["column"] = error.column;
    if (!error.pointer.isEmpty())
        json["pointer"] = toStd(error.pointer);
    if (!error.detail.isEmpty())
        json["detail"] = toStd(error.detail);
    return json;
}

Error errorFromJson(const Json &json)
{
    Error error = makeError(Error::Code::Parse, jsonString(json, "message"), jsonString(json, "detail"));
    error.file = jsonString(json, "file");
    error.line = json.value("line", 0);
    error.column = json.value("column", 0);
    error.pointer = jsonString(json, "pointer");
    return error;
}

} // namespace

QString agentRunOutcomeName(AgentRunRecord::Outcome outcome)
{
    for (const auto &[o, name] : kOutcomes)
        if (o == outcome)
            return QString::fromUtf16(name);
    return {};
}

std::optional<AgentRunRecord::Outcome> agentRunOutcomeFromName(QStringView name)
{
    for (const auto &[o, n] : kOutcomes)
        if (name == QStringView(n))
            return o;
    return std::nullopt;
}

Json agentRunRecordToJson(const AgentRunRecord &r)
{
    Json json = Json::object();
    json["kind"] = "agent-run";
    json["id"] = toStd(r.id);
    json["task"] = toStd(r.task);
    json["attempt"] = jsonTextOrNull(r.attempt);
    json["agent"] = Json{{"name", toStd(r.agent)}, {"version", jsonTextOrNull(r.agentVersion)}};
    json["command"] = toStd(r.command);
    json["per"] = toStd(r.per);
    json["sandboxed"] = r.sandboxed;
    json["started_at"] = taskjson::formatTimestamp(r.started);
    json["duration_s"] = double(r.durationMs) / 1000.0;
    json["outcome"] = toStd(agentRunOutcomeName(r.outcome));
    json["exit_code"] = r.exitCode;
    if (!r.limit.isEmpty())
        json["limit"] = toStd(r.limit);
    if (!r.message.isEmpty())
        json["message"] = toStd(r.message);
    json["stderr"] = toStd(QString::fromUtf8(r.stderrTail));
    if (r.stderrDropped > 0)
        json["stderr_dropped"] = r.stderrDropped;
    json["output"] = toStd(r.output);
    Json import = Json::object();
    import["imported"] = r.imported;
    import["lines"] = r.lines;
    import["findings"] = r.findings;
    import["added"] = r.added;
    import["updated"] = r.updated;
    import["unchanged"] = r.unchanged;
    import["restored"] = r.restored;
    import["kept_decided"] = r.keptDecided;
    import["withdrawn"] = r.withdrawn;
    import["skipped"] = r.skipped;
    Json errors = Json::array();
    for (const Error &e : r.errors)
        errors.push_back(errorToJson(e));
    import["errors"] = std::move(errors);
    import["changed"] = jsonStrings(r.changedPaths);
    json["import"] = std::move(import);
    if (const std::optional<LlmRunInfo> &llm = r.llm) {
        Json info{{"base_url", toStd(llm->baseUrl)},
                  {"model", toStd(llm->model)},
                  {"prompt_version", toStd(llm->promptVersion)},
                  {"key_source", toStd(llm->keySource)},
                  {"requests", llm->requests},
                  {"cached", llm->cached},
                  {"prompt_tokens", llm->promptTokens},
                  {"completion_tokens", llm->completionTokens},
                  {"tokens_estimated", llm->tokensEstimated}};
        if (llm->cost >= 0)
            info["cost"] = llm->cost;
        if (!llm->cut.isEmpty())
            info["cut"] = jsonStrings(llm->cut);
        json["llm"] = std::move(info);
    }
    return json;
}

Result<AgentRunRecord> agentRunRecordFromJson(QByteArrayView bytes, const QString &file)
{
    Result<Json> parsed = parseJson(bytes, file);
    if (!parsed)
        return parsed.error();
    const Json &json = *parsed;
    if (const QList<SchemaViolation> violations = SchemaValidator::embedded(u"agent-run.schema.json"_s).validate(json);
        !violations.isEmpty())
        return jsonValueError(bytes, file, violations.first().pointer, violations.first().message);
    AgentRunRecord r;
    r.id = jsonString(json, "id");
    r.task = jsonString(json, "task");
    r.attempt = jsonString(json, "attempt");
    r.agent = jsonString(json.at("agent"), "name");
    r.agentVersion = jsonString(json.at("agent"), "version");
    r.command = jsonString(json, "command");
    r.per = jsonString(json, "per");
    r.sandboxed = json.value("sandboxed", false);
    r.started = taskjson::parseTimestamp(json.value("started_at", std::string()));
    r.durationMs = qint64(json.value("duration_s", 0.0) * 1000.0 + 0.5);
    r.outcome = agentRunOutcomeFromName(jsonString(json, "outcome")).value_or(AgentRunRecord::Outcome::FailedToStart);
    r.exitCode = json.value("exit_code", -1);
    r.limit = jsonString(json, "limit");
    r.message = jsonString(json, "message");
    r.stderrTail = jsonString(json, "stderr").toUtf8();
    r.stderrDropped = json.value("stderr_dropped", qint64(0));
    r.output = jsonString(json, "output");
    const Json &import = json.at("import");
    r.imported = import.value("imported", false);
    r.lines = import.value("lines", 0);
    r.findings = import.value("findings", 0);
    r.added = import.value("added", 0);
    r.updated = import.value("updated", 0);
    r.unchanged = import.value("unchanged", 0);
    r.restored = import.value("restored", 0);
    r.keptDecided = import.value("kept_decided", 0);
    r.withdrawn = import.value("withdrawn", 0);
    r.skipped = import.value("skipped", 0);
    for (const Json &e : import.at("errors"))
        r.errors.append(errorFromJson(e));
    for (const Json &p : import.at("changed"))
        r.changedPaths.append(toQString(p.get<std::string>()));
    if (const auto llm = json.find("llm"); llm != json.end()) {
        LlmRunInfo info;
        info.baseUrl = jsonString(*llm, "base_url");
        info.model = jsonString(*llm, "model");
        info.promptVersion = jsonString(*llm, "prompt_version");
        info.keySource = jsonString(*llm, "key_source");
        info.requests = llm->value("requests", 0);
        info.cached = llm->value("cached", false);
        info.promptTokens = llm->value("prompt_tokens", 0);
        info.completionTokens = llm->value("completion_tokens", 0);
        info.tokensEstimated = llm->value("tokens_estimated", false);
        info.cost = llm->value("cost", -1.0);
        if (const auto cut = llm->find("cut"); cut != llm->end())
            for (const Json &part : *cut)
                info.cut.append(toQString(part.get<std::string>()));
        r.llm = std::move(info);
    }
    return r;
}

Result<void> writeAgentRunRecord(const QString &root, const AgentRunRecord &record)
{
    return writeNewFile(DatasetLayout(root).at(DatasetLayout::agentRunFile(record.task, record.id)),
                        serializeJson(agentRunRecordToJson(record)));
}

QList<AgentRunRecord> readAgentRunRecords(const QString &root, const QString &taskId)
{
    const DatasetLayout layout(root);
    const QDir folder(layout.at(DatasetLayout::agentRunsFolder(taskId)));
    QList<AgentRunRecord> records;
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QString relative = DatasetLayout::agentRunsFolder(taskId) + u'/' + name;
        Result<QByteArray> bytes = readWholeFile(layout.at(relative));
        if (!bytes)
            continue;
        if (Result<AgentRunRecord> record = agentRunRecordFromJson(*bytes, relative))
            records.append(std::move(*record));
    }
    std::stable_sort(records.begin(), records.end(),
                     [](const AgentRunRecord &a, const AgentRunRecord &b) { return a.started < b.started; });
    return records;
}

QList<AgentSpending> agentSpending(const QString &root)
{
    QMap<QString, AgentSpending> byAgent;
    const QDir tasks(DatasetLayout(root).at(DatasetLayout::tasksFolder()));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        for (const AgentRunRecord &r : readAgentRunRecords(root, task)) {
            if (!r.llm)
                continue;
            AgentSpending &s = byAgent[r.agent];
            s.agent = r.agent;
            ++s.runs;
            s.cachedRuns += r.llm->cached ? 1 : 0;
            s.requests += r.llm->requests;
            s.promptTokens += r.llm->promptTokens;
            s.completionTokens += r.llm->completionTokens;
            s.estimated = s.estimated || r.llm->tokensEstimated;
            if (r.llm->cost >= 0)
                s.cost = std::max(0.0, s.cost) + r.llm->cost;
        }
    return byAgent.values();
}

} // namespace heddle
