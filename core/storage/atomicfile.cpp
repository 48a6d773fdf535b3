#include <core/storage/atomicfile.h>

#include <core/util/diskwatch.h>
#include <core/storage/writelock.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct AtomicFile {
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};

Error fileError(const QString &message, const QString &path, const QString &detail = {})
{
    Error e = makeError(Error::Code::Io, message, detail);
    e.file = path;
    return e;
}

Result<void> write(const QString &path, const QByteArray &bytes)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return fileError(AtomicFile::tr("cannot create the folder"), path, folder);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fileError(AtomicFile::tr("cannot write the file"), path, file.errorString());
    return Ok{};
}

} // namespace

Result<void> writeFileIfChanged(const QString &path, const QByteArray &bytes)
{
    noteDiskAccess(path, DiskAccess::Write);
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.size() == bytes.size() && existing.readAll() == bytes)
        return Ok{};
    existing.close();
    noteDatasetWrite(path); // journalled first: a writer killed halfway leaves the path named
    return write(path, bytes);
}

Result<void> writeNewFile(const QString &path, const QByteArray &bytes)
{
    const auto exists = [&path] { return QFileInfo::exists(path) || QFileInfo(path).isSymLink(); };
    const auto existsError = [&path] {
        return fileError(AtomicFile::tr("the file exists already and is never overwritten"), path);
    };
    noteDiskAccess(path, DiskAccess::Write);
    if (exists())
        return existsError();
    noteDatasetWrite(path);
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder))
        return fileError(AtomicFile::tr("cannot create the folder"), path, folder);
    const QString temporary = folder + u"/."_s + info.fileName() + u'.' +
                              QString::number(QRandomGenerator::global()->generate64(), 36) + u".new"_s;
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return fileError(AtomicFile::tr("cannot write the file"), path, file.errorString());
    // As QSaveFile does: the bytes are on disk before the name points at them.
    const bool written = file.write(bytes) == bytes.size() && file.flush() && ::fsync(file.handle()) == 0;
    const QString writeError = file.errorString();
    file.close();
    const QByteArray from = QFile::encodeName(temporary);
    if (!written) {
        ::unlink(from.constData());
        return fileError(AtomicFile::tr("cannot write the file"), path, writeError);
    }
    // link() refuses an existing name atomically, so of two writers of the same name the second fails instead of
    // replacing the first one's file. A file system without hard links gets a plain rename after one more look.
    const QByteArray to = QFile::encodeName(path);
    int result = ::link(from.constData(), to.constData());
    int error = result == 0 ? 0 : errno;
    if (error == EPERM || error == EOPNOTSUPP) {
        if (exists()) {
            error = EEXIST;
        } else {
            result = ::rename(from.constData(), to.constData());
            error = result == 0 ? 0 : errno;
        }
    }
    ::unlink(from.constData());
    if (error == EEXIST)
        return existsError();
    if (result != 0)
        return fileError(AtomicFile::tr("cannot write the file"), path, QString::fromLocal8Bit(std::strerror(error)));
    return Ok{};
}

Result<QByteArray> readWholeFile(const QString &path)
{
    noteDiskAccess(path, DiskAccess::Read);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(AtomicFile::tr("cannot read the file"), path, file.errorString());
    return file.readAll();
}

} // namespace heddle
