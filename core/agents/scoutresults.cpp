#include <core/agents/scoutresults.h>

#include <core/json/jsonlocation.h>
#include <core/json/jsonrows.h>

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ScoutText {
    Q_DECLARE_TR_FUNCTIONS(ScoutResults)
};

// The transcript and scanner columns come first in a row; the scanner's input (a whole transcript) comes later.
constexpr qsizetype DetectWindow = qsizetype(1) << 20;

// The columns read; the others (input, scan_events, transcript_metadata: often megabytes) are skipped unread.
const QStringList &keptColumns()
{
    static const QStringList keep = {u"transcript_id"_s,
                                     u"transcript_task_id"_s,
                                     u"transcript_task_repeat"_s,
                                     u"transcript_model"_s,
                                     u"id"_s,
                                     u"epoch"_s,
                                     u"model"_s,
                                     u"scanner_name"_s,
                                     u"scanner_key"_s,
                                     u"scanner_version"_s,
                                     u"uuid"_s,
                                     u"label"_s,
                                     u"value"_s,
                                     u"value_type"_s,
                                     u"answer"_s,
                                     u"explanation"_s,
                                     u"scan_error"_s,
                                     u"scan_error_type"_s};
    return keep;
}

// One scanner result as the row (or an element of its result set) states it.
struct ScoutResult {
    const JsonNode *value = nullptr;
    QString valueType;
    QString answer;
    QString explanation;
    QString label;
    QString pointer;      // of the value
    qsizetype offset = 0; // where errors about it point
};

// Whether a result flags its transcript, and the confidence a value in 0..1 gives.
struct Verdict {
    bool positive = false;
    std::optional<double> confidence;
};

Verdict numberVerdict(double number)
{
    Verdict v;
    v.positive = number != 0.0;
    if (number > 0.0 && number <= 1.0)
        v.confidence = number;
    return v;
}

class RowReader
{
public:
    RowReader(const JsonText &text, const FindingsOptions &options, FindingsRead &read)
        : m_text(text)
        , m_options(options)
        , m_read(read)
    {}

    void readRow(const JsonNode &row, const JsonRowPlace &place);

private:
    void fail(qsizetype offset, const QString &pointer, const QString &message)
    {
        m_read.errors.append(m_text.errorAt(offset, pointer, message));
    }

    // A string column, or a number where a pandas export wrote one (sample ids, versions); nullopt after an error.
    std::optional<QString> text(const JsonNode &row, const QString &rowPointer, QStringView key)
    {
        const JsonNode *node = row.find(key);
        if (!node || node->isNull())
            return QString();
        if (node->isString() || node->type == JsonNode::Type::Number)
            return scalarText(*node);
        fail(node->offset, jsonPointerAppend(rowPointer, key),
             ScoutText::tr("expected a string, found %1").arg(jsonTypeName(node->type)));
        return std::nullopt;
    }

    std::optional<Verdict> verdict(const ScoutResult &result);
    void addFinding(const Finding &base, const ScoutResult &result, const Verdict &verdict, const QString &transcript);

    const JsonText &m_text;
    const FindingsOptions &m_options;
    FindingsRead &m_read;
    QHash<QString, int> m_ids; // findings per agent and id, so that several results on a transcript stay apart
};

std::optional<Verdict> RowReader::verdict(const ScoutResult &r)
{
    const JsonNode *value = r.value;
    if (!value || value->isNull())
        return Verdict{!r.answer.isEmpty(), std::nullopt};
    switch (value->type) {
    case JsonNode::Type::Bool: return Verdict{value->boolean, std::nullopt};
    case JsonNode::Type::Number: return numberVerdict(value->number);
    case JsonNode::Type::Array:
    case JsonNode::Type::Object: return Verdict{!value->items.empty(), std::nullopt};
    case JsonNode::Type::Null:
    case JsonNode::Type::String: break;
    }
    // Scout's Parquet files hold every value as text and say its type in value_type; an export read straight from
    // them (DuckDB) keeps that text.
    const QString s = value->text();
    if (r.valueType == u"boolean") {
        if (s == u"true" || s == u"True" || s == u"1")
            return Verdict{true, std::nullopt};
        if (s == u"false" || s == u"False" || s == u"0")
            return Verdict{false, std::nullopt};
        fail(r.offset, r.pointer, ScoutText::tr("value_type is boolean, but the value is \"%1\"").arg(s));
        return std::nullopt;
    }
    if (r.valueType == u"number") {
        bool ok = false;
        const double number = s.toDouble(&ok);
        if (!ok) {
            fail(r.offset, r.pointer, ScoutText::tr("value_type is number, but the value is \"%1\"").arg(s));
            return std::nullopt;
        }
        return numberVerdict(number);
    }
    if (r.valueType == u"array" || r.valueType == u"object") {
        Result<JsonNode> parsed = parseJsonText(JsonText::fromBytes(value->string, m_text.file()));
        if (!parsed || parsed->type != (r.valueType == u"array" ? JsonNode::Type::Array : JsonNode::Type::Object)) {
            fail(r.offset, r.pointer,
                 ScoutText::tr("value_type is %1, but the value is not JSON of that type").arg(r.valueType));
            return std::nullopt;
        }
        return Verdict{!parsed->items.empty(), std::nullopt};
    }
    if (r.valueType == u"null")
        return Verdict{};
    return Verdict{!s.isEmpty(), std::nullopt};
}

