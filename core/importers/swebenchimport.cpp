#include <core/importers/swebenchimport.h>

#include <core/dataset/datasetio.h>
#include <core/importers/harnessrun.h>
#include <core/importers/importertext.h>
#include <core/importers/predictions.h>
#include <core/importers/swebenchinstance.h>
#include <core/importers/testcommand.h>
#include <core/importers/testfilefetch.h>
#include <core/importers/testpatch.h>
#include <core/importers/trajectorysource.h>
#include <core/storage/pathsafety.h>
#include <core/testlog/harnesslog.h>
#include <core/testlog/testlogparser.h>
#include <core/util/workpool.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentRun>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The SWE-bench harness grades django and sympy with their own runners' output; the rest with pytest's.
QString logFormatFor(const QString &repo, const QString &command)
{
    if (repo == u"django/django"_s || command.contains(u"runtests.py"_s))
        return u"django"_s;
    if (repo == u"sympy/sympy"_s || command.contains(u"bin/test"_s))
        return u"sympy"_s;
    if (command.contains(u"pytest"_s))
        return u"pytest"_s;
    // The other runners by the command that starts them; a command that names none is detected from its output.
    // cargo's before go's: "cargo test" holds "go test".
    static const std::pair<QString, QString> runners[] = {
        {u"cargo nextest"_s, u"nextest"_s},
        {u"cargo test"_s, u"cargo"_s},
        {u"go test -json"_s, u"go-json"_s},
        {u"gotestsum"_s, u"go"_s},
        {u"go test"_s, u"go"_s},
        {u"phpunit"_s, u"phpunit"_s},
        {u"mvn"_s, u"maven"_s},
        {u"gradle"_s, u"gradle"_s},
        {u"vitest"_s, u"vitest"_s},
        {u"jest"_s, u"jest"_s},
        {u"mocha"_s, u"mocha"_s},
        {u"karma"_s, u"karma"_s},
    };
    for (const auto &[word, format] : runners)
        if (command.contains(word))
            return format;
    return {};
}

// An attempt id made of the model name: the characters an id may not hold become '-'.
QString attemptIdBase(const QString &model)
{
    QString base;
    for (const QChar c : model) {
        const char16_t u = c.unicode();
        const bool allowed = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
                             u == u'.' || u == u'_' || u == u'+' || u == u'-';
        base += allowed ? c : u'-';
    }
    if (base.isEmpty())
        return u"model"_s;
    if (!base.front().isLetterOrNumber())
        base.prepend(u'm');
    return base.left(190);
}

Error withFile(Error e, const QString &file)
{
    if (e.file.isEmpty())
        e.file = file;
    return e;
}

Error note(const QString &file, const QString &message)
{
    Error e = makeError(Error::Code::Schema, message);
    e.file = file;
    return e;
}

// The warning about tasks whose test_patch changes files that exist at base_commit, before or after the fetch.
Error testFilesWarning(int tasks)
{
    return makeError(Error::Code::Schema,
                     ImporterText::tr("%n task(s) change existing test files: their new text needs the repository, "
                                      "so those tasks keep the test_patch in task.json's source block "
                                      "(heddle import --repo, or heddle check --fix once the repository is mapped, "
                                      "reads them)",
                                      nullptr, tasks));
}

