#include <app/cli/cli.h>
#include <app/cli/verbspec.h>

#include <core/dataset/datasetio.h>
#include <core/git/repositorylocator.h>
#include <core/importers/testcommand.h>
#include <core/importers/testfilefetch.h>
#include <core/index/indexeddataset.h>
#include <core/present/beatorder.h>
#include <core/review/verdictrepair.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>

#include <QDir>
#include <QMap>

#include <optional>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

struct Totals {
    int tasks = 0;
    int broken = 0;
    int specs = 0;
    int attempts = 0;
    QMap<QString, int> specsPerCategory;
    int flags[2][4] = {};
    QMap<CurationStatus, int> statuses;
};

Totals totalsOf(const Dataset &dataset)
{
    Totals t;
    for (const TaskSummary &s : dataset.tasks) {
        ++t.tasks;
        t.broken += s.isBroken();
        t.specs += s.specs;
        t.attempts += s.attempts;
        for (auto it = s.specsPerCategory.begin(); it != s.specsPerCategory.end(); ++it)
            t.specsPerCategory[it.key()] += it.value();
        for (int k = 0; k < 2; ++k)
            for (int v = 0; v < 4; ++v)
                t.flags[k][v] += s.flags[size_t(k)][size_t(v)];
        if (!s.isBroken())
            ++t.statuses[s.status];
    }
    return t;
}

const CurationStatus kStatuses[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                    CurationStatus::Approved, CurationStatus::Rejected};
const Verdict kVerdicts[] = {Verdict::Open, Verdict::Confirmed, Verdict::Dismissed, Verdict::NeedsRerun};
const FlagKind kFlagKinds[] = {FlagKind::FalsePositive, FlagKind::FalseNegative};

Json infoJson(const Dataset &dataset, const Totals &t)
{
    Json json;
    json["name"] = dataset.info.name.toStdString();
    json["root"] = dataset.root.toStdString();
    json["tasks"] = t.tasks;
    json["tasks_failed_to_load"] = t.broken;
    json["specs"] = t.specs;
    Json categories = Json::object();
    for (const SpecCategory &c : dataset.info.specCategories)
        categories[c.id.toStdString()] = t.specsPerCategory.value(c.id);
    for (auto it = t.specsPerCategory.begin(); it != t.specsPerCategory.end(); ++it)
        if (!categories.contains(it.key().toStdString()))
            categories[it.key().toStdString()] = it.value();
    json["specs_per_category"] = std::move(categories);
    json["attempts"] = t.attempts;
    Json flags = Json::object();
    for (FlagKind k : kFlagKinds) {
        Json byVerdict = Json::object();
        for (Verdict v : kVerdicts)
            byVerdict[verdictName(v).toStdString()] = t.flags[int(k)][int(v)];
        flags[flagKindName(k).toStdString()] = std::move(byVerdict);
    }
    json["flags"] = std::move(flags);
    Json statuses = Json::object();
    for (CurationStatus s : kStatuses)
        statuses[curationStatusName(s).toStdString()] = t.statuses.value(s);
    json["curation"] = std::move(statuses);
    Json errors = Json::array();
    for (const TaskSummary &s : dataset.tasks)
        for (const Error &e : s.errors)
            errors.push_back(Json{{"task", s.id.toStdString()},
                                  {"file", e.file.toStdString()},
                                  {"line", e.line},
                                  {"column", e.column},
                                  {"pointer", e.pointer.toStdString()},
                                  {"message", e.message.toStdString()}});
    json["load_errors"] = std::move(errors);
    return json;
}

void printInfo(const Dataset &dataset, const Totals &t)
{
    QTextStream &o = out();
    o << dataset.info.name << "  (" << dataset.root << ")\n";
    o << "tasks      " << t.tasks;
    if (t.broken)
        o << "  (" << t.broken << " failed to load)";
    o << "\nspecs      " << t.specs << '\n';
    for (const SpecCategory &c : dataset.info.specCategories)
        o << "  " << c.id.leftJustified(14) << t.specsPerCategory.value(c.id) << "  " << c.title << '\n';
    o << "attempts   " << t.attempts << '\n';
    o << "flags      "
      << "open  confirmed  dismissed  needs re-run\n";
    for (FlagKind k : kFlagKinds)
        o << "  " << flagKindName(k).leftJustified(9) << QString::number(t.flags[int(k)][0]).rightJustified(4)
          << QString::number(t.flags[int(k)][1]).rightJustified(11)
          << QString::number(t.flags[int(k)][2]).rightJustified(11)
          << QString::number(t.flags[int(k)][3]).rightJustified(14) << '\n';
    o << "curation\n";
    for (CurationStatus s : kStatuses)
        o << "  " << curationStatusName(s).leftJustified(12) << t.statuses.value(s) << '\n';
    for (const TaskSummary &s : dataset.tasks)
        for (const Error &e : s.errors)
            o << "error: " << e.toString() << '\n';
}

