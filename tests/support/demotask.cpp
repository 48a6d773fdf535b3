#include <tests/support/demotask.h>

#include <core/dataset/datasetio.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

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

QByteArray testPatchOf(const Task &task, const QString &repository, const QString &scratch)
{
    const QString clone = scratch + u"/test-patch-clone"_s;
    gitOutput(scratch, {u"clone"_s, u"--quiet"_s, repository, clone});
    gitOutput(clone, {u"checkout"_s, u"--quiet"_s, task.repository.baseCommit});
    for (const TestFile &file : task.tests.files)
        writeFile(clone, file.path, file.content);
    gitOutput(clone, {u"add"_s, u"-A"_s});
    return gitOutput(clone, {u"diff"_s, u"--cached"_s});
}

} // namespace heddle::test
