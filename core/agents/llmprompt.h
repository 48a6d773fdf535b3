#pragma once

#include <core/dataset/reviewagentconfig.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

struct RunRecord;
struct Task;

/// The instructions of the built-in reviewer: resources/agents/review-prompt.md, or a dataset's own file of the same
/// form (a first line "version: NAME", a blank line, then the system message). The version goes into every run
/// record and flag the prompt made.
struct LlmPromptTemplate {
    QString version;
    QString system;
    QString file; // where it was read; empty for Heddle's own
};

/// Heddle's template when llm.prompt is empty, else that file (absolute, or relative to the dataset root). The error
/// names the file and what is wrong with it.
Result<LlmPromptTemplate> loadPromptTemplate(const QString &datasetRoot, const LlmAgentSettings &llm);

/// What one request asks: the system message (the template) and the user message, which holds the task's material
/// as data, each part between markers whose nonce the material itself cannot contain (a hash of it), so that text a
/// trajectory or patch carries can neither close its part nor speak as Heddle.
struct LlmPrompt {
    QString version;
    QString system;
    QString user;
    int estimatedTokens = 0;
    /// The parts shortened or left out to fit the context, in the order of the priority that decided it.
    QStringList cut;
};

/// About four characters a token: the estimate for a budget and for a server that reports no usage.
int estimateTokens(QStringView text);

/// The request's messages for one task (attempt empty: every attempt) or one attempt of it, fitted to
/// context_tokens less max_tokens. The parts, most needed first: the query, the specs, the test lists, then per
/// attempt its patch and its results in newest (the validation run the record holds), the reference patch, the
/// declared tests' functions in each test file with the imports, fixtures and class headers around them (numbered as
/// in the file; a file where no declared test is found, whole), the trajectories condensed to their steps (actions,
/// edits, test runs and the start of each observation), and last the test files quoted in part, whole. What does not
/// fit is cut at its end with a marker, or left out and named in cut.
LlmPrompt buildReviewPrompt(const LlmPromptTemplate &prompt, const LlmAgentSettings &llm, const QString &datasetRoot,
                            const Task &task, const QString &attempt, const std::optional<RunRecord> &newest);

/// The chat-completions request body: the model, the two messages, max_tokens, temperature, no streaming, and with
/// structured, a response_format holding the findings' JSON Schema.
QByteArray chatRequestBody(const LlmAgentSettings &llm, const LlmPrompt &prompt, bool structured);

/// The follow-up that asks once for a readable answer: the request's messages, the answer, and what was wrong with it.
QByteArray repairRequestBody(const LlmAgentSettings &llm, const LlmPrompt &prompt, const QString &answer,
                             const QString &problem);

} // namespace heddle
