#include <core/validation/validation.h>

#include <core/exec/confinement.h>
#include <core/exec/container.h>
#include <core/exec/containerimage.h>
#include <core/exec/runner.h>
#include <core/exec/runslots.h>
#include <core/exec/sandbox.h>
#include <core/exec/slurmbackend.h>
#include <core/exec/workspaceowner.h>
#include <core/git/gitrepository.h>
#include <core/patch/patchparser.h>
#include <core/testlog/testlogparser.h>
#include <core/util/workpool.h>
#include <core/validation/defaultreports.h>
#include <core/validation/environmentcache.h>
#include <core/validation/pythonenvironment.h>
#include <core/validation/resultintegrity.h>
#include <core/validation/runfault.h>
#include <core/validation/verboserun.h>
#include <core/validation/workspace.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QCryptographicHash>
#include <QFutureWatcher>
#include <QSysInfo>
#include <QtConcurrentRun>
#include <QTemporaryDir>
#include <QTimer>

#include <limits>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

TargetRun::Outcome outcomeOf(RunResult::Outcome outcome)
{
    switch (outcome) {
    case RunResult::Outcome::Finished: return TargetRun::Outcome::Finished;
    case RunResult::Outcome::TimedOut: return TargetRun::Outcome::TimedOut;
    case RunResult::Outcome::Cancelled: return TargetRun::Outcome::Cancelled;
    case RunResult::Outcome::FailedToStart: return TargetRun::Outcome::FailedToStart;
    case RunResult::Outcome::Crashed: return TargetRun::Outcome::Crashed;
    case RunResult::Outcome::LimitExceeded: return TargetRun::Outcome::LimitExceeded;
    }
    return TargetRun::Outcome::FailedToStart;
}

/// Where a run's JUnit report goes, inside its workspace (the only folder the sandbox lets it write).
QString junitPath(const QString &workspace)
{
    const QString canonical = QFileInfo(workspace).canonicalFilePath();
    return (canonical.isEmpty() ? workspace : canonical) + u"/.heddle/junit.xml"_s;
}

/// Written as a run starts: reports older than it are not the run's.
QString startStampPath(const QString &workspace)
{
    return QFileInfo(junitPath(workspace)).absolutePath() + u"/started"_s;
}

/// The dataset's environment plus HEDDLE_JUNIT_XML, and the runners that take a report's path from the environment
/// told to write their JUnit report there: pytest (PYTEST_ADDOPTS) and gotestsum (GOTESTSUM_JUNITFILE). Surefire and
/// Gradle write theirs where they always do (readDefaultJUnitReports()).
QStringList junitEnvironment(const QString &workspace, const QString &report, QStringList environment)
{
    QDir().mkpath(QFileInfo(junitPath(workspace)).absolutePath());
    if (QFile stamp(startStampPath(workspace)); stamp.open(QIODevice::WriteOnly))
        stamp.close();
    const QString pytestOptions = u"--junitxml="_s + report + u" -o junit_family=xunit1"_s;
    bool merged = false;
    for (QString &entry : environment) {
        if (entry.startsWith(u"PYTEST_ADDOPTS="_s)) {
            entry += u' ' + pytestOptions;
            merged = true;
        }
    }
    if (!merged)
        environment.append(u"PYTEST_ADDOPTS="_s + pytestOptions);
    environment.append(u"HEDDLE_JUNIT_XML="_s + report);
    environment.append(u"GOTESTSUM_JUNITFILE="_s + report);
    return environment;
}

