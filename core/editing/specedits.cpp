#include <core/editing/specedits.h>

#include <QCoreApplication>

#include <algorithm>

namespace heddle::specedits {

using namespace Qt::StringLiterals;

namespace {

struct SpecEditText {
    Q_DECLARE_TR_FUNCTIONS(heddle::SpecEdits)
};

qsizetype indexOf(const QList<Spec> &specs, const QString &id)
{
    const auto it = std::find_if(specs.cbegin(), specs.cend(), [&](const Spec &s) { return s.id == id; });
    return it == specs.cend() ? -1 : it - specs.cbegin();
}

Spec *find(Task &task, const QString &id)
{
    const qsizetype i = indexOf(task.specs, id);
    return i < 0 ? nullptr : &task.specs[i];
}

} // namespace

QString freeSpecId(const QList<Spec> &specs)
{
    // The lowest free number: it reads best in a list that has lost a spec in the middle.
    for (int n = 1;; ++n)
        if (QString id = u"S"_s + QString::number(n); indexOf(specs, id) < 0)
            return id;
}

QString neighbourInCategory(const QList<Spec> &specs, const QString &id, bool up)
{
    const qsizetype i = indexOf(specs, id);
    if (i < 0)
        return {};
    for (qsizetype j = up ? i - 1 : i + 1; j >= 0 && j < specs.size(); j += up ? -1 : 1)
        if (specs.at(j).category == specs.at(i).category)
            return specs.at(j).id;
    return {};
}

bool interact(const QList<Spec> &specs, const QString &a, const QString &b)
{
    const qsizetype i = indexOf(specs, a);
    const qsizetype j = indexOf(specs, b);
    return i >= 0 && j >= 0 && (specs.at(i).interactsWith.contains(b) || specs.at(j).interactsWith.contains(a));
}

TaskEdit addSpec(const Spec &spec, qsizetype index)
{
    return {SpecEditText::tr("Spec %1 added").arg(spec.id), {}, [spec, index](Task &task) {
                task.specs.insert(std::clamp<qsizetype>(index, 0, task.specs.size()), spec);
            }};
}

TaskEdit removeSpec(const QString &id)
{
    return {SpecEditText::tr("Spec %1 removed").arg(id), {}, [id](Task &task) {
                const qsizetype i = indexOf(task.specs, id);
                if (i < 0)
                    return;
                task.specs.removeAt(i);
                for (Spec &s : task.specs)
                    s.interactsWith.removeAll(id);
            }};
}

TaskEdit swapSpecs(const QString &id, const QString &other, bool up)
{
    const QString summary = up ? SpecEditText::tr("Spec %1 moved up, above %2").arg(id, other)
                               : SpecEditText::tr("Spec %1 moved down, below %2").arg(id, other);
    return {summary, {}, [id, other](Task &task) {
                const qsizetype i = indexOf(task.specs, id);
                const qsizetype j = indexOf(task.specs, other);
                if (i >= 0 && j >= 0)
                    task.specs.swapItemsAt(i, j);
            }};
}

TaskEdit moveSpec(const QString &id, const QString &anchor, bool after)
{
    const QString summary = after ? SpecEditText::tr("Spec %1 moved after %2").arg(id, anchor)
                                  : SpecEditText::tr("Spec %1 moved before %2").arg(id, anchor);
    return {summary, {}, [id, anchor, after](Task &task) {
                const qsizetype from = indexOf(task.specs, id);
                if (from < 0 || indexOf(task.specs, anchor) < 0 || id == anchor)
                    return;
                Spec spec = task.specs.takeAt(from);
                const qsizetype at = indexOf(task.specs, anchor);
                spec.category = task.specs.at(at).category;
                task.specs.insert(after ? at + 1 : at, std::move(spec));
            }};
}

TaskEdit renameSpec(const QString &id, const QString &newId)
{
    return {SpecEditText::tr("Spec %1 renamed %2").arg(id, newId), {}, [id, newId](Task &task) {
                Spec *spec = find(task, id);
                if (!spec)
                    return;
                spec->id = newId;
                for (Spec &s : task.specs)
                    std::replace(s.interactsWith.begin(), s.interactsWith.end(), id, newId);
            }};
}

TaskEdit retitleSpec(const QString &id, const QString &title)
{
    return {SpecEditText::tr("Spec %1 retitled").arg(id), {}, [id, title](Task &task) {
                if (Spec *spec = find(task, id))
                    spec->title = title;
            }};
}

TaskEdit rewordSpec(const QString &id, const QString &text)
{
    return {SpecEditText::tr("Spec %1 reworded").arg(id), {}, [id, text](Task &task) {
                if (Spec *spec = find(task, id))
                    spec->text = text;
            }};
}

TaskEdit recategorizeSpec(const QString &id, const QString &category)
{
    return {SpecEditText::tr("Spec %1 now in category %2").arg(id, category), {}, [id, category](Task &task) {
                if (Spec *spec = find(task, id))
                    spec->category = category;
            }};
}

TaskEdit setInteraction(const QString &a, const QString &b, bool interact)
{
    const QString summary = interact ? SpecEditText::tr("%1 and %2 now interact").arg(a, b)
                                     : SpecEditText::tr("%1 and %2 no longer interact").arg(a, b);
    return {summary, {}, [a, b, interact](Task &task) {
                Spec *first = find(task, a);
                Spec *second = find(task, b);
                if (!first || !second)
                    return;
                if (!interact) {
                    first->interactsWith.removeAll(b);
                    second->interactsWith.removeAll(a);
                    return;
                }
                if (!first->interactsWith.contains(b))
                    first->interactsWith.append(b);
                if (!second->interactsWith.contains(a))
                    second->interactsWith.append(a);
            }};
}

TaskEdit setCoverage(const QString &id, const QString &test, bool covers)
{
    const QString summary = covers ? SpecEditText::tr("%1 covered by %2").arg(id, test)
                                   : SpecEditText::tr("%1 no longer covered by %2").arg(id, test);
    return {summary, {}, [id, test, covers](Task &task) {
                Spec *spec = find(task, id);
                if (!spec)
                    return;
                if (!covers)
                    spec->coveredBy.removeAll(test);
                else if (!spec->coveredBy.contains(test))
                    spec->coveredBy.append(test);
            }};
}

} // namespace heddle::specedits
