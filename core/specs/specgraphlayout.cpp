#include <core/specs/specgraphlayout.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace heddle {

namespace {

// A fixed generator (not std::uniform_real_distribution, whose output differs between standard libraries) so the
// same task gives the same picture on every machine.
class SplitMix
{
public:
    explicit SplitMix(std::uint64_t seed)
        : m_state(seed)
    {}
    double next() // [0, 1)
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t m_state;
};

void initialPositions(const SpecGraph &graph, double ideal, SplitMix &random, QList<SpecPoint> &pos)
{
    const int categories = int(graph.categories().size());
    QList<QList<int>> members(categories);
    for (int i = 0; i < graph.size(); ++i)
        members[graph.categoryIndex(i)].append(i);

    const double ringRadius = categories > 1 ? ideal * std::max(1.2, 0.55 * std::sqrt(double(graph.size()))) : 0.0;
    for (int c = 0; c < categories; ++c) {
        const double angle = 2.0 * std::numbers::pi * c / std::max(1, categories) - std::numbers::pi / 2.0;
        const double cx = ringRadius * std::cos(angle);
        const double cy = ringRadius * std::sin(angle);
        const QList<int> &group = members.at(c);
        const double groupRadius = group.size() > 1 ? ideal * 0.35 * std::sqrt(double(group.size())) : 0.0;
        for (int k = 0; k < group.size(); ++k) {
            const double a = 2.0 * std::numbers::pi * k / group.size();
            pos[group.at(k)] = {cx + groupRadius * std::cos(a) + (random.next() - 0.5) * ideal * 0.1,
                                cy + groupRadius * std::sin(a) + (random.next() - 0.5) * ideal * 0.1};
        }
    }
}

// Fruchterman-Reingold with an extra pull between specs of one category so that colours stay together. The x axis
// is compressed while measuring distance because nodes are much wider than tall.
void refine(const SpecGraph &graph, const SpecLayoutParams &params, double ideal, QList<SpecPoint> &pos)
{
    const int n = int(pos.size());
    const double aspect =
        std::clamp((params.nodeWidth + params.minGap) / (params.nodeHeight + params.minGap), 1.0, 1.6);
    QList<SpecPoint> disp(n);
    for (int iter = 0; iter < params.iterations; ++iter) {
        const double temperature = ideal * (1.0 - double(iter) / params.iterations) * 0.5 + ideal * 0.01;
        std::fill(disp.begin(), disp.end(), SpecPoint{});
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                const double dx = (pos[i].x - pos[j].x) / aspect;
                const double dy = pos[i].y - pos[j].y;
                const double d = std::max(1e-3, std::hypot(dx, dy));
                double f = ideal * ideal / d; // repulsion
                if (graph.categoryIndex(i) == graph.categoryIndex(j))
                    f -= 0.15 * d * d / ideal;
                disp[i].x += dx / d * f * aspect;
                disp[i].y += dy / d * f;
                disp[j].x -= dx / d * f * aspect;
                disp[j].y -= dy / d * f;
            }
        }
        for (const SpecEdge &edge : graph.edges()) {
            const double dx = (pos[edge.a].x - pos[edge.b].x) / aspect;
            const double dy = pos[edge.a].y - pos[edge.b].y;
            const double d = std::max(1e-3, std::hypot(dx, dy));
            const double f = d * d / ideal;
            disp[edge.a].x -= dx / d * f * aspect;
            disp[edge.a].y -= dy / d * f;
            disp[edge.b].x += dx / d * f * aspect;
            disp[edge.b].y += dy / d * f;
        }
        for (int i = 0; i < n; ++i) {
            // gravity keeps disconnected parts from drifting away
            disp[i].x -= 0.1 * pos[i].x;
            disp[i].y -= 0.1 * pos[i].y * aspect;
            const double len = std::hypot(disp[i].x, disp[i].y);
            if (len > 0.0) {
                const double step = std::min(len, temperature);
                pos[i].x += disp[i].x / len * step;
                pos[i].y += disp[i].y / len * step;
            }
        }
    }
}

