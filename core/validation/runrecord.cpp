#include <core/validation/runrecord.h>
#include <core/util/sha256.h>

#include <core/validation/runfault.h>
#include <core/storage/atomicfile.h>
#include <core/exec/boundedoutput.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>
#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class RunRecordIo
{
    Q_DECLARE_TR_FUNCTIONS(heddle::RunRecordIo)
};

constexpr std::pair<TargetRun::Outcome, const char16_t *> kOutcomes[] = {
    {TargetRun::Outcome::Finished, u"finished"},
    {TargetRun::Outcome::TimedOut, u"timed_out"},
    {TargetRun::Outcome::Cancelled, u"cancelled"},
    {TargetRun::Outcome::FailedToStart, u"failed_to_start"},
    {TargetRun::Outcome::Crashed, u"crashed"},
    {TargetRun::Outcome::NotRun, u"not_run"},
    {TargetRun::Outcome::LimitExceeded, u"limit_exceeded"},
    {TargetRun::Outcome::DidNotRun, u"did_not_run"},
    {TargetRun::Outcome::Environment, u"environment"},
};

ControlCheck controlFromJson(const Json &json)
{
    ControlCheck check;
    if (!json.is_object())
        return check;
    check.holds = json.value("holds", false);
    if (json.contains("violations") && json.at("violations").is_array())
        for (const Json &t : json.at("violations"))
            if (t.is_string())
                check.violations.append(toQString(t.get<std::string>()));
    if (json.contains("not_run") && json.at("not_run").is_array())
        for (const Json &t : json.at("not_run"))
            if (t.is_string())
                check.notRun.append(toQString(t.get<std::string>()));
    check.note = jsonString(json, "note");
    return check;
}

bool finished(const TargetRun &run)
{
    return run.applied && run.outcome == TargetRun::Outcome::Finished;
}

ControlCheck checkControl(const QList<TargetRun> &runs, const Task &task, bool reference)
{
    ControlCheck check;
    if (runs.isEmpty()) {
        check.note = RunRecordIo::tr("not run");
        return check;
    }
    QSet<QString> seen;
    for (const TargetRun &run : runs) {
        if (!finished(run)) {
            const bool fault = testedNothing(run);
            check.note = !run.applied ? RunRecordIo::tr("%1: the patch does not apply").arg(run.label())
                         : fault      ? RunRecordIo::tr("%1: %2").arg(run.label(), run.message)
                                      : RunRecordIo::tr("%1: %2").arg(run.label(), targetOutcomeName(run.outcome));
            continue;
        }
        auto violate = [&](const QString &test) {
            if (!seen.contains(test)) {
                seen.insert(test);
                check.violations.append(test);
            }
        };
        for (const QString &test : task.tests.failToPass) {
            const bool passed = run.results.value(test) == TestStatus::Passed;
            if (passed != reference)
                violate(test);
        }
        // Without the fix, a new test file that imports what the fix adds fails to collect, and pytest then runs
        // nothing at all: the pass-to-pass tests elsewhere were never reached, which says nothing about them.
        const bool stoppedAtCollection =
            !reference && std::any_of(task.tests.failToPass.cbegin(), task.tests.failToPass.cend(),
                                      [&](const QString &test) { return run.results.inUncollectedFile(test); });
        for (const QString &test : task.tests.passToPass) {
            const TestStatus status = run.results.value(test);
            if (status == TestStatus::Passed)
                continue;
            if (stoppedAtCollection && status == TestStatus::Missing) {
                if (!check.notRun.contains(test))
                    check.notRun.append(test);
                continue;
            }
            violate(test);
        }
    }
    check.holds = check.note.isEmpty() && check.violations.isEmpty();
    return check;
}

} // namespace

QString targetOutcomeName(TargetRun::Outcome outcome)
{
    for (const auto &[o, name] : kOutcomes)
        if (o == outcome)
            return QString::fromUtf16(name);
    return {};
}

std::optional<TargetRun::Outcome> targetOutcomeFromName(QStringView name)
{
    for (const auto &[o, n] : kOutcomes)
        if (name == QStringView(n))
            return o;
    return std::nullopt;
}

QList<TargetRun> RunRecord::runsOf(const QString &target) const
{
    QList<TargetRun> list;
    for (const TargetRun &run : runs)
        if (run.target == target)
            list.append(run);
    std::stable_sort(list.begin(), list.end(),
                     [](const TargetRun &a, const TargetRun &b) { return a.repeat < b.repeat; });
    return list;
}

