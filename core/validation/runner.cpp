#include <core/validation/runner.h>

#include <core/validation/sandbox.h>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QThread>
#include <QTimer>

#include <optional>

#include <cstring>

#include <signal.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

/// One running process with its timers; owned by the Runner while it runs.
class RunJob : public QObject
{
public:
    explicit RunJob(QObject *parent)
        : QObject(parent)
        , process(new QProcess(this))
        , timeout(new QTimer(this))
        , grace(new QTimer(this))
    {
        timeout->setSingleShot(true);
        grace->setSingleShot(true);
    }

    void signalGroup(int sig) const
    {
        // The leader called setsid(), so its pid is the group id; the kernel keeps that id reserved while any member
        // lives, so this cannot reach an unrelated process group.
        if (pgid > 0)
            ::kill(-pgid, sig);
    }

    void stop(RunResult::Outcome why, int graceMs)
    {
        if (stopping)
            return;
        stopping = why;
        timeout->stop();
        if (pgid <= 0) {
            process->kill();
            return;
        }
        signalGroup(SIGTERM);
        grace->start(graceMs);
    }

    RunRequest request;
    QProcess *process;
    QTimer *timeout;
    QTimer *grace;
    QElapsedTimer clock;
    RunResult result;
    std::optional<RunResult::Outcome> stopping;
    qint64 pgid = 0;
};

namespace {

// Shells and bwrap report a child killed by a signal as exit code 128 + signal; for these signals that means the
// test process crashed, not that the tests failed.
bool isCrashSignal(int sig)
{
    return sig == SIGSEGV || sig == SIGABRT || sig == SIGBUS || sig == SIGFPE || sig == SIGILL || sig == SIGSYS;
}

QString signalName(int sig)
{
    const char *name = sigabbrev_np(sig);
    return name ? u"SIG"_s + QLatin1StringView(name) : QString::number(sig);
}

QProcessEnvironment processEnvironment(const QStringList &entries)
{
    QProcessEnvironment env;
    for (const QString &entry : entries)
        env.insert(entry.section(u'=', 0, 0), entry.section(u'=', 1));
    return env;
}

} // namespace

Runner::Runner(QObject *parent)
    : QObject(parent)
    , m_parallelism(qMax(1, QThread::idealThreadCount()))
{}

Runner::~Runner()
{
    m_queue.clear();
    for (RunJob *job : std::as_const(m_running)) {
        job->process->disconnect(this);
        job->signalGroup(SIGKILL);
        delete job; // QProcess reaps the killed leader
    }
    m_running.clear();
}

void Runner::setParallelism(int count)
{
    m_parallelism = qMax(1, count);
    scheduleStart();
}

QString Runner::submit(RunRequest request)
{
    if (request.id.isEmpty())
        request.id = u"run-%1"_s.arg(m_nextId++);
    const QString id = request.id;
    m_queue.append(std::move(request));
    scheduleStart();
    return id;
}

void Runner::cancel(const QString &id)
{
    for (qsizetype i = 0; i < m_queue.size(); ++i) {
        if (m_queue.at(i).id != id)
            continue;
        RunResult result;
        result.id = id;
        result.outcome = RunResult::Outcome::Cancelled;
        result.sandboxed = m_queue.at(i).sandboxed;
        result.message = tr("The run was cancelled before it started");
        m_queue.removeAt(i);
        complete(std::move(result));
        return;
    }
    if (RunJob *job = m_running.value(id))
        job->stop(RunResult::Outcome::Cancelled, m_killGraceMs);
}

void Runner::cancelAll()
{
    const QList<RunRequest> queued = m_queue;
    for (const RunRequest &request : queued)
        cancel(request.id);
    const QList<QString> running = m_running.keys();
    for (const QString &id : running)
        cancel(id);
}

void Runner::scheduleStart()
{
    if (m_startPending)
        return;
    m_startPending = true;
    QMetaObject::invokeMethod(this, &Runner::startQueued, Qt::QueuedConnection);
}

void Runner::startQueued()
{
    m_startPending = false;
    while (!m_queue.isEmpty() && m_running.size() < m_parallelism)
        startOne(m_queue.takeFirst());
}

