#include <core/validation/workspace.h>
#include <core/util/sha256.h>

#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/git/repositorylocator.h>
#include <core/importers/testfilefetch.h>
#include <core/patch/applyfilepatch.h>
#include <core/patch/patchparser.h>
#include <core/storage/pathsafety.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>
#include <QThread>

#include <git2.h>

#include <algorithm>
#include <atomic>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

class Ws
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Workspace)
};

template <typename T, void (*Free)(T *)> struct Deleter {
    void operator()(T *p) const { Free(p); }
};
using Object = std::unique_ptr<git_object, Deleter<git_object, git_object_free>>;
using Tree = std::unique_ptr<git_tree, Deleter<git_tree, git_tree_free>>;
using OwnedRepository = std::unique_ptr<git_repository, Deleter<git_repository, git_repository_free>>;
using Odb = std::unique_ptr<git_odb, Deleter<git_odb, git_odb_free>>;
using OdbObject = std::unique_ptr<git_odb_object, Deleter<git_odb_object, git_odb_object_free>>;

constexpr quint32 RegularMode = 0100644;
constexpr quint32 ExecutableMode = 0100755;
constexpr quint32 LinkMode = 0120000;

// A symbolic link among the parents would carry a write out of the workspace.
bool parentsAreRealFolders(const QString &root, const QString &relative)
{
    QString current = root;
    const QStringList parts = relative.split(u'/');
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        current += u'/' + parts[i];
        struct stat info;
        if (::lstat(QFile::encodeName(current).constData(), &info) != 0)
            return true; // the rest does not exist yet: mkpath makes real folders
        if (!S_ISDIR(info.st_mode))
            return false;
    }
    return true;
}

struct FileState {
    QByteArray content;
    quint32 mode = RegularMode;
};

std::optional<FileState> readState(const QString &absolute)
{
    const QByteArray encoded = QFile::encodeName(absolute);
    struct stat info;
    if (::lstat(encoded.constData(), &info) != 0)
        return std::nullopt;
    if (S_ISLNK(info.st_mode)) {
        QByteArray target(qsizetype(info.st_size) + 1, Qt::Uninitialized);
        const ssize_t n = ::readlink(encoded.constData(), target.data(), size_t(target.size()));
        if (n < 0)
            return std::nullopt;
        target.truncate(n);
        return FileState{target, LinkMode};
    }
    if (!S_ISREG(info.st_mode))
        return std::nullopt;
    QFile file(absolute);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return FileState{file.readAll(), (info.st_mode & S_IXUSR) ? ExecutableMode : RegularMode};
}

// fresh: the path is known not to exist and its folder to be there, as in a checkout walking the tree in order.
Result<void> writeBytes(const QString &root, const QString &relative, QByteArrayView content, quint32 mode, bool fresh)
{
    const QString absolute = root + u'/' + relative;
    auto failure = [&](const QString &message) {
        Error error = makeError(Error::Code::Io, message, absolute);
        error.file = relative;
        return error;
    };
    const QByteArray encoded = QFile::encodeName(absolute);
    if (!fresh) {
        if (!parentsAreRealFolders(root, relative))
            return failure(Ws::tr("%1 lies behind a symbolic link in the workspace").arg(relative));
        if (!QDir().mkpath(QFileInfo(absolute).path()))
            return failure(Ws::tr("Cannot create the folder of %1 in the workspace").arg(relative));
        // Replace rather than write through: the old entry may be a symbolic link pointing anywhere.
        struct stat info;
        if (::lstat(encoded.constData(), &info) == 0 && !S_ISDIR(info.st_mode))
            ::unlink(encoded.constData());
    }
    if (mode == LinkMode) {
        if (::symlink(content.toByteArray().constData(), encoded.constData()) != 0)
            return failure(Ws::tr("Cannot create the symbolic link %1 in the workspace").arg(relative));
        return Ok{};
    }
    // Plain POSIX calls: a checkout writes thousands of files and QFile's bookkeeping shows in the figures. The
    // umask applies, as it does for git.
    const int fd = ::open(encoded.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
                          mode == ExecutableMode ? 0777 : 0666);
    if (fd < 0)
        return failure(
            Ws::tr("Cannot write %1 in the workspace: %2").arg(relative, QString::fromLocal8Bit(strerror(errno))));
    const char *data = content.data();
    qsizetype left = content.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, size_t(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            const QString reason = QString::fromLocal8Bit(strerror(errno));
            ::close(fd);
            return failure(Ws::tr("Cannot write %1 in the workspace: %2").arg(relative, reason));
        }
        data += written;
        left -= written;
    }
    if (::close(fd) != 0)
        return failure(
            Ws::tr("Cannot write %1 in the workspace: %2").arg(relative, QString::fromLocal8Bit(strerror(errno))));
    return Ok{};
}

