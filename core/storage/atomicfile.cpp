#include <core/storage/atomicfile.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace heddle {

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
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.size() == bytes.size() && existing.readAll() == bytes)
        return Ok{};
    existing.close();
    return write(path, bytes);
}

Result<void> writeNewFile(const QString &path, const QByteArray &bytes)
{
    if (QFileInfo(path).exists() || QFileInfo(path).isSymLink())
        return fileError(AtomicFile::tr("the file exists already and is never overwritten"), path);
    return write(path, bytes);
}

Result<QByteArray> readWholeFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileError(AtomicFile::tr("cannot read the file"), path, file.errorString());
    return file.readAll();
}

} // namespace heddle
