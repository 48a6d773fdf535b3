#include <app/controllers/validationcontroller.h>

#include <app/controllers/repaircontroller.h>
#include <widgets/flags/flagspanel.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/mutation/mutationanalysis.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/flags/recordedrun.h>
#include <core/jobs/jobqueue.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runrecord.h>
#include <core/exec/runslots.h>
#include <core/exec/sandbox.h>
#include <core/validation/validation.h>
#include <widgets/queue/queuepanel.h>
#include <widgets/validation/validationpanel.h>

#include <QPushButton>
#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>
#include <QWidget>

namespace heddle {

using namespace Qt::StringLiterals;

ValidationController::ValidationController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer,
                                           Settings *settings, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_queuePanel(queue)
    , m_panel(views->validationPanel())
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
    , m_disk(views->writeQueue())
    , m_repairs(new RepairController(views, this, window))
{
    connect(views->flagsPanel(), &FlagsPanel::repairRequested, m_repairs, &RepairController::suggest);
    connect(views, &TaskViews::repairRequested, m_repairs, &RepairController::suggest);
    connect(m_repairs, &RepairController::problem, this, &ValidationController::problem);
    connect(m_repairs, &RepairController::notice, this, &ValidationController::problem);
}

ValidationController::~ValidationController() = default;

ValidationOptions ValidationController::options() const
{
    ValidationOptions options;
    options.repeat = m_settings->runsPerPatch();
    options.parallelism = m_settings->parallelRuns();
    options.timeoutMs = m_settings->testTimeoutSeconds() * 1000;
    // The dataset knows how long its tests take: its wall time comes before the curator's default.
    if (m_dataset.info.validation.limits.wallSeconds)
        options.timeoutMs = *m_dataset.info.validation.limits.wallSeconds * 1000;
    options.limits = m_dataset.info.validation.limits.resolved();
    options.allowUnsandboxed = m_settings->allowUnsandboxed();
    options.container = m_dataset.info.validation.usesContainer();
    options.containerRuntime = m_dataset.info.validation.runtime;
    options.containerTemplate = m_dataset.info.validation.commandTemplate;
    options.containerImages = m_dataset.info.validation.images;
    options.network = m_dataset.info.validation.network;
    if (m_dataset.info.validation.usesSlurm())
        options.slurm = m_dataset.info.validation.slurm;
    options.asSubmitted = m_asSubmittedAction && m_asSubmittedAction->isChecked();
    return options;
}

void ValidationController::addActions(QMenu *menu, ActionGroups &groups)
{
    auto add = [&](const QString &text, const QString &name, auto slot, const QList<QKeySequence> &keys = {}) {
        QAction *a = groups.add(menu, text, name, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    QAction *task = add(tr("Validate &Task"), u"validateTaskAction"_s,
                        [this] {
                            if (!m_views->task().id.isEmpty())
                                validateTasks({m_views->task().id});
                        },
                        {QKeySequence(Qt::CTRL | Qt::Key_R)});
    task->setToolTip(tr("Run the task's tests with the reference, the empty patch and every attempt"));
    QAction *selected = add(tr("Validate &Selected Tasks"), u"validateSelectedAction"_s,
                            [this] { validateTasks(m_queuePanel->selectedTaskIds()); },
                            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    QAction *queue = add(tr("Validate Every Task in the &Queue"), u"validateQueueAction"_s,
                         [this] { validateTasks(m_queuePanel->shownTaskIds()); });
    queue->setToolTip(tr("Every task the queue shows, as filtered"));
    QAction *cancel = add(tr("&Cancel Validation"), u"cancelValidationAction"_s, &ValidationController::cancel,
                          {QKeySequence(Qt::CTRL | Qt::Key_Period)});
    cancel->setEnabled(false);
    connect(this, &ValidationController::runningChanged, cancel, &QAction::setEnabled);
    m_panel->setActions({task, selected, queue, cancel});
    QAction *mutation =
        add(tr("&Mutation Analysis"), u"mutationAnalysisAction"_s, &ValidationController::analyseMutations);
    mutation->setToolTip(tr("Run the task's tests against small changes of its reference: those that survive show "
                            "what no test checks"));
    menu->addSeparator();

    QMenu *repeat = menu->addMenu(tr("&Runs per Patch"));
    auto *repeatGroup = new QActionGroup(repeat);
    for (int n : {1, 2, 3, 5, 10}) {
        QAction *a = repeat->addAction(n == 1 ? tr("1 (no repeats)") : tr("%1 (finds flaky tests)").arg(n));
        a->setObjectName(u"repeat%1Action"_s.arg(n));
        a->setCheckable(true);
        a->setChecked(m_settings->runsPerPatch() == n);
        repeatGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, n] { m_settings->setRunsPerPatch(n); });
    }
    QMenu *jobs = menu->addMenu(tr("&Parallel Runs"));
    auto *jobsGroup = new QActionGroup(jobs);
    for (int n : {0, 1, 2, 4, 8}) {
        QAction *a =
            jobs->addAction(n == 0 ? tr("One per Core (%1)").arg(QThread::idealThreadCount()) : QString::number(n));
        a->setObjectName(u"jobs%1Action"_s.arg(n));
        a->setCheckable(true);
        a->setChecked(m_settings->parallelRuns() == n);
        jobsGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, n] { m_settings->setParallelRuns(n); });
    }
    m_unsandboxedAction = groups.add(menu, tr("Allow Runs &Without a Sandbox"), u"allowUnsandboxedAction"_s);
    m_unsandboxedAction->setCheckable(true);
    m_unsandboxedAction->setChecked(m_settings->allowUnsandboxed());
    connect(m_unsandboxedAction, &QAction::triggered, this, [this](bool on) {
        if (on && QMessageBox::warning(m_window, tr("Run tests without a sandbox?"),
                                       tr("Where bubblewrap is not installed, test commands would run with your "
                                          "permissions: they could read your files, use the network and write "
                                          "anywhere you can. Tests and patches are untrusted code.\n\n"
                                          "Install bubblewrap (apt install bubblewrap) to keep runs sandboxed."),
                                       QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Ok) {
            m_unsandboxedAction->setChecked(false);
            return;
        }
        m_settings->setAllowUnsandboxed(on);
    });
    // Not a setting: keeping an attempt's changes to the tests is a look at why stripping them matters, not a way
    // to validate; every window starts with it off.
    m_asSubmittedAction = groups.add(menu, tr("Run Attempts as &Submitted"), u"runAsSubmittedAction"_s);
    m_asSubmittedAction->setCheckable(true);
    m_asSubmittedAction->setToolTip(tr("Run each attempt's patch whole, including the hunks that change test files, "
                                       "conftest.py, the test configuration or the runner (taken out by default)"));
}

void ValidationController::analyseMutations()
{
    const QString id = m_views->task().id;
    if (id.isEmpty() || m_dataset.root.isEmpty() || m_mutation || m_mutationStarting ||
        !m_views->settleUnsavedEdits() || !mayRun())
        return;
    const QString root = m_dataset.root;
    m_mutationStarting = true;
    m_disk->enqueue([root, id] { return loadTask(root, id); },
                    [this, root, id](Result<Task> task) {
                        m_mutationStarting = false;
                        if (!task)
                            Q_EMIT problem(tr("%1 cannot be analysed: %2").arg(id, task.error().toString()));
                        else if (root == m_dataset.root)
                            startMutationAnalysis(root, *task);
                    });
}

void ValidationController::startMutationAnalysis(const QString &root, const Task &task)
{
    const QString id = task.id;
    MutationOptions options;
    options.validation = this->options();
    options.validation.repeat = 1;
    m_mutation = std::make_unique<MutationAnalysis>(root, task, options);
    // Window-modal but not blocking: the runs go on in the event loop, as a validation's do.
    auto *progress = new QProgressDialog(tr("Mutation analysis of %1…").arg(id), tr("Cancel"), 0, 0, m_window);
    progress->setObjectName(u"mutationProgress"_s);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    connect(progress, &QProgressDialog::canceled, m_mutation.get(), &MutationAnalysis::cancel);
    connect(m_mutation.get(), &MutationAnalysis::progress, progress, [progress](int done, int total) {
        progress->setMaximum(total);
        progress->setValue(done);
    });
    connect(m_mutation.get(), &MutationAnalysis::finished, this, [this, root, id, progress](const MutationRecord &r) {
        progress->deleteLater();
        // Let the analysis return from its own signal before it is destroyed.
        m_mutation.release()->deleteLater();
        m_disk->enqueue([root, id, r] { return recordMutationAnalysis(root, id, r); },
                        [this, root, r](const RecordedRun &kept) { onMutationsKept(root, r, kept); });
    });
    if (const Result<void> started = m_mutation->start(); !started) {
        progress->deleteLater();
        m_mutation.reset();
        Q_EMIT problem(tr("%1 cannot be analysed: %2").arg(id, started.error().toString()));
        return;
    }
    progress->open();
}

void ValidationController::onMutationsKept(const QString &root, const MutationRecord &record, const RecordedRun &kept)
{
    if (!kept.error.isEmpty())
        Q_EMIT problem(kept.error);
    if (!kept.ok() || root != m_dataset.root)
        return;
    const Task &task = *kept.task;
    const QString summary = mutationScoreText(record, task);
    m_committer->commit({DatasetLayout::mutationFolder(task.id), DatasetLayout::reviewFile(task.id)},
                        tr("Mutation analysis of %1").arg(task.id), summary);
    Q_EMIT mutationsAnalysed(task, summary, mutationSummary(record, task));
    Q_EMIT mutationsRecorded(task, record);
}

void ValidationController::validateTasks(const QStringList &ids)
{
    if (ids.isEmpty() || m_dataset.root.isEmpty())
        return;
    // A run uses the test files as saved: unsaved edits of the shown task are settled first.
    if (ids.contains(m_views->task().id) && !m_views->settleUnsavedEdits())
        return;
    if (!mayRun())
        return;
    Q_EMIT pageWanted(PageId::Runs);
    validate(ids);
}

bool ValidationController::mayRun()
{
    const ValidationOptions options = this->options();
    if (options.container || bubblewrapAvailable() || options.allowUnsandboxed)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("bubblewrap is not installed"),
                    tr("Heddle runs test commands in a bubblewrap sandbox (no network, only the workspace "
                       "writable), and bubblewrap is not installed here. Install it (apt install bubblewrap) "
                       "and validate again.\n\nRunning without a sandbox gives untrusted tests and patches "
                       "your permissions."),
                    QMessageBox::Cancel, m_window);
    QAbstractButton *run = box.addButton(tr("Run Without a Sandbox"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != run)
        return false;
    m_settings->setAllowUnsandboxed(true);
    if (m_unsandboxedAction)
        m_unsandboxedAction->setChecked(true);
    return true;
}

void ValidationController::setDataset(const Dataset &dataset)
{
    if (dataset.root != m_dataset.root)
        cancel();
    m_dataset = dataset;
}

void ValidationController::validate(const QStringList &taskIds)
{
    if (m_dataset.root.isEmpty())
        return;
    const bool idle = !isRunning();
    if (idle) {
        m_batchTasks = 0;
        m_batchHeld = 0;
        m_batchFailed = 0;
        m_cancelled = false;
        delete m_slots;
        const ValidationOptions options = this->options();
        m_slots = new RunSlots(options.parallelism > 0 ? options.parallelism : QThread::idealThreadCount(), this);
        connect(m_slots, &RunSlots::released, this, &ValidationController::startNext);
    }
    int added = 0;
    for (const QString &id : taskIds) {
        if (m_started.contains(id) || m_queue.contains(id))
            continue;
        m_queue.append(id);
        ++added;
    }
    if (added == 0)
        return;
    m_batchTasks += added;
    if (idle) {
        m_inBatch = true;
        m_panel->startBatch(m_batchTasks);
        Q_EMIT runningChanged(true);
    } else {
        // The panel's overall count grows with the queue; what runs now stays in view.
        m_panel->extendBatch(m_batchTasks);
    }
    startNext();
}

QString ValidationController::currentTask() const
{
    return m_started.join(u", "_s);
}

void ValidationController::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    ++m_cancels;
    m_queue.clear();
    // Tasks being read will not start; tasks being kept go on to the end.
    for (Validation *validation : std::as_const(m_running))
        validation->cancel();
}

