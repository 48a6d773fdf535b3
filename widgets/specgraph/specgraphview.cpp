#include <widgets/specgraph/specgraphview.h>
#include <widgets/theme.h>

#include <QApplication>
#include <QContextMenuEvent>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// The Okabe-Ito palette; vermillion last because the missing-coverage mark uses it.
constexpr std::array<QRgb, 7> kCategoryColors = {
    theme::okabeIto::orange, theme::okabeIto::skyBlue,       theme::okabeIto::bluishGreen, theme::okabeIto::yellow,
    theme::okabeIto::blue,   theme::okabeIto::reddishPurple, theme::okabeIto::vermillion};
constexpr QRgb kWarningColor = theme::warning;
constexpr double kMaxFitScale = 1.6;
constexpr double kMinZoom = 0.1;
constexpr double kMaxZoom = 8.0;

void drawBadge(QPainter *painter, const QRectF &rect, const QColor &color, const QString &letter, const QFont &font)
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawEllipse(rect);
    painter->setPen(theme::readableOn(color));
    painter->setFont(font);
    painter->drawText(rect, Qt::AlignCenter, letter);
}

void drawWarning(QPainter *painter, const QRectF &rect, const QFont &font)
{
    QPainterPath triangle;
    triangle.moveTo(rect.center().x(), rect.top());
    triangle.lineTo(rect.right(), rect.bottom());
    triangle.lineTo(rect.left(), rect.bottom());
    triangle.closeSubpath();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(kWarningColor));
    painter->drawPath(triangle);
    painter->setPen(Qt::white);
    painter->setFont(font);
    painter->drawText(rect.adjusted(0, rect.height() * 0.25, 0, 0), Qt::AlignCenter, u"!"_s);
}

QPen uncoveredPen(const QColor &color, double width)
{
    QPen pen(color, width, Qt::CustomDashLine);
    pen.setDashPattern({3.0, 2.0});
    return pen;
}

// The labels' font at a zoom: as given, or larger in scene units so that it is never below the least readable size
// on screen.
QFont legibleLabelFont(QFont font, double scale, int minimum)
{
    const double pixels = font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
    if (scale > 0.0 && pixels * scale < minimum)
        font.setPixelSize(int(std::ceil(minimum / scale)));
    return font;
}

QString plainToolTip(const Spec &spec, const QStringList &tests)
{
    // Spec text comes from the dataset: escaped, so a tooltip never renders it as markup.
    QString tip = u"<p style='white-space:pre-wrap'><b>"_s + spec.id.toHtmlEscaped() + u"</b> ("_s +
                  spec.category.toHtmlEscaped() + u") "_s + spec.title.toHtmlEscaped() + u"<br/>"_s +
                  spec.text.toHtmlEscaped() + u"<br/><br/>"_s;
    if (tests.isEmpty())
        tip += SpecGraphView::tr("No covering test: a passing attempt says nothing about this spec.").toHtmlEscaped();
    else
        tip += SpecGraphView::tr("Covered by:").toHtmlEscaped() + u"<br/>"_s + tests.join(u'\n').toHtmlEscaped();
    return tip + u"</p>"_s;
}

} // namespace

class SpecNodeItem : public QGraphicsItem
{
public:
    SpecNodeItem(const Spec &spec, QColor color, QString letter, bool covered, const SpecLayoutParams &params,
                 const int *minLabelPixels)
        : m_id(spec.id)
        , m_title(spec.title)
        , m_color(color)
        , m_letter(std::move(letter))
        , m_covered(covered)
        , m_rect(-params.nodeWidth / 2.0, -params.nodeHeight / 2.0, params.nodeWidth, params.nodeHeight)
        , m_minLabelPixels(minLabelPixels)
    {
        setAcceptHoverEvents(false);
    }

    const QString &id() const { return m_id; }
    bool covered() const { return m_covered; }
    SpecGraphView::NodeState state() const { return m_state; }
    void setState(SpecGraphView::NodeState state)
    {
        m_state = state;
        setZValue(state == SpecGraphView::NodeState::Active ? 3 : 2);
        update();
    }

