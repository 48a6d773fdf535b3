#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <app/settings.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>

#include <QCommandLineParser>
#include <QMap>
#include <QDir>
#include <QEventLoop>
#include <QTimer>

#include <atomic>
#include <csignal>

#include <optional>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle validate DATASET [--tasks ID,ID...] [--jobs N] [--repeat N] [--timeout S]\n"
    "                       [--allow-unsandboxed] [--as-submitted] [--local] [--json] [--verbose]\n"
    "\n"
    "Run each task's tests with its reference patch, with no patch at all and with each attempt's patch, each in\n"
    "a fresh checkout at the base commit, sandboxed with bubblewrap. Checks the controls (the reference passes\n"
    "every FAIL_TO_PASS and PASS_TO_PASS test; no patch fails every FAIL_TO_PASS and passes every PASS_TO_PASS\n"
    "test), reports tests whose status changes across repeats, and saves a run record with the raw logs as\n"
    "tasks/ID/validation/RUN-ID.json and tasks/ID/validation/RUN-ID/, then recomputes the task's computed\n"
    "flags in review.json (vacuous FAIL_TO_PASS tests, tests the reference fails, uncovered specs, flagged\n"
    "attempts that pass every test, tests every attempt fails, flaky tests, attempts that change the tests,\n"
    "runs whose exit code or log contradicts their results) and says what changed since the previous run.\n"
    "An attempt's hunks that change the tests instead of the code (test files, conftest.py, pytest/tox/\n"
    "setup.cfg/pyproject test sections, sitecustomize.py, *.pth, the test runner) are taken out before it\n"
    "runs and listed in the record. A dataset whose validation backend is \"container\" runs each command in the "
    "task's image\n"
    "through podman or docker instead. Each run is bounded by the dataset's limits (memory, processes, file\n"
    "size, CPU time; validation.limits in heddle-dataset.json): a run that goes over one ends as limit_exceeded\n"
    "and says which. Of each stream of a run's output only the first and the last 2 MB are kept (by default;\n"
    "output_mb). A dataset whose backend is \"slurm\" prepares the workspaces on its shared folder and runs them\n"
    "as one Slurm job array per task (sbatch, squeue, scancel), each run in the same sandbox as locally; --local\n"
    "runs them on this machine instead. Ctrl+C cancels what runs (scancel on Slurm) and still saves the record.\n"
    "Progress goes to standard error.\n"
    "\n"
    "Options:\n"
    "  --tasks IDS          validate only these tasks (comma-separated); all of them by default\n"
    "  --jobs N             run at most N test commands at once (default: the number of cores)\n"
    "  --repeat N           run each patch N times (default 1)\n"
    "  --timeout S          give a test command S seconds (default: the dataset's wall_seconds, else 600)\n"
    "  --allow-unsandboxed  run without a sandbox where bubblewrap is not installed\n"
    "  --as-submitted       run the attempts' patches whole, hunks that change the tests included\n"
    "  --local              run on this machine even where the dataset's backend is slurm\n"
    "  --json               print {\"tasks\": [{\"id\", \"record\", \"file\", \"controls_hold\", ...}]}\n"
    "  --verbose            list every open computed flag with its rationale (by default: counts per claim)\n"
    "  -h, --help           show this help\n"
    "\n"
    "Exit status: 0 when every control holds, 1 when a control fails, a run could not be made or a task cannot\n"
    "be loaded, 2 on a usage error.\n";

// "12 (detail 9, vacuous 3)": the flags by the part of their id before the first dot, the claim they make.
QString openFlagCounts(const QList<Flag> &flags)
{
    QMap<QString, int> byClaim;
    for (const Flag &f : flags)
        ++byClaim[f.id.section(u'.', 0, 0)];
    QStringList parts;
    for (auto it = byClaim.cbegin(); it != byClaim.cend(); ++it)
        parts << u"%1 %2"_s.arg(it.key()).arg(it.value());
    return parts.isEmpty() ? u"none"_s : u"%1 (%2)"_s.arg(flags.size()).arg(parts.join(u", "_s));
}

