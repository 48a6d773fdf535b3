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

} // namespace heddle::cli