    QRectF boundingRect() const override { return m_rect.adjusted(-4, -10, 10, 4); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QPalette pal = scene() ? scene()->palette() : QPalette();
        const bool active = m_state == SpecGraphView::NodeState::Active;
        const bool neighbour = m_state == SpecGraphView::NodeState::Neighbour;
        // Faded but opaque, so that dimmed edges stay hidden behind dimmed nodes.
        const bool dimmed = m_state == SpecGraphView::NodeState::Dimmed;
        const QColor base = pal.color(QPalette::Base);
        const QColor color = dimmed ? theme::mix(base, m_color, 0.35) : m_color;
        const QColor text = dimmed ? theme::mix(base, pal.color(QPalette::Text), 0.4) : pal.color(QPalette::Text);
        painter->setRenderHint(QPainter::Antialiasing);

        QPen border(color, 2.0);
        if (!m_covered)
            border = uncoveredPen(text, 2.0);
        if (active)
            border.setWidthF(4.0);
        else if (neighbour)
            border.setWidthF(3.0);
        if (active)
            border.setColor(pal.color(QPalette::Highlight));
        painter->setPen(border);
        painter->setBrush(theme::mix(base, m_color, active ? 0.45 : dimmed ? 0.08 : 0.22));
        painter->drawRoundedRect(m_rect, 10, 10);

        const QFont sceneFont = scene() ? scene()->font() : QFont();
        QFont badgeFont = sceneFont;
        badgeFont.setBold(true);
        const QRectF badge(m_rect.left() + 8, m_rect.center().y() - 12, 24, 24);
        drawBadge(painter, badge, color, m_letter, badgeFont);

        const Label label = labelAt(std::hypot(painter->worldTransform().m11(), painter->worldTransform().m12()));
        painter->setPen(text);
        painter->setFont(label.bold);
        painter->drawText(label.idRect, Qt::AlignLeft | Qt::AlignVCenter, label.id);
        painter->setFont(label.font);
        const QFontMetricsF metrics(label.font);
        double y = label.idRect.bottom() + 1;
        for (const QString &line : label.lines) {
            painter->drawText(QRectF(label.idRect.left(), y, label.titleWidth, metrics.height()),
                              Qt::AlignLeft | Qt::AlignVCenter, line);
            y += metrics.height();
        }

        if (!m_covered)
            drawWarning(painter, QRectF(m_rect.right() - 24, m_rect.top() + 6, 18, 16), label.bold);
    }

    // What the node's label shows at a zoom: the id, and the title on as many lines as the node holds, broken between
    // words (within a word where one is wider than a line), the last one elided.
    struct Label {
        QFont font;
        QFont bold;
        QString id;
        QStringList lines;
        QRectF idRect;
        double titleWidth = 0;
        bool elided = false;
    };

    Label labelAt(double scale) const
    {
        // Zoomed out, the labels keep a readable size on screen and are elided instead of shrinking with the node.
        Label label;
        const QFont sceneFont = scene() ? scene()->font() : QFont();
        label.font = legibleLabelFont(sceneFont, scale, *m_minLabelPixels);
        label.bold = label.font;
        label.bold.setBold(true);
        const double textLeft = m_rect.left() + 8 + 24 + 8; // after the badge
        const double textRight = m_rect.right() - (m_covered ? 10 : 28);
        const QFontMetricsF boldMetrics(label.bold);
        const QFontMetricsF metrics(label.font);
        label.titleWidth = m_rect.right() - 10 - textLeft;
        const int titleRoom = int((m_rect.height() - 8 - boldMetrics.height()) / metrics.height());
        label.lines = titleLines(metrics, label.titleWidth, std::max(titleRoom, 0), &label.elided);
        const double block = boldMetrics.height() + 1 + label.lines.size() * metrics.height();
        label.idRect = QRectF(textLeft, m_rect.center().y() - block / 2, textRight - textLeft, boldMetrics.height());
        label.id = boldMetrics.elidedText(m_id, Qt::ElideRight, label.idRect.width());
        label.elided = label.elided || label.id != m_id;
        return label;
    }

public:
    /// Whether the label, drawn at this zoom, leaves part of the id or the title out.
    bool isElidedAt(double scale) const { return labelAt(scale).elided; }

private:
    QStringList titleLines(const QFontMetricsF &metrics, double width, int maxLines, bool *elided) const
    {
        const QString title = m_title.simplified();
        *elided = false;
        if (title.isEmpty())
            return {};
        if (maxLines <= 0) {
            *elided = true;
            return {};
        }
        QStringList lines;
        QString line;
        const QStringList words = title.split(u' ');
        qsizetype start = 0; // the first word of line
        for (qsizetype i = 0; i < words.size(); ++i) {
            const QString candidate = line.isEmpty() ? words.at(i) : line + u' ' + words.at(i);
            if (metrics.horizontalAdvance(candidate) <= width || line.isEmpty()) {
                line = candidate;
                continue;
            }
            if (lines.size() == maxLines - 1) { // the last line takes the rest
                line = words.mid(start).join(u' ');
                break;
            }
            lines.append(line);
            line = words.at(i);
            start = i;
        }
        lines.append(line);
        for (QString &l : lines) {
            const QString shown = metrics.elidedText(l, Qt::ElideRight, width);
            *elided = *elided || shown != l;
            l = shown;
        }
        return lines;
    }

