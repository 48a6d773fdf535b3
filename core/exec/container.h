#pragma once

#include <core/dataset/containertemplate.h>
#include <core/dataset/runlimits.h>
#include <core/util/result.h>

#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// Where and how a test command runs in a container. The container is the sandbox: the worktree is the only host
/// folder it sees.
struct ContainerSpec {
    /// An executable path or a name looked up on PATH ("podman", "docker"); empty: the first found, podman first.
    QString runtime;
    QString image;
    /// Empty: kDefaultContainerTemplate.
    QString commandTemplate;
    /// The container's name, so that a timeout or a cancel can kill it; the Runner sets a unique one per run.
    QString name;
    /// Passed as the runtime's options (--memory, --pids-limit, --ulimit) right after `run`; a limit the template
    /// sets itself is left to it. Unset: none (the Runner always sets them).
    std::optional<RunLimits> limits;
};

/// The runtime options that apply limits: --memory and --memory-swap (no swap beyond it), --pids-limit, and
/// --ulimit for the file size, the CPU time and core files.
QStringList containerLimitArguments(const RunLimits &limits);

/// The argument list (program first) that runs shellCommand with the worktree mounted: spec's template expanded by
/// expandContainerTemplate (each value stays one word), with containerLimitArguments and --pull=never (an image is
/// never pulled in the middle of a run) after its `run`, each unless the template sets it. {runtime} is
/// spec.runtime as given (the Runner passes the resolved executable).
Result<QStringList> containerCommand(const ContainerSpec &spec, const QString &worktree, const QString &shellCommand);

/// The image a runtime's failure (exit code 125) says is not on this machine, from docker's or podman's words;
/// empty when it says something else.
QString missingImage(const QByteArray &runtimeError);

/// The runtime executable: preferred (a path, or a name looked up on PATH), or with preferred empty the first of
/// podman and docker found. Empty when none is installed.
QString findContainerRuntime(const QString &preferred = {});

/// Whether the runtime answers `<runtime> info` within timeoutMs; when not, why says so in the runtime's words
/// (a daemon that is not running, a service that is unreachable). Blocks: call it off the GUI thread.
bool containerRuntimeRuns(const QString &runtime, QString *why = nullptr, int timeoutMs = 10000);

} // namespace heddle
