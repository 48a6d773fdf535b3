#include <core/present/beats.h>

#include <core/specs/specgraph.h>

#include <QCoreApplication>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct BeatText {
    Q_DECLARE_TR_FUNCTIONS(heddle::BeatText)
};

} // namespace

QString beatKindName(Beat::Kind kind)
{
    switch (kind) {
    case Beat::Kind::Query: return u"query"_s;
    case Beat::Kind::Specs: return u"specs"_s;
    case Beat::Kind::Graph: return u"graph"_s;
    case Beat::Kind::Matrix: return u"matrix"_s;
    case Beat::Kind::Flag: return u"flag"_s;
    case Beat::Kind::Validation: return u"validation"_s;
    }
    return {};
}

QList<Beat> generateBeats(const Task &task, int graphLimit)
{
    QList<Beat> beats;
    const auto add = [&](Beat::Kind kind, const QString &key, const QString &title, bool offered = false) {
        const QString id = key.isEmpty() ? beatKindName(kind) : beatKindName(kind) + u':' + key;
        beats.append({kind, id, key, title, offered});
    };
    add(Beat::Kind::Query, {}, BeatText::tr("Query"));

    const SpecGraph graph = SpecGraph::fromTask(task);
    for (const QString &category : graph.categories())
        add(Beat::Kind::Specs, category, BeatText::tr("Specs: %1").arg(category));

    // The most connected specs tell the most about how the requirements interact; shown in the task's order.
    QList<int> connected;
    for (int i = 0; i < graph.size(); ++i)
        if (!graph.neighbourIndices(i).isEmpty())
            connected.append(i);
    std::stable_sort(connected.begin(), connected.end(),
                     [&](int a, int b) { return graph.neighbourIndices(a).size() > graph.neighbourIndices(b).size(); });
    connected = connected.mid(0, std::max(0, graphLimit));
    // Every other spec is offered, a spec no test covers above all: the presenter picks them in the beats dialog.
    for (int i = 0; i < graph.size(); ++i) {
        const Spec &spec = graph.specs().at(i);
        add(Beat::Kind::Graph, spec.id,
            graph.isCovered(i) ? BeatText::tr("Interactions of %1").arg(spec.id)
                               : BeatText::tr("Interactions of %1 (no covering test)").arg(spec.id),
            !connected.contains(i));
    }

    add(Beat::Kind::Matrix, {}, BeatText::tr("Attempts × tests"));
    for (const Flag &flag : task.flags)
        add(Beat::Kind::Flag, flag.id, BeatText::tr("Flag %1 (%2)").arg(flag.id, flagKindName(flag.kind)));
    add(Beat::Kind::Validation, {}, BeatText::tr("Validation"));
    return beats;
}

} // namespace heddle
