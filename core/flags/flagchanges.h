#pragma once

#include <core/task/task.h>

#include <QList>

namespace heddle {

struct RunRecord;

/// A computed flag that one validation run raises and the other does not.
struct FlagChange {
    enum class Kind {
        Raised, // the newer run raises it, the older did not
        Cleared // the older run raised it, the newer does not
    };
    Kind kind = Kind::Raised;
    Flag flag; // as the run that raises it computes it
};

/// The computed flags raised or cleared from older to newer, both judged against task as it is now (its lists, specs
/// and review-agent flags), so only what the runs' results change shows: raised ones first in rule order, then
/// cleared ones. A flag both runs raise is not listed, whatever its text says.
QList<FlagChange> flagChangesBetween(const Task &task, const RunRecord &older, const RunRecord &newer);

} // namespace heddle
