#pragma once

#include <core/util/result.h>

#include <QDateTime>
#include <QList>

#include <functional>

namespace heddle {

struct Flag;
struct FlagOrigin;
struct Task;

/// What happens to a flag its origin owns and no longer raises while it waits for a verdict.
enum class Unraised {
    Drop,    // it goes (computed flags: the finding is gone)
    Withdraw // it stays, marked withdrawn (an agent's flag: its withdrawal is part of the record)
};

struct FlagMergeOptions {
    Unraised unraised = Unraised::Drop;
    /// A decided flag raised again takes the new claim and keeps its verdict (computed flags: the rationale names the
    /// newest run); false: it stays as it was decided.
    bool refreshDecided = true;
    QDateTime now; // when a flag is withdrawn
};

/// What a merge did, flag by flag.
struct FlagMerge {
    QList<Flag> flags;
    int added = 0;       // raised for the first time
    int updated = 0;     // raised again with another claim, while open
    int unchanged = 0;   // raised again as it was
    int keptDecided = 0; // raised again, already decided
    int refreshed = 0;   // of those, how many took the new claim (refreshDecided)
    int restored = 0;    // raised again after it was withdrawn
    int withdrawn = 0;
    int dropped = 0;
    bool changed() const { return added + updated + refreshed + restored + withdrawn + dropped > 0; }
};

/// Whether two flags make the same claim in the same words: kind, attempt, specs, tests, evidence (places and notes),
/// confidence, rationale and agent version.
bool sameFlagContent(const Flag &a, const Flag &b);

/// The one merge of every source of flags. current is the task's flags as they are on disk; raised what an origin
/// raises now (ids of their own, none shared with another origin's flag); owned tells the current flags the origin
/// answers for (those it looked at). A raised flag replaces the current flag of its id in place, carrying its verdict,
/// note, author, time and link; a new one is added at the end; an owned flag no longer raised stays when decided and
/// is dropped or withdrawn while open. Every other flag stays where and as it is.
FlagMerge mergeRaisedFlags(const QList<Flag> &current, const std::function<bool(const Flag &)> &owned,
                           const QList<Flag> &raised, const FlagMergeOptions &options = {});

/// How applyRaisedFlags writes.
struct RaiseOptions {
    FlagMergeOptions merge;
    bool writeUnchanged = true; // false: review.json is left alone when nothing changes, so git sees nothing
};

/// What applyRaisedFlags did: the merge, and whether review.json was written.
struct RaisedFlagsWrite {
    FlagMerge merge;
    bool written = false;
};

/// Raises an origin's flags on task and writes review.json: under the dataset's writer lock, rereads the task's
/// decisions, asks raise for the origin's flags of the task as it is now, merges them (mergeRaisedFlags, owning the
/// origin's flags), links claims a curator already decided (linkSameClaims) and saves. Returns the merge, with
/// `written` telling whether review.json was written; when it cannot be, the task is left as it was and the error
/// is the save's.
Result<RaisedFlagsWrite> applyRaisedFlags(const QString &root, Task &task, const FlagOrigin &origin,
                                          const std::function<QList<Flag>(const Task &)> &raise,
                                          const RaiseOptions &options = {});

} // namespace heddle
