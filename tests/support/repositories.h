// Real git repositories for the tests, made with libgit2 in a folder the test owns (usually a QTemporaryDir). A
// libgit2 call that fails stops the test program with libgit2's message: nothing after it could mean anything.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace heddle::test {

/// One entry of a commit made by commitFiles.
struct CommitFile {
    enum class Mode {
        File,
        Executable,
        Link
    };
    QByteArray path;
    QByteArray content; // for a link, its target
    Mode mode = Mode::File;
};

/// Stops the test program with libgit2's last message when rc reports an error.
void checkGit(int rc, const char *what);

/// Makes an empty repository at path: with a work tree, or bare.
void initRepository(const QString &path, bool bare = false);

/// Commits a tree of exactly files on top of parent (a root commit when parent is empty) and moves HEAD to it. The
/// author and committer are "Heddle Test <test@heddle.invalid>" at a fixed time, so the ids are the same everywhere.
/// Returns the commit id in hex.
QString commitFiles(const QString &repository, const QList<CommitFile> &files, const QString &parent = {});

/// Clones url (a path or a file:// URL) into path with libgit2.
void cloneRepository(const QString &url, const QString &path);

/// The commit id HEAD points at, in hex.
QString headCommit(const QString &repository);

} // namespace heddle::test