Result<void> writeState(const QString &root, const QString &relative, const FileState &state)
{
    return writeBytes(root, relative, state.content, state.mode, false);
}

void removeEmptyParents(const QString &root, const QString &relative)
{
    QString dir = QFileInfo(root + u'/' + relative).path();
    while (dir.size() > root.size() &&
           QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        if (!QDir().rmdir(dir))
            break;
        dir = QFileInfo(dir).path();
    }
}

// One blob or link of the base tree, to be written once every folder exists.
struct CheckoutEntry {
    QString relative;
    git_oid id;
    quint32 mode;
    qsizetype order; // in the walk of the tree
};

// The entries grouped by folder: creating a file locks its folder, so writers that share a folder wait on each other.
struct TreeWalk {
    QString root;
    QList<QList<CheckoutEntry>> folders;
    QHash<QByteArray, qsizetype> folderIndex;
    qsizetype entries = 0;
    std::optional<Error> error;
};

// Folders are made during the walk, in tree order, so that the files can then be written in any order.
int collectEntry(const char *parent, const git_tree_entry *entry, void *payload)
{
    auto *walk = static_cast<TreeWalk *>(payload);
    const QString relative = QString::fromUtf8(parent) + QString::fromUtf8(git_tree_entry_name(entry));
    if (!isSafeRelativePath(relative)) {
        walk->error = makeError(Error::Code::Git, Ws::tr("The repository holds an unsafe path: %1").arg(relative));
        return -1;
    }
    const git_filemode_t mode = git_tree_entry_filemode(entry);
    if (mode == GIT_FILEMODE_TREE || mode == GIT_FILEMODE_COMMIT) {
        // A submodule is an empty folder, as git leaves it until the submodule is initialised.
        const QString absolute = walk->root + u'/' + relative;
        if (::mkdir(QFile::encodeName(absolute).constData(), 0777) != 0) {
            walk->error = makeError(Error::Code::Io, Ws::tr("Cannot create the folder %1").arg(relative), absolute);
            walk->error->file = relative;
            return -1;
        }
        return mode == GIT_FILEMODE_COMMIT ? 1 : 0;
    }
    const quint32 fileMode = mode == GIT_FILEMODE_LINK              ? LinkMode
                             : mode == GIT_FILEMODE_BLOB_EXECUTABLE ? ExecutableMode
                                                                    : RegularMode;
    const QByteArray folder(parent);
    qsizetype index = walk->folderIndex.value(folder, -1);
    if (index < 0) {
        index = walk->folders.size();
        walk->folderIndex.insert(folder, index);
        walk->folders.emplaceBack();
    }
    walk->folders[index].append({relative, *git_tree_entry_id(entry), fileMode, walk->entries++});
    return 0;
}

// The folders handed out so far and the first failure, shared by the writers of one checkout. The failure reported
// is that of the earliest entry in tree order, whatever the timing: after a failure the writers still try every
// entry that comes before it, and skip the rest.
class CheckoutQueue
{
public:
    explicit CheckoutQueue(const QList<QList<CheckoutEntry>> &folders)
        : m_folders(folders)
    {}

    // Folders come in the order of their first entries.
    const QList<CheckoutEntry> *next()
    {
        const qsizetype index = m_next.fetch_add(1, std::memory_order_relaxed);
        if (index >= m_folders.size() || !wanted(m_folders[index].first().order))
            return nullptr;
        return &m_folders[index];
    }

