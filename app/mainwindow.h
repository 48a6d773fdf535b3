#pragma once

#include <app/taskviews.h>
#include <core/dataset/dataset.h>

#include <QKeySequence>
#include <QList>
#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QMimeData;

namespace heddle {

class CommandPalette;
class QueueFilterBar;
class TaskFilterProxy;
class TaskListModel;
class TaskTableView;
class ValidationController;
class DatasetCommitter;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a dataset folder off the GUI thread; a newer request supersedes an older one still running.
    void openDataset(const QString &root);
    /// Unpacks the built-in demo dataset (first use only) and opens it.
    void openDemo();
    /// Selects the task in the queue (clearing filters that hide it); false when the dataset has no such task.
    bool selectTask(const QString &id);

    QString datasetRoot() const { return m_dataset.root; }
    TaskViews *views() const { return m_views; }
    QDockWidget *dock(TaskViews::Page page) const;
    ValidationController *validation() const { return m_validation; }
    DatasetCommitter *committer() const { return m_committer; }
    /// Every action of the window, for the command palette, the shortcuts dialog and tests.
    QList<QAction *> allActions() const;

Q_SIGNALS:
    /// Emitted when a dataset has been opened and shown (or failed to open: then root is empty).
    void datasetOpened(const QString &root);
    /// Emitted when the selected task has been loaded and shown in every view.
    void taskShown(const QString &id);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createDocks();
    void createActions();
    void showDataset(Dataset dataset);
    void showError(const QString &message, const QString &detail);
    void updateStatus();
    void rememberRecent(const QString &root);
    void rebuildRecentMenu();
    void chooseDataset();
    void showSelectedTask();
    void moveInQueue(int step, bool openFlagsOnly);
    /// The next open flag of the task, or of the next task in the queue that has one.
    void walkOpenFlags(int step);
    void selectPendingFlag();
    void resetLayout();
    void showShortcuts();
    void raisePage(TaskViews::Page page);
    /// Asks what to do with unsaved test edits; false when the curator cancels.
    bool settleUnsavedEdits();
    void updateTaskSummary(const Task &task);
    /// An action in menu, listed in the command palette and the shortcuts dialog under the menu last begun.
    QAction *newAction(QMenu *menu, const QString &text, const QString &objectName, const QList<QKeySequence> &keys);
    void createValidationActions();
    void createCurationActions(QMenu *file);
    /// Moves the shown task to another status, asking for a reason (and, for an approval with failing gates, for
    /// an override) where one is needed; with thenNext, goes on to the next task in the queue.
    void changeStatus(CurationStatus to, bool thenNext = false);
    void assignShownTask();
    void recordBlindVerdict(bool passesWrongPatch, bool rejectsValidPatch, const QString &note);
    void setMyQueue(bool mine);
    void setBlindReview(bool blind);
    void updateTaskStatus(const Task &task);
    void revertCommit(const QString &commitId);
    void syncWithRemote();
    void showStatistics();
    void exportBenchmark();
    /// Validates the tasks after settling unsaved test edits and, without bubblewrap, asking for consent.
    void validateTasks(const QStringList &ids);
    QStringList selectedTaskIds() const;
    QStringList queueTaskIds() const;
    static QString droppedDataset(const QMimeData *mime);

    Dataset m_dataset;
    TaskListModel *m_model = nullptr;
    TaskFilterProxy *m_proxy = nullptr;
    TaskTableView *m_view = nullptr;
    QueueFilterBar *m_filterBar = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_statusLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    TaskViews *m_views = nullptr;
    ValidationController *m_validation = nullptr;
    DatasetCommitter *m_committer = nullptr;
    QAction *m_keepHistory = nullptr;
    QAction *m_cancelValidation = nullptr;
    QDockWidget *m_queueDock = nullptr;
    QList<QDockWidget *> m_pageDocks; // indexed by TaskViews::Page
    QByteArray m_defaultState;
    CommandPalette *m_palette = nullptr;
    QList<std::pair<QString, QList<QAction *>>> m_actionGroups; // menu title -> its actions
    QString m_pendingTask;                                      // selected once the dataset being opened is shown
    QString m_shownTask;       // the task the views hold, for going back when a switch is cancelled
    int m_pendingFlagWalk = 0; // after a walk reaches another task: 1 selects its first open flag, -1 its last
    quint64 m_openTicket = 0;
    quint64 m_taskTicket = 0;
};

} // namespace heddle