// changesTestFiles: the test_patch changes files that exist at base_commit.
Task taskFromInstance(const SweBenchInstance &in, bool &changesTestFiles)
{
    Task task;
    task.id = in.instanceId;
    task.repository.name = in.repo;
    if (!in.repo.isEmpty())
        task.repository.url = u"https://github.com/"_s + in.repo;
    task.repository.baseCommit = in.baseCommit;
    task.query = in.problemStatement;
    task.referencePatch = in.patch;
    task.tests.language = in.language.isEmpty() ? u"python"_s : in.language;
    if (task.tests.language == u"python"_s)
        task.tests.logFormat = logFormatFor(in.repo, {});
    task.tests.failToPass = in.failToPass;
    task.tests.passToPass = in.passToPass;
    task.specs = in.specs;
    // Only a file the test_patch creates has a known text: the others need the repository at base_commit, so the
    // task keeps the whole test_patch in its source block, where validation can apply it.
    changesTestFiles = false;
    for (const TestPatchFile &file : testPatchFiles(in.testPatch)) {
        if (file.isNew && !file.isBinary && !file.isDeleted)
            task.tests.files.append(TestFile{file.path, file.content});
        else
            changesTestFiles = true;
    }

    task.source.append({u"dataset"_s, QFileInfo(in.file).fileName()});
    task.source.append({u"instance_id"_s, in.instanceId});
    const std::pair<QString, QString> optional[] = {
        {u"created_at"_s, in.createdAt},
        {u"version"_s, in.version},
        {u"environment_setup_commit"_s, in.environmentSetupCommit},
        {u"hints_text"_s, in.hintsText},
        {u"test_patch"_s, QString::fromUtf8(in.testPatch)},
    };
    for (const auto &[key, value] : optional)
        if (!value.isEmpty())
            task.source.append({key, value});
    for (const auto &[key, value] : in.extra) {
        task.source.append({key, value});
        // The image the instance names: SWE-bench's newer rows ("image"), SWE-rebench ("docker_image"), SWE-smith
        // ("image_name"). Without one, validation names SWE-bench's image from the instance id (imageForTask()).
        if (task.tests.image.isEmpty() && (key == u"image" || key == u"docker_image" || key == u"image_name"))
            task.tests.image = value.trimmed();
    }
    setTestCommand(task, instanceTestCommand(task.source));
    return task;
}

QString reportExitStatus(const HarnessReport &report)
{
    if (report.patchIsNone.value_or(false) || !report.patchExists.value_or(true))
        return u"empty_patch"_s;
    if (report.resolved.value_or(false))
        return u"resolved"_s;
    if (!report.patchSuccessfullyApplied.value_or(true))
        return u"patch_failed"_s;
    if (report.resolved.has_value())
        return u"unresolved"_s;
    return {};
}

QString runReportExitStatus(const HarnessRunReport &report, const QString &id)
{
    if (report.resolved.contains(id))
        return u"resolved"_s;
    if (report.unresolved.contains(id))
        return u"unresolved"_s;
    if (report.error.contains(id))
        return u"error"_s;
    if (report.emptyPatch.contains(id))
        return u"empty_patch"_s;
    if (report.incomplete.contains(id))
        return u"incomplete"_s;
    return {};
}

class Join
{
public:
    explicit Join(ImportPlan &plan)
        : m_plan(plan)
    {}

    Result<void> readInstances(const QStringList &files)
    {
        ImportReport &report = m_plan.report;
        for (const QString &path : files) {
            Result<SweBenchInstanceFile> file = readSweBenchInstances(path);
            if (!file)
                return withFile(file.error(), path);
            QList<Error> errors = file->rowErrors;
            report.instanceRows += int(file->rowErrors.size() + file->instances.size());
            for (const SweBenchInstance &in : std::as_const(file->instances))
                if (addInstance(in, errors))
                    m_fromFiles.insert(in.instanceId);
            std::stable_sort(errors.begin(), errors.end(),
                             [](const Error &a, const Error &b) { return a.line < b.line; });
            report.instanceErrors += errors;
        }
        return Ok{};
    }

    /// Reads each predictions file among the runs once. The instances its lines carry (an OpenHands output.jsonl)
    /// become tasks where no instances file, and no run before it, has them.
    Result<void> readRunInstances(const QList<ImportRun> &runs)
    {
        for (qsizetype i = 0; i < runs.size(); ++i) {
            const ImportRun &run = runs.at(i);
            if (!QFileInfo::exists(run.path)) {
                Error e = makeError(Error::Code::NotFound, ImporterText::tr("no such file or folder"));
                e.file = run.path;
                return e;
            }
            if (!QFileInfo(run.path).isFile())
                continue;
            Result<PredictionFile> predictions = readPredictions(run.path);
            if (!predictions)
                return withFile(predictions.error(), run.path);
            RunInstances &carried = m_runInstances[i];
            for (const Prediction &prediction : std::as_const(predictions->predictions)) {
                if (!prediction.instance)
                    continue;
                const QString &id = prediction.instance->instanceId;
                if (m_fromFiles.contains(id)) {
                    if (!carried.inFiles.contains(id))
                        carried.inFiles.append(id);
                } else if (!m_index.contains(id) && addInstance(*prediction.instance, carried.errors)) {
                    carried.added.append(id);
                }
            }
            m_predictions.insert(i, std::move(predictions).value());
        }
        return Ok{};
    }

