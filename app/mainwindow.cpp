#include <app/mainwindow.h>

#include <app/appearance.h>
#include <app/datasetcommits.h>
#include <app/preferencesdialog.h>
#include <app/validationcontroller.h>
#include <core/curation/approvalgates.h>
#include <core/curation/workflow.h>
#include <core/review/blindreview.h>
#include <core/review/curator.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/history/conflictdialog.h>
#include <widgets/stats/statsview.h>
#include <core/export/benchmarkexport.h>
#include <core/history/datasethistory.h>
#include <core/history/datasetsync.h>
#include <core/stats/datasetstats.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/taskfilter.h>
#include <core/dataset/tasklistmodel.h>
#include <core/demo/demodataset.h>
#include <core/editing/testeditsession.h>
#include <core/state/viewedstore.h>
#include <core/validation/runrecord.h>
#include <core/validation/sandbox.h>
#include <core/validation/validation.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/palette/commandpalette.h>
#include <widgets/palette/shortcutsdialog.h>
#include <widgets/plaintooltip.h>
#include <widgets/queue/queuefilterbar.h>
#include <widgets/tasktableview.h>
#include <widgets/validation/validationpanel.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QInputDialog>
#include <QDialog>
#include <QPushButton>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <QEventLoop>
#include <QScopeGuard>
#include <QFutureWatcher>
#include <QProgressDialog>

#include <type_traits>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {
constexpr int kMaxRecent = 8;
const auto kRecentKey = u"recentDatasets"_s;
const auto kAppearanceKey = u"appearance"_s;
constexpr TaskViews::Page kPages[] = {TaskViews::Page::Overview, TaskViews::Page::Matrix,   TaskViews::Page::Trajectory,
                                      TaskViews::Page::Patches,  TaskViews::Page::Tests,    TaskViews::Page::Flags,
                                      TaskViews::Page::Runs,     TaskViews::Page::Curation, TaskViews::Page::History};
// Runs work on a worker thread behind a modal, busy progress dialog: the window keeps painting, and nothing can
// save into the dataset while the work (a sync, an export) reads or writes it.
template <typename Work> auto runWithProgress(QWidget *parent, const QString &label, Work work)
{
    using T = std::invoke_result_t<Work>;
    QProgressDialog progress(label, QString(), 0, 0, parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setCancelButton(nullptr);
    QFutureWatcher<T> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(std::move(work)));
    if (!watcher.isFinished())
        loop.exec();
    return watcher.result();
}

