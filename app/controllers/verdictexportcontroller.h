#pragma once

#include <QObject>
#include <QString>

class QMenu;

namespace heddle {

class ActionGroups;
class Settings;
class TaskViews;

/// File > Export Verdicts…: every flag of the open dataset with the curators' verdicts on it, as JSON Lines
/// (exportVerdicts) in a file the curator picks, to calibrate or train a review agent on. Written off the GUI thread
/// behind a window-modal progress with cancel; a message box then says how many flags went where.
class VerdictExportController : public QObject
{
    Q_OBJECT

public:
    /// The dataset is the one views shows; dialogs open over window.
    VerdictExportController(TaskViews *views, Settings *settings, QWidget *window);

    /// Adds Export Verdicts… to menu.
    void addExportAction(QMenu *menu, ActionGroups &groups);

    /// Asks for a file, then writes the labels there.
    void exportVerdicts();
    /// Writes the labels of the open dataset to path, then says how many and where (or why not).
    void exportTo(const QString &path);

Q_SIGNALS:
    /// The labels were written: flags lines into path.
    void written(const QString &path, int flags);
    /// Reported when each export has ended, whatever its outcome.
    void finished();
    void message(const QString &text, int timeoutMs);

private:
    TaskViews *m_views;
    Settings *m_settings;
    QWidget *m_window;
};

} // namespace heddle
