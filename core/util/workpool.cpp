#include <core/util/workpool.h>

#include <QThreadPool>

namespace heddle {

namespace {
Q_GLOBAL_STATIC(QThreadPool, g_workPool)
} // namespace

QThreadPool *workPool()
{
    return g_workPool();
}

} // namespace heddle
