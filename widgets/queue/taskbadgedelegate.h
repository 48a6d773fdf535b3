#pragma once

#include <QStyledItemDelegate>

namespace heddle {

/// Paints the queue's badges from TaskListModel's roles: the open-flag count of the FP and FN columns (an orange
/// rectangle "FP 2", a blue pill "FN 1", a muted "0/3" when none is open) and "⚠ load error" in the Result<void> column
/// of a task that failed to load.
class TaskBadgeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    enum class Kind {
        FalsePositives,
        FalseNegatives,
        Status
    };
    TaskBadgeDelegate(Kind kind, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The words of the badge painted for index; empty when it paints none (a muted count or plain text instead).
    QString badgeText(const QModelIndex &index) const;

private:
    Kind m_kind;
};

} // namespace heddle
