#pragma once

#include <core/json/jsonfwd.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// A reviewer Heddle runs itself, in its own process, over a model server that speaks the OpenAI-compatible
/// chat-completions protocol (vLLM, llama.cpp's server, Ollama, SGLang, a hosted API): "llm" of a review agent.
struct LlmAgentSettings {
    QString baseUrl; // up to the version: requests go to <base_url>/chat/completions
    QString model;
    QString apiKeyEnv; // the environment variable that holds the key; empty: the keyring's, else no key
    int maxTokens = 4096;
    double temperature = 0.0;
    int concurrency = 4;
    int requestsPerMinute = 0; // 0: no limit
    int contextTokens = 32768;
    QString prompt;               // a prompt template, absolute or relative to the dataset; empty: Heddle's own
    bool structuredOutput = true; // the findings' JSON Schema goes in the request (response_format)
    double promptPrice = -1.0;    // per million prompt tokens; below 0: not stated
    double completionPrice = -1.0;

    bool operator==(const LlmAgentSettings &other) const = default;
};

/// A review agent Heddle can run as a command ("review_agents" in heddle-dataset.json, or the curator's own in the
/// preferences): once per task or per attempt, on a prepared bundle, its findings read as JSONL.
struct ReviewAgentConfig {
    enum class Per {
        Task,
        Attempt
    };

    QString name;
    QString command;                     // run by /bin/sh -c in the bundle folder; empty for an agent of kind llm
    std::optional<LlmAgentSettings> llm; // set: Heddle's own reviewer over a model server, instead of a command
    Per per = Per::Task;
    bool sandbox = true;
    int timeoutSeconds = 600;
    /// "stdout", or the name of the file the agent writes in its output folder ($HEDDLE_OUTPUT).
    QString output = QStringLiteral("stdout");
    QString version;        // empty: version_command's first line, else none
    QString versionCommand; // empty: none
    /// Folders or files the agent needs (its script, its environment), shown read-only in the sandbox: absolute, or
    /// relative to the dataset root.
    QStringList paths;

    bool readsStdout() const { return output == u"stdout"; }
    bool operator==(const ReviewAgentConfig &other) const = default;
};

QString reviewAgentPerName(ReviewAgentConfig::Per per); // "task", "attempt"

/// One agent as heddle-dataset.json writes it: the keys that hold their default are left out.
Json reviewAgentToJson(const ReviewAgentConfig &agent);
/// Reads one agent of a value that passed dataset.schema.json's review_agent definition.
ReviewAgentConfig reviewAgentFromJson(const Json &json);

/// Reads a JSON array of agents in heddle-dataset.json's form (the preferences keep the curator's own so), checking
/// each as the schema does; an error names file and the JSON pointer of the value at fault. Empty text: no agents.
Result<QList<ReviewAgentConfig>> parseReviewAgents(QByteArrayView text, const QString &file);
/// The agents as a JSON array, indented as every file Heddle writes.
QByteArray reviewAgentsToText(const QList<ReviewAgentConfig> &agents);

/// The dataset's agents, then the curator's own whose name the dataset does not use (the dataset's win).
QList<ReviewAgentConfig> mergeReviewAgents(const QList<ReviewAgentConfig> &dataset,
                                           const QList<ReviewAgentConfig> &own);

} // namespace heddle