const TargetRun *firstFinishedRun(const RunRecord &record, const QString &target)
{
    const TargetRun *first = nullptr;
    for (const TargetRun &run : record.runs)
        if (run.target == target && finished(run) && (!first || run.repeat < first->repeat))
            first = &run;
    return first;
}

QList<ResultChange> changesBetween(const RunRecord &older, const RunRecord &newer)
{
    QList<ResultChange> changes;
    QStringList targets;
    for (const TargetRun &run : newer.runs)
        if (!targets.contains(run.target))
            targets.append(run.target);
    for (const QString &target : std::as_const(targets)) {
        const TargetRun *before = firstFinishedRun(older, target);
        const TargetRun *after = firstFinishedRun(newer, target);
        if (!before || !after)
            continue;
        QStringList tests = after->results.ids;
        for (const QString &id : before->results.ids)
            if (!after->results.status.contains(id))
                tests.append(id);
        for (const QString &test : std::as_const(tests)) {
            const TestStatus was = before->results.value(test), is = after->results.value(test);
            if (was != is)
                changes.append({target, test, was, is});
        }
    }
    return changes;
}

QString newRunId(const QDateTime &utc)
{
    return utc.toUTC().toString(u"yyyyMMdd-HHmmss"_s) + u'-' +
           QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, u'0');
}

void deriveChecks(RunRecord &record, const Task &task)
{
    record.reference = checkControl(record.runsOf(u"reference"_s), task, true);
    record.empty = checkControl(record.runsOf(u"empty"_s), task, false);
    record.flaky.clear();
    QStringList targets;
    for (const TargetRun &run : record.runs)
        if (!targets.contains(run.target))
            targets.append(run.target);
    for (const QString &target : targets) {
        QList<TargetRun> runs = record.runsOf(target);
        runs.removeIf([](const TargetRun &r) { return !finished(r); });
        if (runs.size() < 2)
            continue;
        QStringList tests;
        for (const TargetRun &run : runs)
            for (const QString &id : run.results.ids)
                if (!tests.contains(id))
                    tests.append(id);
        for (const QString &test : tests) {
            FlakyTest flaky{target, test, {}};
            for (const TargetRun &run : runs)
                flaky.statuses.append(run.results.value(test));
            if (std::any_of(flaky.statuses.begin(), flaky.statuses.end(),
                            [&](TestStatus s) { return s != flaky.statuses.first(); }))
                record.flaky.append(flaky);
        }
    }
}

Json controlCheckToJson(const ControlCheck &check)
{
    Json json;
    json["holds"] = check.holds;
    json["violations"] = Json::array();
    for (const QString &t : check.violations)
        json["violations"].push_back(toStd(t));
    if (!check.note.isEmpty())
        json["note"] = toStd(check.note);
    if (!check.notRun.isEmpty()) {
        json["not_run"] = Json::array();
        for (const QString &t : check.notRun)
            json["not_run"].push_back(toStd(t));
    }
    return json;
}

