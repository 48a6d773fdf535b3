#include <app/controllers/searchcontroller.h>

#include <app/window/actiongroups.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/dataset/taskfilter.h>
#include <core/index/indexworker.h>
#include <widgets/queue/queuepanel.h>
#include <widgets/search/searchpanel.h>

#include <QDockWidget>
#include <QMainWindow>
#include <QLoggingCategory>
#include <QMenu>
#include <QSet>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// QT_LOGGING_RULES="heddle.search.info=true": when the search index is up to date.
Q_LOGGING_CATEGORY(lcSearch, "heddle.search", QtWarningMsg)

// The 1-based line of a test file where the hit's first matched term is; 1 when it cannot be told.
int lineOfHit(const Task &task, const SearchHit &hit)
{
    const qsizetype start = hit.snippet.indexOf(kMatchStart);
    const qsizetype end = hit.snippet.indexOf(kMatchEnd, start + 1);
    if (start < 0 || end < 0)
        return 1;
    const QByteArray term = hit.snippet.mid(start + 1, end - start - 1).toUtf8();
    for (const TestFile &file : task.tests.files) {
        if (file.path != hit.file)
            continue;
        const qsizetype at = file.content.toLower().indexOf(term.toLower());
        return at < 0 ? 1 : int(file.content.left(at).count('\n')) + 1;
    }
    return 1;
}

// The key of a search's flags, unlike any other search's: two searches raising flags of one id would write that id
// twice into a task's review.json.
QString uniqueKey(const SavedSearch &search, const QList<SavedSearch> &saved)
{
    QSet<QString> taken;
    for (const SavedSearch &other : builtInSearches() + saved)
        if (other.name != search.name)
            taken.insert(other.key.isEmpty() ? savedSearchKey(other.name) : other.key);
    const QString base = search.key.isEmpty() ? savedSearchKey(search.name) : search.key;
    QString key = base;
    for (int n = 2; taken.contains(key); ++n)
        key = base + u'-' + QString::number(n);
    return key;
}

} // namespace

