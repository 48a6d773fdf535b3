#pragma once

#include <QString>
#include <QStringList>

namespace heddle {

/// How a test command is confined. The sandbox sees the system read-only (/usr, /etc, /opt and the /bin, /lib
/// links), the worktree read-write, a private /tmp, its own /dev and /proc, no network and a fixed environment.
/// The rest of the file system (home folders, other datasets, credentials) is not there at all.
struct SandboxOptions {
    bool enabled = true;
    /// The only writable folder; the command starts in it.
    QString worktree;
    /// Extra folders visible read-only at the same path (a virtual environment outside /usr, a shared cache).
    QStringList readOnlyPaths;
    /// Share the host's network (validation.network "host"); otherwise the sandbox has a network of its own whose
    /// only interface is its loopback.
    bool hostNetwork = false;
    /// "NAME=value" entries added to the fixed environment (they win over it).
    QStringList environment;
    /// Empty: look bwrap up on PATH. Set to test or to point at a non-standard install.
    QString bubblewrapPath;
};

/// The environment every test command gets, sandboxed or not: nothing of Heddle's own environment leaks in.
QStringList cleanEnvironment(const QStringList &extra = {});

/// The bwrap executable (options.bubblewrapPath when set), or empty when it is not installed.
QString bubblewrapPath(const SandboxOptions &options = {});
bool bubblewrapAvailable(const SandboxOptions &options = {});

/// The argument list (program first) that runs shellCommand with /bin/sh -c inside the sandbox.
QStringList sandboxedCommand(const SandboxOptions &options, const QString &shellCommand);

} // namespace heddle
