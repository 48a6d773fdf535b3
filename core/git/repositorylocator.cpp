#include <core/git/repositorylocator.h>

#include <core/git/gitrepository.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

class Locator
{
    Q_DECLARE_TR_FUNCTIONS(heddle::RepositoryLocator)
};

// A folder, absolute or relative to the dataset, that git can open; else why not.
Result<QString> localFolder(const QString &datasetRoot, const QString &location)
{
    const QString path = QDir::cleanPath(QDir::isAbsolutePath(location) ? location : datasetRoot + u'/' + location);
    if (!QFileInfo(path).isDir())
        return makeError(Error::Code::NotFound, Locator::tr("%1: no such folder").arg(path));
    if (Result<GitRepository> repository = GitRepository::open(path); !repository)
        return makeError(Error::Code::Git, Locator::tr("%1: not a git repository").arg(path));
    return path;
}

Result<QString> fromUrl(const QString &url, const Repository &repository, RepositoryAccess access,
                        const QString &cacheFolder)
{
    if (access == RepositoryAccess::MayClone) {
        Result<QString> clone = cloneIntoCache(url, repository.baseCommit, cacheFolder);
        if (!clone) {
            const QString why = clone.error().detail.isEmpty() ? clone.error().message : clone.error().detail;
            return makeError(Error::Code::Git, Locator::tr("%1: cannot clone (%2)").arg(url, why));
        }
        return clone;
    }
    const QString cached = cachedClonePath(url, cacheFolder);
    if (QFileInfo(cached + u"/HEAD"_s).isFile())
        return cached;
    return makeError(Error::Code::NotFound, Locator::tr("%1: not cloned yet").arg(url));
}

} // namespace

bool isRepositoryUrl(const QString &location)
{
    static const QRegularExpression scpLike(u"^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+:"_s);
    return location.contains(u"://"_s) || scpLike.match(location).hasMatch();
}

Result<QString> locateRepository(const QString &datasetRoot, const RepositoryMap &mapping, const Repository &repository,
                                 RepositoryAccess access, const QString &cacheFolder)
{
    ensureLibgit2();
    QStringList tried;
    Error::Code code = Error::Code::NotFound;
    const auto attempt = [&](const QString &how, const QString &location) -> std::optional<QString> {
        Result<QString> found = isRepositoryUrl(location) ? fromUrl(location, repository, access, cacheFolder)
                                                          : localFolder(datasetRoot, location);
        if (found)
            return *found;
        if (found.error().code == Error::Code::Git)
            code = Error::Code::Git;
        tried.append(how + u": "_s + found.error().message);
        return std::nullopt;
    };
    if (const auto mapped = mapping.constFind(repository.name); !repository.name.isEmpty() && mapped != mapping.cend())
        if (std::optional<QString> found = attempt(Locator::tr("the dataset's mapping"), *mapped))
            return *found;
    if (!repository.path.isEmpty())
        if (std::optional<QString> found = attempt(Locator::tr("the task's path"), repository.path))
            return *found;
    if (!repository.url.isEmpty())
        if (std::optional<QString> found = attempt(Locator::tr("the task's URL"), repository.url))
            return *found;

    const QString name = repository.name.isEmpty() ? repository.url : repository.name;
    if (tried.isEmpty())
        return makeError(Error::Code::NotFound, Locator::tr("The task names no repository"));
    Error error = makeError(code, Locator::tr("The repository %1 cannot be reached; tried %2")
                                      .arg(name.isEmpty() ? Locator::tr("(unnamed)") : name, tried.join(u"; "_s)));
    return error;
}

} // namespace heddle
