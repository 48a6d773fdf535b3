#include <app/controllers/behaviourflagcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/index/behaviourflags.h>
#include <core/storage/datasetlayout.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace heddle {

using namespace Qt::StringLiterals;

BehaviourFlagController::BehaviourFlagController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer,
                                                 Settings *settings, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_queue(queue)
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
{}

void BehaviourFlagController::setDataset(const Dataset &dataset, const QString &indexFile)
{
    m_root = dataset.root;
    m_indexFile = indexFile;
}

void BehaviourFlagController::addActions(QMenu *menu, ActionGroups &groups)
{
    QAction *shown = groups.add(menu, tr("Raise &Behaviour Flags"), u"raiseBehaviourFlagsAction"_s);
    shown->setToolTip(tr("Run the saved searches that raise flags on the shown task: each attempt whose trajectory "
                         "one matches gets an FP flag with the matching steps as evidence"));
    connect(shown, &QAction::triggered, this, [this] {
        if (!m_views->task().id.isEmpty())
            raise({m_views->task().id});
    });
    QAction *queue =
        groups.add(menu, tr("Raise Behaviour Flags on Every Task in the &Queue"), u"raiseQueueBehaviourFlagsAction"_s);
    connect(queue, &QAction::triggered, this, [this] { raise(m_queue->shownTaskIds()); });
}

void BehaviourFlagController::raise(const QStringList &taskIds)
{
    if (m_root.isEmpty() || taskIds.isEmpty())
        return;
    QList<SavedSearch> searches = builtInSearches();
    for (const SavedSearch &search : m_settings->savedSearches())
        if (search.raisesFlag)
            searches.append(search);
    const QString root = m_root;
    const QString indexFile = m_indexFile;
    runModalJob(
        m_window, tr("Raising behaviour flags…"),
        [root, taskIds, searches, indexFile](const JobControl &job) {
            return raiseBehaviourFlags(root, taskIds, searches, indexFile, job);
        },
        [this](const Result<BehaviourFlagRun> &run) {
            if (!run) {
                Q_EMIT problem(tr("The behaviour flags could not be raised."), run.error().toString());
                return;
            }
            if (run->cancelled)
                return;
            int raised = 0;
            for (const RaisedFlags &task : run->tasks)
                raised += int(task.flagIds.size());
            if (!run->written.isEmpty()) {
                QStringList paths;
                QStringList ids;
                for (const Task &task : run->written) {
                    paths << DatasetLayout::reviewFile(task.id);
                    ids << task.id;
                    m_queue->updateTask(task);
                    if (task.id == m_views->task().id)
                        m_views->reloadFlags(task);
                }
                m_committer->commit(paths,
                                    ids.size() == 1
                                        ? tr("Raise behaviour flags on %1").arg(ids.first())
                                        : tr("Raise behaviour flags on %n task(s)", nullptr, int(ids.size())),
                                    tr("The saved searches that raise flags, run on the trajectories; verdicts given "
                                       "are kept.\n\n%1")
                                        .arg(ids.join(u'\n')));
                Q_EMIT flagsRaised(run->written);
            }
            if (!run->failed.isEmpty()) {
                Q_EMIT problem(tr("%n task(s) could not be read or written.", nullptr, int(run->failed.size())),
                               run->failed.join(u'\n'));
                return;
            }
            Q_EMIT message(run->written.isEmpty() ? tr("%n behaviour flag(s) raised; nothing changed.", nullptr, raised)
                                                  : tr("The flags of %n task(s) changed; %1 behaviour flag(s) raised.",
                                                       nullptr, int(run->written.size()))
                                                        .arg(raised),
                           8000);
        },
        true);
}

} // namespace heddle
