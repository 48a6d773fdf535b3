#include <core/review/curator.h>

#include <QSettings>

#include <git2.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

QString gitUserName()
{
    git_libgit2_init();
    QString name;
    git_config *config = nullptr;
    if (git_config_open_default(&config) == 0) {
        git_buf buf = {};
        if (git_config_get_string_buf(&buf, config, "user.name") == 0)
            name = QString::fromUtf8(buf.ptr, qsizetype(buf.size)).trimmed();
        git_buf_dispose(&buf);
        git_config_free(config);
    }
    git_libgit2_shutdown();
    return name;
}

} // namespace

QString curatorName()
{
    const QString configured = QSettings().value(QString::fromUtf16(kCuratorNameKey)).toString().trimmed();
    if (!configured.isEmpty())
        return configured;
    if (const QString git = gitUserName(); !git.isEmpty())
        return git;
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? qEnvironmentVariable("USERNAME") : user;
}

} // namespace heddle
