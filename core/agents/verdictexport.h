#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/stats/sourcecalibration.h>
#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace heddle {

/// What an export of verdicts wrote (or would write).
struct VerdictExportReport {
    QString dataset;              // the dataset's name
    int tasks = 0;                // tasks whose flags were written (every readable task, with flags or not)
    int flags = 0;                // lines written
    int withdrawn = 0;            // of them, flags the agent withdrew
    QMap<QString, int> byVerdict; // final verdict name ("open", "confirmed", ...) -> flags
    QList<Error> warnings;        // a task that could not be read, a curator's file that could not: the rest goes on
};

/// Every flag of a dataset as a label, one JSON object per line (docs/FORMAT.md "Verdict labels",
/// resources/schemas/verdict-label.schema.json), and what was written.
struct VerdictLabels {
    QByteArray jsonl;
    VerdictExportReport report;
};

/// Reads every task of the dataset at root, its flags, the curators' own verdicts (tasks/<id>/reviews/) and blind
/// verdicts (tasks/<id>/blind/) and makes one label per flag, in the dataset's task order and each task's flag order.
/// Fails only when the dataset cannot be opened or the job is stopped; a task that cannot be read is a warning.
Result<VerdictLabels> collectVerdictLabels(const QString &root, const JobControl &job = JobControl::none());

/// collectVerdictLabels, written atomically to outPath (its folder made when absent). The error names the file.
Result<VerdictExportReport> exportVerdicts(const QString &root, const QString &outPath,
                                           const JobControl &job = JobControl::none());

} // namespace heddle