void RowReader::addFinding(const Finding &base, const ScoutResult &result, const Verdict &verdict,
                           const QString &transcript)
{
    Finding f = base;
    if (verdict.confidence)
        f.confidence = *verdict.confidence;
    f.rationale = cappedRationale(!result.explanation.isEmpty() ? result.explanation : result.answer);
    if (f.rationale.isEmpty())
        f.rationale = ScoutText::tr("The scanner %1 flagged transcript %2 (value %3).")
                          .arg(f.agent, transcript, result.value ? scalarText(*result.value) : QString());
    // Scout gives each result a new uuid every time a scan runs; the transcript is what stays the same, so a scan
    // run again updates the flags it raised before instead of withdrawing them all and raising new ones.
    QString id = result.label.isEmpty() ? transcript : transcript + u'.' + result.label;
    const int seen = ++m_ids[f.agent + u'\n' + id];
    if (seen > 1)
        id += u'.' + QString::number(seen);
    f.id = id;
    m_read.findings.append(std::move(f));
}

void RowReader::readRow(const JsonNode &row, const JsonRowPlace &place)
{
    const QString &at = place.pointer;
    const JsonNode *transcriptNode = row.find(u"transcript_id");
    if (transcriptNode && transcriptNode->isObject()) {
        fail(transcriptNode->offset, jsonPointerAppend(at, u"transcript_id"),
             ScoutText::tr("the file holds columns, not rows (pandas' default to_json): export the results with "
                           "to_json(path, orient=\"records\", lines=True)"));
        return;
    }
    const std::optional<QString> transcript = text(row, at, u"transcript_id");
    if (!transcript)
        return;
    if (transcript->isEmpty()) {
        fail(row.offset, jsonPointerAppend(at, u"transcript_id"),
             ScoutText::tr("the required key \"%1\" is missing").arg(u"transcript_id"_s));
        return;
    }
    const std::optional<QString> scanError = text(row, at, u"scan_error");
    if (!scanError)
        return;
    if (!scanError->isEmpty()) {
        const JsonNode *node = row.find(u"scan_error");
        fail(node->offset, jsonPointerAppend(at, u"scan_error"),
             ScoutText::tr("the scanner failed on transcript %1, so it says nothing about it: %2")
                 .arg(*transcript, scanError->section(u'\n', 0, 0)));
        return;
    }

    // Scout's own names first, then those of results written before it had them (the Inspect log's).
    const auto column = [&](QStringView key, QStringView older) -> std::optional<QString> {
        std::optional<QString> value = text(row, at, key);
        if (value && value->isEmpty())
            value = text(row, at, older);
        return value;
    };
    const std::optional<QString> task = column(u"transcript_task_id", u"id");
    const std::optional<QString> model = column(u"transcript_model", u"model");
    const std::optional<QString> scannerName = column(u"scanner_name", u"scanner_key");
    const std::optional<QString> version = text(row, at, u"scanner_version");
    const std::optional<QString> answer = text(row, at, u"answer");
    const std::optional<QString> explanation = text(row, at, u"explanation");
    const std::optional<QString> label = text(row, at, u"label");
    const std::optional<QString> valueType = text(row, at, u"value_type");
    if (!task || !model || !scannerName || !version || !answer || !explanation || !label || !valueType)
        return;

    Finding base;
    base.task = task->isEmpty() ? m_options.defaultTask : *task;
    if (base.task.isEmpty()) {
        const JsonNode *named = row.find(u"transcript_task_id");
        fail(named ? named->offset : row.offset, jsonPointerAppend(at, u"transcript_task_id"),
             ScoutText::tr("the result names no task (transcript_task_id)"));
        return;
    }
    base.attempt = m_options.defaultAttempt;
    base.attemptModel = *model;
    const bool repeatColumn = row.find(u"transcript_task_repeat") != nullptr;
    const QString repeatKey = repeatColumn ? u"transcript_task_repeat"_s : u"epoch"_s;
    if (const JsonNode *repeat = row.find(repeatKey); repeat && !repeat->isNull()) {
        // Inspect counts epochs from 1; Heddle counts an attempt's samples from 0. pandas writes a column of whole
        // numbers that has a gap as floats (2.0).
        const bool whole = repeat->type == JsonNode::Type::Number && repeat->number >= 1.0 && repeat->number <= 1e6 &&
                           repeat->number == std::floor(repeat->number);
        if (!whole) {
            fail(repeat->offset, jsonPointerAppend(at, repeatKey),
                 ScoutText::tr("expected the repeat (epoch) as a whole number from 1"));
            return;
        }
        base.attemptSample = int(repeat->number) - 1;
    }
    base.kind = m_options.kind.value_or(FlagKind::FalsePositive);
    base.agent = !m_options.agentName.isEmpty() ? m_options.agentName : *scannerName;
    if (base.agent.isEmpty()) {
        fail(row.offset, jsonPointerAppend(at, u"scanner_name"),
             ScoutText::tr("the result names no scanner (scanner_name): give a source name"));
        return;
    }
    base.agentVersion = *version;
    base.file = m_text.file();
    base.line = place.line;
    base.pointerPrefix = at;

    ScoutResult result;
    result.value = row.find(u"value");
    result.valueType = *valueType;
    result.answer = *answer;
    result.explanation = *explanation;
    result.label = *label;
    result.pointer = jsonPointerAppend(at, u"value");
    result.offset = result.value ? result.value->offset : row.offset;

    if (result.valueType != u"resultset") {
        if (const std::optional<Verdict> v = verdict(result); v && v->positive)
            addFinding(base, result, *v, *transcript);
        return;
    }

    // rows="transcripts" packs a transcript's results into value as a JSON list of results.
    JsonNode decoded;
    const JsonNode *list = result.value;
    const bool inString = list && list->isString();
    if (inString) {
        Result<JsonNode> parsed = parseJsonText(JsonText::fromBytes(list->string, m_text.file()));
        if (parsed)
            decoded = std::move(parsed).value();
        list = parsed ? &decoded : nullptr;
    }
    if (!list || !list->isArray()) {
        fail(result.offset, result.pointer, ScoutText::tr("value_type is resultset, but the value is not a list"));
        return;
    }
    for (size_t i = 0; i < list->items.size(); ++i) {
        const JsonNode &item = list->items[i];
        ScoutResult element;
        element.pointer = inString ? result.pointer : jsonPointerAppend(result.pointer, qsizetype(i));
        element.offset = inString ? result.offset : item.offset;
        const auto itemText = [&](QStringView key) {
            const JsonNode *node = item.find(key);
            return node ? scalarText(*node) : QString();
        };
        if (!item.isObject()) {
            fail(element.offset, element.pointer,
                 ScoutText::tr("result %1 of the set is %2, not a result object").arg(i).arg(jsonTypeName(item.type)));
            continue;
        }
        element.value = item.find(u"value");
        element.valueType = itemText(u"type");
        element.answer = itemText(u"answer");
        element.explanation = itemText(u"explanation");
        element.label = itemText(u"label");
        if (const std::optional<Verdict> v = verdict(element); v && v->positive)
            addFinding(base, element, *v, *transcript);
    }
}

} // namespace