QByteArray runRecordToJson(const RunRecord &record)
{
    Json json;
    json["id"] = toStd(record.id);
    json["started"] = toStd(record.started.toUTC().toString(Qt::ISODateWithMs));
    json["finished"] = toStd(record.finished.toUTC().toString(Qt::ISODateWithMs));
    json["machine"] = toStd(record.machine);
    json["sandbox"] = toStd(record.sandbox);
    json["base_commit"] = toStd(record.baseCommit);
    if (record.command)
        json["command"] = toStd(*record.command);
    if (record.logFormat)
        json["log_format"] = toStd(*record.logFormat);
    if (record.image)
        json["image"] = toStd(*record.image);
    if (record.ranCommand)
        json["ran_command"] = toStd(*record.ranCommand);
    json["repeat"] = record.repeat;
    json["timeout_ms"] = record.timeoutMs;
    if (record.limits) {
        const RunLimits &l = *record.limits;
        Json limits{{"memory_mb", bytesToMegabytes(l.memoryBytes)},      {"processes", l.processes},
                    {"file_size_mb", bytesToMegabytes(l.fileSizeBytes)}, {"cpu_seconds", l.cpuSeconds},
                    {"output_mb", bytesToMegabytes(l.outputBytes)},      {"junit_mb", bytesToMegabytes(l.junitBytes)}};
        if (!record.limitsEnforcement.isEmpty())
            limits["enforced_by"] = toStd(record.limitsEnforcement);
        json["limits"] = std::move(limits);
    }
    if (record.attemptsAsSubmitted)
        json["attempts_as_submitted"] = true;
    if (!record.network.isEmpty())
        json["network"] = toStd(record.network);
    Json files = Json::array();
    for (const auto &[path, sha] : record.testFileSha256)
        files.push_back(Json{{"path", toStd(path)}, {"sha256", sha.toStdString()}});
    json["test_files"] = std::move(files);
    Json runs = Json::array();
    for (const TargetRun &run : record.runs) {
        Json r;
        r["target"] = toStd(run.target);
        r["repeat"] = run.repeat;
        r["patch_sha256"] = run.patchSha256.toStdString();
        r["applied"] = run.applied;
        if (!run.applied) {
            r["apply_message"] = toStd(run.applyMessage);
            r["apply_file"] = toStd(run.applyFile);
            r["apply_hunk"] = run.applyHunk;
        }
        r["outcome"] = toStd(targetOutcomeName(run.outcome));
        r["exit_code"] = run.exitCode;
        r["duration_ms"] = run.durationMs;
        if (!run.message.isEmpty())
            r["message"] = toStd(run.message);
        if (run.limit != ResourceLimit::None)
            r["limit"] = toStd(resourceLimitName(run.limit));
        if (run.outputDropped > 0)
            r["output_dropped"] = run.outputDropped;
        Json tests = Json::array();
        for (const QString &id : run.results.ids) {
            Json test{{"id", toStd(id)}, {"status", toStd(testStatusName(run.results.value(id)))}};
            if (const auto seconds = run.testSeconds.constFind(id); seconds != run.testSeconds.cend())
                test["seconds"] = *seconds;
            tests.push_back(std::move(test));
        }
        if (!run.resultsFrom.isEmpty())
            r["results_from"] = toStd(run.resultsFrom);
        r["tests"] = std::move(tests);
        if (!run.results.gradedAs.isEmpty()) {
            Json graded = Json::object();
            QStringList declared = run.results.gradedAs.keys();
            declared.sort(); // a stable file
            for (const QString &id : std::as_const(declared))
                graded[toStd(id)] = toStd(run.results.gradedAs.value(id));
            r["graded_as"] = std::move(graded);
        }
        if (!run.strippedHunks.isEmpty()) {
            Json stripped = Json::array();
            for (const TamperingHunk &h : run.strippedHunks)
                stripped.push_back(
                    Json{{"file", toStd(h.file)}, {"hunk", h.hunk}, {"line", h.line}, {"reason", toStd(h.reason)}});
            r["stripped_hunks"] = std::move(stripped);
        }
        if (!run.untrustworthy.isEmpty())
            r["untrustworthy"] = toStd(run.untrustworthy);
        if (!run.environment.isEmpty()) {
            r["environment"] = toStd(run.environment);
            r["environment_ms"] = run.environmentMs;
        }
        if (!run.imports.isEmpty()) {
            Json imports = Json::array();
            for (const auto &[name, file] : run.imports)
                imports.push_back(Json{{"name", toStd(name)}, {"file", toStd(file)}});
            r["imports"] = std::move(imports);
        }
        if (!run.networkFailures.isEmpty()) {
            Json tests = Json::array();
            for (const QString &id : run.networkFailures)
                tests.push_back(toStd(id));
            r["network_failures"] = std::move(tests);
        }
        runs.push_back(std::move(r));
    }
    json["runs"] = std::move(runs);
    json["controls"] =
        Json{{"reference", controlCheckToJson(record.reference)}, {"empty", controlCheckToJson(record.empty)}};
    Json flaky = Json::array();
    for (const FlakyTest &f : record.flaky) {
        Json statuses = Json::array();
        for (TestStatus s : f.statuses)
            statuses.push_back(toStd(testStatusName(s)));
        flaky.push_back(Json{{"target", toStd(f.target)}, {"test", toStd(f.test)}, {"statuses", statuses}});
    }
    json["flaky"] = std::move(flaky);
    return serializeJson(json);
}