SearchController::SearchController(TaskViews *views, QueuePanel *queue, Settings *settings, QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_views(views)
    , m_queue(queue)
    , m_settings(settings)
    , m_panel(new SearchPanel(window))
    , m_dock(new QDockWidget(tr("Search"), window))
    , m_worker(new IndexWorker(this))
    , m_refresh(new QTimer(this))
{
    m_dock->setObjectName(u"searchDock"_s);
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(1500);
    connect(m_refresh, &QTimer::timeout, m_worker, &IndexWorker::refresh);

    connect(m_panel, &SearchPanel::searchRequested, this, [this](const QString &query, const SearchFilter &filter) {
        m_panel->beginResults(m_worker->search(query, filter));
    });
    connect(m_worker, &IndexWorker::hitsFound, m_panel, &SearchPanel::addHits);
    connect(m_worker, &IndexWorker::searchFinished, m_panel, &SearchPanel::finishResults);
    connect(m_panel, &SearchPanel::hitActivated, this, &SearchController::open);
    connect(m_worker, &IndexWorker::progress, this, [this](int permille) {
        if (!m_ready)
            m_panel->setIndexState(tr("Indexing the dataset… %1%").arg(permille / 10));
    });
    connect(m_worker, &IndexWorker::updated, this, [this](const IndexUpdate &update) {
        m_ready = true;
        m_panel->setExitStatuses(update.exitStatuses);
        QString state = tr("Index: %n task(s)", nullptr, update.tasks);
        if (!update.problems.isEmpty())
            state += tr(", %n file(s) could not be read", nullptr, int(update.problems.size()));
        m_panel->setIndexState(state);
        m_panel->setToolTip(update.problems.join(u'\n'));
        qCInfo(lcSearch, "index up to date: %d tasks", update.tasks);
        Q_EMIT indexUpdated(update);
    });
    connect(m_worker, &IndexWorker::failed, this, [this](const QString &why) {
        m_panel->setIndexState(tr("The index is unavailable: %1").arg(why));
        Q_EMIT message(tr("Search is unavailable: %1").arg(why), 10000);
    });
    m_panel->setUserSearches(m_settings->savedSearches());
    connect(m_panel, &SearchPanel::saveRequested, this, [this](SavedSearch search) {
        QList<SavedSearch> searches = m_settings->savedSearches();
        if (search.raisesFlag)
            search.key = uniqueKey(search, searches);
        const auto same =
            std::find_if(searches.begin(), searches.end(), [&](const SavedSearch &s) { return s.name == search.name; });
        if (same != searches.end())
            *same = search; // saving under a name again replaces it
        else
            searches.append(search);
        m_settings->setSavedSearches(searches);
        m_panel->setUserSearches(searches);
        Q_EMIT message(tr("Saved the search “%1”.").arg(search.name), 4000);
    });
    connect(m_panel, &SearchPanel::removeRequested, this, [this](const QString &name) {
        QList<SavedSearch> searches = m_settings->savedSearches();
        searches.removeIf([&](const SavedSearch &s) { return s.name == name; });
        m_settings->setSavedSearches(searches);
        m_panel->setUserSearches(searches);
    });
    connect(m_views, &TaskViews::taskLoaded, this, &SearchController::onTaskLoaded);
    connect(m_views, &TaskViews::taskSaved, this, &SearchController::refreshSoon);
}

SearchController::~SearchController() = default;

void SearchController::setDataset(const Dataset &dataset, const QString &indexFile)
{
    m_root = dataset.root;
    m_ready = false;
    m_pending.reset();
    m_panel->setModels(filterChoices(dataset.tasks).models);
    m_panel->setIndexState(tr("Indexing the dataset…"));
    m_worker->setDataset(dataset.root, indexFile);
}

void SearchController::refreshSoon()
{
    if (!m_root.isEmpty())
        m_refresh->start();
}

void SearchController::addActions(QMenu *menu, ActionGroups &groups)
{
    QAction *search = groups.add(menu, tr("&Search Dataset…"), u"searchDatasetAction"_s,
                                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    connect(search, &QAction::triggered, this, &SearchController::showSearch);
}

void SearchController::showSearch()
{
    const bool opening = m_dock->isHidden() && !m_dock->isFloating();
    m_dock->show();
    if (opening) // room for a dozen hits, not two
        m_window->resizeDocks({m_dock}, {std::max(320, m_window->height() / 3)}, Qt::Vertical);
    m_dock->raise();
    m_panel->setCurrentTask(m_views->task().id);
    m_panel->focusQuery();
}

void SearchController::open(const SearchHit &hit)
{
    if (m_views->task().id == hit.task) {
        showHit(hit);
        return;
    }
    m_pending = hit;
    if (!m_queue->selectTask(hit.task)) {
        m_pending.reset();
        Q_EMIT message(tr("%1 is not in the queue as it is filtered now; clear the filter to open it.").arg(hit.task),
                       8000);
    }
}

void SearchController::onTaskLoaded(const QString &taskId)
{
    m_panel->setCurrentTask(taskId);
    if (m_pending && m_pending->task == taskId)
        showHit(*std::exchange(m_pending, std::nullopt));
}

namespace {

// The first stretch of the snippet the index marked as matching, as it is written in the text.
QString firstMatchedText(const QString &snippet)
{
    const qsizetype start = snippet.indexOf(kMatchStart);
    const qsizetype end = start < 0 ? -1 : snippet.indexOf(kMatchEnd, start + 1);
    return end < 0 ? QString() : snippet.mid(start + 1, end - start - 1).trimmed();
}

} // namespace

void SearchController::showHit(const SearchHit &hit)
{
    Evidence evidence;
    switch (hit.kind) {
    case IndexedKind::Query: Q_EMIT pageWanted(PageId::Overview); return;
    case IndexedKind::Thought:
    case IndexedKind::Action:
    case IndexedKind::Observation:
        // The step opens expanded with what matched found in it, so the match is in view.
        if (!m_views->showTrajectoryMatch(hit.attempt, hit.step, firstMatchedText(hit.snippet)))
            Q_EMIT message(m_views->errorString(), 8000);
        return;
    case IndexedKind::Patch:
        evidence.kind = Evidence::Kind::PatchHunk;
        evidence.attempt = hit.attempt;
        evidence.file = hit.file;
        evidence.hunk = 0;
        break;
    case IndexedKind::Test:
        evidence.kind = Evidence::Kind::TestLine;
        evidence.file = hit.file;
        evidence.line = lineOfHit(m_views->task(), hit);
        break;
    }
    if (!m_views->showEvidence(evidence))
        Q_EMIT message(m_views->errorString(), 8000);
}

} // namespace heddle
