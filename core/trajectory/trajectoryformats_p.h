#pragma once

// Internal to core/trajectory (the _p suffix): one reader per family of formats, over a parsed simdjson document.

#include <core/json/jsondom_p.h>
#include <core/trajectory/trajectory.h>

#include <QCoreApplication>
#include <QSet>

#include <memory>
#include <optional>

namespace heddle::trajectoryformats {

/// The translation context of the messages the trajectory readers write.
class TrajectoryParser
{
    Q_DECLARE_TR_FUNCTIONS(TrajectoryParser)
};

/// What the top level of a document shows about its format; filled from a full parse or from a quick scan.
struct FormatClues {
    QSet<QString> topLevelKeys;
    bool rootIsArray = false;
    bool firstElementHasRole = false; // rootIsArray: the first element is a chat message
    // From the first step of "trajectory": v1 stores state as an object and keeps the model's input per step.
    std::optional<bool> firstStepLooksV1;
};

TrajectoryFormat decideFormat(const FormatClues &clues);
FormatClues cluesOf(jsondom::Element root);
/// Reads only as much of the text as it needs; never fails (Unknown when the text is no JSON it knows).
FormatClues scanClues(QByteArrayView text);

/// Reads the steps of a trajectory one element of its list of steps at a time (SWE-agent's "trajectory", the
/// messages of mini-swe-agent, OpenHands' "history"). The whole-document readers go through it, and a lean
/// trajectory reads each element by itself from the mapped file. Throws jsondom::JsonFailure for an element that
/// does not match the format.
class StepReader
{
public:
    virtual ~StepReader() = default;
    /// Reads one element; returns the row in steps of the step it made or added to, or -1 when it did neither.
    virtual qsizetype read(jsondom::Element element, const jsondom::JsonPath &path) = 0;
    /// What the elements told about the run as a whole, into what info does not say already.
    virtual void finish(TrajectoryInfo &info) const { Q_UNUSED(info) }

    QList<TrajectoryStep> steps;
    int attempt = 0; // the retry agent's attempt the next elements belong to
    /// Steps came before the first element read (a lean trajectory reading one step again), so the first elements
    /// are not the task's opening messages.
    bool continuing = false;
    /// Only the steps' kinds and the run's info are wanted (a statistics pass): the texts no kind depends on (the
    /// observations, and SWE-agent's thoughts and state) have their types checked but are not kept.
    bool kindsOnly = false;

protected:
    simdjson::dom::parser nested; // for JSON encoded in strings: the document's own parser must not be reused
};

/// The instance a SWE-agent or mini-swe-agent file is named after (<instance_id>.traj, <instance_id>.traj.json); empty
/// for another name.
QString instanceIdFromFileName(const QString &path);

/// The step reader of a format; nothing for Unknown.
std::unique_ptr<StepReader> makeStepReader(TrajectoryFormat format);
std::unique_ptr<StepReader> makeSweAgentStepReader();
std::unique_ptr<StepReader> makeMiniSweAgentStepReader();
std::unique_ptr<StepReader> makeOpenHandsStepReader();

/// Each reader throws jsondom::JsonFailure for content that does not match its format.
Trajectory readSweAgent(jsondom::Element root, TrajectoryFormat format);
Trajectory readMiniSweAgent(jsondom::Element root);
Trajectory readOpenHands(jsondom::Element root);

/// What the top level of a document tells about the run, without its steps: the readers above use these, and a
/// lean trajectory calls them on its document with the lists of steps left out, then lets its StepReader finish.
void readSweAgentInfo(jsondom::Element root, TrajectoryFormat format, TrajectoryInfo &info);
void readMiniSweAgentInfo(jsondom::Element root, TrajectoryInfo &info);
void readOpenHandsInfo(jsondom::Element root, TrajectoryInfo &info);

} // namespace heddle::trajectoryformats
