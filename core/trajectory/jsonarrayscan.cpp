#include <core/trajectory/jsonarrayscan.h>

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct ScanText {
    Q_DECLARE_TR_FUNCTIONS(heddle::JsonArrayScan)
};

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// The offset just past the string that starts at `at` (a '"'), or -1 when the text ends inside it.
qsizetype skipString(QByteArrayView json, qsizetype at)
{
    const char *data = json.data();
    const qsizetype size = json.size();
    for (qsizetype i = at + 1; i < size; ++i) {
        const char c = data[i];
        if (c == '\\')
            ++i; // the escaped character, whatever it is
        else if (c == '"')
            return i + 1;
    }
    return -1;
}

// The offset just past the value that starts at `at` (after any space), or -1 when the text ends inside it. Scalars
// end at the next ',', ']' or '}' at their own depth.
qsizetype skipValue(QByteArrayView json, qsizetype at)
{
    const char *data = json.data();
    const qsizetype size = json.size();
    while (at < size && isSpace(data[at]))
        ++at;
    if (at >= size)
        return -1;
    if (data[at] == '"')
        return skipString(json, at);
    if (data[at] != '{' && data[at] != '[') {
        while (at < size && data[at] != ',' && data[at] != ']' && data[at] != '}' && !isSpace(data[at]))
            ++at;
        return at;
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

} // namespace

std::optional<QList<JsonSpan>> scanTopLevelArray(QByteArrayView json, QByteArrayView key, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<QList<JsonSpan>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const char *data = json.data();
    const qsizetype size = json.size();
    qsizetype at = 0;
    if (size >= 3 && json.first(3) == QByteArrayView("\xEF\xBB\xBF"))
        at = 3; // a byte order mark
    while (at < size && isSpace(data[at]))
        ++at;
    if (at >= size || data[at] != '{')
        return fail(ScanText::tr("the document is not a JSON object (byte %1)").arg(at));
    ++at;
    // Member by member: "key": value, until the one asked for.
    while (true) {
        while (at < size && (isSpace(data[at]) || data[at] == ','))
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
        while (at < size && (isSpace(data[at]) || data[at] == ':'))
            ++at;
        if (name != key) {
            at = skipValue(json, at);
            if (at < 0)
                return fail(ScanText::tr("the text ends inside the member \"%1\"").arg(QString::fromUtf8(name)));
            continue;
        }
        if (at >= size || data[at] != '[')
            return fail(
                ScanText::tr("the member \"%1\" is not an array (byte %2)").arg(QString::fromUtf8(key)).arg(at));
        ++at;
        QList<JsonSpan> spans;
        while (true) {
            while (at < size && (isSpace(data[at]) || data[at] == ','))
                ++at;
            if (at >= size)
                return fail(ScanText::tr("the text ends inside the array \"%1\"").arg(QString::fromUtf8(key)));
            if (data[at] == ']')
                return spans;
            const qsizetype end = skipValue(json, at);
            if (end < 0)
                return fail(ScanText::tr("the text ends inside element %1 of \"%2\" (byte %3)")
                                .arg(spans.size())
                                .arg(QString::fromUtf8(key))
                                .arg(at));
            spans.append({at, end});
            at = end;
        }
    }
}

} // namespace heddle
