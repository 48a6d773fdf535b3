#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/dataset/datasetio.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>

#include <optional>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle mutate DATASET [--tasks ID,ID...] [--budget N] [--time S] [--jobs N] [--timeout S]\n"
    "                     [--no-cache] [--whole-command] [--allow-unsandboxed] [--json]\n"
    "\n"
    "Mutation analysis of each task's reference patch: small changes to its added lines of code (an operator\n"
    "swapped, a condition negated, a constant changed, a return value or a statement removed) each run the\n"
    "task's tests as validation runs a patch, sandboxed, in a fresh checkout. A mutant is killed when a\n"
    "FAIL_TO_PASS or PASS_TO_PASS test that passes with the reference fails with it; one that survives shows a\n"
    "behaviour of the reference no test checks, so a wrong patch there would pass too. Survivors on one hunk\n"
    "become one computed FP flag in review.json; the analysis is saved as tasks/ID/mutation/RUN-ID.json.\n"
    "Only the declared tests judge a mutant, so the mutants and the reference run the task's test command\n"
    "narrowed to the test files (Django and unittest: the modules; go test: the test functions) that hold them,\n"
    "where its runner allows naming them (pytest, tox's arguments after --, Django's runtests.py and manage.py\n"
    "test, unittest, go test, jest, vitest); a pipeline, a script or an unknown runner runs whole. The record\n"
    "keeps the command that ran (ran_command).\n"
    "Results are cached in the dataset's .heddle-cache folder, so an unchanged task is analysed again at once.\n"
    "Progress goes to standard error.\n"
    "\n"
    "Options:\n"
    "  --tasks IDS          analyse only these tasks (comma-separated); all of them by default\n"
    "  --budget N           at most N mutants per task, spread over the hunks (default 30; 0: all)\n"
    "  --time S             stop a task's analysis after S seconds (default 1800)\n"
    "  --jobs N             run at most N test commands at once (default: the number of cores)\n"
    "  --timeout S          give a test command S seconds (default 600)\n"
    "  --no-cache           run every mutant even when its results are cached\n"
    "  --whole-command      run the task's whole test command, not narrowed to the declared tests' files\n"
    "  --allow-unsandboxed  run without a sandbox where bubblewrap is not installed\n"
    "  --json               print {\"tasks\": [{\"id\", \"mutants\", \"killed\", \"survived\", \"score\", ...}]}\n"
    "  -h, --help           show this help\n"
    "\n"
    "Exit status: 0 when every task was analysed, 1 when a task cannot be loaded or analysed, 2 on a usage error.\n";

QString scoreText(const MutationRecord &record)
{
    const std::optional<double> score = record.score();
    return score ? QString::number(*score * 100.0, 'f', 0) + u'%' : u"none"_s;
}

} // namespace

