#pragma once

#include <core/util/result.h>

#include <QList>
#include <QString>

namespace heddle {

struct Task;

/// What is wrong in the curators' own files of a task (tasks/<id>/reviews/*.json) that `heddle stats` and
/// `export-verdicts` would leave out: a file that is not JSON, no "verdicts" object, a verdict without a flag id or
/// for a flag review.json does not have, a state that is not a verdict. Each error names the file, line:column and
/// JSON pointer. task.flags must be read (a task loaded with its review.json).
QList<Error> checkCuratorVerdicts(const QString &root, const Task &task);

} // namespace heddle
