#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace heddle {

/// A second look at failures whose comparison pytest cut short. At its default verbosity pytest shortens the two sides
/// of a failed comparison (`['b.x...ut', 'a.y'] == ['a.y', 'b...x.timeout']`, "Use -v to get more diff"), and then
/// nobody can tell from the log whether both lists hold the same items. Validation runs those tests alone again in the
/// same workspace, with the same patch, in the same sandbox, with -vv, and puts that output in the run's log after a
/// heading: the failure details read from the log then come from the second look.

/// The failing tests of a pytest log whose explanation was cut ("Use -v to get more diff", "Full output truncated",
/// a quoted side shortened with "..."), in the order of the log; at most limit.
QStringList truncatedComparisons(QByteArrayView log, int limit = 8);

/// The command that runs only those tests again, in the run's Python environment when it has one; empty when the
/// task's command cannot be narrowed to them (its runner does not take node ids, or only a shell can say what it
/// runs).
QString verboseRerunCommand(const QString &testCommand, const QStringList &tests, const QString &workspace);

/// The variable that makes pytest print every comparison whole.
QString verboseRerunVariable();

/// The line the second look's output follows in the run's log.
QByteArray verboseRerunHeading(const QStringList &tests);

} // namespace heddle
