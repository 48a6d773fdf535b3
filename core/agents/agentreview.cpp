#include <core/agents/agentreview.h>
#include <core/agents/llmreview.h>

#include <core/agents/agentbundle.h>
#include <core/agents/findings.h>
#include <core/agents/flagimport.h>
#include <core/dataset/datasetio.h>
#include <core/storage/datasetlayout.h>
#include <core/exec/runner.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct AgentReviewText {
    Q_DECLARE_TR_FUNCTIONS(AgentReviewText)
};

/// One run to make: a task, or one attempt of it, with the task's index for the order of the report.
struct Target {
    int order = 0;
    QString task;
    QString attempt;
};

struct Running {
    Target target;
    std::unique_ptr<QTemporaryDir> bundle;
    QDateTime started;
    QString taskFolder;
};

int sumOf(const QList<AgentRunRecord> &runs, int AgentRunRecord::*field)
{
    int sum = 0;
    for (const AgentRunRecord &r : runs)
        sum += r.*field;
    return sum;
}

AgentRunRecord::Outcome outcomeOf(RunResult::Outcome outcome)
{
    switch (outcome) {
    case RunResult::Outcome::Finished: return AgentRunRecord::Outcome::Finished;
    case RunResult::Outcome::TimedOut: return AgentRunRecord::Outcome::TimedOut;
    case RunResult::Outcome::Cancelled: return AgentRunRecord::Outcome::Cancelled;
    case RunResult::Outcome::FailedToStart: return AgentRunRecord::Outcome::FailedToStart;
    case RunResult::Outcome::Crashed: return AgentRunRecord::Outcome::Crashed;
    case RunResult::Outcome::LimitExceeded: return AgentRunRecord::Outcome::Limit;
    }
    return AgentRunRecord::Outcome::FailedToStart;
}

/// The runs of one agent on a list of tasks, in the event loop of the thread that made it.
class ReviewSession
{
public:
    ReviewSession(QString root, const ReviewAgentConfig &agent, QStringList taskIds, const AgentReviewOptions &options,
                  const RunLimits &limits, const JobControl &job)
        : m_root(std::move(root))
        , m_agent(agent)
        , m_taskIds(std::move(taskIds))
        , m_options(options)
        , m_limits(limits)
        , m_job(job)
    {
        m_parallelism = options.parallelism > 0 ? options.parallelism : std::max(1, QThread::idealThreadCount());
        m_runner.setParallelism(m_parallelism);
        if (!options.bubblewrapPath.isEmpty())
            m_runner.setBubblewrapPath(options.bubblewrapPath);
        m_report.agent = agent.name;
    }

    AgentReviewReport run()
    {
        m_report.version =
            m_agent.version.isEmpty() && !m_agent.versionCommand.isEmpty() ? askVersion() : m_agent.version;
        QObject::connect(&m_runner, &Runner::started, &m_loop, [this](const QString &id) {
            if (const auto it = m_running.find(id); it != m_running.end())
                (*it)->started = QDateTime::currentDateTimeUtc();
        });
        QObject::connect(&m_runner, &Runner::finished, &m_loop, [this](const RunResult &result) { finished(result); });
        QTimer poll;
        poll.setInterval(100);
        QObject::connect(&poll, &QTimer::timeout, &m_loop, [this] {
            if (!m_report.cancelled && m_job.isStopRequested())
                cancel();
        });
        poll.start();
        fill();
        if (!m_running.isEmpty())
            m_loop.exec();
        std::stable_sort(m_report.runs.begin(), m_report.runs.end(),
                         [this](const AgentRunRecord &a, const AgentRunRecord &b) {
                             return m_order.value(a.id) < m_order.value(b.id);
                         });
        m_report.changedPaths.sort();
        m_report.changedPaths.removeDuplicates();
        return m_report;
    }

private:
    // The version is asked once, the way the runs are made (sandboxed or not), in a folder of its own.
    QString askVersion()
    {
        QTemporaryDir folder(QDir::tempPath() + u"/heddle-agent-XXXXXX"_s);
        RunRequest request;
        request.workingDirectory = folder.path();
        request.command = m_agent.versionCommand;
        request.timeoutMs = 30'000;
        request.limits = m_limits;
        request.sandboxed = m_agent.sandbox;
        request.readOnlyPaths = agentPaths();
        Runner runner;
        if (!m_options.bubblewrapPath.isEmpty())
            runner.setBubblewrapPath(m_options.bubblewrapPath);
        QEventLoop loop;
        RunResult result;
        QObject::connect(&runner, &Runner::finished, &loop, [&](const RunResult &r) {
            result = r;
            loop.quit();
        });
        runner.submit(request);
        loop.exec();
        const QString first = QString::fromUtf8(result.stdoutBytes).section(u'\n', 0, 0).trimmed();
        if (result.outcome != RunResult::Outcome::Finished || result.exitCode != 0 || first.isEmpty()) {
            Error e = makeError(Error::Code::Process,
                                AgentReviewText::tr("the version command of %1 gave no version").arg(m_agent.name),
                                QString::fromUtf8(result.stderrBytes.trimmed().right(2000)));
            m_report.errors.append(e);
            return {};
        }
        return first;
    }

