#pragma once

// Mends the curators' own verdict files that a window of an earlier build wrote under an empty flag id: the dataset's
// git history says which flag each of those verdicts judged.

#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

struct VerdictRepair {
    QStringList moved;        // "reviews/ada.json: F2 (confirmed)", one per verdict given back its flag id
    QList<Error> unresolved;  // verdicts left under "" and why: no git, no commit that says, or several flags at once
    QStringList changedPaths; // files rewritten, relative to the dataset root
};

/// For each file of tasks/<id>/reviews/ that holds a verdict under "": walks the task's commits from the oldest, and
/// where one changed that verdict, takes the flag whose verdict in review.json changed to the same state in the same
/// commit (when exactly one did). Each verdict found so is written under its flag unless the file already has a
/// newer one for it; "" goes when its present value was found. Nothing is committed.
VerdictRepair repairUnnamedVerdicts(const QString &root, const Task &task);

} // namespace heddle
