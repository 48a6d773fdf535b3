#include <core/mutation/mutationflags.h>

#include <core/flags/flagid.h>
#include <core/flags/flagmerge.h>
#include <core/flags/flagorigin.h>
#include <core/flags/recordedrun.h>
#include <core/mutation/mutationrecord.h>
#include <core/storage/datasetlayout.h>
#include <core/task/speccoverage.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class MutationFlags
{
    Q_DECLARE_TR_FUNCTIONS(heddle::MutationFlags)
};

/// "mutation.<file>.<hunk>" with the path folded to what an id allows; a long path gives way to its digest.
QString mutationFlagId(const QString &file, int hunk)
{
    QString slug = file;
    slug.replace(u'/', u'-');
    const QString prefix = QString::fromUtf16(kMutationFlagPrefix);
    const QString id = prefix + flagid::fold(slug) + u'.' + QString::number(hunk);
    return id.size() <= flagid::kMaxLength ? id : prefix + flagid::digest(file) + u'.' + QString::number(hunk);
}

/// "mutation.attempt.<attempt>": a passing attempt the input search told from the reference.
QString attemptFlagId(const QString &attempt)
{
    const QString prefix = QString::fromUtf16(kMutationFlagPrefix) + u"attempt."_s;
    const QString id = prefix + flagid::fold(attempt);
    return id.size() <= flagid::kMaxLength ? id : prefix + flagid::digest(attempt);
}

} // namespace

QList<Flag> computeMutationFlags(const Task &task, const MutationRecord &record)
{
    // Patch order: the record lists mutants by file, hunk and line.
    QList<std::pair<QString, int>> order;
    std::map<std::pair<QString, int>, QList<const MutantOutcome *>> survivors;
    std::map<std::pair<QString, int>, int> killed;
    for (const MutantOutcome &o : record.mutants) {
        const std::pair<QString, int> key{o.mutant.file, o.mutant.hunk};
        if (o.status == MutantOutcome::Status::Killed)
            ++killed[key];
        // A survivor no input tells from the reference is probably equivalent: no test could kill it.
        if (o.status != MutantOutcome::Status::Survived || o.probe == ProbeVerdict::Equivalent)
            continue;
        if (!survivors.count(key))
            order.append(key);
        survivors[key].append(&o);
    }
    QList<Flag> flags;
    for (const auto &key : std::as_const(order)) {
        const QList<const MutantOutcome *> &list = survivors.at(key);
        Flag flag;
        flag.id = mutationFlagId(key.first, key.second);
        flag.kind = FlagKind::FalsePositive;
        flag.source = FlagSource::Computed;
        flag.confidence = 1.0;
        flag.verdict = Verdict::Open;
        QStringList lines, changes;
        for (const MutantOutcome *o : list) {
            if (!lines.contains(QString::number(o->mutant.line)))
                lines.append(QString::number(o->mutant.line));
            changes.append(MutationFlags::tr("%1 survives").arg(o->mutant.description));
            Evidence e;
            e.kind = Evidence::Kind::PatchHunk;
            e.file = o->mutant.file;
            e.hunk = o->mutant.hunk;
            e.line = o->mutant.line;
            e.note = MutationFlags::tr("mutant %1 of analysis %2: %3 survives")
                         .arg(o->mutant.id, record.run.id, o->mutant.description);
            flag.evidence.append(std::move(e));
        }
        QStringList told, calledBy;
        for (const MutantOutcome *o : list) {
            if (!o->witnesses.isEmpty())
                told.append(MutationFlags::tr("%1: %2").arg(o->mutant.description, o->witnesses.first().text));
            for (const ProbeWitness &w : o->witnesses)
                calledBy.append(w.test);
        }
        // The specs of the tests whose calls, varied, tell the survivors apart: the requirement left unchecked.
        flag.specs = specsCovering(task, calledBy);
        const int caught = killed.count(key) ? killed.at(key) : 0;
        flag.rationale = MutationFlags::tr("Tests do not check %n line(s) %1 of %2: %3 (%4 of %5 mutants of this hunk "
                                           "survive), so a wrong patch there passes too.",
                                           nullptr, int(lines.size()))
                             .arg(lines.join(u", "_s), key.first, changes.join(u"; "_s))
                             .arg(list.size())
                             .arg(list.size() + caught);
        if (!told.isEmpty())
            flag.rationale +=
                u' ' + MutationFlags::tr("Calls the tests do not make tell them apart: %1.").arg(told.join(u"; "_s));
        flags.append(std::move(flag));
    }
    for (const AttemptProbe &a : record.attempts) {
        if (a.probe != ProbeVerdict::Distinguished || a.witnesses.isEmpty())
            continue;
        Flag flag;
        flag.id = attemptFlagId(a.attempt);
        flag.kind = FlagKind::FalsePositive;
        flag.source = FlagSource::Computed;
        flag.attempt = a.attempt;
        flag.confidence = a.witnesses.first().varied ? 0.7 : 0.9;
        flag.verdict = Verdict::Open;
        const ProbeWitness &w = a.witnesses.first();
        flag.rationale = MutationFlags::tr("%1 passes every test but %2.").arg(a.attempt, w.text);
        if (!w.test.isEmpty())
            flag.tests = {w.test};
        QStringList calledBy;
        for (const ProbeWitness &each : a.witnesses)
            calledBy.append(each.test);
        flag.specs = specsCovering(task, calledBy);
        for (const ProbeWitness &each : a.witnesses) {
            Evidence e;
            e.kind = Evidence::Kind::TestLine;
            e.attempt = a.attempt;
            // The test file the call comes from: where a test telling them apart would go.
            e.file = each.testFile.isEmpty() ? each.test.section(u"::"_s, 0, 0) : each.testFile;
            e.line = each.testFile.isEmpty() ? 0 : each.insertAfterLine;
            e.note = MutationFlags::tr("analysis %1: %2").arg(record.run.id, each.text);
            flag.evidence.append(std::move(e));
        }
        flags.append(std::move(flag));
    }
    return flags;
}

