#include <core/history/datasetsync.h>

#include <core/history/historygit_p.h>
#include <core/storage/writelock.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace heddle {

using namespace history;

namespace {

// The remote to use: the configured one ("origin" first), or remote stored as "origin" when there is none.
Result<RemotePtr> chooseRemote(const OpenRepository &repo, const QString &remote, const QString &operation)
{
    git_repository *repository = repo.repository.get();
    git_strarray names = {};
    if (git_remote_list(&names, repository) < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot list the remotes of %2").arg(operation, repo.workdir));
    QStringList configured;
    for (size_t i = 0; i < names.count; ++i)
        configured.append(QString::fromUtf8(names.strings[i]));
    git_strarray_dispose(&names);

    git_remote *raw = nullptr;
    if (configured.isEmpty()) {
        if (remote.trimmed().isEmpty())
            return makeError(Error::Code::NotFound,
                             Git::tr("%1: %2 has no remote; name the shared repository (a folder or a URL)")
                                 .arg(operation, repo.workdir));
        // A folder is stored absolute so that it does not depend on where Heddle runs.
        const QFileInfo folder(remote);
        const QString url = folder.isDir() ? folder.absoluteFilePath() : remote.trimmed();
        const QByteArray encodedUrl = url.toUtf8();
        if (git_remote_create(&raw, repository, "origin", encodedUrl.constData()) < 0)
            return gitError(repo.workdir,
                            Git::tr("%1: cannot add the remote origin (%2) to %3").arg(operation, url, repo.workdir));
        return RemotePtr(raw);
    }
    const QString name = configured.contains(u"origin"_s) ? u"origin"_s : configured.first();
    const QByteArray encodedName = name.toUtf8();
    if (git_remote_lookup(&raw, repository, encodedName.constData()) < 0)
        return gitError(repo.workdir,
                        Git::tr("%1: cannot read the remote %2 of %3").arg(operation, name, repo.workdir));
    return RemotePtr(raw);
}

// A local folder when the URL names one (a path or a file:// URL); empty otherwise.
QString localFolder(const QString &url)
{
    const QUrl parsed(url);
    const QString path = parsed.isLocalFile() ? parsed.toLocalFile() : url;
    return QFileInfo(path).isDir() ? path : QString();
}

struct PushState {
    QStringList rejected;
};

int onPushUpdate(const char *refname, const char *status, void *payload)
{
    if (status)
        static_cast<PushState *>(payload)->rejected.append(QString::fromUtf8(refname) + u": "_s +
                                                           QString::fromUtf8(status));
    return 0;
}

// Pushes branch to remote; the reason when it cannot, as an Error with an empty message when it worked.
Error pushBranch(const OpenRepository &repo, git_remote *remote, const QString &branchRef, const QString &branch)
{
    const QString url = QString::fromUtf8(git_remote_url(remote));
    const QString operation = Git::tr("Pushing %1 to %2").arg(branch, url);
    const QString folder = localFolder(url);
    if (!folder.isEmpty()) {
        git_repository *raw = nullptr;
        const QByteArray encoded = QFile::encodeName(folder);
        if (git_repository_open_ext(&raw, encoded.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) == 0) {
            const RepositoryPtr target(raw);
            if (!git_repository_is_bare(target.get())) {
                git_reference *rawHead = nullptr;
                QString checkedOut;
                if (git_reference_lookup(&rawHead, target.get(), "HEAD") == 0) {
                    if (git_reference_type(rawHead) == GIT_REFERENCE_SYMBOLIC)
                        checkedOut = QString::fromUtf8(git_reference_symbolic_target(rawHead));
                    git_reference_free(rawHead);
                }
                Error error = makeError(
                    Error::Code::Unsupported,
                    checkedOut == branchRef
                        ? Git::tr("%1: the remote %2 is not a bare repository and has %3 checked out, so it cannot "
                                  "take a push; share the dataset through a bare repository (git init --bare)")
                              .arg(operation, url, branch)
                        : Git::tr("%1: the remote %2 is not a bare repository, so it cannot take a push; share the "
                                  "dataset through a bare repository (git init --bare)")
                              .arg(operation, url));
                error.file = url;
                return error;
            }
        }
    }
    git_push_options options;
    git_push_options_init(&options, GIT_PUSH_OPTIONS_VERSION);
    PushState state;
    options.callbacks.push_update_reference = onPushUpdate;
    options.callbacks.payload = &state;
    const QByteArray spec = (branchRef + u':' + branchRef).toUtf8();
    char *specs[] = {const_cast<char *>(spec.constData())};
    const git_strarray refspecs = {specs, 1};
    if (git_remote_push(remote, &refspecs, &options) < 0) {
        Error error = gitError(url, Git::tr("%1: the push failed").arg(operation));
        return error;
    }
    if (!state.rejected.isEmpty()) {
        Error error = makeError(
            Error::Code::Git,
            Git::tr("%1: the remote refused the push (sync again to take its new commits first)").arg(operation),
            state.rejected.join(u'\n'));
        error.file = url;
        return error;
    }
    // Lets `git status` on the command line say how the branch stands against the remote.
    git_reference *rawBranch = nullptr;
    if (git_reference_lookup(&rawBranch, repo.repository.get(), branchRef.toUtf8().constData()) == 0) {
        const QByteArray upstream = (QString::fromUtf8(git_remote_name(remote)) + u'/' + branch).toUtf8();
        git_branch_set_upstream(rawBranch, upstream.constData());
        git_reference_free(rawBranch);
    }
    return Error{};
}

Error uncommittedError(const OpenRepository &repo, const QStringList &paths, const QString &operation)
{
    QStringList shown;
    for (const QString &path : paths) {
        const QString inDataset = toDatasetPath(repo, path);
        shown.append(inDataset.isEmpty() ? path : inDataset);
    }
    Error error = makeError(Error::Code::Unsupported,
                            Git::tr("%1: these files have changes that are not committed; save or discard them "
                                    "first: %2")
                                .arg(operation, shown.join(u", "_s)),
                            paths.join(u'\n'));
    error.file = repo.workdir;
    return error;
}

struct PreparedRemote {
    OpenRepository repo;
    RemotePtr remote;
    QString branchRef; // refs/heads/<branch>
    QString branch;
    QString remoteName;
    QString url;
};

Result<PreparedRemote> prepare(const QString &datasetRoot, const QString &remote, const QString &operation)
{
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, operation);
    if (!repo)
        return repo.error();
    Result<QString> branchRef = currentBranch(*repo, operation);
    if (!branchRef)
        return branchRef.error();
    Result<QStringList> dirty = uncommittedPaths(*repo, operation);
    if (!dirty)
        return dirty.error();
    if (!dirty->isEmpty())
        return uncommittedError(*repo, *dirty, operation);
    Result<RemotePtr> chosen = chooseRemote(*repo, remote, operation);
    if (!chosen)
        return chosen.error();
    PreparedRemote prepared;
    prepared.repo = std::move(*repo);
    prepared.remote = std::move(*chosen);
    prepared.branchRef = *branchRef;
    prepared.branch = prepared.branchRef.startsWith(u"refs/heads/"_s) ? prepared.branchRef.mid(11) : prepared.branchRef;
    prepared.remoteName = QString::fromUtf8(git_remote_name(prepared.remote.get()));
    prepared.url = QString::fromUtf8(git_remote_url(prepared.remote.get()));
    return prepared;
}

// The commit of the remote-tracking branch for the current branch; null when the remote has no such branch.
Result<CommitPtr> trackingCommit(const PreparedRemote &p, const QString &operation)
{
    const QByteArray name = (u"refs/remotes/"_s + p.remoteName + u'/' + p.branch).toUtf8();
    git_oid id;
    const int rc = git_reference_name_to_id(&id, p.repo.repository.get(), name.constData());
    if (rc == GIT_ENOTFOUND)
        return CommitPtr();
    git_commit *raw = nullptr;
    if (rc < 0 || git_commit_lookup(&raw, p.repo.repository.get(), &id) < 0)
        return gitError(p.repo.workdir, Git::tr("%1: cannot read %2/%3").arg(operation, p.remoteName, p.branch));
    return CommitPtr(raw);
}

QList<SyncConflict> conflictsOf(const OpenRepository &repo, git_index *index)
{
    QList<SyncConflict> conflicts;
    git_index_conflict_iterator *rawIterator = nullptr;
    if (git_index_conflict_iterator_new(&rawIterator, index) < 0)
        return conflicts;
    const ConflictIteratorPtr iterator(rawIterator);
    const git_index_entry *ancestor = nullptr, *ours = nullptr, *theirs = nullptr;
    git_repository *repository = repo.repository.get();
    while (git_index_conflict_next(&ancestor, &ours, &theirs, iterator.get()) == 0) {
        SyncConflict conflict;
        const git_index_entry *any = ours ? ours : theirs ? theirs : ancestor;
        conflict.repositoryPath = QString::fromUtf8(any->path);
        conflict.path = toDatasetPath(repo, conflict.repositoryPath);
        conflict.inOurs = ours;
        conflict.inTheirs = theirs;
        conflict.inBase = ancestor;
        conflict.ours = ours ? blobBytes(repository, &ours->id) : QByteArray();
        conflict.theirs = theirs ? blobBytes(repository, &theirs->id) : QByteArray();
        conflict.base = ancestor ? blobBytes(repository, &ancestor->id) : QByteArray();
        conflicts.append(conflict);
    }
    return conflicts;
}

// Commits tree with parents ours and theirs, brings the work tree to it, then moves the branch.
Result<QString> commitMerge(const PreparedRemote &p, git_index *index, git_commit *ours, git_commit *theirs,
                            const CommitAuthor &author, const QString &operation)
{
    git_repository *repository = p.repo.repository.get();
    Result<SignaturePtr> signature = makeSignature(p.repo, author, operation);
    if (!signature)
        return signature.error();
    git_oid treeId;
    if (git_index_write_tree_to(&treeId, index, repository) < 0)
        return gitError(p.repo.workdir, Git::tr("%1: cannot write the merged tree").arg(operation));
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repository, &treeId) < 0)
        return gitError(p.repo.workdir, Git::tr("%1: cannot read the merged tree").arg(operation));
    const TreePtr tree(rawTree);
    const QByteArray message = (u"Merge %1 into %2\n"_s.arg(p.remoteName, p.branch)).toUtf8();
    const git_commit *parents[] = {ours, theirs};
    git_oid commitId;
    if (git_commit_create(&commitId, repository, nullptr, signature->get(), signature->get(), nullptr,
                          message.constData(), tree.get(), 2, parents) < 0)
        return gitError(p.repo.workdir, Git::tr("%1: cannot make the merge commit").arg(operation));
    if (Result<void> checkout = checkoutTree(p.repo, tree.get(), operation); !checkout)
        return checkout.error();
    if (Result<void> moved = moveBranch(p.repo, commitId, u"merge "_s + p.remoteName + u'/' + p.branch, operation);
        !moved)
        return moved.error();
    return oidToString(commitId);
}

