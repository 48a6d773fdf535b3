// The attempt x test matrix view on the coin-hours-split task of the demo dataset (resources/demo) and on a
// generated task of 20 attempts and 100 tests: clicks and Enter hand out the cell, flagged cells and rows carry
// their mark, a large task stays readable in a 1600x900 window, the palette is followed and nothing blurs at a
// device pixel ratio of 2.
#include <core/dataset/datasetio.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/matrixtestheader.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <tests/support/gui/images.h>

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolTip>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

using M = AttemptMatrixModel;

const QString kHours = u"tests/test_hours_split.py::"_s;
constexpr QRgb kOrange = 0xE69F00;
constexpr QRgb kGreen = 0x009E73;

// 5 models x 4 samples, 60 FAIL_TO_PASS and 40 PASS_TO_PASS tests in 10 files, 12 specs; deterministic statuses.
Task generatedTask()
{
    Task task;
    task.id = u"generated"_s;
    for (int t = 0; t < 100; ++t) {
        const QString id =
            u"tests/test_module_%1.py::test_feature_%2_handles_case[param-%3]"_s.arg(t % 10).arg(t).arg(t % 4);
        (t < 60 ? task.tests.failToPass : task.tests.passToPass).append(id);
    }
    const QStringList all = task.tests.failToPass + task.tests.passToPass;
    for (int s = 0; s < 12; ++s) {
        Spec spec;
        spec.id = u"S%1"_s.arg(s + 1);
        spec.category = u"functional"_s;
        spec.title = u"Requirement number %1 of the generated task"_s.arg(s + 1);
        for (int t = 0; t < 100; ++t) {
            if (t % 14 == s) // tests 12, 13, 26, 27, ... stay uncovered
                spec.coveredBy.append(all.at(t));
        }
        task.specs.append(spec);
    }
    const QStringList models = {u"claude-3-5-sonnet"_s, u"gpt-4o"_s, u"deepseek-v3"_s, u"qwen-2.5-coder-32b"_s,
                                u"llama-3.1-405b"_s};
    for (int m = 0; m < models.size(); ++m) {
        for (int sample = 0; sample < 4; ++sample) {
            Attempt attempt;
            attempt.id = u"%1-%2"_s.arg(models.at(m)).arg(sample);
            attempt.model = models.at(m);
            attempt.sample = sample;
            for (int t = 0; t < 100; ++t) {
                const int k = (t * 7 + m * 13 + sample * 5) % 37;
                const TestStatus status = k == 0   ? TestStatus::Error
                                          : k == 1 ? TestStatus::Skipped
                                          : k == 2 ? TestStatus::XFail
                                          : k < 7  ? TestStatus::Failed
                                                   : TestStatus::Passed;
                if (k != 3) // a test the log does not mention: missing
                    attempt.results.set(all.at(t), status);
            }
            task.attempts.append(attempt);
        }
    }
    Flag fp;
    fp.id = u"F1"_s;
    fp.kind = FlagKind::FalsePositive;
    fp.attempt = u"gpt-4o-2"_s;
    fp.tests = {all.at(5)};
    fp.confidence = 0.9;
    fp.rationale = u"<b>not bold</b> & plain"_s;
    Flag fn;
    fn.id = u"F2"_s;
    fn.kind = FlagKind::FalseNegative;
    fn.attempt = u"deepseek-v3-1"_s;
    fn.confidence = 0.6;
    fn.rationale = u"the whole attempt"_s;
    task.flags = {fp, fn};
    return task;
}

TestResults allPassing(const Task &task)
{
    TestResults results;
    for (const QString &id : task.tests.failToPass + task.tests.passToPass)
        results.set(id, TestStatus::Passed);
    return results;
}

QTableView *tableOf(AttemptMatrixView &view)
{
    auto *table = view.findChild<QTableView *>(u"matrixTable"_s);
    if (!table)
        qFatal("no matrixTable");
    return table;
}

QPoint cellCentre(AttemptMatrixView &view, const QString &attemptId, const QString &testId)
{
    const QModelIndex index =
        view.model()->index(view.model()->rowOfAttempt(attemptId), view.model()->columnOfTest(testId));
    return tableOf(view)->visualRect(index).center();
}

} // namespace

class TestAttemptMatrixView : public QObject
{
    Q_OBJECT

private:
    Task m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        Result<Task> task = loadTask(QStringLiteral(HEDDLE_SOURCE_DIR) + u"/resources/demo"_s, u"coin-hours-split"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        m_demo = *task;
    }

