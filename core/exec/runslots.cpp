#include <core/exec/runslots.h>

#include <QMetaObject>

#include <algorithm>

namespace heddle {

RunSlots::RunSlots(int count, QObject *parent)
    : QObject(parent)
    , m_count(std::max(1, count))
{}

bool RunSlots::tryAcquire()
{
    if (m_inUse >= m_count)
        return false;
    ++m_inUse;
    return true;
}

void RunSlots::release()
{
    if (m_inUse == 0)
        return;
    --m_inUse;
    QMetaObject::invokeMethod(this, &RunSlots::released, Qt::QueuedConnection);
}

} // namespace heddle
