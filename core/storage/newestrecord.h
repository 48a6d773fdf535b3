#pragma once

#include <QString>

namespace heddle {

/// The file name of the newest record in a folder of run records (validation, mutation): record ids begin with the
/// UTC time, so it is the greatest name ending in .json. Empty when there is none. One pass without sorting and without
/// a name filter (QDirIterator compiles one into a regular expression per folder): it runs for every task as a dataset
/// opens.
QString newestRecordName(const QString &folder);

} // namespace heddle
