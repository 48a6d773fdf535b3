#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/plaintooltip.h>

#include <core/matrix/attemptmatrixmodel.h>

#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

using M = AttemptMatrixModel;

// Okabe-Ito: distinguishable with every common colour-vision deficiency, and every colour comes with a glyph.
constexpr QRgb kPassedColor = 0x009E73;
constexpr QRgb kFailedColor = 0xD55E00;
constexpr QRgb kErrorColor = 0xCC79A7;
constexpr QRgb kFalsePositiveColor = 0xE69F00;
constexpr QRgb kFalseNegativeColor = 0x0072B2;

constexpr std::array<int, 7> kAllStatuses = {int(TestStatus::Passed),
                                             int(TestStatus::Failed),
                                             int(TestStatus::Error),
                                             int(TestStatus::Skipped),
                                             int(TestStatus::XFail),
                                             int(TestStatus::Missing),
                                             M::NotRun};
// The test names get at least this many average characters even when the rows then have to scroll.
constexpr int kMinNameChars = 18;

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QColor readableOn(const QColor &background)
{
    const double luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

QFont glyphFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    return font;
}

QColor tileColor(int status, const QPalette &palette)
{
    switch (status) {
    case int(TestStatus::Passed): return QColor(kPassedColor);
    case int(TestStatus::Failed): return QColor(kFailedColor);
    case int(TestStatus::Error): return QColor(kErrorColor);
    case int(TestStatus::Skipped):
    case int(TestStatus::XFail): return mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.38);
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
    painter->setPen(readableOn(color));
    const double box = side * 0.6;
    const QRectF letterRect(right ? x - box : x, tile.top(), box, box);
    painter->drawText(letterRect, Qt::AlignCenter, letter);
}

// One cell: a pure function of the roles, also used to paint the legend's samples.
void paintCell(QPainter *painter, const QRectF &cell, int status, bool mismatch, int flagKinds, int rowFlagKinds,
               bool dismissedFlag, const QPalette &palette, const QFont &font, bool changed = false)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF tile = cell.adjusted(1, 1, -1, -1);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor fill = tileColor(status, palette);
    QColor glyphColor = readableOn(fill);
    if (status == M::NotRun) {
        glyphColor = mix(base, text, 0.45);
    } else if (status == int(TestStatus::Missing)) {
        painter->setPen(QPen(mix(base, text, 0.5), 1.0));
        painter->setBrush(QBrush(mix(base, text, 0.3), Qt::BDiagPattern));
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
        drawFlagCorner(painter, tile, true, QColor(kFalsePositiveColor), u"F"_s, font, base);
    if (flagKinds & M::FalseNegativeMark)
        drawFlagCorner(painter, tile, false, QColor(kFalseNegativeColor), u"N"_s, font, base);
    // A flag on the whole attempt underlines the row instead of cornering every cell, which would bury the glyphs.
    if (rowFlagKinds) {
        const double bar = std::max(3.0, tile.height() * 0.18);
        const QRectF strip(cell.left(), cell.bottom() - bar, cell.width(), bar);
        if ((rowFlagKinds & M::FalsePositiveMark) && (rowFlagKinds & M::FalseNegativeMark)) {
            painter->fillRect(strip.adjusted(0, 0, -strip.width() / 2, 0), QColor(kFalsePositiveColor));
            painter->fillRect(strip.adjusted(strip.width() / 2, 0, 0, 0), QColor(kFalseNegativeColor));
        } else {
            painter->fillRect(strip,
                              QColor(rowFlagKinds & M::FalsePositiveMark ? kFalsePositiveColor : kFalseNegativeColor));
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

void drawBadge(QPainter *painter, const QRectF &rect, const QColor &color, const QString &text, const QFont &font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawRoundedRect(rect, 3, 3);
    painter->setPen(readableOn(color));
    painter->setFont(font);
    painter->drawText(rect, Qt::AlignCenter, text);
    painter->restore();
}

} // namespace

class MatrixDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
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
                              mix(palette.color(QPalette::Base), text, 0.35));
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

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        const int side = option.fontMetrics.height() + 6;
        return {side, side};
    }

    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override
    {
        if (event->type() != QEvent::ToolTip || !index.isValid())
            return QStyledItemDelegate::helpEvent(event, view, option, index);
        QToolTip::showText(event->globalPos(), plainToolTip(index.data(Qt::ToolTipRole).toString()), view->viewport(),
                           option.rect);
        return true;
    }
};

