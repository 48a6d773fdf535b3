#include <core/dataset/digestcache.h>

#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <map>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

// A file changed within this long of being hashed could change again with the same size and time stamp (git's
// "racy" case): its digest is used but not remembered.
constexpr qint64 kRacyMs = 2000;
constexpr quint32 kMagic = 0x48444743; // "HDGC"
constexpr quint32 kVersion = 1;

} // namespace

DigestCache::DigestCache(QString root)
    : m_root(std::move(root))
    , m_canonicalRoot(QFileInfo(m_root).canonicalFilePath() + u'/')
{
    // A cache of this checkout, read on every open: a binary stream, quicker than any JSON of ten thousand entries.
    QFile file(DatasetLayout(m_root).at(DatasetLayout::digestCacheFile()));
    if (!file.open(QIODevice::ReadOnly))
        return;
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0, count = 0;
    in >> magic >> version >> count;
    if (magic != kMagic || version != kVersion)
        return;
    m_known.reserve(count);
    for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        QString path;
        Entry e;
        in >> path >> e.size >> e.modifiedMs >> e.sha256;
        if (in.status() == QDataStream::Ok)
            m_known.insert(path, e);
    }
    if (in.status() != QDataStream::Ok)
        m_known.clear();
}

QByteArray DigestCache::digest(const QString &rel) const
{
    const QString path = DatasetLayout(m_root).at(rel);
    const QFileInfo info(path);
    // Files are data: only regular files are read, and a link only when it stays inside the dataset.
    const bool readable = info.isFile() && (!info.isSymLink() || info.canonicalFilePath().startsWith(m_canonicalRoot));
    Entry entry{readable ? info.size() : -1, readable ? info.lastModified().toMSecsSinceEpoch() : 0, {}};
    if (entry.size >= 0) {
        if (const auto known = m_known.constFind(rel);
            known != m_known.cend() && known->size == entry.size && known->modifiedMs == entry.modifiedMs) {
            const QMutexLocker lock(&m_mutex);
            m_used.insert(rel, *known);
            return known->sha256;
        }
    }
    QFile file(path);
    const QByteArray bytes = entry.size >= 0 && file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    entry.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    if (entry.size >= 0 && entry.modifiedMs < QDateTime::currentMSecsSinceEpoch() - kRacyMs) {
        const QMutexLocker lock(&m_mutex);
        m_used.insert(rel, entry);
    }
    return entry.sha256;
}

void DigestCache::save() const
{
    const QMutexLocker lock(&m_mutex);
    if (m_used == m_known)
        return;
    // Sorted, so that the same digests give the same bytes and writeFileIfChanged leaves the file alone.
    std::map<QString, Entry> sorted;
    for (auto it = m_used.cbegin(); it != m_used.cend(); ++it)
        sorted.emplace(it.key(), it.value());
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << kMagic << kVersion << quint32(sorted.size());
    for (const auto &[path, e] : sorted)
        out << path << e.size << e.modifiedMs << e.sha256;
    const DatasetLayout layout(m_root);
    if (!QFileInfo::exists(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s)))
        (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    (void)writeFileIfChanged(layout.at(DatasetLayout::digestCacheFile()), bytes);
}

} // namespace heddle
