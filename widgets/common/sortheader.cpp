#include <widgets/common/sortheader.h>

#include <QStyleOptionHeader>

namespace heddle {

SortHeader::SortHeader(QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true);
    // The column sorted by now needs room for its arrow.
    connect(this, &QHeaderView::sortIndicatorChanged, this, [this](int logical) {
        if (logical >= 0 && logical < count() && sectionResizeMode(logical) == QHeaderView::Interactive)
            resizeSection(logical, std::max(sectionSize(logical), sectionSizeFromContents(logical).width()));
    });
}

QSize SortHeader::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (isSortIndicatorShown() && sortIndicatorSection() != logicalIndex) {
        // What QHeaderView added for the arrow: the header's height and a margin.
        QStyleOptionHeader option;
        initStyleOption(&option);
        size.rwidth() -= size.height() + style()->pixelMetric(QStyle::PM_HeaderMargin, &option, this);
    }
    return size;
}

} // namespace heddle
