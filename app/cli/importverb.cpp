#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <core/importers/swebenchimport.h>

#include <QFileInfo>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kListedInText = 10;

Json reportJson(const ImportReport &report)
{
    Json json;
    json["output"] = toStd(report.output);
    json["name"] = toStd(report.name);
    json["instance_files"] = jsonStrings(report.instanceFiles);
    json["instance_rows"] = report.instanceRows;
    json["tasks"] = jsonStrings(report.tasks);
    json["attempts"] = report.attempts();
    json["instance_errors"] = errorsJson(report.instanceErrors);
    json["warnings"] = errorsJson(report.warnings);
    Json runs = Json::array();
    for (const RunImportReport &run : report.runs) {
        Json r;
        r["path"] = toStd(run.path);
        r["kind"] = toStd(run.kind);
        r["model"] = toStd(run.model);
        r["run_id"] = toStd(run.runId);
        r["matched"] = jsonStrings(run.matched);
        r["orphans"] = jsonStrings(run.orphans);
        r["instances_from_run"] = jsonStrings(run.instancesFromRun);
        r["instances_in_files"] = jsonStrings(run.instancesInFiles);
        r["without_prediction"] = jsonStrings(run.withoutPrediction);
        Json incomplete = Json::array();
        for (const IncompleteFolder &f : run.incomplete)
            incomplete.push_back({{"instance_id", toStd(f.instanceId)},
                                  {"folder", toStd(f.folder)},
                                  {"missing", jsonStrings(f.missing)}});
        r["incomplete"] = std::move(incomplete);
        r["trajectories"] = toStd(run.trajectories);
        r["with_trajectory"] = run.withTrajectory;
        r["without_trajectory"] = jsonStrings(run.withoutTrajectory);
        r["orphan_trajectories"] = jsonStrings(run.orphanTrajectories);
        r["errors"] = errorsJson(run.errors);
        r["warnings"] = errorsJson(run.warnings);
        runs.push_back(std::move(r));
    }
    json["runs"] = std::move(runs);
    json["write_errors"] = errorsJson(report.writeErrors);
    json["test_files_fetched"] = jsonStrings(report.testFilesFetched);
    json["test_file_errors"] = errorsJson(report.testFileErrors);
    return json;
}

// "3: a, b, c" or "25: a, b, ... (15 more; --json lists them all)".
QString shortList(const QStringList &items)
{
    QString text = QString::number(items.size());
    if (items.isEmpty())
        return text;
    text += u": "_s + items.first(std::min(items.size(), kListedInText)).join(u", "_s);
    if (items.size() > kListedInText)
        text += u" ("_s + QString::number(items.size() - kListedInText) + u" more; --json lists them all)"_s;
    return text;
}

void printErrors(QTextStream &o, const QString &title, const QList<Error> &errors)
{
    if (errors.isEmpty())
        return;
    o << "  " << title << " (" << errors.size() << "):\n";
    for (const Error &e : errors)
        o << "    " << e.toString() << '\n';
}

void printReport(const ImportReport &report)
{
    QTextStream &o = out();
    o << "Imported " << report.tasks.size() << " task(s) and " << report.attempts() << " attempt(s) into "
      << report.output << " (dataset \"" << report.name << "\")\n";
    QStringList files;
    for (const QString &f : report.instanceFiles)
        files.append(QFileInfo(f).fileName());
    if (files.isEmpty())
        o << "Instances: no instances file; the runs carry them\n";
    else
        o << "Instances: " << report.instanceRows << " row(s) in " << files.join(u", "_s) << ", "
          << report.instanceErrors.size() << " skipped\n";
    printErrors(o, u"skipped rows"_s, report.instanceErrors);
    printErrors(o, u"warnings"_s, report.warnings);
    if (!report.testFilesFetched.isEmpty() || !report.testFileErrors.isEmpty())
        o << "Test files read from the repository for " << shortList(report.testFilesFetched) << '\n';
    printErrors(o, u"test files not read"_s, report.testFileErrors);
    for (const RunImportReport &run : report.runs) {
        o << "Run " << run.path << " (" << run.kind;
        if (!run.runId.isEmpty())
            o << ", run " << run.runId;
        o << ", model " << (run.model.isEmpty() ? u"-"_s : run.model) << ")\n";
        o << "  matched " << shortList(run.matched) << '\n';
        if (!run.instancesFromRun.isEmpty())
            o << "  instances taken from the run " << shortList(run.instancesFromRun) << '\n';
        if (!run.instancesInFiles.isEmpty())
            o << "  instances the run carries, taken from the instances file instead "
              << shortList(run.instancesInFiles) << '\n';
        o << "  no instance for " << shortList(run.orphans) << '\n';
        o << "  no prediction for " << shortList(run.withoutPrediction) << '\n';
        if (!run.incomplete.isEmpty()) {
            o << "  incomplete folders (" << run.incomplete.size() << "):\n";
            for (const IncompleteFolder &f : run.incomplete)
                o << "    " << f.instanceId << ": missing " << f.missing.join(u", "_s) << '\n';
        }
        if (!run.trajectories.isEmpty()) {
            o << "  trajectories from " << run.trajectories << ": " << run.withTrajectory << " attached\n";
            o << "  no trajectory for " << shortList(run.withoutTrajectory) << '\n';
            o << "  trajectories with no prediction " << shortList(run.orphanTrajectories) << '\n';
        }
        printErrors(o, u"skipped"_s, run.errors);
        printErrors(o, u"warnings"_s, run.warnings);
    }
    if (!report.writeErrors.isEmpty()) {
        o << "Not written (" << report.writeErrors.size() << "):\n";
        for (const Error &e : report.writeErrors)
            o << "  " << e.toString() << '\n';
    }
}

} // namespace

