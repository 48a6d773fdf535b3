#pragma once

#include <core/flags/assertionclass.h>

#include <QList>
#include <QString>

namespace heddle {

struct Flag;
struct Task;
struct RunRecord;

/// The computed false-negative-risk flags "detail.<attempt>.<test>": an attempt that fails only a few of the listed
/// tests the reference passes (at most 3, or at most a quarter of them), where every failing check asserts an
/// implementation detail (core/flags/assertionclass.h: the exact text of an exception, a private name, the order of
/// an unordered container...), unless the task's statement asks for that order, or itself names the text an
/// exact-message check expects or the private name a check reads. One flag per such test and attempt, on
/// both, with the check's line in the test file as evidence and the failure message as its note. The runs' logs are
/// those the record holds, else the ones saved beside its file; a run without a log, or whose log does not explain the
/// failure, raises nothing.
QList<Flag> implementationDetailFlags(const Task &task, const RunRecord &record);

/// One failing check of an implementation detail, as implementationDetailFlags raises a flag for it.
struct DetailFinding {
    QString flagId; // "detail.<attempt>.<test>"
    QString attempt;
    QString test;
    QString file; // the task's test file that holds the check (as the runner printed it when the task has none)
    int line = 0; // of the check in file; 0 when the log does not say
    AssertionClass detail = AssertionClass::ExactMessage;
    QString message;     // the failure message
    QString failingText; // "fails only test_x" or "fails only test_x, test_y of the tests the reference passes"
    int failing = 1;     // how many tests the attempt fails that the reference passes
};
QList<DetailFinding> implementationDetailFindings(const Task &task, const RunRecord &record);

/// The task's statement: its query and each spec's title and text.
QString taskStatementText(const Task &task);

} // namespace heddle