    Result<void> checkInstances()
    {
        ImportReport &report = m_plan.report;
        if (m_plan.tasks.isEmpty()) {
            Error e = makeError(Error::Code::Parse, report.instanceFiles.isEmpty()
                                                        ? ImporterText::tr("no instances file was given and no run "
                                                                           "carries its instances")
                                                        : ImporterText::tr("no instance could be read"));
            if (!report.instanceErrors.isEmpty())
                e.detail = report.instanceErrors.first().toString();
            return e;
        }
        if (m_changedTestFiles > 0)
            report.warnings.append(testFilesWarning(m_changedTestFiles));
        return Ok{};
    }

    Result<void> addRun(const ImportRun &run, qsizetype index)
    {
        const RunInstances carried = m_runInstances.value(index);
        const std::optional<PredictionFile> predictions =
            m_predictions.contains(index) ? std::optional(m_predictions.value(index)) : std::nullopt;
        return addRun(run, predictions, carried);
    }

private:
    /// What the lines of one run carried: tasks they made, instances the files already had, instances unread.
    struct RunInstances {
        QStringList added;
        QStringList inFiles;
        QList<Error> errors;
    };

    /// Adds the instance as a task unless its id is unusable or taken; false (with the reason in errors) when not.
    bool addInstance(const SweBenchInstance &in, QList<Error> &errors)
    {
        Error rowError = makeError(Error::Code::Schema, {});
        rowError.file = in.file;
        rowError.line = in.line;
        if (!isSafeId(in.instanceId)) {
            rowError.message = ImporterText::tr("the instance id \"%1\" cannot name a task: it must match "
                                                "[A-Za-z0-9][A-Za-z0-9._+-]* and be at most 200 characters")
                                   .arg(in.instanceId);
            errors.append(rowError);
            return false;
        }
        if (const auto it = m_firstSeen.constFind(in.instanceId); it != m_firstSeen.cend()) {
            rowError.message = ImporterText::tr("the instance id \"%1\" was already read at %2; this row is skipped")
                                   .arg(in.instanceId, *it);
            errors.append(rowError);
            return false;
        }
        m_firstSeen.insert(in.instanceId, in.file + u':' + QString::number(in.line));
        m_index.insert(in.instanceId, m_plan.tasks.size());
        bool changesTestFiles = false;
        m_plan.tasks.append(taskFromInstance(in, changesTestFiles));
        if (changesTestFiles)
            ++m_changedTestFiles;
        return true;
    }

