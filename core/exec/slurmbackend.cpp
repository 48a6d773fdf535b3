#include <core/exec/slurmbackend.h>

#include <core/storage/atomicfile.h>
#include <core/exec/runrequestfile.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTimer>

namespace heddle {

using namespace Qt::StringLiterals;

SlurmBackend::SlurmBackend(SlurmConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &SlurmBackend::poll);
}

SlurmBackend::~SlurmBackend()
{
    if (!m_jobId.isEmpty() && !m_tasks.isEmpty())
        QProcess::startDetached(u"scancel"_s, {m_jobId});
}

void SlurmBackend::setPollIntervalMs(int ms)
{
    m_timer->setInterval(std::max(50, ms));
}

QString SlurmBackend::submit(RunRequest request)
{
    if (request.id.isEmpty())
        request.id = u"slurm-run-%1"_s.arg(m_nextId++);
    QString id = request.id;
    m_queue.append(std::move(request));
    return id;
}

QProcess *SlurmBackend::startProcess(const QString &program, const QStringList &arguments)
{
    auto *process = new QProcess(this);
    process->setProgram(program);
    process->setArguments(arguments);
    connect(process, &QProcess::errorOccurred, process, [process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            Q_EMIT process->finished(-1, QProcess::CrashExit);
    });
    process->start();
    return process;
}

void SlurmBackend::submitQueued(const QString &jobFolder)
{
    if (m_queue.isEmpty() || !m_jobId.isEmpty() || !m_tasks.isEmpty())
        return;
    m_jobFolder = jobFolder;
    const QList<RunRequest> requests = std::exchange(m_queue, {});
    for (int index = 0; index < requests.size(); ++index)
        m_tasks.insert(index, {requests[index].id, slurmRunFolder(jobFolder, index)});
    if (m_cancelled) {
        failAll(tr("cancelled before it was submitted to Slurm"), RunResult::Outcome::Cancelled);
        return;
    }
    for (int index = 0; index < requests.size(); ++index) {
        if (Result<void> written = writeRunRequest(m_tasks[index].folder, requests[index]); !written) {
            failAll(written.error().toString(), RunResult::Outcome::FailedToStart);
            return;
        }
    }
    const QString heddle = m_config.heddle.isEmpty() ? QCoreApplication::applicationFilePath() : m_config.heddle;
    const QString script = jobFolder + u"/array.sh"_s;
    if (Result<void> written = writeFileIfChanged(script, slurmArrayScript(heddle, jobFolder)); !written) {
        failAll(written.error().toString(), RunResult::Outcome::FailedToStart);
        return;
    }
    QProcess *sbatch = startProcess(
        u"sbatch"_s, slurmSubmitArguments(m_config, jobFolder, script, int(requests.size()), m_wallSeconds));
    connect(sbatch, &QProcess::finished, this, [this, sbatch](int code, QProcess::ExitStatus status) {
        sbatch->deleteLater();
        const QByteArray out = sbatch->readAllStandardOutput();
        const QString id = slurmJobIdFromParsable(out);
        if (status != QProcess::NormalExit || code != 0 || id.isEmpty()) {
            const QByteArray why = sbatch->error() == QProcess::FailedToStart
                                       ? sbatch->errorString().toUtf8()
                                       : QByteArray(sbatch->readAllStandardError() + out).trimmed().left(4000);
            failAll(tr("Slurm rejected the job: %1").arg(QString::fromUtf8(why)), RunResult::Outcome::FailedToStart);
            return;
        }
        m_jobId = id;
        Q_EMIT jobSubmitted(m_jobId, int(m_tasks.size()));
        if (m_cancelled)
            QProcess::startDetached(u"scancel"_s, {m_jobId});
        m_timer->start();
    });
}

void SlurmBackend::cancelAll()
{
    m_cancelled = true;
    if (!m_queue.isEmpty()) {
        const QList<RunRequest> queued = std::exchange(m_queue, {});
        for (const RunRequest &request : queued) {
            RunResult result;
            result.id = request.id;
            result.outcome = RunResult::Outcome::Cancelled;
            Q_EMIT finished(result);
        }
    }
    if (!m_jobId.isEmpty() && !m_tasks.isEmpty()) {
        QProcess *scancel = startProcess(u"scancel"_s, {m_jobId});
        connect(scancel, &QProcess::finished, scancel, &QObject::deleteLater);
        poll();
    }
}