bool isMutationFlag(const Flag &flag)
{
    return isFlagOf(flagOrigin(u"mutation"_s), flag);
}

QString evidenceMutationRun(const Evidence &evidence)
{
    // A run id, whatever the language of the note around it: yyyyMMdd-HHmmss-xxxx.
    static const QRegularExpression runId(u"\\b\\d{8}-\\d{6}-[0-9A-Za-z]+\\b"_s);
    return runId.match(evidence.note).captured();
}

const MutantOutcome *evidenceMutant(const Evidence &evidence, const MutationRecord &record)
{
    // Ids are hex digests: the note names one as a whole word.
    static const QRegularExpression word(u"[0-9A-Za-z]+"_s);
    QSet<QString> words;
    for (auto it = word.globalMatch(evidence.note); it.hasNext();)
        words.insert(it.next().captured());
    for (const MutantOutcome &o : record.mutants)
        if (!o.mutant.id.isEmpty() && words.contains(o.mutant.id))
            return &o;
    for (const MutantOutcome &o : record.mutants)
        if (o.status == MutantOutcome::Status::Survived && o.mutant.file == evidence.file &&
            o.mutant.hunk == evidence.hunk && o.mutant.line == evidence.line)
            return &o;
    return nullptr;
}

Result<void> applyMutationFlags(const QString &root, Task &task, const MutationRecord &record)
{
    const Result<RaisedFlagsWrite> written = applyRaisedFlags(
        root, task, flagOrigin(u"mutation"_s), [&record](const Task &t) { return computeMutationFlags(t, record); });
    if (written)
        return Ok{};
    Error e = written.error();
    const QString file = e.file.isEmpty() ? DatasetLayout(root).at(DatasetLayout::reviewFile(task.id)) : e.file;
    e.message = MutationFlags::tr("The flags of mutation analysis %1 were not saved: cannot write %2 (%3).")
                    .arg(record.run.id, file, e.detail.isEmpty() ? e.message : e.detail);
    e.file = file;
    return e;
}

RecordedRun recordMutationAnalysis(const QString &root, const QString &taskId, const MutationRecord &record)
{
    return keepRun(
        root, taskId, [&] { return saveMutationRecord(root, taskId, record); },
        [&](Task &task) { return applyMutationFlags(root, task, record); });
}

} // namespace heddle
