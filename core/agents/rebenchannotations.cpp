#include <core/agents/rebenchannotations.h>

#include <core/json/jsonfieldreader.h>
#include <core/json/jsonlocation.h>
#include <core/json/jsonrows.h>

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct RebenchText {
    Q_DECLARE_TR_FUNCTIONS(RebenchAnnotations)
};

// Rows put meta early (after base_commit, created_at and instance_id), but a whole row can hold megabytes of patch.
constexpr qsizetype DetectWindow = qsizetype(1) << 20;

// What the judges' codes (SWE-rebench V2's prompts/annotations/meta_info.j2) say about a task, in Heddle's words.
QString codeMeaning(const QString &code)
{
    if (code == u"B1")
        return RebenchText::tr("a correct fix may fail on unrelated tests");
    if (code == u"B2")
        return RebenchText::tr("the tests expect names, messages or values the statement does not give");
    if (code == u"B3")
        return RebenchText::tr("essential information is only behind external links");
    if (code == u"B4")
        return RebenchText::tr("the expected behaviour or acceptance criteria are missing");
    if (code == u"B5")
        return RebenchText::tr("the tests need unrelated changes of the reference patch");
    if (code == u"B6")
        return RebenchText::tr("the tests assume knowledge or an approach the statement does not give");
    if (code == u"B11")
        return RebenchText::tr("the task mixes several independent issues");
    return RebenchText::tr("the statement's intent is insufficient");
}

// One kind of finding and the annotations that raise it. The codes not listed (B7 inline test, B8 visual, B9
// non-English, B10 text-file tests) are neither restrictive tests nor an underspecified statement: not read.
struct Category {
    QString id;
    QStringList codes;
    bool insufficientIntent; // intent_completeness "insufficient" raises it too
};

const std::array<Category, 2> &categories()
{
    static const std::array<Category, 2> all = {
        Category{u"restrictive-tests"_s, {u"B1"_s, u"B2"_s, u"B5"_s, u"B6"_s}, false},
        Category{u"underspecified"_s, {u"B3"_s, u"B4"_s, u"B11"_s}, true},
    };
    return all;
}

// What one judge's annotation says, once read and checked.
struct Annotation {
    QString code;
    std::optional<double> confidence;
    QStringList detected; // the detected_issues that are true
    QString intent;
    QString reasoning;
    QStringList alignmentIssues;
};

// Reads rows and keeps the errors; a nested column that a dataset export wrote as JSON text is decoded, and errors
// inside it point at the string (its own offsets are not the file's).
class RowReader
{
public:
    RowReader(const JsonText &text, QList<Error> &errors)
        : m_text(text)
        , m_errors(errors)
    {}

    void fail(const JsonNode &node, const QString &pointer, const QString &message)
    {
        m_errors.append(m_text.errorAt(m_decodedFrom >= 0 ? m_decodedFrom : node.offset, pointer, message));
    }

    // The node itself, or the JSON value its string holds (kept alive in holder).
    const JsonNode *decode(const JsonNode &node, const QString &pointer, JsonNode &holder)
    {
        if (!node.isString())
            return &node;
        Result<JsonNode> parsed = parseJsonText(JsonText::fromBytes(node.string, m_text.file()));
        if (!parsed) {
            fail(node, pointer,
                 RebenchText::tr("expected JSON, found a string that is not JSON: %1").arg(parsed.error().message));
            return nullptr;
        }
        if (m_decodedFrom < 0)
            m_decodedFrom = node.offset;
        holder = std::move(parsed).value();
        return &holder;
    }

    void resetDecoding() { m_decodedFrom = -1; }

