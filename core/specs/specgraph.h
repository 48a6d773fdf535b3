#pragma once

#include <core/task/task.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

/// One interaction between two specs; a < b are indices into SpecGraph::specs().
struct SpecEdge {
    int a = 0;
    int b = 0;
    friend bool operator==(const SpecEdge &, const SpecEdge &) = default;
};

/// An interacts_with entry that names no spec of the task (or a spec id given twice).
struct SpecReferenceProblem {
    QString specId;      // the spec that holds the reference
    QString referenceId; // the id it refers to
    QString toString() const;
};

/// The specs of a task as a graph: nodes are specs, undirected edges are interactions, plus coverage facts.
class SpecGraph
{
public:
    SpecGraph() = default;
    static SpecGraph fromSpecs(const QList<Spec> &specs);
    static SpecGraph fromTask(const Task &task) { return fromSpecs(task.specs); }

    /// Node i is specs().at(i); a spec id given twice keeps its first occurrence.
    const QList<Spec> &specs() const { return m_specs; }
    qsizetype size() const { return m_specs.size(); }
    int indexOf(QStringView id) const;

    /// Deduplicated, sorted by (a, b); self-references are dropped.
    const QList<SpecEdge> &edges() const { return m_edges; }
    QList<int> neighbourIndices(int index) const;
    QStringList neighbours(QStringView id) const;

    /// Categories in the order they first appear among the specs.
    const QStringList &categories() const { return m_categories; }
    int categoryIndex(int specIndex) const { return m_categoryOf.value(specIndex, -1); }

    /// The tests that check the spec, deduplicated in the task's order; empty for an unknown id.
    QStringList coveringTests(QStringView id) const;
    /// Specs with no covering test: a passing attempt says nothing about them (a false-positive risk).
    QStringList uncoveredSpecs() const;
    bool isCovered(int index) const;

    /// References to unknown specs and duplicate spec ids, in task order.
    const QList<SpecReferenceProblem> &problems() const { return m_problems; }

private:
    QList<Spec> m_specs;
    QList<SpecEdge> m_edges;
    QList<QList<int>> m_adjacency;
    QStringList m_categories;
    QList<int> m_categoryOf;
    QList<SpecReferenceProblem> m_problems;
};

} // namespace heddle
