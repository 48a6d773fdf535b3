#include <widgets/stats/reviewagentstable.h>
#include <widgets/plaintooltip.h>

#include <core/stats/sourcecalibration.h>

#include <QHeaderView>
#include <QScrollBar>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

const QString kDash = u"—"_s;

QString percentText(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u" %"_s;
}

QString precisionText(const SourceScore &s)
{
    const std::optional<double> value = s.precision();
    if (!value)
        return kDash;
    return ReviewAgentsTable::tr("%1 (%2 of %3)")
        .arg(percentText(*value))
        .arg(s.confirmed)
        .arg(s.confirmed + s.dismissed);
}

QString recallText(const SourceScore &s)
{
    const std::optional<double> value = s.recall();
    if (!value)
        return kDash;
    return ReviewAgentsTable::tr("%1 (%2 of %3)").arg(percentText(*value)).arg(s.recalled).arg(s.problems);
}

void fill(QTreeWidgetItem *item, const QString &what, const SourceKindScores &k)
{
    const SourceScore all = k.both();
    item->setText(ReviewAgentsTable::SourceColumn, what);
    item->setToolTip(ReviewAgentsTable::SourceColumn, what);
    item->setText(ReviewAgentsTable::FpPrecisionColumn, precisionText(k.fp));
    item->setText(ReviewAgentsTable::FpRecallColumn, recallText(k.fp));
    item->setText(ReviewAgentsTable::FnPrecisionColumn, precisionText(k.fn));
    item->setText(ReviewAgentsTable::FnRecallColumn, recallText(k.fn));
    item->setText(ReviewAgentsTable::PrecisionColumn, precisionText(all));
    item->setText(ReviewAgentsTable::RecallColumn, recallText(all));
    item->setText(ReviewAgentsTable::WithdrawnColumn, QString::number(all.withdrawn));
    item->setText(ReviewAgentsTable::UndecidedColumn, QString::number(all.undecided));
    for (int column = ReviewAgentsTable::FpPrecisionColumn; column < ReviewAgentsTable::ColumnCount; ++column)
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace

ReviewAgentsTable::ReviewAgentsTable(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(u"reviewAgentsTable"_s);
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Source"), tr("FP precision"), tr("FP recall"), tr("FN precision"), tr("FN recall"),
                     tr("Precision"), tr("Recall"), tr("Withdrawn"), tr("Undecided")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setUniformRowHeights(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    header()->setStretchLastSection(false);
    usePlainToolTips(this);
    connect(this, &QTreeWidget::itemExpanded, this, &ReviewAgentsTable::fitHeight);
    connect(this, &QTreeWidget::itemCollapsed, this, &ReviewAgentsTable::fitHeight);
}

void ReviewAgentsTable::setSources(const QList<SourceCalibration> &sources)
{
    clear();
    for (const SourceCalibration &source : sources) {
        auto *row = new QTreeWidgetItem(this);
        fill(row, source.source, source.overall);
        for (auto it = source.byCategory.cbegin(); it != source.byCategory.cend(); ++it)
            fill(new QTreeWidgetItem(row), tr("Spec category: %1").arg(it.key().isEmpty() ? tr("(no spec)") : it.key()),
                 *it);
        for (auto it = source.byModel.cbegin(); it != source.byModel.cend(); ++it)
            fill(new QTreeWidgetItem(row), tr("Model: %1").arg(it.key().isEmpty() ? tr("(no attempt)") : it.key()),
                 *it);
    }
    // Sized for the breakdowns too, so that opening a row does not squeeze the columns.
    expandAll();
    for (int column = 0; column < ColumnCount; ++column)
        resizeColumnToContents(column);
    collapseAll();
    int width = 2 * frameWidth();
    for (int column = 0; column < ColumnCount; ++column)
        width += columnWidth(column);
    setMaximumWidth(width);
    fitHeight();
}

void ReviewAgentsTable::fitHeight()
{
    int rows = 0;
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const QTreeWidgetItem *parent = (*it)->parent();
        rows += !parent || parent->isExpanded() ? 1 : 0;
    }
    // Every row is as tall as the first (uniform row heights).
    const int first = topLevelItemCount() > 0 ? QTreeView::rowHeight(indexFromItem(topLevelItem(0))) : 0;
    const int rowHeight = first > 0 ? first : fontMetrics().height() + 4;
    int height = header()->sizeHint().height() + 2 * frameWidth() + rows * rowHeight;
    if (horizontalScrollBar()->isVisible())
        height += horizontalScrollBar()->sizeHint().height();
    setFixedHeight(height);
}

} // namespace heddle
