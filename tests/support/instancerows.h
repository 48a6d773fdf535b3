// What the importer tests read from instance files and from what an import made of them: every row of a JSON Lines
// sample, a task among the imported ones, a value of a task's source block or of an instance's other fields.
#pragma once

#include <tests/support/failure.h>

#include <QJsonObject>
#include <QList>
#include <QString>

namespace heddle {
struct SweBenchInstance;
struct Task;
} // namespace heddle

namespace heddle::test {

/// Every non-blank line of a JSON Lines file as an object, as Qt's own reader reads it: the referee for Heddle's
/// reader. When the file is missing the running test fails naming it, and there are no rows.
QList<QJsonObject> jsonlRows(const QString &path, Location at = Location::here());

/// The task with this id, or nullptr.
const Task *findTask(const QList<Task> &tasks, const QString &id);

/// The value of key in the task's source block, or empty.
QString sourceValue(const Task &task, const QString &key);

/// The value of key among the instance's other fields, or empty.
QString extraValue(const SweBenchInstance &instance, const QString &key);

} // namespace heddle::test
