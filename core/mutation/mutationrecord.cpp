#include <core/mutation/mutationrecord.h>

#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/probe/probewitnessjson.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class MutationRecordIo
{
    Q_DECLARE_TR_FUNCTIONS(heddle::MutationRecordIo)
};

constexpr std::pair<MutantOutcome::Status, const char16_t *> kStatuses[] = {
    {MutantOutcome::Status::Killed, u"killed"},          {MutantOutcome::Status::Survived, u"survived"},
    {MutantOutcome::Status::NotApplied, u"not_applied"}, {MutantOutcome::Status::TimedOut, u"timed_out"},
    {MutantOutcome::Status::Failed, u"failed"},          {MutantOutcome::Status::Cancelled, u"cancelled"},
};

} // namespace

QString mutantStatusName(MutantOutcome::Status status)
{
    for (const auto &[s, name] : kStatuses)
        if (s == status)
            return QString::fromUtf16(name);
    return {};
}

std::optional<MutantOutcome::Status> mutantStatusFromName(QStringView name)
{
    for (const auto &[s, n] : kStatuses)
        if (name == QStringView(n))
            return s;
    return std::nullopt;
}

int MutationRecord::count(MutantOutcome::Status status) const
{
    return int(
        std::count_if(mutants.cbegin(), mutants.cend(), [&](const MutantOutcome &m) { return m.status == status; }));
}

int MutationRecord::probablyEquivalent() const
{
    return int(std::count_if(mutants.cbegin(), mutants.cend(), [](const MutantOutcome &m) {
        return m.status == MutantOutcome::Status::Survived && m.probe == ProbeVerdict::Equivalent;
    }));
}

std::optional<double> MutationRecord::score() const
{
    // A mutant no input tells from the reference cannot be killed by any test: it does not count against the tests.
    const int killed = count(MutantOutcome::Status::Killed);
    const int judged = killed + count(MutantOutcome::Status::Survived) - probablyEquivalent();
    if (judged == 0)
        return std::nullopt;
    return double(killed) / judged;
}

QByteArray mutationRecordToJson(const MutationRecord &record)
{
    Result<Json> base = parseJson(runRecordToJson(record.run), {});
    // The kind and the counts come right after the id, so that the queue reads a task's score from the head of the
    // file (readMutationSummary) without reading the mutants.
    Json json = Json::object();
    json["id"] = base && base->contains("id") ? base->at("id") : Json(toStd(record.run.id));
    json["kind"] = "mutation";
    Json counts = Json::object();
    for (const auto &[status, name] : kStatuses)
        counts[toStd(QString::fromUtf16(name))] = record.count(status);
    counts["probably_equivalent"] = record.probablyEquivalent();
    json["counts"] = std::move(counts);
    if (base)
        for (auto it = base->begin(); it != base->end(); ++it)
            if (it.key() != "id")
                json[it.key()] = std::move(it.value());
    json["candidates"] = record.candidates;
    json["budget"] = record.budget;
    Json mutants = Json::array();
    for (const MutantOutcome &o : record.mutants) {
        const Mutant &m = o.mutant;
        Json j{{"id", toStd(m.id)},
               {"file", toStd(m.file)},
               {"line", m.line},
               {"hunk", m.hunk},
               {"operator", toStd(m.op)},
               {"description", toStd(m.description)},
               {"original", toStd(m.original)},
               {"replacement", toStd(m.replacement)},
               {"removes_line", m.removesLine},
               {"patch", toStd(QString::fromUtf8(m.patch))},
               {"status", toStd(mutantStatusName(o.status))},
               {"duration_ms", o.durationMs},
               {"cached", o.cached}};
        Json killedBy = Json::array();
        for (const QString &t : o.killedBy)
            killedBy.push_back(toStd(t));
        j["killed_by"] = std::move(killedBy);
        if (!o.message.isEmpty())
            j["message"] = toStd(o.message);
        if (o.probe != ProbeVerdict::NotProbed) {
            j["probe"] = probeVerdictName(o.probe);
            j["witnesses"] = probeWitnessesToJson(o.witnesses);
        }
        mutants.push_back(std::move(j));
    }
    json["mutants"] = std::move(mutants);
    if (record.probeCalls > 0 || !record.probeNote.isEmpty()) {
        Json probe{{"calls", record.probeCalls}};
        if (!record.probeNote.isEmpty())
            probe["note"] = toStd(record.probeNote);
        Json attempts = Json::array();
        for (const AttemptProbe &a : record.attempts) {
            Json j{{"attempt", toStd(a.attempt)}, {"probe", probeVerdictName(a.probe)}};
            if (!a.message.isEmpty())
                j["message"] = toStd(a.message);
            j["witnesses"] = probeWitnessesToJson(a.witnesses);
            attempts.push_back(std::move(j));
        }
        probe["attempts"] = std::move(attempts);
        json["probe"] = std::move(probe);
    }
    return serializeJson(json);
}

