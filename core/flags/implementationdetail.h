#pragma once

#include <QList>

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

} // namespace heddle
