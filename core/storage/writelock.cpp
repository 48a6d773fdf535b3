#include <core/storage/writelock.h>

#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMutex>
#include <QSet>
#include <QSysInfo>
#include <QThread>
#include <QWaitCondition>

#include <cerrno>
#include <map>
#include <memory>
#include <signal.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct WriteLockText {
    Q_DECLARE_TR_FUNCTIONS(WriteLockText)
};

// One dataset's lock within this process: which thread holds it, how often, and the lock file while held.
struct LocalState {
    QMutex mutex;
    QWaitCondition released;
    Qt::HANDLE owner = nullptr;
    int depth = 0;
    std::unique_ptr<QLockFile> file;
    QString root;          // as the holder named it, cleaned
    QSet<QString> written; // paths (relative to root) journalled under the lock held now
};

QMutex &registryMutex()
{
    static QMutex mutex;
    return mutex;
}

// Never freed: a process writes to few datasets, and a guard may outlive everything else.
std::map<QString, std::unique_ptr<LocalState>> &states()
{
    static std::map<QString, std::unique_ptr<LocalState>> all;
    return all;
}

LocalState &localState(const QString &key)
{
    const QMutexLocker locker(&registryMutex());
    std::unique_ptr<LocalState> &state = states()[key];
    if (!state)
        state = std::make_unique<LocalState>();
    return *state;
}

std::function<void(const QString &, const QStringList &, const QString &)> &orphanedWritesHandler()
{
    static std::function<void(const QString &, const QStringList &, const QString &)> handler;
    return handler;
}

QString journalPath(const QString &root)
{
    return DatasetLayout(root).at(DatasetLayout::cacheFolder() + u"/write.pending"_s);
}

std::function<void(const QString &)> &notifier()
{
    static std::function<void(const QString &)> n;
    return n;
}

void notify(const QString &message)
{
    std::function<void(const QString &)> n;
    {
        const QMutexLocker locker(&registryMutex());
        n = notifier();
    }
    if (n)
        n(message);
}

QString lockKey(const QString &root)
{
    const QFileInfo info(root);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

struct Holder {
    qint64 pid = 0;
    QString host;
    QString app;
    bool known = false;
    bool ended = false; // the owner ran on this machine and is gone
};

Holder holderOf(const QLockFile &file)
{
    Holder h;
    h.known = file.getLockInfo(&h.pid, &h.host, &h.app);
    if (!h.known || h.pid <= 0 || !(h.host.isEmpty() || h.host == QSysInfo::machineHostName()))
        return h;
    // As QLockFile judges it: the owner is gone, or its pid now belongs to another program.
    h.ended = ::kill(pid_t(h.pid), 0) != 0 && errno == ESRCH;
    const QString program = QFileInfo(u"/proc/%1/exe"_s.arg(h.pid)).symLinkTarget();
    if (!h.ended && !program.isEmpty() && !h.app.isEmpty())
        h.ended = QFileInfo(program).fileName().toLower() != QFileInfo(h.app).fileName().toLower();
    return h;
}

QString describe(const Holder &h)
{
    if (!h.known)
        return WriteLockText::tr("another writer");
    const QString app = h.app.isEmpty() ? u"?"_s : h.app;
    return h.host.isEmpty() ? WriteLockText::tr("%1 (pid %2)").arg(app).arg(h.pid)
                            : WriteLockText::tr("%1 (pid %2 on %3)").arg(app).arg(h.pid).arg(h.host);
}

// Takes the lock file, waiting until deadline; tells once who holds it and when an ended owner's lock is taken over.
Result<void> lockFile(QLockFile &file, const QString &path, const QDeadlineTimer &deadline)
{
    bool told = false;
    while (true) {
        // Said before QLockFile takes such a lock over by itself.
        if (QFileInfo::exists(path)) {
            const Holder before = holderOf(file);
            if (before.ended)
                notify(WriteLockText::tr("Taking over the dataset's writer lock from %1, which ended without "
                                         "releasing it")
                           .arg(describe(before)));
        }
        if (file.tryLock(0))
            return Ok{};
        if (file.error() != QLockFile::LockFailedError) {
            Error e = makeError(Error::Code::Io, WriteLockText::tr("Cannot create the dataset's writer lock %1: %2")
                                                     .arg(path, file.error() == QLockFile::PermissionError
                                                                    ? WriteLockText::tr("permission denied")
                                                                    : WriteLockText::tr("the file cannot be written")));
            e.file = path;
            return e;
        }
        const Holder holder = holderOf(file);
        if (holder.ended) {
            file.removeStaleLockFile();
            continue;
        }
        if (deadline.hasExpired()) {
            Error e = makeError(Error::Code::Timeout,
                                WriteLockText::tr("The dataset is being written by %1: gave up waiting for its "
                                                  "writer lock %2; try again when it has finished, or remove the "
                                                  "lock file if that writer is gone")
                                    .arg(describe(holder), path));
            e.file = path;
            return e;
        }
        if (!told) {
            notify(WriteLockText::tr("Waiting for %1 to finish writing the dataset").arg(describe(holder)));
            told = true;
        }
        QThread::msleep(std::min<qint64>(50, std::max<qint64>(1, deadline.remainingTime())));
    }
}

// A journal the new holder finds lists what a writer wrote before it ended holding the lock: handed to the handler
// (which commits it), then removed.
void recoverOrphanedWrites(const QString &root)
{
    QFile journal(journalPath(root));
    if (!journal.open(QIODevice::ReadOnly))
        return;
    QString holder = WriteLockText::tr("a writer that ended");
    QStringList paths;
    for (const QByteArray &line : journal.readAll().split('\n')) {
        if (line.startsWith("# "))
            holder = QString::fromUtf8(line.mid(2));
        else if (!line.isEmpty())
            paths << QString::fromUtf8(line);
    }
    journal.close();
    std::function<void(const QString &, const QStringList &, const QString &)> handler;
    {
        const QMutexLocker locker(&registryMutex());
        handler = orphanedWritesHandler();
    }
    if (handler && !paths.isEmpty())
        handler(root, paths, holder);
    QFile::remove(journalPath(root));
}

} // namespace

