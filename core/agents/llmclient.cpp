#include <core/agents/llmclient.h>

#include <core/json/jsondocument.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct LlmClientText {
    Q_DECLARE_TR_FUNCTIONS(LlmClientText)
};

/// The longest wait a Retry-After is honoured for: a server that asks for more is asked again then anyway.
constexpr qint64 kLongestWaitMs = 300'000;

struct Job {
    QString id;
    QByteArray body;
    int tries = 0;
    QElapsedTimer since;
    qint64 notBeforeMs = 0; // on the client's clock
    QTimer *deadline = nullptr;
    bool timedOut = false;
    bool tooLarge = false;
    bool cancelled = false;
};

/// The server's words for a failed request: its error.message when the body is OpenAI's error object, else the start
/// of the body, else the network's.
QString serverWords(const QByteArray &body, const QString &fallback)
{
    if (Result<Json> json = parseJson(body, QString()); json && json->is_object()) {
        const Json error = json->value("error", Json());
        if (error.is_object() && error.contains("message") && error["message"].is_string())
            return toQString(error["message"].get<std::string>());
        if (error.is_string())
            return toQString(error.get<std::string>());
    }
    const QString text = QString::fromUtf8(body.left(500)).trimmed();
    return text.isEmpty() ? fallback : text;
}

/// The wait a Retry-After header asks for (seconds, or an HTTP date), or -1 when it asks none.
qint64 retryAfterMs(const QNetworkReply *reply)
{
    const QByteArray value = reply->rawHeader("Retry-After").trimmed();
    if (value.isEmpty())
        return -1;
    bool number = false;
    const double seconds = value.toDouble(&number);
    if (number)
        return std::clamp(qint64(seconds * 1000), qint64(0), kLongestWaitMs);
    const QDateTime at = QDateTime::fromString(QString::fromLatin1(value), Qt::RFC2822Date);
    if (!at.isValid())
        return -1;
    return std::clamp(QDateTime::currentDateTimeUtc().msecsTo(at), qint64(0), kLongestWaitMs);
}

void readCompletion(const QByteArray &body, LlmExchange &exchange)
{
    Result<Json> json = parseJson(body, QString());
    const auto malformed = [&](const QString &why) {
        exchange.outcome = LlmExchange::Outcome::Malformed;
        exchange.message = why;
    };
    if (!json || !json->is_object())
        return malformed(
            LlmClientText::tr("the answer is not a JSON object: %1").arg(QString::fromUtf8(body.left(200)).trimmed()));
    const Json choices = json->value("choices", Json());
    if (!choices.is_array() || choices.empty() || !choices[0].is_object())
        return malformed(LlmClientText::tr("the answer has no choices"));
    const Json message = choices[0].value("message", Json());
    if (!message.is_object() || !message.contains("content") || !message["content"].is_string())
        return malformed(LlmClientText::tr("the answer's first choice has no message content"));
    exchange.outcome = LlmExchange::Outcome::Answered;
    exchange.content = toQString(message["content"].get<std::string>());
    if (const Json usage = json->value("usage", Json()); usage.is_object()) {
        if (usage.contains("prompt_tokens") && usage["prompt_tokens"].is_number_integer())
            exchange.promptTokens = usage["prompt_tokens"].get<int>();
        if (usage.contains("completion_tokens") && usage["completion_tokens"].is_number_integer())
            exchange.completionTokens = usage["completion_tokens"].get<int>();
    }
}

} // namespace

QString llmOutcomeName(LlmExchange::Outcome outcome)
{
    switch (outcome) {
    case LlmExchange::Outcome::Answered: return u"answered"_s;
    case LlmExchange::Outcome::HttpError: return u"http_error"_s;
    case LlmExchange::Outcome::TimedOut: return u"timed_out"_s;
    case LlmExchange::Outcome::Unreachable: return u"unreachable"_s;
    case LlmExchange::Outcome::Malformed: return u"malformed"_s;
    case LlmExchange::Outcome::TooLarge: return u"too_large"_s;
    case LlmExchange::Outcome::Cancelled: break;
    }
    return u"cancelled"_s;
}

struct LlmClient::Private {
    LlmClient *q;
    Options options;
    QNetworkAccessManager network;
    QElapsedTimer clock;
    QList<Job *> waiting;
    QHash<QNetworkReply *, Job *> running;
    QList<qint64> started;    // when requests started, for the limit per minute
    qint64 pausedUntilMs = 0; // a 429 asked the whole client to wait
    QTimer wake;

    explicit Private(LlmClient *client, const Options &o)
        : q(client)
        , options(o)
    {
        clock.start();
        wake.setSingleShot(true);
        QObject::connect(&wake, &QTimer::timeout, q, [this] { pump(); });
    }

    ~Private()
    {
        qDeleteAll(waiting);
        for (auto it = running.begin(); it != running.end(); ++it) {
            it.key()->disconnect();
            it.key()->abort();
            it.key()->deleteLater();
            delete it.value();
        }
    }

