#pragma once

#include <QStyledItemDelegate>

namespace heddle {

/// Paints a cell of the attempt matrix from its roles alone: a tile in the status colour with the status glyph, a
/// frame where the status is not what a correct patch gets, a corner per flag kind, a bar under a row flagged as a
/// whole, a dot where the status changed since the previous run, a group or spec line on the left.
class MatrixDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// One cell, a pure function of what the roles hold; the legend paints its samples with it.
    static void paintCell(QPainter *painter, const QRectF &cell, int status, bool mismatch, int flagKinds,
                          int rowFlagKinds, bool dismissedFlag, const QPalette &palette, const QFont &font,
                          bool changed = false);
    /// The font the status glyphs are drawn in.
    static QFont glyphFont(const QFont &base);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;
};

} // namespace heddle
