#include <app/cli/cli.h>
#include <app/cli/verbs.h>

#include <core/dataset/datasetio.h>
#include <core/index/behaviourflags.h>
#include <core/index/datasetindex.h>

#include <QCommandLineParser>
#include <QFileInfo>

#include <memory>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

const char kHelp[] =
    "Usage: heddle search DATASET QUERY [--tasks a,b] [--model M]... [--kind K]... [--file TEXT]\n"
    "                     [--ended STATUS]... [--flagged FP|FN] [--limit N] [--index FILE] [--json]\n"
    "       heddle search DATASET --raise-flags [--tasks a,b] [--index FILE] [--json]\n"
    "\n"
    "Search the full text of every task of a dataset: the query, the reference patch, the test files, and each\n"
    "attempt's patch and trajectory steps (thought, action, observation). The dataset's index (an SQLite file in\n"
    "the user's cache folder, never inside the dataset) is brought up to date first: only the tasks whose files\n"
    "changed since are read again.\n"
    "\n"
    "QUERY is an SQLite FTS5 query: words (all must appear), \"a phrase\", prefix*, AND, OR, NOT, NEAR(a b, 5),\n"
    "and parentheses. Examples:\n"
    "  heddle search DATASET '\"git log\" --all'        actions that read the history\n"
    "  heddle search DATASET 'pip install' --kind action\n"
    "\n"
    "With --raise-flags, the shipped saved searches that raise flags run on every task instead (today: reading\n"
    "git history beyond the base commit; the curator's own searches raise theirs from the window, Edit > Raise\n"
    "Behaviour Flags), and each attempt whose trajectory one matches gets an FP flag in the\n"
    "task's review.json (id behaviour.<search>.<attempt>) with the matching steps as evidence. A flag raised\n"
    "again keeps its verdict; an open one no longer raised goes; a decided one stays.\n"
    "\n"
    "Options:\n"
    "  --tasks a,b   only these tasks\n"
    "  --model M     only attempts of this model (repeatable)\n"
    "  --kind K      only this kind of text: query, thought, action, observation, patch, test (repeatable)\n"
    "  --file TEXT   only patch or test files whose path contains TEXT\n"
    "  --ended S     only attempts whose exit status is S, in any case (repeatable)\n"
    "  --flagged K   only attempts that a flag of kind K (FP or FN) names\n"
    "  --limit N     at most N hits (default 1000; 0: all)\n"
    "  --index FILE  the index file to use instead of the one in the cache folder\n"
    "  --json        print one JSON object: query, hits [{task, attempt, model, kind, step, file, snippet}]\n"
    "                (step: the step's index, from 0; -1 for text that is not a step),\n"
    "                indexed {tasks, tasks_indexed, tasks_removed, trajectories_parsed, rebuilt, problems};\n"
    "                the snippet marks each match with [[ and ]]\n"
    "  -h, --help    show this help\n"
    "\n"
    "Exit status: 0 when something matched (with --raise-flags: when every task was read and written), 1 when\n"
    "nothing did or the dataset or index cannot be read, 2 on a usage error (a query FTS5 cannot parse included).\n";

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

} // namespace

