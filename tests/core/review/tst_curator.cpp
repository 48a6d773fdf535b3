// Who a verdict is recorded for when the curator named nobody: git's global user.name, else the login name. The
// git configuration lives in a temporary home so the curator's own is never read or touched. (The name set in the
// application's settings, which wins over both, is tested with the settings in tests/app/tst_settings.cpp.)
#include <core/review/curator.h>
#include <tests/support/home.h>

#include <QCoreApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

class TestCurator : public QObject
{
    Q_OBJECT

private:
    TemporaryHome m_home;

private Q_SLOTS:
    void initTestCase()
    {
        // Before the first libgit2 call, which caches where it looks.
        QVERIFY(m_home.enter());
        QCoreApplication::setOrganizationName(u"HeddleTest"_s);
        QCoreApplication::setApplicationName(u"tst_curator"_s);
    }

    void init()
    {
        m_home.removeGitConfig();
        qputenv("USER", "ada");
    }

    void gitUserNameWhenNoSetting()
    {
        m_home.writeGitConfig("[user]\n\tname = Grace Hopper\n\temail = grace@example.org\n");
        QCOMPARE(defaultCuratorName(), u"Grace Hopper"_s);
    }

    void loginNameLast()
    {
        m_home.writeGitConfig("[core]\n\tautocrlf = false\n");
        QCOMPARE(defaultCuratorName(), u"ada"_s);
        qunsetenv("USER");
        qputenv("USERNAME", "ada2");
        QCOMPARE(defaultCuratorName(), u"ada2"_s);
    }
};

QTEST_GUILESS_MAIN(TestCurator)
#include "tst_curator.moc"
