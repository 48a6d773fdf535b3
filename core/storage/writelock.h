#pragma once

#include <core/util/result.h>

#include <QString>

#include <chrono>
#include <functional>

namespace heddle {

/// The dataset-wide writer lock. Every writer of a dataset (the window, every verb, agent runs) holds it while it
/// rereads what it changes, writes and commits, so that two writers never lose each other's work. It is a lock file
/// in the dataset's cache folder, which git ignores (see writeLockPath), that names its owner; a lock whose owner ended
/// without releasing it is taken over. Within a process it is reentrant for the thread that holds it; other threads
/// wait as other processes do. Released when the last guard of the holding thread is destroyed.
class DatasetWriteLock
{
public:
    DatasetWriteLock() = default; // holds nothing
    DatasetWriteLock(DatasetWriteLock &&other) noexcept;
    DatasetWriteLock &operator=(DatasetWriteLock &&other) noexcept;
    DatasetWriteLock(const DatasetWriteLock &) = delete;
    DatasetWriteLock &operator=(const DatasetWriteLock &) = delete;
    ~DatasetWriteLock();

    bool holds() const { return !m_key.isEmpty(); }
    void release();

private:
    friend Result<DatasetWriteLock> lockDatasetForWriting(const QString &, std::chrono::milliseconds);
    explicit DatasetWriteLock(QString key)
        : m_key(std::move(key))
    {}
    QString m_key;
};

/// The lock file of the dataset at root.
QString writeLockPath(const QString &root);

/// Takes the writer lock of the dataset at root, waiting up to timeout while another writer holds it. While it
/// waits it tells the waiting notifier once who holds it ("heddle (pid 4711 on host)"); when it takes over a lock
/// whose owner has ended it says so too. The error names the holder and the lock file.
Result<DatasetWriteLock> lockDatasetForWriting(const QString &root,
                                               std::chrono::milliseconds timeout = std::chrono::minutes(10));

/// Notes that the file at path is about to be written (atomicfile calls it). Under a writer lock of the calling thread
/// whose dataset holds path, the path goes into the lock's journal (.heddle-cache/write.pending), which a normal
/// release removes: a journal found by the next holder lists what a writer that ended while holding the lock wrote.
void noteDatasetWrite(const QString &path);

/// Who commits what a writer that ended while holding the lock had written (paths relative to root; holder names it).
/// Called by the next holder, with the lock held, before it does its own work; the journal is removed after. The
/// default does nothing (the files stay as they are, uncommitted).
void setOrphanedWritesHandler(
    std::function<void(const QString &root, const QStringList &paths, const QString &holder)> handler);

/// Says message where waiting writers are told (see setWriteLockNotifier).
void notifyWriters(const QString &message);

/// Where waiting for and taking over a writer lock is told: the command line prints it, the window shows it in its
/// status bar. Called on the thread that waits. The default tells nobody.
void setWriteLockNotifier(std::function<void(const QString &message)> notifier);

} // namespace heddle