    Result<void> addRun(const ImportRun &run, const std::optional<PredictionFile> &read, const RunInstances &carried)
    {
        std::optional<HarnessRunReport> runReport;
        if (!run.report.isEmpty()) {
            Result<HarnessRunReport> report = readHarnessRunReport(run.report);
            if (!report)
                return withFile(report.error(), run.report);
            runReport = std::move(report).value();
        }
        std::optional<TrajectorySource> trajectories;
        if (!run.trajectories.isEmpty()) {
            Result<TrajectorySource> source = TrajectorySource::open(run.trajectories, m_plan.scratch->path());
            if (!source)
                return withFile(source.error(), run.trajectories);
            trajectories = std::move(source).value();
        }

        const QFileInfo info(run.path);
        if (info.isDir()) {
            Result<QList<HarnessRun>> harness = readHarnessRuns(run.path);
            if (!harness)
                return withFile(harness.error(), run.path);
            for (const HarnessRun &h : std::as_const(*harness))
                addHarnessRun(run, h, runReport ? runReport : h.runReport, trajectories ? &*trajectories : nullptr,
                              harness->size() > 1);
            return Ok{};
        }
        if (!info.isFile()) {
            Error e = makeError(Error::Code::NotFound,
                                ImporterText::tr("the run is neither a harness folder nor a predictions file"));
            e.file = run.path;
            return e;
        }
        Result<PredictionFile> predictions = read ? Result<PredictionFile>(*read) : readPredictions(run.path);
        if (!predictions)
            return withFile(predictions.error(), run.path);
        const bool openHands = std::any_of(predictions->predictions.begin(), predictions->predictions.end(),
                                           [](const Prediction &p) { return p.hasTrajectory; });
        if (!trajectories && openHands) {
            // An OpenHands output.jsonl is its own trajectory source.
            Result<TrajectorySource> source = TrajectorySource::open(run.path, m_plan.scratch->path());
            if (source)
                trajectories = std::move(source).value();
        }
        addPredictions(run, *predictions, runReport, trajectories ? &*trajectories : nullptr);
        RunImportReport &report = m_plan.report.runs.last();
        report.instancesFromRun = carried.added;
        report.instancesInFiles = carried.inFiles;
        report.errors += carried.errors;
        report.errors += predictions->instanceErrors;
        return Ok{};
    }

    Task *taskFor(const QString &instanceId)
    {
        const auto it = m_index.constFind(instanceId);
        return it == m_index.cend() ? nullptr : &m_plan.tasks[*it];
    }

    Attempt &addAttempt(Task &task, const QString &model)
    {
        const QString base = attemptIdBase(model);
        int sample = 0;
        const auto taken = [&](const QString &id) {
            return std::any_of(task.attempts.begin(), task.attempts.end(),
                               [&](const Attempt &a) { return a.id == id; });
        };
        while (taken(base + u'-' + QString::number(sample)))
            ++sample;
        Attempt attempt;
        attempt.id = base + u'-' + QString::number(sample);
        attempt.model = model;
        attempt.agent = u"unknown"_s;
        attempt.sample = sample;
        task.attempts.append(std::move(attempt));
        return task.attempts.last();
    }

    void attachTrajectory(const Task &task, Attempt &attempt, const TrajectorySource *source, RunImportReport &report)
    {
        if (!source)
            return;
        Result<std::optional<TrajectoryFile>> found = source->take(task.id);
        if (!found) {
            report.errors.append(found.error());
            return;
        }
        if (!found->has_value()) {
            report.withoutTrajectory.append(task.id);
            return;
        }
        const TrajectoryFile &file = **found;
        const TrajectorySummary &summary = file.summary;
        attempt.trajectory.file = file.fileName;
        attempt.trajectory.format = summary.format;
        attempt.agent = agentForTrajectoryFormat(summary.format);
        if (summary.format == TrajectoryFormat::Unknown)
            report.warnings.append(note(file.path, ImporterText::tr("not a trajectory format Heddle reads; it is kept "
                                                                    "with the format \"unknown\"")));
        if (!summary.exitStatus.isEmpty())
            attempt.exitStatus = summary.exitStatus;
        attempt.inputTokens = summary.inputTokens;
        attempt.outputTokens = summary.outputTokens;
        attempt.turns = summary.turns;
        attempt.cost = summary.cost;
        if (attempt.patch.isEmpty() && !summary.submission.isEmpty())
            attempt.patch = summary.submission;
        m_plan.trajectorySources[task.id].insert(attempt.id, file.path);
        ++report.withTrajectory;
    }

    void listUnmatched(RunImportReport &report, const QSet<QString> &seen, const TrajectorySource *source)
    {
        for (const Task &task : std::as_const(m_plan.tasks))
            if (!seen.contains(task.id))
                report.withoutPrediction.append(task.id);
        if (source) {
            report.trajectories = source->path();
            for (const QString &id : source->instanceIds())
                if (!seen.contains(id))
                    report.orphanTrajectories.append(id);
        }
    }

