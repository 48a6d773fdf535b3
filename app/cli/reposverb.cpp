// heddle repos: where a dataset's repositories are, by the name its tasks give them, kept in heddle-dataset.json as
// Preferences > Repositories keeps them, and committed in a dataset kept in git.
#include <app/cli/cli.h>
#include <app/cli/verbspec.h>
#include <app/settings.h>

#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <core/storage/datasetlayout.h>

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace heddle::cli {

using namespace Qt::StringLiterals;

namespace {

int list(const DatasetInfo &info, bool json)
{
    if (json) {
        Json repositories = Json::object();
        for (auto it = info.repositories.cbegin(); it != info.repositories.cend(); ++it)
            repositories[it.key().toStdString()] = it.value().toStdString();
        printJson(Json{{"repositories", std::move(repositories)}});
        return Success;
    }
    if (info.repositories.isEmpty()) {
        out() << "no repository is mapped: tasks are checked out from the URL their task.json gives\n";
        return Success;
    }
    qsizetype width = 0;
    for (auto it = info.repositories.cbegin(); it != info.repositories.cend(); ++it)
        width = std::max(width, it.key().size());
    for (auto it = info.repositories.cbegin(); it != info.repositories.cend(); ++it)
        out() << it.key().leftJustified(width + 2) << it.value() << '\n';
    return Success;
}

/// Writes heddle-dataset.json with info and, in a dataset kept in git, commits it with summary.
int save(const QString &root, const DatasetInfo &info, const QString &summary, const QString &details, bool commit)
{
    if (const Result<void> saved = saveDatasetInfo(root, info); !saved) {
        err() << "heddle repos: " << saved.error().toString() << '\n';
        return Failure;
    }
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (!commit || !repository || !repository->inRepository)
        return Success;
    const Result<CommitResult> committed =
        commitPaths(root, {DatasetLayout::datasetFile()}, Settings().commitAuthor(), summary + u"\n\n"_s + details);
    if (!committed) {
        err() << "heddle repos: saved, but not committed: " << committed.error().toString() << '\n';
        return Failure;
    }
    return Success;
}

} // namespace

const VerbSpec &reposVerb()
{
    static const VerbSpec spec{
        u"repos"_s,
        u"list, add or remove where the dataset's repositories are"_s,
        {{u"DATASET"_s, Completes::Folders},
         {u"ACTION"_s, Completes::Nothing, true},
         {u"NAME"_s, Completes::Nothing, true},
         {u"PATH_OR_URL"_s, Completes::Folders, true}},
        {{u"no-commit"_s, {}, u"write heddle-dataset.json but do not commit it"_s},
         shared::json(u"{\"repositories\": {NAME: PATH_OR_URL}} (list)"_s)},
        {u"ACTION is list (the default), add NAME PATH_OR_URL or remove NAME. A task names its repository "
         "(django/django); the dataset's repositories map that name to a local clone, a mirror or a URL, which "
         "validation, mutation analysis and the fetching of test files check out from instead of the URL the task "
         "gives. This is what Preferences > Repositories keeps, and what heddle import --repo writes: after an "
         "import, repos maps what the import did not."_s,
         u"A local path is kept absolute. In a dataset kept in git, the change of heddle-dataset.json is committed "
         "(unless --no-commit)."_s},
        u"0 when done, 1 when the dataset cannot be read or written or remove names a repository it does not map, 2 "
        "on a usage error."_s};
    return spec;
}

int runRepos(const Arguments &args)
{
    const QString root = args.positional(0);
    const QString action = args.positional(1).isEmpty() ? u"list"_s : args.positional(1);
    const qsizetype given = args.positional().size();
    // DATASET, the ACTION (list may be left out) and what it takes.
    const qsizetype wanted = action == u"add" ? 4 : action == u"remove" ? 3 : std::clamp<qsizetype>(given, 1, 2);
    if (action != u"list" && action != u"add" && action != u"remove")
        return args.usageError(u"ACTION takes list, add or remove, not '%1'"_s.arg(action));
    if (given < wanted)
        return args.usageError(action == u"add" ? u"add needs NAME and PATH_OR_URL"_s : u"remove needs NAME"_s);
    if (given > wanted)
        return args.usageError(u"%1 takes no more arguments than %2"_s.arg(action, args.positional(wanted - 1)));
    Result<Dataset> dataset = openDatasetDescription(root);
    if (!dataset) {
        err() << "heddle repos: " << dataset.error().toString() << '\n';
        return Failure;
    }
    DatasetInfo info = dataset->info;
    if (action == u"list")
        return list(info, args.isSet(u"json"));
    const QString name = args.positional(2);
    const bool commit = !args.isSet(u"no-commit");
    if (action == u"remove") {
        if (!info.repositories.remove(name)) {
            err() << "heddle repos: " << root << " maps no repository " << name << '\n';
            return Failure;
        }
        return save(dataset->root, info, u"Forget where repository %1 is"_s.arg(name), QString(), commit);
    }
    // A path that is there is kept absolute, so the mapping holds wherever Heddle is started; a URL as it is.
    QString where = args.positional(3);
    if (const QFileInfo local(where); local.exists())
        where = QDir::cleanPath(local.absoluteFilePath());
    info.repositories.insert(name, where);
    return save(dataset->root, info, u"Set where repository %1 is"_s.arg(name), where, commit);
}

} // namespace heddle::cli
