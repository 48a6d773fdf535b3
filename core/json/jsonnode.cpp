#include <core/json/jsonnode.h>

#include <core/json/jsonmessages_p.h>
#include <core/json/simdjsonreader_p.h>

namespace heddle {

using namespace Qt::StringLiterals;

const JsonNode *JsonNode::find(QStringView key) const
{
    if (type != Type::Object)
        return nullptr;
    for (size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == key)
            return &items[i];
    return nullptr;
}

QString jsonTypeName(JsonNode::Type type)
{
    switch (type) {
    case JsonNode::Type::Null: return JsonMessages::tr("null");
    case JsonNode::Type::Bool: return JsonMessages::tr("a boolean");
    case JsonNode::Type::Number: return JsonMessages::tr("a number");
    case JsonNode::Type::String: return JsonMessages::tr("a string");
    case JsonNode::Type::Array: return JsonMessages::tr("an array");
    case JsonNode::Type::Object: return JsonMessages::tr("an object");
    }
    return {};
}

QString scalarText(const JsonNode &node)
{
    switch (node.type) {
    case JsonNode::Type::String: return node.text();
    case JsonNode::Type::Number:
        return node.integer ? QString::number(*node.integer) : QString::number(node.number, 'g', 17);
    case JsonNode::Type::Bool: return node.boolean ? u"true"_s : u"false"_s;
    default: return {};
    }
}

Result<JsonNode> parseJsonText(const JsonText &text, const QStringList &keep)
{
    const PaddedJson padded = paddedJson(text);
    try {
        // Reused: SWE-bench rows hold two small JSON texts each, and a parser's buffers cost more than their parse.
        thread_local simdjson::ondemand::parser parser;
        const JsonRange range{text.bytes().startsWith("\xEF\xBB\xBF") ? 3 : 0, text.size()};
        simdjson::ondemand::document doc;
        simdjson::error_code e = parser.iterate(padded.view(range.begin, range.end)).get(doc);
        JsonNode root;
        JsonNodeBuilder build(text.data());
        if (!e)
            e = build.document(simdjson::ondemand::document_reference(doc), root, keep.isEmpty() ? nullptr : &keep);
        if (e)
            return jsonSyntaxError(padded, range, e, build.failedAt());
        return root;
    } catch (const std::exception &ex) {
        Error e = text.errorAt(-1, {}, JsonMessages::tr("invalid JSON"), Error::Code::Parse);
        e.detail = QString::fromLocal8Bit(ex.what());
        return e;
    }
}

} // namespace heddle
