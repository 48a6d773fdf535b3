#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <app/settings.h>

#include <core/dataset/datasetio.h>
#include <core/flags/implementationdetail.h>
#include <core/flags/recordedrun.h>
#include <core/history/datasethistory.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/repair/repairapply.h>
#include <core/repair/repairrun.h>
#include <core/storage/datasetlayout.h>
#include <core/util/workpool.h>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QThreadPool>

#include <variant>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

/// What became of a flag's suggestion taken with --apply.
struct Applied {
    QString flag;
    QString error;         // why it was not taken
    bool resolved = false; // the re-run no longer raises the flag
};

struct TaskRepaired {
    RepairOutcome outcome;
    qint64 milliseconds = 0;
    QList<Applied> applied;
    QString commitId;
    QString revalidation; // what the re-run said, when it could not confirm
};

template <typename Signal, typename Object> void waitFor(Object *object, Signal signal)
{
    QEventLoop loop;
    QObject::connect(object, signal, &loop, [&loop] { loop.quit(); });
    loop.exec();
}

Json checksJson(const RepairSuggestion &s)
{
    Json checks = Json::array();
    for (const RepairCheck &c : s.checks)
        checks.push_back(Json{
            {"id", toStd(c.id)}, {"check", toStd(c.what)}, {"passed", c.passed}, {"detail", jsonTextOrNull(c.detail)}});
    return checks;
}

Json taskJson(const TaskRepaired &done)
{
    Json suggestions = Json::array();
    for (const RepairSuggestion &s : done.outcome.suggestions)
        suggestions.push_back(Json{{"task", toStd(s.task)},
                                   {"flag", toStd(s.flag)},
                                   {"kind", toStd(repairKindName(s.kind))},
                                   {"file", toStd(s.file)},
                                   {"summary", toStd(s.summary)},
                                   {"tests", jsonStrings(s.tests)},
                                   {"specs", jsonStrings(s.specs)},
                                   {"diff", toStd(QString::fromUtf8(s.diff()))},
                                   {"verified", s.verified},
                                   {"checks", checksJson(s)},
                                   {"failure", jsonTextOrNull(s.failure)}});
    Json none = Json::array();
    for (auto it = done.outcome.unrepairable.cbegin(); it != done.outcome.unrepairable.cend(); ++it)
        none.push_back(
            Json{{"task", toStd(done.outcome.task)}, {"flag", toStd(it.key())}, {"reason", toStd(it.value())}});
    Json applied = Json::array();
    for (const Applied &a : done.applied)
        applied.push_back(Json{{"flag", toStd(a.flag)}, {"error", jsonTextOrNull(a.error)}, {"resolved", a.resolved}});
    return Json{{"id", toStd(done.outcome.task)},
                {"suggestions", std::move(suggestions)},
                {"unrepairable", std::move(none)},
                {"applied", std::move(applied)},
                {"commit", jsonTextOrNull(done.commitId)},
                {"revalidation", jsonTextOrNull(done.revalidation)},
                {"error", jsonTextOrNull(done.outcome.error)},
                {"milliseconds", done.milliseconds}};
}

void printTask(const TaskRepaired &done)
{
    const RepairOutcome &o = done.outcome;
    out() << o.task << " (" << done.milliseconds << " ms)\n";
    if (!o.error.isEmpty())
        out() << "  " << o.error << '\n';
    QStringList flags;
    for (const RepairSuggestion &s : o.suggestions)
        if (!flags.contains(s.flag))
            flags.append(s.flag);
    for (const QString &flag : std::as_const(flags)) {
        const QList<const RepairSuggestion *> verified = o.verified(flag);
        if (verified.isEmpty()) {
            out() << "  " << flag << ": no suggestion holds\n";
            for (const RepairSuggestion &s : o.suggestions)
                if (s.flag == flag)
                    out() << "    " << repairKindName(s.kind) << " (" << s.summary << "): " << s.failure << '\n';
            continue;
        }
        const RepairSuggestion &s = *verified.first();
        out() << "  " << flag << ": " << repairKindName(s.kind) << " in " << s.file << ", verified: " << s.summary
              << '\n';
        for (const RepairCheck &c : s.checks)
            out() << "    [x] " << c.what << '\n';
        for (const QByteArray &line : s.diff().split('\n'))
            if (!line.isEmpty())
                out() << "    " << QString::fromUtf8(line) << '\n';
    }
    for (auto it = o.unrepairable.cbegin(); it != o.unrepairable.cend(); ++it)
        out() << "  " << it.key() << ": nothing to suggest: " << it.value() << '\n';
    for (const Applied &a : done.applied)
        out() << "  applied " << a.flag << ": "
              << (!a.error.isEmpty() ? a.error
                  : a.resolved       ? u"the re-run no longer raises it"_s
                                     : u"the re-run still raises it"_s)
              << '\n';
    if (!done.revalidation.isEmpty())
        out() << "  " << done.revalidation << '\n';
    if (!done.commitId.isEmpty())
        out() << "  commit " << done.commitId << '\n';
    out().flush();
}