    TestResults resultsFromTestOutput(const HarnessInstance &instance, const Task &task, RunImportReport &report)
    {
        QFile file(instance.testOutputPath);
        if (!file.open(QIODevice::ReadOnly)) {
            report.errors.append(
                note(instance.testOutputPath, ImporterText::tr("cannot read the file: %1").arg(file.errorString())));
            return {};
        }
        const QByteArray bytes = file.readAll();
        const TestLogFormat format = testLogFormatFromName(task.tests.logFormat).value_or(TestLogFormat::Auto);
        // Graded as the harness grades it: the markers' part, the whole log when that part names no test, nothing
        // when the recorded exit status says the tests did not run.
        Result<HarnessLog> parsed = readHarnessLog(bytes, format);
        if (!parsed) {
            report.errors.append(withFile(parsed.error(), instance.testOutputPath));
            return {};
        }
        if (!parsed->ran())
            report.warnings.append(note(instance.testOutputPath, parsed->notRun));
        // The log's order, then the graded tests it does not name (missing, or named by a cut-short harness id).
        TestResults results = parsed->results;
        for (const QStringList *graded : {&task.tests.failToPass, &task.tests.passToPass})
            for (const QString &id : *graded)
                if (!results.status.contains(id))
                    results.set(id, harnessTestStatus(parsed->results, id));
        return results;
    }

    void addHarnessRun(const ImportRun &run, const HarnessRun &harness,
                       const std::optional<HarnessRunReport> &runReport, const TrajectorySource *trajectories,
                       bool severalModels)
    {
        RunImportReport report;
        report.path = harness.folder;
        report.kind = u"harness"_s;
        report.runId = harness.runId;
        report.model = run.model.isEmpty() || severalModels ? harness.model : run.model;
        if (severalModels && !run.model.isEmpty())
            report.warnings.append(note(run.path, ImporterText::tr("the folder holds several models: each keeps its "
                                                                   "own name instead of \"%1\"")
                                                      .arg(run.model)));
        report.errors += harness.errors;
        QSet<QString> seen;
        for (const HarnessInstance &instance : harness.instances) {
            report.errors += instance.errors;
            if (!instance.missing.isEmpty())
                report.incomplete.append({instance.instanceId, instance.folder, instance.missing});
            Task *task = taskFor(instance.instanceId);
            if (!task) {
                report.orphans.append(instance.instanceId);
                continue;
            }
            seen.insert(task->id);
            report.matched.append(task->id);
            if (task->tests.command.isEmpty() && !instance.testCommand.isEmpty()) {
                setTestCommand(*task, {instance.testCommand, TestCommandOrigin::HarnessEvalScript, {}, {}});
                if (task->tests.logFormat.isEmpty())
                    task->tests.logFormat = logFormatFor(task->repository.name, instance.testCommand);
            }

            Attempt &attempt = addAttempt(*task, report.model);
            attempt.patch = instance.patch.value_or(QByteArray());
            const QString reportFile = QDir(instance.folder).filePath(u"report.json"_s);
            if (instance.report) {
                const HarnessReport &r = *instance.report;
                if (!r.instanceId.isEmpty() && r.instanceId != instance.instanceId)
                    report.warnings.append(note(reportFile, ImporterText::tr("the report is about \"%1\", not the "
                                                                             "folder's instance")
                                                                .arg(r.instanceId)));
                if (r.resolved.value_or(false) && !r.patchSuccessfullyApplied.value_or(true))
                    report.warnings.append(note(reportFile, ImporterText::tr("the report says the patch did not apply "
                                                                             "yet the instance is resolved; the test "
                                                                             "results are kept as reported")));
                attempt.exitStatus = reportExitStatus(r);
                if (r.hasTestsStatus)
                    attempt.results = r.results;
            } else if (runReport) {
                attempt.exitStatus = runReportExitStatus(*runReport, task->id);
            }
            if (attempt.results.isEmpty() && !instance.testOutputPath.isEmpty())
                attempt.results = resultsFromTestOutput(instance, *task, report);
            attachTrajectory(*task, attempt, trajectories, report);
        }
        listUnmatched(report, seen, trajectories);
        m_plan.report.runs.append(std::move(report));
    }