DatasetWriteLock::DatasetWriteLock(DatasetWriteLock &&other) noexcept
    : m_key(std::exchange(other.m_key, {}))
{}

DatasetWriteLock &DatasetWriteLock::operator=(DatasetWriteLock &&other) noexcept
{
    if (this != &other) {
        release();
        m_key = std::exchange(other.m_key, {});
    }
    return *this;
}

DatasetWriteLock::~DatasetWriteLock()
{
    release();
}

void DatasetWriteLock::release()
{
    if (m_key.isEmpty())
        return;
    LocalState &state = localState(std::exchange(m_key, {}));
    const QMutexLocker locker(&state.mutex);
    if (--state.depth > 0)
        return;
    // A normal end: whatever was written is the holder's to commit (and mostly committed already).
    if (!state.written.isEmpty())
        QFile::remove(journalPath(state.root));
    state.written.clear();
    if (state.file)
        state.file->unlock();
    state.file.reset();
    state.owner = nullptr;
    state.released.wakeAll();
}

QString writeLockPath(const QString &root)
{
    return DatasetLayout(root).at(DatasetLayout::writeLockFile());
}

void setWriteLockNotifier(std::function<void(const QString &message)> n)
{
    const QMutexLocker locker(&registryMutex());
    notifier() = std::move(n);
}

Result<DatasetWriteLock> lockDatasetForWriting(const QString &root, std::chrono::milliseconds timeout)
{
    const QString key = lockKey(root);
    LocalState &state = localState(key);
    const QDeadlineTimer deadline(timeout);
    const Qt::HANDLE self = QThread::currentThreadId();
    {
        QMutexLocker locker(&state.mutex);
        if (state.owner == self) {
            ++state.depth;
            return DatasetWriteLock(key);
        }
        bool told = false;
        while (state.owner) {
            if (!told) {
                told = true;
                locker.unlock();
                notify(WriteLockText::tr("Waiting for another writer in this process to finish writing the dataset"));
                locker.relock();
                continue;
            }
            if (!state.released.wait(&state.mutex, deadline))
                return makeError(Error::Code::Timeout,
                                 WriteLockText::tr("Gave up waiting for the dataset's writer lock %1: another writer "
                                                   "in this process holds it")
                                     .arg(writeLockPath(root)));
        }
        state.owner = self; // claimed: other threads wait while the file is taken
    }
    const QString path = writeLockPath(root);
    // The cache folder ignores itself in git: a held lock is never an uncommitted change.
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder + u"/.gitignore"_s)) {
        QDir().mkpath(folder);
        QFile ignore(folder + u"/.gitignore"_s);
        if (ignore.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            ignore.write("*\n");
    }
    auto file = std::make_unique<QLockFile>(path);
    file->setStaleLockTime(0); // only an owner that ended makes a lock stale, never its age
    if (Result<void> taken = lockFile(*file, path, deadline); !taken) {
        const QMutexLocker locker(&state.mutex);
        state.owner = nullptr;
        state.released.wakeAll();
        return taken.error();
    }
    {
        const QMutexLocker locker(&state.mutex);
        state.file = std::move(file);
        state.depth = 1;
        state.root = QDir::cleanPath(QFileInfo(root).absoluteFilePath());
        state.written.clear();
    }
    DatasetWriteLock lock(key);
    recoverOrphanedWrites(root);
    return lock;
}

void noteDatasetWrite(const QString &path)
{
    const Qt::HANDLE self = QThread::currentThreadId();
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const QMutexLocker registry(&registryMutex());
    for (auto &[key, state] : states()) {
        if (state->owner != self || state->root.isEmpty())
            continue;
        const QString prefix = state->root + u'/';
        if (!absolute.startsWith(prefix))
            continue;
        const QString relative = absolute.mid(prefix.size());
        if (relative.startsWith(DatasetLayout::cacheFolder() + u'/') || state->written.contains(relative))
            continue;
        QFile journal(journalPath(state->root));
        const bool fresh = !journal.exists();
        if (!journal.open(QIODevice::WriteOnly | QIODevice::Append))
            continue;
        if (fresh)
            journal.write("# " + QByteArray::number(QCoreApplication::applicationPid()) + ' ' +
                          QCoreApplication::applicationName().toUtf8() + " on " + QSysInfo::machineHostName().toUtf8() +
                          '\n');
        journal.write(relative.toUtf8() + '\n');
        journal.flush();
        state->written.insert(relative);
    }
}

void setOrphanedWritesHandler(
    std::function<void(const QString &root, const QStringList &paths, const QString &holder)> handler)
{
    const QMutexLocker locker(&registryMutex());
    orphanedWritesHandler() = std::move(handler);
}

void notifyWriters(const QString &message)
{
    notify(message);
}

} // namespace heddle
