#include <core/git/gitrepository.h>

#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

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
QString lastGitError()
{
    const git_error *last = git_error_last();
    return last && last->message ? QString::fromUtf8(last->message) : QString();
}

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

Result<QString> resolveRepository(const QString &datasetRoot, const Repository &repository)
{
    const QString label = repository.name.isEmpty() ? repository.url : repository.name;
    if (repository.path.isEmpty()) {
        if (!repository.url.isEmpty())
            return makeError(Error::Code::Unsupported,
                             Git::tr("The repository %1 is known only by its URL (%2): clone it and set its local "
                                     "path before reading files from it")
                                 .arg(label, repository.url));
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

} // namespace heddle
