#pragma once

#include <core/dataset/dataset.h>
#include <core/storage/datasetlayout.h> // where each file below lives, and kDatasetFileName
#include <core/util/result.h>

#include <QFuture>
#include <QString>

namespace heddle {

/// Reads heddle-dataset.json and a summary of every task under tasks/. A broken task is listed with its errors;
/// only an unreadable or invalid heddle-dataset.json fails the whole call.
Result<Dataset> openDataset(const QString &root);
QFuture<Result<Dataset>> openDatasetAsync(const QString &root);
/// Reads heddle-dataset.json alone: a Dataset with its root and description and no tasks.
Result<Dataset> openDatasetDescription(const QString &root);
/// The ids of the task folders under tasks/ of the dataset at root, in the order openDataset() lists them.
QStringList taskFolderIds(const QString &root);
/// The summaries of the named tasks of a dataset opened with openDatasetDescription(), in parallel, each as
/// openDataset() makes it. The digest cache is read, not written: it keeps the digests of every task.
QList<TaskSummary> summarizeTasks(const Dataset &dataset, const QStringList &taskIds);

/// What a review.json that cannot be read does to the task it belongs to.
enum class BrokenReview {
    RefusesTask,   // loadTask fails with its error: what every writer of flags needs
    LeavesFlagsOut // the task loads without flags, Task::flagsUnreadable saying why: what the window shows
};

/// Reads one task completely: task.json, test files, reference patch, every attempt (not the trajectories),
/// review.json and curation.json. Every file is validated against its schema.
Result<Task> loadTask(const QString &root, const QString &taskId, BrokenReview review = BrokenReview::RefusesTask);
QFuture<Result<Task>> loadTaskAsync(const QString &root, const QString &taskId);

/// Every problem in every file of the dataset, for `heddle check`; empty when the dataset is clean.
QList<Error> checkDataset(const QString &root);

/// Writes heddle-dataset.json into root (created if needed).
Result<void> createDataset(const QString &root, const DatasetInfo &info);

/// Writes heddle-dataset.json of the dataset at root again, unless it holds these bytes already.
Result<void> saveDatasetInfo(const QString &root, const DatasetInfo &info);

/// heddle-dataset.json's repositories of the dataset at root; empty when it names none or cannot be read.
QMap<QString, QString> datasetRepositories(const QString &root);

/// Writes the task into its folder (DatasetLayout::taskFolder) atomically file by file, skipping files whose bytes
/// are unchanged; files of attempts no longer present are kept. A test file or trajectory path that would leave its
/// folder or has a .git part is refused before anything is written, the error naming the file.
/// Trajectory files are copied from trajectorySource (attempt id -> absolute path) when given.
Result<void> saveTask(const QString &root, const Task &task, const QHash<QString, QString> &trajectorySources = {});

/// Writes one test file of a task (DatasetLayout::testFile) atomically, unless it holds these bytes already. The
/// path must be one of the task's test files.
Result<void> saveTestFile(const QString &root, const Task &task, const QString &path, const QByteArray &content);

/// Only the files that a verdict or a status change touches; unchanged bytes are not written, so git sees nothing.
Result<void> saveReview(const QString &root, const Task &task);
Result<void> saveCuration(const QString &root, const Task &task);

} // namespace heddle
