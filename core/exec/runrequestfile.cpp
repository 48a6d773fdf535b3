#include <core/exec/runrequestfile.h>

#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr std::pair<RunResult::Outcome, const char *> kOutcomes[] = {
    {RunResult::Outcome::Finished, "finished"},   {RunResult::Outcome::TimedOut, "timed_out"},
    {RunResult::Outcome::Cancelled, "cancelled"}, {RunResult::Outcome::FailedToStart, "failed_to_start"},
    {RunResult::Outcome::Crashed, "crashed"},     {RunResult::Outcome::LimitExceeded, "limit_exceeded"},
};

QStringList strings(const Json &object, const char *key)
{
    QStringList list;
    if (const auto it = object.find(key); it != object.end() && it->is_array())
        for (const auto &s : *it)
            list.append(toQString(s.get<std::string>()));
    return list;
}

Result<Json> readJsonFile(const QString &path)
{
    Result<QByteArray> bytes = readWholeFile(path);
    if (!bytes)
        return bytes.error();
    return parseJson(*bytes, path);
}

} // namespace

Result<void> writeRunRequest(const QString &folder, const RunRequest &request)
{
    Json json = Json::object();
    json["id"] = toStd(request.id);
    json["working_directory"] = toStd(request.workingDirectory);
    json["command"] = toStd(request.command);
    json["timeout_ms"] = request.timeoutMs;
    const RunLimits &l = request.limits;
    json["limits"] =
        Json{{"memory_bytes", l.memoryBytes}, {"processes", l.processes},      {"file_size_bytes", l.fileSizeBytes},
             {"cpu_seconds", l.cpuSeconds},   {"output_bytes", l.outputBytes}, {"junit_bytes", l.junitBytes}};
    json["sandboxed"] = request.sandboxed;
    json["allow_unsandboxed"] = request.allowUnsandboxed;
    json["read_only_paths"] = jsonStrings(request.readOnlyPaths);
    if (request.hostNetwork)
        json["host_network"] = true;
    json["environment"] = jsonStrings(request.environment);
    if (request.container)
        json["container"] = Json{{"runtime", toStd(request.container->runtime)},
                                 {"image", toStd(request.container->image)},
                                 {"command", toStd(request.container->commandTemplate)}};
    if (!QDir().mkpath(folder))
        return makeError(Error::Code::Io, QObject::tr("cannot create %1").arg(folder));
    return writeFileIfChanged(folder + u"/request.json"_s, serializeJson(json));
}

Result<RunRequest> readRunRequest(const QString &folder)
{
    Result<Json> json = readJsonFile(folder + u"/request.json"_s);
    if (!json)
        return json.error();
    RunRequest request;
    request.id = jsonString(*json, "id");
    request.workingDirectory = jsonString(*json, "working_directory");
    request.command = jsonString(*json, "command");
    request.timeoutMs = json->value("timeout_ms", 0);
    if (const auto l = json->find("limits"); l != json->end() && l->is_object()) {
        request.limits.memoryBytes = l->value("memory_bytes", request.limits.memoryBytes);
        request.limits.processes = l->value("processes", request.limits.processes);
        request.limits.fileSizeBytes = l->value("file_size_bytes", request.limits.fileSizeBytes);
        request.limits.cpuSeconds = l->value("cpu_seconds", request.limits.cpuSeconds);
        request.limits.outputBytes = l->value("output_bytes", request.limits.outputBytes);
        request.limits.junitBytes = l->value("junit_bytes", request.limits.junitBytes);
    }
    request.sandboxed = json->value("sandboxed", true);
    request.allowUnsandboxed = json->value("allow_unsandboxed", false);
    request.readOnlyPaths = strings(*json, "read_only_paths");
    request.hostNetwork = json->value("host_network", false);
    request.environment = strings(*json, "environment");
    if (const auto c = json->find("container"); c != json->end() && c->is_object())
        request.container =
            ContainerSpec{jsonString(*c, "runtime"), jsonString(*c, "image"), jsonString(*c, "command"), {}, {}};
    return request;
}

