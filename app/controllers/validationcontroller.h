#pragma once

#include <app/pages/pageregistry.h>
#include <core/dataset/dataset.h>
#include <core/dataset/mutationsummary.h>
#include <core/task/task.h>

#include <QHash>
#include <QObject>
#include <QStringList>

class QAction;
class QMenu;
class QWidget;

#include <memory>

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class JobQueue;
class QueuePanel;
class RepairController;
class Settings;
class TaskViews;
class MutationAnalysis;
class RunSlots;
class Validation;
class ValidationPanel;
struct MutationRecord;
struct RecordedRun;
struct RunRecord;
struct ValidationOptions;

/// Validates tasks for the window, every run of every task in one queue of the parallel runs the settings allow (a
/// task starts as soon as the runs already started leave a slot free): each task's runs go to the panel as they
/// happen, each record
/// is saved under the task, its computed flags are recomputed into review.json (off the GUI thread, under the
/// dataset's writer lock), what it wrote is committed, and taskValidated tells the window to refresh what it shows. Its
/// options (parallel runs, repeats, timeout, running without a sandbox) come from the settings; the Validate menu sets
/// them.
class ValidationController : public QObject
{
    Q_OBJECT

public:
    /// Runs show in the views' runs page; what a run wrote is committed through committer; dialogs open over window.
    ValidationController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer, Settings *settings,
                         QWidget *window);
    ~ValidationController() override;

    void setDataset(const Dataset &dataset);
    /// Queues the tasks (those already queued or running are not queued twice) and starts if idle.
    void validate(const QStringList &taskIds);
    /// Cancels the tasks being validated and everything queued; what ran is still recorded.
    void cancel();
    /// A task is being read, validated or kept, or more wait.
    bool isRunning() const { return !m_queue.isEmpty() || !m_running.isEmpty() || m_reading > 0 || m_keeping > 0; }
    /// The tasks being validated, comma-separated.
    QString currentTask() const;

    /// The options a run starts with: the dataset's backend and the user's settings.
    ValidationOptions options() const;

    /// The Validate menu: validate the shown task, the selected ones or the whole queue, cancel, and the choices of
    /// runs per patch, parallel runs, running without a sandbox and running attempts as submitted.
    void addActions(QMenu *menu, ActionGroups &groups);
    /// Validates the tasks after settling unsaved test edits of the shown one and, where bubblewrap is missing and
    /// running without a sandbox was not allowed, asking for consent.
    void validateTasks(const QStringList &ids);
    /// Mutation analysis of the shown task's reference, behind a window-modal progress with cancel.
    void analyseMutations();

Q_SIGNALS:
    /// A task's record was saved and its flags recomputed; task is the task as it is now on disk.
    void taskValidated(const heddle::Task &task, const heddle::RunRecord &record);
    /// A mutation analysis was saved, its flags written and committed; summary is the task's score line, mutation
    /// what the queue shows of it.
    void mutationsAnalysed(const heddle::Task &task, const QString &summary, const heddle::MutationSummary &mutation);
    /// The same, with the analysis as it was recorded.
    void mutationsRecorded(const heddle::Task &task, const heddle::MutationRecord &record);
    /// Something the curator should read: a task that cannot be loaded, a record that cannot be saved.
    void problem(const QString &message);
    void runningChanged(bool running);
    void pageWanted(heddle::PageId page);

private:
    void startNext();
    void begin(const Task &task);
    void onFinished(const QString &id, const RunRecord &record);
    void onKept(const QString &root, const QString &id, const RunRecord &record, const RecordedRun &kept);
    /// Whether another task may start: a slot is free and no running task has runs waiting for one.
    bool roomForAnother() const;
    void finishBatchIfDone();
    void startMutationAnalysis(const QString &root, const Task &task);
    void onMutationsKept(const QString &root, const MutationRecord &record, const RecordedRun &kept);
    /// Whether test commands may run here: with a sandbox (or a container), or without one once the curator agreed.
    bool mayRun();

    TaskViews *m_views;
    QueuePanel *m_queuePanel;
    ValidationPanel *m_panel;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
    /// The views' write queue: reads tasks (after the edits and decisions queued before) and keeps records off the
    /// GUI thread, one after another.
    JobQueue *m_disk;
    RepairController *m_repairs; // the repairs of flags, proved with this controller's options
    QAction *m_unsandboxedAction = nullptr;
    QAction *m_asSubmittedAction = nullptr;
    Dataset m_dataset;
    QStringList m_queue;
    QHash<QString, Validation *> m_running; // task -> its validation (owned)
    QStringList m_started;                  // the tasks being read, validated or kept, in the order started
    QHash<QString, QString> m_roots;        // task -> the dataset it belongs to (another may be open when it ends)
    int m_reading = 0;                      // tasks being read before they start
    int m_keeping = 0;                      // tasks whose records are being kept
    RunSlots *m_slots = nullptr;            // the batch's slots, shared by its validations
    bool m_inBatch = false;                 // from the first task queued to the summary
    int m_batchTasks = 0;
    int m_batchHeld = 0;   // tasks whose controls held
    int m_batchFailed = 0; // tasks whose controls failed or whose record could not be made
    bool m_cancelled = false;
    int m_cancels = 0; // cancels so far: a task read before one is not started after it
    std::unique_ptr<MutationAnalysis> m_mutation;
    bool m_mutationStarting = false; // its task is being read
};

} // namespace heddle
