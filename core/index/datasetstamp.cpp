#include <core/index/datasetstamp.h>

#include <core/dataset/datasetio.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/subfolders.h>
#include <core/util/workpool.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>

#include <array>
#include <climits>
#include <cstring>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// The names of a task folder's parts, as DatasetLayout spells them.
struct TaskParts {
    QString attempts = QFileInfo(DatasetLayout::attemptsFolder(u"t"_s)).fileName();
    QString attemptFile = QFileInfo(DatasetLayout::attemptFile(u"t"_s, u"a"_s)).fileName();
    QString validation = QFileInfo(DatasetLayout::validationFolder(u"t"_s)).fileName();
    QString mutation = QFileInfo(DatasetLayout::mutationFolder(u"t"_s)).fileName();
};

const TaskParts &parts()
{
    static const TaskParts names;
    return names;
}

// A large dataset has hundreds of thousands of files: one system call per file, each relative to its open folder, and
// no QDateTime (whose time zone conversions cost more than the call).
#ifdef Q_OS_UNIX
QString stampOf(const struct stat &st)
{
    return u"%1\t%2.%3"_s.arg(qint64(st.st_size)).arg(qint64(st.st_mtim.tv_sec)).arg(qint64(st.st_mtim.tv_nsec));
}

QString stampOf(const QString &path)
{
    struct stat st;
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? stampOf(st) : u"-"_s;
}
#else
QString stampOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return u"-"_s;
    return u"%1\t%2"_s.arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
}

struct Entry {
    QString name;
    bool folder = false;
    QString stamp; // of a file: its size and modification time
};

QList<Entry> entries(const QString &folder, const QByteArray &inside = {})
{
    QList<Entry> found;
    for (const QFileInfo &info :
         QDir(folder).entryInfoList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        Entry entry{info.fileName(), info.isDir(), {}};
        if (!entry.folder)
            entry.stamp = stampOf(info.filePath());
        else if (!inside.isEmpty())
            entry.stamp = stampOf(info.filePath() + u'/' + QFile::decodeName(inside));
        found.append(std::move(entry));
    }
    return found;
}

// Every file below folder/relative (relative empty: folder itself), except the top-level folders skipped.
void addTree(QStringList &lines, const QString &folder, const QString &relative, const QStringList &skipped = {})
{
    for (const Entry &entry : entries(relative.isEmpty() ? folder : folder + u'/' + relative)) {
        const QString path = relative.isEmpty() ? entry.name : relative + u'/' + entry.name;
        if (!entry.folder)
            lines << path + u'\t' + entry.stamp;
        else if (!skipped.contains(path))
            addTree(lines, folder, path);
    }
}
#endif

#ifdef Q_OS_UNIX
// The entries of the folder `name` below the open folder dirfd, each given to found with the folder's own descriptor
// (for calls relative to it), whether it is a folder, and a file's stat. Names stay bytes: a queue's stamp of a
// large dataset is a hundred thousand entries, and nothing in it is shown.
template <typename Found> void listAt(int dirfd, const char *name, Found &&found)
{
    const int fd = ::openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    readFolder(fd, [&](const char *entry, unsigned char type) {
        if (entry[0] == '.' && (entry[1] == 0 || (entry[1] == '.' && entry[2] == 0)))
            return;
        struct stat st;
        bool folder = type == DT_DIR;
        if (!folder) {
            if (::fstatat(fd, entry, &st, 0) != 0)
                return; // gone meanwhile
            folder = S_ISDIR(st.st_mode);
        }
        found(fd, entry, folder, st);
    });
    ::close(fd);
}

