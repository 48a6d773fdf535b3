#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>

namespace heddle {

/// One request to a chat-completions server and what came of it.
struct LlmExchange {
    enum class Outcome {
        Answered,    // 200 with an assistant message
        HttpError,   // another status, after the retries a 429 or 5xx gets
        TimedOut,    // no whole answer within the timeout
        Unreachable, // the connection was refused or broke
        Malformed,   // a 200 whose body is not a chat completion
        TooLarge,    // the answer was larger than the client keeps
        Cancelled
    };
    Outcome outcome = Outcome::Cancelled;
    int httpStatus = 0;
    QString message;       // for every outcome but Answered: what went wrong, in the server's words when it gave some
    QString content;       // the assistant's message
    int promptTokens = -1; // as the server reported them; -1: not reported
    int completionTokens = -1;
    qint64 durationMs = 0; // from the first try to the answer, waits included
    int tries = 0;
};

QString llmOutcomeName(LlmExchange::Outcome outcome); // answered, http_error, timed_out, unreachable, ...

/// Sends chat-completions requests to one server: at most concurrency at once, at most requestsPerMinute started in
/// any minute, each bounded in time and in the size of its answer. A 429 or 5xx answer is tried again after the wait
/// its Retry-After asks for, else after a wait that doubles each time (1 s, 2 s, 4 s...), up to maxTries in all; after
/// a 429 no request starts before that wait is over.
/// Lives on the thread that made it, which runs an event loop while requests are out.
class LlmClient : public QObject
{
    Q_OBJECT

public:
    struct Options {
        QString baseUrl;   // requests go to baseUrl + "/chat/completions"
        QByteArray apiKey; // sent as "Authorization: Bearer"; empty: no header
        int concurrency = 4;
        int requestsPerMinute = 0; // 0: no limit
        int timeoutMs = 600'000;
        int maxTries = 4;
        int firstBackoffMs = 1000;
        qint64 maxAnswerBytes = qint64(4) << 20;
    };

    explicit LlmClient(const Options &options, QObject *parent = nullptr);
    ~LlmClient() override;

    /// Queues a request whose JSON body is body; finished(id, ...) follows, once.
    void submit(const QString &id, const QByteArray &body);
    /// Stops every request at once: queued and running ones finish as Cancelled.
    void cancelAll();
    /// Requests queued, waiting for a retry or out.
    int pending() const;

Q_SIGNALS:
    void finished(const QString &id, const heddle::LlmExchange &exchange);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace heddle
