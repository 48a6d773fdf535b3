#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QString>

namespace heddle {

/// Writes bytes to path atomically (a crash never leaves half a file), creating the folders it needs. When the
/// file already holds exactly these bytes nothing is written, so it keeps its time stamp and git sees no change.
/// Errors name the file.
Result<void> writeFileIfChanged(const QString &path, const QByteArray &bytes);

/// Writes a file that must not exist yet, atomically (run records and their logs are immutable): an existing file
/// is an error, never overwritten, even when another writer creates it at the same moment.
Result<void> writeNewFile(const QString &path, const QByteArray &bytes);

/// The whole file; the error names it.
Result<QByteArray> readWholeFile(const QString &path);

} // namespace heddle