    void addPredictions(const ImportRun &run, const PredictionFile &file,
                        const std::optional<HarnessRunReport> &runReport, const TrajectorySource *trajectories)
    {
        RunImportReport report;
        report.path = QFileInfo(run.path).absoluteFilePath();
        report.kind = u"predictions"_s;
        report.errors = file.rowErrors;
        QStringList models;
        QSet<QString> seen;
        for (const Prediction &prediction : file.predictions) {
            Task *task = taskFor(prediction.instanceId);
            if (!task) {
                if (!report.orphans.contains(prediction.instanceId))
                    report.orphans.append(prediction.instanceId);
                continue;
            }
            if (seen.contains(task->id))
                report.warnings.append(
                    note(prediction.file, ImporterText::tr("line %1: a second prediction for \"%2\"; "
                                                           "it becomes another sample")
                                              .arg(prediction.line)
                                              .arg(task->id)));
            seen.insert(task->id);
            report.matched.append(task->id);
            QString model = run.model;
            if (model.isEmpty())
                model = prediction.model;
            if (model.isEmpty())
                model = QFileInfo(run.path).completeBaseName();
            if (!models.contains(model))
                models.append(model);
            Attempt &attempt = addAttempt(*task, model);
            attempt.patch = prediction.patch;
            if (runReport)
                attempt.exitStatus = runReportExitStatus(*runReport, task->id);
            attachTrajectory(*task, attempt, trajectories, report);
        }
        report.model = models.join(u", "_s);
        listUnmatched(report, seen, trajectories);
        m_plan.report.runs.append(std::move(report));
    }

    ImportPlan &m_plan;
    QHash<QString, qsizetype> m_index;
    QHash<QString, QString> m_firstSeen;            // instance id -> file:line where it was read
    QSet<QString> m_fromFiles;                      // instance ids read from the instances files
    QHash<qsizetype, PredictionFile> m_predictions; // run index -> its predictions file, read once
    QHash<qsizetype, RunInstances> m_runInstances;
    int m_changedTestFiles = 0;
};

Result<void> checkOutputFolder(const QString &output)
{
    const QFileInfo info(output);
    if (output.isEmpty()) {
        return makeError(Error::Code::Io, ImporterText::tr("no output folder given"));
    }
    if (info.exists() &&
        (!info.isDir() || !QDir(output).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("the output folder exists and is not empty"));
        e.file = output;
        return e;
    }
    return Ok{};
}

// The whole text of the test files each test_patch touches, for the tasks whose repository can be reached.
void fetchTestFilesOnImport(const QString &root, ImportPlan &plan, ImportReport &report)
{
    const auto lacking = [&plan] {
        return int(std::count_if(plan.tasks.cbegin(), plan.tasks.cend(),
                                 [](const Task &task) { return !missingTestFiles(task).isEmpty(); }));
    };
    const int before = lacking();
    const TestFileFetch fetch = fetchImportedTestFiles(root, plan.repositories, plan.tasks);
    report.testFilesFetched = fetch.fetched;
    // The plan's warning counted the tasks before the fetch: say how many still lack their test files.
    if (const int after = lacking(); after != before) {
        const QString planned = testFilesWarning(before).message;
        report.warnings.removeIf([&planned](const Error &e) { return e.message == planned; });
        if (after > 0)
            report.warnings.append(testFilesWarning(after));
    }
    for (const auto &[taskId, error] : fetch.failed) {
        Error e = error;
        e.message = taskId + u": "_s + e.message;
        report.testFileErrors.append(e);
    }
}

} // namespace

int ImportReport::attempts() const
{
    int n = 0;
    for (const RunImportReport &run : runs)
        n += int(run.matched.size());
    return n;
}

