#include <core/flags/flagchanges.h>

#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>

#include <QSet>

namespace heddle {

QList<FlagChange> flagChangesBetween(const Task &task, const RunRecord &older, const RunRecord &newer)
{
    // Computed flag ids say what a flag is about (rule and subject), so the same finding has the same id in both.
    const QList<Flag> before = computeFlags(task, older);
    const QList<Flag> after = computeFlags(task, newer);
    QSet<QString> beforeIds, afterIds;
    for (const Flag &f : before)
        beforeIds.insert(f.id);
    for (const Flag &f : after)
        afterIds.insert(f.id);
    QList<FlagChange> changes;
    for (const Flag &f : after)
        if (!beforeIds.contains(f.id))
            changes.append({FlagChange::Kind::Raised, f});
    for (const Flag &f : before)
        if (!afterIds.contains(f.id))
            changes.append({FlagChange::Kind::Cleared, f});
    return changes;
}

} // namespace heddle
