#pragma once

#include <QString>

namespace heddle {

/// Who records verdicts and decisions when the curator has named nobody: git's global user.name, else the login
/// name. Core never reads the application's settings: the app passes the curator's name in, falling back to this.
QString defaultCuratorName();

/// The email that goes with it in commits when none is set: git's user.email, else login@host.
QString defaultCuratorEmail();

/// The curator's name as a file name in the dataset (tasks/<id>/reviews/<name>.json, tasks/<id>/blind/<name>.json):
/// lower case, anything but letters, digits, '.', '_' and '-' made '-'.
QString curatorFileName(const QString &curator);

} // namespace heddle
