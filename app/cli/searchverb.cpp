#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/dataset/datasetio.h>
#include <core/index/behaviourflags.h>
#include <core/index/datasetindex.h>

#include <QFileInfo>

#include <variant>

#include <memory>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

// Plain text for a terminal: the match marks become [[ ]], and control characters of the untrusted text go.
QString printable(QString text)
{
    text.replace(kMatchStart, u"[["_s).replace(kMatchEnd, u"]]"_s);
    for (QChar &c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = u' ';
    return text.simplified();
}

// --raise-flags: the flag-raising saved searches over the tasks, their flags into each review.json.
int raiseFlags(const QString &root, const QString &tasksValue, bool tasksGiven, const QString &indexFile, bool json)
{
    Result<Dataset> dataset = openDataset(root);
    if (!dataset) {
        err() << "heddle search: " << dataset.error().toString() << '\n';
        return Failure;
    }
    QStringList all;
    for (const TaskSummary &s : dataset->tasks)
        all << s.id;
    QStringList ids;
    if (const std::optional<int> usage = selectTasks(all, tasksValue, tasksGiven, "search", &ids))
        return *usage;
    // The shipped searches only: the curator's own live in the window's settings, which no verb reads.
    const Result<BehaviourFlagRun> run = raiseBehaviourFlags(dataset->root, ids, builtInSearches(), indexFile);
    if (!run) {
        err() << "heddle search: " << run.error().toString() << '\n';
        return Failure;
    }
    for (const QString &failed : run->failed)
        err() << "heddle search: " << failed << '\n';
    const bool ok = run->failed.isEmpty();
    Json tasks = Json::array();
    for (const RaisedFlags &raised : run->tasks) {
        if (json)
            tasks.push_back(Json{
                {"task", toStd(raised.task)}, {"flags", jsonStrings(raised.flagIds)}, {"written", raised.written}});
        else if (!raised.flagIds.isEmpty())
            out() << raised.task << ": " << raised.flagIds.size() << " flag(s)" << (raised.written ? "" : ", unchanged")
                  << '\n';
    }
    if (json)
        printJson(Json{{"tasks", std::move(tasks)}});
    return ok ? Success : Failure;
}

Json hitJson(const SearchHit &hit)
{
    QString snippet = hit.snippet;
    snippet.replace(kMatchStart, u"[["_s).replace(kMatchEnd, u"]]"_s);
    return Json{{"task", toStd(hit.task)},   {"attempt", toStd(hit.attempt)},
                {"model", toStd(hit.model)}, {"kind", toStd(indexedKindName(hit.kind))},
                {"step", hit.step},          {"file", toStd(hit.file)},
                {"snippet", toStd(snippet)}};
}

void printHit(const SearchHit &hit)
{
    QString where = hit.task;
    if (!hit.attempt.isEmpty())
        where += u"  "_s + hit.attempt;
    if (hit.step >= 0)
        where += u"  step %1"_s.arg(hit.step + 1); // counted from 1, as the window counts
    if (!hit.file.isEmpty())
        where += u"  "_s + printable(hit.file);
    out() << where << "  " << indexedKindName(hit.kind) << ": " << printable(hit.snippet) << '\n';
}

Json updateJson(const IndexUpdate &update)
{
    Json problems = Json::array();
    for (const QString &problem : update.problems)
        problems.push_back(toStd(problem));
    return Json{{"tasks", update.tasks},
                {"tasks_indexed", update.tasksIndexed},
                {"tasks_removed", update.tasksRemoved},
                {"trajectories_parsed", update.trajectoriesParsed},
                {"rebuilt", update.rebuilt},
                {"problems", std::move(problems)}};
}

/// What the options narrow the search to; an exit code when they name what is not there.
std::variant<SearchFilter, int> searchFilter(const Arguments &args, const QString &root)
{
    SearchFilter filter;
    int usage = 0;
    const std::optional<int> limit = args.number(u"limit", 1000, 0, std::numeric_limits<int>::max(), &usage);
    if (!limit)
        return usage;
    filter.limit = *limit;
    filter.models = args.values(u"model");
    filter.file = args.value(u"file");
    filter.exitStatuses = args.values(u"ended");
    if (args.isSet(u"flagged")) {
        const QString kind = args.value(u"flagged").toUpper();
        filter.flagged = kind == u"FP" ? FlagKind::FalsePositive : FlagKind::FalseNegative;
    }
    for (const QString &name : args.values(u"kind")) {
        IndexedKind kind;
        if (!indexedKindFromName(name, &kind))
            return usageError("search",
                              u"unknown kind \"%1\": query, thought, action, observation, patch, test"_s.arg(name));
        filter.kinds << kind;
    }
    if (args.isSet(u"tasks")) {
        Result<Dataset> dataset = openDataset(root);
        if (!dataset) {
            err() << "heddle search: " << dataset.error().toString() << '\n';
            return int(Failure);
        }
        QStringList ids;
        for (const TaskSummary &s : dataset->tasks)
            ids << s.id;
        if (const std::optional<int> usage = selectTasks(ids, args.value(u"tasks"), true, "search", &filter.tasks))
            return *usage;
    }
    return filter;
}

} // namespace

