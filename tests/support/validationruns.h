#pragma once

#include <core/validation/runrecord.h>
#include <core/validation/validation.h>

namespace heddle::test {

/// Validates the task as the window and the command line do and returns its record once every run ended; an empty
/// record when it did not end within timeoutMs.
RunRecord validateTask(const QString &root, const Task &task, const ValidationOptions &options, int timeoutMs = 300000);

/// The run of target and repeat in the record, or nullptr.
const TargetRun *findRun(const RunRecord &record, const QString &target, int repeat = 1);

} // namespace heddle::test
