#pragma once

#include <core/dataset/mutationsummary.h>
#include <core/mutation/mutantgenerator.h>
#include <core/probe/probewitness.h>
#include <core/task/teststatus.h>
#include <core/util/result.h>
#include <core/validation/runrecord.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct Task;

/// What became of one mutant.
struct MutantOutcome {
    enum class Status {
        Killed,     // a declared test that passes with the reference fails or errors with the mutant
        Survived,   // every declared test the reference passes still passes
        NotApplied, // the mutant patch did not apply
        TimedOut,
        Failed,    // the tests could not be run or read (failed to start, crashed, no results)
        Cancelled, // cancelled, or the time budget ran out before it ran
    };
    Mutant mutant;
    Status status = Status::Cancelled;
    QStringList killedBy; // the declared tests that caught it, in list order
    qint64 durationMs = 0;
    bool cached = false; // the results came from the cache, not from a run of this analysis
    QString message;
    /// A survivor compared with the reference by the input search (core/probe/probe.h): Equivalent when no recorded
    /// or varied call told them apart ("probably equivalent": it raises no flag), else the calls that did.
    ProbeVerdict probe = ProbeVerdict::NotProbed;
    QList<ProbeWitness> witnesses;
};

/// An attempt that passes every declared test, compared with the reference by the input search.
struct AttemptProbe {
    QString attempt;
    ProbeVerdict probe = ProbeVerdict::NotProbed;
    QList<ProbeWitness> witnesses; // the calls on which it behaves differently
    QString message;               // why it could not be compared
};

QString mutantStatusName(MutantOutcome::Status status); // killed, survived, not_applied, timed_out, failed, cancelled
std::optional<MutantOutcome::Status> mutantStatusFromName(QStringView name);

/// One mutation analysis of one task: a run record of kind "mutation". Its reference run, test files, command and base
/// commit are kept as a validation run keeps them, so that it goes stale after the same edits.
struct MutationRecord {
    RunRecord run; // the reference's run (target "reference") and what it ran with
    int candidates = 0;
    int budget = 0;
    QList<MutantOutcome> mutants;
    QList<AttemptProbe> attempts; // the passing attempts the input search compared
    int probeCalls = 0;           // the calls it replayed (recorded and varied); 0: no search was made
    QString probeNote;            // why the search gave nothing, when it did not

    int count(MutantOutcome::Status status) const;
    /// Survivors the input search found no input for that tells them from the reference.
    int probablyEquivalent() const;
    /// killed / (killed + survived); nothing when no mutant was judged.
    std::optional<double> score() const;
};

QByteArray mutationRecordToJson(const MutationRecord &record);
Result<MutationRecord> mutationRecordFromJson(QByteArrayView bytes, const QString &file);

/// Writes the record to DatasetLayout::mutationRecordFile; never overwrites one.
Result<void> saveMutationRecord(const QString &datasetRoot, const QString &taskId, const MutationRecord &record);

/// The task's newest mutation record; nothing when it has none; an error when the newest cannot be read.
Result<std::optional<MutationRecord>> loadLatestMutationRecord(const QString &datasetRoot, const QString &taskId);
/// One mutation record of the task, by its run id; an error names the file when it is missing or cannot be read.
Result<MutationRecord> loadMutationRecord(const QString &datasetRoot, const QString &taskId, const QString &runId);

/// One line for people: the task's mutation score and what survives, or that no analysis was made; stale when the
/// task changed since.
QString mutationScoreText(const std::optional<MutationRecord> &record, const Task &task);

/// What changed since the analysis ran (as staleReasons for a validation run).
QStringList mutationStaleReasons(const MutationRecord &record, const Task &task);

/// What the queue shows of the record (as readMutationSummary reads it from the file), judged stale against task.
MutationSummary mutationSummary(const MutationRecord &record, const Task &task);

} // namespace heddle
