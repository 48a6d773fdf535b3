// The lexical pieces of unified and git diffs: characters, quoted names, timestamps and path prefixes.
#include <core/patch/patchsyntax_p.h>

#include <QDate>

namespace heddle::patchsyntax {

bool isOctal(char c)
{
    return c >= '0' && c <= '7';
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

QByteArrayView trimmedRight(QByteArrayView s)
{
    while (!s.isEmpty() && (s.back() == ' ' || s.back() == '\t'))
        s.chop(1);
    return s;
}

QString quoteLine(QByteArrayView line)
{
    constexpr qsizetype kMax = 120;
    QByteArray out;
    out.reserve(std::min(line.size(), kMax) + 8);
    out += '"';
    for (qsizetype i = 0; i < line.size() && i < kMax; ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f) {
            static const char digits[] = "0123456789abcdef";
            out += "\\x";
            out += digits[c >> 4];
            out += digits[c & 0xf];
        } else {
            out += char(c);
        }
    }
    if (line.size() > kMax)
        out += "...";
    out += '"';
    return QString::fromUtf8(out);
}

std::optional<QByteArray> unquoteC(QByteArrayView s, qsizetype *consumed)
{
    if (s.isEmpty() || s.front() != '"')
        return std::nullopt;
    QByteArray out;
    out.reserve(s.size());
    for (qsizetype i = 1; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"') {
            if (consumed)
                *consumed = i + 1;
            return out;
        }
        if (c != '\\') {
            out += c;
            continue;
        }
        if (++i >= s.size())
            return std::nullopt;
        switch (s[i]) {
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        case '\\': out += '\\'; break;
        case '"': out += '"'; break;
        default:
            if (i + 2 < s.size() && s[i] >= '0' && s[i] <= '3' && isOctal(s[i + 1]) && isOctal(s[i + 2])) {
                out += char(((s[i] - '0') << 6) | ((s[i + 1] - '0') << 3) | (s[i + 2] - '0'));
                i += 2;
                break;
            }
            return std::nullopt;
        }
    }
    return std::nullopt;
}

bool isEpochTimestamp(QByteArrayView ts)
{
    const auto digits = [&](qsizetype at, qsizetype n, int *value) {
        if (at + n > ts.size())
            return false;
        int v = 0;
        for (qsizetype i = at; i < at + n; ++i) {
            if (!isDigit(ts[i]))
                return false;
            v = v * 10 + (ts[i] - '0');
        }
        *value = v;
        return true;
    };
    ts = trimmedRight(ts);
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (ts.size() < 19 || ts[4] != '-' || ts[7] != '-' || ts[10] != ' ' || ts[13] != ':' || ts[16] != ':')
        return false;
    if (!digits(0, 4, &year) || !digits(5, 2, &month) || !digits(8, 2, &day) || !digits(11, 2, &hour) ||
        !digits(14, 2, &minute) || !digits(17, 2, &second))
        return false;
    qsizetype i = 19;
    if (i < ts.size() && ts[i] == '.') {
        for (++i; i < ts.size() && isDigit(ts[i]); ++i) {
            if (ts[i] != '0')
                return false;
        }
    }
    int offset = 0;
    if (i < ts.size()) {
        int zone = 0;
        if (ts[i] != ' ' || i + 6 != ts.size() || (ts[i + 1] != '+' && ts[i + 1] != '-') || !digits(i + 2, 4, &zone))
            return false;
        offset = (zone / 100 * 3600 + zone % 100 * 60) * (ts[i + 1] == '-' ? -1 : 1);
    }
    const QDate date(year, month, day);
    if (!date.isValid())
        return false;
    const qint64 seconds = (date.toJulianDay() - QDate(1970, 1, 1).toJulianDay()) * 86400 + qint64(hour) * 3600 +
                           qint64(minute) * 60 + second - offset;
    return seconds == 0;
}

QByteArrayView stripPrefix(QByteArrayView path, char prefix)
{
    if (path.size() > 2 && path[0] == prefix && path[1] == '/')
        return path.sliced(2);
    return path;
}

Prefixes namePrefixes(QByteArrayView oldName, QByteArrayView newName)
{
    const auto letter = [](QByteArrayView name) { return name.size() > 2 && name[1] == '/' ? name[0] : '\0'; };
    const char x = letter(oldName);
    const char y = letter(newName);
    const auto mnemonic = [](char c) { return c == 'i' || c == 'w' || c == 'c' || c == 'o'; };
    if (x != y && ((mnemonic(x) && mnemonic(y)) || (x == '1' && y == '2') || (x == '2' && y == '1')))
        return {x, y};
    return {};
}

std::optional<std::pair<QByteArrayView, QByteArrayView>> binaryFilesNames(QByteArrayView line)
{
    constexpr QByteArrayView head = "Binary files ";
    constexpr QByteArrayView tail = " differ";
    constexpr QByteArrayView separator = " and ";
    if (!line.startsWith(head) || !line.endsWith(tail))
        return std::nullopt;
    const QByteArrayView names = line.sliced(head.size(), line.size() - head.size() - tail.size());
    qsizetype split = -1;
    for (qsizetype at = names.indexOf(separator); at >= 0; at = names.indexOf(separator, at + 1)) {
        if (split < 0)
            split = at;
        if (afterFirstComponent(names.first(at)) == afterFirstComponent(names.sliced(at + separator.size()))) {
            split = at;
            break;
        }
    }
    if (split <= 0 || split + separator.size() >= names.size())
        return std::nullopt;
    return std::pair(names.first(split), names.sliced(split + separator.size()));
}

QByteArrayView afterFirstComponent(QByteArrayView name)
{
    const qsizetype slash = name.indexOf('/');
    return slash < 0 ? QByteArrayView() : name.sliced(slash + 1);
}

} // namespace heddle::patchsyntax