// A signature of files that needs no order: each file's path, size and modification time hashed to 64 bits, and the
// hashes summed, so that no line is built, kept or sorted per file. A change of any of them changes the sum but for
// a chance of one in 2^64. withChange adds each file's inode and change time: an edit that keeps the size and puts
// the modification time back (touch -r, a copy that keeps times) still moves both.
class Signer
{
public:
    explicit Signer(bool withChange = false)
        : m_withChange(withChange)
    {}
    void add(const QByteArray &folder, const char *name, const struct stat *st)
    {
        quint64 h = kBasis;
        for (char c : folder)
            h = (h ^ quint8(c)) * kPrime;
        h = (h ^ quint8('/')) * kPrime;
        for (const char *c = name; *c; ++c)
            h = (h ^ quint8(*c)) * kPrime;
        if (st) {
            h = mix(h ^ mix(quint64(st->st_size)));
            h = mix(h ^ mix(quint64(st->st_mtim.tv_sec)));
            h = mix(h ^ quint64(st->st_mtim.tv_nsec));
            if (m_withChange) {
                h = mix(h ^ mix(quint64(st->st_ino)));
                h = mix(h ^ mix(quint64(st->st_ctim.tv_sec)));
                h = mix(h ^ quint64(st->st_ctim.tv_nsec));
            }
        } else {
            h = mix(h ^ kMissing);
        }
        add(h);
    }
    // An entry by what it is as well as by its times: its inode, its type, and its change time, which no tool can
    // set back (a copy that keeps a file's size and modification time still has a new inode and change time).
    void addIdentity(const char *name, const struct stat *st, bool times)
    {
        quint64 h = kBasis;
        for (const char *c = name; *c; ++c)
            h = (h ^ quint8(*c)) * kPrime;
        if (!st) {
            add(mix(h ^ kMissing));
            return;
        }
        h = mix(h ^ mix(quint64(st->st_ino)));
        h = mix(h ^ quint64(st->st_mode));
        if (times) {
            h = mix(h ^ mix(quint64(st->st_size)));
            h = mix(h ^ mix(quint64(st->st_mtim.tv_sec)));
            h = mix(h ^ quint64(st->st_mtim.tv_nsec));
            h = mix(h ^ mix(quint64(st->st_ctim.tv_sec)));
            h = mix(h ^ quint64(st->st_ctim.tv_nsec));
        }
        add(h);
    }
    QString text() const
    {
        return QString::number(m_sum, 16).rightJustified(16, u'0') + u'.' + QString::number(m_files);
    }

private:
    void add(quint64 h)
    {
        m_sum += h;
        ++m_files;
    }
    static constexpr quint64 kBasis = 14695981039346656037ULL; // FNV-1a's
    static constexpr quint64 kPrime = 1099511628211ULL;
    static constexpr quint64 kMissing = 0x9e3779b97f4a7c15ULL;
    // splitmix64's finalizer: every bit of the input moves half the output's.
    static quint64 mix(quint64 x)
    {
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }
    bool m_withChange = false;
    quint64 m_sum = 0;
    quint64 m_files = 0;
};

void addTreeAt(Signer &signer, int dirfd, const char *name, const QByteArray &relative)
{
    listAt(dirfd, name, [&](int fd, const char *entry, bool folder, const struct stat &st) {
        if (folder)
            addTreeAt(signer, fd, entry, relative + '/' + entry);
        else
            signer.add(relative, entry, &st);
    });
}

// taskSignature(folder, SignedFiles::Summary) on Unix.
QString summarySignature(const QString &folder)
{
    static const QByteArray attempts = QFile::encodeName(parts().attempts);
    static const QByteArray attemptFile = QFile::encodeName(parts().attemptFile);
    static const QByteArray validation = QFile::encodeName(parts().validation);
    Signer signer(true);
    listAt(AT_FDCWD, QFile::encodeName(folder).constData(),
           [&](int fd, const char *entry, bool folder, const struct stat &st) {
               if (!folder) {
                   signer.add({}, entry, &st);
               } else if (entry == attempts) {
                   listAt(fd, entry, [&](int inAttempts, const char *attempt, bool isFolder, const struct stat &) {
                       if (!isFolder)
                           return;
                       const QByteArray file = QByteArray(attempt) + '/' + attemptFile;
                       struct stat fileStat;
                       const bool there = ::fstatat(inAttempts, file.constData(), &fileStat, 0) == 0;
                       signer.add(attempts, file.constData(), there ? &fileStat : nullptr);
                   });
               } else if (entry != validation) {
                   addTreeAt(signer, fd, entry, entry);
               }
           });
    return signer.text();
}

