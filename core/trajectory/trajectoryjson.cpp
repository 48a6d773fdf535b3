#include <core/trajectory/trajectoryjson.h>

#include <QVarLengthArray>

#include <cmath>

namespace heddle::trajectoryjson {

using namespace Qt::StringLiterals;
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
    for (auto it = chain.crbegin(); it != chain.crend(); ++it) {
        const JsonPath *p = *it;
        result += u'/';
        if (p->m_index >= 0) {
            result += QString::number(p->m_index);
        } else {
            QString token = toQString(p->m_key);
            token.replace(u'~', u"~0"_s).replace(u'/', u"~1"_s);
            result += token;
        }
    }
    return result;
}

void fail(const JsonPath &path, QString message)
{
    throw Failure{std::move(message), path.pointer()};
}

QString typeName(Element element)
{
    switch (element.type()) {
    case element_type::ARRAY: return TrajectoryParser::tr("an array");
    case element_type::OBJECT: return TrajectoryParser::tr("an object");
    case element_type::INT64:
    case element_type::UINT64:
    case element_type::DOUBLE: return TrajectoryParser::tr("a number");
    case element_type::STRING: return TrajectoryParser::tr("a string");
    case element_type::BOOL: return TrajectoryParser::tr("a boolean");
    case element_type::NULL_VALUE: return u"null"_s;
    }
    return TrajectoryParser::tr("a value");
}

void failType(const JsonPath &path, Element found, QStringView expected)
{
    fail(path, TrajectoryParser::tr("expected %1, found %2").arg(expected, typeName(found)));
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
        fail(path.key(key), TrajectoryParser::tr("expected %1, but the key is missing").arg(expected));
    return requireArray(*value, path.key(key), expected);
}

std::optional<Object> optionalObject(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    return requireObject(*value, path.key(key), TrajectoryParser::tr("an object"));
}

std::optional<Array> optionalArray(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    return requireArray(*value, path.key(key), TrajectoryParser::tr("an array"));
}

std::optional<std::string_view> optionalStringView(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    std::string_view text;
    if (value->get_string().get(text) != simdjson::SUCCESS)
        failType(path.key(key), *value, TrajectoryParser::tr("a string"));
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
        failType(path.key(key), *value, TrajectoryParser::tr("a number"));
    return number;
}

std::optional<double> optionalNumber(Object object, std::string_view key, const JsonPath &path)
{
    const std::optional<Element> value = member(object, key);
    if (!value || isNull(*value))
        return std::nullopt;
    const std::optional<double> number = toNumber(*value);
    if (!number)
        failType(path.key(key), *value, TrajectoryParser::tr("a number"));
    return number;
}

QString contentText(Element element, const JsonPath &path)
{
    switch (element.type()) {
    case element_type::NULL_VALUE: return {};
    case element_type::STRING: return toQString(element.get_string().value_unsafe());
    case element_type::ARRAY: {
        QString text;
        qsizetype i = 0;
        const Array parts = element.get_array().value_unsafe();
        for (Element part : parts) {
            const JsonPath partPath = path.index(i++);
            if (part.type() == element_type::STRING) {
                text += (text.isEmpty() ? QString() : u"\n"_s) + toQString(part.get_string().value_unsafe());
                continue;
            }
            const Object object =
                requireObject(part, partPath, TrajectoryParser::tr("a content part object or a string"));
            // Image and other non-text parts carry no text to show.
            if (const std::optional<std::string_view> partText = optionalStringView(object, "text", partPath))
                text += (text.isEmpty() ? QString() : u"\n"_s) + toQString(*partText);
        }
        return text;
    }
    default: failType(path, element, TrajectoryParser::tr("a string or a list of content parts"));
    }
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

} // namespace heddle::trajectoryjson
