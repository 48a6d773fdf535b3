#pragma once

// Internal to core/trajectory: one reader per family of formats, over a parsed simdjson document.

#include <core/trajectory/trajectory.h>
#include <core/trajectory/trajectoryjson.h>

#include <QSet>

#include <optional>

namespace heddle::trajectoryformats {

/// What the top level of a document shows about its format; filled from a full parse or from a quick scan.
struct FormatClues {
    QSet<QString> topLevelKeys;
    bool rootIsArray = false;
    bool firstElementHasRole = false; // rootIsArray: the first element is a chat message
    // From the first step of "trajectory": v1 stores state as an object and keeps the model's input per step.
    std::optional<bool> firstStepLooksV1;
};

TrajectoryFormat decideFormat(const FormatClues &clues);
FormatClues cluesOf(trajectoryjson::Element root);
/// Reads only as much of the text as it needs; never fails (Unknown when the text is no JSON it knows).
FormatClues scanClues(QByteArrayView text);

/// Each reader throws trajectoryjson::Failure for content that does not match its format.
Trajectory readSweAgent(trajectoryjson::Element root, TrajectoryFormat format);
Trajectory readMiniSweAgent(trajectoryjson::Element root);
Trajectory readOpenHands(trajectoryjson::Element root);

} // namespace heddle::trajectoryformats
