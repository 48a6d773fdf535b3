#pragma once

#include <optional>

#include <core/util/result.h>

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// Who makes a commit: author and committer alike.
struct CommitAuthor {
    QString name;
    QString email;
};

/// Where a dataset lies in git.
struct DatasetRepository {
    bool inRepository = false; // the dataset folder is inside a git work tree
    QString root;              // the work tree's root folder, absolute; empty when not in a repository
    QString datasetPath;       // the dataset folder relative to root, '/'-separated; '' when it is the root itself
};

/// Whether datasetRoot is inside a git work tree, and which. Not being in one is not an error.
Result<DatasetRepository> datasetRepository(const QString &datasetRoot);

/// Makes datasetRoot a git repository: git init, a .gitignore that keeps every dataset file (it only leaves out
/// editor backup and swap files), and an initial commit of everything by author. Fails when the folder is already
/// inside a work tree.
Result<DatasetRepository> initDatasetRepository(const QString &datasetRoot, const CommitAuthor &author);

/// What a commit operation did.
struct CommitResult {
    enum class Outcome {
        Committed,
        NothingToCommit
    };
    Outcome outcome = Outcome::NothingToCommit;
    QString commitId;    // the new commit (hex); the unchanged HEAD (or empty) when nothing was committed
    int retries = 0;     // how often the commit was tried again
    QString retryReason; // why, when it was: another git command held the index, or the tip moved
};

/// The bytes of files as a save left them (relative to the dataset root), or nothing for a file the save removed:
/// what a commit made later must hold, whatever the files hold by then.
using SavedFiles = QList<std::pair<QString, std::optional<QByteArray>>>;

/// Reads the named files now (a file larger than 4 MiB and a folder are left out: a commit takes them from the work
/// tree when it is made); a file that does not exist is recorded as removed.
SavedFiles readSavedFiles(const QString &datasetRoot, const QStringList &paths);

/// Stages exactly paths (relative to datasetRoot; a folder stands for every file below it; added, modified and
/// deleted files alike) and commits them, and nothing else, on the current branch. A path in saved is committed with
/// the bytes saved holds for it instead of the work tree's, so a commit made after the next save still says what
/// its own save wrote. The message's first line says what, the rest why. Other changes, staged or not, stay where
/// they are. Holds the dataset's writer lock, and tries again for a few seconds while a git command outside Heddle
/// holds the index or moves the branch's tip (the result says so).
Result<CommitResult> commitPaths(const QString &datasetRoot, const QStringList &paths, const CommitAuthor &author,
                                 const QString &message, const SavedFiles &saved = {});

/// One commit as the history lists it.
struct HistoryEntry {
    QString id;      // full hex id
    QString shortId; // 7 hex digits
    QString authorName;
    QString authorEmail;
    QDateTime time;  // author time, with its offset from UTC
    QString summary; // the message's first line
    QString message; // the whole message
    int parentCount = 0;
};

/// The commits reachable from HEAD that changed something below tasks/<taskId>/, newest first, at most limit
/// (0: no limit). A dataset without commits has an empty history.
Result<QList<HistoryEntry>> taskHistory(const QString &datasetRoot, const QString &taskId, int limit = 0);

/// The unified diff of commitId against its first parent (the empty tree for a root commit), limited to files below
/// pathPrefix (relative to datasetRoot; empty: the whole dataset). Paths in the text are repository-relative.
Result<QString> commitDiff(const QString &datasetRoot, const QString &commitId, const QString &pathPrefix = {});

/// A new commit on the current branch that undoes commitId for the files it touched. Fails without changing anything
/// when those files changed since in a way that conflicts, or have uncommitted changes; the error names them.
Result<CommitResult> revertCommit(const QString &datasetRoot, const QString &commitId, const CommitAuthor &author);

} // namespace heddle
