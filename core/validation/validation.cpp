#include <core/validation/validation.h>

#include <core/testlog/testlogparser.h>
#include <core/validation/runner.h>
#include <core/validation/sandbox.h>
#include <core/validation/workspace.h>

#include <QDir>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTimer>

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
    }
    return TargetRun::Outcome::FailedToStart;
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
}

Validation::~Validation()
{
    // The runner kills what still runs; the workspaces go with the temporary parent.
    delete m_runner;
    m_runner = nullptr;
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
    m_record.sandbox = !m_options.sandboxed    ? tr("not sandboxed")
                       : bubblewrapAvailable() ? tr("bubblewrap")
                                               : tr("bubblewrap is not installed");
    m_record.baseCommit = m_task.repository.baseCommit;
    m_record.repeat = repeat;
    m_record.timeoutMs = m_options.timeoutMs;

    QList<Pending> targets{{u"reference"_s, 1, m_task.referencePatch}, {u"empty"_s, 1, {}}};
    for (const Attempt &attempt : m_task.attempts)
        if (m_options.attempts.isEmpty() || m_options.attempts.contains(attempt.id))
            targets.append({attempt.id, 1, attempt.patch});
    m_pending.clear();
    for (const Pending &target : targets)
        for (int r = 1; r <= repeat; ++r)
            m_pending.append({target.target, r, target.patch});
    m_expected = int(m_pending.size());

    m_parent = std::make_unique<QTemporaryDir>(
        (m_options.temporaryParent.isEmpty() ? QDir::tempPath() : m_options.temporaryParent) +
        u"/heddle-validation-XXXXXX"_s);
    QTimer::singleShot(0, this, &Validation::fill);
}

void Validation::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_runner->cancelAll();
    QTimer::singleShot(0, this, &Validation::fill);
}

void Validation::fill()
{
    while (!m_pending.isEmpty() && (m_cancelled || m_active.size() < m_runner->parallelism())) {
        const Pending next = m_pending.takeFirst();
        TargetRun run;
        run.target = next.target;
        run.repeat = next.repeat;
        if (m_cancelled) {
            run.outcome = TargetRun::Outcome::Cancelled;
            complete(std::move(run));
            continue;
        }
        Q_EMIT runStarted(run.label());
        if (m_cancelled) { // cancelled from a slot of runStarted
            run.outcome = TargetRun::Outcome::Cancelled;
            complete(std::move(run));
            continue;
        }
        if (!m_parent->isValid()) {
            run.outcome = TargetRun::Outcome::FailedToStart;
            run.message = tr("cannot create a temporary folder: %1").arg(m_parent->errorString());
            complete(std::move(run));
            continue;
        }
        Result<Workspace> workspace = prepareWorkspace(m_root, m_task, next.patch, m_parent->path());
        if (!workspace) {
            run.outcome = TargetRun::Outcome::FailedToStart;
            run.message = workspace.error().toString();
            complete(std::move(run));
            continue;
        }
        if (m_record.testFileSha256.isEmpty())
            m_record.testFileSha256 = workspace->testFileSha256;
        run.patchSha256 = workspace->patch.sha256;
        run.applied = workspace->patch.applied && (!workspace->hasTestPatch || workspace->testPatch.applied);
        const PatchOutcome &failed = workspace->patch.applied ? workspace->testPatch : workspace->patch;
        if (!run.applied) {
            run.applyMessage = failed.message;
            run.applyFile = failed.file;
            run.applyHunk = failed.hunk;
            run.outcome = TargetRun::Outcome::NotRun;
            (void)removeWorkspace(workspace->path);
            complete(std::move(run));
            continue;
        }
        RunRequest request;
        request.workingDirectory = workspace->path;
        request.command = m_task.tests.command;
        request.timeoutMs = m_options.timeoutMs;
        request.sandboxed = m_options.sandboxed;
        request.allowUnsandboxed = m_options.allowUnsandboxed;
        request.readOnlyPaths = m_options.readOnlyPaths;
        request.environment = m_options.environment;
        const QString id = m_runner->submit(request);
        m_active.insert(id, {std::move(run), workspace->path});
    }
    finishIfDone();
}

void Validation::onRunFinished(const RunResult &result)
{
    const auto it = m_active.constFind(result.id);
    if (it == m_active.cend())
        return;
    auto [run, workspace] = *it;
    m_active.erase(it);
    (void)removeWorkspace(workspace);
    run.outcome = outcomeOf(result.outcome);
    run.exitCode = result.exitCode;
    run.durationMs = result.durationMs;
    run.message = result.message;
    if (!result.sandboxNote.isEmpty())
        m_record.sandbox = result.sandboxNote;
    run.log = result.stdoutBytes;
    if (!result.stderrBytes.isEmpty()) {
        if (!run.log.isEmpty() && !run.log.endsWith('\n'))
            run.log += '\n';
        run.log += result.stderrBytes;
    }
    if (run.outcome != TargetRun::Outcome::FailedToStart) {
        const TestLogFormat format = testLogFormatFromName(m_task.tests.logFormat).value_or(TestLogFormat::Auto);
        Result<TestResults> parsed = parseTestLog(run.log, format);
        if (parsed)
            run.results = std::move(*parsed);
        else if (run.message.isEmpty())
            run.message = tr("the test log cannot be read: %1").arg(parsed.error().toString());
    }
    complete(std::move(run));
    fill();
}

void Validation::complete(TargetRun run)
{
    const QString label = run.label();
    m_record.runs.append(run);
    Q_EMIT runFinished(label, run);
}

void Validation::finishIfDone()
{
    if (!m_running || !m_pending.isEmpty() || !m_active.isEmpty() || m_record.runs.size() < m_expected)
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
    Q_EMIT finished(m_record);
}

} // namespace heddle
