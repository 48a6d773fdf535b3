#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace heddle {

/// Which of a task's files a signature covers.
enum class SignedFiles {
    Text,    // what the search index reads: all but run records (validation/) and mutation analyses (mutation/)
    Summary, // what the queue's row reads: all but run records and, of each attempt, all but its attempt.json
    Counts,  // what a row's counts are read from (TaskSummary's specs, attempts, flags, status and load errors, all
             // `heddle info` prints): task.json, review.json, curation.json and the attempts folder's entries
};

/// What a task's files are now: their paths, sizes and modification times, hashed. Nothing is read, so an unchanged
/// signature says, without parsing, that whatever was read from these files still holds. Text and Summary list the
/// folder; Counts asks for five entries by name and lists nothing (see countsSignature in the source).
QString taskSignature(const QString &taskFolder, SignedFiles files);

/// What a dataset's files are now, as the index compares them with the queue's rows it keeps.
struct DatasetStamp {
    QString description;            // heddle-dataset.json's size and modification time
    QStringList taskIds;            // the task folders, in the order openDataset() lists them
    QHash<QString, QString> tasks;  // task id -> taskSignature(..., SignedFiles::Summary); see StampOf
    QHash<QString, QString> counts; // task id -> taskSignature(..., SignedFiles::Counts)
};

/// What stampDataset() signs of each task.
enum class StampOf {
    Rows,   // whole rows: both signatures of every task
    Counts, // the counts alone: DatasetStamp::tasks stays empty until addRowSignatures() fills it for some tasks
};

/// Stamps the dataset at root, its tasks in parallel. Take it before reading the files it describes: a file changed
/// while they are read then leaves a stamp that no longer matches, and the row is read again next time.
DatasetStamp stampDataset(const QString &root, StampOf what = StampOf::Rows);

/// Adds the Summary signatures of the tasks ids to a stamp of the counts alone, before those tasks are read.
void addRowSignatures(DatasetStamp &stamp, const QString &root, const QStringList &ids);

} // namespace heddle