/// The test columns: a FAIL_TO_PASS / PASS_TO_PASS band, a spec band and the test names turned upright.
class MatrixTestHeader : public QHeaderView
{
protected:
    void changeEvent(QEvent *event) override
    {
        QHeaderView::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            updateMetrics();
    }

public:
    explicit MatrixTestHeader(QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent)
    {
        setSectionsClickable(false);
        setHighlightSections(true);
        setSectionResizeMode(QHeaderView::Fixed);
        setObjectName(u"matrixTestHeader"_s);
    }

    void updateMetrics()
    {
        const QFontMetrics metrics(font());
        m_bandHeight = metrics.height() + 6;
        m_longest = 0;
        if (model()) {
            for (int c = 0; c < model()->columnCount(); ++c)
                m_longest =
                    std::max(m_longest, metrics.horizontalAdvance(model()->headerData(c, Qt::Horizontal).toString()));
        }
        m_nameSpace = -1;
        setRoom(m_room);
    }

    /// The names get what the rows leave of the height, at least a short name's worth: long names are elided then.
    void setRoom(int room)
    {
        m_room = room;
        const QFontMetrics metrics(font());
        const int space = std::min(m_longest, std::max(room, kMinNameChars * metrics.averageCharWidth()));
        if (space == m_nameSpace)
            return;
        m_nameSpace = space;
        updateGeometry();
        Q_EMIT geometriesChanged();
        viewport()->update();
    }

    int bandHeight() const { return m_bandHeight; }

    int nameSpace() const { return m_nameSpace; }
    bool isElided(int column) const
    {
        return QFontMetrics(font()).horizontalAdvance(model()->headerData(column, Qt::Horizontal).toString()) >
               m_nameSpace;
    }

    QSize sizeHint() const override
    {
        return {QHeaderView::sizeHint().width(), 2 * m_bandHeight + std::max(0, m_nameSpace) + 10};
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (!model())
            return;
        QPainter painter(viewport());
        const QPalette pal = palette();
        const QColor base = pal.color(QPalette::Window);
        const QColor text = pal.color(QPalette::WindowText);
        const QColor faint = mix(base, text, 0.3);
        painter.fillRect(viewport()->rect(), base);
        const auto *matrix = qobject_cast<const M *>(model());
        const QFontMetrics metrics(font());
        const int current = selectionModel() ? selectionModel()->currentIndex().column() : -1;

        const auto span = [this](int first, int count) {
            const int left = sectionViewportPosition(first);
            const int right = sectionViewportPosition(first + count - 1) + sectionSize(first + count - 1);
            return QRect(left, 0, right - left, 0);
        };
        if (matrix) {
            QFont bold = font();
            bold.setBold(true);
            for (const M::ColumnGroup &band : matrix->groupBands()) {
                QRect rect = span(band.first, band.count);
                rect.setTop(0);
                rect.setHeight(m_bandHeight);
                const bool f2p = band.group == M::kFailToPass;
                painter.fillRect(rect.adjusted(1, 1, -1, -1), mix(base, text, f2p ? 0.16 : 0.07));
                painter.setFont(bold);
                painter.setPen(text);
                const QString label = u"%1 (%2)"_s.arg(M::groupLabel(band.group)).arg(band.count);
                painter.drawText(rect.adjusted(4, 0, -4, 0), Qt::AlignCenter,
                                 QFontMetrics(bold).elidedText(label, Qt::ElideRight, rect.width() - 8));
            }
            painter.setFont(font());
            for (const M::ColumnGroup &group : matrix->columnGroups()) {
                QRect rect = span(group.first, group.count);
                rect.setTop(m_bandHeight);
                rect.setHeight(m_bandHeight);
                painter.setPen(faint);
                painter.drawLine(rect.left(), rect.top(), rect.left(), height());
                QString label =
                    group.spec.isEmpty() ? AttemptMatrixView::tr("no spec") : group.spec + u' ' + group.specTitle;
                QFont font = this->font();
                font.setItalic(group.spec.isEmpty());
                painter.setFont(font);
                painter.setPen(text);
                const QString shown = QFontMetrics(font).elidedText(label, Qt::ElideRight, rect.width() - 4);
                // Too narrow for even an ellipsis: the id alone is more useful than nothing.
                painter.drawText(rect.adjusted(2, 0, -2, 0), Qt::AlignCenter,
                                 shown.size() <= 1 && !group.spec.isEmpty() ? group.spec : shown);
            }
        }

        const int nameTop = 2 * m_bandHeight;
        QFont bold = font();
        bold.setBold(true);
        for (int c = 0; c < count(); ++c) {
            const int x = sectionViewportPosition(c);
            const int w = sectionSize(c);
            if (x + w < 0 || x > viewport()->width())
                continue;
            const int boundary = model()->headerData(c, Qt::Horizontal, M::BoundaryRole).toInt();
            if (boundary == M::GroupBoundary)
                painter.fillRect(QRect(x, 0, 2, height()), text);
            const QRect nameRect(x, nameTop, w, height() - nameTop);
            if (c == current)
                painter.fillRect(nameRect, mix(base, pal.color(QPalette::Highlight), 0.35));
            const QString name = model()->headerData(c, Qt::Horizontal).toString();
            painter.save();
            painter.setFont(font());
            painter.setPen(text);
            painter.translate(x + w / 2.0, height() - 4);
            painter.rotate(-90);
            const QFontMetrics nameMetrics(painter.font());
            const int room = height() - nameTop - 8;
            painter.drawText(QRectF(0, -w / 2.0, room, w), Qt::AlignLeft | Qt::AlignVCenter,
                             nameMetrics.elidedText(name, Qt::ElideMiddle, room));
            painter.restore();
        }
        painter.setPen(faint);
        painter.drawLine(0, m_bandHeight, viewport()->width(), m_bandHeight);
        painter.drawLine(0, nameTop, viewport()->width(), nameTop);
        painter.drawLine(0, height() - 1, viewport()->width(), height() - 1);
    }

