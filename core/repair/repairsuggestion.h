#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct MutationRecord;
struct RunRecord;
struct Task;

/// One fact a suggestion is proved by: the reference passes it, the empty patch still fails FAIL_TO_PASS...
struct RepairCheck {
    QString id;   // stable, for the command line: "reference-passes", "empty-fails", "attempt-passes", ...
    QString what; // for people: "the reference passes every listed test"
    bool passed = false;
    QString detail; // what went wrong, when it did
};

/// A change of one test file that repairs a flag: an over-constrained check relaxed (a false-negative risk of an
/// implementation detail) or a new test that tells the reference from what passes wrongly (a false-positive risk).
struct RepairSuggestion {
    enum class Kind {
        Relax,
        NewTest
    };
    QString task;
    QString flag;
    Kind kind = Kind::Relax;
    QString file; // the test file, a repository path
    QByteArray before;
    QByteArray after;
    QString summary; // what it does, for people
    // Relax: the tests it rewrites, which the flag's attempt is to pass; NewTest: the test it adds, by node id.
    QStringList tests;
    QString attempt;        // the attempt the flag is about: to pass (Relax) or to fail (NewTest); empty for none
    QStringList mutants;    // NewTest on a mutation flag: the mutant ids the test is to kill
    QStringList emptyFails; // NewTest: the new tests the empty patch fails (they go to FAIL_TO_PASS), from the proof
    // NewTest: the specs the new tests serve, those that cover the tests whose calls they assert; taking the repair
    // lists the new tests under them.
    QStringList specs;
    bool verified = false; // every check passed
    QList<RepairCheck> checks;
    QString failure; // when not verified: the first check that failed, or why it could not be proved

    /// The diff of the test file, git style.
    QByteArray diff() const;
};

QString repairKindName(RepairSuggestion::Kind kind); // "relax", "new-test"

/// What can be suggested for a task's open flags, before any proof: per flag, candidates best first.
struct RepairPlan {
    QList<RepairSuggestion> candidates;
    QHash<QString, QString> unrepairable; // flag -> why nothing is suggested for it
};

/// Candidates for the task's open computed flags: a relaxation (core/repair/relaxation.h) of each implementation-
/// detail check the validation record shows failing, and a test from each call the input search recorded that tells
/// a survivor or a passing attempt from the reference (the mutation record's witnesses). flags: only these (empty:
/// all). Pure but for reading the record's logs beside its file.
RepairPlan repairCandidates(const Task &task, const std::optional<RunRecord> &validation,
                            const std::optional<MutationRecord> &mutation, const QStringList &flags = {});

/// The test file with a test inserted after a line (1-based; 0: at the end), with a blank line before it.
QByteArray insertTest(const QByteArray &file, int afterLine, const QString &source);

/// The node id a test written next to `neighbour` gets: the neighbour's file and class with the new name.
QString neighbourTestId(const QString &neighbour, const QString &file, const QString &name, bool inClass);

} // namespace heddle
