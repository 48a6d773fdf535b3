#include <core/util/result.h>

namespace heddle {

using namespace Qt::StringLiterals;

QString Error::toString() const
{
    QString where;
    if (!file.isEmpty()) {
        where = file;
        if (line > 0) {
            where += u':' + QString::number(line);
            if (column > 0)
                where += u':' + QString::number(column);
        }
        where += u": "_s;
    }
    QString text = where + message;
    if (!pointer.isEmpty())
        text += u" (at "_s + pointer + u')';
    if (!detail.isEmpty())
        text += u": "_s + detail;
    return text;
}

Error makeError(Error::Code code, QString message, QString detail)
{
    Error e;
    e.code = code;
    e.message = std::move(message);
    e.detail = std::move(detail);
    return e;
}

Error detail::unsetResultError()
{
    return makeError(Error::Code::Unsupported, QCoreApplication::translate("heddle::Result", "No result"),
                     u"the operation did not produce a result"_s);
}

} // namespace heddle