    bool viewportEvent(QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip || !model())
            return QHeaderView::viewportEvent(event);
        auto *help = static_cast<QHelpEvent *>(event);
        const int column = logicalIndexAt(help->pos());
        if (column < 0) {
            QToolTip::hideText();
            return true;
        }
        QString tip;
        const QString group = model()->headerData(column, Qt::Horizontal, M::GroupRole).toString();
        if (help->pos().y() < m_bandHeight) {
            tip = group == M::kFailToPass ? AttemptMatrixView::tr("FAIL_TO_PASS: tests a correct patch must turn from "
                                                                  "failing to passing.")
                  : group == M::kPassToPass ? AttemptMatrixView::tr("PASS_TO_PASS: tests that pass before the change "
                                                                    "and must keep passing.")
                                            : AttemptMatrixView::tr("Other tests the runs reported, outside "
                                                                    "FAIL_TO_PASS and PASS_TO_PASS.");
        } else if (help->pos().y() < 2 * m_bandHeight) {
            const QString spec = model()->headerData(column, Qt::Horizontal, M::SpecRole).toString();
            tip = spec.isEmpty()
                      ? AttemptMatrixView::tr("These tests cover no spec.")
                      : spec + u": "_s + model()->headerData(column, Qt::Horizontal, M::SpecTitleRole).toString();
        } else {
            tip = model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        }
        QToolTip::showText(help->globalPos(), plainToolTip(tip), viewport());
        return true;
    }

private:
    int m_bandHeight = 20;
    int m_nameSpace = -1;
    int m_longest = 0;
    int m_room = 0;
};

/// The rows: label, flag badges and how many declared tests the row gets right.
class MatrixRowHeader : public QHeaderView
{
protected:
    void changeEvent(QEvent *event) override
    {
        QHeaderView::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            updateMetrics();
    }

public:
    explicit MatrixRowHeader(QWidget *parent)
        : QHeaderView(Qt::Vertical, parent)
    {
        setSectionsClickable(false);
        setHighlightSections(true);
        setSectionResizeMode(QHeaderView::Fixed);
        setObjectName(u"matrixRowHeader"_s);
    }

    void updateMetrics()
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
                m_labelWidth =
                    std::max(m_labelWidth,
                             labelMetrics.horizontalAdvance(model()->headerData(r, Qt::Vertical).toString()) + badges);
                m_scoreWidth = std::max(m_scoreWidth, metrics.horizontalAdvance(score(r)));
            }
        }
        updateGeometry();
        Q_EMIT geometriesChanged();
        viewport()->update();
    }

    QSize sizeHint() const override
    {
        // A few pixels of slack: advances are rounded, and a label exactly as wide as its rect gets elided.
        return {6 + m_labelWidth + 4 + 6 + m_scoreWidth + 6, QHeaderView::sizeHint().height()};
    }