Result<RunRecord> runRecordFromJson(QByteArrayView bytes, const QString &file)
{
    Result<Json> parsed = parseJson(bytes, file);
    if (!parsed)
        return parsed.error();
    const Json &json = *parsed;
    auto invalid = [&](const QString &pointer, const QString &message) {
        return jsonValueError(bytes, file, pointer, message);
    };
    if (!json.is_object())
        return invalid({}, RunRecordIo::tr("a run record is a JSON object"));
    try {
        RunRecord record;
        record.id = jsonString(json, "id");
        if (record.id.isEmpty())
            return invalid(u"/id"_s, RunRecordIo::tr("the run record has no id"));
        record.started = QDateTime::fromString(jsonString(json, "started"), Qt::ISODateWithMs);
        record.finished = QDateTime::fromString(jsonString(json, "finished"), Qt::ISODateWithMs);
        record.machine = jsonString(json, "machine");
        record.sandbox = jsonString(json, "sandbox");
        record.baseCommit = jsonString(json, "base_commit");
        const auto optionalString = [&](const char *key) -> std::optional<QString> {
            if (json.contains(key) && json.at(key).is_string())
                return toQString(json.at(key).get<std::string>());
            return std::nullopt;
        };
        record.command = optionalString("command");
        record.logFormat = optionalString("log_format");
        record.image = optionalString("image");
        record.ranCommand = optionalString("ran_command");
        record.repeat = json.value("repeat", 1);
        record.timeoutMs = json.value("timeout_ms", 0);
        if (const auto l = json.find("limits"); l != json.end() && l->is_object()) {
            RunLimits limits;
            const auto mb = [&](const char *key, qint64 &bytes) {
                if (const auto it = l->find(key); it != l->end() && it->is_number())
                    bytes = megabytesToBytes(it->get<double>());
            };
            mb("memory_mb", limits.memoryBytes);
            mb("file_size_mb", limits.fileSizeBytes);
            mb("output_mb", limits.outputBytes);
            mb("junit_mb", limits.junitBytes);
            limits.processes = l->value("processes", limits.processes);
            limits.cpuSeconds = l->value("cpu_seconds", limits.cpuSeconds);
            record.limits = limits;
            record.limitsEnforcement = jsonString(*l, "enforced_by");
        }
        record.attemptsAsSubmitted = json.value("attempts_as_submitted", false);
        record.network = jsonString(json, "network");
        if (json.contains("test_files"))
            for (const Json &f : json.at("test_files"))
                record.testFileSha256.append({jsonString(f, "path"), jsonString(f, "sha256").toLatin1()});
        if (!json.contains("runs") || !json.at("runs").is_array())
            return invalid(u"/runs"_s, RunRecordIo::tr("the run record has no list of runs"));
        qsizetype index = 0;
        for (const Json &r : json.at("runs")) {
            const QString pointer = jsonPointerAppend(u"/runs"_s, index++);
            if (!r.is_object())
                return invalid(pointer, RunRecordIo::tr("a run is a JSON object"));
            TargetRun run;
            run.target = jsonString(r, "target");
            run.repeat = r.value("repeat", 1);
            run.patchSha256 = jsonString(r, "patch_sha256").toLatin1();
            run.applied = r.value("applied", true);
            run.applyMessage = jsonString(r, "apply_message");
            run.applyFile = jsonString(r, "apply_file");
            run.applyHunk = r.value("apply_hunk", -1);
            const std::optional<TargetRun::Outcome> outcome = targetOutcomeFromName(jsonString(r, "outcome"));
            if (!outcome)
                return invalid(jsonPointerAppend(pointer, u"outcome"), RunRecordIo::tr("unknown run outcome"));
            run.outcome = *outcome;
            run.exitCode = r.value("exit_code", -1);
            run.durationMs = r.value("duration_ms", qint64(0));
            run.message = jsonString(r, "message");
            run.limit = resourceLimitFromName(jsonString(r, "limit")).value_or(ResourceLimit::None);
            run.outputDropped = r.value("output_dropped", qint64(0));
            run.resultsFrom = jsonString(r, "results_from");
            if (r.contains("tests"))
                for (const Json &t : r.at("tests")) {
                    const std::optional<TestStatus> status = testStatusFromName(jsonString(t, "status"));
                    if (!status)
                        return invalid(jsonPointerAppend(pointer, u"tests"), RunRecordIo::tr("unknown test status"));
                    run.results.set(jsonString(t, "id"), *status);
                    if (t.contains("seconds") && t.at("seconds").is_number())
                        run.testSeconds.insert(jsonString(t, "id"), t.at("seconds").get<double>());
                }
            if (const auto graded = r.find("graded_as"); graded != r.end() && graded->is_object())
                for (const auto &[declared, test] : graded->items())
                    if (test.is_string())
                        run.results.gradedAs.insert(QString::fromStdString(declared),
                                                    QString::fromStdString(test.get<std::string>()));
            if (r.contains("stripped_hunks") && r.at("stripped_hunks").is_array())
                for (const Json &h : r.at("stripped_hunks"))
                    if (h.is_object())
                        run.strippedHunks.append(
                            {jsonString(h, "file"), h.value("hunk", -1), h.value("line", 0), jsonString(h, "reason")});
            run.untrustworthy = jsonString(r, "untrustworthy");
            run.environment = jsonString(r, "environment");
            run.environmentMs = r.value("environment_ms", qint64(0));
            if (const auto imports = r.find("imports"); imports != r.end() && imports->is_array())
                for (const Json &i : *imports)
                    if (i.is_object())
                        run.imports.append({jsonString(i, "name"), jsonString(i, "file")});
            if (const auto failures = r.find("network_failures"); failures != r.end() && failures->is_array())
                for (const Json &t : *failures)
                    if (t.is_string())
                        run.networkFailures.append(toQString(t.get<std::string>()));
            record.runs.append(std::move(run));
        }
        if (json.contains("controls")) {
            record.reference = controlFromJson(json.at("controls").value("reference", Json()));
            record.empty = controlFromJson(json.at("controls").value("empty", Json()));
        }
        if (json.contains("flaky"))
            for (const Json &f : json.at("flaky")) {
                FlakyTest flaky{jsonString(f, "target"), jsonString(f, "test"), {}};
                if (f.contains("statuses"))
                    for (const Json &s : f.at("statuses"))
                        flaky.statuses.append(
                            testStatusFromName(s.is_string() ? toQString(s.get<std::string>()) : QString())
                                .value_or(TestStatus::Missing));
                record.flaky.append(std::move(flaky));
            }
        record.file = file;
        return record;
    } catch (const Json::exception &e) {
        return invalid({}, RunRecordIo::tr("the run record is malformed: %1").arg(QString::fromUtf8(e.what())));
    }
}

