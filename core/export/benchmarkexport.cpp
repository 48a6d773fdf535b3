#include <core/export/benchmarkexport.h>
#include <core/util/sha256.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/taskjson.h>
#include <core/git/gitrepository.h>
#include <core/git/repositorylocator.h>
#include <core/importers/testfilefetch.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

#include <git2.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(ExportText)
};

std::string bytes(const QByteArray &b)
{
    return b.toStdString();
}

Json specsJson(const QList<Spec> &specs)
{
    Json out = Json::array();
    for (const Spec &s : specs)
        out.push_back(Json{{"id", toStd(s.id)},
                           {"category", toStd(s.category)},
                           {"title", toStd(s.title)},
                           {"text", toStd(s.text)},
                           {"interacts_with", jsonStrings(s.interactsWith)},
                           {"covered_by", jsonStrings(s.coveredBy)}});
    return out;
}

// Serialised with invalid UTF-8 replaced rather than thrown on: a patch is bytes, JSON is text.
QByteArray dumpLine(const Json &json, int indent = -1)
{
    return QByteArray::fromStdString(json.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace));
}

Result<void> checkOutputFolder(const QString &output)
{
    if (output.isEmpty())
        return makeError(Error::Code::Io, ExportText::tr("no output folder given"));
    const QFileInfo info(output);
    if (info.exists() &&
        (!info.isDir() || !QDir(output).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))) {
        Error e = makeError(Error::Code::Io, ExportText::tr("the output folder exists and is not empty"));
        e.file = output;
        return e;
    }
    return Ok{};
}

// What an approval that overrode gates says about it ("override", "gates_overridden"), as curation.json writes it.
void addOverride(Json &decision, const QString &root, const Task &task, qsizetype eventIndex)
{
    const Result<QByteArray> bytes = readWholeFile(DatasetLayout(root).at(DatasetLayout::curationFile(task.id)));
    if (!bytes)
        return;
    const Json json = Json::parse(bytes->toStdString(), nullptr, false);
    if (!json.is_object() || !json.contains("history") || !json["history"].is_array() ||
        eventIndex >= qsizetype(json["history"].size()))
        return;
    const Json &event = json["history"][size_t(eventIndex)];
    if (!event.is_object())
        return;
    for (const char *key : {"override", "gates_overridden"})
        if (event.contains(key))
            decision[key] = event[key];
}

// The optional SWE-bench fields a task imported from SWE-bench keeps in its source block.
QString sourceValue(const Task &task, const QString &key)
{
    for (const auto &[k, v] : task.source)
        if (k == key)
            return v;
    return {};
}

TaskFailure failure(const QString &taskId, Error e)
{
    return TaskFailure{taskId, std::move(e)};
}

} // namespace

Result<QByteArray> fileDiff(const QString &path, const std::optional<QByteArray> &base, const QByteArray &content)
{
    ensureLibgit2();
    git_diff_options options = GIT_DIFF_OPTIONS_INIT;
    options.flags |= GIT_DIFF_SHOW_BINARY;
    const QByteArray name = path.toUtf8();
    git_patch *raw = nullptr;
    const int rc = base
                       ? git_patch_from_buffers(&raw, base->constData(), size_t(base->size()), name.constData(),
                                                content.constData(), size_t(content.size()), name.constData(), &options)
                       : git_patch_from_buffers(&raw, nullptr, 0, name.constData(), content.constData(),
                                                size_t(content.size()), name.constData(), &options);
    std::unique_ptr<git_patch, decltype(&git_patch_free)> patch(raw, &git_patch_free);
    git_buf buffer = GIT_BUF_INIT;
    if (rc < 0 || git_patch_to_buf(&buffer, patch.get()) < 0) {
        const git_error *e = git_error_last();
        Error error = makeError(Error::Code::Git, ExportText::tr("cannot write a diff of the file"),
                                e ? QString::fromUtf8(e->message) : QString());
        error.file = path;
        git_buf_dispose(&buffer);
        return error;
    }
    QByteArray diff(buffer.ptr, qsizetype(buffer.size));
    git_buf_dispose(&buffer);
    return diff;
}

Result<QByteArray> testPatchFor(const QString &repositoryPath, const Task &task)
{
    Result<GitRepository> repository = GitRepository::open(repositoryPath);
    if (!repository)
        return repository.error();
    QByteArray out;
    for (const TestFile &file : task.tests.files) {
        // A deleted or binary test file has no text to diff: its part of the task's own test_patch says it all.
        if (!file.isText()) {
            out += testPatchPart(taskTestPatch(task), {file.path});
            continue;
        }
        Result<QByteArray> base = repository->readFile(task.repository.baseCommit, file.path);
        if (!base && base.error().code != Error::Code::NotFound)
            return base.error();
        Result<QByteArray> diff =
            fileDiff(file.path, base ? std::optional<QByteArray>(*base) : std::nullopt, file.content);
        if (!diff)
            return diff.error();
        out += *diff;
    }
    return out;
}

