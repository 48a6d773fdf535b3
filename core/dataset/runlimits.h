#pragma once

#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <optional>

namespace heddle {

/// A resource a test run can go over.
enum class ResourceLimit {
    None,
    Memory,
    Processes,
    FileSize,
    CpuTime,
    WallTime
};

/// "memory", "processes", "file_size", "cpu_time", "wall_time"; empty for None.
QString resourceLimitName(ResourceLimit limit);
std::optional<ResourceLimit> resourceLimitFromName(QStringView name);

inline constexpr qint64 kMiB = qint64(1024) * 1024;

/// What one test run may use. 0: no limit (output and the JUnit report are always bounded).
struct RunLimits {
    qint64 memoryBytes = 4096 * kMiB;
    /// Processes and threads at once.
    int processes = 1024;
    /// The largest file a run may write.
    qint64 fileSizeBytes = 1024 * kMiB;
    /// CPU time of each process.
    int cpuSeconds = 3600;
    /// The output kept of each stream (stdout, stderr): its first half and its last half; what lies between is
    /// counted and left out.
    qint64 outputBytes = 4 * kMiB;
    /// The largest JUnit report read; a bigger one is ignored and the results come from the kept output.
    qint64 junitBytes = 64 * kMiB;

    qint64 outputHeadBytes() const { return outputBytes / 2; }
    qint64 outputTailBytes() const { return outputBytes - outputBytes / 2; }
    /// The most a run log (stdout then stderr, each with its marker line) holds once bounded.
    qint64 logBytesBound() const { return 2 * outputBytes + 1024; }
};

/// The limits as heddle-dataset.json gives them ("validation": {"limits": {...}}): a key that is absent takes the
/// default, so that a saved file keeps exactly what the curator wrote.
struct LimitSettings {
    std::optional<double> memoryMb;
    std::optional<int> processes;
    std::optional<double> fileSizeMb;
    std::optional<int> cpuSeconds;
    /// The wall time of a run; absent: the timeout the caller chose (the settings, `heddle validate --timeout`).
    std::optional<int> wallSeconds;
    std::optional<double> outputMb;
    std::optional<double> junitMb;

    bool isEmpty() const
    {
        return !memoryMb && !processes && !fileSizeMb && !cpuSeconds && !wallSeconds && !outputMb && !junitMb;
    }
    /// The defaults with what is set laid over them.
    RunLimits resolved() const;
};

/// Megabytes (as heddle-dataset.json and run records write them) to bytes, and back.
qint64 megabytesToBytes(double megabytes);
double bytesToMegabytes(qint64 bytes);

} // namespace heddle
