#include <app/window/taskviews.h>

#include <app/pages/curationpage.h>
#include <app/pages/flagspage.h>
#include <app/pages/historypage.h>
#include <app/pages/matrixpage.h>
#include <app/pages/overviewpage.h>
#include <app/pages/patchespage.h>
#include <app/pages/runspage.h>
#include <app/pages/testspage.h>
#include <app/pages/trajectorypage.h>
#include <app/settings.h>
#include <app/controllers/taskeditcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/taskreread.h>
#include <core/editing/filerestore.h>
#include <core/editing/testeditsession.h>
#include <core/history/datasethistory.h>
#include <core/jobs/jobqueue.h>
#include <core/jobs/jobtracker.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/repair/repairapply.h>
#include <core/repair/repairsuggestion.h>
#include <core/review/evidence.h>
#include <core/review/verdicts.h>
#include <core/state/viewedstore.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/history/historypanel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/testeditor/testeditor.h>
#include <widgets/trajectory/trajectoryview.h>
#include <widgets/validation/validationpanel.h>

#include <QMessageBox>
#include <QWidget>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

template <typename Page> Page *findPage(const QList<TaskPage *> &pages)
{
    for (TaskPage *p : pages)
        if (auto *page = qobject_cast<Page *>(p))
            return page;
    return nullptr;
}

} // namespace