const VerbSpec &searchVerb()
{
    static const VerbSpec spec{
        u"search"_s,
        u"search every trajectory, patch and test of a dataset (its SQLite index)"_s,
        {{u"DATASET"_s, Completes::Folders}, {u"QUERY"_s, Completes::Nothing, true}},
        {
            shared::tasks(),
            {u"model"_s, u"MODEL"_s, u"only attempts of this model (repeatable)"_s},
            {u"kind"_s,
             u"KIND"_s,
             u"only this kind of text (repeatable)"_s,
             Completes::Values,
             {u"query"_s, u"thought"_s, u"action"_s, u"observation"_s, u"patch"_s, u"test"_s}},
            {u"file"_s, u"TEXT"_s, u"only patch or test files whose path contains TEXT"_s},
            {u"ended"_s, u"STATUS"_s, u"only attempts whose exit status is STATUS, in any case (repeatable)"_s},
            {u"flagged"_s,
             u"KIND"_s,
             u"only attempts that a flag of this kind names"_s,
             Completes::Values,
             {u"FP"_s, u"FN"_s}},
            {u"limit"_s, u"N"_s, u"at most N hits (default 1000; 0: all)"_s},
            {u"index"_s, u"FILE"_s, u"the index file to use instead of the one in the cache folder"_s,
             Completes::Files},
            {u"raise-flags"_s, {}, u"run the shipped saved searches that raise flags on every task instead of QUERY"_s},
            {u"json"_s,
             {},
             u"print one JSON object: query, hits [{task, attempt, model, kind, step, file, snippet}] (step: "
             "the step's index, from 0; -1 for text that is not a step), indexed {tasks, tasks_indexed, "
             "tasks_removed, trajectories_parsed, rebuilt, problems}; the snippet marks each match with [[ and "
             "]]"_s},
        },
        {
            u"Search the full text of every task of a dataset: the query, the reference patch, the test files, "
            "and each attempt's patch and trajectory steps (thought, action, observation). The dataset's "
            "index (an SQLite file in the user's cache folder, never inside the dataset) is brought up to "
            "date first: only the tasks whose files changed since are read again."_s,
            u"QUERY is an SQLite FTS5 query: words (all must appear), \"a phrase\", prefix*, AND, OR, NOT, NEAR(a b, "
            u"5),\n"
            "and parentheses. Examples:\n"
            "  heddle search DATASET '\"git log\" --all'        actions that read the history\n"
            "  heddle search DATASET 'pip install' --kind action"_s,
            u"With --raise-flags, the shipped saved searches that raise flags run on every task instead "
            "(today: reading git history beyond the base commit; the curator's own searches raise theirs from "
            "the window, Edit > Raise Behaviour Flags), and each attempt whose trajectory one matches gets an "
            "FP flag in the task's review.json (id behaviour.<search>.<attempt>) with the matching steps as "
            "evidence. A flag raised again keeps its verdict; an open one no longer raised goes; a decided "
            "one stays."_s,
        },
        u"0 when something matched (with --raise-flags: when every task was read and written), 1 when "
        "nothing did or the dataset or index cannot be read, 2 on a usage error (a query FTS5 cannot "
        "parse included)."_s};
    return spec;
}

int runSearch(const Arguments &args)
{
    const QStringList positional = args.positional();
    if (args.isSet(u"raise-flags")) {
        if (positional.size() != 1)
            return usageError("search", u"--raise-flags takes DATASET alone, no QUERY"_s);
        return raiseFlags(positional.first(), args.isSet(u"tasks") ? args.value(u"tasks") : QString(),
                          args.isSet(u"tasks"), args.value(u"index"), args.isSet(u"json"));
    }
    if (positional.size() != 2)
        return usageError("search", positional.size() < 2 ? u"expected DATASET and QUERY"_s
                                                          : u"expected one DATASET and one QUERY (quote the query)"_s);
    const QString &root = positional[0];
    const QString &query = positional[1];
    if (!QFileInfo(root + u'/' + DatasetLayout::datasetFile()).isFile()) {
        err() << "heddle search: " << root << " is not a dataset (no " << DatasetLayout::datasetFile() << ")\n";
        return Failure;
    }
    const std::variant<SearchFilter, int> narrowed = searchFilter(args, root);
    if (const int *code = std::get_if<int>(&narrowed))
        return *code;
    const SearchFilter &filter = std::get<SearchFilter>(narrowed);

    Result<DatasetIndex *> opened = DatasetIndex::open(root, args.value(u"index"));
    if (!opened) {
        err() << "heddle search: " << opened.error().toString() << '\n';
        return Failure;
    }
    const std::unique_ptr<DatasetIndex> index(*opened);
    Result<IndexUpdate> update = index->update();
    if (!update) {
        err() << "heddle search: " << update.error().toString() << '\n';
        return Failure;
    }
    for (const QString &problem : update->problems)
        err() << "heddle search: not indexed: " << problem << '\n';

    const bool json = args.isSet(u"json");
    Json hits = Json::array();
    const Result<int> found = index->search(query, filter, [&](const SearchHit &hit) {
        if (json)
            hits.push_back(hitJson(hit));
        else
            printHit(hit);
        return true;
    });
    if (!found) {
        err() << "heddle search: " << found.error().message << '\n';
        return Usage;
    }
    if (json) {
        printJson(Json{{"query", toStd(query)}, {"hits", std::move(hits)}, {"indexed", updateJson(*update)}});
    } else if (*found == 0) {
        err() << "no match\n";
    }
    return *found > 0 ? Success : Failure;
}

} // namespace heddle::cli
