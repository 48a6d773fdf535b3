#include <widgets/search/searchpanel.h>

#include <core/index/savedsearches.h>
#include <widgets/search/savesearchdialog.h>
#include <widgets/search/snippetdelegate.h>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

enum Role {
    HitRole = Qt::UserRole + 1, // the row is a hit: true
    TaskRole,
    AttemptRole,
    KindRole,
    StepRole,
    FileRole,
    SnippetRole,
    ModelRole,
};

// Enter on a hit opens it, as a double click does.
class ResultsView : public QTreeView
{
public:
    using QTreeView::QTreeView;
    std::function<void(const QModelIndex &)> onEnter;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid() && onEnter) {
            onEnter(currentIndex());
            return;
        }
        QTreeView::keyPressEvent(event);
    }
};

QString kindText(IndexedKind kind)
{
    switch (kind) {
    case IndexedKind::Query: return SearchPanel::tr("query");
    case IndexedKind::Thought: return SearchPanel::tr("thought");
    case IndexedKind::Action: return SearchPanel::tr("action");
    case IndexedKind::Observation: return SearchPanel::tr("observation");
    case IndexedKind::Patch: return SearchPanel::tr("patch");
    case IndexedKind::Test: return SearchPanel::tr("test file");
    }
    return {};
}

} // namespace

