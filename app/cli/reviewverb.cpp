#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <app/settings.h>

#include <core/agents/agentreview.h>
#include <core/agents/llmreview.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>

#include <QDir>

#include <algorithm>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

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
    if (r.llm)
        line += u"  %1 + %2 tokens%3%4%5"_s.arg(r.llm->promptTokens)
                    .arg(r.llm->completionTokens)
                    .arg(r.llm->tokensEstimated ? u" (estimated)"_s : QString(),
                         r.llm->cost >= 0 ? u", cost %1"_s.arg(r.llm->cost, 0, 'f', 4) : QString(),
                         r.llm->cached ? u", from the cache"_s : QString());
    if (!r.message.isEmpty())
        line += u"  "_s + r.message;
    return line;
}

/// --dry-run: what each request of an agent of kind llm would hold, and its estimated tokens; nothing is sent.
int printPlans(const QString &root, const ReviewAgentConfig &agent, const QStringList &ids, bool json)
{
    const Result<QList<LlmRequestPlan>> plans = planLlmReview(root, agent, ids);
    if (!plans) {
        err() << "heddle review: " << plans.error().toString() << '\n';
        return Failure;
    }
    Json list = Json::array();
    qint64 tokens = 0;
    for (const LlmRequestPlan &p : *plans) {
        tokens += p.cached ? 0 : p.estimatedTokens;
        if (json) {
            Result<Json> body = parseJson(p.body, QString());
            list.push_back(Json{{"task", toStd(p.task)},
                                {"attempt", jsonTextOrNull(p.attempt)},
                                {"estimated_tokens", p.estimatedTokens},
                                {"cut", jsonStrings(p.cut)},
                                {"cached", p.cached},
                                {"request", body ? *body : Json()}});
            continue;
        }
        out() << "== " << p.task << (p.attempt.isEmpty() ? QString() : u'/' + p.attempt) << ": about "
              << p.estimatedTokens << " tokens" << (p.cached ? u" (answered from the cache: not sent)"_s : QString())
              << (p.cut.isEmpty() ? QString() : u"; cut to fit: "_s + p.cut.join(u", "_s)) << '\n'
              << QString::fromUtf8(p.body) << '\n';
    }
    if (json)
        printJson(Json{{"agent", toStd(agent.name)}, {"requests", std::move(list)}, {"estimated_tokens", tokens}});
    else
        out() << plans->size() << " requests, about " << tokens << " prompt tokens to send\n";
    return Success;
}

// The files the review changed, committed in a dataset kept in git; the commit's id, or nothing.
QString commitReview(const QString &root, const AgentReviewReport &report)
{
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (report.changedPaths.isEmpty() || !repository || !repository->inRepository)
        return {};
    const QString agentName = report.version.isEmpty() ? report.agent : report.agent + u' ' + report.version;
    const Result<CommitResult> committed = commitPaths(root, report.changedPaths, Settings().commitAuthor(),
                                                       u"Review agent %1: %2"_s.arg(agentName, report.summary()));
    if (!committed)
        err() << "heddle review: reviewed, but not committed: " << committed.error().toString() << '\n';
    return committed && committed->outcome == CommitResult::Outcome::Committed ? committed->commitId : QString();
}

Json reportJson(const AgentReviewReport &report, const QString &commitId)
{
    Json runs = Json::array();
    for (const AgentRunRecord &r : report.runs)
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
    return Json{{"agent", toStd(report.agent)},
                {"version", jsonTextOrNull(report.version)},
                {"runs", std::move(runs)},
                {"not_run", report.notRun},
                {"commit", jsonTextOrNull(commitId)},
                {"errors", errorsJson(report.errors)},
                {"totals", Json{{"runs", report.runs.size()},
                                {"failed", report.failedRuns()},
                                {"added", report.added()},
                                {"updated", report.updated()},
                                {"unchanged", report.unchanged()},
                                {"withdrawn", report.withdrawn()},
                                {"kept_decided", report.keptDecided()},
                                {"skipped", report.skipped()}}}};
}

