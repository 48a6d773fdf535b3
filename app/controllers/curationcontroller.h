#pragma once

#include <app/pages/pageregistry.h>
#include <core/history/datasethistory.h>
#include <core/task/task.h>

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class Settings;
class TaskViews;

/// The curator's decisions on the shown task: status changes (with the reason they need, and the written override an
/// approval with failing gates needs), assignment, blind review and the blind verdicts that end it, and
/// approve-or-reject-and-next. Each decision is written to the task's curation at once and committed.
class CurationController : public QObject
{
    Q_OBJECT

public:
    /// Dialogs open over window.
    CurationController(TaskViews *views, DatasetCommitter *committer, Settings *settings, QWidget *window);

    void setDataset(const QString &root);

    /// The Curate menu's decisions: approve and next, reject and next, start review, needs repair, reopen, assign.
    void addDecisionActions(QMenu *menu, ActionGroups &groups);
    /// The blind review toggle, checked as the settings say (blindReviewChanged follows when it is on).
    void addBlindReviewAction(QMenu *menu, ActionGroups &groups);

    /// Moves the shown task to another status, asking for a reason (and, for an approval with failing gates, for a
    /// written override) where one is needed; with thenNext, nextTaskWanted follows a change that was made. The task
    /// is read and written off the GUI thread: taskChanged says when the change is on disk.
    void changeStatus(CurationStatus to, bool thenNext = false);
    /// Asks whom to assign the shown task to (empty: nobody).
    void assignShownTask();
    void assignShownTaskToMe();
    /// Records the curator's own verdict on the shown task; the task then shows whole.
    void recordBlindVerdict(bool passesWrongPatch, bool rejectsValidPatch, const QString &note);
    /// Turns blind review on or off (after settling unsaved test edits, as the task shows again).
    void setBlindReview(bool blind);

Q_SIGNALS:
    /// The task's status or assignment changed on disk.
    void taskChanged(const heddle::Task &task);
    /// A decision made with "and next" wants the next task of the queue.
    void nextTaskWanted();
    void pageWanted(heddle::PageId page);
    void message(const QString &text, int timeoutMs);
    void blindReviewChanged(bool blind);

private:
    /// A decision's change of the task on disk (it writes curation.json), run off the GUI thread.
    using Change = std::function<Result<void>(const QString &root, Task &task)>;
    struct Decided;
    /// Reads the task from disk off the GUI thread (after the writes queued before), then calls then with it; a task
    /// that cannot be read is said in a message box.
    void readTask(const QString &taskId, const std::function<void(const Task &)> &then);
    /// Runs change on the task as it is on disk, under the writer lock and off the GUI thread, reading curation.json
    /// around it for the undo; then the task shows the change and then follows. A change that fails is said in a
    /// message box titled failure.
    void decide(const QString &taskId, const QString &failure, const Change &change,
                const std::function<void(const Decided &)> &then);
    /// Writes a status change and commits it; then follows a change that was made.
    void applyStatus(const QString &taskId, CurationStatus to, const QString &reason, const QStringList &overrides,
                     const std::function<void()> &then);
    /// The status change asked for, on the task as read from disk.
    void changeStatus(Task task, CurationStatus to, bool thenNext);
    void assign(const QString &taskId, const QString &who);
    /// Asks for what the change needs: a reason, or an override of failing gates. False when the curator cancels
    /// or writes nothing.
    bool askReason(const Task &task, CurationStatus to, QString *reason, QStringList *overrides);
    void taskUpdated(const Task &task);

    TaskViews *m_views;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
    QString m_root;
    QAction *m_blind = nullptr;
};

} // namespace heddle