/// The statuses of a run: from the JUnit report when the command wrote one (at HEDDLE_JUNIT_XML, or Surefire's and
/// Gradle's own), else from its output. Returns what the
/// output says too when the report was used and the output names tests, for resultIntegrityProblem().
std::optional<TestResults> readResults(TargetRun &run, const QString &workspace, const Task &task,
                                       const RunLimits &limits)
{
    const TestLogFormat format = testLogFormatFromName(task.tests.logFormat).value_or(TestLogFormat::Auto);
    QFile report(junitPath(workspace));
    std::optional<TestResults> fromReport;
    QHash<QString, double> seconds;
    // A report is read whole into memory: one past the bound is left, and the kept output says what it can.
    const bool tooLarge = report.size() > limits.junitBytes;
    if (tooLarge && run.message.isEmpty())
        run.message = Validation::tr("the JUnit report (%1 MB) is larger than the limit of %2 MB and was not read")
                          .arg(QString::number(bytesToMegabytes(report.size()), 'f', 1),
                               QString::number(bytesToMegabytes(limits.junitBytes), 'g', 6));
    if (!tooLarge && report.open(QIODevice::ReadOnly)) {
        Result<TestResults> parsed = parseJUnitReport(report.readAll(), &seconds);
        if (parsed && !parsed->isEmpty())
            fromReport = std::move(*parsed);
    }
    if (!fromReport) {
        seconds.clear();
        fromReport = readDefaultJUnitReports(workspace, QFileInfo(startStampPath(workspace)).lastModified(), &seconds);
    }
    // The declared ids are read as the benchmark's harness reads its own lists (a pytest id cut at its first blank).
    const QStringList declared = task.tests.failToPass + task.tests.passToPass;
    if (fromReport) {
        run.results = std::move(*fromReport);
        gradeDeclaredIds(run.results, declared);
        run.testSeconds = std::move(seconds);
        run.resultsFrom = u"junit"_s;
        Result<TestResults> fromLog = parseTestLog(run.log, format);
        if (!fromLog || fromLog->isEmpty())
            return std::nullopt;
        gradeDeclaredIds(*fromLog, declared);
        return std::move(*fromLog);
    }
    Result<TestResults> parsed = parseTestLog(run.log, format);
    if (parsed) {
        run.results = std::move(*parsed);
        gradeDeclaredIds(run.results, declared);
        run.resultsFrom = u"log"_s;
    } else if (run.message.isEmpty()) {
        run.message = Validation::tr("the test log cannot be read: %1").arg(parsed.error().toString());
    }
    return std::nullopt;
}

/// An attempt's target without the hunks that change the tests instead of the code.
void stripTampering(const QString &root, const Task &task, QByteArray &patch, QList<TamperingHunk> &stripped)
{
    const Result<Patch> parsed = parsePatch(patch);
    if (!parsed)
        return; // the workspace says why it does not apply
    TamperingContext context = TamperingContext::fromTask(task);
    // Read only for a config hunk that shows no section header, and never cloned: this runs on the caller's thread.
    context.baseContent = [&](const QString &path) -> std::optional<QByteArray> {
        const Result<QString> repository = resolveRepository(root, task.repository);
        if (!repository)
            return std::nullopt;
        Result<QByteArray> content = readFileAtCommit(*repository, task.repository.baseCommit, path);
        return content ? std::optional(std::move(*content)) : std::nullopt;
    };
    stripped = findTampering(*parsed, context);
    patch = stripHunks(patch, stripped);
}

} // namespace

