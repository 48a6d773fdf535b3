#pragma once

#include <QColor>
#include <QFont>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QStyledItemDelegate>

namespace heddle {

/// Paints one trajectory step from the roles of TrajectoryStepModel: index, kind badge, the first lines of thought,
/// action and observation, and a margin marker on cited steps. All text is painted as plain text.
class TrajectoryStepDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit TrajectoryStepDelegate(QObject *parent = nullptr);

    /// Whether a step (by TrajectoryStep::index) shows its sections in full rather than their first lines.
    bool isExpanded(int stepIndex) const { return m_expanded.contains(stepIndex); }
    void setExpanded(const QModelIndex &index, bool expanded);
    void toggleExpanded(const QModelIndex &index);
    /// Forgets the height of a step whose texts changed.
    void forgetHeight(int stepIndex);
    /// Forgets cached heights and expanded steps; call when the model is reset.
    void reset();

    /// An edit action as diff-like lines (each starting with '+', '-' or ' ') when it holds a unified diff, a
    /// str_replace old/new pair or an edit command's replacement text; the action's own lines otherwise.
    static QStringList editActionLines(const QString &action);
    /// The one-letter badge of a kind, so kinds differ without relying on colour.
    static QChar kindLetter(int kind);
    /// The badge colour of a kind: mid-tone, so it reads on light and dark bases.
    static QColor kindColor(int kind);
    /// A kind's name as the window shows it, in the window's language.
    static QString kindLabel(int kind);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

private:
    struct Section {
        QStringList lines;
        int hiddenLines = 0; // lines left out when collapsed
        bool monospace = false;
        bool diff = false;
        bool dim = false;
    };
    QList<Section> sections(const QModelIndex &index) const;
    int lineHeight(bool monospace) const;
    QRect toggleRect(const QRect &itemRect) const;

    QFont m_monoFont;
    QSet<int> m_expanded;
    mutable QHash<int, int> m_heights; // step index -> height; rows never re-wrap, so width does not matter
};

} // namespace heddle