// Where `heddle info` takes the tasks' rows from.
struct IndexChoice {
    bool noIndex = false;
    QString indexFile; // empty: the dataset's index in the cache folder
};

// The dataset as openDataset() reads it, through its index unless told not to: of the index's rows only the counts
// are checked, all that info prints (RowsNeeded::Counts). Where the rows came from goes to standard error, so that
// standard output is the same either way.
std::optional<Dataset> openForInfo(const QString &path, const IndexChoice &choice)
{
    if (choice.noIndex) {
        Result<Dataset> dataset = openDataset(path);
        if (!dataset) {
            err() << "heddle: " << dataset.error().toString() << '\n';
            return std::nullopt;
        }
        return std::move(dataset).value();
    }
    Result<IndexedOpen> opened = openDatasetThroughIndex(path, choice.indexFile, RowsNeeded::Counts);
    if (!opened) {
        err() << "heddle: " << opened.error().toString() << '\n';
        return std::nullopt;
    }
    err() << "heddle info: " << opened->fromIndex << " task(s) from the index, " << opened->read
          << " read from their files";
    if (!opened->notUsedBecause.isEmpty())
        err() << " (index not used: " << opened->notUsedBecause << ')';
    err() << "; index " << opened->indexFile << (opened->remembered ? "" : " (could not be written)") << '\n';
    return std::move(opened->dataset);
}

// One list `heddle check` prints after the problems of the files: a title for people, a key for --json.
struct CheckItem {
    QString text;
    Json json;
};
struct CheckSection {
    std::string key;
    QString title;
    QList<CheckItem> items;
};

struct TaskCheck {
    QList<CheckSection> sections;
    bool unfixed = false; // --fix left something listed as it was
};

QString someOf(const QStringList &items, qsizetype most = 5)
{
    QString text = items.first(std::min(items.size(), most)).join(u", "_s);
    if (items.size() > most)
        text += u" (+%1 more)"_s.arg(items.size() - most);
    return text;
}

// What --fix mends: verdicts kept under an empty flag id, the missing test files, and then the test commands
// SWE-bench's table gives.
void fixTasks(const QString &root, const RepositoryMap &mapping, QList<Task> &tasks, CheckSection &fixed,
              CheckSection &notFixed)
{
    for (const Task &task : std::as_const(tasks)) {
        const VerdictRepair repair = repairUnnamedVerdicts(root, task);
        for (const QString &moved : repair.moved)
            fixed.items.append({task.id + u": verdict given back its flag: "_s + moved,
                                Json{{"task", toStd(task.id)}, {"fixed", toStd(u"verdict moved: "_s + moved)}}});
        for (const Error &e : repair.unresolved)
            notFixed.items.append(
                {task.id + u": "_s + e.toString(), Json{{"task", toStd(task.id)}, {"message", toStd(e.toString())}}});
    }
    const TestFileFetch fetch = fetchTestFiles(root, mapping, tasks, RepositoryAccess::MayClone);
    for (const Task &task : std::as_const(tasks)) {
        if (!fetch.fetched.contains(task.id))
            continue;
        if (Result<void> saved = saveTask(root, task); !saved) {
            notFixed.items.append({task.id + u": "_s + saved.error().toString(),
                                   Json{{"task", toStd(task.id)}, {"message", toStd(saved.error().toString())}}});
            continue;
        }
        fixed.items.append(
            {task.id + u": test files fetched"_s, Json{{"task", toStd(task.id)}, {"fixed", "test files fetched"}}});
    }
    for (const auto &[id, error] : fetch.failed)
        notFixed.items.append(
            {id + u": "_s + error.toString(), Json{{"task", toStd(id)}, {"message", toStd(error.toString())}}});
    // With the test files there, SWE-bench's table may know the command now.
    for (Task &task : tasks) {
        if (!task.tests.command.isEmpty())
            continue;
        const TestCommand found = testCommandFor(task);
        if (!found.known())
            continue;
        setTestCommand(task, found);
        if (Result<void> saved = saveTask(root, task); !saved) {
            notFixed.items.append({task.id + u": "_s + saved.error().toString(),
                                   Json{{"task", toStd(task.id)}, {"message", toStd(saved.error().toString())}}});
            continue;
        }
        const QString what = u"test command set: "_s + found.command;
        fixed.items.append({task.id + u": "_s + what, Json{{"task", toStd(task.id)}, {"fixed", toStd(what)}}});
    }
}

