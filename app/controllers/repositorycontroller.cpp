#include <app/controllers/repositorycontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/agents/agentrunrecord.h>
#include <core/export/benchmarkexport.h>
#include <core/history/datasetsync.h>
#include <core/jobs/jobtracker.h>
#include <core/stats/datasetstats.h>
#include <widgets/history/conflictdialog.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/stats/statsview.h>

#include <QAction>
#include <QDialog>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

RepositoryController::RepositoryController(TaskViews *views, DatasetCommitter *committer, Settings *settings,
                                           QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
    , m_stats(new JobTracker(this))
{
    connect(m_committer, &DatasetCommitter::repositoryChanged, this, [this](bool inRepository) {
        if (m_keepHistory)
            m_keepHistory->setEnabled(!inRepository && !m_root.isEmpty());
    });
}

void RepositoryController::setDataset(const QString &root, const QString &name)
{
    m_root = root;
    m_name = name;
    if (m_keepHistory)
        m_keepHistory->setEnabled(!m_committer->isRepository());
}

void RepositoryController::addFileActions(QMenu *menu, ActionGroups &groups)
{
    m_keepHistory = groups.add(menu, tr("&Keep History in Git"), u"keepHistoryAction"_s);
    m_keepHistory->setEnabled(false);
    connect(m_keepHistory, &QAction::triggered, this, &RepositoryController::keepHistory);
    connect(groups.add(menu, tr("S&ync with Remote…"), u"syncAction"_s), &QAction::triggered, this,
            &RepositoryController::sync);
    QAction *exportAction = groups.add(menu, tr("&Export Benchmark…"), u"exportAction"_s);
    exportAction->setToolTip(tr("Write the approved tasks as a benchmark folder: SWE-bench instances and a manifest"));
    connect(exportAction, &QAction::triggered, this, &RepositoryController::exportBenchmark);
}

void RepositoryController::addStatisticsAction(QMenu *menu, ActionGroups &groups)
{
    connect(groups.add(menu, tr("S&tatistics…"), u"statisticsAction"_s, {QKeySequence(Qt::Key_F9)}),
            &QAction::triggered, this, &RepositoryController::showStatistics);
}

template <typename Work, typename Done>
void RepositoryController::runOnRepository(const QString &label, Work work, Done done)
{
    m_committer->setPaused(true);
    JobTracker *tracker = openModalProgress(m_window, label, false);
    // The commits of saves made before go first: the work sees the repository with them.
    m_committer->whenIdle(tracker, [tracker, work, done] {
        tracker->start(work, [tracker, done](auto result) {
            closeModalProgress(tracker);
            done(std::move(result));
        });
    });
}

void RepositoryController::resume()
{
    m_committer->setPaused(false);
    Q_EMIT finished();
}

void RepositoryController::keepHistory()
{
    if (m_root.isEmpty() || m_committer->isRepository())
        return;
    if (QMessageBox::question(m_window, tr("Keep the dataset's history in git?"),
                              tr("%1 becomes a git repository: everything in it is committed once, and from then on "
                                 "every save (a test edit, a verdict, a status change, a validation run) is a commit "
                                 "with you as its author.")
                                  .arg(m_root)) != QMessageBox::Yes)
        return;
    // The first commit holds every file of the dataset: off the GUI thread, behind a modal progress.
    runOnRepository(
        tr("Committing everything in %1…").arg(m_root),
        [root = m_root, author = m_settings->commitAuthor()] { return initDatasetRepository(root, author); },
        [this](const Result<DatasetRepository> &made) {
            resume();
            if (m_committer->adoptRepository(made))
                Q_EMIT message(tr("The dataset is now a git repository."), 8000);
        });
}

void RepositoryController::sync()
{
    if (m_root.isEmpty() || !m_views->settleUnsavedEdits())
        return;
    if (!m_committer->isRepository()) {
        QMessageBox::information(m_window, tr("Sync with Remote"),
                                 tr("Only a dataset kept in git can be synced: File > Keep History in Git first."));
        return;
    }
    bool ok = false;
    const QString remote =
        QInputDialog::getText(m_window, tr("Sync with Remote"),
                              tr("The shared repository (a folder or a URL); empty: the remote already set up:"),
                              QLineEdit::Normal, m_settings->syncRemote(m_root), &ok)
            .trimmed();
    if (!ok)
        return;
    m_settings->setSyncRemote(m_root, remote);
    const CommitAuthor author = m_settings->commitAuthor();
    runOnRepository(
        tr("Syncing with %1…").arg(remote.isEmpty() ? tr("the remote") : remote),
        [root = m_root, remote, author] { return syncDataset(root, remote, author); },
        [this, root = m_root, author](const Result<SyncResult> &result) {
            if (!result || result->outcome != SyncResult::Outcome::Conflicts) {
                finishSync(result);
                return;
            }
            // Never resolved silently: the curator sees both sides of every file and picks.
            QPointer<ConflictDialog> dialog = new ConflictDialog(m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->setConflicts(result->conflicts);
            connect(dialog, &QDialog::finished, this, [this, dialog, root, author](int answer) {
                if (answer != QDialog::Accepted || !dialog) {
                    resume();
                    Q_EMIT message(tr("Sync stopped: the conflicts are not resolved, nothing was changed."), 10000);
                    return;
                }
                runOnRepository(
                    tr("Merging and pushing…"),
                    [root, resolutions = dialog->resolutions(), author] {
                        return resolveConflicts(root, resolutions, author);
                    },
                    [this](const Result<SyncResult> &resolved) { finishSync(resolved); });
            });
            dialog->open();
        });
}

void RepositoryController::finishSync(const Result<SyncResult> &result)
{
    resume();
    if (!result) {
        QMessageBox::warning(m_window, tr("Not synced"), result.error().toString());
        return;
    }
    QString text;
    switch (result->outcome) {
    case SyncResult::Outcome::UpToDate: text = tr("Already up to date with %1.").arg(result->remoteName); break;
    case SyncResult::Outcome::FastForwarded: text = tr("Took the changes from %1.").arg(result->remoteName); break;
    case SyncResult::Outcome::Merged:
    case SyncResult::Outcome::Conflicts: text = tr("Merged with %1.").arg(result->remoteName); break;
    }
    if (!result->pushed && result->outcome != SyncResult::Outcome::UpToDate)
        text += u' ' + tr("Not pushed: %1").arg(result->pushError.toString());
    else if (result->pushed)
        text += u' ' + tr("Pushed.");
    Q_EMIT message(text, 15000);
    Q_EMIT datasetChanged();
}

void RepositoryController::revert(const QString &commitId)
{
    if (m_root.isEmpty() || !m_views->settleUnsavedEdits())
        return;
    runOnRepository(
        tr("Reverting %1…").arg(commitId.left(10)),
        [root = m_root, commitId, author = m_settings->commitAuthor()] { return revertCommit(root, commitId, author); },
        [this, commitId](const Result<CommitResult> &done) {
            resume();
            if (!done) {
                QMessageBox::warning(m_window, tr("Not reverted"), done.error().toString());
                return;
            }
            Q_EMIT message(tr("Reverted %1.").arg(commitId.left(10)), 8000);
            // The revert may touch test files, verdicts and the status: everything is read again.
            Q_EMIT datasetChanged();
        });
}

void RepositoryController::exportBenchmark()
{
    if (m_root.isEmpty())
        return;
    const QString out =
        QFileDialog::getExistingDirectory(m_window, tr("Export the approved tasks into an empty folder"));
    if (!out.isEmpty())
        exportTo(out);
}

void RepositoryController::exportTo(const QString &out)
{
    runModalJob(
        m_window, tr("Exporting the approved tasks…"),
        [root = m_root, out] { return heddle::exportBenchmark(root, out); },
        [this](const Result<ExportReport> &report) {
            Q_EMIT finished();
            if (!report) {
                QMessageBox::warning(m_window, tr("Not exported"), report.error().toString());
                return;
            }
            QString text = tr("%1 approved tasks written to %2.").arg(report->tasks.size()).arg(report->instancesFile);
            for (const TaskFailure &f : report->failures)
                text += u"\n"_s + tr("Left out %1: %2").arg(f.taskId, f.error.toString());
            auto *box = new QMessageBox(report->complete() ? QMessageBox::Information : QMessageBox::Warning,
                                        tr("Export"), text, QMessageBox::Ok, m_window);
            box->setObjectName(u"exportReport"_s);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setTextFormat(Qt::PlainText);
            box->open();
        });
}

void RepositoryController::showStatistics()
{
    if (m_root.isEmpty())
        return;
    auto *dialog = m_window->findChild<QDialog *>(u"statisticsDialog"_s);
    StatsView *view = nullptr;
    if (!dialog) {
        dialog = new QDialog(m_window, Qt::Window);
        dialog->setObjectName(u"statisticsDialog"_s);
        dialog->resize(1200, 820);
        view = new StatsView(dialog);
        auto *layout = new QVBoxLayout(dialog);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(view);
    } else {
        view = dialog->findChild<StatsView *>();
    }
    dialog->setWindowTitle(tr("Statistics — %1").arg(m_name));
    dialog->show();
    dialog->raise();
    // Every task is read: off the GUI thread.
    m_stats->start([root = m_root] { return std::pair(computeStats(root), agentSpending(root)); },
                   [this, view, name = m_name](const std::pair<Result<DatasetStats>, QList<AgentSpending>> &done) {
                       const Result<DatasetStats> &stats = done.first;
                       if (!stats) {
                           Q_EMIT message(stats.error().toString(), 10000);
                           return;
                       }
                       view->setStats(*stats, name);
                       view->setSpending(done.second);
                   });
}

} // namespace heddle
