#include <core/json/jsonrows.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonmessages_p.h>
#include <core/json/simdjsonreader_p.h>

#include <QFileInfo>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;
namespace od = simdjson::ondemand;

namespace {

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

Error rowSyntaxError(const JsonText &text, simdjson::error_code code, const char *failedAt, qsizetype begin,
                     qsizetype end, const QString &pointer)
{
    return jsonSyntaxError(paddedJson(text), JsonRange{begin, end}, code, failedAt, pointer);
}

Error notAnObject(const JsonText &text, const JsonNode &row, const QString &pointer)
{
    return text.errorAt(row.offset, pointer,
                        JsonMessages::tr("expected an object, found %1").arg(jsonTypeName(row.type)));
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
    PaddedJson padded;

    RowsRun(const JsonText &t, const QStringList *k, const JsonRowVisitor &v)
        : text(t)
        , keep(k)
        , visit(v)
        , lines(t.bytes())
        , padded(paddedJson(t))
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
        JsonNode row;
        JsonNodeBuilder build(text.data());
        simdjson::error_code e = lineParser.iterate(padded.view(begin, end)).get(doc);
        if (!e)
            e = build.document(od::document_reference(doc), row, keep);
        if (e) {
            errors.append(rowSyntaxError(text, e, build.failedAt(), begin, end, {}));
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
            JsonNodeBuilder build(text.data());
            if (build.document(doc, row, keep)) {
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
        simdjson::error_code e = parser.iterate(padded.view(from, text.size())).get(doc);
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
            JsonNodeBuilder build(text.data());
            JsonNode row;
            od::value v;
            e = element.get(v);
            if (!e)
                e = build.value(v, row, 0, keep);
            if (e) {
                Error error = rowSyntaxError(text, e, build.failedAt(), from, text.size(), pointer);
                error.message += u"; "_s + JsonMessages::tr("the rows after it were not read");
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
        simdjson::error_code e = parser.iterate(padded.view(from, text.size())).get(doc);
        JsonNode root;
        JsonNodeBuilder build(text.data());
        if (!e)
            e = build.document(od::document_reference(doc), root, nullptr);
        if (e) {
            errors.append(rowSyntaxError(text, e, build.failedAt(), from, text.size(), {}));
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
            place.pointer = jsonPointerAppend({}, place.key);
            place.line = lines.lineAt(root.items[i].offset);
            deliver(root.items[i], place);
        }
    }
};

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
            return text.errorAt(begin, {}, JsonMessages::tr("expected a JSON array, a JSON object or JSON lines"),
                                Error::Code::Parse);
        return run.errors;
    } catch (const std::exception &ex) {
        Error e = text.errorAt(-1, {}, JsonMessages::tr("cannot read the rows"), Error::Code::Parse);
        e.detail = QString::fromLocal8Bit(ex.what());
        return e;
    }
}

} // namespace heddle
