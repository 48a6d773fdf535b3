#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// The sizes a finding may take (docs/FORMAT.md, finding.schema.json): a line of Heddle's findings JSONL, a
/// rationale and an evidence's note. A longer line is an error naming it, never parsed; a longer rationale in
/// Heddle's format is refused by the schema, and one that another format's reader builds is cut to it.
inline constexpr qsizetype kMaxFindingLineBytes = qsizetype(1) << 20;
inline constexpr qsizetype kMaxRationaleChars = 65536;
inline constexpr qsizetype kMaxEvidenceNoteChars = 4096;

/// A rationale cut to kMaxRationaleChars, saying so at its end when it was.
QString cappedRationale(const QString &text);

/// One finding of a review agent, as its output states it: the flag it would raise on a task, before it is checked
/// against the task and merged into review.json (core/agents/flagimport.h).
struct Finding {
    QString task;
    QString attempt; // empty: about the task's tests alone
    /// For formats that name an attempt by its model (and sample) rather than its id: importFindings finds the
    /// attempt with this model, and this sample when it is 0 or more. Ignored when attempt is set.
    QString attemptModel;
    int attemptSample = -1;
    FlagKind kind = FlagKind::FalsePositive;
    QStringList tests;
    QStringList specs;
    /// An evidence's attempt is the finding's unless the line names one; a patch hunk on "" is the reference.
    QList<Evidence> evidence;
    double confidence = 1.0; // absent in the file: the agent asserts the finding without a degree
    QString rationale;
    QString agent; // the agent's name: the flag's source
    QString agentVersion;
    QString id; // the agent's own id for the finding, or empty: the flag's id is derived from what it is about

    // Where it was read, for the errors found when it is checked against the dataset.
    QString file;
    int line = 0;          // 1-based line of the JSONL file (or of the record in another format)
    QString pointerPrefix; // the JSON pointer of the finding inside that line's value ("" for a Heddle line)
};

/// What a findings file gave: the findings that could be read, and an error for every line or value that could not,
/// each naming the file, the line and the JSON pointer.
struct FindingsRead {
    QString format;  // "heddle", "swe-rebench-v2", "inspect-scout"
    int records = 0; // lines (or records) read, good and bad
    QList<Finding> findings;
    QList<Error> errors;
};

/// How findings are read, whatever the format.
struct FindingsOptions {
    /// Fills in the agent of findings that name none; with replaceAgent, it replaces the name they give.
    QString agentName;
    bool replaceAgent = false;
    /// For formats that do not say whether a finding is a false positive or a false negative (a scanner's result):
    /// the kind to give; unset, each format's own default (docs/FORMAT.md).
    std::optional<FlagKind> kind;
    /// The task (and attempt) of findings that name none: an agent run on one task or attempt may leave them out.
    QString defaultTask;
    QString defaultAttempt;
};

/// Reads Heddle's findings JSONL (docs/FORMAT.md, resources/schemas/finding.schema.json) from bytes named file.
/// Blank lines are skipped; every other line is one finding or one error.
FindingsRead parseFindings(QByteArrayView bytes, const QString &file, const FindingsOptions &options = {});

/// Reads a findings file of any known format, detected from its content: Heddle's findings JSONL, SWE-rebench V2's
/// per-task annotations, or Inspect Scout scan results. Fails only when the file cannot be read or its format is
/// not one of them.
Result<FindingsRead> readFindingsFile(const QString &path, const FindingsOptions &options = {});

} // namespace heddle
