#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;

namespace heddle {

class ActionGroups;
class QueuePanel;
class Settings;
class TaskViews;

/// File > Export Report…: the shown task, or the tasks selected in the queue, as shareable HTML pages (writeReports)
/// in a folder the curator picks. The pages are written off the GUI thread behind a window-modal progress with cancel;
/// a message box then says where they are and offers to open them.
class ReportController : public QObject
{
    Q_OBJECT

public:
    /// The shown task is views'; several tasks are those selected in queue; dialogs open over window.
    ReportController(TaskViews *views, QueuePanel *queue, Settings *settings, QWidget *window);

    /// Adds Export Report… to menu.
    void addExportAction(QMenu *menu, ActionGroups &groups);

    /// The tasks a report is made of now: those selected in the queue when there are several, else the shown task.
    QStringList tasksToReport() const;
    /// Asks for a folder, then writes the report of tasksToReport() there.
    void exportReport();
    /// Writes the report of taskIds into folder, then says where it is (or why it is not).
    void exportTo(const QStringList &taskIds, const QString &folder);

Q_SIGNALS:
    /// A report was written; page is the one to open first (the index for several tasks).
    void written(const QString &page);
    /// Reported when each export has ended, whatever its outcome.
    void finished();
    void message(const QString &text, int timeoutMs);

private:
    TaskViews *m_views;
    QueuePanel *m_queue;
    Settings *m_settings;
    QWidget *m_window;
};

} // namespace heddle
