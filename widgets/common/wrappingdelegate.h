#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace heddle {

/// Wraps a tree view's text at its column's width: a long reason shows on as many lines as it needs instead of being
/// cut short. QTreeView measures rows without their columns' widths, so the rows are laid out again when a column
/// changes width. For a column that takes the room the others leave, never one sized to its content.
class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit WrappingDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
    bool m_layoutPending = false;
};

} // namespace heddle
