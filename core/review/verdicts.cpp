#include <core/review/verdicts.h>

#include <core/dataset/datasetio.h>
#include <core/review/curator.h>
#include <core/json/jsondocument.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <QCoreApplication>

#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct VerdictText {
    Q_DECLARE_TR_FUNCTIONS(VerdictText)
};

} // namespace

Result<void> recordVerdict(const QString &root, Task &task, const QString &flagId, Verdict verdict, const QString &note,
                           const QString &by, const QDateTime &at)
{
    Flag *flag = nullptr;
    for (Flag &f : task.flags)
        if (f.id == flagId)
            flag = &f;
    if (!flag)
        return makeError(Error::Code::NotFound, VerdictText::tr("Task %1 has no flag %2.").arg(task.id, flagId));
    const QString trimmedNote = note.trimmed();
    if (verdict == Verdict::Dismissed && trimmedNote.isEmpty())
        return makeError(Error::Code::Unsupported,
                         VerdictText::tr("Dismissing flag %1 needs a note that says why.").arg(flagId));

    const Flag before = *flag;
    flag->verdict = verdict;
    // Reopening clears the decision so the file reads like a flag nobody has judged yet.
    flag->verdictNote = verdict == Verdict::Open ? QString() : trimmedNote;
    flag->verdictBy = verdict == Verdict::Open ? QString() : by;
    flag->verdictAt = verdict == Verdict::Open ? QDateTime() : at.toUTC();

    Result<void> saved = saveReview(root, task);
    if (saved)
        return saved;
    *flag = before;
    Error e = saved.error();
    const QString file = e.file.isEmpty() ? root + u"/tasks/"_s + task.id + u"/review.json"_s : e.file;
    e.message = VerdictText::tr("The verdict on flag %1 was not saved: cannot write %2 (%3).")
                    .arg(flagId, file, e.detail.isEmpty() ? e.message : e.detail);
    e.file = file;
    return e;
}

Result<QString> recordCuratorVerdict(const QString &root, const QString &taskId, const QString &curator,
                                     const QString &flagId, Verdict verdict, const QString &note, const QDateTime &at)
{
    const QString relative = u"tasks/"_s + taskId + u"/reviews/"_s + curatorFileName(curator) + u".json"_s;
    const QString path = root + u'/' + relative;
    Json json = Json::object();
    QFile existing(path);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly)) {
            Error e =
                makeError(Error::Code::Io, VerdictText::tr("cannot read %1").arg(relative), existing.errorString());
            e.file = path;
            return e;
        }
        Result<Json> parsed = parseJson(existing.readAll(), path);
        if (!parsed)
            return parsed.error();
        if (parsed->is_object())
            json = std::move(*parsed);
    }
    if (!json.contains("verdicts") || !json["verdicts"].is_object())
        json["verdicts"] = Json::object();
    json["verdicts"][toStd(flagId)] = Json{{"state", toStd(verdictName(verdict))},
                                           {"note", toStd(note.trimmed())},
                                           {"at", toStd(at.toUTC().toString(Qt::ISODate))}};
    const QByteArray bytes = serializeJson(json);
    QSaveFile file(path);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !file.open(QIODevice::WriteOnly) ||
        file.write(bytes) != bytes.size() || !file.commit()) {
        Error e = makeError(Error::Code::Io, VerdictText::tr("cannot write %1").arg(relative), file.errorString());
        e.file = path;
        return e;
    }
    return relative;
}

} // namespace heddle
