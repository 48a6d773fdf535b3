#include <core/editing/filerestore.h>

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

} // namespace

Result<void> restoreFiles(const QString &root, const SavedFiles &from, const SavedFiles &to)
{
    Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
    if (!lock)
        return lock.error();
    const DatasetLayout layout(root);
    QStringList paths;
    for (const auto &[path, bytes] : from)
        paths << path;
    const SavedFiles now = readSavedFiles(root, paths);
    for (const auto &saved : from) {
        const QString &path = saved.first;
        const auto current = std::find_if(now.cbegin(), now.cend(), [&](const auto &p) { return p.first == path; });
        if (current == now.cend() || current->second != saved.second) {
            Error e = makeError(Error::Code::Unsupported,
                                RestoreText::tr("%1 changed since (another writer, or a later decision); nothing was "
                                                "undone")
                                    .arg(layout.at(path)));
            e.file = layout.at(path);
            return e;
        }
    }
    for (const auto &[path, bytes] : to) {
        const QString file = layout.at(path);
        if (!bytes) {
            if (QFile::exists(file) && !QFile::remove(file)) {
                Error e = makeError(Error::Code::Io, RestoreText::tr("cannot remove %1").arg(file));
                e.file = file;
                return e;
            }
            continue;
        }
        if (Result<void> written = writeFileIfChanged(file, *bytes); !written)
            return written;
    }
    return Ok{};
}

} // namespace heddle
