#pragma once

#include <core/specs/specgraph.h>

#include <QList>

#include <cstdint>

namespace heddle {

/// A node centre in layout units (the widget maps one unit to one scene pixel).
struct SpecPoint {
    double x = 0.0;
    double y = 0.0;
};

struct SpecLayoutParams {
    double nodeWidth = 220.0;
    double nodeHeight = 62.0;
    double minGap = 20.0; // the least free space between two node rectangles, both ways
    int iterations = 300; // force-directed refinement steps
    std::uint64_t seed = 0x5eedu;
};

/// Centres of the nodes of graph, index for index, with the bounding box of the node rectangles starting at (0, 0).
/// Specs of a category start together around a circle, interactions pull them into place, and a final pass keeps
/// at least minGap between any two rectangles. The same graph and params always give the same positions.
QList<SpecPoint> layoutSpecGraph(const SpecGraph &graph, const SpecLayoutParams &params = {});

/// The smallest free space between two node rectangles (negative when some overlap); +inf for fewer than two nodes.
double minimumNodeGap(const QList<SpecPoint> &positions, const SpecLayoutParams &params);

} // namespace heddle