std::atomic_bool interrupted = false;

extern "C" void onInterrupt(int)
{
    interrupted = true;
    std::signal(SIGINT, SIG_DFL); // a second Ctrl+C stops at once
}

struct Counts {
    int passed = 0;
    int failed = 0; // anything but passed, skipped and xfail
};

Counts countsOf(const TestResults &results)
{
    Counts c;
    for (const QString &id : results.ids) {
        const TestStatus s = results.value(id);
        if (s == TestStatus::Passed)
            ++c.passed;
        else if (s != TestStatus::Skipped && s != TestStatus::XFail)
            ++c.failed;
    }
    return c;
}

bool runMade(const TargetRun &run)
{
    // A patch that does not apply is data about the attempt; a run that could not be made is not.
    return !run.applied || run.outcome == TargetRun::Outcome::Finished;
}

QString runSummary(const TargetRun &run)
{
    if (!run.applied)
        return u"patch does not apply: "_s + run.applyMessage;
    if (run.outcome != TargetRun::Outcome::Finished)
        return targetOutcomeName(run.outcome) + (run.message.isEmpty() ? QString() : u": "_s + run.message);
    const Counts c = countsOf(run.results);
    QString summary = QString::number(c.passed) + u" passed, "_s + QString::number(c.failed) + u" failed, exit "_s +
                      QString::number(run.exitCode) + u", "_s + QString::number(run.durationMs) + u" ms"_s;
    if (run.outputDropped > 0)
        summary += u", "_s + QString::number(run.outputDropped) + u" bytes of output left out"_s;
    return summary;
}

void printControl(const char *name, const ControlCheck &check)
{
    out() << "  control " << name << ": " << (check.holds ? "holds" : "FAILS");
    if (!check.note.isEmpty())
        out() << " (" << check.note << ')';
    if (!check.notRun.isEmpty())
        out() << " (" << check.notRun.size()
              << " pass-to-pass tests not reached: a FAIL_TO_PASS test file cannot be collected without the fix)";
    out() << '\n';
    for (const QString &t : check.violations)
        out() << "    " << t << '\n';
}

// What the window commits after a run, said the same way: the run's record and logs, and review.json when the flags
// were recomputed. The commit's id, or nothing when the dataset is not in git or nothing changed.
QString commitValidation(const QString &root, const QString &id, const RunRecord &record, const Result<void> &applied)
{
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (!repository || !repository->inRepository)
        return {};
    QStringList paths{DatasetLayout::validationFolder(id)};
    if (applied)
        paths << DatasetLayout::reviewFile(id);
    const QString state = record.controlsHold() ? u"the controls hold"_s : u"a control fails"_s;
    const Result<CommitResult> committed = commitPaths(
        root, paths, Settings().commitAuthor(),
        u"Validate %1: %2\n\nRun %3 (%4); computed flags recomputed."_s.arg(id, state, record.id, record.sandbox));
    if (!committed) {
        err() << "heddle validate: " << id << ": validated, but not committed: " << committed.error().toString()
              << '\n';
        return {};
    }
    if (committed->retries > 0)
        err() << "heddle validate: " << id << ": committed after " << committed->retries
              << " retries: " << committed->retryReason << '\n';
    return committed->outcome == CommitResult::Outcome::Committed ? committed->commitId : QString();
}

} // namespace

