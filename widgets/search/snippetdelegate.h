#pragma once

#include <QStyledItemDelegate>

namespace heddle {

/// Paints a search hit's snippet as plain text, each matched term (between kMatchStart and kMatchEnd) in bold on the
/// highlight colour. The text is never interpreted: untrusted trajectories show as they are.
class SnippetDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace heddle
