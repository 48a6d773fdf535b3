#include <core/flags/flagorigin.h>

#include <core/task/task.h>

using namespace Qt::StringLiterals;

namespace heddle {

const QList<FlagOrigin> &flagOrigins()
{
    static const QList<FlagOrigin> origins{
        {u"validation"_s, {}, true},             // core/flags/computedflags: the rest of the computed flags
        {u"mutation"_s, u"mutation."_s, true},   // core/mutation/mutationflags
        {u"behaviour"_s, u"behaviour."_s, true}, // core/index/behaviourflags
        {u"agents"_s, {}, false},                // core/agents/flagimport
    };
    return origins;
}

const FlagOrigin &flagOrigin(const QString &name)
{
    for (const FlagOrigin &origin : flagOrigins())
        if (origin.name == name)
            return origin;
    return flagOrigins().first();
}

const FlagOrigin &originOf(const Flag &flag)
{
    const QList<FlagOrigin> &origins = flagOrigins();
    const FlagOrigin *rest = nullptr;
    for (const FlagOrigin &origin : origins) {
        if (origin.computed != (flag.source == FlagSource::Computed))
            continue;
        if (origin.prefix.isEmpty())
            rest = rest ? rest : &origin;
        else if (flag.id.startsWith(origin.prefix))
            return origin;
    }
    return rest ? *rest : origins.first();
}

bool isFlagOf(const FlagOrigin &origin, const Flag &flag)
{
    return originOf(flag).name == origin.name;
}

} // namespace heddle
