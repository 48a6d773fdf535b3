#include <core/history/historygit_p.h>

#include <core/git/gitrepository.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace heddle::history {

Error gitError(const QString &repository, const QString &message)
{
    Error error = makeError(Error::Code::Git, message, lastGitError());
    error.file = repository;
    return error;
}

QString oidToString(const git_oid &oid)
{
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &oid);
    return QString::fromLatin1(hex);
}

Result<OpenRepository> openDatasetRepository(const QString &datasetRoot, const QString &operation)
{
    ensureLibgit2();
    const QFileInfo info(datasetRoot);
    if (!info.isDir()) {
        Error error = makeError(Error::Code::NotFound,
                                Git::tr("%1: the dataset folder %2 does not exist").arg(operation, datasetRoot));
        error.file = datasetRoot;
        return error;
    }
    OpenRepository repo;
    repo.datasetRoot = info.canonicalFilePath();
    git_repository *raw = nullptr;
    const QByteArray encoded = QFile::encodeName(repo.datasetRoot);
    if (git_repository_open_ext(&raw, encoded.constData(), 0, nullptr) < 0) {
        Error error =
            gitError(datasetRoot, Git::tr("%1: the dataset %2 is not in a git repository").arg(operation, datasetRoot));
        error.code = Error::Code::NotFound;
        return error;
    }
    repo.repository.reset(raw);
    const char *workdir = git_repository_workdir(raw);
    if (!workdir)
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: the dataset %2 is inside a bare repository, which has no work tree")
                             .arg(operation, datasetRoot));
    repo.workdir = QFileInfo(QFile::decodeName(workdir)).canonicalFilePath();
    const QString relative = QDir(repo.workdir).relativeFilePath(repo.datasetRoot);
    repo.datasetPath = relative == u"."_s ? QString() : relative;
    return repo;
}

std::optional<QString> toRepositoryPath(const OpenRepository &repo, const QString &datasetRelative)
{
    QString path = QDir::cleanPath(QDir::fromNativeSeparators(datasetRelative));
    if (QDir::isAbsolutePath(path)) {
        const QString absolute = QFileInfo::exists(path) ? QFileInfo(path).canonicalFilePath() : path;
        path = QDir(repo.datasetRoot).relativeFilePath(absolute);
    }
    if (path == u".."_s || path.startsWith(u"../"_s) || QDir::isAbsolutePath(path))
        return std::nullopt;
    if (path == u"."_s || path.isEmpty())
        return repo.datasetPath;
    return repo.datasetPath.isEmpty() ? path : repo.datasetPath + u'/' + path;
}

QString toDatasetPath(const OpenRepository &repo, const QString &repositoryRelative)
{
    if (repo.datasetPath.isEmpty())
        return repositoryRelative;
    const QString prefix = repo.datasetPath + u'/';
    return repositoryRelative.startsWith(prefix) ? repositoryRelative.mid(prefix.size()) : QString();
}

