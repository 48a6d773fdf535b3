#include <core/storage/pathsafety.h>

#include <QRegularExpression>

namespace heddle {

using namespace Qt::StringLiterals;

bool isSafeId(const QString &id)
{
    static const QRegularExpression re(u"^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$"_s);
    return re.match(id).hasMatch();
}

bool isSafeRelativePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(u'/') || path.contains(u'\\') || path.contains(QChar(0)))
        return false;
    for (const QStringView part : QStringView(path).split(u'/'))
        if (part.isEmpty() || part == u"." || part == u".." || part.compare(u".git", Qt::CaseInsensitive) == 0)
            return false;
    return true;
}

} // namespace heddle
