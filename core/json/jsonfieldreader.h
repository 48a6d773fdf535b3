#pragma once

#include <core/json/jsonnode.h>
#include <core/json/jsontext.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// Reads typed fields out of one JSON object and keeps the first error, so a reader can take every field and check
/// once. Null and absent optional fields read as empty.
class JsonFieldReader
{
public:
    JsonFieldReader(const JsonText &text, const JsonNode &object, QString pointer);

    QString string(QStringView key, bool required = false);
    QByteArray bytes(QStringView key, bool required = false);
    std::optional<bool> boolean(QStringView key);
    /// A list of strings, or a string that holds a JSON list of strings (as SWE-bench's Hugging Face rows do).
    QStringList stringList(QStringView key, bool required = false);
    /// The object at key, or nullptr (an error when it is something else).
    const JsonNode *object(QStringView key);

    bool ok() const { return !m_error.has_value(); }
    const std::optional<Error> &error() const { return m_error; }
    /// Records an error about the value at key (or the object itself when key is empty) unless one is recorded.
    void fail(QStringView key, const QString &message);
    QString pointer(QStringView key) const;

private:
    const JsonNode *field(QStringView key, JsonNode::Type type, bool required);

    const JsonText &m_text;
    const JsonNode &m_object;
    QString m_pointer;
    std::optional<Error> m_error;
};

} // namespace heddle
