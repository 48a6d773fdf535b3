#pragma once

// libgit2 plumbing shared by datasethistory.cpp and datasetsync.cpp; not part of the public API.

#include <core/git/gitrepository.h>
#include <core/history/datasethistory.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <git2.h>

#include <memory>
#include <optional>

namespace heddle::history {

class Git
{
    Q_DECLARE_TR_FUNCTIONS(heddle::DatasetHistory)
};

template <typename T, void (*Free)(T *)> struct Deleter {
    void operator()(T *p) const { Free(p); }
};
template <typename T, void (*Free)(T *)> using Owned = std::unique_ptr<T, Deleter<T, Free>>;

using RepositoryPtr = Owned<git_repository, git_repository_free>;
using IndexPtr = Owned<git_index, git_index_free>;
using TreePtr = Owned<git_tree, git_tree_free>;
using CommitPtr = Owned<git_commit, git_commit_free>;
using SignaturePtr = Owned<git_signature, git_signature_free>;
using ReferencePtr = Owned<git_reference, git_reference_free>;
using RemotePtr = Owned<git_remote, git_remote_free>;
using DiffPtr = Owned<git_diff, git_diff_free>;
using RevwalkPtr = Owned<git_revwalk, git_revwalk_free>;
using BlobPtr = Owned<git_blob, git_blob_free>;
using StatusListPtr = Owned<git_status_list, git_status_list_free>;
using ConflictIteratorPtr = Owned<git_index_conflict_iterator, git_index_conflict_iterator_free>;
using ObjectPtr = Owned<git_object, git_object_free>;
using ConfigPtr = Owned<git_config, git_config_free>;

/// An Error of code Git naming the repository and the operation; detail holds libgit2's text.
Error gitError(const QString &repository, const QString &message);

QString oidToString(const git_oid &oid);

/// An open repository with the dataset's place in it.
struct OpenRepository {
    RepositoryPtr repository;
    QString workdir;     // absolute, no trailing '/'
    QString datasetPath; // the dataset folder relative to workdir, '' when it is the work tree root
    QString datasetRoot; // absolute, canonical
};

/// Opens the work tree that holds datasetRoot; an error when there is none.
Result<OpenRepository> openDatasetRepository(const QString &datasetRoot, const QString &operation);

/// A dataset-relative path as a repository-relative one ('/'-separated; '' for the work tree root); nullopt when it
/// leaves the dataset folder.
std::optional<QString> toRepositoryPath(const OpenRepository &repo, const QString &datasetRelative);
/// A repository-relative path as a dataset-relative one; empty when it lies outside the dataset folder.
QString toDatasetPath(const OpenRepository &repo, const QString &repositoryRelative);

/// The commit HEAD points at; a null pointer (and no error) when the branch has no commit yet.
Result<CommitPtr> headCommit(const OpenRepository &repo, const QString &operation);

/// The current branch's full reference name (refs/heads/...), also when it has no commit yet.
Result<QString> currentBranch(const OpenRepository &repo, const QString &operation);

Result<SignaturePtr> makeSignature(const OpenRepository &repo, const CommitAuthor &author, const QString &operation);

/// Paths (repository-relative) with uncommitted changes in the work tree or the index, untracked files included,
/// ignored files not.
Result<QStringList> uncommittedPaths(const OpenRepository &repo, const QString &operation);

/// Makes the work tree and the index match tree, starting from the tree of HEAD; files that differ from HEAD in the
/// work tree and would be overwritten make it fail before anything is written, naming them.
Result<void> checkoutTree(const OpenRepository &repo, git_tree *tree, const QString &operation);

/// Points the current branch (or HEAD when unborn) at commit, with a reflog message.
Result<void> moveBranch(const OpenRepository &repo, const git_oid &commit, const QString &reflog,
                        const QString &operation);

/// The bytes of a blob, or an empty array when id is null.
QByteArray blobBytes(git_repository *repository, const git_oid *id);

} // namespace heddle::history
