#pragma once

#include <core/util/result.h>

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class JobTracker;
class Settings;
class TaskViews;
struct SyncResult;

/// The dataset as a whole: keeping its history in git, syncing with a shared repository (with the conflict dialog
/// when both sides changed the same lines), reverting a commit, exporting the approved tasks, and the statistics.
/// The git and disk work runs off the GUI thread behind a window-modal progress; what waits for it continues when it
/// ends.
class RepositoryController : public QObject
{
    Q_OBJECT

public:
    /// Dialogs open over window.
    RepositoryController(TaskViews *views, DatasetCommitter *committer, Settings *settings, QWidget *window);

    void setDataset(const QString &root, const QString &name);

    /// File menu: keep history in git, sync with remote, export benchmark.
    void addFileActions(QMenu *menu, ActionGroups &groups);
    /// Curate menu: statistics.
    void addStatisticsAction(QMenu *menu, ActionGroups &groups);

    /// Asks, then makes the dataset a git repository with everything committed once.
    void keepHistory();
    /// Asks for the shared repository, then fetches, merges (asking the curator to resolve conflicts) and pushes.
    void sync();
    /// Undoes a commit with a new commit.
    void revert(const QString &commitId);
    /// Asks for an empty folder and writes the approved tasks there as a benchmark.
    void exportBenchmark();
    /// Writes the approved tasks into out as a benchmark, then says what was written (and what was left out).
    void exportTo(const QString &out);
    /// Opens (or raises) the statistics window and computes the dataset's statistics off the GUI thread.
    void showStatistics();

Q_SIGNALS:
    void message(const QString &text, int timeoutMs);
    /// The dataset changed on disk (a revert, a sync): it is to be read again, staying on the shown task.
    void datasetChanged();
    /// Reported when each sync, revert or export has ended, whatever its outcome.
    void finished();

private:
    /// Runs work once the commits asked for so far are made, behind a modal progress; commits asked for meanwhile
    /// wait until done has run (which ends with resume()).
    template <typename Work, typename Done> void runOnRepository(const QString &label, Work work, Done done);
    void resume();
    void finishSync(const Result<SyncResult> &result);

    TaskViews *m_views;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
    JobTracker *m_stats;
    QString m_root;
    QString m_name;
    QAction *m_keepHistory = nullptr;
};

} // namespace heddle