Result<CommitPtr> headCommit(const OpenRepository &repo, const QString &operation)
{
    git_reference *rawHead = nullptr;
    const int rc = git_repository_head(&rawHead, repo.repository.get());
    if (rc == GIT_EUNBORNBRANCH || rc == GIT_ENOTFOUND)
        return CommitPtr();
    if (rc < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot read HEAD of %2").arg(operation, repo.workdir));
    const ReferencePtr head(rawHead);
    git_object *rawCommit = nullptr;
    if (git_reference_peel(&rawCommit, head.get(), GIT_OBJECT_COMMIT) < 0)
        return gitError(repo.workdir, Git::tr("%1: HEAD of %2 is not a commit").arg(operation, repo.workdir));
    return CommitPtr(reinterpret_cast<git_commit *>(rawCommit));
}

Result<QString> currentBranch(const OpenRepository &repo, const QString &operation)
{
    git_reference *rawHead = nullptr;
    if (git_reference_lookup(&rawHead, repo.repository.get(), "HEAD") < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot read HEAD of %2").arg(operation, repo.workdir));
    const ReferencePtr head(rawHead);
    if (git_reference_type(head.get()) != GIT_REFERENCE_SYMBOLIC)
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: %2 has no branch checked out (detached HEAD); check out a branch first")
                             .arg(operation, repo.workdir));
    return QString::fromUtf8(git_reference_symbolic_target(head.get()));
}

Result<SignaturePtr> makeSignature(const OpenRepository &repo, const CommitAuthor &author, const QString &operation)
{
    if (author.name.trimmed().isEmpty() || author.email.trimmed().isEmpty())
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1 in %2: a commit needs the author's name and email").arg(operation, repo.workdir));
    git_signature *raw = nullptr;
    const QByteArray name = author.name.trimmed().toUtf8();
    const QByteArray email = author.email.trimmed().toUtf8();
    if (git_signature_now(&raw, name.constData(), email.constData()) < 0)
        return gitError(repo.workdir, Git::tr("%1 in %2: the author %3 <%4> is not valid")
                                          .arg(operation, repo.workdir, author.name, author.email));
    return SignaturePtr(raw);
}

Result<QStringList> uncommittedPaths(const OpenRepository &repo, const QString &operation)
{
    git_status_options options;
    git_status_options_init(&options, GIT_STATUS_OPTIONS_VERSION);
    options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR;
    options.flags =
        GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS | GIT_STATUS_OPT_EXCLUDE_SUBMODULES;
    git_status_list *raw = nullptr;
    if (git_status_list_new(&raw, repo.repository.get(), &options) < 0)
        return gitError(repo.workdir,
                        Git::tr("%1: cannot read the status of the work tree %2").arg(operation, repo.workdir));
    const StatusListPtr list(raw);
    QStringList paths;
    const size_t count = git_status_list_entrycount(list.get());
    for (size_t i = 0; i < count; ++i) {
        const git_status_entry *entry = git_status_byindex(list.get(), i);
        if (!entry || entry->status == GIT_STATUS_CURRENT || (entry->status & GIT_STATUS_IGNORED))
            continue;
        const git_diff_delta *delta = entry->index_to_workdir ? entry->index_to_workdir : entry->head_to_index;
        if (!delta)
            continue;
        const char *path = delta->new_file.path ? delta->new_file.path : delta->old_file.path;
        paths.append(QString::fromUtf8(path));
    }
    paths.removeDuplicates();
    return paths;
}

namespace {

int collectConflict(git_checkout_notify_t, const char *path, const git_diff_file *, const git_diff_file *,
                    const git_diff_file *, void *payload)
{
    static_cast<QStringList *>(payload)->append(QString::fromUtf8(path));
    return 0;
}

} // namespace

Result<void> checkoutTree(const OpenRepository &repo, git_tree *tree, const QString &operation)
{
    git_checkout_options options;
    git_checkout_options_init(&options, GIT_CHECKOUT_OPTIONS_VERSION);
    options.checkout_strategy = GIT_CHECKOUT_SAFE;
    QStringList conflicts;
    options.notify_flags = GIT_CHECKOUT_NOTIFY_CONFLICT;
    options.notify_cb = collectConflict;
    options.notify_payload = &conflicts;
    const int rc = git_checkout_tree(repo.repository.get(), reinterpret_cast<git_object *>(tree), &options);
    if (rc == GIT_ECONFLICT || !conflicts.isEmpty())
        return gitError(repo.workdir, Git::tr("%1: these files in %2 have changes that are not committed and would be "
                                              "overwritten: %3")
                                          .arg(operation, repo.workdir, conflicts.join(u", "_s)));
    if (rc < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot update the work tree of %2").arg(operation, repo.workdir));
    return Ok{};
}

Result<void> moveBranch(const OpenRepository &repo, const git_oid &commit, const QString &reflog,
                        const QString &operation)
{
    git_reference *rawHead = nullptr;
    if (git_reference_lookup(&rawHead, repo.repository.get(), "HEAD") < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot read HEAD of %2").arg(operation, repo.workdir));
    const ReferencePtr head(rawHead);
    const QByteArray message = reflog.toUtf8();
    if (git_reference_type(head.get()) != GIT_REFERENCE_SYMBOLIC) {
        if (git_repository_set_head_detached(repo.repository.get(), &commit) < 0)
            return gitError(repo.workdir, Git::tr("%1: cannot move HEAD of %2").arg(operation, repo.workdir));
        return Ok{};
    }
    git_reference *rawBranch = nullptr;
    // Creating with force also covers a branch that has no commit yet.
    if (git_reference_create(&rawBranch, repo.repository.get(), git_reference_symbolic_target(head.get()), &commit, 1,
                             message.constData()) < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot move the branch %2 of %3")
                                          .arg(operation, QString::fromUtf8(git_reference_symbolic_target(head.get())),
                                               repo.workdir));
    git_reference_free(rawBranch);
    return Ok{};
}

QByteArray blobBytes(git_repository *repository, const git_oid *id)
{
    if (!id || git_oid_is_zero(id))
        return {};
    git_blob *raw = nullptr;
    if (git_blob_lookup(&raw, repository, id) < 0)
        return {};
    const BlobPtr blob(raw);
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())),
                      qsizetype(git_blob_rawsize(blob.get())));
}

} // namespace heddle::history
