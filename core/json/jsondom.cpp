#include <core/json/jsondom_p.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>
#include <core/json/jsonnode.h>

#include <QVarLengthArray>

#include <cmath>

namespace heddle::jsondom {

using simdjson::dom::element_type;

namespace {

std::optional<qint64> toInteger(Element element)
{
    switch (element.type()) {
    case element_type::INT64: return element.get_int64().value_unsafe();
    case element_type::UINT64: return qint64(element.get_uint64().value_unsafe());
    case element_type::DOUBLE: {
        const double d = element.get_double().value_unsafe();
        if (!std::isfinite(d))
            return std::nullopt;
        return qint64(std::llround(d));
    }
    default: return std::nullopt;
    }
}

std::optional<double> toNumber(Element element)
{
    switch (element.type()) {
    case element_type::INT64: return double(element.get_int64().value_unsafe());
    case element_type::UINT64: return double(element.get_uint64().value_unsafe());
    case element_type::DOUBLE: return element.get_double().value_unsafe();
    default: return std::nullopt;
    }
}

} // namespace

QString JsonPath::pointer() const
{
    QVarLengthArray<const JsonPath *, 16> chain;
    for (const JsonPath *p = this; p && p->m_parent; p = p->m_parent)
        chain.append(p);
    QString result;
    for (qsizetype i = chain.size() - 1; i >= 0; --i) {
        const JsonPath *p = chain[i];
        result =
            p->m_index >= 0 ? jsonPointerAppend(result, p->m_index) : jsonPointerAppend(result, toQString(p->m_key));
    }
    return result;
}

Error jsonFailureError(const JsonFailure &failure, const PaddedJson &text, JsonRange range)
{
    const QByteArrayView document = text.bytes().sliced(range.begin, range.end - range.begin);
    const qsizetype offset = range.begin + locateJsonPointer(document, failure.pointer);
    return jsonErrorAt(text.bytes(), offset, text.file, failure.pointer, failure.message, Error::Code::Parse);
}

Result<Element> parseDocument(simdjson::dom::parser &parser, const PaddedJson &text, JsonRange range)
{
    Element root;
    const simdjson::error_code code =
        parser.parse(text.data + range.begin, size_t(range.end - range.begin), false).get(root);
    if (code != simdjson::SUCCESS)
        return jsonSyntaxError(text, range, code);
    return root;
}

void fail(const JsonPath &path, QString message)
{
    throw JsonFailure{std::move(message), path.pointer()};
}

QString typeName(Element element)
{
    switch (element.type()) {
    case element_type::ARRAY: return jsonTypeName(JsonNode::Type::Array);
    case element_type::OBJECT: return jsonTypeName(JsonNode::Type::Object);
    case element_type::INT64:
    case element_type::UINT64:
    case element_type::DOUBLE: return jsonTypeName(JsonNode::Type::Number);
    case element_type::STRING: return jsonTypeName(JsonNode::Type::String);
    case element_type::BOOL: return jsonTypeName(JsonNode::Type::Bool);
    case element_type::NULL_VALUE: return jsonTypeName(JsonNode::Type::Null);
    }
    return jsonTypeName(JsonNode::Type::Null);
}

void failType(const JsonPath &path, Element found, QStringView expected)
{
    fail(path, JsonMessages::tr("expected %1, found %2").arg(expected, typeName(found)));
}

std::optional<Element> member(Object object, std::string_view key)
{
    Element value;
    if (object.at_key(key).get(value) != simdjson::SUCCESS)
        return std::nullopt;
    return value;
}

Object requireObject(Element element, const JsonPath &path, QStringView expected)
{
    Object object;
    if (element.get_object().get(object) != simdjson::SUCCESS)
        failType(path, element, expected);
    return object;
}

Array requireArray(Element element, const JsonPath &path, QStringView expected)
{
    Array array;
    if (element.get_array().get(array) != simdjson::SUCCESS)
        failType(path, element, expected);
    return array;
}

Array requireArrayMember(Object object, std::string_view key, const JsonPath &path, QStringView expected)
{
    const std::optional<Element> value = member(object, key);
    if (!value)
        fail(path.key(key), JsonMessages::tr("expected %1, but the key is missing").arg(expected));
    return requireArray(*value, path.key(key), expected);
}

std::optional<Object> optionalObject(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    return requireObject(*value, path.key(key), JsonMessages::tr("an object"));
}

std::optional<Array> optionalArray(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    return requireArray(*value, path.key(key), JsonMessages::tr("an array"));
}

std::optional<std::string_view> optionalStringView(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    std::string_view text;
    if (value->get_string().get(text) != simdjson::SUCCESS)
        failType(path.key(key), *value, JsonMessages::tr("a string"));
    return text;
}

QString optionalString(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<std::string_view> text = optionalStringView(object, key, path);
    return text ? toQString(*text) : QString();
}

std::optional<qint64> optionalInteger(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    const std::optional<qint64> number = toInteger(*value);
    if (!number)
        failType(path.key(key), *value, JsonMessages::tr("a number"));
    return number;
}

std::optional<double> optionalNumber(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    const std::optional<double> number = toNumber(*value);
    if (!number)
        failType(path.key(key), *value, JsonMessages::tr("a number"));
    return number;
}

std::optional<Element> lookup(Element element, std::initializer_list<std::string_view> keys)
{
    Element current = element;
    for (std::string_view key : keys) {
        Object object;
        if (current.get_object().get(object) != simdjson::SUCCESS)
            return std::nullopt;
        if (object.at_key(key).get(current) != simdjson::SUCCESS)
            return std::nullopt;
    }
    return current;
}

QString lookupString(Element element, std::initializer_list<std::string_view> keys)
{
    const std::optional<Element> value = lookup(element, keys);
    std::string_view text;
    if (!value || value->get_string().get(text) != simdjson::SUCCESS)
        return {};
    return toQString(text);
}

std::optional<qint64> lookupInteger(Element element, std::initializer_list<std::string_view> keys)
{
    const std::optional<Element> value = lookup(element, keys);
    return value ? toInteger(*value) : std::nullopt;
}

std::optional<double> lookupNumber(Element element, std::initializer_list<std::string_view> keys)
{
    const std::optional<Element> value = lookup(element, keys);
    return value ? toNumber(*value) : std::nullopt;
}

} // namespace heddle::jsondom
