#pragma once

#include <QString>

namespace heddle {

/// An id usable as a folder name (task, attempt, spec, flag): ^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$.
bool isSafeId(const QString &id);

/// A path from an untrusted file that stays inside the folder it is relative to: not empty, not absolute, '/' as
/// separator, no '\\' or NUL, and no empty, '.', '..' or '.git' part (nothing may land in a repository's .git).
bool isSafeRelativePath(const QString &path);

} // namespace heddle
