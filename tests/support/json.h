// JSON the tests read back from what Heddle wrote or from samples.
#pragma once

#include <QJsonValue>
#include <QStringList>

namespace heddle::test {

/// The elements of a JSON array as strings, in order (a value that is not an array gives none).
QStringList jsonStrings(const QJsonValue &array);

} // namespace heddle::test