SearchPanel::SearchPanel(QWidget *parent)
    : QWidget(parent)
    , m_query(new QLineEdit(this))
    , m_saved(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_ending(new QComboBox(this))
    , m_flagged(new QComboBox(this))
    , m_thisTask(new QCheckBox(tr("This task only"), this))
    , m_file(new QLineEdit(this))
    , m_results(new ResultsView(this))
    , m_hits(new QStandardItemModel(this))
    , m_status(new QLabel(this))
    , m_indexState(new QLabel(this))
{
    m_query->setObjectName(u"searchQueryEdit"_s);
    m_query->setPlaceholderText(tr("Search every trajectory, patch and test: words, \"a phrase\", prefix*, OR, NOT"));
    m_query->setClearButtonEnabled(true);
    m_query->setAccessibleName(tr("Search query"));
    m_saved->setObjectName(u"savedSearchCombo"_s);
    m_saved->setAccessibleName(tr("Saved searches"));
    fillSaved();
    m_saved->setContextMenuPolicy(Qt::CustomContextMenu);
    m_saved->setToolTip(tr("Searches for what reviewers look for, and your own (right-click to remove one)"));
    auto *save = new QToolButton(this);
    save->setObjectName(u"saveSearchButton"_s);
    save->setText(tr("Save…"));
    save->setToolTip(tr("Keep this query and kind of text under a name"));
    connect(save, &QToolButton::clicked, this, &SearchPanel::askToSave);
    connect(m_saved, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (m_userSearches.isEmpty())
            return;
        QMenu menu(this);
        for (const SavedSearch &search : std::as_const(m_userSearches)) {
            const QString name = search.name;
            menu.addAction(tr("Remove “%1”").arg(name), this, [this, name] { Q_EMIT removeRequested(name); });
        }
        menu.exec(m_saved->mapToGlobal(at));
    });
    m_kind->setObjectName(u"searchKindCombo"_s);
    m_kind->setAccessibleName(tr("Kind of text"));
    m_kind->addItem(tr("All text"));
    for (IndexedKind kind : {IndexedKind::Action, IndexedKind::Thought, IndexedKind::Observation, IndexedKind::Patch,
                             IndexedKind::Test, IndexedKind::Query})
        m_kind->addItem(kindText(kind), indexedKindName(kind));
    m_model->setObjectName(u"searchModelCombo"_s);
    m_model->setAccessibleName(tr("Model"));
    m_model->addItem(tr("All models"));
    m_ending->setObjectName(u"searchEndingCombo"_s);
    m_ending->setAccessibleName(tr("How the attempt ended"));
    m_ending->addItem(tr("Any ending"));
    m_flagged->setObjectName(u"searchFlaggedCombo"_s);
    m_flagged->setAccessibleName(tr("Flags of the attempt"));
    m_flagged->addItem(tr("Flagged or not"));
    m_flagged->addItem(tr("Attempts with an FP flag"), int(FlagKind::FalsePositive));
    m_flagged->addItem(tr("Attempts with an FN flag"), int(FlagKind::FalseNegative));
    m_thisTask->setObjectName(u"searchThisTaskCheck"_s);
    m_file->setObjectName(u"searchFileEdit"_s);
    m_file->setPlaceholderText(tr("file path contains"));
    m_file->setAccessibleName(tr("File filter"));
    m_file->setClearButtonEnabled(true);

    m_results->setObjectName(u"searchResults"_s);
    m_results->setModel(m_hits);
    m_results->setItemDelegateForColumn(2, new SnippetDelegate(m_results));
    m_results->setUniformRowHeights(true);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setAccessibleName(tr("Search results"));
    m_hits->setHorizontalHeaderLabels({tr("Where"), tr("Kind"), tr("Text")});
    m_results->header()->setStretchLastSection(true);
    m_results->setColumnWidth(0, 240);
    m_results->setColumnWidth(1, 90);
    static_cast<ResultsView *>(m_results)->onEnter = [this](const QModelIndex &index) { activate(index); };
    connect(m_results, &QTreeView::doubleClicked, this, &SearchPanel::activate);
    m_status->setObjectName(u"searchStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_indexState->setObjectName(u"searchIndexState"_s);
    m_indexState->setTextFormat(Qt::PlainText);

    auto *top = new QHBoxLayout;
    top->addWidget(m_query, 1);
    top->addWidget(m_saved);
    top->addWidget(save);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_kind);
    filters->addWidget(m_model);
    filters->addWidget(m_ending);
    filters->addWidget(m_flagged);
    filters->addWidget(m_file, 1);
    filters->addWidget(m_thisTask);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_indexState);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(filters);
    layout->addWidget(m_results, 1);
    layout->addLayout(bottom);

    connect(m_query, &QLineEdit::returnPressed, this, &SearchPanel::requestSearch);
    connect(m_file, &QLineEdit::returnPressed, this, &SearchPanel::requestSearch);
    for (QComboBox *box : {m_kind, m_model, m_ending, m_flagged})
        connect(box, &QComboBox::activated, this, [this] {
            if (!m_query->text().trimmed().isEmpty())
                requestSearch();
        });
    connect(m_thisTask, &QCheckBox::toggled, this, [this] {
        if (!m_query->text().trimmed().isEmpty())
            requestSearch();
    });
    connect(m_saved, &QComboBox::activated, this, [this](int row) {
        const QStringList saved = m_saved->itemData(row).toStringList();
        if (saved.size() != 2) {
            m_saved->setCurrentIndex(0);
            return;
        }
        const QStringList kinds = saved[1].split(u',', Qt::SkipEmptyParts);
        m_kind->setCurrentIndex(kinds.size() == 1 ? std::max(0, m_kind->findData(kinds.first())) : 0);
        runQuery(saved[0]);
        m_saved->setCurrentIndex(row); // the box names the search whose results are shown
    });
    // Another query or kind is no saved search any more: the box says so.
    const auto leaveSaved = [this] { m_saved->setCurrentIndex(0); };
    connect(m_query, &QLineEdit::textEdited, this, leaveSaved);
    connect(m_kind, &QComboBox::activated, this, leaveSaved);
}

void SearchPanel::setModels(const QStringList &models)
{
    const QString current = m_model->currentData().toString();
    while (m_model->count() > 1)
        m_model->removeItem(1);
    for (const QString &model : models)
        m_model->addItem(model, model);
    m_model->setCurrentIndex(std::max(0, m_model->findData(current)));
}

void SearchPanel::runSearch(const SavedSearch &search)
{
    const QString kind = search.kinds.size() == 1 ? indexedKindName(search.kinds.first()) : QString();
    m_kind->setCurrentIndex(kind.isEmpty() ? 0 : std::max(0, m_kind->findData(kind)));
    runQuery(search.query);
}

