// The spec graph of a task: interactions as undirected edges, unknown references reported, coverage facts; checked
// on a hand-made task and on the three tasks of the demo dataset (resources/demo).
#include <core/dataset/datasetio.h>
#include <core/specs/specgraph.h>
#include <tests/support/fixtures.h>

#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

Spec spec(const QString &id, const QString &category, QStringList interacts, QStringList tests)
{
    return {id, category, u"Title of "_s + id, u"Text."_s, std::move(interacts), std::move(tests)};
}

} // namespace

class TestSpecGraph : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handMadeTask()
    {
        Task task;
        task.specs = {
            spec(u"S1"_s, u"functional"_s, {u"S2"_s, u"S3"_s, u"S2"_s}, {u"t::a"_s}),
            spec(u"S2"_s, u"order"_s, {u"S1"_s, u"S9"_s}, {}),
            spec(u"S3"_s, u"functional"_s, {u"S3"_s}, {u"t::b"_s, u"t::a"_s, u"t::b"_s}),
            spec(u"S4"_s, u"errors"_s, {}, {}),
            spec(u"S1"_s, u"state"_s, {u"S4"_s}, {u"t::c"_s}),
        };
        const SpecGraph graph = SpecGraph::fromTask(task);

        QCOMPARE(graph.size(), 4);
        QCOMPARE(graph.specs().at(0).category, u"functional"_s); // the first S1 wins
        QCOMPARE(graph.categories(), QStringList({u"functional"_s, u"order"_s, u"errors"_s}));
        // S1-S2 given three times (twice by S1, once by S2) is one edge; S3-S3 is no edge.
        QCOMPARE(graph.edges(), QList<SpecEdge>({{0, 1}, {0, 2}}));
        QCOMPARE(graph.neighbours(u"S1"), QStringList({u"S2"_s, u"S3"_s}));
        QCOMPARE(graph.neighbours(u"S3"), QStringList({u"S1"_s}));
        QVERIFY(graph.neighbours(u"S4").isEmpty());
        QVERIFY(graph.neighbours(u"nope").isEmpty());

        QCOMPARE(graph.coveringTests(u"S3"), QStringList({u"t::b"_s, u"t::a"_s}));
        QVERIFY(graph.coveringTests(u"S2").isEmpty());
        QCOMPARE(graph.uncoveredSpecs(), QStringList({u"S2"_s, u"S4"_s}));

        QCOMPARE(graph.problems().size(), 2);
        QCOMPARE(graph.problems().at(0).specId, u"S1"_s); // duplicate id
        QCOMPARE(graph.problems().at(0).toString(), u"spec id S1 is given more than once"_s);
        QCOMPARE(graph.problems().at(1).specId, u"S2"_s);
        QCOMPARE(graph.problems().at(1).referenceId, u"S9"_s);
        QCOMPARE(graph.problems().at(1).toString(), u"spec S2 interacts with S9, which is not a spec of the task"_s);
    }

    void emptyTask()
    {
        const SpecGraph graph = SpecGraph::fromTask(Task{});
        QCOMPARE(graph.size(), 0);
        QVERIFY(graph.edges().isEmpty());
        QVERIFY(graph.uncoveredSpecs().isEmpty());
        QCOMPARE(graph.indexOf(u"S1"), -1);
    }

    void demoTasks_data()
    {
        QTest::addColumn<QString>("taskId");
        QTest::addColumn<int>("edges");
        QTest::addColumn<QStringList>("uncovered");
        QTest::addColumn<QStringList>("neighboursOfS4");
        QTest::addColumn<QStringList>("coveringS1");
        QTest::newRow("coin-hours-split")
            << u"coin-hours-split"_s << 13 << QStringList{u"S11"_s} << QStringList{u"S3"_s, u"S7"_s, u"S11"_s}
            << QStringList{u"tests/test_hours_split.py::test_proportional_split"_s,
                           u"tests/test_hours_split.py::test_send_many_shares_hours_by_coins"_s};
        QTest::newRow("spend-policy") << u"spend-policy"_s << 13 << QStringList{u"S7"_s}
                                      << QStringList{u"S3"_s, u"S5"_s, u"S6"_s, u"S7"_s} << QStringList();
        QTest::newRow("wallet-lock") << u"wallet-lock"_s << 10 << QStringList{u"S7"_s} << QStringList{u"S1"_s, u"S3"_s}
                                     << QStringList();
    }

    void demoTasks()
    {
        QFETCH(QString, taskId);
        QFETCH(int, edges);
        QFETCH(QStringList, uncovered);
        QFETCH(QStringList, neighboursOfS4);
        QFETCH(QStringList, coveringS1);

        const Result<Task> task = loadTask(demoSourcePath(), taskId);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        const SpecGraph graph = SpecGraph::fromTask(*task);
        QCOMPARE(graph.size(), 11);
        QVERIFY(graph.problems().isEmpty());
        QCOMPARE(graph.edges().size(), edges);
        QCOMPARE(graph.uncoveredSpecs(), uncovered);
        QCOMPARE(graph.neighbours(u"S4"), neighboursOfS4);
        if (!coveringS1.isEmpty())
            QCOMPARE(graph.coveringTests(u"S1"), coveringS1);
        // every interaction in the demo is declared from both ends, so no edge is lost or invented by dedup
        int declared = 0;
        for (const Spec &s : task->specs)
            declared += int(s.interactsWith.size());
        QCOMPARE(declared, 2 * edges);
    }
};

QTEST_GUILESS_MAIN(TestSpecGraph)
#include "tst_specgraph.moc"
