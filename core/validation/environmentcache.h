#pragma once

#include <QByteArray>
#include <QString>

namespace heddle {

struct PythonEnvironmentPlan;

/// Python environments kept between runs, so that a run whose workspace would install the same thing as an earlier one
/// restores what that install wrote instead of installing again.
///
/// An entry is keyed by everything the install can read: the environment script, the install line and the commands
/// before it, the version it pretends, the repository's packages, every file's path, and the content of every file
/// but the Python sources below the root when the install is editable (an editable install points at those sources
/// and does not copy them: a patch or a mutant that changes them makes the same environment). A non-editable install
/// copies the sources, so every file's content is in its key.
///
/// Only the runs of the task's own patches (the reference and the empty patch) keep what they installed: an attempt's
/// patch may be hostile, and what its install wrote must not reach another run. Every run restores.

/// Where entries are kept when the caller names no folder: "python-environments" in the user's cache folder.
QString defaultEnvironmentCache();

/// The key of what the plan installs into the workspace, a hex digest.
QByteArray pythonEnvironmentKey(const QString &workspace, const PythonEnvironmentPlan &plan);

/// Whether the install line installs the repository editable (pip's -e, setup.py develop).
bool isEditableInstall(const QString &line);

/// Copies the entry for key into the workspace's .heddle/pyenv-cache-in for the environment script to restore; false
/// when there is none.
bool restorePythonEnvironment(const QString &cache, const QByteArray &key, const QString &workspace);

/// Remembers, beside the workspace and out of its run's reach, that its run is to keep what it installs under key.
void markPythonEnvironmentForKeeping(const QString &workspace, const QByteArray &key);

/// After the run: moves what the environment script kept in .heddle/pyenv-cache-out into the cache, when the
/// workspace was marked for keeping and the install succeeded. The cache is then trimmed to its size, the entries
/// restored least recently going first. True when an entry was kept.
bool keepPythonEnvironment(const QString &cache, const QString &workspace);

} // namespace heddle