    QStringList agentPaths() const
    {
        QStringList paths;
        for (const QString &path : m_agent.paths)
            paths.append(QDir::isAbsolutePath(path) ? QDir::cleanPath(path) : DatasetLayout(m_root).at(path));
        return paths;
    }

    /// Starts runs until as many run as may: the next targets of the task being read, then the next task's.
    void fill()
    {
        while (!m_report.cancelled && m_running.size() < m_parallelism) {
            if (m_targets.isEmpty() && !loadNextTask())
                return;
            if (m_targets.isEmpty())
                continue;
            start(m_targets.takeFirst());
        }
    }

    bool loadNextTask()
    {
        if (m_nextTask >= m_taskIds.size())
            return false;
        const QString id = m_taskIds.at(m_nextTask++);
        Result<Task> task = loadTask(m_root, id);
        if (!task) {
            m_report.errors.append(task.error());
            progress();
            return true;
        }
        m_task = std::move(*task);
        if (m_agent.per == ReviewAgentConfig::Per::Task) {
            m_targets.append({m_nextOrder++, id, QString()});
        } else {
            for (const Attempt &attempt : std::as_const(m_task.attempts))
                m_targets.append({m_nextOrder++, id, attempt.id});
        }
        m_remaining[id] = int(m_targets.size());
        if (m_targets.isEmpty())
            progress();
        return true;
    }

    void start(const Target &target)
    {
        auto running = std::make_unique<Running>();
        running->target = target;
        running->bundle = std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/heddle-agent-XXXXXX"_s);
        running->taskFolder = DatasetLayout(m_root).at(DatasetLayout::taskFolder(target.task));
        const QString bundle = running->bundle->path();
        Result<void> written =
            running->bundle->isValid()
                ? writeAgentBundle(bundle, m_task, target.attempt)
                : Result<void>(makeError(Error::Code::Io, AgentReviewText::tr("cannot make a temporary folder"),
                                         running->bundle->errorString()));
        if (!written) {
            m_report.errors.append(written.error());
            taskRunEnded(target.task);
            return;
        }
        RunRequest request;
        request.workingDirectory = bundle;
        request.command = m_agent.command;
        request.timeoutMs = m_agent.timeoutSeconds * 1000;
        request.limits = m_limits;
        request.sandboxed = m_agent.sandbox;
        request.readOnlyPaths = QStringList{running->taskFolder} + agentPaths();
        request.environment = {u"HEDDLE_BUNDLE="_s + bundle,
                               u"HEDDLE_TASK_DIR="_s + running->taskFolder,
                               u"HEDDLE_TASK="_s + target.task,
                               u"HEDDLE_ATTEMPT="_s + target.attempt,
                               u"HEDDLE_OUTPUT="_s + agentBundleOutputFolder(bundle),
                               u"HEDDLE_DATASET="_s + m_root,
                               u"HEDDLE_AGENT="_s + m_agent.name,
                               u"HEDDLE_AGENT_VERSION="_s + m_report.version};
        running->started = QDateTime::currentDateTimeUtc();
        const QString id = m_runner.submit(request);
        m_running.insert(id, running.release());
    }

    void cancel()
    {
        m_report.cancelled = true;
        m_report.notRun += int(m_targets.size());
        m_targets.clear();
        // A task not read yet counts as one run not made: its attempts are not known.
        m_report.notRun += int(m_taskIds.size() - m_nextTask);
        m_nextTask = m_taskIds.size();
        m_runner.cancelAll();
    }