void removeOverlaps(const SpecLayoutParams &params, QList<SpecPoint> &pos)
{
    const int n = int(pos.size());
    const double needX = params.nodeWidth + params.minGap;
    const double needY = params.nodeHeight + params.minGap;

    // Coincident centres cannot be pushed apart along a direction, nor separated by scaling.
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            if (pos[i].x == pos[j].x && pos[i].y == pos[j].y)
                pos[j].x += needX * 0.01 * (j - i);
        }
    }

    // Push overlapping pairs apart along the axis where they overlap least; settles in a few passes for task-sized
    // graphs.
    for (int pass = 0; pass < 400; ++pass) {
        bool moved = false;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                const double dx = pos[j].x - pos[i].x;
                const double dy = pos[j].y - pos[i].y;
                const double overlapX = needX - std::abs(dx);
                const double overlapY = needY - std::abs(dy);
                if (overlapX <= 0.0 || overlapY <= 0.0)
                    continue;
                moved = true;
                if (overlapX / needX < overlapY / needY) {
                    const double push = (overlapX + 0.5) / 2.0 * (dx < 0.0 ? -1.0 : 1.0);
                    pos[i].x -= push;
                    pos[j].x += push;
                } else {
                    const double push = (overlapY + 0.5) / 2.0 * (dy < 0.0 ? -1.0 : 1.0);
                    pos[i].y -= push;
                    pos[j].y += push;
                }
            }
        }
        if (!moved)
            return;
    }

    // The guarantee: spreading all centres by a common factor separates every pair of distinct centres.
    double scale = 1.0;
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const double dx = std::abs(pos[j].x - pos[i].x);
            const double dy = std::abs(pos[j].y - pos[i].y);
            if (dx >= needX || dy >= needY)
                continue;
            const double sx = dx > 0.0 ? needX / dx : std::numeric_limits<double>::infinity();
            const double sy = dy > 0.0 ? needY / dy : std::numeric_limits<double>::infinity();
            scale = std::max(scale, std::min(sx, sy));
        }
    }
    scale *= 1.0 + 1e-9;
    for (SpecPoint &p : pos) {
        p.x *= scale;
        p.y *= scale;
    }
}

// Places the node centres so that their rectangles' bounding box starts at (0, 0); returns its size.
SpecPoint normalize(const SpecLayoutParams &params, QList<SpecPoint> &pos)
{
    double minX = std::numeric_limits<double>::infinity();
    double minY = std::numeric_limits<double>::infinity();
    double maxX = -std::numeric_limits<double>::infinity();
    double maxY = -std::numeric_limits<double>::infinity();
    for (const SpecPoint &p : std::as_const(pos)) {
        minX = std::min(minX, p.x);
        minY = std::min(minY, p.y);
        maxX = std::max(maxX, p.x);
        maxY = std::max(maxY, p.y);
    }
    for (SpecPoint &p : pos) {
        p.x = p.x - minX + params.nodeWidth / 2.0;
        p.y = p.y - minY + params.nodeHeight / 2.0;
    }
    return {maxX - minX + params.nodeWidth, maxY - minY + params.nodeHeight};
}

// One connected part of the graph, laid out by itself.
struct Component {
    QList<int> nodes; // indices into the whole graph, in order
    int category = 0; // its first node's, so that parts of one size sit by colour
    QList<SpecPoint> pos;
    SpecPoint size;
};

QList<QList<int>> connectedParts(const SpecGraph &graph)
{
    const int n = int(graph.size());
    QList<int> parent(n);
    for (int i = 0; i < n; ++i)
        parent[i] = i;
    const auto root = [&parent](int i) {
        while (parent[i] != i)
            i = parent[i] = parent[parent[i]];
        return i;
    };
    for (const SpecEdge &edge : graph.edges())
        parent[root(edge.a)] = root(edge.b);
    QList<QList<int>> parts;
    QList<int> partOf(n, -1);
    for (int i = 0; i < n; ++i) {
        const int r = root(i);
        if (partOf[r] < 0) {
            partOf[r] = int(parts.size());
            parts.append(QList<int>());
        }
        parts[partOf[r]].append(i);
    }
    return parts;
}

