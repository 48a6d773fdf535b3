#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace heddle {

/// When process pid started, in clock ticks since boot (/proc/<pid>/stat); 0 when there is no such process. With the
/// pid and the boot id it names one process for good: a pid is reused, the three together are not.
quint64 processStartTicks(qint64 pid);

/// This boot's id (/proc/sys/kernel/random/boot_id); empty where the kernel does not give one.
QByteArray bootId();

/// Whether process pid runs and is the one that started at startTicks (on this boot).
bool processAlive(qint64 pid, quint64 startTicks);

} // namespace heddle
