#pragma once

#include <core/dataset/dataset.h>

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class QueuePanel;
class TaskViews;

/// Fetches the test files imported tasks lack from their repositories (Task > Fetch Test Files), behind a
/// window-modal progress with cancel, saves and commits them and shows the task again; and keeps the dataset's
/// repository mapping (heddle-dataset.json's "repositories") that the Preferences edit.
class TestFileController : public QObject
{
    Q_OBJECT

public:
    TestFileController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer, QWidget *window);

    void setDataset(const Dataset &dataset);
    /// The Task menu's entries: fetch the shown task's test files, or those of every task the queue shows.
    void addActions(QMenu *menu, ActionGroups &groups);
    /// Fetches the missing test files of the tasks, each repository opened (or cloned) once.
    void fetch(const QStringList &taskIds);

    /// Writes the mapping into heddle-dataset.json and commits it; datasetChanged follows. False, with problem(),
    /// when it cannot be written.
    bool saveRepositories(const QMap<QString, QString> &repositories);

Q_SIGNALS:
    void message(const QString &text, int timeoutMs = 0);
    void problem(const QString &message, const QString &detail);
    /// heddle-dataset.json changed: the window reads the dataset again.
    void datasetChanged();

private:
    TaskViews *m_views;
    QueuePanel *m_queue;
    DatasetCommitter *m_committer;
    QWidget *m_window;
    Dataset m_dataset;
};

} // namespace heddle
