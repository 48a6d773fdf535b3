#include <widgets/specgraph/speclistview.h>
#include <widgets/plaintooltip.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/theme.h>

#include <core/specs/specgraph.h>

#include <QAction>
#include <QDropEvent>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPainterPath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

constexpr int kSpecIdRole = Qt::UserRole + 1;
constexpr QRgb kWarningColor = theme::warning;

// Painted at the screen's pixel ratio so the chip stays sharp on high-DPI screens.
QIcon chip(const QColor &color, const QString &letter, const QFont &font, int size, qreal ratio)
{
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3);
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(7, size * 6 / 10));
    p.setFont(f);
    p.setPen(theme::readableOn(color));
    p.drawText(QRectF(0, 0, size, size), Qt::AlignCenter, letter);
    return QIcon(pixmap);
}

QIcon warning(int size, qreal ratio, const QFont &font)
{
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath triangle;
    triangle.moveTo(size / 2.0, 1);
    triangle.lineTo(size - 1, size - 1);
    triangle.lineTo(1, size - 1);
    triangle.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(kWarningColor));
    p.drawPath(triangle);
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(7, size * 6 / 10));
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, size * 0.2, size, size * 0.8), Qt::AlignCenter, u"!"_s);
    return QIcon(pixmap);
}

} // namespace

SpecListView::SpecListView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(u"specList"_s);
    setAccessibleName(tr("Specs"));
    setColumnCount(2);
    setHeaderLabels({tr("Spec"), tr("Covered by")});
    setUniformRowHeights(true);
    setRootIsDecorated(false);
    setIndentation(8);
    setAlternatingRowColors(false);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        if (m_updating || !current)
            return;
        const QString id = current->data(0, kSpecIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT specActivated(id);
    });

    // The list's own keys, only while it has the focus: the window's Alt+Up and Alt+Down walk the queue.
    const auto add = [this](const QString &text, const QString &name, const QKeySequence &key, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetShortcut);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    add(tr("&Add Spec"), u"addSpecAction"_s, QKeySequence(Qt::Key_Insert), [this] { Q_EMIT addRequested(); });
    add(tr("Move &Up"), u"moveSpecUpAction"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), [this] {
        if (!activeSpec().isEmpty())
            Q_EMIT moveRequested(activeSpec(), true);
    });
    add(tr("Move &Down"), u"moveSpecDownAction"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), [this] {
        if (!activeSpec().isEmpty())
            Q_EMIT moveRequested(activeSpec(), false);
    });
    add(tr("&Remove Spec"), u"removeSpecAction"_s, QKeySequence(QKeySequence::Delete), [this] {
        if (!activeSpec().isEmpty())
            Q_EMIT removeRequested(activeSpec());
    });
}

void SpecListView::setEditable(bool editable)
{
    if (std::exchange(m_editable, editable) == editable)
        return;
    for (QAction *action : actions())
        action->setEnabled(editable);
    setContextMenuPolicy(editable ? Qt::ActionsContextMenu : Qt::DefaultContextMenu);
    setDragEnabled(editable);
    setAcceptDrops(editable);
    setDropIndicatorShown(editable);
    setDragDropMode(editable ? QAbstractItemView::InternalMove : QAbstractItemView::NoDragDrop);
    rebuild();
}

void SpecListView::dropEvent(QDropEvent *event)
{
    // The page saves the move as an edit and shows the task again; the tree never moves an item by itself.
    const QString id = activeSpec();
    QTreeWidgetItem *target = itemAt(event->position().toPoint());
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    stopAutoScroll();
    setState(NoState);
    viewport()->update();
    if (!m_editable || id.isEmpty() || !target)
        return;
    const bool lowerHalf = event->position().y() > visualItemRect(target).center().y();
    QString anchor = target->data(0, kSpecIdRole).toString();
    bool after = lowerHalf;
    if (anchor.isEmpty() && target->childCount() > 0) {
        // On a category's heading: first in that category.
        anchor = target->child(0)->data(0, kSpecIdRole).toString();
        after = false;
    }
    if (!anchor.isEmpty() && anchor != id)
        Q_EMIT specDropped(id, anchor, after);
}