/// Validates the task again (and analyses its mutants again when a mutation flag was repaired), keeps the runs, and
/// says of each applied flag whether the re-run still raises it.
void confirm(const QString &root, Task &task, const ValidationOptions &options, TaskRepaired &done)
{
    Validation validation(root, task, options);
    validation.start();
    waitFor(&validation, &Validation::finished);
    const RunRecord record = validation.record();
    const RecordedRun kept = recordValidation(root, task.id, record);
    if (!kept.ok())
        done.revalidation = u"the re-run was not kept: "_s + kept.error;
    QSet<QString> raised;
    for (const DetailFinding &f : implementationDetailFindings(task, record))
        raised.insert(f.flagId);
    const bool mutation = std::any_of(done.applied.cbegin(), done.applied.cend(),
                                      [](const Applied &a) { return a.flag.startsWith(u"mutation."_s); });
    if (mutation) {
        MutationOptions m;
        m.validation = options;
        MutationAnalysis analysis(root, task, m);
        if (analysis.start()) {
            waitFor(&analysis, &MutationAnalysis::finished);
            (void)recordMutationAnalysis(root, task.id, analysis.record());
            for (const Flag &f : computeMutationFlags(task, analysis.record()))
                raised.insert(f.id);
        }
    }
    for (Applied &a : done.applied)
        a.resolved = a.error.isEmpty() && !raised.contains(a.flag);
}

void applyVerified(const QString &root, Task task, const ValidationOptions &options, bool commit, TaskRepaired &done)
{
    QStringList paths, summaries;
    QStringList flags;
    for (const RepairSuggestion &s : done.outcome.suggestions)
        if (s.verified && !flags.contains(s.flag))
            flags.append(s.flag);
    for (const QString &flag : std::as_const(flags)) {
        const RepairSuggestion &s = *done.outcome.verified(flag).first();
        Applied a{flag, {}, false};
        // Two flags of one file: the second suggestion was proved on the file before the first was taken.
        if (const Result<QStringList> written = applyRepair(root, task, s, Settings().commitAuthor().name); !written) {
            a.error = written.error().toString();
        } else {
            paths += *written;
            summaries.append(u"- "_s + flag + u": "_s + s.summary);
        }
        done.applied.append(a);
    }
    paths.removeDuplicates();
    if (paths.isEmpty())
        return;
    if (commit) {
        const Result<CommitResult> committed =
            commitPaths(root, paths, Settings().commitAuthor(),
                        u"Repair %1: %2 verified suggestion(s) taken\n\n%3"_s.arg(task.id)
                            .arg(summaries.size())
                            .arg(summaries.join(u'\n')));
        if (committed && committed->outcome == CommitResult::Outcome::Committed)
            done.commitId = committed->commitId;
        else if (!committed)
            err() << "heddle repair: " << task.id << ": applied, but not committed: " << committed.error().toString()
                  << '\n';
    }
    confirm(root, task, options, done);
}

std::variant<RepairProofOptions, int> repairOptions(const Arguments &args, const DatasetInfo &info)
{
    RepairProofOptions options;
    int usage = 0;
    const std::optional<int> jobs = args.jobs(&usage);
    const std::optional<int> budget = args.number(u"budget", int(options.budgetMs / 1000), 1, 7 * 24 * 3600, &usage);
    const std::optional<int> timeout =
        args.number(u"timeout", info.validation.limits.wallSeconds.value_or(options.validation.timeoutMs / 1000), 1,
                    24 * 3600, &usage);
    if (!jobs || !budget || !timeout)
        return usage;
    options.budgetMs = qint64(*budget) * 1000;
    options.useCache = !args.isSet(u"no-cache");
    options.validation.parallelism = *jobs;
    options.validation.timeoutMs = *timeout * 1000;
    options.validation.allowUnsandboxed = args.isSet(u"allow-unsandboxed");
    options.validation.limits = info.validation.limits.resolved();
    options.validation.container = info.validation.usesContainer();
    options.validation.containerRuntime = info.validation.runtime;
    options.validation.containerTemplate = info.validation.commandTemplate;
    options.validation.containerImages = info.validation.images;
    options.validation.network = info.validation.network;
    return options;
}

} // namespace

