#include <app/validationcontroller.h>

#include <core/dataset/datasetio.h>
#include <core/validation/computedflags.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <widgets/validation/validationpanel.h>

#include <QSettings>
#include <QThread>
#include <QTimer>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {
const auto kRepeatKey = u"validation/repeat"_s;
const auto kJobsKey = u"validation/jobs"_s;
const auto kTimeoutKey = u"validation/timeoutSeconds"_s;
const auto kUnsandboxedKey = u"validation/allowUnsandboxed"_s;
} // namespace

ValidationController::ValidationController(ValidationPanel *panel, QObject *parent)
    : QObject(parent)
    , m_panel(panel)
{}

ValidationController::~ValidationController() = default;

int ValidationController::repeatSetting()
{
    return std::clamp(QSettings().value(kRepeatKey, 1).toInt(), 1, 100);
}

void ValidationController::setRepeatSetting(int repeat)
{
    QSettings().setValue(kRepeatKey, std::clamp(repeat, 1, 100));
}

int ValidationController::jobsSetting()
{
    return std::clamp(QSettings().value(kJobsKey, 0).toInt(), 0, 256);
}

void ValidationController::setJobsSetting(int jobs)
{
    QSettings().setValue(kJobsKey, std::clamp(jobs, 0, 256));
}

int ValidationController::timeoutSecondsSetting()
{
    return std::clamp(QSettings().value(kTimeoutKey, 600).toInt(), 1, 24 * 3600);
}

void ValidationController::setTimeoutSecondsSetting(int seconds)
{
    QSettings().setValue(kTimeoutKey, std::clamp(seconds, 1, 24 * 3600));
}

bool ValidationController::allowUnsandboxedSetting()
{
    return QSettings().value(kUnsandboxedKey, false).toBool();
}

void ValidationController::setAllowUnsandboxedSetting(bool allow)
{
    QSettings().setValue(kUnsandboxedKey, allow);
}

ValidationOptions ValidationController::options() const
{
    ValidationOptions options;
    options.repeat = repeatSetting();
    options.parallelism = jobsSetting();
    options.timeoutMs = timeoutSecondsSetting() * 1000;
    options.allowUnsandboxed = allowUnsandboxedSetting();
    options.container = m_dataset.info.validation.usesContainer();
    options.containerRuntime = m_dataset.info.validation.runtime;
    options.containerTemplate = m_dataset.info.validation.commandTemplate;
    return options;
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
    }
    int added = 0;
    for (const QString &id : taskIds) {
        if (id == m_currentId || m_queue.contains(id))
            continue;
        m_queue.append(id);
        ++added;
    }
    if (added == 0)
        return;
    m_batchTasks += added;
    if (idle) {
        m_panel->startBatch(m_batchTasks);
        Q_EMIT runningChanged(true);
        startNext();
    } else {
        // The panel's overall count grows with the queue; what runs now stays in view.
        m_panel->extendBatch(m_batchTasks);
    }
}

void ValidationController::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    m_queue.clear();
    m_current->cancel();
}

void ValidationController::startNext()
{
    while (!m_queue.isEmpty()) {
        const QString id = m_queue.takeFirst();
        Result<Task> task = loadTask(m_dataset.root, id);
        if (!task) {
            ++m_batchFailed;
            Q_EMIT problem(tr("%1 cannot be validated: %2").arg(id, task.error().toString()));
            continue;
        }
        const ValidationOptions options = this->options();
        QStringList labels;
        QStringList targets{u"reference"_s, u"empty"_s};
        for (const Attempt &attempt : task->attempts)
            targets.append(attempt.id);
        for (const QString &target : std::as_const(targets))
            for (int r = 1; r <= options.repeat; ++r)
                labels.append(target + u'-' + QString::number(r));
        m_currentId = id;
        m_currentRoot = m_dataset.root;
        m_current = std::make_unique<Validation>(m_dataset.root, *task, options);
        m_panel->taskStarted(id, labels);
        connect(m_current.get(), &Validation::runStarted, this,
                [this, id](const QString &label) { m_panel->runStarted(id, label); });
        connect(m_current.get(), &Validation::runOutput, this,
                [this, id](const QString &label, const QByteArray &chunk) { m_panel->runOutput(id, label, chunk); });
        connect(m_current.get(), &Validation::runFinished, this,
                [this, id](const QString &, const TargetRun &run) { m_panel->runFinished(id, run); });
        connect(m_current.get(), &Validation::finished, this, &ValidationController::onFinished);
        m_current->start();
        return;
    }
    m_currentId.clear();
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

void ValidationController::onFinished(const RunRecord &record)
{
    const QString id = m_currentId;
    // Let the Validation return from its own signal before it is destroyed.
    std::unique_ptr<Validation> done = std::move(m_current);
    done.release()->deleteLater();

    const bool nothingRan = std::all_of(record.runs.cbegin(), record.runs.cend(), [](const TargetRun &run) {
        return run.outcome == TargetRun::Outcome::Cancelled;
    });
    if (nothingRan) {
        // A record of runs that never started says nothing about the task; the earlier runs stay the newest.
        m_panel->taskFinished(id, record, tr("cancelled before any run ended; nothing recorded"));
        startNext();
        return;
    }
    QString error;
    const Result<void> saved = saveRunRecord(m_currentRoot, id, record);
    if (!saved)
        error = saved.error().toString();
    Result<Task> current = loadTask(m_currentRoot, id);
    if (saved && current) {
        // Reread: the curator may have recorded verdicts on this task while it ran.
        if (const Result<void> applied = applyComputedFlags(m_currentRoot, *current, record); !applied)
            error = applied.error().toString();
    } else if (!current) {
        error = current.error().toString();
    }
    (record.controlsHold() && error.isEmpty() ? m_batchHeld : m_batchFailed) += 1;
    m_panel->taskFinished(id, record, error);
    if (!error.isEmpty())
        Q_EMIT problem(error);
    // A run that ends after another dataset was opened is saved where it belongs and not shown.
    if (current && m_currentRoot == m_dataset.root)
        Q_EMIT taskValidated(*current, record);
    // m_current is empty: startNext() either starts the next task or ends the batch.
    startNext();
}

} // namespace heddle
