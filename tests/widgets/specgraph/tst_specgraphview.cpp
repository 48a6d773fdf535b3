// The spec graph view on the coin-hours-split task of the demo dataset (resources/demo): a click on a spec highlights
// it and the specs it interacts with, dims the rest and hands out the covering tests; uncovered specs are marked.
#include <core/dataset/datasetio.h>
#include <widgets/specgraph/specgraphview.h>
#include <tests/support/fixtures.h>
#include <tests/support/gui/images.h>
#include <tests/support/gui/palettes.h>

#include <QApplication>
#include <QFontInfo>
#include <QGraphicsItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QSignalSpy>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestSpecGraphView : public QObject
{
    Q_OBJECT

private:
    Task m_task;

    QPoint viewportPoint(const SpecGraphView &view, const QString &id)
    {
        return view.mapFromScene(view.nodeCenter(id));
    }

private Q_SLOTS:
    void initTestCase()
    {
        Result<Task> task = loadTask(demoSourcePath(), u"coin-hours-split"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        m_task = *task;
    }

    void clickHighlightsNeighbours()
    {
        SpecGraphView view;
        view.resize(1000, 700);
        view.setTask(m_task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        QSignalSpy activated(&view, &SpecGraphView::specActivated);
        QSignalSpy tests(&view, &SpecGraphView::coveringTestsActivated);
        const QPoint at = viewportPoint(view, u"S4"_s);
        QVERIFY(view.viewport()->rect().contains(at));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);

        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), u"S4"_s);
        QCOMPARE(tests.size(), 1);
        QCOMPARE(tests.at(0).at(0).toStringList(),
                 QStringList{u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s});
        QCOMPARE(view.activeSpec(), u"S4"_s);
        QCOMPARE(view.activeCoveringTests(), tests.at(0).at(0).toStringList());

        const QStringList neighbours = {u"S3"_s, u"S7"_s, u"S11"_s};
        for (const Spec &spec : std::as_const(m_task.specs)) {
            const SpecGraphView::NodeState expected = spec.id == u"S4"_s ? SpecGraphView::NodeState::Active
                                                      : neighbours.contains(spec.id)
                                                          ? SpecGraphView::NodeState::Neighbour
                                                          : SpecGraphView::NodeState::Dimmed;
            QCOMPARE(view.nodeState(spec.id), expected);
        }

        // Another spec moves the highlight; an empty spot clears it.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewportPoint(view, u"S6"_s));
        QCOMPARE(activated.size(), 2);
        QCOMPARE(view.nodeState(u"S7"_s), SpecGraphView::NodeState::Neighbour);
        QCOMPARE(view.nodeState(u"S4"_s), SpecGraphView::NodeState::Dimmed);
        QCOMPARE(tests.at(1).at(0).toStringList().size(), 3);

        QSignalSpy cleared(&view, &SpecGraphView::activeSpecCleared);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(2, view.viewport()->height() - 2));
        QCOMPARE(cleared.size(), 1);
        QVERIFY(view.activeSpec().isEmpty());
        QCOMPARE(view.nodeState(u"S4"_s), SpecGraphView::NodeState::Normal);
    }

    void uncoveredSpecsAreMarked()
    {
        SpecGraphView view;
        view.setTask(m_task);
        for (const Spec &spec : std::as_const(m_task.specs))
            QCOMPARE(view.isMarkedUncovered(spec.id), spec.id == u"S11"_s);

        QSignalSpy tests(&view, &SpecGraphView::coveringTestsActivated);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewportPoint(view, u"S11"_s));
        QCOMPARE(tests.size(), 1);
        QVERIFY(tests.at(0).at(0).toStringList().isEmpty());
    }

    void textIsNeverMarkup()
    {
        Task task;
        task.specs = {{u"S1"_s, u"functional"_s, u"<b>bold</b> & <img src=x>"_s, u"<i>text</i>"_s, {}, {}}};
        SpecGraphView view;
        view.setTask(task);
        QString tip;
        for (QGraphicsItem *item : view.scene()->items())
            tip += item->toolTip();
        QVERIFY(tip.contains(u"&lt;b&gt;bold&lt;/b&gt; &amp; &lt;img src=x&gt;"_s));
        QVERIFY(tip.contains(u"&lt;i&gt;text&lt;/i&gt;"_s));
        QVERIFY(!tip.contains(u"<img"_s));
    }

    void zoomKeys()
    {
        SpecGraphView view;
        view.resize(900, 600);
        view.setTask(m_task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const double fitted = view.zoomFactor();
        QTest::keyClick(&view, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(view.zoomFactor() > fitted * 1.1);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view.zoomFactor() < fitted * 0.9);
        QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view.zoomFactor(), fitted);

        // After a fit every node is inside the viewport.
        for (const Spec &spec : std::as_const(m_task.specs))
            QVERIFY2(view.viewport()->rect().contains(viewportPoint(view, spec.id)), qPrintable(spec.id));
    }

    // Fitted into a small view the nodes shrink, but their labels keep a readable size on screen.
    void labelsStayLegibleWhenFittedSmall()
    {
        SpecGraphView view;
        view.resize(320, 240);
        view.setTask(m_task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToView();
        // Small enough that the scene's own font would be a few pixels on screen.
        const double sceneFontPixels = QFontInfo(view.scene()->font()).pixelSize();
        QVERIFY2(sceneFontPixels * view.zoomFactor() < 6.0, qPrintable(QString::number(view.zoomFactor())));
        QVERIFY2(view.labelPixelSize() >= SpecGraphView::kMinLabelPixels,
                 qPrintable(QString::number(view.labelPixelSize())));

        // And it is drawn so: the id of a spec leaves a label's worth of text-coloured ink inside its node.
        const QImage image = view.viewport()->grab().toImage();
        const QPoint centre = viewportPoint(view, u"S1"_s);
        const int halfWidth = int(110 * view.zoomFactor()), halfHeight = int(31 * view.zoomFactor());
        const QRect node(centre - QPoint(halfWidth, halfHeight), centre + QPoint(halfWidth, halfHeight));
        const int ink = countNear(image, node, view.palette().color(QPalette::Text).rgb(), 60);
        QVERIFY2(ink >= 25, qPrintable(QString::number(ink)));

        // At a comfortable zoom the labels are the view's own size, not enlarged.
        view.resize(1400, 900);
        view.fitToView();
        QCOMPARE(view.labelPixelSize(), QFontInfo(view.scene()->font()).pixelSize() * view.zoomFactor());
    }

    // The graph is drawn (nodes and edges in several colours) on the palette it is given, light or dark.
    void followsTheDesktopPaletteOnScreen()
    {
        SpecGraphView view;
        view.resize(1100, 720);
        view.setTask(m_task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage light = view.grab().toImage();
        QVERIFY2(distinctColours(light) > 8, "the graph rendered blank");
        QVERIFY2(meanLightness(light) > 0.6, qPrintable(QString::number(meanLightness(light))));
        view.setPalette(darkPalette());
        const QImage dark = view.grab().toImage();
        QVERIFY2(distinctColours(dark) > 8, "the graph rendered blank");
        QVERIFY2(meanLightness(dark) < 0.35, qPrintable(QString::number(meanLightness(dark))));
    }

    void dragFromSpecToSpecAsksForAnInteraction()
    {
        SpecGraphView view;
        view.resize(1000, 700);
        view.setTask(m_task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy requested(&view, &SpecGraphView::interactionRequested);

        // Read-only, a drag moves the view and draws nothing.
        const QPoint from = viewportPoint(view, u"S6"_s);
        const QPoint to = viewportPoint(view, u"S11"_s);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), (from + to) / 2);
        QVERIFY(!view.isDrawingEdge());
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(requested.size(), 0);

        view.setEditable(true);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), (from + to) / 2);
        QVERIFY(view.isDrawingEdge()); // the drag line follows the pointer
        QTest::mouseMove(view.viewport(), to);
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
        QVERIFY(!view.isDrawingEdge());
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), u"S6"_s);
        QCOMPARE(requested.at(0).at(1).toString(), u"S11"_s);

        // Onto a spec it already interacts with, or onto nothing: no request.
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), viewportPoint(view, u"S7"_s));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, viewportPoint(view, u"S7"_s));
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.viewport(), QPoint(3, 3));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, QPoint(3, 3));
        QCOMPARE(requested.size(), 1);
    }

    void selectedInteractionIsRemovedWithDelete()
    {
        SpecGraphView view;
        view.resize(1000, 700);
        view.setTask(m_task);
        view.setEditable(true);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy removal(&view, &SpecGraphView::interactionRemovalRequested);

        // The middle of an edge that no node hides.
        QPoint middle;
        std::pair<QString, QString> ends;
        for (const SpecEdge &edge : view.graph().edges()) {
            const QString a = view.graph().specs().at(edge.a).id;
            const QString b = view.graph().specs().at(edge.b).id;
            const QPoint p = (viewportPoint(view, a) + viewportPoint(view, b)) / 2;
            const QList<QGraphicsItem *> under = view.items(p);
            if (!under.isEmpty() && std::all_of(under.cbegin(), under.cend(), [](QGraphicsItem *i) {
                    return dynamic_cast<QGraphicsLineItem *>(i) != nullptr;
                })) {
                middle = p;
                ends = {a, b};
                break;
            }
        }
        QVERIFY(!ends.first.isEmpty());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, middle);
        QCOMPARE(view.selectedEdge(), ends);
        QTest::keyClick(&view, Qt::Key_Delete);
        QCOMPARE(removal.size(), 1);
        QCOMPARE(removal.at(0).at(0).toString(), ends.first);
        QCOMPARE(removal.at(0).at(1).toString(), ends.second);

        // A click elsewhere lets go of it; Delete then does nothing.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(3, view.viewport()->height() - 3));
        QCOMPARE(view.selectedEdge(), (std::pair<QString, QString>()));
        QTest::keyClick(&view, Qt::Key_Delete);
        QCOMPARE(removal.size(), 1);
    }
};

QTEST_MAIN(TestSpecGraphView)
#include "tst_specgraphview.moc"
