#include <core/dataset/datasetio.h>
#include <core/dataset/datasetio_p.h>

#include <core/dataset/taskjson.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/pathsafety.h>
#include <core/storage/writelock.h>

#include <QCoreApplication>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;
using datasetio::unsafeName;
using datasetio::unsafePath;

namespace {

struct DatasetIo {
    Q_DECLARE_TR_FUNCTIONS(DatasetIo)
};

} // namespace

Result<void> saveTask(const QString &root, const Task &task, const QHash<QString, QString> &trajectorySources)
{
    if (!isSafeId(task.id))
        return unsafeName(DatasetIo::tr("The task id"), task.id);
    const DatasetLayout layout(root);
    for (const TestFile &f : task.tests.files)
        if (!isSafeRelativePath(f.path))
            return unsafePath(DatasetIo::tr("The test file path"), f.path,
                              layout.at(DatasetLayout::testFile(task.id, f.path)));
    for (const Attempt &a : task.attempts) {
        if (!isSafeId(a.id))
            return unsafeName(DatasetIo::tr("The attempt id"), a.id);
        if (a.trajectory.isValid() && !isSafeRelativePath(a.trajectory.file))
            return unsafePath(DatasetIo::tr("The trajectory file"), a.trajectory.file,
                              layout.at(DatasetLayout::inAttemptFolder(task.id, a.id, a.trajectory.file)));
    }

    const Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock.error();
    const QString referencePatch = DatasetLayout::referencePatchName();
    if (Result<void> s = writeFileIfChanged(layout.at(DatasetLayout::taskFile(task.id)),
                                            serializeJson(taskjson::taskToJson(task, referencePatch)));
        !s)
        return s;
    if (Result<void> s =
            writeFileIfChanged(layout.at(DatasetLayout::inTaskFolder(task.id, referencePatch)), task.referencePatch);
        !s)
        return s;
    for (const TestFile &f : task.tests.files)
        if (f.isText())
            if (Result<void> s = writeFileIfChanged(layout.at(DatasetLayout::testFile(task.id, f.path)), f.content); !s)
                return s;
    for (const Attempt &a : task.attempts) {
        const QString patchFile = DatasetLayout::attemptPatchName();
        if (Result<void> s = writeFileIfChanged(layout.at(DatasetLayout::attemptFile(task.id, a.id)),
                                                serializeJson(taskjson::attemptToJson(a, patchFile)));
            !s)
            return s;
        if (Result<void> s =
                writeFileIfChanged(layout.at(DatasetLayout::inAttemptFolder(task.id, a.id, patchFile)), a.patch);
            !s)
            return s;
        const QString source = trajectorySources.value(a.id);
        if (a.trajectory.isValid() && !source.isEmpty()) {
            Result<QByteArray> trajectory = readWholeFile(source);
            if (!trajectory) {
                Error e = trajectory.error();
                e.detail = e.detail.isEmpty() ? e.message : e.detail;
                e.message = DatasetIo::tr("cannot read the trajectory to copy");
                return e;
            }
            if (Result<void> s = writeFileIfChanged(
                    layout.at(DatasetLayout::inAttemptFolder(task.id, a.id, a.trajectory.file)), *trajectory);
                !s)
                return s;
        }
    }
    if (Result<void> s = saveReview(root, task); !s)
        return s;
    return saveCuration(root, task);
}

Result<void> saveTestFile(const QString &root, const Task &task, const QString &path, const QByteArray &content)
{
    if (!isSafeId(task.id))
        return unsafeName(DatasetIo::tr("The task id"), task.id);
    const QString file = DatasetLayout(root).at(DatasetLayout::testFile(task.id, path));
    if (!isSafeRelativePath(path))
        return unsafePath(DatasetIo::tr("The test file path"), path, file);
    const bool known = std::any_of(task.tests.files.cbegin(), task.tests.files.cend(),
                                   [&path](const TestFile &f) { return f.path == path && f.isText(); });
    if (!known)
        return makeError(Error::Code::Schema, DatasetIo::tr("\"%1\" is not a test file of task %2").arg(path, task.id));
    return writeFileIfChanged(file, content);
}

Result<void> saveReview(const QString &root, const Task &task)
{
    if (!isSafeId(task.id))
        return unsafeName(DatasetIo::tr("The task id"), task.id);
    // Its flags were never read: writing them would put an empty list over whatever the file still holds.
    if (!task.flagsUnreadable.isEmpty()) {
        Error e = makeError(Error::Code::Parse,
                            DatasetIo::tr("review.json cannot be read, so Heddle does not write "
                                          "over it; mend it first (`heddle check` says where)"),
                            task.flagsUnreadable);
        e.file = DatasetLayout(root).at(DatasetLayout::reviewFile(task.id));
        return e;
    }
    return writeFileIfChanged(DatasetLayout(root).at(DatasetLayout::reviewFile(task.id)),
                              serializeJson(taskjson::flagsToJson(task.flags)));
}

Result<void> saveCuration(const QString &root, const Task &task)
{
    if (!isSafeId(task.id))
        return unsafeName(DatasetIo::tr("The task id"), task.id);
    return writeFileIfChanged(DatasetLayout(root).at(DatasetLayout::curationFile(task.id)),
                              serializeJson(taskjson::curationToJson(task.curation)));
}

} // namespace heddle
