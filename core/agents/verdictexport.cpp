#include <core/agents/verdictexport.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/taskjson.h>
#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/review/blindreview.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(ExportText)
};

// One curator's verdict on one flag, as a label lists it.
struct LabelVerdict {
    enum class Origin {
        Blind, // the curator's blind verdict on the task, read for the flag's kind
        Own,   // tasks/<id>/reviews/<curator>.json
        Final  // review.json
    };
    Origin origin = Origin::Own;
    QString curator; // the curator's file name (DatasetLayout::curatorFileName): the same person across the files
    QString by;      // as the file names them; the curator key when it does not
    QString state;
    QString note;
    QDateTime at;
};

// A task's curators' own verdicts: curator key -> (flag id -> verdict).
using OwnVerdicts = QList<std::pair<QString, QHash<QString, LabelVerdict>>>;

OwnVerdicts readOwnVerdicts(const QString &root, const Task &task, QList<Error> &warnings)
{
    OwnVerdicts out;
    const QString relativeFolder = DatasetLayout::curatorReviewsFolder(task.id);
    const QDir folder(QDir(root).filePath(relativeFolder));
    if (!folder.exists())
        return out;
    QSet<QString> flagIds;
    for (const Flag &f : task.flags)
        flagIds.insert(f.id);
    const QStringList files = folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString relative = relativeFolder + u'/' + name;
        Result<QByteArray> bytes = readWholeFile(folder.filePath(name));
        if (!bytes) {
            Error e = bytes.error();
            e.file = relative;
            warnings.append(e);
            continue;
        }
        Result<Json> parsed = parseJson(*bytes, relative);
        if (!parsed) {
            warnings.append(parsed.error());
            continue;
        }
        const Json &json = *parsed;
        if (!json.is_object() || !json.contains("verdicts") || !json.at("verdicts").is_object()) {
            warnings.append(jsonValueError(*bytes, relative, u"/verdicts"_s,
                                           ExportText::tr("expected an object \"verdicts\": {flag id: verdict}")));
            continue;
        }
        const QString curator = name.chopped(5);
        QHash<QString, LabelVerdict> verdicts;
        for (const auto &[key, value] : json.at("verdicts").items()) {
            const QString flagId = toQString(key);
            const QString pointer = jsonPointerAppend(u"/verdicts"_s, flagId);
            const auto state = value.is_object() ? value.find("state") : value.end();
            if (!value.is_object() || state == value.end() || !state->is_string()) {
                warnings.append(jsonValueError(*bytes, relative, pointer + u"/state"_s,
                                               ExportText::tr("expected a string \"state\"")));
                continue;
            }
            if (!flagIds.contains(flagId)) {
                warnings.append(jsonValueError(
                    *bytes, relative, pointer,
                    ExportText::tr("review.json has no flag \"%1\"; the verdict is not exported").arg(flagId)));
                continue;
            }
            LabelVerdict v;
            v.origin = LabelVerdict::Origin::Own;
            v.curator = curator;
            v.by = curator;
            v.state = toQString(state->get<std::string>());
            if (const auto note = value.find("note"); note != value.end() && note->is_string())
                v.note = toQString(note->get<std::string>());
            if (const auto at = value.find("at"); at != value.end() && at->is_string())
                v.at = taskjson::parseTimestamp(at->get<std::string>());
            verdicts.insert(flagId, v);
        }
        out.append({curator, std::move(verdicts)});
    }
    return out;
}

QList<BlindVerdict> readBlindVerdicts(const QString &root, const Task &task, QList<Error> &warnings,
                                      QStringList &curators)
{
    QList<BlindVerdict> out;
    const QDir folder(QDir(root).filePath(DatasetLayout::blindFolder(task.id)));
    if (!folder.exists())
        return out;
    const QStringList files = folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString curator = name.chopped(5);
        Result<std::optional<BlindVerdict>> read = loadBlindVerdict(root, task.id, curator);
        if (!read) {
            warnings.append(read.error());
            continue;
        }
        if (!read->has_value())
            continue;
        out.append(**read);
        curators.append(curator);
    }
    return out;
}

// Earlier first; a verdict with no time after those with one; then by curator, so the order is stable.
bool earlier(const LabelVerdict &a, const LabelVerdict &b)
{
    if (a.at.isValid() != b.at.isValid())
        return a.at.isValid();
    if (a.at != b.at)
        return a.at < b.at;
    return a.curator < b.curator;
}