int runSearch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, u"machine-readable output"_s);
    const QCommandLineOption tasksOption(u"tasks"_s, u"only these tasks"_s, u"ids"_s);
    const QCommandLineOption modelOption(u"model"_s, u"only this model"_s, u"model"_s);
    const QCommandLineOption kindOption(u"kind"_s, u"only this kind"_s, u"kind"_s);
    const QCommandLineOption fileOption(u"file"_s, u"only these files"_s, u"text"_s);
    const QCommandLineOption limitOption(u"limit"_s, u"at most N hits"_s, u"n"_s, u"1000"_s);
    const QCommandLineOption indexOption(u"index"_s, u"the index file"_s, u"file"_s);
    const QCommandLineOption endedOption(u"ended"_s, u"only attempts that ended so"_s, u"status"_s);
    const QCommandLineOption flaggedOption(u"flagged"_s, u"only attempts a flag of this kind names"_s, u"kind"_s);
    const QCommandLineOption raiseOption(u"raise-flags"_s, u"raise the saved searches' flags"_s);
    parser.addOptions({jsonOption, tasksOption, modelOption, kindOption, fileOption, limitOption, indexOption,
                       endedOption, flaggedOption, raiseOption});
    parser.addPositionalArgument(u"DATASET"_s, u"the dataset folder"_s);
    parser.addPositionalArgument(u"QUERY"_s, u"an FTS5 query"_s);
    if (const std::optional<int> done = parseArguments(parser, "search", args, kHelp))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(raiseOption)) {
        if (positional.size() != 1)
            return usageError("search", u"--raise-flags takes DATASET alone, no QUERY"_s);
        return raiseFlags(positional.first(), parser.isSet(tasksOption) ? parser.value(tasksOption) : QString(),
                          parser.isSet(tasksOption), parser.value(indexOption), parser.isSet(jsonOption));
    }
    if (positional.size() != 2)
        return usageError("search", positional.size() < 2 ? u"expected DATASET and QUERY"_s
                                                          : u"expected one DATASET and one QUERY (quote the query)"_s);
    const QString &root = positional[0];
    const QString &query = positional[1];
    SearchFilter filter;
    const std::optional<int> limit = numberIn(parser.value(limitOption), 0);
    if (!limit)
        return usageError("search", u"--limit takes a number of hits, 0 or more"_s);
    filter.limit = *limit;
    filter.models = parser.values(modelOption);
    filter.file = parser.value(fileOption);
    filter.exitStatuses = parser.values(endedOption);
    if (parser.isSet(flaggedOption)) {
        const QString kind = parser.value(flaggedOption).toUpper();
        if (kind != u"FP" && kind != u"FN")
            return usageError("search", u"--flagged takes FP or FN"_s);
        filter.flagged = kind == u"FP" ? FlagKind::FalsePositive : FlagKind::FalseNegative;
    }
    for (const QString &name : parser.values(kindOption)) {
        IndexedKind kind;
        if (!indexedKindFromName(name, &kind))
            return usageError("search",
                              u"unknown kind \"%1\": query, thought, action, observation, patch, test"_s.arg(name));
        filter.kinds << kind;
    }
    if (!QFileInfo(root + u'/' + DatasetLayout::datasetFile()).isFile()) {
        err() << "heddle search: " << root << " is not a dataset (no " << DatasetLayout::datasetFile() << ")\n";
        return Failure;
    }
    if (parser.isSet(tasksOption)) {
        Result<Dataset> dataset = openDataset(root);
        if (!dataset) {
            err() << "heddle search: " << dataset.error().toString() << '\n';
            return Failure;
        }
        QStringList ids;
        for (const TaskSummary &s : dataset->tasks)
            ids << s.id;
        if (const std::optional<int> usage = selectTasks(ids, parser.value(tasksOption), true, "search", &filter.tasks))
            return *usage;
    }

    Result<DatasetIndex *> opened = DatasetIndex::open(root, parser.value(indexOption));
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

    const bool json = parser.isSet(jsonOption);
    Json hits = Json::array();
    const Result<int> found = index->search(query, filter, [&](const SearchHit &hit) {
        if (json) {
            QString snippet = hit.snippet;
            snippet.replace(kMatchStart, u"[["_s).replace(kMatchEnd, u"]]"_s);
            hits.push_back(Json{{"task", toStd(hit.task)},
                                {"attempt", toStd(hit.attempt)},
                                {"model", toStd(hit.model)},
                                {"kind", toStd(indexedKindName(hit.kind))},
                                {"step", hit.step},
                                {"file", toStd(hit.file)},
                                {"snippet", toStd(snippet)}});
        } else {
            QString where = hit.task;
            if (!hit.attempt.isEmpty())
                where += u"  "_s + hit.attempt;
            if (hit.step >= 0)
                where += u"  step %1"_s.arg(hit.step + 1); // counted from 1, as the window counts
            if (!hit.file.isEmpty())
                where += u"  "_s + printable(hit.file);
            out() << where << "  " << indexedKindName(hit.kind) << ": " << printable(hit.snippet) << '\n';
        }
        return true;
    });
    if (!found) {
        err() << "heddle search: " << found.error().message << '\n';
        return Usage;
    }
    if (json) {
        Json problems = Json::array();
        for (const QString &problem : update->problems)
            problems.push_back(toStd(problem));
        printJson(Json{{"query", toStd(query)},
                       {"hits", std::move(hits)},
                       {"indexed", Json{{"tasks", update->tasks},
                                        {"tasks_indexed", update->tasksIndexed},
                                        {"tasks_removed", update->tasksRemoved},
                                        {"trajectories_parsed", update->trajectoriesParsed},
                                        {"rebuilt", update->rebuilt},
                                        {"problems", std::move(problems)}}}});
    } else if (*found == 0) {
        err() << "no match\n";
    }
    return *found > 0 ? Success : Failure;
}

} // namespace heddle::cli
