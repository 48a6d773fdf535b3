#include <widgets/queue/queuepanel.h>

#include <core/dataset/dataset.h>
#include <core/dataset/tasklistmodel.h>
#include <core/task/task.h>
#include <core/validation/runfault.h>
#include <widgets/plaintooltip.h>
#include <widgets/queue/queuefilterbar.h>
#include <widgets/tasktableview.h>

#include <QBitArray>
#include <QDataStream>
#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMenu>
#include <QScopedValueRollback>
#include <QVBoxLayout>

#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// QT_LOGGING_RULES="heddle.queue.info=true": when the queue first shows a dataset's rows (bench_dataset times it).
Q_LOGGING_CATEGORY(lcQueuePanel, "heddle.queue", QtWarningMsg)

} // namespace

QueuePanel::QueuePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new TaskListModel(this))
    , m_proxy(new TaskFilterProxy(this))
    , m_banner(new QLabel(this))
    , m_filterBar(new QueueFilterBar(this))
    , m_view(new TaskTableView(this))
{
    setObjectName(u"queuePage"_s);
    m_proxy->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    m_banner->setObjectName(u"errorBanner"_s);
    m_banner->setTextFormat(Qt::PlainText); // messages quote file content: never rich text
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(u"QLabel { background: palette(highlight); color: palette(highlighted-text);"
                            u" padding: 6px; border-radius: 3px; }"_s);
    m_banner->hide();
    layout->addWidget(m_banner);

    m_filterBar->setObjectName(u"queueFilterBar"_s);
    layout->addWidget(m_filterBar);
    connect(m_filterBar, &QueueFilterBar::filterChanged, this, [this](TaskFilter filter) {
        filter.assignee = m_proxy->filter().assignee; // "my queue" is a menu toggle, not a choice of the bar
        m_proxy->setFilter(filter);
        changed();
    });

    m_view->setObjectName(u"taskTable"_s);

    m_view->setAccessibleName(tr("Tasks"));
    m_view->setModel(m_proxy);
    // Several tasks can be selected to validate them together; the current one is the one shown.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->sortByColumn(TaskListModel::Id, Qt::AscendingOrder);
    // Columns can be moved and hidden (the header's menu); the header state remembers both.
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->moveSection(header->visualIndex(TaskListModel::Mutation), header->visualIndex(TaskListModel::Status));
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &QueuePanel::showHeaderMenu);
    usePlainToolTips(m_view);
    m_view->setTextElideMode(Qt::ElideMiddle); // an id keeps both ends (fitColumns)
    m_view->viewport()->installEventFilter(this);
    layout->addWidget(m_view, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (!m_restoring)
            Q_EMIT currentTaskChanged(currentTaskId());
    });
}

void QueuePanel::setDataset(const Dataset &dataset)
{
    m_model->setTasks(dataset.tasks);
    m_filterBar->setDataset(dataset);
    changed(); // shows or hides the load errors
    // Every shown column as wide as its content (what resizeColumnsToContents does, measured once for fitColumns too).
    for (int column = 0; column < TaskListModel::ColumnCount; ++column)
        if (!m_view->isColumnHidden(column))
            m_view->horizontalHeader()->resizeSection(column, columnNeed(column));
    fitColumns();
    m_painting = true;
}

bool QueuePanel::updateRows(const Dataset &dataset)
{
    if (!m_model->replaceRows(dataset.tasks))
        return false;
    m_filterBar->setDataset(dataset);
    changed();
    return true;
}

bool QueuePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        m_columnNeeds.clear(); // the content's width changes with the font
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    if (watched == m_view->viewport() && event->type() == QEvent::Paint && std::exchange(m_painting, false))
        qCInfo(lcQueuePanel, "shown: %d tasks", m_model->rowCount());
    return QWidget::eventFilter(watched, event);
}

int QueuePanel::wantedWidth() const
{
    // The columns as they are, with the ids and repositories whole again where fitColumns cut them.
    QHeaderView *header = m_view->horizontalHeader();
    int total = header->length();
    for (const int column : {int(TaskListModel::Id), int(TaskListModel::Repository)})
        if (!header->isSectionHidden(column))
            total += std::max(0, columnNeed(column) - header->sectionSize(column));
    // The table's frame and a scroll bar, and the panel's margins.
    const QMargins margins = layout()->contentsMargins();
    return total + 2 * m_view->frameWidth() +
           m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view) + margins.left() + margins.right();
}

