#pragma once

#include <core/util/result.h>

#include <QString>
#include <QStringList>

namespace heddle {

/// The file in a temporary folder of Heddle's that names the process that made it.
inline constexpr char16_t kOwnerFileName[] = u".heddle-owner";

/// Writes folder/.heddle-owner: this process's pid, when it started and the boot id, which together name it for good.
Result<void> markOwner(const QString &folder);

/// Whether the process that marked folder is gone (another boot, no such process, or a reused pid). A folder without
/// a mark counts as abandoned once it is older than an hour (its owner died before it could write one).
bool ownerIsGone(const QString &folder);

/// Removes the folders under parent whose names match pattern and whose owner is gone: what a Heddle that was killed
/// in the middle of a validation left behind. Returns the folders removed.
QStringList sweepAbandonedFolders(const QString &parent,
                                  const QString &pattern = QStringLiteral("heddle-validation-*"));

} // namespace heddle