    QString m_id;
    QString m_title;
    QColor m_color;
    QString m_letter;
    bool m_covered = true;
    QRectF m_rect;
    SpecGraphView::NodeState m_state = SpecGraphView::NodeState::Normal;
    const int *m_minLabelPixels; // the view's, which owns the scene that owns the node
};

// A strip above the graph that keeps its size when the graph is zoomed.
class SpecGraphLegend : public QWidget
{
public:
    struct Entry {
        QString letter;
        QString name;
        QColor color;
    };

    explicit SpecGraphLegend(QWidget *parent)
        : QWidget(parent)
    {}

    void setEntries(QList<Entry> entries)
    {
        m_entries = std::move(entries);
        update();
    }

    int heightFor(int width) const { return layout(width, nullptr); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(rect(), palette().color(QPalette::Window));
        layout(width(), &painter);
    }

private:
    static constexpr int kRow = 26;
    static constexpr int kPad = 8;

    // One function both measures and paints, so the reserved height always matches what is drawn.
    int layout(int width, QPainter *painter) const
    {
        QFont bold = font();
        bold.setBold(true);
        const QFontMetricsF fm(font());
        double x = kPad;
        double y = kPad;
        auto place = [&](double w) {
            if (x > kPad && x + w > width - kPad) {
                x = kPad;
                y += kRow;
            }
            const double left = x;
            x += w + 14;
            return left;
        };
        for (const Entry &entry : m_entries) {
            const double textWidth = fm.horizontalAdvance(entry.name);
            const double left = place(22 + 6 + textWidth);
            if (painter) {
                drawBadge(painter, QRectF(left, y + 2, 20, 20), entry.color, entry.letter, bold);
                painter->setPen(palette().color(QPalette::WindowText));
                painter->setFont(font());
                painter->drawText(QRectF(left + 26, y, textWidth + 2, 24), Qt::AlignLeft | Qt::AlignVCenter,
                                  entry.name);
            }
        }
        const QString uncovered = SpecGraphView::tr("no covering test");
        const double textWidth = fm.horizontalAdvance(uncovered);
        const double left = place(40 + 6 + textWidth);
        if (painter) {
            painter->setPen(uncoveredPen(palette().color(QPalette::WindowText), 1.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(QRectF(left, y + 3, 40, 18), 5, 5);
            drawWarning(painter, QRectF(left + 12, y + 4, 16, 15), bold);
            painter->setPen(palette().color(QPalette::WindowText));
            painter->setFont(font());
            painter->drawText(QRectF(left + 46, y, textWidth + 2, 24), Qt::AlignLeft | Qt::AlignVCenter, uncovered);
        }
        return int(y + kRow + kPad / 2.0);
    }

    QList<Entry> m_entries;
};

SpecGraphView::SpecGraphView(QWidget *parent)
    : QGraphicsView(parent)
    , m_scene(new QGraphicsScene(this))
    , m_legend(new SpecGraphLegend(this))
{
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundBrush(palette().brush(QPalette::Base));
    m_scene->setPalette(palette());
    m_scene->setFont(font());
    updateLegend();
}

SpecGraphView::~SpecGraphView() = default;

void SpecGraphView::setTask(const Task &task)
{
    setGraph(SpecGraph::fromTask(task));
}

void SpecGraphView::setGraph(const SpecGraph &graph)
{
    m_graph = graph;
    m_active.clear();
    m_letters = categoryLetters(m_graph.categories());
    rebuild();
}

QStringList SpecGraphView::categoryLetters(const QStringList &categories)
{
    QStringList letters;
    for (int c = 0; c < categories.size(); ++c) {
        const QString &name = categories.at(c);
        QString letter = name.left(1).toUpper();
        if (letter.isEmpty() || letters.contains(letter))
            letter = name.left(1).toUpper() + name.mid(1, 1);
        if (letter.isEmpty() || letters.contains(letter))
            letter = QString::number(c + 1);
        letters.append(letter);
    }
    return letters;
}

QString SpecGraphView::categoryLetter(int index) const
{
    return m_letters.value(index);
}

QColor SpecGraphView::categoryColor(int index)
{
    if (index < 0)
        return QColor(Qt::gray);
    return QColor(kCategoryColors.at(size_t(index) % kCategoryColors.size()));
}

void SpecGraphView::rebuild()
{
    m_scene->clear();
    m_nodes.clear();
    m_edges.clear();
    m_selectedEdge = -1;
    m_dragLine = nullptr; // the scene owned it
    m_dragFrom.clear();

    const QList<SpecPoint> positions = layoutSpecGraph(m_graph, m_params);
    for (const SpecEdge &edge : m_graph.edges()) {
        auto *line =
            m_scene->addLine(positions[edge.a].x, positions[edge.a].y, positions[edge.b].x, positions[edge.b].y);
        line->setZValue(0);
        m_edges.append(line);
    }
    for (int i = 0; i < m_graph.size(); ++i) {
        const Spec &spec = m_graph.specs().at(i);
        const int category = m_graph.categoryIndex(i);
        auto *node = new SpecNodeItem(spec, categoryColor(category), categoryLetter(category), m_graph.isCovered(i),
                                      m_params, &m_minLabelPixels);
        node->setPos(positions[i].x, positions[i].y);
        node->setToolTip(plainToolTip(spec, m_graph.coveringTests(spec.id)));
        m_scene->addItem(node);
        m_nodes.append(node);
    }
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-24, -24, 24, 24));
    applyStates();
    updateLegend();
    m_autoFit = true;
    fitToView();
}

