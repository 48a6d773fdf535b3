#include <widgets/stats/statsview.h>
#include <widgets/plaintooltip.h>
#include <widgets/stats/reviewagentstable.h>
#include <widgets/theme.h>

#include <core/agents/agentspending.h>
#include <core/stats/datasetstats.h>

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <QCursor>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// The theme's Okabe-Ito colours, as in the attempt matrix. Every series is also named in its chart's legend or axis
// title, so no figure depends on colour alone.
constexpr QRgb kStatusColor = theme::okabeIto::skyBlue;
constexpr QRgb kPassedColor = theme::passed;
constexpr QRgb kOpenColor = theme::okabeIto::skyBlue;
constexpr QRgb kConfirmedColor = theme::okabeIto::orange; // the flag holds
constexpr QRgb kDismissedColor = theme::okabeIto::blue;   // the flag was wrong
constexpr QRgb kRerunColor = theme::okabeIto::reddishPurple;

constexpr CurationStatus kWorkflow[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                        CurationStatus::Approved, CurationStatus::Rejected};

// Two columns of charts need at least this much room each; narrower views stack them.
constexpr int kMinChartWidth = 480;
constexpr int kStatusHeight = 250;
constexpr int kBarRowHeight = 26;
constexpr int kMaxNameWidth = 360;

const QString kDash = u"—"_s;

QString statusWord(CurationStatus status)
{
    switch (status) {
    case CurationStatus::New: return StatsView::tr("new");
    case CurationStatus::InReview: return StatsView::tr("in review");
    case CurationStatus::InRepair: return StatsView::tr("in repair");
    case CurationStatus::Approved: return StatsView::tr("approved");
    case CurationStatus::Rejected: return StatsView::tr("rejected");
    }
    return {};
}

QString categoryName(const QString &category)
{
    return category.isEmpty() ? StatsView::tr("(no spec)") : category;
}

QString modelName(const QString &model)
{
    return model.isEmpty() ? StatsView::tr("(no model)") : model;
}

// Qt Charts lays out axis labels, bar labels and legend entries as HTML: names from the dataset are escaped so they
// show as typed.
QString chartText(const QString &untrusted)
{
    return untrusted.toHtmlEscaped();
}

// Qt Charts cuts long axis labels at the end, which would take the attempt count with it: names are shortened in the
// middle beforehand (the tooltips have them whole).
QString shortName(const QString &name)
{
    constexpr qsizetype kMax = 24;
    if (name.size() <= kMax)
        return name;
    const qsizetype head = (kMax - 1) / 2;
    return name.left(head) + u'…' + name.right(kMax - 1 - head);
}

QString percentText(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u" %"_s;
}

QString precisionText(const Precision &p)
{
    const std::optional<double> value = p.value();
    if (!value)
        return kDash;
    return StatsView::tr("%1 (%2 of %3)").arg(percentText(*value)).arg(p.confirmed).arg(p.confirmed + p.dismissed);
}

// An axis of whole numbers from 0 with about five ticks, none between two integers.
void setCountRange(QValueAxis *axis, int max)
{
    const int top = std::max(max, 1);
    int step = 1;
    for (const int candidate : {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000}) {
        step = candidate;
        if (top / candidate <= 5)
            break;
    }
    axis->setRange(0, std::ceil(double(top) / step) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(u"%d"_s);
}

QChartView *makeChartView(QWidget *parent, const QString &objectName, const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new QChartView(chart, parent);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing, true);
    view->setMinimumWidth(320);
    view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return view;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
}

// Shows the hovered bar's figures as a plain-text tooltip over the chart.
void connectTooltips(QAbstractBarSeries *series, QChartView *view,
                     std::function<QString(const QBarSet *set, int index)> text)
{
    QObject::connect(series, &QAbstractBarSeries::hovered, series,
                     [view, text = std::move(text)](bool entered, int index, QBarSet *set) {
                         if (!entered) {
                             QToolTip::hideText();
                             return;
                         }
                         QToolTip::showText(QCursor::pos(), plainToolTip(text(set, index)), view);
                     });
}

QTableWidgetItem *textItem(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(alignment);
    return item;
}

QTableWidgetItem *numberItem(const QString &text)
{
    return textItem(text, Qt::AlignRight | Qt::AlignVCenter);
}

QTableWidget *makeTable(QWidget *parent, const QString &objectName, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(false);
    // The page scrolls, not the table: it is as tall as its rows.
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    usePlainToolTips(table);
    return table;
}