    void finished(const RunResult &result)
    {
        const std::unique_ptr<Running> running(m_running.take(result.id));
        if (!running)
            return;
        AgentRunRecord record = recordOf(*running, result);
        if (!record.failed())
            readAndImport(*running, result, record);
        else if (record.message.isEmpty() && record.outcome == AgentRunRecord::Outcome::Finished)
            record.message =
                AgentReviewText::tr("the agent exited with code %1: nothing was imported").arg(record.exitCode);
        // Many runs start within a second: an id this session or an earlier run already took is drawn again.
        while (m_order.contains(record.id) ||
               QFileInfo::exists(DatasetLayout(m_root).at(DatasetLayout::agentRunFile(record.task, record.id))))
            record.id = newRunId(record.started);
        if (Result<void> written = writeAgentRunRecord(m_root, record); !written)
            m_report.errors.append(written.error());
        else
            m_report.changedPaths.append(DatasetLayout::agentRunFile(record.task, record.id));
        m_order.insert(record.id, running->target.order);
        m_report.changedPaths.append(record.changedPaths);
        m_report.runs.append(std::move(record));
        taskRunEnded(running->target.task);
        fill();
        if (m_running.isEmpty())
            m_loop.quit();
    }

    AgentRunRecord recordOf(const Running &running, const RunResult &result) const
    {
        AgentRunRecord r;
        r.started = running.started;
        r.id = newRunId(r.started);
        r.task = running.target.task;
        r.attempt = running.target.attempt;
        r.agent = m_agent.name;
        r.agentVersion = m_report.version;
        r.command = m_agent.command;
        r.per = reviewAgentPerName(m_agent.per);
        r.sandboxed = result.sandboxed;
        r.durationMs = result.durationMs;
        r.outcome = outcomeOf(result.outcome);
        r.exitCode = result.exitCode;
        r.limit = resourceLimitName(result.limit);
        r.message = result.message;
        r.stderrTail = result.stderrBytes.right(kAgentRunStderrTail);
        r.stderrDropped = result.stderrDropped + (result.stderrBytes.size() - r.stderrTail.size());
        r.output = m_agent.output;
        return r;
    }

    void readAndImport(const Running &running, const RunResult &result, AgentRunRecord &record)
    {
        QByteArray bytes;
        const QString label = m_agent.readsStdout() ? u"stdout"_s : m_agent.output;
        if (m_agent.readsStdout()) {
            if (result.stdoutDropped > 0) {
                // The middle of the output is gone: findings are lost and a line is cut. Withdrawing flags on what
                // is left would be wrong.
                record.message = AgentReviewText::tr("the agent wrote more than the %1 bytes of output kept: "
                                                     "nothing was imported")
                                     .arg(m_limits.outputBytes);
                return;
            }
            bytes = result.stdoutBytes;
        } else {
            QFile file(agentBundleOutputFolder(running.bundle->path()) + u'/' + m_agent.output);
            if (!file.open(QIODevice::ReadOnly)) {
                record.message = AgentReviewText::tr("the agent wrote no %1: nothing was imported").arg(m_agent.output);
                return;
            }
            if (file.size() > m_limits.outputBytes) {
                record.message = AgentReviewText::tr("%1 is larger than the %2 bytes of output kept: nothing was "
                                                     "imported")
                                     .arg(m_agent.output)
                                     .arg(m_limits.outputBytes);
                return;
            }
            bytes = file.readAll();
        }
        FindingsOptions options;
        options.agentName = m_agent.name;
        options.replaceAgent = true;
        options.defaultTask = running.target.task;
        options.defaultAttempt = running.target.attempt;
        FindingsRead read = parseFindings(bytes, label, options);
        for (Finding &finding : read.findings)
            if (finding.agentVersion.isEmpty())
                finding.agentVersion = m_report.version;
        importRunFindings(m_root, m_agent, running.target.task, running.target.attempt, read, m_options.now, record);
    }

    void taskRunEnded(const QString &task)
    {
        if (--m_remaining[task] <= 0)
            progress();
    }

    void progress()
    {
        ++m_tasksDone;
        if (!m_taskIds.isEmpty())
            m_job.setProgress(int(qint64(m_tasksDone) * 1000 / m_taskIds.size()));
    }

    const QString m_root;
    const ReviewAgentConfig m_agent;
    const QStringList m_taskIds;
    const AgentReviewOptions m_options;
    const RunLimits m_limits;
    const JobControl &m_job;
    int m_parallelism = 1;
    Runner m_runner;
    QEventLoop m_loop;
    QHash<QString, Running *> m_running;
    QHash<QString, int> m_order;
    QHash<QString, int> m_remaining;
    QList<Target> m_targets;
    Task m_task;
    qsizetype m_nextTask = 0;
    int m_nextOrder = 0;
    int m_tasksDone = 0;
    AgentReviewReport m_report;
};

} // namespace

