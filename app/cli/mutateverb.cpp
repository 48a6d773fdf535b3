#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/dataset/datasetio.h>
#include <core/exec/runslots.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/datasetlayout.h>
#include <core/flags/recordedrun.h>
#include <core/task/task.h>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QThread>
#include <QTimer>

#include <functional>

#include <optional>
#include <variant>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

QString scoreText(const MutationRecord &record)
{
    const std::optional<double> score = record.score();
    return score ? QString::number(*score * 100.0, 'f', 0) + u'%' : u"none"_s;
}

/// One task analysed: its record saved and its flags applied.
struct TaskAnalysed {
    MutationRecord record;
    NarrowedCommand command;
    qint64 milliseconds = 0;
    bool saved = false;
    bool flagsApplied = false;
    QString file;
    QList<Flag> flags; // its open mutation flags
};

/// An analysed task kept: its record saved and its flags merged into the task as it is now, reread under the writer
/// lock (a curator may have recorded verdicts meanwhile).
TaskAnalysed keepAnalysis(const QString &root, const QString &id, TaskAnalysed done)
{
    const RecordedRun kept = recordMutationAnalysis(root, id, done.record);
    done.saved = kept.saved;
    done.flagsApplied = kept.ok();
    done.file = DatasetLayout(root).at(DatasetLayout::mutationRecordFile(id, done.record.run.id));
    if (!kept.error.isEmpty())
        err() << kept.error << '\n';
    if (kept.task)
        for (const Flag &f : kept.task->flags)
            if (f.id.startsWith(QString::fromUtf16(kMutationFlagPrefix)) && f.verdict == Verdict::Open)
                done.flags.append(f);
    return done;
}

/// Every run of every task's analysis in one queue: a task's analysis starts as soon as the runs already started
/// leave a slot free; each is kept and handed to done() as its last run ends.
void analyseAll(const QString &root, const QStringList &ids, MutationOptions options,
                const std::function<void(const QString &, const TaskAnalysed &)> &done,
                const std::function<void(const QString &, const Error &)> &failed)
{
    const int jobs = options.validation.parallelism;
    RunSlots runSlots(jobs > 0 ? jobs : QThread::idealThreadCount());
    if (!options.validation.slurm)
        options.runSlots = &runSlots;
    QEventLoop loop;
    qsizetype next = 0;
    QList<MutationAnalysis *> active;
    const auto idle = [&] {
        return runSlots.free() > 0 && std::all_of(active.cbegin(), active.cend(),
                                                  [](const MutationAnalysis *a) { return a->pendingRuns() == 0; });
    };
    std::function<void()> startMore = [&] {
        while (next < ids.size() && (active.isEmpty() || idle())) {
            const QString id = ids.at(next++);
            Result<Task> task = loadTask(root, id);
            if (!task) {
                failed(id, task.error());
                continue;
            }
            auto *analysis = new MutationAnalysis(root, *task, options);
            auto *clock = new QElapsedTimer;
            clock->start();
            QObject::connect(analysis, &MutationAnalysis::progress, analysis, [id](int done, int total) {
                err() << id << ": " << done << " of " << total << " runs\n";
                err().flush();
            });
            QObject::connect(analysis, &MutationAnalysis::finished, &loop, [&, analysis, clock, id] {
                active.removeOne(analysis);
                analysis->deleteLater();
                done(id, keepAnalysis(root, id, {analysis->record(), analysis->command(), clock->elapsed()}));
                delete clock;
                QTimer::singleShot(0, &loop, startMore);
            });
            if (Result<void> started = analysis->start(); !started) {
                delete clock;
                delete analysis;
                failed(id, started.error());
                continue;
            }
            active.append(analysis);
            QTimer::singleShot(0, &loop, startMore);
            break;
        }
        if (active.isEmpty() && next >= ids.size())
            loop.quit();
    };
    QObject::connect(&runSlots, &RunSlots::released, &loop, [&] { startMore(); });
    QTimer::singleShot(0, &loop, startMore);
    loop.exec();
}

using S = MutantOutcome::Status;