void finishWithPush(const PreparedRemote &p, SyncResult &result, git_commit *theirs)
{
    if (result.headCommit.isEmpty())
        return;
    if (theirs && oidToString(*git_commit_id(theirs)) == result.headCommit) {
        result.pushed = true;
        return;
    }
    result.pushError = pushBranch(p.repo, p.remote.get(), p.branchRef, p.branch);
    result.pushed = result.pushError.message.isEmpty();
}

SyncResult baseResult(const PreparedRemote &p)
{
    SyncResult result;
    result.remoteName = p.remoteName;
    result.remoteUrl = p.url;
    result.branch = p.branch;
    return result;
}

} // namespace

Result<SyncResult> syncDataset(const QString &datasetRoot, const QString &remote, const CommitAuthor &author)
{
    const QString operation = Git::tr("Syncing %1").arg(datasetRoot);
    // A merge rewrites the work tree: no other writer of the dataset may be halfway through.
    Result<DatasetWriteLock> lock = lockDatasetForWriting(datasetRoot);
    if (!lock)
        return lock.error();
    Result<PreparedRemote> prepared = prepare(datasetRoot, remote, operation);
    if (!prepared)
        return prepared.error();
    PreparedRemote &p = *prepared;
    git_repository *repository = p.repo.repository.get();

    git_fetch_options fetchOptions;
    git_fetch_options_init(&fetchOptions, GIT_FETCH_OPTIONS_VERSION);
    if (git_remote_fetch(p.remote.get(), nullptr, &fetchOptions, nullptr) < 0)
        return gitError(p.url, Git::tr("%1: cannot fetch from %2").arg(operation, p.url));

    SyncResult result = baseResult(p);
    Result<CommitPtr> ours = headCommit(p.repo, operation);
    if (!ours)
        return ours.error();
    Result<CommitPtr> theirs = trackingCommit(p, operation);
    if (!theirs)
        return theirs.error();
    if (*ours)
        result.headCommit = oidToString(*git_commit_id(ours->get()));
    if (*theirs)
        result.theirCommit = oidToString(*git_commit_id(theirs->get()));

    enum class Step {
        Nothing,
        FastForward,
        Merge
    } step = Step::Nothing;
    if (*theirs && !*ours) {
        step = Step::FastForward;
    } else if (*theirs && result.headCommit != result.theirCommit) {
        git_oid base;
        const int rc = git_merge_base(&base, repository, git_commit_id(ours->get()), git_commit_id(theirs->get()));
        if (rc == GIT_ENOTFOUND)
            return makeError(
                Error::Code::Git,
                Git::tr("%1: %2 and %3/%4 have no history in common").arg(operation, p.branch, p.remoteName, p.branch));
        if (rc < 0)
            return gitError(
                p.repo.workdir,
                Git::tr("%1: cannot find the common ancestor with %2/%3").arg(operation, p.remoteName, p.branch));
        if (git_oid_equal(&base, git_commit_id(ours->get())))
            step = Step::FastForward;
        else if (!git_oid_equal(&base, git_commit_id(theirs->get())))
            step = Step::Merge;
    }

    if (step == Step::FastForward) {
        git_tree *rawTree = nullptr;
        if (git_commit_tree(&rawTree, theirs->get()) < 0)
            return gitError(p.repo.workdir,
                            Git::tr("%1: cannot read the tree of %2/%3").arg(operation, p.remoteName, p.branch));
        const TreePtr tree(rawTree);
        if (Result<void> checkout = checkoutTree(p.repo, tree.get(), operation); !checkout)
            return checkout.error();
        if (Result<void> moved = moveBranch(p.repo, *git_commit_id(theirs->get()),
                                            u"fast-forward to "_s + p.remoteName + u'/' + p.branch, operation);
            !moved)
            return moved.error();
        result.outcome = SyncResult::Outcome::FastForwarded;
        result.headCommit = result.theirCommit;
    } else if (step == Step::Merge) {
        git_merge_options mergeOptions;
        git_merge_options_init(&mergeOptions, GIT_MERGE_OPTIONS_VERSION);
        git_index *rawIndex = nullptr;
        if (git_merge_commits(&rawIndex, repository, ours->get(), theirs->get(), &mergeOptions) < 0)
            return gitError(p.repo.workdir, Git::tr("%1: cannot merge %2/%3").arg(operation, p.remoteName, p.branch));
        const IndexPtr index(rawIndex);
        if (git_index_has_conflicts(index.get())) {
            result.outcome = SyncResult::Outcome::Conflicts;
            result.conflicts = conflictsOf(p.repo, index.get());
            return result;
        }
        Result<QString> merged = commitMerge(p, index.get(), ours->get(), theirs->get(), author, operation);
        if (!merged)
            return merged.error();
        result.outcome = SyncResult::Outcome::Merged;
        result.headCommit = *merged;
    }
    finishWithPush(p, result, theirs->get());
    return result;
}

