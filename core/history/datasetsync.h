#pragma once

#include <core/history/datasethistory.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace heddle {

/// One file both sides changed in ways that do not merge, with the three versions for a side-by-side view.
struct SyncConflict {
    QString path;           // relative to the dataset root; empty when the file lies outside the dataset folder
    QString repositoryPath; // relative to the repository root
    QByteArray ours;        // this clone's version
    QByteArray theirs;      // the remote's version
    QByteArray base;        // the common ancestor's version
    bool inOurs = true;     // false: deleted on our side (ours is empty)
    bool inTheirs = true;   // false: deleted on the remote (theirs is empty)
    bool inBase = true;     // false: added on both sides (base is empty)
};

/// What a sync did.
struct SyncResult {
    enum class Outcome {
        UpToDate,      // nothing to take from the remote
        FastForwarded, // the remote was ahead: the work tree now has its commits
        Merged,        // both had new commits: a merge commit joins them
        Conflicts      // both changed the same files: nothing was changed here, see conflicts
    };
    Outcome outcome = Outcome::UpToDate;
    QString remoteName; // "origin" unless another remote was configured
    QString remoteUrl;
    QString branch;      // short name, e.g. "main"
    QString headCommit;  // the branch's commit after the sync (hex)
    QString theirCommit; // the remote branch's commit that was fetched (hex); empty when the remote has none
    QList<SyncConflict> conflicts;
    bool pushed = false; // the remote's branch now equals ours
    Error pushError;     // why the push failed, when it was tried and failed (message empty otherwise)
};

/// Fetches from remote (a path or URL, stored as "origin" when no remote is configured; the configured one is used
/// otherwise; empty: the configured one), then fast-forwards, merges (a merge commit by author) or reports the
/// conflicting files without touching the work tree, and finally pushes the branch when it is ahead of the remote.
/// Uncommitted changes in the repository block it; the error lists them.
Result<SyncResult> syncDataset(const QString &datasetRoot, const QString &remote, const CommitAuthor &author);

/// Completes the merge that syncDataset reported as conflicting: merges again with the fetched remote branch, takes
/// the chosen bytes for each conflicting file (keyed by SyncConflict::path, or repositoryPath for files outside the
/// dataset), commits with two parents, updates the work tree and pushes. Fails without changing anything when a
/// conflicting file has no resolution or the work tree has uncommitted changes.
Result<SyncResult> resolveConflicts(const QString &datasetRoot, const QHash<QString, QByteArray> &resolutions,
                                    const CommitAuthor &author);

} // namespace heddle
