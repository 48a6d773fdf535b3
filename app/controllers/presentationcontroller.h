#pragma once

#include <QObject>
#include <QPointer>

class QMenu;
class QWidget;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class JobTracker;
class PresentationView;
class TaskViews;

/// View > Present: the shown task walked through in beats on a full-screen window of its own, without the window's
/// menus, docks and status bar; Esc goes back to the window as it was. The presenter's order of the beats is saved
/// with the task and committed like every save.
class PresentationController : public QObject
{
    Q_OBJECT
public:
    PresentationController(TaskViews *views, DatasetCommitter *committer, QWidget *window);
    ~PresentationController() override;

    /// View > Present (F11).
    void addActions(QMenu *menu, ActionGroups &groups);
    /// Reads what the shown task's beats need off the GUI thread, then presents it full screen.
    void present();
    /// Closes the presentation; the window is active again.
    void leave();
    /// Asks for the beats' order and skips (a dialog over the presentation), then saves and commits it.
    void arrange();

    /// The presentation on screen; null when none is.
    PresentationView *view() const;

Q_SIGNALS:
    void message(const QString &message, int timeoutMs);
    void problem(const QString &message, const QString &detail);

private:
    void show();
    void saveArrangement();

    TaskViews *m_views;
    DatasetCommitter *m_committer;
    QWidget *m_window;
    JobTracker *m_load;
    QPointer<PresentationView> m_view;
};

} // namespace heddle