Result<MutationRecord> mutationRecordFromJson(QByteArrayView bytes, const QString &file)
{
    Result<RunRecord> run = runRecordFromJson(bytes, file);
    if (!run)
        return run.error();
    Result<Json> parsed = parseJson(bytes, file);
    if (!parsed)
        return parsed.error();
    const Json &json = *parsed;
    if (jsonString(json, "kind") != u"mutation")
        return jsonValueError(bytes, file, u"/kind"_s, MutationRecordIo::tr("not a mutation analysis record"));
    MutationRecord record;
    record.run = std::move(*run);
    try {
        record.candidates = json.value("candidates", 0);
        record.budget = json.value("budget", 0);
        qsizetype index = 0;
        if (json.contains("mutants") && json.at("mutants").is_array())
            for (const Json &j : json.at("mutants")) {
                const QString pointer = jsonPointerAppend(u"/mutants"_s, index++);
                MutantOutcome o;
                o.mutant.id = jsonString(j, "id");
                o.mutant.file = jsonString(j, "file");
                o.mutant.line = j.value("line", 0);
                o.mutant.hunk = j.value("hunk", -1);
                o.mutant.op = jsonString(j, "operator");
                o.mutant.description = jsonString(j, "description");
                o.mutant.original = jsonString(j, "original");
                o.mutant.replacement = jsonString(j, "replacement");
                o.mutant.removesLine = j.value("removes_line", false);
                o.mutant.patch = jsonString(j, "patch").toUtf8();
                const std::optional<MutantOutcome::Status> status = mutantStatusFromName(jsonString(j, "status"));
                if (!status)
                    return jsonValueError(bytes, file, jsonPointerAppend(pointer, u"status"),
                                          MutationRecordIo::tr("unknown mutant status"));
                o.status = *status;
                o.durationMs = j.value("duration_ms", qint64(0));
                o.cached = j.value("cached", false);
                o.message = jsonString(j, "message");
                if (j.contains("killed_by") && j.at("killed_by").is_array())
                    for (const Json &t : j.at("killed_by"))
                        if (t.is_string())
                            o.killedBy.append(toQString(t.get<std::string>()));
                o.probe = probeVerdictFromName(jsonString(j, "probe"));
                o.witnesses = probeWitnessesFromJson(j.value("witnesses", Json::array()));
                record.mutants.append(std::move(o));
            }
        if (const auto probe = json.find("probe"); probe != json.end() && probe->is_object()) {
            record.probeCalls = probe->value("calls", 0);
            record.probeNote = jsonString(*probe, "note");
            if (const auto attempts = probe->find("attempts"); attempts != probe->end() && attempts->is_array())
                for (const Json &j : *attempts)
                    if (j.is_object())
                        record.attempts.append(AttemptProbe{
                            jsonString(j, "attempt"), probeVerdictFromName(jsonString(j, "probe")),
                            probeWitnessesFromJson(j.value("witnesses", Json::array())), jsonString(j, "message")});
        }
    } catch (const Json::exception &e) {
        return jsonValueError(
            bytes, file, {},
            MutationRecordIo::tr("the mutation record is malformed: %1").arg(QString::fromUtf8(e.what())));
    }
    return record;
}

