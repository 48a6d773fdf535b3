#include <widgets/search/snippetdelegate.h>

#include <core/index/datasetindex.h>

#include <QApplication>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// A character that would break or shift a line of the untrusted text: control characters, and the line and paragraph
// separators the item delegate turns line breaks into.
bool breaksLine(QChar c)
{
    return c.unicode() < 0x20 || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
}

// The snippet as one line: the match marks gone, the line breaks and tabs of the untrusted text made spaces.
QString flattened(const QString &text)
{
    QString line;
    line.reserve(text.size());
    for (const QChar c : text) {
        if (c == kMatchStart || c == kMatchEnd)
            continue;
        line += breaksLine(c) ? QChar(u' ') : c;
    }
    return line;
}

} // namespace

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
    painter->setClipRect(area & opt.rect);
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
        } else if (breaksLine(c)) {
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
    // Sized as the one line it paints: a snippet that spans lines must not make its row taller than the others.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // The style measures long text as if it could break it: the height is taken from one short line.
    const QString line = flattened(opt.text);
    opt.text = u"X"_s;
    opt.features &= ~QStyleOptionViewItem::WrapText;
    const QWidget *widget = option.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), widget);
    QFont bold = opt.font;
    bold.setBold(true); // matches are painted bold
    size.rwidth() += QFontMetrics(bold).horizontalAdvance(line) - opt.fontMetrics.horizontalAdvance(opt.text);
    size.setWidth(std::min(size.width(), 900));
    return size;
}

} // namespace heddle
