#pragma once

#include <QString>
#include <QTextStream>

namespace heddle::cli {

QTextStream &out();
QTextStream &err();

/// Exit codes shared by every verb.
enum Exit {
    Success = 0,
    Failure = 1,
    Usage = 2
};

/// Says what is wrong with the command line of `heddle <verb>` and where to read more; returns Usage.
int usageError(const char *verb, const QString &message);

} // namespace heddle::cli
