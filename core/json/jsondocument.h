#pragma once

// The documents Heddle writes (task.json, curation.json, verdicts, drafts, ...) are nlohmann documents: this header
// exposes nlohmann on purpose, and heddle_core links it PUBLIC for it.

#include <core/json/jsonfwd.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace heddle {

/// Parses JSON; on failure the error names file, line and column.
Result<Json> parseJson(QByteArrayView text, const QString &file);

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

/// The strings as a JSON array of strings, in order.
Json jsonStrings(const QStringList &strings);

/// The string at key, or an empty string where object is no object, lacks the key or holds something else there.
QString jsonString(const Json &object, const char *key);

/// The text as a JSON string, or null when it is empty.
inline Json jsonTextOrNull(const QString &text)
{
    return text.isEmpty() ? Json(nullptr) : Json(toStd(text));
}

/// The value, or null when there is none.
template <typename T> Json jsonOrNull(const std::optional<T> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

} // namespace heddle
