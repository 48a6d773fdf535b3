// Who a verdict is recorded for: the setting, else git's global user.name, else the login name. Settings and git
// configuration live in a temporary home so the curator's own are never read or touched.
#include <core/review/curator.h>

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
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
        // Before the first QSettings and the first libgit2 call, which both cache where they look.
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.path() + u"/config"_s));
        qunsetenv("GIT_CONFIG_GLOBAL");
        qunsetenv("GIT_CONFIG_NOSYSTEM");
        QCoreApplication::setOrganizationName(u"HeddleTest"_s);
        QCoreApplication::setApplicationName(u"tst_curator"_s);
    }

    void init()
    {
        QSettings().remove(QString::fromUtf16(kCuratorNameKey));
        QFile::remove(m_home.path() + u"/.gitconfig"_s);
        qputenv("USER", "ada");
    }

    void settingWins()
    {
        writeGitConfig("[user]\n\tname = Git Name\n");
        QSettings().setValue(QString::fromUtf16(kCuratorNameKey), u"  Ada Lovelace "_s);
        QCOMPARE(curatorName(), u"Ada Lovelace"_s);
    }

    void gitUserNameWhenNoSetting()
    {
        writeGitConfig("[user]\n\tname = Grace Hopper\n\temail = grace@example.org\n");
        QCOMPARE(curatorName(), u"Grace Hopper"_s);
    }

    void loginNameLast()
    {
        writeGitConfig("[core]\n\tautocrlf = false\n");
        QCOMPARE(curatorName(), u"ada"_s);
        qunsetenv("USER");
        qputenv("USERNAME", "ada2");
        QCOMPARE(curatorName(), u"ada2"_s);
    }
};

QTEST_GUILESS_MAIN(TestCurator)
#include "tst_curator.moc"
