#pragma once

#include <core/editing/taskedit.h>
#include <core/task/task.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// The edits of a task's specs, each with a summary that says what changed. Specs are named by id, so an edit still
/// means the same spec when it runs on a task saved since. An interaction is kept on both specs: adding one writes it
/// on each, removing one takes it off each (a task that names it on one side only still loses it).
namespace specedits {

/// The first id of the form S<n> that no spec of specs has.
QString freeSpecId(const QList<Spec> &specs);

/// Adds spec at index (clamped to the list); "Spec S12 added".
TaskEdit addSpec(const Spec &spec, qsizetype index);
/// Removes the spec and every other spec's interaction with it; "Spec S3 removed".
TaskEdit removeSpec(const QString &id);
/// Swaps the places of two specs (neighbours in their category, so the list's groups keep their order); "Spec S3
/// moved up, above S1" when up, else "Spec S3 moved down, below S5".
TaskEdit swapSpecs(const QString &id, const QString &other, bool up);
/// Moves the spec to just before (or after) the spec anchor, taking on its category; "Spec S3 moved before S8".
TaskEdit moveSpec(const QString &id, const QString &anchor, bool after);
/// Renames the spec, in the other specs' interactions too; "Spec S3 renamed S3a".
TaskEdit renameSpec(const QString &id, const QString &newId);
/// "Spec S3 retitled".
TaskEdit retitleSpec(const QString &id, const QString &title);
/// "Spec S3 reworded".
TaskEdit rewordSpec(const QString &id, const QString &text);
/// "Spec S3 now in category state".
TaskEdit recategorizeSpec(const QString &id, const QString &category);
/// Adds or removes the interaction between a and b, on both specs; "S2 and S5 now interact" or "no longer interact".
TaskEdit setInteraction(const QString &a, const QString &b, bool interact);
/// Adds or removes test from the tests that cover the spec; "S4 covered by tests/test_x.py::test_y" or "no longer
/// covered by ...".
TaskEdit setCoverage(const QString &id, const QString &test, bool covers);

/// The spec just above (up) or below id among the specs of its category, in the task's order; empty at the end.
QString neighbourInCategory(const QList<Spec> &specs, const QString &id, bool up);
/// Whether a and b interact: either names the other.
bool interact(const QList<Spec> &specs, const QString &a, const QString &b);

} // namespace specedits

} // namespace heddle
