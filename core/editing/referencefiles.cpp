#include <core/editing/referencefiles.h>

#include <core/git/gitrepository.h>
#include <core/jobs/jobcontrol.h>
#include <core/patch/applyfilepatch.h>
#include <core/patch/patchparser.h>
#include <core/storage/pathsafety.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QHash>

#include <git2.h>

#include <QStringList>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ReferenceText {
    Q_DECLARE_TR_FUNCTIONS(heddle::ReferenceFiles)
};

constexpr quint32 kRegularMode = 0100644;
constexpr quint32 kExecutableMode = 0100755;

template <typename T, void (*Free)(T *)> struct Owned {
    T *p = nullptr;
    Owned() = default;
    Owned(const Owned &) = delete;
    Owned &operator=(const Owned &) = delete;
    ~Owned() { Free(p); }
};

Error referenceFileError(Error::Code code, const QString &path, QString message, QString detail = {})
{
    Error e = makeError(code, std::move(message), std::move(detail));
    e.file = path;
    return e;
}

// The tree of commit in repository, and the commit's full id.
Result<QString> fullCommitId(git_repository *repository, const QString &commit, const QString &repositoryPath)
{
    Owned<git_object, git_object_free> object;
    if (commit.isEmpty() ||
        git_revparse_single(&object.p, repository, (commit + u"^{commit}"_s).toUtf8().constData()) < 0)
        return referenceFileError(Error::Code::NotFound, repositoryPath,
                                  ReferenceText::tr("The base commit %1 is not in the repository %2")
                                      .arg(commit.isEmpty() ? ReferenceText::tr("(none)") : commit, repositoryPath),
                                  lastGitError());
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, git_object_id(object.p));
    return QString::fromLatin1(hex);
}

// The file at path in the commit's tree: none when the tree does not hold it.
Result<std::optional<std::pair<QByteArray, quint32>>> readAtCommit(git_repository *repository, const QString &commit,
                                                                   const QString &path)
{
    Owned<git_object, git_object_free> tree;
    if (git_revparse_single(&tree.p, repository, (commit + u"^{tree}"_s).toUtf8().constData()) < 0)
        return referenceFileError(Error::Code::Git, path, ReferenceText::tr("Cannot read the tree of %1").arg(commit),
                                  lastGitError());
    Owned<git_tree_entry, git_tree_entry_free> entry;
    const int found = git_tree_entry_bypath(&entry.p, reinterpret_cast<git_tree *>(tree.p), path.toUtf8().constData());
    if (found == GIT_ENOTFOUND)
        return std::optional<std::pair<QByteArray, quint32>>();
    if (found < 0)
        return referenceFileError(Error::Code::Git, path, ReferenceText::tr("Cannot read %1 at %2").arg(path, commit),
                                  lastGitError());
    const auto mode = quint32(git_tree_entry_filemode(entry.p));
    if (mode != kRegularMode && mode != kExecutableMode)
        return referenceFileError(
            Error::Code::Unsupported, path,
            ReferenceText::tr("%1 is not a regular file at the base commit (a folder, a link or a "
                              "submodule): it cannot be edited as text")
                .arg(path));
    Owned<git_blob, git_blob_free> blob;
    if (git_blob_lookup(&blob.p, repository, git_tree_entry_id(entry.p)) < 0)
        return referenceFileError(Error::Code::Git, path, ReferenceText::tr("Cannot read %1 at %2").arg(path, commit),
                                  lastGitError());
    const QByteArray bytes(static_cast<const char *>(git_blob_rawcontent(blob.p)), qsizetype(git_blob_rawsize(blob.p)));
    return std::optional<std::pair<QByteArray, quint32>>(std::pair{bytes, mode});
}

quint32 modeOf(const QString &text, quint32 fallback)
{
    bool ok = false;
    const uint mode = text.toUInt(&ok, 8);
    return ok && (mode == kRegularMode || mode == kExecutableMode) ? mode : fallback;
}

