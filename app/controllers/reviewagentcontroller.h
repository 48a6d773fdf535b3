#pragma once

#include <core/dataset/reviewagentconfig.h>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;

namespace heddle {

class ActionGroups;
class JobTracker;
class DatasetCommitter;
class Settings;
class TaskViews;
class QueuePanel;
struct AgentReviewReport;

/// The Review menu: a review agent (the dataset's review_agents, or the curator's own from the preferences) run on
/// the shown task, the selected tasks or every task the queue shows, off the GUI thread behind a window-modal
/// progress with cancel. The review.json files it changed and the run records are committed, the dataset is read
/// again on the same task, and a message gives the totals and names the runs that failed.
class ReviewAgentController : public QObject
{
    Q_OBJECT

public:
    /// The shown task is views', the selected and listed tasks queue's; dialogs open over window.
    ReviewAgentController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer, Settings *settings,
                          QWidget *window);

    /// Fills menu with Run Agent on Task, on Selected Tasks and on Queue: an agent submenu each when there are
    /// several agents, disabled with a tooltip saying where to name one when there is none.
    void addActions(QMenu *menu, ActionGroups &groups);

    enum class Scope {
        Task,
        Selected,
        Queue
    };
    /// The agents the open dataset and the preferences name (the dataset's first): the dataset's as it was opened,
    /// or as its heddle-dataset.json was read again when the menu last opened.
    QList<ReviewAgentConfig> agents() const;
    /// Runs the agent named name on the tasks of scope.
    void run(const QString &name, Scope scope);
    /// Updates the menu to the agents (a dataset was opened, the preferences changed).
    void refresh();
    /// Reads heddle-dataset.json again off the GUI thread; the menu follows when its agents changed.
    void readAgents();

Q_SIGNALS:
    /// Reported when each run of an agent has ended and its message is shown, whatever its outcome.
    void finished();
    void message(const QString &text, int timeoutMs);
    /// A run changed review.json files: the dataset is to be read again.
    void datasetChanged();
    /// Set Up Review Agents…: the preferences, on their review agents.
    void setUpWanted();

private:
    void trigger(Scope scope);
    QStringList tasksOf(Scope scope) const;
    void conclude(const AgentReviewReport &report, const QString &root);

    TaskViews *m_views;
    QueuePanel *m_queue;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
    struct Entry {
        Scope scope;
        QAction *action;
        QMenu *agentMenu;
    };
    QList<Entry> m_entries;
    QAction *m_setUp = nullptr; // opens Preferences at the review agents; says when there is none
    JobTracker *m_read;         // heddle-dataset.json read again as the menu opens
    QString m_agentsRoot;       // the dataset m_datasetAgents was read from
    QList<ReviewAgentConfig> m_datasetAgents;
};

} // namespace heddle
