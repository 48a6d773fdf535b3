#include <core/json/jsondocument.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>

namespace heddle {

using namespace Qt::StringLiterals;

Result<Json> parseJson(QByteArrayView text, const QString &file)
{
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error &e) {
        // nlohmann's byte is 1-based and points at the last character read.
        const qsizetype offset = e.byte > 0 ? qsizetype(e.byte) - 1 : 0;
        QString what = QString::fromUtf8(e.what());
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing ..."
        const qsizetype colon = what.indexOf(u": "_s, what.indexOf(u"column"_s));
        if (colon > 0)
            what = what.mid(colon + 2);
        const QString message = text.trimmed().isEmpty()
                                    ? JsonMessages::tr("the file is empty: expected a JSON document")
                                    : JsonMessages::tr("invalid JSON: %1").arg(what);
        return jsonErrorAt(text, offset, file, {}, message, Error::Code::Parse);
    }
}

Json jsonStrings(const QStringList &strings)
{
    Json array = Json::array();
    for (const QString &s : strings)
        array.push_back(toStd(s));
    return array;
}

QByteArray serializeJson(const Json &json)
{
    const std::string s = json.dump(2, ' ', false, Json::error_handler_t::replace);
    QByteArray bytes(s.data(), qsizetype(s.size()));
    bytes.append('\n');
    return bytes;
}

} // namespace heddle
