#pragma once

#include <core/agents/agentspending.h>
#include <core/json/jsonfwd.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// What a run of Heddle's own reviewer (an agent of kind llm) asked of its model server and what it cost. The key is
/// never kept: keySource says where it came from ("env:NAME", "keyring", "none").
struct LlmRunInfo {
    QString baseUrl;
    QString model;
    QString promptVersion;
    QString keySource;
    int requests = 0; // sent, the repair of an unreadable answer included; 0 when the answer came from the cache
    bool cached = false;
    int promptTokens = 0;
    int completionTokens = 0;
    bool tokensEstimated = false; // the server reported no usage: counted as about four characters a token
    double cost = -1.0;           // from the agent's prices per million tokens; below 0: no price stated
    QStringList cut;              // parts of the task cut or left out to fit the context window

    bool operator==(const LlmRunInfo &other) const = default;
};

/// One run of a review agent on a task (or one attempt of it), as tasks/<id>/agent-runs/<run>.json keeps it: written
/// once, never changed (resources/schemas/agent-run.schema.json).
struct AgentRunRecord {
    enum class Outcome {
        Finished,
        TimedOut,
        Cancelled,
        FailedToStart,
        Crashed,
        Limit // a limit (memory, processes, file size, CPU time) stopped it
    };

    QString id;
    QString task;
    QString attempt; // empty: a run on the whole task
    QString agent;
    QString agentVersion;
    QString command;
    QString per; // "task" or "attempt"
    bool sandboxed = false;
    QDateTime started;
    qint64 durationMs = 0;
    Outcome outcome = Outcome::FailedToStart;
    int exitCode = -1;
    QString limit;   // with Limit (and TimedOut): the limit's name ("memory", "wall_time")
    QString message; // why it failed to start, timed out, crashed, was cancelled, or why nothing was imported
    QByteArray stderrTail;
    qint64 stderrDropped = 0;      // bytes of stderr before the tail, not kept
    QString output;                // "stdout" or the output file's name
    std::optional<LlmRunInfo> llm; // set for a run of Heddle's own reviewer

    /// What was read and imported. Set when the output was read: a run that did not finish with exit code 0 imports
    /// nothing (it may not have said all it found, and would withdraw flags it never got to).
    bool imported = false;
    int findings = 0;
    int lines = 0; // lines read, good and bad
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    int restored = 0;
    int keptDecided = 0;
    int withdrawn = 0;
    int skipped = 0;
    QList<Error> errors; // the output's unreadable lines and the findings the import refused, with file:line, pointer
    QStringList changedPaths; // review.json files the import wrote, relative to the dataset root

    /// A run that could not give its findings: anything but finished with exit code 0.
    bool failed() const { return outcome != Outcome::Finished || exitCode != 0; }
};

QString agentRunOutcomeName(AgentRunRecord::Outcome outcome); // finished, timed_out, cancelled, failed_to_start, ...
std::optional<AgentRunRecord::Outcome> agentRunOutcomeFromName(QStringView name);

/// The most of an agent's stderr a record keeps: its last part.
inline constexpr qsizetype kAgentRunStderrTail = 16 * 1024;

Json agentRunRecordToJson(const AgentRunRecord &record);
/// Reads a record; the error names file and, for a value that breaks the schema, its JSON pointer.
Result<AgentRunRecord> agentRunRecordFromJson(QByteArrayView bytes, const QString &file);

/// Writes the record to tasks/<task>/agent-runs/<id>.json under root; an existing file is never replaced.
Result<void> writeAgentRunRecord(const QString &root, const AgentRunRecord &record);
/// The records of a task, oldest first; unreadable ones are left out.
QList<AgentRunRecord> readAgentRunRecords(const QString &root, const QString &taskId);

/// The spending of every agent that has runs of kind llm recorded under root, by agent name.
QList<AgentSpending> agentSpending(const QString &root);

} // namespace heddle
