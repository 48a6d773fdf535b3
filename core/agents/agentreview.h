#pragma once

#include <core/agents/agentrunrecord.h>
#include <core/dataset/reviewagentconfig.h>
#include <core/jobs/jobcontrol.h>
#include <core/util/result.h>

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

struct FindingsRead;

struct AgentReviewOptions {
    /// Runs at once; 0: as many as there are cores.
    int parallelism = 0;
    /// The import's time (a flag withdrawn or restored); invalid: the current time.
    QDateTime now;
    /// Empty: bubblewrap from PATH (as the validation runner finds it).
    QString bubblewrapPath;
};

/// What running an agent on some tasks did: a record per run (in the order of the tasks and their attempts) and the
/// totals the window and `heddle review` show.
struct AgentReviewReport {
    QString agent;
    QString version;
    QList<AgentRunRecord> runs;
    int notRun = 0;           // runs cancelled before they started: nothing recorded
    bool cancelled = false;   // the job was stopped
    QList<Error> errors;      // tasks that could not be read or bundled, records that could not be written
    QStringList changedPaths; // the review.json files written and the run records, relative to the root, sorted

    int failedRuns() const;
    int added() const;
    int updated() const;
    int unchanged() const;
    int withdrawn() const;
    int keptDecided() const;
    int skipped() const;
    /// "3 runs (1 failed): 4 added, 1 updated, 0 unchanged, 2 withdrawn, 0 kept as decided, 1 skipped".
    QString summary() const;
    /// For an agent of kind llm: "4 requests, 19200 prompt + 480 completion tokens, cost 0.0103"; empty otherwise.
    QString spending() const;
};

/// Imports what one run of agent read for its task (attempt empty) or attempt alone, as every run does: the flags of
/// the agent there that it no longer raises are withdrawn, decided ones kept. The counts, errors and changed files go
/// into record.
void importRunFindings(const QString &root, const ReviewAgentConfig &agent, const QString &task, const QString &attempt,
                       const FindingsRead &read, const QDateTime &now, AgentRunRecord &record);

/// Runs agent once per task of taskIds, or once per attempt of each (agent.per), each on a bundle of its own in a
/// fresh temporary folder (writeAgentBundle), with the dataset's run limits, in the validation sandbox when the agent
/// asks for it (the bundle writable, the task folder and the agent's paths read-only, no network). A run that ends
/// with exit code 0 has its findings read (standard output or its output file) and imported for its task or
/// attempt alone: flags of the agent there that it no longer raises are withdrawn, decided ones are kept. Every run
/// is recorded in tasks/<id>/agent-runs. An agent of kind llm is run by runLlmReview (core/agents/llmreview.h). Blocks,
/// running an event loop of its own: call it from a job's thread or from the command line. Fails only when the dataset
/// cannot be read; job.isStopRequested() cancels what runs.
Result<AgentReviewReport> runReviewAgent(const QString &datasetRoot, const ReviewAgentConfig &agent,
                                         const QStringList &taskIds, const AgentReviewOptions &options = {},
                                         const JobControl &job = JobControl::none());

} // namespace heddle
