#include <core/json/simdjsonreader_p.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>

#include <optional>

namespace heddle {

using namespace Qt::StringLiterals;
namespace od = simdjson::ondemand;

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

QString syntaxMessage(simdjson::error_code code)
{
    switch (code) {
    case simdjson::T_ATOM_ERROR:
    case simdjson::F_ATOM_ERROR:
    case simdjson::N_ATOM_ERROR:
    case simdjson::INCORRECT_TYPE:
        return JsonMessages::tr("invalid JSON: expected a value (a string, a number, an object, an array, or true, "
                                "false or null in lower case)");
    case simdjson::NUMBER_ERROR: return JsonMessages::tr("invalid JSON: expected a number");
    case simdjson::STRING_ERROR: return JsonMessages::tr("invalid JSON: expected a valid escape sequence in a string");
    case simdjson::UNESCAPED_CHARS:
        return JsonMessages::tr("invalid JSON: expected control characters in a string to be escaped");
    case simdjson::UTF8_ERROR: return JsonMessages::tr("invalid JSON: expected UTF-8 text");
    case simdjson::UNCLOSED_STRING:
        return JsonMessages::tr("invalid JSON: expected the closing quote of the string that starts here");
    case simdjson::DEPTH_ERROR: return JsonMessages::tr("invalid JSON: nested deeper than Heddle reads");
    case simdjson::EMPTY: return JsonMessages::tr("the file is empty: expected a JSON document");
    case simdjson::CAPACITY: return JsonMessages::tr("the JSON text is too large");
    case simdjson::TRAILING_CONTENT:
        return JsonMessages::tr("invalid JSON: expected the end of the document after its top-level value");
    default: return JsonMessages::tr("invalid JSON: expected a comma, a colon, a closing bracket or a value here");
    }
}

// The document is cut short when a string or a bracket is still open at its end; simdjson then points at the last
// complete token, while the place to look is the end.
std::optional<QString> truncation(QByteArrayView text)
{
    QByteArray open;
    bool inString = false;
    bool rawLineBreakInString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            else if (c == '\n')
                rawLineBreakInString = true;
            continue;
        }
        if (c == '"') {
            inString = true;
            rawLineBreakInString = false;
        } else if (c == '{' || c == '[') {
            open.append(c);
        } else if (c == '}' || c == ']') {
            // A bracket closed by the wrong one, or one too many: broken, not cut short.
            if (open.isEmpty() || open.back() != (c == '}' ? '{' : '['))
                return std::nullopt;
            open.chop(1);
        }
    }
    // A string cut short holds no raw line break (JSON escapes them); one that runs over lines lost a quote earlier.
    if (inString && rawLineBreakInString)
        return std::nullopt;
    if (inString)
        return JsonMessages::tr(
            "the JSON ends inside a string that is not closed: expected its closing quote (was the text cut short?)");
    if (!open.isEmpty()) {
        return JsonMessages::tr("the JSON ends before the value is complete: expected %1 (was the text cut short?)")
            .arg(open.back() == '{' ? u"'}'"_s : u"']'"_s);
    }
    return std::nullopt;
}

// The first byte that does not start a valid UTF-8 sequence, or -1.
qsizetype firstInvalidUtf8(QByteArrayView text)
{
    qsizetype i = 0;
    while (i < text.size()) {
        const uchar c = uchar(text[i]);
        int length = 0;
        char32_t minimum = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            length = 2;
            minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            length = 3;
            minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            length = 4;
            minimum = 0x10000;
        } else {
            return i;
        }
        if (i + length > text.size())
            return i;
        char32_t code = c & (0x7F >> length);
        for (int k = 1; k < length; ++k) {
            const uchar next = uchar(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return i;
            code = (code << 6) | (next & 0x3F);
        }
        if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return i;
        i += length;
    }
    return -1;
}

// simdjson finds these while indexing the text, before it knows positions; they are looked for here instead. Strings
// are told apart by quote parity as simdjson does, so an unclosed string is the one its last quote opens.
qsizetype indexingErrorOffset(simdjson::error_code code, QByteArrayView text)
{
    if (code == simdjson::UTF8_ERROR)
        return firstInvalidUtf8(text);
    bool inString = false;
    qsizetype lastQuote = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString && c == '\\') {
            ++i;
        } else if (c == '"') {
            inString = !inString;
            lastQuote = i;
        } else if (inString && uchar(c) < 0x20 && code == simdjson::UNESCAPED_CHARS) {
            return i;
        }
    }
    return code == simdjson::UNCLOSED_STRING ? lastQuote : -1;
}