TaskViews::TaskViews(const Settings *settings, QWidget *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_window(parent)
    , m_state(std::make_shared<ShownTask>())
    , m_shown(*m_state)
    , m_load(new JobTracker(this))
    , m_writes(new JobQueue(this))
{
    for (const PageInfo &info : taskPages())
        m_pages.append(info.create(m_state, parent));
    m_overview = findPage<OverviewPage>(m_pages);
    m_matrix = findPage<MatrixPage>(m_pages);
    m_trajectory = findPage<TrajectoryPage>(m_pages);
    m_patches = findPage<PatchesPage>(m_pages);
    m_tests = findPage<TestsPage>(m_pages);
    connect(m_tests, &TestsPage::repairRequested, this, &TaskViews::repairRequested);
    m_flags = findPage<FlagsPage>(m_pages);
    m_runs = findPage<RunsPage>(m_pages);
    m_curation = findPage<CurationPage>(m_pages);
    m_history = findPage<HistoryPage>(m_pages);
    m_editController = new TaskEditController(&m_shown, m_writes, this);
    for (TaskPage *page : std::as_const(m_pages))
        page->setEditor([this](const TaskEdit &edit) { return m_editController->apply(edit); });
    connect(m_editController, &TaskEditController::edited, this, &TaskViews::onTaskEdited);
    connect(m_editController, &TaskEditController::saved, this, &TaskViews::onTaskSaved);
    connect(m_editController, &TaskEditController::notice, this, &TaskViews::notice);
    connect(m_editController, &TaskEditController::problem, this,
            [this](const QString &message) { Q_EMIT problem(message, {}); });
    connect(m_editController, &TaskEditController::writeFailed, this, [this](const QString &taskId) {
        if (taskId == m_shown.snapshot.task.id) // the pages show an edit that is not on disk: what is, instead
            load(taskId);
    });
    connect(m_writes, &JobQueue::busyChanged, this, [this](bool busy) {
        if (!busy && !m_loadAfterWrites.isEmpty())
            load(std::exchange(m_loadAfterWrites, {})); // a copy: load() clears the member
    });
    connectPages();
    clear(tr("Select a task to see it here."));
}

TaskViews::~TaskViews() = default;

void TaskViews::connectPages()
{
    for (TaskPage *page : std::as_const(m_pages)) {
        connect(page, &TaskPage::pageWanted, this, &TaskViews::pageWanted);
        connect(page, &TaskPage::citationActivated, this, &TaskViews::citationActivated);
        connect(page, &TaskPage::notice, this, &TaskViews::notice);
    }
    connect(m_matrix, &MatrixPage::cellActivated, this, &TaskViews::onCellActivated);
    connect(m_runs, &RunsPage::cellWanted, this, [this](const QString &attemptId, const QString &testId) {
        m_matrix->selectCell(attemptId, testId);
        Q_EMIT pageWanted(PageId::Matrix);
    });
    connect(m_tests, &TestsPage::testFileSaved, this, &TaskViews::onTestFileSaved);
    connect(m_flags->panel(), &FlagsPanel::verdictRequested, this, &TaskViews::recordVerdict);
    connect(m_flags->panel(), &FlagsPanel::evidenceActivated, this, [this](const QString &, const Evidence &e) {
        if (!showEvidence(e))
            m_flags->panel()->showError(m_error);
    });
    connect(m_history, &HistoryPage::revertRequested, this, &TaskViews::revertRequested);
    connect(m_history, &HistoryPage::initRepositoryRequested, this, &TaskViews::initRepositoryRequested);
}

TaskPage *TaskViews::page(PageId id) const
{
    for (qsizetype i = 0; i < m_pages.size(); ++i)
        if (taskPages().at(i).id == id)
            return m_pages.at(i);
    return nullptr;
}

void TaskViews::setDataset(const Dataset &dataset)
{
    m_shown.root = dataset.root;
    m_shown.info = dataset.info;
    m_editController->reset();
}

void TaskViews::load(const QString &taskId)
{
    // A task is read after the writes queued before it: an edit, a verdict or a decision just made shows in it.
    if (m_writes->isBusy()) {
        m_load->cancel();
        m_loadAfterWrites = taskId;
        return;
    }
    m_loadAfterWrites.clear();
    const TaskSnapshotRequest request{m_shown.root, taskId, m_settings->curatorName(), editSession()->draftFolder()};
    m_load->start([request](const JobControl &job) { return loadTaskSnapshot(request, job); },
                  [this, taskId](Result<TaskSnapshot> snapshot) {
                      if (!snapshot) {
                          const QString message = snapshot.error().toString();
                          clear(tr("The task %1 cannot be shown:\n%2").arg(taskId, message));
                          Q_EMIT taskFailed(taskId, message);
                          return;
                      }
                      setSnapshot(std::move(snapshot).value());
                      Q_EMIT taskLoaded(taskId);
                  });
}

void TaskViews::setSnapshot(TaskSnapshot snapshot)
{
    m_load->cancel();
    m_loadAfterWrites.clear();
    m_shown.snapshot = std::move(snapshot);
    ++m_shown.generation;
    m_shown.revealed = true;
    if (m_shown.blind) {
        const Result<std::optional<BlindVerdict>> &verdict = m_shown.snapshot.blindVerdict;
        m_shown.revealed = verdict && verdict->has_value();
        if (!verdict)
            Q_EMIT notice(verdict.error().toString());
    }
    m_shown.update();
    showShown();
    m_editController->undoStack(); // the window's Undo follows the task
}

void TaskViews::clear(const QString &message)
{
    m_load->cancel();
    m_loadAfterWrites.clear();
    m_shown.snapshot = TaskSnapshot{};
    ++m_shown.generation;
    m_shown.task = Task{};
    m_shown.revealed = true;
    showShown();
    m_overview->showMessage(message);
}

void TaskViews::showShown()
{
    for (TaskPage *page : std::as_const(m_pages))
        page->showTask();
}

bool TaskViews::showTrajectoryMatch(const QString &attemptId, int step, const QString &match)
{
    m_error.clear();
    return m_trajectory->showStep(attemptId, step, &m_error, match);
}

bool TaskViews::showEvidence(const Evidence &evidence)
{
    m_error.clear();
    switch (evidence.kind) {
    case Evidence::Kind::TrajectoryStep: return m_trajectory->showStep(evidence.attempt, evidence.step, &m_error);
    case Evidence::Kind::PatchHunk: return m_patches->showHunk(evidence, &m_error);
    case Evidence::Kind::TestLine: return m_tests->showLine(evidence.file, evidence.line, &m_error);
    }
    return false;
}

void TaskViews::showPatch(const QString &attemptId, const std::optional<QString> &compareWith)
{
    m_patches->showPatch(attemptId, compareWith);
}

void TaskViews::showTrajectory(const QString &attemptId, const QString &compareWith)
{
    m_trajectory->showTrajectory(attemptId, compareWith);
}

void TaskViews::showSpec(const QString &specId)
{
    m_overview->showSpec(specId);
}

bool TaskViews::showFlag(const QString &flagId)
{
    return m_flags->showFlag(flagId);
}

void TaskViews::onCellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds)
{
    // A flagged cell opens the flag and its first evidence; any other cell opens the attempt's patch.
    if (!flagIds.isEmpty()) {
        showFlag(flagIds.first());
        for (const Flag &f : std::as_const(m_shown.task.flags))
            if (f.id == flagIds.first()) {
                const QList<Evidence> chain = orderedChain(f);
                if (!chain.isEmpty())
                    showEvidence(chain.first());
            }
        return;
    }
    if (attemptId == QString::fromUtf16(kEmptyPatchAttemptId)) {
        Q_EMIT notice(tr("The empty patch changes nothing; %1 runs against the base commit.").arg(testId));
        return;
    }
    showPatch(attemptId);
    Q_EMIT pageWanted(PageId::Patches);
}

