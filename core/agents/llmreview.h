#pragma once

#include <core/agents/agentreview.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace heddle {

/// One request the built-in reviewer makes, before it is sent: heddle review --dry-run prints these.
struct LlmRequestPlan {
    QString task;
    QString attempt; // empty: the whole task
    QByteArray body; // the chat-completions request, as it would be sent
    int estimatedTokens = 0;
    QStringList cut;     // parts cut or left out to fit the context window
    bool cached = false; // an answer to this very request is in the cache: it would not be sent
};

/// Where the key of an agent of kind llm comes from: the environment variable it names, else the desktop's keyring
/// (through the lookup the window sets; core reads no keyring itself), else none. The key itself is never written
/// anywhere; source says "env:NAME", "keyring" or "none".
struct LlmApiKey {
    QByteArray key;
    QString source;
};
Result<LlmApiKey> llmApiKey(const ReviewAgentConfig &agent);
/// How the keyring is asked for an agent's key (by the agent's name); unset, it is never asked.
void setLlmKeyringLookup(std::function<QByteArray(const QString &agent)> lookup);

/// The requests agent (of kind llm) would make for taskIds, one per task or per attempt, with their estimated tokens.
Result<QList<LlmRequestPlan>> planLlmReview(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                            const QStringList &taskIds);

/// Runs an agent of kind llm as runReviewAgent runs a command: per task or per attempt, one chat-completions request
/// each (and one more to repair an answer that cannot be read), at most llm.concurrency at once and
/// llm.requests_per_minute a minute, each answer's findings checked and imported for its task or attempt alone and
/// every run recorded with its tokens and cost. An answer is cached by (prompt version, model, request): the same
/// request again is not sent and imports the same findings. Blocks, running an event loop of its own.
Result<AgentReviewReport> runLlmReview(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                       const QStringList &taskIds, const AgentReviewOptions &options = {},
                                       const JobControl &job = JobControl::none());

} // namespace heddle
