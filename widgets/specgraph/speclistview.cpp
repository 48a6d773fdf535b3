#include <widgets/specgraph/speclistview.h>
#include <widgets/plaintooltip.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/theme.h>

#include <core/specs/specgraph.h>

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
        group->setFlags(Qt::ItemIsEnabled);
        group->setToolTip(0, plainToolTip(tr("Category %1").arg(category)));
        for (int i = 0; i < graph.size(); ++i) {
            if (graph.categoryIndex(i) != c)
                continue;
            const Spec &spec = graph.specs().at(i);
            auto *item = new QTreeWidgetItem(group);
            item->setData(0, kSpecIdRole, spec.id);
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
