#include <widgets/common/wrappingdelegate.h>

#include <QHeaderView>
#include <QTimer>
#include <QTreeView>

namespace heddle {

WrappingDelegate::WrappingDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    connect(view->header(), &QHeaderView::sectionResized, this, [this] {
        if (std::exchange(m_layoutPending, true))
            return;
        QTimer::singleShot(0, this, [this] {
            m_layoutPending = false;
            m_view->doItemsLayout();
        });
    });
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem wrapped = option;
    int width = m_view->header()->sectionSize(index.column());
    if (index.column() == 0 && m_view->rootIsDecorated())
        width -= m_view->indentation();
    // The style wraps only within a valid rectangle; the tree asks with none.
    wrapped.rect = QRect(option.rect.topLeft(), QSize(std::max(1, width), std::max(1, option.rect.height())));
    wrapped.features |= QStyleOptionViewItem::WrapText;
    return QStyledItemDelegate::sizeHint(wrapped, index);
}

} // namespace heddle