protected:
    void paintEvent(QPaintEvent *) override
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
                painter.fillRect(row, mix(base, pal.color(QPalette::Highlight), 0.35));
            } else if (control) {
                painter.fillRect(row, mix(base, text, 0.08));
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
                drawBadge(&painter, badge.translated(badgeRight - m_badgeWidth, 0), QColor(kFalseNegativeColor),
                          u"FN"_s, badgeFont());
                badgeRight -= m_badgeWidth + 3;
            }
            if (kinds & M::FalsePositiveMark) {
                drawBadge(&painter, badge.translated(badgeRight - m_badgeWidth, 0), QColor(kFalsePositiveColor),
                          u"FP"_s, badgeFont());
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
        painter.setPen(mix(base, text, 0.3));
        painter.drawLine(w - 1, 0, w - 1, viewport()->height());
    }

    bool viewportEvent(QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip || !model())
            return QHeaderView::viewportEvent(event);
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = logicalIndexAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            return true;
        }
        QToolTip::showText(help->globalPos(),
                           plainToolTip(model()->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString()),
                           viewport());
        return true;
    }

private:
    QFont badgeFont() const
    {
        QFont small = font();
        small.setBold(true);
        small.setPixelSize(std::max(8, QFontMetrics(font()).height() - 6));
        return small;
    }

    // The numbers only: the words are in the row's tooltip and in the legend.
    QString score(int row) const
    {
        const auto *matrix = qobject_cast<const M *>(model());
        if (!matrix)
            return {};
        const auto [met, total] = matrix->rowScore(row);
        return met < 0 ? u"–"_s : u"%1/%2"_s.arg(met).arg(total);
    }

    int m_labelWidth = 100;
    int m_scoreWidth = 30;
    int m_badgeWidth = 20;
};

/// One line of samples with their meaning, wrapped when narrow.
class MatrixLegend : public QWidget
{
public:
    explicit MatrixLegend(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(u"matrixLegend"_s);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        QSizePolicy policy = sizePolicy();
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        rebuild();
    }

    void rebuild()
    {
        m_entries.clear();
        const auto add = [this](int status, bool mismatch, int flags, const QString &text) {
            m_entries.append({status, mismatch, flags, text});
        };
        add(int(TestStatus::Passed), false, 0, AttemptMatrixView::tr("passed"));
        add(int(TestStatus::Failed), false, 0, AttemptMatrixView::tr("failed"));
        add(int(TestStatus::Error), false, 0, AttemptMatrixView::tr("error"));
        add(int(TestStatus::Skipped), false, 0, AttemptMatrixView::tr("skipped"));
        add(int(TestStatus::XFail), false, 0, AttemptMatrixView::tr("expected failure"));
        add(int(TestStatus::Missing), false, 0, AttemptMatrixView::tr("missing from the log"));
        add(M::NotRun, false, 0, AttemptMatrixView::tr("not run"));
        add(int(TestStatus::Failed), true, 0, AttemptMatrixView::tr("framed: not what a correct patch gets"));
        add(int(TestStatus::Passed), false, M::FalsePositiveMark, AttemptMatrixView::tr("FP flag"));
        add(int(TestStatus::Failed), false, M::FalseNegativeMark, AttemptMatrixView::tr("FN flag"));
        m_entries.append({int(TestStatus::Passed), false, 0,
                          AttemptMatrixView::tr("underlined: a flag on the whole attempt"),
                          M::FalsePositiveMark | M::FalseNegativeMark});
        m_entries.append({int(TestStatus::Failed), false, 0,
                          AttemptMatrixView::tr("dot: changed since the previous run"), 0, true});
        m_note = AttemptMatrixView::tr("n/m: declared tests the row gets as a correct patch should");
        QStringList words;
        for (const Entry &entry : std::as_const(m_entries))
            words.append(AttemptMatrixView::statusGlyph(entry.status) + u' ' + entry.text);
        setAccessibleName(AttemptMatrixView::tr("Legend"));
        setAccessibleDescription(words.join(u", "_s) + u". "_s + m_note);
        updateGeometry();
        update();
    }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return layoutItems(width, nullptr); }
    QSize sizeHint() const override { return {600, heightForWidth(600)}; }
    QSize minimumSizeHint() const override { return {100, heightForWidth(width() > 0 ? width() : 600)}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        layoutItems(width(), &painter);
    }

