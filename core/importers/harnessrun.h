#pragma once

#include <core/importers/harnessreport.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// The files the SWE-bench harness writes for each instance, in the order they are reported missing.
QStringList harnessInstanceFiles(); // patch.diff, report.json, test_output.txt, run_instance.log, eval.sh

/// One instance folder of a harness run: logs/run_evaluation/<run_id>/<model>/<instance_id>/.
struct HarnessInstance {
    QString instanceId;                  // the folder name
    QString folder;                      // absolute path
    std::optional<QByteArray> patch;     // patch.diff, byte for byte
    std::optional<HarnessReport> report; // report.json
    QString testOutputPath;              // test_output.txt; read only when the results are needed
    QString testCommand;                 // from eval.sh
    QStringList missing;                 // the harnessInstanceFiles() that are absent
    QList<Error> errors;                 // files that are present but could not be read
};

/// The instance folders of one model in one harness run.
struct HarnessRun {
    QString folder;                            // absolute path
    QString model;                             // the folder's name
    QString runId;                             // for logs/run_evaluation/<run_id>/<model>; empty otherwise
    QList<HarnessInstance> instances;          // sorted by instance id
    std::optional<HarnessRunReport> runReport; // a run-level report.json beside the instance folders (SWE-smith)
    QList<Error> errors;                       // that report.json, when present but unreadable
};

/// Reads one instance folder; what is missing or unreadable is listed in the result, never fatal.
HarnessInstance readHarnessInstance(const QString &folder);

/// Reads harness output. folder may be a model folder (its sub-folders are instances), a run folder
/// (logs/run_evaluation/<run_id>: one run per model sub-folder) or a single instance folder. Fails when the
/// folder does not exist or holds no harness output.
Result<QList<HarnessRun>> readHarnessRuns(const QString &folder);

} // namespace heddle
