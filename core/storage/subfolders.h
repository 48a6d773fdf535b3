#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <functional>

namespace heddle {

/// The names of the folders in path, as QDir::entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name) gives them:
/// links to folders included, hidden names (a leading dot) left out, sorted by QString's order. Empty when path
/// cannot be listed. On Unix only a link (or an entry of unknown type) is asked about: the tasks folder of a large
/// dataset is tens of thousands of entries.
QStringList subfolderNames(const QString &path);

#ifdef Q_OS_UNIX
/// Reads the open folder fd to its end, giving found each entry's name and type (a d_type: DT_DIR, DT_LNK, ...;
/// DT_UNKNOWN when the file system does not say), "." and ".." included; fd stays open. On Linux with getdents64
/// itself: fdopendir() would spend two more calls per folder checking what openat() already said.
void readFolder(int fd, const std::function<void(const char *name, unsigned char type)> &found);
#endif

} // namespace heddle