private:
    struct Entry {
        int status;
        bool mismatch;
        int flags;
        QString text;
        int rowFlags = 0;
        bool changed = false;
    };

    int layoutItems(int width, QPainter *painter) const
    {
        const QFontMetrics metrics(font());
        const int side = metrics.height() + 4;
        const int lineHeight = side + 4;
        int x = 0;
        int y = 2;
        QPalette pal = palette();
        pal.setColor(QPalette::Base, pal.color(QPalette::Window));
        pal.setColor(QPalette::Text, pal.color(QPalette::WindowText));
        const auto place = [&](int itemWidth) {
            if (x > 0 && x + itemWidth > width) {
                x = 0;
                y += lineHeight;
            }
            const int left = x;
            x += itemWidth + 14;
            return left;
        };
        for (const Entry &entry : m_entries) {
            const int itemWidth = side + 4 + metrics.horizontalAdvance(entry.text);
            const int left = place(itemWidth);
            if (painter) {
                paintCell(painter, QRectF(left, y, side, side), entry.status, entry.mismatch, entry.flags,
                          entry.rowFlags, false, pal, font(), entry.changed);
                painter->setPen(pal.color(QPalette::WindowText));
                painter->setFont(font());
                painter->drawText(QRect(left + side + 4, y, width, side), Qt::AlignLeft | Qt::AlignVCenter, entry.text);
            }
        }
        const int noteLeft = place(metrics.horizontalAdvance(m_note));
        if (painter)
            painter->drawText(QRect(noteLeft, y, width, side), Qt::AlignLeft | Qt::AlignVCenter, m_note);
        return y + lineHeight;
    }

    QList<Entry> m_entries;
    QString m_note;
};