    std::optional<Annotation> annotation(const JsonNode &node, const QString &pointer)
    {
        if (!node.isObject()) {
            fail(node, pointer,
                 RebenchText::tr("expected an annotation object, found %1").arg(jsonTypeName(node.type)));
            return std::nullopt;
        }
        Annotation a;
        const auto text = [&](QStringView key, QString &out) {
            const JsonNode *v = node.find(key);
            if (!v || v->isNull())
                return true;
            if (!v->isString()) {
                fail(*v, jsonPointerAppend(pointer, key),
                     RebenchText::tr("expected a string, found %1").arg(jsonTypeName(v->type)));
                return false;
            }
            out = v->text();
            return true;
        };
        if (!text(u"code", a.code) || !text(u"intent_completeness", a.intent) || !text(u"reasoning", a.reasoning))
            return std::nullopt;
        if (const JsonNode *c = node.find(u"confidence"); c && !c->isNull()) {
            if (c->type != JsonNode::Type::Number || c->number < 0.0 || c->number > 1.0) {
                fail(*c, jsonPointerAppend(pointer, u"confidence"),
                     RebenchText::tr("expected a confidence from 0 to 1"));
                return std::nullopt;
            }
            a.confidence = c->number;
        }
        if (const JsonNode *d = node.find(u"detected_issues"); d && !d->isNull()) {
            const QString at = jsonPointerAppend(pointer, u"detected_issues");
            if (!d->isObject()) {
                fail(*d, at,
                     RebenchText::tr("expected an object of true or false per code, found %1")
                         .arg(jsonTypeName(d->type)));
                return std::nullopt;
            }
            for (size_t i = 0; i < d->items.size(); ++i) {
                const JsonNode &flag = d->items[i];
                if (flag.type != JsonNode::Type::Bool) {
                    fail(flag, jsonPointerAppend(at, d->keys[i]),
                         RebenchText::tr("expected true or false, found %1").arg(jsonTypeName(flag.type)));
                    return std::nullopt;
                }
                if (flag.boolean)
                    a.detected.append(d->keys[i]);
            }
        }
        if (const JsonNode *t = node.find(u"test_alignment_issues"); t && !t->isNull()) {
            const QString at = jsonPointerAppend(pointer, u"test_alignment_issues");
            if (!t->isArray()) {
                fail(*t, at, RebenchText::tr("expected a list of strings, found %1").arg(jsonTypeName(t->type)));
                return std::nullopt;
            }
            for (size_t i = 0; i < t->items.size(); ++i) {
                if (!t->items[i].isString()) {
                    fail(t->items[i], jsonPointerAppend(at, qsizetype(i)),
                         RebenchText::tr("expected a string, found %1").arg(jsonTypeName(t->items[i].type)));
                    return std::nullopt;
                }
                a.alignmentIssues.append(t->items[i].text());
            }
        }
        return a;
    }

private:
    const JsonText &m_text;
    QList<Error> &m_errors;
    qsizetype m_decodedFrom = -1;
};

// The codes of one annotation that raise a category, in the judge's order: its primary code first.
QStringList raisingCodes(const Annotation &a, const Category &category)
{
    QStringList codes;
    if (category.codes.contains(a.code))
        codes.append(a.code);
    for (const QString &code : a.detected)
        if (category.codes.contains(code) && !codes.contains(code))
            codes.append(code);
    if (category.insufficientIntent && a.intent == u"insufficient")
        codes.append(u"intent"_s);
    return codes;
}

QString judgeText(const Annotation &a, const QStringList &codes, bool withAlignment)
{
    QStringList meanings;
    for (const QString &code : codes)
        meanings.append(code == u"intent" ? codeMeaning(code) : u"%1 (%2)"_s.arg(code, codeMeaning(code)));
    QString out = meanings.join(u"; "_s) + u'.';
    if (!a.reasoning.isEmpty())
        out += u' ' + a.reasoning;
    if (withAlignment && !a.alignmentIssues.isEmpty())
        out += u'\n' + RebenchText::tr("Test alignment issues: %1").arg(a.alignmentIssues.join(u"; "_s));
    return out;
}

void sortErrorsByLine(QList<Error> &errors)
{
    std::stable_sort(errors.begin(), errors.end(), [](const Error &a, const Error &b) { return a.line < b.line; });
}

} // namespace

bool looksLikeRebenchAnnotations(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min(bytes.size(), DetectWindow));
    // Unquoted: meta may be a column written as JSON text, where the key's quotes are escaped.
    return head.contains("llm_metadata") && head.contains("\"instance_id\"");
}

