#include <core/trajectory/jsonarrayscan.h>

#include <QCoreApplication>

#include <cstring>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct ScanText {
    Q_DECLARE_TR_FUNCTIONS(heddle::JsonArrayScan)
};

// The offset just past the string that starts at `at` (a '"'), or -1 when the text ends inside it. Strings hold
// nearly all of a trajectory's bytes: memchr finds each '"' at memory speed, and a quote ends the string unless an odd
// number of backslashes stands right before it.
qsizetype skipString(QByteArrayView json, qsizetype at)
{
    const char *data = json.data();
    const char *const first = data + at + 1;
    const char *const end = data + json.size();
    for (const char *p = first; p < end;) {
        const auto *quote = static_cast<const char *>(std::memchr(p, '"', size_t(end - p)));
        if (!quote)
            return -1;
        const char *run = quote;
        while (run > first && run[-1] == '\\')
            --run;
        if (((quote - run) & 1) == 0)
            return quote - data + 1;
        p = quote + 1;
    }
    return -1;
}

} // namespace

qsizetype skipJsonSpace(QByteArrayView json, qsizetype at)
{
    while (at < json.size() && isJsonSpace(json[at]))
        ++at;
    return at;
}

qsizetype jsonValueEnd(QByteArrayView json, qsizetype at)
{
    const char *data = json.data();
    const qsizetype size = json.size();
    at = skipJsonSpace(json, at);
    if (at >= size)
        return -1;
    if (data[at] == '"')
        return skipString(json, at);
    if (data[at] != '{' && data[at] != '[') {
        // Scalars end at the next ',', ']' or '}' at their own depth. None there at all (a stray ']', '}', ',' or
        // ':' where a value belongs) is broken text: the callers would otherwise stand still on it.
        const qsizetype start = at;
        while (at < size && data[at] != ',' && data[at] != ']' && data[at] != '}' && data[at] != ':' &&
               !isJsonSpace(data[at]))
            ++at;
        return at > start ? at : -1;
    }
    int depth = 0;
    for (qsizetype i = at; i < size; ++i) {
        const char c = data[i];
        if (c == '"') {
            i = skipString(json, i);
            if (i < 0)
                return -1;
            --i; // the loop's ++i lands just past the string
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return i + 1;
        }
    }
    return -1;
}

std::optional<qsizetype> scanTopLevelMemberStart(QByteArrayView json, QByteArrayView key, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<qsizetype> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const char *data = json.data();
    const qsizetype size = json.size();
    qsizetype at = 0;
    if (size >= 3 && json.first(3) == QByteArrayView("\xEF\xBB\xBF"))
        at = 3; // a byte order mark
    at = skipJsonSpace(json, at);
    if (at >= size || data[at] != '{')
        return fail(ScanText::tr("the document is not a JSON object (byte %1)").arg(at));
    ++at;
    // Member by member: "key": value, until the one asked for.
    while (true) {
        while (at < size && (isJsonSpace(data[at]) || data[at] == ','))
            ++at;
        if (at >= size)
            return fail(ScanText::tr("the text ends inside the top-level object (byte %1)").arg(at));
        if (data[at] == '}')
            return fail(ScanText::tr("the document has no member \"%1\"").arg(QString::fromUtf8(key)));
        if (data[at] != '"')
            return fail(ScanText::tr("a member name was expected at byte %1").arg(at));
        const qsizetype nameEnd = skipString(json, at);
        if (nameEnd < 0)
            return fail(ScanText::tr("the text ends inside a member name (byte %1)").arg(at));
        const QByteArrayView name = json.sliced(at + 1, nameEnd - at - 2);
        at = nameEnd;
        while (at < size && (isJsonSpace(data[at]) || data[at] == ':'))
            ++at;
        if (name == key)
            return at;
        at = jsonValueEnd(json, at);
        if (at < 0)
            return fail(
                ScanText::tr("the member \"%1\" has no value or the text ends inside it").arg(QString::fromUtf8(name)));
    }
}

std::optional<JsonSpan> scanTopLevelMember(QByteArrayView json, QByteArrayView key, QString *error)
{
    const std::optional<qsizetype> start = scanTopLevelMemberStart(json, key, error);
    if (!start)
        return std::nullopt;
    const qsizetype end = jsonValueEnd(json, *start);
    if (end < 0) {
        if (error)
            *error =
                ScanText::tr("the member \"%1\" has no value or the text ends inside it").arg(QString::fromUtf8(key));
        return std::nullopt;
    }
    return JsonSpan{*start, end};
}

JsonArrayCursor::JsonArrayCursor(QByteArrayView json, qsizetype arrayStart, bool inside)
    : m_json(json)
    , m_at(skipJsonSpace(json, arrayStart))
{
    if (inside)
        return;
    if (m_at >= json.size() || json[m_at] != '[') {
        m_error = ScanText::tr("an array was expected at byte %1").arg(m_at);
        m_done = true;
        return;
    }
    ++m_at;
}

std::optional<JsonSpan> JsonArrayCursor::next()
{
    if (m_done)
        return std::nullopt;
    const char *data = m_json.data();
    const qsizetype size = m_json.size();
    while (m_at < size && (isJsonSpace(data[m_at]) || data[m_at] == ','))
        ++m_at;
    if (m_at >= size) {
        m_error = ScanText::tr("the text ends inside the array (byte %1)").arg(m_at);
        m_done = true;
        return std::nullopt;
    }
    if (data[m_at] == ']') {
        m_done = true;
        return std::nullopt;
    }
    const qsizetype end = jsonValueEnd(m_json, m_at);
    if (end < 0) {
        m_error = ScanText::tr("element %1 of the array is broken or the text ends inside it (byte %2)")
                      .arg(m_count)
                      .arg(m_at);
        m_done = true;
        return std::nullopt;
    }
    const JsonSpan span{m_at, end};
    m_at = end;
    ++m_count;
    return span;
}

std::optional<QList<JsonSpan>> scanTopLevelArray(QByteArrayView json, QByteArrayView key, QString *error)
{
    const std::optional<qsizetype> start = scanTopLevelMemberStart(json, key, error);
    if (!start)
        return std::nullopt;
    if (*start >= json.size() || json[*start] != '[') {
        if (error)
            *error =
                ScanText::tr("the member \"%1\" is not an array (byte %2)").arg(QString::fromUtf8(key)).arg(*start);
        return std::nullopt;
    }
    JsonArrayCursor cursor(json, *start);
    QList<JsonSpan> spans;
    while (const std::optional<JsonSpan> span = cursor.next())
        spans.append(*span);
    if (cursor.failed()) {
        if (error)
            *error = ScanText::tr("%1 in \"%2\"").arg(cursor.error(), QString::fromUtf8(key));
        return std::nullopt;
    }
    return spans;
}

} // namespace heddle
