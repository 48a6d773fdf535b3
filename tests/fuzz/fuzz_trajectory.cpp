// Trajectories parsed whole, as files under 4 MB are: the format detected, or named by the first byte.
#include "fuzzing.h"

#include <core/trajectory/trajectoryparser.h>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

void setUp() {}

int variants()
{
    return 6;
}

void fuzzOne(int variant, QByteArrayView bytes)
{
    static const TrajectoryFormat formats[] = {TrajectoryFormat::Unknown,      TrajectoryFormat::SweAgentV0,
                                               TrajectoryFormat::SweAgentV1,   TrajectoryFormat::SweAgentRetry,
                                               TrajectoryFormat::MiniSweAgent, TrajectoryFormat::OpenHands};
    const TrajectoryFormat format = formats[variant];
    (void)detectTrajectoryFormat(bytes);
    (void)parseTrajectory(bytes, format);
}

} // namespace heddle::fuzz
