#include <core/history/datasethistory.h>

#include <core/git/gitrepository.h>
#include <core/history/historygit_p.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/util/diskwatch.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <map>
#include <set>

using namespace Qt::StringLiterals;

namespace heddle {

using namespace history;

namespace {

// Heddle keeps drafts and per-user state outside the dataset, so only editors' own leftovers stay out of git.
constexpr char kGitignore[] = "# Editor backup and swap files; every other file of the dataset belongs in git.\n"
                              "*~\n"
                              ".*.swp\n"
                              ".*.swo\n"
                              ".#*\n";

// Task repositories kept inside the dataset (repos/<name> of the demo, clones next to the tasks) have histories of
// their own: the dataset's history leaves them out instead of swallowing them.
QByteArray nestedRepositoriesIgnore(const QString &root)
{
    QByteArray lines;
    QStringList pending{root};
    while (!pending.isEmpty()) {
        const QString folder = pending.takeFirst();
        const QFileInfoList children =
            QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks, QDir::Name);
        for (const QFileInfo &child : children) {
            if (child.fileName() == u".git")
                continue;
            if (QFileInfo::exists(child.filePath() + u"/.git"_s)) {
                lines += '/' + QDir(root).relativeFilePath(child.filePath()).toUtf8() + "/\n";
                continue;
            }
            pending.append(child.filePath());
        }
    }
    if (lines.isEmpty())
        return {};
    return "# Repositories of their own inside the dataset.\n" + lines;
}

QString ensureFinalNewline(const QString &message)
{
    return message.endsWith(u'\n') ? message : message + u'\n';
}

// Why a commit failed when trying again may succeed: a git command (a shell prompt's `git status`, an editor) held
// index.lock, or another commit moved the branch's tip after this one read it.
enum class Transient {
    None,
    IndexLocked,
    TipMoved
};

// Stages the changes below each repository path and commits exactly those, on top of HEAD.
Result<CommitResult> commitRepositoryPaths(const OpenRepository &repo, const QStringList &repositoryPaths,
                                           const CommitAuthor &author, const QString &message, const QString &operation,
                                           const SavedFiles &saved = {}, Transient *transient = nullptr)
{
    git_repository *repository = repo.repository.get();
    Result<SignaturePtr> signature = makeSignature(repo, author, operation);
    if (!signature)
        return signature.error();
    Result<CommitPtr> head = headCommit(repo, operation);
    if (!head)
        return head.error();
    TreePtr headTree;
    if (*head) {
        git_tree *raw = nullptr;
        if (git_commit_tree(&raw, head->get()) < 0)
            return gitError(repo.workdir,
                            Git::tr("%1: cannot read the tree of HEAD in %2").arg(operation, repo.workdir));
        headTree.reset(raw);
    }

    git_index *rawIndex = nullptr;
    if (git_repository_index(&rawIndex, repository) < 0 || git_index_read(rawIndex, 0) < 0) {
        git_index_free(rawIndex);
        return gitError(repo.workdir, Git::tr("%1: cannot read the index of %2").arg(operation, repo.workdir));
    }
    const IndexPtr index(rawIndex);

    // The status list finds added, modified and deleted files below each path (ignored files excluded), both in the
    // work tree and already staged; paths are literal, and a folder matches everything below it.
    std::set<QString> changed;
    for (const QString &path : repositoryPaths) {
        git_status_options options;
        git_status_options_init(&options, GIT_STATUS_OPTIONS_VERSION);
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR;
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS |
                        GIT_STATUS_OPT_DISABLE_PATHSPEC_MATCH | GIT_STATUS_OPT_EXCLUDE_SUBMODULES;
        const QByteArray encoded = path.toUtf8();
        char *spec = const_cast<char *>(encoded.constData());
        if (!path.isEmpty())
            options.pathspec = {&spec, 1};
        git_status_list *rawList = nullptr;
        if (git_status_list_new(&rawList, repository, &options) < 0)
            return gitError(repo.workdir, Git::tr("%1: cannot read the status of %2 in %3")
                                              .arg(operation, path.isEmpty() ? u"."_s : path, repo.workdir));
        const StatusListPtr list(rawList);
        const size_t count = git_status_list_entrycount(list.get());
        for (size_t i = 0; i < count; ++i) {
            const git_status_entry *entry = git_status_byindex(list.get(), i);
            if (!entry || entry->status == GIT_STATUS_CURRENT || (entry->status & GIT_STATUS_IGNORED))
                continue;
            for (const git_diff_delta *delta : {entry->head_to_index, entry->index_to_workdir}) {
                if (!delta)
                    continue;
                if (delta->old_file.path)
                    changed.insert(QString::fromUtf8(delta->old_file.path));
                if (delta->new_file.path)
                    changed.insert(QString::fromUtf8(delta->new_file.path));
            }
        }
    }

    // A saved file is committed as it was saved, also when the work tree has moved on (or back) since.
    std::map<QString, const std::optional<QByteArray> *> savedByPath;
    for (const auto &[path, bytes] : saved) {
        savedByPath[path] = &bytes;
        changed.insert(path);
    }

    // Stage: the index must end up as `git add -A -- paths` would leave it, so that the git command line agrees.
    for (const QString &path : changed) {
        const QByteArray encoded = path.toUtf8();
        if (const auto it = savedByPath.find(path); it != savedByPath.end()) {
            const std::optional<QByteArray> &bytes = *it->second;
            int rc = 0;
            if (!bytes) {
                if (git_index_get_bypath(index.get(), encoded.constData(), 0))
                    rc = git_index_remove_bypath(index.get(), encoded.constData());
            } else {
                // No stat data: git compares the work tree's file by content, never by a time stamp that belongs
                // to other bytes.
                git_index_entry entry{};
                const git_index_entry *existing = git_index_get_bypath(index.get(), encoded.constData(), 0);
                entry.mode = existing ? existing->mode : static_cast<uint32_t>(GIT_FILEMODE_BLOB);
                entry.path = encoded.constData();
                rc = git_blob_create_from_buffer(&entry.id, repository, bytes->constData(), size_t(bytes->size()));
                if (rc == 0)
                    rc = git_index_add(index.get(), &entry);
            }
            if (rc < 0)
                return gitError(repo.workdir, Git::tr("%1: cannot stage %2 in %3").arg(operation, path, repo.workdir));
            continue;
        }
        const QFileInfo onDisk(repo.workdir + u'/' + path);
        const bool exists = onDisk.exists() || onDisk.isSymLink();
        const int rc = exists ? git_index_add_bypath(index.get(), encoded.constData())
                              : git_index_remove_bypath(index.get(), encoded.constData());
        if (rc < 0)
            return gitError(repo.workdir, Git::tr("%1: cannot stage %2 in %3").arg(operation, path, repo.workdir));
    }
    if (!changed.empty()) {
        if (const int rc = git_index_write(index.get()); rc < 0) {
            if (transient && rc == GIT_ELOCKED)
                *transient = Transient::IndexLocked;
            return gitError(repo.workdir, Git::tr("%1: cannot write the index of %2").arg(operation, repo.workdir));
        }
    }

    // The commit's tree is HEAD's tree with only these paths taken from the index: other staged changes stay staged.
    git_index *rawTreeIndex = nullptr;
    if (git_index_new(&rawTreeIndex) < 0)
        return gitError(repo.workdir, Git::tr("%1: out of memory").arg(operation));
    const IndexPtr treeIndex(rawTreeIndex);
    if (headTree && git_index_read_tree(treeIndex.get(), headTree.get()) < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot read the tree of HEAD in %2").arg(operation, repo.workdir));
    for (const QString &path : changed) {
        const QByteArray encoded = path.toUtf8();
        const git_index_entry *staged = git_index_get_bypath(index.get(), encoded.constData(), 0);
        const int rc = staged ? git_index_add(treeIndex.get(), staged)
                              : (git_index_get_bypath(treeIndex.get(), encoded.constData(), 0)
                                     ? git_index_remove(treeIndex.get(), encoded.constData(), 0)
                                     : 0);
        if (rc < 0)
            return gitError(repo.workdir,
                            Git::tr("%1: cannot add %2 to the commit in %3").arg(operation, path, repo.workdir));
    }
    git_oid treeId;
    if (git_index_write_tree_to(&treeId, treeIndex.get(), repository) < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot write the tree in %2").arg(operation, repo.workdir));

    CommitResult result;
    if (headTree && git_oid_equal(&treeId, git_tree_id(headTree.get()))) {
        result.outcome = CommitResult::Outcome::NothingToCommit;
        result.commitId = oidToString(*git_commit_id(head->get()));
        return result;
    }
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repository, &treeId) < 0)
        return gitError(repo.workdir, Git::tr("%1: cannot read the new tree in %2").arg(operation, repo.workdir));
    const TreePtr tree(rawTree);
    const git_commit *parents[] = {head->get()};
    const QByteArray text = ensureFinalNewline(message).toUtf8();
    git_oid commitId;
    if (const int rc = git_commit_create(&commitId, repository, "HEAD", signature->get(), signature->get(), nullptr,
                                         text.constData(), tree.get(), *head ? 1 : 0, parents);
        rc < 0) {
        if (transient && (rc == GIT_EMODIFIED || rc == GIT_ELOCKED))
            *transient = rc == GIT_ELOCKED ? Transient::IndexLocked : Transient::TipMoved;
        return gitError(repo.workdir, Git::tr("%1: cannot commit in %2").arg(operation, repo.workdir));
    }
    result.outcome = CommitResult::Outcome::Committed;
    result.commitId = oidToString(commitId);
    return result;
}

Result<CommitPtr> lookupCommit(const OpenRepository &repo, const QString &commitId, const QString &operation)
{
    git_object *raw = nullptr;
    const QByteArray spec = commitId.toUtf8();
    if (commitId.isEmpty() || git_revparse_single(&raw, repo.repository.get(), spec.constData()) < 0) {
        Error error =
            gitError(repo.workdir, Git::tr("%1: the commit %2 is not in %3").arg(operation, commitId, repo.workdir));
        error.code = Error::Code::NotFound;
        return error;
    }
    const ObjectPtr object(raw);
    git_object *peeled = nullptr;
    if (git_object_peel(&peeled, object.get(), GIT_OBJECT_COMMIT) < 0)
        return gitError(repo.workdir, Git::tr("%1: %2 is not a commit in %3").arg(operation, commitId, repo.workdir));
    return CommitPtr(reinterpret_cast<git_commit *>(peeled));
}

// The id of the tree or blob at path in commit's tree; zero when it is absent.
git_oid entryAt(git_commit *commit, const QByteArray &path)
{
    git_oid id = {};
    git_tree *rawTree = nullptr;
    if (git_commit_tree(&rawTree, commit) < 0)
        return id;
    const TreePtr tree(rawTree);
    if (path.isEmpty()) {
        git_oid_cpy(&id, git_tree_id(tree.get()));
        return id;
    }
    git_tree_entry *entry = nullptr;
    if (git_tree_entry_bypath(&entry, tree.get(), path.constData()) == 0) {
        git_oid_cpy(&id, git_tree_entry_id(entry));
        git_tree_entry_free(entry);
    }
    return id;
}

HistoryEntry toEntry(git_commit *commit)
{
    HistoryEntry entry;
    entry.id = oidToString(*git_commit_id(commit));
    entry.shortId = entry.id.left(7);
    const git_signature *author = git_commit_author(commit);
    entry.authorName = QString::fromUtf8(author->name);
    entry.authorEmail = QString::fromUtf8(author->email);
    entry.time = QDateTime::fromSecsSinceEpoch(author->when.time, Qt::OffsetFromUTC, author->when.offset * 60);
    entry.message = QString::fromUtf8(git_commit_message(commit));
    const char *summary = git_commit_summary(commit);
    entry.summary = summary ? QString::fromUtf8(summary) : entry.message.section(u'\n', 0, 0);
    entry.parentCount = int(git_commit_parentcount(commit));
    return entry;
}

} // namespace

