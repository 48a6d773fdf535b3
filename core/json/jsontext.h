#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace heddle {

class TextPositions;

/// How deeply any JSON Heddle reads may nest (arrays and objects): deeper text is an error at the place where it
/// goes too deep, so that no reader, validator or writer recurses without bound on a file from elsewhere.
inline constexpr int kMaxJsonDepth = 512;

/// The byte offset where text first nests deeper than maxDepth (outside strings), or -1 when it never does. Linear.
qsizetype jsonTooDeepAt(QByteArrayView text, int maxDepth = kMaxJsonDepth);

/// The bytes of a JSON or JSONL file as the simdjson readers take them (followed by zeroed padding the parser may
/// read past the end), and the file name errors give.
class JsonText
{
public:
    /// The bytes of padding after the text; at least what simdjson needs (checked where simdjson is included).
    static constexpr qsizetype Padding = 64;

    JsonText() = default;
    /// Reads the whole file; NotFound when it does not exist.
    static Result<JsonText> load(const QString &path);
    static JsonText fromBytes(QByteArrayView bytes, const QString &file);

    const QString &file() const { return m_file; }
    QByteArrayView bytes() const { return QByteArrayView(m_buffer.constData(), m_size); }
    const char *data() const { return m_buffer.constData(); }
    qsizetype size() const { return m_size; }
    /// The text and its padding.
    qsizetype capacity() const { return m_buffer.size(); }

    /// An Error naming this file, the line and column of offset (none when negative), and the JSON pointer.
    Error errorAt(qsizetype offset, const QString &pointer, QString message,
                  Error::Code code = Error::Code::Schema) const;

private:
    QString m_file;
    QByteArray m_buffer; // m_size bytes of text followed by zeroed padding
    qsizetype m_size = 0;
    // Made at the first error, so that a file with many problems is not read from its start for each of them.
    mutable std::shared_ptr<const TextPositions> m_positions;
};

} // namespace heddle