bool ValidationController::roomForAnother() const
{
    if (m_reading > 0) // the task being read takes the free slots first
        return false;
    if (m_running.isEmpty())
        return true;
    return m_slots && m_slots->free() > 0 &&
           std::all_of(m_running.cbegin(), m_running.cend(), [](const Validation *v) { return v->pendingRuns() == 0; });
}

void ValidationController::startNext()
{
    if (!m_queue.isEmpty() && roomForAnother()) {
        // Read off the GUI thread, after the writes queued before it.
        const QString id = m_queue.takeFirst();
        const QString root = m_dataset.root;
        ++m_reading;
        m_started.append(id); // busy from here until its record is kept
        // A cancel while it is read drops it; tasks queued after the cancel still run.
        m_disk->enqueue([root, id] { return loadTask(root, id); },
                        [this, id, root, cancels = m_cancels](Result<Task> task) {
                            --m_reading;
                            if (cancels != m_cancels || !task) {
                                m_started.removeOne(id);
                                if (cancels == m_cancels) {
                                    ++m_batchFailed;
                                    Q_EMIT problem(tr("%1 cannot be validated: %2").arg(id, task.error().toString()));
                                }
                                startNext();
                                return;
                            }
                            m_roots.insert(id, root);
                            begin(*task);
                            // Its runs take the free slots first (start() fills from the event loop); then look again.
                            QMetaObject::invokeMethod(this, &ValidationController::startNext, Qt::QueuedConnection);
                        });
        return;
    }
    finishBatchIfDone();
}