/// What recording a verdict left: the task with it, the curator's file and the flags' decisions as they were and
/// are, or why not.
struct VerdictWritten {
    Result<void> saved = Ok{};
    Task task;
    QStringList paths; // review.json, and the curator's own file when it was written
    SavedFiles files;  // paths as the write left them, for its commit
    DecisionState before;
    DecisionState after;
    QString notice; // the curator's own copy could not be written
};

namespace {

/// The verdict written into review.json and the curator's own file under the writer lock, with what it changed as it
/// was and as it leaves it (the undo puts that back). Disk work: off the GUI thread.
VerdictWritten writeVerdict(const QString &root, Task task, const QString &flagId, Verdict verdict, const QString &note,
                            const QString &curator)
{
    VerdictWritten written;
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock) {
        written.saved = lock.error();
        return written;
    }
    const QString own = DatasetLayout::curatorReviewFile(task.id, curator);
    const QList<Flag> flags = task.flags;
    const SavedFiles ownBefore = readSavedFiles(root, {own});
    written.saved = heddle::recordVerdict(root, task, flagId, verdict, note, curator);
    if (!written.saved)
        return written;
    written.paths = {DatasetLayout::reviewFile(task.id)};
    // The curator's own copy, for the agreement between curators who judge the same flags.
    if (const Result<QString> kept = recordCuratorVerdict(root, task.id, curator, flagId, verdict, note); !kept)
        written.notice = kept.error().toString();
    else
        written.paths << own;
    const DecisionChange change = changedDecisions(flags, task.flags);
    written.before = {task.id, written.notice.isEmpty() ? ownBefore : SavedFiles{}, change.before};
    written.after = {task.id, written.notice.isEmpty() ? readSavedFiles(root, {own}) : SavedFiles{}, change.after};
    written.files = readSavedFiles(root, written.paths);
    written.task = std::move(task);
    return written;
}

} // namespace

