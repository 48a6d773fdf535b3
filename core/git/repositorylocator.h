#pragma once

#include <core/util/result.h>

#include <QMap>
#include <QString>

namespace heddle {

struct Repository;

/// Repository name ("django/django") -> where it is: a local clone or bare mirror (relative to the dataset root or
/// absolute) or a URL. heddle-dataset.json's "repositories" and `heddle import --repo` fill it.
using RepositoryMap = QMap<QString, QString>;

/// Whether locating a repository may clone or fetch a URL (slow, network) or only look at what is on disk.
enum class RepositoryAccess {
    LocalOnly, // a URL counts only when its clone is in the cache already: for the GUI thread and for checks
    MayClone   // a URL is cloned (bare) into the cache once, or fetched when the clone lacks the base commit
};

/// True when location names a URL (scheme://..., or git's user@host:path) rather than a folder.
bool isRepositoryUrl(const QString &location);

/// The local folder of a task's repository. Tried in order: the mapping's entry for the repository's name, the
/// repository's path, its URL. The first that gives a usable git repository wins; when none does, the error names
/// the repository and every location tried with why it failed. cacheFolder empty: the user's cache folder.
Result<QString> locateRepository(const QString &datasetRoot, const RepositoryMap &mapping, const Repository &repository,
                                 RepositoryAccess access, const QString &cacheFolder = {});

} // namespace heddle
