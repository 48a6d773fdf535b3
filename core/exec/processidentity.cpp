#include <core/exec/processidentity.h>

#include <QFile>

using namespace Qt::StringLiterals;

namespace heddle {

quint64 processStartTicks(qint64 pid)
{
    if (pid <= 0)
        return 0;
    QFile file(u"/proc/%1/stat"_s.arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = file.read(4096);
    // The command name, in parentheses, may hold spaces and parentheses: the fields are counted after its last ')'.
    // starttime is field 22; the first after the name is field 3.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

QByteArray bootId()
{
    QFile file(u"/proc/sys/kernel/random/boot_id"_s);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

bool processAlive(qint64 pid, quint64 startTicks)
{
    const quint64 started = processStartTicks(pid);
    return started != 0 && started == startTicks;
}

} // namespace heddle
