#include <app/window/mainwindow.h>

#include <app/controllers/behaviourflagcontroller.h>
#include <app/controllers/curationcontroller.h>
#include <app/window/datasetcommitter.h>
#include <app/window/datasetopener.h>
#include <app/window/historyoffer.h>
#include <app/dialogs/preferencesdialog.h>
#include <app/controllers/reviewagentcontroller.h>
#include <app/controllers/presentationcontroller.h>
#include <app/controllers/testfilecontroller.h>
#include <app/controllers/repositorycontroller.h>
#include <app/controllers/flagimportcontroller.h>
#include <app/controllers/reportcontroller.h>
#include <app/controllers/verdictexportcontroller.h>
#include <app/controllers/searchcontroller.h>
#include <app/settings.h>
#include <app/controllers/taskeditcontroller.h>
#include <app/window/taskviews.h>
#include <app/pages/patchespage.h>
#include <app/pages/taskpage.h>
#include <app/controllers/validationcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/state/viewedstore.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/validation/runrecord.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/palette/commandpalette.h>
#include <widgets/palette/shortcutsdialog.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QUndoStack>
#include <QMessageBox>
#include <QPushButton>
#include <QPointer>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QThread>
#include <QTimer>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// QT_LOGGING_RULES="heddle.window.info=true": a dataset's queue from its index and when its tasks are checked.
Q_LOGGING_CATEGORY(lcWindow, "heddle.window", QtWarningMsg)

QStringList openFlagIds(const Task &task)
{
    QStringList ids;
    for (const Flag &f : task.flags)
        if (f.awaitsVerdict())
            ids << f.id;
    return ids;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_settings(std::make_unique<Settings>())
{
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Heddle"));
    // A save that waits for another writer of the dataset (a command line, an agent run) says for whom.
    setWriteLockNotifier([window = QPointer<MainWindow>(this)](const QString &message) {
        if (window && QThread::currentThread() == window->thread()) {
            // The window's own thread waits: paint the message now, not after the wait.
            window->showMessage(message, 10000);
            window->statusBar()->repaint();
            return;
        }
        QMetaObject::invokeMethod(
            qApp,
            [window, message] {
                if (window)
                    window->showMessage(message, 10000);
            },
            Qt::QueuedConnection);
    });
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks | GroupedDragging);
    setDocumentMode(true);

    // Every view is a dock; the central area stays empty so the docks share the whole window.
    auto *central = new QWidget(this);
    central->setObjectName(u"centralPlaceholder"_s);
    setCentralWidget(central);
    central->hide();

    m_views = new TaskViews(m_settings.get(), this);
    m_views->setViewedStore(std::make_unique<ViewedStore>(
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/viewed"_s));
    createDocks();
    createControllers();

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"datasetStatus"_s);
    // At the right, at its own width: the left is where messages show (a stretched permanent widget leaves them none).
    statusBar()->addPermanentWidget(m_statusLabel);

    m_palette = new CommandPalette(this);
    createFileMenu();
    createEditMenu();
    createTaskMenu();
    QMenu *curate = m_actions.addGroup(menuBar()->addMenu(tr("&Curate")));
    m_curation->addDecisionActions(curate, m_actions);
    QAction *mine =
        m_actions.add(curate, tr("&My Queue Only"), u"myQueueAction"_s, {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M)});
    mine->setCheckable(true);
    connect(mine, &QAction::triggered, this, [this](bool on) {
        m_queue->setAssignee(on ? m_settings->curatorName() : QString());
        showMessage(on ? tr("The queue shows the tasks assigned to %1.").arg(m_settings->curatorName())
                       : tr("The queue shows every task."),
                    5000);
    });
    m_repository->addStatisticsAction(curate, m_actions);
    curate->addSeparator();
    m_curation->addBlindReviewAction(curate, m_actions);
    auto *review = new ReviewAgentController(m_views, m_queue, m_committer, m_settings.get(), this);
    review->addActions(m_actions.addGroup(menuBar()->addMenu(tr("&Review"))), m_actions);
    connect(this, &MainWindow::datasetOpened, review, &ReviewAgentController::refresh);
    connect(review, &ReviewAgentController::message, this, &MainWindow::showMessage);
    connect(review, &ReviewAgentController::datasetChanged, this, &MainWindow::reopenDataset);
    connect(review, &ReviewAgentController::setUpWanted, this, [this] { openPreferences(true); });
    createGoMenu();
    createValidateMenu();
    createViewMenu();
    createHelpMenu();

    restoreSettings();
    // The way back: a cited step, hunk or test line leads to the flag that cites it.
    connect(m_views, &TaskViews::citationActivated, this, [this](const QStringList &flagIds) {
        if (m_views->showFlag(flagIds.first()))
            m_views->flagsPanel()->setFocus(Qt::OtherFocusReason);
        if (flagIds.size() > 1)
            showMessage(tr("Also cited by: %1").arg(flagIds.mid(1).join(u", "_s)), 8000);
    });
}