void QueuePanel::fitColumns()
{
    // Every column as wide as its content while they fit. In a dock too narrow for all of them, the task ids and the
    // repositories give way (elided in the middle, whole in their tooltips) before the status leaves the view.
    QHeaderView *header = m_view->horizontalHeader();
    int total = 0;
    for (int column = 0; column < header->count(); ++column)
        if (!header->isSectionHidden(column))
            total += columnNeed(column);
    const int over = total - m_view->viewport()->width();
    // Never narrower than a few characters and the column's title.
    const auto least = [&](int column) {
        return std::max(m_view->fontMetrics().averageCharWidth() * 8, header->sectionSizeHint(column));
    };
    const int id = columnNeed(TaskListModel::Id);
    const int repository = columnNeed(TaskListModel::Repository);
    const int give =
        std::max(0, id - least(TaskListModel::Id)) + std::max(0, repository - least(TaskListModel::Repository));
    for (const auto &[column, wanted] :
         {std::pair{int(TaskListModel::Id), id}, std::pair{int(TaskListModel::Repository), repository}}) {
        const int spare = std::max(0, wanted - least(column));
        const int cut = over <= 0 || give == 0 ? 0 : std::min(spare, (over * spare + give - 1) / give);
        header->resizeSection(column, wanted - cut);
    }
}

int QueuePanel::columnNeed(int column) const
{
    // Measured once after the rows change, and only the rows shown and those whose text is longest (of every row),
    // as the view draws them: QTableView::sizeHintForColumn measures a thousand rows of a column (every row while
    // the queue is hidden), 26 ms for the columns of 5,000 tasks, again at every resize of the dock.
    if (m_columnNeeds.size() != TaskListModel::ColumnCount)
        m_columnNeeds.fill(-1, TaskListModel::ColumnCount);
    int &need = m_columnNeeds[column];
    if (need >= 0)
        return need;
    int content = 0;
    const auto measure = [&](const QModelIndex &index) {
        if (index.isValid())
            content = std::max(content, m_view->sizeHintForIndex(index).width());
    };
    const int top = std::max(0, m_view->rowAt(0));
    const int bottom = m_view->rowAt(m_view->viewport()->height() - 1); // -1: the rows end above
    const int last = bottom >= 0 ? bottom : std::min(m_proxy->rowCount(), top + 100) - 1;
    for (int row = top; row <= last; ++row)
        measure(m_proxy->index(row, column));
    // Rows the filter hides give way to the next longest.
    int measured = 0;
    for (const int row : m_model->longestRows(column, 64))
        if (const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, column));
            index.isValid() && measured++ < 16)
            measure(index);
    need = std::max(content + (m_view->showGrid() ? 1 : 0), m_view->horizontalHeader()->sectionSizeHint(column));
    return need;
}

QString QueuePanel::currentTaskId() const
{
    return m_view->currentIndex().data(TaskListModel::TaskIdRole).toString();
}