namespace {

/// What taking a repair left: the files and the flags' decisions as they were and are, and the task, or why not.
struct RepairWritten {
    Result<QStringList> saved = QStringList{};
    SavedFiles files; // saved's paths as the write left them, for its commit
    Task task;
    DecisionState before;
    DecisionState after;
    QString notice; // the curator's own copy of the verdict could not be written
};

/// Takes the suggestion (applyRepair: the edit, then the verdict) and the curator's own copy of the verdict under one
/// hold of the writer lock, with what they change read before and after, for the undo: the files by their bytes, the
/// flags' decisions by themselves (the re-run that follows rewrites review.json). Disk work: off the GUI thread.
RepairWritten writeRepair(const QString &root, Task task, const RepairSuggestion &s, const QString &curator)
{
    RepairWritten written;
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock) {
        written.saved = lock.error();
        return written;
    }
    // A repair writes its test file and task.json (applyRepair); review.json's part is the flags' decisions.
    const QString own = DatasetLayout::curatorReviewFile(task.id, curator);
    QStringList files{DatasetLayout::taskFile(task.id), DatasetLayout::testFile(task.id, s.file), own};
    const SavedFiles before = readSavedFiles(root, files);
    const QList<Flag> flags = task.flags;
    written.saved = applyRepair(root, task, s, curator);
    if (!written.saved)
        return written;
    if (const Result<QString> kept =
            recordCuratorVerdict(root, task.id, curator, s.flag, Verdict::Confirmed, repairNote(s));
        !kept) {
        files.removeAll(own);
        written.notice = kept.error().toString();
    } else {
        written.saved->append(own);
    }
    const DecisionChange change = changedDecisions(flags, task.flags);
    SavedFiles was;
    for (const auto &file : before)
        if (files.contains(file.first))
            was.append(file);
    written.before = {task.id, was, change.before};
    written.after = {task.id, readSavedFiles(root, files), change.after};
    written.files = readSavedFiles(root, *written.saved);
    written.task = std::move(task);
    return written;
}

} // namespace

void TaskViews::takeRepair(const RepairSuggestion &suggestion, std::function<void(const QString &)> done)
{
    const QString root = m_shown.root;
    const QString curator = m_settings->curatorName();
    m_writes->enqueue([root, task = m_shown.snapshot.task, suggestion,
                       curator] { return writeRepair(root, task, suggestion, curator); },
                      [this, root, suggestion, done = std::move(done)](RepairWritten written) {
                          if (!written.saved) {
                              done(written.saved.error().toString());
                              return;
                          }
                          if (!written.notice.isEmpty())
                              Q_EMIT notice(written.notice);
                          const QString summary = repairEdit(suggestion).summary;
                          m_editController->pushDecision(summary, written.before, written.after);
                          Q_EMIT datasetSaved(*written.saved, summary, repairNote(suggestion), written.files);
                          Q_EMIT taskSaved(written.task);
                          if (root == m_shown.root && m_shown.task.id == suggestion.task)
                              load(suggestion.task);
                          done({});
                      });
}

void TaskViews::recordVerdict(QString flagId, Verdict verdict, const QString &note)
{
    const QString root = m_shown.root;
    const QString curator = m_settings->curatorName();
    // In the order given: two quick verdicts are written one after the other, each into review.json as it is.
    m_writes->enqueue([root, task = m_shown.snapshot.task, flagId, verdict, note,
                       curator] { return writeVerdict(root, task, flagId, verdict, note, curator); },
                      [this, root, id = m_shown.task.id, flagId, verdict, note](VerdictWritten written) {
                          showVerdictWritten(root, id, flagId, verdict, note, std::move(written));
                      });
}

void TaskViews::showVerdictWritten(const QString &root, const QString &id, const QString &flagId, Verdict verdict,
                                   const QString &note, VerdictWritten written)
{
    const bool shown = root == m_shown.root && id == m_shown.task.id;
    if (!written.saved) {
        if (shown) // the panel waits for an answer: the error is one
            m_flags->panel()->showError(written.saved.error().toString());
        return;
    }
    if (shown) {
        const auto flagIds = [](const Task &task) {
            QStringList ids;
            for (const Flag &f : task.flags)
                ids << f.id + (f.isWithdrawn() ? u"~"_s : QString());
            return ids;
        };
        const bool othersChanged = flagIds(written.task) != flagIds(m_shown.snapshot.task);
        m_shown.snapshot.task.flags = written.task.flags;
        m_shown.update();
        // The verdict went into review.json as it was: flags another writer added or withdrew meanwhile show too.
        if (othersChanged)
            m_flags->showTask();
        m_flags->showVerdict(flagId);
        m_matrix->showFlags();
        editSession()->setFlags(m_shown.task.flags); // the test editor's notes say the verdict
    }
    if (!written.notice.isEmpty())
        Q_EMIT notice(written.notice);
    const QString what = verdict == Verdict::Confirmed    ? tr("Confirm")
                         : verdict == Verdict::Dismissed  ? tr("Dismiss")
                         : verdict == Verdict::NeedsRerun ? tr("Ask to re-run")
                                                          : tr("Reopen");
    const QString summary = tr("%1 flag %2 of %3").arg(what, flagId, id);
    m_editController->pushDecision(summary, written.before, written.after);
    Q_EMIT datasetSaved(written.paths, summary, note.trimmed(), written.files);
    Q_EMIT flagsSaved(shown ? m_shown.task : written.task);
    if (shown)
        m_curation->showTask();
}

