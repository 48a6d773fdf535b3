#include <core/exec/limitoutcome.h>

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

#include <csignal>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct LimitText {
    Q_DECLARE_TR_FUNCTIONS(heddle::LimitText)
};

// What interpreters and shells print when memory or a new process is refused. Looked for only where no kernel counter
// can say it, and only in the last part of the output, where a run that died of it ends.
constexpr QByteArrayView kMemoryWords[] = {"MemoryError",
                                           "std::bad_alloc",
                                           "Cannot allocate memory",
                                           "JavaScript heap out of memory",
                                           "runtime: out of memory",
                                           "java.lang.OutOfMemoryError"};
// Shells' words (bash, dash, busybox): a refused fork elsewhere (Python's BlockingIOError) reads like any EAGAIN.
constexpr QByteArrayView kForkWords[] = {"fork: Resource temporarily unavailable", "fork: retry", "Cannot fork",
                                         "can't fork"};
// What a shell prints for a child the kernel stopped at the CPU time or the file size limit (strsignal's words).
constexpr QByteArrayView kCpuWords[] = {"CPU time limit exceeded"};
constexpr QByteArrayView kFileSizeWords[] = {"File size limit exceeded"};
constexpr qsizetype kTailSearch = qsizetype(64) * 1024;

bool mentions(QByteArrayView text, QByteArrayView word)
{
    return text.last(std::min(text.size(), kTailSearch)).contains(word);
}

template <size_t N> bool mentionsAny(const EndedRun &run, const QByteArrayView (&words)[N])
{
    for (QByteArrayView word : words)
        if (mentions(run.stdoutTail, word) || mentions(run.stderrTail, word))
            return true;
    return false;
}

QString megabytes(qint64 bytes)
{
    return QString::number(bytesToMegabytes(bytes), 'g', 6);
}

} // namespace

QString fileAtLeast(const QString &folder, qint64 bytes)
{
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        if (!info.isSymLink() && info.size() >= bytes)
            return info.filePath();
    }
    return {};
}

ResourceLimit limitOfEndedRun(const EndedRun &run, const RunLimits &limits, const QString &worktree)
{
    // A shell, bwrap and a container runtime report a child killed by a signal as 128 + the signal.
    const int signal = run.signal ? run.signal : run.exitCode > 128 && run.exitCode < 160 ? run.exitCode - 128 : 0;
    if (limits.cpuSeconds > 0 && signal == SIGXCPU)
        return ResourceLimit::CpuTime;
    if (limits.fileSizeBytes > 0 && signal == SIGXFSZ)
        return ResourceLimit::FileSize;
    if (limits.cpuSeconds > 0 && mentionsAny(run, kCpuWords))
        return ResourceLimit::CpuTime;
    if (limits.fileSizeBytes > 0 && mentionsAny(run, kFileSizeWords))
        return ResourceLimit::FileSize;
    if (run.container && limits.memoryBytes > 0 && run.exitCode == 128 + SIGKILL)
        return ResourceLimit::Memory; // the runtime's OOM kill; Heddle's own kill is a stop, judged before this
    if (run.exitCode != 0 && run.rlimitsOnly) {
        if (limits.memoryBytes > 0 && mentionsAny(run, kMemoryWords))
            return ResourceLimit::Memory;
        if (limits.processes > 0 && mentionsAny(run, kForkWords))
            return ResourceLimit::Processes;
    }
    // A write cut at the limit leaves a file of exactly that size; the sandbox's /tmp is gone, the worktree is not.
    if (limits.fileSizeBytes > 0 && !worktree.isEmpty() && !fileAtLeast(worktree, limits.fileSizeBytes).isEmpty())
        return ResourceLimit::FileSize;
    return ResourceLimit::None;
}

QString limitMessage(ResourceLimit limit, const RunLimits &limits, int timeoutMs)
{
    switch (limit) {
    case ResourceLimit::None: return {};
    case ResourceLimit::Memory:
        return LimitText::tr("The run went over its memory limit (%1 MB)").arg(megabytes(limits.memoryBytes));
    case ResourceLimit::Processes:
        return LimitText::tr("The run went over its limit of %1 processes").arg(limits.processes);
    case ResourceLimit::FileSize:
        return LimitText::tr("The run wrote a file as large as its file size limit (%1 MB)")
            .arg(megabytes(limits.fileSizeBytes));
    case ResourceLimit::CpuTime:
        return LimitText::tr("A process of the run used up its CPU time limit (%1 s)").arg(limits.cpuSeconds);
    case ResourceLimit::WallTime:
        return LimitText::tr("The run took longer than %1 s and was stopped")
            .arg(QString::number(timeoutMs / 1000.0, 'g', 3));
    }
    return {};
}

} // namespace heddle