Result<ImportPlan> planImport(const ImportRequest &request)
{
    ImportPlan plan;
    plan.report.output = request.output;
    plan.report.name = request.name;
    plan.report.instanceFiles = request.instanceFiles;
    plan.repositories = request.repositories;
    if (request.instanceFiles.isEmpty() && request.runs.isEmpty())
        return makeError(Error::Code::NotFound, ImporterText::tr("no instances file given"));
    plan.scratch = std::make_shared<QTemporaryDir>();
    if (!plan.scratch->isValid())
        return makeError(Error::Code::Io, ImporterText::tr("cannot create a temporary folder"),
                         plan.scratch->errorString());
    Join join(plan);
    if (Result<void> s = join.readInstances(request.instanceFiles); !s)
        return s.error();
    if (Result<void> s = join.readRunInstances(request.runs); !s)
        return s.error();
    if (Result<void> s = join.checkInstances(); !s)
        return s.error();
    for (qsizetype i = 0; i < request.runs.size(); ++i)
        if (Result<void> s = join.addRun(request.runs.at(i), i); !s)
            return s.error();
    for (Task &task : plan.tasks) {
        // After the runs: an instance's own command and a harness eval.sh come before SWE-bench's table.
        completeTestCommand(task);
        plan.report.tasks.append(task.id);
    }
    return plan;
}

Result<ImportReport> writeImport(ImportPlan plan, const QString &output, const QString &name,
                                 const ImportProgress &progress)
{
    if (Result<void> s = checkOutputFolder(output); !s)
        return s.error();
    const QString root = QFileInfo(output).absoluteFilePath();
    if (!QDir().mkpath(root)) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot create the output folder"));
        e.file = root;
        return e;
    }
    ImportReport report = std::move(plan.report);
    report.output = root;
    report.name = name.isEmpty() ? QFileInfo(root).fileName() : name;
    DatasetInfo info;
    info.name = report.name;
    QStringList files;
    for (const QString &file : std::as_const(report.instanceFiles))
        files.append(QFileInfo(file).fileName());
    for (const RunImportReport &run : std::as_const(report.runs))
        if (!run.instancesFromRun.isEmpty())
            files.append(QFileInfo(run.path).fileName());
    info.description = ImporterText::tr("SWE-bench tasks imported from %1").arg(files.join(u", "_s));
    // Specs carried by an export name their categories; the dataset declares them so that every task loads.
    for (const Task &task : std::as_const(plan.tasks))
        for (const Spec &spec : task.specs)
            if (std::none_of(info.specCategories.cbegin(), info.specCategories.cend(),
                             [&](const SpecCategory &c) { return c.id == spec.category; }))
                info.specCategories.append(SpecCategory{spec.category, spec.category});
    info.repositories = plan.repositories;
    if (Result<void> s = createDataset(root, info); !s)
        return s.error();
    fetchTestFilesOnImport(root, plan, report);

    report.tasks.clear();
    const qsizetype total = plan.tasks.size();
    for (qsizetype i = 0; i < total; ++i) {
        const Task &task = plan.tasks.at(i);
        if (Result<void> s = saveTask(root, task, plan.trajectorySources.value(task.id)))
            report.tasks.append(task.id);
        else
            report.writeErrors.append(s.error());
        if (progress && !progress(int((i + 1) * 1000 / total)))
            return makeError(Error::Code::Cancelled, ImporterText::tr("the import was cancelled"),
                             ImporterText::tr("%1 of %2 tasks were written").arg(i + 1).arg(total));
    }
    return report;
}

Result<ImportReport> importSweBench(const ImportRequest &request, const ImportProgress &progress)
{
    if (Result<void> s = checkOutputFolder(request.output); !s)
        return s.error();
    Result<ImportPlan> plan = planImport(request);
    if (!plan)
        return plan.error();
    return writeImport(std::move(plan).value(), request.output, request.name, progress);
}

QFuture<Result<ImportReport>> importSweBenchAsync(const ImportRequest &request)
{
    return QtConcurrent::run(workPool(), [request] { return importSweBench(request); });
}

} // namespace heddle