Json taskJson(const QString &id, const TaskAnalysed &done)
{
    const MutationRecord &record = done.record;
    Json survivors = Json::array();
    for (const MutantOutcome &o : record.mutants)
        if (o.status == S::Survived)
            survivors.push_back(
                Json{{"id", o.mutant.id.toStdString()},
                     {"file", o.mutant.file.toStdString()},
                     {"line", o.mutant.line},
                     {"hunk", o.mutant.hunk},
                     {"operator", o.mutant.op.toStdString()},
                     {"description", o.mutant.description.toStdString()},
                     {"probe", probeVerdictName(o.probe)},
                     {"witness", o.witnesses.isEmpty() ? Json() : Json(toStd(o.witnesses.first().text))}});
    Json compared = Json::array();
    for (const AttemptProbe &a : record.attempts)
        compared.push_back(Json{{"attempt", toStd(a.attempt)},
                                {"probe", probeVerdictName(a.probe)},
                                {"witness", a.witnesses.isEmpty() ? Json() : Json(toStd(a.witnesses.first().text))},
                                {"message", jsonTextOrNull(a.message)}});
    Json flagIds = Json::array();
    for (const Flag &f : done.flags)
        flagIds.push_back(f.id.toStdString());
    const std::optional<double> score = record.score();
    return Json{{"id", id.toStdString()},
                {"record", record.run.id.toStdString()},
                {"file", done.saved ? Json(done.file.toStdString()) : Json()},
                {"candidates", record.candidates},
                {"mutants", record.mutants.size()},
                {"killed", record.count(S::Killed)},
                {"survived", record.count(S::Survived)},
                {"not_applied", record.count(S::NotApplied)},
                {"timed_out", record.count(S::TimedOut)},
                {"failed", record.count(S::Failed)},
                {"cancelled", record.count(S::Cancelled)},
                {"score", score ? Json(*score) : Json()},
                {"reference_holds", record.run.reference.holds},
                {"command", done.command.command.toStdString()},
                {"narrowed", done.command.narrowed},
                {"milliseconds", done.milliseconds},
                {"survivors", std::move(survivors)},
                {"probably_equivalent", record.probablyEquivalent()},
                {"probe_calls", record.probeCalls},
                {"probe_note", jsonTextOrNull(record.probeNote)},
                {"passing_attempts", std::move(compared)},
                {"flags", std::move(flagIds)}};
}

void printTask(const QString &id, const TaskAnalysed &done)
{
    const MutationRecord &record = done.record;
    const int notRun = record.count(S::TimedOut) + record.count(S::Failed) + record.count(S::Cancelled);
    out() << id << " (run " << record.run.id << ", " << record.run.sandbox << ", " << done.milliseconds << " ms)\n";
    out() << "  mutants: " << record.mutants.size() << " of " << record.candidates << " candidates\n";
    out() << "  killed: " << record.count(S::Killed) << ", survived: " << record.count(S::Survived)
          << ", not applied: " << record.count(S::NotApplied) << ", not run: " << notRun << '\n';
    out() << "  mutation score: " << scoreText(record) << '\n';
    if (done.command.narrowed)
        out() << "  command: " << done.command.command << " (narrowed to what holds the declared tests)\n";
    else
        out() << "  command: the task's whole command (" << done.command.why << ")\n";
    if (!record.run.reference.holds)
        out() << "  the reference does not pass every declared test: only the tests it passes judge\n";
    for (const MutantOutcome &o : record.mutants) {
        if (o.status != S::Survived)
            continue;
        out() << "  survived " << o.mutant.id << ' ' << o.mutant.file << ':' << o.mutant.line << ' '
              << o.mutant.description;
        if (o.probe == ProbeVerdict::Equivalent)
            out() << " (probably equivalent: no call of " << record.probeCalls << " tells it from the reference)";
        else if (!o.witnesses.isEmpty())
            out() << " (" << o.witnesses.first().text << ')';
        out() << '\n';
    }
    for (const AttemptProbe &a : record.attempts) {
        if (a.probe == ProbeVerdict::Equivalent)
            out() << "  passing attempt " << a.attempt << " behaves as the reference on " << record.probeCalls
                  << " calls\n";
        else if (a.probe == ProbeVerdict::NotProbed)
            out() << "  passing attempt " << a.attempt << " not compared: " << a.message << '\n';
    }
    if (record.probeCalls == 0 && !record.probeNote.isEmpty())
        out() << "  input search: " << record.probeNote << '\n';
    for (const Flag &f : done.flags)
        out() << "  computed flag " << f.id << " (" << flagKindName(f.kind) << "): " << f.rationale << '\n';
    if (done.saved)
        out() << "  record: " << done.file << '\n';
    out().flush();
}

/// The options the command line and the dataset give; the usage error's exit code when they are wrong.
std::variant<MutationOptions, int> mutationOptions(const Arguments &args, const DatasetInfo &info)
{
    MutationOptions options;
    int usage = 0;
    const std::optional<int> budget = args.number(u"budget", options.budget, 0, 1000000, &usage);
    const std::optional<int> seconds = args.number(u"time", int(options.wallTimeMs / 1000), 1, 7 * 24 * 3600, &usage);
    const std::optional<int> jobs = args.jobs(&usage);
    const std::optional<int> timeout =
        args.number(u"timeout", options.validation.timeoutMs / 1000, 1, 24 * 3600, &usage);
    if (!budget || !seconds || !jobs || !timeout)
        return usage;
    options.budget = *budget;
    options.wallTimeMs = qint64(*seconds) * 1000;
    options.validation.parallelism = *jobs;
    options.validation.timeoutMs = *timeout * 1000;
    options.useCache = !args.isSet(u"no-cache");
    options.narrow = !args.isSet(u"whole-command");
    options.probe = !args.isSet(u"no-probe");
    options.validation.allowUnsandboxed = args.isSet(u"allow-unsandboxed");
    options.validation.container = info.validation.usesContainer();
    options.validation.containerRuntime = info.validation.runtime;
    options.validation.containerTemplate = info.validation.commandTemplate;
    options.validation.containerImages = info.validation.images;
    options.validation.network = info.validation.network;
    options.validation.limits = info.validation.limits.resolved();
    return options;
}

} // namespace

