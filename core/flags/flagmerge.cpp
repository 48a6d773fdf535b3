#include <core/flags/flagmerge.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/taskreread.h>
#include <core/flags/flagid.h>
#include <core/flags/flaglinks.h>
#include <core/flags/flagorigin.h>
#include <core/task/task.h>

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// The raised claim with the curator's decision on the flag it replaces.
Flag carryingDecision(Flag claim, const Flag &existing)
{
    takeVerdict(claim, existing);
    claim.sameAs = existing.sameAs;
    return claim;
}

} // namespace

bool sameFlagContent(const Flag &a, const Flag &b)
{
    auto sameEvidence = [](const QList<Evidence> &x, const QList<Evidence> &y) {
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (flagid::evidencePlace(x[i]) != flagid::evidencePlace(y[i]) || x[i].note != y[i].note)
                return false;
        return true;
    };
    return a.kind == b.kind && a.attempt == b.attempt && a.specs == b.specs && a.tests == b.tests &&
           sameEvidence(a.evidence, b.evidence) && qFuzzyCompare(1.0 + a.confidence, 1.0 + b.confidence) &&
           a.rationale == b.rationale && a.agentVersion == b.agentVersion;
}

FlagMerge mergeRaisedFlags(const QList<Flag> &current, const std::function<bool(const Flag &)> &owned,
                           const QList<Flag> &raised, const FlagMergeOptions &options)
{
    QHash<QString, const Flag *> byId;
    for (const Flag &f : raised)
        byId.insert(f.id, &f);
    FlagMerge merge;
    merge.flags.reserve(current.size() + raised.size());
    QSet<QString> placed;
    for (const Flag &existing : current) {
        const Flag *claim = byId.value(existing.id);
        if (!claim) {
            if (!owned(existing) || existing.verdict != Verdict::Open) {
                merge.flags.append(existing);
            } else if (options.unraised == Unraised::Withdraw) {
                merge.flags.append(existing);
                if (!existing.isWithdrawn()) {
                    merge.flags.last().withdrawnAt = options.now;
                    ++merge.withdrawn;
                }
            } else {
                ++merge.dropped;
            }
            continue;
        }
        placed.insert(existing.id);
        if (existing.verdict != Verdict::Open) {
            ++merge.keptDecided;
            const bool refresh = options.refreshDecided && !sameFlagContent(existing, *claim);
            merge.refreshed += refresh ? 1 : 0;
            merge.flags.append(refresh ? carryingDecision(*claim, existing) : existing);
            continue;
        }
        const bool restored = existing.isWithdrawn();
        const bool same = sameFlagContent(existing, *claim);
        merge.flags.append(same && !restored ? existing : carryingDecision(*claim, existing));
        ++(same ? merge.unchanged : merge.updated);
        merge.restored += restored ? 1 : 0;
    }
    for (const Flag &claim : raised) {
        if (placed.contains(claim.id))
            continue;
        placed.insert(claim.id);
        merge.flags.append(claim);
        ++merge.added;
    }
    return merge;
}

Result<RaisedFlagsWrite> applyRaisedFlags(const QString &root, Task &task, const FlagOrigin &origin,
                                          const std::function<QList<Flag>(const Task &)> &raise,
                                          const RaiseOptions &options)
{
    // The flags go into review.json as it is now: another writer may have recorded verdicts since the task was read.
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock)
        return lock.error();
    RaisedFlagsWrite write;
    write.merge = mergeRaisedFlags(
        task.flags, [&origin](const Flag &f) { return isFlagOf(origin, f); }, raise(task), options.merge);
    // A claim a curator already decided is not asked again: the new flag takes that verdict.
    const bool linked = linkSameClaims(write.merge.flags) > 0;
    if (!options.writeUnchanged && !linked && !write.merge.changed())
        return write;
    QList<Flag> before = std::move(task.flags);
    task.flags = write.merge.flags;
    if (Result<void> saved = saveReview(root, task); !saved) {
        task.flags = std::move(before);
        return saved.error();
    }
    write.written = true;
    return write;
}

} // namespace heddle