FindingsRead readRebenchAnnotations(QByteArrayView bytes, const QString &file, const FindingsOptions &options)
{
    FindingsRead read;
    read.format = u"swe-rebench-v2"_s;
    const JsonText text = JsonText::fromBytes(bytes, file);
    const QString agent = options.agentName.isEmpty() ? u"swe-rebench-v2"_s : options.agentName;
    RowReader rows(text, read.errors);

    auto visit = [&](const JsonNode &row, const JsonRowPlace &place) -> std::optional<Error> {
        ++read.records;
        rows.resetDecoding();
        JsonFieldReader fields(text, row, place.pointer);
        QString task = fields.string(u"instance_id", place.key.isEmpty());
        if (task.isEmpty())
            task = place.key;
        if (task.isEmpty() && fields.ok())
            fields.fail(u"instance_id", RebenchText::tr("the row names no instance_id"));
        const QStringList tests = fields.stringList(u"FAIL_TO_PASS");
        if (!fields.ok()) {
            read.errors.append(*fields.error());
            return std::nullopt;
        }

        const JsonNode *metaNode = row.find(u"meta");
        if (!metaNode || metaNode->isNull())
            return std::nullopt; // nothing annotated: no finding
        const QString metaAt = jsonPointerAppend(place.pointer, u"meta");
        JsonNode metaHolder;
        const JsonNode *meta = rows.decode(*metaNode, metaAt, metaHolder);
        if (!meta)
            return std::nullopt;
        if (!meta->isObject()) {
            rows.fail(*meta, metaAt,
                      RebenchText::tr("expected the meta object, found %1").arg(jsonTypeName(meta->type)));
            return std::nullopt;
        }
        const JsonNode *listNode = meta->find(u"llm_metadata");
        if (!listNode || listNode->isNull())
            return std::nullopt;
        const QString listAt = jsonPointerAppend(metaAt, u"llm_metadata");
        JsonNode listHolder;
        const JsonNode *list = rows.decode(*listNode, listAt, listHolder);
        if (!list)
            return std::nullopt;

        // One judge's object stands for a list of one.
        std::vector<std::pair<const JsonNode *, QString>> entries;
        if (list->isArray()) {
            for (size_t i = 0; i < list->items.size(); ++i)
                entries.emplace_back(&list->items[i], jsonPointerAppend(listAt, qsizetype(i)));
        } else if (list->isObject()) {
            entries.emplace_back(list, listAt);
        } else {
            rows.fail(*list, listAt,
                      RebenchText::tr("expected a list of annotations, found %1").arg(jsonTypeName(list->type)));
            return std::nullopt;
        }
        std::vector<Annotation> annotations;
        for (const auto &[node, pointer] : entries)
            if (std::optional<Annotation> a = rows.annotation(*node, pointer))
                annotations.push_back(std::move(*a));

        for (const Category &category : categories()) {
            Finding f;
            QStringList rationale;
            std::optional<double> confidence;
            for (const Annotation &a : annotations) {
                const QStringList codes = raisingCodes(a, category);
                if (codes.isEmpty())
                    continue;
                rationale.append(judgeText(a, codes, category.id == u"restrictive-tests"));
                // A judge's confidence is in its primary code: it says nothing of a category it did not choose.
                if (a.confidence && category.codes.contains(a.code))
                    confidence = std::max(confidence.value_or(0.0), *a.confidence);
            }
            if (rationale.isEmpty())
                continue;
            f.task = task;
            f.kind = FlagKind::FalseNegative;
            f.tests = tests;
            f.confidence = confidence.value_or(1.0);
            f.rationale = cappedRationale(rationale.join(u"\n\n"_s));
            f.agent = agent;
            f.id = category.id;
            f.file = file;
            f.line = place.line;
            f.pointerPrefix = place.pointer;
            read.findings.append(std::move(f));
        }
        return std::nullopt;
    };

    Result<QList<Error>> skipped =
        forEachJsonRow(text, u"instance_id"_s, {u"instance_id"_s, u"FAIL_TO_PASS"_s, u"meta"_s}, visit);
    if (!skipped) {
        read.errors.append(skipped.error());
        return read;
    }
    read.records += int(skipped->size());
    read.errors += *skipped;
    sortErrorsByLine(read.errors);
    return read;
}

} // namespace heddle
