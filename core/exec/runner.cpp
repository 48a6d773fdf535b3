#include <core/exec/runner.h>

#include <core/exec/boundedoutput.h>
#include <core/exec/confinement.h>
#include <core/exec/limitoutcome.h>
#include <core/exec/sandbox.h>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <memory>
#include <optional>

#include <cstring>

#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

/// One running process with its timers; owned by the Runner while it runs.
class RunJob : public QObject
{
public:
    RunJob(QObject *parent, const RunRequest &run)
        : QObject(parent)
        , request(run)
        , process(new QProcess(this))
        , timeout(new QTimer(this))
        , grace(new QTimer(this))
        , watch(new QTimer(this))
        , out(run.limits.outputHeadBytes(), run.limits.outputTailBytes())
        , err(run.limits.outputHeadBytes(), run.limits.outputTailBytes())
    {
        timeout->setSingleShot(true);
        grace->setSingleShot(true);
    }

    ~RunJob() override
    {
        // Whatever is still in the run's group goes with it, also what left the process group.
        if (confinement)
            confinement->killAll();
    }

    void signalGroup(int sig) const
    {
        // The leader called setsid(), so its pid is the group id; the kernel keeps that id reserved while any member
        // lives, so this cannot reach an unrelated process group.
        if (pgid > 0)
            ::kill(-pgid, sig);
    }

    // Best effort and detached: the run ends on its own timers whether or not the runtime answers.
    void killContainer()
    {
        if (containerRuntime.isEmpty() || containerKilled)
            return;
        containerKilled = true;
        QProcess kill;
        kill.setProgram(u"/bin/sh"_s);
        // rm -f, not kill: a container cancelled while it was still being created never starts, so --rm would never
        // remove it; rm -f stops a running one and removes either. The daemon goes on creating a container after its
        // client is killed (seconds, and on a busy machine with a copying storage driver more than half a minute),
        // and a container still being created cannot be told from one that is gone, so the removal is repeated
        // every 5 s for two minutes.
        kill.setArguments({u"-c"_s,
                           u"for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24; do "
                           u"\"$0\" rm -f \"$1\"; sleep 5; done"_s,
                           containerRuntime, result.containerName});
        kill.setStandardInputFile(QProcess::nullDevice());
        kill.setStandardOutputFile(QProcess::nullDevice());
        kill.setStandardErrorFile(QProcess::nullDevice());
        kill.startDetached();
    }

