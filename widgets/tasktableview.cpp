#include <widgets/tasktableview.h>

#include <core/dataset/tasklistmodel.h>
#include <widgets/common/sortheader.h>
#include <widgets/queue/taskbadgedelegate.h>

#include <QHeaderView>

namespace heddle {

TaskTableView::TaskTableView(QWidget *parent)
    : QTableView(parent)
{
    setHorizontalHeader(new SortHeader(this));
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    verticalHeader()->hide();
    // Uniform row heights keep thousands of rows cheap to lay out.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    // The columns are TaskListModel's; a QSortFilterProxyModel keeps them in place.
    setItemDelegateForColumn(TaskListModel::FalsePositives,
                             new TaskBadgeDelegate(TaskBadgeDelegate::Kind::FalsePositives, this));
    setItemDelegateForColumn(TaskListModel::FalseNegatives,
                             new TaskBadgeDelegate(TaskBadgeDelegate::Kind::FalseNegatives, this));
    setItemDelegateForColumn(TaskListModel::Status, new TaskBadgeDelegate(TaskBadgeDelegate::Kind::Status, this));
}

} // namespace heddle
