// The typed settings: every value survives a round trip, existing users' settings (written under the keys Heddle
// has always used) are read, and the curator's name and email fall back to git's identity, then the login.
#include <app/settings.h>
#include <tests/support/home.h>

#include <QCoreApplication>
#include <QSettings>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

class TestSettings : public QObject
{
    Q_OBJECT

private:
    TemporaryHome m_home;

private Q_SLOTS:
    void initTestCase()
    {
        // Before the first QSettings and the first libgit2 call, which both cache where they look.
        QVERIFY(m_home.enter());
        QCoreApplication::setOrganizationName(u"HeddleTest"_s);
        QCoreApplication::setApplicationName(u"tst_settings"_s);
    }

    void init()
    {
        QSettings().clear();
        m_home.removeGitConfig();
        qputenv("USER", "ada");
    }

    void everyValueRoundTrips()
    {
        const QString root = u"/data/bench"_s;
        {
            Settings settings;
            settings.setAppearance(Appearance::Dark);
            settings.setWindowGeometry("geometry");
            settings.setWindowState("state");
            settings.setQueueHeader("header");
            TaskFilter filter;
            filter.text = u"wallet"_s;
            filter.statuses = {CurationStatus::InReview};
            settings.setQueueFilter(filter);
            settings.setLastTask(root, u"wallet-lock"_s);
            settings.setSyncRemote(root, u"/srv/shared.git"_s);
            settings.setBlindReview(true);
            settings.setConfiguredCuratorName(u"  Ada Lovelace "_s);
            settings.setConfiguredCuratorEmail(u"ada@example.org"_s);
            settings.setTestTimeoutSeconds(90);
            settings.setRunsPerPatch(3);
            settings.setParallelRuns(4);
            settings.setAllowUnsandboxed(true);
        }
        const Settings again;
        QCOMPARE(again.appearance(), Appearance::Dark);
        QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(again.windowState(), QByteArray("state"));
        QCOMPARE(again.queueHeader(), QByteArray("header"));
        QCOMPARE(again.queueFilter().text, u"wallet"_s);
        QCOMPARE(again.queueFilter().statuses, QSet<CurationStatus>{CurationStatus::InReview});
        QCOMPARE(again.lastTask(root), u"wallet-lock"_s);
        QCOMPARE(again.lastTask(u"/data/other"_s), QString());
        QCOMPARE(again.syncRemote(root), u"/srv/shared.git"_s);
        QVERIFY(again.blindReview());
        QCOMPARE(again.curatorName(), u"Ada Lovelace"_s);
        QCOMPARE(again.curatorEmail(), u"ada@example.org"_s);
        QCOMPARE(again.commitAuthor().name, u"Ada Lovelace"_s);
        QCOMPARE(again.testTimeoutSeconds(), 90);
        QCOMPARE(again.runsPerPatch(), 3);
        QCOMPARE(again.parallelRuns(), 4);
        QVERIFY(again.allowUnsandboxed());
    }

    // Settings written by earlier versions of Heddle, key by key, are read as they were meant.
    void existingKeysAreRead()
    {
        const QString root = u"/data/bench"_s;
        const QString hex = QString::fromLatin1(root.toUtf8().toHex());
        {
            QSettings old;
            old.setValue(u"recentDatasets"_s, QStringList{u"/a"_s, u"/b"_s});
            old.setValue(u"appearance"_s, u"light"_s);
            old.setValue(u"mainWindow/state"_s, QByteArray("dock layout"));
            old.setValue(u"lastTask/"_s + hex, u"coin-hours-split"_s);
            old.setValue(u"sync/"_s + hex, u"https://example.org/shared.git"_s);
            old.setValue(u"review/blind"_s, true);
            old.setValue(u"curator/name"_s, u"Grace Hopper"_s);
            old.setValue(u"validation/timeoutSeconds"_s, 120);
            old.setValue(u"validation/repeat"_s, 5);
            old.setValue(u"validation/jobs"_s, 2);
            old.setValue(u"validation/allowUnsandboxed"_s, true);
        }
        const Settings settings;
        QCOMPARE(settings.recentDatasets(), (QStringList{u"/a"_s, u"/b"_s}));
        QCOMPARE(settings.appearance(), Appearance::Light);
        QCOMPARE(settings.windowState(), QByteArray("dock layout"));
        QCOMPARE(settings.lastTask(root), u"coin-hours-split"_s);
        QCOMPARE(settings.syncRemote(root), u"https://example.org/shared.git"_s);
        QVERIFY(settings.blindReview());
        QCOMPARE(settings.curatorName(), u"Grace Hopper"_s);
        QCOMPARE(settings.testTimeoutSeconds(), 120);
        QCOMPARE(settings.runsPerPatch(), 5);
        QCOMPARE(settings.parallelRuns(), 2);
        QVERIFY(settings.allowUnsandboxed());
    }