    void stop(RunResult::Outcome why, int graceMs)
    {
        if (stopping)
            return;
        stopping = why;
        timeout->stop();
        killContainer();
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
    /// Reads the group's counters while the run goes: a fork bomb at its limit would otherwise spin until the timeout.
    QTimer *watch;
    QElapsedTimer clock;
    RunResult result;
    BoundedOutput out;
    BoundedOutput err;
    /// Not set for a container run: the runtime applies the limits there.
    std::unique_ptr<RunConfinement> confinement;
    ResourceLimit reached = ResourceLimit::None;
    std::optional<RunResult::Outcome> stopping;
    qint64 pgid = 0;
    /// Set for a container run: what `rm -f` is sent to when the run is stopped.
    QString containerRuntime;
    bool containerKilled = false;
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

// Container names allow [a-zA-Z0-9][a-zA-Z0-9_.-]*; the random part keeps two Heddle instances (or a rerun of an
// id whose container is still being removed) apart.
QString containerNameFor(const QString &runId)
{
    static const QRegularExpression invalid(u"[^A-Za-z0-9_.-]+"_s);
    QString id = runId;
    id.replace(invalid, u"-"_s);
    return u"heddle-%1-%2"_s.arg(id).arg(QRandomGenerator::global()->generate(), 8, 16, QChar(u'0'));
}

// The image brings its own environment (PATH to its interpreters, a conda env); the request's variables go on top
// of it, set by the shell in the container rather than by runtime options, so the template needs no place for them.
QString withExports(const QStringList &environment, const QString &command)
{
    static const QRegularExpression name(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    QStringList exports;
    for (const QString &entry : environment) {
        const QString key = entry.section(u'=', 0, 0);
        if (!entry.contains(u'=') || !name.match(key).hasMatch())
            continue;
        QString value = entry.section(u'=', 1);
        value.replace(u"'"_s, u"'\\''"_s);
        exports.append(key + u"='"_s + value + u'\'');
    }
    return exports.isEmpty() ? command : u"export "_s + exports.join(u' ') + u'\n' + command;
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
        job->killContainer();
        job->signalGroup(SIGKILL);
        delete job; // QProcess reaps the killed leader; the job's group goes with it
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
    QString id = request.id;
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
        result.sandboxed = m_queue.at(i).sandboxed || m_queue.at(i).container.has_value();
        result.message = tr("The run was cancelled before it started");
        m_queue.removeAt(i);
        complete(result);
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
    result.sandboxed = request.sandboxed || request.container.has_value();

    if (!QFileInfo(request.workingDirectory).isDir()) {
        result.message = tr("The folder to run in does not exist: %1").arg(request.workingDirectory);
        complete(result);
        return;
    }

    if (request.container) {
        startContainer(request, std::move(result));
        return;
    }

    for (const QString &path : request.readOnlyPaths) {
        if (!QFileInfo::exists(path)) {
            result.message = tr("A folder the test command needs does not exist: %1").arg(path);
            complete(result);
            return;
        }
    }

    SandboxOptions sandbox;
    sandbox.worktree = request.workingDirectory;
    sandbox.readOnlyPaths = request.readOnlyPaths;
    sandbox.hostNetwork = request.hostNetwork;
    sandbox.environment = request.environment;
    sandbox.bubblewrapPath = m_bubblewrapPath;
    if (request.sandboxed && !bubblewrapAvailable(sandbox)) {
        if (!request.allowUnsandboxed) {
            result.message =
                tr("bubblewrap (bwrap) is not installed: install it, or allow unsandboxed runs in the settings");
            complete(result);
            return;
        }
        result.sandboxed = false;
        result.sandboxNote = tr("bubblewrap (bwrap) is not installed: this run was not sandboxed");
    }

    QStringList command = result.sandboxed ? sandboxedCommand(sandbox, request.command)
                                           : QStringList{u"/bin/sh"_s, u"-c"_s, request.command};
    auto *job = new RunJob(this, request);
    job->confinement = std::make_unique<RunConfinement>(request.limits, request.id);
    result.limitsEnforcement = job->confinement->enforcement();
    job->result = std::move(result);
    job->process->setProcessEnvironment(processEnvironment(cleanEnvironment(request.environment)));
    launch(job, std::move(command));
}

void Runner::startContainer(const RunRequest &request, RunResult result)
{
    ContainerSpec spec = *request.container;
    const QString runtime = findContainerRuntime(spec.runtime);
    if (runtime.isEmpty()) {
        result.message = spec.runtime.isEmpty()
                             ? tr("No container runtime was found: neither podman nor docker is on PATH")
                             : tr("The container runtime \"%1\" was not found (not on PATH, not an executable file)")
                                   .arg(spec.runtime);
        complete(result);
        return;
    }
    if (spec.image.isEmpty()) {
        result.message =
            tr("The task names no container image, and none can be named for it (its id is not a SWE-bench "
               "instance id): set the task's image, or validation.container.image in "
               "heddle-dataset.json");
        complete(result);
        return;
    }
    spec.runtime = runtime;
    spec.name = containerNameFor(request.id);
    spec.limits = request.limits;
    Result<QStringList> command =
        containerCommand(spec, request.workingDirectory, withExports(request.environment, request.command));
    if (!command) {
        result.message = tr("The container command cannot be built: %1").arg(command.error().message);
        complete(result);
        return;
    }
    result.containerName = spec.name;
    result.sandboxNote = tr("Ran in a container by %1 (image %2)").arg(QFileInfo(runtime).fileName(), spec.image);
    result.limitsEnforcement = u"container"_s;

    auto *job = new RunJob(this, request);
    job->result = std::move(result);
    job->containerRuntime = runtime;
    // The client is the user's own tool and finds its daemon, socket or rootless storage through the user's
    // environment; the test command sees only the image's environment, never this one.
    job->process->setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    launch(job, std::move(*command));
}

void Runner::launch(RunJob *job, QStringList command)
{
    const RunRequest &request = job->request;
    const QString program = command.takeFirst();
    QProcess *process = job->process;
    process->setWorkingDirectory(request.workingDirectory);
    // Between fork and exec: the limits hold from the command's first instruction, for all it starts.
    process->setChildProcessModifier([confinement = job->confinement.get()] {
        ::setsid();
        if (confinement)
            confinement->applyInChild();
    });
    process->setProgram(program);
    process->setArguments(command);
    m_running.insert(request.id, job);

    // Read as it comes and kept bounded: a flood costs the time to read it, never memory.
    connect(process, &QProcess::readyReadStandardOutput, this, [this, job] {
        const QByteArray chunk = job->process->readAllStandardOutput();
        job->out.append(chunk);
        Q_EMIT output(job->request.id, chunk, false);
    });
    connect(process, &QProcess::readyReadStandardError, this, [this, job] {
        const QByteArray chunk = job->process->readAllStandardError();
        job->err.append(chunk);
        Q_EMIT output(job->request.id, chunk, true);
    });
    connect(process, &QProcess::started, this, [this, job] {
        if (job->confinement && job->confinement->hasGroup()) {
            const auto pid = pid_t(job->process->processId());
            if (job->confinement->holds(pid))
                job->watch->start(200);
            else if (job->confinement->runsOutside(pid)) // the child could not join it and fell back to rlimits
                job->result.limitsEnforcement = u"rlimit"_s;
        }
        Q_EMIT started(job->request.id);
    });
    connect(job->watch, &QTimer::timeout, job, [this, job] {
        const ResourceLimit reached = job->confinement->limitReached();
        if (reached == ResourceLimit::None)
            return;
        job->watch->stop();
        job->reached = reached;
        job->stop(RunResult::Outcome::LimitExceeded, m_killGraceMs);
    });
    connect(process, &QProcess::errorOccurred, this, [this, job](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_running.contains(job->request.id))
            return;
        RunResult result = job->result;
        result.outcome = RunResult::Outcome::FailedToStart;
        result.durationMs = job->clock.elapsed();
        result.message = tr("The test command could not be started: %1").arg(job->process->errorString());
        m_running.remove(job->request.id);
        job->deleteLater();
        complete(result);
    });
    connect(process, &QProcess::finished, this, [this, job](int exitCode, QProcess::ExitStatus status) {
        // Whatever the command left behind in its group (servers, background jobs) ends with it.
        job->signalGroup(SIGKILL);
        job->timeout->stop();
        job->grace->stop();
        job->watch->stop();
        RunResult result = std::move(job->result);
        job->out.append(job->process->readAllStandardOutput());
        job->err.append(job->process->readAllStandardError());
        result.stdoutBytes = job->out.text();
        result.stderrBytes = job->err.text();
        result.stdoutDropped = job->out.dropped();
        result.stderrDropped = job->err.dropped();
        result.durationMs = job->clock.elapsed();
        // A limit the group counted while the run ended (an OOM kill that ended it before the next look).
        if (!job->stopping && job->confinement && result.limitsEnforcement != u"rlimit")
            job->reached = job->confinement->limitReached();
        if (job->confinement) {
            job->confinement->killAll();
            job->confinement->remove();
        }
        if (job->stopping == RunResult::Outcome::TimedOut) {
            result.outcome = RunResult::Outcome::TimedOut;
            result.limit = ResourceLimit::WallTime;
            result.message = limitMessage(ResourceLimit::WallTime, job->request.limits, job->request.timeoutMs);
        } else if (job->stopping == RunResult::Outcome::Cancelled) {
            result.outcome = RunResult::Outcome::Cancelled;
            result.message = tr("The run was cancelled");
        } else if (job->stopping || job->reached != ResourceLimit::None) {
            result.outcome = RunResult::Outcome::LimitExceeded;
            result.limit = job->reached;
            result.exitCode = status == QProcess::NormalExit ? exitCode : -1;
            result.message = limitMessage(job->reached, job->request.limits);
        } else if (!job->containerRuntime.isEmpty() && exitCode == 125) {
            // docker and podman keep 125 for their own failures (no daemon, no such image, a mount refused); the
            // command inside never ran.
            result.outcome = RunResult::Outcome::FailedToStart;
            result.exitCode = exitCode;
            if (const QString image = missingImage(result.stderrBytes); !image.isEmpty())
                result.message = tr("The image %1 is not on this machine: pull it (%2 pull %1) or build it, then "
                                    "validate again")
                                     .arg(image, QFileInfo(job->containerRuntime).fileName());
            else
                result.message = tr("The container could not be started: %1")
                                     .arg(QString::fromUtf8(result.stderrBytes.trimmed().right(2000)));
        } else if (result.sandboxed && job->containerRuntime.isEmpty() && exitCode == 1 &&
                   result.stderrBytes.startsWith("bwrap: ")) {
            // bwrap's own failures (namespaces not permitted, a mount that fails) are not the tests failing.
            result.outcome = RunResult::Outcome::FailedToStart;
            result.exitCode = exitCode;
            result.message =
                tr("The sandbox could not be set up: %1").arg(QString::fromUtf8(result.stderrBytes.trimmed()));
        } else if (const ResourceLimit limit = limitOfEndedRun(
                       {status == QProcess::NormalExit ? exitCode : 0, status == QProcess::CrashExit ? exitCode : 0,
                        job->confinement && result.limitsEnforcement == u"rlimit", !job->containerRuntime.isEmpty(),
                        result.stdoutBytes, result.stderrBytes},
                       job->request.limits, job->request.workingDirectory);
                   limit != ResourceLimit::None) {
            result.outcome = RunResult::Outcome::LimitExceeded;
            result.limit = limit;
            result.exitCode = status == QProcess::NormalExit ? exitCode : -1;
            result.signal = status == QProcess::CrashExit ? exitCode : 0;
            result.message = limitMessage(limit, job->request.limits);
        } else if (status == QProcess::CrashExit) {
            result.outcome = RunResult::Outcome::Crashed;
            result.signal = exitCode; // QProcess reports the terminating signal there
        } else if (exitCode > 128 && isCrashSignal(exitCode - 128)) {
            result.outcome = RunResult::Outcome::Crashed;
            result.exitCode = exitCode;
            result.signal = exitCode - 128;
        } else {
            result.outcome = RunResult::Outcome::Finished;
            result.exitCode = exitCode;
        }
        if (result.outcome == RunResult::Outcome::Crashed)
            result.message = tr("The test process crashed (%1)").arg(signalName(result.signal));
        m_running.remove(job->request.id);
        job->deleteLater();
        complete(result);
    });
    connect(job->timeout, &QTimer::timeout, job,
            [this, job] { job->stop(RunResult::Outcome::TimedOut, m_killGraceMs); });
    connect(job->grace, &QTimer::timeout, job, [job] { job->signalGroup(SIGKILL); });

    job->clock.start();
    process->start();
    job->pgid = process->processId();
    if (job->request.timeoutMs > 0 && m_running.contains(job->request.id))
        job->timeout->start(job->request.timeoutMs);
}

void Runner::complete(const RunResult &result)
{
    Q_EMIT finished(result);
    if (isIdle())
        Q_EMIT allFinished();
    else
        scheduleStart();
}

} // namespace heddle
