#include <widgets/matrix/matrixdelegate.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/plaintooltip.h>
#include <widgets/theme.h>

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

using M = AttemptMatrixModel;

QColor tileColor(int status, const QPalette &palette)
{
    switch (status) {
    case int(TestStatus::Passed): return QColor(theme::passed);
    case int(TestStatus::Failed): return QColor(theme::failed);
    case int(TestStatus::Error): return QColor(theme::error);
    case int(TestStatus::Skipped):
    case int(TestStatus::XFail): return theme::mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.38);
    default: return palette.color(QPalette::Base);
    }
}

void drawFlagCorner(QPainter *painter, const QRectF &tile, bool right, const QColor &color, const QString &letter,
                    const QFont &font, const QColor &outline)
{
    const double side = std::max(6.0, std::min(tile.width(), tile.height()) * 0.62);
    const double x = right ? tile.right() : tile.left();
    const double inward = right ? -side : side;
    QPainterPath triangle;
    triangle.moveTo(x, tile.top());
    triangle.lineTo(x + inward, tile.top());
    triangle.lineTo(x, tile.top() + side);
    triangle.closeSubpath();
    // The outline keeps an orange corner apart from a vermillion tile.
    painter->setPen(QPen(outline, 1.0));
    painter->setBrush(color);
    painter->drawPath(triangle);
    QFont small = font;
    small.setBold(true);
    small.setPixelSize(std::max(6, int(side * 0.55)));
    painter->setFont(small);
    painter->setPen(theme::readableOn(color));
    const double box = side * 0.6;
    const QRectF letterRect(right ? x - box : x, tile.top(), box, box);
    painter->drawText(letterRect, Qt::AlignCenter, letter);
}

} // namespace

QFont MatrixDelegate::glyphFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    return font;
}

