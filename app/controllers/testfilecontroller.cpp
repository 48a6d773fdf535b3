#include <app/controllers/testfilecontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/importers/testfilefetch.h>
#include <core/storage/datasetlayout.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// What a fetch did, for the window: the tasks saved (and their paths to commit), and the ones left as they were.
struct FetchOutcome {
    QStringList saved;
    QStringList paths;
    QStringList failed; // "task: why"
    bool cancelled = false;
};

FetchOutcome fetchAndSave(const QString &root, const QStringList &ids, const JobControl &job)
{
    FetchOutcome outcome;
    QList<Task> tasks;
    for (const QString &id : ids) {
        if (job.isStopRequested()) {
            outcome.cancelled = true;
            return outcome;
        }
        Result<Task> task = loadTask(root, id);
        if (!task)
            outcome.failed.append(id + u": "_s + task.error().toString());
        else if (!missingTestFiles(*task).isEmpty())
            tasks.append(std::move(task).value());
    }
    const TestFileFetch fetch = fetchTestFiles(root, datasetRepositories(root), tasks, RepositoryAccess::MayClone, job);
    // A cancelled fetch saves nothing: the window would not commit it.
    outcome.cancelled = fetch.cancelled || job.isStopRequested();
    if (outcome.cancelled)
        return outcome;
    for (const auto &[id, error] : fetch.failed)
        outcome.failed.append(id + u": "_s + error.toString());
    for (const Task &task : std::as_const(tasks)) {
        if (!fetch.fetched.contains(task.id))
            continue;
        if (Result<void> saved = saveTask(root, task); !saved) {
            outcome.failed.append(task.id + u": "_s + saved.error().toString());
            continue;
        }
        outcome.saved.append(task.id);
        outcome.paths.append(DatasetLayout::taskFile(task.id));
        outcome.paths.append(DatasetLayout::testFilesFolder(task.id));
    }
    return outcome;
}

} // namespace

TestFileController::TestFileController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer,
                                       QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_queue(queue)
    , m_committer(committer)
    , m_window(window)
{}

void TestFileController::setDataset(const Dataset &dataset)
{
    m_dataset = dataset;
}

void TestFileController::addActions(QMenu *menu, ActionGroups &groups)
{
    QAction *shown = groups.add(menu, tr("&Fetch Test Files"), u"fetchTestFilesAction"_s);
    shown->setToolTip(tr("Read the whole text of every file the task's test_patch touches from its repository, at "
                         "the base commit with the test_patch applied"));
    connect(shown, &QAction::triggered, this, [this] {
        if (!m_views->task().id.isEmpty())
            fetch({m_views->task().id});
    });
    QAction *queue =
        groups.add(menu, tr("Fetch Test Files of Every Task in the &Queue"), u"fetchQueueTestFilesAction"_s);
    connect(queue, &QAction::triggered, this, [this] { fetch(m_queue->shownTaskIds()); });
}

void TestFileController::fetch(const QStringList &taskIds)
{
    if (m_dataset.root.isEmpty() || taskIds.isEmpty())
        return;
    // The fetch saves task.json: edits of the shown task's tests are settled first, as before a validation.
    if (taskIds.contains(m_views->task().id) && !m_views->settleUnsavedEdits())
        return;
    const QString root = m_dataset.root;
    runModalJob(
        m_window, tr("Fetching test files…"),
        [root, taskIds](const JobControl &job) { return fetchAndSave(root, taskIds, job); },
        [this](const FetchOutcome &outcome) {
            if (!outcome.saved.isEmpty()) {
                m_committer->commit(outcome.paths,
                                    outcome.saved.size() == 1
                                        ? tr("Fetch the test files of %1").arg(outcome.saved.first())
                                        : tr("Fetch the test files of %n task(s)", nullptr, int(outcome.saved.size())),
                                    tr("Read from each task's repository at its base commit with its test_patch "
                                       "applied.\n\n%1")
                                        .arg(outcome.saved.join(u'\n')));
                if (outcome.saved.contains(m_views->task().id))
                    m_views->load(m_views->task().id);
            }
            if (!outcome.failed.isEmpty()) {
                Q_EMIT problem(
                    tr("The test files of %n task(s) could not be fetched.", nullptr, int(outcome.failed.size())),
                    outcome.failed.join(u'\n'));
                return;
            }
            Q_EMIT message(outcome.saved.isEmpty()
                               ? tr("No task lacked its test files.")
                               : tr("Fetched the test files of %n task(s).", nullptr, int(outcome.saved.size())),
                           8000);
        },
        true);
}

bool TestFileController::saveRepositories(const QMap<QString, QString> &repositories)
{
    if (m_dataset.root.isEmpty() || repositories == m_dataset.info.repositories)
        return true;
    DatasetInfo info = m_dataset.info;
    info.repositories = repositories;
    if (Result<void> saved = saveDatasetInfo(m_dataset.root, info); !saved) {
        Q_EMIT problem(tr("The repositories could not be saved."), saved.error().toString());
        return false;
    }
    m_dataset.info = info;
    m_committer->commit({DatasetLayout::datasetFile()}, tr("Set where the dataset's repositories are"),
                        QStringList(repositories.keys()).join(u'\n'));
    Q_EMIT datasetChanged();
    return true;
}

} // namespace heddle