QString originName(LabelVerdict::Origin origin)
{
    switch (origin) {
    case LabelVerdict::Origin::Blind: return u"blind"_s;
    case LabelVerdict::Origin::Own: return u"own"_s;
    case LabelVerdict::Origin::Final: return u"final"_s;
    }
    return {};
}

// One line of JSONL: compact, UTF-8 (every string came from a QString, so replacing never happens), LF.
QByteArray jsonLine(const Json &json)
{
    return QByteArray::fromStdString(json.dump(-1, ' ', false, Json::error_handler_t::replace)) + '\n';
}

Json timeOrNull(const QDateTime &at)
{
    return at.isValid() ? Json(taskjson::formatTimestamp(at)) : Json(nullptr);
}

Json labelOf(const QString &dataset, const Task &task, const Flag &flag, const QList<LabelVerdict> &blind,
             const OwnVerdicts &own)
{
    Json label = Json::object();
    label["dataset"] = toStd(dataset);
    label["task"] = toStd(task.id);
    label["flag"] = toStd(flag.id);
    label["kind"] = toStd(flagKindName(flag.kind));
    label["source"] = toStd(flagSourceName(flag.source));
    label["agent"] = Json{{"name", toStd(flagSourceLabel(flag))}, {"version", jsonTextOrNull(flag.agentVersion)}};

    Json attempt = nullptr;
    for (const Attempt &a : task.attempts)
        if (!flag.attempt.isEmpty() && a.id == flag.attempt)
            attempt =
                Json{{"id", toStd(a.id)}, {"model", toStd(a.model)}, {"agent", toStd(a.agent)}, {"sample", a.sample}};
    if (attempt.is_null() && !flag.attempt.isEmpty())
        attempt = Json{{"id", toStd(flag.attempt)}, {"model", nullptr}, {"agent", nullptr}, {"sample", nullptr}};
    label["attempt"] = std::move(attempt);
    label["tests"] = jsonStrings(flag.tests);
    Json specs = Json::array();
    for (const QString &id : flag.specs) {
        Json category = nullptr;
        for (const Spec &s : task.specs)
            if (s.id == id)
                category = toStd(s.category);
        specs.push_back(Json{{"id", toStd(id)}, {"category", std::move(category)}});
    }
    label["specs"] = std::move(specs);
    // Evidence exactly as review.json writes it.
    label["evidence"] = taskjson::flagsToJson({flag}).at("flags").at(0).at("evidence");
    // The numbers a person reads ("Step 6", "Hunk 2" in the window, the search and the report) beside the 0-based ones.
    for (Json &evidence : label["evidence"]) {
        if (evidence.contains("step"))
            evidence["step_number"] = evidence.at("step").get<qint64>() + 1;
        if (evidence.contains("hunk"))
            evidence["hunk_number"] = evidence.at("hunk").get<qint64>() + 1;
    }
    label["claim"] = Json{{"confidence", flag.confidence}, {"rationale", toStd(flag.rationale)}};
    label["withdrawn_at"] = timeOrNull(flag.withdrawnAt);

    // Blind verdicts first (made before the flags were shown), then the curators' own, then the final one.
    QList<LabelVerdict> verdicts = blind;
    std::sort(verdicts.begin(), verdicts.end(), earlier);
    QList<LabelVerdict> owned;
    for (const auto &[curator, byFlag] : own)
        if (const auto it = byFlag.constFind(flag.id); it != byFlag.cend())
            owned.append(*it);
    std::sort(owned.begin(), owned.end(), earlier);
    verdicts += owned;
    const bool decided = flag.verdict != Verdict::Open || !flag.verdictBy.isEmpty();
    if (decided) {
        LabelVerdict last;
        last.origin = LabelVerdict::Origin::Final;
        last.by = flag.verdictBy;
        last.curator = flag.verdictBy.isEmpty() ? QString() : DatasetLayout::curatorFileName(flag.verdictBy);
        last.state = verdictName(flag.verdict);
        last.note = flag.verdictNote;
        last.at = flag.verdictAt;
        verdicts.append(last);
    }

    Json list = Json::array();
    for (qsizetype i = 0; i < verdicts.size(); ++i) {
        const LabelVerdict &v = verdicts.at(i);
        list.push_back(Json{{"order", int(i + 1)},
                            {"origin", toStd(originName(v.origin))},
                            {"blind", v.origin == LabelVerdict::Origin::Blind},
                            {"curator", jsonTextOrNull(v.curator)},
                            {"by", jsonTextOrNull(v.by)},
                            {"state", toStd(v.state)},
                            {"note", toStd(v.note)},
                            {"at", timeOrNull(v.at)}});
    }
    label["verdicts"] = std::move(list);

    // Agreement over the flag itself: each curator's own verdict, the final one standing for its curator when they
    // kept none of their own. Blind verdicts judge the task, not this flag, and are left out.
    QHash<QString, QString> judged;
    for (const LabelVerdict &v : std::as_const(owned))
        if (v.state == u"confirmed"_s || v.state == u"dismissed"_s)
            judged.insert(v.curator, v.state);
    if (decided && (flag.verdict == Verdict::Confirmed || flag.verdict == Verdict::Dismissed)) {
        const QString key = flag.verdictBy.isEmpty() ? u"(final)"_s : DatasetLayout::curatorFileName(flag.verdictBy);
        if (!judged.contains(key))
            judged.insert(key, verdictName(flag.verdict));
    }
    int confirmed = 0;
    for (const QString &state : std::as_const(judged))
        confirmed += state == u"confirmed"_s ? 1 : 0;
    const int dismissed = int(judged.size()) - confirmed;
    Json majority = nullptr;
    if (confirmed != dismissed)
        majority = confirmed > dismissed ? "confirmed" : "dismissed";
    label["agreement"] = Json{
        {"judged", int(judged.size())}, {"agree", std::max(confirmed, dismissed)}, {"majority", std::move(majority)}};

    label["final"] = Json{{"verdict", toStd(verdictName(flag.verdict))},
                          {"note", toStd(flag.verdictNote)},
                          {"by", jsonTextOrNull(flag.verdictBy)},
                          {"at", timeOrNull(flag.verdictAt)},
                          {"curation_status", toStd(curationStatusName(task.curation.status))}};
    return label;
}

} // namespace

