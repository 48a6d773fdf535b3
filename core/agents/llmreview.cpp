#include <core/agents/llmreview.h>

#include <core/agents/findings.h>
#include <core/agents/llmanswer.h>
#include <core/agents/llmclient.h>
#include <core/agents/llmprompt.h>
#include <core/dataset/datasetio.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

#include <memory>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct LlmReviewText {
    Q_DECLARE_TR_FUNCTIONS(LlmReviewText)
};

std::function<QByteArray(const QString &)> &keyringLookup()
{
    static std::function<QByteArray(const QString &)> lookup;
    return lookup;
}

/// One request's answer kept in .heddle-cache/llm, by the hash of the prompt version, the model and the request.
struct CachedAnswer {
    QString content;
    int promptTokens = 0;
    int completionTokens = 0;
    bool estimated = false;
};

QString cacheKey(const QString &version, const LlmAgentSettings &llm, const QByteArray &body)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &part : {version, llm.model, llm.baseUrl})
        hash.addData(part.toUtf8().append('\0'));
    hash.addData(body);
    return QString::fromLatin1(hash.result().toHex());
}

QString cacheFile(const QString &root, const QString &key)
{
    return DatasetLayout(root).at(DatasetLayout::cacheFolder() + u"/llm/"_s + key + u".json"_s);
}

std::optional<CachedAnswer> readCached(const QString &root, const QString &key)
{
    const Result<QByteArray> bytes = readWholeFile(cacheFile(root, key));
    if (!bytes)
        return std::nullopt;
    const Result<Json> json = parseJson(*bytes, cacheFile(root, key));
    if (!json || !json->is_object() || !json->contains("content") || !(*json)["content"].is_string())
        return std::nullopt;
    return CachedAnswer{toQString((*json)["content"].get<std::string>()), json->value("prompt_tokens", 0),
                        json->value("completion_tokens", 0), json->value("estimated", false)};
}

