// What a benchmark program measures of its own memory, from /proc/self/status.
#pragma once

#include <QtGlobal>

namespace heddle::test {

/// The most resident memory the process has had so far (VmHWM), in KiB; -1 when it cannot be read.
qint64 peakResidentKiB();

/// The resident memory of the process now (VmRSS), in KiB; -1 when it cannot be read.
qint64 residentKiB();

} // namespace heddle::test
