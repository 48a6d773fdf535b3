#pragma once

#include <core/util/result.h>
#include <core/exec/runner.h>

#include <QString>

namespace heddle {

// A run handed to another machine (a cluster node) through a folder both see: Heddle writes the request, the node's
// `heddle run-request FOLDER` runs it with the same Runner as locally and writes the result beside it.

/// Writes FOLDER/request.json.
Result<void> writeRunRequest(const QString &folder, const RunRequest &request);
Result<RunRequest> readRunRequest(const QString &folder);

/// Writes FOLDER/stdout, FOLDER/stderr, then FOLDER/result.json (last: its presence means the run ended).
Result<void> writeRunResult(const QString &folder, const RunResult &result);
/// NotFound while FOLDER/result.json is absent.
Result<RunResult> readRunResult(const QString &folder);

/// Runs FOLDER's request in this process (an event loop until it ends) and writes its result: done once a result is
/// written, whatever the test command did (a request that cannot be read is a result too, saying why). An error when
/// FOLDER is no folder or the result cannot be written, naming the path.
Result<void> runRequestFolder(const QString &folder);

} // namespace heddle
