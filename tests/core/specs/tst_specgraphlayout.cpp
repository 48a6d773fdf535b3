// The spec graph layout: no two node rectangles closer than the minimum gap, and the same picture on every run, for
// the demo tasks (resources/demo) and for larger generated tasks.
#include <core/dataset/datasetio.h>
#include <core/specs/specgraphlayout.h>
#include <tests/support/fixtures.h>

#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QStringList kCategories = {u"functional"_s, u"interface"_s, u"state"_s, u"order"_s, u"errors"_s};

// Dense enough to crowd the layout: every spec interacts with the next three and one far away.
Task generatedTask(int count)
{
    Task task;
    for (int i = 0; i < count; ++i) {
        Spec s;
        s.id = u"S%1"_s.arg(i + 1);
        s.category = kCategories.at((qsizetype(i) * 7) % kCategories.size());
        s.title = u"Generated spec %1"_s.arg(i + 1);
        for (int d : {1, 2, 3, count / 2})
            s.interactsWith.append(u"S%1"_s.arg((i + d) % count + 1));
        if (i % 4 != 0)
            s.coveredBy.append(u"tests/test_gen.py::test_%1"_s.arg(i));
        task.specs.append(s);
    }
    return task;
}

void verifySeparated(const QList<SpecPoint> &pos, const SpecLayoutParams &params)
{
    for (int i = 0; i < pos.size(); ++i) {
        QVERIFY(std::isfinite(pos[i].x) && std::isfinite(pos[i].y));
        QVERIFY(pos[i].x >= params.nodeWidth / 2.0 - 1e-9);
        QVERIFY(pos[i].y >= params.nodeHeight / 2.0 - 1e-9);
        for (int j = i + 1; j < pos.size(); ++j) {
            const double gx = std::abs(pos[j].x - pos[i].x) - params.nodeWidth;
            const double gy = std::abs(pos[j].y - pos[i].y) - params.nodeHeight;
            QVERIFY2(std::max(gx, gy) >= params.minGap - 1e-6,
                     qPrintable(u"nodes %1 and %2 are %3 apart"_s.arg(i).arg(j).arg(std::max(gx, gy))));
        }
    }
}

} // namespace

class TestSpecGraphLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void separatedAndRepeatable_data()
    {
        QTest::addColumn<QString>("demoTask"); // empty: a generated task
        QTest::addColumn<int>("generated");
        QTest::addColumn<bool>("interactions");
        for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s})
            QTest::newRow(qPrintable(id)) << id << 0 << true;
        QTest::newRow("generated 40") << QString() << 40 << true;
        QTest::newRow("generated 120") << QString() << 120 << true;
        QTest::newRow("one spec") << QString() << 1 << true;
        QTest::newRow("no interactions") << QString() << 12 << false;
    }

    void separatedAndRepeatable()
    {
        QFETCH(QString, demoTask);
        QFETCH(int, generated);
        QFETCH(bool, interactions);
        Task task = generatedTask(generated);
        if (!demoTask.isEmpty()) {
            Result<Task> loaded = loadTask(demoSourcePath(), demoTask);
            QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
            task = *loaded;
        }
        if (!interactions) {
            for (Spec &s : task.specs)
                s.interactsWith.clear();
        }
        const SpecGraph graph = SpecGraph::fromTask(task);
        const SpecLayoutParams params;
        const QList<SpecPoint> first = layoutSpecGraph(graph, params);
        QCOMPARE(first.size(), graph.size());
        verifySeparated(first, params);
        QVERIFY(minimumNodeGap(first, params) >= params.minGap - 1e-6);

        const QList<SpecPoint> second = layoutSpecGraph(SpecGraph::fromTask(task), params);
        for (int i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].x, first[i].x); // exact: presenters rely on the same picture
            QCOMPARE(second[i].y, first[i].y);
        }
    }

    void sizeFollowsParams()
    {
        const SpecGraph graph = SpecGraph::fromTask(generatedTask(40));
        SpecLayoutParams params;
        params.nodeWidth = 260.0;
        params.nodeHeight = 90.0;
        params.minGap = 40.0;
        verifySeparated(layoutSpecGraph(graph, params), params);
    }

    void compact()
    {
        // Separation must not be bought by blowing the picture up: the demo graph fits a presenter's screen.
        const SpecGraph graph = SpecGraph::fromTask(generatedTask(11));
        const SpecLayoutParams params;
        double maxX = 0.0, maxY = 0.0;
        for (const SpecPoint &p : layoutSpecGraph(graph, params)) {
            maxX = std::max(maxX, p.x + params.nodeWidth / 2.0);
            maxY = std::max(maxY, p.y + params.nodeHeight / 2.0);
        }
        QVERIFY2(maxX * maxY < 11 * params.nodeWidth * params.nodeHeight * 12.0,
                 qPrintable(u"%1 x %2"_s.arg(maxX).arg(maxY)));
    }

    void partsThatDoNotInteractSitTogether()
    {
        // Two groups of specs with no interaction between them are drawn side by side or one above the other, no
        // further apart than the gap between parts, so the window shows the graph as large as it can.
        Task task = generatedTask(8);
        const Task small = generatedTask(3);
        for (Spec s : small.specs) {
            s.id = u"T"_s + s.id.mid(1);
            for (QString &other : s.interactsWith)
                other = u"T"_s + other.mid(1);
            task.specs.append(s);
        }
        const SpecLayoutParams params;
        const auto extent = [&params](const QList<SpecPoint> &pos) {
            double maxX = 0.0, maxY = 0.0;
            for (const SpecPoint &p : pos) {
                maxX = std::max(maxX, p.x + params.nodeWidth / 2.0);
                maxY = std::max(maxY, p.y + params.nodeHeight / 2.0);
            }
            return SpecPoint{maxX, maxY};
        };
        const QList<SpecPoint> whole = layoutSpecGraph(SpecGraph::fromTask(task), params);
        verifySeparated(whole, params);
        const SpecPoint big = extent(layoutSpecGraph(SpecGraph::fromTask(generatedTask(8)), params));
        const SpecPoint little = extent(layoutSpecGraph(SpecGraph::fromTask(small), params));
        const SpecPoint both = extent(whole);
        const double gap = params.minGap * 2.0 + params.nodeHeight / 2.0 + 1e-6;
        const bool sideBySide = both.x <= big.x + gap + little.x && both.y <= std::max(big.y, little.y);
        const bool stacked = both.y <= big.y + gap + little.y && both.x <= std::max(big.x, little.x);
        QVERIFY2(sideBySide || stacked, qPrintable(u"%1 x %2 for parts of %3 x %4 and %5 x %6"_s.arg(both.x)
                                                       .arg(both.y)
                                                       .arg(big.x)
                                                       .arg(big.y)
                                                       .arg(little.x)
                                                       .arg(little.y)));
    }

    void emptyGraph() { QVERIFY(layoutSpecGraph(SpecGraph{}).isEmpty()); }
};

QTEST_GUILESS_MAIN(TestSpecGraphLayout)
#include "tst_specgraphlayout.moc"
