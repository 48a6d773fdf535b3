#include "fuzzing.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace heddle::fuzz {

void runInput(QByteArrayView input)
{
    if (input.isEmpty())
        return fuzzOne(0, input);
    fuzzOne(static_cast<unsigned char>(input.front()) % variants(), input.sliced(1));
}

QStringList filesUnder(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return QFileInfo::exists(path) ? QStringList{path} : QStringList{};
    QStringList files;
    QDirIterator it(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

int writeSeedCorpus(const QStringList &seedPaths, const QString &folder)
{
    QDir().mkpath(folder);
    int written = 0;
    for (const QString &seedPath : seedPaths) {
        for (const QString &file : filesUnder(seedPath)) {
            QFile in(file);
            if (!in.open(QIODevice::ReadOnly))
                continue;
            const QByteArray seed = in.readAll();
            for (int variant = 0; variant < variants(); ++variant) {
                const QByteArray input = char(variant) + seed;
                // Named by content, as libFuzzer names its own inputs: the same seed twice is one file.
                QFile out(folder + u'/' +
                          QString::fromLatin1(QCryptographicHash::hash(input, QCryptographicHash::Sha1).toHex()));
                if (out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write(input) == input.size())
                    ++written;
            }
        }
    }
    return written;
}

} // namespace heddle::fuzz