Result<void> writeRunResult(const QString &folder, const RunResult &result)
{
    if (Result<void> s = writeFileIfChanged(folder + u"/stdout"_s, result.stdoutBytes); !s)
        return s;
    if (Result<void> s = writeFileIfChanged(folder + u"/stderr"_s, result.stderrBytes); !s)
        return s;
    Json json = Json::object();
    json["id"] = toStd(result.id);
    for (const auto &[outcome, name] : kOutcomes)
        if (outcome == result.outcome)
            json["outcome"] = name;
    json["exit_code"] = result.exitCode;
    json["signal"] = result.signal;
    json["limit"] = toStd(resourceLimitName(result.limit));
    json["stdout_dropped"] = result.stdoutDropped;
    json["stderr_dropped"] = result.stderrDropped;
    json["limits_enforcement"] = toStd(result.limitsEnforcement);
    json["duration_ms"] = result.durationMs;
    json["sandboxed"] = result.sandboxed;
    json["sandbox_note"] = toStd(result.sandboxNote);
    json["container_name"] = toStd(result.containerName);
    json["message"] = toStd(result.message);
    return writeFileIfChanged(folder + u"/result.json"_s, serializeJson(json));
}

Result<RunResult> readRunResult(const QString &folder)
{
    const QString file = folder + u"/result.json"_s;
    if (!QFile::exists(file)) {
        Error missing = makeError(Error::Code::NotFound, QObject::tr("the run has no result yet"));
        missing.file = file;
        return missing;
    }
    Result<Json> json = readJsonFile(file);
    if (!json)
        return json.error();
    RunResult result;
    result.id = jsonString(*json, "id");
    const QString outcome = jsonString(*json, "outcome");
    for (const auto &[value, name] : kOutcomes)
        if (outcome == QLatin1StringView(name))
            result.outcome = value;
    result.exitCode = json->value("exit_code", -1);
    result.signal = json->value("signal", 0);
    result.limit = resourceLimitFromName(jsonString(*json, "limit")).value_or(ResourceLimit::None);
    result.stdoutDropped = json->value("stdout_dropped", qint64(0));
    result.stderrDropped = json->value("stderr_dropped", qint64(0));
    result.limitsEnforcement = jsonString(*json, "limits_enforcement");
    result.durationMs = json->value("duration_ms", qint64(0));
    result.sandboxed = json->value("sandboxed", false);
    result.sandboxNote = jsonString(*json, "sandbox_note");
    result.containerName = jsonString(*json, "container_name");
    result.message = jsonString(*json, "message");
    // The streams were bounded by the node's Runner; what a node could write past that is not read.
    const auto readBounded = [&](const QString &name) {
        QFile file(folder + u'/' + name);
        return file.open(QIODevice::ReadOnly) ? file.read(2 * 64 * kMiB) : QByteArray();
    };
    result.stdoutBytes = readBounded(u"stdout"_s);
    result.stderrBytes = readBounded(u"stderr"_s);
    return result;
}

Result<void> runRequestFolder(const QString &folder)
{
    if (!QFileInfo(folder).isDir()) {
        Error e = makeError(Error::Code::NotFound,
                            QObject::tr("not a folder: expected the run's folder that holds request.json"));
        e.file = folder;
        return e;
    }
    Result<RunRequest> request = readRunRequest(folder);
    RunResult result;
    if (!request) {
        // The reason goes where the cluster backend reads it: result.json.
        result.outcome = RunResult::Outcome::FailedToStart;
        result.message = request.error().toString();
        return writeRunResult(folder, result);
    }
    Runner runner;
    QEventLoop loop;
    QObject::connect(&runner, &Runner::finished, &loop, [&](const RunResult &finished) {
        result = finished;
        loop.quit();
    });
    const QString id = request->id;
    runner.submit(*request);
    loop.exec();
    result.id = id;
    return writeRunResult(folder, result);
}

} // namespace heddle