Validation::Validation(QString datasetRoot, Task task, ValidationOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_options(std::move(options))
    , m_runner(new Runner(this))
{
    if (m_options.parallelism > 0)
        m_runner->setParallelism(m_options.parallelism);
    connect(m_runner, &Runner::finished, this, &Validation::onRunFinished);
    connect(m_runner, &Runner::output, this, [this](const QString &id, const QByteArray &chunk, bool) {
        if (const auto it = m_active.constFind(id); it != m_active.cend())
            Q_EMIT runOutput(it->first.label(), chunk);
    });
    if (m_options.slurm) {
        m_slurm = new SlurmBackend(*m_options.slurm, this);
        m_slurm->setPollIntervalMs(m_options.slurmPollMs);
        m_slurm->setWallSeconds(std::max(1, m_options.timeoutMs / 1000));
        connect(m_slurm, &SlurmBackend::finished, this, &Validation::onRunFinished);
        connect(m_slurm, &SlurmBackend::jobSubmitted, this, [this](const QString &jobId, int runs) {
            const QString job = tr(", Slurm job %1").arg(jobId);
            m_clusterJobs += job;
            m_record.sandbox += job;
            Q_EMIT clusterJobSubmitted(jobId, runs);
        });
    }
}

Validation::~Validation()
{
    // The runner kills what still runs; the workspaces go with the temporary parent, once no thread writes into it.
    for (QFutureWatcher<Result<Workspace>> *watcher : std::as_const(m_preparations))
        watcher->waitForFinished();
    // The slots of runs that will never end here go back to the other validations.
    if (m_slots)
        for (qsizetype held = m_active.size() + m_preparing; held > 0; --held)
            m_slots->release();
    delete m_runner;
    m_runner = nullptr;
    delete m_slurm;
    m_slurm = nullptr;
}

void Validation::shareSlots(RunSlots *shared)
{
    if (m_running || m_slurm || !shared)
        return;
    m_slots = shared;
    m_runner->setParallelism(shared->count());
    connect(shared, &RunSlots::released, this, [this] {
        if (m_running)
            fill();
    });
}

bool Validation::takeSlot()
{
    if (m_slots)
        return m_slots->tryAcquire();
    return m_active.size() + m_preparing < capacity();
}

void Validation::releaseSlot()
{
    if (m_slots)
        m_slots->release();
}

void Validation::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    const int repeat = std::max(1, m_options.repeat);
    m_record = RunRecord{};
    m_record.started = QDateTime::currentDateTimeUtc();
    m_record.id = newRunId(m_record.started);
    m_record.machine = QSysInfo::prettyProductName() + u", "_s + QSysInfo::kernelType() + u' ' +
                       QSysInfo::kernelVersion() + u", "_s + QSysInfo::currentCpuArchitecture();
    m_record.sandbox = m_options.container     ? tr("container")
                       : !m_options.sandboxed  ? tr("not sandboxed")
                       : bubblewrapAvailable() ? tr("bubblewrap")
                                               : tr("bubblewrap is not installed");
    m_record.baseCommit = m_task.repository.baseCommit;
    m_record.command = m_task.tests.command;
    m_record.logFormat = m_task.tests.logFormat;
    if (m_options.container)
        m_record.image = imageForTask(m_task, m_options.containerImages).image;
    m_record.repeat = repeat;
    m_record.timeoutMs = m_options.timeoutMs;
    m_record.limits = m_options.limits;
    m_record.limitsEnforcement = m_options.container ? u"container"_s : RunConfinement::machineEnforcement();
    m_record.attemptsAsSubmitted = m_options.asSubmitted;
    m_record.network = !m_task.tests.network.isEmpty() ? m_task.tests.network
                       : !m_options.network.isEmpty()  ? m_options.network
                                                       : u"none"_s;

    QList<Pending> targets;
    if (m_options.controls)
        targets = {{u"reference"_s, 1, m_task.referencePatch, {}, {}}, {u"empty"_s, 1, {}, {}, {}}};
    for (const Attempt &attempt : m_task.attempts)
        if (m_options.attempts.isEmpty() || m_options.attempts.contains(attempt.id))
            targets.append({attempt.id, 1, attempt.patch, {}, {}});
    m_pending.clear();
    for (Pending &target : targets) {
        // The record names the patch as the task holds it, so that it stays fresh while the patch is unchanged.
        target.patchSha256 = QCryptographicHash::hash(target.patch, QCryptographicHash::Sha256).toHex();
        if (!m_options.asSubmitted && target.target != u"reference" && target.target != u"empty")
            stripTampering(m_root, m_task, target.patch, target.strippedHunks);
        for (int r = 1; r <= repeat; ++r)
            m_pending.append({target.target, r, target.patch, target.patchSha256, target.strippedHunks});
    }
    m_expected = int(m_pending.size());

    // What a Heddle killed in the middle of a validation left: its workspaces, the control groups of its runs.
    QString temporary = m_options.temporaryParent.isEmpty() ? QDir::tempPath() : m_options.temporaryParent;
    if (m_options.slurm && !m_options.slurm->sharedFolder.isEmpty()) {
        temporary = m_options.slurm->sharedFolder;
        QDir().mkpath(temporary);
    }
    // The killed runs' processes first (their groups killed and waited for): one still writing into its workspace
    // would keep the folder from going.
    RunConfinement::sweepStaleGroups();
    sweepAbandonedFolders(temporary);
    m_temporary = temporary;
    m_parent = std::make_unique<QTemporaryDir>(temporary + u"/heddle-validation-XXXXXX"_s);
    if (m_parent->isValid())
        (void)markOwner(m_parent->path()); // unmarked, it is swept only once it is an hour old
    QTimer::singleShot(0, this, &Validation::fill);
}

