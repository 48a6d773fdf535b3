#include <core/storage/subfolders.h>

#include <QDir>
#include <QFile>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace heddle {

QStringList subfolderNames(const QString &path)
{
#ifdef Q_OS_LINUX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return {};
    struct Dirent64 {
        ino64_t d_ino;
        off64_t d_off;
        unsigned short d_reclen;
        unsigned char d_type;
        char d_name[1];
    };
    QStringList names;
    alignas(Dirent64) char buffer[32768];
    for (;;) {
        const long got = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (got <= 0)
            break;
        for (long at = 0; at < got;) {
            const auto *e = reinterpret_cast<const Dirent64 *>(buffer + at);
            at += e->d_reclen;
            if (e->d_name[0] == '.') // ".", ".." and hidden names
                continue;
            bool folder = e->d_type == DT_DIR;
            if (e->d_type == DT_LNK || e->d_type == DT_UNKNOWN) {
                struct stat st;
                folder = ::fstatat(fd, e->d_name, &st, 0) == 0 && S_ISDIR(st.st_mode);
            }
            if (folder)
                names.append(QFile::decodeName(e->d_name));
        }
    }
    ::close(fd);
    std::sort(names.begin(), names.end());
    return names;
#else
    return QDir(path).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
#endif
}

} // namespace heddle