const VerbSpec &importVerb()
{
    static const VerbSpec spec{
        u"import"_s,
        u"join SWE-bench instances and runs into a native dataset"_s,
        {},
        {{u"instances"_s, u"FILE"_s,
          u"SWE-bench instances: JSONL, a JSON array, or one instance object (SWE-smith); FAIL_TO_PASS/PASS_TO_PASS "
          "may be lists or strings holding JSON lists. Multi-SWE-bench rows (org, repo, number, fix_patch, "
          "f2p_tests, ...) are read too, row by row. Repeatable. Optional when a run carries its instances (an "
          "OpenHands output.jsonl): the file's instances win and the run's fill in the ones it lacks."_s,
          Completes::Files},
         {u"run"_s, u"PATH"_s,
          u"a run, repeatable: a harness log folder (logs/run_evaluation/<run_id>/<model>, or "
          "logs/run_evaluation/<run_id> for each of its models) or a predictions file (JSONL or JSON with "
          "instance_id, model_name_or_path, model_patch; an OpenHands output.jsonl also gives the trajectories)"_s,
          Completes::Files},
         {u"trajectories"_s, u"PATH"_s,
          u"of the --run before it: a folder of <instance_id>.traj, <instance_id>/<instance_id>.traj or "
          "<instance_id>.traj.json files, or an OpenHands output.jsonl"_s,
          Completes::Files},
         {u"report"_s, u"FILE"_s,
          u"of the --run before it: the harness run report (<model>.<run_id>.json), which gives the outcome of "
          "instances whose folder has no report.json"_s,
          Completes::Files},
         {u"model"_s, u"NAME"_s,
          u"of the --run before it: the model name of the run's attempts, instead of the one the run gives"_s},
         {u"repo"_s, u"NAME=PATH|URL"_s,
          u"where the repository NAME (as the instances name it, e.g. django/django) is: a local clone, a bare "
          "mirror or a URL (cloned once into the cache). Repeatable. Kept in heddle-dataset.json's \"repositories\"; "
          "the test files of its tasks are read from it at base_commit with the test_patch applied. A repository "
          "already on disk is used too."_s},
         {u"name"_s, u"NAME"_s, u"the dataset's name (default: the output folder's name)"_s},
         {u"out"_s,
          u"DIR"_s,
          u"the dataset folder to create; it must not exist or be empty"_s,
          Completes::Folders,
          {},
          {},
          true},
         shared::json(u"the report as JSON instead of text"_s)},
        {u"Join SWE-bench instances with the runs of solvers into a new Heddle dataset: one task per instance, one "
         "attempt per prediction. The report lists what matched and what did not: predictions with no instance, "
         "instances with no prediction, harness folders missing files, rows that could not be read."_s,
         u"--trajectories, --report and --model apply to the --run before them. Without --instances, every --run "
         "must carry its instances (an OpenHands output.jsonl)."_s},
        u"0 when tasks were imported (the report lists what was skipped), 1 when the import could not run (an "
        "unreadable file, no readable instance, a non-empty output folder), 2 on a usage error."_s};
    return spec;
}

int runImport(const Arguments &args)
{
    ImportRequest request;
    request.output = args.value(u"out");
    request.name = args.value(u"name");
    for (const auto &[option, value] : args.inOrder()) {
        if (value.isEmpty() && option != u"json"_s)
            return args.usageError(u"--"_s + option + u" needs a value"_s);
        if (option == u"instances"_s) {
            request.instanceFiles.append(value);
        } else if (option == u"run"_s) {
            request.runs.append(ImportRun{value, {}, {}, {}});
        } else if (option == u"repo"_s) {
            const qsizetype eq = value.indexOf(u'=');
            if (eq <= 0 || eq + 1 >= value.size())
                return args.usageError(u"--repo needs NAME=PATH or NAME=URL, not "_s + value);
            const QString name = value.left(eq);
            if (request.repositories.contains(name))
                return args.usageError(u"--repo is given twice for "_s + name);
            QString location = value.mid(eq + 1);
            // A relative folder means one relative to where the command runs, not to the new dataset.
            if (!isRepositoryUrl(location))
                location = QFileInfo(location).absoluteFilePath();
            request.repositories.insert(name, location);
        } else if (option == u"out"_s && args.values(u"out").size() > 1) {
            return args.usageError(u"--out is given twice"_s);
        } else if (option == u"trajectories"_s || option == u"report"_s || option == u"model"_s) {
            if (request.runs.isEmpty())
                return args.usageError(u"--"_s + option + u" applies to a --run: give --run PATH before it"_s);
            ImportRun &run = request.runs.last();
            QString &field = option == u"trajectories"_s ? run.trajectories
                             : option == u"report"_s     ? run.report
                                                         : run.model;
            if (!field.isEmpty())
                return args.usageError(u"--"_s + option + u" is given twice for the run "_s + run.path);
            field = value;
        }
    }
    if (request.instanceFiles.isEmpty() && request.runs.isEmpty())
        return args.usageError(u"missing --instances FILE (or a --run whose lines carry their instances)"_s);

    Result<ImportReport> report = importSweBench(request);
    if (!report) {
        err() << "heddle import: " << report.error().toString() << '\n';
        return Failure;
    }
    if (args.isSet(u"json"))
        printJson(reportJson(*report));
    else
        printReport(*report);
    if (!report->imported()) {
        err() << "heddle import: no task could be written\n";
        return Failure;
    }
    return Success;
}

} // namespace heddle::cli
