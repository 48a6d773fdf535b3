// The statistics view on hand-made figures and on the demo dataset's: the bars carry the figures under the right
// labels, undefined precision and kappa show a dash, the summary counts tasks, failures and warnings, names from the
// dataset show as typed, the charts follow a dark palette (light or dark on screen) and reflow with the width.
#include <core/agents/agentspending.h>
#include <core/stats/datasetstats.h>
#include <widgets/stats/reviewagentstable.h>
#include <widgets/stats/statsview.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/demo/labelleddemo.h>
#include <tests/support/gui/palettes.h>
#include <tests/support/gui/images.h>

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kDash = u"—"_s;
const QString kTagged = u"<b>x</b>"_s;

DatasetStats handMade()
{
    DatasetStats s;
    s.name = u"hand"_s;
    s.tasks = 10;
    s.byStatus = {{CurationStatus::New, 3},
                  {CurationStatus::InReview, 2},
                  {CurationStatus::InRepair, 1},
                  {CurationStatus::Approved, 2},
                  {CurationStatus::Rejected, 1}};
    s.failures = {TaskFailure{u"broken-<i>task</i>"_s, makeError(Error::Code::Parse, u"task.json: bad"_s)}};
    s.warnings = {makeError(Error::Code::Parse, u"run one"_s), makeError(Error::Code::Io, u"review two"_s)};

    ModelPassRate claude;
    claude.model = u"claude-3-5-sonnet"_s;
    claude.attempts = 4;
    claude.passed = 3;
    claude.fromValidation = 4;
    ModelPassRate tagged;
    tagged.model = kTagged;
    tagged.attempts = 7;
    tagged.passed = 2;
    tagged.fromValidation = 5;
    tagged.fromStoredResults = 2;
    s.models = {claude, tagged};

    CategoryFlags functional;
    functional.category = u"functional"_s;
    functional.fp = VerdictCounts{1, 2, 1, 0};
    functional.fn = VerdictCounts{0, 3, 0, 1};
    CategoryFlags none;
    none.fp = VerdictCounts{2, 0, 0, 0};
    s.categories = {u"functional"_s};
    s.flagsByCategory = {functional, none};

    s.calibration.overall.fp = Precision{2, 1, 3};
    s.calibration.overall.fn = Precision{0, 0, 4}; // nothing judged: undefined
    s.calibration.byCategory.insert(u"functional"_s, KindPrecision{Precision{2, 1, 1}, Precision{3, 0, 1}});
    s.calibration.byModel.insert(kTagged, KindPrecision{Precision{1, 1, 0}, Precision{}});

    s.agreement = {CuratorAgreement{u"alice"_s, u"bob"_s, 4, 3, 0.5},
                   CuratorAgreement{u"alice"_s, u"carol"_s, 0, 0, std::nullopt}};
    return s;
}

QBarCategoryAxis *categoryAxis(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
    return axes.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis *>(axes.first());
}

QList<QBarSet *> barSets(QChart *chart)
{
    const QList<QAbstractSeries *> series = chart->series();
    return series.isEmpty() ? QList<QBarSet *>{} : static_cast<QAbstractBarSeries *>(series.first())->barSets();
}

// The value of the bar labelled category in the set named setLabel (the only set when empty); NaN when missing.
double bar(QChart *chart, const QString &category, const QString &setLabel = {})
{
    QBarCategoryAxis *axis = categoryAxis(chart);
    if (!axis)
        return qQNaN();
    const qsizetype index = axis->categories().indexOf(category);
    for (QBarSet *set : barSets(chart)) {
        if ((setLabel.isEmpty() || set->label() == setLabel) && index >= 0 && index < set->count())
            return set->at(index);
    }
    return qQNaN();
}

// The text a user reads in the chart: every text item of its scene, as laid out.
QStringList shownTexts(QChart *chart)
{
    QStringList texts;
    if (!chart->scene())
        return texts;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (QGraphicsItem *item : items) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            texts.append(text->toPlainText());
    }
    return texts;
}

int rowOf(QTableWidget *table, const QString &firstColumn)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == firstColumn)
            return row;
    }
    return -1;
}

QString cell(QTableWidget *table, const QString &firstColumn, int column)
{
    const int row = rowOf(table, firstColumn);
    return row >= 0 && table->item(row, column) ? table->item(row, column)->text() : QString();
}

// Whether the widget lies wholly inside the scroll area's visible part.
bool fullyVisible(QScrollArea *scroll, QWidget *widget)
{
    const QRect rect(widget->mapTo(scroll->viewport(), QPoint(0, 0)), widget->size());
    return widget->isVisible() && scroll->viewport()->rect().contains(rect);
}

} // namespace

class TestStatsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statusBarsInWorkflowOrder()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QChart *chart = view.statusChart();
        QBarCategoryAxis *axis = categoryAxis(chart);
        QVERIFY(axis);
        // Bottom-up on the axis, so the workflow reads top-down.
        QStringList topDown = axis->categories();
        std::reverse(topDown.begin(), topDown.end());
        QCOMPARE(topDown, (QStringList{u"new"_s, u"in review"_s, u"in repair"_s, u"approved"_s, u"rejected"_s}));
        QCOMPARE(bar(chart, u"new"_s), 3.0);
        QCOMPARE(bar(chart, u"in review"_s), 2.0);
        QCOMPARE(bar(chart, u"in repair"_s), 1.0);
        QCOMPARE(bar(chart, u"approved"_s), 2.0);
        QCOMPARE(bar(chart, u"rejected"_s), 1.0);
    }

    void passRatePerModelWithAttempts()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QChart *chart = view.passRateChart();
        QCOMPARE(bar(chart, u"claude-3-5-sonnet (4)"_s), 75.0);
        QCOMPARE(bar(chart, u"&lt;b&gt;x&lt;/b&gt; (7)"_s), 28.6);
        QCOMPARE(categoryAxis(chart)->categories().size(), 2);

        // A long name is shortened in the middle: the count of attempts stays readable.
        DatasetStats stats = handMade();
        ModelPassRate longModel;
        longModel.model = u"qwen-2.5-coder-32b-instruct-with-a-rather-long-fine-tuning-suffix-v2"_s;
        longModel.attempts = 20;
        longModel.passed = 20;
        stats.models.append(longModel);
        view.setStats(stats, u"Hand"_s);
        QString shortened;
        for (const QString &category : categoryAxis(chart)->categories()) {
            if (category.startsWith(u"qwen-2.5"_s))
                shortened = category;
        }
        QVERIFY2(shortened.contains(u'…') && shortened.endsWith(u"suffix-v2 (20)"_s), qPrintable(shortened));
        QVERIFY(shortened.size() < 45);
        QCOMPARE(bar(chart, shortened), 100.0);
    }

    void flagsStackedByVerdict()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QChart *chart = view.flagsChart();
        QVERIFY(qobject_cast<QHorizontalStackedBarSeries *>(chart->series().value(0)));
        QStringList legend;
        for (QBarSet *set : barSets(chart))
            legend.append(set->label());
        QCOMPARE(legend, (QStringList{u"open"_s, u"confirmed"_s, u"dismissed"_s, u"needs rerun"_s}));
        QCOMPARE(bar(chart, u"functional · FP"_s, u"open"_s), 1.0);
        QCOMPARE(bar(chart, u"functional · FP"_s, u"confirmed"_s), 2.0);
        QCOMPARE(bar(chart, u"functional · FP"_s, u"dismissed"_s), 1.0);
        QCOMPARE(bar(chart, u"functional · FN"_s, u"confirmed"_s), 3.0);
        QCOMPARE(bar(chart, u"functional · FN"_s, u"needs rerun"_s), 1.0);
        QCOMPARE(bar(chart, u"(no spec) · FP"_s, u"open"_s), 2.0);
        QCOMPARE(bar(chart, u"(no spec) · FN"_s, u"open"_s), 0.0);
        QVERIFY(chart->legend()->isVisible());
        // Colour-blind-safe colours that a theme change leaves alone.
        QCOMPARE(barSets(chart).at(1)->color(), QColor(0xE69F00));
        QCOMPARE(barSets(chart).at(2)->color(), QColor(0x0072B2));
    }

    void calibrationTable()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QTableWidget *table = view.calibrationTable();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(cell(table, u"All flags"_s, 1), u"66.7 % (2 of 3)"_s);
        QCOMPARE(cell(table, u"All flags"_s, 2), u"3"_s);
        QCOMPARE(cell(table, u"All flags"_s, 3), kDash);
        QCOMPARE(cell(table, u"All flags"_s, 4), u"4"_s);
        QCOMPARE(cell(table, u"Spec category: functional"_s, 3), u"100.0 % (3 of 3)"_s);
        QCOMPARE(cell(table, u"Model: "_s + kTagged, 1), u"50.0 % (1 of 2)"_s);
        QCOMPARE(cell(table, u"Model: "_s + kTagged, 3), kDash);
        QVERIFY(!(table->item(0, 1)->flags() & Qt::ItemIsEditable));
    }

    // The labelled demo's sources with the figures tst_sourcecalibration works out by hand.
    void reviewAgentsTable()
    {
        QTemporaryDir dir;
        const QString root = installLabelledDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const Result<DatasetStats> stats = computeStats(root);
        QVERIFY(stats);
        StatsView view;
        view.resize(1400, 900);
        view.setStats(*stats, QString());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *table = view.findChild<ReviewAgentsTable *>(u"reviewAgentsTable"_s);
        QVERIFY(table);
        QVERIFY(table->isVisible());
        QVERIFY(!view.findChild<QLabel *>(u"noReviewAgents"_s)->isVisible());
        QCOMPARE(table->topLevelItemCount(), 4);
        const auto row = [table](const QString &source) -> QTreeWidgetItem * {
            const QList<QTreeWidgetItem *> found = table->findItems(source, Qt::MatchExactly, 0);
            return found.size() == 1 ? found.first() : nullptr;
        };
        QTreeWidgetItem *alpha = row(u"alpha"_s);
        QVERIFY(alpha);
        QCOMPARE(alpha->text(ReviewAgentsTable::FpPrecisionColumn), u"100.0 % (1 of 1)"_s);
        QCOMPARE(alpha->text(ReviewAgentsTable::FpRecallColumn), u"100.0 % (3 of 3)"_s);
        QCOMPARE(alpha->text(ReviewAgentsTable::FnPrecisionColumn), u"50.0 % (1 of 2)"_s);
        QCOMPARE(alpha->text(ReviewAgentsTable::PrecisionColumn), u"66.7 % (2 of 3)"_s);
        QCOMPARE(alpha->text(ReviewAgentsTable::RecallColumn), u"100.0 % (4 of 4)"_s);
        QCOMPARE(alpha->text(ReviewAgentsTable::UndecidedColumn), u"1"_s);
        QTreeWidgetItem *beta = row(u"beta"_s);
        QVERIFY(beta);
        QCOMPARE(beta->text(ReviewAgentsTable::FnPrecisionColumn), u"—"_s);
        QCOMPARE(beta->text(ReviewAgentsTable::FnRecallColumn), u"0.0 % (0 of 1)"_s);
        QCOMPARE(beta->text(ReviewAgentsTable::WithdrawnColumn), u"1"_s);
        QVERIFY(row(u"computed"_s));
        QCOMPARE(row(u"review-agent"_s)->text(ReviewAgentsTable::PrecisionColumn), u"—"_s);

        // The breakdowns open under their source, and the table grows to show them.
        QStringList children;
        for (int i = 0; i < beta->childCount(); ++i)
            children.append(beta->child(i)->text(0));
        QVERIFY2(children.contains(u"Spec category: functional"_s), qPrintable(children.join(u", "_s)));
        QVERIFY2(children.contains(u"Model: gpt-4o"_s), qPrintable(children.join(u", "_s)));
        for (int i = 0; i < beta->childCount(); ++i)
            if (beta->child(i)->text(0) == u"Spec category: functional"_s)
                QCOMPARE(beta->child(i)->text(ReviewAgentsTable::FpPrecisionColumn), u"0.0 % (0 of 1)"_s);
        QVERIFY(!beta->isExpanded());
        const int collapsed = table->height();
        table->expandItem(beta);
        QVERIFY(table->height() > collapsed);
        QVERIFY(table->visualItemRect(beta->child(beta->childCount() - 1)).bottom() <= table->viewport()->height());

        view.setStats(DatasetStats{}, u"Empty"_s);
        QVERIFY(!table->isVisible());
        QVERIFY(view.findChild<QLabel *>(u"noReviewAgents"_s)->isVisible());
    }

    void agreementTable()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QTableWidget *table = view.agreementTable();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(cell(table, u"alice / bob"_s, 1), u"4"_s);
        QCOMPARE(cell(table, u"alice / bob"_s, 2), u"3"_s);
        QCOMPARE(cell(table, u"alice / bob"_s, 3), u"0.500"_s);
        QCOMPARE(cell(table, u"alice / carol"_s, 3), kDash);
        QVERIFY(!view.findChild<QLabel *>(u"noAgreement"_s)->isVisibleTo(&view));

        DatasetStats none = handMade();
        none.agreement.clear();
        view.setStats(none, u"Hand"_s);
        QCOMPARE(view.agreementTable()->rowCount(), 0);
        QVERIFY(view.findChild<QLabel *>(u"noAgreement"_s)->isVisibleTo(&view));
    }

    void spendingTable()
    {
        StatsView view;
        view.resize(1000, 800);
        view.show();
        view.setStats(handMade(), u"Hand"_s);
        QTableWidget *table = view.spendingTable();
        QVERIFY(!table->isVisibleTo(&view)); // no built-in reviewer has run

        view.setSpending({{u"house-reviewer"_s, 3, 1, 4, 900, 80, false, 0.0026},
                          {u"local-<b>llama</b>"_s, 2, 0, 2, 400, 50, true, -1.0}});
        QVERIFY(table->isVisibleTo(&view));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(cell(table, u"house-reviewer"_s, 1), u"3"_s);
        QCOMPARE(cell(table, u"house-reviewer"_s, 2), u"1"_s);
        QCOMPARE(cell(table, u"house-reviewer"_s, 3), u"4"_s);
        QCOMPARE(cell(table, u"house-reviewer"_s, 4), u"900"_s);
        QCOMPARE(cell(table, u"house-reviewer"_s, 5), u"80"_s);
        QCOMPARE(cell(table, u"house-reviewer"_s, 6), QLocale().toString(0.0026, 'f', 4));
        // Names as typed; tokens a server did not report are marked; no price, no cost.
        QCOMPARE(cell(table, u"local-<b>llama</b>"_s, 4), u"400 (some estimated)"_s);
        QCOMPARE(cell(table, u"local-<b>llama</b>"_s, 6), u"no price stated"_s);
    }

    void summaryLine()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand <i>set</i>"_s);
        QCOMPARE(view.summaryText(), u"Hand <i>set</i>: 10 tasks, 1 failed to load, 2 warnings"_s);
        auto *label = view.findChild<QLabel *>(u"statsSummary"_s);
        QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY(view.summaryDetails().contains(u"broken-<i>task</i>"_s));
        // The tooltip is escaped, so the id shows as typed.
        QVERIFY(label->toolTip().contains(u"broken-&lt;i&gt;task&lt;/i&gt;"_s));
        QVERIFY(!label->toolTip().contains(u"<i>"_s));

        DatasetStats clean = handMade();
        clean.failures.clear();
        clean.warnings.clear();
        clean.tasks = 1;
        view.setStats(clean, QString());
        QCOMPARE(view.summaryText(), u"hand: 1 task, 0 failed to load, 0 warnings"_s);
        QVERIFY(label->toolTip().isEmpty());
    }

    void untrustedNamesShowLiterally()
    {
        DatasetStats stats = handMade();
        ModelPassRate longModel;
        longModel.model = u"qwen-2.5-coder-32b-instruct-with-a-rather-long-fine-tuning-suffix-v2"_s;
        longModel.attempts = 20;
        stats.models.append(longModel);
        StatsView view;
        view.resize(1200, 800);
        view.setStats(stats, u"Hand"_s);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(shownTexts(view.passRateChart()).contains(u"<b>x</b> (7)"_s));
        // The long name is shortened, not cut: its count of attempts is still on screen.
        bool countShown = false;
        for (const QString &text : shownTexts(view.passRateChart()))
            countShown = countShown || (text.startsWith(u"qwen"_s) && text.endsWith(u"(20)"_s));
        QVERIFY(countShown);
        QVERIFY(shownTexts(view.passRateChart()).contains(u"claude-3-5-sonnet (4)"_s));
        QVERIFY(!shownTexts(view.passRateChart()).contains(u"x (7)"_s));
        QCOMPARE(cell(view.calibrationTable(), u"Model: <b>x</b>"_s, 0), u"Model: <b>x</b>"_s);
    }

    void darkPaletteSwitchesTheme()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        QCOMPARE(view.statusChart()->theme(), QChart::ChartThemeLight);
        view.setPalette(darkPalette());
        QVERIFY(view.isDark());
        for (QChart *chart : {view.statusChart(), view.passRateChart(), view.flagsChart()})
            QCOMPARE(chart->theme(), QChart::ChartThemeDark);
        // The figures keep their colours under the new theme.
        QCOMPARE(barSets(view.passRateChart()).at(0)->color(), QColor(0x009E73));
        QCOMPARE(barSets(view.flagsChart()).at(1)->color(), QColor(0xE69F00));
        // The legend names each colour: its markers follow the bars.
        const QList<QLegendMarker *> markers = view.flagsChart()->legend()->markers();
        QCOMPARE(markers.size(), 4);
        for (QLegendMarker *marker : markers) {
            auto *barMarker = qobject_cast<QBarLegendMarker *>(marker);
            QVERIFY(barMarker);
            QCOMPARE(marker->brush().color(), barMarker->barset()->color());
        }
        // Stats set under a dark palette keep the dark theme.
        view.setStats(handMade(), u"Hand"_s);
        QCOMPARE(view.flagsChart()->theme(), QChart::ChartThemeDark);
        QCOMPARE(barSets(view.flagsChart()).at(1)->color(), QColor(0xE69F00));
        view.setPalette(QPalette(QColor(0xf0, 0xf0, 0xf0)));
        QCOMPARE(view.passRateChart()->theme(), QChart::ChartThemeLight);
    }

    void reflowsWithWidth()
    {
        StatsView view;
        view.setStats(handMade(), u"Hand"_s);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.chartColumns(), 2);
        auto *scroll = view.findChild<QScrollArea *>(u"statsScroll"_s);
        QTRY_VERIFY(fullyVisible(scroll, view.statusChartView()));
        QVERIFY(fullyVisible(scroll, view.passRateChartView()));
        QVERIFY(fullyVisible(scroll, view.flagsChartView()));
        QCOMPARE(view.statusChartView()->y(), view.passRateChartView()->y());

        view.resize(700, 800);
        QTRY_COMPARE(view.chartColumns(), 1);
        QTRY_VERIFY(view.passRateChartView()->y() > view.statusChartView()->y());
        QVERIFY(view.flagsChartView()->y() > view.passRateChartView()->y());
    }

    void demoDataset()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const Result<DatasetStats> stats = computeStats(root);
        QVERIFY2(stats, qPrintable(stats ? QString() : stats.error().toString()));
        QVERIFY(stats->tasks > 0);
        QVERIFY(!stats->models.isEmpty());

        StatsView view;
        view.resize(1200, 800);
        view.setStats(*stats, QString());
        QVERIFY(view.summaryText().startsWith(stats->name + u": "_s + QString::number(stats->tasks)));
        for (const auto &[status, n] : stats->byStatus) {
            const QString word =
                QStringList{u"new"_s, u"in review"_s, u"in repair"_s, u"approved"_s, u"rejected"_s}.at(int(status));
            QCOMPARE(bar(view.statusChart(), word), double(n));
        }
        for (const ModelPassRate &m : stats->models) {
            const QString label = u"%1 (%2)"_s.arg(m.model.toHtmlEscaped()).arg(m.attempts);
            QCOMPARE(bar(view.passRateChart(), label), m.rate() ? std::round(*m.rate() * 1000.0) / 10.0 : 0.0);
        }
        for (const CategoryFlags &c : stats->flagsByCategory) {
            const QString name = c.category.isEmpty() ? u"(no spec)"_s : c.category;
            QCOMPARE(bar(view.flagsChart(), name + u" · FP"_s, u"confirmed"_s), double(c.fp.confirmed));
            QCOMPARE(bar(view.flagsChart(), name + u" · FN"_s, u"dismissed"_s), double(c.fn.dismissed));
        }
        QCOMPARE(view.calibrationTable()->rowCount(),
                 1 + stats->calibration.byCategory.size() + stats->calibration.byModel.size());
        QCOMPARE(view.agreementTable()->rowCount(), stats->agreement.size());

        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.chartColumns(), 2);
        const double light = meanLightness(view.grab().toImage());
        QVERIFY2(light > 0.6, qPrintable(QString::number(light)));
        view.setPalette(darkPalette());
        QCOMPARE(view.statusChart()->theme(), QChart::ChartThemeDark);
        const double dark = meanLightness(view.grab().toImage());
        QVERIFY2(dark < 0.35, qPrintable(QString::number(dark)));

        // The hand-made figures too: long and hostile names, undefined values.
        DatasetStats long_ = handMade();
        ModelPassRate longModel;
        longModel.model = u"qwen-2.5-coder-32b-instruct-with-a-rather-long-fine-tuning-suffix-v2"_s;
        longModel.attempts = 20;
        longModel.passed = 20;
        long_.models.append(longModel);
        long_.calibration.byModel.insert(longModel.model, KindPrecision{Precision{1, 0, 0}, Precision{0, 2, 1}});
        StatsView hand;
        hand.resize(1200, 800);
        hand.setStats(long_, u"Hand"_s);
        hand.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hand));
        QVERIFY2(distinctColours(hand.grab().toImage()) > 8, "the charts rendered blank");
        hand.resize(700, 800);
        QTRY_COMPARE(hand.chartColumns(), 1);
        QVERIFY2(distinctColours(hand.grab().toImage()) > 8, "the charts rendered blank");
    }
};

QTEST_MAIN(TestStatsView)
#include "tst_statsview.moc"