Result<ExportReport> exportBenchmark(const QString &root, const QString &outFolder)
{
    if (Result<void> s = checkOutputFolder(outFolder); !s)
        return s.error();
    Result<Dataset> dataset = openDataset(root);
    if (!dataset)
        return dataset.error();

    ExportReport report;
    report.output = QFileInfo(outFolder).absoluteFilePath();
    report.datasetName = dataset->info.name;
    report.exportedAt = QDateTime::currentDateTimeUtc();
    report.instancesFile = report.output + u"/instances.jsonl"_s;
    report.manifestFile = report.output + u"/manifest.json"_s;

    QByteArray instances;
    Json manifestTasks = Json::array();
    for (const TaskSummary &summary : std::as_const(dataset->tasks)) {
        Result<Task> loaded = loadTask(dataset->root, summary.id);
        if (!loaded) {
            // Its status may be unreadable too, so whether it belongs in the benchmark is unknown.
            report.failures.append(failure(summary.id, loaded.error()));
            continue;
        }
        const Task &task = *loaded;
        if (task.curation.status != CurationStatus::Approved)
            continue;

        Result<QString> repositoryPath =
            locateRepository(dataset->root, dataset->info.repositories, task.repository, RepositoryAccess::LocalOnly);
        if (!repositoryPath) {
            report.failures.append(failure(task.id, repositoryPath.error()));
            continue;
        }
        Result<QByteArray> testPatch = testPatchFor(*repositoryPath, task);
        if (!testPatch) {
            report.failures.append(failure(task.id, testPatch.error()));
            continue;
        }

        Json line;
        line["instance_id"] = toStd(task.id);
        line["repo"] = toStd(task.repository.name);
        line["base_commit"] = toStd(task.repository.baseCommit);
        line["patch"] = bytes(task.referencePatch);
        line["test_patch"] = bytes(*testPatch);
        line["problem_statement"] = toStd(task.query);
        line["hints_text"] = toStd(sourceValue(task, u"hints_text"_s));
        for (const QString &key : {u"created_at"_s, u"version"_s, u"environment_setup_commit"_s})
            if (const QString value = sourceValue(task, key); !value.isEmpty())
                line[toStd(key)] = toStd(value);
        line["FAIL_TO_PASS"] = jsonStrings(task.tests.failToPass);
        line["PASS_TO_PASS"] = jsonStrings(task.tests.passToPass);
        line["specs"] = specsJson(task.specs);
        instances += dumpLine(line) + '\n';

        ExportedTask exported;
        exported.id = task.id;
        exported.patchSha256 = sha256Hex(task.referencePatch);
        exported.testPatchSha256 = sha256Hex(*testPatch);
        for (const TestFile &file : task.tests.files)
            exported.testFileSha256.append({file.path, sha256Hex(file.content)});
        const LoadedRunRecords records = loadRunRecords(dataset->root, task.id);
        if (!records.records.isEmpty())
            exported.validationRun = records.records.first().id;
        qsizetype decisionIndex = -1;
        for (qsizetype i = task.curation.history.size() - 1; i >= 0 && decisionIndex < 0; --i)
            if (task.curation.history.at(i).to == CurationStatus::Approved)
                decisionIndex = i;
        if (decisionIndex >= 0)
            exported.decision = task.curation.history.at(decisionIndex);

        Json files = Json::array();
        for (const auto &[path, sha] : exported.testFileSha256)
            files.push_back(Json{{"path", toStd(path)}, {"sha256", bytes(sha)}});
        Json decision = nullptr;
        if (decisionIndex >= 0) {
            decision = Json{{"by", toStd(exported.decision.by)},
                            {"at", taskjson::formatTimestamp(exported.decision.at)},
                            {"from", toStd(curationStatusName(exported.decision.from))},
                            {"reason", toStd(exported.decision.reason)}};
            addOverride(decision, dataset->root, task, decisionIndex);
        }
        manifestTasks.push_back(Json{{"id", toStd(task.id)},
                                     {"patch_sha256", bytes(exported.patchSha256)},
                                     {"test_files", std::move(files)},
                                     {"test_patch_sha256", bytes(exported.testPatchSha256)},
                                     {"validation_run", jsonTextOrNull(exported.validationRun)},
                                     {"decision", std::move(decision)}});
        report.tasks.append(std::move(exported));
    }

    Json manifest;
    manifest["format"] = "heddle-benchmark-export";
    manifest["format_version"] = 1;
    manifest["dataset"] = toStd(report.datasetName);
    manifest["exported_at"] = taskjson::formatTimestamp(report.exportedAt);
    manifest["instances"] = "instances.jsonl";
    manifest["tasks"] = std::move(manifestTasks);
    Json failures = Json::array();
    for (const TaskFailure &f : std::as_const(report.failures))
        failures.push_back(Json{{"id", toStd(f.taskId)}, {"error", toStd(f.error.toString())}});
    manifest["not_exported"] = std::move(failures);

    if (!QDir().mkpath(report.output)) {
        Error e = makeError(Error::Code::Io, ExportText::tr("cannot create the output folder"));
        e.file = report.output;
        return e;
    }
    if (Result<void> s = writeFileIfChanged(report.instancesFile, instances); !s)
        return s.error();
    if (Result<void> s = writeFileIfChanged(report.manifestFile, dumpLine(manifest, 2) + '\n'); !s)
        return s.error();
    return report;
}

} // namespace heddle
