#pragma once

#include <core/util/result.h>

#include <QString>

#include <chrono>
#include <functional>

namespace heddle {

/// The dataset-wide writer lock. Every writer of a dataset (the window, every verb, agent runs) holds it while it
/// rereads what it changes, writes and commits, so that two writers never lose each other's work. It is a lock file
/// in the dataset's cache folder, which git ignores (see writeLockPath), that names its owner; a lock whose owner ended without releasing it is
/// taken over. Within a process it is reentrant for the thread that holds it; other threads wait as other processes
/// do. Released when the last guard of the holding thread is destroyed.
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

/// Where waiting for and taking over a writer lock is told: the command line prints it, the window shows it in its
/// status bar. Called on the thread that waits. The default tells nobody.
void setWriteLockNotifier(std::function<void(const QString &message)> notifier);

} // namespace heddle