    bool wanted(qsizetype order) const { return order < m_errorOrder.load(std::memory_order_relaxed); }

    void fail(qsizetype order, Error error)
    {
        const std::lock_guard lock(m_mutex);
        if (!wanted(order))
            return;
        m_error = std::move(error);
        m_errorOrder.store(order, std::memory_order_relaxed);
    }

    std::optional<Error> error() const
    {
        const std::lock_guard lock(m_mutex);
        return m_error;
    }

private:
    const QList<QList<CheckoutEntry>> &m_folders;
    std::atomic<qsizetype> m_next = 0;
    std::atomic<qsizetype> m_errorOrder = std::numeric_limits<qsizetype>::max();
    mutable std::mutex m_mutex;
    std::optional<Error> m_error;
};

void writeEntries(git_odb *odb, const QString &root, CheckoutQueue &queue)
{
    while (const QList<CheckoutEntry> *folder = queue.next()) {
        for (const CheckoutEntry &entry : *folder) {
            if (!queue.wanted(entry.order))
                break;
            git_odb_object *raw = nullptr;
            if (git_odb_read(&raw, odb, &entry.id) < 0) {
                Error error = makeError(
                    Error::Code::Git, Ws::tr("Cannot read %1 from the repository").arg(entry.relative), lastGitError());
                error.file = entry.relative;
                queue.fail(entry.order, std::move(error));
                break;
            }
            const OdbObject object(raw);
            const QByteArrayView content(static_cast<const char *>(git_odb_object_data(object.get())),
                                         qsizetype(git_odb_object_size(object.get())));
            if (const Result<void> written = writeBytes(root, entry.relative, content, entry.mode, true); !written) {
                queue.fail(entry.order, written.error());
                break;
            }
        }
    }
}

// Creating files is what a checkout spends its time on, mostly in the kernel, and it scales with threads. Each
// writer reads blobs through its own repository handle: libgit2 objects are not shared across threads.
int checkoutWriters(const TreeWalk &walk)
{
    if (!(git_libgit2_features() & GIT_FEATURE_THREADS))
        return 1;
    constexpr qsizetype EntriesPerWriter = 64; // below this, starting a writer costs more than it saves
    const qsizetype most = std::min<qsizetype>(walk.folders.size(), std::clamp(QThread::idealThreadCount(), 2, 8));
    return int(std::clamp<qsizetype>(walk.entries / EntriesPerWriter, 1, std::max<qsizetype>(most, 1)));
}

Result<void> checkoutTree(git_repository *repository, git_tree *tree, const QString &root)
{
    TreeWalk walk;
    walk.root = root;
    if (git_tree_walk(tree, GIT_TREEWALK_PRE, collectEntry, &walk) < 0) {
        if (walk.error)
            return *walk.error;
        return makeError(Error::Code::Git, Ws::tr("Cannot check out the repository"), lastGitError());
    }

    const QByteArray gitFolder(git_repository_path(repository));
    CheckoutQueue queue(walk.folders);
    std::vector<std::thread> writers;
    const int count = checkoutWriters(walk);
    auto writer = [&] {
        git_repository *raw = nullptr;
        git_odb *odb = nullptr;
        if (git_repository_open_ext(&raw, gitFolder.constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) < 0 ||
            git_repository_odb(&odb, raw) < 0) {
            // The other writers carry on; the entries this one would have taken are left to them.
            git_repository_free(raw);
            return;
        }
        const OwnedRepository own(raw);
        const Odb ownOdb(odb);
        writeEntries(ownOdb.get(), root, queue);
    };
    try {
        for (int i = 1; i < count; ++i)
            writers.emplace_back(writer);
    } catch (const std::system_error &) {
        // Out of threads: the writers already started, and this one, do it all.
    }
    git_odb *odb = nullptr;
    if (git_repository_odb(&odb, repository) < 0) {
        queue.fail(0, makeError(Error::Code::Git, Ws::tr("Cannot check out the repository"), lastGitError()));
    } else {
        const Odb ownOdb(odb);
        writeEntries(ownOdb.get(), root, queue);
    }
    for (std::thread &writer : writers)
        writer.join();
    if (std::optional<Error> error = queue.error())
        return *error;
    return Ok{};
}