void TaskViews::onTaskEdited(const Task &edited)
{
    const bool filesChanged =
        !std::equal(edited.tests.files.cbegin(), edited.tests.files.cend(), m_shown.snapshot.task.tests.files.cbegin(),
                    m_shown.snapshot.task.tests.files.cend(),
                    [](const TestFile &a, const TestFile &b) { return a.path == b.path && a.content == b.content; });
    m_shown.snapshot.task = edited;
    m_shown.update();
    // The test editor keeps unsaved typing unless the edit changed the test files themselves.
    for (TaskPage *page : std::as_const(m_pages))
        if (page != m_tests || filesChanged)
            page->showTask();
    if (!filesChanged)
        m_tests->showLists();
}

void TaskViews::onTaskSaved(const Task &saved, const QStringList &paths, const QString &summary, const QString &details,
                            const SavedFiles &files)
{
    // The computed flags may have followed the edit on disk: the flags, the matrix and the curation show them.
    if (saved.id == m_shown.snapshot.task.id && paths.contains(DatasetLayout::reviewFile(saved.id))) {
        m_shown.snapshot.task.flags = saved.flags;
        m_shown.update();
        m_flags->showTask();
        m_matrix->showFlags();
        m_curation->showTask();
        editSession()->setFlags(m_shown.task.flags);
    }
    Q_EMIT notice(tr("Saved: %1").arg(summary));
    Q_EMIT datasetSaved(paths, summary, details, files);
    Q_EMIT taskSaved(saved.id == m_shown.snapshot.task.id ? m_shown.snapshot.task : saved);
}

void TaskViews::onTestFileSaved(const QString &path, const QByteArray &content)
{
    // The task in the other pages follows the saved file, so a later verdict or re-open sees the edit.
    for (TestFile &f : m_shown.snapshot.task.tests.files)
        if (f.path == path)
            f.content = content;
    for (TestFile &f : m_shown.task.tests.files)
        if (f.path == path)
            f.content = content;
    Q_EMIT notice(tr("Saved %1").arg(path));
    Q_EMIT datasetSaved({DatasetLayout::testFile(m_shown.task.id, path)},
                        tr("Edit %1 of %2").arg(path, m_shown.task.id), QString());
    m_curation->showTask(); // a test edit makes the newest run stale
    Q_EMIT taskSaved(m_shown.snapshot.task);
}

PatchDiffView *TaskViews::diffView() const
{
    return m_patches->diffView();
}

PatchCompareView *TaskViews::compareView() const
{
    return m_patches->compareView();
}

void TaskViews::setViewedStore(std::unique_ptr<ViewedStore> store)
{
    m_patches->setViewedStore(std::move(store));
}

TrajectoryView *TaskViews::trajectoryView() const
{
    return m_trajectory->view();
}

AttemptMatrixView *TaskViews::matrixView() const
{
    return m_matrix->view();
}

FlagsPanel *TaskViews::flagsPanel() const
{
    return m_flags->panel();
}

TestEditor *TaskViews::testEditor() const
{
    return m_tests->editor();
}

ValidationPanel *TaskViews::validationPanel() const
{
    return m_runs->panel();
}

CurationPanel *TaskViews::curationPanel() const
{
    return m_curation->panel();
}

HistoryPanel *TaskViews::historyPanel() const
{
    return m_history->panel();
}

TestEditSession *TaskViews::editSession() const
{
    return m_tests->session();
}

void TaskViews::showHistory()
{
    m_history->reload();
}