// A file's diff as git writes it: its header (before the first hunk) names the file's real mode instead of libgit2's
// 100644, and a diff without hunks (an empty file added or deleted) has no "---" and "+++" lines, as in git.
QByteArray asGitWritesIt(const QByteArray &diff, quint32 mode)
{
    const qsizetype hunks = diff.indexOf("\n@@");
    QByteArray header = hunks < 0 ? diff : diff.left(hunks + 1);
    const QByteArray rest = hunks < 0 ? QByteArray() : diff.mid(hunks + 1);
    if (hunks < 0) {
        QList<QByteArray> lines = header.split('\n');
        lines.removeIf([](const QByteArray &l) { return l.startsWith("--- ") || l.startsWith("+++ "); });
        header = lines.join('\n');
    }
    if (mode == kRegularMode)
        return header + rest;
    const QByteArray octal = QByteArray::number(mode, 8);
    header.replace("new file mode 100644\n", QByteArray("new file mode " + octal + '\n'));
    header.replace("deleted file mode 100644\n", QByteArray("deleted file mode " + octal + '\n'));
    const qsizetype index = header.indexOf("\nindex ");
    if (index >= 0) {
        const qsizetype end = header.indexOf('\n', index + 1);
        const qsizetype space = header.lastIndexOf(' ', end);
        if (space > index + 7 && header.mid(space + 1, end - space - 1) == "100644")
            header.replace(space + 1, 6, octal);
    }
    return header + rest;
}

} // namespace

Result<ReferenceFiles> readReferenceFiles(const QString &datasetRoot, const Task &task, const QByteArray &patch,
                                          const JobControl &control)
{
    ensureLibgit2();
    const Result<Patch> parsed = parsePatch(patch);
    if (!parsed) {
        Error e = parsed.error();
        e.message = ReferenceText::tr("The reference patch cannot be read: %1").arg(e.message);
        return e;
    }
    const Result<QString> repositoryPath = obtainRepository(datasetRoot, task.repository);
    if (!repositoryPath)
        return repositoryPath.error();
    Result<GitRepository> repository = GitRepository::open(*repositoryPath);
    if (!repository)
        return repository.error();
    const Result<QString> commit = fullCommitId(repository->handle(), task.repository.baseCommit, *repositoryPath);
    if (!commit)
        return commit.error();

    ReferenceFiles result;
    result.repositoryPath = *repositoryPath;
    result.baseCommit = *commit;
    QHash<QString, qsizetype> index; // path -> its place in result.files
    // The file as the patch has left it so far: read at the base commit the first time a hunk needs it.
    const auto fileAt = [&](const QString &path) -> Result<ReferenceFile *> {
        if (const auto it = index.constFind(path); it != index.cend())
            return &result.files[*it];
        const auto base = readAtCommit(repository->handle(), *commit, path);
        if (!base)
            return base.error();
        ReferenceFile file;
        file.path = path;
        if (*base) {
            file.base = (*base)->first;
            file.content = (*base)->first;
            file.mode = (*base)->second;
        }
        index.insert(path, result.files.size());
        result.files.append(file);
        return &result.files.last();
    };
    const auto notApplied = [](const QString &path, const QString &why) {
        Error e = makeError(Error::Code::Parse,
                            ReferenceText::tr("The reference patch does not apply at the base commit: %1").arg(why));
        e.file = path;
        return e;
    };

    for (qsizetype i = 0; i < parsed->files.size(); ++i) {
        if (control.isStopRequested())
            return makeError(Error::Code::Cancelled, ReferenceText::tr("Reading the reference's files was cancelled"));
        control.setProgress(int(1000 * i / parsed->files.size()));
        const PatchFile &file = parsed->files.at(i);
        for (const QString &path : {file.oldPath, file.newPath})
            if (!path.isEmpty() && !isSafeRelativePath(path))
                return notApplied(path, ReferenceText::tr("%1 lies outside the repository").arg(path));
        Result<ReferenceFile *> target = fileAt(file.isNew ? file.newPath : file.oldPath);
        if (!target)
            return target.error();
        if (file.isNew && (*target)->content)
            return notApplied(file.newPath, ReferenceText::tr("%1 already exists in the repository").arg(file.newPath));
        if (!file.isNew && !(*target)->content)
            return notApplied(file.oldPath, ReferenceText::tr("%1 does not exist in the repository").arg(file.oldPath));
        Result<QByteArray> applied = applyFilePatch((*target)->content.value_or(QByteArray()), file);
        if (!applied) {
            Error e = notApplied(file.path(), applied.error().message);
            e.line = applied.error().line;
            return e;
        }
        if (file.isDeleted) {
            (*target)->content.reset();
            continue;
        }
        if (file.isNew)
            (*target)->mode = modeOf(file.newMode, kRegularMode);
        if ((file.isRename || file.isCopy) && file.newPath != file.oldPath) {
            if (file.isRename)
                (*target)->content.reset();
            Result<ReferenceFile *> renamed = fileAt(file.newPath);
            if (!renamed)
                return renamed.error();
            if ((*renamed)->content)
                return notApplied(file.newPath,
                                  ReferenceText::tr("%1 already exists in the repository").arg(file.newPath));
            target = renamed;
        }
        (*target)->content = std::move(applied).value();
        if (!file.newMode.isEmpty())
            (*target)->mode = modeOf(file.newMode, (*target)->mode);
    }
    // Sorted through their paths: GCC 12 takes moving an optional<QByteArray> for a use of uninitialised memory.
    QStringList paths = index.keys();
    std::sort(paths.begin(), paths.end());
    QList<ReferenceFile> sorted;
    for (const QString &path : std::as_const(paths))
        sorted.append(result.files.at(index.value(path)));
    result.files = std::move(sorted);
    control.setProgress(1000);
    return result;
}

