#include <app/mainwindow.h>

#include <app/taskpanel.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/tasklistmodel.h>
#include <core/demo/demodataset.h>
#include <widgets/tasktableview.h>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {
constexpr int kMaxRecent = 8;
const auto kRecentKey = u"recentDatasets"_s;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_model(new TaskListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Heddle"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TaskListModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);

    m_banner = new QLabel(central);
    m_banner->setObjectName(u"errorBanner"_s);
    m_banner->setTextFormat(Qt::PlainText); // messages quote file content: never rich text
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(u"QLabel { background: palette(highlight); color: palette(highlighted-text);"
                            u" padding: 6px; border-radius: 3px; }"_s);
    m_banner->hide();
    layout->addWidget(m_banner);

    m_filter = new QLineEdit(central);
    m_filter->setObjectName(u"taskFilter"_s);
    m_filter->setPlaceholderText(tr("Filter tasks by id, repository, status or error (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);

    m_filterDebounce = new QTimer(this);
    m_filterDebounce->setSingleShot(true);
    m_filterDebounce->setInterval(300);
    connect(m_filter, &QLineEdit::textChanged, m_filterDebounce, qOverload<>(&QTimer::start));
    connect(m_filterDebounce, &QTimer::timeout, this, [this] {
        m_proxy->setFilterFixedString(m_filter->text());
        updateStatus();
    });

    m_view = new TaskTableView(central);
    m_view->setObjectName(u"taskTable"_s);
    m_view->setModel(m_proxy);
    m_view->sortByColumn(TaskListModel::Id, Qt::AscendingOrder);
    layout->addWidget(m_view, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showSelectedTask);

    m_panel = new TaskPanel(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->addWidget(central);
    m_splitter->addWidget(m_panel);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    setCentralWidget(m_splitter);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"datasetStatus"_s);
    statusBar()->addPermanentWidget(m_statusLabel, 1);

    createActions();

    QSettings settings;
    if (!restoreGeometry(settings.value(u"mainWindow/geometry"_s).toByteArray()))
        resize(1100, 680);
    restoreState(settings.value(u"mainWindow/state"_s).toByteArray());
    m_view->horizontalHeader()->restoreState(settings.value(u"mainWindow/taskHeader"_s).toByteArray());
    if (!m_splitter->restoreState(settings.value(u"mainWindow/splitter"_s).toByteArray()))
        m_splitter->setSizes({width() * 2 / 5, width() * 3 / 5});
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Dataset…"), this, &MainWindow::chooseDataset);
    open->setShortcut(QKeySequence::Open);
    QAction *demo = file->addAction(tr("Open &Demo Dataset"), this, &MainWindow::openDemo);
    demo->setObjectName(u"openDemoAction"_s);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction *reload = file->addAction(tr("Re&load"), this, [this] {
        if (!m_dataset.root.isEmpty())
            openDataset(m_dataset.root);
    });
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *find = view->addAction(tr("&Filter Tasks"), this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    find->setShortcut(QKeySequence::Find);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Heddle"), this, [this] {
        QMessageBox::about(this, tr("About Heddle"),
                           tr("Heddle %1\nA workbench for reviewing and repairing the tasks of coding-agent "
                              "benchmarks.\nLicensed under the GNU GPL, version 3 or later.")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::chooseDataset()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Dataset"), m_dataset.root);
    if (!dir.isEmpty())
        openDataset(dir);
}

void MainWindow::openDataset(const QString &root)
{
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
    m_dataset = std::move(dataset);
    m_model->setTasks(m_dataset.tasks);
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
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateStatus();
    Q_EMIT datasetOpened(m_dataset.root);
}

void MainWindow::showSelectedTask()
{
    const QModelIndex current = m_view->currentIndex();
    const quint64 ticket = ++m_taskTicket;
    if (!current.isValid()) {
        m_panel->clear(tr("Select a task to see it here."));
        return;
    }
    const QString id = current.data(TaskListModel::TaskIdRole).toString();
    loadTaskAsync(m_dataset.root, id).then(this, [this, ticket, id](Result<Task> task) {
        if (ticket != m_taskTicket)
            return; // the selection moved on while this task was loading
        if (!task) {
            m_panel->clear(tr("The task %1 cannot be shown:\n%2").arg(id, task.error().toString()));
            return;
        }
        m_panel->setTask(std::move(task).value());
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
    QString text = tr("Tasks: %1").arg(m_dataset.tasks.size());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += u" · "_s + tr("shown: %1").arg(m_proxy->rowCount());
    if (broken)
        text += u" · "_s + tr("failed to load: %1").arg(broken);
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

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"mainWindow/geometry"_s, saveGeometry());
    settings.setValue(u"mainWindow/state"_s, saveState());
    settings.setValue(u"mainWindow/taskHeader"_s, m_view->horizontalHeader()->saveState());
    settings.setValue(u"mainWindow/splitter"_s, m_splitter->saveState());
    event->accept();
}

} // namespace heddle
