#pragma once

#include <app/pages/taskpage.h>
#include <core/snapshot/tasksnapshot.h>

namespace heddle {

class HistoryPanel;
class JobTracker;

/// The task's commits, newest first, each with its diff; a commit can be reverted. Outside git, an offer to keep
/// the dataset's history in git.
class HistoryPage : public TaskPage
{
    Q_OBJECT

public:
    HistoryPage(SharedShownTask shown, QWidget *parent);

    /// Lists the history a new snapshot read, or the one read last when the same task is shown again.
    void showTask() override;
    /// Reads the history again (after a commit, a revert, a sync) off the GUI thread; the newest request wins.
    void reload();

    HistoryPanel *panel() const { return m_history; }

Q_SIGNALS:
    void revertRequested(const QString &commitId);
    void initRepositoryRequested();

private:
    void showHistory();

    TaskHistory m_current;
    int m_generation = -1; // of the snapshot m_current came from
    HistoryPanel *m_history;
    JobTracker *m_load;
    JobTracker *m_diff;
};

} // namespace heddle
