#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTimer;
class QToolBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace heddle {

struct RunRecord;
struct Task;
struct TargetRun;

/// Validation in the window: the runs going on now (per task, per target and repeat, with their output streaming),
/// overall progress, the shown task's earlier runs, and what changed between its last two runs. Output is shown as
/// plain text only: it comes from untrusted test code.
class ValidationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget *parent = nullptr);
    ~ValidationPanel() override;

    /// The window's validation actions, as buttons in the panel's tool bar.
    void setActions(const QList<QAction *> &actions);

    /// A batch of tasks is about to be validated; the live list starts over.
    void startBatch(int tasks);
    /// More tasks joined the batch that runs: the count of tasks grows, nothing else changes.
    void extendBatch(int tasks);
    /// A task's validation started with these run labels ("reference-1", …), all waiting.
    void taskStarted(const QString &taskId, const QStringList &labels);
    void runStarted(const QString &taskId, const QString &label);
    void runOutput(const QString &taskId, const QString &label, const QByteArray &chunk);
    void runFinished(const QString &taskId, const TargetRun &run);
    /// error: why the record could not be saved, empty when it was.
    void taskFinished(const QString &taskId, const RunRecord &record, const QString &error);
    /// summary: one line for the status label.
    void batchFinished(const QString &summary);
    bool isBusy() const { return m_busy; }

    /// The shown task's earlier runs, newest first, and what changed between the newest two: the results that flipped
    /// and the computed flags raised or cleared (judged against the task as it is).
    void setHistory(const Task &task, const QList<RunRecord> &records, const QStringList &errors = {});
    /// Shows a stored run's log (the answer to logWanted).
    void showLog(const QString &title, const QByteArray &log);

    QTreeWidget *runTree() const { return m_runs; }
    QTreeWidget *changeList() const { return m_changes; }
    /// The computed flags the newest run raised or cleared against the one before: kind, what, raised or cleared.
    QTreeWidget *flagChangeList() const { return m_flagChanges; }
    QPlainTextEdit *logView() const { return m_log; }
    QProgressBar *progressBar() const { return m_progress; }
    QString statusText() const;

Q_SIGNALS:
    /// A run of a stored record was selected: its log is wanted.
    void logWanted(const QString &taskId, const QString &runId, const QString &label);
    /// A changed test was activated: show it in the matrix.
    void changeActivated(const QString &target, const QString &testId);

private:
    void onCurrentRunChanged(QTreeWidgetItem *item);
    void showFlagChanges(const Task &task, const RunRecord &older, const RunRecord &newer);
    void updateProgress();
    QTreeWidgetItem *liveItem(const QString &taskId, const QString &label) const;
    static QString key(const QString &taskId, const QString &label) { return taskId + u'\n' + label; }

    QToolBar *m_toolBar;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTreeWidget *m_runs;
    QTreeWidget *m_changes;
    QLabel *m_changesTitle;
    QTreeWidget *m_flagChanges;
    QLabel *m_flagChangesTitle;
    QLabel *m_logTitle;
    QPlainTextEdit *m_log;

    QTreeWidgetItem *m_liveRoot = nullptr;
    QTreeWidgetItem *m_historyRoot = nullptr;
    QHash<QString, QTreeWidgetItem *> m_liveItems; // key(task, label) -> its row
    QHash<QString, QTreeWidgetItem *> m_liveTasks; // task -> its row
    QSet<QString> m_liveRecords; // key(task, record id) of the records listed under "Now": not again under "Earlier"
    struct ShownHistory;
    std::unique_ptr<ShownHistory> m_history; // what setHistory last showed, to show again when "Now" is cleared
    QHash<QString, QByteArray> m_liveLogs;   // key(task, label) -> output so far
    QString m_shownLive;                     // key of the live run whose log is shown
    QHash<QString, QElapsedTimer> m_running; // key(task, label) -> since when it runs
    QTimer *m_tick;                          // updates the running runs' times
    int m_totalRuns = 0;
    int m_doneRuns = 0;
    int m_totalTasks = 0;
    int m_doneTasks = 0;
    bool m_busy = false;
};

} // namespace heddle
