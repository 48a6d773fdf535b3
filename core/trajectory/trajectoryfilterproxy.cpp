#include <core/trajectory/trajectoryfilterproxy.h>

#include <core/trajectory/trajectorystepmodel.h>

namespace heddle {

TrajectoryFilterProxy::TrajectoryFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_kinds(allKinds())
{}

QSet<TrajectoryStep::Kind> TrajectoryFilterProxy::allKinds()
{
    using Kind = TrajectoryStep::Kind;
    return {Kind::Action, Kind::Edit, Kind::Observation, Kind::Message, Kind::Submit, Kind::Error};
}

void TrajectoryFilterProxy::setKinds(const QSet<TrajectoryStep::Kind> &kinds)
{
    if (kinds == m_kinds)
        return;
    m_kinds = kinds;
    refilter();
}

void TrajectoryFilterProxy::setKindVisible(TrajectoryStep::Kind kind, bool visible)
{
    QSet<TrajectoryStep::Kind> kinds = m_kinds;
    if (visible)
        kinds.insert(kind);
    else
        kinds.remove(kind);
    setKinds(kinds);
}

void TrajectoryFilterProxy::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    refilter();
}

bool TrajectoryFilterProxy::rowContains(const QModelIndex &sourceIndex, QStringView text)
{
    if (text.isEmpty())
        return true;
    for (const int role :
         {TrajectoryStepModel::ThoughtRole, TrajectoryStepModel::ActionRole, TrajectoryStepModel::ObservationRole}) {
        if (sourceIndex.data(role).toString().contains(text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool TrajectoryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = TrajectoryStep::Kind(index.data(TrajectoryStepModel::KindRole).toInt());
    if (!m_kinds.contains(kind))
        return false;
    return rowContains(index, m_text);
}

void TrajectoryFilterProxy::refilter()
{
    // The one place this proxy invalidates: Qt 6.4 has no beginFilterChange().
    invalidateFilter();
}

} // namespace heddle
