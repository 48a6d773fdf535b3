#include <core/editing/filerestore.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/taskreread.h>
#include <core/flags/flaglinks.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>

#include <QCoreApplication>
#include <QFile>

namespace heddle {

namespace {

struct RestoreText {
    Q_DECLARE_TR_FUNCTIONS(RestoreText)
};

Error changedSince(const QString &what, const QString &file)
{
    Error e = makeError(
        Error::Code::Unsupported,
        RestoreText::tr("%1 changed since (another writer, or a later decision); nothing was undone").arg(what));
    e.file = file;
    return e;
}

Flag *flagNamed(QList<Flag> &flags, const QString &id)
{
    const auto found = std::find_if(flags.begin(), flags.end(), [&](const Flag &f) { return f.id == id; });
    return found == flags.end() ? nullptr : &*found;
}

} // namespace

Result<QStringList> restoreDecision(const QString &root, const DecisionState &from, const DecisionState &to)
{
    Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock.error();
    const DatasetLayout layout(root);
    QStringList paths;
    for (const auto &[path, bytes] : from.files)
        paths << path;
    const SavedFiles now = readSavedFiles(root, paths);
    for (const auto &saved : from.files) { // no structured binding: clang (the fuzz build) cannot capture one
        const QString &path = saved.first;
        const auto current = std::find_if(now.cbegin(), now.cend(), [&](const auto &p) { return p.first == path; });
        if (current == now.cend() || current->second != saved.second)
            return changedSince(layout.at(path), layout.at(path));
    }
    // The flags' decisions are checked and put back in review.json as it is now.
    std::optional<Task> task;
    if (!from.flags.isEmpty() || !to.flags.isEmpty()) {
        // Only review.json (and curation.json) is read again: the decisions are all that is put back there.
        task.emplace();
        task->id = to.taskId;
        if (Result<DatasetWriteLock> reread = lockAndReread(root, *task); !reread)
            return reread.error();
        const QString review = layout.at(DatasetLayout::reviewFile(to.taskId));
        for (const FlagDecision &was : from.flags)
            if (const Flag *f = flagNamed(task->flags, was.flag); f && decisionOf(*f) != was)
                return changedSince(RestoreText::tr("The verdict on flag %1").arg(was.flag), review);
    }
    QStringList written;
    for (const auto &[path, bytes] : to.files) {
        const QString file = layout.at(path);
        written << path;
        if (!bytes) {
            if (QFile::exists(file) && !QFile::remove(file)) {
                Error e = makeError(Error::Code::Io, RestoreText::tr("cannot remove %1").arg(file));
                e.file = file;
                return e;
            }
            continue;
        }
        if (Result<void> saved = writeFileIfChanged(file, *bytes); !saved)
            return saved.error();
    }
    if (task) {
        bool changed = false;
        for (const FlagDecision &d : to.flags)
            if (Flag *f = flagNamed(task->flags, d.flag); f && decisionOf(*f) != d) {
                putDecision(*f, d);
                changed = true;
            }
        if (changed) {
            linkSameClaims(task->flags);
            if (Result<void> saved = saveReview(root, *task); !saved)
                return saved.error();
            written << DatasetLayout::reviewFile(to.taskId);
        }
    }
    return written;
}

} // namespace heddle
