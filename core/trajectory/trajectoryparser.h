#pragma once

#include <core/jobs/jobcontrol.h>
#include <core/trajectory/trajectory.h>
#include <core/util/result.h>

#include <QByteArrayView>
#include <QFuture>
#include <QString>

namespace heddle {

/// Tells the format from the content (cheap: looks at top-level keys). Unknown when nothing fits.
TrajectoryFormat detectTrajectoryFormat(QByteArrayView bytes);

/// Parses a whole trajectory document. With format Unknown the format is detected. An OpenHands document is one
/// line of output.jsonl (one instance); a file with several lines takes the first, or the one whose instance_id
/// matches instanceId when given. Errors name the byte offset as line:column and the JSON pointer.
Result<Trajectory> parseTrajectory(QByteArrayView bytes, TrajectoryFormat format = TrajectoryFormat::Unknown,
                                   const QString &instanceId = {});

/// Reads and parses a file; error.file is set to path. A job that is told to stop while the file is read returns a
/// Cancelled error instead of parsing it.
Result<Trajectory> loadTrajectory(const QString &path, TrajectoryFormat format = TrajectoryFormat::Unknown,
                                  const QString &instanceId = {}, const JobControl &job = JobControl::none());

/// loadTrajectory on a worker thread.
QFuture<Result<Trajectory>> loadTrajectoryAsync(const QString &path,
                                                TrajectoryFormat format = TrajectoryFormat::Unknown,
                                                const QString &instanceId = {});

} // namespace heddle
