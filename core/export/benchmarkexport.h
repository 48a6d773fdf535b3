#pragma once

#include <core/stats/datasetstats.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace heddle {

/// What the manifest says about one exported task.
struct ExportedTask {
    QString id;
    QByteArray patchSha256;                               // hex, of the reference patch
    QList<std::pair<QString, QByteArray>> testFileSha256; // path -> hex, of each test file as the dataset stores it
    QByteArray testPatchSha256;                           // hex, of the test_patch written
    QString validationRun;                                // the newest run record's id; empty when there is none
    CurationEvent decision;                               // the last history event that approved the task
};

struct ExportReport {
    QString output; // absolute
    QString instancesFile;
    QString manifestFile;
    QString datasetName;
    QDateTime exportedAt;        // UTC
    QList<ExportedTask> tasks;   // approved tasks written, in dataset order
    QList<TaskFailure> failures; // tasks that could not be read, and approved tasks that could not be exported

    bool complete() const { return failures.isEmpty(); }
};

/// A git diff of one file against its content at the base commit: a modification (mode 100644) when base is given,
/// else a new file. Empty when the content equals the base. Pure.
Result<QByteArray> fileDiff(const QString &path, const std::optional<QByteArray> &base, const QByteArray &content);

/// The task's test files as one git diff against its base commit, read from repositoryPath.
Result<QByteArray> testPatchFor(const QString &repositoryPath, const Task &task);

/// Writes every approved task of the dataset at root as a SWE-bench instance (one JSON line each, with Heddle's
/// "specs" added) into outFolder/instances.jsonl, and outFolder/manifest.json with the checksums, the newest
/// validation run and the approval of each. Fails when outFolder exists and is not empty or nothing can be
/// written; a task that cannot be read or exported is listed in failures and the others are written.
Result<ExportReport> exportBenchmark(const QString &root, const QString &outFolder);

} // namespace heddle