Result<void> saveMutationRecord(const QString &datasetRoot, const QString &taskId, const MutationRecord &record)
{
    if (record.run.id.isEmpty() || record.run.id.contains(u'/') || record.run.id.startsWith(u'.'))
        return makeError(Error::Code::Schema, MutationRecordIo::tr("the run id cannot be used as a file name"),
                         record.run.id);
    return writeNewFile(DatasetLayout(datasetRoot).at(DatasetLayout::mutationRecordFile(taskId, record.run.id)),
                        mutationRecordToJson(record));
}

Result<std::optional<MutationRecord>> loadLatestMutationRecord(const QString &datasetRoot, const QString &taskId)
{
    const QDir folder(DatasetLayout(datasetRoot).at(DatasetLayout::mutationFolder(taskId)));
    // Ids begin with the UTC time, so the last name is the newest run.
    const QStringList names = folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name | QDir::Reversed);
    if (names.isEmpty())
        return std::optional<MutationRecord>();
    const QString path = folder.filePath(names.first());
    Result<QByteArray> bytes = readWholeFile(path);
    if (!bytes)
        return bytes.error();
    Result<MutationRecord> record = mutationRecordFromJson(*bytes, path);
    if (!record)
        return record.error();
    return std::optional<MutationRecord>(std::move(*record));
}

Result<MutationRecord> loadMutationRecord(const QString &datasetRoot, const QString &taskId, const QString &runId)
{
    if (runId.isEmpty() || runId.contains(u'/') || runId.startsWith(u'.'))
        return makeError(Error::Code::Schema, MutationRecordIo::tr("the run id cannot be used as a file name"), runId);
    const QString path = DatasetLayout(datasetRoot).at(DatasetLayout::mutationRecordFile(taskId, runId));
    Result<QByteArray> bytes = readWholeFile(path);
    if (!bytes)
        return bytes.error();
    return mutationRecordFromJson(*bytes, path);
}

QStringList mutationStaleReasons(const MutationRecord &record, const Task &task)
{
    return staleReasons(record.run, task);
}

MutationSummary mutationSummary(const MutationRecord &record, const Task &task)
{
    MutationSummary summary;
    summary.runId = record.run.id;
    summary.killed = record.count(MutantOutcome::Status::Killed);
    summary.survived = record.count(MutantOutcome::Status::Survived);
    summary.unjudged = int(record.mutants.size()) - summary.killed - summary.survived;
    summary.equivalent = record.probablyEquivalent();
    summary.baseCommit = record.run.baseCommit;
    summary.command = record.run.command;
    summary.logFormat = record.run.logFormat;
    summary.image = record.run.image;
    summary.testFileSha256 = record.run.testFileSha256;
    for (const TargetRun &run : record.run.runs)
        if (run.target == u"reference") {
            summary.referenceSha256 = run.patchSha256;
            break;
        }
    summary.stale = mutationSummaryStaleReasons(summary, task);
    return summary;
}

QString mutationScoreText(const std::optional<MutationRecord> &record, const Task &task)
{
    if (!record)
        return MutationRecordIo::tr("No mutation analysis yet (Validate > Mutation Analysis).");
    const std::optional<double> score = record->score();
    const int killed = record->count(MutantOutcome::Status::Killed);
    const int survived = record->count(MutantOutcome::Status::Survived);
    QString text = score ? MutationRecordIo::tr("Mutation score %1%: the tests kill %2 of %3 mutants of the reference, "
                                                "%4 survive.")
                               .arg(QString::number(*score * 100.0, 'f', 0))
                               .arg(killed)
                               .arg(killed + survived)
                               .arg(survived)
                         : MutationRecordIo::tr("Mutation analysis judged no mutant of the reference.");
    if (const int equivalent = record->probablyEquivalent(); equivalent > 0)
        text += u' ' + MutationRecordIo::tr("%n survivor(s) probably equivalent: no input the search tried tells "
                                            "them from the reference, so they count for no flag and not in the score.",
                                            nullptr, equivalent);
    const QStringList stale = mutationStaleReasons(*record, task);
    if (!stale.isEmpty())
        text += u' ' + MutationRecordIo::tr("Stale: %1.").arg(stale.join(u"; "_s));
    return text;
}

} // namespace heddle
