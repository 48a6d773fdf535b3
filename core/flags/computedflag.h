#pragma once

#include <core/task/task.h>

namespace heddle {

/// A flag Heddle computed from a run: source Computed, confidence 1, waiting for a verdict.
Flag computedFlag(FlagKind kind, const QString &id);

/// Whether a run's result says the test did not pass: failed, errored, or never reported.
bool isFailing(TestStatus status);

} // namespace heddle