int runMutate(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption tasksOption(u"tasks"_s, u"tasks to analyse"_s, u"IDS"_s);
    const QCommandLineOption budgetOption(u"budget"_s, u"mutants per task"_s, u"N"_s);
    const QCommandLineOption timeOption(u"time"_s, u"seconds per task"_s, u"S"_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"parallel runs"_s, u"N"_s);
    const QCommandLineOption timeoutOption(u"timeout"_s, u"seconds per run"_s, u"S"_s);
    const QCommandLineOption noCacheOption(u"no-cache"_s, u"ignore cached results"_s);
    const QCommandLineOption wholeOption(u"whole-command"_s, u"do not narrow the test command"_s);
    const QCommandLineOption unsandboxedOption(u"allow-unsandboxed"_s, u"run without bubblewrap if missing"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    for (const QCommandLineOption &o : {tasksOption, budgetOption, timeOption, jobsOption, timeoutOption, noCacheOption,
                                        wholeOption, unsandboxedOption, jsonOption})
        parser.addOption(o);
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    if (const std::optional<int> done = parseArguments(parser, "mutate", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError("mutate", positional.isEmpty() ? u"missing DATASET"_s : u"expected one DATASET"_s);

    MutationOptions options;
    if (parser.isSet(budgetOption)) {
        const auto budget = numberIn(parser.value(budgetOption), 0);
        if (!budget)
            return usageError("mutate", u"--budget takes a number (0: every mutant)"_s);
        options.budget = *budget;
    }
    if (parser.isSet(timeOption)) {
        const auto seconds = numberIn(parser.value(timeOption), 1);
        if (!seconds)
            return usageError("mutate", u"--time takes a positive number of seconds"_s);
        options.wallTimeMs = qint64(*seconds) * 1000;
    }
    if (parser.isSet(jobsOption)) {
        const auto jobs = numberIn(parser.value(jobsOption), 1);
        if (!jobs)
            return usageError("mutate", u"--jobs takes a positive number"_s);
        options.validation.parallelism = *jobs;
    }
    if (parser.isSet(timeoutOption)) {
        const auto timeout = numberIn(parser.value(timeoutOption), 1);
        if (!timeout || *timeout > 24 * 3600)
            return usageError("mutate", u"--timeout takes a number of seconds between 1 and 86400"_s);
        options.validation.timeoutMs = *timeout * 1000;
    }
    options.useCache = !parser.isSet(noCacheOption);
    options.narrow = !parser.isSet(wholeOption);
    options.validation.allowUnsandboxed = parser.isSet(unsandboxedOption);

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
            selectTasks(datasetIds, parser.value(tasksOption), parser.isSet(tasksOption), "mutate", &ids))
        return *usage;
    options.validation.container = dataset->info.validation.usesContainer();
    options.validation.containerRuntime = dataset->info.validation.runtime;
    options.validation.containerTemplate = dataset->info.validation.commandTemplate;
    options.validation.containerImages = dataset->info.validation.images;
    options.validation.limits = dataset->info.validation.limits.resolved();

    bool ok = true;
    Json tasksJson = Json::array();
    for (const QString &id : ids) {
        Result<Task> task = loadTask(dataset->root, id);
        if (!task) {
            err() << task.error().toString() << '\n';
            ok = false;
            tasksJson.push_back(Json{{"id", id.toStdString()}, {"error", task.error().toString().toStdString()}});
            continue;
        }
        QElapsedTimer clock;
        clock.start();
        MutationAnalysis analysis(dataset->root, *task, options);
        QEventLoop loop;
        QObject::connect(&analysis, &MutationAnalysis::progress, &analysis, [&](int done, int total) {
            err() << id << ": " << done << " of " << total << " runs\n";
            err().flush();
        });
        QObject::connect(&analysis, &MutationAnalysis::finished, &loop, &QEventLoop::quit);
        if (Result<void> started = analysis.start(); !started) {
            err() << started.error().toString() << '\n';
            ok = false;
            tasksJson.push_back(Json{{"id", id.toStdString()}, {"error", started.error().toString().toStdString()}});
            continue;
        }
        loop.exec();
        const MutationRecord &record = analysis.record();
        const qint64 ms = clock.elapsed();
        const Result<void> saved = saveMutationRecord(dataset->root, id, record);
        const QString file = DatasetLayout(dataset->root).at(DatasetLayout::mutationRecordFile(id, record.run.id));
        if (!saved) {
            err() << saved.error().toString() << '\n';
            ok = false;
        }
        // Flags go onto the task as it is now: a curator may have recorded verdicts meanwhile.
        QList<Flag> flags;
        if (saved) {
            Result<Task> current = loadTask(dataset->root, id);
            const Result<void> applied =
                current ? applyMutationFlags(dataset->root, *current, record) : Result<void>(current.error());
            if (!applied) {
                err() << applied.error().toString() << '\n';
                ok = false;
            } else {
                for (const Flag &f : current->flags)
                    if (f.id.startsWith(QString::fromUtf16(kMutationFlagPrefix)) && f.verdict == Verdict::Open)
                        flags.append(f);
            }
        }
        using S = MutantOutcome::Status;
        const int notRun = record.count(S::TimedOut) + record.count(S::Failed) + record.count(S::Cancelled);
        if (parser.isSet(jsonOption)) {
            Json survivors = Json::array();
            for (const MutantOutcome &o : record.mutants)
                if (o.status == S::Survived)
                    survivors.push_back(Json{{"id", o.mutant.id.toStdString()},
                                             {"file", o.mutant.file.toStdString()},
                                             {"line", o.mutant.line},
                                             {"hunk", o.mutant.hunk},
                                             {"operator", o.mutant.op.toStdString()},
                                             {"description", o.mutant.description.toStdString()}});
            Json flagIds = Json::array();
            for (const Flag &f : flags)
                flagIds.push_back(f.id.toStdString());
            const std::optional<double> score = record.score();
            tasksJson.push_back(Json{{"id", id.toStdString()},
                                     {"record", record.run.id.toStdString()},
                                     {"file", saved ? Json(file.toStdString()) : Json()},
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
                                     {"command", analysis.command().command.toStdString()},
                                     {"narrowed", analysis.command().narrowed},
                                     {"milliseconds", ms},
                                     {"survivors", std::move(survivors)},
                                     {"flags", std::move(flagIds)}});
            continue;
        }
        out() << id << " (run " << record.run.id << ", " << record.run.sandbox << ", " << ms << " ms)\n";
        out() << "  mutants: " << record.mutants.size() << " of " << record.candidates << " candidates\n";
        out() << "  killed: " << record.count(S::Killed) << ", survived: " << record.count(S::Survived)
              << ", not applied: " << record.count(S::NotApplied) << ", not run: " << notRun << '\n';
        out() << "  mutation score: " << scoreText(record) << '\n';
        if (analysis.command().narrowed)
            out() << "  command: " << analysis.command().command << " (narrowed to what holds the declared tests)\n";
        else
            out() << "  command: the task's whole command (" << analysis.command().why << ")\n";
        if (!record.run.reference.holds)
            out() << "  the reference does not pass every declared test: only the tests it passes judge\n";
        for (const MutantOutcome &o : record.mutants)
            if (o.status == S::Survived)
                out() << "  survived " << o.mutant.id << ' ' << o.mutant.file << ':' << o.mutant.line << ' '
                      << o.mutant.description << '\n';
        for (const Flag &f : flags)
            out() << "  computed flag " << f.id << " (" << flagKindName(f.kind) << "): " << f.rationale << '\n';
        if (saved)
            out() << "  record: " << file << '\n';
        out().flush();
    }
    if (parser.isSet(jsonOption))
        printJson(Json{{"tasks", std::move(tasksJson)}, {"ok", ok}});
    return ok ? Success : Failure;
}

} // namespace heddle::cli
