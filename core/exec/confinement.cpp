#include <core/exec/confinement.h>

#include <core/exec/processidentity.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

/// Where this machine lets Heddle make control groups: one parent per hierarchy (v1: memory then pids; v2: one).
struct Hierarchies {
    int version = 0;
    QStringList parents;
};

QByteArray readSmall(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(qint64(64) * 1024);
}

bool writeSmall(const QString &path, const QByteArray &value)
{
    // Unbuffered, one write: a control group file takes a value per write(2), and says no through its result.
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, value.constData(), size_t(value.size())) == ssize_t(value.size());
    ::close(fd);
    return ok;
}

/// The number after key in a "key value" per line file (memory.events, pids.events, memory.oom_control).
qint64 counter(const QByteArray &text, QByteArrayView key)
{
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> parts = line.simplified().split(' ');
        if (parts.size() == 2 && parts[0] == key)
            return parts[1].toLongLong();
    }
    return 0;
}

struct Mount {
    QString point;
    QString root;
    QString type;
    QStringList options;
};

QList<Mount> cgroupMounts()
{
    QList<Mount> mounts;
    for (const QByteArray &line : readSmall(u"/proc/self/mountinfo"_s).split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype dash = fields.indexOf("-");
        if (dash < 5 || dash + 3 >= fields.size())
            continue;
        const QByteArray &type = fields[dash + 1];
        if (type != "cgroup" && type != "cgroup2")
            continue;
        // Mount points escape spaces and the like as \040; control group mounts do not need them.
        mounts.append({QString::fromUtf8(fields[4]), QString::fromUtf8(fields[3]), QString::fromLatin1(type),
                       QString::fromLatin1(fields[dash + 3]).split(u',')});
    }
    return mounts;
}

/// The folder of the group this process is in, in one hierarchy; empty when it is not mounted.
QString ownGroup(const Mount &mount, const QString &path)
{
    QString relative = path;
    if (mount.root != u"/" && relative.startsWith(mount.root))
        relative = relative.mid(mount.root.size());
    return QDir::cleanPath(mount.point + u'/' + relative);
}

bool canMakeGroups(const QString &parent)
{
    const QString probe = parent + u"/heddle-probe-"_s + QString::number(::getpid());
    if (!QDir().mkdir(probe) && !QFileInfo(probe).isDir())
        return false;
    return ::rmdir(QFile::encodeName(probe).constData()) == 0;
}

Hierarchies detect()
{
    Hierarchies found;
    // HEDDLE_CGROUPS=0: rlimits only, as on a machine that allows no control group (and to test that path there).
    if (qEnvironmentVariable("HEDDLE_CGROUPS") == u"0")
        return found;
    const QList<Mount> mounts = cgroupMounts();
    QHash<QString, QString> paths; // controller ("" for v2) -> this process's group
    for (const QByteArray &line : readSmall(u"/proc/self/cgroup"_s).split('\n')) {
        const QList<QByteArray> parts = line.split(':');
        if (parts.size() < 3)
            continue;
        const QString path = QString::fromUtf8(line.mid(parts[0].size() + parts[1].size() + 2));
        if (parts[0] == "0" && parts[1].isEmpty())
            paths.insert(QString(), path);
        for (const QByteArray &controller : parts[1].split(','))
            if (!controller.isEmpty())
                paths.insert(QString::fromLatin1(controller), path);
    }

    // v2 where it holds the controllers (a machine on the unified hierarchy); a hybrid one mounts it empty.
    for (const Mount &mount : mounts) {
        if (mount.type != u"cgroup2" || !paths.contains(QString()))
            continue;
        const QString own = ownGroup(mount, paths.value(QString()));
        const QList<QByteArray> controllers = readSmall(own + u"/cgroup.controllers"_s).simplified().split(' ');
        if (!controllers.contains("memory") || !controllers.contains("pids"))
            continue;
        // A group with processes cannot give controllers to groups below it, so the run's group goes beside this
        // process's own (under the parent that gives them), or below the root, which is exempt from that rule.
        QString parent = own;
        if (QDir::cleanPath(own) != QDir::cleanPath(mount.point)) {
            parent = QFileInfo(own).path();
        } else {
            const QByteArray enabled = readSmall(own + u"/cgroup.subtree_control"_s);
            if (!enabled.contains("memory") || !enabled.contains("pids"))
                writeSmall(own + u"/cgroup.subtree_control"_s, "+memory +pids");
        }
        const QByteArray enabled = readSmall(parent + u"/cgroup.subtree_control"_s);
        if (enabled.contains("memory") && enabled.contains("pids") && canMakeGroups(parent)) {
            found.version = 2;
            found.parents = {parent};
            return found;
        }
    }

    // v1: the memory and the pids hierarchies, each group below this process's own (which keeps any bound it has).
    QString memory, pids;
    for (const Mount &mount : mounts) {
        if (mount.type != u"cgroup")
            continue;
        if (mount.options.contains(u"memory"_s) && paths.contains(u"memory"_s))
            memory = ownGroup(mount, paths.value(u"memory"_s));
        if (mount.options.contains(u"pids"_s) && paths.contains(u"pids"_s))
            pids = ownGroup(mount, paths.value(u"pids"_s));
    }
    if (!memory.isEmpty() && !pids.isEmpty() && canMakeGroups(memory) && canMakeGroups(pids)) {
        found.version = 1;
        found.parents = {memory, pids};
    }
    return found;
}