Result<void> saveRunRecord(const QString &datasetRoot, const QString &taskId, const RunRecord &record)
{
    if (record.id.isEmpty() || record.id.contains(u'/') || record.id.startsWith(u'.'))
        return makeError(Error::Code::Schema, RunRecordIo::tr("the run id cannot be used as a file name"), record.id);
    const DatasetLayout layout(datasetRoot);
    const QString path = layout.at(DatasetLayout::runRecordFile(taskId, record.id));
    if (QFileInfo::exists(path) || QFileInfo::exists(layout.at(DatasetLayout::runLogFolder(taskId, record.id)))) {
        Error e = makeError(Error::Code::Io, RunRecordIo::tr("a run record with this id already exists"), path);
        e.file = path;
        return e;
    }
    // The logs go first: a record on disk always has its logs beside it.
    const RunLimits limits = record.limits.value_or(RunLimits{});
    RunRecord bounded = record;
    for (TargetRun &run : bounded.runs) {
        if (run.target.contains(u'/') || run.target.startsWith(u'.'))
            return makeError(Error::Code::Schema, RunRecordIo::tr("the target cannot be used as a file name"),
                             run.target);
        if (run.log.size() > limits.logBytesBound()) {
            qint64 dropped = 0;
            run.log = boundedText(run.log, limits.outputBytes, limits.outputBytes, &dropped);
            run.outputDropped += dropped;
        }
        if (Result<void> s =
                writeNewFile(layout.at(DatasetLayout::runLogFile(taskId, record.id, run.label())), run.log);
            !s)
            return s;
    }
    return writeNewFile(path, runRecordToJson(bounded));
}

LoadedRunRecords loadRunRecords(const QString &datasetRoot, const QString &taskId)
{
    LoadedRunRecords loaded;
    const QDir folder(DatasetLayout(datasetRoot).at(DatasetLayout::validationFolder(taskId)));
    const QStringList names = folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString &name : names) {
        const QString path = folder.filePath(name);
        Result<QByteArray> bytes = readWholeFile(path);
        if (!bytes) {
            Error e = bytes.error();
            e.message = RunRecordIo::tr("cannot read the run record");
            loaded.errors.append(e);
            continue;
        }
        Result<RunRecord> record = runRecordFromJson(*bytes, path);
        if (record)
            loaded.records.append(std::move(*record));
        else
            loaded.errors.append(record.error());
    }
    // Ids sort by time only to the second; two runs started within one second are ordered by their start.
    std::stable_sort(loaded.records.begin(), loaded.records.end(),
                     [](const RunRecord &a, const RunRecord &b) { return a.started > b.started; });
    return loaded;
}

