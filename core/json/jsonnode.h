#pragma once

#include <core/json/jsontext.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace heddle {

/// A JSON value read with simdjson from a file Heddle imports, with the byte offset where it starts so that errors
/// can name line:column.
struct JsonNode {
    enum class Type {
        Null,
        Bool,
        Number,
        String,
        Array,
        Object
    };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    std::optional<qint64> integer; // set when the number is an integer that fits
    QByteArray string;             // UTF-8 as unescaped from the JSON text: patches stay bytes
    std::vector<QString> keys;     // object keys in file order, parallel to items
    std::vector<JsonNode> items;   // array elements or object values
    qsizetype offset = -1;         // byte offset of the value's first character in the text
    bool skipped = false;          // an object key that was not asked for: present, but its value was not read

    bool isNull() const { return type == Type::Null; }
    bool isObject() const { return type == Type::Object; }
    bool isArray() const { return type == Type::Array; }
    bool isString() const { return type == Type::String; }
    QString text() const { return QString::fromUtf8(string); }
    /// The value of an object's key, or nullptr.
    const JsonNode *find(QStringView key) const;
};

/// "a string", "an object", ...: for "expected X, found Y" messages.
QString jsonTypeName(JsonNode::Type type);

/// A string's text, a number as written (integers exactly, others to 17 digits) or "true"/"false"; empty for null,
/// an object or an array.
QString scalarText(const JsonNode &node);

/// Parses the whole text as one JSON document (a leading byte order mark is skipped). When keep is given and the
/// root is an object, only those keys are converted; the others are listed as skipped. A syntax error names the
/// file, line:column and what was expected.
Result<JsonNode> parseJsonText(const JsonText &text, const QStringList &keep = {});

} // namespace heddle
