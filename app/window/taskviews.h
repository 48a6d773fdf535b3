#pragma once

#include <app/pages/pageregistry.h>
#include <app/pages/showntask.h>
#include <core/dataset/dataset.h>
#include <core/history/datasethistory.h>
#include <core/task/task.h>

#include <QList>
#include <QObject>

#include <memory>
#include <optional>

class QWidget;

namespace heddle {

class AttemptMatrixView;
class CurationPage;
class CurationPanel;
class FlagsPage;
class FlagsPanel;
class HistoryPage;
class HistoryPanel;
class JobQueue;
class JobTracker;
struct VerdictWritten;
struct RepairSuggestion;
class MatrixPage;
class OverviewPage;
class PatchCompareView;
class PatchDiffView;
class PatchesPage;
class RunsPage;
class Settings;
class TaskEditController;
class TaskPage;
class TestEditSession;
class TestEditor;
class TestsPage;
class TrajectoryPage;
class TrajectoryView;
class ValidationPanel;
class ViewedStore;
struct BlindVerdict;
struct RunRecord;

/// The pages of the selected task, made from the page registry, and what spans them: which task they show (its
/// snapshot loaded off the GUI thread), blind review, and the jump chain between them (a flag's evidence opens the
/// right attempt at the right step, hunk or test line, and a cited line leads back to its flag).
class TaskViews : public QObject
{
    Q_OBJECT
public:
    /// The pages are parented to parent (the window, which docks them) until someone re-parents them.
    TaskViews(const Settings *settings, QWidget *parent);
    ~TaskViews() override;

    TaskPage *page(PageId id) const;

    void setDataset(const Dataset &dataset);
    /// Loads the task's snapshot off the GUI thread, after the writes queued before it, and shows it; a newer load
    /// (or clear) supersedes one still running or waiting. taskLoaded or taskFailed follows.
    void load(const QString &taskId);
    /// Shows a snapshot at once.
    void setSnapshot(TaskSnapshot snapshot);
    void clear(const QString &message = {});
    /// The task as the pages show it (blinded while blind review hides it).
    const Task &task() const { return m_shown.task; }
    const ShownTask &shown() const { return m_shown; }

    /// Opens what the evidence points at and raises the page that shows it. Returns false (and says why in
    /// errorString) when the evidence names an attempt, file, hunk or step the task does not have.
    bool showEvidence(const Evidence &evidence);
    /// Where a search hit in a trajectory leads: the attempt's step, expanded, with match found in it.
    bool showTrajectoryMatch(const QString &attemptId, int step, const QString &match);
    QString errorString() const { return m_error; }
    void showPatch(const QString &attemptId, const std::optional<QString> &compareWith = std::nullopt);
    void showTrajectory(const QString &attemptId, const QString &compareWith = {});
    void showSpec(const QString &specId);
    /// Selects the flag in the flags page; false when the task has no such flag.
    bool showFlag(const QString &flagId);

    PatchDiffView *diffView() const;
    PatchCompareView *compareView() const;
    void setViewedStore(std::unique_ptr<ViewedStore> store);
    TrajectoryView *trajectoryView() const;
    AttemptMatrixView *matrixView() const;
    FlagsPanel *flagsPanel() const;
    TestEditor *testEditor() const;
    ValidationPanel *validationPanel() const;
    CurationPanel *curationPanel() const;
    HistoryPanel *historyPanel() const;
    TestEditSession *editSession() const;
    /// Where the dataset's files are written off the GUI thread, one job after another in the order given: verdicts,
    /// decisions, edits and their undo. A read queued behind them sees what they wrote.
    JobQueue *writeQueue() const { return m_writes; }
    /// Saves the pages' edits of the shown task's definition and keeps their undo stacks.
    TaskEditController *editController() const { return m_editController; }

