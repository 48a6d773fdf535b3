#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace heddle {

struct Task;
struct TestFile;

/// What the queue shows of a task's newest mutation analysis, read from the head of its record
/// (tasks/<id>/mutation/<run-id>.json) without reading the mutants: the counts, and what the analysis ran with, so
/// that an edit of the task can be judged stale without reading the record again.
struct MutationSummary {
    QString runId;
    int killed = 0;
    int survived = 0;
    int unjudged = 0;   // not applied, timed out, failed or cancelled
    int equivalent = 0; // survivors the input search found probably equivalent: left out of the score
    QString error;      // the newest record could not be read (the file and the place); the counts are then 0
    QStringList stale;  // what changed since the analysis; empty: it describes the task as it is

    // What the analysis ran with (as a validation run record keeps it).
    QString baseCommit;
    std::optional<QString> command;
    std::optional<QString> logFormat;
    std::optional<QString> image;
    QList<std::pair<QString, QByteArray>> testFileSha256; // path -> hex digest
    QByteArray referenceSha256;                           // hex digest of the reference patch it mutated

    int judged() const { return killed + survived - equivalent; }
    /// killed / judged (probably equivalent survivors left out); nothing when no mutant was judged or the record
    /// could not be read.
    std::optional<double> score() const;
    /// The score in whole percent, rounded down so that "100%" means no mutant survived; -1 without a score.
    int percent() const;
    bool isStale() const { return !stale.isEmpty(); }
};

/// Reads the summary at the head of a mutation record's bytes (the "counts" Heddle writes right after the id); a
/// record without them (older ones) is read through to count its mutants. An error names the file and the place.
std::optional<MutationSummary> parseMutationSummary(QByteArrayView bytes, const QString &file, QString *error);

/// The summary of the task's newest mutation record (only as much of the file as the summary needs is read);
/// nothing when the task was never analysed; a summary with error set when the newest record cannot be read.
std::optional<MutationSummary> readMutationSummary(const QString &datasetRoot, const QString &taskId);

/// What changed in the task since the summarized analysis ran (its test files, reference patch, base commit, test
/// command, log format or image), as a validation run's staleReasons say it; empty when nothing did.
QStringList mutationSummaryStaleReasons(const MutationSummary &summary, const Task &task);
/// As above for a task whose files were not read: their digests (hex sha256) come from the functions.
QStringList mutationSummaryStaleReasons(const MutationSummary &summary, const Task &task,
                                        const std::function<QByteArray()> &referenceSha256,
                                        const std::function<QByteArray(const TestFile &)> &testFileSha256);

} // namespace heddle