QModelIndex QueuePanel::sourceIndexOf(const QString &id) const
{
    const auto hits = m_model->match(m_model->index(0, 0), TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
    return hits.value(0);
}

void QueuePanel::setCurrent(const QModelIndex &index)
{
    // Not QAbstractItemView::setCurrentIndex: it reads the keyboard's modifiers, so a move made with Ctrl still held
    // (Ctrl+Return approves and moves on) would add the next row to the selection instead of moving to it.
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

bool QueuePanel::selectTask(const QString &id)
{
    const QModelIndex source = sourceIndexOf(id);
    if (!source.isValid())
        return false;
    QModelIndex index = m_proxy->mapFromSource(source);
    if (!index.isValid()) { // filtered out: the curator asked for this task, so show it
        m_filterBar->setFilter(TaskFilter{});
        index = m_proxy->mapFromSource(source);
    }
    setCurrent(index);
    return true;
}

void QueuePanel::restoreCurrentTask(const QString &id)
{
    // Not by blocking the selection model's signals: the view would go on showing the row it leaves as selected.
    const QScopedValueRollback restoring(m_restoring, true);
    if (const QModelIndex source = sourceIndexOf(id); source.isValid())
        setCurrent(m_proxy->mapFromSource(source));
}

void QueuePanel::selectFirst()
{
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
}

bool QueuePanel::move(int step, bool openFlagsOnly)
{
    const QModelIndex current = m_view->currentIndex();
    const QModelIndex index =
        openFlagsOnly ? m_proxy->nextWithOpenFlags(current, step) : m_proxy->neighbour(current, step);
    if (!index.isValid() || index.row() == current.row())
        return false;
    setCurrent(index);
    return true;
}

QStringList QueuePanel::selectedTaskIds() const
{
    QStringList ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        ids.append(index.data(TaskListModel::TaskIdRole).toString());
    if (ids.isEmpty() && !currentTaskId().isEmpty())
        ids.append(currentTaskId());
    return ids;
}

QStringList QueuePanel::shownTaskIds() const
{
    QStringList ids;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (!index.data(TaskListModel::BrokenRole).toBool())
            ids.append(index.data(TaskListModel::TaskIdRole).toString());
    }
    return ids;
}

void QueuePanel::updateTask(const Task &task)
{
    const QModelIndex source = sourceIndexOf(task.id);
    if (!source.isValid())
        return;
    TaskSummary summary = m_model->task(source.row());
    summary.flags = {};
    for (const Flag &f : task.flags)
        ++summary.flags[size_t(f.kind)][size_t(f.verdict)];
    summary.status = task.curation.status;
    summary.assignedTo = task.curation.assignedTo;
    if (summary.mutation && summary.mutation->error.isEmpty())
        summary.mutation->stale = mutationSummaryStaleReasons(*summary.mutation, task);
    m_model->updateTask(summary);
    changed();
}

void QueuePanel::updateMutation(const QString &taskId, const MutationSummary &mutation)
{
    const QModelIndex source = sourceIndexOf(taskId);
    if (!source.isValid())
        return;
    TaskSummary summary = m_model->task(source.row());
    summary.mutation = mutation;
    m_model->updateTask(summary);
    changed();
}

void QueuePanel::updateValidation(const QString &taskId, const RunRecord &record)
{
    const QModelIndex source = sourceIndexOf(taskId);
    if (!source.isValid())
        return;
    TaskSummary summary = m_model->task(source.row());
    summary.testedNothing.clear();
    for (const TargetRun &run : record.runs)
        if (testedNothing(run)) {
            summary.testedNothing = targetOutcomeName(run.outcome);
            break;
        }
    m_model->updateTask(summary);
    changed();
}

void QueuePanel::showHeaderMenu(const QPoint &pos)
{
    QHeaderView *header = m_view->horizontalHeader();
    QMenu menu(this);
    menu.setObjectName(u"queueColumnsMenu"_s);
    menu.setToolTipsVisible(true);
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        // The task id names the row; blind review decides about the flag columns while it is on.
        if (column == TaskListModel::Id ||
            (m_blind && (column == TaskListModel::FalsePositives || column == TaskListModel::FalseNegatives)))
            continue;
        QAction *action = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setObjectName(u"column:"_s + QString::number(column));
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            m_view->setColumnHidden(column, !shown);
            if (shown && m_view->columnWidth(column) == 0)
                m_view->resizeColumnToContents(column);
        });
    }
    menu.exec(header->viewport()->mapToGlobal(pos));
}

void QueuePanel::setAssignee(const QString &assignee)
{
    TaskFilter filter = m_proxy->filter();
    filter.assignee = assignee;
    m_proxy->setFilter(filter);
    changed();
}

void QueuePanel::setBlind(bool blind)
{
    // The queue's flag counts and the model filter would tell what blind review hides. Leaving it shows again what
    // the curator had shown.
    if (blind && !m_blind) {
        m_hiddenBeforeBlind.clear();
        for (int column : {int(TaskListModel::FalsePositives), int(TaskListModel::FalseNegatives)})
            if (m_view->isColumnHidden(column))
                m_hiddenBeforeBlind.append(column);
    }
    m_blind = blind;
    for (int column : {int(TaskListModel::FalsePositives), int(TaskListModel::FalseNegatives)})
        m_view->setColumnHidden(column, blind || m_hiddenBeforeBlind.contains(column));
    if (!blind)
        m_hiddenBeforeBlind.clear();
    m_filterBar->setBlind(blind);
    changed();
}