void printReport(const AgentReviewReport &report, const QString &commitId)
{
    for (const AgentRunRecord &r : report.runs) {
        out() << runLine(r) << '\n';
        for (const Error &e : r.errors)
            out() << "  " << e.toString() << '\n';
    }
    for (const Error &e : report.errors)
        err() << "heddle review: " << e.toString() << '\n';
    out() << report.agent << (report.version.isEmpty() ? QString() : u' ' + report.version) << ": " << report.summary()
          << '\n';
    if (const QString spent = report.spending(); !spent.isEmpty())
        out() << "model server: " << spent << '\n';
    if (!commitId.isEmpty())
        out() << "committed " << commitId.left(7) << '\n';
}

} // namespace

const VerbSpec &reviewVerb()
{
    static const VerbSpec spec{
        u"review"_s,
        u"run a review agent on the tasks and import its findings as flags"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {
            {u"agent"_s, u"NAME"_s, u"the review agent to run"_s, Completes::Nothing, {}, {}, true},
            shared::tasks(),
            shared::jobs(),
            {u"no-commit"_s, {}, u"write the files but do not commit them"_s},
            {u"dry-run"_s,
             {},
             u"for an agent of kind llm: print each request it would send and its estimated tokens; send nothing"_s},
            {u"json"_s,
             {},
             u"print {\"agent\", \"version\", \"runs\": [{\"task\", \"attempt\", \"id\", \"outcome\", \"exit_code\", "
             "\"duration_s\", \"message\", \"added\", \"updated\", \"unchanged\", \"withdrawn\", \"kept_decided\", "
             "\"skipped\", \"errors\"}], \"not_run\", \"commit\", \"errors\", \"totals\"}"_s},
        },
        {
            u"Run the review agent NAME on the dataset's tasks (or those --tasks names): once per task, or "
            "once per attempt of each, as the agent's \"per\" says. Agents are named in heddle-dataset.json's "
            "review_agents, or in the preferences (the dataset's win on a name both use); docs/FORMAT.md says "
            "what an agent is given. Each run gets a fresh bundle (query, specs, tests, reference, the "
            "attempts' patches and trajectories), runs in the validation sandbox unless the agent says "
            "\"sandbox\": false, within the agent's timeout and the dataset's run limits, and is recorded in "
            "tasks/<id>/agent-runs/. The findings of a run that exits with 0 are imported into the task's "
            "review.json for that task (or attempt): new flags added, open ones updated, the agent's flags it "
            "no longer raises withdrawn; a flag a curator decided is never changed. In a dataset kept in git, "
            "the changed files are committed (unless --no-commit). An agent of kind llm is Heddle's own reviewer: "
            "one chat-completions request per task or attempt to the model server it names, its answer read as "
            "findings and imported the same way, its tokens and cost recorded with the run; --dry-run prints "
            "the requests instead of sending them."_s,
        },
        u"0 when the runs were made (failed runs and skipped findings are in the report), 1 when nothing "
        "could run (no such agent, the dataset cannot be read), 2 on a usage error."_s};
    return spec;
}

int runReview(const Arguments &args)
{
    const QStringList positional = args.positional();
    AgentReviewOptions options;
    int usage = 0;
    const std::optional<int> jobs = args.jobs(&usage);
    if (!jobs)
        return usage;
    options.parallelism = *jobs;

    const QString root = QDir(positional.first()).absolutePath();
    Result<Dataset> dataset = openDataset(root);
    if (!dataset) {
        err() << "heddle review: " << dataset.error().toString() << '\n';
        return Failure;
    }
    const QString name = args.value(u"agent");
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
    QStringList ids;
    if (const std::optional<int> usage = args.tasks(*dataset, &ids))
        return *usage;
    if (args.isSet(u"dry-run")) {
        if (!agent->llm) {
            err() << "heddle review: --dry-run is for agents of kind llm; " << name << " runs a command\n";
            return Usage;
        }
        return printPlans(dataset->root, *agent, ids, args.isSet(u"json"));
    }

    const Result<AgentReviewReport> report = runReviewAgent(dataset->root, *agent, ids, options);
    if (!report) {
        err() << "heddle review: " << report.error().toString() << '\n';
        return Failure;
    }
    const QString commitId = args.isSet(u"no-commit") ? QString() : commitReview(dataset->root, *report);
    if (args.isSet(u"json"))
        printJson(reportJson(*report, commitId));
    else
        printReport(*report, commitId);
    return Success;
}

} // namespace heddle::cli