void Validation::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_runner->cancelAll();
    if (m_slurm)
        m_slurm->cancelAll();
    QTimer::singleShot(0, this, &Validation::fill);
}

void Validation::fill()
{
    if (m_cancelled) {
        while (!m_pending.isEmpty()) {
            const Pending next = m_pending.takeFirst();
            TargetRun run;
            run.target = next.target;
            run.repeat = next.repeat;
            run.outcome = TargetRun::Outcome::Cancelled;
            complete(run);
        }
    }
    while (!m_pending.isEmpty() && takeSlot())
        prepare(m_pending.takeFirst());
    // Every workspace is ready: the runs go to the cluster together, as one job array.
    if (m_slurm && m_pending.isEmpty() && m_preparing == 0 && m_parent)
        m_slurm->submitQueued(m_parent->path() + u"/slurm"_s);
    finishIfDone();
}

int Validation::capacity() const
{
    // Workspaces made at once: as many as run at once locally; all of them for a cluster, a few threads at a time.
    return m_slurm ? std::numeric_limits<int>::max() : m_runner->parallelism();
}

void Validation::prepare(Pending next)
{
    TargetRun run;
    run.target = next.target;
    run.repeat = next.repeat;
    run.patchSha256 = next.patchSha256;
    run.strippedHunks = next.strippedHunks;
    Q_EMIT runStarted(run.label());
    if (m_cancelled) { // cancelled from a slot of runStarted
        run.outcome = TargetRun::Outcome::Cancelled;
        releaseSlot();
        complete(run);
        return;
    }
    if (!m_parent->isValid()) {
        run.outcome = TargetRun::Outcome::FailedToStart;
        run.message = tr("cannot create a temporary folder: %1").arg(m_parent->errorString());
        releaseSlot();
        complete(run);
        return;
    }
    // A checkout writes thousands of files: it runs on a worker thread so that a window stays responsive.
    ++m_preparing;
    const bool ownPatch = run.target == u"reference" || run.target == u"empty";
    auto *watcher = new QFutureWatcher<Result<Workspace>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, run = std::move(run)]() mutable {
        watcher->deleteLater();
        m_preparations.removeOne(watcher);
        --m_preparing;
        onPrepared(std::move(run), watcher->result());
    });
    const bool pythonEnvironment = m_options.pythonEnvironment && !m_options.container;
    QFuture<Result<Workspace>> future =
        QtConcurrent::run(workPool(), [root = m_root, task = m_task, patch = std::move(next.patch),
                                       parent = m_parent->path(), pythonEnvironment, ownPatch] {
            Result<Workspace> workspace = prepareWorkspace(root, task, patch, parent);
            if (!workspace || !pythonEnvironment)
                return workspace;
            if (std::optional<PythonEnvironmentPlan> plan = planPythonEnvironment(workspace->path, task)) {
                const QString cache = defaultEnvironmentCache();
                const QByteArray key = pythonEnvironmentKey(workspace->path, *plan);
                plan->restore = restorePythonEnvironment(cache, key, workspace->path);
                // Only the task's own patches keep what their install wrote: an attempt's may be hostile.
                plan->keep = ownPatch && !plan->restore;
                if (plan->keep)
                    markPythonEnvironmentForKeeping(workspace->path, key);
                workspace->command = withPythonEnvironment(workspace->path, *plan, task.tests.command);
            }
            return workspace;
        });
    m_preparations.append(watcher);
    watcher->setFuture(future);
}