void ValidationController::finishBatchIfDone()
{
    if (!m_inBatch || isRunning())
        return;
    m_inBatch = false;
    m_started.clear();
    QString summary;
    if (m_cancelled)
        summary = tr("Validation cancelled. Runs that ended were recorded.");
    else if (m_batchFailed == 0)
        summary = m_batchTasks == 1 ? tr("Validated 1 task: the controls hold.")
                                    : tr("Validated %1 tasks: the controls hold in every one.").arg(m_batchTasks);
    else
        summary = tr("Validated %1 tasks: the controls hold in %2, fail or could not run in %3.")
                      .arg(m_batchTasks)
                      .arg(m_batchHeld)
                      .arg(m_batchFailed);
    m_panel->batchFinished(summary);
    Q_EMIT runningChanged(false);
}

void ValidationController::begin(const Task &task)
{
    const QString &id = task.id;
    const ValidationOptions options = this->options();
    QStringList labels;
    QStringList targets{u"reference"_s, u"empty"_s};
    for (const Attempt &attempt : task.attempts)
        targets.append(attempt.id);
    for (const QString &target : std::as_const(targets))
        for (int r = 1; r <= options.repeat; ++r)
            labels.append(target + u'-' + QString::number(r));
    auto *validation = new Validation(m_roots.value(id), task, options, this);
    validation->shareSlots(m_slots);
    m_running.insert(id, validation);
    m_panel->taskStarted(id, labels);
    connect(validation, &Validation::runStarted, this,
            [this, id](const QString &label) { m_panel->runStarted(id, label); });
    connect(validation, &Validation::runOutput, this,
            [this, id](const QString &label, const QByteArray &chunk) { m_panel->runOutput(id, label, chunk); });
    connect(validation, &Validation::runFinished, this,
            [this, id](const QString &, const TargetRun &run) { m_panel->runFinished(id, run); });
    connect(validation, &Validation::finished, this, [this, id](const RunRecord &record) { onFinished(id, record); });
    validation->start();
}