Result<DatasetRepository> datasetRepository(const QString &datasetRoot)
{
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, Git::tr("Finding the repository"));
    if (!repo) {
        if (repo.error().code == Error::Code::NotFound && QFileInfo(datasetRoot).isDir())
            return DatasetRepository{};
        return repo.error();
    }
    return DatasetRepository{true, repo->workdir, repo->datasetPath};
}

Result<DatasetRepository> initDatasetRepository(const QString &datasetRoot, const CommitAuthor &author)
{
    const QString operation = Git::tr("Starting the history of %1").arg(datasetRoot);
    Result<DatasetRepository> existing = datasetRepository(datasetRoot);
    if (!existing)
        return existing.error();
    if (existing->inRepository)
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: the dataset is already in the git repository %2").arg(operation, existing->root));
    if (author.name.trimmed().isEmpty() || author.email.trimmed().isEmpty())
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: a commit needs the author's name and email").arg(operation));

    const QString root = QFileInfo(datasetRoot).canonicalFilePath();
    const QString ignoreFile = root + u"/.gitignore"_s;
    const bool writeIgnore = !QFileInfo::exists(ignoreFile);
    if (writeIgnore) {
        // Never over a .gitignore that appeared meanwhile: it is the curator's.
        const QByteArray ignore = QByteArray(kGitignore) + nestedRepositoriesIgnore(root);
        if (Result<void> written = writeNewFile(ignoreFile, ignore); !written) {
            Error error = written.error();
            error.message = Git::tr("%1: cannot write %2").arg(operation, ignoreFile);
            return error;
        }
    }
    // A failure after git init removes what this function made, so that a retry starts clean.
    auto undo = [&] {
        QDir(root + u"/.git"_s).removeRecursively();
        if (writeIgnore)
            QFile::remove(ignoreFile);
    };

    git_repository *raw = nullptr;
    const QByteArray encoded = QFile::encodeName(root);
    if (git_repository_init(&raw, encoded.constData(), 0) < 0) {
        Error error = gitError(root, Git::tr("%1: git init failed").arg(operation));
        undo();
        return error;
    }
    git_repository_free(raw);
    Result<OpenRepository> repo = openDatasetRepository(root, operation);
    if (!repo) {
        undo();
        return repo.error();
    }
    Result<CommitResult> commit =
        commitRepositoryPaths(*repo, {QString()}, author, Git::tr("Start the history of the dataset"), operation);
    if (!commit) {
        repo->repository.reset();
        undo();
        return commit.error();
    }
    return DatasetRepository{true, repo->workdir, repo->datasetPath};
}

