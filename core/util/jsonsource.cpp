#include <core/util/jsonsource.h>

#include <QCoreApplication>

namespace heddle {

using namespace Qt::StringLiterals;

TextPosition textPosition(QByteArrayView text, qsizetype offset)
{
    TextPosition pos;
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++pos.column;
        }
    }
    return pos;
}

namespace {

// A minimal scanner over JSON text that only knows how to skip values and read object keys.
struct Scanner {
    QByteArrayView text;
    qsizetype pos = 0;

    bool atEnd() const { return pos >= text.size(); }
    char peek() const { return atEnd() ? '\0' : text[pos]; }
    void skipSpace()
    {
        while (!atEnd() && (text[pos] == ' ' || text[pos] == '\n' || text[pos] == '\r' || text[pos] == '\t'))
            ++pos;
    }
    // Reads a string starting at '"' and returns it unescaped (enough for keys: \uXXXX as UTF-8).
    std::string readString()
    {
        std::string s;
        if (peek() != '"')
            return s;
        ++pos;
        while (!atEnd() && text[pos] != '"') {
            char c = text[pos++];
            if (c == '\\' && !atEnd()) {
                char e = text[pos++];
                switch (e) {
                case 'n': s += '\n'; break;
                case 't': s += '\t'; break;
                case 'r': s += '\r'; break;
                case 'b': s += '\b'; break;
                case 'f': s += '\f'; break;
                case 'u': {
                    if (pos + 4 <= text.size()) {
                        bool ok = false;
                        const uint code = QByteArray(text.data() + pos, 4).toUInt(&ok, 16);
                        pos += 4;
                        if (ok)
                            s += QString(QChar(char16_t(code))).toStdString();
                    }
                    break;
                }
                default: s += e;
                }
            } else {
                s += c;
            }
        }
        ++pos; // closing quote
        return s;
    }
    void skipValue()
    {
        skipSpace();
        const char c = peek();
        if (c == '"') {
            readString();
            return;
        }
        if (c == '{' || c == '[') {
            int depth = 0;
            while (!atEnd()) {
                const char d = text[pos];
                if (d == '"') {
                    readString();
                    continue;
                }
                ++pos;
                if (d == '{' || d == '[')
                    ++depth;
                else if ((d == '}' || d == ']') && --depth == 0)
                    return;
            }
            return;
        }
        while (!atEnd() && text[pos] != ',' && text[pos] != '}' && text[pos] != ']' && text[pos] != ' ' &&
               text[pos] != '\n' && text[pos] != '\r' && text[pos] != '\t')
            ++pos;
    }
};

QString unescapeToken(QStringView token)
{
    QString t = token.toString();
    t.replace(u"~1"_s, u"/"_s);
    t.replace(u"~0"_s, u"~"_s);
    return t;
}

} // namespace

qsizetype locateJsonPointer(QByteArrayView text, QStringView pointer)
{
    Scanner s{text};
    s.skipSpace();
    if (pointer.isEmpty())
        return s.pos;
    const auto tokens = pointer.mid(1).split(u'/');
    for (QStringView rawToken : tokens) {
        const QString token = unescapeToken(rawToken);
        s.skipSpace();
        const qsizetype containerStart = s.pos;
        if (s.peek() == '{') {
            ++s.pos;
            const std::string wanted = token.toStdString();
            bool found = false;
            while (!s.atEnd()) {
                s.skipSpace();
                if (s.peek() == '}')
                    break;
                const std::string key = s.readString();
                s.skipSpace();
                if (s.peek() == ':')
                    ++s.pos;
                s.skipSpace();
                if (key == wanted) {
                    found = true;
                    break;
                }
                s.skipValue();
                s.skipSpace();
                if (s.peek() == ',')
                    ++s.pos;
                else
                    break;
            }
            if (!found)
                return containerStart;
        } else if (s.peek() == '[') {
            ++s.pos;
            bool ok = false;
            const qsizetype index = token.toLongLong(&ok);
            if (!ok)
                return containerStart;
            for (qsizetype i = 0; i < index; ++i) {
                s.skipValue();
                s.skipSpace();
                if (s.peek() != ',')
                    return containerStart;
                ++s.pos;
            }
            s.skipSpace();
            if (s.peek() == ']')
                return containerStart;
        } else {
            return containerStart;
        }
    }
    s.skipSpace();
    return s.pos;
}

QString jsonPointerAppend(const QString &pointer, QStringView token)
{
    QString t = token.toString();
    t.replace(u"~"_s, u"~0"_s);
    t.replace(u"/"_s, u"~1"_s);
    return pointer + u'/' + t;
}

QString jsonPointerAppend(const QString &pointer, qsizetype index)
{
    return pointer + u'/' + QString::number(index);
}

Result<Json> parseJson(QByteArrayView text, const QString &file)
{
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error &e) {
        // nlohmann's byte is 1-based and points at the last character read.
        const qsizetype offset = e.byte > 0 ? qsizetype(e.byte) - 1 : 0;
        const TextPosition p = textPosition(text, offset);
        QString what = QString::fromUtf8(e.what());
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing ..."
        const qsizetype colon = what.indexOf(u": "_s, what.indexOf(u"column"_s));
        if (colon > 0)
            what = what.mid(colon + 2);
        Error err =
            makeError(Error::Code::Parse,
                      text.trimmed().isEmpty()
                          ? QCoreApplication::translate("heddle::Json", "the file is empty: expected a JSON document")
                          : QCoreApplication::translate("heddle::Json", "invalid JSON: %1").arg(what));
        err.file = file;
        err.line = p.line;
        err.column = p.column;
        return err;
    }
}

Error jsonValueError(QByteArrayView text, const QString &file, const QString &pointer, QString message,
                     Error::Code code)
{
    Error err = makeError(code, std::move(message));
    err.file = file;
    err.pointer = pointer;
    const TextPosition p = textPosition(text, locateJsonPointer(text, pointer));
    err.line = p.line;
    err.column = p.column;
    return err;
}

QByteArray serializeJson(const Json &json)
{
    const std::string s = json.dump(2, ' ', false, Json::error_handler_t::replace);
    QByteArray bytes(s.data(), qsizetype(s.size()));
    bytes.append('\n');
    return bytes;
}

} // namespace heddle