MainWindow::~MainWindow()
{
    setWriteLockNotifier({});
}

void MainWindow::createControllers()
{
    m_opener = new DatasetOpener(m_settings.get(), this);
    connect(m_opener, &DatasetOpener::opened, this, &MainWindow::showDataset);
    connect(m_opener, &DatasetOpener::provisionallyOpened, this, &MainWindow::showProvisionalDataset);
    connect(m_opener, &DatasetOpener::dropped, this, &MainWindow::openDataset);
    connect(m_opener, &DatasetOpener::failed, this, [this](const QString &message, const QString &detail) {
        m_checking.clear();
        showError(message, detail);
        Q_EMIT datasetOpened(QString());
    });
    connect(m_opener, &DatasetOpener::demoReady, this, &MainWindow::openDataset);
    connect(m_opener, &DatasetOpener::recentChosen, this, &MainWindow::openDataset);
    connect(m_opener, &DatasetOpener::progress, this, [this](const QString &what) { showMessage(what, 0); });

    connect(m_views, &TaskViews::notice, this, [this](const QString &message) { showMessage(message, 10000); });
    connect(m_views, &TaskViews::problem, this, &MainWindow::showError);
    connect(m_views, &TaskViews::pageWanted, this, &MainWindow::raisePage);
    connect(m_views, &TaskViews::flagsSaved, m_queue, &QueuePanel::updateTask);
    connect(m_views, &TaskViews::taskSaved, m_queue, &QueuePanel::updateTask);
    connect(m_views, &TaskViews::taskLoaded, this, &MainWindow::onTaskLoaded);
    connect(m_views, &TaskViews::taskFailed, this, [this] { Q_EMIT taskShown(QString()); });

    m_committer = new DatasetCommitter(m_settings.get(), this);
    connect(m_committer, &DatasetCommitter::problem, this, [this](const QString &m) { showMessage(m, 15000); });
    connect(m_views, &TaskViews::datasetSaved, m_committer, &DatasetCommitter::commit);
    // After each commit the history page follows.
    connect(m_committer, &DatasetCommitter::committed, m_views, &TaskViews::showHistory);
    connect(m_committer, &DatasetCommitter::repositoryChanged, m_views, &TaskViews::showHistory);

    m_validation = new ValidationController(m_views, m_queue, m_committer, m_settings.get(), this);
    connect(m_validation, &ValidationController::pageWanted, this, &MainWindow::raisePage);
    connect(m_validation, &ValidationController::problem, this, [this](const QString &m) { showMessage(m, 15000); });
    connect(m_validation, &ValidationController::taskValidated, this, [this](const Task &task, const RunRecord &run) {
        m_queue->updateTask(task);
        m_queue->updateValidation(task.id, run);
        m_views->reloadValidation(task, run);
    });
    connect(m_validation, &ValidationController::mutationsAnalysed, this,
            [this](const Task &task, const QString &s, const MutationSummary &mutation) {
                m_queue->updateMutation(task.id, mutation);
                m_queue->updateTask(task);
                if (m_views->task().id == task.id)
                    m_views->load(task.id);
                showMessage(s, 15000);
            });

    m_curation = new CurationController(m_views, m_committer, m_settings.get(), this);
    connect(m_curation, &CurationController::taskChanged, m_queue, &QueuePanel::updateTask);
    connect(m_curation, &CurationController::nextTaskWanted, this, [this] { moveInQueue(1, false); });
    connect(m_curation, &CurationController::pageWanted, this, &MainWindow::raisePage);
    connect(m_curation, &CurationController::message, this, &MainWindow::showMessage);
    connect(m_curation, &CurationController::blindReviewChanged, this, &MainWindow::blindReviewChanged);
    CurationPanel *panel = m_views->curationPanel();
    connect(panel, &CurationPanel::statusChangeRequested, m_curation,
            [this](CurationStatus to) { m_curation->changeStatus(to); });
    connect(panel, &CurationPanel::assignRequested, m_curation, &CurationController::assignShownTask);
    connect(panel, &CurationPanel::blindVerdictSubmitted, m_curation, &CurationController::recordBlindVerdict);

    m_testFiles = new TestFileController(m_views, m_queue, m_committer, this);
    connect(m_testFiles, &TestFileController::message, this, &MainWindow::showMessage);
    connect(m_testFiles, &TestFileController::problem, this, &MainWindow::showError);
    connect(m_testFiles, &TestFileController::datasetChanged, this, &MainWindow::reopenDataset);

    m_search = new SearchController(m_views, m_queue, m_settings.get(), this);
    connect(m_search, &SearchController::message, this, &MainWindow::showMessage);
    connect(m_search, &SearchController::pageWanted, this, &MainWindow::raisePage);
    m_behaviourFlags = new BehaviourFlagController(m_views, m_queue, m_committer, m_settings.get(), this);
    connect(m_behaviourFlags, &BehaviourFlagController::message, this, &MainWindow::showMessage);
    connect(m_behaviourFlags, &BehaviourFlagController::problem, this, &MainWindow::showError);
    connect(m_behaviourFlags, &BehaviourFlagController::flagsRaised, m_search, &SearchController::refreshSoon);

    m_repository = new RepositoryController(m_views, m_committer, m_settings.get(), this);
    connect(m_repository, &RepositoryController::message, this, &MainWindow::showMessage);
    connect(m_repository, &RepositoryController::datasetChanged, this, &MainWindow::reopenDataset);
    connect(m_views, &TaskViews::revertRequested, m_repository, &RepositoryController::revert);
    connect(m_views, &TaskViews::initRepositoryRequested, m_repository, &RepositoryController::keepHistory);
    m_presentation = new PresentationController(m_views, m_committer, this);
    connect(m_presentation, &PresentationController::message, this, &MainWindow::showMessage);
    connect(m_presentation, &PresentationController::problem, this, &MainWindow::showError);
}

