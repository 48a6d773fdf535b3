#include <core/exec/workspaceowner.h>

#include <core/storage/atomicfile.h>
#include <core/exec/processidentity.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringBuilder>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

constexpr qint64 kUnmarkedAgeSeconds = 3600;

} // namespace

Result<void> markOwner(const QString &folder)
{
    const qint64 pid = ::getpid();
    const QByteArray text = "pid " + QByteArray::number(pid) + "\nstarted " +
                            QByteArray::number(processStartTicks(pid)) + "\nboot " + bootId() + '\n';
    return writeNewFile(QDir(folder).filePath(QString::fromUtf16(kOwnerFileName)), text);
}

bool ownerIsGone(const QString &folder)
{
    QFile file(QDir(folder).filePath(QString::fromUtf16(kOwnerFileName)));
    if (!file.open(QIODevice::ReadOnly)) {
        const QDateTime modified = QFileInfo(folder).lastModified();
        return modified.isValid() && modified.secsTo(QDateTime::currentDateTime()) > kUnmarkedAgeSeconds;
    }
    qint64 pid = 0;
    quint64 started = 0;
    QByteArray boot;
    for (const QByteArray &line : file.read(4096).split('\n')) {
        const QByteArray value = line.mid(line.indexOf(' ') + 1).trimmed();
        if (line.startsWith("pid "))
            pid = value.toLongLong();
        else if (line.startsWith("started "))
            started = value.toULongLong();
        else if (line.startsWith("boot "))
            boot = value;
    }
    if (pid <= 0)
        return true; // a mark that says nothing is no owner
    if (!boot.isEmpty() && boot != bootId())
        return true;
    return !processAlive(pid, started);
}

QStringList sweepAbandonedFolders(const QString &parent, const QString &pattern)
{
    QStringList removed;
    const QDir dir(parent);
    const QStringList entries = dir.entryList({pattern}, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QString &entry : entries) {
        const QString path = dir.filePath(entry);
        // Only real folders: a link of that name could point anywhere.
        if (QFileInfo(path).isSymLink() || !ownerIsGone(path))
            continue;
        if (QDir(path).removeRecursively())
            removed.append(path);
    }
    return removed;
}

} // namespace heddle
