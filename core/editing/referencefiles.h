#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace heddle {

class JobControl;
struct Task;

/// One file of the reference's result: as it is at the base commit and as the reference patch (or the curator)
/// leaves it.
struct ReferenceFile {
    QString path;                      // relative to the repository root, '/'-separated
    std::optional<QByteArray> base;    // at the base commit; none when the repository does not hold the file
    std::optional<QByteArray> content; // after the patch; none when the patch deletes the file
    quint32 mode = 0100644;            // the file's mode at the base commit (a new file is a regular one)

    /// The result differs from the base commit: the reference patch has a diff for this file.
    bool isChanged() const { return base != content; }
};

/// The files a reference patch touches, read at the task's base commit and patched: what the curator edits instead
/// of the diff.
struct ReferenceFiles {
    QString repositoryPath; // the local repository the files were read from
    QString baseCommit;     // the full id of the base commit
    QList<ReferenceFile> files;
};

/// Reads the files patch touches at task's base commit from its repository (found as validation finds it: relative
/// to datasetRoot, or a clone of its URL, made when there is none) and applies patch to them with the apply engine
/// validation uses. Fails, naming the file and the hunk, when patch does not apply at the base commit; a binary
/// change or a file that is not a regular file cannot be edited as text and fails too. Blocking: for worker
/// threads; checks control between files.
Result<ReferenceFiles> readReferenceFiles(const QString &datasetRoot, const Task &task, const QByteArray &patch,
                                          const JobControl &control);

/// Reads one more file at the base commit of files (the curator adds it to the edit): as it is there, or a new
/// empty file when the repository does not hold it. Fails for a path that is not safe, a file already in files,
/// or one that is not a text file.
Result<ReferenceFile> readReferenceFile(const ReferenceFiles &files, const QString &path);

/// The diff of each changed file against its base, in git's format (a/ and b/ prefixes, index lines, new and
/// deleted file modes, three lines of context) so that `git apply` takes it at the base commit; files in path
/// order, unchanged ones left out. Pure.
Result<QByteArray> diffReferenceFiles(const QList<ReferenceFile> &files);

} // namespace heddle