void MainWindow::createDocks()
{
    m_queue = new QueuePanel(this);
    connect(m_queue, &QueuePanel::currentTaskChanged, this, &MainWindow::showSelectedTask);
    connect(m_queue, &QueuePanel::summaryChanged, this, &MainWindow::updateStatus);
    m_queueDock = new QDockWidget(tr("Queue"), this);
    m_queueDock->setObjectName(u"queueDock"_s);
    m_queueDock->setWidget(m_queue);
    addDockWidget(Qt::LeftDockWidgetArea, m_queueDock);
    // The queue and the flags keep the window's height: a dock added below (Search) sits beside them, under the pages.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);

    // The flags sit under the queue; every other page is a tab on the right.
    QDockWidget *first = nullptr;
    for (const PageInfo &p : taskPages()) {
        auto *dock = new QDockWidget(p.title(), this);
        dock->setObjectName(p.name + u"Dock"_s);
        dock->setWidget(m_views->page(p.id));
        m_pageDocks.append(dock);
        if (p.id == PageId::Flags) {
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
    resizeDocks({m_queueDock, dock(PageId::Flags)}, {420, 300}, Qt::Vertical);
}

QDockWidget *MainWindow::dock(PageId page) const
{
    for (qsizetype i = 0; i < m_pageDocks.size(); ++i)
        if (taskPages().at(i).id == page)
            return m_pageDocks.at(i);
    return nullptr;
}

void MainWindow::raisePage(PageId page)
{
    if (QDockWidget *d = dock(page)) {
        d->show();
        d->raise();
    }
}

void MainWindow::createFileMenu()
{
    QMenu *file = m_actions.addGroup(menuBar()->addMenu(tr("&File")));
    auto add = [&](const QString &text, const QString &name, auto slot, const QList<QKeySequence> &keys = {}) {
        QAction *a = m_actions.add(file, text, name, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(tr("&Open Dataset…"), u"openAction"_s, &MainWindow::chooseDataset, {QKeySequence::Open});
    add(tr("Open &Demo Dataset"), u"openDemoAction"_s, &MainWindow::openDemo);
    m_opener->setRecentMenu(file->addMenu(tr("Open &Recent")));
    add(tr("Re&load Dataset"), u"reloadAction"_s,
        [this] {
            if (!m_dataset.root.isEmpty())
                openDataset(m_dataset.root);
        },
        {QKeySequence::Refresh});
    file->addSeparator();
    m_repository->addFileActions(file, m_actions);
    auto *flagImport = new FlagImportController(m_views, m_committer, m_settings.get(), this);
    flagImport->addImportAction(file, m_actions);
    connect(flagImport, &FlagImportController::message, this, &MainWindow::showMessage);
    connect(flagImport, &FlagImportController::datasetChanged, this, &MainWindow::reopenDataset);
    auto *report = new ReportController(m_views, m_queue, m_settings.get(), this);
    report->addExportAction(file, m_actions);
    connect(report, &ReportController::message, this, &MainWindow::showMessage);
    auto *verdicts = new VerdictExportController(m_views, m_settings.get(), this);
    verdicts->addExportAction(file, m_actions);
    connect(verdicts, &VerdictExportController::message, this, &MainWindow::showMessage);
    file->addSeparator();
    QAction *preferences = add(tr("&Preferences…"), u"preferencesAction"_s, [this] { openPreferences(); },
                               {QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    add(tr("&Quit"), u"quitAction"_s, &QWidget::close, {QKeySequence::Quit})->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    // Undo and Redo follow the shown task's edits; typing in an editor keeps its own Ctrl+Z while it has the focus.
    QMenu *edit = m_actions.addGroup(menuBar()->addMenu(tr("&Edit")));
    QAction *undo = m_actions.add(edit, tr("&Undo"), u"undoEditAction"_s, {QKeySequence::Undo});
    QAction *redo = m_actions.add(edit, tr("&Redo"), u"redoEditAction"_s, {QKeySequence::Redo});
    edit->addSeparator();
    m_search->addActions(edit, m_actions);
    m_behaviourFlags->addActions(edit, m_actions);
    TaskEditController *edits = m_views->editController();
    const auto follow = [undo, redo, this](QUndoStack *stack) {
        for (QAction *a : {undo, redo})
            disconnect(a, &QAction::triggered, nullptr, nullptr);
        for (const QMetaObject::Connection &c : std::as_const(m_undoConnections))
            disconnect(c);
        // Undoing a decision is a commit, as the decision was: without the dataset's history in git it says so and
        // offers to start one.
        const auto decisionWithoutHistory = [this, stack](int index) {
            return !m_committer->isRepository() && TaskEditController::isDecision(stack->command(index));
        };
        connect(undo, &QAction::triggered, stack, [this, stack, decisionWithoutHistory] {
            if (decisionWithoutHistory(stack->index() - 1))
                offerHistoryForUndo(this, stack->undoText(), findChild<QAction *>(u"keepHistoryAction"_s));
            else
                stack->undo();
        });
        connect(redo, &QAction::triggered, stack, [this, stack, decisionWithoutHistory] {
            if (decisionWithoutHistory(stack->index()))
                offerHistoryForUndo(this, stack->redoText(), findChild<QAction *>(u"keepHistoryAction"_s));
            else
                stack->redo();
        });
        const auto texts = [undo, redo, stack, decisionWithoutHistory] {
            undo->setEnabled(stack->canUndo());
            redo->setEnabled(stack->canRedo());
            const QString needsGit = tr(" (needs history in git)");
            undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) +
                                                 (decisionWithoutHistory(stack->index() - 1) ? needsGit : QString())
                                           : tr("&Undo"));
            redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) +
                                                 (decisionWithoutHistory(stack->index()) ? needsGit : QString())
                                           : tr("&Redo"));
        };
        m_undoConnections = {connect(stack, &QUndoStack::indexChanged, undo, texts),
                             connect(stack, &QUndoStack::cleanChanged, undo, texts)};
        texts();
    };
    connect(edits, &TaskEditController::undoStackChanged, this, follow);
    connect(m_committer, &DatasetCommitter::repositoryChanged, this, [follow, edits] { follow(edits->undoStack()); });
    connect(edits, &TaskEditController::decisionRestored, this,
            [this](const QString &taskId, const QStringList &paths, const QString &summary, const Task &task,
                   const SavedFiles &files) {
                // The decision's files are back as they were: the queue, the pages and the history follow.
                if (!task.id.isEmpty())
                    m_queue->updateTask(task);
                if (m_views->task().id == taskId)
                    m_views->load(taskId);
                m_committer->commit(paths, summary, {}, files);
                showMessage(summary, 8000);
            });
    follow(edits->undoStack());
}

void MainWindow::createTaskMenu()
{
    // What repairs the shown task beyond its pages: its test files from the repository, its reference patch.
    QMenu *task = m_actions.addGroup(menuBar()->addMenu(tr("&Task")));
    m_testFiles->addActions(task, m_actions);
    task->addSeparator();
    QAction *editReference = m_actions.add(task, tr("Edit Reference &Patch…"), u"editReferencePatchAction"_s);
    connect(editReference, &QAction::triggered, this, [this] {
        if (auto *patches = qobject_cast<PatchesPage *>(m_views->page(PageId::Patches)))
            patches->editReferencePatch();
    });
}

void MainWindow::createGoMenu()
{
    QMenu *go = m_actions.addGroup(menuBar()->addMenu(tr("&Go")));
    auto add = [&](const QString &text, const QString &name, auto slot, const QList<QKeySequence> &keys) {
        connect(m_actions.add(go, text, name, keys), &QAction::triggered, this, slot);
    };
    add(tr("&Next Task"), u"nextTaskAction"_s, [this] { moveInQueue(1, false); },
        {QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    add(tr("&Previous Task"), u"previousTaskAction"_s, [this] { moveInQueue(-1, false); },
        {QKeySequence(Qt::ALT | Qt::Key_Up), QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    add(tr("Next &Open Flag"), u"nextOpenFlagAction"_s, [this] { walkOpenFlags(1); }, {QKeySequence(Qt::Key_F7)});
    add(tr("Pre&vious Open Flag"), u"previousOpenFlagAction"_s, [this] { walkOpenFlags(-1); },
        {QKeySequence(Qt::SHIFT | Qt::Key_F7)});
    add(tr("Next Task with Open &Flags"), u"nextFlaggedTaskAction"_s, [this] { moveInQueue(1, true); },
        {QKeySequence(Qt::CTRL | Qt::Key_F7)});
    add(tr("Previous Task with Open F&lags"), u"previousFlaggedTaskAction"_s, [this] { moveInQueue(-1, true); },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F7)});
    add(tr("&Back to the Flag"), u"backToFlagAction"_s,
        [this] {
            raisePage(PageId::Flags);
            m_views->flagsPanel()->setFocus(Qt::ShortcutFocusReason);
        },
        {QKeySequence(Qt::ALT | Qt::Key_Left)});
    add(tr("&Queue"), u"focusQueueAction"_s,
        [this] {
            m_queueDock->show();
            m_queueDock->raise();
            m_queue->focusTable();
        },
        {QKeySequence(Qt::CTRL | Qt::Key_0)});
}

void MainWindow::createValidateMenu()
{
    m_validation->addActions(m_actions.addGroup(menuBar()->addMenu(tr("&Validate"))), m_actions);
}

void MainWindow::createViewMenu()
{
    QMenu *view = m_actions.addGroup(menuBar()->addMenu(tr("&View")));
    auto add = [&](const QString &text, const QString &name, auto slot, const QList<QKeySequence> &keys = {}) {
        QAction *a = m_actions.add(view, text, name, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    // Ctrl+F finds within the view that has focus (trajectory, test editor); the queue's search has its own key.
    add(tr("&Search the Queue"), u"filterAction"_s,
        [this] {
            m_queueDock->show();
            m_queueDock->raise();
            m_queue->focusSearch();
        },
        {QKeySequence(Qt::CTRL | Qt::Key_K)});
    view->addSeparator();
    for (const PageInfo &p : taskPages()) {
        add(p.title(), p.name + u"PageAction"_s,
            [this, id = p.id] {
                raisePage(id);
                QWidget *page = m_views->page(id);
                page->setFocus(Qt::ShortcutFocusReason);
                if (QWidget *next = page->nextInFocusChain(); next && page->isAncestorOf(next))
                    next->setFocus(Qt::ShortcutFocusReason);
            },
            {p.shortcut});
    }
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    panels->addActions(panelActions());
    add(tr("&Reset Layout"), u"resetLayoutAction"_s, &MainWindow::resetLayout);
    QMenu *appearance = view->addMenu(tr("&Appearance"));
    auto *appearanceGroup = new QActionGroup(appearance);
    const Appearance current = m_settings->appearance();
    for (const auto &choice :
         {std::pair{Appearance::System, tr("&System")}, std::pair{Appearance::Light, tr("&Light")},
          std::pair{Appearance::Dark, tr("&Dark")}, std::pair{Appearance::HighContrast, tr("&High Contrast")}}) {
        const Appearance mode = choice.first;
        const QString &text = choice.second;
        QAction *a = m_actions.add(appearance, text, appearanceName(mode) + u"AppearanceAction"_s);
        a->setCheckable(true);
        a->setChecked(mode == current);
        appearanceGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, mode] {
            applyAppearance(mode);
            m_settings->setAppearance(mode);
        });
    }
    // F11 presents the task; the window itself goes full screen with Shift+F11.
    add(tr("F&ull Screen"), u"fullScreenAction"_s, [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); },
        {QKeySequence(Qt::SHIFT | Qt::Key_F11)});
    m_presentation->addActions(view, m_actions);
    view->addSeparator();
    add(tr("&Command Palette…"), u"commandPaletteAction"_s,
        [this] {
            m_palette->setActions(allActions() + panelActions());
            m_palette->popup();
        },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
}

void MainWindow::createHelpMenu()
{
    QMenu *help = m_actions.addGroup(menuBar()->addMenu(tr("&Help")));
    connect(m_actions.add(help, tr("&Keyboard Shortcuts"), u"shortcutsAction"_s,
                          {QKeySequence(Qt::CTRL | Qt::Key_Slash), QKeySequence::HelpContents}),
            &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(m_actions.add(help, tr("&About Heddle"), u"aboutAction"_s), &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Heddle"),
                           tr("Heddle %1\nA workbench for reviewing and repairing the tasks of coding-agent "
                              "benchmarks.\nLicensed under the GNU GPL, version 3 or later.")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::restoreSettings()
{
    resize(1280, 760);
    m_defaultState = saveState();
    if (!restoreGeometry(m_settings->windowGeometry()))
        resize(1280, 760);
    restoreState(m_settings->windowState());
    m_queue->restoreHeaderState(m_settings->queueHeader());
    m_queue->setFilter(m_settings->queueFilter());
}

QList<QAction *> MainWindow::panelActions() const
{
    QList<QAction *> actions{m_queueDock->toggleViewAction()};
    for (QDockWidget *d : std::as_const(m_pageDocks))
        actions.append(d->toggleViewAction());
    return actions;
}

void MainWindow::showShortcuts()
{
    auto groups = m_actions.groups();
    groups.append({tr("Panels"), panelActions()});
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
    if (m_views->settleUnsavedEdits())
        m_opener->open(root);
}

void MainWindow::openDatasetOnTask(const QString &root, const QString &taskId)
{
    m_pendingTask = taskId;
    openDataset(root);
}

void MainWindow::openDemo()
{
    m_opener->openDemo();
}

void MainWindow::reopenDataset()
{
    m_checking.clear(); // read again in full, its rows and its views
    m_pendingTask = m_views->task().id;
    openDataset(m_dataset.root);
}

void MainWindow::showDataset(Dataset dataset, const Result<DatasetRepository> &repository)
{
    if (std::exchange(m_checking, QString()) == dataset.root && dataset.root == m_dataset.root &&
        m_queue->updateRows(dataset)) {
        // The rows shown from the index, checked against their files: they change in place, and the curator's
        // place in the queue, the task shown and its undo history stay as they are.
        m_dataset.tasks = std::move(dataset.tasks);
        m_validation->setDataset(m_dataset);
        m_testFiles->setDataset(m_dataset);
        m_search->setDataset(m_dataset);
        showLoadErrors();
        updateStatus();
        qCInfo(lcWindow, "checked: %lld tasks, the queue's rows changed in place", qlonglong(m_dataset.tasks.size()));
        Q_EMIT datasetOpened(m_dataset.root);
        return;
    }
    present(std::move(dataset), repository);
    qCInfo(lcWindow, "checked: %lld tasks", qlonglong(m_dataset.tasks.size()));
    Q_EMIT datasetOpened(m_dataset.root);
}

void MainWindow::present(Dataset dataset, const Result<DatasetRepository> &repository)
{
    const QString previousTask = m_queue->currentTaskId();
    const bool sameDataset = dataset.root == m_dataset.root;
    m_dataset = std::move(dataset);
    m_validation->setDataset(m_dataset);
    m_testFiles->setDataset(m_dataset);
    m_committer->setDataset(m_dataset.root, repository);
    m_curation->setDataset(m_dataset.root);
    m_repository->setDataset(m_dataset.root, m_dataset.info.name);
    m_views->setDataset(m_dataset);
    m_queue->setDataset(m_dataset);
    m_queue->setEnabled(true);
    // The queue's column as wide as the queue's columns and the flags' need, as far as the pages leave room, once
    // the layout has settled: when a dataset opens, not on a reload of the same one, so a separator the curator
    // dragged stays where it is. A wider column (a restored layout) is not narrowed.
    if (!sameDataset)
        QTimer::singleShot(0, this, [this] {
            const int wanted = std::max(m_queue->wantedWidth() + m_queueDock->width() - m_queue->width(),
                                        m_views->flagsPanel()->wantedWidth() + dock(PageId::Flags)->width() -
                                            m_views->flagsPanel()->width()) +
                               style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
            if (m_queueDock->width() < wanted && !m_queueDock->isFloating())
                resizeDocks({m_queueDock, dock(PageId::Overview)}, {wanted, width() - wanted}, Qt::Horizontal);
        });
    // The search index is brought up to date once the tasks are checked: both read every task's files, and the check
    // is what the curator waits for.
    if (m_checking != m_dataset.root)
        m_search->setDataset(m_dataset);
    m_behaviourFlags->setDataset(m_dataset);
    setWindowTitle(tr("%1 — Heddle").arg(m_dataset.info.name));
    setWindowFilePath(m_dataset.root);
    showLoadErrors();
    // Back where the curator was: the task selected before a reload, else the one last seen in this dataset.
    QString wanted = std::exchange(m_pendingTask, QString());
    if (wanted.isEmpty())
        wanted = sameDataset ? previousTask : m_settings->lastTask(m_dataset.root);
    if (wanted.isEmpty() || !selectTask(wanted))
        m_queue->selectFirst();
    updateStatus();
}

void MainWindow::showLoadErrors()
{
    int broken = 0;
    for (const TaskSummary &t : std::as_const(m_dataset.tasks))
        broken += t.isBroken();
    if (broken > 0)
        showError(tr("Tasks that failed to load: %1. The rest of the dataset is open; "
                     "the Load error column says what is wrong with each.")
                      .arg(broken));
    else
        m_queue->hideError();
}

void MainWindow::showProvisionalDataset(const Dataset &dataset, const Result<DatasetRepository> &repository)
{
    // Another dataset as its index last saw its queue, usable at once while every task is checked against its
    // files; the checked rows (showDataset) then take these rows' places. A dataset reopened keeps its queue.
    if (dataset.root == m_dataset.root)
        return;
    m_checking = dataset.root;
    present(dataset, repository);
    qCInfo(lcWindow, "from the index: %lld tasks, checking them", qlonglong(dataset.tasks.size()));
    showMessage(tr("Checking %n task(s)…", nullptr, int(dataset.tasks.size())), 0);
}

bool MainWindow::selectTask(const QString &id)
{
    return m_queue->selectTask(id);
}

void MainWindow::moveInQueue(int step, bool openFlagsOnly)
{
    if (!m_queue->move(step, openFlagsOnly))
        showMessage(openFlagsOnly ? tr("No other task has open flags.") : tr("No other task."), 4000);
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
    m_pendingFlagWalk = step;
    if (!m_queue->move(step, true)) {
        m_pendingFlagWalk = 0;
        showMessage(tr("No other open flag in the queue."), 4000);
    }
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

void MainWindow::showSelectedTask(const QString &id)
{
    const QString shownId = m_views->task().id;
    if (id != shownId && !m_views->settleUnsavedEdits()) {
        // Stay on the task whose edits are open; the queue's selection goes back to it.
        m_queue->restoreCurrentTask(shownId);
        return;
    }
    if (id.isEmpty()) {
        m_views->clear(tr("Select a task to see it here."));
        return;
    }
    m_settings->setLastTask(m_dataset.root, id);
    m_views->load(id); // a newer selection supersedes this one while it loads
}

void MainWindow::onTaskLoaded(const QString &id)
{
    if (QDockWidget *flags = dock(PageId::Flags))
        flags->setEnabled(!m_views->isHiddenByBlindReview());
    selectPendingFlag();
    Q_EMIT taskShown(id);
}

void MainWindow::blindReviewChanged(bool blind)
{
    m_queue->setBlind(blind);
    if (QDockWidget *flags = dock(PageId::Flags))
        flags->setEnabled(!m_views->isHiddenByBlindReview());
}

void MainWindow::showError(const QString &message, const QString &detail)
{
    m_queue->showError(detail.isEmpty() ? message : message + u"\n"_s + detail);
}

void MainWindow::showMessage(const QString &message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::updateStatus()
{
    m_statusLabel->setText(m_queue->summaryText());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_views->settleUnsavedEdits()) {
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
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setQueueHeader(m_queue->headerState());
    m_settings->setQueueFilter(m_queue->filter());
    event->accept();
}

void MainWindow::openPreferences(bool atReviewAgents)
{
    PreferencesDialog dialog(m_settings.get(), this);
    if (!m_dataset.root.isEmpty()) {
        dialog.setRepositories(m_dataset.info.name, m_dataset.info.repositories);
        dialog.setDatasetAgents(m_dataset.info.reviewAgents);
    }
    if (atReviewAgents)
        dialog.focusReviewAgents();
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!m_dataset.root.isEmpty())
        m_testFiles->saveRepositories(dialog.repositories());
    if (dialog.languageChanged())
        Q_EMIT languageChosen(dialog.language());
}

} // namespace heddle
