#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <app/settings.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>
#include <core/flags/computedflags.h>
#include <core/flags/recordedrun.h>
#include <core/validation/runfault.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <core/exec/runslots.h>

#include <QDir>
#include <QEventLoop>
#include <QMap>
#include <QSet>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <functional>

#include <optional>
#include <variant>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

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
    if (!run.networkFailures.isEmpty())
        summary += u", "_s + QString::number(run.networkFailures.size()) +
                   u" failed on a network error (the run had no network)"_s;
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
QString commitValidation(const QString &root, const QString &id, const RunRecord &record, bool flagsApplied)
{
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (!repository || !repository->inRepository)
        return {};
    QStringList paths{DatasetLayout::validationFolder(id)};
    if (flagsApplied)
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

/// One task validated: its run record saved, its computed flags recomputed and committed, what changed since the
/// previous record.
struct TaskValidated {
    RunRecord record;
    bool saved = false;
    bool made = true; // every run could be made
    bool flagsApplied = false;
    QString file;
    QList<Flag> computed; // its open computed flags
    QList<ResultChange> changes;
    QString previousRun;
    QString commitId;
    QList<TestDiscrimination> split;

    bool holds() const { return record.controlsHold() && made && saved && flagsApplied; }
};

/// Every run of every task in one queue: a task's validation starts as soon as the runs already started leave a slot
/// free, so that --jobs N keeps N runs busy; each task is handed to done() as its last run ends, in the order they
/// end. Ctrl+C cancels what runs; the cancelled tasks are still handed on.
void validateAll(const QString &root, const QStringList &ids, const ValidationOptions &options,
                 const std::function<void(const Task &, const RunRecord &)> &done,
                 const std::function<void(const QString &, const Error &)> &failed)
{
    RunSlots runSlots(options.parallelism > 0 ? options.parallelism : QThread::idealThreadCount());
    QEventLoop loop;
    qsizetype next = 0;
    QList<Validation *> active;
    bool cancelled = false;
    const auto idle = [&] {
        return runSlots.free() > 0 &&
               std::all_of(active.cbegin(), active.cend(), [](const Validation *v) { return v->pendingRuns() == 0; });
    };
    std::function<void()> startMore = [&] {
        while (!interrupted && next < ids.size() && (active.isEmpty() || idle())) {
            const QString id = ids.at(next++);
            Result<Task> task = loadTask(root, id);
            if (!task) {
                failed(id, task.error());
                continue;
            }
            auto *validation = new Validation(root, *task, options);
            if (!options.slurm)
                validation->shareSlots(&runSlots);
            QObject::connect(validation, &Validation::runStarted, validation, [id](const QString &label) {
                err() << id << ": " << label << " started\n";
                err().flush();
            });
            QObject::connect(validation, &Validation::runFinished, validation,
                             [id](const QString &label, const TargetRun &run) {
                                 err() << id << ": " << label << ": " << runSummary(run) << '\n';
                                 err().flush();
                             });
            QObject::connect(validation, &Validation::clusterJobSubmitted, validation,
                             [id](const QString &job, int runs) {
                                 err() << id << ": Slurm job " << job << " (" << runs << " runs)\n";
                                 err().flush();
                             });
            QObject::connect(validation, &Validation::finished, &loop, [&, validation](const RunRecord &record) {
                active.removeOne(validation);
                validation->deleteLater();
                done(validation->task(), record);
                QTimer::singleShot(0, &loop, startMore);
            });
            active.append(validation);
            validation->start();
            // Its runs take the free slots first (start() fills from the event loop); then look again.
            QTimer::singleShot(0, &loop, startMore);
            break;
        }
        if (active.isEmpty() && (next >= ids.size() || interrupted))
            loop.quit();
    };
    QObject::connect(&runSlots, &RunSlots::released, &loop, [&] { startMore(); });
    QTimer watch;
    watch.setInterval(200);
    QObject::connect(&watch, &QTimer::timeout, &loop, [&] {
        if (interrupted && !cancelled) {
            cancelled = true;
            for (Validation *v : std::as_const(active))
                v->cancel();
        }
    });
    watch.start();
    QTimer::singleShot(0, &loop, startMore);
    loop.exec();
}

/// A validated task kept: its run record saved, its computed flags recomputed and committed, what changed since the
/// previous record.
TaskValidated keepValidation(const QString &root, const Task &task, const RunRecord &record, bool commit)
{
    const QString &id = task.id;
    TaskValidated done;
    done.record = record;
    // Saved, then its flags merged under the writer lock into the task as it is now: other writers' flags and
    // verdicts (a curator may have recorded some during the run) are kept.
    const RecordedRun kept = recordValidation(root, id, record);
    done.saved = kept.saved;
    done.flagsApplied = kept.ok();
    done.file = DatasetLayout(root).at(DatasetLayout::runRecordFile(id, record.id));
    for (const TargetRun &run : record.runs)
        done.made = done.made && runMade(run);
    done.split = discriminability(task, record);
    if (!kept.error.isEmpty())
        err() << kept.error << '\n';
    if (!kept.saved)
        return done;
    if (kept.task)
        for (const Flag &f : kept.task->flags)
            if (f.source == FlagSource::Computed && f.verdict == Verdict::Open)
                done.computed.append(f);
    if (commit)
        done.commitId = commitValidation(root, id, record, kept.ok());
    const LoadedRunRecords records = loadRunRecords(root, id);
    if (records.records.size() > 1 && records.records.first().id == record.id) {
        done.previousRun = records.records.at(1).id;
        done.changes = changesBetween(records.records.at(1), record);
    }
    return done;
}

Json runsJson(const RunRecord &record)
{
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
                            {"message", jsonTextOrNull(run.message)},
                            {"limit", jsonTextOrNull(resourceLimitName(run.limit))},
                            {"output_dropped", run.outputDropped},
                            {"passed", c.passed},
                            {"failed", c.failed},
                            {"stripped_hunks", std::move(stripped)},
                            {"untrustworthy", jsonTextOrNull(run.untrustworthy)},
                            {"environment", jsonTextOrNull(run.environment)},
                            {"environment_ms", run.environmentMs},
                            {"network_failures", jsonStrings(run.networkFailures)}});
    }
    return runs;
}

