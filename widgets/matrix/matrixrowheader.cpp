#include <widgets/matrix/matrixrowheader.h>

#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/theme.h>

#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

using M = AttemptMatrixModel;

void drawBadge(QPainter *painter, const QRectF &rect, const QColor &color, const QString &text, const QFont &font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawRoundedRect(rect, 3, 3);
    painter->setPen(theme::readableOn(color));
    painter->setFont(font);
    painter->drawText(rect, Qt::AlignCenter, text);
    painter->restore();
}

} // namespace

MatrixRowHeader::MatrixRowHeader(QWidget *parent)
    : MatrixHeader(Qt::Vertical, u"matrixRowHeader"_s, parent)
{}

void MatrixRowHeader::updateMetrics()
{
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    m_badgeWidth = QFontMetrics(badgeFont()).horizontalAdvance(u"FP"_s) + 6;
    m_labelWidth = 0;
    m_scoreWidth = 0;
    if (model()) {
        // Badges only take room on the rows that have them, so the long control labels set the width alone.
        for (int r = 0; r < model()->rowCount(); ++r) {
            const int kinds = model()->headerData(r, Qt::Vertical, M::FlagKindsRole).toInt();
            const int badges = ((kinds & M::FalsePositiveMark) ? m_badgeWidth + 3 : 0) +
                               ((kinds & M::FalseNegativeMark) ? m_badgeWidth + 3 : 0);
            const bool control =
                model()->headerData(r, Qt::Vertical, M::RowKindRole).toInt() != int(M::RowKind::Attempt);
            const QFontMetrics &labelMetrics = control ? metrics : boldMetrics;
            m_labelWidth = std::max(
                m_labelWidth, labelMetrics.horizontalAdvance(model()->headerData(r, Qt::Vertical).toString()) + badges);
            m_scoreWidth = std::max(m_scoreWidth, metrics.horizontalAdvance(score(r)));
        }
    }
    updateGeometry();
    Q_EMIT geometriesChanged();
    viewport()->update();
}

QSize MatrixRowHeader::sizeHint() const
{
    // A few pixels of slack: advances are rounded, and a label exactly as wide as its rect gets elided.
    return {6 + m_labelWidth + 4 + 6 + m_scoreWidth + 6, QHeaderView::sizeHint().height()};
}

void MatrixRowHeader::paintEvent(QPaintEvent *)
{
    if (!model())
        return;
    QPainter painter(viewport());
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Window);
    const QColor text = pal.color(QPalette::WindowText);
    painter.fillRect(viewport()->rect(), base);
    const int current = selectionModel() ? selectionModel()->currentIndex().row() : -1;
    QFont bold = font();
    bold.setBold(true);
    const int w = viewport()->width();
    for (int r = 0; r < count(); ++r) {
        const int y = sectionViewportPosition(r);
        const int h = sectionSize(r);
        if (y + h < 0 || y > viewport()->height())
            continue;
        const QRect row(0, y, w, h);
        const int kind = model()->headerData(r, Qt::Vertical, M::RowKindRole).toInt();
        const bool control = kind != int(M::RowKind::Attempt);
        const QColor textColor = text;
        if (r == current) {
            painter.fillRect(row, theme::mix(base, pal.color(QPalette::Highlight), 0.35));
        } else if (control) {
            painter.fillRect(row, theme::mix(base, text, 0.08));
        }
        if (!control && r > 0 &&
            model()->headerData(r - 1, Qt::Vertical, M::RowKindRole).toInt() != int(M::RowKind::Attempt))
            painter.fillRect(QRect(0, y, w, 2), text);

        // Score right-aligned, badges before it, the label gets the rest.
        QRect scoreRect(w - 6 - m_scoreWidth, y, m_scoreWidth, h);
        painter.setFont(font());
        painter.setPen(textColor);
        painter.drawText(scoreRect, Qt::AlignRight | Qt::AlignVCenter, score(r));
        const int kinds = model()->headerData(r, Qt::Vertical, M::FlagKindsRole).toInt();
        int badgeRight = scoreRect.left() - 6;
        const QRectF badge(0, y + 3, m_badgeWidth, h - 6);
        if (kinds & M::FalseNegativeMark) {
            drawBadge(&painter, badge.translated(badgeRight - m_badgeWidth, 0), QColor(theme::falseNegative), u"FN"_s,
                      badgeFont());
            badgeRight -= m_badgeWidth + 3;
        }
        if (kinds & M::FalsePositiveMark) {
            drawBadge(&painter, badge.translated(badgeRight - m_badgeWidth, 0), QColor(theme::falsePositive), u"FP"_s,
                      badgeFont());
            badgeRight -= m_badgeWidth + 3;
        }
        const QRect labelRect(6, y, badgeRight - 6, h);
        painter.setFont(control ? font() : bold);
        painter.setPen(textColor);
        painter.drawText(
            labelRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(painter.font())
                .elidedText(model()->headerData(r, Qt::Vertical).toString(), Qt::ElideRight, labelRect.width()));
    }
    painter.setPen(theme::mix(base, text, 0.3));
    painter.drawLine(w - 1, 0, w - 1, viewport()->height());
}

QString MatrixRowHeader::toolTipAt(int row, const QPoint &) const
{
    return model()->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString();
}

QFont MatrixRowHeader::badgeFont() const
{
    QFont small = font();
    small.setBold(true);
    small.setPixelSize(std::max(8, QFontMetrics(font()).height() - 6));
    return small;
}

QString MatrixRowHeader::score(int row) const
{
    const auto *matrix = qobject_cast<const M *>(model());
    if (!matrix)
        return {};
    const auto [met, total] = matrix->rowScore(row);
    return met < 0 ? u"–"_s : u"%1/%2"_s.arg(met).arg(total);
}

} // namespace heddle
