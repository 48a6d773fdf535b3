#include <core/index/datasetstamp.h>

#include <core/dataset/datasetio.h>
#include <core/storage/datasetlayout.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <fcntl.h>
#include <sys/syscall.h>
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
// large dataset is a hundred thousand entries, and nothing in it is shown. On Linux the folder is read with getdents64
// itself: fdopendir() would spend two more calls per folder checking what openat() already said.
template <typename Found> void listAt(int dirfd, const char *name, Found &&found)
{
    const int fd = ::openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    const auto give = [&](const char *entry, unsigned char type) {
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
    };
#ifdef Q_OS_LINUX
    struct Dirent64 {
        ino64_t d_ino;
        off64_t d_off;
        unsigned short d_reclen;
        unsigned char d_type;
        char d_name[1];
    };
    alignas(Dirent64) char buffer[16384];
    for (;;) {
        const long got = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (got <= 0)
            break;
        for (long at = 0; at < got;) {
            const auto *e = reinterpret_cast<const Dirent64 *>(buffer + at);
            give(e->d_name, e->d_type);
            at += e->d_reclen;
        }
    }
    ::close(fd);
#else
    DIR *dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return;
    }
    while (const dirent *e = ::readdir(dir))
        give(e->d_name, e->d_type);
    ::closedir(dir); // and fd with it
#endif
}

// A signature of files that needs no order: each file's path, size and modification time hashed to 64 bits, and the
// hashes summed, so that no line is built, kept or sorted per file. A change of any of them changes the sum but for
// a chance of one in 2^64.
class Signer
{
public:
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
        } else {
            h = mix(h ^ kMissing);
        }
        m_sum += h;
        ++m_files;
    }
    QString text() const
    {
        return QString::number(m_sum, 16).rightJustified(16, u'0') + u'.' + QString::number(m_files);
    }

private:
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
    Signer signer;
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
// and the trajectory are not read, and a large dataset has hundreds of thousands of them). A file rewritten with as
// many bytes within the same tick of the file system's clock as its previous write looks unchanged; no edit comes
// that close to the one before it with a read in between.
QString taskSignature(const QString &folder, SignedFiles files)
{
#ifdef Q_OS_UNIX
    return files == SignedFiles::Summary ? summarySignature(folder) : textSignature(folder);
#else
    QStringList lines;
    const TaskParts &names = parts();
    if (files == SignedFiles::Text) {
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

DatasetStamp stampDataset(const QString &root)
{
    const DatasetLayout layout(QFileInfo(root).absoluteFilePath());
    DatasetStamp stamp;
    stamp.description = stampOf(layout.at(DatasetLayout::datasetFile()));
    stamp.taskIds = taskFolderIds(layout.root());
    const QList<QString> signatures =
        QtConcurrent::blockingMapped<QList<QString>>(stamp.taskIds, [&layout](const QString &id) {
            return taskSignature(layout.at(DatasetLayout::taskFolder(id)), SignedFiles::Summary);
        });
    stamp.tasks.reserve(stamp.taskIds.size());
    for (qsizetype i = 0; i < stamp.taskIds.size(); ++i)
        stamp.tasks.insert(stamp.taskIds[i], signatures[i]);
    return stamp;
}

} // namespace heddle