int runValidate(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption tasksOption(u"tasks"_s, u"tasks to validate"_s, u"IDS"_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"parallel runs"_s, u"N"_s);
    const QCommandLineOption repeatOption(u"repeat"_s, u"runs per patch"_s, u"N"_s);
    const QCommandLineOption timeoutOption(u"timeout"_s, u"seconds per run"_s, u"S"_s);
    const QCommandLineOption unsandboxedOption(u"allow-unsandboxed"_s, u"run without bubblewrap if missing"_s);
    const QCommandLineOption asSubmittedOption(u"as-submitted"_s, u"keep the hunks that change the tests"_s);
    const QCommandLineOption localOption(u"local"_s, u"run on this machine whatever the dataset's backend"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    const QCommandLineOption verboseOption(u"verbose"_s, u"list every open computed flag"_s);
    const QCommandLineOption noCommitOption(u"no-commit"_s, u"do not commit what validation wrote"_s);
    for (const QCommandLineOption &o : {noCommitOption, tasksOption, jobsOption, repeatOption, timeoutOption,
                                        unsandboxedOption, asSubmittedOption, localOption, jsonOption, verboseOption})
        parser.addOption(o);
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    if (const std::optional<int> done = parseArguments(parser, "validate", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError("validate", positional.isEmpty() ? u"missing DATASET"_s : u"expected one DATASET"_s);

    ValidationOptions options;
    if (parser.isSet(jobsOption)) {
        const auto jobs = numberIn(parser.value(jobsOption), 1);
        if (!jobs)
            return usageError("validate", u"--jobs takes a positive number"_s);
        options.parallelism = *jobs;
    }
    if (parser.isSet(repeatOption)) {
        const auto repeat = numberIn(parser.value(repeatOption), 1);
        if (!repeat)
            return usageError("validate", u"--repeat takes a positive number"_s);
        options.repeat = *repeat;
    }
    if (parser.isSet(timeoutOption)) {
        const auto timeout = numberIn(parser.value(timeoutOption), 1, 24 * 3600);
        if (!timeout)
            return usageError("validate", u"--timeout takes a number of seconds between 1 and 86400"_s);
        options.timeoutMs = *timeout * 1000;
    }
    options.allowUnsandboxed = parser.isSet(unsandboxedOption);
    options.asSubmitted = parser.isSet(asSubmittedOption);

    const QString root = QDir(positional.first()).absolutePath();
    Result<Dataset> dataset = openDataset(root);
    if (!dataset) {
        err() << dataset.error().toString() << '\n';
        return Failure;
    }
    QStringList datasetIds;
    for (const TaskSummary &s : dataset->tasks)
        datasetIds.append(s.id);
    QStringList ids;
    if (const std::optional<int> usage =
            selectTasks(datasetIds, parser.value(tasksOption), parser.isSet(tasksOption), "validate", &ids))
        return *usage;

    options.limits = dataset->info.validation.limits.resolved();
    // The dataset knows how long its tests take; --timeout still wins over it.
    if (dataset->info.validation.limits.wallSeconds && !parser.isSet(timeoutOption))
        options.timeoutMs = *dataset->info.validation.limits.wallSeconds * 1000;
    options.container = dataset->info.validation.usesContainer();
    options.containerRuntime = dataset->info.validation.runtime;
    options.containerTemplate = dataset->info.validation.commandTemplate;
    options.containerImages = dataset->info.validation.images;
    if (dataset->info.validation.backend == u"kubernetes" && !parser.isSet(localOption)) {
        err() << "the dataset's validation backend is kubernetes, which heddle validate does not run yet; --local "
                 "runs its tasks on this machine\n";
        return Failure;
    }
    if (dataset->info.validation.usesSlurm() && !parser.isSet(localOption))
        options.slurm = dataset->info.validation.slurm;
    // Runs on a cluster outlive this process unless cancelled: Ctrl+C cancels them and the record is still saved.
    interrupted = false;
    std::signal(SIGINT, onInterrupt);

    bool allHold = true;
    Json tasksJson = Json::array();
    for (const QString &id : ids) {
        if (interrupted)
            break;
        Result<Task> task = loadTask(dataset->root, id);
        if (!task) {
            err() << task.error().toString() << '\n';
            allHold = false;
            tasksJson.push_back(Json{{"id", id.toStdString()}, {"error", task.error().toString().toStdString()}});
            continue;
        }
        Validation validation(dataset->root, *task, options);
        QEventLoop loop;
        QObject::connect(&validation, &Validation::runStarted, &validation, [&](const QString &label) {
            err() << id << ": " << label << " started\n";
            err().flush();
        });
        QObject::connect(&validation, &Validation::runFinished, &validation,
                         [&](const QString &label, const TargetRun &run) {
                             err() << id << ": " << label << ": " << runSummary(run) << '\n';
                             err().flush();
                         });
        QObject::connect(&validation, &Validation::clusterJobSubmitted, &validation, [&](const QString &job, int runs) {
            err() << id << ": Slurm job " << job << " (" << runs << " runs)\n";
            err().flush();
        });
        QObject::connect(&validation, &Validation::finished, &loop, &QEventLoop::quit);
        QTimer watch;
        watch.setInterval(200);
        QObject::connect(&watch, &QTimer::timeout, &validation, [&] {
            if (interrupted && validation.isRunning())
                validation.cancel();
        });
        watch.start();
        validation.start();
        loop.exec();
        const RunRecord &record = validation.record();

        const Result<void> saved = saveRunRecord(dataset->root, id, record);
        const QString file = DatasetLayout(dataset->root).at(DatasetLayout::runRecordFile(id, record.id));
        bool made = true;
        for (const TargetRun &run : record.runs)
            made = made && runMade(run);
        allHold = allHold && record.controlsHold() && made && saved;
        if (!saved)
            err() << saved.error().toString() << '\n';
        // Flags are recomputed on the task as it is now: a curator may have recorded verdicts during the run.
        QList<Flag> computed;
        QList<ResultChange> changes;
        QString previousRun;
        QString commitId;
        if (saved) {
            // Reread, recompute and commit under the writer lock: other writers' flags and verdicts are kept.
            Result<DatasetWriteLock> lock = lockDatasetForWriting(dataset->root);
            if (!lock) {
                err() << lock.error().toString() << '\n';
                allHold = false;
            }
            Result<Task> current = lock ? loadTask(dataset->root, id) : Result<Task>(lock.error());
            const Result<void> applied =
                current ? applyComputedFlags(dataset->root, *current, record) : Result<void>(current.error());
            if (!applied) {
                err() << applied.error().toString() << '\n';
                allHold = false;
            } else {
                for (const Flag &f : current->flags)
                    if (f.source == FlagSource::Computed && f.verdict == Verdict::Open)
                        computed.append(f);
            }
            if (lock && !parser.isSet(noCommitOption))
                commitId = commitValidation(dataset->root, id, record, applied);
            const LoadedRunRecords records = loadRunRecords(dataset->root, id);
            if (records.records.size() > 1 && records.records.first().id == record.id) {
                previousRun = records.records.at(1).id;
                changes = changesBetween(records.records.at(1), record);
            }
        }
        const QList<TestDiscrimination> split = discriminability(*task, record);

        if (parser.isSet(jsonOption)) {
            Json runs = Json::array();
            for (const TargetRun &run : record.runs) {
                const Counts c = countsOf(run.results);
                Json stripped = Json::array();
                for (const TamperingHunk &h : run.strippedHunks)
                    stripped.push_back(Json{{"file", h.file.toStdString()}, {"hunk", h.hunk}, {"line", h.line}});
                runs.push_back(Json{{"target", run.target.toStdString()},
                                    {"repeat", run.repeat},
                                    {"applied", run.applied},
                                    {"outcome", targetOutcomeName(run.outcome).toStdString()},
                                    {"exit_code", run.exitCode},
                                    {"limit", jsonTextOrNull(resourceLimitName(run.limit))},
                                    {"output_dropped", run.outputDropped},
                                    {"passed", c.passed},
                                    {"failed", c.failed},
                                    {"stripped_hunks", std::move(stripped)},
                                    {"untrustworthy", jsonTextOrNull(run.untrustworthy)}});
            }
            Json flaky = Json::array();
            for (const FlakyTest &f : record.flaky)
                flaky.push_back(Json{{"target", f.target.toStdString()}, {"test", f.test.toStdString()}});
            Json flags = Json::array();
            for (const Flag &f : computed)
                flags.push_back(Json{{"id", f.id.toStdString()},
                                     {"kind", flagKindName(f.kind).toStdString()},
                                     {"attempt", f.attempt.toStdString()},
                                     {"rationale", f.rationale.toStdString()}});
            Json tests = Json::array();
            for (const TestDiscrimination &d : split)
                tests.push_back(Json{{"test", d.test.toStdString()},
                                     {"passing", d.passing},
                                     {"failing", d.failing},
                                     {"tells_apart", d.tellsApart()}});
            Json changed = Json::array();
            for (const ResultChange &c : changes)
                changed.push_back(Json{{"target", c.target.toStdString()},
                                       {"test", c.test.toStdString()},
                                       {"before", testStatusName(c.before).toStdString()},
                                       {"after", testStatusName(c.after).toStdString()}});
            tasksJson.push_back(Json{{"id", id.toStdString()},
                                     {"open_computed_flags", std::move(flags)},
                                     {"discriminability", std::move(tests)},
                                     {"previous_record", jsonTextOrNull(previousRun)},
                                     {"changes", std::move(changed)},
                                     {"record", record.id.toStdString()},
                                     {"commit", jsonTextOrNull(commitId)},
                                     {"file", saved ? Json(file.toStdString()) : Json()},
                                     {"controls_hold", record.controlsHold()},
                                     {"all_runs_made", made},
                                     {"controls", Json{{"reference", controlCheckToJson(record.reference)},
                                                       {"empty", controlCheckToJson(record.empty)}}},
                                     {"runs", std::move(runs)},
                                     {"flaky", std::move(flaky)}});
            continue;
        }
        out() << id << " (run " << record.id << ", " << record.sandbox << ")\n";
        for (const TargetRun &run : record.runs) {
            out() << "  " << run.label().leftJustified(24) << ' ' << runSummary(run) << '\n';
            for (const TamperingHunk &h : run.strippedHunks)
                out() << "    stripped " << h.file
                      << (h.hunk < 0 ? u" (whole file)"_s : u" hunk "_s + QString::number(h.hunk + 1)) << ": "
                      << h.reason << '\n';
            if (!run.untrustworthy.isEmpty())
                out() << "    untrustworthy: " << run.untrustworthy << '\n';
        }
        printControl("reference", record.reference);
        printControl("empty", record.empty);
        if (record.flaky.isEmpty())
            out() << "  flaky: none\n";
        for (const FlakyTest &f : record.flaky)
            out() << "  flaky: " << f.target << ' ' << f.test << '\n';
        out() << "  open computed flags: " << openFlagCounts(computed)
              << (computed.isEmpty() || parser.isSet(verboseOption) ? "" : " (--verbose lists them)") << '\n';
        if (parser.isSet(verboseOption))
            for (const Flag &f : computed)
                out() << "    " << f.id << " (" << flagKindName(f.kind) << "): " << f.rationale << '\n';
        int separating = 0;
        for (const TestDiscrimination &d : split)
            separating += d.tellsApart() > 0 ? 1 : 0;
        out() << "  tests that tell attempts apart: " << separating << " of " << split.size() << '\n';
        if (!previousRun.isEmpty()) {
            out() << "  changed since " << previousRun << ": " << changes.size() << '\n';
            for (const ResultChange &c : changes)
                out() << "    " << c.target << ' ' << c.test << ": " << testStatusName(c.before) << " -> "
                      << testStatusName(c.after) << '\n';
        }
        if (saved)
            out() << "  record: " << file << '\n';
        if (!commitId.isEmpty())
            out() << "  committed " << commitId.left(7) << '\n';
        out().flush();
    }
    if (parser.isSet(jsonOption))
        printJson(Json{{"tasks", std::move(tasksJson)}, {"ok", allHold}});
    return allHold ? Success : Failure;
}

} // namespace heddle::cli
