#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace heddle {

/// Which of a task's files a signature covers.
enum class SignedFiles {
    Text,    // what the search index reads: all but run records (validation/) and mutation analyses (mutation/)
    Summary, // what the queue's row reads: all but run records and, of each attempt, all but its attempt.json
};

/// What a task's files are now: their paths, sizes and modification times, hashed. The folder is listed and nothing
/// is read, so an unchanged signature says, without parsing, that whatever was read from these files still holds.
QString taskSignature(const QString &taskFolder, SignedFiles files);

/// What a dataset's files are now, as the index compares them with the queue's rows it keeps.
struct DatasetStamp {
    QString description;           // heddle-dataset.json's size and modification time
    QStringList taskIds;           // the task folders, in the order openDataset() lists them
    QHash<QString, QString> tasks; // task id -> taskSignature(..., SignedFiles::Summary)
};

/// Stamps the dataset at root, its tasks in parallel. Take it before reading the files it describes: a file changed
/// while they are read then leaves a stamp that no longer matches, and the row is read again next time.
DatasetStamp stampDataset(const QString &root);

} // namespace heddle
