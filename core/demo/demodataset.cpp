#include <core/demo/demodataset.h>

#include <QStandardPaths>

namespace heddle {

QString defaultDemoLocation()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo");
}

Result<QString> installDemoDataset(const QString &target)
{
    return makeError(Error::Code::NotFound, QStringLiteral("The demo dataset is not built in yet"), target);
}

} // namespace heddle