void Validation::onPrepared(TargetRun run, const Result<Workspace> &workspace)
{
    if (!workspace) {
        run.outcome = TargetRun::Outcome::FailedToStart;
        run.message = workspace.error().toString();
        releaseSlot();
        complete(run);
        fill();
        return;
    }
    if (m_cancelled) {
        (void)removeWorkspace(workspace->path);
        run.outcome = TargetRun::Outcome::Cancelled;
        releaseSlot();
        complete(run);
        fill();
        return;
    }
    if (m_record.testFileSha256.isEmpty())
        m_record.testFileSha256 = workspace->testFileSha256;
    run.applied = workspace->patch.applied && (!workspace->hasTestPatch || workspace->testPatch.applied);
    const PatchOutcome &failed = workspace->patch.applied ? workspace->testPatch : workspace->patch;
    if (!run.applied) {
        run.applyMessage = failed.message;
        run.applyFile = failed.file;
        run.applyHunk = failed.hunk;
        run.outcome = TargetRun::Outcome::NotRun;
        (void)removeWorkspace(workspace->path);
        releaseSlot();
        complete(run);
        fill();
        return;
    }
    RunRequest request =
        requestIn(workspace->path, workspace->command.isEmpty() ? m_task.tests.command : workspace->command);
    // A container's worktree is mounted at a path of the template's choosing.
    request.environment =
        junitEnvironment(workspace->path, m_options.container ? u".heddle/junit.xml"_s : junitPath(workspace->path),
                         m_options.environment);
    const QString id = m_slurm ? m_slurm->submit(request) : m_runner->submit(request);
    m_active.insert(id, {std::move(run), workspace->path});
    fill();
}

void Validation::onRunFinished(const RunResult &result)
{
    if (const auto rerun = m_reruns.constFind(result.id); rerun != m_reruns.cend()) {
        auto [run, workspace] = *rerun;
        m_reruns.erase(rerun);
        run.log += result.stdoutBytes;
        if (!result.stderrBytes.isEmpty())
            run.log += (run.log.endsWith('\n') ? QByteArray() : "\n"_ba) + result.stderrBytes;
        finishRun(run, workspace);
        return;
    }
    const auto it = m_active.constFind(result.id);
    if (it == m_active.cend())
        return;
    auto [run, workspace] = *it;
    m_active.erase(it);
    run.outcome = outcomeOf(result.outcome);
    run.exitCode = result.exitCode;
    run.durationMs = result.durationMs;
    run.message = result.message;
    run.limit = result.limit;
    run.outputDropped = result.stdoutDropped + result.stderrDropped;
    if (!result.sandboxNote.isEmpty()) // what the run itself says of its sandbox, on the cluster too
        m_record.sandbox = result.sandboxNote + m_clusterJobs;
    // A run whose child could not join its control group had rlimits only: the record says the weakest.
    if (result.limitsEnforcement == u"rlimit")
        m_record.limitsEnforcement = result.limitsEnforcement;
    run.log = result.stdoutBytes;
    if (!result.stderrBytes.isEmpty()) {
        if (!run.log.isEmpty() && !run.log.endsWith('\n'))
            run.log += '\n';
        run.log += result.stderrBytes;
    }
    if (run.outcome != TargetRun::Outcome::FailedToStart) {
        const std::optional<TestResults> fromLog = readResults(run, workspace, m_task, m_options.limits);
        std::optional<std::pair<QString, QString>> foreign;
        if (QFileInfo::exists(workspace + u"/.heddle/pyenv.json"_s)) {
            keepPythonEnvironment(defaultEnvironmentCache(), workspace);
            PythonEnvironmentReport environment = readPythonEnvironment(workspace);
            run.environment = environment.line;
            run.environmentMs = environment.ms;
            run.imports = std::move(environment.imports);
            foreign = environment.foreign;
        }
        if (m_record.network != u"host")
            run.networkFailures = networkFailures(run);
        // Tests that ran against a copy of the package installed elsewhere say nothing of the task's code.
        if (foreign && run.outcome == TargetRun::Outcome::Finished) {
            run.outcome = TargetRun::Outcome::Environment;
            run.message = tr("the package under test %1 was imported from %2, not from the task's repository")
                              .arg(foreign->first, foreign->second);
        } else if (const std::optional<RunFault> fault = runFault(run)) {
            // A runner that never ran a test says nothing of the task: the run's outcome says why instead.
            run.outcome = fault->outcome;
            run.message = fault->message;
        } else {
            run.untrustworthy = resultIntegrityProblem(run, m_task.tests.failToPass + m_task.tests.passToPass, fromLog);
        }
    }
    if (startVerboseRerun(run, workspace))
        return;
    finishRun(run, workspace);
}

