#include <tests/support/memory.h>

#include <QByteArray>
#include <QFile>

using namespace Qt::StringLiterals;

namespace heddle::test {

namespace {

qint64 statusField(const QByteArray &field)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace

qint64 peakResidentKiB()
{
    return statusField("VmHWM:");
}

qint64 residentKiB()
{
    return statusField("VmRSS:");
}

} // namespace heddle::test
