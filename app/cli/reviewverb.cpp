#include <app/cli/cli.h>
#include <app/cli/verbs.h>
#include <app/settings.h>

#include <core/agents/agentreview.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>

#include <QCommandLineParser>
#include <QDir>

#include <algorithm>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle review DATASET --agent NAME [--tasks ID,ID...] [--jobs N] [--no-commit] [--json]\n"
    "\n"
    "Run the review agent NAME on the dataset's tasks (or those --tasks names): once per task, or once per attempt of\n"
    "each, as the agent's \"per\" says. Agents are named in heddle-dataset.json's review_agents, or in the\n"
    "preferences (the dataset's win on a name both use); docs/FORMAT.md says what an agent is given. Each run gets a\n"
    "fresh bundle (query, specs, tests, reference, the attempts' patches and trajectories), runs in the validation\n"
    "sandbox unless the agent says \"sandbox\": false, within the agent's timeout and the dataset's run limits, and\n"
    "is recorded in tasks/<id>/agent-runs/. The findings of a run that exits with 0 are imported into the task's\n"
    "review.json for that task (or attempt): new flags added, open ones updated, the agent's flags it no longer\n"
    "raises withdrawn; a flag a curator decided is never changed. In a dataset kept in git, the changed files are\n"
    "committed (unless --no-commit).\n"
    "\n"
    "Options:\n"
    "  --agent NAME       the review agent to run (required)\n"
    "  --tasks ID,ID...   only these tasks\n"
    "  --jobs N           runs at once (default: one per core)\n"
    "  --no-commit        write the files but do not commit them\n"
    "  --json             print {\"agent\", \"version\", \"runs\": [{\"task\", \"attempt\", \"id\", \"outcome\",\n"
    "                     \"exit_code\", \"duration_s\", \"message\", \"added\", \"updated\", \"unchanged\", "
    "\"withdrawn\",\n"
    "                     \"kept_decided\", \"skipped\", \"errors\"}], \"not_run\", \"commit\", \"errors\",\n"
    "                     \"totals\"}\n"
    "  -h, --help         show this help\n"
    "\n"
    "Exit status: 0 when the runs were made (failed runs and skipped findings are in the report), 1 when nothing\n"
    "could run (no such agent, the dataset cannot be read), 2 on a usage error.\n";

QString runLine(const AgentRunRecord &r)
{
    QString line = r.task;
    if (!r.attempt.isEmpty())
        line += u'/' + r.attempt;
    line += u"  "_s + agentRunOutcomeName(r.outcome);
    if (r.outcome == AgentRunRecord::Outcome::Finished)
        line += u" ("_s + QString::number(r.exitCode) + u')';
    line += u"  "_s + QString::number(double(r.durationMs) / 1000.0, 'f', 1) + u" s"_s;
    if (r.imported)
        line += u"  "_s + QString::number(r.added) + u" added, "_s + QString::number(r.updated) + u" updated, "_s +
                QString::number(r.unchanged) + u" unchanged, "_s + QString::number(r.withdrawn) + u" withdrawn, "_s +
                QString::number(r.keptDecided) + u" kept as decided, "_s + QString::number(r.skipped) + u" skipped"_s;
    if (!r.message.isEmpty())
        line += u"  "_s + r.message;
    return line;
}

} // namespace

