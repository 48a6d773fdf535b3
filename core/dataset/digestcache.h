#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QString>

namespace heddle {

/// The sha256 of dataset files, remembered in DatasetLayout::digestCacheFile by size and modification time, so that
/// opening a dataset hashes only the files that changed since the last open. A missing or unreadable cache is an
/// empty one: everything in it can be computed again. digest() may be called from several threads at once.
class DigestCache
{
public:
    /// The cache of the dataset at root, read from its file.
    explicit DigestCache(QString root);

    /// The hex sha256 of the file at rel (relative to the root); of no bytes when it is missing or unreadable.
    QByteArray digest(const QString &rel) const;

    /// Writes the digests used since the cache was read (those of files no longer asked for are dropped), unless
    /// the file holds them already. Failing to write is not an error anyone needs to see: nothing is lost.
    void save() const;

private:
    struct Entry {
        qint64 size = -1;
        qint64 modifiedMs = 0;
        QByteArray sha256;
        friend bool operator==(const Entry &, const Entry &) = default;
    };

    QString m_root;
    QString m_canonicalRoot; // with a final '/'
    QHash<QString, Entry> m_known;
    mutable QMutex m_mutex;
    mutable QHash<QString, Entry> m_used;
};

} // namespace heddle
