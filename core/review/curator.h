#pragma once

#include <QString>

namespace heddle {

inline constexpr char16_t kCuratorNameKey[] = u"curator/name";
inline constexpr char16_t kCuratorEmailKey[] = u"curator/email";

/// Who records verdicts and decisions: the name set in the settings ("curator/name"), else git's global user.name,
/// else the login name.
QString curatorName();

/// The email that goes with it in commits: the settings ("curator/email"), else git's user.email, else
/// login@host.
QString curatorEmail();

/// What curatorName() and curatorEmail() give when the settings name nobody: git's identity, else the login.
QString defaultCuratorName();
QString defaultCuratorEmail();

} // namespace heddle
