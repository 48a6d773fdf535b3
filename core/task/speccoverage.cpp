#include <core/task/speccoverage.h>

#include <core/task/task.h>

namespace heddle {

QStringList listedTests(const Task &task)
{
    QStringList tests = task.tests.failToPass;
    for (const QString &t : task.tests.passToPass)
        if (!tests.contains(t))
            tests.append(t);
    return tests;
}

QStringList specsCovering(const Task &task, const QStringList &tests)
{
    QStringList specs;
    for (const Spec &spec : task.specs)
        for (const QString &test : tests)
            if (spec.coveredBy.contains(test)) {
                specs.append(spec.id);
                break;
            }
    return specs;
}

} // namespace heddle