// Reads every value, to find where the first bad token is; no deeper than the readers go.
simdjson::error_code walk(od::value value, int depth = 1)
{
    if (depth > kMaxJsonDepth)
        return simdjson::DEPTH_ERROR;
    od::json_type type;
    if (const simdjson::error_code code = value.type().get(type))
        return code;
    switch (type) {
    case od::json_type::object: {
        od::object object;
        if (const simdjson::error_code code = value.get_object().get(object))
            return code;
        for (auto field : object) {
            od::value child;
            if (const simdjson::error_code code = field.value().get(child))
                return code;
            if (const simdjson::error_code code = walk(child, depth + 1))
                return code;
        }
        return simdjson::SUCCESS;
    }
    case od::json_type::array: {
        od::array array;
        if (const simdjson::error_code code = value.get_array().get(array))
            return code;
        for (auto element : array) {
            od::value child;
            if (const simdjson::error_code code = element.get(child))
                return code;
            if (const simdjson::error_code code = walk(child, depth + 1))
                return code;
        }
        return simdjson::SUCCESS;
    }
    case od::json_type::string: {
        std::string_view ignored;
        return value.get_string().get(ignored);
    }
    case od::json_type::number: {
        od::number ignored;
        return value.get_number().get(ignored);
    }
    case od::json_type::boolean: {
        bool ignored = false;
        return value.get_bool().get(ignored);
    }
    case od::json_type::null: {
        bool isNull = false;
        if (const simdjson::error_code code = value.is_null().get(isNull))
            return code;
        return isNull ? simdjson::SUCCESS : simdjson::N_ATOM_ERROR;
    }
    }
    return simdjson::SUCCESS;
}

} // namespace

PaddedJson paddedJson(const JsonText &text)
{
    return PaddedJson{text.data(), text.size(), text.capacity(), text.file()};
}

Error jsonSyntaxError(const PaddedJson &text, JsonRange range, simdjson::error_code code, const char *failedAt,
                      const QString &pointer)
{
    const QByteArrayView document = text.bytes().sliced(range.begin, range.end - range.begin);
    auto at = [&](qsizetype offset, QString message) {
        Error error = jsonErrorAt(text.bytes(), offset, text.file, pointer, std::move(message), Error::Code::Parse);
        error.detail = QString::fromUtf8(simdjson::error_message(code));
        return error;
    };
    qsizetype end = range.end;
    while (end > range.begin && isSpace(text.data[end - 1]))
        --end;
    if (end == range.begin)
        return at(end, syntaxMessage(simdjson::EMPTY));
    if (const std::optional<QString> message = truncation(document))
        return at(end, *message);
    if (code == simdjson::UTF8_ERROR || code == simdjson::UNESCAPED_CHARS || code == simdjson::UNCLOSED_STRING) {
        const qsizetype offset = indexingErrorOffset(code, document);
        return at(offset >= 0 ? range.begin + offset : -1, syntaxMessage(code));
    }
    // A word where a value belongs is a literal misspelled (True, nul) whatever simdjson calls it.
    auto named = [&](qsizetype offset, simdjson::error_code reported) {
        const char c = offset >= 0 && offset < text.size ? text.data[offset] : '\0';
        const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        return at(offset, syntaxMessage(word ? simdjson::T_ATOM_ERROR : reported));
    };
    if (failedAt)
        return named(failedAt - text.data, code);

    // The parser said what is wrong but not where: reading the document again on demand stops at the faulty token.
    od::parser parser;
    od::document doc;
    if (parser.iterate(text.view(range.begin, range.end)).get(doc) != simdjson::SUCCESS)
        return at(-1, syntaxMessage(code));
    od::value root;
    simdjson::error_code walked = doc.get_value().get(root);
    if (walked == simdjson::SUCCESS)
        walked = walk(root);
    const char *location = nullptr;
    if (doc.current_location().get(location) != simdjson::SUCCESS)
        return at(-1, syntaxMessage(code));
    // Every value was fine, so what fails is what follows the document.
    if (walked == simdjson::SUCCESS)
        return at(location - text.data, syntaxMessage(simdjson::TRAILING_CONTENT));
    return named(location - text.data, walked);
}

simdjson::error_code JsonNodeBuilder::fail(const char *where, simdjson::error_code code)
{
    if (!m_failedAt)
        m_failedAt = where;
    return code;
}

