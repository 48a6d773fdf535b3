#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QDateTime>
#include <QString>

namespace heddle {

/// Records a curator's verdict on one flag and writes the task's review.json at once. Dismissing needs a note.
/// When the file cannot be written the task is left exactly as it was and the error names the file.
Result<void> recordVerdict(const QString &root, Task &task, const QString &flagId, Verdict verdict, const QString &note,
                           const QString &by, const QDateTime &at = QDateTime::currentDateTimeUtc());

/// Keeps the curator's own verdict on a flag in tasks/<id>/reviews/<curator>.json as well, so that when several
/// curators judge the same flags their agreement can be measured (heddle stats). Returns the file's path relative
/// to root.
Result<QString> recordCuratorVerdict(const QString &root, const QString &taskId, const QString &curator,
                                     const QString &flagId, Verdict verdict, const QString &note,
                                     const QDateTime &at = QDateTime::currentDateTimeUtc());

} // namespace heddle
