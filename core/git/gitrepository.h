#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QString>

#include <memory>

struct git_repository;

namespace heddle {

struct Repository;

/// libgit2's text of the last error on this thread; empty when it holds none.
QString lastGitError();

/// Initialises libgit2 once for the process; safe to call from any thread.
void ensureLibgit2();

/// An open git repository, owned. Not to be shared across threads: open one per job.
class GitRepository
{
public:
    /// Opens the repository at path (a working tree or a bare repository), not searching parent folders.
    static Result<GitRepository> open(const QString &path);

    GitRepository() = default;
    GitRepository(GitRepository &&) noexcept = default;
    GitRepository &operator=(GitRepository &&) noexcept = default;
    ~GitRepository();

    bool isValid() const { return m_repository != nullptr; }
    QString path() const { return m_path; }
    git_repository *handle() const { return m_repository.get(); }

    /// The bytes of path (repository-relative, '/'-separated) in commit (a full or abbreviated id, or a ref).
    Result<QByteArray> readFile(const QString &commit, const QString &path) const;

private:
    struct Free {
        void operator()(git_repository *repository) const;
    };
    std::unique_ptr<git_repository, Free> m_repository;
    QString m_path;
};

/// Opens repositoryPath and reads path at commit; errors name the repository, the commit and the path.
Result<QByteArray> readFileAtCommit(const QString &repositoryPath, const QString &commit, const QString &path);

/// The local folder of a task's repository: its path, relative to datasetRoot or absolute; for a repository known
/// only by its URL, its clone in the cache when one was made. Never clones (it runs on the GUI thread).
Result<QString> resolveRepository(const QString &datasetRoot, const Repository &repository);

/// Like resolveRepository, but a repository known only by its URL is cloned (bare) into the cache folder first, or
/// fetched when its clone lacks the base commit. Blocking: for worker threads. cacheFolder empty: the user's cache
/// folder (QStandardPaths::CacheLocation)/repositories.
Result<QString> obtainRepository(const QString &datasetRoot, const Repository &repository,
                                 const QString &cacheFolder = {});

/// Where the clone of url lives in cacheFolder (empty: the user's cache folder).
QString cachedClonePath(const QString &url, const QString &cacheFolder = {});

/// The bare clone of url in cacheFolder (empty: the user's cache folder), made when absent and fetched when it lacks
/// commit. Blocking: for worker threads. Returns its path.
Result<QString> cloneIntoCache(const QString &url, const QString &commit, const QString &cacheFolder = {});

} // namespace heddle
