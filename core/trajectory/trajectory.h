#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace heddle {

/// The on-disk formats Heddle reads trajectories from.
enum class TrajectoryFormat {
    Unknown,
    SweAgentV0,    // SWE-agent 0.x .traj: trajectory[] with state as a JSON string, history[]
    SweAgentV1,    // SWE-agent 1.x .traj: trajectory[] with per-step messages or query
    SweAgentRetry, // SWE-agent retry agent: attempts[] each holding a trajectory
    MiniSweAgent,  // mini-swe-agent-1 / 1.1: messages[]
    OpenHands,     // one line of an OpenHands output.jsonl: history[] of events or [action, observation] pairs
};

QString trajectoryFormatName(TrajectoryFormat format);
TrajectoryFormat trajectoryFormatFromName(QStringView name);

/// One normalized step of a solver's run.
struct TrajectoryStep {
    enum class Kind {
        Action,
        Edit,
        Observation,
        Message,
        Submit,
        Error
    };
    int index = 0; // 0-based, in the order of the file
    Kind kind = Kind::Action;
    QString thought;
    QString action;
    QString observation;
    std::optional<double> durationSeconds;
    std::optional<qint64> inputTokens;
    std::optional<qint64> outputTokens;
    int attempt = 0;          // for retry-agent trajectories: which attempt the step belongs to
    QString workingDirectory; // the agent's shell directory after the step, when the format records it
    QString openFile;         // the file the agent's editor had open after the step (SWE-agent)
};

QString trajectoryStepKindName(TrajectoryStep::Kind kind);
/// One line for a step: "#n kind: " and the first line of its action, else its thought, else its observation.
QString trajectoryStepSummary(const TrajectoryStep &step);

struct TrajectoryInfo {
    QString exitStatus;
    QString submission; // the patch the solver submitted, when the trajectory holds one
    std::optional<qint64> inputTokens;
    std::optional<qint64> outputTokens;
    std::optional<int> apiCalls;
    std::optional<double> cost;
    QString model;
    QString instanceId;
    int attemptCount = 1;           // retry-agent trajectories hold several attempts
    std::optional<int> bestAttempt; // the attempt the retry agent chose, when it chose one
};

struct Trajectory {
    TrajectoryFormat format = TrajectoryFormat::Unknown;
    QList<TrajectoryStep> steps;
    TrajectoryInfo info;
};

} // namespace heddle
