#include <app/taskviews.h>

#include <core/git/gitrepository.h>
#include <core/patch/patchparser.h>
#include <core/review/curator.h>
#include <core/review/evidence.h>
#include <core/review/verdicts.h>
#include <core/state/viewedstore.h>
#include <widgets/diff/patchcompareview.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/editing/testeditsession.h>
#include <widgets/testeditor/testeditor.h>

#include <QStandardPaths>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/specgraph/speclistview.h>
#include <widgets/trajectory/trajectorycompareview.h>
#include <widgets/trajectory/trajectoryview.h>
#include <widgets/validation/validationpanel.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/history/historypanel.h>
#include <core/history/datasethistory.h>
#include <core/curation/approvalgates.h>
#include <core/dataset/datasetio.h>
#include <core/review/blindreview.h>
#include <core/validation/runrecord.h>

#include <QComboBox>
#include <QtConcurrentRun>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // messages quote task content: never rich text
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QWidget *pageWidget(QWidget *parent, const QString &objectName, QVBoxLayout **layout)
{
    auto *w = new QWidget(parent);
    w->setObjectName(objectName);
    *layout = new QVBoxLayout(w);
    (*layout)->setContentsMargins(4, 4, 4, 4);
    return w;
}

// Attempt labels can be long (imported model names run to 80 characters); a combo must not widen its dock.
QComboBox *attemptCombo(QWidget *parent, const QString &objectName)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(16);
    return box;
}

// The row index within a hunk's lines of the given 1-based line of the new file; -1 (the header) when absent.
int hunkLineIndex(const PatchHunk &hunk, int newLine)
{
    for (qsizetype i = 0; i < hunk.lines.size(); ++i)
        if (hunk.lines[i].newLine == newLine && hunk.lines[i].kind != PatchLine::Kind::Removed)
            return int(i);
    return -1;
}

} // namespace

TaskViews::TaskViews(QWidget *parent)
    : QObject(parent)
{
    buildOverview(parent);
    buildPatches(parent);
    buildTrajectory(parent);
    buildMatrix(parent);
    buildFlags(parent);
    buildTests(parent);
    buildRuns(parent);
    buildCuration(parent);
    buildHistory(parent);
    clear(tr("Select a task to see it here."));
}

TaskViews::~TaskViews() = default;

QWidget *TaskViews::page(Page page) const
{
    return m_pages[int(page)];
}

QString TaskViews::pageTitle(Page page)
{
    switch (page) {
    case Page::Overview: return tr("Overview");
    case Page::Matrix: return tr("Matrix");
    case Page::Trajectory: return tr("Trajectory");
    case Page::Patches: return tr("Patches");
    case Page::Tests: return tr("Tests");
    case Page::Flags: return tr("Flags");
    case Page::Runs: return tr("Runs");
    case Page::Curation: return tr("Curation");
    case Page::History: return tr("History");
    }
    return {};
}

QString TaskViews::pageName(Page page)
{
    switch (page) {
    case Page::Overview: return u"overview"_s;
    case Page::Matrix: return u"matrix"_s;
    case Page::Trajectory: return u"trajectory"_s;
    case Page::Patches: return u"diff"_s;
    case Page::Tests: return u"tests"_s;
    case Page::Flags: return u"flags"_s;
    case Page::Runs: return u"runs"_s;
    case Page::Curation: return u"curation"_s;
    case Page::History: return u"history"_s;
    }
    return {};
}

void TaskViews::buildOverview(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"overviewPage"_s, &layout);
    m_pages[int(Page::Overview)] = page;

    m_query = new QPlainTextEdit(page); // plain text only: the query is untrusted
    m_query->setObjectName(u"taskQuery"_s);
    m_query->setReadOnly(true);
    m_specList = new SpecListView(page);
    m_specGraph = new SpecGraphView(page);
    m_specGraph->setObjectName(u"specGraph"_s);
    m_specInfo = plainLabel(page, u"specInfo"_s);

    auto *left = new QSplitter(Qt::Vertical, page);
    left->addWidget(m_query);
    left->addWidget(m_specList);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 2);
    auto *right = new QWidget(page);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_specGraph, 1);
    rightLayout->addWidget(m_specInfo);
    auto *split = new QSplitter(Qt::Horizontal, page);
    split->setObjectName(u"overviewSplitter"_s);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600}); // scaled to the page's width when shown; the graph is what presenters show
    layout->addWidget(split);

    connect(m_specGraph, &SpecGraphView::specActivated, this, &TaskViews::showSpec);
    connect(m_specList, &SpecListView::specActivated, this, &TaskViews::showSpec);
}

