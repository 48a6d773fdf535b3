#pragma once

#include <core/util/result.h>

#include <QByteArrayView>
#include <QString>

#include <nlohmann/json.hpp>

namespace heddle {

using Json = nlohmann::ordered_json;

/// 1-based line and column of a byte offset, counting columns in characters (UTF-8 continuation bytes skipped).
struct TextPosition {
    int line = 1;
    int column = 1;
};
TextPosition textPosition(QByteArrayView text, qsizetype offset);

/// The byte offset where the value at a JSON pointer ("/specs/2/category") starts in text; for a missing key,
/// the offset of the innermost object that exists. Cheap: walks the text, skipping values it does not need.
qsizetype locateJsonPointer(QByteArrayView text, QStringView pointer);

/// Appends a token to a JSON pointer, escaping '~' and '/'.
QString jsonPointerAppend(const QString &pointer, QStringView token);
QString jsonPointerAppend(const QString &pointer, qsizetype index);

/// Parses JSON; on failure the error names file, line and column.
Result<Json> parseJson(QByteArrayView text, const QString &file);

/// An Error about the value at pointer in text, with line:column filled in.
Error jsonValueError(QByteArrayView text, const QString &file, const QString &pointer, QString message,
                     Error::Code code = Error::Code::Schema);

/// The form every file Heddle writes takes: two-space indent, UTF-8, LF, final newline.
QByteArray serializeJson(const Json &json);

inline QString toQString(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
inline std::string toStd(const QString &s)
{
    return s.toStdString();
}

} // namespace heddle
