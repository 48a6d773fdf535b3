#include <widgets/plaintooltip.h>

#include <QAbstractItemView>
#include <QHeaderView>
#include <QTableView>
#include <QHelpEvent>
#include <QToolTip>

namespace heddle {

namespace {

class PlainToolTipFilter : public QObject
{
public:
    PlainToolTipFilter(QAbstractItemView *view)
        : QObject(view)
        , m_view(view)
    {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip)
            return false;
        auto *help = static_cast<QHelpEvent *>(event);
        QString text;
        if (watched == m_view->viewport()) {
            const QModelIndex index = m_view->indexAt(help->pos());
            text = index.isValid() ? index.data(Qt::ToolTipRole).toString() : QString();
        } else if (auto *header = qobject_cast<QHeaderView *>(watched->parent()); header && header->model()) {
            const int section = header->logicalIndexAt(help->pos());
            if (section >= 0)
                text = header->model()->headerData(section, header->orientation(), Qt::ToolTipRole).toString();
        } else {
            return false;
        }
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), plainToolTip(text), static_cast<QWidget *>(watched));
        return true;
    }

private:
    QAbstractItemView *m_view;
};

} // namespace

void usePlainToolTips(QAbstractItemView *view)
{
    auto *filter = new PlainToolTipFilter(view);
    view->viewport()->installEventFilter(filter);
    if (auto *table = qobject_cast<QTableView *>(view)) {
        table->horizontalHeader()->viewport()->installEventFilter(filter);
        table->verticalHeader()->viewport()->installEventFilter(filter);
    }
}

} // namespace heddle
