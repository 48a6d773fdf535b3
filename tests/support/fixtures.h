// The tests' input: samples under tests/data and the demo dataset's source under resources/demo. Reading one that is
// missing fails the running test with the file's name, so a lost sample never passes unnoticed.
#pragma once

#include <tests/support/failure.h>

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace heddle::test {

/// The absolute path of a sample under tests/data (relative may be empty: the folder itself).
QString testDataPath(const QString &relative = {});

/// The absolute path of a file of the demo dataset's source, resources/demo (relative may be empty: the dataset).
QString demoSourcePath(const QString &relative = {});

/// The whole of a file the test needs; when it is missing or unreadable the running test fails naming it, and the
/// result is empty.
QByteArray readFixture(const QString &path, Location at = Location::here());

/// The row whose instance_id is instanceId in a JSON Lines file of SWE-bench instances; line, when given, receives
/// its 1-based line. When the file or the row is missing the running test fails naming them, and the row is empty.
QJsonObject instanceRow(const QString &path, const QString &instanceId, int *line = nullptr,
                        Location at = Location::here());

} // namespace heddle::test
