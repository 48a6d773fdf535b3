#include <core/specs/specgraph.h>

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

QString SpecReferenceProblem::toString() const
{
    if (specId == referenceId)
        return QCoreApplication::translate("heddle::SpecGraph", "spec id %1 is given more than once").arg(specId);
    return QCoreApplication::translate("heddle::SpecGraph",
                                       "spec %1 interacts with %2, which is not a spec of the task")
        .arg(specId, referenceId);
}

SpecGraph SpecGraph::fromSpecs(const QList<Spec> &specs)
{
    SpecGraph graph;
    QSet<QString> seen;
    for (const Spec &spec : specs) {
        if (seen.contains(spec.id)) {
            graph.m_problems.append({spec.id, spec.id});
            continue;
        }
        seen.insert(spec.id);
        graph.m_specs.append(spec);
    }

    graph.m_adjacency.resize(graph.m_specs.size());
    for (int i = 0; i < graph.m_specs.size(); ++i) {
        const Spec &spec = graph.m_specs.at(i);
        int category = graph.m_categories.indexOf(spec.category);
        if (category < 0) {
            category = int(graph.m_categories.size());
            graph.m_categories.append(spec.category);
        }
        graph.m_categoryOf.append(category);

        for (const QString &other : spec.interactsWith) {
            const int j = graph.indexOf(other);
            if (j < 0) {
                graph.m_problems.append({spec.id, other});
                continue;
            }
            if (j != i)
                graph.m_edges.append({std::min(i, j), std::max(i, j)});
        }
    }

    auto byEnds = [](const SpecEdge &l, const SpecEdge &r) { return std::pair(l.a, l.b) < std::pair(r.a, r.b); };
    std::sort(graph.m_edges.begin(), graph.m_edges.end(), byEnds);
    graph.m_edges.resize(std::unique(graph.m_edges.begin(), graph.m_edges.end()) - graph.m_edges.begin());
    for (const SpecEdge &edge : std::as_const(graph.m_edges)) {
        graph.m_adjacency[edge.a].append(edge.b);
        graph.m_adjacency[edge.b].append(edge.a);
    }
    for (QList<int> &adjacent : graph.m_adjacency)
        std::sort(adjacent.begin(), adjacent.end());
    return graph;
}

int SpecGraph::indexOf(QStringView id) const
{
    for (int i = 0; i < m_specs.size(); ++i) {
        if (m_specs.at(i).id == id)
            return i;
    }
    return -1;
}

QList<int> SpecGraph::neighbourIndices(int index) const
{
    return m_adjacency.value(index);
}

QStringList SpecGraph::neighbours(QStringView id) const
{
    QStringList ids;
    for (int j : neighbourIndices(indexOf(id)))
        ids.append(m_specs.at(j).id);
    return ids;
}

QStringList SpecGraph::coveringTests(QStringView id) const
{
    const int i = indexOf(id);
    if (i < 0)
        return {};
    QStringList tests = m_specs.at(i).coveredBy;
    tests.removeAll(QString());
    tests.removeDuplicates();
    return tests;
}

bool SpecGraph::isCovered(int index) const
{
    if (index < 0 || index >= m_specs.size())
        return false;
    const QStringList &tests = m_specs.at(index).coveredBy;
    return std::any_of(tests.begin(), tests.end(), [](const QString &t) { return !t.isEmpty(); });
}

QStringList SpecGraph::uncoveredSpecs() const
{
    QStringList ids;
    for (int i = 0; i < m_specs.size(); ++i) {
        if (!isCovered(i))
            ids.append(m_specs.at(i).id);
    }
    return ids;
}

} // namespace heddle
