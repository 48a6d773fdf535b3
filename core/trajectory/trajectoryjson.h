#pragma once

// Internal to core/trajectory: typed access to a simdjson DOM with JSON-pointer errors.

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string_view>

#include <simdjson.h>

namespace heddle::trajectoryjson {

/// The translation context of every message the trajectory parser writes.
class TrajectoryParser
{
    Q_DECLARE_TR_FUNCTIONS(TrajectoryParser)
};

using Element = simdjson::dom::element;
using Object = simdjson::dom::object;
using Array = simdjson::dom::array;

/// Where a value sits in the document. Built on the stack while walking and turned into a JSON pointer only when an
/// error needs one, so the happy path allocates nothing for it.
class JsonPath
{
public:
    JsonPath() = default;

    JsonPath key(std::string_view name) const { return JsonPath(this, name, -1); }
    JsonPath index(qsizetype i) const { return JsonPath(this, {}, i); }
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

/// Thrown inside the parser and turned into an Error at its boundary; never leaves core/trajectory.
struct Failure {
    QString message; // what was expected, in words for the user
    QString pointer; // JSON pointer of the offending value (or of the object missing a key)
};

[[noreturn]] void fail(const JsonPath &path, QString message);
/// "expected <expected>, found <the element's type>".
[[noreturn]] void failType(const JsonPath &path, Element found, QStringView expected);

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

/// A string, or the text parts of an OpenAI-style content list ([{type: text, text}]) joined by newlines.
QString contentText(Element element, const JsonPath &path);

/// Lenient look-ups for metadata that Heddle only shows: a wrong type gives nothing instead of failing.
std::optional<Element> lookup(Element element, std::initializer_list<std::string_view> keys);
QString lookupString(Element element, std::initializer_list<std::string_view> keys);
std::optional<qint64> lookupInteger(Element element, std::initializer_list<std::string_view> keys);
std::optional<double> lookupNumber(Element element, std::initializer_list<std::string_view> keys);

} // namespace heddle::trajectoryjson
