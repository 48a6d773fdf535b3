#pragma once

#include <QColor>
#include <QStyledItemDelegate>

#include <core/task/task.h>

namespace heddle {

/// Paints the flags table from its roles: the kind as a coloured badge with its letters, the verdict with a glyph
/// beside its word, so neither depends on colour alone.
class FlagDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit FlagDelegate(QObject *parent = nullptr);

    /// Okabe-Ito: orange for false positives, blue for false negatives.
    static QColor kindColor(FlagKind kind);
    static QString verdictGlyph(Verdict verdict);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace heddle