    /// Rereads the shown task's history in git (after a commit, a revert, a sync).
    void showHistory();
    /// The task's newest validation run; nullopt when it has none.
    std::optional<RunRecord> latestRun() const;
    /// Shows the task's curation again after its status or assignment changed on disk.
    void setCuration(const Curation &curation);
    /// Blind review: until the curator records a verdict of their own on a task, its flags, the models behind its
    /// attempts and other curators' decisions are hidden. Takes effect on the shown task at once.
    void setBlind(bool blind);
    bool isBlind() const { return m_shown.blind; }
    bool isHiddenByBlindReview() const { return m_shown.isHidden(); }
    /// The curator's own verdict on the shown task was saved: the task shows whole.
    void reveal(const BlindVerdict &verdict);
    /// A validation of the task ended: its record joins the runs, and the flags (recomputed) replace the task's.
    /// The matrix, the runs page and the flags follow; the rest (and unsaved test edits) stay as they are.
    void reloadValidation(const Task &task, const RunRecord &record);
    /// The task's flags changed on disk (behaviour flags raised): the flags, the matrix and the curation follow; the
    /// rest (and unsaved edits) stay as they are.
    void reloadFlags(const Task &task);
    /// Asks what to do with unsaved edits of the shown task, test files and what the pages hold (the query, the test
    /// command): save, discard, or cancel (test edits kept as a draft); false when the curator cancels or a save fails.
    bool settleUnsavedEdits();
    /// Takes a verified suggestion for the shown task, off the GUI thread: the test file and the test lists, and the
    /// flag confirmed with a note naming the suggestion (a verdict of the curator's), in one commit and one step of
    /// the undo stack; then the task is read again. done gets the error, empty when it was taken.
    void takeRepair(const RepairSuggestion &suggestion, std::function<void(const QString &error)> done);

Q_SIGNALS:
    void pageWanted(heddle::PageId page);
    /// A cited step, hunk or test line was activated: the flags citing it, for the way back.
    void citationActivated(const QStringList &flagIds);
    /// A repair was asked for a flag from a page other than the Flags panel (the test editor's flagged line).
    void repairRequested(const QString &flagId);
    /// Something the curator should know that does not stop the views; plain text.
    void notice(const QString &message);
    /// Something that failed and stopped what the curator asked for (a save of test edits).
    void problem(const QString &message, const QString &detail);
    /// A verdict was saved to the dataset: the queue's counts change.
    void flagsSaved(const heddle::Task &task);
    /// An edit of the task or of a test file was saved: the queue follows (its mutation analysis may be stale now).
    void taskSaved(const heddle::Task &task);
    /// Files of the dataset were written (paths relative to its root): a verdict, a test file. summary says what
    /// in one line, details why; the window turns it into a commit when the dataset is a git repository.
    /// saved: the files' bytes as the write left them, when the writer read them back (else the committer reads them).
    void datasetSaved(const QStringList &paths, const QString &summary, const QString &details,
                      const heddle::SavedFiles &saved = {});
    /// The history page asks for the dataset to become a git repository, or for a commit to be reverted.
    void initRepositoryRequested();
    void revertRequested(const QString &commitId);
    /// The task asked for with load() is shown, or could not be read (message says why).
    void taskLoaded(const QString &taskId);
    void taskFailed(const QString &taskId, const QString &message);

private:
    void connectPages();
    void showShown(); // every page shows m_shown anew
    // flagId by value: the flags panel clears its pending id when it shows the verdict, before the curator's own copy
    // and the commit are written.
    /// Writes the verdict off the GUI thread, then shows it (showVerdictWritten).
    void recordVerdict(QString flagId, Verdict verdict, const QString &note);
    void showVerdictWritten(const QString &root, const QString &id, const QString &flagId, Verdict verdict,
                            const QString &note, VerdictWritten written);
    void onTestFileSaved(const QString &path, const QByteArray &content);
    /// An edit was accepted: the pages show it while it is written.
    void onTaskEdited(const Task &edited);
    /// The edit is on disk: the flags that followed it show, and it is committed.
    void onTaskSaved(const Task &saved, const QStringList &paths, const QString &summary, const QString &details,
                     const SavedFiles &files);
    void onCellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds);

    const Settings *m_settings;
    QWidget *m_window;
    std::shared_ptr<ShownTask> m_state; // shared with the pages, which may outlive the views in a closing window
    ShownTask &m_shown;
    QString m_error;
    JobTracker *m_load;
    QString m_loadAfterWrites; // a task asked for while writes were queued: read once they are on disk
    /// Writes verdicts off the GUI thread, one after another in the order they were given.
    JobQueue *m_writes;
    QList<TaskPage *> m_pages; // in the registry's order
    OverviewPage *m_overview = nullptr;
    MatrixPage *m_matrix = nullptr;
    TrajectoryPage *m_trajectory = nullptr;
    PatchesPage *m_patches = nullptr;
    TestsPage *m_tests = nullptr;
    TaskEditController *m_editController = nullptr;
    FlagsPage *m_flags = nullptr;
    RunsPage *m_runs = nullptr;
    CurationPage *m_curation = nullptr;
    HistoryPage *m_history = nullptr;
};

} // namespace heddle