bool looksLikeScoutResults(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min(bytes.size(), DetectWindow));
    return head.contains("\"transcript_id\"") &&
           (head.contains("\"scanner_name\"") || head.contains("\"scanner_key\"") || head.contains("\"value_type\""));
}

FindingsRead readScoutResults(QByteArrayView bytes, const QString &file, const FindingsOptions &options)
{
    FindingsRead read;
    read.format = u"inspect-scout"_s;
    if (looksLikeParquet(bytes)) {
        read.errors.append(parquetFindingsError(file));
        return read;
    }
    const JsonText text = JsonText::fromBytes(bytes, file);
    RowReader rows(text, options, read);
    auto visit = [&](const JsonNode &row, const JsonRowPlace &place) -> std::optional<Error> {
        ++read.records;
        rows.readRow(row, place);
        return std::nullopt;
    };
    Result<QList<Error>> skipped = forEachJsonRow(text, u"transcript_id"_s, keptColumns(), visit);
    if (!skipped) {
        read.errors.append(skipped.error());
        return read;
    }
    read.records += int(skipped->size());
    read.errors += *skipped;
    std::stable_sort(read.errors.begin(), read.errors.end(),
                     [](const Error &a, const Error &b) { return a.line < b.line; });
    return read;
}

bool looksLikeParquet(QByteArrayView bytes)
{
    return bytes.startsWith("PAR1");
}

Error parquetFindingsError(const QString &file)
{
    Error e = makeError(Error::Code::Parse,
                        ScoutText::tr("a Parquet file, which Heddle does not read: export it as JSON lines first. "
                                      "Inspect Scout results: scan_results_df(SCAN_DIR).scanners[SCANNER].to_json("
                                      "\"results.jsonl\", orient=\"records\", lines=True); any Parquet file, with "
                                      "DuckDB: COPY (SELECT * FROM '%1') TO 'results.jsonl' (FORMAT json)")
                            .arg(file));
    e.file = file;
    return e;
}

} // namespace heddle
