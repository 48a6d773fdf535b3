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
    /// written override) where one is needed; with thenNext, nextTaskWanted follows a change that was made.
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
    /// Writes the status change (from the task on disk) and commits it; false when it was not made.
    bool applyStatus(Task &task, CurationStatus to, const QString &reason, const QStringList &overrides);
    /// curation.json as a change found it and left it.
    struct Decision {
        SavedFiles before;
        SavedFiles after;
    };
    /// Runs change under the dataset's writer lock and reads curation.json around it into decision, for the undo;
    /// false (and a message titled failure) when it fails.
    bool decide(const QString &taskId, const QString &failure, const std::function<Result<void>()> &change,
                Decision *decision);
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