std::optional<RunRecord> TaskViews::latestRun() const
{
    return m_shown.snapshot.latestRun();
}

void TaskViews::setCuration(const Curation &curation)
{
    m_shown.snapshot.task.curation = curation;
    m_shown.task.curation = curation;
    m_curation->showTask();
}

void TaskViews::setBlind(bool blind)
{
    if (blind == m_shown.blind)
        return;
    m_shown.blind = blind;
    if (m_shown.isEmpty())
        return;
    // The snapshot holds the task whole and the curator's verdict: nothing is read again.
    const Result<std::optional<BlindVerdict>> &verdict = m_shown.snapshot.blindVerdict;
    m_shown.revealed = !blind || (verdict && verdict->has_value());
    if (blind && !verdict)
        Q_EMIT notice(verdict.error().toString());
    m_shown.update();
    showShown();
}

void TaskViews::reveal(const BlindVerdict &verdict)
{
    m_shown.snapshot.blindVerdict = std::optional<BlindVerdict>(verdict);
    m_shown.revealed = true;
    m_shown.update();
    showShown();
}

void TaskViews::reloadValidation(const Task &task, const RunRecord &record)
{
    if (m_shown.isEmpty() || task.id != m_shown.task.id)
        return;
    m_shown.snapshot.task.flags = task.flags;
    m_shown.snapshot.runs.records.prepend(record);
    m_shown.update();
    m_flags->showFlags();
    editSession()->setFlags(m_shown.task.flags);
    m_matrix->showTask();
    m_runs->showTask();
    m_tests->showLists(); // the new run's tests are offered
    m_curation->showTask();
    m_history->reload();
}

void TaskViews::reloadFlags(const Task &task)
{
    if (m_shown.isEmpty() || task.id != m_shown.task.id)
        return;
    m_shown.snapshot.task.flags = task.flags;
    m_shown.update();
    m_flags->showFlags();
    editSession()->setFlags(m_shown.task.flags);
    m_matrix->showTask();
    m_curation->showTask();
}

bool TaskViews::settleUnsavedEdits()
{
    TestEditSession *session = editSession();
    QStringList unsaved;
    if (session->hasUnsavedChanges())
        unsaved << tr("the tests (%1)").arg(session->modifiedFiles().join(u", "_s));
    QList<TaskPage *> pages;
    for (TaskPage *page : std::as_const(m_pages))
        if (const QStringList own = page->unsavedEdits(); !own.isEmpty()) {
            unsaved << own;
            pages << page;
        }
    if (unsaved.isEmpty())
        return true;
    const bool onlyTests = pages.isEmpty();
    const QString text =
        onlyTests
            ? tr("The tests of %1 have unsaved edits: %2.\nSave them to the dataset?")
                  .arg(session->taskId(), session->modifiedFiles().join(u", "_s))
            : tr("%1 has unsaved edits: %2.\nSave them to the dataset?").arg(m_shown.task.id, unsaved.join(u"; "_s));
    const auto answer =
        QMessageBox::warning(m_window, onlyTests ? tr("Unsaved Test Edits") : tr("Unsaved Edits"), text,
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        if (session->hasUnsavedChanges())
            if (const Result<void> s = session->saveAll(); !s) {
                Q_EMIT problem(tr("The test edits were not saved"), s.error().toString());
                return false;
            }
        for (TaskPage *page : std::as_const(pages))
            if (!page->saveUnsavedEdits()) {
                Q_EMIT pageWanted(taskPages().at(m_pages.indexOf(page)).id); // where it says why
                return false;
            }
        return true;
    }
    if (answer == QMessageBox::Discard) {
        session->revertAll();
        for (TaskPage *page : std::as_const(pages))
            page->discardUnsavedEdits();
        return true;
    }
    // Kept as a draft, whatever happens next.
    if (session->hasUnsavedChanges())
        if (const Result<void> s = session->flushDrafts(); !s)
            Q_EMIT problem(tr("The test edits could not be kept as a draft"), s.error().toString());
    return false;
}

} // namespace heddle
