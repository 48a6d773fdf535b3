#include <core/importers/jsonrows.h>

#include <QFile>
#include <QFileInfo>

#include <simdjson.h>

#include <algorithm>
#include <cstring>

namespace heddle {

using namespace Qt::StringLiterals;
namespace od = simdjson::ondemand;

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
    case JsonNode::Type::Null: return ImporterText::tr("null");
    case JsonNode::Type::Bool: return ImporterText::tr("a boolean");
    case JsonNode::Type::Number: return ImporterText::tr("a number");
    case JsonNode::Type::String: return ImporterText::tr("a string");
    case JsonNode::Type::Array: return ImporterText::tr("an array");
    case JsonNode::Type::Object: return ImporterText::tr("an object");
    }
    return {};
}

QString jsonPointerChild(const QString &pointer, QStringView token)
{
    QString escaped = token.toString();
    escaped.replace(u'~', u"~0"_s);
    escaped.replace(u'/', u"~1"_s);
    return pointer + u'/' + escaped;
}

std::pair<int, int> textLineColumn(QByteArrayView text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++column;
    return {line, column};
}

Result<JsonText> JsonText::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(QFileInfo::exists(path) ? Error::Code::Io : Error::Code::NotFound,
                            ImporterText::tr("cannot read the file"), file.errorString());
        e.file = path;
        return e;
    }
    JsonText text;
    text.m_file = path;
    const qint64 size = file.size();
    text.m_buffer = QByteArray(qsizetype(size) + qsizetype(simdjson::SIMDJSON_PADDING), '\0');
    const qint64 read = file.read(text.m_buffer.data(), size);
    if (read != size) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot read the file"), file.errorString());
        e.file = path;
        return e;
    }
    text.m_size = qsizetype(size);
    return text;
}

JsonText JsonText::fromBytes(QByteArrayView bytes, const QString &file)
{
    JsonText text;
    text.m_file = file;
    text.m_buffer = QByteArray(bytes.size() + qsizetype(simdjson::SIMDJSON_PADDING), '\0');
    std::memcpy(text.m_buffer.data(), bytes.data(), size_t(bytes.size()));
    text.m_size = bytes.size();
    return text;
}

Error JsonText::errorAt(qsizetype offset, const QString &pointer, QString message, Error::Code code) const
{
    Error e = makeError(code, std::move(message));
    e.file = m_file;
    e.pointer = pointer;
    if (offset >= 0) {
        const auto [line, column] = textLineColumn(bytes(), offset);
        e.line = line;
        e.column = column;
    }
    return e;
}

namespace {

// What a simdjson error means to someone reading the file.
QString syntaxMessage(simdjson::error_code code)
{
    switch (code) {
    case simdjson::UNCLOSED_STRING: return ImporterText::tr("a string is not closed before the end of the text");
    case simdjson::INCOMPLETE_ARRAY_OR_OBJECT:
    case simdjson::TAPE_ERROR:
        return ImporterText::tr("the JSON text ends before the value is complete, or is malformed");
    case simdjson::UTF8_ERROR: return ImporterText::tr("the text is not valid UTF-8");
    case simdjson::UNESCAPED_CHARS: return ImporterText::tr("a string holds an unescaped control character");
    case simdjson::STRING_ERROR: return ImporterText::tr("a string has an invalid escape");
    case simdjson::NUMBER_ERROR: return ImporterText::tr("a number is malformed");
    case simdjson::T_ATOM_ERROR:
    case simdjson::F_ATOM_ERROR:
    case simdjson::N_ATOM_ERROR:
    case simdjson::INCORRECT_TYPE:
        return ImporterText::tr("expected a JSON value (true, false and null are spelled in lower case)");
    case simdjson::DEPTH_ERROR: return ImporterText::tr("the JSON text nests too deeply");
    case simdjson::EMPTY: return ImporterText::tr("the JSON text is empty");
    case simdjson::CAPACITY: return ImporterText::tr("the JSON text is too large");
    case simdjson::TRAILING_CONTENT: return ImporterText::tr("unexpected text after the JSON value");
    default: return ImporterText::tr("invalid JSON");
    }
}

// Turns on-demand values into JsonNodes, remembering where the first failure happened.
class Converter
{
public:
    explicit Converter(const char *base)
        : m_base(base)
    {}

    const char *failedAt() const { return m_failedAt; }

