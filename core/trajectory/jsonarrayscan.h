#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// Where one value of a JSON document lies: [begin, end) in bytes.
struct JsonSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
    qsizetype size() const { return end - begin; }
};

/// Whether c is JSON's white space, and the offset of the first character from `at` on that is not.
inline bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}
qsizetype skipJsonSpace(QByteArrayView json, qsizetype at);

/// The offset just past the JSON value that starts at `at` (after any space), found by following strings, escapes
/// and nesting without building anything; -1 when the text ends inside it or no value starts there (a stray ']').
/// Always past `at` when not -1, so a caller that moves on to it makes progress.
qsizetype jsonValueEnd(QByteArrayView json, qsizetype at);

/// The value of the top-level object's member `key`, found by skipping the members before it. Nothing when the
/// document is not an object, has no such member, or ends inside it; error says which, with the byte offset.
std::optional<JsonSpan> scanTopLevelMember(QByteArrayView json, QByteArrayView key, QString *error = nullptr);

/// Where the value of the top-level object's member `key` starts, without reading the value (cheap before a large
/// one). Nothing as scanTopLevelMember.
std::optional<qsizetype> scanTopLevelMemberStart(QByteArrayView json, QByteArrayView key, QString *error = nullptr);

/// Walks the elements of one JSON array one at a time, so that a reader of a memory-mapped file of any size can let
/// go of what it has passed.
class JsonArrayCursor
{
public:
    /// The array whose '[' is at arrayStart (after any space); or, with inside, elements from `at` on (the offset
    /// of an element or of the separator before it), as when the elements of a known stretch are walked again.
    JsonArrayCursor(QByteArrayView json, qsizetype arrayStart, bool inside = false);

    /// The next element; nothing at the end of the array or when the text is broken (error() says where).
    std::optional<JsonSpan> next();
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    /// The offset the cursor has read up to.
    qsizetype position() const { return m_at; }

private:
    QByteArrayView m_json;
    qsizetype m_at = 0;
    qsizetype m_count = 0;
    bool m_done = false;
    QString m_error;
};

/// The elements of the array that the top-level object's member `key` holds ("trajectory", "history", "messages"):
/// the step boundaries of a trajectory of any size, read from a memory-mapped file, so that a step is parsed only
/// when it is shown. Nothing when the document is not an object, has no such member, the member is not an array,
/// or the text ends inside it; error says which, with the byte offset.
std::optional<QList<JsonSpan>> scanTopLevelArray(QByteArrayView json, QByteArrayView key, QString *error = nullptr);

} // namespace heddle
