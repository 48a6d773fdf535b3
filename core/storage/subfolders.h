#pragma once

#include <QString>
#include <QStringList>

namespace heddle {

/// The names of the folders in path, as QDir::entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name) gives them:
/// links to folders included, hidden names (a leading dot) left out, sorted by QString's order. Empty when path
/// cannot be listed. On Linux the folder is read with getdents64 and only a link (or an entry of unknown type) is
/// asked about: the tasks folder of a large dataset is tens of thousands of entries.
QStringList subfolderNames(const QString &path);

} // namespace heddle