simdjson::error_code JsonNodeBuilder::value(od::value v, JsonNode &out, int depth, const QStringList *keep)
{
    const char *where = nullptr;
    if (v.current_location().get(where) == simdjson::SUCCESS)
        out.offset = where - m_base;
    if (depth > kMaxJsonDepth)
        return fail(where, simdjson::DEPTH_ERROR);
    od::json_type type;
    if (auto e = v.type().get(type))
        return fail(where, e);
    switch (type) {
    case od::json_type::object: {
        od::object o;
        if (auto e = v.get_object().get(o))
            return fail(where, e);
        return object(o, out, keep, depth + 1);
    }
    case od::json_type::array: {
        od::array a;
        if (auto e = v.get_array().get(a))
            return fail(where, e);
        out.type = JsonNode::Type::Array;
        for (auto element : a) {
            od::value item;
            if (auto e = element.get(item))
                return fail(where, e);
            out.items.emplace_back();
            if (auto e = value(item, out.items.back(), depth + 1))
                return e;
        }
        return simdjson::SUCCESS;
    }
    case od::json_type::string: {
        std::string_view s;
        if (auto e = v.get_string().get(s))
            return fail(where, e);
        out.type = JsonNode::Type::String;
        out.string = QByteArray(s.data(), qsizetype(s.size()));
        return simdjson::SUCCESS;
    }
    case od::json_type::number: {
        od::number n;
        if (auto e = v.get_number().get(n))
            return fail(where, e);
        out.type = JsonNode::Type::Number;
        out.number = n.as_double();
        if (n.is_int64())
            out.integer = n.get_int64();
        return simdjson::SUCCESS;
    }
    case od::json_type::boolean: {
        bool b = false;
        if (v.get_bool().get(b) != simdjson::SUCCESS)
            return fail(where, simdjson::T_ATOM_ERROR);
        out.type = JsonNode::Type::Bool;
        out.boolean = b;
        return simdjson::SUCCESS;
    }
    case od::json_type::null: {
        bool isNull = false;
        if (v.is_null().get(isNull) || !isNull)
            return fail(where, simdjson::N_ATOM_ERROR);
        out.type = JsonNode::Type::Null;
        return simdjson::SUCCESS;
    }
    }
    return fail(where, simdjson::TAPE_ERROR);
}

simdjson::error_code JsonNodeBuilder::object(od::object o, JsonNode &out, const QStringList *keep, int depth)
{
    out.type = JsonNode::Type::Object;
    if (depth > kMaxJsonDepth)
        return fail(nullptr, simdjson::DEPTH_ERROR);
    for (auto field : o) {
        std::string_view rawKey;
        if (auto e = field.unescaped_key().get(rawKey))
            return fail(nullptr, e);
        const QString key = QString::fromUtf8(rawKey.data(), qsizetype(rawKey.size()));
        od::value v;
        if (auto e = field.value().get(v))
            return fail(nullptr, e);
        out.keys.push_back(key);
        out.items.emplace_back();
        if (keep && !keep->contains(key)) {
            out.items.back().skipped = true;
            continue;
        }
        if (auto e = value(v, out.items.back(), depth))
            return e;
    }
    return simdjson::SUCCESS;
}

simdjson::error_code JsonNodeBuilder::document(od::document_reference doc, JsonNode &out, const QStringList *keep)
{
    od::json_type type;
    if (auto e = doc.type().get(type))
        return e;
    const char *where = nullptr;
    if (doc.current_location().get(where) == simdjson::SUCCESS)
        out.offset = where - m_base;
    simdjson::error_code e = simdjson::SUCCESS;
    switch (type) {
    case od::json_type::object: {
        od::object o;
        e = doc.get_object().get(o);
        if (!e)
            e = object(o, out, keep, 1);
        break;
    }
    case od::json_type::array: {
        od::array a;
        e = doc.get_array().get(a);
        out.type = JsonNode::Type::Array;
        if (!e) {
            for (auto element : a) {
                od::value item;
                if ((e = element.get(item)))
                    break;
                out.items.emplace_back();
                if ((e = value(item, out.items.back(), 1)))
                    break;
            }
        }
        break;
    }
    case od::json_type::string: out.type = JsonNode::Type::String; break;
    case od::json_type::number: out.type = JsonNode::Type::Number; break;
    case od::json_type::boolean: out.type = JsonNode::Type::Bool; break;
    case od::json_type::null: out.type = JsonNode::Type::Null; break;
    }
    return e;
}

} // namespace heddle