    void clickOpensTheCell()
    {
        AttemptMatrixView view;
        view.resize(1400, 800);
        view.setTask(m_demo);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        QSignalSpy spy(&view, &AttemptMatrixView::cellActivated);
        QWidget *viewport = tableOf(view)->viewport();
        const QString test = kHours + u"test_minimum_allocation"_s;
        QTest::mouseClick(viewport, Qt::LeftButton, {}, cellCentre(view, u"claude-3-5-sonnet-1"_s, test));
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), u"claude-3-5-sonnet-1"_s);
        QCOMPARE(spy.at(0).at(1).toString(), test);
        QCOMPARE(spy.at(0).at(2).toStringList(), QStringList{u"F1"_s});

        const QString other = kHours + u"test_proportional_split"_s;
        QTest::mouseClick(viewport, Qt::LeftButton, {}, cellCentre(view, QString(), other));
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.at(1).at(0).toString(), QString());
        QCOMPARE(spy.at(1).at(1).toString(), other);
        QVERIFY(spy.at(1).at(2).toStringList().isEmpty());

        QTest::mouseClick(viewport, Qt::LeftButton, {},
                          cellCentre(view, QString::fromUtf16(kEmptyPatchAttemptId), other));
        QCOMPARE(spy.size(), 3);
        QCOMPARE(spy.at(2).at(0).toString(), QString::fromUtf16(kEmptyPatchAttemptId));
    }

    void enterOpensTheCurrentCell()
    {
        AttemptMatrixView view;
        view.resize(1400, 800);
        view.setTask(m_demo);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        table->setFocus();
        QTRY_VERIFY(table->hasFocus());

        QSignalSpy spy(&view, &AttemptMatrixView::cellActivated);
        view.selectCell(u"gpt-4o-0"_s, kHours + u"test_minimum_exceeds_hours"_s);
        QCOMPARE(spy.size(), 0); // selecting from outside does not ask to open anything
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), u"gpt-4o-0"_s);
        QCOMPARE(spy.at(0).at(1).toString(), kHours + u"test_minimum_exceeds_hours"_s);
        QCOMPARE(spy.at(0).at(2).toStringList(), QStringList{u"F2"_s});

        // The arrows move through the matrix: one row up is gpt-4o's neighbour above, claude #1.
        QTest::keyClick(table, Qt::Key_Up);
        QTest::keyClick(table, Qt::Key_Enter);
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.at(1).at(0).toString(), u"claude-3-5-sonnet-1"_s);
        QCOMPARE(spy.at(1).at(1).toString(), kHours + u"test_minimum_exceeds_hours"_s);
    }

    void flaggedCellAndRowAreMarked()
    {
        AttemptMatrixView view;
        view.resize(1400, 800);
        view.setTask(m_demo);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        const QImage image = table->viewport()->grab().toImage();
        M *model = view.model();

        // F1 (FP, open) paints an orange corner on its cell; the cell beside it and F3's cell (dismissed) have none.
        const auto rectOf = [&](const QString &attempt, const QString &test) {
            return table->visualRect(model->index(model->rowOfAttempt(attempt), model->columnOfTest(test)));
        };
        const QRect f1 = rectOf(u"claude-3-5-sonnet-1"_s, kHours + u"test_minimum_allocation"_s);
        QVERIFY(countNear(image, f1, kOrange) >= 6);
        QVERIFY(countNear(image, f1, kGreen) >= 6); // still a pass underneath the mark
        QCOMPARE(countNear(image, rectOf(u"claude-3-5-sonnet-1"_s, kHours + u"test_proportional_split"_s), kOrange), 0);
        QCOMPARE(countNear(image,
                           rectOf(u"claude-3-5-sonnet-0"_s, kHours + u"test_remainder_ties_follow_request_order"_s),
                           kOrange),
                 0);

        // The row header of claude #1 carries an FP badge; claude #0 (only a dismissed flag) does not.
        QHeaderView *rows = table->verticalHeader();
        const QImage header = rows->viewport()->grab().toImage();
        const auto rowRect = [&](const QString &attempt) {
            const int row = model->rowOfAttempt(attempt);
            return QRect(0, rows->sectionViewportPosition(row), rows->width(), rows->sectionSize(row));
        };
        QVERIFY(countNear(header, rowRect(u"claude-3-5-sonnet-1"_s), kOrange) >= 20);
        QCOMPARE(countNear(header, rowRect(u"claude-3-5-sonnet-0"_s), kOrange), 0);
        QVERIFY(countNear(header, rowRect(u"gpt-4o-0"_s), 0x0072B2) >= 20);

        // The control rows say what they expect, unelided.
        QVERIFY(rows->width() >
                QFontMetrics(rows->font()).horizontalAdvance(u"Empty patch: must fail FAIL_TO_PASS"_s) + 12);

        // Without validation runs the control rows are blank dashes, not tiles.
        const QRect notRun = rectOf(QString(), kHours + u"test_minimum_allocation"_s);
        QCOMPARE(countNear(image, notRun, kGreen), 0);
        QCOMPARE(countNear(image, notRun, 0xD55E00), 0);
    }

    void largeTaskIsReadable()
    {
        const Task task = generatedTask();
        AttemptMatrixView view;
        view.resize(1600, 900);
        view.setTask(task, allPassing(task));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        QCOMPARE(view.model()->rowCount(), 22);
        QCOMPARE(view.model()->columnCount(), 100);

        // Every column is at least as wide as the widest glyph, drawn bold in the table's font.
        QFont bold = table->font();
        bold.setBold(true);
        const QFontMetrics glyphs(bold);
        int widestGlyph = 0;
        for (int status = M::NotRun; status <= int(TestStatus::Missing); ++status)
            widestGlyph = std::max(widestGlyph, glyphs.horizontalAdvance(AttemptMatrixView::statusGlyph(status)));
        QHeaderView *columns = table->horizontalHeader();
        for (int c = 0; c < 100; ++c)
            QVERIFY2(columns->sectionSize(c) >= widestGlyph + 2,
                     qPrintable(u"column %1 is %2 px"_s.arg(c).arg(columns->sectionSize(c))));

        // The header has room for every rotated name, or the name is elided and its tooltip has the full id.
        const QFontMetrics names(columns->font());
        QVERIFY(columns->height() >= view.testNameSpace() + 2 * names.height());
        for (int c = 0; c < 100; ++c) {
            const QString name = view.model()->headerData(c, Qt::Horizontal).toString();
            QVERIFY(names.horizontalAdvance(name) <= view.testNameSpace() || view.isTestNameElided(c));
            QVERIFY(view.model()
                        ->headerData(c, Qt::Horizontal, Qt::ToolTipRole)
                        .toString()
                        .startsWith(view.model()->testIdAt(c) + u'\n'));
        }
        QVERIFY(view.testNameSpace() >= names.horizontalAdvance(u"test_feature_1_handles_case"_s));

        // All 100 tests and 22 rows in a 1600x900 window: no scrolling, and the summary does not mention a width.
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        QCOMPARE(table->verticalScrollBar()->maximum(), 0);
        QVERIFY2(!view.summaryText().contains(u"px wide"_s), qPrintable(view.summaryText()));
        QVERIFY(view.summaryText().startsWith(u"20 attempts × 100 tests"_s));

        view.resize(1400, 800);
        QTRY_COMPARE(table->horizontalScrollBar()->maximum() == 0, !view.summaryText().contains(u"px wide"_s));

        // Too narrow for every column: it scrolls and says how wide the matrix is.
        view.resize(700, 800);
        QTRY_VERIFY(table->horizontalScrollBar()->maximum() > 0);
        QTRY_VERIFY2(view.summaryText().contains(u"The matrix is %1 px wide"_s.arg(view.matrixWidth())),
                     qPrintable(view.summaryText()));
        for (int c = 0; c < 100; ++c)
            QVERIFY(columns->sectionSize(c) >= widestGlyph + 2);
    }

    // A narrow list keeps a name that fits (PASS_TO_PASS, then P2P) instead of "PASS_TO_P…".
    void aNarrowListsNameFits()
    {
        Result<Task> task = loadTask(QStringLiteral(HEDDLE_SOURCE_DIR) + u"/resources/demo"_s, u"wallet-lock"_s);
        QVERIFY(task);
        AttemptMatrixView view;
        view.resize(700, 500);
        view.setTask(*task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *header = view.findChild<MatrixTestHeader *>();
        QVERIFY(header);
        QFont bold = header->font();
        bold.setBold(true);
        QStringList bands;
        for (const MatrixTestHeader::GroupLabel &label : header->groupLabels()) {
            if (!label.bold)
                continue;
            bands << label.text;
            QVERIFY2(QFontMetrics(bold).horizontalAdvance(label.text) <= label.rect.width() - 4,
                     qPrintable(label.text));
            QVERIFY2(!view.elidedGroupLabels().contains(label.text), qPrintable(label.text));
        }
        QCOMPARE(bands.size(), 2);
        QCOMPARE(bands.first(), u"FAIL_TO_PASS (12)"_s);
        QVERIFY2(bands.last() == u"PASS_TO_PASS"_s || bands.last().startsWith(u"P2P"_s), qPrintable(bands.last()));
        view.resize(1400, 500);
        QTRY_VERIFY(header->groupLabels().first().text == u"FAIL_TO_PASS (12)"_s);
    }

    // A spec whose columns are narrower than its id shows the id whole, upright in a band that grows to hold it,
    // never "S…" or nothing (spend-policy's S10 and S11 own one test each).
    void aNarrowSpecsIdStandsUpright()
    {
        Result<Task> task = loadTask(QStringLiteral(HEDDLE_SOURCE_DIR) + u"/resources/demo"_s, u"spend-policy"_s);
        QVERIFY(task);
        AttemptMatrixView view;
        view.resize(420, 600);
        view.setTask(*task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *header = view.findChild<MatrixTestHeader *>();
        QVERIFY(header);
        QStringList specs;
        int upright = 0;
        for (const MatrixTestHeader::GroupLabel &label : header->groupLabels()) {
            if (label.bold || label.italic)
                continue;
            const QString id = label.text.section(u' ', 0, 0);
            specs << id;
            const int room = label.upright ? label.rect.height() - 6 : label.rect.width() - 4;
            QVERIFY2(QFontMetrics(header->font()).horizontalAdvance(id) <= room,
                     qPrintable(u"%1 in %2 px"_s.arg(id).arg(room)));
            upright += label.upright ? 1 : 0;
        }
        QVERIFY2(view.elidedGroupLabels().isEmpty(), qPrintable(view.elidedGroupLabels().join(u" | "_s)));
        QVERIFY2(specs.contains(u"S10"_s), qPrintable(specs.join(u", "_s)));
        QVERIFY(upright > 0);
        QVERIFY(header->specBandHeight() > header->bandHeight());
    }

    void tooltipsArePlainText()
    {
        const Task task = generatedTask();
        AttemptMatrixView view;
        view.resize(1600, 900);
        view.setTask(task);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        const QPoint at = cellCentre(view, u"gpt-4o-2"_s, task.tests.failToPass.at(5));
        QHelpEvent help(QEvent::ToolTip, at, table->viewport()->mapToGlobal(at));
        QApplication::sendEvent(table->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString shown = QToolTip::text();
        QVERIFY2(shown.contains(u"Flag F1 (FP, open, 0.90): &lt;b&gt;not bold&lt;/b&gt; &amp; plain"_s),
                 qPrintable(shown));
        QVERIFY(!shown.contains(u"<b>"_s));
        QToolTip::hideText();
    }

    void followsThePalette()
    {
        AttemptMatrixView view;
        view.resize(1400, 800);
        view.setTask(m_demo);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        M *model = view.model();
        const QRect notRun = table->visualRect(model->index(0, 0));
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
        dark.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        const QImage image = table->viewport()->grab().toImage();
        QVERIFY(nearColour(image.pixel(notRun.left() + 3, notRun.top() + 3), 0x202024, 4));
        // The dash of a not-run cell stays visible on the dark base.
        QVERIFY(countNear(image, notRun, 0x202024, 30) < notRun.width() * notRun.height());
        const QImage rows = table->verticalHeader()->viewport()->grab().toImage();
        QVERIFY(qGray(rows.pixel(rows.width() / 2, rows.height() - 2)) < 80);
    }

    void crispAtDevicePixelRatioTwo()
    {
        AttemptMatrixView view;
        view.resize(1400, 800);
        view.setTask(m_demo);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = tableOf(view);
        M *model = view.model();
        const QRect cell = table->visualRect(model->index(model->rowOfAttempt(u"gpt-4o-2"_s), 0));
        QPixmap pixmap(table->viewport()->size() * 2);
        pixmap.setDevicePixelRatio(2);
        pixmap.fill(Qt::transparent);
        table->viewport()->render(&pixmap);
        const QImage image = pixmap.toImage();
        QCOMPARE(image.size(), table->viewport()->size() * 2);
        // The tile fills its inner device pixels with the exact colour (no scaled-up, blurred bitmap), and the
        // glyph is drawn at the full resolution: white pixels inside the tile.
        const QRect physical(cell.topLeft() * 2, cell.size() * 2);
        QCOMPARE(QColor(image.pixel(physical.left() + 4, physical.center().y())).rgb() & 0xffffff, kGreen);
        QVERIFY(countNear(image, physical, 0xffffff, 10) >= 10);
        QVERIFY(countNear(image, physical, kGreen, 0) >= physical.width() * physical.height() / 3);
    }
};

QTEST_MAIN(TestAttemptMatrixView)
#include "tst_attemptmatrixview.moc"