void SearchPanel::fillSaved()
{
    const auto add = [this](const SavedSearch &saved) {
        QStringList kinds;
        for (IndexedKind kind : saved.kinds)
            kinds << indexedKindName(kind);
        m_saved->addItem(saved.name, QStringList{saved.query, kinds.join(u',')});
        QString tip = saved.query;
        if (saved.raisesFlag)
            tip += u'\n' + tr("Raises a flag on each attempt it matches (Edit > Raise Behaviour Flags)");
        m_saved->setItemData(m_saved->count() - 1, tip, Qt::ToolTipRole);
    };
    m_saved->clear();
    m_saved->addItem(tr("Saved searches…"));
    for (const SavedSearch &saved : builtInSearches())
        add(saved);
    if (!m_userSearches.isEmpty())
        m_saved->insertSeparator(m_saved->count());
    for (const SavedSearch &saved : std::as_const(m_userSearches))
        add(saved);
}

void SearchPanel::setUserSearches(const QList<SavedSearch> &searches)
{
    m_userSearches = searches;
    fillSaved();
}

SavedSearch SearchPanel::currentSearch(const QString &name, bool raisesFlag) const
{
    SavedSearch search{name.trimmed(), m_query->text().trimmed(), {}};
    search.raisesFlag = raisesFlag;
    if (raisesFlag)
        search.key = savedSearchKey(search.name);
    IndexedKind kind;
    if (m_kind->currentIndex() > 0 && indexedKindFromName(m_kind->currentData().toString(), &kind))
        search.kinds = {kind};
    return search;
}

void SearchPanel::askToSave()
{
    if (m_query->text().trimmed().isEmpty()) {
        m_status->setText(tr("Type a query to save first."));
        return;
    }
    SaveSearchDialog dialog(m_query->text().trimmed().left(60), this);
    if (dialog.exec() == QDialog::Accepted && !dialog.name().isEmpty())
        Q_EMIT saveRequested(currentSearch(dialog.name(), dialog.raisesFlag()));
}

void SearchPanel::setExitStatuses(const QStringList &statuses)
{
    const QString current = m_ending->currentData().toString();
    while (m_ending->count() > 1)
        m_ending->removeItem(1);
    for (const QString &status : statuses)
        m_ending->addItem(tr("Ended: %1").arg(status), status);
    m_ending->setCurrentIndex(std::max(0, m_ending->findData(current)));
}

void SearchPanel::setCurrentTask(const QString &taskId)
{
    m_currentTask = taskId;
    m_thisTask->setToolTip(taskId.isEmpty() ? QString() : tr("Only %1").arg(taskId));
}

void SearchPanel::setIndexState(const QString &text)
{
    m_indexState->setText(text);
}

void SearchPanel::focusQuery()
{
    m_query->setFocus(Qt::ShortcutFocusReason);
    m_query->selectAll();
}

QString SearchPanel::query() const
{
    return m_query->text();
}

void SearchPanel::runQuery(const QString &query)
{
    m_query->setText(query);
    requestSearch();
}

void SearchPanel::requestSearch()
{
    const QString query = m_query->text().trimmed();
    if (query.isEmpty())
        return;
    SearchFilter filter;
    filter.limit = 5000;
    if (m_kind->currentIndex() > 0) {
        IndexedKind kind;
        if (indexedKindFromName(m_kind->currentData().toString(), &kind))
            filter.kinds = {kind};
    }
    if (m_model->currentIndex() > 0)
        filter.models = {m_model->currentData().toString()};
    if (m_ending->currentIndex() > 0)
        filter.exitStatuses = {m_ending->currentData().toString()};
    if (m_flagged->currentIndex() > 0)
        filter.flagged = FlagKind(m_flagged->currentData().toInt());
    if (m_thisTask->isChecked() && !m_currentTask.isEmpty())
        filter.tasks = {m_currentTask};
    filter.file = m_file->text().trimmed();
    m_status->setText(tr("Searching…"));
    Q_EMIT searchRequested(query, filter);
}

void SearchPanel::beginResults(int search)
{
    m_search = search;
    m_hitCount = 0;
    m_groups.clear();
    m_hits->removeRows(0, m_hits->rowCount());
}

