#include <tests/support/files.h>

#include <tests/support/failure.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace heddle::test {

bool writeFile(const QString &path, const QByteArray &bytes, Location at)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(u"cannot make the folder of %1"_s.arg(path), at);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(u"cannot write %1: %2"_s.arg(path, file.errorString()), at);
    if (file.write(bytes) != bytes.size() || !file.flush())
        return fail(u"cannot write %1: %2"_s.arg(path, file.errorString()), at);
    return true;
}

bool writeFile(const QString &root, const QString &relative, const QByteArray &bytes, Location at)
{
    return writeFile(root + u'/' + relative, bytes, at);
}

bool writeExecutable(const QString &path, const QByteArray &bytes, Location at)
{
    if (!writeFile(path, bytes, at))
        return false;
    if (!QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeUser))
        return fail(u"cannot make %1 executable"_s.arg(path), at);
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray readFile(const QString &root, const QString &relative)
{
    return readFile(root + u'/' + relative);
}

bool replaceInFile(const QString &path, const QByteArray &from, const QByteArray &to, Location at)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(u"cannot read %1: %2"_s.arg(path, file.errorString()), at);
    QByteArray bytes = file.readAll();
    file.close();
    if (!bytes.contains(from))
        return fail(u"%1 does not hold %2"_s.arg(path, QString::fromUtf8(from)), at);
    return writeFile(path, bytes.replace(from, to), at);
}

QDateTime backdateFile(const QString &path, Location at)
{
    QDateTime hourAgo = QDateTime::currentDateTime().addSecs(-3600);
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite) || !file.setFileTime(hourAgo, QFileDevice::FileModificationTime)) {
        fail(u"cannot set the time of %1: %2"_s.arg(path, file.errorString()), at);
        return {};
    }
    return hourAgo;
}

bool copyTree(const QString &from, const QString &to)
{
    const QDir source(from);
    if (!source.exists())
        return false;
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = to + u'/' + source.relativeFilePath(path);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(path, target))
            return false;
        // A source checked out read-only must still give the test a copy it can change.
        if (!QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner))
            return false;
    }
    return true;
}

} // namespace heddle::test
