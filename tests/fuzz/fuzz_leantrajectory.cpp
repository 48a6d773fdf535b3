// Trajectories read lean, as files of 4 MB and more are (the window and `heddle trajectory`): the input is written to
// a file that the reader maps, its steps are read, each cut step is read again whole, and the steps are searched.
#include "fuzzing.h"

#include <core/trajectory/leantrajectory.h>

#include <QTemporaryFile>

#include <memory>

namespace heddle::fuzz {

using namespace Qt::StringLiterals;

namespace {
std::unique_ptr<QTemporaryFile> g_file;
}

void setUp()
{
    g_file = std::make_unique<QTemporaryFile>();
    if (!g_file->open())
        qFatal("cannot make a temporary file");
}

int variants()
{
    return 7;
}

void fuzzOne(int which, QByteArrayView bytes)
{
    static const TrajectoryFormat formats[] = {TrajectoryFormat::Unknown,      TrajectoryFormat::SweAgentV0,
                                               TrajectoryFormat::SweAgentV1,   TrajectoryFormat::SweAgentRetry,
                                               TrajectoryFormat::MiniSweAgent, TrajectoryFormat::OpenHands};
    // The last choice looks for an OpenHands line by instance id.
    const TrajectoryFormat format = which < 6 ? formats[which] : TrajectoryFormat::Unknown;
    const QString instance = which == 6 ? QStringLiteral("django__django-11099") : QString();
    g_file->resize(0);
    g_file->seek(0);
    g_file->write(bytes.data(), bytes.size());
    g_file->flush();

    const auto lean = LeanTrajectory::open(g_file->fileName(), format, instance);
    if (!lean)
        return;
    QList<LeanStep> steps;
    const auto info = (*lean)->readSteps([&steps](QList<LeanStep> batch) {
        for (LeanStep &step : batch) {
            // A step given again replaces the one with its index.
            if (!steps.isEmpty() && steps.last().preview.index >= step.preview.index)
                steps.last() = std::move(step);
            else
                steps.append(std::move(step));
        }
    });
    for (const LeanStep &step : std::as_const(steps))
        (void)(*lean)->step(step);
    (void)(*lean)->find(QStringLiteral("pytest"), steps);
    (void)(*lean)->find(QStringLiteral("\u00e9\"x"), steps);
    (void)info;
}

} // namespace heddle::fuzz