    void pump()
    {
        const qint64 now = clock.elapsed();
        if (options.requestsPerMinute > 0)
            started.erase(std::remove_if(started.begin(), started.end(), [&](qint64 t) { return now - t >= 60'000; }),
                          started.end());
        if (now < pausedUntilMs) {
            wake.start(int(pausedUntilMs - now));
            return;
        }
        qint64 nextWake = -1;
        const auto wakeAt = [&](qint64 at) { nextWake = nextWake < 0 ? at : std::min(nextWake, at); };
        // A request waiting to be tried again keeps its place among the concurrent ones.
        qsizetype busy =
            running.size() + std::count_if(waiting.cbegin(), waiting.cend(), [](const Job *j) { return j->tries > 0; });
        for (qsizetype i = 0; i < waiting.size();) {
            Job *job = waiting.at(i);
            if (job->notBeforeMs > now) {
                wakeAt(job->notBeforeMs);
                ++i;
                continue;
            }
            if (job->tries == 0 && busy >= std::max(1, options.concurrency)) {
                ++i;
                continue;
            }
            if (options.requestsPerMinute > 0 && started.size() >= options.requestsPerMinute) {
                wakeAt(started.first() + 60'000);
                break;
            }
            waiting.removeAt(i);
            busy += job->tries == 0 ? 1 : 0;
            start(job);
            started.append(now);
        }
        if (nextWake >= 0)
            wake.start(int(std::max<qint64>(1, nextWake - now)));
    }

    void start(Job *job)
    {
        QNetworkRequest request(QUrl(options.baseUrl + u"/chat/completions"_s));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        if (!options.apiKey.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + options.apiKey);
        ++job->tries;
        QNetworkReply *reply = network.post(request, job->body);
        running.insert(reply, job);
        job->deadline = new QTimer(reply);
        job->deadline->setSingleShot(true);
        QObject::connect(job->deadline, &QTimer::timeout, reply, [job, reply] {
            job->timedOut = true;
            reply->abort();
        });
        job->deadline->start(options.timeoutMs);
        QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [this, job, reply](qint64 received, qint64) {
            if (received > options.maxAnswerBytes && !job->tooLarge) {
                job->tooLarge = true;
                reply->abort();
            }
        });
        QObject::connect(reply, &QNetworkReply::finished, q, [this, reply] { done(reply); });
    }

    void done(QNetworkReply *reply)
    {
        Job *job = running.take(reply);
        reply->deleteLater();
        if (!job)
            return;
        LlmExchange exchange;
        exchange.tries = job->tries;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        exchange.httpStatus = status;
        if (job->cancelled) {
            exchange.outcome = LlmExchange::Outcome::Cancelled;
            exchange.message = LlmClientText::tr("cancelled");
        } else if (job->timedOut) {
            exchange.outcome = LlmExchange::Outcome::TimedOut;
            exchange.message = LlmClientText::tr("no answer within %1 s").arg(options.timeoutMs / 1000.0);
        } else if (job->tooLarge) {
            exchange.outcome = LlmExchange::Outcome::TooLarge;
            exchange.message =
                LlmClientText::tr("the answer is larger than the %1 bytes kept").arg(options.maxAnswerBytes);
        } else if (status == 0) {
            exchange.outcome = LlmExchange::Outcome::Unreachable;
            exchange.message = reply->errorString();
        } else {
            const QByteArray body = reply->readAll();
            if ((status == 429 || status >= 500) && job->tries < options.maxTries) {
                const qint64 asked = retryAfterMs(reply);
                job->notBeforeMs =
                    clock.elapsed() + (asked >= 0 ? asked
                                                  : std::min(kLongestWaitMs, qint64(options.firstBackoffMs)
                                                                                 << std::min(job->tries - 1, 16)));
                // Too many requests: the server's limit holds for every request, not this one alone.
                if (status == 429)
                    pausedUntilMs = std::max(pausedUntilMs, job->notBeforeMs);
                waiting.prepend(job);
                pump();
                return;
            }
            if (status != 200) {
                exchange.outcome = LlmExchange::Outcome::HttpError;
                exchange.message = u"HTTP %1: %2"_s.arg(status).arg(serverWords(body, reply->errorString()));
            } else {
                readCompletion(body, exchange);
            }
        }
        exchange.durationMs = job->since.elapsed();
        const QString id = job->id;
        delete job;
        pump();
        Q_EMIT q->finished(id, exchange);
    }
};

LlmClient::LlmClient(const Options &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, options))
{}

LlmClient::~LlmClient() = default;

void LlmClient::submit(const QString &id, const QByteArray &body)
{
    auto *job = new Job;
    job->id = id;
    job->body = body;
    job->since.start();
    d->waiting.append(job);
    d->pump();
}

void LlmClient::cancelAll()
{
    const QList<Job *> waiting = std::exchange(d->waiting, {});
    for (Job *job : waiting) {
        LlmExchange exchange;
        exchange.message = tr("cancelled");
        exchange.tries = job->tries;
        exchange.durationMs = job->since.elapsed();
        const QString id = job->id;
        delete job;
        Q_EMIT finished(id, exchange);
    }
    const QList<QNetworkReply *> replies = d->running.keys();
    for (QNetworkReply *reply : replies) {
        if (Job *job = d->running.value(reply))
            job->cancelled = true;
        reply->abort();
    }
}

int LlmClient::pending() const
{
    return int(d->waiting.size() + d->running.size());
}

} // namespace heddle
