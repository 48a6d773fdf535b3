#include <core/json/jsondocument.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>
#include <core/json/jsontext.h>

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// The first number outside strings that no double holds (1e400), or -1: nlohmann refuses it without saying where.
qsizetype firstHugeNumber(QByteArrayView text)
{
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            continue;
        }
        if (c != '-' && (c < '0' || c > '9'))
            continue;
        qsizetype end = i + 1;
        while (end < text.size() && (std::isdigit(uchar(text[end])) || text[end] == '.' || text[end] == 'e' ||
                                     text[end] == 'E' || text[end] == '+' || text[end] == '-'))
            ++end;
        const std::string number(text.data() + i, size_t(end - i));
        if (!std::isfinite(std::strtod(number.c_str(), nullptr)))
            return i;
        i = end - 1;
    }
    return -1;
}

} // namespace

Result<Json> parseJson(QByteArrayView text, const QString &file)
{
    // Bounded before parsing: what reads, validates or writes a document recurses into it.
    if (const qsizetype deep = jsonTooDeepAt(text); deep >= 0)
        return jsonErrorAt(
            text, deep, file, {},
            JsonMessages::tr("invalid JSON: nested deeper than Heddle reads (%1 levels)").arg(kMaxJsonDepth),
            Error::Code::Parse);
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::out_of_range &e) {
        // A number too large for a double ("1e400"); nlohmann says which but not where.
        const qsizetype at = firstHugeNumber(text);
        Error error = jsonErrorAt(text, std::max<qsizetype>(at, 0), file, {},
                                  JsonMessages::tr("invalid JSON: a number too large to read"), Error::Code::Parse);
        error.detail = QString::fromUtf8(e.what());
        return error;
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
    } catch (const Json::exception &e) {
        Error error = jsonErrorAt(text, 0, file, {}, JsonMessages::tr("invalid JSON"), Error::Code::Parse);
        error.detail = QString::fromUtf8(e.what());
        return error;
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