// taskSignature(folder, SignedFiles::Counts) on Unix, of the task folder `folder` below the open folder dirfd: five
// calls, nothing listed. A row's counts are read from task.json, review.json and curation.json (each asked for by
// name, missing or not), and from the names of the attempts folder's subfolders (how many; which ones a flag may
// name): a folder's modification and change times move with every entry made, removed or renamed in it, so its own
// stat stands for its listing. The task folder itself counts by what it is (a folder, a link, which one), not by its
// times, which every new run record moves. A link is signed as a link and as what it leads to.
QString countsSignatureAt(int dirfd, const QByteArray &folder)
{
    static const QByteArray attempts = QFile::encodeName(parts().attempts);
    static const QByteArray entries[] = {
        QFile::encodeName(QFileInfo(DatasetLayout::taskFile(u"t"_s)).fileName()),
        QFile::encodeName(QFileInfo(DatasetLayout::reviewFile(u"t"_s)).fileName()),
        QFile::encodeName(QFileInfo(DatasetLayout::curationFile(u"t"_s)).fileName()),
        attempts,
    };
    Signer signer;
    const auto sign = [&](const char *path, const char *name, bool times) {
        struct stat st;
        const bool there = ::fstatat(dirfd, path, &st, AT_SYMLINK_NOFOLLOW) == 0;
        signer.addIdentity(name, there ? &st : nullptr, times);
        if (there && S_ISLNK(st.st_mode)) {
            struct stat target;
            const bool reached = ::fstatat(dirfd, path, &target, 0) == 0;
            signer.addIdentity(name, reached ? &target : nullptr, times);
        }
    };
    sign(folder.constData(), "", false);
    // Each entry's path in a buffer of the stack: tens of thousands of tasks, five paths each.
    std::array<char, PATH_MAX> path;
    for (const QByteArray &entry : entries) {
        if (folder.size() + 1 + entry.size() >= qsizetype(path.size())) {
            signer.addIdentity(entry.constData(), nullptr, true); // no such path can be asked for
            continue;
        }
        std::memcpy(path.data(), folder.constData(), size_t(folder.size()));
        path[size_t(folder.size())] = '/';
        std::memcpy(path.data() + folder.size() + 1, entry.constData(), size_t(entry.size()) + 1);
        sign(path.data(), entry.constData(), true);
    }
    return signer.text();
}

// taskSignature(folder, SignedFiles::Text) on Unix.
QString textSignature(const QString &folder)
{
    static const QByteArray validation = QFile::encodeName(parts().validation);
    static const QByteArray mutation = QFile::encodeName(parts().mutation);
    Signer signer;
    listAt(AT_FDCWD, QFile::encodeName(folder).constData(),
           [&](int fd, const char *entry, bool folder, const struct stat &st) {
               if (!folder)
                   signer.add({}, entry, &st);
               else if (entry != validation && entry != mutation)
                   addTreeAt(signer, fd, entry, entry);
           });
    return signer.text();
}
#endif

} // namespace