    void defaultsWhenNothingIsSet()
    {
        const Settings settings;
        QCOMPARE(settings.recentDatasets(), QStringList());
        QCOMPARE(settings.appearance(), Appearance::System);
        QVERIFY(!settings.blindReview());
        QCOMPARE(settings.testTimeoutSeconds(), 600);
        QCOMPARE(settings.runsPerPatch(), 1);
        QCOMPARE(settings.parallelRuns(), 0);
        QVERIFY(!settings.allowUnsandboxed());
    }

    void outOfRangeValuesAreClamped()
    {
        Settings settings;
        settings.setTestTimeoutSeconds(0);
        QCOMPARE(settings.testTimeoutSeconds(), 1);
        QSettings().setValue(u"validation/repeat"_s, 1000);
        QCOMPARE(settings.runsPerPatch(), 100);
    }

    void recentDatasetsNewestFirstWithoutRepeats()
    {
        Settings settings;
        for (int i = 0; i < Settings::kMaxRecentDatasets + 3; ++i)
            settings.addRecentDataset(u"/data/%1"_s.arg(i));
        settings.addRecentDataset(u"/data/5"_s);
        const QStringList recent = settings.recentDatasets();
        QCOMPARE(recent.size(), Settings::kMaxRecentDatasets);
        QCOMPARE(recent.first(), u"/data/5"_s);
        QCOMPARE(recent.count(u"/data/5"_s), 1);
        QVERIFY(!recent.contains(u"/data/0"_s)); // the oldest went
    }

    // The name set in the preferences wins over git's user.name (moved here from the core test of the defaults).
    void settingWins()
    {
        m_home.writeGitConfig("[user]\n\tname = Git Name\n");
        Settings settings;
        settings.setConfiguredCuratorName(u"  Ada Lovelace "_s);
        QCOMPARE(settings.curatorName(), u"Ada Lovelace"_s);
        QCOMPARE(QSettings().value(u"curator/name"_s).toString(), u"Ada Lovelace"_s);
    }

    void blankNameFallsBackToGitThenLogin()
    {
        m_home.writeGitConfig("[user]\n\tname = Grace Hopper\n\temail = grace@example.org\n");
        Settings settings;
        settings.setConfiguredCuratorName(u"Someone"_s);
        settings.setConfiguredCuratorName(u"   "_s); // removes the setting
        QVERIFY(!QSettings().contains(u"curator/name"_s));
        QCOMPARE(settings.curatorName(), u"Grace Hopper"_s);
        QCOMPARE(settings.curatorEmail(), u"grace@example.org"_s);
        m_home.removeGitConfig();
        QCOMPARE(settings.curatorName(), u"ada"_s);
    }

    // A rendering points every settings object made afterwards at a folder of its own.
    void aFolderOfItsOwnLeavesTheUsersAlone()
    {
        Settings user;
        user.setBlindReview(false);
        QTemporaryDir folder;
        Settings::useFolder(folder.path());
        {
            Settings scratch;
            scratch.setBlindReview(true);
            QVERIFY(scratch.blindReview());
        }
        QVERIFY(!user.blindReview());
        QVERIFY(!QDir(folder.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