QByteArray loadRunLog(const QString &datasetRoot, const QString &taskId, const QString &runId, const QString &label)
{
    Result<QByteArray> log =
        readWholeFile(DatasetLayout(datasetRoot).at(DatasetLayout::runLogFile(taskId, runId, label)));
    return log ? std::move(log).value() : QByteArray();
}

QStringList staleReasons(const RunRecord &record, const Task &task)
{
    QStringList parts;
    for (const TestFile &f : task.tests.files) {
        const auto it = std::find_if(record.testFileSha256.cbegin(), record.testFileSha256.cend(),
                                     [&](const auto &entry) { return entry.first == f.path; });
        if (it == record.testFileSha256.cend())
            parts << RunRecordIo::tr("test file %1 was added since").arg(f.path);
        else if (it->second != sha256Hex(f.content))
            parts << RunRecordIo::tr("test file %1 was edited since").arg(f.path);
    }
    for (const auto &[path, sha] : record.testFileSha256)
        if (std::none_of(task.tests.files.cbegin(), task.tests.files.cend(),
                         [&path = path](const TestFile &f) { return f.path == path; }))
            parts << RunRecordIo::tr("test file %1 was removed since").arg(path);
    QStringList seen;
    for (const TargetRun &run : record.runs) {
        if (seen.contains(run.target))
            continue;
        seen << run.target;
        if (run.target == u"reference") {
            if (run.patchSha256 != sha256Hex(task.referencePatch))
                parts << RunRecordIo::tr("the reference patch was changed since");
            continue;
        }
        if (run.target == u"empty") {
            if (run.patchSha256 != sha256Hex({}))
                parts << RunRecordIo::tr("the run without a patch applied something");
            continue;
        }
        const auto it = std::find_if(task.attempts.cbegin(), task.attempts.cend(),
                                     [&](const Attempt &a) { return a.id == run.target; });
        if (it == task.attempts.cend())
            parts << RunRecordIo::tr("attempt %1 is no longer part of the task").arg(run.target);
        else if (run.patchSha256 != sha256Hex(it->patch))
            parts << RunRecordIo::tr("the patch of attempt %1 was changed since").arg(run.target);
    }
    if (!record.baseCommit.isEmpty() && record.baseCommit != task.repository.baseCommit)
        parts << RunRecordIo::tr("the base commit was changed since");
    if (record.command && *record.command != task.tests.command)
        parts << RunRecordIo::tr("the test command was changed since");
    if (record.logFormat && *record.logFormat != task.tests.logFormat)
        parts << RunRecordIo::tr("the log format was changed since");
    // A task that names no image ran in the one named for it (imageForTask()): only naming one changes it.
    if (record.image && !task.tests.image.isEmpty() && *record.image != task.tests.image)
        parts << RunRecordIo::tr("the container image was changed since");
    return parts;
}

bool isStale(const RunRecord &record, const Task &task)
{
    return !staleReasons(record, task).isEmpty();
}

QList<const TargetRun *> runsOf(const RunRecord &record, const QString &target)
{
    QList<const TargetRun *> runs;
    for (const TargetRun &run : record.runs)
        if (run.target == target)
            runs.append(&run);
    return runs;
}

QStringList testsNotPassed(const QList<const TargetRun *> &runs, const QStringList &tests)
{
    if (runs.isEmpty())
        return tests;
    QStringList failing;
    for (const QString &test : tests)
        for (const TargetRun *run : runs)
            if (!run->applied || run->outcome != TargetRun::Outcome::Finished ||
                run->results.value(test) != TestStatus::Passed) {
                failing.append(test);
                break;
            }
    return failing;
}

QStringList attemptsPassing(const RunRecord &record, const Task &task, const QStringList &tests)
{
    QStringList passing;
    for (const Attempt &a : task.attempts)
        if (const QList<const TargetRun *> runs = runsOf(record, a.id);
            !runs.isEmpty() && testsNotPassed(runs, tests).isEmpty())
            passing.append(a.id);
    return passing;
}

} // namespace heddle
