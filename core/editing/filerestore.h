#pragma once

#include <core/history/datasethistory.h>
#include <core/util/result.h>

namespace heddle {

/// Puts the files of a decision back as `to` holds them (a file without bytes is removed), under the dataset's
/// writer lock, when every one of them is still as `from` holds it. Otherwise nothing is written and the error names
/// the first file another writer changed since: an undo never throws away someone else's work.
Result<void> restoreFiles(const QString &root, const SavedFiles &from, const SavedFiles &to);

} // namespace heddle
