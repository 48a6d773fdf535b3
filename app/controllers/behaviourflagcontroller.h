#pragma once

#include <core/dataset/dataset.h>
#include <core/task/task.h>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class QueuePanel;
class Settings;
class TaskViews;

/// Raises the flags of the saved searches that raise them, the shipped ones and the curator's own (Edit > Raise
/// Behaviour Flags, on the shown task or on every task in the queue): off the GUI thread behind a window-modal
/// progress with cancel, the index is brought up to date and each task's review.json written where its flags change
/// (a verdict given is kept), in one commit that History > Revert undoes; the queue and the shown task's flags follow.
class BehaviourFlagController : public QObject
{
    Q_OBJECT

public:
    BehaviourFlagController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer, Settings *settings,
                            QWidget *window);

    /// indexFile: where the index lives instead of the user's cache folder (tests).
    void setDataset(const Dataset &dataset, const QString &indexFile = {});
    void addActions(QMenu *menu, ActionGroups &groups);
    /// Raises the flags on the tasks.
    void raise(const QStringList &taskIds);

Q_SIGNALS:
    void message(const QString &text, int timeoutMs);
    void problem(const QString &message, const QString &detail);
    /// These tasks' review.json changed.
    void flagsRaised(const QList<heddle::Task> &tasks);

private:
    TaskViews *m_views;
    QueuePanel *m_queue;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
    QString m_root;
    QString m_indexFile;
};

} // namespace heddle
