// Who a verdict is recorded for when the curator named nobody: git's global user.name, else the login name. The
// git configuration lives in a temporary home so the curator's own is never read or touched. (The name set in the
// application's settings, which wins over both, is tested with the settings in tests/app/tst_settings.cpp.)
#include <core/review/curator.h>

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestCurator : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    void writeGitConfig(const QByteArray &content)
    {
        QFile file(m_home.path() + u"/.gitconfig"_s);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // Before the first libgit2 call, which caches where it looks.
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.path() + u"/config"_s));
        qunsetenv("GIT_CONFIG_GLOBAL");
        qunsetenv("GIT_CONFIG_NOSYSTEM");
        QCoreApplication::setOrganizationName(u"HeddleTest"_s);
        QCoreApplication::setApplicationName(u"tst_curator"_s);
    }

    void init()
    {
        QFile::remove(m_home.path() + u"/.gitconfig"_s);
        qputenv("USER", "ada");
    }

    void gitUserNameWhenNoSetting()
    {
        writeGitConfig("[user]\n\tname = Grace Hopper\n\temail = grace@example.org\n");
        QCOMPARE(defaultCuratorName(), u"Grace Hopper"_s);
    }

    void loginNameLast()
    {
        writeGitConfig("[core]\n\tautocrlf = false\n");
        QCOMPARE(defaultCuratorName(), u"ada"_s);
        qunsetenv("USER");
        qputenv("USERNAME", "ada2");
        QCOMPARE(defaultCuratorName(), u"ada2"_s);
    }
};

QTEST_GUILESS_MAIN(TestCurator)
#include "tst_curator.moc"