void SpecListView::setTask(const Task &task, const QHash<QString, QString> &categoryTitles)
{
    m_task = task;
    m_titles = categoryTitles;
    rebuild();
}

void SpecListView::rebuild()
{
    const QString active = activeSpec();
    m_updating = true;
    clear();
    m_uncovered = 0;
    const SpecGraph graph = SpecGraph::fromTask(m_task);
    const QStringList letters = SpecGraphView::categoryLetters(graph.categories());
    const int iconSize = fontMetrics().height();
    const qreal ratio = devicePixelRatioF();
    setIconSize(QSize(iconSize, iconSize));
    const QIcon warningIcon = warning(iconSize, ratio, font());
    QFont bold = font();
    bold.setBold(true);

    for (int c = 0; c < graph.categories().size(); ++c) {
        const QString &category = graph.categories().at(c);
        auto *group = new QTreeWidgetItem(this);
        const QString title = m_titles.value(category, category);
        int count = 0;
        for (int i = 0; i < graph.size(); ++i)
            count += graph.categoryIndex(i) == c;
        group->setText(0, u"%1 (%2)"_s.arg(title).arg(count));
        group->setIcon(0, chip(SpecGraphView::categoryColor(c), letters.value(c), font(), iconSize, ratio));
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        group->setFlags(m_editable ? Qt::ItemIsEnabled | Qt::ItemIsDropEnabled : Qt::ItemIsEnabled);
        group->setToolTip(0, plainToolTip(tr("Category %1").arg(category)));
        for (int i = 0; i < graph.size(); ++i) {
            if (graph.categoryIndex(i) != c)
                continue;
            const Spec &spec = graph.specs().at(i);
            auto *item = new QTreeWidgetItem(group);
            item->setData(0, kSpecIdRole, spec.id);
            item->setFlags(m_editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled
                                      : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setText(0, u"%1  %2"_s.arg(spec.id, spec.title));
            item->setToolTip(0, plainToolTip(spec.text)); // spec text comes from the task: untrusted
            const QStringList tests = graph.coveringTests(spec.id);
            if (tests.isEmpty()) {
                ++m_uncovered;
                item->setIcon(0, warningIcon);
                item->setText(1, tr("no test: a false-positive risk"));
                item->setForeground(1, QColor(kWarningColor));
                item->setFont(1, bold);
                item->setToolTip(1, tr("No test checks this spec, so a patch that breaks it can still pass."));
            } else {
                item->setText(1, tests.size() == 1 ? tests.first().section(u"::"_s, -1)
                                                   : tr("%n tests", nullptr, int(tests.size())));
                item->setToolTip(1, plainToolTip(tests.join(u'\n')));
            }
        }
    }
    expandAll();
    resizeColumnToContents(0);
    m_updating = false;
    setActiveSpec(active);
}

void SpecListView::setActiveSpec(const QString &id)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    QTreeWidgetItem *found = nullptr;
    for (int g = 0; g < topLevelItemCount() && !found; ++g)
        for (int i = 0; i < topLevelItem(g)->childCount() && !found; ++i)
            if (topLevelItem(g)->child(i)->data(0, kSpecIdRole).toString() == id && !id.isEmpty())
                found = topLevelItem(g)->child(i);
    if (found) {
        setCurrentItem(found);
        scrollToItem(found);
    } else {
        setCurrentItem(nullptr);
        clearSelection();
    }
    m_updating = wasUpdating;
}

QString SpecListView::activeSpec() const
{
    return currentItem() ? currentItem()->data(0, kSpecIdRole).toString() : QString();
}

void SpecListView::changeEvent(QEvent *event)
{
    QTreeWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace heddle