void SpecGraphView::applyStates()
{
    const int active = m_graph.indexOf(m_active);
    const QList<int> neighbours = m_graph.neighbourIndices(active);
    for (int i = 0; i < m_nodes.size(); ++i) {
        NodeState state = NodeState::Normal;
        if (active >= 0)
            state = i == active ? NodeState::Active : neighbours.contains(i) ? NodeState::Neighbour : NodeState::Dimmed;
        m_nodes[i]->setState(state);
    }
    QColor lineColor = palette().color(QPalette::Text);
    lineColor.setAlphaF(0.45f);
    for (int e = 0; e < m_edges.size(); ++e) {
        const SpecEdge &edge = m_graph.edges().at(e);
        const bool touches = active >= 0 && (edge.a == active || edge.b == active);
        const bool selected = e == m_selectedEdge;
        QPen pen = touches ? QPen(palette().color(QPalette::Highlight), 3.0) : QPen(lineColor, 1.5);
        if (selected) {
            // Dashed as well as thick, so the selection does not rest on colour alone.
            pen = QPen(palette().color(QPalette::Highlight), 5.0, Qt::DashLine);
        }
        m_edges[e]->setPen(pen);
        m_edges[e]->setOpacity(active >= 0 && !touches && !selected ? 0.2 : 1.0);
        m_edges[e]->setZValue(touches || selected ? 1 : 0);
    }
}

void SpecGraphView::updateLegend()
{
    QList<SpecGraphLegend::Entry> entries;
    for (int c = 0; c < m_graph.categories().size(); ++c)
        entries.append({categoryLetter(c), m_graph.categories().at(c), categoryColor(c)});
    m_legend->setEntries(entries);
    const int frame = frameWidth();
    const int height = m_legend->heightFor(width() - 2 * frame);
    setViewportMargins(0, height, 0, 0);
    m_legend->setGeometry(frame, frame, width() - 2 * frame, height);
}

void SpecGraphView::setActiveSpec(const QString &id)
{
    m_active = m_graph.indexOf(id) >= 0 ? id : QString();
    applyStates();
}