void MatrixDelegate::paintCell(QPainter *painter, const QRectF &cell, int status, bool mismatch, int flagKinds,
                               int rowFlagKinds, bool dismissedFlag, const QPalette &palette, const QFont &font,
                               bool changed)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF tile = cell.adjusted(1, 1, -1, -1);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor fill = tileColor(status, palette);
    QColor glyphColor = theme::readableOn(fill);
    if (status == M::NotRun) {
        glyphColor = theme::mix(base, text, 0.45);
    } else if (status == int(TestStatus::Missing)) {
        painter->setPen(QPen(theme::mix(base, text, 0.5), 1.0));
        painter->setBrush(QBrush(theme::mix(base, text, 0.3), Qt::BDiagPattern));
        painter->drawRect(tile.adjusted(0.5, 0.5, -0.5, -0.5));
        glyphColor = text;
    } else {
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(tile, 2, 2);
    }
    if (mismatch) {
        // Drawn in the text colour so it stands out on every tile colour, in light and dark palettes.
        painter->setPen(QPen(text, 2.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(cell.adjusted(1, 1, -1, -1));
    }
    QFont glyph = glyphFont(font);
    // A squeezed column still shows the whole glyph.
    const QFontMetricsF glyphMetrics(glyph);
    const double widest = glyphMetrics.horizontalAdvance(u"✓"_s);
    if (widest > tile.width() && glyph.pointSizeF() > 0)
        glyph.setPointSizeF(std::max(5.0, glyph.pointSizeF() * tile.width() / widest));
    painter->setFont(glyph);
    painter->setPen(glyphColor);
    QRectF glyphRect = tile;
    if (flagKinds)
        glyphRect.translate(0, tile.height() * 0.12);
    painter->drawText(glyphRect, Qt::AlignCenter, AttemptMatrixView::statusGlyph(status));

    if (flagKinds & M::FalsePositiveMark)
        drawFlagCorner(painter, tile, true, QColor(theme::falsePositive), u"F"_s, font, base);
    if (flagKinds & M::FalseNegativeMark)
        drawFlagCorner(painter, tile, false, QColor(theme::falseNegative), u"N"_s, font, base);
    // A flag on the whole attempt underlines the row instead of cornering every cell, which would bury the glyphs.
    if (rowFlagKinds) {
        const double bar = std::max(3.0, tile.height() * 0.18);
        const QRectF strip(cell.left(), cell.bottom() - bar, cell.width(), bar);
        if ((rowFlagKinds & M::FalsePositiveMark) && (rowFlagKinds & M::FalseNegativeMark)) {
            painter->fillRect(strip.adjusted(0, 0, -strip.width() / 2, 0), QColor(theme::falsePositive));
            painter->fillRect(strip.adjusted(strip.width() / 2, 0, 0, 0), QColor(theme::falseNegative));
        } else {
            painter->fillRect(
                strip, QColor(rowFlagKinds & M::FalsePositiveMark ? theme::falsePositive : theme::falseNegative));
        }
    }
    if (changed) {
        // A dot in the lower left corner, ringed in the base colour so it shows on every tile.
        const double d = std::max(4.0, std::min(tile.width(), tile.height()) * 0.3);
        const QRectF dot(tile.left() + 1.5, tile.bottom() - d - 1.5, d, d);
        painter->setPen(QPen(base, 1.2));
        painter->setBrush(text);
        painter->drawEllipse(dot);
    }
    if (!flagKinds && !rowFlagKinds && dismissedFlag) {
        // A dismissed flag stays discoverable but recedes: an outline, no fill.
        const double side = std::max(6.0, tile.width() * 0.45);
        QPainterPath triangle;
        triangle.moveTo(tile.right(), tile.top());
        triangle.lineTo(tile.right() - side, tile.top());
        triangle.lineTo(tile.right(), tile.top() + side);
        triangle.closeSubpath();
        painter->setPen(QPen(text, 1.0));
        painter->setBrush(base);
        painter->drawPath(triangle);
    }
    painter->restore();
}

void MatrixDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QPalette &palette = option.palette;
    const QRectF cell = QRectF(option.rect);
    painter->save();
    const int boundary = index.model()->headerData(index.column(), Qt::Horizontal, M::BoundaryRole).toInt();
    const QColor text = palette.color(QPalette::Text);
    if (boundary == M::GroupBoundary) {
        painter->fillRect(QRectF(cell.left(), cell.top(), 2, cell.height()), text);
    } else if (boundary == M::SpecBoundary) {
        painter->fillRect(QRectF(cell.left(), cell.top(), 1, cell.height()),
                          theme::mix(palette.color(QPalette::Base), text, 0.35));
    }
    // The controls are set apart from the attempts.
    if (index.data(M::RowKindRole).toInt() == int(M::RowKind::Attempt) && index.row() > 0 &&
        index.siblingAtRow(index.row() - 1).data(M::RowKindRole).toInt() != int(M::RowKind::Attempt)) {
        painter->fillRect(QRectF(cell.left(), cell.top(), cell.width(), 2), text);
    }
    painter->restore();

    const QStringList flags = index.data(M::FlagIdsRole).toStringList();
    paintCell(painter, cell, index.data(M::StatusRole).toInt(), index.data(M::MismatchRole).toBool(),
              index.data(M::TestFlagKindsRole).toInt(), index.data(M::RowFlagKindsRole).toInt(), !flags.isEmpty(),
              palette, option.font, index.data(M::PreviousStatusRole).isValid());

    if (option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        QPen pen(palette.color(QPalette::Highlight), 2.0);
        pen.setJoinStyle(Qt::MiterJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(option.rect.adjusted(1, 1, -1, -1));
        painter->restore();
    }
}

QSize MatrixDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int side = option.fontMetrics.height() + 6;
    return {side, side};
}

bool MatrixDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                               const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !index.isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    QToolTip::showText(event->globalPos(), plainToolTip(index.data(Qt::ToolTipRole).toString()), view->viewport(),
                       option.rect);
    return true;
}

} // namespace heddle
