#include <core/review/blindreview.h>

#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>
#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct BlindText {
    Q_DECLARE_TR_FUNCTIONS(BlindText)
};

QString modelLabel(int index)
{
    // A, B, …, Z, then AA, AB, …
    QString label;
    for (int n = index; n >= 0; n = n / 26 - 1)
        label.prepend(QChar(u'A' + n % 26));
    return BlindText::tr("Model %1").arg(label);
}

} // namespace

QString blindVerdictPath(const QString &root, const QString &taskId, const QString &curator)
{
    return DatasetLayout(root).at(DatasetLayout::blindVerdictFile(taskId, curator));
}

Result<std::optional<BlindVerdict>> loadBlindVerdict(const QString &root, const QString &taskId, const QString &curator)
{
    const QString path = blindVerdictPath(root, taskId, curator);
    if (!QFileInfo::exists(path))
        return std::optional<BlindVerdict>();
    Result<QByteArray> read = readWholeFile(path);
    if (!read) {
        Error e = read.error();
        e.message = BlindText::tr("cannot read the blind verdict");
        return e;
    }
    const QByteArray bytes = std::move(read).value();
    Result<Json> parsed = parseJson(bytes, path);
    if (!parsed)
        return parsed.error();
    const Json &json = *parsed;
    const auto invalid = [&](const QString &pointer, const QString &message) {
        return jsonValueError(bytes, path, pointer, message);
    };
    if (!json.is_object())
        return invalid({}, BlindText::tr("a blind verdict is a JSON object"));
    for (const char *key : {"passes_wrong_patch", "rejects_valid_patch"})
        if (!json.contains(key) || !json.at(key).is_boolean())
            return invalid(u"/"_s + QString::fromLatin1(key), BlindText::tr("expected true or false"));
    BlindVerdict verdict;
    verdict.passesWrongPatch = json.at("passes_wrong_patch").get<bool>();
    verdict.rejectsValidPatch = json.at("rejects_valid_patch").get<bool>();
    for (const auto &[key, target] : {std::pair{"note", &verdict.note}, std::pair{"by", &verdict.by}}) {
        if (!json.contains(key))
            continue;
        if (!json.at(key).is_string())
            return invalid(u"/"_s + QString::fromLatin1(key), BlindText::tr("expected a string"));
        *target = toQString(json.at(key).get<std::string>());
    }
    if (json.contains("at") && json.at("at").is_string())
        verdict.at = QDateTime::fromString(toQString(json.at("at").get<std::string>()), Qt::ISODate);
    return std::optional<BlindVerdict>(verdict);
}

Result<void> saveBlindVerdict(const QString &root, const QString &taskId, const BlindVerdict &verdict)
{
    const QString path = blindVerdictPath(root, taskId, verdict.by);
    Json json;
    json["passes_wrong_patch"] = verdict.passesWrongPatch;
    json["rejects_valid_patch"] = verdict.rejectsValidPatch;
    json["note"] = toStd(verdict.note);
    json["by"] = toStd(verdict.by);
    json["at"] = toStd(verdict.at.toUTC().toString(Qt::ISODate));
    if (Result<void> written = writeFileIfChanged(path, serializeJson(json)); !written) {
        Error e = written.error();
        e.message = BlindText::tr("The blind verdict was not saved: cannot write %1.").arg(path);
        return e;
    }
    return Ok{};
}

Task blindedTask(const Task &task)
{
    Task blind = task;
    QHash<QString, int> letters;
    for (Attempt &attempt : blind.attempts) {
        if (!letters.contains(attempt.model))
            letters.insert(attempt.model, int(letters.size()));
        attempt.model = modelLabel(letters.value(attempt.model));
        attempt.agent.clear();
    }
    // Computed flags go too: some cite the review agent's flags or name attempts by their ids.
    blind.flags.clear();
    return blind;
}

} // namespace heddle