PatchOutcome notApplied(PatchOutcome outcome, const QString &message, const QString &file, int hunk = -1)
{
    outcome.applied = false;
    outcome.message = message;
    outcome.file = file;
    outcome.hunk = hunk;
    return outcome;
}

quint32 parseMode(const QString &mode, quint32 fallback)
{
    bool ok = false;
    const uint value = mode.toUInt(&ok, 8);
    return ok ? value : fallback;
}

// Applies the whole patch or none of it, as git apply does: every file is worked out before anything is written.
PatchOutcome applyPatch(const QString &root, const QByteArray &bytes, bool isTestPatch)
{
    PatchOutcome outcome;
    outcome.sha256 = sha256Hex(bytes);
    const Result<Patch> parsed = parsePatch(bytes);
    if (!parsed)
        return notApplied(
            outcome,
            (isTestPatch ? Ws::tr("The test patch cannot be read: %1") : Ws::tr("The patch cannot be read: %1"))
                .arg(parsed.error().toString()),
            {});

    QHash<QString, std::optional<FileState>> changed;
    QStringList order;
    auto current = [&](const QString &path) -> std::optional<FileState> {
        if (const auto it = changed.constFind(path); it != changed.cend())
            return *it;
        return readState(root + u'/' + path);
    };
    auto record = [&](const QString &path, const std::optional<FileState> &state) {
        if (!changed.contains(path))
            order.append(path);
        changed.insert(path, state);
    };

    for (const PatchFile &file : parsed->files) {
        for (const QString &path : {file.oldPath, file.newPath}) {
            if (!path.isEmpty() && !isSafeRelativePath(path))
                return notApplied(outcome, Ws::tr("%1 lies outside the repository").arg(path), path);
        }
        std::optional<FileState> base;
        if (file.isNew) {
            if (current(file.newPath))
                return notApplied(outcome, Ws::tr("%1 already exists in the repository").arg(file.newPath),
                                  file.newPath);
        } else {
            if ((file.isRename || file.isCopy) && file.newPath != file.oldPath && current(file.newPath))
                return notApplied(outcome, Ws::tr("%1 already exists in the repository").arg(file.newPath),
                                  file.newPath);
            base = current(file.oldPath);
            if (!base)
                return notApplied(outcome, Ws::tr("%1 does not exist in the repository").arg(file.oldPath),
                                  file.oldPath);
        }
        const Result<AppliedFile> applied = applyFilePatchDetailed(base ? base->content : QByteArray(), file);
        if (!applied) {
            int hunk = -1;
            for (int h = 0; h < file.hunks.size(); ++h) {
                if (file.hunks[h].patchLine == applied.error().line)
                    hunk = h;
            }
            return notApplied(outcome, applied.error().message, file.path(), hunk);
        }
        if (file.isDeleted) {
            record(file.oldPath, std::nullopt);
            continue;
        }
        const quint32 mode = parseMode(file.newMode, base ? base->mode : RegularMode);
        record(file.newPath, FileState{applied->content, mode});
        if (file.isRename && file.oldPath != file.newPath)
            record(file.oldPath, std::nullopt);
    }

    // Deletions first, so that a file may give way to a folder of the same name.
    for (const QString &path : std::as_const(order)) {
        if (changed.value(path))
            continue;
        if (!parentsAreRealFolders(root, path))
            return notApplied(outcome, Ws::tr("%1 lies behind a symbolic link in the workspace").arg(path), path);
        QFile::remove(root + u'/' + path);
        removeEmptyParents(root, path);
    }
    for (const QString &path : std::as_const(order)) {
        const std::optional<FileState> state = changed.value(path);
        if (!state)
            continue;
        if (const Result<void> written = writeState(root, path, *state); !written)
            return notApplied(outcome, written.error().message, path);
    }
    return outcome;
}

