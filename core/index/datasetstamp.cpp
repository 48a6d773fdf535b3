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
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <algorithm>

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
    DIR *dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return;
    }
    while (const dirent *e = ::readdir(dir)) {
        const char *entry = e->d_name;
        if (entry[0] == '.' && (entry[1] == 0 || (entry[1] == '.' && entry[2] == 0)))
            continue;
        struct stat st;
        bool folder = e->d_type == DT_DIR;
        if (!folder) {
            if (::fstatat(fd, entry, &st, 0) != 0)
                continue; // gone meanwhile
            folder = S_ISDIR(st.st_mode);
        }
        found(fd, entry, folder, st);
    }
    ::closedir(dir); // and fd with it
}

// stampOf()'s text, as bytes.
QByteArray stampBytes(const struct stat &st)
{
    return QByteArray::number(qint64(st.st_size)) + '\t' + QByteArray::number(qint64(st.st_mtim.tv_sec)) + '.' +
           QByteArray::number(qint64(st.st_mtim.tv_nsec));
}

void addTreeAt(QList<QByteArray> &lines, int dirfd, const char *name, const QByteArray &relative)
{
    listAt(dirfd, name, [&](int fd, const char *entry, bool folder, const struct stat &st) {
        const QByteArray path = relative + '/' + entry;
        if (folder)
            addTreeAt(lines, fd, entry, path);
        else
            lines.append(path + '\t' + stampBytes(st));
    });
}

QString hashed(QList<QByteArray> &lines)
{
    std::sort(lines.begin(), lines.end());
    return QString::fromLatin1(QCryptographicHash::hash(lines.join('\n'), QCryptographicHash::Sha1).toHex());
}

// taskSignature(folder, SignedFiles::Summary), the same lines hashed the same way, in bytes and relative calls.
QString summarySignature(const QString &folder)
{
    static const QByteArray attempts = QFile::encodeName(parts().attempts);
    static const QByteArray attemptFile = QFile::encodeName(parts().attemptFile);
    static const QByteArray validation = QFile::encodeName(parts().validation);
    QList<QByteArray> lines;
    listAt(AT_FDCWD, QFile::encodeName(folder).constData(),
           [&](int fd, const char *entry, bool folder, const struct stat &st) {
               const QByteArray name(entry);
               if (!folder) {
                   lines.append(name + '\t' + stampBytes(st));
               } else if (name == attempts) {
                   listAt(fd, entry, [&](int inAttempts, const char *attempt, bool isFolder, const struct stat &) {
                       if (!isFolder)
                           return;
                       const QByteArray file = QByteArray(attempt) + '/' + attemptFile;
                       struct stat fileStat;
                       lines.append(name + '/' + file + '\t' +
                                    (::fstatat(inAttempts, file.constData(), &fileStat, 0) == 0 ? stampBytes(fileStat)
                                                                                                : QByteArray("-")));
                   });
               } else if (name != validation) {
                   addTreeAt(lines, fd, entry, name);
               }
           });
    return hashed(lines);
}

// taskSignature(folder, SignedFiles::Text), the same lines hashed the same way, in bytes and relative calls.
QString textSignature(const QString &folder)
{
    static const QByteArray validation = QFile::encodeName(parts().validation);
    static const QByteArray mutation = QFile::encodeName(parts().mutation);
    QList<QByteArray> lines;
    listAt(AT_FDCWD, QFile::encodeName(folder).constData(),
           [&](int fd, const char *entry, bool folder, const struct stat &st) {
               const QByteArray name(entry);
               if (!folder)
                   lines.append(name + '\t' + stampBytes(st));
               else if (name != validation && name != mutation)
                   addTreeAt(lines, fd, entry, name);
           });
    return hashed(lines);
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
