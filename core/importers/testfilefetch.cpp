#include <core/importers/testfilefetch.h>

#include <core/git/gitrepository.h>
#include <core/importers/importertext.h>
#include <core/patch/applyfilepatch.h>
#include <core/patch/patchparser.h>
#include <core/storage/pathsafety.h>

#include <map>

#include <optional>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

QStringList pathsOf(const Patch &patch)
{
    QStringList paths;
    for (const PatchFile &file : patch.files) {
        if (file.isRename && !file.oldPath.isEmpty() && file.oldPath != file.newPath && !paths.contains(file.oldPath))
            paths.append(file.oldPath);
        if (!paths.contains(file.path()))
            paths.append(file.path());
    }
    return paths;
}

bool holds(const Task &task, const QString &path)
{
    return std::any_of(task.tests.files.cbegin(), task.tests.files.cend(),
                       [&](const TestFile &f) { return f.path == path; });
}

// One repository for all the tasks that share it: located and opened on first use.
struct OpenedRepository {
    std::optional<GitRepository> repository;
    std::optional<Error> error;
};

QString repositoryKey(const Repository &repository)
{
    return repository.name + u'\n' + repository.path + u'\n' + repository.url;
}

} // namespace

QByteArray taskTestPatch(const Task &task)
{
    for (const auto &[key, value] : task.source)
        if (key == u"test_patch")
            return value.toUtf8();
    return {};
}

QStringList testPatchPaths(const QByteArray &testPatch)
{
    if (testPatch.isEmpty())
        return {};
    const Result<Patch> patch = parsePatch(testPatch);
    return patch ? pathsOf(*patch) : QStringList();
}

QStringList missingTestFiles(const Task &task)
{
    QStringList missing;
    for (const QString &path : testPatchPaths(taskTestPatch(task)))
        if (!holds(task, path))
            missing.append(path);
    return missing;
}

QByteArray testPatchPart(const QByteArray &testPatch, const QStringList &paths)
{
    const Result<Patch> patch = parsePatch(testPatch);
    if (!patch)
        return {};
    // Line offsets, so that a file's block runs from its header to the next file's.
    QList<qsizetype> lineStart{0};
    for (qsizetype i = 0; i < testPatch.size(); ++i)
        if (testPatch[i] == '\n')
            lineStart.append(i + 1);
    const auto offsetOf = [&](int line) {
        return line - 1 < lineStart.size() ? lineStart[line - 1] : testPatch.size();
    };
    QByteArray part;
    for (qsizetype i = 0; i < patch->files.size(); ++i) {
        const PatchFile &file = patch->files[i];
        if (!paths.contains(file.path()) && !paths.contains(file.oldPath))
            continue;
        const qsizetype begin = offsetOf(file.patchLine);
        const qsizetype end = i + 1 < patch->files.size() ? offsetOf(patch->files[i + 1].patchLine) : testPatch.size();
        part += testPatch.mid(begin, end - begin);
    }
    return part;
}

Result<QList<TestFile>> testFilesAtCommit(const GitRepository &repository, const QString &baseCommit,
                                          const QByteArray &testPatch)
{
    Result<Patch> patch = parsePatch(testPatch);
    if (!patch) {
        Error error = patch.error();
        error.message = ImporterText::tr("the test_patch cannot be read: %1").arg(error.message);
        return error;
    }
    QList<TestFile> files;
    for (const PatchFile &file : std::as_const(patch->files)) {
        for (const QString &path : {file.oldPath, file.newPath})
            if (!path.isEmpty() && !isSafeRelativePath(path)) {
                Error error = makeError(Error::Code::Schema,
                                        ImporterText::tr("the test_patch names %1, outside the repository").arg(path));
                error.file = path;
                return error;
            }
        if (file.isRename && !file.oldPath.isEmpty() && file.oldPath != file.newPath)
            files.append(TestFile{file.oldPath, {}, TestFile::Kind::Deleted});
        if (file.isDeleted) {
            files.append(TestFile{file.path(), {}, TestFile::Kind::Deleted});
            continue;
        }
        if (file.isBinary) {
            files.append(TestFile{file.path(), {}, TestFile::Kind::Binary});
            continue;
        }
        QByteArray base;
        if (!file.isNew) {
            Result<QByteArray> read = repository.readFile(baseCommit, file.oldPath);
            if (!read)
                return read.error();
            base = std::move(read).value();
        }
        Result<QByteArray> applied = applyFilePatch(base, file);
        if (!applied) {
            Error error = applied.error();
            error.message =
                ImporterText::tr("the test_patch does not apply at %1: %2").arg(baseCommit.left(12), error.message);
            return error;
        }
        files.append(TestFile{file.newPath, std::move(applied).value()});
    }
    return files;
}

QStringList addMissingTestFiles(Task &task, const QList<TestFile> &files)
{
    QStringList added;
    for (const TestFile &file : files) {
        if (holds(task, file.path))
            continue;
        task.tests.files.append(file);
        added.append(file.path);
    }
    return added;
}

TestFileFetch fetchTestFiles(const QString &datasetRoot, const RepositoryMap &mapping, QList<Task> &tasks,
                             RepositoryAccess access, const JobControl &job, const QString &cacheFolder)
{
    TestFileFetch result;
    std::map<QString, OpenedRepository> repositories;
    const qsizetype total = tasks.size();
    for (qsizetype i = 0; i < total; ++i) {
        if (job.isStopRequested()) {
            result.cancelled = true;
            break;
        }
        Task &task = tasks[i];
        if (missingTestFiles(task).isEmpty())
            continue;
        OpenedRepository &opened = repositories[repositoryKey(task.repository)];
        if (!opened.repository && !opened.error) {
            Result<QString> path = locateRepository(datasetRoot, mapping, task.repository, access, cacheFolder);
            Result<GitRepository> repository = path ? GitRepository::open(*path) : Result<GitRepository>(path.error());
            if (repository)
                opened.repository = std::move(repository).value();
            else
                opened.error = repository.error();
        }
        if (opened.error) {
            result.failed.append({task.id, *opened.error});
        } else if (Result<QList<TestFile>> files =
                       testFilesAtCommit(*opened.repository, task.repository.baseCommit, taskTestPatch(task));
                   !files) {
            result.failed.append({task.id, files.error()});
        } else {
            addMissingTestFiles(task, *files);
            result.fetched.append(task.id);
        }
        job.setProgress(int((i + 1) * 1000 / total));
    }
    return result;
}

TestFileFetch fetchImportedTestFiles(const QString &datasetRoot, const RepositoryMap &mapping, QList<Task> &tasks,
                                     const QString &cacheFolder)
{
    QList<Task> mapped;
    QList<Task> others;
    QList<std::pair<bool, qsizetype>> where; // per task: mapped?, index in its list
    for (Task &task : tasks) {
        const bool isMapped = mapping.contains(task.repository.name);
        QList<Task> &list = isMapped ? mapped : others;
        where.append({isMapped, list.size()});
        list.append(std::move(task));
    }
    TestFileFetch result =
        fetchTestFiles(datasetRoot, mapping, mapped, RepositoryAccess::MayClone, JobControl::none(), cacheFolder);
    const TestFileFetch local =
        fetchTestFiles(datasetRoot, mapping, others, RepositoryAccess::LocalOnly, JobControl::none(), cacheFolder);
    result.fetched += local.fetched;
    for (qsizetype i = 0; i < tasks.size(); ++i)
        tasks[i] = std::move((where[i].first ? mapped : others)[where[i].second]);
    return result;
}

} // namespace heddle