QStringList SpecGraphView::activeCoveringTests() const
{
    return m_active.isEmpty() ? QStringList() : m_graph.coveringTests(m_active);
}

SpecGraphView::NodeState SpecGraphView::nodeState(const QString &id) const
{
    const int i = m_graph.indexOf(id);
    return i >= 0 && i < m_nodes.size() ? m_nodes.at(i)->state() : NodeState::Normal;
}

bool SpecGraphView::isMarkedUncovered(const QString &id) const
{
    const int i = m_graph.indexOf(id);
    return i >= 0 && i < m_nodes.size() && !m_nodes.at(i)->covered();
}

QPointF SpecGraphView::nodeCenter(const QString &id) const
{
    const int i = m_graph.indexOf(id);
    return i >= 0 && i < m_nodes.size() ? m_nodes.at(i)->pos() : QPointF();
}

void SpecGraphView::setMinimumLabelPixels(int pixels)
{
    m_minLabelPixels = std::max(kMinLabelPixels, pixels);
    m_scene->update();
}

void SpecGraphView::setNodeSize(double width, double height)
{
    if (m_params.nodeWidth == width && m_params.nodeHeight == height)
        return;
    m_params.nodeWidth = width;
    m_params.nodeHeight = height;
    rebuild();
}

QStringList SpecGraphView::elidedLabels() const
{
    QStringList ids;
    for (const SpecNodeItem *node : m_nodes)
        if (node->isElidedAt(zoomFactor()))
            ids.append(node->id());
    return ids;
}

double SpecGraphView::labelPixelSize() const
{
    const QFont font = legibleLabelFont(m_scene->font(), zoomFactor(), m_minLabelPixels);
    return (font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize()) * zoomFactor();
}

double SpecGraphView::zoomFactor() const
{
    return transform().m11();
}

void SpecGraphView::scaleBy(double factor)
{
    const double target = std::clamp(zoomFactor() * factor, kMinZoom, kMaxZoom);
    m_autoFit = false;
    scale(target / zoomFactor(), target / zoomFactor());
}

void SpecGraphView::zoomIn()
{
    scaleBy(1.25);
}

void SpecGraphView::zoomOut()
{
    scaleBy(1.0 / 1.25);
}

void SpecGraphView::fitToView()
{
    m_autoFit = true;
    if (m_nodes.isEmpty()) {
        resetTransform();
        return;
    }
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    // A small graph blown up to fill a big window looks like a mistake on a projector.
    if (zoomFactor() > kMaxFitScale) {
        setTransform(QTransform::fromScale(kMaxFitScale, kMaxFitScale));
        centerOn(sceneRect().center());
    }
}

void SpecGraphView::setEditable(bool editable)
{
    m_editable = editable;
    endEdgeDrag();
    selectEdge(-1);
}

std::pair<QString, QString> SpecGraphView::selectedEdge() const
{
    if (m_selectedEdge < 0 || m_selectedEdge >= m_graph.edges().size())
        return {};
    const SpecEdge &edge = m_graph.edges().at(m_selectedEdge);
    return {m_graph.specs().at(edge.a).id, m_graph.specs().at(edge.b).id};
}

bool SpecGraphView::isDrawingEdge() const
{
    return m_dragLine != nullptr;
}

SpecNodeItem *SpecGraphView::nodeAt(const QPoint &viewPos) const
{
    for (QGraphicsItem *item : items(viewPos))
        if (auto *node = dynamic_cast<SpecNodeItem *>(item))
            return node;
    return nullptr;
}

int SpecGraphView::edgeAt(const QPoint &viewPos) const
{
    // A few pixels either side, whatever the zoom: a 1.5-pixel line is hard to hit.
    const QRect around(viewPos - QPoint(4, 4), QSize(9, 9));
    for (QGraphicsItem *item : items(around, Qt::IntersectsItemShape))
        if (auto *line = dynamic_cast<QGraphicsLineItem *>(item); line && line != m_dragLine)
            return int(m_edges.indexOf(line));
    return -1;
}

void SpecGraphView::selectEdge(int index)
{
    m_selectedEdge = index;
    applyStates();
}

void SpecGraphView::endEdgeDrag()
{
    m_dragFrom.clear();
    if (m_dragLine) {
        m_scene->removeItem(m_dragLine);
        delete m_dragLine;
        m_dragLine = nullptr;
    }
}

