#pragma once

#include <core/specs/specgraph.h>
#include <core/specs/specgraphlayout.h>

#include <QColor>
#include <QGraphicsView>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QStringList>

#include <utility>

class QGraphicsLineItem;
class QGraphicsScene;

namespace heddle {

class SpecNodeItem;
class SpecGraphLegend;

/// The interaction graph of a task's specs: nodes coloured by category, uncovered specs dashed and marked, a click
/// highlights a spec and the specs it interacts with.
class SpecGraphView : public QGraphicsView
{
    Q_OBJECT
public:
    enum class NodeState {
        Normal,
        Active,
        Neighbour,
        Dimmed
    };

    explicit SpecGraphView(QWidget *parent = nullptr);
    ~SpecGraphView() override;

    void setTask(const Task &task);
    void setGraph(const SpecGraph &graph);
    const SpecGraph &graph() const { return m_graph; }

    /// Highlights the spec and its neighbours without emitting; an empty or unknown id clears the highlight.
    void setActiveSpec(const QString &id);
    QString activeSpec() const { return m_active; }
    /// The tests that cover the active spec; empty when none is active.
    QStringList activeCoveringTests() const;

    NodeState nodeState(const QString &id) const;
    bool isMarkedUncovered(const QString &id) const;
    /// Centre of the node in scene coordinates; null for an unknown id.
    QPointF nodeCenter(const QString &id) const;

    /// Category colour (Okabe-Ito, colour-blind safe) and the letter drawn with it, for index in graph().categories().
    static QColor categoryColor(int index);
    QString categoryLetter(int index) const;
    /// One or two letters per category, unique among them, drawn on the colour so it never stands alone.
    static QStringList categoryLetters(const QStringList &categories);

    /// Whether the curator draws interactions by dragging from one spec to another and removes a selected one
    /// (Delete, or the context menu of an edge); off by default.
    void setEditable(bool editable);
    /// The selected interaction ("S2", "S5"), or empty ids.
    std::pair<QString, QString> selectedEdge() const;
    /// Whether a drag from a spec is under way, its line drawn.
    bool isDrawingEdge() const;

    /// The least pixel size of the spec labels on screen: zoomed out further, they are drawn at this size and elided
    /// rather than shrunk with the nodes.
    static constexpr int kMinLabelPixels = 11;
    /// Raises the least on-screen size of the labels (never below kMinLabelPixels): a presentation reads from afar.
    void setMinimumLabelPixels(int pixels);
    int minimumLabelPixels() const { return m_minLabelPixels; }
    /// The pixel size the spec labels are drawn at on screen, at the current zoom.
    double labelPixelSize() const;
    /// The size of a spec's node, in the scene's units (the layout's default until set): a presentation gives the
    /// titles room for more lines.
    void setNodeSize(double width, double height);
    /// The specs whose label leaves part of the id or title out at the current zoom.
    QStringList elidedLabels() const;

    void zoomIn();
    void zoomOut();
    void fitToView();
    double zoomFactor() const;

Q_SIGNALS:
    void specActivated(const QString &id);
    void coveringTestsActivated(const QStringList &tests);
    void activeSpecCleared();
    /// The curator dragged from spec a and dropped on spec b, which do not interact yet.
    void interactionRequested(const QString &a, const QString &b);
    /// The curator asked to remove the interaction between a and b.
    void interactionRemovalRequested(const QString &a, const QString &b);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void applyStates();
    void updateLegend();
    void scaleBy(double factor);
    SpecNodeItem *nodeAt(const QPoint &viewPos) const;
    int edgeAt(const QPoint &viewPos) const;
    void selectEdge(int index);
    void endEdgeDrag();

    SpecGraph m_graph;
    SpecLayoutParams m_params;
    QGraphicsScene *m_scene = nullptr;
    SpecGraphLegend *m_legend = nullptr;
    QList<SpecNodeItem *> m_nodes;
    QList<QGraphicsLineItem *> m_edges;
    QStringList m_letters;
    QString m_active;
    bool m_autoFit = true;
    int m_minLabelPixels = kMinLabelPixels;
    bool m_editable = false;
    int m_selectedEdge = -1;
    QString m_dragFrom;                      // the spec a drag started on
    QPoint m_dragStart;                      // where, in the viewport
    QGraphicsLineItem *m_dragLine = nullptr; // drawn once the drag is under way
};

} // namespace heddle