Result<VerdictLabels> collectVerdictLabels(const QString &root, const JobControl &job)
{
    Result<Dataset> dataset = openDataset(root);
    if (!dataset)
        return dataset.error();
    VerdictLabels labels;
    VerdictExportReport &report = labels.report;
    report.dataset = dataset->info.name;
    const qsizetype count = dataset->tasks.size();
    for (qsizetype i = 0; i < count; ++i) {
        if (job.isStopRequested())
            return makeError(Error::Code::Cancelled, ExportText::tr("The export of verdicts was cancelled."));
        job.setProgress(int(i * 1000 / std::max<qsizetype>(count, 1)));
        const QString id = dataset->tasks.at(i).id;
        Result<Task> loaded = loadTask(dataset->root, id);
        if (!loaded) {
            Error e = loaded.error();
            e.message = ExportText::tr("task %1 not exported: %2").arg(id, e.message);
            report.warnings.append(e);
            continue;
        }
        const Task &task = *loaded;
        ++report.tasks;
        QStringList blindCurators;
        const QList<BlindVerdict> blind = readBlindVerdicts(dataset->root, task, report.warnings, blindCurators);
        const OwnVerdicts own = readOwnVerdicts(dataset->root, task, report.warnings);
        for (const Flag &flag : task.flags) {
            // A blind verdict says whether the curator found a problem of the flag's kind on the task.
            QList<LabelVerdict> blindForFlag;
            for (qsizetype b = 0; b < blind.size(); ++b) {
                const BlindVerdict &bv = blind.at(b);
                const bool found = flag.kind == FlagKind::FalsePositive ? bv.passesWrongPatch : bv.rejectsValidPatch;
                blindForFlag.append({LabelVerdict::Origin::Blind, blindCurators.at(b),
                                     bv.by.isEmpty() ? blindCurators.at(b) : bv.by,
                                     found ? u"confirmed"_s : u"dismissed"_s, bv.note, bv.at});
            }
            labels.jsonl += jsonLine(labelOf(report.dataset, task, flag, blindForFlag, own));
            ++report.flags;
            report.withdrawn += flag.isWithdrawn() ? 1 : 0;
            ++report.byVerdict[verdictName(flag.verdict)];
        }
    }
    job.setProgress(1000);
    return labels;
}

Result<VerdictExportReport> exportVerdicts(const QString &root, const QString &outPath, const JobControl &job)
{
    Result<VerdictLabels> labels = collectVerdictLabels(root, job);
    if (!labels)
        return labels.error();
    if (Result<void> written = writeFileIfChanged(outPath, labels->jsonl); !written) {
        Error e = written.error();
        e.message = ExportText::tr("The verdicts were not exported.");
        if (e.file.isEmpty())
            e.file = outPath;
        return e;
    }
    return std::move(labels)->report;
}

} // namespace heddle