Component layoutPart(const SpecGraph &graph, const QList<int> &nodes, const SpecLayoutParams &params)
{
    Component part;
    part.nodes = nodes;
    part.category = graph.categoryIndex(nodes.first());
    QList<Spec> specs;
    for (int i : nodes)
        specs.append(graph.specs().at(i));
    const SpecGraph sub = SpecGraph::fromSpecs(specs);
    part.pos.resize(nodes.size());
    const double ideal = (params.nodeWidth + params.nodeHeight) * 0.4 + params.minGap;
    SplitMix random(params.seed);
    initialPositions(sub, ideal, random, part.pos);
    refine(sub, params, ideal, part.pos);
    removeOverlaps(params, part.pos);
    part.size = normalize(params, part.pos);
    return part;
}

// The drawing's proportions that the parts are packed towards: a landscape window's.
constexpr double kPackAspect = 1.6;

// Packs the parts in rows, largest first (those of one size by category), choosing the row width whose drawing fits a
// kPackAspect box at the largest scale: parts that do not interact sit side by side or below each other instead of
// drifting far apart, so the graph is drawn as large as the window allows.
void pack(QList<Component> &parts, const SpecLayoutParams &params, QList<SpecPoint> &pos)
{
    std::stable_sort(parts.begin(), parts.end(), [](const Component &a, const Component &b) {
        if (a.nodes.size() != b.nodes.size())
            return a.nodes.size() > b.nodes.size();
        return a.category < b.category;
    });
    const double gap = params.minGap * 2.0 + params.nodeHeight / 2.0;
    const auto arrange = [&](double rowWidth, QList<SpecPoint> *origins) {
        double x = 0.0, y = 0.0, rowHeight = 0.0, width = 0.0;
        for (const Component &part : std::as_const(parts)) {
            if (x > 0.0 && x + part.size.x > rowWidth) {
                y += rowHeight + gap;
                x = 0.0;
                rowHeight = 0.0;
            }
            if (origins)
                origins->append({x, y});
            width = std::max(width, x + part.size.x);
            rowHeight = std::max(rowHeight, part.size.y);
            x += part.size.x + gap;
        }
        return SpecPoint{width, y + rowHeight};
    };
    // Every row width that changes where a row breaks is a sum of consecutive parts' widths.
    double bestWidth = 0.0;
    double bestExtent = std::numeric_limits<double>::infinity();
    for (qsizetype first = 0; first < parts.size(); ++first) {
        double rowWidth = -gap;
        for (qsizetype last = first; last < parts.size(); ++last) {
            rowWidth += parts.at(last).size.x + gap;
            const SpecPoint size = arrange(rowWidth, nullptr);
            const double extent = std::max(size.x / kPackAspect, size.y);
            if (extent < bestExtent - 1e-9) {
                bestExtent = extent;
                bestWidth = rowWidth;
            }
        }
    }
    QList<SpecPoint> origins;
    arrange(bestWidth, &origins);
    for (qsizetype c = 0; c < parts.size(); ++c)
        for (qsizetype k = 0; k < parts.at(c).nodes.size(); ++k)
            pos[parts.at(c).nodes.at(k)] = {origins.at(c).x + parts.at(c).pos.at(k).x,
                                            origins.at(c).y + parts.at(c).pos.at(k).y};
}

} // namespace

QList<SpecPoint> layoutSpecGraph(const SpecGraph &graph, const SpecLayoutParams &params)
{
    const int n = int(graph.size());
    QList<SpecPoint> pos(n);
    if (n == 0)
        return pos;
    QList<Component> parts;
    for (const QList<int> &nodes : connectedParts(graph))
        parts.append(layoutPart(graph, nodes, params));
    pack(parts, params, pos);
    return pos;
}

double minimumNodeGap(const QList<SpecPoint> &positions, const SpecLayoutParams &params)
{
    double gap = std::numeric_limits<double>::infinity();
    for (int i = 0; i < positions.size(); ++i) {
        for (int j = i + 1; j < positions.size(); ++j) {
            const double gx = std::abs(positions[j].x - positions[i].x) - params.nodeWidth;
            const double gy = std::abs(positions[j].y - positions[i].y) - params.nodeHeight;
            gap = std::min(gap, std::max(gx, gy));
        }
    }
    return gap;
}

} // namespace heddle
