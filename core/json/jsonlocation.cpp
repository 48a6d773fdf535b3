#include <core/json/jsonlocation.h>

#include <algorithm>
#include <string>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// pos moved on over text[from, to).
TextPosition advance(TextPosition pos, QByteArrayView text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i) {
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

} // namespace

TextPosition textPosition(QByteArrayView text, qsizetype offset)
{
    return advance(TextPosition{}, text, 0, std::clamp<qsizetype>(offset, 0, text.size()));
}

TextPositions::TextPositions(QByteArrayView text)
{
    m_checkpoints.reserve(text.size() / Stride + 1);
    TextPosition pos;
    for (qsizetype at = 0; at <= text.size(); at += Stride) {
        m_checkpoints.append(pos);
        pos = advance(pos, text, at, std::min(at + Stride, text.size()));
    }
}

TextPosition TextPositions::at(QByteArrayView text, qsizetype offset) const
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const qsizetype checkpoint = std::min(offset / Stride, m_checkpoints.size() - 1);
    if (checkpoint < 0)
        return textPosition(text, offset);
    return advance(m_checkpoints[checkpoint], text, checkpoint * Stride, offset);
}

namespace {

void appendUtf8(std::string &s, char32_t code)
{
    if (code < 0x80) {
        s += char(code);
    } else if (code < 0x800) {
        s += char(0xC0 | (code >> 6));
        s += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        s += char(0xE0 | (code >> 12));
        s += char(0x80 | ((code >> 6) & 0x3F));
        s += char(0x80 | (code & 0x3F));
    } else {
        s += char(0xF0 | (code >> 18));
        s += char(0x80 | ((code >> 12) & 0x3F));
        s += char(0x80 | ((code >> 6) & 0x3F));
        s += char(0x80 | (code & 0x3F));
    }
}

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
    int hex4()
    {
        if (pos + 4 > text.size())
            return -1;
        bool ok = false;
        const int code = QByteArrayView(text.data() + pos, 4).toInt(&ok, 16);
        if (!ok)
            return -1;
        pos += 4;
        return code;
    }
    // Reads a string starting at '"' and returns it unescaped, so keys compare with the pointer's tokens.
    std::string readString()
    {
        std::string s;
        if (peek() != '"')
            return s;
        ++pos;
        while (!atEnd() && text[pos] != '"') {
            const char c = text[pos++];
            if (c != '\\' || atEnd()) {
                s += c;
                continue;
            }
            const char e = text[pos++];
            switch (e) {
            case 'n': s += '\n'; break;
            case 't': s += '\t'; break;
            case 'r': s += '\r'; break;
            case 'b': s += '\b'; break;
            case 'f': s += '\f'; break;
            case 'u': {
                int code = hex4();
                if (code < 0)
                    break;
                // A character outside the BMP is escaped as a surrogate pair.
                if (code >= 0xD800 && code < 0xDC00 && peek() == '\\' && pos + 1 < text.size() &&
                    text[pos + 1] == 'u') {
                    const qsizetype back = pos;
                    pos += 2;
                    const int low = hex4();
                    if (low >= 0xDC00 && low < 0xE000)
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    else
                        pos = back;
                }
                appendUtf8(s, char32_t(code));
                break;
            }
            default: s += e;
            }
        }
        ++pos; // closing quote
        return s;
    }
    void skipString()
    {
        ++pos; // opening quote
        while (!atEnd() && text[pos] != '"')
            pos += text[pos] == '\\' ? 2 : 1;
        ++pos; // closing quote
    }
    void skipValue()
    {
        skipSpace();
        const char c = peek();
        if (c == '"') {
            skipString();
            return;
        }
        if (c == '{' || c == '[') {
            int depth = 0;
            while (!atEnd()) {
                const char d = text[pos];
                if (d == '"') {
                    skipString();
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

// RFC 6901: "~1" becomes '/' before "~0" becomes '~', so "~01" reads as "~1".
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
                if (s.peek() != '"')
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
            if (!ok || index < 0)
                return containerStart;
            for (qsizetype i = 0; i < index; ++i) {
                s.skipValue();
                s.skipSpace();
                if (s.peek() != ',')
                    return containerStart;
                ++s.pos;
            }
            s.skipSpace();
            if (s.peek() == ']' || s.atEnd())
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

Error jsonErrorAt(QByteArrayView text, qsizetype offset, const QString &file, const QString &pointer, QString message,
                  Error::Code code)
{
    Error err = makeError(code, std::move(message));
    err.file = file;
    err.pointer = pointer;
    if (offset >= 0) {
        const TextPosition p = textPosition(text, offset);
        err.line = p.line;
        err.column = p.column;
    }
    return err;
}

Error jsonValueError(QByteArrayView text, const QString &file, const QString &pointer, QString message,
                     Error::Code code)
{
    return jsonErrorAt(text, locateJsonPointer(text, pointer), file, pointer, std::move(message), code);
}

} // namespace heddle
