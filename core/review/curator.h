#pragma once

#include <QString>

namespace heddle {

inline constexpr char16_t kCuratorNameKey[] = u"curator/name";

/// Who records verdicts and decisions: the name set in the settings ("curator/name"), else git's global user.name,
/// else the login name.
QString curatorName();

} // namespace heddle