// As wide as its columns, the names column capped (long names are elided in the middle, the tooltip has them whole),
// and as tall as its rows.
void fitTable(QTableWidget *table)
{
    table->resizeColumnsToContents();
    if (table->columnWidth(0) > kMaxNameWidth)
        table->setColumnWidth(0, kMaxNameWidth);
    int width = 2 * table->frameWidth();
    for (int column = 0; column < table->columnCount(); ++column)
        width += table->columnWidth(column);
    table->setMaximumWidth(width);
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    if (table->horizontalScrollBar()->isVisible())
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

StatsView::StatsView(QWidget *parent)
    : QWidget(parent)
{
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(u"statsScroll"_s);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);

    auto *page = new QWidget;
    page->setObjectName(u"statsPage"_s);
    auto *layout = new QVBoxLayout(page);

    m_summary = new QLabel(page);
    m_summary->setObjectName(u"statsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    // What failed to load and what the figures leave out, in the page: quoted from the dataset, so plain text.
    m_problems = new QPlainTextEdit(page);
    m_problems->setObjectName(u"statsProblems"_s);
    m_problems->setReadOnly(true);
    m_problems->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_problems->setMaximumHeight(fontMetrics().lineSpacing() * 8);
    m_problems->hide();
    layout->addWidget(m_problems);

    m_statusView = makeChartView(page, u"statusChart"_s, tr("Tasks by status"));
    m_passRateView = makeChartView(page, u"passRateChart"_s, tr("Pass rate per model (number of attempts)"));
    m_flagsView = makeChartView(page, u"flagsChart"_s, tr("Flags per spec category"));
    m_charts = new QGridLayout;
    m_charts->setSpacing(8);
    layout->addLayout(m_charts);

    layout->addSpacing(8);
    layout->addWidget(heading(tr("Review agent precision (confirmed of judged flags; open and needs-rerun flags are "
                                 "undecided)"),
                              page));
    m_calibration =
        makeTable(page, u"calibrationTable"_s,
                  {tr("Flags"), tr("FP precision"), tr("FP undecided"), tr("FN precision"), tr("FN undecided")});
    layout->addWidget(m_calibration);

    layout->addSpacing(8);
    layout->addWidget(heading(tr("Review agents (precision against the curators' verdicts; recall: the confirmed "
                                 "problems each source raised too)"),
                              page));
    m_reviewAgents = new ReviewAgentsTable(page);
    layout->addWidget(m_reviewAgents);
    m_noReviewAgents = new QLabel(tr("No flags."), page);
    m_noReviewAgents->setObjectName(u"noReviewAgents"_s);
    m_noReviewAgents->setTextFormat(Qt::PlainText);
    layout->addWidget(m_noReviewAgents);

    layout->addSpacing(8);
    m_spendingHeading =
        heading(tr("Model servers asked by the built-in reviewers (tokens as the servers counted them)"), page);
    layout->addWidget(m_spendingHeading);
    m_spending = makeTable(page, u"spendingTable"_s,
                           {tr("Agent"), tr("Runs"), tr("From the cache"), tr("Requests"), tr("Prompt tokens"),
                            tr("Completion tokens"), tr("Cost")});
    layout->addWidget(m_spending);

    layout->addSpacing(8);
    layout->addWidget(heading(tr("Curator agreement (Cohen's kappa over the flags both curators judged)"), page));
    m_agreement =
        makeTable(page, u"agreementTable"_s, {tr("Curators"), tr("Flags both judged"), tr("Agreed"), tr("Kappa")});
    layout->addWidget(m_agreement);
    m_noAgreement = new QLabel(tr("No two curators have judged the same flags."), page);
    m_noAgreement->setObjectName(u"noAgreement"_s);
    m_noAgreement->setTextFormat(Qt::PlainText);
    layout->addWidget(m_noAgreement);
    layout->addStretch(1);

    m_scroll->setWidget(page);
    m_scroll->viewport()->installEventFilter(this);
    setStats(DatasetStats{}, QString());
    setSpending({});
    applyTheme();
}

StatsView::~StatsView() = default;

QChart *StatsView::statusChart() const
{
    return m_statusView->chart();
}

QChart *StatsView::passRateChart() const
{
    return m_passRateView->chart();
}

QChart *StatsView::flagsChart() const
{
    return m_flagsView->chart();
}

QString StatsView::summaryText() const
{
    return m_summary->text();
}

bool StatsView::isDark() const
{
    return palette().color(QPalette::Window).lightness() < 128;
}

void StatsView::setStats(const DatasetStats &stats, const QString &datasetName)
{
    const QString name = datasetName.isEmpty() ? stats.name : datasetName;
    // Explicit singulars: without a loaded translation %n plurals would read "task(s)".
    QString summary = stats.tasks == 1 ? tr("1 task") : tr("%1 tasks").arg(stats.tasks);
    if (!name.isEmpty())
        summary = name + u": "_s + summary;
    summary += u", "_s + tr("%1 failed to load").arg(stats.failures.size());
    summary += u", "_s + (stats.warnings.size() == 1 ? tr("1 warning") : tr("%1 warnings").arg(stats.warnings.size()));
    m_summary->setText(summary);

    QStringList details;
    if (!stats.failures.isEmpty()) {
        details.append(tr("Failed to load:"));
        for (const TaskFailure &failure : stats.failures)
            details.append(u"  "_s + failure.taskId);
    }
    if (!stats.warnings.isEmpty()) {
        details.append(tr("Warnings:"));
        for (const Error &warning : stats.warnings)
            details.append(u"  "_s + warning.toString());
    }
    m_summaryDetails = details.join(u'\n');
    // plainToolTip escapes: task ids and error texts come from the dataset.
    m_summary->setToolTip(plainToolTip(m_summaryDetails));
    m_problems->setPlainText(m_summaryDetails);
    m_problems->setVisible(!m_summaryDetails.isEmpty());

    buildStatusChart(stats);
    buildPassRateChart(stats);
    buildFlagsChart(stats);
    colourSeries();
    fillCalibration(stats);
    m_reviewAgents->setSources(stats.sources);
    m_reviewAgents->setVisible(!stats.sources.isEmpty());
    m_noReviewAgents->setVisible(stats.sources.isEmpty());
    fillAgreement(stats);
    reflow(true);
}

void StatsView::buildStatusChart(const DatasetStats &stats)
{
    QChart *chart = statusChart();
    clearChart(chart);
    auto *set = new QBarSet(tr("Tasks"));
    QStringList categories;
    QList<int> counts;
    // Horizontal bars are drawn from the bottom up: reversed, the workflow reads from the top.
    for (auto it = std::rbegin(kWorkflow); it != std::rend(kWorkflow); ++it) {
        int n = 0;
        for (const auto &[status, count] : stats.byStatus) {
            if (status == *it)
                n = count;
        }
        categories.append(statusWord(*it));
        counts.append(n);
        set->append(n);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(u"@value"_s);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    setCountRange(axisX, counts.isEmpty() ? 0 : *std::max_element(counts.cbegin(), counts.cend()));
    // Room for the label past the longest bar.
    axisX->setMax(axisX->max() + axisX->tickInterval() * 0.4);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTitleText(tr("Tasks"));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    chart->legend()->setVisible(false);
    connectTooltips(series, m_statusView, [categories, counts](const QBarSet *, int index) {
        const int n = counts.value(index);
        const QString status = categories.value(index);
        return n == 1 ? tr("%1: 1 task").arg(status) : tr("%1: %2 tasks").arg(status).arg(n);
    });
    m_statusHeight = kStatusHeight;
}

void StatsView::buildPassRateChart(const DatasetStats &stats)
{
    QChart *chart = passRateChart();
    clearChart(chart);
    auto *set = new QBarSet(tr("Pass rate"));
    QStringList categories;
    QStringList tips;
    for (qsizetype i = stats.models.size() - 1; i >= 0; --i) {
        const ModelPassRate &m = stats.models[i];
        const std::optional<double> rate = m.rate();
        categories.append(chartText(u"%1 (%2)"_s.arg(shortName(modelName(m.model))).arg(m.attempts)));
        set->append(rate ? std::round(*rate * 1000.0) / 10.0 : 0.0);
        QString tip = tr("%1: %2 of %3 attempts pass every FAIL_TO_PASS and PASS_TO_PASS test")
                          .arg(modelName(m.model))
                          .arg(m.passed)
                          .arg(m.attempts);
        if (rate)
            tip += u" ("_s + percentText(*rate) + u')';
        tip += u'\n' + tr("judged by the newest validation run: %1; by the results stored with the attempt: %2")
                           .arg(m.fromValidation)
                           .arg(m.fromStoredResults);
        tips.append(tip);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(u"@value %"_s);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    // Past 100 only to leave room for the label of a bar that reaches it; the ticks stop at 100.
    axisX->setRange(0, 118);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    axisX->setTickInterval(25);
    axisX->setLabelFormat(u"%d %%"_s);
    axisX->setTitleText(tr("Attempts that pass"));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    chart->legend()->setVisible(false);
    connectTooltips(series, m_passRateView, [tips](const QBarSet *, int index) { return tips.value(index); });
    m_passRateHeight = std::max(kStatusHeight, 130 + kBarRowHeight * int(categories.size()));
}

void StatsView::buildFlagsChart(const DatasetStats &stats)
{
    QChart *chart = flagsChart();
    clearChart(chart);
    // One bar per spec category and kind, split by verdict: the kind is in the bar's name, the verdict in the
    // legend, so FP and FN never share a stack.
    struct Verdicts {
        QString name;
        int VerdictCounts::*count;
    };
    const std::array<Verdicts, 4> verdicts = {
        Verdicts{tr("open"), &VerdictCounts::open}, Verdicts{tr("confirmed"), &VerdictCounts::confirmed},
        Verdicts{tr("dismissed"), &VerdictCounts::dismissed}, Verdicts{tr("needs rerun"), &VerdictCounts::needsRerun}};
    QList<QBarSet *> sets;
    for (const Verdicts &v : verdicts)
        sets.append(new QBarSet(v.name));
    QStringList categories;
    QStringList plainCategories;
    int widest = 0;
    for (qsizetype i = stats.flagsByCategory.size() - 1; i >= 0; --i) {
        const auto &category = stats.flagsByCategory[i];
        // Reversed twice over: categories from the top, FP above FN.
        for (const auto &[kind, counts] : {std::pair{u"FN"_s, category.fn}, std::pair{u"FP"_s, category.fp}}) {
            plainCategories.append(categoryName(category.category) + u" · "_s + kind);
            categories.append(chartText(shortName(categoryName(category.category)) + u" · "_s + kind));
            for (qsizetype v = 0; v < sets.size(); ++v)
                sets[v]->append(counts.*(verdicts[size_t(v)].count));
            widest = std::max(widest, counts.total());
        }
    }
    auto *series = new QHorizontalStackedBarSeries;
    for (QBarSet *set : sets)
        series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsCenter);
    series->setLabelsFormat(u"@value"_s);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    setCountRange(axisX, widest);
    axisX->setTitleText(tr("Flags"));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    chart->legend()->setVisible(true);
    connectTooltips(series, m_flagsView, [plainCategories](const QBarSet *set, int index) {
        return tr("%1, %2: %3").arg(plainCategories.value(index), set->label()).arg(set->at(index));
    });
    m_flagsView->setFixedHeight(std::max(300, 150 + kBarRowHeight * int(categories.size())));
}

void StatsView::fillCalibration(const DatasetStats &stats)
{
    QTableWidget *table = m_calibration;
    table->setRowCount(0);
    const auto addRow = [table](const QString &what, const KindPrecision &k) {
        const int row = table->rowCount();
        table->insertRow(row);
        QTableWidgetItem *name = textItem(what);
        name->setToolTip(what);
        table->setItem(row, 0, name);
        table->setItem(row, 1, numberItem(precisionText(k.fp)));
        table->setItem(row, 2, numberItem(QString::number(k.fp.undecided)));
        table->setItem(row, 3, numberItem(precisionText(k.fn)));
        table->setItem(row, 4, numberItem(QString::number(k.fn.undecided)));
    };
    addRow(tr("All flags"), stats.calibration.overall);
    for (auto it = stats.calibration.byCategory.cbegin(); it != stats.calibration.byCategory.cend(); ++it)
        addRow(tr("Spec category: %1").arg(categoryName(it.key())), *it);
    for (auto it = stats.calibration.byModel.cbegin(); it != stats.calibration.byModel.cend(); ++it)
        addRow(tr("Model: %1").arg(it.key().isEmpty() ? tr("(no attempt)") : it.key()), *it);
    fitTable(table);
}

void StatsView::fillAgreement(const DatasetStats &stats)
{
    QTableWidget *table = m_agreement;
    table->setRowCount(0);
    for (const CuratorAgreement &a : stats.agreement) {
        const int row = table->rowCount();
        table->insertRow(row);
        const QString pair = a.curatorA + u" / "_s + a.curatorB;
        QTableWidgetItem *name = textItem(pair);
        name->setToolTip(pair);
        table->setItem(row, 0, name);
        table->setItem(row, 1, numberItem(QString::number(a.n)));
        table->setItem(row, 2, numberItem(QString::number(a.agreed)));
        table->setItem(row, 3, numberItem(a.kappa ? QString::number(*a.kappa, 'f', 3) : kDash));
    }
    table->setVisible(!stats.agreement.isEmpty());
    m_noAgreement->setVisible(stats.agreement.isEmpty());
    fitTable(table);
}

void StatsView::setSpending(const QList<AgentSpending> &spending)
{
    QTableWidget *table = m_spending;
    table->setRowCount(0);
    const QLocale locale;
    for (const AgentSpending &a : spending) {
        const int row = table->rowCount();
        table->insertRow(row);
        QTableWidgetItem *name = textItem(a.agent);
        name->setToolTip(a.agent);
        table->setItem(row, 0, name);
        table->setItem(row, 1, numberItem(locale.toString(a.runs)));
        table->setItem(row, 2, numberItem(locale.toString(a.cachedRuns)));
        table->setItem(row, 3, numberItem(locale.toString(a.requests)));
        // Estimated where a server reported no usage: about four characters a token.
        const QString estimated = a.estimated ? tr(" (some estimated)") : QString();
        table->setItem(row, 4, numberItem(locale.toString(a.promptTokens) + estimated));
        table->setItem(row, 5, numberItem(locale.toString(a.completionTokens) + estimated));
        table->setItem(row, 6, numberItem(a.cost >= 0 ? locale.toString(a.cost, 'f', 4) : tr("no price stated")));
    }
    m_spendingHeading->setVisible(!spending.isEmpty());
    table->setVisible(!spending.isEmpty());
    fitTable(table);
    reflow(true);
}

void StatsView::applyTheme()
{
    const QChart::ChartTheme theme = isDark() ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    const QColor background = palette().color(QPalette::Base);
    for (QChart *chart : {statusChart(), passRateChart(), flagsChart()}) {
        chart->setTheme(theme);
        // The theme's own background is a gradient of another grey; the palette's keeps the page of one piece.
        chart->setBackgroundBrush(background);
        chart->setBackgroundRoundness(0);
        chart->setDropShadowEnabled(false);
    }
    for (QChartView *view : {m_statusView, m_passRateView, m_flagsView})
        view->setBackgroundBrush(palette().color(QPalette::Window));
    colourSeries();
}

void StatsView::colourSeries()
{
    // The theme repaints every series it touches: the figures' own colours go back on after it.
    const QColor outline = palette().color(QPalette::Base);
    const QColor label = palette().color(QPalette::Text);
    const auto paint = [&](QBarSet *set, QRgb colour, const QColor &labelColour) {
        set->setColor(QColor(colour));
        set->setBorderColor(outline);
        set->setLabelColor(labelColour);
    };
    for (QAbstractSeries *series : statusChart()->series()) {
        for (QBarSet *set : static_cast<QAbstractBarSeries *>(series)->barSets())
            paint(set, kStatusColor, label);
    }
    for (QAbstractSeries *series : passRateChart()->series()) {
        for (QBarSet *set : static_cast<QAbstractBarSeries *>(series)->barSets())
            paint(set, kPassedColor, label);
    }
    static constexpr std::array<QRgb, 4> verdictColours = {kOpenColor, kConfirmedColor, kDismissedColor, kRerunColor};
    for (QAbstractSeries *series : flagsChart()->series()) {
        const QList<QBarSet *> sets = static_cast<QAbstractBarSeries *>(series)->barSets();
        for (qsizetype i = 0; i < sets.size() && i < qsizetype(verdictColours.size()); ++i) {
            // The label sits on the bar: black reads on every one of these fills but the blue.
            const QRgb fill = verdictColours[size_t(i)];
            paint(sets[i], fill, fill == kDismissedColor ? QColor(Qt::white) : QColor(Qt::black));
        }
    }
}

void StatsView::reflow(bool force)
{
    const int width = m_scroll->viewport()->width();
    const int columns = width >= 2 * kMinChartWidth + m_charts->horizontalSpacing() ? 2 : 1;
    if (columns == m_columns && !force)
        return;
    m_columns = columns;
    for (QChartView *view : {m_statusView, m_passRateView, m_flagsView})
        m_charts->removeWidget(view);
    if (columns == 2) {
        // Side by side, the two top charts share the taller one's height so their plot areas line up.
        const int height = std::max(m_statusHeight, m_passRateHeight);
        m_statusView->setFixedHeight(height);
        m_passRateView->setFixedHeight(height);
        m_charts->addWidget(m_statusView, 0, 0);
        m_charts->addWidget(m_passRateView, 0, 1);
        m_charts->addWidget(m_flagsView, 1, 0, 1, 2);
    } else {
        m_statusView->setFixedHeight(m_statusHeight);
        m_passRateView->setFixedHeight(m_passRateHeight);
        m_charts->addWidget(m_statusView, 0, 0);
        m_charts->addWidget(m_passRateView, 1, 0);
        m_charts->addWidget(m_flagsView, 2, 0);
    }
}

void StatsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

bool StatsView::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport, not the view: its width is what the charts get, scroll bar and frame taken off.
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        reflow();
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
