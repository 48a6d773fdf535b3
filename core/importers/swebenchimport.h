#pragma once

#include <core/git/repositorylocator.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QFuture>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QTemporaryDir;

namespace heddle {

/// One solver run to join with the instances.
struct ImportRun {
    QString path;         // a harness folder (logs/run_evaluation/<run_id>/<model>, or <run_id> for each of its
                          // models) or a predictions file (JSONL or JSON; an OpenHands output.jsonl too)
    QString trajectories; // optional: a folder of trajectories or an OpenHands output.jsonl
    QString report;       // optional: the harness run report, <model>.<run_id>.json
    QString model;        // optional: the model name to use instead of the one the run gives
};

struct ImportRequest {
    QStringList instanceFiles; // SWE-bench or Multi-SWE-bench instances: JSONL or JSON; may be empty when the runs
                               // carry their instances (an OpenHands output.jsonl)
    QList<ImportRun> runs;
    QString output;             // the dataset folder to create: absent or empty
    QString name;               // the dataset's name; the output folder's name when empty
    RepositoryMap repositories; // --repo: written to heddle-dataset.json, and where the test files are read from
};

/// A harness instance folder that lacks some of the files the harness writes; it was imported with the rest.
struct IncompleteFolder {
    QString instanceId;
    QString folder;
    QStringList missing; // file names
};

/// What became of one run (one model of a harness run, or one predictions file).
struct RunImportReport {
    QString path;
    QString kind;                  // "harness" or "predictions"
    QString model;                 // the model names the attempts got, comma-separated when several
    QString runId;                 // the harness run id, when the folder layout names it
    QStringList matched;           // instance ids imported as attempts, in the run's order
    QStringList orphans;           // instance ids the run has that no instances file has: not imported
    QStringList instancesFromRun;  // tasks made from the instances the run's lines carry (OpenHands output.jsonl)
    QStringList instancesInFiles;  // instances the run carries that an instances file has too: the file's were kept
    QStringList withoutPrediction; // instances this run has nothing for
    QList<IncompleteFolder> incomplete;
    QString trajectories; // the trajectory source, when there is one
    int withTrajectory = 0;
    QStringList withoutTrajectory;  // matched ids the trajectory source has nothing for
    QStringList orphanTrajectories; // trajectories of ids the run did not match
    QList<Error> errors;            // rows and files that were skipped
    QList<Error> warnings;          // imported, but worth a look
};

/// Everything an import did and did not do: nothing is dropped without being listed here.
struct ImportReport {
    QString output;
    QString name;
    QStringList instanceFiles;
    int instanceRows = 0;        // rows in the instances files, imported or skipped
    QStringList tasks;           // the task ids written (planned, before writing)
    QList<Error> instanceErrors; // instance rows skipped: malformed, missing fields, duplicate ids
    QList<Error> warnings;       // about tasks: e.g. test files that only the task's test_patch holds
    QList<RunImportReport> runs;
    QList<Error> writeErrors;     // tasks that could not be written
    QStringList testFilesFetched; // tasks whose test files were read from their repository at base_commit
    QList<Error> testFileErrors;  // tasks of a mapped repository whose test files could not be read

    int attempts() const;
    bool imported() const { return !tasks.isEmpty(); }
};

/// The tasks an import will write and the trajectory files to copy into their attempts, before anything is
/// written.
struct ImportPlan {
    QList<Task> tasks;
    QHash<QString, QHash<QString, QString>> trajectorySources; // task id -> attempt id -> file to copy
    ImportReport report;
    RepositoryMap repositories;
    std::shared_ptr<QTemporaryDir> scratch; // holds OpenHands lines cut out of output.jsonl until they are copied
};

/// 0..1000; returns false to cancel.
using ImportProgress = std::function<bool(int permille)>;

/// Reads the instances and every run and joins them by instance id: one task per instance, one attempt per
/// prediction. The instances a run's lines carry (OpenHands) make the tasks no instances file has; for an instance
/// both have, the file's fields win. An attempt's results come from report.json's tests_status, else from
/// test_output.txt; its exit status from the trajectory's info.exit_status, else from the harness outcome (resolved,
/// unresolved, patch_failed, empty_patch, error, incomplete). Fails when an instances file or a run cannot be read at
/// all, or when no instance could be read; bad rows, orphans and missing files are listed in the plan's report instead.
Result<ImportPlan> planImport(const ImportRequest &request);

/// Creates the dataset in output and writes every task of the plan. Fails when output is a non-empty folder or the
/// dataset cannot be created; a task that cannot be written is listed in writeErrors and the others are written.
Result<ImportReport> writeImport(ImportPlan plan, const QString &output, const QString &name,
                                 const ImportProgress &progress = {});

/// planImport then writeImport.
Result<ImportReport> importSweBench(const ImportRequest &request, const ImportProgress &progress = {});
QFuture<Result<ImportReport>> importSweBenchAsync(const ImportRequest &request);

} // namespace heddle
