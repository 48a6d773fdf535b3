#pragma once

#include <app/pages/pageregistry.h>
#include <core/dataset/dataset.h>
#include <core/index/datasetindex.h>

#include <QObject>

#include <optional>

class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;

namespace heddle {

class ActionGroups;
class IndexWorker;
class QueuePanel;
class SearchPanel;
class Settings;
class TaskViews;

/// Search across the dataset for the window: the Search dock (Ctrl+Shift+F), the dataset's index kept current off
/// the GUI thread (built on first open, then only what changed), and a hit opened where it lives: the step in the
/// trajectory, the file in the patch, the line in the test file, the query on the overview, in whichever task holds
/// it (the queue selects that task first).
class SearchController : public QObject
{
    Q_OBJECT

public:
    SearchController(TaskViews *views, QueuePanel *queue, Settings *settings, QMainWindow *window);
    ~SearchController() override;

    QDockWidget *dock() const { return m_dock; }
    SearchPanel *panel() const { return m_panel; }
    /// indexFile: where the index lives instead of the user's cache folder (tests).
    void setDataset(const Dataset &dataset, const QString &indexFile = {});
    /// Reads what changed on disk into the index, soon (several calls in a row make one update).
    void refreshSoon();
    /// Edit > Search Dataset (Ctrl+Shift+F).
    void addActions(QMenu *menu, ActionGroups &groups);
    /// Shows the dock and puts the cursor in the query.
    void showSearch();
    /// Opens the hit: its task first when another one is shown.
    void open(const SearchHit &hit);
    bool isIndexReady() const { return m_ready; }

Q_SIGNALS:
    void pageWanted(heddle::PageId page);
    void message(const QString &text, int timeoutMs);
    /// The index was brought up to date.
    void indexUpdated(const heddle::IndexUpdate &update);

private:
    void showHit(const SearchHit &hit);
    void onTaskLoaded(const QString &taskId);

    QMainWindow *m_window;
    TaskViews *m_views;
    QueuePanel *m_queue;
    Settings *m_settings;
    SearchPanel *m_panel;
    QDockWidget *m_dock;
    IndexWorker *m_worker;
    QTimer *m_refresh;
    QString m_root;
    std::optional<SearchHit> m_pending;
    bool m_ready = false;
};

} // namespace heddle
