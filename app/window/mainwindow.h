#pragma once

#include <app/window/actiongroups.h>
#include <app/pages/pageregistry.h>
#include <core/dataset/dataset.h>
#include <core/history/datasethistory.h>

#include <QList>
#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;

namespace heddle {

class CommandPalette;
class CurationController;
class DatasetCommitter;
class DatasetOpener;
class PresentationController;
class QueuePanel;
class RepositoryController;
class Settings;
class TaskViews;
class TestFileController;
class SearchController;
class BehaviourFlagController;
class ValidationController;

/// The window: the queue and the task's pages as docks, the menus, and the controllers that act on what it shows
/// (validation, curation, the repository). It composes them; the decisions are theirs.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a dataset folder off the GUI thread; a newer request supersedes an older one still running.
    void openDataset(const QString &root);
    /// Opens a dataset on a task (when it has it) instead of the one last seen there.
    void openDatasetOnTask(const QString &root, const QString &taskId);
    /// Unpacks the built-in demo dataset (first use only) and opens it.
    void openDemo();
    /// Reads the dataset again, staying on the shown task: after something outside the window's views wrote to it.
    void reopenDataset();
    /// File > Preferences; atReviewAgents: with the curator's review agents in focus (Review > Set Up Agents).
    void openPreferences(bool atReviewAgents = false);
    /// Selects the task in the queue (clearing filters that hide it); false when the dataset has no such task.
    bool selectTask(const QString &id);

    QString datasetRoot() const { return m_dataset.root; }
    TaskViews *views() const { return m_views; }
    QDockWidget *dock(PageId page) const;
    Settings *settings() const { return m_settings.get(); }
    /// Every action of the window, for the command palette, the shortcuts dialog and tests.
    QList<QAction *> allActions() const { return m_actions.all(); }

Q_SIGNALS:
    /// Emitted when a dataset has been opened and shown (or failed to open: then root is empty).
    void datasetOpened(const QString &root);
    /// Emitted when the selected task has been loaded and shown in every view (empty: it could not be).
    void taskShown(const QString &id);
    /// Emitted when another language was chosen in Preferences (a code; empty: the system's): the window is made
    /// again in it (WindowHost).
    void languageChosen(const QString &setting);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createControllers();
    void createDocks();
    void createFileMenu();
    void createEditMenu();
    void createTaskMenu();
    void createGoMenu();
    void createValidateMenu();
    void createViewMenu();
    void createHelpMenu();
    void restoreSettings();
    void showDataset(Dataset dataset, const Result<DatasetRepository> &repository);
    void showProvisionalDataset(const Dataset &dataset, const Result<DatasetRepository> &repository);
    /// Shows the dataset in every view and selects the task the curator was on.
    void present(Dataset dataset, const Result<DatasetRepository> &repository);
    void showLoadErrors();
    void showError(const QString &message, const QString &detail = {});
    void showMessage(const QString &message, int timeoutMs);
    void updateStatus();
    void chooseDataset();
    void showSelectedTask(const QString &id);
    void onTaskLoaded(const QString &id);
    void moveInQueue(int step, bool openFlagsOnly);
    /// The next open flag of the task, or of the next task in the queue that has one.
    void walkOpenFlags(int step);
    void selectPendingFlag();
    void raisePage(PageId page);
    void resetLayout();
    void showShortcuts();
    QList<QAction *> panelActions() const;
    void blindReviewChanged(bool blind);

    std::unique_ptr<Settings> m_settings;
    Dataset m_dataset;
    QueuePanel *m_queue = nullptr;
    QLabel *m_statusLabel = nullptr;
    TaskViews *m_views = nullptr;
    QList<QMetaObject::Connection> m_undoConnections; // Undo and Redo following the shown task's stack
    DatasetCommitter *m_committer = nullptr;
    ValidationController *m_validation = nullptr;
    TestFileController *m_testFiles = nullptr;
    SearchController *m_search = nullptr;
    BehaviourFlagController *m_behaviourFlags = nullptr;
    CurationController *m_curation = nullptr;
    RepositoryController *m_repository = nullptr;
    PresentationController *m_presentation = nullptr;
    DatasetOpener *m_opener = nullptr;
    QDockWidget *m_queueDock = nullptr;
    QList<QDockWidget *> m_pageDocks; // in the page registry's order
    QByteArray m_defaultState;
    CommandPalette *m_palette = nullptr;
    ActionGroups m_actions;
    QString m_pendingTask;     // selected once the dataset being opened is shown
    QString m_checking;        // the dataset shown from its index's rows while its tasks are checked
    int m_pendingFlagWalk = 0; // after a walk reaches another task: 1 selects its first open flag, -1 its last
};

} // namespace heddle
