#pragma once

#include <core/json/jsonfwd.h>
#include <core/probe/probewitness.h>

namespace heddle {

Json probeWitnessesToJson(const QList<ProbeWitness> &witnesses);
/// The witnesses of a JSON array as probeWitnessesToJson writes it; what is not an object is skipped.
QList<ProbeWitness> probeWitnessesFromJson(const Json &list);

} // namespace heddle
