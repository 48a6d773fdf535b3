#pragma once

// Internal to core/trajectory (the _p suffix): one reader per family of formats, over a parsed simdjson document.

#include <core/json/jsondom_p.h>
#include <core/trajectory/trajectory.h>

#include <QCoreApplication>
#include <QSet>

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

/// Each reader throws jsondom::JsonFailure for content that does not match its format.
Trajectory readSweAgent(jsondom::Element root, TrajectoryFormat format);
Trajectory readMiniSweAgent(jsondom::Element root);
Trajectory readOpenHands(jsondom::Element root);

} // namespace heddle::trajectoryformats
