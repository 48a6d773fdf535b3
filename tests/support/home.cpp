#include <tests/support/home.h>

#include <tests/support/files.h>

#include <QFile>

using namespace Qt::StringLiterals;

namespace heddle::test {

bool TemporaryHome::enter()
{
    if (!m_dir.isValid())
        return false;
    qputenv("HOME", QFile::encodeName(m_dir.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.path() + u"/config"_s));
    qunsetenv("GIT_CONFIG_GLOBAL");
    qunsetenv("GIT_CONFIG_NOSYSTEM");
    return true;
}

bool TemporaryHome::writeGitConfig(const QByteArray &content, Location at)
{
    return writeFile(m_dir.path() + u"/.gitconfig"_s, content, at);
}

void TemporaryHome::removeGitConfig()
{
    QFile::remove(m_dir.path() + u"/.gitconfig"_s);
}

} // namespace heddle::test
