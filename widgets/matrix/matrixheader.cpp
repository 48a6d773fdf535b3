#include <widgets/matrix/matrixheader.h>

#include <widgets/plaintooltip.h>

#include <QEvent>
#include <QHelpEvent>
#include <QToolTip>

namespace heddle {

MatrixHeader::MatrixHeader(Qt::Orientation orientation, const QString &objectName, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setSectionsClickable(false);
    setHighlightSections(true);
    setSectionResizeMode(QHeaderView::Fixed);
    setObjectName(objectName);
}

void MatrixHeader::changeEvent(QEvent *event)
{
    QHeaderView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateMetrics();
}

bool MatrixHeader::viewportEvent(QEvent *event)
{
    if (event->type() != QEvent::ToolTip || !model())
        return QHeaderView::viewportEvent(event);
    auto *help = static_cast<QHelpEvent *>(event);
    const int section = logicalIndexAt(help->pos());
    if (section < 0) {
        QToolTip::hideText();
        return true;
    }
    QToolTip::showText(help->globalPos(), plainToolTip(toolTipAt(section, help->pos())), viewport());
    return true;
}

} // namespace heddle