    // keep: at the top level, the object keys to convert; the others are skipped unread.
    simdjson::error_code value(od::value v, JsonNode &out, int depth, const QStringList *keep = nullptr)
    {
        const char *where = nullptr;
        if (v.current_location().get(where) == simdjson::SUCCESS)
            out.offset = where - m_base;
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

    simdjson::error_code object(od::object o, JsonNode &out, const QStringList *keep, int depth)
    {
        out.type = JsonNode::Type::Object;
        if (depth > 512)
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

private:
    simdjson::error_code fail(const char *where, simdjson::error_code code)
    {
        if (!m_failedAt)
            m_failedAt = where;
        return code;
    }

    const char *m_base;
    const char *m_failedAt = nullptr;
};

// Converts one document; a non-object root is reported by type so the caller can say what was expected.
simdjson::error_code convertDocument(od::document_reference doc, const char *base, const QStringList *keep,
                                     JsonNode &out, const char *&failedAt)
{
    Converter convert(base);
    od::json_type type;
    if (auto e = doc.type().get(type))
        return e;
    const char *where = nullptr;
    if (doc.current_location().get(where) == simdjson::SUCCESS)
        out.offset = where - base;
    simdjson::error_code e = simdjson::SUCCESS;
    switch (type) {
    case od::json_type::object: {
        od::object o;
        e = doc.get_object().get(o);
        if (!e)
            e = convert.object(o, out, keep, 1);
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
                if ((e = convert.value(item, out.items.back(), 1)))
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
    failedAt = convert.failedAt();
    return e;
}

qsizetype skipSpace(QByteArrayView text, qsizetype pos, qsizetype end)
{
    while (pos < end && (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\r' || text[pos] == '\n'))
        ++pos;
    return pos;
}

qsizetype contentEnd(QByteArrayView text, qsizetype begin, qsizetype end)
{
    while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
        --end;
    return end;
}

// Where to blame a failure: the parser's position when it knows it, else the end of the document's text (where the
// parser ran out of input, for truncated rows).
qsizetype failureOffset(const JsonText &text, const char *failedAt, simdjson::error_code code, qsizetype begin,
                        qsizetype end)
{
    if (failedAt && code != simdjson::UNCLOSED_STRING && code != simdjson::INCOMPLETE_ARRAY_OR_OBJECT)
        return failedAt - text.data();
    return contentEnd(text.bytes(), begin, end);
}

Error rowSyntaxError(const JsonText &text, simdjson::error_code code, const char *failedAt, qsizetype begin,
                     qsizetype end, const QString &pointer)
{
    return text.errorAt(failureOffset(text, failedAt, code, begin, end), pointer, syntaxMessage(code),
                        Error::Code::Parse);
}

Error notAnObject(const JsonText &text, const JsonNode &row, const QString &pointer)
{
    return text.errorAt(row.offset, pointer,
                        ImporterText::tr("expected an object, found %1").arg(jsonTypeName(row.type)));
}

// Incrementally maps increasing offsets to line numbers.
class LineCounter
{
public:
    explicit LineCounter(QByteArrayView text)
        : m_text(text)
    {}
    int lineAt(qsizetype offset)
    {
        if (offset < m_offset) {
            m_offset = 0;
            m_line = 1;
        }
        const char *from = m_text.data() + m_offset;
        m_line += int(std::count(from, m_text.data() + offset, '\n'));
        m_offset = offset;
        return m_line;
    }

private:
    QByteArrayView m_text;
    qsizetype m_offset = 0;
    int m_line = 1;
};

struct RowsRun {
    const JsonText &text;
    const QStringList *keep;
    const JsonRowVisitor &visit;
    QList<Error> errors;
    od::parser parser;
    od::parser lineParser; // separate from the stream's parser, which stays alive while the fallback runs
    LineCounter lines;

    RowsRun(const JsonText &t, const QStringList *k, const JsonRowVisitor &v)
        : text(t)
        , keep(k)
        , visit(v)
        , lines(t.bytes())
    {}

    void deliver(const JsonNode &row, const JsonRowPlace &place)
    {
        if (!row.isObject()) {
            errors.append(notAnObject(text, row, place.pointer));
            return;
        }
        if (std::optional<Error> e = visit(row, place))
            errors.append(std::move(*e));
    }

    // One line, parsed on its own: the fallback that keeps a broken row from taking its neighbours with it.
    void parseLine(qsizetype begin, qsizetype end)
    {
        JsonRowPlace place;
        place.line = lines.lineAt(begin);
        od::document doc;
        const char *failedAt = nullptr;
        JsonNode row;
        simdjson::error_code e =
            lineParser.iterate(text.data() + begin, size_t(end - begin), size_t(text.capacity() - begin)).get(doc);
        if (!e) {
            od::document_reference ref(doc);
            e = convertDocument(ref, text.data(), keep, row, failedAt);
        }
        if (e) {
            errors.append(rowSyntaxError(text, e, failedAt, begin, end, {}));
            return;
        }
        deliver(row, place);
    }

    void parseLines(qsizetype from)
    {
        const QByteArrayView bytes = text.bytes();
        while (from < bytes.size()) {
            qsizetype newline = bytes.indexOf('\n', from);
            if (newline < 0)
                newline = bytes.size();
            const qsizetype begin = skipSpace(bytes, from, newline);
            if (begin < newline)
                parseLine(begin, newline);
            from = newline + 1;
        }
    }

    // The fast path: simdjson's document stream. A row whose JSON is broken can derail the stream (an unclosed
    // string swallows the next lines), so on the first syntax error the rest is re-read line by line.
    void parseStream(qsizetype from)
    {
        const QByteArrayView bytes = text.bytes();
        size_t longest = 0;
        for (qsizetype pos = from; pos < bytes.size();) {
            qsizetype newline = bytes.indexOf('\n', pos);
            if (newline < 0)
                newline = bytes.size();
            longest = std::max(longest, size_t(newline - pos));
            pos = newline + 1;
        }
        const size_t batch = std::max<size_t>(1 << 20, longest + 1024);
        od::document_stream stream;
        if (parser.iterate_many(text.data() + from, size_t(bytes.size() - from), batch).get(stream)) {
            parseLines(from);
            return;
        }
        qsizetype resume = from; // the end of the last row read whole
        for (auto it = stream.begin(); it != stream.end(); ++it) {
            const qsizetype begin = from + qsizetype(it.current_index());
            od::document_reference doc;
            if ((*it).get(doc)) {
                parseLines(resume);
                return;
            }
            const std::string_view source = it.source();
            const qsizetype end = std::min(begin + qsizetype(source.size()), bytes.size());
            // After a broken row simdjson's index can point past the text; the line reader takes over.
            if (begin < from || begin > end) {
                parseLines(resume);
                return;
            }
            // A row spread over several lines is not JSONL; the line reader reports it.
            if (bytes.sliced(begin, end - begin).contains('\n')) {
                parseLines(resume);
                return;
            }
            JsonNode row;
            const char *failedAt = nullptr;
            if (convertDocument(doc, text.data(), keep, row, failedAt)) {
                parseLines(resume);
                return;
            }
            JsonRowPlace place;
            place.line = lines.lineAt(begin);
            deliver(row, place);
            resume = end;
        }
        if (stream.truncated_bytes() > 0)
            parseLines(resume);
    }

    // A JSON array of rows: each element is converted and delivered before the next one is read. A syntax error
    // ends the array: JSON cannot be resynchronized inside one value.
    void parseArray(qsizetype from)
    {
        od::document doc;
        simdjson::error_code e =
            parser.iterate(text.data() + from, size_t(text.size() - from), size_t(text.capacity() - from)).get(doc);
        od::array rows;
        if (!e)
            e = doc.get_array().get(rows);
        if (e) {
            errors.append(rowSyntaxError(text, e, nullptr, from, text.size(), {}));
            return;
        }
        qsizetype index = 0;
        for (auto element : rows) {
            const QString pointer = u'/' + QString::number(index++);
            Converter convert(text.data());
            JsonNode row;
            od::value v;
            e = element.get(v);
            if (!e)
                e = convert.value(v, row, 0, keep);
            if (e) {
                Error error = rowSyntaxError(text, e, convert.failedAt(), from, text.size(), pointer);
                error.message += u"; "_s + ImporterText::tr("the rows after it were not read");
                errors.append(std::move(error));
                return;
            }
            JsonRowPlace place;
            place.line = lines.lineAt(row.offset);
            place.pointer = pointer;
            deliver(row, place);
        }
    }

    // One JSON object: a single row when it has rowKey, else rows keyed by id.
    void parseObject(qsizetype from, const QString &rowKey)
    {
        od::document doc;
        simdjson::error_code e =
            parser.iterate(text.data() + from, size_t(text.size() - from), size_t(text.capacity() - from)).get(doc);
        JsonNode root;
        const char *failedAt = nullptr;
        if (!e) {
            od::document_reference ref(doc);
            e = convertDocument(ref, text.data(), nullptr, root, failedAt);
        }
        if (e) {
            errors.append(rowSyntaxError(text, e, failedAt, from, text.size(), {}));
            return;
        }
        if (root.find(rowKey)) {
            JsonRowPlace place;
            place.line = lines.lineAt(root.offset);
            deliver(root, place);
            return;
        }
        for (size_t i = 0; i < root.keys.size(); ++i) {
            JsonRowPlace place;
            place.key = root.keys[i];
            place.pointer = jsonPointerChild({}, place.key);
            place.line = lines.lineAt(root.items[i].offset);
            deliver(root.items[i], place);
        }
    }
};

} // namespace

namespace {

// JSON lines without the .jsonl name: the first line is a whole object and more text follows it.
bool looksLikeJsonLines(QByteArrayView bytes, qsizetype begin)
{
    if (bytes[begin] != '{')
        return false;
    qsizetype newline = bytes.indexOf('\n', begin);
    if (newline < 0)
        return false;
    const qsizetype end = contentEnd(bytes, begin, newline);
    if (end <= begin || bytes[end - 1] != '}')
        return false;
    return skipSpace(bytes, newline, bytes.size()) < bytes.size();
}

} // namespace

Result<QList<Error>> forEachJsonRow(const JsonText &text, const QString &rowKey, const QStringList &keep,
                                    const JsonRowVisitor &visit)
{
    try {
        const QByteArrayView bytes = text.bytes();
        qsizetype begin = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
        begin = skipSpace(bytes, begin, bytes.size());
        RowsRun run(text, keep.isEmpty() ? nullptr : &keep, visit);
        if (begin >= bytes.size())
            return QList<Error>{};
        const QString suffix = QFileInfo(text.file()).suffix().toLower();
        const bool lines = suffix == u"jsonl"_s || suffix == u"ndjson"_s || looksLikeJsonLines(bytes, begin);
        if (lines)
            run.parseStream(begin);
        else if (bytes[begin] == '[')
            run.parseArray(begin);
        else if (bytes[begin] == '{')
            run.parseObject(begin, rowKey);
        else
            return text.errorAt(begin, {}, ImporterText::tr("expected a JSON array, a JSON object or JSON lines"),
                                Error::Code::Parse);
        return run.errors;
    } catch (const std::exception &ex) {
        Error e = text.errorAt(-1, {}, ImporterText::tr("cannot read the rows"), Error::Code::Parse);
        e.detail = QString::fromLocal8Bit(ex.what());
        return e;
    }
}

Result<JsonNode> parseJsonText(const JsonText &text, const QStringList &keep)
{
    try {
        // Reused: SWE-bench rows hold two small JSON texts each, and a parser's buffers cost more than their parse.
        thread_local od::parser parser;
        od::document doc;
        qsizetype begin = 0;
        if (text.bytes().startsWith("\xEF\xBB\xBF"))
            begin = 3;
        simdjson::error_code e =
            parser.iterate(text.data() + begin, size_t(text.size() - begin), size_t(text.capacity() - begin)).get(doc);
        JsonNode root;
        const char *failedAt = nullptr;
        if (!e) {
            od::document_reference ref(doc);
            e = convertDocument(ref, text.data(), keep.isEmpty() ? nullptr : &keep, root, failedAt);
        }
        if (e)
            return rowSyntaxError(text, e, failedAt, begin, text.size(), {});
        return root;
    } catch (const std::exception &ex) {
        Error e = text.errorAt(-1, {}, ImporterText::tr("invalid JSON"), Error::Code::Parse);
        e.detail = QString::fromLocal8Bit(ex.what());
        return e;
    }
}

JsonFieldReader::JsonFieldReader(const JsonText &text, const JsonNode &object, QString pointer)
    : m_text(text)
    , m_object(object)
    , m_pointer(std::move(pointer))
{}

QString JsonFieldReader::pointer(QStringView key) const
{
    return key.isEmpty() ? m_pointer : jsonPointerChild(m_pointer, key);
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
            fail(key, ImporterText::tr("the required key \"%1\" is missing").arg(key));
        return nullptr;
    }
    if (node->type != type) {
        fail(key, ImporterText::tr("expected %1, found %2").arg(jsonTypeName(type), jsonTypeName(node->type)));
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
            fail(key, ImporterText::tr("the required key \"%1\" is missing").arg(key));
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
            fail(key, ImporterText::tr("expected a list of strings, or a string holding a JSON list; found a string "
                                       "that is not a JSON list"));
            return {};
        }
        decoded = std::move(parsed).value();
        list = &decoded;
    } else if (!node->isArray()) {
        fail(key, ImporterText::tr("expected a list of strings, or a string holding a JSON list; found %1")
                      .arg(jsonTypeName(node->type)));
        return {};
    }
    QStringList out;
    out.reserve(qsizetype(list->items.size()));
    for (size_t i = 0; i < list->items.size(); ++i) {
        const JsonNode &item = list->items[i];
        if (!item.isString()) {
            if (!m_error) {
                const QString where = jsonPointerChild(pointer(key), QString::number(i));
                m_error = m_text.errorAt(list == node ? item.offset : node->offset, where,
                                         ImporterText::tr("expected a string, found %1").arg(jsonTypeName(item.type)));
            }
            return {};
        }
        out.append(item.text());
    }
    return out;
}

} // namespace heddle