AttemptMatrixView::AttemptMatrixView(QWidget *parent)
    : QWidget(parent)
    , m_model(new AttemptMatrixModel(this))
    , m_table(new QTableView(this))
    , m_delegate(new MatrixDelegate(this))
    , m_legend(new MatrixLegend(this))
    , m_summary(new QLabel(this))
{
    setObjectName(u"attemptMatrixView"_s);
    m_table->setObjectName(u"matrixTable"_s);
    m_testHeader = new MatrixTestHeader(m_table);
    m_rowHeader = new MatrixRowHeader(m_table);
    m_table->setHorizontalHeader(m_testHeader);
    m_table->setVerticalHeader(m_rowHeader);
    m_table->setModel(m_model);
    m_table->setItemDelegate(m_delegate);
    m_table->setShowGrid(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Attempts and tests"));
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);

    m_summary->setObjectName(u"matrixSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);

    connect(m_table, &QTableView::clicked, this, &AttemptMatrixView::activate);
    updateMetrics();
    updateSummary();
}

AttemptMatrixView::~AttemptMatrixView() = default;

QString AttemptMatrixView::statusGlyph(int status)
{
    switch (status) {
    case int(TestStatus::Passed): return u"✓"_s;
    case int(TestStatus::Failed): return u"✗"_s;
    case int(TestStatus::Error): return u"E"_s;
    case int(TestStatus::Skipped): return u"S"_s;
    case int(TestStatus::XFail): return u"x"_s;
    case int(TestStatus::Missing): return u"?"_s;
    default: return u"–"_s;
    }
}

void AttemptMatrixView::setTask(const Task &task, std::optional<TestResults> reference,
                                std::optional<TestResults> emptyPatch)
{
    m_model->setTask(task, std::move(reference), std::move(emptyPatch));
    updateMetrics();
    updateSummary();
}

void AttemptMatrixView::setTask(const Task &task, const MatrixRuns &runs)
{
    m_model->setTask(task, runs);
    updateMetrics();
    updateSummary();
}

void AttemptMatrixView::selectCell(const QString &attemptId, const QString &testId)
{
    const int row = m_model->rowOfAttempt(attemptId);
    const int column = testId.isEmpty() ? 0 : m_model->columnOfTest(testId);
    const QModelIndex index = m_model->index(row, column);
    if (!index.isValid())
        return;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

int AttemptMatrixView::cellWidth() const
{
    return m_testHeader->defaultSectionSize();
}

int AttemptMatrixView::testNameSpace() const
{
    return m_testHeader->nameSpace();
}

bool AttemptMatrixView::isTestNameElided(int column) const
{
    return column >= 0 && column < m_model->columnCount() && m_testHeader->isElided(column);
}

int AttemptMatrixView::matrixWidth() const
{
    return m_rowHeader->sizeHint().width() + m_testHeader->length() + 2 * m_table->frameWidth();
}

QString AttemptMatrixView::summaryText() const
{
    return m_summary->text();
}

void AttemptMatrixView::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    Q_EMIT cellActivated(index.data(M::AttemptIdRole).toString(), index.data(M::TestIdRole).toString(),
                         index.data(M::FlagIdsRole).toStringList());
}

void AttemptMatrixView::updateMetrics()
{
    const QFontMetrics glyphMetrics(glyphFont(m_table->font()));
    int glyph = 0;
    for (int status : kAllStatuses)
        glyph = std::max(glyph, glyphMetrics.horizontalAdvance(statusGlyph(status)));
    // One pixel of tile margin and one of gap around the glyph.
    m_minimumCell = glyph + 3;
    const int rowHeight = std::max(m_minimumCell, QFontMetrics(m_table->font()).height() + 6);
    m_preferredCell = std::max(m_minimumCell, rowHeight);
    m_rowHeader->setMinimumSectionSize(1);
    m_rowHeader->setDefaultSectionSize(rowHeight);
    m_testHeader->setMinimumSectionSize(1);
    m_testHeader->updateMetrics();
    m_rowHeader->updateMetrics();
    m_legend->rebuild();
    fitColumns();
}

void AttemptMatrixView::fitColumns()
{
    if (m_fitting)
        return;
    m_fitting = true;
    // Names take what the rows leave of the height, so a tall window shows them whole and every row stays in view.
    const int rowsHeight = m_model->rowCount() * m_rowHeader->defaultSectionSize();
    m_testHeader->setRoom(m_table->height() - 2 * m_table->frameWidth() - rowsHeight - 2 * m_testHeader->bandHeight() -
                          10);
    const int columns = m_model->columnCount();
    // The columns narrow down to the glyph so that a wide matrix fits; below that it scrolls, and says so.
    const int available = m_table->viewport()->width();
    const int width = columns > 0 ? std::clamp(available / columns, m_minimumCell, m_preferredCell) : m_preferredCell;
    if (width != m_testHeader->defaultSectionSize())
        m_testHeader->setDefaultSectionSize(width);
    m_fitting = false;
    updateSummary();
}

void AttemptMatrixView::updateSummary()
{
    const int attempts = std::max(0, m_model->rowCount() - 2);
    const int tests = m_model->columnCount();
    QStringList parts;
    // Explicit singulars: without a loaded translation %n plurals would read "attempt(s)".
    parts.append((attempts == 1 ? tr("1 attempt") : tr("%1 attempts").arg(attempts)) + u" × "_s +
                 (tests == 1 ? tr("1 test") : tr("%1 tests").arg(tests)));
    const int mismatches = m_model->mismatchCount();
    parts.append(mismatches == 1 ? tr("1 cell not as a correct patch gets it")
                                 : tr("%1 cells not as a correct patch gets them").arg(mismatches));
    const MatrixRuns &runs = m_model->runs();
    if (!runs.runId.isEmpty()) {
        parts.append(runs.stale ? tr("run %1, stale: the tests or patches changed since").arg(runs.runId)
                                : tr("run %1").arg(runs.runId));
        if (!runs.previousRunId.isEmpty()) {
            const int changed = m_model->changedCount();
            parts.append(changed == 1 ? tr("1 cell changed since run %1").arg(runs.previousRunId)
                                      : tr("%1 cells changed since run %2").arg(changed).arg(runs.previousRunId));
        }
    } else if (m_model->rowCount() > 0) {
        parts.append(tr("no validation run yet"));
    }
    QString text = parts.join(u" · "_s) + u'.';
    const int needed = m_testHeader->length();
    const int available = m_table->viewport()->width();
    if (tests > 0 && needed > available + 1)
        text += u' ' + tr("The matrix is %1 px wide, %2 px are shown: scroll sideways for the rest.")
                           .arg(matrixWidth())
                           .arg(available + m_rowHeader->width());
    if (m_summary->text() != text)
        m_summary->setText(text);
}

void AttemptMatrixView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange) {
        updateMetrics();
        m_legend->update();
        m_table->viewport()->update();
        m_testHeader->viewport()->update();
        m_rowHeader->viewport()->update();
    }
}

bool AttemptMatrixView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_table->currentIndex().isValid()) {
            activate(m_table->currentIndex());
            return true;
        }
    }
    if ((watched == m_table->viewport() || watched == m_table) && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace heddle
