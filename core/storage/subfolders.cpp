#include <core/storage/subfolders.h>

#include <QDir>
#include <QFile>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/syscall.h>
#endif

namespace heddle {

#ifdef Q_OS_UNIX
void readFolder(int fd, const std::function<void(const char *name, unsigned char type)> &found)
{
#ifdef Q_OS_LINUX
    struct Dirent64 {
        ino64_t d_ino;
        off64_t d_off;
        unsigned short d_reclen;
        unsigned char d_type;
        char d_name[1];
    };
    alignas(Dirent64) char buffer[32768];
    for (;;) {
        const long got = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (got <= 0)
            return;
        for (long at = 0; at < got;) {
            const auto *e = reinterpret_cast<const Dirent64 *>(buffer + at);
            at += e->d_reclen;
            found(e->d_name, e->d_type);
        }
    }
#else
    const int own = ::dup(fd); // closedir() closes the descriptor it was given
    DIR *dir = own < 0 ? nullptr : ::fdopendir(own);
    if (!dir) {
        if (own >= 0)
            ::close(own);
        return;
    }
    while (const dirent *e = ::readdir(dir))
        found(e->d_name, e->d_type);
    ::closedir(dir);
#endif
}
#endif

QStringList subfolderNames(const QString &path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return {};
    QStringList names;
    readFolder(fd, [&](const char *name, unsigned char type) {
        if (name[0] == '.') // ".", ".." and hidden names
            return;
        bool folder = type == DT_DIR;
        if (type == DT_LNK || type == DT_UNKNOWN) {
            struct stat st;
            folder = ::fstatat(fd, name, &st, 0) == 0 && S_ISDIR(st.st_mode);
        }
        if (folder)
            names.append(QFile::decodeName(name));
    });
    ::close(fd);
    std::sort(names.begin(), names.end());
    return names;
#else
    return QDir(path).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
#endif
}

} // namespace heddle
