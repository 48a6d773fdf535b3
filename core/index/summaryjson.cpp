#include <core/index/summaryjson.h>

#include <core/json/jsondocument.h>

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

std::optional<TaskSummary> summaryFromJson(const QByteArray &bytes)
{
    const Json json = Json::parse(bytes.toStdString(), nullptr, false);
    if (json.is_discarded() || !json.is_object())
        return std::nullopt;
    try {
        TaskSummary s;
        const auto text = [](const Json &j, const char *key) {
            return QString::fromStdString(j.at(key).get<std::string>());
        };
        s.id = text(json, "id");
        s.repository = text(json, "repository");
        s.specs = json.at("specs").get<int>();
        s.attempts = json.at("attempts").get<int>();
        for (const Json &model : json.at("models"))
            s.models.append(QString::fromStdString(model.get<std::string>()));
        const Json &flags = json.at("flags");
        for (size_t kind = 0; kind < 2 && kind < flags.size(); ++kind)
            for (size_t verdict = 0; verdict < 4 && verdict < flags[kind].size(); ++verdict)
                s.flags[kind][verdict] = flags[kind][verdict].get<int>();
        const std::optional<CurationStatus> status = curationStatusFromName(text(json, "status"));
        if (!status)
            return std::nullopt;
        s.status = *status;
        s.assignedTo = text(json, "assigned_to");
        for (const auto &[category, count] : json.at("specs_per_category").items())
            s.specsPerCategory.insert(QString::fromStdString(category), count.get<int>());
        for (const Json &e : json.at("errors")) {
            Error error = makeError(Error::Code(e.at("code").get<int>()), text(e, "message"), text(e, "detail"));
            error.file = text(e, "file");
            error.line = e.at("line").get<int>();
            error.column = e.at("column").get<int>();
            error.pointer = text(e, "pointer");
            s.errors.append(error);
        }
        if (const auto m = json.find("mutation"); m != json.end()) {
            MutationSummary mutation;
            mutation.runId = text(*m, "run_id");
            mutation.killed = m->at("killed").get<int>();
            mutation.survived = m->at("survived").get<int>();
            mutation.unjudged = m->at("unjudged").get<int>();
            mutation.error = text(*m, "error");
            for (const Json &what : m->at("stale"))
                mutation.stale.append(QString::fromStdString(what.get<std::string>()));
            s.mutation = mutation;
        }
        if (const auto why = json.find("tested_nothing"); why != json.end() && why->is_string())
            s.testedNothing = QString::fromStdString(why->get<std::string>());
        return s;
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

} // namespace heddle
