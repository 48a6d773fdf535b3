#pragma once

// Where a JSON value is: every JSON reader in Heddle (nlohmann documents, simdjson rows and trajectories) names a
// problem by file, line:column and JSON pointer through these functions.

#include <core/util/result.h>

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

namespace heddle {

/// 1-based line and column of a byte offset, counting columns in characters (UTF-8 continuation bytes skipped).
struct TextPosition {
    int line = 1;
    int column = 1;
};
TextPosition textPosition(QByteArrayView text, qsizetype offset);

/// textPosition() for many offsets of one text, as a reader that reports many problems needs: one pass over the text
/// keeps the position of every Stride-th byte, and a lookup then reads at most Stride bytes, not the text up to it.
class TextPositions
{
public:
    static constexpr qsizetype Stride = 4096;

    explicit TextPositions(QByteArrayView text);
    /// The position of offset in text, the same text the checkpoints were made of.
    TextPosition at(QByteArrayView text, qsizetype offset) const;

private:
    QList<TextPosition> m_checkpoints; // [i]: the position of byte i * Stride
};

/// The byte offset where the value at a JSON pointer ("/specs/2/category") starts in text; for a missing key or
/// index, the offset of the innermost object or array that exists. Cheap: walks the text, skipping values it does
/// not need. The text need not be valid JSON past the value looked for.
qsizetype locateJsonPointer(QByteArrayView text, QStringView pointer);

/// Appends a reference token to a JSON pointer, escaping '~' as "~0" and '/' as "~1".
QString jsonPointerAppend(const QString &pointer, QStringView token);
QString jsonPointerAppend(const QString &pointer, qsizetype index);

/// An Error about the value that starts at offset in text (no line:column when offset is negative), naming file
/// and pointer.
Error jsonErrorAt(QByteArrayView text, qsizetype offset, const QString &file, const QString &pointer, QString message,
                  Error::Code code = Error::Code::Schema);

/// An Error about the value at pointer in text, with line:column filled in (see locateJsonPointer).
Error jsonValueError(QByteArrayView text, const QString &file, const QString &pointer, QString message,
                     Error::Code code = Error::Code::Schema);

} // namespace heddle