const Hierarchies &hierarchies()
{
    static const Hierarchies found = detect();
    return found;
}

/// Kills pid, read from the procs file of the group at path, only while it is still that group's member. A listed
/// process can end and its number go to another before the signal leaves: where pid_max is small and a fork bomb
/// spends numbers on every refused fork, they come round within a second, and the signal would kill a stranger (a
/// thread's id reaches its whole process). A pidfd holds the number to the process it names while it is checked.
void killMember(pid_t pid, const QString &path)
{
    const int fd = int(::syscall(SYS_pidfd_open, pid, 0));
    if (fd < 0) {
        if (errno == ENOSYS) // a kernel before 5.3: the plain signal, as before
            ::kill(pid, SIGKILL);
        return; // ESRCH: it ended
    }
    if (readSmall(path + u"/cgroup.procs"_s).split('\n').contains(QByteArray::number(pid)))
        ::syscall(SYS_pidfd_send_signal, fd, SIGKILL, nullptr, 0);
    ::close(fd);
}

void killGroup(const QString &path)
{
    if (QFileInfo::exists(path + u"/cgroup.kill"_s) && writeSmall(path + u"/cgroup.kill"_s, "1"))
        return;
    // A fork bomb forks while it is killed: a few rounds, until nothing is listed any more.
    for (int round = 0; round < 50; ++round) {
        const QList<QByteArray> pids = readSmall(path + u"/cgroup.procs"_s).split('\n');
        bool any = false;
        for (const QByteArray &pid : pids) {
            bool ok = false;
            const pid_t p = pid_t(pid.toInt(&ok));
            if (ok && p > 0) {
                killMember(p, path);
                any = true;
            }
        }
        if (!any)
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

bool removeGroup(const QString &path)
{
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (::rmdir(QFile::encodeName(path).constData()) == 0 || errno == ENOENT)
            return true;
        if (errno != EBUSY)
            return false;
        // Killed processes leave their group as they exit, a moment after the signal.
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
}

/// The tasks (processes and threads) the user runs now: RLIMIT_NPROC counts them all.
quint64 userTasks()
{
    const uid_t uid = ::getuid();
    quint64 tasks = 0;
    const QStringList entries = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        entry.toInt(&numeric);
        if (!numeric || QFileInfo(u"/proc/"_s + entry).ownerId() != uid)
            continue;
        const QByteArray stat = readSmall(u"/proc/"_s + entry + u"/stat"_s);
        // Field 20 (num_threads), counted after the command name, which may hold spaces.
        const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
        tasks += fields.size() > 17 ? std::max(1ULL, fields[17].toULongLong()) : 1;
    }
    return tasks;
}

quint64 clampToHard(int resource, quint64 value)
{
    rlimit current{};
    if (::getrlimit(resource, &current) == 0 && current.rlim_max != RLIM_INFINITY)
        return std::min<quint64>(value, current.rlim_max);
    return value;
}

std::atomic<int> g_sequence{0};

} // namespace

