#include <tests/support/gui/textfit.h>

#include <QAbstractButton>
#include <QAbstractItemDelegate>
#include <QAbstractItemView>
#include <QHeaderView>
#include <QLabel>
#include <QStyleOptionHeaderV2>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTreeView>

namespace heddle::test {

using namespace Qt::StringLiterals;

namespace {

// The options a view and a header paint with are theirs to make (protected); a member pointer taken through a
// derived class calls them on any view, virtually.
struct ViewAccess : QAbstractItemView {
    static void option(const QAbstractItemView *view, QStyleOptionViewItem *option)
    {
        (view->*(&ViewAccess::initViewItemOption))(option);
    }
};

struct HeaderAccess : QHeaderView {
    static void option(const QHeaderView *header, QStyleOptionHeader *option, int logical)
    {
        (header->*(&HeaderAccess::initStyleOptionForIndex))(option, logical);
    }
};

QString nameOf(const QWidget *widget)
{
    const QString name = widget->objectName();
    return name.isEmpty() ? QString::fromLatin1(widget->metaObject()->className()) : name;
}

bool isColumnHidden(const QAbstractItemView *view, int column)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->isColumnHidden(column);
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->isColumnHidden(column);
    return column > 0; // a list shows its model's first column only
}

const QHeaderView *horizontalHeader(const QAbstractItemView *view)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->horizontalHeader();
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    return nullptr;
}

void checkHeader(const QHeaderView *header, const QString &where, QStringList &cut)
{
    if (!header || !header->isVisible())
        return;
    const int visibleWidth = header->viewport()->width();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical))
            continue;
        QStyleOptionHeaderV2 option;
        HeaderAccess::option(header, &option, logical);
        if (option.text.isEmpty())
            continue;
        const int x = header->sectionViewportPosition(logical);
        const int width = header->sectionSize(logical);
        const QString name = u"%1 header: %2"_s.arg(where, option.text);
        if (width <= 0) {
            cut << name + u" (no width)"_s;
            continue;
        }
        option.rect = QRect(x, 0, width, header->height());
        QRect label = header->style()->subElementRect(QStyle::SE_HeaderLabel, &option, header);
        if (!option.icon.isNull())
            label.setLeft(label.left() + header->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, header) + 2);
        const int need = option.fontMetrics.horizontalAdvance(option.text);
        if (need > label.width())
            cut << name + u" (%1 px for %2)"_s.arg(label.width()).arg(need);
        else if (x < 0 || x + width > visibleWidth)
            cut << name + u" (past the view's edge)"_s;
    }
}

void checkItem(const QAbstractItemView *view, const QModelIndex &index, const QString &where, QStringList &cut)
{
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return;
    const QRect rect = view->visualRect(index);
    const QRect viewport = view->viewport()->rect();
    if (rect.isEmpty() || rect.bottom() < 0 || rect.top() >= viewport.height())
        return; // a hidden row, or one scrolled out of sight
    QStyleOptionViewItem option;
    ViewAccess::option(view, &option);
    option.rect = rect;
    const QSize need = view->itemDelegateForIndex(index)->sizeHint(option, index);
    const int shown = rect.intersected(viewport).width();
    const QString name = u"%1: %2"_s.arg(where, text);
    if (need.width() > shown && shown < rect.width()) {
        cut << name + u" (past the view's edge)"_s;
        return;
    }
    if ((option.features & QStyleOptionViewItem::WrapText) && need.height() > rect.height()) {
        cut << name + u" (wrapped lines cut off: %1 px for %2)"_s.arg(rect.height()).arg(need.height());
        return;
    }
    if (need.width() <= rect.width())
        return;
    // Elided. Only an id elided in the middle, whose whole text the tooltip holds, may be: the curator reads it there.
    const QString tip = index.data(Qt::ToolTipRole).toString();
    const bool inTip = tip.contains(text) || tip.contains(text.toHtmlEscaped());
    if (view->textElideMode() == Qt::ElideMiddle && inTip)
        return;
    cut << name + u" (elided: %1 px for %2)"_s.arg(rect.width()).arg(need.width());
}

void checkRows(const QAbstractItemView *view, const QModelIndex &parent, const QString &where, QStringList &cut)
{
    const QAbstractItemModel *model = view->model();
    const auto *tree = qobject_cast<const QTreeView *>(view);
    for (int row = 0; row < model->rowCount(parent); ++row) {
        for (int column = 0; column < model->columnCount(parent); ++column)
            if (!isColumnHidden(view, column))
                checkItem(view, model->index(row, column, parent), where, cut);
        const QModelIndex first = model->index(row, 0, parent);
        if (tree && tree->isExpanded(first) && !tree->isRowHidden(row, parent))
            checkRows(view, first, where, cut);
    }
}

} // namespace

QStringList cutItemTexts(const QAbstractItemView *view)
{
    QStringList cut;
    if (!view->isVisible() || !view->model())
        return cut;
    const QString where = nameOf(view);
    checkHeader(horizontalHeader(view), where, cut);
    checkRows(view, view->rootIndex(), where, cut);
    return cut;
}

QStringList cutTexts(const QWidget *widget)
{
    QStringList cut;
    for (const QLabel *label : widget->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const bool short_ = label->wordWrap() ? label->heightForWidth(label->width()) > label->height()
                                              : label->sizeHint().width() > label->width();
        if (short_)
            cut << u"%1: %2 (label %3x%4)"_s.arg(nameOf(label), label->text()).arg(label->width()).arg(label->height());
    }
    for (const QAbstractButton *button : widget->findChildren<QAbstractButton *>())
        if (button->isVisible() && !button->text().isEmpty() && button->sizeHint().width() > button->width())
            cut << u"%1: %2 (button %3 px for %4)"_s.arg(nameOf(button), button->text())
                       .arg(button->width())
                       .arg(button->sizeHint().width());
    for (const QAbstractItemView *view : widget->findChildren<QAbstractItemView *>())
        if (!qobject_cast<const QHeaderView *>(view)) // a view's headers are its own
            cut << cutItemTexts(view);
    return cut;
}

} // namespace heddle::test