// The tasks that are usable but incomplete; with fix, first fetch what can be fetched and save it.
TaskCheck checkTasks(const QString &root, bool fix)
{
    TaskCheck check;
    Result<Dataset> dataset = openDataset(root);
    if (!dataset)
        return check; // checkDataset has said why
    QList<Task> tasks;
    for (const TaskSummary &summary : std::as_const(dataset->tasks))
        if (!summary.isBroken())
            if (Result<Task> task = loadTask(root, summary.id))
                tasks.append(std::move(task).value());
    const RepositoryMap &mapping = dataset->info.repositories;

    CheckSection fixed{"fixed", u"Fixed"_s, {}};
    CheckSection notFixed{"not_fixed", u"Not fixed"_s, {}};
    if (fix) {
        fixTasks(root, mapping, tasks, fixed, notFixed);
        check.unfixed = !notFixed.items.isEmpty();
    }

    CheckSection withoutCommand{"without_test_command", u"Tasks without a test command"_s, {}};
    CheckSection withoutTestFiles{"without_test_files", u"Tasks without their test files"_s, {}};
    CheckSection unreachable{"unreachable_repositories", u"Repositories that cannot be reached"_s, {}};
    QMap<QString, std::pair<QString, QStringList>> unreachableByName; // name -> what was tried, its tasks
    for (const Task &task : std::as_const(tasks)) {
        if (task.tests.command.isEmpty()) {
            // A task validation cannot run: where to set it, and what SWE-bench's table would give.
            const Error e = missingTestCommand(root, task);
            withoutCommand.items.append({task.id + u": "_s + e.toString(), Json{{"task", toStd(task.id)},
                                                                                {"file", toStd(e.file)},
                                                                                {"line", e.line},
                                                                                {"column", e.column},
                                                                                {"pointer", toStd(e.pointer)},
                                                                                {"message", toStd(e.message)}}});
        }
        if (const QStringList missing = missingTestFiles(task); !missing.isEmpty())
            withoutTestFiles.items.append({task.id + u": "_s + someOf(missing),
                                           Json{{"task", toStd(task.id)}, {"missing", jsonStrings(missing)}}});
        const Result<QString> found = locateRepository(root, mapping, task.repository, RepositoryAccess::LocalOnly);
        if (!found) {
            auto &entry = unreachableByName[task.repository.name];
            entry.first = found.error().message;
            entry.second.append(task.id);
        }
    }
    for (auto it = unreachableByName.cbegin(); it != unreachableByName.cend(); ++it) {
        const auto &[message, ids] = it.value();
        unreachable.items.append(
            {it.key() + u" ("_s + QString::number(ids.size()) + u" task(s): "_s + someOf(ids) + u"): "_s + message,
             Json{{"repository", toStd(it.key())}, {"tasks", jsonStrings(ids)}, {"message", toStd(message)}}});
    }
    // Another list is one more entry here.
    check.sections = {withoutCommand, withoutTestFiles, unreachable};
    if (fix)
        check.sections += {fixed, notFixed};
    return check;
}

} // namespace

const VerbSpec &infoVerb()
{
    static const VerbSpec spec{
        u"info"_s,
        u"summarize a dataset: tasks, specs, attempts, flags, statuses, load errors"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {shared::json(u"the summary as one JSON object"_s),
         {u"no-index"_s, {}, u"read every task from its files; neither read nor write the index"_s},
         {u"index"_s, u"FILE"_s, u"the index file to use instead of the one in the cache folder"_s, Completes::Files}},
        {u"Summarize a dataset: tasks, specs per category, attempts, flags by kind and verdict, curation statuses and "
         "the tasks that failed to load."_s,
         u"The rows of tasks whose files are unchanged since the dataset's index (an SQLite file in the cache folder) "
         "kept them come from there, the others are read and the index updated; the output is the same as with "
         "--no-index, and where the rows came from is said on standard error."_s},
        u"0 when every task loaded, 1 when any task failed to load or the dataset cannot be read, 2 on a usage "
        "error."_s};
    return spec;
}

