#include <core/dataset/digestcache.h>

#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>

#include <QCryptographicHash>
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

} // namespace

DigestCache::DigestCache(QString root)
    : m_root(std::move(root))
    , m_canonicalRoot(QFileInfo(m_root).canonicalFilePath() + u'/')
{
    Result<QByteArray> bytes = readWholeFile(DatasetLayout(m_root).at(DatasetLayout::digestCacheFile()));
    if (!bytes)
        return;
    Result<Json> json = parseJson(*bytes, {});
    if (!json || !json->is_object() || !json->contains("files") || !json->at("files").is_object())
        return;
    for (const auto &[path, entry] : json->at("files").items()) {
        if (!entry.is_array() || entry.size() != 3 || !entry[0].is_number_integer() || !entry[1].is_number_integer() ||
            !entry[2].is_string())
            continue;
        m_known.insert(toQString(path),
                       {entry[0].get<qint64>(), entry[1].get<qint64>(), QByteArray::fromStdString(entry[2])});
    }
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
    Json files = Json::object();
    for (const auto &[path, e] : sorted)
        files[toStd(path)] = Json::array({e.size, e.modifiedMs, e.sha256.toStdString()});
    const DatasetLayout layout(m_root);
    if (!QFileInfo::exists(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s)))
        (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    (void)writeFileIfChanged(layout.at(DatasetLayout::digestCacheFile()),
                             serializeJson(Json{{"version", 1}, {"files", std::move(files)}}));
}

} // namespace heddle
