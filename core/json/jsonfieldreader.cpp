#include <core/json/jsonfieldreader.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>

namespace heddle {

JsonFieldReader::JsonFieldReader(const JsonText &text, const JsonNode &object, QString pointer)
    : m_text(text)
    , m_object(object)
    , m_pointer(std::move(pointer))
{}

QString JsonFieldReader::pointer(QStringView key) const
{
    return key.isEmpty() ? m_pointer : jsonPointerAppend(m_pointer, key);
}

void JsonFieldReader::fail(QStringView key, const QString &message)
{
    if (m_error)
        return;
    const JsonNode *node = key.isEmpty() ? &m_object : m_object.find(key);
    m_error = m_text.errorAt(node ? node->offset : m_object.offset, pointer(key), message);
}

const JsonNode *JsonFieldReader::field(QStringView key, JsonNode::Type type, bool required)
{
    const JsonNode *node = m_object.find(key);
    if (!node || node->isNull()) {
        if (required)
            fail(key, JsonMessages::tr("the required key \"%1\" is missing").arg(key));
        return nullptr;
    }
    if (node->type != type) {
        fail(key, JsonMessages::tr("expected %1, found %2").arg(jsonTypeName(type), jsonTypeName(node->type)));
        return nullptr;
    }
    return node;
}

QString JsonFieldReader::string(QStringView key, bool required)
{
    const JsonNode *node = field(key, JsonNode::Type::String, required);
    return node ? node->text() : QString();
}

QByteArray JsonFieldReader::bytes(QStringView key, bool required)
{
    const JsonNode *node = field(key, JsonNode::Type::String, required);
    return node ? node->string : QByteArray();
}

std::optional<bool> JsonFieldReader::boolean(QStringView key)
{
    const JsonNode *node = field(key, JsonNode::Type::Bool, false);
    return node ? std::optional<bool>(node->boolean) : std::nullopt;
}

const JsonNode *JsonFieldReader::object(QStringView key)
{
    return field(key, JsonNode::Type::Object, false);
}

QStringList JsonFieldReader::stringList(QStringView key, bool required)
{
    const JsonNode *node = m_object.find(key);
    if (!node || node->isNull()) {
        if (required)
            fail(key, JsonMessages::tr("the required key \"%1\" is missing").arg(key));
        return {};
    }
    JsonNode decoded;
    const JsonNode *list = node;
    if (node->isString()) {
        // The list is JSON text inside the string; its own positions are inside the escaped string, so errors
        // point at the string.
        const JsonText inner = JsonText::fromBytes(node->string, m_text.file());
        Result<JsonNode> parsed = parseJsonText(inner);
        if (!parsed || !parsed->isArray()) {
            fail(key, JsonMessages::tr("expected a list of strings, or a string holding a JSON list; found a string "
                                       "that is not a JSON list"));
            return {};
        }
        decoded = std::move(parsed).value();
        list = &decoded;
    } else if (!node->isArray()) {
        fail(key, JsonMessages::tr("expected a list of strings, or a string holding a JSON list; found %1")
                      .arg(jsonTypeName(node->type)));
        return {};
    }
    QStringList out;
    out.reserve(qsizetype(list->items.size()));
    for (size_t i = 0; i < list->items.size(); ++i) {
        const JsonNode &item = list->items[i];
        if (!item.isString()) {
            if (!m_error) {
                const QString where = jsonPointerAppend(pointer(key), qsizetype(i));
                m_error = m_text.errorAt(list == node ? item.offset : node->offset, where,
                                         JsonMessages::tr("expected a string, found %1").arg(jsonTypeName(item.type)));
            }
            return {};
        }
        out.append(item.text());
    }
    return out;
}

} // namespace heddle
