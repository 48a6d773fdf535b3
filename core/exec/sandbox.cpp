#include <core/exec/sandbox.h>

#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// Not the caller's PATH: a `python3` from a user's virtual environment may lack the test tools, and the sandbox does
// not contain the user's folders anyway.
constexpr auto kPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

// On merged-/usr systems these are links into /usr; recreating them as links keeps the sandbox's view identical.
const char *const kTopLevelLinks[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};

// The system needed to run interpreters and compilers; --ro-bind-try skips what this host does not have.
const char *const kSystemFolders[] = {"/usr", "/etc", "/opt"};

QString nameOf(const QString &entry)
{
    return entry.section(u'=', 0, 0);
}

} // namespace

QStringList cleanEnvironment(const QStringList &extra)
{
    QStringList env{u"PATH="_s + QLatin1StringView(kPath), u"HOME=/tmp"_s, u"LANG=C.UTF-8"_s,
                    u"PYTHONDONTWRITEBYTECODE=1"_s};
    // The sandbox sees the machine's /usr, and with it any pytest plugin installed there, which pytest loads by
    // itself. Whoever runs Heddle with PYTEST_DISABLE_PLUGIN_AUTOLOAD set (Heddle's own tests do) keeps them out of
    // the runs too; a task's own environment still decides for itself.
    if (const QString autoload = qEnvironmentVariable("PYTEST_DISABLE_PLUGIN_AUTOLOAD"); !autoload.isEmpty())
        env.append(u"PYTEST_DISABLE_PLUGIN_AUTOLOAD="_s + autoload);
    for (const QString &entry : extra) {
        if (!entry.contains(u'='))
            continue;
        env.removeIf([&](const QString &e) { return nameOf(e) == nameOf(entry); });
        env.append(entry);
    }
    return env;
}

QString bubblewrapPath(const SandboxOptions &options)
{
    if (!options.bubblewrapPath.isEmpty()) {
        const QFileInfo info(options.bubblewrapPath);
        return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
    }
    QString found = QStandardPaths::findExecutable(u"bwrap"_s);
    if (found.isEmpty()) // a desktop session's PATH may lack the sbin/bin folders
        found = QStandardPaths::findExecutable(u"bwrap"_s, {u"/usr/bin"_s, u"/usr/local/bin"_s, u"/bin"_s});
    return found;
}

bool bubblewrapAvailable(const SandboxOptions &options)
{
    return !bubblewrapPath(options).isEmpty();
}

QStringList sandboxedCommand(const SandboxOptions &options, const QString &shellCommand)
{
    QString program = bubblewrapPath(options);
    if (program.isEmpty())
        program = options.bubblewrapPath.isEmpty() ? u"bwrap"_s : options.bubblewrapPath;
    // Resolved, so that --chdir does not go through a link that the sandbox does not contain.
    const QFileInfo worktreeInfo(options.worktree);
    const QString canonical = worktreeInfo.canonicalFilePath();
    const QString worktree = canonical.isEmpty() ? worktreeInfo.absoluteFilePath() : canonical;

    QStringList args{program,
                     // network, IPC, PID, UTS and (where allowed) user namespaces: only a loopback interface exists
                     u"--unshare-all"_s, u"--die-with-parent"_s,
                     // a command cannot push input into Heddle's terminal (TIOCSTI)
                     u"--new-session"_s};
    if (options.hostNetwork)
        args << u"--share-net"_s;
    for (const char *folder : kSystemFolders)
        args << u"--ro-bind-try"_s << QString::fromLatin1(folder) << QString::fromLatin1(folder);
    for (const char *link : kTopLevelLinks) {
        const QString path = QString::fromLatin1(link);
        const QFileInfo info(path);
        if (info.isSymLink())
            args << u"--symlink"_s << info.symLinkTarget() << path;
        else if (info.isDir())
            args << u"--ro-bind"_s << path << path;
    }
    // /tmp first: the worktree and the extra folders often live below /tmp and must be mounted on top of it.
    args << u"--tmpfs"_s << u"/tmp"_s << u"--dev"_s << u"/dev"_s << u"--proc"_s << u"/proc"_s;
    for (const QString &path : options.readOnlyPaths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        args << u"--ro-bind"_s << absolute << absolute;
    }
    args << u"--bind"_s << worktree << worktree << u"--chdir"_s << worktree;
    args << u"--clearenv"_s;
    for (const QString &entry : cleanEnvironment(options.environment))
        args << u"--setenv"_s << nameOf(entry) << entry.section(u'=', 1);
    args << u"/bin/sh"_s << u"-c"_s << shellCommand;
    return args;
}

} // namespace heddle
