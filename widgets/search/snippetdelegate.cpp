#include <widgets/search/snippetdelegate.h>

#include <core/index/datasetindex.h>

#include <QApplication>
#include <QPainter>

namespace heddle {

void SnippetDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(2, 0, -2, 0);
    painter->save();
    painter->setClipRect(area);
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor normal = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    QColor mark = opt.palette.color(QPalette::Highlight);
    mark.setAlpha(selected ? 0 : 70);
    QFont plain = opt.font;
    QFont bold = opt.font;
    bold.setBold(true);
    int x = area.left();
    bool matched = false;
    QString run;
    const auto flush = [&] {
        if (run.isEmpty() || x >= area.right())
            return;
        const QFont &font = matched ? bold : plain;
        const QFontMetrics metrics(font);
        const int width = metrics.horizontalAdvance(run);
        const QRect box(x, area.top(), width, area.height());
        if (matched)
            painter->fillRect(box.adjusted(0, 2, 0, -2), mark);
        painter->setFont(font);
        painter->setPen(normal);
        painter->drawText(box, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, run);
        x += width;
        run.clear();
    };
    for (const QChar c : text) {
        if (c == kMatchStart || c == kMatchEnd) {
            flush();
            matched = c == kMatchStart;
        } else if (c.unicode() < 0x20) {
            run += u' '; // line breaks and tabs of the untrusted text, flattened
        } else {
            run += c;
        }
    }
    flush();
    painter->restore();
}

QSize SnippetDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::min(size.width(), 900));
    return size;
}

} // namespace heddle