TaskFilter QueuePanel::filter() const
{
    return m_filterBar->filter();
}

void QueuePanel::setFilter(const TaskFilter &filter)
{
    m_filterBar->setFilter(filter);
}

QByteArray QueuePanel::headerState() const
{
    QHeaderView *header = m_view->horizontalHeader();
    if (!m_blind)
        return header->saveState();
    // Saved as the curator left the columns: the next window may not start in blind review.
    for (int column : {int(TaskListModel::FalsePositives), int(TaskListModel::FalseNegatives)})
        header->setSectionHidden(column, m_hiddenBeforeBlind.contains(column));
    const QByteArray state = header->saveState();
    for (int column : {int(TaskListModel::FalsePositives), int(TaskListModel::FalseNegatives)})
        header->setSectionHidden(column, true);
    return state;
}

namespace {

// How many columns a saved header state has: QHeaderView's format (version 0) after its marker and version is the
// orientation, the sort order, column and shown flag, the visual and logical indices, the hidden bits and sizes, the
// length and then the count. -1 when it cannot be read.
int savedColumnCount(const QByteArray &state)
{
    QDataStream in(state);
    in.setVersion(QDataStream::Qt_5_0);
    int marker = 0, version = -1, orientation = 0, order = 0, sortSection = 0, length = 0, count = -1;
    bool shown = false;
    QList<int> visual, logical;
    QBitArray hidden;
    QHash<int, int> hiddenSizes;
    in >> marker >> version >> orientation >> order >> sortSection >> shown >> visual >> logical >> hidden >>
        hiddenSizes >> length >> count;
    return in.status() == QDataStream::Ok && version == 0 ? count : -1;
}

} // namespace

void QueuePanel::restoreHeaderState(const QByteArray &state)
{
    QHeaderView *header = m_view->horizontalHeader();
    if (!header->restoreState(state))
        return;
    // A state from before the Mutation column put it last, after the stretched load errors: it goes to its place.
    if (const int saved = savedColumnCount(state); saved >= 0 && saved <= TaskListModel::Mutation)
        header->moveSection(header->visualIndex(TaskListModel::Mutation), header->visualIndex(TaskListModel::Status));
}

void QueuePanel::showError(const QString &text)
{
    m_banner->setText(text);
    m_banner->show();
}

void QueuePanel::hideError()
{
    m_banner->hide();
}

QString QueuePanel::summaryText() const
{
    int broken = 0, openFp = 0, openFn = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const TaskSummary &t = m_model->task(row);
        broken += t.isBroken();
        openFp += t.flagCount(FlagKind::FalsePositive, Verdict::Open);
        openFn += t.flagCount(FlagKind::FalseNegative, Verdict::Open);
    }
    QString text = tr("Tasks: %1").arg(m_model->rowCount());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += u" · "_s + tr("shown: %1").arg(m_proxy->rowCount());
    if (broken)
        text += u" · "_s + tr("failed to load: %1").arg(broken);
    if (!m_blind) // blind review hides the flags
        text += u" · "_s + tr("open FP flags: %1").arg(openFp) + u" · "_s + tr("open FN flags: %1").arg(openFn);
    return text;
}

void QueuePanel::changed()
{
    // The load errors take a column only while a task has one: the other columns keep the room in a narrow dock.
    bool broken = false;
    for (int row = 0; row < m_model->rowCount() && !broken; ++row)
        broken = m_model->task(row).isBroken();
    m_view->setColumnHidden(TaskListModel::LoadError, !broken);
    m_columnNeeds.clear(); // what the columns hold changed: measured again when asked
    m_filterBar->setCounts(m_proxy->rowCount(), m_model->rowCount());
    Q_EMIT summaryChanged();
}

void QueuePanel::focusTable()
{
    m_view->setFocus(Qt::ShortcutFocusReason);
}

void QueuePanel::focusSearch()
{
    m_filterBar->searchField()->setFocus(Qt::ShortcutFocusReason);
    m_filterBar->searchField()->selectAll();
}

} // namespace heddle