int runInfo(const Arguments &args)
{
    const IndexChoice index{args.isSet(u"no-index"), args.value(u"index")};
    if (index.noIndex && args.isSet(u"index"))
        return args.usageError(u"--no-index and --index exclude each other"_s);
    const bool json = args.isSet(u"json");
    const std::optional<Dataset> dataset = openForInfo(args.positional(0), index);
    if (!dataset)
        return Failure;
    const Totals totals = totalsOf(*dataset);
    if (json)
        printJson(infoJson(*dataset, totals));
    else
        printInfo(*dataset, totals);
    return totals.broken ? Failure : Success;
}

const VerbSpec &checkVerb()
{
    static const VerbSpec spec{
        u"check"_s,
        u"validate every file of a dataset and list each problem as file:line:column"_s,
        {{u"DATASET"_s, Completes::Folders}},
        {shared::json(u"{\"problems\": [{file, line, column, pointer, message, detail}], and a list per section}"_s),
         {u"fix"_s,
          {},
          u"fetch what can be fetched: the missing test files (cloning a repository known only by its URL), and "
          "say what was fixed and what not"_s}},
        {u"Validate every file of a dataset against its schema and the references between files, and every patch. "
         "Each problem is printed as FILE:LINE:COLUMN: message. Then list the tasks that are usable but not "
         "complete: tasks without their test files (the test_patch touches files the task does not hold) and tasks "
         "whose repository cannot be reached (naming it and every place tried)."_s,
         u"With --fix, fetch the missing test files from the repositories that can be reached or cloned, save them, "
         "give each curator's verdict kept under an empty flag id back its flag (the task's git history says which), "
         "and say what was fixed and what not."_s},
        u"1 when any file has a problem, or with --fix when something listed could not be fixed; 0 otherwise (listed "
        "tasks alone do not fail the check); 2 on a usage error."_s};
    return spec;
}

int runCheck(const Arguments &args)
{
    const bool json = args.isSet(u"json");
    const bool fix = args.isSet(u"fix");
    const QString root = args.positional(0);
    // What --fix mends first, so that the problems listed are those left.
    const TaskCheck tasks = checkTasks(root, fix);
    QList<Error> problems = checkDataset(root);
    // A task's presentation order lives above the dataset's own reading (core/present), so it is checked here.
    const QDir tasksFolder(DatasetLayout(root).at(DatasetLayout::tasksFolder()));
    for (const QString &id : tasksFolder.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (isSafeId(id))
            if (const Result<BeatOrder> order = loadBeatOrder(root, id); !order) {
                Error e = order.error();
                e.file = QDir(root).relativeFilePath(e.file); // as the dataset's other problems name their files
                problems.append(e);
            }
    if (json) {
        Json array = Json::array();
        for (const Error &e : problems)
            array.push_back(Json{{"file", e.file.toStdString()},
                                 {"line", e.line},
                                 {"column", e.column},
                                 {"pointer", e.pointer.toStdString()},
                                 {"message", e.message.toStdString()},
                                 {"detail", e.detail.toStdString()}});
        Json document{{"problems", std::move(array)}};
        for (const CheckSection &section : tasks.sections) {
            Json items = Json::array();
            for (const CheckItem &item : section.items)
                items.push_back(item.json);
            document[section.key] = std::move(items);
        }
        printJson(document);
    } else {
        for (const Error &e : problems)
            out() << e.toString() << '\n';
        for (const CheckSection &section : tasks.sections) {
            if (section.items.isEmpty())
                continue;
            out() << section.title << " (" << section.items.size() << "):\n";
            for (const CheckItem &item : section.items)
                out() << "  " << item.text << '\n';
        }
        if (problems.isEmpty())
            out() << "no problems\n";
        else
            out() << problems.size() << (problems.size() == 1 ? " problem\n" : " problems\n");
    }
    return problems.isEmpty() && !tasks.unfixed ? Success : Failure;
}

} // namespace heddle::cli
