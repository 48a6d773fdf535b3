#include <core/review/verdicts.h>

#include <core/dataset/datasetio.h>

#include <QCoreApplication>

#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct VerdictText {
    Q_DECLARE_TR_FUNCTIONS(VerdictText)
};

} // namespace

Status recordVerdict(const QString &root, Task &task, const QString &flagId, Verdict verdict, const QString &note,
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

    Status saved = saveReview(root, task);
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

} // namespace heddle
