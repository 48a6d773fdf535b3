#pragma once

#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace heddle {

/// The translation context of the importers' messages.
class ImporterText
{
    Q_DECLARE_TR_FUNCTIONS(ImporterText)
};

/// A JSON value read by the importers, with the byte offset where it starts so that errors can name line:column.
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

/// The bytes of a JSON or JSONL file with the padding the parser reads past the end, and the name errors give.
class JsonText
{
public:
    JsonText() = default;
    static Result<JsonText> load(const QString &path);
    static JsonText fromBytes(QByteArrayView bytes, const QString &file);

    const QString &file() const { return m_file; }
    QByteArrayView bytes() const { return QByteArrayView(m_buffer.constData(), m_size); }
    const char *data() const { return m_buffer.constData(); }
    qsizetype size() const { return m_size; }
    qsizetype capacity() const { return m_buffer.size(); }

    /// An Error naming this file, the line and column of offset, and the JSON pointer.
    Error errorAt(qsizetype offset, const QString &pointer, QString message,
                  Error::Code code = Error::Code::Schema) const;

private:
    QString m_file;
    QByteArray m_buffer; // m_size bytes of text followed by zeroed padding
    qsizetype m_size = 0;
};

/// 1-based line and column (in characters) of a byte offset.
std::pair<int, int> textLineColumn(QByteArrayView text, qsizetype offset);

/// Parses the whole text as one JSON document. When keep is given and the root is an object, only those keys are
/// converted; the others are listed as skipped.
Result<JsonNode> parseJsonText(const JsonText &text, const QStringList &keep = {});

/// Where a row of a rows file was read from.
struct JsonRowPlace {
    int line = 0;    // 1-based line where the row starts
    QString pointer; // "" for a JSONL line, "/3" for an array element, "/<key>" for an entry keyed by id
    QString key;     // the key of an entry keyed by id; empty otherwise
};

/// Called for each row that is a JSON object; returns an error to report the row as skipped.
using JsonRowVisitor = std::function<std::optional<Error>(const JsonNode &row, const JsonRowPlace &place)>;

/// Reads the rows of a JSON array, of JSONL (one object per line), or of one JSON object: a single row when it has
/// the key rowKey, otherwise rows keyed by id ({"id": {...}, ...}). Only the top-level row keys in keep are
/// converted (all when keep is empty), so large unused values are skipped at parser speed; the others are listed
/// with a null value marked skipped. A row that is not valid
/// JSON or not an object is reported and skipped and the rows after it still read (in a JSON array, a syntax error
/// ends the array). Returns the errors of the skipped rows; fails only when the file cannot be read at all.
Result<QList<Error>> forEachJsonRow(const JsonText &text, const QString &rowKey, const QStringList &keep,
                                    const JsonRowVisitor &visit);

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

/// Appends a reference token to a JSON pointer, escaping '~' and '/'.
QString jsonPointerChild(const QString &pointer, QStringView token);

} // namespace heddle
