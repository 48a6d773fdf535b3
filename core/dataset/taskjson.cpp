#include <core/dataset/taskjson.h>

#include <core/json/jsondocument.h>

namespace heddle::taskjson {

using namespace Qt::StringLiterals;

namespace {

QStringList stringList(const Json &array)
{
    QStringList out;
    out.reserve(qsizetype(array.size()));
    for (const auto &v : array)
        out.append(toQString(v.get<std::string>()));
    return out;
}

} // namespace

QDateTime parseTimestamp(const std::string &text)
{
    if (text.empty())
        return {};
    return QDateTime::fromString(toQString(text), Qt::ISODateWithMs);
}

std::string formatTimestamp(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    const QDateTime utc = time.toUTC();
    return toStd(utc.toString(utc.time().msec() ? Qt::ISODateWithMs : Qt::ISODate));
}

DatasetInfo datasetFromJson(const Json &json)
{
    DatasetInfo info;
    info.name = jsonString(json, "name");
    info.description = jsonString(json, "description");
    info.formatVersion = json.at("format_version").get<int>();
    for (const auto &c : json.at("spec_categories"))
        info.specCategories.append({jsonString(c, "id"), jsonString(c, "title")});
    if (const auto v = json.find("validation"); v != json.end()) {
        info.validation.backend = jsonString(*v, "backend");
        info.validation.network = jsonString(*v, "network");
        if (const auto c = v->find("container"); c != v->end()) {
            info.validation.runtime = jsonString(*c, "runtime");
            info.validation.commandTemplate = jsonString(*c, "command");
            info.validation.images = jsonString(*c, "image");
        }
        if (const auto s = v->find("slurm"); s != v->end() && s->is_object()) {
            SlurmConfig &slurm = info.validation.slurm;
            slurm.partition = jsonString(*s, "partition");
            slurm.account = jsonString(*s, "account");
            slurm.timeLimit = jsonString(*s, "time_limit");
            slurm.cpusPerRun = s->value("cpus_per_run", 1);
            slurm.memoryMbPerRun = s->value("memory_mb_per_run", 0);
            if (const auto o = s->find("sbatch_options"); o != s->end() && o->is_array())
                for (const auto &option : *o)
                    slurm.sbatchOptions.append(toQString(option.get<std::string>()));
            slurm.sharedFolder = jsonString(*s, "shared_folder");
            slurm.heddle = jsonString(*s, "heddle");
        }
        if (const auto k = v->find("kubernetes"); k != v->end() && k->is_object()) {
            KubernetesConfig &kube = info.validation.kubernetes;
            kube.nameSpace = jsonString(*k, "namespace");
            kube.image = jsonString(*k, "image");
            kube.volumeClaim = jsonString(*k, "volume_claim");
            kube.sharedFolder = jsonString(*k, "shared_folder");
            kube.cpusPerRun = k->value("cpus_per_run", 1);
            kube.memoryMbPerRun = k->value("memory_mb_per_run", 0);
        }
        if (const auto l = v->find("limits"); l != v->end() && l->is_object()) {
            LimitSettings &limits = info.validation.limits;
            const auto number = [&](const char *key) -> std::optional<double> {
                const auto it = l->find(key);
                return it != l->end() && it->is_number() ? std::optional(it->get<double>()) : std::nullopt;
            };
            const auto integer = [&](const char *key) -> std::optional<int> {
                const auto it = l->find(key);
                return it != l->end() && it->is_number_integer() ? std::optional(it->get<int>()) : std::nullopt;
            };
            limits.memoryMb = number("memory_mb");
            limits.processes = integer("processes");
            limits.fileSizeMb = number("file_size_mb");
            limits.cpuSeconds = integer("cpu_seconds");
            limits.wallSeconds = integer("wall_seconds");
            limits.outputMb = number("output_mb");
            limits.junitMb = number("junit_mb");
        }
    }
    if (const auto r = json.find("repositories"); r != json.end())
        for (auto it = r->begin(); it != r->end(); ++it)
            info.repositories.insert(toQString(it.key()), toQString(it.value().get<std::string>()));
    if (const auto a = json.find("review_agents"); a != json.end() && a->is_array())
        for (const auto &agent : *a)
            info.reviewAgents.append(reviewAgentFromJson(agent));
    return info;
}

Json datasetToJson(const DatasetInfo &info)
{
    Json json = Json::object();
    json["format"] = "heddle-dataset";
    json["format_version"] = info.formatVersion;
    json["name"] = toStd(info.name);
    if (!info.description.isEmpty())
        json["description"] = toStd(info.description);
    Json categories = Json::array();
    for (const SpecCategory &c : info.specCategories)
        categories.push_back(Json{{"id", toStd(c.id)}, {"title", toStd(c.title)}});
    json["spec_categories"] = std::move(categories);
    const ValidationConfig &v = info.validation;
    if (!v.backend.isEmpty() || !v.limits.isEmpty() || !v.network.isEmpty()) {
        Json validation = Json::object();
        // The schema asks for a backend wherever the object is: limits alone go with the default one.
        validation["backend"] = v.backend.isEmpty() ? std::string("sandbox") : toStd(v.backend);
        if (!v.network.isEmpty())
            validation["network"] = toStd(v.network);
        if (!v.runtime.isEmpty() || !v.commandTemplate.isEmpty() || !v.images.isEmpty()) {
            Json container = Json::object();
            if (!v.runtime.isEmpty())
                container["runtime"] = toStd(v.runtime);
            if (!v.commandTemplate.isEmpty())
                container["command"] = toStd(v.commandTemplate);
            if (!v.images.isEmpty())
                container["image"] = toStd(v.images);
            validation["container"] = std::move(container);
        }
        if (v.usesSlurm()) {
            const SlurmConfig &c = v.slurm;
            Json slurm = Json::object();
            const auto put = [&](const char *key, const QString &value) {
                if (!value.isEmpty())
                    slurm[key] = toStd(value);
            };
            put("partition", c.partition);
            put("account", c.account);
            put("time_limit", c.timeLimit);
            if (c.cpusPerRun != 1)
                slurm["cpus_per_run"] = c.cpusPerRun;
            if (c.memoryMbPerRun != 0)
                slurm["memory_mb_per_run"] = c.memoryMbPerRun;
            if (!c.sbatchOptions.isEmpty())
                slurm["sbatch_options"] = jsonStrings(c.sbatchOptions);
            put("shared_folder", c.sharedFolder);
            put("heddle", c.heddle);
            validation["slurm"] = std::move(slurm);
        }
        if (v.backend == u"kubernetes") {
            const KubernetesConfig &c = v.kubernetes;
            Json kube = Json::object();
            const auto put = [&](const char *key, const QString &value) {
                if (!value.isEmpty())
                    kube[key] = toStd(value);
            };
            put("namespace", c.nameSpace);
            put("image", c.image);
            put("volume_claim", c.volumeClaim);
            put("shared_folder", c.sharedFolder);
            if (c.cpusPerRun != 1)
                kube["cpus_per_run"] = c.cpusPerRun;
            if (c.memoryMbPerRun != 0)
                kube["memory_mb_per_run"] = c.memoryMbPerRun;
            validation["kubernetes"] = std::move(kube);
        }
        if (!v.limits.isEmpty()) {
            Json limits = Json::object();
            const auto put = [&](const char *key, const auto &value) {
                if (value)
                    limits[key] = *value;
            };
            put("memory_mb", v.limits.memoryMb);
            put("processes", v.limits.processes);
            put("file_size_mb", v.limits.fileSizeMb);
            put("cpu_seconds", v.limits.cpuSeconds);
            put("wall_seconds", v.limits.wallSeconds);
            put("output_mb", v.limits.outputMb);
            put("junit_mb", v.limits.junitMb);
            validation["limits"] = std::move(limits);
        }
        json["validation"] = std::move(validation);
    }
    if (!info.repositories.isEmpty()) {
        Json repositories = Json::object();
        for (auto it = info.repositories.cbegin(); it != info.repositories.cend(); ++it)
            repositories[toStd(it.key())] = toStd(it.value());
        json["repositories"] = std::move(repositories);
    }
    if (!info.reviewAgents.isEmpty()) {
        Json agents = Json::array();
        for (const ReviewAgentConfig &agent : info.reviewAgents)
            agents.push_back(reviewAgentToJson(agent));
        json["review_agents"] = std::move(agents);
    }
    return json;
}

void taskFromJson(const Json &json, Task &task, QString &referencePatchFile)
{
    task.id = jsonString(json, "id");
    const Json &repo = json.at("repository");
    task.repository.name = jsonString(repo, "name");
    task.repository.url = jsonString(repo, "url");
    task.repository.path = jsonString(repo, "path");
    task.repository.baseCommit = jsonString(repo, "base_commit");
    task.query = jsonString(json, "query");
    task.specs.clear();
    for (const auto &s : json.at("specs")) {
        Spec spec;
        spec.id = jsonString(s, "id");
        spec.category = jsonString(s, "category");
        spec.title = jsonString(s, "title");
        spec.text = jsonString(s, "text");
        spec.interactsWith = stringList(s.at("interacts_with"));
        spec.coveredBy = stringList(s.at("covered_by"));
        task.specs.append(std::move(spec));
    }
    const Json &tests = json.at("tests");
    task.tests.language = jsonString(tests, "language");
    task.tests.command = jsonString(tests, "command");
    task.tests.image = jsonString(tests, "image");
    task.tests.logFormat = jsonString(tests, "log_format");
    task.tests.network = jsonString(tests, "network");
    task.tests.files.clear();
    // A text file is its path; a deleted or binary one an object that says so (older files hold only paths).
    for (const auto &f : tests.at("files")) {
        if (f.is_string()) {
            task.tests.files.append({toQString(f.get<std::string>()), {}});
            continue;
        }
        const TestFile::Kind kind =
            jsonString(f, "kind") == QLatin1String("deleted") ? TestFile::Kind::Deleted : TestFile::Kind::Binary;
        task.tests.files.append({jsonString(f, "path"), {}, kind});
    }
    task.tests.failToPass = stringList(tests.at("fail_to_pass"));
    task.tests.passToPass = stringList(tests.at("pass_to_pass"));
    referencePatchFile = jsonString(json, "reference_patch");
    task.source.clear();
    if (const auto it = json.find("source"); it != json.end())
        for (auto s = it->begin(); s != it->end(); ++s)
            task.source.append({toQString(s.key()), toQString(s.value().get<std::string>())});
}

Json taskToJson(const Task &task, const QString &referencePatchFile)
{
    Json json = Json::object();
    json["id"] = toStd(task.id);
    Json repo = Json::object();
    repo["name"] = toStd(task.repository.name);
    if (!task.repository.url.isEmpty())
        repo["url"] = toStd(task.repository.url);
    if (!task.repository.path.isEmpty())
        repo["path"] = toStd(task.repository.path);
    repo["base_commit"] = toStd(task.repository.baseCommit);
    json["repository"] = std::move(repo);
    json["query"] = toStd(task.query);
    Json specs = Json::array();
    for (const Spec &s : task.specs) {
        Json spec = Json::object();
        spec["id"] = toStd(s.id);
        spec["category"] = toStd(s.category);
        spec["title"] = toStd(s.title);
        spec["text"] = toStd(s.text);
        spec["interacts_with"] = jsonStrings(s.interactsWith);
        spec["covered_by"] = jsonStrings(s.coveredBy);
        specs.push_back(std::move(spec));
    }
    json["specs"] = std::move(specs);
    Json tests = Json::object();
    tests["language"] = toStd(task.tests.language);
    tests["command"] = toStd(task.tests.command);
    if (!task.tests.image.isEmpty())
        tests["image"] = toStd(task.tests.image);
    if (!task.tests.logFormat.isEmpty())
        tests["log_format"] = toStd(task.tests.logFormat);
    if (!task.tests.network.isEmpty())
        tests["network"] = toStd(task.tests.network);
    Json files = Json::array();
    for (const TestFile &f : task.tests.files) {
        if (f.isText())
            files.push_back(toStd(f.path));
        else
            files.push_back(
                Json{{"path", toStd(f.path)}, {"kind", f.kind == TestFile::Kind::Deleted ? "deleted" : "binary"}});
    }
    tests["files"] = std::move(files);
    tests["fail_to_pass"] = jsonStrings(task.tests.failToPass);
    tests["pass_to_pass"] = jsonStrings(task.tests.passToPass);
    json["tests"] = std::move(tests);
    json["reference_patch"] = toStd(referencePatchFile);
    if (!task.source.isEmpty()) {
        Json source = Json::object();
        for (const auto &[key, value] : task.source)
            source[toStd(key)] = toStd(value);
        json["source"] = std::move(source);
    }
    return json;
}

void attemptFromJson(const Json &json, Attempt &attempt, QString &patchFile)
{
    attempt.id = jsonString(json, "id");
    attempt.model = jsonString(json, "model");
    attempt.agent = jsonString(json, "agent");
    attempt.sample = json.at("sample").get<int>();
    patchFile = jsonString(json, "patch");
    attempt.trajectory = {};
    if (const Json &t = json.at("trajectory"); t.is_object()) {
        attempt.trajectory.file = jsonString(t, "file");
        attempt.trajectory.format = trajectoryFormatFromName(jsonString(t, "format"));
    }
    attempt.exitStatus = jsonString(json, "exit_status");
    const Json &stats = json.at("stats");
    attempt.inputTokens.reset();
    attempt.outputTokens.reset();
    attempt.turns.reset();
    attempt.cost.reset();
    if (stats.contains("input_tokens"))
        attempt.inputTokens = stats["input_tokens"].get<qint64>();
    if (stats.contains("output_tokens"))
        attempt.outputTokens = stats["output_tokens"].get<qint64>();
    if (stats.contains("turns"))
        attempt.turns = stats["turns"].get<int>();
    if (stats.contains("cost"))
        attempt.cost = stats["cost"].get<double>();
    attempt.results = {};
    const Json &results = json.at("results");
    for (auto it = results.begin(); it != results.end(); ++it)
        attempt.results.set(toQString(it.key()),
                            testStatusFromName(toQString(it.value().get<std::string>())).value_or(TestStatus::Missing));
}

Json attemptToJson(const Attempt &attempt, const QString &patchFile)
{
    Json json = Json::object();
    json["id"] = toStd(attempt.id);
    json["model"] = toStd(attempt.model);
    json["agent"] = toStd(attempt.agent);
    json["sample"] = attempt.sample;
    json["patch"] = toStd(patchFile);
    if (attempt.trajectory.isValid())
        json["trajectory"] = Json{{"file", toStd(attempt.trajectory.file)},
                                  {"format", toStd(trajectoryFormatName(attempt.trajectory.format))}};
    else
        json["trajectory"] = nullptr;
    json["exit_status"] = toStd(attempt.exitStatus);
    Json stats = Json::object();
    if (attempt.inputTokens)
        stats["input_tokens"] = *attempt.inputTokens;
    if (attempt.outputTokens)
        stats["output_tokens"] = *attempt.outputTokens;
    if (attempt.turns)
        stats["turns"] = *attempt.turns;
    if (attempt.cost)
        stats["cost"] = *attempt.cost;
    json["stats"] = std::move(stats);
    Json results = Json::object();
    for (const QString &id : attempt.results.ids)
        results[toStd(id)] = toStd(testStatusName(attempt.results.value(id)));
    json["results"] = std::move(results);
    return json;
}

QList<Flag> flagsFromJson(const Json &json)
{
    QList<Flag> flags;
    for (const auto &f : json.at("flags")) {
        Flag flag;
        flag.id = jsonString(f, "id");
        flag.kind = jsonString(f, "kind") == u"FN"_s ? FlagKind::FalseNegative : FlagKind::FalsePositive;
        flag.source = jsonString(f, "source") == u"computed"_s ? FlagSource::Computed : FlagSource::ReviewAgent;
        flag.attempt = jsonString(f, "attempt");
        flag.specs = stringList(f.at("specs"));
        flag.tests = stringList(f.at("tests"));
        for (const auto &e : f.at("evidence")) {
            Evidence ev;
            const QString type = jsonString(e, "type");
            ev.kind = type == u"patch_hunk"_s  ? Evidence::Kind::PatchHunk
                      : type == u"test_line"_s ? Evidence::Kind::TestLine
                                               : Evidence::Kind::TrajectoryStep;
            ev.attempt = jsonString(e, "attempt");
            ev.step = e.contains("step") ? e["step"].get<int>() : -1;
            ev.file = jsonString(e, "file");
            ev.hunk = e.contains("hunk") ? e["hunk"].get<int>() : -1;
            ev.line = e.contains("line") ? e["line"].get<int>() : 0;
            ev.note = jsonString(e, "note");
            flag.evidence.append(std::move(ev));
        }
        flag.confidence = f.at("confidence").get<double>();
        flag.rationale = jsonString(f, "rationale");
        const Json &v = f.at("verdict");
        const QString state = jsonString(v, "state");
        flag.verdict = state == u"confirmed"_s     ? Verdict::Confirmed
                       : state == u"dismissed"_s   ? Verdict::Dismissed
                       : state == u"needs_rerun"_s ? Verdict::NeedsRerun
                                                   : Verdict::Open;
        flag.verdictNote = jsonString(v, "note");
        flag.verdictBy = jsonString(v, "by");
        flag.verdictAt = parseTimestamp(v.at("at").get<std::string>());
        if (const auto agent = f.find("agent"); agent != f.end() && agent->is_object()) {
            flag.agent = jsonString(*agent, "name");
            flag.agentVersion = jsonString(*agent, "version");
        }
        if (const auto withdrawn = f.find("withdrawn_at"); withdrawn != f.end() && withdrawn->is_string())
            flag.withdrawnAt = parseTimestamp(withdrawn->get<std::string>());
        flag.sameAs = jsonString(f, "same_as");
        flags.append(std::move(flag));
    }
    return flags;
}

Json flagsToJson(const QList<Flag> &flags)
{
    Json array = Json::array();
    for (const Flag &flag : flags) {
        Json f = Json::object();
        f["id"] = toStd(flag.id);
        f["kind"] = toStd(flagKindName(flag.kind));
        f["source"] = toStd(flagSourceName(flag.source));
        f["attempt"] = toStd(flag.attempt);
        f["specs"] = jsonStrings(flag.specs);
        f["tests"] = jsonStrings(flag.tests);
        Json evidence = Json::array();
        for (const Evidence &ev : flag.evidence) {
            Json e = Json::object();
            switch (ev.kind) {
            case Evidence::Kind::TrajectoryStep:
                e["type"] = "trajectory_step";
                e["attempt"] = toStd(ev.attempt);
                e["step"] = std::max(ev.step, 0);
                break;
            case Evidence::Kind::PatchHunk:
                e["type"] = "patch_hunk";
                e["attempt"] = toStd(ev.attempt);
                e["file"] = toStd(ev.file);
                e["hunk"] = std::max(ev.hunk, 0);
                if (ev.line > 0)
                    e["line"] = ev.line;
                break;
            case Evidence::Kind::TestLine:
                e["type"] = "test_line";
                e["file"] = toStd(ev.file);
                e["line"] = std::max(ev.line, 1);
                break;
            }
            if (!ev.note.isEmpty())
                e["note"] = toStd(ev.note);
            evidence.push_back(std::move(e));
        }
        f["evidence"] = std::move(evidence);
        f["confidence"] = flag.confidence;
        f["rationale"] = toStd(flag.rationale);
        f["verdict"] = Json{{"state", toStd(verdictName(flag.verdict))},
                            {"note", toStd(flag.verdictNote)},
                            {"by", toStd(flag.verdictBy)},
                            {"at", formatTimestamp(flag.verdictAt)}};
        if (!flag.agent.isEmpty()) {
            Json agent{{"name", toStd(flag.agent)}};
            if (!flag.agentVersion.isEmpty())
                agent["version"] = toStd(flag.agentVersion);
            f["agent"] = std::move(agent);
        }
        if (flag.withdrawnAt.isValid())
            f["withdrawn_at"] = formatTimestamp(flag.withdrawnAt);
        if (!flag.sameAs.isEmpty())
            f["same_as"] = toStd(flag.sameAs);
        array.push_back(std::move(f));
    }
    return Json{{"flags", std::move(array)}};
}

Curation curationFromJson(const Json &json)
{
    Curation c;
    c.status = curationStatusFromName(jsonString(json, "status")).value_or(CurationStatus::New);
    for (const auto &h : json.at("history")) {
        CurationEvent e;
        e.from = curationStatusFromName(jsonString(h, "from")).value_or(CurationStatus::New);
        e.to = curationStatusFromName(jsonString(h, "to")).value_or(CurationStatus::New);
        e.by = jsonString(h, "by");
        e.at = parseTimestamp(h.at("at").get<std::string>());
        e.reason = jsonString(h, "reason");
        if (const auto o = h.find("override"); o != h.end() && o->is_boolean())
            e.overridden = o->get<bool>();
        if (const auto g = h.find("gates_overridden"); g != h.end() && g->is_array())
            e.gatesOverridden = stringList(*g);
        c.history.append(std::move(e));
    }
    c.assignedTo = jsonString(json, "assigned_to");
    return c;
}

Json curationToJson(const Curation &curation)
{
    Json history = Json::array();
    for (const CurationEvent &e : curation.history) {
        Json event{{"from", toStd(curationStatusName(e.from))},
                   {"to", toStd(curationStatusName(e.to))},
                   {"by", toStd(e.by)},
                   {"at", formatTimestamp(e.at)},
                   {"reason", toStd(e.reason)}};
        // Only overrides carry the keys, so files of ordinary changes stay as they were.
        if (e.overridden) {
            event["override"] = true;
            event["gates_overridden"] = jsonStrings(e.gatesOverridden);
        }
        history.push_back(std::move(event));
    }
    Json json{{"status", toStd(curationStatusName(curation.status))}};
    if (!curation.assignedTo.isEmpty())
        json["assigned_to"] = toStd(curation.assignedTo);
    json["history"] = std::move(history);
    return json;
}

} // namespace heddle::taskjson
