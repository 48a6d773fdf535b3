#include <core/repair/repairsuggestion.h>

#include <core/export/benchmarkexport.h>
#include <core/flags/implementationdetail.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/repair/relaxation.h>
#include <core/task/speccoverage.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class RepairText
{
    Q_DECLARE_TR_FUNCTIONS(heddle::Repair)
};

constexpr int kWitnessTests = 3; // new-test candidates per flag

const TestFile *textFileAt(const Task &task, const QString &path)
{
    for (const TestFile &f : task.tests.files)
        if (f.path == path && f.isText())
            return &f;
    return nullptr;
}

bool isOpenComputed(const Flag &flag)
{
    return flag.source == FlagSource::Computed && flag.verdict == Verdict::Open && !flag.isWithdrawn();
}

struct TestToAdd {
    int afterLine = 0;
    QString source;
    QString id;
    QString neighbour; // the test that made the call the new test asserts
};

/// The tests inserted bottom-up, so that each line number still means the file as it was.
QByteArray withTests(QByteArray file, QList<TestToAdd> tests)
{
    std::stable_sort(tests.begin(), tests.end(),
                     [](const TestToAdd &a, const TestToAdd &b) { return a.afterLine > b.afterLine; });
    for (const TestToAdd &t : std::as_const(tests))
        file = insertTest(file, t.afterLine, t.source);
    return file;
}

/// A written test without its def line: two calls (one on the recorded object, one on an object built again) can
/// come to the same test under two names.
QStringView testBody(const QString &source)
{
    const qsizetype line = source.indexOf(u'\n');
    return line < 0 ? QStringView(source) : QStringView(source).mid(line + 1);
}

TestToAdd testOf(const ProbeWitness &w)
{
    const bool inClass = w.testSource.startsWith(u' ') || w.testSource.startsWith(u'\t');
    return {w.insertAfterLine, w.testSource, neighbourTestId(w.test, w.testFile, w.testName, inClass), w.test};
}

void relaxCandidates(const Task &task, const RunRecord &validation, const QSet<QString> &wanted, RepairPlan &plan)
{
    const QString statement = taskStatementText(task);
    QSet<QString> seen;
    for (const DetailFinding &f : implementationDetailFindings(task, validation)) {
        if (!wanted.contains(f.flagId) || seen.contains(f.flagId))
            continue;
        seen.insert(f.flagId);
        const TestFile *file = textFileAt(task, f.file);
        if (!file || f.line <= 0) {
            plan.unrepairable.insert(f.flagId,
                                     RepairText::tr("the failing check's line in %1 is not known").arg(f.file));
            continue;
        }
        const QString text = QString::fromUtf8(file->content);
        const QList<Relaxation> relaxations = relaxCheck({text, f.line, f.detail, f.message, statement});
        if (relaxations.isEmpty()) {
            plan.unrepairable.insert(
                f.flagId,
                RepairText::tr("no rewrite keeps what %1:%2 asks and drops the detail").arg(f.file).arg(f.line));
            continue;
        }
        for (const Relaxation &r : relaxations) {
            RepairSuggestion s;
            s.task = task.id;
            s.flag = f.flagId;
            s.kind = RepairSuggestion::Kind::Relax;
            s.file = f.file;
            s.before = file->content;
            s.after = applyRelaxation(text, r).toUtf8();
            s.summary = r.summary;
            s.tests = {f.test};
            s.attempt = f.attempt;
            if (s.after != s.before)
                plan.candidates.append(std::move(s));
        }
    }
    for (const QString &flag : wanted)
        if (flag.startsWith(u"detail."_s) && !seen.contains(flag))
            plan.unrepairable.insert(flag, RepairText::tr("the newest validation no longer shows the failing check"));
}

RepairSuggestion newTestSuggestion(const Task &task, const QString &flag, const TestFile &file,
                                   const QList<TestToAdd> &tests)
{
    RepairSuggestion s;
    s.task = task.id;
    s.flag = flag;
    s.kind = RepairSuggestion::Kind::NewTest;
    s.file = file.path;
    s.before = file.content;
    s.after = withTests(file.content, tests);
    QStringList neighbours;
    for (const TestToAdd &t : tests) {
        s.tests.append(t.id);
        neighbours.append(t.neighbour);
    }
    s.specs = specsCovering(task, neighbours);
    return s;
}

/// The summary with the specs the new tests serve named.
QString servingSpecs(const RepairSuggestion &s, const QString &summary)
{
    return s.specs.isEmpty() ? summary : RepairText::tr("%1, for %2").arg(summary, s.specs.join(u", "_s));
}