QStandardItem *SearchPanel::groupFor(const SearchHit &hit)
{
    QStandardItem *task = m_groups.value(hit.task);
    if (!task) {
        task = new QStandardItem(hit.task);
        task->setData(hit.task, TaskRole);
        m_hits->appendRow({task, new QStandardItem, new QStandardItem});
        m_groups.insert(hit.task, task);
        if (m_groups.size() <= 3)
            m_results->expand(task->index());
    }
    const QString key = hit.task + u'\n' + hit.attempt;
    QStandardItem *attempt = m_groups.value(key);
    if (!attempt) {
        // Attempt ids usually start with their model; the model is added only where it says something new.
        attempt = new QStandardItem(hit.attempt.isEmpty() ? tr("the task's own text")
                                    : hit.model.isEmpty() || hit.attempt.startsWith(hit.model)
                                        ? hit.attempt
                                        : tr("%1 (%2)").arg(hit.attempt, hit.model));
        attempt->setData(hit.task, TaskRole);
        attempt->setData(hit.attempt, AttemptRole);
        task->appendRow({attempt, new QStandardItem, new QStandardItem});
        m_groups.insert(key, attempt);
        if (m_groups.size() <= 6)
            m_results->expand(attempt->index());
    }
    return attempt;
}

void SearchPanel::addHits(int search, const QList<SearchHit> &hits)
{
    if (search != m_search)
        return;
    for (const SearchHit &hit : hits) {
        QStandardItem *group = groupFor(hit);
        const QString where = hit.step >= 0         ? tr("step %1").arg(hit.step + 1)
                              : !hit.file.isEmpty() ? hit.file
                                                    : kindText(hit.kind);
        auto *place = new QStandardItem(where);
        place->setData(true, HitRole);
        place->setData(hit.task, TaskRole);
        place->setData(hit.attempt, AttemptRole);
        place->setData(int(hit.kind), KindRole);
        place->setData(hit.step, StepRole);
        place->setData(hit.file, FileRole);
        place->setData(hit.model, ModelRole);
        place->setToolTip(hit.file);
        auto *text = new QStandardItem(hit.snippet);
        text->setData(hit.snippet, SnippetRole);
        QString plain = hit.snippet;
        plain.remove(kMatchStart).remove(kMatchEnd);
        text->setToolTip(plain.left(2000));
        group->appendRow({place, new QStandardItem(kindText(hit.kind)), text});
        ++m_hitCount;
    }
    m_status->setText(tr("%n hit(s) so far…", nullptr, m_hitCount));
}

void SearchPanel::finishResults(int search, int hits, qint64 milliseconds, const QString &error)
{
    if (search != m_search)
        return;
    if (!error.isEmpty()) {
        m_status->setText(tr("The query cannot be run: %1").arg(error));
        return;
    }
    m_status->setText(hits == 0 ? tr("No match (%1 ms).").arg(milliseconds)
                                : tr("%n hit(s) in %1 task(s), %2 ms.", nullptr, hits)
                                      .arg(std::count_if(m_groups.keyBegin(), m_groups.keyEnd(),
                                                         [](const QString &key) { return !key.contains(u'\n'); }))
                                      .arg(milliseconds));
    if (m_hits->rowCount() > 0 && !m_results->currentIndex().isValid())
        m_results->setCurrentIndex(m_hits->index(0, 0));
}

bool SearchPanel::currentHit(SearchHit *hit) const
{
    const QModelIndex index = m_results->currentIndex().siblingAtColumn(0);
    if (!index.isValid() || !index.data(HitRole).toBool())
        return false;
    hit->task = index.data(TaskRole).toString();
    hit->attempt = index.data(AttemptRole).toString();
    hit->kind = IndexedKind(index.data(KindRole).toInt());
    hit->step = index.data(StepRole).toInt();
    hit->file = index.data(FileRole).toString();
    hit->model = index.data(ModelRole).toString();
    hit->snippet = index.siblingAtColumn(2).data(SnippetRole).toString();
    return true;
}

void SearchPanel::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    m_results->setCurrentIndex(index);
    SearchHit hit;
    if (currentHit(&hit))
        Q_EMIT hitActivated(hit);
    else
        m_results->setExpanded(index.siblingAtColumn(0), !m_results->isExpanded(index.siblingAtColumn(0)));
}

} // namespace heddle
