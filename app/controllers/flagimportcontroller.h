#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;

namespace heddle {

class ActionGroups;
class DatasetCommitter;
class Settings;
class TaskViews;
struct FlagImportReport;

/// File > Import Flags…: a review agent's findings files (Heddle's JSONL, SWE-rebench V2 annotations, Inspect Scout
/// results) merged into the dataset's flags off the GUI thread, behind a window-modal progress with cancel. The
/// changed review.json files are committed, the dataset is read again on the same task, and a message gives the
/// counts and every finding that was skipped with its file, line and JSON pointer.
class FlagImportController : public QObject
{
    Q_OBJECT

public:
    /// The dataset is the one views shows; dialogs open over window.
    FlagImportController(TaskViews *views, DatasetCommitter *committer, Settings *settings, QWidget *window);

    /// Adds Import Flags… to menu.
    void addImportAction(QMenu *menu, ActionGroups &groups);

    /// Asks for the files and the import's options, then imports them.
    void importFlags();

    /// The options the import dialog asks for.
    struct Options {
        QString agentName;           // empty: as the files say
        bool partial = false;        // the files cover only the tasks they name
        bool falseNegatives = false; // the kind of findings whose format does not say
    };
    /// Imports files into the open dataset with options: the work the dialog starts. A dry run reads and checks
    /// them and reports what the import would do, writing nothing.
    void importFiles(const QStringList &files, const Options &options, bool dryRun = false);

Q_SIGNALS:
    /// Reported when each import has ended, whatever its outcome.
    void finished();
    void message(const QString &text, int timeoutMs);
    /// The import changed review.json files: the dataset is to be read again.
    void datasetChanged();

private:
    void showReport(const FlagImportReport &report, bool dryRun = false);

    TaskViews *m_views;
    DatasetCommitter *m_committer;
    Settings *m_settings;
    QWidget *m_window;
};

} // namespace heddle