Result<CommitResult> commitPaths(const QString &datasetRoot, const QStringList &paths, const CommitAuthor &author,
                                 const QString &message, const SavedFiles &saved)
{
    const QString operation = Git::tr("Committing in %1").arg(datasetRoot);
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, operation);
    if (!repo)
        return repo.error();
    if (paths.isEmpty())
        return makeError(Error::Code::Unsupported, Git::tr("%1: no files were named").arg(operation));
    if (message.trimmed().isEmpty())
        return makeError(Error::Code::Unsupported, Git::tr("%1: the commit message is empty").arg(operation));
    QStringList repositoryPaths;
    for (const QString &path : paths) {
        const std::optional<QString> inRepository = toRepositoryPath(*repo, path);
        if (!inRepository) {
            Error error = makeError(Error::Code::Unsupported,
                                    Git::tr("%1: %2 is outside the dataset folder").arg(operation, path));
            error.file = path;
            return error;
        }
        repositoryPaths.append(*inRepository);
    }
    SavedFiles savedInRepository;
    for (const auto &[path, bytes] : saved)
        if (const std::optional<QString> inRepository = toRepositoryPath(*repo, path))
            savedInRepository.append({*inRepository, bytes});
    // Under the writer lock no other Heddle commits meanwhile; git commands outside Heddle may still hold the index
    // or move the tip, so a commit tries again for a while and says so.
    Result<DatasetWriteLock> lock = lockDatasetForWriting(datasetRoot);
    if (!lock)
        return lock.error();
    constexpr int kAttempts = 40;
    int retries = 0;
    Transient last = Transient::None;
    for (int attempt = 1;; ++attempt) {
        Transient transient = Transient::None;
        Result<CommitResult> done =
            commitRepositoryPaths(*repo, repositoryPaths, author, message, operation, savedInRepository, &transient);
        if (done) {
            done->retries = retries;
            if (retries > 0)
                done->retryReason = last == Transient::IndexLocked
                                        ? Git::tr("git's index.lock was held by another git command")
                                        : Git::tr("the branch's tip moved while committing");
            return done;
        }
        if (transient == Transient::None || attempt == kAttempts) {
            Error e = done.error();
            if (transient == Transient::IndexLocked)
                e.message += Git::tr(" (index.lock is still held after %1 attempts: if no git command is running, "
                                     "remove %2)")
                                 .arg(attempt)
                                 .arg(repo->workdir + u"/.git/index.lock"_s);
            return e;
        }
        last = transient;
        ++retries;
        QThread::msleep(std::min(25 * attempt, 500));
    }
}