Result<ReferenceFile> readReferenceFile(const ReferenceFiles &files, const QString &path)
{
    if (!isSafeRelativePath(path))
        return referenceFileError(
            Error::Code::Schema, path,
            ReferenceText::tr("\"%1\" is not a relative path inside the repository (no '..', '.git', "
                              "'\\' or leading '/').")
                .arg(path));
    if (std::any_of(files.files.cbegin(), files.files.cend(), [&](const ReferenceFile &f) { return f.path == path; }))
        return referenceFileError(Error::Code::Schema, path, ReferenceText::tr("%1 is already in the list.").arg(path));
    ensureLibgit2();
    Result<GitRepository> repository = GitRepository::open(files.repositoryPath);
    if (!repository)
        return repository.error();
    const auto base = readAtCommit(repository->handle(), files.baseCommit, path);
    if (!base)
        return base.error();
    ReferenceFile file;
    file.path = path;
    if (*base) {
        if ((*base)->first.contains('\0'))
            return referenceFileError(Error::Code::Unsupported, path,
                                      ReferenceText::tr("%1 is a binary file: it cannot be edited as text.").arg(path));
        file.base = (*base)->first;
        file.mode = (*base)->second;
    }
    file.content = file.base.value_or(QByteArray());
    return file;
}

Result<QByteArray> diffReferenceFiles(const QList<ReferenceFile> &files)
{
    ensureLibgit2();
    QList<const ReferenceFile *> sorted;
    for (const ReferenceFile &f : files)
        if (f.isChanged())
            sorted.append(&f);
    std::sort(sorted.begin(), sorted.end(),
              [](const ReferenceFile *a, const ReferenceFile *b) { return a->path < b->path; });
    QByteArray out;
    for (const ReferenceFile *f : std::as_const(sorted)) {
        if (!isSafeRelativePath(f->path))
            return referenceFileError(
                Error::Code::Schema, f->path,
                ReferenceText::tr("\"%1\" is not a relative path inside the repository.").arg(f->path));
        if (f->content && f->content->contains('\0'))
            return referenceFileError(
                Error::Code::Unsupported, f->path,
                ReferenceText::tr("%1 holds binary content: the reference patch is a text diff.").arg(f->path));
        const QByteArray path = f->path.toUtf8();
        git_diff_options options = GIT_DIFF_OPTIONS_INIT;
        Owned<git_patch, git_patch_free> patch;
        // A file that exists but is empty still has a buffer: only a missing side is null.
        if (git_patch_from_buffers(
                &patch.p, f->base ? f->base->constData() : nullptr, f->base ? size_t(f->base->size()) : 0,
                f->base ? path.constData() : nullptr, f->content ? f->content->constData() : nullptr,
                f->content ? size_t(f->content->size()) : 0, f->content ? path.constData() : nullptr, &options) < 0)
            return referenceFileError(Error::Code::Git, f->path, ReferenceText::tr("Cannot diff %1").arg(f->path),
                                      lastGitError());
        git_buf buffer = GIT_BUF_INIT;
        if (git_patch_to_buf(&buffer, patch.p) < 0)
            return referenceFileError(Error::Code::Git, f->path, ReferenceText::tr("Cannot diff %1").arg(f->path),
                                      lastGitError());
        const QByteArray text(buffer.ptr, qsizetype(buffer.size));
        git_buf_dispose(&buffer);
        out += asGitWritesIt(text, f->mode);
    }
    return out;
}

} // namespace heddle