Json taskJson(const QString &id, const TaskValidated &done)
{
    const RunRecord &record = done.record;
    Json flaky = Json::array();
    for (const FlakyTest &f : record.flaky)
        flaky.push_back(Json{{"target", f.target.toStdString()}, {"test", f.test.toStdString()}});
    Json flags = Json::array();
    for (const Flag &f : done.computed)
        flags.push_back(Json{{"id", f.id.toStdString()},
                             {"kind", flagKindName(f.kind).toStdString()},
                             {"attempt", f.attempt.toStdString()},
                             {"rationale", f.rationale.toStdString()}});
    Json tests = Json::array();
    for (const TestDiscrimination &d : done.split)
        tests.push_back(Json{{"test", d.test.toStdString()},
                             {"passing", d.passing},
                             {"failing", d.failing},
                             {"tells_apart", d.tellsApart()}});
    Json changed = Json::array();
    for (const ResultChange &c : done.changes)
        changed.push_back(Json{{"target", c.target.toStdString()},
                               {"test", c.test.toStdString()},
                               {"before", testStatusName(c.before).toStdString()},
                               {"after", testStatusName(c.after).toStdString()}});
    return Json{{"id", id.toStdString()},
                {"open_computed_flags", std::move(flags)},
                {"discriminability", std::move(tests)},
                {"previous_record", jsonTextOrNull(done.previousRun)},
                {"changes", std::move(changed)},
                {"record", record.id.toStdString()},
                {"commit", jsonTextOrNull(done.commitId)},
                {"file", done.saved ? Json(done.file.toStdString()) : Json()},
                {"controls_hold", record.controlsHold()},
                {"all_runs_made", done.made},
                {"controls", Json{{"reference", controlCheckToJson(record.reference)},
                                  {"empty", controlCheckToJson(record.empty)}}},
                {"runs", runsJson(record)},
                {"flaky", std::move(flaky)}};
}