QStringList openFlagIds(const Task &task)
{
    QStringList ids;
    for (const Flag &f : task.flags)
        if (f.verdict == Verdict::Open)
            ids << f.id;
    return ids;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_model(new TaskListModel(this))
    , m_proxy(new TaskFilterProxy(this))
{
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Heddle"));
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks | GroupedDragging);
    setDocumentMode(true);

    m_proxy->setSourceModel(m_model);

    // Every view is a dock; the central area stays empty so the docks share the whole window.
    auto *central = new QWidget(this);
    central->setObjectName(u"centralPlaceholder"_s);
    setCentralWidget(central);
    central->hide();

    m_views = new TaskViews(this);
    m_views->setViewedStore(std::make_unique<ViewedStore>(
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/viewed"_s));
    connect(m_views, &TaskViews::notice, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    createDocks();
    m_validation = new ValidationController(m_views->validationPanel(), this);
    connect(m_validation, &ValidationController::taskValidated, this, [this](const Task &task, const RunRecord &) {
        updateTaskSummary(task);
        if (task.id == m_shownTask)
            m_views->reloadValidation(task.flags);
    });
    connect(m_validation, &ValidationController::problem, this,
            [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    m_committer = new DatasetCommitter(this);
    connect(m_committer, &DatasetCommitter::problem, this,
            [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    connect(m_views, &TaskViews::datasetSaved, m_committer, &DatasetCommitter::commit);
    connect(
        m_validation, &ValidationController::taskValidated, this, [this](const Task &task, const RunRecord &record) {
            const QString state = record.controlsHold() ? tr("the controls hold") : tr("a control fails");
            m_committer->commit({u"tasks/"_s + task.id + u"/validation"_s, u"tasks/"_s + task.id + u"/review.json"_s},
                                tr("Validate %1: %2").arg(task.id, state),
                                tr("Run %1 (%2); computed flags recomputed.").arg(record.id, record.sandbox));
        });
    // After each commit the history page follows.
    connect(m_committer, &DatasetCommitter::committed, m_views, &TaskViews::showHistory);
    connect(m_committer, &DatasetCommitter::repositoryChanged, m_views, &TaskViews::showHistory);
    connect(m_views, &TaskViews::initRepositoryRequested, this, [this] { m_keepHistory->trigger(); });
    connect(m_views, &TaskViews::revertRequested, this, &MainWindow::revertCommit);
    CurationPanel *curation = m_views->curationPanel();
    connect(curation, &CurationPanel::statusChangeRequested, this, [this](CurationStatus to) { changeStatus(to); });
    connect(curation, &CurationPanel::assignRequested, this, &MainWindow::assignShownTask);
    connect(curation, &CurationPanel::blindVerdictSubmitted, this, &MainWindow::recordBlindVerdict);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"datasetStatus"_s);
    statusBar()->addPermanentWidget(m_statusLabel, 1);

    m_palette = new CommandPalette(this);
    createActions();

    resize(1280, 760);
    m_defaultState = saveState();
    QSettings settings;
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray()))
        resize(1280, 760);
    restoreState(settings.value(u"mainWindow/state"_s).toByteArray());
    m_view->horizontalHeader()->restoreState(settings.value(u"mainWindow/taskHeader"_s).toByteArray());
    m_filterBar->setFilter(TaskFilter::fromVariant(settings.value(u"mainWindow/queueFilter"_s).toMap()));

    connect(m_views, &TaskViews::pageWanted, this, &MainWindow::raisePage);
    // The way back: a cited step, hunk or test line leads to the flag that cites it.
    connect(m_views, &TaskViews::citationActivated, this, [this](const QStringList &flagIds) {
        if (m_views->showFlag(flagIds.first()))
            m_views->flagsPanel()->setFocus(Qt::OtherFocusReason);
        if (flagIds.size() > 1)
            statusBar()->showMessage(tr("Also cited by: %1").arg(flagIds.mid(1).join(u", "_s)), 8000);
    });
    connect(m_views, &TaskViews::flagsSaved, this, &MainWindow::updateTaskSummary);
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    auto *queue = new QWidget(this);
    queue->setObjectName(u"queuePage"_s);
    auto *layout = new QVBoxLayout(queue);
    layout->setContentsMargins(4, 4, 4, 4);

    m_banner = new QLabel(queue);
    m_banner->setObjectName(u"errorBanner"_s);
    m_banner->setTextFormat(Qt::PlainText); // messages quote file content: never rich text
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(u"QLabel { background: palette(highlight); color: palette(highlighted-text);"
                            u" padding: 6px; border-radius: 3px; }"_s);
    m_banner->hide();
    layout->addWidget(m_banner);

    m_filterBar = new QueueFilterBar(queue);
    m_filterBar->setObjectName(u"queueFilterBar"_s);
    layout->addWidget(m_filterBar);
    connect(m_filterBar, &QueueFilterBar::filterChanged, this, [this](TaskFilter filter) {
        filter.assignee = m_proxy->filter().assignee; // "my queue" is a menu toggle, not a choice of the bar
        m_proxy->setFilter(filter);
        updateStatus();
    });

    m_view = new TaskTableView(queue);
    m_view->setObjectName(u"taskTable"_s);
    m_view->setModel(m_proxy);
    // Several tasks can be selected to validate them together; the current one is the one shown.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->sortByColumn(TaskListModel::Id, Qt::AscendingOrder);
    usePlainToolTips(m_view);
    layout->addWidget(m_view, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showSelectedTask);

    m_queueDock = new QDockWidget(tr("Queue"), this);
    m_queueDock->setObjectName(u"queueDock"_s);
    m_queueDock->setWidget(queue);
    addDockWidget(Qt::LeftDockWidgetArea, m_queueDock);

    QDockWidget *first = nullptr;
    for (TaskViews::Page p : kPages) {
        auto *dock = new QDockWidget(TaskViews::pageTitle(p), this);
        dock->setObjectName(TaskViews::pageName(p) + u"Dock"_s);
        dock->setWidget(m_views->page(p));
        m_pageDocks.append(dock);
        if (p == TaskViews::Page::Flags) {
            addDockWidget(Qt::LeftDockWidgetArea, dock);
            splitDockWidget(m_queueDock, dock, Qt::Vertical);
            continue;
        }
        addDockWidget(Qt::RightDockWidgetArea, dock);
        if (first)
            tabifyDockWidget(first, dock);
        else
            first = dock;
    }
    first->raise();
    resizeDocks({m_queueDock, first}, {430, 850}, Qt::Horizontal);
    resizeDocks({m_queueDock, dock(TaskViews::Page::Flags)}, {420, 300}, Qt::Vertical);
}

QDockWidget *MainWindow::dock(TaskViews::Page page) const
{
    return m_pageDocks.value(int(page));
}

void MainWindow::raisePage(TaskViews::Page page)
{
    QDockWidget *d = dock(page);
    if (!d)
        return;
    d->show();
    d->raise();
}

void MainWindow::createActions()
{
    auto group = [this](QMenu *menu) {
        m_actionGroups.append({menu->title().remove(u'&'), {}});
        return menu;
    };
    auto add = [this](QMenu *menu, const QString &text, const QString &objectName, auto slot,
                      const QList<QKeySequence> &keys = {}) {
        QAction *a = newAction(menu, text, objectName, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };

    QMenu *file = group(menuBar()->addMenu(tr("&File")));
    add(file, tr("&Open Dataset…"), u"openAction"_s, &MainWindow::chooseDataset, {QKeySequence::Open});
    add(file, tr("Open &Demo Dataset"), u"openDemoAction"_s, &MainWindow::openDemo);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    add(file, tr("Re&load Dataset"), u"reloadAction"_s,
        [this] {
            if (!m_dataset.root.isEmpty())
                openDataset(m_dataset.root);
        },
        {QKeySequence::Refresh});
    createCurationActions(file);
    file->addSeparator();
    QAction *preferences = add(file, tr("&Preferences…"), u"preferencesAction"_s,
                               [this] {
                                   PreferencesDialog dialog(this);
                                   dialog.exec();
                               },
                               {QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = add(file, tr("&Quit"), u"quitAction"_s, &QWidget::close, {QKeySequence::Quit});
    quit->setMenuRole(QAction::QuitRole);

    QMenu *go = group(menuBar()->addMenu(tr("&Go")));
    add(go, tr("&Next Task"), u"nextTaskAction"_s, [this] { moveInQueue(1, false); },
        {QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    add(go, tr("&Previous Task"), u"previousTaskAction"_s, [this] { moveInQueue(-1, false); },
        {QKeySequence(Qt::ALT | Qt::Key_Up), QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    add(go, tr("Next &Open Flag"), u"nextOpenFlagAction"_s, [this] { walkOpenFlags(1); }, {QKeySequence(Qt::Key_F7)});
    add(go, tr("Pre&vious Open Flag"), u"previousOpenFlagAction"_s, [this] { walkOpenFlags(-1); },
        {QKeySequence(Qt::SHIFT | Qt::Key_F7)});
    add(go, tr("Next Task with Open &Flags"), u"nextFlaggedTaskAction"_s, [this] { moveInQueue(1, true); },
        {QKeySequence(Qt::CTRL | Qt::Key_F7)});
    add(go, tr("Previous Task with Open F&lags"), u"previousFlaggedTaskAction"_s, [this] { moveInQueue(-1, true); },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F7)});
    add(go, tr("&Back to the Flag"), u"backToFlagAction"_s,
        [this] {
            raisePage(TaskViews::Page::Flags);
            m_views->flagsPanel()->setFocus(Qt::ShortcutFocusReason);
        },
        {QKeySequence(Qt::ALT | Qt::Key_Left)});
    add(go, tr("&Queue"), u"focusQueueAction"_s,
        [this] {
            m_queueDock->show();
            m_queueDock->raise();
            m_view->setFocus(Qt::ShortcutFocusReason);
        },
        {QKeySequence(Qt::CTRL | Qt::Key_0)});

    createValidationActions();

    QMenu *view = group(menuBar()->addMenu(tr("&View")));
    // Ctrl+F finds within the view that has focus (trajectory, test editor); the queue's search has its own key.
    add(view, tr("&Search the Queue"), u"filterAction"_s,
        [this] {
            m_queueDock->show();
            m_queueDock->raise();
            m_filterBar->searchField()->setFocus(Qt::ShortcutFocusReason);
            m_filterBar->searchField()->selectAll();
        },
        {QKeySequence(Qt::CTRL | Qt::Key_K)});
    view->addSeparator();
    int number = 1;
    for (TaskViews::Page p : kPages) {
        QDockWidget *d = dock(p);
        add(view, TaskViews::pageTitle(p), TaskViews::pageName(p) + u"PageAction"_s,
            [this, p, d] {
                raisePage(p);
                d->widget()->setFocus(Qt::ShortcutFocusReason);
                if (QWidget *next = d->widget()->nextInFocusChain(); next && d->widget()->isAncestorOf(next))
                    next->setFocus(Qt::ShortcutFocusReason);
            },
            {QKeySequence(Qt::CTRL | (Qt::Key_0 + number++))});
    }
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    panels->addAction(m_queueDock->toggleViewAction());
    for (QDockWidget *d : std::as_const(m_pageDocks))
        panels->addAction(d->toggleViewAction());
    add(view, tr("&Reset Layout"), u"resetLayoutAction"_s, &MainWindow::resetLayout);
    QMenu *appearance = view->addMenu(tr("&Appearance"));
    auto *appearanceGroup = new QActionGroup(this);
    const Appearance current = appearanceFromName(QSettings().value(kAppearanceKey).toString());
    for (auto [mode, text] : {std::pair{Appearance::System, tr("&System")}, std::pair{Appearance::Light, tr("&Light")},
                              std::pair{Appearance::Dark, tr("&Dark")}}) {
        QAction *a = appearance->addAction(text);
        a->setObjectName(appearanceName(mode) + u"AppearanceAction"_s);
        a->setCheckable(true);
        a->setChecked(mode == current);
        appearanceGroup->addAction(a);
        connect(a, &QAction::triggered, this, [mode] {
            applyAppearance(mode);
            QSettings().setValue(kAppearanceKey, appearanceName(mode));
        });
        m_actionGroups.last().second.append(a);
    }
    add(view, tr("F&ull Screen"), u"fullScreenAction"_s,
        [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); }, {QKeySequence::FullScreen});
    view->addSeparator();
    add(view, tr("&Command Palette…"), u"commandPaletteAction"_s,
        [this] {
            QList<QAction *> actions = allActions();
            actions << m_queueDock->toggleViewAction();
            for (QDockWidget *d : std::as_const(m_pageDocks))
                actions << d->toggleViewAction();
            m_palette->setActions(actions);
            m_palette->popup();
        },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});

    QMenu *help = group(menuBar()->addMenu(tr("&Help")));
    add(help, tr("&Keyboard Shortcuts"), u"shortcutsAction"_s, &MainWindow::showShortcuts,
        {QKeySequence(Qt::CTRL | Qt::Key_Slash), QKeySequence::HelpContents});
    add(help, tr("&About Heddle"), u"aboutAction"_s, [this] {
        QMessageBox::about(this, tr("About Heddle"),
                           tr("Heddle %1\nA workbench for reviewing and repairing the tasks of coding-agent "
                              "benchmarks.\nLicensed under the GNU GPL, version 3 or later.")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

QAction *MainWindow::newAction(QMenu *menu, const QString &text, const QString &objectName,
                               const QList<QKeySequence> &keys)
{
    QAction *a = menu->addAction(text);
    a->setObjectName(objectName);
    a->setShortcuts(keys);
    m_actionGroups.last().second.append(a);
    return a;
}

void MainWindow::createValidationActions()
{
    QMenu *menu = menuBar()->addMenu(tr("&Validate"));
    m_actionGroups.append({menu->title().remove(u'&'), {}});
    auto add = [this, menu](const QString &text, const QString &objectName, auto slot,
                            const QList<QKeySequence> &keys = {}) {
        QAction *a = newAction(menu, text, objectName, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    QAction *task = add(tr("Validate &Task"), u"validateTaskAction"_s,
                        [this] {
                            if (!m_shownTask.isEmpty())
                                validateTasks({m_shownTask});
                        },
                        {QKeySequence(Qt::CTRL | Qt::Key_R)});
    task->setToolTip(tr("Run the task's tests with the reference, the empty patch and every attempt"));
    QAction *selected =
        add(tr("Validate &Selected Tasks"), u"validateSelectedAction"_s, [this] { validateTasks(selectedTaskIds()); },
            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    QAction *queue = add(tr("Validate Every Task in the &Queue"), u"validateQueueAction"_s,
                         [this] { validateTasks(queueTaskIds()); });
    queue->setToolTip(tr("Every task the queue shows, as filtered"));
    m_cancelValidation = add(tr("&Cancel Validation"), u"cancelValidationAction"_s, [this] { m_validation->cancel(); },
                             {QKeySequence(Qt::CTRL | Qt::Key_Period)});
    m_cancelValidation->setEnabled(false);
    connect(m_validation, &ValidationController::runningChanged, m_cancelValidation, &QAction::setEnabled);
    menu->addSeparator();

    QMenu *repeat = menu->addMenu(tr("&Runs per Patch"));
    auto *repeatGroup = new QActionGroup(this);
    for (int n : {1, 2, 3, 5, 10}) {
        QAction *a = repeat->addAction(n == 1 ? tr("1 (no repeats)") : tr("%1 (finds flaky tests)").arg(n));
        a->setObjectName(u"repeat%1Action"_s.arg(n));
        a->setCheckable(true);
        a->setChecked(ValidationController::repeatSetting() == n);
        repeatGroup->addAction(a);
        connect(a, &QAction::triggered, this, [n] { ValidationController::setRepeatSetting(n); });
    }
    QMenu *jobs = menu->addMenu(tr("&Parallel Runs"));
    auto *jobsGroup = new QActionGroup(this);
    for (int n : {0, 1, 2, 4, 8}) {
        QAction *a =
            jobs->addAction(n == 0 ? tr("One per Core (%1)").arg(QThread::idealThreadCount()) : QString::number(n));
        a->setObjectName(u"jobs%1Action"_s.arg(n));
        a->setCheckable(true);
        a->setChecked(ValidationController::jobsSetting() == n);
        jobsGroup->addAction(a);
        connect(a, &QAction::triggered, this, [n] { ValidationController::setJobsSetting(n); });
    }
    QAction *unsandboxed = add(tr("Allow Runs &Without a Sandbox"), u"allowUnsandboxedAction"_s, [this](bool on) {
        if (on && QMessageBox::warning(this, tr("Run tests without a sandbox?"),
                                       tr("Where bubblewrap is not installed, test commands would run with your "
                                          "permissions: they could read your files, use the network and write "
                                          "anywhere you can. Tests and patches are untrusted code.\n\n"
                                          "Install bubblewrap (apt install bubblewrap) to keep runs sandboxed."),
                                       QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Ok) {
            findChild<QAction *>(u"allowUnsandboxedAction"_s)->setChecked(false);
            return;
        }
        ValidationController::setAllowUnsandboxedSetting(on);
    });
    unsandboxed->setCheckable(true);
    unsandboxed->setChecked(ValidationController::allowUnsandboxedSetting());

    m_views->validationPanel()->setActions({task, selected, queue, m_cancelValidation});
}

void MainWindow::createCurationActions(QMenu *file)
{
    file->addSeparator();
    m_keepHistory = file->addAction(tr("&Keep History in Git"));
    m_keepHistory->setObjectName(u"keepHistoryAction"_s);
    m_keepHistory->setEnabled(false);
    connect(m_keepHistory, &QAction::triggered, this, [this] {
        if (QMessageBox::question(this, tr("Keep the dataset's history in git?"),
                                  tr("%1 becomes a git repository: everything in it is committed once, and from then "
                                     "on every save (a test edit, a verdict, a status change, a validation run) is a "
                                     "commit with you as its author.")
                                      .arg(m_dataset.root)) != QMessageBox::Yes)
            return;
        if (m_committer->makeRepository()) {
            m_keepHistory->setEnabled(false);
            statusBar()->showMessage(tr("The dataset is now a git repository."), 8000);
        }
    });
    m_actionGroups.last().second.append(m_keepHistory);
    QAction *sync = file->addAction(tr("S&ync with Remote…"));
    sync->setObjectName(u"syncAction"_s);
    connect(sync, &QAction::triggered, this, &MainWindow::syncWithRemote);
    m_actionGroups.last().second.append(sync);
    QAction *exportAction = file->addAction(tr("&Export Benchmark…"));
    exportAction->setObjectName(u"exportAction"_s);
    exportAction->setToolTip(tr("Write the approved tasks as a benchmark folder: SWE-bench instances and a manifest"));
    connect(exportAction, &QAction::triggered, this, &MainWindow::exportBenchmark);
    m_actionGroups.last().second.append(exportAction);

    QMenu *menu = menuBar()->addMenu(tr("&Curate"));
    m_actionGroups.append({menu->title().remove(u'&'), {}});
    auto add = [this, menu](const QString &text, const QString &objectName, auto slot,
                            const QList<QKeySequence> &keys = {}) {
        QAction *a = newAction(menu, text, objectName, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(tr("&Approve and Next Task"), u"approveNextAction"_s, [this] { changeStatus(CurationStatus::Approved, true); },
        {QKeySequence(Qt::CTRL | Qt::Key_Return)});
    add(tr("&Reject and Next Task…"), u"rejectNextAction"_s, [this] { changeStatus(CurationStatus::Rejected, true); },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return)});
    add(tr("&Start Review"), u"startReviewAction"_s, [this] { changeStatus(CurationStatus::InReview); },
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)});
    add(tr("Needs Re&pair"), u"needsRepairAction"_s, [this] { changeStatus(CurationStatus::InRepair); },
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)});
    add(tr("Re&open…"), u"reopenAction"_s, [this] { changeStatus(CurationStatus::InReview); });
    menu->addSeparator();
    add(tr("Assign &To…"), u"assignAction"_s, &MainWindow::assignShownTask);
    add(tr("Assign to &Me"), u"assignToMeAction"_s, [this] {
        Result<Task> task = m_views->taskOnDisk();
        if (!task)
            return;
        if (const Result<void> done = assignTask(m_dataset.root, *task, curatorName(), curatorName()); !done) {
            QMessageBox::warning(this, tr("Not assigned"), done.error().toString());
            return;
        }
        updateTaskStatus(*task);
        m_committer->commit({u"tasks/"_s + task->id + u"/curation.json"_s},
                            tr("Assign %1 to %2").arg(task->id, curatorName()));
    });
    QAction *mine = add(tr("&My Queue Only"), u"myQueueAction"_s, [this](bool on) { setMyQueue(on); },
                        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M)});
    mine->setCheckable(true);
    add(tr("S&tatistics…"), u"statisticsAction"_s, &MainWindow::showStatistics, {QKeySequence(Qt::Key_F9)});
    menu->addSeparator();
    QAction *blind = add(tr("&Blind Review"), u"blindReviewAction"_s, [this](bool on) { setBlindReview(on); },
                         {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B)});
    blind->setCheckable(true);
    blind->setToolTip(tr("Hide the review agent's flags, the models and other curators' decisions until you have "
                         "recorded your own verdict on the task"));
    if (QSettings().value(u"review/blind"_s, false).toBool()) {
        blind->setChecked(true);
        setBlindReview(true);
    }
}

void MainWindow::revertCommit(const QString &commitId)
{
    if (!settleUnsavedEdits())
        return;
    const Result<CommitResult> done = heddle::revertCommit(m_dataset.root, commitId, {curatorName(), curatorEmail()});
    if (!done) {
        QMessageBox::warning(this, tr("Not reverted"), done.error().toString());
        return;
    }
    statusBar()->showMessage(tr("Reverted %1.").arg(commitId.left(10)), 8000);
    // The revert may touch test files, verdicts and the status: everything is read again.
    m_pendingTask = m_shownTask;
    openDataset(m_dataset.root);
}

void MainWindow::syncWithRemote()
{
    if (m_dataset.root.isEmpty() || !settleUnsavedEdits())
        return;
    if (!m_committer->isRepository()) {
        QMessageBox::information(this, tr("Sync with Remote"),
                                 tr("Only a dataset kept in git can be synced: File > Keep History in Git first."));
        return;
    }
    const QString key = u"sync/"_s + QString::fromLatin1(m_dataset.root.toUtf8().toHex());
    bool ok = false;
    const QString remote =
        QInputDialog::getText(this, tr("Sync with Remote"),
                              tr("The shared repository (a folder or a URL); empty: the remote already set up:"),
                              QLineEdit::Normal, QSettings().value(key).toString(), &ok)
            .trimmed();
    if (!ok)
        return;
    QSettings().setValue(key, remote);
    const CommitAuthor author{curatorName(), curatorEmail()};
    const QString root = m_dataset.root;
    // Saves made meanwhile are committed once the repository is the window's again.
    m_committer->setPaused(true);
    const auto resume = qScopeGuard([this] { m_committer->setPaused(false); });
    Result<SyncResult> result =
        runWithProgress(this, tr("Syncing with %1…").arg(remote.isEmpty() ? tr("the remote") : remote),
                        [root, remote, author] { return syncDataset(root, remote, author); });
    if (!result) {
        QMessageBox::warning(this, tr("Not synced"), result.error().toString());
        return;
    }
    if (result->outcome == SyncResult::Outcome::Conflicts) {
        // Never resolved silently: the curator sees both sides of every file and picks.
        ConflictDialog dialog(this);
        dialog.setConflicts(result->conflicts);
        if (dialog.exec() != QDialog::Accepted) {
            statusBar()->showMessage(tr("Sync stopped: the conflicts are not resolved, nothing was changed."), 10000);
            return;
        }
        result = runWithProgress(this, tr("Merging and pushing…"), [root, resolutions = dialog.resolutions(), author] {
            return resolveConflicts(root, resolutions, author);
        });
        if (!result) {
            QMessageBox::warning(this, tr("Not synced"), result.error().toString());
            return;
        }
    }
    QString message;
    switch (result->outcome) {
    case SyncResult::Outcome::UpToDate: message = tr("Already up to date with %1.").arg(result->remoteName); break;
    case SyncResult::Outcome::FastForwarded: message = tr("Took the changes from %1.").arg(result->remoteName); break;
    case SyncResult::Outcome::Merged:
    case SyncResult::Outcome::Conflicts: message = tr("Merged with %1.").arg(result->remoteName); break;
    }
    if (!result->pushed && result->outcome != SyncResult::Outcome::UpToDate)
        message += u' ' + tr("Not pushed: %1").arg(result->pushError.toString());
    else if (result->pushed)
        message += u' ' + tr("Pushed.");
    statusBar()->showMessage(message, 15000);
    m_pendingTask = m_shownTask;
    openDataset(m_dataset.root);
}

void MainWindow::showStatistics()
{
    if (m_dataset.root.isEmpty())
        return;
    auto *dialog = findChild<QDialog *>(u"statisticsDialog"_s);
    StatsView *view = nullptr;
    if (!dialog) {
        dialog = new QDialog(this, Qt::Window);
        dialog->setObjectName(u"statisticsDialog"_s);
        dialog->resize(1200, 820);
        view = new StatsView(dialog);
        auto *layout = new QVBoxLayout(dialog);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(view);
    } else {
        view = dialog->findChild<StatsView *>();
    }
    dialog->setWindowTitle(tr("Statistics — %1").arg(m_dataset.info.name));
    dialog->show();
    dialog->raise();
    // Every task is read: off the GUI thread.
    const QString root = m_dataset.root, name = m_dataset.info.name;
    QtConcurrent::run([root] { return computeStats(root); }).then(this, [this, view, name](Result<DatasetStats> stats) {
        if (!stats) {
            statusBar()->showMessage(stats.error().toString(), 10000);
            return;
        }
        view->setStats(*stats, name);
    });
}

void MainWindow::exportBenchmark()
{
    if (m_dataset.root.isEmpty())
        return;
    const QString out = QFileDialog::getExistingDirectory(this, tr("Export the approved tasks into an empty folder"));
    if (out.isEmpty())
        return;
    const Result<ExportReport> report =
        runWithProgress(this, tr("Exporting the approved tasks…"),
                        [root = m_dataset.root, out] { return heddle::exportBenchmark(root, out); });
    if (!report) {
        QMessageBox::warning(this, tr("Not exported"), report.error().toString());
        return;
    }
    QString text = tr("%1 approved tasks written to %2.").arg(report->tasks.size()).arg(report->instancesFile);
    for (const TaskFailure &f : report->failures)
        text += u"\n"_s + tr("Left out %1: %2").arg(f.taskId, f.error.toString());
    QMessageBox box(report->complete() ? QMessageBox::Information : QMessageBox::Warning, tr("Export"), text,
                    QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void MainWindow::setMyQueue(bool mine)
{
    TaskFilter filter = m_proxy->filter();
    filter.assignee = mine ? curatorName() : QString();
    m_proxy->setFilter(filter);
    updateStatus();
    statusBar()->showMessage(mine ? tr("The queue shows the tasks assigned to %1.").arg(curatorName())
                                  : tr("The queue shows every task."),
                             5000);
}

void MainWindow::setBlindReview(bool blind)
{
    // The shown task is shown again: its test edits are settled first.
    if (blind != m_views->isBlind() && !m_shownTask.isEmpty() && !settleUnsavedEdits()) {
        if (QAction *a = findChild<QAction *>(u"blindReviewAction"_s))
            a->setChecked(m_views->isBlind());
        return;
    }
    QSettings().setValue(u"review/blind"_s, blind);
    m_views->setBlind(blind);
    // The queue's flag counts and the model filter would tell what blind review hides.
    m_view->setColumnHidden(TaskListModel::FalsePositives, blind);
    m_view->setColumnHidden(TaskListModel::FalseNegatives, blind);
    m_filterBar->setBlind(blind);
    updateStatus();
    if (QDockWidget *flags = dock(TaskViews::Page::Flags))
        flags->setEnabled(!m_views->isHiddenByBlindReview());
}

void MainWindow::updateTaskStatus(const Task &task)
{
    for (TaskSummary &s : m_dataset.tasks) {
        if (s.id != task.id)
            continue;
        s.status = task.curation.status;
        s.assignedTo = task.curation.assignedTo;
        m_model->updateTask(s);
    }
    if (task.id == m_shownTask)
        m_views->setCuration(task.curation);
    updateStatus();
}

void MainWindow::changeStatus(CurationStatus to, bool thenNext)
{
    if (m_shownTask.isEmpty())
        return;
    if (m_views->isHiddenByBlindReview()) {
        raisePage(TaskViews::Page::Curation);
        statusBar()->showMessage(tr("Blind review: record your own verdict on the task first."), 8000);
        return;
    }
    Result<Task> task = m_views->taskOnDisk();
    if (!task) {
        QMessageBox::warning(this, tr("The task cannot be read"), task.error().toString());
        return;
    }
    const CurationStatus from = task->curation.status;
    if (!isAllowedTransition(from, to)) {
        // Approving or rejecting a new task starts its review on the way.
        if (from == CurationStatus::New && isAllowedTransition(CurationStatus::InReview, to)) {
            if (const Result<void> started = heddle::changeStatus(m_dataset.root, *task, CurationStatus::InReview, {},
                                                                  curatorName(), m_views->latestRun());
                !started) {
                QMessageBox::warning(this, tr("Status not changed"), started.error().toString());
                return;
            }
            updateTaskStatus(*task);
            m_committer->commit({u"tasks/"_s + task->id + u"/curation.json"_s}, tr("Start reviewing %1").arg(task->id));
        } else {
            statusBar()->showMessage(tr("%1 is %2: it cannot become %3.")
                                         .arg(task->id, TaskListModel::statusText(from), TaskListModel::statusText(to)),
                                     8000);
            return;
        }
    }
    QString reason;
    QStringList overrides;
    const std::optional<RunRecord> &latest = m_views->latestRun();
    if (to == CurationStatus::Approved) {
        const QList<GateResult> gates = approvalGates(*task, latest);
        overrides = failedGateIds(gates);
        if (!overrides.isEmpty()) {
            QStringList lines;
            for (const GateResult &g : gates)
                if (!g.passed)
                    lines << u"✗ "_s + g.title + u": "_s + g.detail;
            bool ok = false;
            reason = QInputDialog::getMultiLineText(
                         this, tr("Approve despite failing gates?"),
                         tr("%1 does not pass every approval gate:\n\n%2\n\nTo approve it anyway, write why. The "
                            "approval is recorded as an override of these gates.")
                             .arg(task->id, lines.join(u'\n')),
                         {}, &ok)
                         .trimmed();
            if (!ok)
                return;
            if (reason.isEmpty()) {
                statusBar()->showMessage(tr("Not approved: an override needs a written reason."), 8000);
                return;
            }
        }
    } else if (transitionNeedsReason(task->curation.status, to)) {
        bool ok = false;
        reason = QInputDialog::getText(this,
                                       to == CurationStatus::Rejected ? tr("Reject %1").arg(task->id)
                                                                      : tr("Reopen %1").arg(task->id),
                                       tr("Why?"), QLineEdit::Normal, {}, &ok)
                     .trimmed();
        if (!ok)
            return;
        if (reason.isEmpty()) {
            statusBar()->showMessage(tr("Not changed: a reason is needed."), 8000);
            return;
        }
    }
    const CurationStatus before = task->curation.status;
    if (const Result<void> done =
            heddle::changeStatus(m_dataset.root, *task, to, reason, curatorName(), latest, overrides);
        !done) {
        QMessageBox::warning(this, tr("Status not changed"), done.error().toString());
        return;
    }
    updateTaskStatus(*task);
    QString summary = tr("%1 %2").arg(to == CurationStatus::Approved
                                          ? (overrides.isEmpty() ? tr("Approve") : tr("Approve (override)"))
                                      : to == CurationStatus::Rejected ? tr("Reject")
                                      : to == CurationStatus::InRepair ? tr("Send to repair")
                                      : before == CurationStatus::New  ? tr("Start reviewing")
                                                                       : tr("Reopen"),
                                      task->id);
    QString details = reason;
    if (!overrides.isEmpty())
        details += u"\n\n"_s + tr("Gates overridden: %1").arg(overrides.join(u", "_s));
    m_committer->commit({u"tasks/"_s + task->id + u"/curation.json"_s}, summary, details);
    statusBar()->showMessage(tr("%1: %2.").arg(task->id, TaskListModel::statusText(to)), 5000);
    if (thenNext)
        moveInQueue(1, false);
}

void MainWindow::assignShownTask()
{
    Result<Task> task = m_views->taskOnDisk();
    if (!task)
        return;
    bool ok = false;
    const QString who =
        QInputDialog::getText(this, tr("Assign %1").arg(task->id), tr("Curator (empty: nobody):"), QLineEdit::Normal,
                              task->curation.assignedTo.isEmpty() ? curatorName() : task->curation.assignedTo, &ok)
            .trimmed();
    if (!ok)
        return;
    if (const Result<void> done = assignTask(m_dataset.root, *task, who, curatorName()); !done) {
        QMessageBox::warning(this, tr("Not assigned"), done.error().toString());
        return;
    }
    updateTaskStatus(*task);
    m_committer->commit({u"tasks/"_s + task->id + u"/curation.json"_s},
                        who.isEmpty() ? tr("Unassign %1").arg(task->id) : tr("Assign %1 to %2").arg(task->id, who));
}

void MainWindow::recordBlindVerdict(bool passesWrongPatch, bool rejectsValidPatch, const QString &note)
{
    if (m_shownTask.isEmpty() || !settleUnsavedEdits())
        return;
    const BlindVerdict verdict{passesWrongPatch, rejectsValidPatch, note, curatorName(),
                               QDateTime::currentDateTimeUtc()};
    if (const Result<void> saved = saveBlindVerdict(m_dataset.root, m_shownTask, verdict); !saved) {
        QMessageBox::warning(this, tr("Blind verdict not saved"), saved.error().toString());
        return;
    }
    const QString path = blindVerdictPath(m_dataset.root, m_shownTask, curatorName()).mid(m_dataset.root.size() + 1);
    QStringList found;
    if (passesWrongPatch)
        found << tr("the tests pass a wrong patch");
    if (rejectsValidPatch)
        found << tr("the tests reject a valid patch");
    m_committer->commit(
        {path},
        tr("Blind verdict on %1: %2").arg(m_shownTask, found.isEmpty() ? tr("tests look right") : found.join(u"; "_s)),
        note);
    // Revealed: the views show the task whole.
    if (Result<Task> task = m_views->taskOnDisk())
        m_views->setTask(std::move(task).value());
    if (QDockWidget *flags = dock(TaskViews::Page::Flags))
        flags->setEnabled(true);
    statusBar()->showMessage(tr("Your verdict is recorded; the flags, models and decisions are shown."), 8000);
}

QStringList MainWindow::selectedTaskIds() const
{
    QStringList ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        ids.append(index.data(TaskListModel::TaskIdRole).toString());
    if (ids.isEmpty() && !m_shownTask.isEmpty())
        ids.append(m_shownTask);
    return ids;
}

QStringList MainWindow::queueTaskIds() const
{
    QStringList ids;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (!index.data(TaskListModel::BrokenRole).toBool())
            ids.append(index.data(TaskListModel::TaskIdRole).toString());
    }
    return ids;
}

void MainWindow::validateTasks(const QStringList &ids)
{
    if (ids.isEmpty() || m_dataset.root.isEmpty())
        return;
    // A run uses the test files as saved: unsaved edits of the shown task are settled first.
    if (ids.contains(m_shownTask) && !settleUnsavedEdits())
        return;
    const ValidationOptions options = m_validation->options();
    if (!options.container && !bubblewrapAvailable() && !options.allowUnsandboxed) {
        QMessageBox box(QMessageBox::Warning, tr("bubblewrap is not installed"),
                        tr("Heddle runs test commands in a bubblewrap sandbox (no network, only the workspace "
                           "writable), and bubblewrap is not installed here. Install it (apt install bubblewrap) "
                           "and validate again.\n\nRunning without a sandbox gives untrusted tests and patches "
                           "your permissions."),
                        QMessageBox::Cancel, this);
        QAbstractButton *run = box.addButton(tr("Run Without a Sandbox"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != run)
            return;
        ValidationController::setAllowUnsandboxedSetting(true);
        if (QAction *a = findChild<QAction *>(u"allowUnsandboxedAction"_s))
            a->setChecked(true);
    }
    raisePage(TaskViews::Page::Runs);
    m_validation->validate(ids);
}

QList<QAction *> MainWindow::allActions() const
{
    QList<QAction *> actions;
    for (const auto &[title, list] : m_actionGroups)
        actions += list;
    return actions;
}

void MainWindow::showShortcuts()
{
    auto groups = m_actionGroups;
    QList<QAction *> panels{m_queueDock->toggleViewAction()};
    for (QDockWidget *d : std::as_const(m_pageDocks))
        panels.append(d->toggleViewAction());
    groups.append({tr("Panels"), panels});
    ShortcutsDialog dialog(groups, this);
    dialog.exec();
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState);
    m_queueDock->show();
    for (QDockWidget *d : std::as_const(m_pageDocks))
        d->show();
}

void MainWindow::chooseDataset()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Dataset"), m_dataset.root);
    if (!dir.isEmpty())
        openDataset(dir);
}

void MainWindow::openDataset(const QString &root)
{
    if (!settleUnsavedEdits())
        return;
    const quint64 ticket = ++m_openTicket;
    statusBar()->showMessage(tr("Opening %1…").arg(root));
    QApplication::setOverrideCursor(Qt::BusyCursor);
    openDatasetAsync(root).then(this, [this, ticket, root](Result<Dataset> result) {
        QApplication::restoreOverrideCursor();
        if (ticket != m_openTicket)
            return; // a newer request is on its way; this result is stale
        statusBar()->clearMessage();
        if (!result) {
            showError(tr("Could not open the dataset %1").arg(root), result.error().toString());
            Q_EMIT datasetOpened(QString());
            return;
        }
        rememberRecent(result->root);
        showDataset(std::move(result).value());
    });
}

void MainWindow::openDemo()
{
    const quint64 ticket = ++m_openTicket;
    const QString target = defaultDemoLocation();
    statusBar()->showMessage(tr("Preparing the demo dataset…"));
    installDemoDatasetAsync(target).then(this, [this, ticket, target](Result<QString> root) {
        if (ticket != m_openTicket)
            return;
        statusBar()->clearMessage();
        if (root) {
            openDataset(*root);
            return;
        }
        // A demo of another version (or with other files) is there: it may hold a curator's edits, so it is
        // only ever moved aside, and only when asked.
        const QString installed = installedDemoVersion(target);
        if (!installed.isEmpty() && installed != demoDatasetVersion()) {
            const auto answer = QMessageBox::question(
                this, tr("Demo Dataset"),
                tr("%1 holds another version of the demo dataset. Move it aside and unpack this version?").arg(target));
            if (answer == QMessageBox::Yes) {
                const QString aside = target + u"-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
                if (QDir().rename(target, aside)) {
                    openDemo();
                    return;
                }
                showError(tr("Could not move %1 aside").arg(target), aside);
                return;
            }
        }
        showError(tr("Could not prepare the demo dataset"), root.error().toString());
        Q_EMIT datasetOpened(QString());
    });
}

void MainWindow::showDataset(Dataset dataset)
{
    const QString previousTask = m_view->currentIndex().data(TaskListModel::TaskIdRole).toString();
    const bool sameDataset = dataset.root == m_dataset.root;
    m_dataset = std::move(dataset);
    m_validation->setDataset(m_dataset);
    m_committer->setDataset(m_dataset.root);
    if (m_keepHistory)
        m_keepHistory->setEnabled(!m_committer->isRepository());
    m_views->setDataset(m_dataset);
    m_model->setTasks(m_dataset.tasks);
    m_filterBar->setDataset(m_dataset);
    setWindowTitle(tr("%1 — Heddle").arg(m_dataset.info.name));
    setWindowFilePath(m_dataset.root);
    int broken = 0;
    for (const TaskSummary &t : std::as_const(m_dataset.tasks))
        broken += t.isBroken();
    if (broken > 0)
        showError(tr("Tasks that failed to load: %1. The rest of the dataset is open; "
                     "the Load error column says what is wrong with each.")
                      .arg(broken),
                  QString());
    else
        m_banner->hide();
    m_view->resizeColumnsToContents();
    // Back where the curator was: the task selected before a reload, else the one last seen in this dataset.
    QString wanted = std::exchange(m_pendingTask, QString());
    if (wanted.isEmpty())
        wanted =
            sameDataset
                ? previousTask
                : QSettings().value(u"lastTask/"_s + QString::fromLatin1(m_dataset.root.toUtf8().toHex())).toString();
    if (wanted.isEmpty() || !selectTask(wanted)) {
        if (m_proxy->rowCount() > 0)
            m_view->selectRow(0);
    }
    updateStatus();
    Q_EMIT datasetOpened(m_dataset.root);
}

bool MainWindow::selectTask(const QString &id)
{
    const auto hits = m_model->match(m_model->index(0, 0), TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
    if (hits.isEmpty())
        return false;
    QModelIndex index = m_proxy->mapFromSource(hits.first());
    if (!index.isValid()) { // filtered out: the curator asked for this task, so show it
        m_filterBar->setFilter(TaskFilter{});
        index = m_proxy->mapFromSource(hits.first());
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

void MainWindow::moveInQueue(int step, bool openFlagsOnly)
{
    const QModelIndex current = m_view->currentIndex();
    const QModelIndex index =
        openFlagsOnly ? m_proxy->nextWithOpenFlags(current, step) : m_proxy->neighbour(current, step);
    if (!index.isValid() || index.row() == current.row()) {
        statusBar()->showMessage(openFlagsOnly ? tr("No other task has open flags.") : tr("No other task."), 4000);
        return;
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

bool MainWindow::settleUnsavedEdits()
{
    TestEditSession *session = m_views->editSession();
    if (!session->hasUnsavedChanges())
        return true;
    const auto answer =
        QMessageBox::warning(this, tr("Unsaved Test Edits"),
                             tr("The tests of %1 have unsaved edits: %2.\nSave them to the dataset?")
                                 .arg(session->taskId(), session->modifiedFiles().join(u", "_s)),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        if (const Result<void> s = session->saveAll(); !s) {
            showError(tr("The test edits were not saved"), s.error().toString());
            return false;
        }
        return true;
    }
    if (answer == QMessageBox::Discard) {
        session->revertAll();
        return true;
    }
    // Kept as a draft, whatever happens next.
    if (const Result<void> s = session->flushDrafts(); !s)
        showError(tr("The test edits could not be kept as a draft"), s.error().toString());
    return false;
}

void MainWindow::updateTaskSummary(const Task &task)
{
    for (TaskSummary &s : m_dataset.tasks) {
        if (s.id != task.id)
            continue;
        s.flags = {};
        for (const Flag &f : task.flags)
            ++s.flags[size_t(f.kind)][size_t(f.verdict)];
        m_model->updateTask(s);
    }
    updateStatus();
}

void MainWindow::walkOpenFlags(int step)
{
    const QStringList open = openFlagIds(m_views->task());
    const qsizetype at = open.indexOf(m_views->flagsPanel()->currentFlagId());
    const qsizetype next = at < 0 ? (step > 0 ? 0 : open.size() - 1) : at + step;
    if (next >= 0 && next < open.size()) {
        m_views->showFlag(open[next]);
        m_views->flagsPanel()->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    const QModelIndex current = m_view->currentIndex();
    const QModelIndex index = m_proxy->nextWithOpenFlags(current, step);
    if (!index.isValid() || index.row() == current.row()) {
        statusBar()->showMessage(tr("No other open flag in the queue."), 4000);
        return;
    }
    m_pendingFlagWalk = step;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

void MainWindow::selectPendingFlag()
{
    const int step = std::exchange(m_pendingFlagWalk, 0);
    if (step == 0)
        return;
    const QStringList open = openFlagIds(m_views->task());
    if (open.isEmpty())
        return;
    m_views->showFlag(step > 0 ? open.first() : open.last());
    m_views->flagsPanel()->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::showSelectedTask()
{
    const QModelIndex current = m_view->currentIndex();
    const QString wanted = current.data(TaskListModel::TaskIdRole).toString();
    if (wanted != m_shownTask && !settleUnsavedEdits()) {
        // Stay on the task whose edits are open; the queue's selection goes back to it.
        const QSignalBlocker block(m_view->selectionModel());
        const auto hits =
            m_model->match(m_model->index(0, 0), TaskListModel::TaskIdRole, m_shownTask, 1, Qt::MatchExactly);
        if (!hits.isEmpty())
            m_view->setCurrentIndex(m_proxy->mapFromSource(hits.first()));
        return;
    }
    const quint64 ticket = ++m_taskTicket;
    if (!current.isValid()) {
        m_views->clear(tr("Select a task to see it here."));
        m_shownTask.clear();
        return;
    }
    const QString id = current.data(TaskListModel::TaskIdRole).toString();
    QSettings().setValue(u"lastTask/"_s + QString::fromLatin1(m_dataset.root.toUtf8().toHex()), id);
    loadTaskAsync(m_dataset.root, id).then(this, [this, ticket, id](Result<Task> task) {
        if (ticket != m_taskTicket)
            return; // the selection moved on while this task was loading
        if (!task) {
            m_views->clear(tr("The task %1 cannot be shown:\n%2").arg(id, task.error().toString()));
            m_shownTask.clear();
            Q_EMIT taskShown(QString());
            return;
        }
        m_views->setTask(std::move(task).value());
        m_shownTask = id;
        if (QDockWidget *flags = dock(TaskViews::Page::Flags))
            flags->setEnabled(!m_views->isHiddenByBlindReview());
        selectPendingFlag();
        Q_EMIT taskShown(id);
    });
}

void MainWindow::showError(const QString &message, const QString &detail)
{
    m_banner->setText(detail.isEmpty() ? message : message + u"\n"_s + detail);
    m_banner->show();
}

void MainWindow::updateStatus()
{
    int broken = 0, openFp = 0, openFn = 0;
    for (const TaskSummary &t : std::as_const(m_dataset.tasks)) {
        broken += t.isBroken();
        openFp += t.flagCount(FlagKind::FalsePositive, Verdict::Open);
        openFn += t.flagCount(FlagKind::FalseNegative, Verdict::Open);
    }
    m_filterBar->setCounts(m_proxy->rowCount(), m_model->rowCount());
    QString text = tr("Tasks: %1").arg(m_dataset.tasks.size());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += u" · "_s + tr("shown: %1").arg(m_proxy->rowCount());
    if (broken)
        text += u" · "_s + tr("failed to load: %1").arg(broken);
    if (!m_views->isBlind()) // blind review hides the flags
        text += u" · "_s + tr("open FP flags: %1").arg(openFp) + u" · "_s + tr("open FN flags: %1").arg(openFn);
    m_statusLabel->setText(text);
}

void MainWindow::rememberRecent(const QString &root)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(root);
    recent.prepend(root);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &root : recent)
        m_recentMenu->addAction(root, this, [this, root] { openDataset(root); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QString MainWindow::droppedDataset(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().first().isLocalFile())
        return {};
    const QFileInfo info(mime->urls().first().toLocalFile());
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (info.isFile() && info.fileName() != QString::fromUtf16(kDatasetFileName))
        return {};
    return QFileInfo::exists(folder + u'/' + QString::fromUtf16(kDatasetFileName)) ? folder : QString();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedDataset(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString root = droppedDataset(event->mimeData());
    if (root.isEmpty())
        return;
    event->acceptProposedAction();
    openDataset(root);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!settleUnsavedEdits()) {
        event->ignore();
        return;
    }
    if (m_validation->isRunning()) {
        if (QMessageBox::question(this, tr("Validation is running"),
                                  tr("%1 is being validated. Cancel the validation and quit? Runs that ended are "
                                     "recorded.")
                                      .arg(m_validation->currentTask()),
                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_validation->cancel();
    }
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    settings.setValue(u"mainWindow/state"_s, saveState());
    settings.setValue(u"mainWindow/taskHeader"_s, m_view->horizontalHeader()->saveState());
    settings.setValue(u"mainWindow/queueFilter"_s, m_filterBar->filter().toVariant());
    event->accept();
}

} // namespace heddle
