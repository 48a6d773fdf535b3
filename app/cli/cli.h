#pragma once

#include <core/json/jsondocument.h>

#include <QString>
#include <QTextStream>

#include <limits>
#include <optional>

namespace heddle::cli {

QTextStream &out();
QTextStream &err();

/// Exit codes shared by every verb.
enum Exit {
    Success = 0,
    Failure = 1,
    Usage = 2
};

/// Says what is wrong with the command line of `heddle <verb>`, its usage line and where to read more; returns Usage.
int usageError(const char *verb, const QString &message);

/// The whole number text spells when it lies within [least, most]; nothing otherwise (not a number, out of range).
/// Every verb's counts (--jobs, --repeat, --timeout, --budget, --limit ...) are read with it.
std::optional<int> numberIn(const QString &text, int least, int most = std::numeric_limits<int>::max());

/// The tasks a verb works on: every task of the dataset, or those --tasks names (comma-separated), checked against
/// it. An id the dataset lacks is a usage error of verb: its exit code is returned, and ids is left alone.
std::optional<int> selectTasks(const QStringList &datasetIds, const QString &tasksValue, bool tasksGiven,
                               const char *verb, QStringList *ids);

/// Errors as a JSON array of {file, line, column, pointer, message, text}; text is the file:line:column: form.
Json errorsJson(const QList<Error> &errors);

/// Prints json on standard output in the form of every file Heddle writes (serializeJson).
void printJson(const Json &json);

} // namespace heddle::cli
