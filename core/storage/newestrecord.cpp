#include <core/storage/newestrecord.h>

#include <QDirIterator>

using namespace Qt::StringLiterals;

namespace heddle {

QString newestRecordName(const QString &folder)
{
    QString newest;
    QDirIterator it(folder, QDir::Files);
    while (it.hasNext()) {
        it.next();
        const QString name = it.fileName();
        if (name.endsWith(u".json"_s) && (newest.isEmpty() || name > newest))
            newest = name;
    }
    return newest;
}

} // namespace heddle