void printTask(const QString &id, const TaskValidated &done, bool verbose)
{
    const RunRecord &record = done.record;
    out() << id << " (run " << record.id << ", " << record.sandbox << ")\n";
    // The environment is made the same way for every run of a task: the first run's says it.
    for (const TargetRun &run : record.runs)
        if (!run.environment.isEmpty()) {
            out() << "  environment: " << run.environment << " (" << run.environmentMs << " ms)\n";
            break;
        }
    for (const TargetRun &run : record.runs) {
        out() << "  " << run.label().leftJustified(24) << ' ' << runSummary(run) << '\n';
        for (const TamperingHunk &h : run.strippedHunks)
            out() << "    stripped " << h.file
                  << (h.hunk < 0 ? u" (whole file)"_s : u" hunk "_s + QString::number(h.hunk + 1)) << ": " << h.reason
                  << '\n';
        if (!run.untrustworthy.isEmpty())
            out() << "    untrustworthy: " << run.untrustworthy << '\n';
    }
    printControl("reference", record.reference);
    printControl("empty", record.empty);
    if (record.flaky.isEmpty())
        out() << "  flaky: none\n";
    for (const FlakyTest &f : record.flaky)
        out() << "  flaky: " << f.target << ' ' << f.test << '\n';
    out() << "  open computed flags: " << openFlagCounts(done.computed)
          << (done.computed.isEmpty() || verbose ? "" : " (--verbose lists them)") << '\n';
    if (verbose)
        for (const Flag &f : done.computed)
            out() << "    " << f.id << " (" << flagKindName(f.kind) << "): " << f.rationale << '\n';
    int separating = 0;
    for (const TestDiscrimination &d : done.split)
        separating += d.tellsApart() > 0 ? 1 : 0;
    out() << "  tests that tell attempts apart: " << separating << " of " << done.split.size() << '\n';
    if (!done.previousRun.isEmpty()) {
        out() << "  changed since " << done.previousRun << ": " << done.changes.size() << '\n';
        for (const ResultChange &c : done.changes)
            out() << "    " << c.target << ' ' << c.test << ": " << testStatusName(c.before) << " -> "
                  << testStatusName(c.after) << '\n';
    }
    if (done.saved)
        out() << "  record: " << done.file << '\n';
    if (!done.commitId.isEmpty())
        out() << "  committed " << done.commitId.left(7) << '\n';
    out().flush();
}

/// The options the command line and the dataset give; an exit code when they cannot be met.
std::variant<ValidationOptions, int> validationOptions(const Arguments &args, const DatasetInfo &info)
{
    ValidationOptions options;
    int usage = 0;
    const std::optional<int> jobs = args.jobs(&usage);
    const std::optional<int> repeat = args.number(u"repeat", 1, 1, 1000, &usage);
    // The dataset knows how long its tests take; --timeout still wins over it.
    const std::optional<int> seconds = args.number(
        u"timeout", info.validation.limits.wallSeconds.value_or(options.timeoutMs / 1000), 1, 24 * 3600, &usage);
    if (!jobs || !repeat || !seconds)
        return usage;
    options.parallelism = *jobs;
    options.repeat = *repeat;
    options.timeoutMs = *seconds * 1000;
    options.allowUnsandboxed = args.isSet(u"allow-unsandboxed");
    options.asSubmitted = args.isSet(u"as-submitted");
    options.limits = info.validation.limits.resolved();
    options.container = info.validation.usesContainer();
    options.containerRuntime = info.validation.runtime;
    options.containerTemplate = info.validation.commandTemplate;
    options.containerImages = info.validation.images;
    options.network = info.validation.network;
    if (info.validation.backend == u"kubernetes" && !args.isSet(u"local")) {
        err() << "the dataset's validation backend is kubernetes, which heddle validate does not run yet; --local "
                 "runs its tasks on this machine\n";
        return int(Failure);
    }
    if (info.validation.usesSlurm() && !args.isSet(u"local"))
        options.slurm = info.validation.slurm;
    return options;
}

} // namespace