void ValidationController::onFinished(const QString &id, const RunRecord &record)
{
    // Let the Validation return from its own signal before it is destroyed.
    if (Validation *done = m_running.take(id))
        done->deleteLater();
    const QString root = m_roots.take(id);

    const bool nothingRan = std::all_of(record.runs.cbegin(), record.runs.cend(), [](const TargetRun &run) {
        return run.outcome == TargetRun::Outcome::Cancelled;
    });
    if (nothingRan) {
        // A record of runs that never started says nothing about the task; the earlier runs stay the newest.
        m_panel->taskFinished(id, record, tr("cancelled before any run ended; nothing recorded"));
        m_started.removeOne(id);
        startNext();
        return;
    }
    // Saved and its flags merged off the GUI thread, while the other tasks' runs go on.
    ++m_keeping;
    m_disk->enqueue([root, id, record] { return recordValidation(root, id, record); },
                    [this, root, id, record](const RecordedRun &kept) { onKept(root, id, record, kept); });
    startNext();
}

void ValidationController::onKept(const QString &root, const QString &id, const RunRecord &record,
                                  const RecordedRun &kept)
{
    --m_keeping;
    m_started.removeOne(id);
    (record.controlsHold() && kept.ok() ? m_batchHeld : m_batchFailed) += 1;
    m_panel->taskFinished(id, record, kept.error);
    if (!kept.error.isEmpty())
        Q_EMIT problem(kept.error);
    // A run that ends after another dataset was opened is kept where it belongs, and neither shown nor committed.
    if (kept.task && root == m_dataset.root) {
        const QString state = record.controlsHold() ? tr("the controls hold") : tr("a control fails");
        m_committer->commit({DatasetLayout::validationFolder(id), DatasetLayout::reviewFile(id)},
                            tr("Validate %1: %2").arg(id, state),
                            tr("Run %1 (%2); computed flags recomputed.").arg(record.id, record.sandbox));
        Q_EMIT taskValidated(*kept.task, record);
    }
    startNext();
}

} // namespace heddle