void mutantCandidates(const Task &task, const Flag &flag, const MutationRecord &record, RepairPlan &plan)
{
    QList<const MutantOutcome *> group;
    for (const Evidence &e : flag.evidence)
        if (const MutantOutcome *o = evidenceMutant(e, record); o && !group.contains(o))
            group.append(o);
    if (group.isEmpty()) {
        plan.unrepairable.insert(flag.id, RepairText::tr("its mutants are not in the newest mutation analysis"));
        return;
    }
    // One test per survivor, in the file most of them point to.
    std::map<QString, QList<TestToAdd>> byFile;
    QStringList mutants, lacking;
    for (const MutantOutcome *o : std::as_const(group)) {
        mutants.append(o->mutant.id);
        const auto w = std::find_if(o->witnesses.cbegin(), o->witnesses.cend(),
                                    [](const ProbeWitness &w) { return !w.testSource.isEmpty(); });
        if (w == o->witnesses.cend()) {
            lacking.append(o->mutant.description);
            continue;
        }
        QList<TestToAdd> &tests = byFile[w->testFile];
        if (std::none_of(tests.cbegin(), tests.cend(),
                         [&](const TestToAdd &t) { return testBody(t.source) == testBody(w->testSource); }))
            tests.append(testOf(*w));
    }
    const auto best = std::max_element(byFile.cbegin(), byFile.cend(),
                                       [](const auto &a, const auto &b) { return a.second.size() < b.second.size(); });
    const TestFile *file = best == byFile.cend() ? nullptr : textFileAt(task, best->first);
    if (!file) {
        plan.unrepairable.insert(
            flag.id, record.probeCalls == 0 && !record.probeNote.isEmpty()
                         ? RepairText::tr("the input search gave nothing: %1").arg(record.probeNote)
                         : RepairText::tr("no call the search tried tells %1 from the reference with arguments "
                                          "a test can write down")
                               .arg(lacking.join(u", "_s)));
        return;
    }
    RepairSuggestion s = newTestSuggestion(task, flag.id, *file, best->second);
    s.mutants = mutants;
    s.summary = servingSpecs(
        s, RepairText::tr("adds %n test(s) that the surviving mutants fail: %1", nullptr, int(s.tests.size()))
               .arg(s.tests.join(u", "_s)));
    plan.candidates.append(std::move(s));
}

void attemptCandidates(const Task &task, const Flag &flag, const MutationRecord &record, RepairPlan &plan)
{
    const auto probe = std::find_if(record.attempts.cbegin(), record.attempts.cend(),
                                    [&](const AttemptProbe &a) { return a.attempt == flag.attempt; });
    if (probe == record.attempts.cend()) {
        plan.unrepairable.insert(flag.id,
                                 RepairText::tr("the newest mutation analysis did not compare %1").arg(flag.attempt));
        return;
    }
    int made = 0;
    QList<QStringView> bodies;
    for (const ProbeWitness &w : probe->witnesses) {
        const TestFile *file = textFileAt(task, w.testFile);
        if (w.testSource.isEmpty() || !file || made >= kWitnessTests || bodies.contains(testBody(w.testSource)))
            continue;
        bodies.append(testBody(w.testSource));
        RepairSuggestion s = newTestSuggestion(task, flag.id, *file, {testOf(w)});
        s.attempt = flag.attempt;
        s.summary = servingSpecs(
            s, RepairText::tr("adds %1, which asserts what the reference gives for %2").arg(s.tests.first(), w.call));
        plan.candidates.append(std::move(s));
        ++made;
    }
    if (made == 0)
        plan.unrepairable.insert(flag.id, RepairText::tr("no call that tells %1 from the reference has arguments "
                                                         "and a result a test can write down")
                                              .arg(flag.attempt));
}

} // namespace

QString repairKindName(RepairSuggestion::Kind kind)
{
    return kind == RepairSuggestion::Kind::Relax ? u"relax"_s : u"new-test"_s;
}

QByteArray RepairSuggestion::diff() const
{
    const Result<QByteArray> d = fileDiff(file, before, after);
    return d ? *d : QByteArray();
}

QByteArray insertTest(const QByteArray &file, int afterLine, const QString &source)
{
    QList<QByteArray> lines = file.split('\n');
    if (file.endsWith('\n') || file.isEmpty())
        lines.removeLast();
    const qsizetype at = afterLine <= 0 ? lines.size() : std::min<qsizetype>(afterLine, lines.size());
    QList<QByteArray> block;
    for (const QString &line : source.split(u'\n'))
        block.append(line.toUtf8());
    while (!block.isEmpty() && block.constLast().trimmed().isEmpty())
        block.removeLast();
    // Set off as the file's own tests are: two blank lines at the top level, one between methods. The blank lines
    // that followed the neighbour now follow the new test.
    const bool method = source.startsWith(u' ') || source.startsWith(u'\t');
    const QList<QByteArray> gap(method ? 1 : 2, QByteArray());
    const QList<QByteArray> inserted = gap + block;
    for (qsizetype i = 0; i < inserted.size(); ++i)
        lines.insert(at + i, inserted.at(i));
    return lines.join('\n') + '\n';
}

QString neighbourTestId(const QString &neighbour, const QString &file, const QString &name, bool inClass)
{
    const QStringList parts = neighbour.split(u"::"_s);
    if (inClass && parts.size() >= 3)
        return (QStringList{file} + parts.mid(1, parts.size() - 2) + QStringList{name}).join(u"::"_s);
    return file + u"::"_s + name;
}

RepairPlan repairCandidates(const Task &task, const std::optional<RunRecord> &validation,
                            const std::optional<MutationRecord> &mutation, const QStringList &flags)
{
    RepairPlan plan;
    QSet<QString> detail;
    for (const Flag &flag : task.flags) {
        if (!isOpenComputed(flag) || (!flags.isEmpty() && !flags.contains(flag.id)))
            continue;
        if (flag.id.startsWith(u"detail."_s)) {
            detail.insert(flag.id);
        } else if (isMutationFlag(flag)) {
            if (!mutation)
                plan.unrepairable.insert(flag.id, RepairText::tr("the task has no mutation analysis"));
            else if (!flag.attempt.isEmpty())
                attemptCandidates(task, flag, *mutation, plan);
            else
                mutantCandidates(task, flag, *mutation, plan);
        }
    }
    if (!detail.isEmpty()) {
        if (validation)
            relaxCandidates(task, *validation, detail, plan);
        else
            for (const QString &flag : std::as_const(detail))
                plan.unrepairable.insert(flag, RepairText::tr("the task has no validation record"));
    }
    return plan;
}

} // namespace heddle
