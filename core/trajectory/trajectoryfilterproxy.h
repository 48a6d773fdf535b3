#pragma once

#include <core/trajectory/trajectory.h>

#include <QSet>
#include <QSortFilterProxyModel>

namespace heddle {

/// Filters a TrajectoryStepModel by step kind and by free text (case-insensitive over thought, action, observation).
class TrajectoryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TrajectoryFilterProxy(QObject *parent = nullptr);

    /// The kinds shown; all kinds by default.
    void setKinds(const QSet<TrajectoryStep::Kind> &kinds);
    void setKindVisible(TrajectoryStep::Kind kind, bool visible);
    QSet<TrajectoryStep::Kind> kinds() const { return m_kinds; }
    static QSet<TrajectoryStep::Kind> allKinds();

    void setText(const QString &text);
    QString text() const { return m_text; }

    /// Whether a step model row holds the text in its thought, action or observation (case-insensitive).
    static bool rowContains(const QModelIndex &sourceIndex, QStringView text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();

    QSet<TrajectoryStep::Kind> m_kinds;
    QString m_text;
};

} // namespace heddle
