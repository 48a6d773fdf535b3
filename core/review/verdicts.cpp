#include <core/review/verdicts.h>
#include <core/flags/flaglinks.h>
#include <core/dataset/taskreread.h>

#include <core/dataset/datasetio.h>
#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

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
    if (flagId.isEmpty())
        return makeError(Error::Code::Schema, VerdictText::tr("A verdict needs the id of the flag it judges."));
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
    // The verdict goes into review.json as it is now: another writer may have imported or withdrawn flags since.
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock)
        return lock.error();
    flag = nullptr;
    for (Flag &f : task.flags)
        if (f.id == flagId)
            flag = &f;
    if (!flag)
        return makeError(
            Error::Code::NotFound,
            VerdictText::tr("Flag %1 of task %2 was removed by another writer meanwhile.").arg(flagId, task.id));

    const QList<Flag> before = task.flags;
    flag->sameAs.clear(); // judged by itself now, not through the flag it made the same claim as
    flag->verdict = verdict;
    // Reopening clears the decision so the file reads like a flag nobody has judged yet.
    flag->verdictNote = verdict == Verdict::Open ? QString() : trimmedNote;
    flag->verdictBy = verdict == Verdict::Open ? QString() : by;
    flag->verdictAt = verdict == Verdict::Open ? QDateTime() : at.toUTC();
    // The flags that make the same claim follow this verdict, or take it when they wait for one.
    linkSameClaims(task.flags);

    Result<void> saved = saveReview(root, task);
    if (saved)
        return saved;
    task.flags = before;
    Error e = saved.error();
    const QString file = e.file.isEmpty() ? DatasetLayout(root).at(DatasetLayout::reviewFile(task.id)) : e.file;
    e.message = VerdictText::tr("The verdict on flag %1 was not saved: cannot write %2 (%3).")
                    .arg(flagId, file, e.detail.isEmpty() ? e.message : e.detail);
    e.file = file;
    return e;
}

Result<QString> recordCuratorVerdict(const QString &root, const QString &taskId, const QString &curator,
                                     const QString &flagId, Verdict verdict, const QString &note, const QDateTime &at)
{
    // Keyed by flag id: an empty one would stand for every flag at once and be overwritten by the next verdict.
    if (flagId.isEmpty())
        return makeError(Error::Code::Schema, VerdictText::tr("A verdict needs the id of the flag it judges."));
    const QString relative = DatasetLayout::curatorReviewFile(taskId, curator);
    const QString path = DatasetLayout(root).at(relative);
    Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock.error();
    Json json = Json::object();
    if (QFileInfo::exists(path)) {
        Result<QByteArray> existing = readWholeFile(path);
        if (!existing) {
            Error e = existing.error();
            e.message = VerdictText::tr("cannot read %1").arg(relative);
            return e;
        }
        Result<Json> parsed = parseJson(*existing, path);
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
    if (Result<void> written = writeFileIfChanged(path, serializeJson(json)); !written) {
        Error e = written.error();
        e.message = VerdictText::tr("cannot write %1").arg(relative);
        return e;
    }
    return relative;
}

} // namespace heddle