void storeCached(const QString &root, const QString &key, const CachedAnswer &answer)
{
    const DatasetLayout layout(root);
    (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    (void)writeFileIfChanged(cacheFile(root, key), serializeJson(Json{{"content", toStd(answer.content)},
                                                                      {"prompt_tokens", answer.promptTokens},
                                                                      {"completion_tokens", answer.completionTokens},
                                                                      {"estimated", answer.estimated}}));
}

std::optional<RunRecord> newestValidation(const QString &root, const QString &taskId)
{
    LoadedRunRecords loaded = loadRunRecords(root, taskId);
    if (loaded.records.isEmpty())
        return std::nullopt;
    return loaded.records.first();
}

/// What the agent reviews of a task, one request each: the whole task (an empty id), or each attempt.
QStringList targetsOf(const ReviewAgentConfig &agent, const Task &task)
{
    if (agent.per == ReviewAgentConfig::Per::Task)
        return {QString()};
    QStringList attempts;
    for (const Attempt &a : task.attempts)
        attempts.append(a.id);
    return attempts;
}

/// One request of the session: what it asks, and the run it becomes.
struct Pending {
    int order = 0;
    QString task;
    QString attempt;
    LlmPrompt prompt;
    QByteArray body;
    QString key;
    bool repairing = false;
    AgentRunRecord record;
};

/// A 400 that names the structured output the request asked for: a server that does not support it.
bool refusesStructuredOutput(const LlmExchange &exchange)
{
    if (exchange.outcome != LlmExchange::Outcome::HttpError ||
        (exchange.httpStatus != 400 && exchange.httpStatus != 422))
        return false;
    const QString words = exchange.message.toLower();
    return words.contains(u"response_format"_s) || words.contains(u"json_schema"_s) || words.contains(u"structured"_s);
}

AgentRunRecord::Outcome outcomeOf(LlmExchange::Outcome outcome)
{
    switch (outcome) {
    case LlmExchange::Outcome::Answered: return AgentRunRecord::Outcome::Finished;
    case LlmExchange::Outcome::TimedOut: return AgentRunRecord::Outcome::TimedOut;
    case LlmExchange::Outcome::Unreachable: return AgentRunRecord::Outcome::FailedToStart;
    case LlmExchange::Outcome::Cancelled: return AgentRunRecord::Outcome::Cancelled;
    case LlmExchange::Outcome::HttpError:
    case LlmExchange::Outcome::Malformed:
    case LlmExchange::Outcome::TooLarge: break;
    }
    return AgentRunRecord::Outcome::Crashed;
}

class LlmReviewSession
{
public:
    LlmReviewSession(QString root, const ReviewAgentConfig &agent, QStringList taskIds, LlmPromptTemplate prompt,
                     LlmApiKey key, const AgentReviewOptions &options, const JobControl &job)
        : m_root(std::move(root))
        , m_agent(agent)
        , m_llm(*agent.llm)
        , m_taskIds(std::move(taskIds))
        , m_template(std::move(prompt))
        , m_keySource(key.source)
        , m_options(options)
        , m_job(job)
        , m_client(LlmClient::Options{m_llm.baseUrl, key.key, m_llm.concurrency, m_llm.requestsPerMinute,
                                      agent.timeoutSeconds * 1000})
    {
        m_report.agent = agent.name;
        m_report.version = m_llm.model + u' ' + m_template.version;
    }

    AgentReviewReport run()
    {
        QObject::connect(&m_client, &LlmClient::finished, &m_loop,
                         [this](const QString &id, const LlmExchange &exchange) { answered(id, exchange); });
        QTimer poll;
        poll.setInterval(100);
        QObject::connect(&poll, &QTimer::timeout, &m_loop, [this] {
            if (!m_report.cancelled && m_job.isStopRequested())
                cancel();
        });
        poll.start();
        fill();
        if (!m_pending.isEmpty())
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
    /// Reads tasks and sends their requests while fewer than twice the concurrency are out; answers from the cache
    /// are taken at once.
    void fill()
    {
        while (!m_report.cancelled && m_pending.size() < 2 * std::max(1, m_llm.concurrency) &&
               m_nextTask < m_taskIds.size()) {
            const QString id = m_taskIds.at(m_nextTask++);
            Result<Task> task = loadTask(m_root, id);
            if (!task) {
                m_report.errors.append(task.error());
                progress();
                continue;
            }
            const std::optional<RunRecord> newest = newestValidation(m_root, id);
            const QStringList attempts = targetsOf(m_agent, *task);
            m_remaining[id] = int(attempts.size());
            if (attempts.isEmpty())
                progress();
            for (const QString &attempt : std::as_const(attempts))
                start(*task, attempt, newest);
        }
        if (m_pending.isEmpty() && m_nextTask >= m_taskIds.size())
            m_loop.quit();
    }

    void start(const Task &task, const QString &attempt, const std::optional<RunRecord> &newest)
    {
        auto pending = std::make_unique<Pending>();
        pending->order = m_nextOrder++;
        pending->task = task.id;
        pending->attempt = attempt;
        pending->prompt = buildReviewPrompt(m_template, m_llm, m_root, task, attempt, newest);
        pending->body = chatRequestBody(m_llm, pending->prompt, m_structured);
        pending->key = cacheKey(m_template.version, m_llm, pending->body);
        AgentRunRecord &r = pending->record;
        r.started = QDateTime::currentDateTimeUtc();
        r.id = newRunId(r.started);
        r.task = task.id;
        r.attempt = attempt;
        r.agent = m_agent.name;
        r.agentVersion = m_report.version;
        r.command = u"llm %1 at %2"_s.arg(m_llm.model, m_llm.baseUrl);
        r.per = reviewAgentPerName(m_agent.per);
        r.output = u"answer"_s;
        r.llm = LlmRunInfo{m_llm.baseUrl, m_llm.model, m_template.version, m_keySource};
        r.llm->cut = pending->prompt.cut;
        const QString id = QString::number(pending->order);
        Pending *p = pending.get();
        m_pending.insert(id, pending.release());
        if (const std::optional<CachedAnswer> cached = readCached(m_root, p->key)) {
            p->record.llm->cached = true;
            // Handled from the event loop, as a sent request's answer is, so that fill() is never re-entered.
            QTimer::singleShot(0, &m_loop, [this, id, content = cached->content] { take(id, content); });
            return;
        }
        ++p->record.llm->requests;
        m_client.submit(id, p->body);
    }

    void answered(const QString &id, const LlmExchange &exchange)
    {
        Pending *p = m_pending.value(id);
        if (!p)
            return;
        p->record.durationMs += exchange.durationMs;
        if (refusesStructuredOutput(exchange) && m_structured && !p->repairing) {
            // The server takes no JSON Schema: this request and every later one go without, the answer read from text.
            m_structured = false;
            p->body = chatRequestBody(m_llm, p->prompt, false);
            p->key = cacheKey(m_template.version, m_llm, p->body);
            ++p->record.llm->requests;
            m_client.submit(id, p->body);
            return;
        }
        if (exchange.outcome == LlmExchange::Outcome::Answered) {
            // What the server reports; a server that reports nothing is counted at about four characters a token.
            LlmRunInfo &info = *p->record.llm;
            info.promptTokens += exchange.promptTokens >= 0 ? exchange.promptTokens : p->prompt.estimatedTokens;
            info.completionTokens +=
                exchange.completionTokens >= 0 ? exchange.completionTokens : estimateTokens(exchange.content);
            info.tokensEstimated |= exchange.promptTokens < 0 || exchange.completionTokens < 0;
        } else {
            p->record.outcome = outcomeOf(exchange.outcome);
            p->record.message = exchange.message;
            finish(id);
            return;
        }
        take(id, exchange.content);
    }

    /// The answer's findings imported, or one more request that asks for a readable answer.
    void take(const QString &id, const QString &content)
    {
        Pending *p = m_pending.value(id);
        if (!p)
            return;
        FindingsOptions options;
        options.agentName = m_agent.name;
        options.replaceAgent = true;
        options.defaultTask = p->task;
        options.defaultAttempt = p->attempt;
        const QString label =
            p->attempt.isEmpty() ? u"answer for %1"_s.arg(p->task) : u"answer for %1/%2"_s.arg(p->task, p->attempt);
        LlmAnswer answer = readLlmAnswer(content, label, options);
        if (!answer.problem.isEmpty() && !p->repairing && !p->record.llm->cached) {
            p->repairing = true;
            ++p->record.llm->requests;
            m_client.submit(id, repairRequestBody(m_llm, p->prompt, content, answer.problem));
            return;
        }
        p->record.outcome = AgentRunRecord::Outcome::Finished;
        if (!answer.problem.isEmpty()) {
            p->record.exitCode = 1;
            p->record.message = LlmReviewText::tr("the answer could not be read, nor the one asked again: %1: nothing "
                                                  "was imported")
                                    .arg(answer.problem);
            finish(id);
            return;
        }
        p->record.exitCode = 0;
        const LlmRunInfo &info = *p->record.llm;
        if (!info.cached) // the readable answer, repaired or not, is the one kept for this request
            storeCached(m_root, p->key, {content, info.promptTokens, info.completionTokens, info.tokensEstimated});
        for (Finding &finding : answer.read.findings)
            finding.agentVersion = m_report.version;
        importRunFindings(m_root, m_agent, p->task, p->attempt, answer.read, m_options.now, p->record);
        finish(id);
    }

    void finish(const QString &id)
    {
        const std::unique_ptr<Pending> p(m_pending.take(id));
        AgentRunRecord record = std::move(p->record);
        if (record.llm && !record.llm->cached && (m_llm.promptPrice >= 0 || m_llm.completionPrice >= 0))
            record.llm->cost = (record.llm->promptTokens * std::max(0.0, m_llm.promptPrice) +
                                record.llm->completionTokens * std::max(0.0, m_llm.completionPrice)) /
                               1e6;
        else if (record.llm && record.llm->cached && (m_llm.promptPrice >= 0 || m_llm.completionPrice >= 0))
            record.llm->cost = 0.0;
        while (m_order.contains(record.id) ||
               QFileInfo::exists(DatasetLayout(m_root).at(DatasetLayout::agentRunFile(record.task, record.id))))
            record.id = newRunId(record.started);
        if (Result<void> written = writeAgentRunRecord(m_root, record); !written)
            m_report.errors.append(written.error());
        else
            m_report.changedPaths.append(DatasetLayout::agentRunFile(record.task, record.id));
        m_order.insert(record.id, p->order);
        m_report.changedPaths.append(record.changedPaths);
        const QString task = record.task;
        m_report.runs.append(std::move(record));
        if (--m_remaining[task] <= 0)
            progress();
        fill();
    }

    void cancel()
    {
        m_report.cancelled = true;
        m_report.notRun += int(m_taskIds.size() - m_nextTask);
        m_nextTask = m_taskIds.size();
        m_client.cancelAll();
    }

    void progress()
    {
        ++m_tasksDone;
        if (!m_taskIds.isEmpty())
            m_job.setProgress(int(qint64(m_tasksDone) * 1000 / m_taskIds.size()));
    }

    const QString m_root;
    const ReviewAgentConfig m_agent;
    const LlmAgentSettings m_llm;
    const QStringList m_taskIds;
    const LlmPromptTemplate m_template;
    const QString m_keySource;
    const AgentReviewOptions m_options;
    const JobControl &m_job;
    QEventLoop m_loop;
    LlmClient m_client;
    bool m_structured = m_llm.structuredOutput; // false once the server refused a JSON Schema
    QHash<QString, Pending *> m_pending;
    QHash<QString, int> m_order;
    QHash<QString, int> m_remaining;
    qsizetype m_nextTask = 0;
    int m_nextOrder = 0;
    int m_tasksDone = 0;
    AgentReviewReport m_report;
};

} // namespace

void setLlmKeyringLookup(std::function<QByteArray(const QString &agent)> lookup)
{
    keyringLookup() = std::move(lookup);
}

Result<LlmApiKey> llmApiKey(const ReviewAgentConfig &agent)
{
    if (!agent.llm)
        return makeError(Error::Code::Unsupported, LlmReviewText::tr("%1 is not an agent of kind llm").arg(agent.name));
    if (const QString name = agent.llm->apiKeyEnv; !name.isEmpty()) {
        const QByteArray key = qgetenv(name.toLocal8Bit().constData());
        if (key.isEmpty())
            return makeError(Error::Code::Unsupported,
                             LlmReviewText::tr("agent %1 takes its API key from the environment variable %2, which "
                                               "is not set")
                                 .arg(agent.name, name));
        return LlmApiKey{key, u"env:"_s + name};
    }
    if (keyringLookup())
        if (const QByteArray key = keyringLookup()(agent.name); !key.isEmpty())
            return LlmApiKey{key, u"keyring"_s};
    return LlmApiKey{{}, u"none"_s};
}

Result<QList<LlmRequestPlan>> planLlmReview(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                            const QStringList &taskIds)
{
    if (!agent.llm)
        return makeError(Error::Code::Unsupported, LlmReviewText::tr("%1 is not an agent of kind llm").arg(agent.name));
    Result<LlmPromptTemplate> prompt = loadPromptTemplate(datasetRoot, *agent.llm);
    if (!prompt)
        return prompt.error();
    QList<LlmRequestPlan> plans;
    for (const QString &id : taskIds) {
        Result<Task> task = loadTask(datasetRoot, id);
        if (!task)
            return task.error();
        const std::optional<RunRecord> newest = newestValidation(datasetRoot, id);
        const QStringList attempts = targetsOf(agent, *task);
        for (const QString &attempt : std::as_const(attempts)) {
            const LlmPrompt p = buildReviewPrompt(*prompt, *agent.llm, datasetRoot, *task, attempt, newest);
            LlmRequestPlan plan{id, attempt, chatRequestBody(*agent.llm, p, agent.llm->structuredOutput),
                                p.estimatedTokens, p.cut};
            plan.cached = readCached(datasetRoot, cacheKey(prompt->version, *agent.llm, plan.body)).has_value();
            plans.append(std::move(plan));
        }
    }
    return plans;
}

Result<AgentReviewReport> runLlmReview(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                       const QStringList &taskIds, const AgentReviewOptions &options,
                                       const JobControl &job)
{
    Result<Dataset> dataset = openDatasetDescription(datasetRoot);
    if (!dataset)
        return dataset.error();
    Result<LlmApiKey> key = llmApiKey(agent);
    if (!key)
        return key.error();
    Result<LlmPromptTemplate> prompt = loadPromptTemplate(dataset->root, *agent.llm);
    if (!prompt)
        return prompt.error();
    LlmReviewSession session(dataset->root, agent, taskIds, std::move(*prompt), std::move(*key), options, job);
    return session.run();
}

} // namespace heddle