void SlurmBackend::poll()
{
    // A controller that does not answer leaves squeue waiting: it is stopped and asked again.
    if (m_polling && m_pollingSince.elapsed() > 30000)
        m_polling->kill();
    if (m_polling || m_jobId.isEmpty())
        return;
    m_pollingSince.start();
    m_polling = startProcess(u"squeue"_s, {u"-h"_s, u"-r"_s, u"-j"_s, m_jobId, u"-o"_s, u"%K|%T|%r"_s});
    connect(m_polling, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        QProcess *process = std::exchange(m_polling, nullptr);
        process->deleteLater();
        const QByteArray out = process->readAllStandardOutput();
        const QByteArray err = process->readAllStandardError();
        // A job the controller has forgotten is "Invalid job id": nothing of it is queued any more.
        onQueue(out, status == QProcess::NormalExit && (code == 0 || err.contains("Invalid job id")));
    });
}

void SlurmBackend::onQueue(const QByteArray &output, bool ok)
{
    if (!ok)
        return; // the controller did not answer: asked again on the next tick
    const QHash<int, SlurmTaskState> queued = parseSqueue(output);
    bool unexplained = false;
    for (const int index : m_tasks.keys()) {
        Task &task = m_tasks[index];
        if (const auto it = queued.constFind(index); it != queued.cend()) {
            if (!task.running && it->state != u"PENDING") {
                task.running = true;
                Q_EMIT started(task.id);
            }
            continue;
        }
        Result<RunResult> result = readRunResult(task.folder);
        if (result) {
            result->id = task.id;
            finish(index, *result);
        } else {
            unexplained = true;
        }
    }
    if (unexplained) {
        // Gone from the queue without a result: Slurm's final state says why (its time, its memory, its node).
        QProcess *scontrol = startProcess(u"scontrol"_s, {u"-o"_s, u"show"_s, u"job"_s, m_jobId});
        connect(scontrol, &QProcess::finished, this, [this, scontrol] {
            scontrol->deleteLater();
            onControl(scontrol->readAllStandardOutput());
        });
    }
}

void SlurmBackend::onControl(const QByteArray &output)
{
    const QHash<int, SlurmTaskState> states = parseScontrolJobs(output);
    for (const int index : m_tasks.keys()) {
        Task &task = m_tasks[index];
        if (QFile::exists(task.folder + u"/result.json"_s))
            continue; // read on the next tick
        const SlurmTaskState state = states.value(index);
        const bool forgotten = state.state.isEmpty();
        if (!forgotten && !slurmStateIsFinal(state.state))
            continue;
        // A result written on another node can take a moment to show on a shared file system.
        if (++task.missingPolls < 3)
            continue;
        QFile slurmOutput(task.folder + u"/slurm.out"_s);
        const QByteArray printed = slurmOutput.open(QIODevice::ReadOnly) ? slurmOutput.read(64 * 1024) : QByteArray();
        SlurmTaskState final = state;
        if (forgotten)
            final.state = m_cancelled ? u"CANCELLED"_s : u"UNKNOWN"_s;
        RunResult result = slurmFailure(task.id, final, printed);
        if (m_cancelled && result.outcome == RunResult::Outcome::FailedToStart)
            result.outcome = RunResult::Outcome::Cancelled;
        finish(index, result);
    }
}

void SlurmBackend::finish(int index, RunResult result)
{
    m_tasks.remove(index);
    if (m_tasks.isEmpty())
        m_timer->stop();
    Q_EMIT finished(result);
}

void SlurmBackend::failAll(const QString &message, RunResult::Outcome outcome)
{
    const QList<int> indices = m_tasks.keys();
    for (const int index : indices) {
        RunResult result;
        result.id = m_tasks[index].id;
        result.outcome = outcome;
        result.message = message;
        finish(index, result);
    }
}

} // namespace heddle
