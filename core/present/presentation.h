#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/present/beatorder.h>
#include <core/present/evidenceexcerpt.h>
#include <core/task/task.h>
#include <core/util/result.h>
#include <core/validation/runrecord.h>

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace heddle {

/// What the newest validation run of one patch (the reference, the empty patch or an attempt) gave.
struct PatchValidation {
    QString target; // "reference", "empty" or an attempt id
    QString runId;  // the newest run record that ran the patch
    QDateTime finished;
    TargetRun::Outcome outcome = TargetRun::Outcome::NotRun;
    bool applied = true;
    int passed = 0; // of the task's FAIL_TO_PASS and PASS_TO_PASS tests
    int failed = 0; // failed, errors and missing
    int total = 0;
    std::optional<bool> controlHolds; // for the reference and the empty patch: whether the control holds
};

/// For each patch of the task (reference, empty, then the attempts), the first repeat of the newest run record that
/// ran it (records newest first, as loadRunRecords gives them). A patch no record ran is left out.
QList<PatchValidation> newestRunPerPatch(const Task &task, const QList<RunRecord> &records);

/// Everything a presentation of a task shows, read together off the GUI thread.
struct Presentation {
    QString root;
    Task task;
    QList<ArrangedBeat> beats;                       // every beat, in the presenter's order, skipped ones too
    QHash<QString, QList<EvidenceExcerpt>> evidence; // flag id -> its evidence
    QList<PatchValidation> validation;               // newestRunPerPatch
    MatrixRuns matrix;                               // the matrix as the newest run gives it
    QList<Error> problems;                           // a saved order that could not be read (the natural order is used)

    /// The beats to show: the arranged ones that are not skipped.
    QList<Beat> shown() const { return shownBeats(beats); }
};

/// Generates the task's beats, arranges them in the order saved with the task, reads each flag's evidence and sums up
/// the runs (records newest first).
Presentation loadPresentation(const QString &root, const Task &task, const QList<RunRecord> &records,
                              const JobControl &job = JobControl::none());

} // namespace heddle