bool Validation::startVerboseRerun(const TargetRun &run, const QString &workspace)
{
    if (!m_options.verboseReruns || m_slurm || m_cancelled || run.outcome != TargetRun::Outcome::Finished ||
        run.target == u"reference" || run.target == u"empty")
        return false;
    const QStringList tests = truncatedComparisons(run.log);
    const QString command = verboseRerunCommand(m_task.tests.command, tests, workspace);
    if (command.isEmpty())
        return false;
    RunRequest request = requestIn(workspace, command);
    request.environment.append(verboseRerunVariable());
    TargetRun kept = run;
    kept.log += verboseRerunHeading(tests);
    m_reruns.insert(m_runner->submit(request), {std::move(kept), workspace});
    return true;
}

RunRequest Validation::requestIn(const QString &workspace, const QString &command) const
{
    RunRequest request;
    request.workingDirectory = workspace;
    request.command = command;
    request.hostNetwork = m_record.network == u"host";
    request.timeoutMs = m_options.timeoutMs;
    request.limits = m_options.limits;
    request.sandboxed = m_options.sandboxed;
    request.allowUnsandboxed = m_options.allowUnsandboxed;
    request.readOnlyPaths = m_options.readOnlyPaths;
    request.environment = m_options.environment;
    if (m_options.container) {
        const QString image = imageForTask(m_task, m_options.containerImages).image;
        request.container = ContainerSpec{m_options.containerRuntime,
                                          image,
                                          m_options.containerTemplate.isEmpty() ? defaultTemplateFor(image)
                                                                                : m_options.containerTemplate,
                                          {}};
    }
    return request;
}

void Validation::finishRun(const TargetRun &run, const QString &workspace)
{
    (void)removeWorkspace(workspace);
    releaseSlot();
    complete(run);
    fill();
}

void Validation::complete(const TargetRun &run)
{
    const QString label = run.label();
    m_record.runs.append(run);
    Q_EMIT runFinished(label, run);
}

void Validation::finishIfDone()
{
    if (!m_running || !m_pending.isEmpty() || !m_active.isEmpty() || !m_reruns.isEmpty() || m_preparing > 0 ||
        m_record.runs.size() < m_expected)
        return;
    m_running = false;
    m_record.finished = QDateTime::currentDateTimeUtc();
    // Runs end in any order; the record lists them target by target, repeat by repeat.
    QStringList order{u"reference"_s, u"empty"_s};
    for (const Attempt &attempt : m_task.attempts)
        order.append(attempt.id);
    std::stable_sort(m_record.runs.begin(), m_record.runs.end(), [&](const TargetRun &a, const TargetRun &b) {
        const qsizetype ia = order.indexOf(a.target), ib = order.indexOf(b.target);
        return ia != ib ? ia < ib : a.repeat < b.repeat;
    });
    deriveChecks(m_record, m_task);
    m_parent.reset();
    // What a process of a killed Heddle was still writing when this validation started is gone by now.
    sweepAbandonedFolders(m_temporary);
    Q_EMIT finished(m_record);
}

} // namespace heddle
