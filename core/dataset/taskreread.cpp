#include <core/dataset/taskreread.h>

#include <core/dataset/datasetio_p.h>
#include <core/storage/datasetlayout.h>
#include <core/task/task.h>

#include <QCoreApplication>
#include <QDir>

namespace heddle {

namespace {

struct RereadText {
    Q_DECLARE_TR_FUNCTIONS(RereadText)
};

} // namespace

Result<DatasetWriteLock> lockAndReread(const QString &root, Task &task)
{
    Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock;
    // Only the decisions are read again: the attempts and their patches are not what other writers change.
    Result<datasetio::TaskDecisions> now = datasetio::readTaskDecisions(root, task.id);
    // The error names the file, as a failed write would.
    const auto cannotReread = [&](Error e, const QString &relative) {
        const QString file = e.file.isEmpty() ? relative : e.file;
        e.file = QDir::isRelativePath(file) ? DatasetLayout(root).at(file) : file;
        e.message = RereadText::tr("Cannot reread %1 before writing it: %2").arg(e.file, e.message);
        return e;
    };
    if (!now)
        return cannotReread(now.error(), DatasetLayout::taskFolder(task.id));
    // Flags that were read stay until the file can be read again: nothing is written over a file nobody can read.
    if (!now->flagsUnreadable.isEmpty() && task.flagsUnreadable.isEmpty())
        return cannotReread(
            makeError(Error::Code::Parse, RereadText::tr("it cannot be read any more"), now->flagsUnreadable),
            DatasetLayout::reviewFile(task.id));
    task.flags = std::move(now->flags);
    task.flagsUnreadable = std::move(now->flagsUnreadable);
    task.curation = std::move(now->curation);
    return lock;
}

} // namespace heddle
