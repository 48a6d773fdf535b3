#include <core/index/summaryjson.h>

#include <core/json/jsondocument.h>
#include <core/json/simdjsonreader_p.h>

#include <climits>

namespace heddle {

QByteArray summaryToJson(const TaskSummary &s)
{
    Json flags = Json::array();
    for (const auto &kind : s.flags)
        flags.push_back(Json{kind[0], kind[1], kind[2], kind[3]});
    Json categories = Json::object();
    for (auto it = s.specsPerCategory.cbegin(); it != s.specsPerCategory.cend(); ++it)
        categories[toStd(it.key())] = it.value();
    Json models = Json::array();
    for (const QString &model : s.models)
        models.push_back(toStd(model));
    Json errors = Json::array();
    for (const Error &e : s.errors)
        errors.push_back(Json{{"code", int(e.code)},
                              {"message", toStd(e.message)},
                              {"detail", toStd(e.detail)},
                              {"file", toStd(e.file)},
                              {"line", e.line},
                              {"column", e.column},
                              {"pointer", toStd(e.pointer)}});
    Json json{{"id", toStd(s.id)},
              {"repository", toStd(s.repository)},
              {"specs", s.specs},
              {"attempts", s.attempts},
              {"models", std::move(models)},
              {"flags", std::move(flags)},
              {"status", toStd(curationStatusName(s.status))},
              {"assigned_to", toStd(s.assignedTo)},
              {"specs_per_category", std::move(categories)},
              {"errors", std::move(errors)}};
    if (s.mutation) {
        const MutationSummary &m = *s.mutation;
        Json stale = Json::array();
        for (const QString &what : m.stale)
            stale.push_back(toStd(what));
        json["mutation"] = Json{{"run_id", toStd(m.runId)}, {"killed", m.killed},      {"survived", m.survived},
                                {"unjudged", m.unjudged},   {"error", toStd(m.error)}, {"stale", std::move(stale)}};
    }
    if (!s.testedNothing.isEmpty())
        json["tested_nothing"] = toStd(s.testedNothing);
    return QByteArray::fromStdString(json.dump());
}

namespace {

namespace dom = simdjson::dom;

// The row's values, each of the type summaryToJson() writes: any other makes the whole row unreadable.
struct Fields {
    bool ok = true;

    QString text(dom::object object, const char *key)
    {
        std::string_view value;
        ok = ok && !object[key].get_string().get(value);
        return ok ? QString::fromUtf8(value.data(), qsizetype(value.size())) : QString();
    }
    QString text(dom::element element)
    {
        std::string_view value;
        ok = ok && !element.get_string().get(value);
        return ok ? QString::fromUtf8(value.data(), qsizetype(value.size())) : QString();
    }
    int number(dom::element element)
    {
        int64_t value = 0;
        ok = ok && !element.get_int64().get(value) && value >= INT_MIN && value <= INT_MAX;
        return ok ? int(value) : 0;
    }
    int number(dom::object object, const char *key)
    {
        dom::element value;
        ok = ok && !object[key].get(value);
        return ok ? number(value) : 0;
    }
};

std::optional<TaskSummary> fromRow(dom::object json)
{
    Fields f;
    TaskSummary s;
    s.id = f.text(json, "id");
    s.repository = f.text(json, "repository");
    s.specs = f.number(json, "specs");
    s.attempts = f.number(json, "attempts");
    dom::array models, flags, errors;
    dom::object categories;
    if (!f.ok || json["models"].get_array().get(models) || json["flags"].get_array().get(flags) ||
        json["specs_per_category"].get_object().get(categories) || json["errors"].get_array().get(errors))
        return std::nullopt;
    for (dom::element model : models)
        s.models.append(f.text(model));
    size_t kind = 0;
    for (dom::element verdicts : flags) {
        dom::array counts;
        if (verdicts.get_array().get(counts))
            return std::nullopt;
        size_t verdict = 0;
        for (dom::element count : counts) {
            const int n = f.number(count);
            if (kind < 2 && verdict < 4)
                s.flags[kind][verdict] = n;
            ++verdict;
        }
        ++kind;
    }
    const std::optional<CurationStatus> status = curationStatusFromName(f.text(json, "status"));
    if (!f.ok || !status)
        return std::nullopt;
    s.status = *status;
    s.assignedTo = f.text(json, "assigned_to");
    for (dom::key_value_pair category : categories)
        s.specsPerCategory.insert(QString::fromUtf8(category.key.data(), qsizetype(category.key.size())),
                                  f.number(category.value));
    for (dom::element item : errors) {
        dom::object e;
        if (item.get_object().get(e))
            return std::nullopt;
        Error error = makeError(Error::Code(f.number(e, "code")), f.text(e, "message"), f.text(e, "detail"));
        error.file = f.text(e, "file");
        error.line = f.number(e, "line");
        error.column = f.number(e, "column");
        error.pointer = f.text(e, "pointer");
        s.errors.append(error);
    }
    if (dom::object m; !json["mutation"].get_object().get(m)) {
        MutationSummary mutation;
        mutation.runId = f.text(m, "run_id");
        mutation.killed = f.number(m, "killed");
        mutation.survived = f.number(m, "survived");
        mutation.unjudged = f.number(m, "unjudged");
        mutation.error = f.text(m, "error");
        dom::array stale;
        if (m["stale"].get_array().get(stale))
            return std::nullopt;
        for (dom::element what : stale)
            mutation.stale.append(f.text(what));
        s.mutation = mutation;
    }
    if (std::string_view why; !json["tested_nothing"].get_string().get(why))
        s.testedNothing = QString::fromUtf8(why.data(), qsizetype(why.size()));
    if (!f.ok)
        return std::nullopt;
    return s;
}

} // namespace

struct SummaryReader::Parser {
    dom::parser parser;
};

SummaryReader::SummaryReader()
    : m_parser(std::make_unique<Parser>())
{}

SummaryReader::~SummaryReader() = default;

std::optional<TaskSummary> SummaryReader::read(QByteArrayView json)
{
    dom::object row;
    // The row's bytes are copied into the parser's padded buffer (realloc_if_needed): a QByteArray has no padding.
    if (m_parser->parser.parse(json.constData(), size_t(json.size()), true).get_object().get(row))
        return std::nullopt;
    return fromRow(row);
}

std::optional<TaskSummary> summaryFromJson(const QByteArray &bytes)
{
    return SummaryReader().read(bytes);
}

} // namespace heddle