const VerbSpec &repairVerb()
{
    static const VerbSpec spec{
        u"repair"_s,
        u"suggest a repair for each flagged test, prove it in the sandbox, and take the verified ones"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {shared::tasks(u"repair only these tasks (comma-separated); all of them by default"_s),
         {u"flags"_s, u"IDS"_s, u"only these flags (comma-separated); every open computed flag by default"_s},
         {u"apply"_s, {}, u"take each flag's first verified suggestion: one commit per task, then validate again"_s},
         {u"budget"_s, u"S"_s, u"prove a task's suggestions for at most S seconds (default 1200)"_s},
         shared::jobs(u"run at most N test commands at once (default: the number of cores)"_s),
         shared::timeout(u"give a test command S seconds (default: the dataset's wall_seconds, else 600)"_s),
         {u"no-cache"_s, {}, u"prove every suggestion again even when its proof is cached"_s},
         {u"no-commit"_s, {}, u"with --apply: write the edits but do not commit them"_s},
         {u"allow-unsandboxed"_s, {}, u"run without a sandbox where bubblewrap is not installed"_s},
         shared::json(u"{\"tasks\": [{\"id\", \"suggestions\": [{\"task\", \"flag\", \"kind\", \"file\", \"diff\", "
                      "\"verified\", \"checks\"}], \"unrepairable\", \"applied\"}], \"ok\"}"_s)},
        {u"For each open computed flag, a change of one test file that repairs it. An implementation-detail flag "
         "(a false-negative risk) gets the failing check rewritten to keep what the task's statement asks and drop "
         "the detail: a message compared by the words the statement uses, an order compared as a sorted list, floats "
         "with pytest.approx, an exact type as isinstance. A mutation flag or a passing attempt the input search told "
         "from the reference (a false-positive risk) gets a new test that makes the call that tells them apart and "
         "asserts the reference's result, next to the test whose call it is."_s,
         u"Every suggestion is proved before it is shown, by validation runs of the task with the file changed: the "
         "reference passes every listed test, the empty patch still fails FAIL_TO_PASS, a relaxation makes the "
         "flag's attempt pass and no attempt that failed for another reason, a new test is failed by each surviving "
         "mutant of the flag (or by its attempt) and passed by every attempt that passed before. Only verified "
         "suggestions are offered; the others are listed with the check they failed."_s,
         u"With --apply each flag's first verified suggestion is taken as one edit (the test file and the test lists: "
         "a new test goes to FAIL_TO_PASS when the empty patch fails it), the flag is confirmed with a note naming "
         "the suggestion, the task is committed and validated again, and the output says whether the re-run still "
         "raises the flag. Proofs are cached in .heddle-cache by content."_s},
        u"0 when every task was read and proved, 1 when a task cannot be loaded or a taken suggestion fails, 2 on a "
        u"usage error."_s};
    return spec;
}

int runRepair(const Arguments &args)
{
    Dataset opened;
    QStringList ids;
    if (const std::optional<int> code = args.openTasks(&opened, &ids))
        return *code;
    const std::variant<RepairProofOptions, int> parsed = repairOptions(args, opened.info);
    if (const int *code = std::get_if<int>(&parsed))
        return *code;
    const RepairProofOptions options = std::get<RepairProofOptions>(parsed);
    QStringList flags;
    for (const QString &part : args.value(u"flags").split(u',', Qt::SkipEmptyParts))
        flags.append(part.trimmed());
    bool ok = true;
    Json tasks = Json::array();
    for (const QString &id : std::as_const(ids)) {
        Result<Task> task = loadTask(opened.root, id);
        if (!task) {
            err() << task.error().toString() << '\n';
            ok = false;
            tasks.push_back(Json{{"id", toStd(id)}, {"error", toStd(task.error().toString())}});
            continue;
        }
        QElapsedTimer clock;
        clock.start();
        RepairRun run(opened.root, *task, flags, options);
        QObject::connect(&run, &RepairRun::progress, &run, [id](int done, int total) {
            err() << id << ": " << done << " of " << total << " suggestions proved\n";
            err().flush();
        });
        TaskRepaired done;
        QObject::connect(&run, &RepairRun::finished, &run, [&done](const RepairOutcome &o) { done.outcome = o; });
        run.start();
        waitFor(&run, &RepairRun::finished);
        ok = ok && done.outcome.error.isEmpty();
        if (args.isSet(u"apply"))
            applyVerified(opened.root, *task, options.validation, !args.isSet(u"no-commit"), done);
        for (const Applied &a : std::as_const(done.applied))
            ok = ok && a.error.isEmpty();
        done.milliseconds = clock.elapsed();
        if (args.isSet(u"json"))
            tasks.push_back(taskJson(done));
        else
            printTask(done);
    }
    // Proofs are cached off the main thread: let the last ones land.
    workPool()->waitForDone();
    if (args.isSet(u"json"))
        printJson(Json{{"tasks", std::move(tasks)}, {"ok", ok}});
    return ok ? Success : Failure;
}

} // namespace heddle::cli