void importRunFindings(const QString &root, const ReviewAgentConfig &agent, const QString &task, const QString &attempt,
                       const FindingsRead &read, const QDateTime &now, AgentRunRecord &record)
{
    record.lines = read.records;
    record.errors = read.errors;
    FlagImportOptions import;
    if (agent.per == ReviewAgentConfig::Per::Task) {
        import.scope.kind = FlagImportScope::Kind::Tasks;
        import.scope.tasks = {task};
    } else {
        import.scope.kind = FlagImportScope::Kind::Attempts;
        import.scope.attempts = {{ task, attempt }};
    }
    import.agents = {agent.name};
    import.now = now;
    Result<FlagImportReport> imported = importFindings(root, read.findings, import);
    if (!imported) {
        record.errors.append(imported.error());
        record.message = AgentReviewText::tr("the findings could not be imported");
        return;
    }
    record.imported = true;
    record.findings = imported->findings;
    record.added = imported->added;
    record.updated = imported->updated;
    record.unchanged = imported->unchanged;
    record.restored = imported->restored;
    record.keptDecided = imported->keptDecided;
    record.withdrawn = imported->withdrawn;
    record.skipped = imported->skipped + int(read.errors.size());
    record.errors.append(imported->errors);
    record.changedPaths = imported->changedPaths;
}

int AgentReviewReport::failedRuns() const
{
    return int(std::count_if(runs.cbegin(), runs.cend(), [](const AgentRunRecord &r) { return r.failed(); }));
}

int AgentReviewReport::added() const
{
    return sumOf(runs, &AgentRunRecord::added);
}

int AgentReviewReport::updated() const
{
    return sumOf(runs, &AgentRunRecord::updated);
}

int AgentReviewReport::unchanged() const
{
    return sumOf(runs, &AgentRunRecord::unchanged);
}

int AgentReviewReport::withdrawn() const
{
    return sumOf(runs, &AgentRunRecord::withdrawn);
}

int AgentReviewReport::keptDecided() const
{
    return sumOf(runs, &AgentRunRecord::keptDecided);
}

int AgentReviewReport::skipped() const
{
    return sumOf(runs, &AgentRunRecord::skipped);
}

QString AgentReviewReport::summary() const
{
    return AgentReviewText::tr("%n run(s) (%1 failed): ", nullptr, int(runs.size())).arg(failedRuns()) +
           AgentReviewText::tr("%1 added, %2 updated, %3 unchanged, %4 withdrawn, %5 kept as decided, %6 skipped")
               .arg(added())
               .arg(updated())
               .arg(unchanged())
               .arg(withdrawn())
               .arg(keptDecided())
               .arg(skipped());
}

QString AgentReviewReport::spending() const
{
    int requests = 0;
    qint64 prompt = 0;
    qint64 completion = 0;
    double cost = -1.0;
    bool estimated = false;
    bool any = false;
    for (const AgentRunRecord &r : runs) {
        if (!r.llm)
            continue;
        any = true;
        requests += r.llm->requests;
        prompt += r.llm->promptTokens;
        completion += r.llm->completionTokens;
        estimated = estimated || r.llm->tokensEstimated;
        if (r.llm->cost >= 0)
            cost = std::max(0.0, cost) + r.llm->cost;
    }
    if (!any)
        return {};
    QString text = AgentReviewText::tr("%n request(s), %1 prompt + %2 completion tokens%3", nullptr, requests)
                       .arg(prompt)
                       .arg(completion)
                       .arg(estimated ? AgentReviewText::tr(" (some estimated)") : QString());
    if (cost >= 0)
        text += AgentReviewText::tr(", cost %1").arg(cost, 0, 'f', 4);
    return text;
}

Result<AgentReviewReport> runReviewAgent(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                         const QStringList &taskIds, const AgentReviewOptions &options,
                                         const JobControl &job)
{
    if (agent.llm)
        return runLlmReview(datasetRoot, agent, taskIds, options, job);
    Result<Dataset> dataset = openDatasetDescription(datasetRoot);
    if (!dataset)
        return dataset.error();
    ReviewSession session(dataset->root, agent, taskIds, options, dataset->info.validation.limits.resolved(), job);
    return session.run();
}

} // namespace heddle