// Text covers every file the search index reads (run records change with every validation and hold no indexed text;
// mutation analyses hold none either). Summary covers what a queue row is read from: the task's own files, the test
// files and mutation records its mutation score is judged by, and of each attempt only its attempt.json (the patch
// and the trajectory are not read, and a large dataset has hundreds of thousands of them), each also by its inode
// and change time; Counts covers the five entries a row's counts are read from (countsSignatureAt). A file rewritten
// with as many bytes within the same tick of the file system's clock as its previous write looks unchanged; no edit
// comes that close to the one before it with a read in between.
QString taskSignature(const QString &folder, SignedFiles files)
{
#ifdef Q_OS_UNIX
    switch (files) {
    case SignedFiles::Summary: return summarySignature(folder);
    case SignedFiles::Counts: return countsSignatureAt(AT_FDCWD, QFile::encodeName(folder));
    case SignedFiles::Text: break;
    }
    return textSignature(folder);
#else
    QStringList lines;
    const TaskParts &names = parts();
    if (files == SignedFiles::Counts) {
        const QFileInfo self(folder);
        lines << u"\t%1\t%2"_s.arg(self.isSymLink()).arg(self.canonicalFilePath());
        for (const QString &name : {QFileInfo(DatasetLayout::taskFile(u"t"_s)).fileName(),
                                    QFileInfo(DatasetLayout::reviewFile(u"t"_s)).fileName(),
                                    QFileInfo(DatasetLayout::curationFile(u"t"_s)).fileName(), names.attempts}) {
            const QFileInfo info(folder + u'/' + name);
            lines << name + u'\t' +
                         (info.exists() ? u"%1\t%2\t%3\t%4"_s.arg(info.size())
                                              .arg(info.lastModified().toMSecsSinceEpoch())
                                              .arg(info.metadataChangeTime().toMSecsSinceEpoch())
                                              .arg(info.canonicalFilePath())
                                        : u"-"_s);
        }
    } else if (files == SignedFiles::Text) {
        addTree(lines, folder, {}, {names.validation, names.mutation});
    } else {
        const QByteArray attemptFile = QFile::encodeName(names.attemptFile);
        for (const Entry &entry : entries(folder)) {
            if (!entry.folder) {
                lines << entry.name + u'\t' + entry.stamp;
            } else if (entry.name == names.attempts) {
                for (const Entry &attempt : entries(folder + u'/' + entry.name, attemptFile))
                    if (attempt.folder)
                        lines << entry.name + u'/' + attempt.name + u'/' + names.attemptFile + u'\t' + attempt.stamp;
            } else if (entry.name != names.validation) {
                addTree(lines, folder, entry.name);
            }
        }
    }
    lines.sort();
    return QString::fromLatin1(QCryptographicHash::hash(lines.join(u'\n').toUtf8(), QCryptographicHash::Sha1).toHex());
#endif
}

namespace {

// The Counts signatures of the tasks ids, in parallel: each task's five calls relative to the tasks folder, opened
// once, rather than from the root.
QList<QString> countsSignatures(const DatasetLayout &layout, const QStringList &ids)
{
#ifdef Q_OS_UNIX
    const int tasks = ::open(QFile::encodeName(layout.at(DatasetLayout::tasksFolder())).constData(),
                             O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const QList<QString> signatures =
        QtConcurrent::blockingMapped<QList<QString>>(workPool(), ids, [&](const QString &id) {
            return tasks < 0 ? taskSignature(layout.at(DatasetLayout::taskFolder(id)), SignedFiles::Counts)
                             : countsSignatureAt(tasks, QFile::encodeName(id));
        });
    if (tasks >= 0)
        ::close(tasks);
    return signatures;
#else
    return QtConcurrent::blockingMapped<QList<QString>>(workPool(), ids, [&](const QString &id) {
        return taskSignature(layout.at(DatasetLayout::taskFolder(id)), SignedFiles::Counts);
    });
#endif
}

QList<QString> summarySignatures(const DatasetLayout &layout, const QStringList &ids)
{
    return QtConcurrent::blockingMapped<QList<QString>>(workPool(), ids, [&layout](const QString &id) {
        return taskSignature(layout.at(DatasetLayout::taskFolder(id)), SignedFiles::Summary);
    });
}

void insertAll(QHash<QString, QString> &into, const QStringList &ids, const QList<QString> &signatures)
{
    into.reserve(into.size() + ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i)
        into.insert(ids[i], signatures[i]);
}

} // namespace

DatasetStamp stampDataset(const QString &root, StampOf what)
{
    const DatasetLayout layout(QFileInfo(root).absoluteFilePath());
    DatasetStamp stamp;
    stamp.description = stampOf(layout.at(DatasetLayout::datasetFile()));
    stamp.taskIds = taskFolderIds(layout.root());
    insertAll(stamp.counts, stamp.taskIds, countsSignatures(layout, stamp.taskIds));
    if (what == StampOf::Rows)
        insertAll(stamp.tasks, stamp.taskIds, summarySignatures(layout, stamp.taskIds));
    return stamp;
}

void addRowSignatures(DatasetStamp &stamp, const QString &root, const QStringList &ids)
{
    const DatasetLayout layout(QFileInfo(root).absoluteFilePath());
    insertAll(stamp.tasks, ids, summarySignatures(layout, ids));
}

} // namespace heddle
