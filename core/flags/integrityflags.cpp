#include <core/flags/integrityflags.h>

#include <core/flags/computedflag.h>
#include <core/flags/flagid.h>
#include <core/patch/patchparser.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <core/validation/tampering.h>

#include <QCoreApplication>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class IntegrityFlags
{
    Q_DECLARE_TR_FUNCTIONS(heddle::IntegrityFlags)
};

/// "<rule>.<subject>", with a digest of the exact subject when folding or shortening loses anything.
QString integrityFlagId(const QString &rule, const QString &subject)
{
    const QString slug = flagid::fold(subject);
    return flagid::withDigest(rule + u'.' + slug, slug != subject, subject);
}

/// The attempt's tampering hunks: those the run took out, else those its patch has now (a run as submitted).
QList<TamperingHunk> tamperingOf(const Task &task, const RunRecord &record, const QString &attempt)
{
    for (const TargetRun &run : record.runs)
        if (run.target == attempt && !run.strippedHunks.isEmpty())
            return run.strippedHunks;
    const auto it =
        std::find_if(task.attempts.cbegin(), task.attempts.cend(), [&](const Attempt &a) { return a.id == attempt; });
    if (it == task.attempts.cend())
        return {};
    const Result<Patch> patch = parsePatch(it->patch);
    return patch ? findTampering(*patch, TamperingContext::fromTask(task)) : QList<TamperingHunk>();
}

QString hunkName(const TamperingHunk &h)
{
    return h.hunk < 0 ? IntegrityFlags::tr("the whole file")
                      : IntegrityFlags::tr("hunk %1 at line %2").arg(h.hunk + 1).arg(h.line);
}

} // namespace

QList<Flag> integrityFlags(const Task &task, const RunRecord &record)
{
    QList<Flag> flags;
    QStringList targets;
    for (const TargetRun &run : record.runs)
        if (!targets.contains(run.target))
            targets.append(run.target);

    for (const QString &attempt : std::as_const(targets)) {
        if (attempt == u"reference" || attempt == u"empty")
            continue;
        const QList<TamperingHunk> hunks = tamperingOf(task, record, attempt);
        QStringList files;
        for (const TamperingHunk &h : hunks)
            if (!files.contains(h.file))
                files.append(h.file);
        for (const QString &file : std::as_const(files)) {
            Flag flag = computedFlag(FlagKind::FalsePositive, integrityFlagId(u"tamper"_s, attempt + u'.' + file));
            flag.attempt = attempt;
            QStringList where;
            QString reason;
            for (const TamperingHunk &h : hunks) {
                if (h.file != file)
                    continue;
                Evidence e;
                e.kind = Evidence::Kind::PatchHunk;
                e.attempt = attempt;
                e.file = file;
                e.hunk = h.hunk;
                e.line = h.line;
                e.note = h.reason;
                flag.evidence.append(e);
                where.append(hunkName(h));
                reason = h.reason;
            }
            flag.rationale =
                (record.attemptsAsSubmitted
                     ? IntegrityFlags::tr("Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead "
                                          "of the code. Run %5 ran it as submitted, so its results may come from the "
                                          "changed tests.")
                     : IntegrityFlags::tr("Attempt %1 changes %2 (%3), %4: it may pass by changing the tests instead "
                                          "of the code. Run %5 ran it without those hunks."))
                    .arg(attempt, file, where.join(u", "_s), reason, record.id);
            flags.append(std::move(flag));
        }
    }

    for (const QString &target : std::as_const(targets)) {
        QString reason;
        for (const TargetRun &run : record.runsOf(target))
            if (reason.isEmpty() && !run.untrustworthy.isEmpty())
                reason = run.label() + u": "_s + run.untrustworthy;
        if (reason.isEmpty())
            continue;
        const bool control = target == u"reference" || target == u"empty";
        Flag flag = computedFlag(control ? FlagKind::FalseNegative : FlagKind::FalsePositive,
                                 integrityFlagId(u"untrustworthy"_s, target));
        if (!control)
            flag.attempt = target;
        flag.rationale =
            IntegrityFlags::tr("Run %1: the results of %2 cannot be trusted (%3).").arg(record.id, target, reason);
        flags.append(std::move(flag));
    }
    return flags;
}

} // namespace heddle
