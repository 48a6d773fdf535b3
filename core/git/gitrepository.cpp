#include <core/git/gitrepository.h>

#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QCryptographicHash>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

#include <git2.h>

#include <mutex>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

class Git
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Git)
};

// The libgit2 text of the last error on this thread, for Error::detail.
Error gitError(const QString &message, const QString &file = {})
{
    Error error = makeError(Error::Code::Git, message, lastGitError());
    error.file = file;
    return error;
}

template <typename T, void (*Free)(T *)> struct Deleter {
    void operator()(T *p) const { Free(p); }
};
using Object = std::unique_ptr<git_object, Deleter<git_object, git_object_free>>;
using Commit = std::unique_ptr<git_commit, Deleter<git_commit, git_commit_free>>;
using Tree = std::unique_ptr<git_tree, Deleter<git_tree, git_tree_free>>;
using TreeEntry = std::unique_ptr<git_tree_entry, Deleter<git_tree_entry, git_tree_entry_free>>;
using Blob = std::unique_ptr<git_blob, Deleter<git_blob, git_blob_free>>;

QString shortCommit(const QString &commit)
{
    static const QRegularExpression hex(u"^[0-9a-fA-F]{8,40}$"_s);
    return hex.match(commit).hasMatch() ? commit.left(7) : commit;
}

} // namespace

QString lastGitError()
{
    const git_error *last = git_error_last();
    return last && last->message ? QString::fromUtf8(last->message) : QString();
}

void ensureLibgit2()
{
    // Never shut down: other parts of Heddle may hold repositories until exit.
    static std::once_flag once;
    std::call_once(once, [] { git_libgit2_init(); });
}

void GitRepository::Free::operator()(git_repository *repository) const
{
    git_repository_free(repository);
}

GitRepository::~GitRepository() = default;

Result<GitRepository> GitRepository::open(const QString &path)
{
    ensureLibgit2();
    if (!QFileInfo(path).isDir()) {
        Error error = makeError(Error::Code::NotFound, Git::tr("The repository folder %1 does not exist").arg(path));
        error.file = path;
        return error;
    }
    git_repository *raw = nullptr;
    const QByteArray encoded = QFile::encodeName(path);
    if (git_repository_open_ext(&raw, encoded.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) < 0)
        return gitError(Git::tr("%1 is not a git repository").arg(path), path);
    GitRepository repository;
    repository.m_repository.reset(raw);
    repository.m_path = path;
    return repository;
}

Result<QByteArray> GitRepository::readFile(const QString &commit, const QString &path) const
{
    if (!m_repository)
        return makeError(Error::Code::Git, Git::tr("No repository is open"));
    const QString where = shortCommit(commit);
    git_object *rawObject = nullptr;
    const QByteArray spec = commit.toUtf8();
    if (commit.isEmpty() || git_revparse_single(&rawObject, m_repository.get(), spec.constData()) < 0)
        return gitError(Git::tr("Commit %1 is not in %2").arg(commit.isEmpty() ? Git::tr("(none)") : where, m_path),
                        m_path);
    const Object object(rawObject);
    git_object *rawCommit = nullptr;
    if (git_object_peel(&rawCommit, object.get(), GIT_OBJECT_COMMIT) < 0)
        return gitError(Git::tr("%1 is not a commit in %2").arg(where, m_path), m_path);
    const Commit commitObject(reinterpret_cast<git_commit *>(rawCommit));
    git_tree *rawTree = nullptr;
    if (git_commit_tree(&rawTree, commitObject.get()) < 0)
        return gitError(Git::tr("Cannot read the tree of commit %1 of %2").arg(where, m_path), m_path);
    const Tree tree(rawTree);

    git_tree_entry *rawEntry = nullptr;
    const QByteArray encodedPath = path.toUtf8();
    if (path.isEmpty() || git_tree_entry_bypath(&rawEntry, tree.get(), encodedPath.constData()) < 0) {
        Error error = makeError(Error::Code::NotFound, Git::tr("%1 is not in commit %2 of %3").arg(path, where, m_path),
                                lastGitError());
        error.file = path;
        return error;
    }
    const TreeEntry entry(rawEntry);
    if (git_tree_entry_type(entry.get()) != GIT_OBJECT_BLOB) {
        Error error = makeError(Error::Code::Unsupported,
                                Git::tr("%1 is not a file in commit %2 of %3").arg(path, where, m_path));
        error.file = path;
        return error;
    }
    git_blob *rawBlob = nullptr;
    if (git_blob_lookup(&rawBlob, m_repository.get(), git_tree_entry_id(entry.get())) < 0)
        return gitError(Git::tr("Cannot read %1 in commit %2 of %3").arg(path, where, m_path), path);
    const Blob blob(rawBlob);
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())),
                      qsizetype(git_blob_rawsize(blob.get())));
}

Result<QByteArray> readFileAtCommit(const QString &repositoryPath, const QString &commit, const QString &path)
{
    Result<GitRepository> repository = GitRepository::open(repositoryPath);
    if (!repository)
        return repository.error();
    return repository->readFile(commit, path);
}

QString repositoryCacheFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/repositories"_s;
}

