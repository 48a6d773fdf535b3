#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace heddle {

struct Task;

/// How one patch went onto the workspace. A patch that does not apply is an outcome, not an error: the workspace
/// is left as it was before that patch, and the message names the file and the hunk.
struct PatchOutcome {
    bool applied = true;
    QString message;   // translated, empty when applied
    QString file;      // the file that did not apply, when known
    int hunk = -1;     // its 0-based hunk, when a hunk is to blame
    QByteArray sha256; // hex digest of the patch bytes
};

/// A folder holding a task's repository at its base commit with a patch applied and the task's tests written.
struct Workspace {
    QString path;           // absolute; removeWorkspace(path) deletes it
    QString repositoryPath; // the local repository it was checked out from
    QString baseCommit;     // the full commit id
    PatchOutcome patch;
    bool hasTestPatch = false; // an imported task's test_patch, applied after the patch
    PatchOutcome testPatch;
    QList<std::pair<QString, QByteArray>> testFileSha256; // path -> hex digest of what was written
    qint64 checkoutMicros = 0;
    qint64 applyMicros = 0;
    qint64 writeTestsMicros = 0;
    /// The command to run in it when it is not the task's own: a Python project's environment made first.
    QString command;
};

/// Checks task's repository out at its base commit into a fresh folder under parentFolder, applies patch (then the
/// task's test_patch, if it has one) and writes the task's test files over. Errors are about the folder or the
/// repository (missing, unknown base commit, unwritable); a patch that does not apply is recorded in the result.
Result<Workspace> prepareWorkspace(const QString &datasetRoot, const Task &task, const QByteArray &patch,
                                   const QString &parentFolder);

/// Deletes a workspace folder made by prepareWorkspace().
Result<void> removeWorkspace(const QString &path);

} // namespace heddle
