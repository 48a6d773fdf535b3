#include <core/flags/flagdecision.h>

namespace heddle {

FlagDecision decisionOf(const Flag &f)
{
    return {f.id, f.verdict, f.verdictNote, f.verdictBy, f.verdictAt, f.sameAs};
}

void putDecision(Flag &f, const FlagDecision &d)
{
    f.verdict = d.verdict;
    f.verdictNote = d.note;
    f.verdictBy = d.by;
    f.verdictAt = d.at;
    f.sameAs = d.sameAs;
}

DecisionChange changedDecisions(const QList<Flag> &before, const QList<Flag> &after)
{
    DecisionChange change;
    for (const Flag &a : after) {
        const auto was = std::find_if(before.cbegin(), before.cend(), [&](const Flag &b) { return b.id == a.id; });
        if (was == before.cend() || decisionOf(*was) == decisionOf(a))
            continue;
        change.before.append(decisionOf(*was));
        change.after.append(decisionOf(a));
    }
    return change;
}

} // namespace heddle
