#include <core/flags/computedflag.h>

namespace heddle {

Flag computedFlag(FlagKind kind, const QString &id)
{
    Flag flag;
    flag.id = id;
    flag.kind = kind;
    flag.source = FlagSource::Computed;
    flag.confidence = 1.0;
    flag.verdict = Verdict::Open;
    return flag;
}

bool isFailing(TestStatus status)
{
    return status == TestStatus::Failed || status == TestStatus::Error || status == TestStatus::Missing;
}

} // namespace heddle
