#pragma once

#include <core/dataset/dataset.h>
#include <core/task/task.h>
#include <core/validation/runrecord.h>

#include <QObject>
#include <QSet>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QWidget;

namespace heddle {

class AttemptMatrixView;
class FlagsPanel;
class PatchCompareView;
class TestEditSession;
class TestEditor;
class PatchDiffView;
class ViewedStore;
class SpecGraphView;
class SpecListView;
class TrajectoryCompareView;
class TrajectoryView;
class ValidationPanel;
class CurationPanel;
class HistoryPanel;
struct RunRecord;

/// The views of the selected task, each a page the window docks (or the screenshot verb grabs alone), and the
/// jump chain between them: a flag's evidence opens the right attempt at the right step, hunk or test line.
class TaskViews : public QObject
{
    Q_OBJECT
public:
    enum class Page {
        Overview,
        Matrix,
        Trajectory,
        Patches,
        Tests,
        Flags,
        Runs,
        Curation,
        History
    };
    Q_ENUM(Page)

    explicit TaskViews(QWidget *parent);
    ~TaskViews() override;

    /// The widget of a page; parented to the window given to the constructor until someone re-parents it.
    QWidget *page(Page page) const;
    static QString pageTitle(Page page);
    static QString pageName(Page page); // "overview", "matrix", … as on the command line

    void setDataset(const Dataset &dataset);
    void setTask(Task task);
    void clear(const QString &message = {});
    const Task &task() const { return m_task; }

    /// Opens what the evidence points at and emits pageWanted for the page that shows it. Returns false (and
    /// says why in errorString) when the evidence names an attempt, file, hunk or step the task does not have.
    bool showEvidence(const Evidence &evidence);
    QString errorString() const { return m_error; }

    /// Selects a patch to show: the reference (empty id) or an attempt; with compareWith (the reference or an
    /// attempt), compared with that one.
    void showPatch(const QString &attemptId, const std::optional<QString> &compareWith = std::nullopt);
    /// Shows an attempt's trajectory; with compareWith, side by side with another attempt's.
    void showTrajectory(const QString &attemptId, const QString &compareWith = {});
    void showSpec(const QString &specId);
    /// Selects the flag in the flags page; false when the task has no such flag.
    bool showFlag(const QString &flagId);

    PatchDiffView *diffView() const { return m_diff; }
    PatchCompareView *compareView() const { return m_compare; }
    /// Where viewed ticks are remembered; the window points it at the user's data folder.
    void setViewedStore(std::unique_ptr<ViewedStore> store);
    TrajectoryView *trajectoryView() const { return m_trajectory; }
    AttemptMatrixView *matrixView() const { return m_matrix; }
    FlagsPanel *flagsPanel() const { return m_flags; }
    TestEditor *testEditor() const { return m_testEditor; }
    ValidationPanel *validationPanel() const { return m_runs; }
    CurationPanel *curationPanel() const { return m_curation; }
    HistoryPanel *historyPanel() const { return m_history; }
    /// Rereads the shown task's history in git (after a commit, a revert, a sync).
    void showHistory();
    /// The task's newest validation run, as the runs page read it; nullopt when it has none.
    const std::optional<RunRecord> &latestRun() const { return m_latestRun; }
    /// The task as it is on disk, whatever blind review hides of it.
    Result<Task> taskOnDisk() const;
    /// Shows the task's curation again after its status or assignment changed on disk.
    void setCuration(const Curation &curation);

    /// Blind review: until the curator records a verdict of their own on a task, its flags, the models behind its
    /// attempts and other curators' decisions are hidden. Takes effect on the shown task at once.
    void setBlind(bool blind);
    bool isBlind() const { return m_blind; }
    /// Whether the shown task is hidden by blind review right now.
    bool isHiddenByBlindReview() const { return m_blind && !m_revealed; }
    /// Rereads the task's validation runs and flags after a run ended: the matrix, the runs page and the flags
    /// follow; the rest of the views (and unsaved test edits) are left as they are.
    void reloadValidation(const QList<Flag> &flags);
    /// The test edits of the current task; unsaved ones are kept as drafts in the user's data folder.
    TestEditSession *editSession() const { return m_session; }

Q_SIGNALS:
    void pageWanted(heddle::TaskViews::Page page);
    /// A cited step, hunk or test line was activated: the flags citing it, for the way back.
    void citationActivated(const QStringList &flagIds);
    /// Something the curator should know that does not stop the views (a repository that cannot be read, a
    /// corrupt state file); plain text.
    void notice(const QString &message);
    /// A verdict was saved to the dataset: the queue's counts change.
    void flagsSaved(const heddle::Task &task);
    /// Files of the dataset were written (paths relative to its root): a verdict, a test file. summary says what
    /// in one line, details why; the window turns it into a commit when the dataset is a git repository.
    void datasetSaved(const QStringList &paths, const QString &summary, const QString &details);
    /// The history page asks for the dataset to become a git repository, or for a commit to be reverted.
    void initRepositoryRequested();
    void revertRequested(const QString &commitId);

private:
    void buildOverview(QWidget *parent);
    void buildPatches(QWidget *parent);
    void buildTrajectory(QWidget *parent);
    void buildMatrix(QWidget *parent);
    void buildFlags(QWidget *parent);
    void buildTests(QWidget *parent);
    void buildRuns(QWidget *parent);
    void buildCuration(QWidget *parent);
    void buildHistory(QWidget *parent);
    void showRuns();
    void showCuration();
    void applyTask(); // shows m_shown (blinded or not) in every view
    void recordVerdict(const QString &flagId, Verdict verdict, const QString &note);
    void onCellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds);
    void onPatchChoice();
    void onTrajectoryChoice();
    QSet<int> citedSteps(const QString &attemptId) const;
    const Attempt *attempt(const QString &id) const;
    QString attemptLabel(const QString &id) const;

    Task m_task;
    Dataset m_dataset;
    QString m_error;
    QWidget *m_pages[9] = {};

    QPlainTextEdit *m_query = nullptr;
    SpecListView *m_specList = nullptr;
    SpecGraphView *m_specGraph = nullptr;
    QLabel *m_specInfo = nullptr;

    QComboBox *m_patchChoice = nullptr;
    QComboBox *m_compareChoice = nullptr;
    QLabel *m_patchError = nullptr;
    QStackedWidget *m_patchStack = nullptr;
    PatchDiffView *m_diff = nullptr;
    PatchCompareView *m_compare = nullptr;
    std::unique_ptr<ViewedStore> m_viewed; // per-user ticks, outside the dataset
    QString m_repository;                  // the task's repository folder, when it can be read
    QString m_repositoryError;

    QComboBox *m_trajectoryChoice = nullptr;
    QComboBox *m_trajectoryCompareChoice = nullptr;
    QStackedWidget *m_trajectoryStack = nullptr;
    TrajectoryView *m_trajectory = nullptr;
    TrajectoryCompareView *m_trajectoryCompare = nullptr;
    int m_pendingStep = -1; // shown once the trajectory being loaded is there

    AttemptMatrixView *m_matrix = nullptr;
    ValidationPanel *m_runs = nullptr;
    CurationPanel *m_curation = nullptr;
    HistoryPanel *m_history = nullptr;
    quint64 m_historyTicket = 0; // the newest history load; older answers are dropped
    std::optional<RunRecord> m_latestRun;
    bool m_blind = false;
    bool m_revealed = true;
    FlagsPanel *m_flags = nullptr;
    TestEditSession *m_session = nullptr;
    TestEditor *m_testEditor = nullptr;
};

} // namespace heddle