int runReview(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption agentOption(u"agent"_s, u"the review agent to run"_s, u"NAME"_s);
    const QCommandLineOption tasksOption(u"tasks"_s, u"only these tasks"_s, u"ID,ID..."_s);
    const QCommandLineOption jobsOption(u"jobs"_s, u"runs at once"_s, u"N"_s);
    const QCommandLineOption noCommitOption(u"no-commit"_s, u"do not commit"_s);
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    parser.addOptions({agentOption, tasksOption, jobsOption, noCommitOption, jsonOption});
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    if (const std::optional<int> done = parseArguments(parser, "review", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError("review", positional.isEmpty() ? u"missing DATASET"_s : u"one DATASET only"_s);
    if (!parser.isSet(agentOption) || parser.value(agentOption).isEmpty())
        return usageError("review", u"missing --agent NAME"_s);
    AgentReviewOptions options;
    if (parser.isSet(jobsOption)) {
        const std::optional<int> jobs = numberIn(parser.value(jobsOption), 1, 256);
        if (!jobs)
            return usageError("review", u"--jobs takes a number from 1 to 256"_s);
        options.parallelism = *jobs;
    }

    const QString root = QDir(positional.first()).absolutePath();
    Result<Dataset> dataset = openDataset(root);
    if (!dataset) {
        err() << "heddle review: " << dataset.error().toString() << '\n';
        return Failure;
    }
    const QString name = parser.value(agentOption);
    const QList<ReviewAgentConfig> agents = mergeReviewAgents(dataset->info.reviewAgents, Settings().reviewAgents());
    const auto agent =
        std::find_if(agents.cbegin(), agents.cend(), [&](const ReviewAgentConfig &a) { return a.name == name; });
    if (agent == agents.cend()) {
        QStringList names;
        for (const ReviewAgentConfig &a : agents)
            names.append(a.name);
        err() << "heddle review: no review agent '" << name << "'"
              << (names.isEmpty() ? u" (the dataset and the preferences name none)"_s
                                  : u" (known: "_s + names.join(u", "_s) + u')')
              << '\n';
        return Failure;
    }
    QStringList datasetIds;
    for (const TaskSummary &s : dataset->tasks)
        datasetIds.append(s.id);
    QStringList ids;
    if (const std::optional<int> usage =
            selectTasks(datasetIds, parser.value(tasksOption), parser.isSet(tasksOption), "review", &ids))
        return *usage;

    const Result<AgentReviewReport> report = runReviewAgent(dataset->root, *agent, ids, options);
    if (!report) {
        err() << "heddle review: " << report.error().toString() << '\n';
        return Failure;
    }
    QString commitId;
    if (!parser.isSet(noCommitOption) && !report->changedPaths.isEmpty()) {
        const Result<DatasetRepository> repository = datasetRepository(dataset->root);
        if (repository && repository->inRepository) {
            const Settings settings;
            const QString agentName =
                report->version.isEmpty() ? report->agent : report->agent + u' ' + report->version;
            const Result<CommitResult> committed =
                commitPaths(dataset->root, report->changedPaths, settings.commitAuthor(),
                            u"Review agent %1: %2"_s.arg(agentName, report->summary()));
            if (!committed)
                err() << "heddle review: reviewed, but not committed: " << committed.error().toString() << '\n';
            else if (committed->outcome == CommitResult::Outcome::Committed)
                commitId = committed->commitId;
        }
    }
    if (parser.isSet(jsonOption)) {
        Json runs = Json::array();
        for (const AgentRunRecord &r : report->runs)
            runs.push_back(Json{{"task", toStd(r.task)},
                                {"attempt", jsonTextOrNull(r.attempt)},
                                {"id", toStd(r.id)},
                                {"outcome", toStd(agentRunOutcomeName(r.outcome))},
                                {"exit_code", r.exitCode},
                                {"duration_s", double(r.durationMs) / 1000.0},
                                {"message", jsonTextOrNull(r.message)},
                                {"imported", r.imported},
                                {"findings", r.findings},
                                {"added", r.added},
                                {"updated", r.updated},
                                {"unchanged", r.unchanged},
                                {"withdrawn", r.withdrawn},
                                {"kept_decided", r.keptDecided},
                                {"skipped", r.skipped},
                                {"errors", errorsJson(r.errors)}});
        printJson(Json{{"agent", toStd(report->agent)},
                       {"version", jsonTextOrNull(report->version)},
                       {"runs", std::move(runs)},
                       {"not_run", report->notRun},
                       {"commit", jsonTextOrNull(commitId)},
                       {"errors", errorsJson(report->errors)},
                       {"totals", Json{{"runs", report->runs.size()},
                                       {"failed", report->failedRuns()},
                                       {"added", report->added()},
                                       {"updated", report->updated()},
                                       {"unchanged", report->unchanged()},
                                       {"withdrawn", report->withdrawn()},
                                       {"kept_decided", report->keptDecided()},
                                       {"skipped", report->skipped()}}}});
    } else {
        for (const AgentRunRecord &r : report->runs) {
            out() << runLine(r) << '\n';
            for (const Error &e : r.errors)
                out() << "  " << e.toString() << '\n';
        }
        for (const Error &e : report->errors)
            err() << "heddle review: " << e.toString() << '\n';
        out() << report->agent << (report->version.isEmpty() ? QString() : u' ' + report->version) << ": "
              << report->summary() << '\n';
        if (!commitId.isEmpty())
            out() << "committed " << commitId.left(7) << '\n';
    }
    return Success;
}

} // namespace heddle::cli
