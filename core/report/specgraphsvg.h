#pragma once

#include <core/specs/specgraph.h>

#include <QString>

namespace heddle {

/// The spec interaction graph as an inline <svg> element, laid out by layoutSpecGraph: a box per spec (its id, title
/// and category, a dashed border when no test covers it) and a line per interaction. Every text is escaped; the
/// category also reads as words, never by colour alone. Empty for a graph without specs.
QString specGraphSvg(const SpecGraph &graph);

} // namespace heddle
