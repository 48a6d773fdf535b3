#include <core/review/curator.h>

#include <QSysInfo>

#include <git2.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString gitUserSetting(const char *key)
{
    git_libgit2_init();
    QString value;
    git_config *config = nullptr;
    if (git_config_open_default(&config) == 0) {
        git_buf buf = {};
        if (git_config_get_string_buf(&buf, config, key) == 0)
            value = QString::fromUtf8(buf.ptr, qsizetype(buf.size)).trimmed();
        git_buf_dispose(&buf);
        git_config_free(config);
    }
    git_libgit2_shutdown();
    return value;
}

QString loginName()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? qEnvironmentVariable("USERNAME") : user;
}

} // namespace

QString defaultCuratorName()
{
    if (QString git = gitUserSetting("user.name"); !git.isEmpty())
        return git;
    return loginName();
}

QString defaultCuratorEmail()
{
    if (QString git = gitUserSetting("user.email"); !git.isEmpty())
        return git;
    const QString login = loginName();
    return (login.isEmpty() ? u"curator"_s : login) + u"@"_s + QSysInfo::machineHostName();
}

} // namespace heddle