void TaskViews::showSpec(const QString &id)
{
    m_specGraph->setActiveSpec(id);
    m_specList->setActiveSpec(id);
    for (const Spec &s : std::as_const(m_task.specs)) {
        if (s.id != id)
            continue;
        const QString tests = s.coveredBy.isEmpty() ? tr("No test covers this spec: a false-positive risk.")
                                                    : tr("Covered by: %1").arg(s.coveredBy.join(u", "_s));
        const QStringList with = m_specGraph->graph().neighbours(id);
        const QString interacts =
            with.isEmpty() ? QString() : u"\n"_s + tr("Interacts with: %1").arg(with.join(u", "_s));
        m_specInfo->setText(u"%1 — %2\n%3\n%4"_s.arg(s.id, s.title, s.text, tests) + interacts);
    }
}

void TaskViews::buildPatches(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"diffPage"_s, &layout);
    m_pages[int(Page::Patches)] = page;

    m_patchChoice = attemptCombo(page, u"patchChoice"_s);
    m_patchChoice->setToolTip(tr("The patch to show"));
    m_compareChoice = attemptCombo(page, u"compareChoice"_s);
    m_compareChoice->setToolTip(tr("Compare the patch with another one: what does one do that the other does not?"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_patchChoice, 1);
    row->addWidget(new QLabel(tr("compared with"), page));
    row->addWidget(m_compareChoice, 1);
    layout->addLayout(row);

    m_patchError = plainLabel(page, u"patchError"_s);
    m_patchError->hide();
    layout->addWidget(m_patchError);
    m_patchStack = new QStackedWidget(page);
    m_diff = new PatchDiffView(m_patchStack);
    m_diff->setObjectName(u"patchDiff"_s);
    m_compare = new PatchCompareView(m_patchStack);
    m_compare->setObjectName(u"patchCompare"_s);
    m_patchStack->addWidget(m_diff);
    m_patchStack->addWidget(m_compare);
    m_compare->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    layout->addWidget(m_patchStack, 1);

    connect(m_diff, &PatchDiffView::viewedChanged, this, [this] {
        if (!m_viewed || m_task.id.isEmpty())
            return;
        const QString owner = m_patchChoice->currentData().toString();
        const Attempt *a = attempt(owner);
        const Result<void> s = m_viewed->setTicks(m_dataset.root, m_task.id, owner,
                                                  a ? a->patch : m_task.referencePatch, m_diff->viewedTicks());
        if (!s)
            Q_EMIT notice(tr("Viewed ticks cannot be remembered: %1").arg(s.error().toString()));
    });

    connect(m_patchChoice, &QComboBox::currentIndexChanged, this, &TaskViews::onPatchChoice);
    connect(m_compareChoice, &QComboBox::currentIndexChanged, this, &TaskViews::onPatchChoice);
    connect(m_diff, &PatchDiffView::hunkActivated, this, [this](const QString &file, int hunk) {
        const QStringList ids = flagsCitingHunk(m_task, m_patchChoice->currentData().toString(), file, hunk);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

void TaskViews::buildTrajectory(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"trajectoryPage"_s, &layout);
    m_pages[int(Page::Trajectory)] = page;

    m_trajectoryChoice = attemptCombo(page, u"trajectoryChoice"_s);
    m_trajectoryCompareChoice = attemptCombo(page, u"trajectoryCompareChoice"_s);
    m_trajectoryCompareChoice->setToolTip(tr("Show another attempt's trajectory beside it, step by step"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_trajectoryChoice, 1);
    row->addWidget(new QLabel(tr("side by side with"), page));
    row->addWidget(m_trajectoryCompareChoice, 1);
    layout->addLayout(row);

    m_trajectoryStack = new QStackedWidget(page);
    m_trajectory = new TrajectoryView(m_trajectoryStack);
    m_trajectory->setObjectName(u"trajectoryView"_s);
    m_trajectoryCompare = new TrajectoryCompareView(m_trajectoryStack);
    m_trajectoryCompare->setObjectName(u"trajectoryCompare"_s);
    m_trajectoryStack->addWidget(m_trajectory);
    m_trajectoryStack->addWidget(m_trajectoryCompare);
    // The side-by-side view needs twice the width; only the page on display may ask the dock for room.
    m_trajectoryCompare->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    layout->addWidget(m_trajectoryStack, 1);

    connect(m_trajectoryChoice, &QComboBox::currentIndexChanged, this, &TaskViews::onTrajectoryChoice);
    connect(m_trajectoryCompareChoice, &QComboBox::currentIndexChanged, this, &TaskViews::onTrajectoryChoice);
    connect(m_trajectory, &TrajectoryView::loadFinished, this, [this](bool ok) {
        if (ok && m_pendingStep >= 0)
            m_trajectory->showStep(m_pendingStep);
        m_pendingStep = -1;
    });
    connect(m_trajectory, &TrajectoryView::stepActivated, this, [this](int step) {
        const QStringList ids = flagsCitingStep(m_task, m_trajectoryChoice->currentData().toString(), step);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

void TaskViews::buildMatrix(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"matrixPage"_s, &layout);
    m_pages[int(Page::Matrix)] = page;
    m_matrix = new AttemptMatrixView(page);
    layout->addWidget(m_matrix);
    connect(m_matrix, &AttemptMatrixView::cellActivated, this, &TaskViews::onCellActivated);
}

void TaskViews::buildRuns(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"runsPage"_s, &layout);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages[int(Page::Runs)] = page;
    m_runs = new ValidationPanel(page);
    layout->addWidget(m_runs);
    connect(m_runs, &ValidationPanel::logWanted, this,
            [this](const QString &taskId, const QString &runId, const QString &label) {
                const QByteArray log = loadRunLog(m_dataset.root, taskId, runId, label);
                m_runs->showLog(tr("%1 · run %2 · %3").arg(taskId, runId, label),
                                log.isEmpty() ? tr("(no output was kept for this run)").toUtf8() : log);
            });
    connect(m_runs, &ValidationPanel::changeActivated, this, [this](const QString &target, const QString &test) {
        const QString attempt = target == u"reference"_s ? QString()
                                : target == u"empty"_s   ? QString::fromUtf16(kEmptyPatchAttemptId)
                                                         : target;
        m_matrix->selectCell(attempt, test);
        Q_EMIT pageWanted(Page::Matrix);
    });
}

void TaskViews::showRuns()
{
    LoadedRunRecords loaded = loadRunRecords(m_dataset.root, m_task.id);
    QStringList errors;
    for (const Error &e : std::as_const(loaded.errors))
        errors.append(e.toString());
    m_latestRun = loaded.records.isEmpty() ? std::nullopt : std::optional(loaded.records.first());
    m_matrix->setTask(m_task, MatrixRuns::fromRecords(m_task, loaded.records));
    m_runs->setHistory(m_task, loaded.records, errors);
    showCuration();
    showHistory();
}

void TaskViews::reloadValidation(const QList<Flag> &flags)
{
    if (m_task.id.isEmpty())
        return;
    const QString current = m_flags->currentFlagId();
    m_task.flags = flags;
    m_flags->setTask(m_task);
    if (!current.isEmpty())
        m_flags->selectFlag(current);
    showRuns();
}

void TaskViews::onCellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds)
{
    // A flagged cell opens the flag and its first evidence; any other cell opens the attempt's patch.
    if (!flagIds.isEmpty()) {
        showFlag(flagIds.first());
        for (const Flag &f : std::as_const(m_task.flags))
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
    Q_EMIT pageWanted(Page::Patches);
}

void TaskViews::buildTests(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"testsPage"_s, &layout);
    m_pages[int(Page::Tests)] = page;
    m_session = new TestEditSession(
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/drafts"_s, this);
    m_testEditor = new TestEditor(page);
    m_testEditor->setSession(m_session);
    layout->addWidget(m_testEditor);
    connect(m_session, &TestEditSession::error, this, [this](const Error &e) { Q_EMIT notice(e.toString()); });
    connect(m_session, &TestEditSession::saved, this, [this](const QString &path) {
        // The task in the other views follows the saved file, so a later verdict or re-open sees the edit.
        for (TestFile &f : m_task.tests.files)
            if (f.path == path)
                f.content = m_session->savedContent(path);
        Q_EMIT notice(tr("Saved %1").arg(path));
        Q_EMIT datasetSaved({u"tasks/"_s + m_task.id + u"/test-files/"_s + path},
                            tr("Edit %1 of %2").arg(path, m_task.id), QString());
        showCuration(); // a test edit makes the newest run stale
    });
    connect(m_testEditor, &TestEditor::lineActivated, this, [this](const QString &path, int line) {
        const QStringList ids = flagsCitingTestLine(m_task, path, line);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

void TaskViews::buildFlags(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"flagsPage"_s, &layout);
    m_pages[int(Page::Flags)] = page;
    m_flags = new FlagsPanel(page);
    layout->addWidget(m_flags);
    connect(m_flags, &FlagsPanel::verdictRequested, this, &TaskViews::recordVerdict);
    connect(m_flags, &FlagsPanel::evidenceActivated, this, [this](const QString &, const Evidence &e) {
        if (!showEvidence(e))
            m_flags->showError(m_error);
    });
}

void TaskViews::recordVerdict(const QString &flagId, Verdict verdict, const QString &note)
{
    const Result<void> saved = heddle::recordVerdict(m_dataset.root, m_task, flagId, verdict, note, curatorName());
    if (!saved) {
        m_flags->showError(saved.error().toString());
        return;
    }
    for (const Flag &f : std::as_const(m_task.flags))
        if (f.id == flagId)
            m_flags->updateFlag(f);
    m_matrix->setTask(m_task, m_matrix->model()->runs());
    const QString what = verdict == Verdict::Confirmed    ? tr("Confirm")
                         : verdict == Verdict::Dismissed  ? tr("Dismiss")
                         : verdict == Verdict::NeedsRerun ? tr("Ask to re-run")
                                                          : tr("Reopen");
    QStringList paths{u"tasks/"_s + m_task.id + u"/review.json"_s};
    // The curator's own copy, for the agreement between curators who judge the same flags.
    const Result<QString> own = recordCuratorVerdict(m_dataset.root, m_task.id, curatorName(), flagId, verdict, note);
    if (own)
        paths.append(*own);
    else
        Q_EMIT notice(own.error().toString());
    Q_EMIT datasetSaved(paths, tr("%1 flag %2 of %3").arg(what, flagId, m_task.id), note.trimmed());
    Q_EMIT flagsSaved(m_task);
    showCuration();
}

Result<Task> TaskViews::taskOnDisk() const
{
    if (m_task.id.isEmpty())
        return makeError(Error::Code::NotFound, tr("No task is shown."));
    return loadTask(m_dataset.root, m_task.id);
}

void TaskViews::setCuration(const Curation &curation)
{
    m_task.curation = curation;
    showCuration();
}

void TaskViews::setBlind(bool blind)
{
    if (blind == m_blind)
        return;
    m_blind = blind;
    if (m_task.id.isEmpty())
        return;
    if (Result<Task> task = taskOnDisk())
        setTask(std::move(task).value());
}

void TaskViews::buildCuration(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"curationPage"_s, &layout);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages[int(Page::Curation)] = page;
    m_curation = new CurationPanel(page);
    layout->addWidget(m_curation);
    connect(m_curation, &CurationPanel::gateActivated, this, [this](const QString &gate) {
        if (gate == QStringView(kGateFlagsDecided))
            Q_EMIT pageWanted(Page::Flags);
        else if (gate == QStringView(kGateSpecsCovered))
            Q_EMIT pageWanted(Page::Overview);
        else
            Q_EMIT pageWanted(Page::Runs);
    });
}

void TaskViews::buildHistory(QWidget *parent)
{
    QVBoxLayout *layout = nullptr;
    QWidget *page = pageWidget(parent, u"historyPage"_s, &layout);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages[int(Page::History)] = page;
    m_history = new HistoryPanel(page);
    layout->addWidget(m_history);
    // A commit's diff can be large (an import brings whole trajectories in): it is made off the GUI thread, and the
    // panel drops an answer for a commit no longer selected.
    connect(m_history, &HistoryPanel::diffWanted, this, [this](const QString &commit) {
        QtConcurrent::run([root = m_dataset.root, commit, prefix = QString(u"tasks/"_s + m_task.id)] {
            return commitDiff(root, commit, prefix);
        }).then(this, [this, commit](const Result<QString> &diff) {
            m_history->showDiff(commit, diff ? *diff : diff.error().toString());
        });
    });
    connect(m_history, &HistoryPanel::revertRequested, this, &TaskViews::revertRequested);
    connect(m_history, &HistoryPanel::initRepositoryRequested, this, &TaskViews::initRepositoryRequested);
}

namespace {

constexpr int kHistoryLimit = 200;

struct HistoryLoad {
    QString error; // the repository or its history cannot be read
    bool inRepository = false;
    QList<HistoryEntry> entries; // newest first, at most kHistoryLimit
};

HistoryLoad loadHistory(const QString &root, const QString &taskId)
{
    HistoryLoad load;
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (!repository) {
        load.error = repository.error().toString();
        return load;
    }
    load.inRepository = repository->inRepository;
    if (!load.inRepository)
        return load;
    Result<QList<HistoryEntry>> entries = taskHistory(root, taskId, kHistoryLimit);
    if (entries)
        load.entries = std::move(*entries);
    else
        load.error = entries.error().toString();
    return load;
}

} // namespace

void TaskViews::showHistory()
{
    const quint64 ticket = ++m_historyTicket;
    if (m_task.id.isEmpty() || m_dataset.root.isEmpty()) {
        m_history->setHistory({}, {}, false);
        return;
    }
    // Walking a long history to find a task's commits takes a while: off the GUI thread, newest request wins.
    QtConcurrent::run([root = m_dataset.root, id = m_task.id] {
        return loadHistory(root, id);
    }).then(this, [this, ticket](const HistoryLoad &load) {
        if (ticket != m_historyTicket)
            return;
        if (!load.inRepository) {
            m_history->setHistory({}, load.error.isEmpty() ? tr("This dataset is not a git repository: changes "
                                                                "are saved, but no history of them is kept.")
                                                           : load.error);
            return;
        }
        if (!load.error.isEmpty()) {
            m_history->setHistory({}, load.error, false);
            return;
        }
        // In blind review, commits name who decided what: they wait for the curator's own verdict.
        if (isHiddenByBlindReview()) {
            m_history->setHistory({}, tr("Blind review: the history shows once you have recorded your verdict."),
                                  false);
            return;
        }
        m_history->setHistory(
            load.entries,
            load.entries.size() == kHistoryLimit ? tr("The last %1 changes.").arg(kHistoryLimit) : QString(), false);
        // The newest change and its diff are there without a click.
        if (!load.entries.isEmpty())
            m_history->setCurrentCommit(load.entries.first().id);
    });
}

void TaskViews::showCuration()
{
    if (m_task.id.isEmpty()) {
        m_curation->clear();
        return;
    }
    // The gates judge the task as it is, which blind review may be hiding part of.
    const Result<Task> onDisk = isHiddenByBlindReview() ? taskOnDisk() : Result<Task>(m_task);
    const Task &judged = onDisk ? *onDisk : m_task;
    m_curation->setTask(m_task, approvalGates(judged, m_latestRun));
    m_curation->setBlind(m_blind, m_revealed);
}

void TaskViews::setViewedStore(std::unique_ptr<ViewedStore> store)
{
    m_viewed = std::move(store);
}

void TaskViews::setDataset(const Dataset &dataset)
{
    m_dataset.root = dataset.root;
    m_dataset.info = dataset.info;
}

void TaskViews::clear(const QString &message)
{
    m_task = Task{};
    m_query->setPlainText(message);
    m_specGraph->setTask(m_task);
    m_specList->setTask(m_task);
    m_specInfo->clear();
    m_matrix->setTask(m_task);
    m_runs->setHistory(m_task, {});
    m_latestRun.reset();
    m_curation->clear();
    ++m_historyTicket;
    m_history->setHistory({}, {}, false);
    m_flags->setTask(m_task);
    m_session->clear();
    for (QComboBox *box : {m_patchChoice, m_compareChoice, m_trajectoryChoice, m_trajectoryCompareChoice}) {
        const QSignalBlocker block(box);
        box->clear();
    }
    m_diff->setPatch(Patch{});
    m_patchError->hide();
    m_trajectory->setTrajectory(Trajectory{});
    m_trajectoryStack->setCurrentWidget(m_trajectory);
    m_pendingStep = -1;
}

QString TaskViews::attemptLabel(const QString &id) const
{
    if (id.isEmpty())
        return tr("Reference patch");
    const Attempt *a = attempt(id);
    if (a && !m_revealed)
        return u"%1 #%2"_s.arg(a->model).arg(a->sample);
    return a ? u"%1 #%2 — %3"_s.arg(a->model).arg(a->sample).arg(a->id) : id;
}

const Attempt *TaskViews::attempt(const QString &id) const
{
    for (const Attempt &a : m_task.attempts)
        if (a.id == id)
            return &a;
    return nullptr;
}

void TaskViews::setTask(Task task)
{
    m_revealed = true;
    if (m_blind) {
        const auto verdict = loadBlindVerdict(m_dataset.root, task.id, curatorName());
        m_revealed = verdict && verdict->has_value();
        if (!verdict)
            Q_EMIT notice(verdict.error().toString());
    }
    m_matrix->model()->setHideAttemptIds(!m_revealed);
    m_task = m_revealed ? std::move(task) : blindedTask(task);
    m_query->setPlainText(m_task.query);

    auto repository = resolveRepository(m_dataset.root, m_task.repository);
    m_repository = repository ? *repository : QString();
    m_repositoryError = repository ? QString() : repository.error().message;
    if (repository) {
        m_diff->setBaseProvider([path = *repository, commit = m_task.repository.baseCommit](const QString &file) {
            return readFileAtCommit(path, commit, file);
        });
    } else {
        m_diff->setBaseProvider({});
    }
    QHash<QString, QString> titles;
    for (const SpecCategory &c : std::as_const(m_dataset.info.specCategories))
        titles.insert(c.id, c.title);
    m_specGraph->setTask(m_task);
    m_specList->setTask(m_task, titles);
    m_flags->setTask(m_task);
    showRuns();
    m_session->setTask(m_dataset.root, m_task);
    for (const Error &e : m_session->draftProblems())
        Q_EMIT notice(e.toString());
    m_specInfo->setText(m_task.specs.isEmpty() ? tr("This task lists no specs: the query and the tests are all it has.")
                        : m_specList->uncoveredCount() > 0
                            ? tr("%n spec(s) no test covers, marked ⚠. Click a spec to see its text and its tests.",
                                 nullptr, m_specList->uncoveredCount())
                            : tr("Click a spec to see its text and the tests that cover it."));

    {
        const QSignalBlocker a(m_patchChoice);
        const QSignalBlocker b(m_compareChoice);
        m_patchChoice->clear();
        m_compareChoice->clear();
        m_compareChoice->addItem(tr("nothing")); // no data: the reference's id is the empty string
        m_patchChoice->addItem(attemptLabel({}), QString());
        m_compareChoice->addItem(attemptLabel({}), QString());
        for (const Attempt &a : std::as_const(m_task.attempts)) {
            m_patchChoice->addItem(attemptLabel(a.id), a.id);
            m_compareChoice->addItem(attemptLabel(a.id), a.id);
        }
    }
    onPatchChoice();

    {
        const QSignalBlocker a(m_trajectoryChoice);
        const QSignalBlocker b(m_trajectoryCompareChoice);
        m_trajectoryChoice->clear();
        m_trajectoryCompareChoice->clear();
        m_trajectoryCompareChoice->addItem(tr("nothing"), QString());
        for (const Attempt &a : std::as_const(m_task.attempts))
            if (a.trajectory.isValid()) {
                m_trajectoryChoice->addItem(attemptLabel(a.id), a.id);
                m_trajectoryCompareChoice->addItem(attemptLabel(a.id), a.id);
            }
    }
    m_pendingStep = -1;
    if (m_trajectoryChoice->count() > 0)
        onTrajectoryChoice();
    else
        m_trajectory->setTrajectory(Trajectory{});
}

void TaskViews::showPatch(const QString &attemptId, const std::optional<QString> &compareWith)
{
    const int a = m_patchChoice->findData(attemptId);
    const int b = compareWith ? m_compareChoice->findData(*compareWith) : 0;
    const QSignalBlocker blockA(m_patchChoice);
    const QSignalBlocker blockB(m_compareChoice);
    if (a >= 0)
        m_patchChoice->setCurrentIndex(a);
    if (b >= 0)
        m_compareChoice->setCurrentIndex(b);
    onPatchChoice();
}

void TaskViews::onPatchChoice()
{
    const int index = m_patchChoice->currentIndex();
    if (index < 0)
        return;
    const QString owner = m_patchChoice->currentData().toString();
    const Attempt *a = attempt(owner);
    const QByteArray &bytes = a ? a->patch : m_task.referencePatch;
    auto patch = parsePatch(bytes);
    m_patchError->setVisible(!patch);
    if (!patch) {
        m_patchError->setText(tr("This patch cannot be shown: %1").arg(patch.error().toString()));
        m_diff->setPatch(Patch{});
        return;
    }
    const QString otherId = m_compareChoice->currentData().toString();
    if (m_compareChoice->currentIndex() > 0) {
        const Attempt *other = attempt(otherId);
        auto otherPatch = parsePatch(other ? other->patch : m_task.referencePatch);
        if (!otherPatch) {
            m_patchError->setText(
                tr("%1 cannot be compared: %2").arg(attemptLabel(otherId), otherPatch.error().toString()));
            m_patchError->show();
        } else {
            m_compare->setPatches(attemptLabel(owner), *patch, attemptLabel(otherId), *otherPatch);
            m_patchStack->setCurrentWidget(m_compare);
            return;
        }
    }
    m_diff->setPatch(*patch);
    if (m_viewed) {
        m_diff->setViewedTicks(m_viewed->ticks(m_dataset.root, m_task.id, owner, bytes));
        for (const Error &e : m_viewed->takeErrors())
            Q_EMIT notice(tr("Viewed ticks were reset: %1").arg(e.toString()));
    }
    m_patchStack->setCurrentWidget(m_diff);
}

void TaskViews::showTrajectory(const QString &attemptId, const QString &compareWith)
{
    const int a = m_trajectoryChoice->findData(attemptId);
    const int b = m_trajectoryCompareChoice->findData(compareWith);
    const QSignalBlocker blockA(m_trajectoryChoice);
    const QSignalBlocker blockB(m_trajectoryCompareChoice);
    if (a >= 0)
        m_trajectoryChoice->setCurrentIndex(a);
    m_trajectoryCompareChoice->setCurrentIndex(b >= 0 ? b : 0);
    onTrajectoryChoice();
}

QSet<int> TaskViews::citedSteps(const QString &attemptId) const
{
    QSet<int> cited;
    for (const Flag &f : m_task.flags)
        for (const Evidence &e : f.evidence)
            if (e.kind == Evidence::Kind::TrajectoryStep && e.attempt == attemptId && e.step >= 0)
                cited.insert(e.step);
    return cited;
}

void TaskViews::onTrajectoryChoice()
{
    const QString attemptId = m_trajectoryChoice->currentData().toString();
    const QString otherId = m_trajectoryCompareChoice->currentData().toString();
    const Attempt *a = attempt(attemptId);
    if (!a)
        return;
    auto fileOf = [this](const Attempt &x) -> QString {
        return m_task.folder + u"/attempts/"_s + x.id + u'/' + x.trajectory.file;
    };
    const Attempt *other = otherId.isEmpty() ? nullptr : attempt(otherId);
    if (!other) {
        m_trajectoryStack->setCurrentWidget(m_trajectory);
        m_trajectory->setCitedSteps(citedSteps(a->id));
        m_trajectory->loadFile(fileOf(*a), a->trajectory.format);
        return;
    }
    m_trajectoryStack->setCurrentWidget(m_trajectoryCompare);
    m_trajectoryCompare->left()->setCitedSteps(citedSteps(a->id));
    m_trajectoryCompare->left()->loadFile(fileOf(*a), a->trajectory.format);
    m_trajectoryCompare->right()->setCitedSteps(citedSteps(other->id));
    m_trajectoryCompare->right()->loadFile(fileOf(*other), other->trajectory.format);
}

bool TaskViews::showFlag(const QString &flagId)
{
    if (!m_flags->selectFlag(flagId))
        return false;
    Q_EMIT pageWanted(Page::Flags);
    return true;
}

bool TaskViews::showEvidence(const Evidence &evidence)
{
    m_error.clear();
    switch (evidence.kind) {
    case Evidence::Kind::TrajectoryStep: {
        const Attempt *a = attempt(evidence.attempt);
        if (!a || !a->trajectory.isValid()) {
            m_error = a ? tr("Attempt %1 has no trajectory.").arg(evidence.attempt)
                        : tr("The task has no attempt %1.").arg(evidence.attempt);
            return false;
        }
        const bool loaded = m_trajectoryStack->currentWidget() == m_trajectory &&
                            m_trajectoryChoice->currentData().toString() == a->id && !m_trajectory->isLoading();
        if (loaded) {
            m_trajectory->showStep(evidence.step);
        } else {
            showTrajectory(a->id);
            m_pendingStep = evidence.step;
            if (!m_trajectory->isLoading()) // a load that finished at once has already passed loadFinished
                m_trajectory->showStep(std::exchange(m_pendingStep, -1));
        }
        Q_EMIT pageWanted(Page::Trajectory);
        return true;
    }
    case Evidence::Kind::PatchHunk: {
        if (!evidence.attempt.isEmpty() && !attempt(evidence.attempt)) {
            m_error = tr("The task has no attempt %1.").arg(evidence.attempt);
            return false;
        }
        showPatch(evidence.attempt);
        Q_EMIT pageWanted(Page::Patches);
        int line = -1;
        for (const PatchFile &f : m_diff->patch().files)
            if (f.path() == evidence.file && evidence.hunk >= 0 && evidence.hunk < f.hunks.size())
                line = evidence.line > 0 ? hunkLineIndex(f.hunks[evidence.hunk], evidence.line) : -1;
        if (!m_diff->showHunk(evidence.file, evidence.hunk, line)) {
            m_error = tr("%1 has no hunk %2 in %3.")
                          .arg(attemptLabel(evidence.attempt))
                          .arg(evidence.hunk + 1)
                          .arg(evidence.file);
            return false;
        }
        return true;
    }
    case Evidence::Kind::TestLine:
        if (!m_session->hasFile(evidence.file)) {
            m_error = tr("The task has no test file %1.").arg(evidence.file);
            return false;
        }
        m_testEditor->showLine(evidence.file, std::max(1, evidence.line));
        Q_EMIT pageWanted(Page::Tests);
        return true;
    }
    return false;
}

} // namespace heddle
