#include <core/flags/flaglinks.h>

#include <core/task/task.h>

#include <QHash>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// Kind, attempt, tests and specs, order aside; empty when the claim names neither tests nor specs.
QString claimKey(const Flag &f)
{
    if (f.tests.isEmpty() && f.specs.isEmpty())
        return {};
    QStringList tests = f.tests, specs = f.specs;
    tests.sort();
    specs.sort();
    return flagKindName(f.kind) + u'\x1f' + f.attempt + u'\x1f' + tests.join(u'\x1e') + u'\x1f' + specs.join(u'\x1e');
}

} // namespace

bool takeVerdict(Flag &f, const Flag &from)
{
    if (f.verdict == from.verdict && f.verdictNote == from.verdictNote && f.verdictBy == from.verdictBy &&
        f.verdictAt == from.verdictAt)
        return false;
    f.verdict = from.verdict;
    f.verdictNote = from.verdictNote;
    f.verdictBy = from.verdictBy;
    f.verdictAt = from.verdictAt;
    return true;
}

const Flag *decidedFlagOf(const QList<Flag> &flags, const Flag &linked)
{
    if (linked.sameAs.isEmpty())
        return nullptr;
    for (const Flag &f : flags)
        if (f.id == linked.sameAs && f.sameAs.isEmpty())
            return &f;
    return nullptr;
}

int linkSameClaims(QList<Flag> &flags)
{
    QHash<QString, qsizetype> decided; // claim -> the first flag that decides it by itself
    for (qsizetype i = 0; i < flags.size(); ++i) {
        const Flag &f = flags[i];
        const QString key = claimKey(f);
        if (!key.isEmpty() && f.sameAs.isEmpty() && f.verdict != Verdict::Open && !f.isWithdrawn() &&
            !decided.contains(key))
            decided.insert(key, i);
    }
    int changed = 0;
    for (qsizetype i = 0; i < flags.size(); ++i) {
        Flag &f = flags[i];
        if (!f.sameAs.isEmpty()) {
            const qsizetype target = [&] {
                for (qsizetype j = 0; j < flags.size(); ++j)
                    if (j != i && flags[j].id == f.sameAs && flags[j].sameAs.isEmpty())
                        return j;
                return qsizetype(-1);
            }();
            if (target < 0) {
                f.sameAs.clear(); // the decision it took stays its own
                ++changed;
            } else if (takeVerdict(f, flags[target])) {
                ++changed;
            }
            continue;
        }
        if (!f.awaitsVerdict())
            continue;
        const auto d = decided.constFind(claimKey(f));
        if (d == decided.cend() || *d == i)
            continue;
        f.sameAs = flags[*d].id;
        takeVerdict(f, flags[*d]);
        ++changed;
    }
    return changed;
}

} // namespace heddle