const VerbSpec &mutateVerb()
{
    static const VerbSpec spec{
        u"mutate"_s,
        u"mutation analysis of the reference: which of its lines no test checks"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {shared::tasks(u"analyse only these tasks (comma-separated); all of them by default"_s),
         {u"budget"_s, u"N"_s, u"at most N mutants per task, spread over the hunks (default 30; 0: all)"_s},
         {u"time"_s, u"S"_s, u"stop a task's analysis after S seconds (default 1800)"_s},
         shared::jobs(
             u"run at most N test commands at once, the tasks' runs in one queue (default: the number of cores)"_s),
         shared::timeout(u"give the reference's test command S seconds (default 600); each mutant gets three times the "
                         "reference's time plus 10 s, at most S, and one that runs out of it is killed"_s),
         {u"no-cache"_s, {}, u"run every mutant even when its results are cached"_s},
         {u"whole-command"_s, {}, u"run the task's whole test command, not narrowed to the declared tests' files"_s},
         {u"no-probe"_s,
          {},
          u"compare neither the survivors nor the passing attempts with the reference on recorded "
          "and varied calls"_s},
         {u"allow-unsandboxed"_s, {}, u"run without a sandbox where bubblewrap is not installed"_s},
         shared::json(u"{\"tasks\": [{\"id\", \"mutants\", \"killed\", \"survived\", \"score\", ...}], \"ok\"}"_s)},
        {u"Mutation analysis of each task's reference patch: small changes to its added lines of code (an operator "
         "swapped, a condition negated, a constant changed, a return value or a statement removed) each run the "
         "task's tests as validation runs a patch, sandboxed, in a fresh checkout. A mutant is killed when a "
         "FAIL_TO_PASS or PASS_TO_PASS test that passes with the reference fails with it; one that survives shows a "
         "behaviour of the reference no test checks, so a wrong patch there would pass too. Survivors on one hunk "
         "become one computed FP flag in review.json; the analysis is saved as tasks/ID/mutation/RUN-ID.json."_s,
         u"Only the declared tests judge a mutant, so the mutants and the reference run the task's test command "
         "narrowed to the test files (Django and unittest: the modules; go test: the test functions) that hold them, "
         "where its runner allows naming them (pytest, tox's arguments after --, Django's runtests.py and manage.py "
         "test, unittest, go test, jest, vitest); a pipeline, a script or an unknown runner runs whole. The record "
         "keeps the command that ran (ran_command)."_s,
         u"Then the input search: the declared tests run once more under the reference, in the sandbox, recording the "
         "calls they make into the functions the reference changes; the calls, varied one argument at a time towards "
         "their boundaries, are replayed under each survivor and each attempt the newest validation shows passing "
         "every test. A survivor that no call running its line tells apart is probably equivalent and raises no "
         "flag; a passing attempt that returns, raises or leaves its arguments otherwise is flagged with the call."_s,
         u"Results are cached in the dataset's .heddle-cache folder, so an unchanged task is analysed again at once. "
         "Progress goes to standard error."_s},
        u"0 when every task was analysed, 1 when a task cannot be loaded or analysed, 2 on a usage error."_s};
    return spec;
}

int runMutate(const Arguments &args)
{
    Dataset opened;
    QStringList ids;
    if (const std::optional<int> code = args.openTasks(&opened, &ids))
        return *code;
    const Dataset *dataset = &opened;
    const std::variant<MutationOptions, int> options = mutationOptions(args, dataset->info);
    if (const int *code = std::get_if<int>(&options))
        return *code;

    bool ok = true;
    QHash<QString, Json> tasksJson; // written in the order asked for, whatever order the tasks end in
    const auto done = [&](const QString &id, const TaskAnalysed &analysed) {
        ok = ok && analysed.saved && analysed.flagsApplied;
        if (args.isSet(u"json"))
            tasksJson.insert(id, taskJson(id, analysed));
        else
            printTask(id, analysed);
    };
    const auto failed = [&](const QString &id, const Error &error) {
        err() << error.toString() << '\n';
        ok = false;
        tasksJson.insert(id, Json{{"id", id.toStdString()}, {"error", error.toString().toStdString()}});
    };
    analyseAll(dataset->root, ids, std::get<MutationOptions>(options), done, failed);
    if (args.isSet(u"json")) {
        Json tasks = Json::array();
        for (const QString &id : std::as_const(ids))
            if (tasksJson.contains(id))
                tasks.push_back(tasksJson.value(id));
        printJson(Json{{"tasks", std::move(tasks)}, {"ok", ok}});
    }
    return ok ? Success : Failure;
}

} // namespace heddle::cli