// The binary files of a test_patch, which the line-based engine cannot apply: libgit2 applies them to the base tree
// (a "GIT binary patch" with its data; a bare "Binary files differ" has nothing to apply) and they are written over.
PatchOutcome applyBinaryPatch(git_repository *repository, git_tree *base, const QString &root, const QByteArray &bytes)
{
    PatchOutcome outcome;
    outcome.sha256 = sha256Hex(bytes);
    git_diff *rawDiff = nullptr;
    if (git_diff_from_buffer(&rawDiff, bytes.constData(), size_t(bytes.size())) < 0)
        return notApplied(outcome, Ws::tr("The test patch's binary files cannot be read: %1").arg(lastGitError()), {});
    const std::unique_ptr<git_diff, Deleter<git_diff, git_diff_free>> diff(rawDiff);
    git_index *rawIndex = nullptr;
    if (git_apply_to_tree(&rawIndex, repository, base, diff.get(), nullptr) < 0)
        return notApplied(outcome, Ws::tr("The test patch's binary files do not apply: %1").arg(lastGitError()), {});
    const std::unique_ptr<git_index, Deleter<git_index, git_index_free>> index(rawIndex);
    for (size_t i = 0; i < git_diff_num_deltas(diff.get()); ++i) {
        const git_diff_delta *delta = git_diff_get_delta(diff.get(), i);
        const QString path = QString::fromUtf8(delta->new_file.path);
        if (!isSafeRelativePath(path) || !parentsAreRealFolders(root, path))
            return notApplied(outcome, Ws::tr("%1 lies outside the repository").arg(path), path);
        const git_index_entry *entry = git_index_get_bypath(index.get(), delta->new_file.path, 0);
        if (!entry) {
            QFile::remove(root + u'/' + path);
            continue;
        }
        git_blob *rawBlob = nullptr;
        if (git_blob_lookup(&rawBlob, repository, &entry->id) < 0)
            return notApplied(outcome, Ws::tr("Cannot read %1 from the test patch").arg(path), path);
        const std::unique_ptr<git_blob, Deleter<git_blob, git_blob_free>> blob(rawBlob);
        const QByteArray content(static_cast<const char *>(git_blob_rawcontent(blob.get())),
                                 qsizetype(git_blob_rawsize(blob.get())));
        const quint32 mode = entry->mode == GIT_FILEMODE_BLOB_EXECUTABLE ? ExecutableMode : RegularMode;
        if (const Result<void> written = writeState(root, path, {content, mode}); !written)
            return notApplied(outcome, written.error().message, path);
    }
    return outcome;
}

// The part of an imported task's test_patch that validation applies: all of it while the task lacks some of the
// files it touches (its test files are written over), else only what the task cannot hold as text (binary files).
QByteArray testPatchToApply(const Task &task)
{
    QByteArray testPatch = taskTestPatch(task);
    if (testPatch.isEmpty() || !missingTestFiles(task).isEmpty())
        return testPatch;
    QStringList binary;
    for (const TestFile &file : task.tests.files)
        if (file.kind == TestFile::Kind::Binary)
            binary.append(file.path);
    return binary.isEmpty() ? QByteArray() : testPatchPart(testPatch, binary);
}

} // namespace

