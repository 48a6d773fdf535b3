// A surviving mutant's change as the curator reads it: the reference's line against the mutant's, with the
// reference's lines around it and the file's line numbers, made from real mutants of the demo's reference patch; and
// finding the mutant again from a mutation flag's evidence.
#include <core/dataset/datasetio.h>
#include <core/mutation/mutantdiff.h>
#include <core/mutation/mutantgenerator.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/patch/patchparser.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/mutationrecords.h>

#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

// The reference's new side of a file: line number -> text, from the reference patch itself.
QMap<int, QString> referenceNewSide(const QByteArray &patchText, const QString &file)
{
    QMap<int, QString> lines;
    Result<Patch> patch = parsePatch(patchText);
    if (!patch)
        return lines;
    for (const PatchFile &f : patch->files)
        if (f.path() == file)
            for (const PatchHunk &h : f.hunks)
                for (const PatchLine &l : h.lines)
                    if (l.kind != PatchLine::Kind::Removed)
                        lines.insert(l.newLine, l.text);
    return lines;
}

} // namespace

class TstMutantDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void changedLineBetweenTheReferencesLines();
    void droppedLine();
    void evidenceFindsItsMutant();

private:
    DemoCopy m_demo;
    Task m_task;
    MutationRecord m_record;
};

void TstMutantDiff::initTestCase()
{
    QVERIFY(m_demo.install());
    Result<Task> task = loadTask(m_demo.root(), u"coin-hours-split"_s);
    QVERIFY(task);
    m_task = *task;
    m_record = mutationRecordOf(m_task, 1000, u"20260105-090000-eeee"_s, 0); // every candidate, every one survives
    QVERIFY(m_record.mutants.size() > 10);
}

void TstMutantDiff::changedLineBetweenTheReferencesLines()
{
    const auto it = std::find_if(m_record.mutants.cbegin(), m_record.mutants.cend(), [](const MutantOutcome &o) {
        return !o.mutant.removesLine && o.mutant.original.contains(u"hours < 0"_s);
    });
    QVERIFY(it != m_record.mutants.cend());
    const Mutant &m = it->mutant;
    const QByteArray diff = mutantDiff({m});
    const QString text = QString::fromUtf8(diff);
    QVERIFY2(text.startsWith(u"--- a/skyledger/hours.py\n+++ b/skyledger/hours.py\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n-"_s + m.original + u"\n+"_s + m.replacement + u'\n'), qPrintable(text));
    QVERIFY(text.contains(m.id) && text.contains(m.description));

    Result<Patch> parsed = parsePatch(diff);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
    QCOMPARE(parsed->files.size(), 1);
    const PatchHunk &hunk = parsed->files.first().hunks.first();
    // Three lines of the reference on either side, numbered as in the file with the reference applied.
    const QMap<int, QString> reference = referenceNewSide(m_task.referencePatch, m.file);
    QCOMPARE(hunk.oldStart, m.line - 3);
    QCOMPARE(hunk.lines.size(), 8); // 3 + removed + added + 3
    for (const PatchLine &line : hunk.lines) {
        if (line.kind == PatchLine::Kind::Context)
            QCOMPARE(line.text, reference.value(line.oldLine));
        if (line.kind == PatchLine::Kind::Removed) {
            QCOMPARE(line.oldLine, m.line);
            QCOMPARE(line.text, reference.value(m.line));
        }
        if (line.kind == PatchLine::Kind::Added)
            QCOMPARE(line.newLine, m.line);
    }
}

void TstMutantDiff::droppedLine()
{
    // Brace languages drop a call: the mutant's patch lacks the line and numbers the later ones one less.
    const QByteArray patch = "diff --git a/src/app.js b/src/app.js\n"
                             "--- a/src/app.js\n"
                             "+++ b/src/app.js\n"
                             "@@ -2,3 +2,5 @@ const v1 = 1;\n"
                             " const v2 = 2;\n"
                             "+total.add(v2);\n"
                             "+total.add(v1);\n"
                             " const v3 = 3;\n"
                             " const v4 = 4;\n";
    Result<MutantSet> set = generateMutants(patch, 0);
    QVERIFY(set);
    const auto it = std::find_if(set->mutants.cbegin(), set->mutants.cend(),
                                 [](const Mutant &m) { return m.removesLine && m.original == u"total.add(v2);"_s; });
    QVERIFY(it != set->mutants.cend());
    const Mutant &m = *it;
    const QByteArray diff = mutantDiff({m});
    Result<Patch> parsed = parsePatch(diff);
    QVERIFY2(parsed, diff.constData());
    const PatchHunk &hunk = parsed->files.first().hunks.first();
    QCOMPARE(hunk.added(), 0);
    QCOMPARE(hunk.removed(), 1);
    // The lines after the dropped one are the reference's, at the reference's numbers.
    const QMap<int, QString> reference = referenceNewSide(patch, m.file);
    QStringList texts;
    for (const PatchLine &line : hunk.lines) {
        QCOMPARE(line.text, reference.value(line.oldLine));
        texts.append(line.text);
    }
    QCOMPARE(texts, (QStringList{u"const v2 = 2;"_s, u"total.add(v2);"_s, u"total.add(v1);"_s, u"const v3 = 3;"_s,
                                 u"const v4 = 4;"_s}));
}

void TstMutantDiff::evidenceFindsItsMutant()
{
    MutationRecord record = mutationRecordOf(m_task, 3, u"20260106-090000-ffff"_s);
    const QList<Flag> flags = computeMutationFlags(m_task, record);
    QVERIFY(!flags.isEmpty());
    const Flag &flag = flags.first();
    QVERIFY(isMutationFlag(flag));
    QVERIFY(!flag.evidence.isEmpty());
    for (const Evidence &e : flag.evidence) {
        QCOMPARE(evidenceMutationRun(e), record.run.id);
        const MutantOutcome *found = evidenceMutant(e, record);
        QVERIFY(found);
        QVERIFY(e.note.contains(found->mutant.id));
        QCOMPARE(found->status, MutantOutcome::Status::Survived);
        QCOMPARE(found->mutant.line, e.line);
    }
    // A note that names no mutant (written by hand) still finds the survivor on its line.
    Evidence bare = flag.evidence.first();
    const QString id = evidenceMutant(bare, record)->mutant.id;
    bare.note.clear();
    QVERIFY(evidenceMutant(bare, record));
    QCOMPARE(evidenceMutant(bare, record)->mutant.line, flag.evidence.first().line);
    QVERIFY(evidenceMutationRun(bare).isEmpty());
    // Another analysis that has no such mutant finds nothing.
    MutationRecord other = record;
    other.mutants.erase(
        std::remove_if(other.mutants.begin(), other.mutants.end(),
                       [&](const MutantOutcome &o) { return o.mutant.id == id || o.mutant.line == bare.line; }),
        other.mutants.end());
    QVERIFY(!evidenceMutant(flag.evidence.first(), other));
    // A computed flag of another kind is not a mutation flag.
    Flag vacuous = flag;
    vacuous.id = u"vacuous.test_split"_s;
    QVERIFY(!isMutationFlag(vacuous));
}

QTEST_GUILESS_MAIN(TstMutantDiff)
#include "tst_mutantdiff.moc"