void SpecGraphView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const QPoint at = event->position().toPoint();
        SpecNodeItem *node = nodeAt(at);
        const int edge = node || !m_editable ? -1 : edgeAt(at);
        if (m_selectedEdge != edge)
            selectEdge(edge);
        if (node) {
            setActiveSpec(node->id());
            Q_EMIT specActivated(node->id());
            Q_EMIT coveringTestsActivated(activeCoveringTests());
            if (m_editable) {
                // A drag from a spec draws an interaction instead of moving the view.
                m_dragFrom = node->id();
                m_dragStart = at;
                event->accept();
                return;
            }
        } else if (!m_active.isEmpty()) {
            setActiveSpec({});
            Q_EMIT activeSpecCleared();
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void SpecGraphView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragFrom.isEmpty()) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPoint at = event->position().toPoint();
    if (!m_dragLine && (at - m_dragStart).manhattanLength() < QApplication::startDragDistance())
        return;
    if (!m_dragLine) {
        m_dragLine = m_scene->addLine(QLineF());
        QPen pen(palette().color(QPalette::Highlight), 3.0, Qt::DashLine);
        pen.setCapStyle(Qt::RoundCap);
        m_dragLine->setPen(pen);
        m_dragLine->setZValue(4);
    }
    m_dragLine->setLine(QLineF(nodeCenter(m_dragFrom), mapToScene(at)));
    SpecNodeItem *target = nodeAt(at);
    setCursor(target && target->id() != m_dragFrom ? Qt::DragLinkCursor : Qt::ArrowCursor);
    event->accept();
}

void SpecGraphView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragFrom.isEmpty()) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const QString from = m_dragFrom;
    const bool drawn = m_dragLine != nullptr;
    endEdgeDrag();
    unsetCursor();
    event->accept();
    SpecNodeItem *target = drawn ? nodeAt(event->position().toPoint()) : nullptr;
    if (!target || target->id() == from)
        return;
    const QString to = target->id();
    if (!m_graph.neighbours(from).contains(to))
        Q_EMIT interactionRequested(from, to);
}

void SpecGraphView::contextMenuEvent(QContextMenuEvent *event)
{
    const int edge = m_editable ? edgeAt(event->pos()) : -1;
    if (edge < 0 || nodeAt(event->pos())) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    selectEdge(edge);
    const auto [a, b] = selectedEdge();
    QMenu menu(this);
    QAction *remove = menu.addAction(tr("Remove the Interaction of %1 and %2").arg(a, b));
    remove->setObjectName(u"removeInteractionAction"_s);
    if (menu.exec(event->globalPos()) == remove)
        Q_EMIT interactionRemovalRequested(a, b);
}

void SpecGraphView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0.0)
        scaleBy(std::pow(1.15, steps));
    event->accept();
}

void SpecGraphView::keyPressEvent(QKeyEvent *event)
{
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    if (event->matches(QKeySequence::ZoomIn) ||
        (ctrl && (event->key() == Qt::Key_Equal || event->key() == Qt::Key_Plus))) {
        zoomIn();
    } else if (event->matches(QKeySequence::ZoomOut) || (ctrl && event->key() == Qt::Key_Minus)) {
        zoomOut();
    } else if (ctrl && event->key() == Qt::Key_0) {
        fitToView();
    } else if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && m_selectedEdge >= 0) {
        const auto [a, b] = selectedEdge();
        Q_EMIT interactionRemovalRequested(a, b);
    } else if (event->key() == Qt::Key_Escape && (m_dragLine || m_selectedEdge >= 0)) {
        endEdgeDrag();
        selectEdge(-1);
    } else if (event->key() == Qt::Key_Escape && !m_active.isEmpty()) {
        setActiveSpec({});
        Q_EMIT activeSpecCleared();
    } else {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void SpecGraphView::resizeEvent(QResizeEvent *event)
{
    updateLegend();
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitToView();
}

void SpecGraphView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        setBackgroundBrush(palette().brush(QPalette::Base));
        m_scene->setPalette(palette());
        m_scene->setFont(font());
        applyStates();
        updateLegend();
        m_scene->update();
    }
    QGraphicsView::changeEvent(event);
}

} // namespace heddle
