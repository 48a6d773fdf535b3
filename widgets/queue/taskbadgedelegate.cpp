#include <widgets/queue/taskbadgedelegate.h>
#include <widgets/theme.h>

#include <core/dataset/tasklistmodel.h>

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// Orange for FP, blue for FN, vermillion for load errors; each badge also carries its letters.
constexpr QRgb kFpColor = theme::falsePositive;
constexpr QRgb kFnColor = theme::falseNegative;
constexpr QRgb kErrorColor = theme::warning;
constexpr int kPadX = 5;
constexpr int kMargin = 4;

QFont badgeFont(const QStyleOptionViewItem &option)
{
    QFont font = option.font;
    font.setBold(true);
    return font;
}

} // namespace

TaskBadgeDelegate::TaskBadgeDelegate(Kind kind, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_kind(kind)
{}

QString TaskBadgeDelegate::badgeText(const QModelIndex &index) const
{
    if (m_kind == Kind::Status)
        return index.data(TaskListModel::BrokenRole).toBool() ? u"⚠ "_s + tr("load error") : QString();
    const int open = index.data(TaskListModel::OpenFlagsRole).toInt();
    if (open == 0)
        return {};
    return (m_kind == Kind::FalsePositives ? tr("FP %1") : tr("FN %1")).arg(open);
}

QSize TaskBadgeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QString badge = badgeText(index);
    if (badge.isEmpty()) {
        // Plain text, drawn inside the badge's margins (wider than the style's text margins), as paint() draws it.
        const int total = index.data(TaskListModel::FlagTotalRole).toInt();
        const QString quiet =
            m_kind == Kind::Status ? index.data().toString() : (total > 0 ? u"0/%1"_s.arg(total) : QString());
        const int width = option.fontMetrics.horizontalAdvance(quiet) + 2 * kMargin + 2;
        size.setWidth(std::max(size.width(), width));
    } else {
        const int width = QFontMetrics(badgeFont(option)).horizontalAdvance(badge) + 2 * kPadX + 2 * kMargin;
        size.setWidth(std::max(size.width(), width));
    }
    return size;
}

void TaskBadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString badge = badgeText(index);
    const bool flags = m_kind != Kind::Status;
    const int total = flags ? index.data(TaskListModel::FlagTotalRole).toInt() : 0;

    // The cell's background, selection and focus come from the style; only the text is ours.
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect cell = opt.rect.adjusted(kMargin, 0, -kMargin, 0);
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->save();
    if (badge.isEmpty()) {
        // No open flag: the settled total stays readable but quiet ("0/3"); a healthy status is plain text.
        QString quiet = text;
        if (flags)
            quiet = total > 0 ? u"0/%1"_s.arg(total) : QString();
        QColor color = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        if (flags && !selected)
            color = opt.palette.color(group, QPalette::PlaceholderText);
        painter->setPen(color);
        painter->setFont(opt.font);
        const Qt::Alignment align = flags ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter;
        painter->drawText(cell, int(align), opt.fontMetrics.elidedText(quiet, Qt::ElideRight, cell.width()));
        painter->restore();
        return;
    }

    const QFont font = badgeFont(opt);
    const QFontMetrics fm(font);
    const int height = std::min(cell.height() - 4, fm.height() + 2);
    const int width = std::min(cell.width(), fm.horizontalAdvance(badge) + 2 * kPadX);
    QRect box(0, 0, width, height);
    box.moveCenter(cell.center());
    if (flags)
        box.moveRight(cell.right());
    else
        box.moveLeft(cell.left());

    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    QColor fill, border, ink;
    switch (m_kind) {
    case Kind::FalsePositives:
        // A rectangle with small corners; black on orange reads in light and dark themes alike.
        path.addRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 2.5, 2.5);
        fill = border = QColor(kFpColor);
        ink = Qt::black;
        break;
    case Kind::FalseNegatives:
        // A pill with round ends: the shape differs from FP even without colour.
        path.addRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), height / 2.0, height / 2.0);
        fill = border = QColor(kFnColor);
        ink = Qt::white;
        break;
    case Kind::Status: {
        // A tint of vermillion over the palette's base, outlined, with the palette's text colour: readable on light
        // and dark palettes, and it stands out of a selected row too.
        path.addRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 2.5, 2.5);
        const QColor base = opt.palette.color(group, QPalette::Base);
        const QColor error(kErrorColor);
        fill = QColor::fromRgbF(base.redF() * 0.7f + error.redF() * 0.3f, base.greenF() * 0.7f + error.greenF() * 0.3f,
                                base.blueF() * 0.7f + error.blueF() * 0.3f);
        border = error;
        ink = opt.palette.color(group, QPalette::Text);
        break;
    }
    }
    painter->fillPath(path, fill);
    painter->setPen(QPen(border, 1.0));
    painter->drawPath(path);
    painter->setPen(ink);
    painter->setFont(font);
    painter->drawText(box, Qt::AlignCenter, fm.elidedText(badge, Qt::ElideRight, box.width() - 2));
    painter->restore();
}

} // namespace heddle
