#pragma once

#include <core/git/repositorylocator.h>
#include <core/jobs/jobcontrol.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace heddle {

class GitRepository;

/// The test_patch an imported task keeps in its source block; empty for a native task.
QByteArray taskTestPatch(const Task &task);

/// The repository paths testPatch touches: each file's path, and the old path of a rename. Empty when it cannot be
/// read.
QStringList testPatchPaths(const QByteArray &testPatch);

/// The files the task's test_patch touches that the task does not hold among its test files, in the patch's order.
QStringList missingTestFiles(const Task &task);

/// The part of testPatch that touches the given paths, byte for byte: whole "diff --git" blocks.
QByteArray testPatchPart(const QByteArray &testPatch, const QStringList &paths);

/// Every file testPatch touches as it is after the patch at baseCommit, the way `git apply` leaves it: a file it
/// changes or creates with its whole text, one it deletes (or renames away) as deleted, a binary change as binary.
/// Applied with the engine validation uses; errors name the file (and the hunk that does not apply).
Result<QList<TestFile>> testFilesAtCommit(const GitRepository &repository, const QString &baseCommit,
                                          const QByteArray &testPatch);

/// Adds to task the files it does not hold yet; the ones it holds (perhaps edited) stay as they are. Returns the
/// paths added.
QStringList addMissingTestFiles(Task &task, const QList<TestFile> &files);

/// What fetching the test files of several tasks did.
struct TestFileFetch {
    QStringList fetched;                     // ids of the tasks that got their missing test files
    QList<std::pair<QString, Error>> failed; // task id -> why not: the repository, a file, a hunk
    bool cancelled = false;
};

/// Fetches the missing test files of every task of tasks that lacks some, changing them in place; each repository
/// is located and opened once, however many tasks share it. Reports progress and stops between tasks when asked.
TestFileFetch fetchTestFiles(const QString &datasetRoot, const RepositoryMap &mapping, QList<Task> &tasks,
                             RepositoryAccess access, const JobControl &job = JobControl::none(),
                             const QString &cacheFolder = {});

/// For an import: a task whose repository the mapping names is fetched (cloning a URL if need be) and a failure is
/// reported; any other task only when its repository is on disk already, and silently not otherwise.
TestFileFetch fetchImportedTestFiles(const QString &datasetRoot, const RepositoryMap &mapping, QList<Task> &tasks,
                                     const QString &cacheFolder = {});

} // namespace heddle