Result<Workspace> prepareWorkspace(const QString &datasetRoot, const Task &task, const QByteArray &patch,
                                   const QString &parentFolder)
{
    ensureLibgit2();
    const Result<QString> repositoryPath =
        locateRepository(datasetRoot, datasetRepositories(datasetRoot), task.repository, RepositoryAccess::MayClone);
    if (!repositoryPath)
        return repositoryPath.error();
    Result<GitRepository> repository = GitRepository::open(*repositoryPath);
    if (!repository)
        return repository.error();

    const QString &commit = task.repository.baseCommit;
    git_object *rawTree = nullptr;
    if (commit.isEmpty() ||
        git_revparse_single(&rawTree, repository->handle(), (commit + u"^{tree}"_s).toUtf8().constData()) < 0) {
        Error error = makeError(Error::Code::NotFound,
                                Ws::tr("The base commit %1 is not in the repository %2")
                                    .arg(commit.isEmpty() ? Ws::tr("(none)") : commit, *repositoryPath),
                                lastGitError());
        error.file = *repositoryPath;
        return error;
    }
    const Object treeObject(rawTree);
    git_object *rawCommit = nullptr;
    QString fullCommit = commit;
    if (git_revparse_single(&rawCommit, repository->handle(), (commit + u"^{commit}"_s).toUtf8().constData()) == 0) {
        const Object commitObject(rawCommit);
        char hex[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(hex, sizeof hex, git_object_id(commitObject.get()));
        fullCommit = QString::fromLatin1(hex);
    }

    if (!QDir().mkpath(parentFolder)) {
        Error error =
            makeError(Error::Code::Io, Ws::tr("Cannot create the workspace folder %1").arg(parentFolder), parentFolder);
        error.file = parentFolder;
        return error;
    }
    QTemporaryDir folder(QDir(parentFolder).absoluteFilePath(u"heddle-workspace-XXXXXX"_s));
    if (!folder.isValid()) {
        Error error = makeError(Error::Code::Io,
                                Ws::tr("Cannot create a workspace in %1: %2").arg(parentFolder, folder.errorString()),
                                parentFolder);
        error.file = parentFolder;
        return error;
    }

    Workspace workspace;
    workspace.path = folder.path();
    workspace.repositoryPath = *repositoryPath;
    workspace.baseCommit = fullCommit;

    QElapsedTimer timer;
    timer.start();
    if (const Result<void> checkedOut =
            checkoutTree(repository->handle(), reinterpret_cast<git_tree *>(treeObject.get()), workspace.path);
        !checkedOut)
        return checkedOut.error();
    workspace.checkoutMicros = timer.nsecsElapsed() / 1000;

    timer.restart();
    workspace.patch = applyPatch(workspace.path, patch, false);
    const QByteArray testPatch = testPatchToApply(task);
    workspace.hasTestPatch = !testPatch.isEmpty();
    if (workspace.hasTestPatch)
        workspace.testPatch =
            missingTestFiles(task).isEmpty()
                ? applyBinaryPatch(repository->handle(), reinterpret_cast<git_tree *>(treeObject.get()), workspace.path,
                                   testPatch)
                : applyPatch(workspace.path, testPatch, true);
    workspace.applyMicros = timer.nsecsElapsed() / 1000;

    timer.restart();
    for (const TestFile &test : task.tests.files) {
        if (!isSafeRelativePath(test.path)) {
            Error error =
                makeError(Error::Code::Schema, Ws::tr("The test file %1 lies outside the repository").arg(test.path));
            error.file = test.path;
            return error;
        }
        if (test.kind == TestFile::Kind::Deleted) {
            if (!parentsAreRealFolders(workspace.path, test.path)) {
                Error error = makeError(Error::Code::Io,
                                        Ws::tr("%1 lies behind a symbolic link in the workspace").arg(test.path));
                error.file = test.path;
                return error;
            }
            QFile::remove(workspace.path + u'/' + test.path);
            removeEmptyParents(workspace.path, test.path);
        }
        // A deleted file is gone and a binary one came with the test_patch; their digests are of their (empty)
        // content, as the run record's staleness check computes them.
        if (!test.isText()) {
            workspace.testFileSha256.append({test.path, sha256Hex(test.content)});
            continue;
        }
        // A test that replaces a file of the repository keeps its mode: an executable script stays one.
        const std::optional<FileState> old = readState(workspace.path + u'/' + test.path);
        const quint32 mode = old && old->mode == ExecutableMode ? ExecutableMode : RegularMode;
        if (const Result<void> written = writeState(workspace.path, test.path, {test.content, mode}); !written)
            return written.error();
        workspace.testFileSha256.append({test.path, sha256Hex(test.content)});
    }
    workspace.writeTestsMicros = timer.nsecsElapsed() / 1000;

    folder.setAutoRemove(false);
    return workspace;
}

Result<void> removeWorkspace(const QString &path)
{
    if (path.isEmpty() || !QFileInfo(path).isDir())
        return makeError(Error::Code::NotFound, Ws::tr("The workspace %1 does not exist").arg(path), path);
    if (!QDir(path).removeRecursively())
        return makeError(Error::Code::Io, Ws::tr("Cannot remove the workspace %1").arg(path), path);
    return Ok{};
}

} // namespace heddle
