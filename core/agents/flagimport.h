#pragma once

#include <core/agents/findings.h>
#include <core/jobs/jobcontrol.h>
#include <core/util/result.h>

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <utility>

namespace heddle {

/// Which of an agent's flags an import speaks for: a flag of the agent in scope that the findings no longer raise is
/// withdrawn. Outside the scope, the agent's flags are left as they are.
struct FlagImportScope {
    enum class Kind {
        Dataset, // every task: the findings are the agent's whole output
        Tasks,   // the tasks named in tasks (an agent run on some tasks, or --partial with the tasks the files name)
        Attempts // the (task, attempt) pairs in attempts (an agent run per attempt)
    };
    Kind kind = Kind::Dataset;
    QSet<QString> tasks;
    QSet<std::pair<QString, QString>> attempts;

    bool covers(const QString &task, const QString &attempt) const;
};

struct FlagImportOptions {
    FlagImportScope scope;
    /// The agents the import speaks for, besides those the findings name (an agent that found nothing still
    /// withdraws its old flags).
    QStringList agents;
    QDateTime now;       // invalid: the current time
    bool dryRun = false; // check and count, write nothing
};

/// What an import did, task by task and in total.
struct FlagImportReport {
    QStringList agents;       // the agents imported, sorted
    int findings = 0;         // findings given
    int added = 0;            // new open flags
    int updated = 0;          // open flags whose claim changed (kind, tests, specs, evidence, confidence, rationale)
    int unchanged = 0;        // open flags raised again as they were
    int restored = 0;         // withdrawn flags raised again (counted in updated or unchanged too)
    int keptDecided = 0;      // findings whose flag a curator decided: left exactly as it is
    int withdrawn = 0;        // open flags of the agents no longer raised
    int skipped = 0;          // findings with an error, not imported
    QList<Error> errors;      // one per skipped finding or unreadable task, with file:line and pointer
    QStringList changedTasks; // tasks whose review.json was written, in order
    QStringList changedPaths; // those files, relative to the dataset root, for a commit
    QStringList formats;      // of the files read (importFindingsFiles), in order

    /// One line: "12 added, 3 updated, 40 unchanged, 2 withdrawn, 1 kept as decided, 4 skipped".
    QString summary() const;
};

/// The id an imported finding's flag gets: "<agent>.<finding id>", or "<agent>.<digest>" of what the finding is about
/// (kind, attempt, tests, specs) when it has no id, folded to the characters review.schema.json allows.
QString importedFlagId(const Finding &finding);

/// Checks each finding against its task (task, attempt, tests, specs, evidence that points at a step, hunk or line
/// that exists) and merges the good ones into the tasks' review.json: a new finding adds an open flag; one whose
/// flag is still open updates it (and restores it if it was withdrawn); a flag a curator decided is never touched;
/// an open flag of the same agent, in scope, that no finding raises any more is marked withdrawn. Fails only when the
/// dataset cannot be opened; a task that cannot be read or written is an error in the report and the rest goes on.
Result<FlagImportReport> importFindings(const QString &datasetRoot, const QList<Finding> &findings,
                                        const FlagImportOptions &options, const JobControl &job = JobControl::none());

/// Reads each findings file (readFindingsFile) and imports what they hold: the command line's and the window's
/// import. With partial, the files speak only for the tasks they name (scope Tasks); otherwise for the dataset.
/// The files' own unreadable lines count as skipped findings, and every error is sorted by file and line. Fails when
/// a file cannot be read or has no known format, before anything is written.
Result<FlagImportReport> importFindingsFiles(const QString &datasetRoot, const QStringList &files,
                                             const FindingsOptions &read, bool partial, bool dryRun = false,
                                             const JobControl &job = JobControl::none());

/// The commit message of an import that changed flags: what in the first line ("Flags of tfa-reviewer 2.3: 4 added,
/// 1 withdrawn"), then where the findings came from and the tasks changed.
QString flagImportCommitMessage(const FlagImportReport &report, const QString &from);

} // namespace heddle