RunConfinement::RunConfinement(const RunLimits &limits, const QString &runTag)
{
    // A crash's core file could be as large as the memory limit, written into the worktree.
    m_rlimits.append({RLIMIT_CORE, 0, 0});
    if (limits.fileSizeBytes > 0) {
        const quint64 size = clampToHard(RLIMIT_FSIZE, quint64(limits.fileSizeBytes));
        m_rlimits.append({RLIMIT_FSIZE, size, size});
    }
    if (limits.cpuSeconds > 0) {
        // SIGXCPU at the soft limit, SIGKILL a little later for a command that catches it.
        const quint64 hard = clampToHard(RLIMIT_CPU, quint64(limits.cpuSeconds) + 5);
        m_rlimits.append({RLIMIT_CPU, std::min<quint64>(quint64(limits.cpuSeconds), hard), hard});
    }
    if (limits.memoryBytes > 0) {
        const quint64 bytes = clampToHard(RLIMIT_DATA, quint64(limits.memoryBytes));
        m_fallback.append({RLIMIT_DATA, bytes, bytes});
    }
    if (limits.processes > 0 && ::getuid() != 0) {
        const quint64 count = clampToHard(RLIMIT_NPROC, userTasks() + quint64(limits.processes));
        m_fallback.append({RLIMIT_NPROC, count, count});
    }

    const Hierarchies &machine = hierarchies();
    if (machine.version == 0)
        return;
    static const QRegularExpression unsafe(u"[^A-Za-z0-9_.-]+"_s);
    QString tag = runTag;
    tag.replace(unsafe, u"-"_s);
    const QString name = u"heddle-%1-%2-%3-%4"_s.arg(::getpid())
                             .arg(processStartTicks(::getpid()))
                             .arg(tag.left(40))
                             .arg(g_sequence.fetch_add(1));
    QList<Group> groups;
    bool ok = true;
    for (const QString &parent : machine.parents) {
        const QString path = parent + u'/' + name;
        if (!QDir().mkdir(path)) {
            ok = false;
            break;
        }
        groups.append({path, QFile::encodeName(path + u"/cgroup.procs"_s)});
    }
    const auto limit = [](qint64 value) { return value > 0 ? QByteArray::number(value) : QByteArray("max"); };
    if (ok && machine.version == 2) {
        const QString &g = groups.first().path;
        ok = writeSmall(g + u"/memory.max"_s, limit(limits.memoryBytes)) &&
             writeSmall(g + u"/pids.max"_s, limit(limits.processes));
        // Swap would let a hog go past the limit slowly instead of stopping; the group dies whole on an OOM kill.
        writeSmall(g + u"/memory.swap.max"_s, "0");
        writeSmall(g + u"/memory.oom.group"_s, "1");
    } else if (ok && machine.version == 1) {
        if (limits.memoryBytes > 0) {
            ok = writeSmall(groups[0].path + u"/memory.limit_in_bytes"_s, QByteArray::number(limits.memoryBytes));
            writeSmall(groups[0].path + u"/memory.memsw.limit_in_bytes"_s, QByteArray::number(limits.memoryBytes));
        }
        ok = ok && writeSmall(groups[1].path + u"/pids.max"_s, limit(limits.processes));
    }
    if (!ok) {
        for (const Group &g : std::as_const(groups))
            removeGroup(g.path);
        return;
    }
    m_version = machine.version;
    m_groups = std::move(groups);
}

RunConfinement::~RunConfinement()
{
    killAll();
    remove();
}

QString RunConfinement::enforcement() const
{
    return m_version == 2 ? u"cgroup v2"_s : m_version == 1 ? u"cgroup v1"_s : u"rlimit"_s;
}

