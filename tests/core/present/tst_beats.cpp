// The beats a presentation of a demo task walks through, each flag's evidence as text, and the newest run of each
// patch, on an installed demo dataset.
#include <core/dataset/datasetio.h>
#include <core/present/beats.h>
#include <core/present/presentation.h>
#include <core/specs/specgraph.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QStringList idsOf(const QList<Beat> &beats)
{
    QStringList ids;
    for (const Beat &b : beats)
        ids.append(b.id);
    return ids;
}

} // namespace

class TestBeats : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    Task m_task;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
        Result<Task> loaded = loadTask(m_root, u"coin-hours-split"_s);
        QVERIFY(loaded);
        m_task = std::move(loaded).value();
    }

    void beatsFollowTheTask()
    {
        const QList<Beat> beats = generateBeats(m_task);
        // The query first, the validation last, the matrix between the graph and the flags.
        QCOMPARE(beats.first().kind, Beat::Kind::Query);
        QCOMPARE(beats.last().kind, Beat::Kind::Validation);
        QList<Beat::Kind> kinds;
        for (const Beat &b : beats)
            if (kinds.isEmpty() || kinds.last() != b.kind)
                kinds.append(b.kind);
        QCOMPARE(kinds, (QList<Beat::Kind>{Beat::Kind::Query, Beat::Kind::Specs, Beat::Kind::Graph, Beat::Kind::Matrix,
                                           Beat::Kind::Flag, Beat::Kind::Validation}));

        // One specs beat per category, in the order the categories first appear.
        QStringList categories;
        for (const Spec &s : m_task.specs)
            if (!categories.contains(s.category))
                categories.append(s.category);
        QStringList specBeats;
        for (const Beat &b : beats)
            if (b.kind == Beat::Kind::Specs)
                specBeats.append(b.key);
        QCOMPARE(specBeats, categories);
        const auto functional =
            std::find_if(beats.cbegin(), beats.cend(), [](const Beat &b) { return b.id == u"specs:functional"_s; });
        QVERIFY(functional != beats.cend());
        QCOMPARE(functional->title, u"Specs: functional"_s);

        // Graph beats: one for every spec, in the task's order; shown for the most connected specs with
        // interactions (at most the limit), offered for the others.
        const SpecGraph graph = SpecGraph::fromTask(m_task);
        QStringList graphBeats;
        QStringList everyGraphBeat;
        for (const Beat &b : beats)
            if (b.kind == Beat::Kind::Graph) {
                everyGraphBeat.append(b.key);
                if (!b.offered)
                    graphBeats.append(b.key);
            }
        QStringList specIds;
        for (const Spec &s : m_task.specs)
            specIds.append(s.id);
        QCOMPARE(everyGraphBeat, specIds);
        QCOMPARE(graphBeats.size(), kGraphBeatLimit);
        int lowestShown = 1000;
        for (const QString &id : graphBeats) {
            QVERIFY(!graph.neighbours(id).isEmpty());
            lowestShown = std::min(lowestShown, int(graph.neighbours(id).size()));
        }
        for (const Spec &s : m_task.specs)
            if (!graphBeats.contains(s.id))
                QVERIFY2(graph.neighbours(s.id).size() <= lowestShown, qPrintable(s.id));
        QStringList inTaskOrder = graphBeats;
        std::sort(inTaskOrder.begin(), inTaskOrder.end(),
                  [&](const QString &a, const QString &b) { return graph.indexOf(a) < graph.indexOf(b); });
        QCOMPARE(graphBeats, inTaskOrder);

        // One beat per flag, and ids that are unique.
        QStringList flagBeats;
        for (const Beat &b : beats)
            if (b.kind == Beat::Kind::Flag)
                flagBeats.append(b.key);
        QCOMPARE(flagBeats, (QStringList{u"F1"_s, u"F2"_s, u"F3"_s}));
        const QStringList ids = idsOf(beats);
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        QVERIFY(ids.contains(u"flag:F2"_s));
        QVERIFY(ids.contains(u"matrix"_s));
    }

    void aSmallLimitKeepsTheMostConnected()
    {
        const QList<Beat> beats = generateBeats(m_task, 1);
        QStringList graphBeats;
        for (const Beat &b : beats)
            if (b.kind == Beat::Kind::Graph && !b.offered)
                graphBeats.append(b.key);
        // S1, S2, S3, S4, S5, S7 have three interactions each; S1 comes first.
        QCOMPARE(graphBeats, QStringList{u"S1"_s});
        QVERIFY(generateBeats(Task{}).size() == 3); // query, matrix, validation
    }

    void flagsCarryTheirEvidence()
    {
        const Presentation p = loadPresentation(m_root, m_task, {});
        const QList<Beat> generated = generateBeats(m_task);
        QCOMPARE(p.shown().size(),
                 std::count_if(generated.cbegin(), generated.cend(), [](const Beat &b) { return !b.offered; }));
        // F1: the step of claude-3-5-sonnet-1, its hunk of skyledger/hours.py and the test line, in that order.
        const QList<EvidenceExcerpt> f1 = p.evidence.value(u"F1"_s);
        QCOMPARE(f1.size(), 3);
        QCOMPARE(f1.at(0).evidence.kind, Evidence::Kind::TrajectoryStep);
        QCOMPARE(f1.at(1).evidence.kind, Evidence::Kind::PatchHunk);
        QCOMPARE(f1.at(2).evidence.kind, Evidence::Kind::TestLine);
        for (const EvidenceExcerpt &e : f1) {
            QVERIFY2(e.problem.isEmpty(), qPrintable(e.label + u": "_s + e.problem));
            QVERIFY2(!e.text.trimmed().isEmpty(), qPrintable(e.label));
        }
        QVERIFY(f1.at(0).label.contains(u"Step 6"_s));
        QVERIFY(f1.at(1).text.startsWith(u"@@ "_s));
        // The cited test line is in the excerpt, numbered, and the focus points at it.
        const QStringList testLines = f1.at(2).text.split(u'\n');
        QVERIFY(f1.at(2).focus >= 0);
        QVERIFY2(testLines.at(f1.at(2).focus).trimmed().startsWith(u"35 "_s), qPrintable(f1.at(2).text));
        QString line35;
        for (const TestFile &f : m_task.tests.files)
            if (f.path == u"tests/test_hours_split.py"_s)
                line35 = QString::fromUtf8(f.content).split(u'\n').at(34);
        QVERIFY(!line35.isEmpty());
        QVERIFY(testLines.at(f1.at(2).focus).endsWith(line35));
        QCOMPARE(p.evidence.value(u"F3"_s).size(), 1);
        QVERIFY(p.validation.isEmpty());
    }

    void missingEvidenceSaysWhy()
    {
        Task task = m_task;
        Flag flag;
        flag.id = u"X1"_s;
        flag.evidence = {Evidence{Evidence::Kind::TrajectoryStep, u"claude-3-5-sonnet-1"_s, 9999, {}, -1, 0, {}},
                         Evidence{Evidence::Kind::TestLine, {}, -1, u"tests/nope.py"_s, -1, 3, {}}};
        ExcerptTrajectories trajectories;
        const QList<EvidenceExcerpt> excerpts = flagEvidenceExcerpts(m_root, task, flag, trajectories);
        QCOMPARE(excerpts.size(), 2);
        QVERIFY(excerpts.at(0).problem.contains(u"10000"_s));
        QVERIFY(excerpts.at(1).problem.contains(u"tests/nope.py"_s));
    }

    void validationTakesTheNewestRunOfEachPatch()
    {
        const QString attempt = m_task.attempts.first().id;
        const QString test = m_task.tests.failToPass.first();
        const auto record = [&](const QString &id, TestStatus status, bool controls) {
            RunRecord r;
            r.id = id;
            r.finished = QDateTime::fromString(id.left(15), u"yyyyMMdd-HHmmss"_s);
            for (const QString &target : {u"reference"_s, attempt}) {
                TargetRun run;
                run.target = target;
                run.outcome = TargetRun::Outcome::Finished;
                run.results.set(test, status);
                r.runs.append(run);
            }
            r.reference.holds = controls;
            return r;
        };
        RunRecord older = record(u"20260101-100000-aaaa"_s, TestStatus::Failed, false);
        RunRecord newer = record(u"20260102-100000-bbbb"_s, TestStatus::Passed, true);
        newer.runs.removeLast(); // the newer run did not run the attempt
        const QList<PatchValidation> v = newestRunPerPatch(m_task, {newer, older});
        QCOMPARE(v.size(), 2);
        QCOMPARE(v.at(0).target, u"reference"_s);
        QCOMPARE(v.at(0).runId, newer.id);
        QCOMPARE(v.at(0).passed, 1);
        QCOMPARE(v.at(0).controlHolds, std::optional<bool>(true));
        QCOMPARE(v.at(1).target, attempt);
        QCOMPARE(v.at(1).runId, older.id);
        QCOMPARE(v.at(1).passed, 0);
        QCOMPARE(v.at(1).total, int(m_task.tests.failToPass.size() + m_task.tests.passToPass.size()));
        QCOMPARE(v.at(1).failed, v.at(1).total); // the others are missing from the run
    }
};

QTEST_GUILESS_MAIN(TestBeats)
#include "tst_beats.moc"
