#pragma once

#include <core/task/task.h>

#include <QDateTime>
#include <QList>
#include <QString>

namespace heddle {

/// A flag's decision: its verdict with note, author and time, and the decided flag it follows. What undoing a verdict
/// puts back into review.json as it is then, leaving whatever else a later run or writer changed in it.
struct FlagDecision {
    QString flag;
    Verdict verdict = Verdict::Open;
    QString note;
    QString by;
    QDateTime at;
    QString sameAs;

    friend bool operator==(const FlagDecision &, const FlagDecision &) = default;
};

FlagDecision decisionOf(const Flag &f);
/// f takes the decision d holds (d.flag is not read).
void putDecision(Flag &f, const FlagDecision &d);

/// The decisions that differ between two readings of the same flags, as they were and as they are, in the order of
/// after. A flag in only one of the readings was raised or removed, not decided: it is left out.
struct DecisionChange {
    QList<FlagDecision> before;
    QList<FlagDecision> after;
};
DecisionChange changedDecisions(const QList<Flag> &before, const QList<Flag> &after);

} // namespace heddle