const VerbSpec &validateVerb()
{
    static const VerbSpec spec{
        u"validate"_s,
        u"run the tests with every patch in a sandbox and check the controls"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {shared::tasks(u"validate only these tasks (comma-separated); all of them by default"_s),
         shared::jobs(
             u"run at most N test commands at once, the tasks' runs in one queue (default: the number of cores)"_s),
         {u"repeat"_s, u"N"_s, u"run each patch N times (default 1)"_s},
         shared::timeout(u"give a test command S seconds (default: the dataset's wall_seconds, else 600)"_s),
         {u"allow-unsandboxed"_s, {}, u"run without a sandbox where bubblewrap is not installed"_s},
         {u"as-submitted"_s, {}, u"run the attempts' patches whole, hunks that change the tests included"_s},
         {u"local"_s, {}, u"run on this machine even where the dataset's backend is slurm"_s},
         {u"no-commit"_s, {}, u"write the run records and flags but do not commit them"_s},
         shared::json(u"{\"tasks\": [{\"id\", \"record\", \"file\", \"controls_hold\", ...}], \"ok\"}"_s),
         {u"verbose"_s, {}, u"list every open computed flag with its rationale (by default: counts per claim)"_s}},
        {u"Run each task's tests with its reference patch, with no patch at all and with each attempt's patch, each "
         "in a fresh checkout at the base commit, sandboxed with bubblewrap. Checks the controls (the reference "
         "passes every FAIL_TO_PASS and PASS_TO_PASS test; no patch fails every FAIL_TO_PASS and passes every "
         "PASS_TO_PASS test), reports tests whose status changes across repeats, and saves a run record with the raw "
         "logs as tasks/ID/validation/RUN-ID.json and tasks/ID/validation/RUN-ID/, then recomputes the task's "
         "computed flags in review.json (vacuous FAIL_TO_PASS tests, tests the reference fails, uncovered specs, "
         "flagged attempts that pass every test, tests every attempt fails, flaky tests, attempts that change the "
         "tests, runs whose exit code or log contradicts their results) and says what changed since the previous "
         "run. In a dataset kept in git, what it wrote is committed. The runs of every task asked for share one queue: "
         "--jobs N keeps N runs busy across tasks, each task recorded as its last run ends."_s,
         u"A Python task's runs each make an environment of their own with the task's repository installed into it "
         "offline (SWE-bench's install line for the repository and version, else pip install -e ., else src/ on the "
         "path); a run that imported the package under test from elsewhere is environment, naming the file. Runs "
         "have no network but their own loopback unless validation.network (or the task's tests.network) is "
         "\"host\"; a test that failed on a network error says so and raises no flag."_s,
         u"An attempt's hunks that change the tests instead of the code (test files, conftest.py, pytest/tox/"
         "setup.cfg/pyproject test sections, sitecustomize.py, *.pth, the test runner) are taken out before it runs "
         "and listed in the record."_s,
         u"A dataset whose validation backend is \"container\" runs each command in the task's image through podman "
         "or docker instead. Each run is bounded by the dataset's limits (memory, processes, file size, CPU time; "
         "validation.limits in heddle-dataset.json): a run that goes over one ends as limit_exceeded and says which. "
         "Of each stream of a run's output only the first and the last 2 MB are kept (by default; output_mb). A "
         "dataset whose backend is \"slurm\" prepares the workspaces on its shared folder and runs them as one Slurm "
         "job array per task (sbatch, squeue, scancel), each run in the same sandbox as locally; --local runs them "
         "on this machine instead. Ctrl+C cancels what runs (scancel on Slurm) and still saves the record. Progress "
         "goes to standard error."_s},
        u"0 when every control holds, 1 when a control fails, a run could not be made or a task cannot be loaded, 2 "
        "on a usage error."_s};
    return spec;
}

int runValidate(const Arguments &args)
{
    Dataset opened;
    QStringList ids;
    if (const std::optional<int> code = args.openTasks(&opened, &ids))
        return *code;
    const Dataset *dataset = &opened;
    const std::variant<ValidationOptions, int> options = validationOptions(args, dataset->info);
    if (const int *code = std::get_if<int>(&options))
        return *code;
    // Runs on a cluster outlive this process unless cancelled: Ctrl+C cancels them and the record is still saved.
    interrupted = false;
    std::signal(SIGINT, onInterrupt);

    bool allHold = true;
    QHash<QString, Json> tasksJson; // written in the order asked for, whatever order the tasks end in
    // Tasks with a run that tested nothing, by why: they are not judged on it.
    QMap<QString, int> faults;
    const bool json = args.isSet(u"json");
    const auto done = [&](const Task &task, const RunRecord &record) {
        const TaskValidated kept = keepValidation(dataset->root, task, record, !args.isSet(u"no-commit"));
        allHold = allHold && kept.holds();
        QSet<QString> why;
        for (const TargetRun &run : kept.record.runs)
            if (testedNothing(run))
                why.insert(targetOutcomeName(run.outcome));
        for (const QString &w : std::as_const(why))
            ++faults[w];
        if (json)
            tasksJson.insert(task.id, taskJson(task.id, kept));
        else
            printTask(task.id, kept, args.isSet(u"verbose"));
    };
    const auto failed = [&](const QString &id, const Error &error) {
        err() << error.toString() << '\n';
        allHold = false;
        tasksJson.insert(id, Json{{"id", id.toStdString()}, {"error", error.toString().toStdString()}});
    };
    validateAll(dataset->root, ids, std::get<ValidationOptions>(options), done, failed);
    if (args.isSet(u"json")) {
        Json byReason = Json::object();
        for (auto it = faults.cbegin(); it != faults.cend(); ++it)
            byReason[it.key().toStdString()] = it.value();
        Json tasks = Json::array();
        for (const QString &id : std::as_const(ids))
            if (tasksJson.contains(id))
                tasks.push_back(tasksJson.value(id));
        printJson(
            Json{{"tasks", std::move(tasks)}, {"tasks_with_runs_that_tested_nothing", byReason}, {"ok", allHold}});
    } else if (!faults.isEmpty()) {
        QStringList parts;
        for (auto it = faults.cbegin(); it != faults.cend(); ++it)
            parts << QString::number(it.value()) + u' ' + it.key();
        out() << "tasks with runs that tested nothing (not judged on them): " << parts.join(u", "_s) << '\n';
    }
    return allHold ? Success : Failure;
}

} // namespace heddle::cli