QString cachedClonePath(const QString &url, const QString &cacheFolder)
{
    // Readable (the repository's last path element) and unique (a hash of the whole URL).
    QString name = QUrl(url).fileName();
    if (name.isEmpty())
        name = QFileInfo(url).fileName();
    name.remove(QRegularExpression(u"\\.git$"_s));
    name.replace(QRegularExpression(u"[^A-Za-z0-9._-]"_s), u"-"_s);
    const QByteArray hash = QCryptographicHash::hash(url.toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
    return (cacheFolder.isEmpty() ? repositoryCacheFolder() : cacheFolder) + u'/' +
           (name.isEmpty() ? u"repo"_s : name) + u'-' + QString::fromLatin1(hash) + u".git"_s;
}

Result<QString> cloneIntoCache(const QString &url, const QString &commit, const QString &cacheFolder)
{
    ensureLibgit2();
    const QString path = cachedClonePath(url, cacheFolder);
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        Error error = makeError(Error::Code::Io, Git::tr("Cannot create the repository cache folder"),
                                QFileInfo(path).absolutePath());
        error.file = QFileInfo(path).absolutePath();
        return error;
    }
    // Workspaces are prepared on several threads: one clones, the others wait for it.
    QLockFile lock(path + u".lock"_s);
    lock.setStaleLockTime(0);
    if (!lock.tryLock(30 * 60 * 1000))
        return makeError(Error::Code::Io, Git::tr("The cached clone of %1 stays locked by another process").arg(url),
                         path + u".lock"_s);
    const QByteArray encodedPath = QFile::encodeName(path);
    const QByteArray encodedUrl = url.toUtf8();
    auto failed = [&](const QString &what) {
        const git_error *e = git_error_last();
        Error error = makeError(Error::Code::Git, what, e && e->message ? QString::fromUtf8(e->message) : QString());
        error.file = path;
        return error;
    };
    git_repository *raw = nullptr;
    if (QFileInfo(path + u"/HEAD"_s).isFile()) {
        if (git_repository_open_bare(&raw, encodedPath.constData()) < 0)
            return failed(Git::tr("Cannot open the cached clone of %1").arg(url));
    } else {
        QDir(path).removeRecursively(); // what an interrupted clone left
        git_clone_options options;
        git_clone_options_init(&options, GIT_CLONE_OPTIONS_VERSION);
        options.bare = 1;
        if (git_clone(&raw, encodedUrl.constData(), encodedPath.constData(), &options) < 0) {
            Error error = failed(Git::tr("Cannot clone %1").arg(url));
            QDir(path).removeRecursively();
            return error;
        }
    }
    std::unique_ptr<git_repository, decltype(&git_repository_free)> repository(raw, git_repository_free);
    // A clone made earlier may predate the commit a task needs: fetch once, then look again.
    git_object *object = nullptr;
    const QByteArray spec = commit.toUtf8();
    if (!commit.isEmpty() && git_revparse_single(&object, repository.get(), spec.constData()) < 0) {
        git_remote *remote = nullptr;
        if (git_remote_lookup(&remote, repository.get(), "origin") < 0)
            return failed(Git::tr("The cached clone of %1 has no origin to fetch %2 from").arg(url, commit));
        const char *refspec = "+refs/heads/*:refs/heads/*";
        git_strarray refspecs{const_cast<char **>(&refspec), 1};
        const int fetched = git_remote_fetch(remote, &refspecs, nullptr, nullptr);
        git_remote_free(remote);
        if (fetched < 0)
            return failed(Git::tr("Cannot fetch %1 into its cached clone").arg(url));
    }
    git_object_free(object);
    return path;
}

Result<QString> resolveRepository(const QString &datasetRoot, const Repository &repository)
{
    const QString label = repository.name.isEmpty() ? repository.url : repository.name;
    if (repository.path.isEmpty()) {
        if (!repository.url.isEmpty()) {
            const QString cached = cachedClonePath(repository.url);
            if (QFileInfo(cached + u"/HEAD"_s).isFile())
                return cached;
            return makeError(Error::Code::Unsupported,
                             Git::tr("The repository %1 is known only by its URL (%2) and has not been cloned yet: "
                                     "validating the task clones it into the cache")
                                 .arg(label, repository.url));
        }
        return makeError(Error::Code::NotFound, Git::tr("The task names no repository"));
    }
    const QString path =
        QDir::cleanPath(QDir::isAbsolutePath(repository.path) ? repository.path : datasetRoot + u'/' + repository.path);
    if (!QFileInfo(path).isDir()) {
        Error error = makeError(
            Error::Code::NotFound,
            repository.url.isEmpty()
                ? Git::tr("The repository folder %1 does not exist").arg(path)
                : Git::tr("The repository folder %1 does not exist: clone %2 there first").arg(path, repository.url));
        error.file = path;
        return error;
    }
    return path;
}

Result<QString> obtainRepository(const QString &datasetRoot, const Repository &repository, const QString &cacheFolder)
{
    if (repository.path.isEmpty() && !repository.url.isEmpty())
        return cloneIntoCache(repository.url, repository.baseCommit, cacheFolder);
    return resolveRepository(datasetRoot, repository);
}

} // namespace heddle