void Runner::startOne(const RunRequest &request)
{
    RunResult result;
    result.id = request.id;
    result.sandboxed = request.sandboxed;

    if (!QFileInfo(request.workingDirectory).isDir()) {
        result.message = tr("The folder to run in does not exist: %1").arg(request.workingDirectory);
        complete(std::move(result));
        return;
    }

    for (const QString &path : request.readOnlyPaths) {
        if (!QFileInfo::exists(path)) {
            result.message = tr("A folder the test command needs does not exist: %1").arg(path);
            complete(std::move(result));
            return;
        }
    }

    SandboxOptions sandbox;
    sandbox.worktree = request.workingDirectory;
    sandbox.readOnlyPaths = request.readOnlyPaths;
    sandbox.environment = request.environment;
    sandbox.bubblewrapPath = m_bubblewrapPath;
    if (request.sandboxed && !bubblewrapAvailable(sandbox)) {
        if (!request.allowUnsandboxed) {
            result.message =
                tr("bubblewrap (bwrap) is not installed: install it, or allow unsandboxed runs in the settings");
            complete(std::move(result));
            return;
        }
        result.sandboxed = false;
        result.sandboxNote = tr("bubblewrap (bwrap) is not installed: this run was not sandboxed");
    }

    QStringList command = result.sandboxed ? sandboxedCommand(sandbox, request.command)
                                           : QStringList{u"/bin/sh"_s, u"-c"_s, request.command};
    const QString program = command.takeFirst();

    auto *job = new RunJob(this);
    job->request = request;
    job->result = std::move(result);
    QProcess *process = job->process;
    process->setWorkingDirectory(request.workingDirectory);
    process->setProcessEnvironment(processEnvironment(cleanEnvironment(request.environment)));
    process->setChildProcessModifier([] { ::setsid(); });
    process->setProgram(program);
    process->setArguments(command);
    m_running.insert(request.id, job);

    connect(process, &QProcess::readyReadStandardOutput, this, [this, job] {
        const QByteArray chunk = job->process->readAllStandardOutput();
        job->result.stdoutBytes += chunk;
        Q_EMIT output(job->request.id, chunk, false);
    });
    connect(process, &QProcess::readyReadStandardError, this, [this, job] {
        const QByteArray chunk = job->process->readAllStandardError();
        job->result.stderrBytes += chunk;
        Q_EMIT output(job->request.id, chunk, true);
    });
    connect(process, &QProcess::started, this, [this, job] { Q_EMIT started(job->request.id); });
    connect(process, &QProcess::errorOccurred, this, [this, job](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_running.contains(job->request.id))
            return;
        RunResult result = job->result;
        result.outcome = RunResult::Outcome::FailedToStart;
        result.durationMs = job->clock.elapsed();
        result.message = tr("The test command could not be started: %1").arg(job->process->errorString());
        m_running.remove(job->request.id);
        job->deleteLater();
        complete(std::move(result));
    });
    connect(process, &QProcess::finished, this, [this, job](int exitCode, QProcess::ExitStatus status) {
        // Whatever the command left behind in its group (servers, background jobs) ends with it.
        job->signalGroup(SIGKILL);
        job->timeout->stop();
        job->grace->stop();
        RunResult result = std::move(job->result);
        result.stdoutBytes += job->process->readAllStandardOutput();
        result.stderrBytes += job->process->readAllStandardError();
        result.durationMs = job->clock.elapsed();
        if (job->stopping) {
            result.outcome = *job->stopping;
            result.message = result.outcome == RunResult::Outcome::TimedOut
                                 ? tr("The run took longer than %1 s and was stopped")
                                       .arg(QString::number(job->request.timeoutMs / 1000.0, 'g', 3))
                                 : tr("The run was cancelled");
        } else if (status == QProcess::CrashExit) {
            result.outcome = RunResult::Outcome::Crashed;
            result.signal = exitCode; // QProcess reports the terminating signal there
        } else if (exitCode > 128 && isCrashSignal(exitCode - 128)) {
            result.outcome = RunResult::Outcome::Crashed;
            result.exitCode = exitCode;
            result.signal = exitCode - 128;
        } else if (result.sandboxed && exitCode == 1 && result.stderrBytes.startsWith("bwrap: ")) {
            // bwrap's own failures (namespaces not permitted, a mount that fails) are not the tests failing.
            result.outcome = RunResult::Outcome::FailedToStart;
            result.exitCode = exitCode;
            result.message =
                tr("The sandbox could not be set up: %1").arg(QString::fromUtf8(result.stderrBytes.trimmed()));
        } else {
            result.outcome = RunResult::Outcome::Finished;
            result.exitCode = exitCode;
        }
        if (result.outcome == RunResult::Outcome::Crashed)
            result.message = tr("The test process crashed (%1)").arg(signalName(result.signal));
        m_running.remove(job->request.id);
        job->deleteLater();
        complete(std::move(result));
    });
    connect(job->timeout, &QTimer::timeout, job,
            [this, job] { job->stop(RunResult::Outcome::TimedOut, m_killGraceMs); });
    connect(job->grace, &QTimer::timeout, job, [job] { job->signalGroup(SIGKILL); });

    job->clock.start();
    process->start();
    job->pgid = process->processId();
    if (request.timeoutMs > 0 && m_running.contains(request.id))
        job->timeout->start(request.timeoutMs);
}

void Runner::complete(RunResult result)
{
    Q_EMIT finished(result);
    if (isIdle())
        Q_EMIT allFinished();
    else
        scheduleStart();
}

} // namespace heddle
