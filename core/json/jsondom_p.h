#pragma once

// Internal to heddle_core (the _p suffix): typed access to a simdjson DOM, for readers of large documents
// (trajectories) that walk every value. A value of the wrong type throws JsonFailure with its JSON pointer; the
// reader's boundary turns it into an Error with jsonFailureError.

#include <core/json/simdjsonreader_p.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QString>

#include <initializer_list>
#include <optional>
#include <string_view>

namespace heddle::jsondom {

using Element = simdjson::dom::element;
using Object = simdjson::dom::object;
using Array = simdjson::dom::array;

/// Where a value sits in the document. Built on the stack while walking and turned into a JSON pointer only when an
/// error needs one, so the happy path allocates nothing for it.
class JsonPath
{
public:
    JsonPath() = default;

    // A path points at its parent: one made from a temporary would point at a path that is gone by the time it is
    // read (on an error), so only a named path can be extended.
    JsonPath key(std::string_view name) const & { return JsonPath(this, name, -1); }
    JsonPath index(qsizetype i) const & { return JsonPath(this, {}, i); }
    JsonPath key(std::string_view name) const && = delete;
    JsonPath index(qsizetype i) const && = delete;
    QString pointer() const;

private:
    JsonPath(const JsonPath *parent, std::string_view name, qsizetype i)
        : m_parent(parent)
        , m_key(name)
        , m_index(i)
    {}

    const JsonPath *m_parent = nullptr;
    std::string_view m_key;
    qsizetype m_index = -1;
};

/// Thrown while walking and turned into an Error at the reader's boundary; never leaves heddle_core.
struct JsonFailure {
    QString message; // what was expected, in words for the user
    QString pointer; // JSON pointer of the offending value (or of the object missing a key)
};

/// The Error for a failure in the document at range of text: its pointer located to line:column.
Error jsonFailureError(const JsonFailure &failure, const PaddedJson &text, JsonRange range);

/// Parses the document at range with a DOM parser (its buffers reused by the caller); a syntax error becomes an
/// Error through jsonSyntaxError.
Result<Element> parseDocument(simdjson::dom::parser &parser, const PaddedJson &text, JsonRange range);

[[noreturn]] void fail(const JsonPath &path, QString message);
/// "expected <expected>, found <the element's type>".
[[noreturn]] void failType(const JsonPath &path, Element found, QStringView expected);

/// "a string", "an object", ...: the words jsonTypeName uses.
QString typeName(Element element);

inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(QByteArrayView(text.data(), qsizetype(text.size())));
}

inline bool isNull(Element element)
{
    return element.type() == simdjson::dom::element_type::NULL_VALUE;
}

std::optional<Element> member(Object object, std::string_view key);

Object requireObject(Element element, const JsonPath &path, QStringView expected);
Array requireArray(Element element, const JsonPath &path, QStringView expected);
/// The array at key; a missing key or another type fails naming expected.
Array requireArrayMember(Object object, std::string_view key, const JsonPath &path, QStringView expected);

/// Absent or null give nothing; another type than the one asked for fails.
std::optional<Object> optionalObject(Object object, std::string_view key, const JsonPath &path);
std::optional<Array> optionalArray(Object object, std::string_view key, const JsonPath &path);
QString optionalString(Object object, std::string_view key, const JsonPath &path);
std::optional<std::string_view> optionalStringView(Object object, std::string_view key, const JsonPath &path);
std::optional<qint64> optionalInteger(Object object, std::string_view key, const JsonPath &path);
std::optional<double> optionalNumber(Object object, std::string_view key, const JsonPath &path);

/// Lenient look-ups for metadata that Heddle only shows: a wrong type gives nothing instead of failing.
std::optional<Element> lookup(Element element, std::initializer_list<std::string_view> keys);
QString lookupString(Element element, std::initializer_list<std::string_view> keys);
std::optional<qint64> lookupInteger(Element element, std::initializer_list<std::string_view> keys);
std::optional<double> lookupNumber(Element element, std::initializer_list<std::string_view> keys);

} // namespace heddle::jsondom