SavedFiles readSavedFiles(const QString &datasetRoot, const QStringList &paths)
{
    constexpr qint64 kLargest = qint64(4) * 1024 * 1024;
    SavedFiles saved;
    for (const QString &path : paths) {
        const QFileInfo info(DatasetLayout(datasetRoot).at(path));
        if (!info.exists() && !info.isSymLink()) {
            saved.append({path, std::nullopt});
            continue;
        }
        if (!info.isFile() || info.isSymLink() || info.size() > kLargest)
            continue;
        noteDiskAccess(info.filePath(), DiskAccess::Read);
        QFile file(info.filePath());
        if (file.open(QIODevice::ReadOnly))
            saved.append({path, file.readAll()});
    }
    return saved;
}

Result<QList<HistoryEntry>> taskHistory(const QString &datasetRoot, const QString &taskId, int limit)
{
    const QString operation = Git::tr("Reading the history of task %1").arg(taskId);
    static const QRegularExpression idPattern(u"^[A-Za-z0-9][A-Za-z0-9._+-]*$"_s);
    if (!idPattern.match(taskId).hasMatch())
        return makeError(Error::Code::Unsupported, Git::tr("%1: %2 is not a task id").arg(operation, taskId));
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, operation);
    if (!repo)
        return repo.error();
    Result<CommitPtr> head = headCommit(*repo, operation);
    if (!head)
        return head.error();
    QList<HistoryEntry> entries;
    if (!*head)
        return entries;

    git_revwalk *rawWalk = nullptr;
    if (git_revwalk_new(&rawWalk, repo->repository.get()) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot walk the history of %2").arg(operation, repo->workdir));
    const RevwalkPtr walk(rawWalk);
    git_revwalk_sorting(walk.get(), GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME);
    if (git_revwalk_push(walk.get(), git_commit_id(head->get())) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot walk the history of %2").arg(operation, repo->workdir));

    const QByteArray prefix = (*toRepositoryPath(*repo, DatasetLayout::taskFolder(taskId))).toUtf8();
    git_oid id;
    while (git_revwalk_next(&id, walk.get()) == 0) {
        git_commit *rawCommit = nullptr;
        if (git_commit_lookup(&rawCommit, repo->repository.get(), &id) < 0)
            return gitError(repo->workdir,
                            Git::tr("%1: cannot read commit %2 in %3").arg(operation, oidToString(id), repo->workdir));
        const CommitPtr commit(rawCommit);
        // As git log -- path does: a commit counts when the task folder differs from every parent's.
        const git_oid here = entryAt(commit.get(), prefix);
        const unsigned parentCount = git_commit_parentcount(commit.get());
        bool touched = !git_oid_is_zero(&here);
        for (unsigned i = 0; i < parentCount && touched; ++i) {
            git_commit *rawParent = nullptr;
            if (git_commit_parent(&rawParent, commit.get(), i) < 0)
                return gitError(
                    repo->workdir,
                    Git::tr("%1: cannot read a parent of %2 in %3").arg(operation, oidToString(id), repo->workdir));
            const CommitPtr parent(rawParent);
            const git_oid there = entryAt(parent.get(), prefix);
            touched = !git_oid_equal(&here, &there);
        }
        if (parentCount > 0 && git_oid_is_zero(&here)) {
            // Deleted here: it counts when any parent still had the folder.
            git_commit *rawParent = nullptr;
            if (git_commit_parent(&rawParent, commit.get(), 0) == 0) {
                const CommitPtr parent(rawParent);
                const git_oid there = entryAt(parent.get(), prefix);
                touched = !git_oid_is_zero(&there);
            }
        }
        if (!touched)
            continue;
        entries.append(toEntry(commit.get()));
        if (limit > 0 && entries.size() >= limit)
            break;
    }
    return entries;
}

Result<QString> commitDiff(const QString &datasetRoot, const QString &commitId, const QString &pathPrefix)
{
    const QString operation = Git::tr("Showing commit %1").arg(commitId.left(7));
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, operation);
    if (!repo)
        return repo.error();
    const std::optional<QString> prefix = toRepositoryPath(*repo, pathPrefix);
    if (!prefix)
        return makeError(Error::Code::Unsupported,
                         Git::tr("%1: %2 is outside the dataset folder").arg(operation, pathPrefix));
    Result<CommitPtr> commit = lookupCommit(*repo, commitId, operation);
    if (!commit)
        return commit.error();
    git_tree *rawTree = nullptr;
    if (git_commit_tree(&rawTree, commit->get()) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot read its tree in %2").arg(operation, repo->workdir));
    const TreePtr tree(rawTree);
    TreePtr parentTree;
    if (git_commit_parentcount(commit->get()) > 0) {
        git_commit *rawParent = nullptr;
        git_tree *rawParentTree = nullptr;
        if (git_commit_parent(&rawParent, commit->get(), 0) < 0 || git_commit_tree(&rawParentTree, rawParent) < 0) {
            git_commit_free(rawParent);
            return gitError(repo->workdir, Git::tr("%1: cannot read its parent in %2").arg(operation, repo->workdir));
        }
        git_commit_free(rawParent);
        parentTree.reset(rawParentTree);
    }

    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    options.flags = GIT_DIFF_DISABLE_PATHSPEC_MATCH;
    const QByteArray encoded = prefix->toUtf8();
    char *spec = const_cast<char *>(encoded.constData());
    if (!prefix->isEmpty())
        options.pathspec = {&spec, 1};
    git_diff *rawDiff = nullptr;
    if (git_diff_tree_to_tree(&rawDiff, repo->repository.get(), parentTree.get(), tree.get(), &options) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot compute the diff in %2").arg(operation, repo->workdir));
    const DiffPtr diff(rawDiff);
    git_buf buffer = GIT_BUF_INIT;
    if (git_diff_to_buf(&buffer, diff.get(), GIT_DIFF_FORMAT_PATCH) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot format the diff in %2").arg(operation, repo->workdir));
    const QString text = QString::fromUtf8(buffer.ptr, qsizetype(buffer.size));
    git_buf_dispose(&buffer);
    return text;
}

Result<CommitResult> revertCommit(const QString &datasetRoot, const QString &commitId, const CommitAuthor &author)
{
    const QString operation = Git::tr("Reverting commit %1").arg(commitId.left(7));
    Result<OpenRepository> repo = openDatasetRepository(datasetRoot, operation);
    if (!repo)
        return repo.error();
    Result<DatasetWriteLock> lock = lockDatasetForWriting(datasetRoot);
    if (!lock)
        return lock.error();
    git_repository *repository = repo->repository.get();
    Result<SignaturePtr> signature = makeSignature(*repo, author, operation);
    if (!signature)
        return signature.error();
    Result<CommitPtr> commit = lookupCommit(*repo, commitId, operation);
    if (!commit)
        return commit.error();
    Result<CommitPtr> head = headCommit(*repo, operation);
    if (!head)
        return head.error();
    if (!*head)
        return makeError(Error::Code::Git, Git::tr("%1: %2 has no commits").arg(operation, repo->workdir));

    git_merge_options mergeOptions;
    git_merge_options_init(&mergeOptions, GIT_MERGE_OPTIONS_VERSION);
    git_index *rawIndex = nullptr;
    const unsigned mainline = git_commit_parentcount(commit->get()) > 1 ? 1 : 0;
    if (git_revert_commit(&rawIndex, repository, commit->get(), head->get(), mainline, &mergeOptions) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot compute the revert in %2").arg(operation, repo->workdir));
    const IndexPtr index(rawIndex);
    if (git_index_has_conflicts(index.get())) {
        QStringList conflicts;
        git_index_conflict_iterator *rawIterator = nullptr;
        if (git_index_conflict_iterator_new(&rawIterator, index.get()) == 0) {
            const ConflictIteratorPtr iterator(rawIterator);
            const git_index_entry *ancestor = nullptr, *ours = nullptr, *theirs = nullptr;
            while (git_index_conflict_next(&ancestor, &ours, &theirs, iterator.get()) == 0) {
                const git_index_entry *any = ours ? ours : theirs ? theirs : ancestor;
                conflicts.append(QString::fromUtf8(any->path));
            }
        }
        conflicts.removeDuplicates();
        Error error = makeError(Error::Code::Git,
                                Git::tr("%1: these files changed since, and undoing the commit would conflict with "
                                        "the later changes: %2")
                                    .arg(operation, conflicts.join(u", "_s)));
        error.file = repo->workdir;
        return error;
    }
    git_oid treeId;
    if (git_index_write_tree_to(&treeId, index.get(), repository) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot write the tree in %2").arg(operation, repo->workdir));
    CommitResult result;
    git_tree *rawHeadTree = nullptr;
    if (git_commit_tree(&rawHeadTree, head->get()) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot read HEAD in %2").arg(operation, repo->workdir));
    const TreePtr headTree(rawHeadTree);
    if (git_oid_equal(&treeId, git_tree_id(headTree.get()))) {
        result.outcome = CommitResult::Outcome::NothingToCommit;
        result.commitId = oidToString(*git_commit_id(head->get()));
        return result;
    }
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repository, &treeId) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot read the new tree in %2").arg(operation, repo->workdir));
    const TreePtr tree(rawTree);

    const QString summary = QString::fromUtf8(git_commit_summary(commit->get()));
    const QString message =
        u"Revert \"%1\"\n\nThis reverts commit %2.\n"_s.arg(summary, oidToString(*git_commit_id(commit->get())));
    const QByteArray text = message.toUtf8();
    const git_commit *parents[] = {head->get()};
    git_oid newId;
    // The commit is written first but the branch moves only after the work tree was updated, so a refusal to
    // overwrite uncommitted changes leaves everything as it was.
    if (git_commit_create(&newId, repository, nullptr, signature->get(), signature->get(), nullptr, text.constData(),
                          tree.get(), 1, parents) < 0)
        return gitError(repo->workdir, Git::tr("%1: cannot commit in %2").arg(operation, repo->workdir));
    if (Result<void> checkout = checkoutTree(*repo, tree.get(), operation); !checkout)
        return checkout.error();
    if (Result<void> moved = moveBranch(*repo, newId, u"revert: "_s + summary, operation); !moved)
        return moved.error();
    result.outcome = CommitResult::Outcome::Committed;
    result.commitId = oidToString(newId);
    return result;
}

} // namespace heddle
