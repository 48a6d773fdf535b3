#pragma once

#include <core/dataset/dataset.h>
#include <core/task/task.h>

#include <QObject>
#include <QStringList>

#include <memory>

namespace heddle {

class Validation;
class ValidationPanel;
struct RunRecord;
struct ValidationOptions;

/// Validates tasks one after another for the window: each task's runs go to the panel as they happen, each record
/// is saved under the task, its computed flags are recomputed into review.json, and taskValidated tells the window
/// to refresh what it shows. Settings (parallel runs, repeats, timeout, running without a sandbox) live in
/// QSettings under "validation/".
class ValidationController : public QObject
{
    Q_OBJECT

public:
    ValidationController(ValidationPanel *panel, QObject *parent = nullptr);
    ~ValidationController() override;

    void setDataset(const Dataset &dataset);
    /// Queues the tasks (those already queued or running are not queued twice) and starts if idle.
    void validate(const QStringList &taskIds);
    /// Cancels the task being validated and everything queued; what ran is still recorded.
    void cancel();
    bool isRunning() const { return m_current != nullptr; }
    QString currentTask() const { return m_currentId; }

    /// The options a run starts with: the dataset's backend and the user's settings.
    ValidationOptions options() const;

    static int repeatSetting();
    static void setRepeatSetting(int repeat);
    static int jobsSetting(); // 0: the number of cores
    static void setJobsSetting(int jobs);
    static int timeoutSecondsSetting();
    static void setTimeoutSecondsSetting(int seconds);
    static bool allowUnsandboxedSetting();
    static void setAllowUnsandboxedSetting(bool allow);

Q_SIGNALS:
    /// A task's record was saved and its flags recomputed; task is the task as it is now on disk.
    void taskValidated(const heddle::Task &task, const heddle::RunRecord &record);
    /// Something the curator should read: a task that cannot be loaded, a record that cannot be saved.
    void problem(const QString &message);
    void runningChanged(bool running);

private:
    void startNext();
    void onFinished(const RunRecord &record);

    ValidationPanel *m_panel;
    Dataset m_dataset;
    QStringList m_queue;
    std::unique_ptr<Validation> m_current;
    QString m_currentId;
    QString m_currentRoot; // the dataset the running validation belongs to
    int m_batchTasks = 0;
    int m_batchHeld = 0;   // tasks whose controls held
    int m_batchFailed = 0; // tasks whose controls failed or whose record could not be made
    bool m_cancelled = false;
};

} // namespace heddle
