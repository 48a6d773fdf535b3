#include <core/dataset/runlimits.h>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr std::pair<ResourceLimit, const char16_t *> kNames[] = {
    {ResourceLimit::Memory, u"memory"},      {ResourceLimit::Processes, u"processes"},
    {ResourceLimit::FileSize, u"file_size"}, {ResourceLimit::CpuTime, u"cpu_time"},
    {ResourceLimit::WallTime, u"wall_time"},
};

} // namespace

QString resourceLimitName(ResourceLimit limit)
{
    for (const auto &[l, name] : kNames)
        if (l == limit)
            return QString::fromUtf16(name);
    return {};
}

std::optional<ResourceLimit> resourceLimitFromName(QStringView name)
{
    for (const auto &[l, n] : kNames)
        if (name == QStringView(n))
            return l;
    return std::nullopt;
}

qint64 megabytesToBytes(double megabytes)
{
    if (!(megabytes > 0)) // also NaN
        return 0;
    // Past an exabyte nothing is bounded any more; clamped so that the product cannot overflow.
    return qint64(std::llround(std::min(megabytes, 1e12) * double(kMiB)));
}

double bytesToMegabytes(qint64 bytes)
{
    return double(bytes) / double(kMiB);
}

RunLimits LimitSettings::resolved() const
{
    RunLimits limits;
    if (memoryMb)
        limits.memoryBytes = megabytesToBytes(*memoryMb);
    if (processes)
        limits.processes = std::max(0, *processes);
    if (fileSizeMb)
        limits.fileSizeBytes = megabytesToBytes(*fileSizeMb);
    if (cpuSeconds)
        limits.cpuSeconds = std::max(0, *cpuSeconds);
    // Output and reports are always bounded: a zero would mean keeping nothing, not everything.
    if (outputMb && *outputMb > 0)
        limits.outputBytes = std::max<qint64>(1024, megabytesToBytes(*outputMb));
    if (junitMb && *junitMb > 0)
        limits.junitBytes = std::max<qint64>(1024, megabytesToBytes(*junitMb));
    return limits;
}

} // namespace heddle
