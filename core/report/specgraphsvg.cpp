#include <core/report/specgraphsvg.h>

#include <core/report/htmltext.h>
#include <core/specs/specgraphlayout.h>

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct SpecGraphSvg {
    Q_DECLARE_TR_FUNCTIONS(heddle::SpecGraphSvg)
};

// Light tints of the Okabe-Ito hues, so dark text stays readable on every box and on paper.
constexpr std::array<const char16_t *, 7> kCategoryFills = {u"#fde3b3", u"#cde9f7", u"#c6eadc", u"#fbf6c2",
                                                            u"#c4dcef", u"#f7d4bd", u"#efd7e6"};
constexpr std::array<const char16_t *, 7> kCategoryStrokes = {u"#b07400", u"#2a7fb0", u"#007a56", u"#8f8500",
                                                              u"#0060a0", u"#a84b00", u"#9a5583"};

QString number(double v)
{
    return QString::number(v, 'f', 1);
}

// A label cut to what fits in a box, with an ellipsis; the whole text is in the box's <title>.
QString elided(const QString &text, int chars)
{
    const QString oneLine = text.simplified();
    return oneLine.size() <= chars ? oneLine : oneLine.left(chars - 1) + u'…';
}

// The layout keeps unconnected groups of specs far apart, which on a page only shrinks the text: empty bands wider
// than maxGap, across x and then y, are narrowed to maxGap. Nodes move by whole bands, so none come to overlap and the
// order of the boxes stays.
void closeEmptyBands(QList<SpecPoint> &points, double extent, double maxGap, double SpecPoint::*axis)
{
    QList<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return points.at(a).*axis < points.at(b).*axis; });
    double shift = 0.0;
    double reach = -std::numeric_limits<double>::infinity(); // the far edge of the band so far
    for (int i : order) {
        const double start = points.at(i).*axis - extent / 2;
        if (start - reach > maxGap && reach > -std::numeric_limits<double>::infinity())
            shift += start - reach - maxGap;
        reach = std::max(reach, start + extent);
        points[i].*axis -= shift;
    }
}

} // namespace

QString specGraphSvg(const SpecGraph &graph)
{
    if (graph.size() == 0)
        return {};
    SpecLayoutParams params;
    params.nodeWidth = 190.0;
    params.nodeHeight = 56.0;
    QList<SpecPoint> points = layoutSpecGraph(graph, params);
    closeEmptyBands(points, params.nodeWidth, 40.0, &SpecPoint::x);
    closeEmptyBands(points, params.nodeHeight, 30.0, &SpecPoint::y);
    // The bounding box starts at (0, 0) again.
    double minX = std::numeric_limits<double>::infinity();
    double minY = minX;
    for (const SpecPoint &p : points) {
        minX = std::min(minX, p.x - params.nodeWidth / 2);
        minY = std::min(minY, p.y - params.nodeHeight / 2);
    }
    for (SpecPoint &p : points) {
        p.x -= minX;
        p.y -= minY;
    }
    const double margin = 12.0;
    double width = 0.0;
    double height = 0.0;
    for (const SpecPoint &p : points) {
        width = std::max(width, p.x + params.nodeWidth / 2);
        height = std::max(height, p.y + params.nodeHeight / 2);
    }
    width += 2 * margin;
    height += 2 * margin;

    QString svg = u"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"spec-graph\" role=\"img\" viewBox=\"0 0 "_s +
                  number(width) + u' ' + number(height) + u"\" width=\""_s + number(width) + u"\" aria-label=\""_s +
                  htmlEscaped(SpecGraphSvg::tr("Spec interaction graph")) + u"\">\n"_s;
    svg += u"<g class=\"edges\" stroke=\"#6b6b6b\" stroke-width=\"1.5\">\n"_s;
    for (const SpecEdge &e : graph.edges()) {
        const SpecPoint &a = points.at(e.a);
        const SpecPoint &b = points.at(e.b);
        svg += u"<line x1=\""_s + number(a.x + margin) + u"\" y1=\""_s + number(a.y + margin) + u"\" x2=\""_s +
               number(b.x + margin) + u"\" y2=\""_s + number(b.y + margin) + u"\"><title>"_s +
               htmlEscaped(graph.specs().at(e.a).id + u" — "_s + graph.specs().at(e.b).id) + u"</title></line>\n"_s;
    }
    svg += u"</g>\n"_s;
    for (int i = 0; i < graph.size(); ++i) {
        const Spec &spec = graph.specs().at(i);
        const int category = std::max(0, graph.categoryIndex(i)) % int(kCategoryFills.size());
        const double left = points.at(i).x - params.nodeWidth / 2 + margin;
        const double top = points.at(i).y - params.nodeHeight / 2 + margin;
        const bool covered = graph.isCovered(i);
        QString tooltip = spec.id + u": "_s + spec.title;
        if (!covered)
            tooltip += u"\n"_s + SpecGraphSvg::tr("No test covers this spec.");
        svg += u"<g class=\"spec\" id=\"graph-"_s + htmlEscaped(spec.id) + u"\"><title>"_s + htmlEscaped(tooltip) +
               u"</title>"_s;
        svg += u"<rect x=\""_s + number(left) + u"\" y=\""_s + number(top) + u"\" width=\""_s +
               number(params.nodeWidth) + u"\" height=\""_s + number(params.nodeHeight) + u"\" rx=\"6\" fill=\""_s +
               QString::fromUtf16(kCategoryFills.at(category)) + u"\" stroke=\""_s +
               QString::fromUtf16(kCategoryStrokes.at(category)) + u"\" stroke-width=\"1.5\""_s +
               (covered ? QString() : u" stroke-dasharray=\"5 3\""_s) + u"/>"_s;
        const double x = left + 8;
        svg += u"<text x=\""_s + number(x) + u"\" y=\""_s + number(top + 17) +
               u"\" font-weight=\"bold\" font-size=\"13\">"_s + htmlEscaped(elided(spec.id, 28)) + u"</text>"_s;
        svg += u"<text x=\""_s + number(x) + u"\" y=\""_s + number(top + 33) + u"\" font-size=\"12\">"_s +
               htmlEscaped(elided(spec.title, 27)) + u"</text>"_s;
        QString below = spec.category;
        if (!covered)
            below = SpecGraphSvg::tr("%1 · no test").arg(below);
        svg += u"<text x=\""_s + number(x) + u"\" y=\""_s + number(top + 48) +
               u"\" font-size=\"11\" fill=\"#404040\">"_s + htmlEscaped(elided(below, 30)) + u"</text>"_s;
        svg += u"</g>\n"_s;
    }
    svg += u"</svg>\n"_s;
    return svg;
}

} // namespace heddle
