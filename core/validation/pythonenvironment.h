#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace heddle {

struct Task;

/// How a Python project's run gets an environment of its own, as a benchmark's harness gives it one: the repository
/// installed into a fresh virtual environment over the interpreter's packages (offline, no build isolation, no
/// dependencies), so that the tests import the workspace's code and not a copy installed on the machine.
struct PythonEnvironmentPlan {
    QString install;           // the install line: SWE-bench's for the repository and version, else "pip install -e ."
    QString installFrom;       // where the line comes from, for the record ("SWE-bench 2.3", "default")
    QStringList preInstall;    // commands that edit the repository's files before it (SWE-bench's sed lines)
    QStringList watch;         // the repository's top-level packages, whose import origins are recorded
    QStringList fallbackPaths; // put on sys.path when the install fails: src/ when there is one, else the root
    QString pretendVersion;    // the version a setuptools-scm install reads, the workspace having no git history
    bool restore = false;      // restore the environment in .heddle/pyenv-cache-in instead of installing
    bool keep = false;         // keep what the install writes in .heddle/pyenv-cache-out (environmentcache.h)
};

/// The plan for a workspace, or nullopt when it holds no Python project (no pyproject.toml, setup.py or setup.cfg at
/// its root) or its tests run in a container (whose image holds the environment).
std::optional<PythonEnvironmentPlan> planPythonEnvironment(const QString &workspace, const Task &task);

/// The repository's top-level packages: the folders with an __init__.py at the root and below src/, and src/'s
/// modules, leaving out the folders of tests, documentation and examples.
QStringList topLevelPackages(const QString &workspace);

/// Writes the script and its configuration below the workspace's .heddle folder and returns the command that runs
/// `command` in the environment: the environment is made first (its output into .heddle, not the run's log), then
/// the command runs with the environment's bin folder first on PATH. When the environment cannot be made, the
/// command runs as it would without one and the report says why.
QString withPythonEnvironment(const QString &workspace, const PythonEnvironmentPlan &plan, const QString &command);

/// What a run's environment was and what the tests imported.
struct PythonEnvironmentReport {
    QString line;                                       // one line for the record
    qint64 ms = 0;                                      // making it
    QList<std::pair<QString, QString>> imports;         // package -> file, the first origin of each
    std::optional<std::pair<QString, QString>> foreign; // the first package imported from outside the workspace
};
PythonEnvironmentReport readPythonEnvironment(const QString &workspace);

} // namespace heddle
