#pragma once

#include <core/flags/flagdecision.h>
#include <core/history/datasethistory.h>
#include <core/util/result.h>

namespace heddle {

/// What a decision wrote, as it was before or as the decision left it: files by their bytes (never review.json), and
/// the decisions of the task's flags, which go back into review.json as it is then, so that the flags a later run
/// raised, refreshed or withdrew there stay as that run left them.
struct DecisionState {
    QString taskId;
    SavedFiles files;
    QList<FlagDecision> flags;

    friend bool operator==(const DecisionState &, const DecisionState &) = default;
};

/// Puts a decision back as `to` holds it (a file without bytes is removed), under the dataset's writer lock, when every
/// file is still as `from` holds it and every flag of `from` still has the decision it holds (a flag removed since is
/// left out). Otherwise nothing is written and the error names the first file or flag another writer changed since:
/// an undo never throws away someone else's work. The paths written, relative to root.
Result<QStringList> restoreDecision(const QString &root, const DecisionState &from, const DecisionState &to);

} // namespace heddle