QString RunConfinement::machineEnforcement()
{
    const int version = hierarchies().version;
    return version == 2 ? u"cgroup v2"_s : version == 1 ? u"cgroup v1"_s : u"rlimit"_s;
}

void RunConfinement::applyInChild() const noexcept
{
    bool joined = !m_groups.isEmpty();
    for (const Group &group : m_groups) {
        const int fd = ::open(group.procsFile.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0 || ::write(fd, "0", 1) != 1)
            joined = false;
        if (fd >= 0)
            ::close(fd);
    }
    const auto set = [](const Limit &l) {
        const rlimit value{rlim_t(l.soft), rlim_t(l.hard)};
        ::setrlimit(l.resource, &value);
    };
    for (const Limit &l : m_rlimits)
        set(l);
    if (!joined)
        for (const Limit &l : m_fallback)
            set(l);
}

bool RunConfinement::holds(pid_t pid) const
{
    if (m_groups.isEmpty())
        return false;
    const QByteArray wanted = QByteArray::number(pid);
    for (const Group &group : m_groups)
        if (!readSmall(group.path + u"/cgroup.procs"_s).split('\n').contains(wanted))
            return false;
    return true;
}

bool RunConfinement::runsOutside(pid_t pid) const
{
    if (m_groups.isEmpty() || holds(pid))
        return false;
    // /proc/PID/stat: "PID (NAME) STATE ...", the name in parentheses and possibly holding any byte.
    const QByteArray stat = readSmall(u"/proc/%1/stat"_s.arg(pid));
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0 || close + 2 >= stat.size())
        return false; // gone
    const char state = stat.at(close + 2);
    return state != 'Z' && state != 'X';
}

ResourceLimit RunConfinement::limitReached() const
{
    if (m_groups.isEmpty())
        return ResourceLimit::None;
    if (m_version == 2) {
        const QByteArray memory = readSmall(m_groups[0].path + u"/memory.events"_s);
        if (counter(memory, "oom_kill") > 0 || counter(memory, "oom_group_kill") > 0)
            return ResourceLimit::Memory;
        if (counter(readSmall(m_groups[0].path + u"/pids.events"_s), "max") > 0)
            return ResourceLimit::Processes;
    } else if (m_version == 1) {
        if (counter(readSmall(m_groups[0].path + u"/memory.oom_control"_s), "oom_kill") > 0)
            return ResourceLimit::Memory;
        if (counter(readSmall(m_groups[1].path + u"/pids.events"_s), "max") > 0)
            return ResourceLimit::Processes;
    }
    return ResourceLimit::None;
}

void RunConfinement::killAll() const
{
    // The pids group holds every process the run started (in v1 the memory group holds the same ones).
    if (!m_groups.isEmpty())
        killGroup(m_groups.last().path);
}

bool RunConfinement::remove()
{
    bool removed = true;
    for (const Group &group : std::as_const(m_groups))
        removed = removeGroup(group.path) && removed;
    if (removed)
        m_groups.clear();
    return removed;
}

void RunConfinement::sweepStaleGroups()
{
    static const QRegularExpression name(u"^heddle-(\\d+)-(\\d+)-"_s);
    for (const QString &parent : hierarchies().parents) {
        const QStringList entries = QDir(parent).entryList({u"heddle-*"_s}, QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &entry : entries) {
            const QRegularExpressionMatch m = name.match(entry);
            if (!m.hasMatch() || processAlive(m.captured(1).toLongLong(), m.captured(2).toULongLong()))
                continue;
            const QString path = parent + u'/' + entry;
            killGroup(path);
            removeGroup(path);
        }
    }
}

QStringList RunConfinement::groupsOf(qint64 pid)
{
    QStringList groups;
    const QString prefix = u"heddle-%1-"_s.arg(pid);
    for (const QString &parent : hierarchies().parents) {
        const QStringList entries = QDir(parent).entryList({prefix + u'*'}, QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &entry : entries)
            groups.append(parent + u'/' + entry);
    }
    return groups;
}

} // namespace heddle
