#include <app/window/datasetopener.h>

#include <app/settings.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/taskorder.h>
#include <core/demo/demodataset.h>
#include <core/index/indexeddataset.h>
#include <core/jobs/jobtracker.h>
#include <core/storage/datasetlayout.h>

#include <QApplication>
#include <QDateTime>
#include <QDropEvent>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QUrl>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// What opening a dataset reads, off the GUI thread: its tasks and where it lies in git.
struct OpenedDataset {
    Result<Dataset> dataset;
    Result<DatasetRepository> repository;
};

// The same from the index's rows, when it keeps them.
struct RememberedDataset {
    std::optional<Dataset> dataset;
    Result<DatasetRepository> repository;
};

} // namespace

DatasetOpener::DatasetOpener(Settings *settings, QWidget *window)
    : QObject(window)
    , m_settings(settings)
    , m_window(window)
    , m_job(new JobTracker(this))
    , m_fromIndex(new JobTracker(this))
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    // Busy while a dataset is read: newer requests supersede older ones, so only the trackers know when it is done.
    for (JobTracker *tracker : {m_job, m_fromIndex})
        connect(tracker, &JobTracker::runningChanged, this, [](bool running) {
            if (running)
                QApplication::setOverrideCursor(Qt::BusyCursor);
            else
                QApplication::restoreOverrideCursor();
        });
}

void DatasetOpener::open(const QString &root)
{
    Q_EMIT progress(tr("Opening %1…").arg(root));
    // The queue as the index last saw it comes first, when the index keeps it, and only then the check of every task
    // against its files, which replaces it: run side by side, the two would share the cores the first one needs
    // (5,000 tasks shown 0.1 s after the program started). Only the newest request's results arrive.
    const int request = ++m_request;
    m_job->cancel();
    m_fromIndex->start(
        [root] {
            RememberedDataset remembered{openDatasetFromIndex(root), {}};
            if (remembered.dataset) {
                sortTasksById(remembered.dataset->tasks); // here, not on the window's thread
                remembered.repository = datasetRepository(remembered.dataset->root);
            }
            return remembered;
        },
        [this, request, root](const RememberedDataset &remembered) {
            if (request != m_request)
                return;
            if (remembered.dataset)
                Q_EMIT provisionallyOpened(*remembered.dataset, remembered.repository);
            if (request == m_request) // no other dataset was asked for on seeing these rows
                check(root);
        });
}

void DatasetOpener::check(const QString &root)
{
    m_job->start(
        [root] {
            // Every task is checked against its files (their sizes and times), and only the changed ones are read;
            // the index keeps the rows for the next open.
            Result<IndexedOpen> read = openDatasetThroughIndex(root);
            if (read)
                sortTasksById(read->dataset.tasks); // in the same order as the rows from the index
            OpenedDataset opened{read ? Result<Dataset>(std::move(read->dataset)) : Result<Dataset>(read.error()), {}};
            opened.repository = opened.dataset ? datasetRepository(opened.dataset->root) : DatasetRepository{};
            return opened;
        },
        [this, root](const OpenedDataset &result) {
            Q_EMIT progress({});
            if (!result.dataset) {
                Q_EMIT failed(tr("Could not open the dataset %1").arg(root), result.dataset.error().toString());
                return;
            }
            m_settings->addRecentDataset(result.dataset->root);
            rebuildRecentMenu();
            Q_EMIT opened(*result.dataset, result.repository);
        });
}

void DatasetOpener::openDemo()
{
    const QString target = defaultDemoLocation();
    Q_EMIT progress(tr("Preparing the demo dataset…"));
    m_job->start([target] { return installDemoDataset(target); },
                 [this, target](const Result<QString> &root) {
                     Q_EMIT progress({});
                     if (root) {
                         Q_EMIT demoReady(*root);
                         return;
                     }
                     // A demo of another version (or with other files) is there: it may hold a curator's edits, so it
                     // is only ever moved aside, and only when asked.
                     const QString installed = installedDemoVersion(target);
                     if (!installed.isEmpty() && installed != demoDatasetVersion()) {
                         const auto answer = QMessageBox::question(
                             m_window, tr("Demo Dataset"),
                             tr("%1 holds another version of the demo dataset. Move it aside and unpack this version?")
                                 .arg(target));
                         if (answer == QMessageBox::Yes) {
                             const QString aside =
                                 target + u"-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
                             if (QDir().rename(target, aside)) {
                                 openDemo();
                                 return;
                             }
                             Q_EMIT failed(tr("Could not move %1 aside").arg(target), aside);
                             return;
                         }
                     }
                     Q_EMIT failed(tr("Could not prepare the demo dataset"), root.error().toString());
                 });
}

void DatasetOpener::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    rebuildRecentMenu();
}

void DatasetOpener::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = m_settings->recentDatasets();
    for (const QString &root : recent)
        m_recentMenu->addAction(root, this, [this, root] { Q_EMIT recentChosen(root); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool DatasetOpener::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto *drop = static_cast<QDropEvent *>(event); // QDragEnterEvent is one
    const QString root = droppedDataset(drop->mimeData());
    if (root.isEmpty())
        return false; // the window refuses it
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop)
        Q_EMIT dropped(root);
    return true;
}

QString DatasetOpener::droppedDataset(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().constFirst().isLocalFile())
        return {};
    const QFileInfo info(mime->urls().constFirst().toLocalFile());
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (info.isFile() && info.fileName() != DatasetLayout::datasetFile())
        return {};
    return QFileInfo::exists(DatasetLayout(folder).at(DatasetLayout::datasetFile())) ? folder : QString();
}

} // namespace heddle
