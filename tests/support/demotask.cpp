#include <tests/support/demotask.h>

#include <core/dataset/datasetio.h>
#include <tests/support/fixtures.h>

using namespace Qt::StringLiterals;

namespace heddle::test {

Task loadDemoTask(const QString &id, Location at)
{
    Result<Task> task = loadTask(demoSourcePath(), id);
    if (!task) {
        fail(u"cannot load the demo task %1: %2"_s.arg(id, task.error().toString()), at);
        return {};
    }
    return std::move(task).value();
}

} // namespace heddle::test
