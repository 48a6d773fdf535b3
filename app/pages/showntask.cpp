#include <app/pages/showntask.h>

#include <core/review/blindreview.h>

namespace heddle {

using namespace Qt::StringLiterals;

void ShownTask::update()
{
    task = isHidden() ? blindedTask(snapshot.task) : snapshot.task;
}

const Attempt *ShownTask::attempt(const QString &id) const
{
    for (const Attempt &a : task.attempts)
        if (a.id == id)
            return &a;
    return nullptr;
}

QString ShownTask::attemptLabel(const QString &id) const
{
    if (id.isEmpty())
        return tr("Reference patch");
    const Attempt *a = attempt(id);
    if (a && !revealed)
        return u"%1 #%2"_s.arg(a->model).arg(a->sample);
    return a ? u"%1 #%2 — %3"_s.arg(a->model).arg(a->sample).arg(a->id) : id;
}

} // namespace heddle
