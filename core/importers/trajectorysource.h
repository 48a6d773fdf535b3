#pragma once

#include <core/trajectory/trajectory.h>
#include <core/util/result.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace heddle {

/// What an import takes from a trajectory without reading its steps.
struct TrajectorySummary {
    TrajectoryFormat format = TrajectoryFormat::Unknown;
    QString exitStatus;    // info.exit_status (SWE-agent, mini-swe-agent)
    QByteArray submission; // info.submission: the patch the agent submitted
    std::optional<qint64> inputTokens;
    std::optional<qint64> outputTokens;
    std::optional<int> turns; // model calls
    std::optional<double> cost;
};

/// The format from detectTrajectoryFormat(); the rest from the top-level "info" object (SWE-agent: model_stats
/// tokens_sent, tokens_received, api_calls, instance_cost; mini-swe-agent: model_stats instance_cost, api_calls) or
/// OpenHands' "metrics" (accumulated_cost, accumulated_token_usage). Steps, messages and history are skipped unread.
/// Content that is not JSON gives an empty summary: the file is still kept as the trajectory.
TrajectorySummary summarizeTrajectory(QByteArrayView bytes);

/// The agent framework a trajectory format belongs to: "swe-agent", "mini-swe-agent", "openhands" or "unknown".
QString agentForTrajectoryFormat(TrajectoryFormat format);

/// One instance's trajectory, ready to be copied into its attempt folder.
struct TrajectoryFile {
    QString path;     // the file to copy
    QString fileName; // its name in the attempt folder: <id>.traj, <id>.traj.json or output.jsonl
    TrajectorySummary summary;
};

/// The trajectories of one run: a folder holding <id>.traj, <id>/<id>.traj, <id>.traj.json or <id>/<id>.traj.json
/// files, or an OpenHands output.jsonl (one line per instance; each instance's line is written to its own
/// output.jsonl under the scratch folder, since an attempt keeps only its own trajectory).
class TrajectorySource
{
public:
    TrajectorySource() = default;
    static Result<TrajectorySource> open(const QString &path, const QString &scratchFolder);

    const QString &path() const { return m_path; }
    /// The instance ids that have a trajectory, sorted.
    QStringList instanceIds() const;
    bool contains(const QString &instanceId) const { return m_entries.contains(instanceId); }
    /// The trajectory of an instance with its summary; nullopt when there is none; an error when the file cannot
    /// be read or written.
    Result<std::optional<TrajectoryFile>> take(const QString &instanceId) const;

private:
    struct Entry {
        QString file;          // the trajectory file, or the output.jsonl holding the line
        qsizetype offset = -1; // for output.jsonl: the line's byte range
        qsizetype length = 0;
        int line = 0;
    };
    QString m_path;
    QString m_scratch;
    QHash<QString, Entry> m_entries;
};

} // namespace heddle