Result<SyncResult> resolveConflicts(const QString &datasetRoot, const QHash<QString, QByteArray> &resolutions,
                                    const CommitAuthor &author)
{
    const QString operation = Git::tr("Completing the merge in %1").arg(datasetRoot);
    // A merge rewrites the work tree: no other writer of the dataset may be halfway through.
    Result<DatasetWriteLock> lock = lockDatasetForWriting(datasetRoot);
    if (!lock)
        return lock.error();
    Result<PreparedRemote> prepared = prepare(datasetRoot, QString(), operation);
    if (!prepared)
        return prepared.error();
    PreparedRemote &p = *prepared;
    git_repository *repository = p.repo.repository.get();
    Result<CommitPtr> ours = headCommit(p.repo, operation);
    if (!ours)
        return ours.error();
    Result<CommitPtr> theirs = trackingCommit(p, operation);
    if (!theirs)
        return theirs.error();
    const auto nothingToMerge = [&] {
        return makeError(
            Error::Code::Git,
            Git::tr("%1: there is no merge to complete with %2/%3; sync again").arg(operation, p.remoteName, p.branch));
    };
    if (!*ours || !*theirs)
        return nothingToMerge();
    git_oid base;
    if (git_merge_base(&base, repository, git_commit_id(ours->get()), git_commit_id(theirs->get())) < 0 ||
        git_oid_equal(&base, git_commit_id(ours->get())) || git_oid_equal(&base, git_commit_id(theirs->get())))
        return nothingToMerge();

    git_merge_options mergeOptions;
    git_merge_options_init(&mergeOptions, GIT_MERGE_OPTIONS_VERSION);
    git_index *rawIndex = nullptr;
    if (git_merge_commits(&rawIndex, repository, ours->get(), theirs->get(), &mergeOptions) < 0)
        return gitError(p.repo.workdir, Git::tr("%1: cannot merge %2/%3").arg(operation, p.remoteName, p.branch));
    const IndexPtr index(rawIndex);

    const QList<SyncConflict> conflicts = conflictsOf(p.repo, index.get());
    QStringList missing;
    for (const SyncConflict &conflict : conflicts) {
        if (!resolutions.contains(conflict.path) && !resolutions.contains(conflict.repositoryPath))
            missing.append(conflict.path.isEmpty() ? conflict.repositoryPath : conflict.path);
    }
    if (!missing.isEmpty())
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: these files still need a choice: %2").arg(operation, missing.join(u", "_s)));
    for (const SyncConflict &conflict : conflicts) {
        const QByteArray bytes = resolutions.contains(conflict.path) && !conflict.path.isEmpty()
                                     ? resolutions.value(conflict.path)
                                     : resolutions.value(conflict.repositoryPath);
        const QByteArray path = conflict.repositoryPath.toUtf8();
        // Keep the file's mode (an executable test stays executable).
        uint32_t mode = GIT_FILEMODE_BLOB;
        if (const git_index_entry *entry = git_index_get_bypath(index.get(), path.constData(), 2))
            mode = entry->mode;
        else if (const git_index_entry *entry = git_index_get_bypath(index.get(), path.constData(), 3))
            mode = entry->mode;
        git_oid blob;
        if (git_blob_create_from_buffer(&blob, repository, bytes.constData(), size_t(bytes.size())) < 0)
            return gitError(
                p.repo.workdir,
                Git::tr("%1: cannot store the chosen version of %2").arg(operation, conflict.repositoryPath));
        git_index_entry entry = {};
        entry.mode = mode;
        entry.id = blob;
        entry.path = path.constData();
        if (git_index_conflict_remove(index.get(), path.constData()) < 0 || git_index_add(index.get(), &entry) < 0)
            return gitError(
                p.repo.workdir,
                Git::tr("%1: cannot take the chosen version of %2").arg(operation, conflict.repositoryPath));
    }
    if (git_index_has_conflicts(index.get()))
        return makeError(Error::Code::Git, Git::tr("%1: the merge still has conflicts").arg(operation));

    SyncResult result = baseResult(p);
    result.theirCommit = oidToString(*git_commit_id(theirs->get()));
    Result<QString> merged = commitMerge(p, index.get(), ours->get(), theirs->get(), author, operation);
    if (!merged)
        return merged.error();
    result.outcome = SyncResult::Outcome::Merged;
    result.headCommit = *merged;
    finishWithPush(p, result, theirs->get());
    return result;
}

} // namespace heddle
