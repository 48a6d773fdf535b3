#include <widgets/flags/flagdelegate.h>
#include <widgets/theme.h>

#include <core/review/flaglistmodel.h>

#include <QApplication>
#include <QPainter>

namespace heddle {

using namespace Qt::StringLiterals;

FlagDelegate::FlagDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

QColor FlagDelegate::kindColor(FlagKind kind)
{
    return QColor(kind == FlagKind::FalsePositive ? theme::falsePositive : theme::falseNegative);
}

QString FlagDelegate::verdictGlyph(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Open: return u"○"_s;
    case Verdict::Confirmed: return u"✔"_s;
    case Verdict::Dismissed: return u"✘"_s;
    case Verdict::NeedsRerun: return u"↻"_s;
    }
    return {};
}

void FlagDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() == FlagListModel::VerdictColumn) {
        const auto verdict = Verdict(index.data(FlagListModel::VerdictRole).toInt());
        const bool awaits = index.data(FlagListModel::AwaitsVerdictRole).toBool();
        // A withdrawn open flag waits for nobody: a dash, and no bold.
        option->text = (verdict == Verdict::Open && !awaits ? u"–"_s : verdictGlyph(verdict)) + u' ' + option->text;
        if (awaits)
            option->font.setBold(true);
    }
}

void FlagDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != FlagListModel::KindColumn)
        return QStyledItemDelegate::paint(painter, option, index);

    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString letters = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // selection and focus backgrounds

    const auto kind = FlagKind(index.data(FlagListModel::KindRole).toInt());
    const QColor fill = kindColor(kind);
    QFont font = opt.font;
    font.setBold(true);
    const QFontMetrics metrics(font);
    const int width = metrics.horizontalAdvance(letters) + 10;
    const int height = std::min(opt.rect.height() - 4, metrics.height() + 2);
    QRect badge(0, 0, width, height);
    badge.moveCenter(opt.rect.center());

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(badge, 4, 4);
    // Black on orange and white on blue both pass WCAG AA.
    painter->setPen(kind == FlagKind::FalsePositive ? QColor(Qt::black) : QColor(Qt::white));
    painter->setFont(font);
    painter->drawText(badge, Qt::AlignCenter, letters);
    painter->restore();
}

QSize FlagDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == FlagListModel::KindColumn) {
        QFont font = option.font;
        font.setBold(true);
        size.setWidth(QFontMetrics(font).horizontalAdvance(index.data().toString()) + 18);
    }
    return size;
}

} // namespace heddle
