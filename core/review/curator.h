#pragma once

#include <QString>

namespace heddle {

/// Who records verdicts and decisions when the curator has named nobody: git's global user.name, else the login
/// name. Core never reads the application's settings: the app passes the curator's name in, falling back to this.
QString defaultCuratorName();

/// The email that goes with it in commits when none is set: git's user.email, else login@host.
QString defaultCuratorEmail();

} // namespace heddle
