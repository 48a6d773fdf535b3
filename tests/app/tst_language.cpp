// The window's language: chosen in Preferences and changed without a restart (the window is made again in it, on the
// same dataset and task), Qt's own buttons with it, English plural forms, and the system's choice resolved.
#include <widgets/search/searchpanel.h>
#include <widgets/flags/flagspanel.h>
#include <tests/support/window/windowtest.h>

#include <app/controllers/searchcontroller.h>
#include <app/language.h>
#include <app/window/mainwindow.h>
#include <app/pages/pageregistry.h>
#include <app/dialogs/preferencesdialog.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <app/window/windowhost.h>
#include <tests/support/gui/dialogs.h>

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QMap>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QLabel>
#include <QTest>

using namespace heddle;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

QStringList menuTitles(const MainWindow &w)
{
    QStringList titles;
    for (QAction *a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

QAction *action(const MainWindow &w, const QString &name)
{
    for (QAction *a : w.allActions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT
    heddle::test::DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_demo.install());
    }

    void cleanup()
    {
        Settings().setLanguage({});
        installLanguage({});
    }

    void resolvesTheSetting()
    {
        QCOMPARE(resolveLanguage(u"de"_s), u"de"_s);
        QCOMPARE(resolveLanguage(u"zh_CN"_s), u"zh_CN"_s);
        // The tests run in the C locale: the system's choice, and a language without a catalogue, are English.
        QCOMPARE(resolveLanguage({}), u"en"_s);
        QCOMPARE(resolveLanguage(u"fr"_s), u"en"_s);
        QCOMPARE(languageName(u"zh_CN"_s), u"简体中文"_s);
    }

    void englishHasPluralForms()
    {
        installLanguage(u"en"_s);
        QCOMPARE(QCoreApplication::translate("heddle::TestsPage", "%n tests", nullptr, 1), u"1 test"_s);
        QCOMPARE(QCoreApplication::translate("heddle::TestsPage", "%n tests", nullptr, 3), u"3 tests"_s);
        QCOMPARE(QCoreApplication::translate("heddle::SearchController", "Index: %n task(s)", nullptr, 1),
                 u"Index: 1 task"_s);
    }

    void theWindowIsMadeInTheLanguage()
    {
        QCOMPARE(installLanguage(u"de"_s), u"de"_s);
        MainWindow w;
        const QStringList titles = menuTitles(w);
        QVERIFY2(titles.contains(u"&Datei"_s), qPrintable(titles.join(u", "_s)));
        QVERIFY(!titles.contains(u"&File"_s));
        // Every action of the window has a German text: none is the same as in English, but for the words both
        // languages share.
        installLanguage(u"en"_s);
        QMap<QString, QString> english;
        {
            MainWindow e;
            for (QAction *a : e.allActions())
                english.insert(a->objectName(), a->text());
        }
        installLanguage(u"de"_s);
        const QStringList shared = {u"Matrix"_s, u"Patches"_s, u"Tests"_s, u"&System"_s};
        QStringList same;
        for (QAction *a : w.allActions())
            if (!a->text().isEmpty() && english.value(a->objectName()) == a->text() && !shared.contains(a->text()))
                same << a->text();
        QVERIFY2(same.isEmpty(), qPrintable(same.join(u" | "_s)));
        QVERIFY(w.dock(PageId::Overview)->windowTitle() != u"Overview"_s);
        // Qt's own buttons follow (Qt's catalogues, qt6-translations-l10n).
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), u"Abbrechen"_s);
        // German plural forms.
        QCOMPARE(QCoreApplication::translate("heddle::TestsPage", "%n tests", nullptr, 1).contains(u"Test"_s), true);
    }

    void theWindowFitsALaptopScreenInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const Language &l : availableLanguages())
            QTest::newRow(qPrintable(l.code)) << l.code;
    }

    void theWindowFitsALaptopScreenInEveryLanguage()
    {
        // Longer words must not push the window past a 1280-pixel-wide screen: its least width stays within it, with
        // a dataset open and no task shown yet as well as with a task shown. On failure, the widgets that are widest
        // at their least are named.
        QFETCH(QString, language);
        installLanguage(language);
        MainWindow w;
        w.show();
        const auto fits = [&w](const QString &when) {
            const int least = w.minimumSizeHint().expandedTo(w.minimumSize()).width();
            QStringList widest;
            if (least > 1280) {
                for (QWidget *child : w.findChildren<QWidget *>()) {
                    const int width = child->minimumSizeHint().expandedTo(child->minimumSize()).width();
                    if (child->isVisible() && width > 400)
                        widest << u"%1 %2 (%3)"_s
                                      .arg(QString::fromLatin1(child->metaObject()->className()), child->objectName())
                                      .arg(width);
                }
            }
            return least <= 1280 ? QString() : u"%1, %2 px: "_s.arg(when).arg(least) + widest.join(u", "_s);
        };
        QTest::qWait(50);
        const QString empty = fits(u"no dataset open"_s);
        QVERIFY2(empty.isEmpty(), qPrintable(empty));
        // Nor does it grow past the screen on its way there: a least width met while the window was first laid out
        // would have widened it for good.
        QVERIFY2(w.width() <= 1280, qPrintable(u"the window opened %1 px wide"_s.arg(w.width())));
        open(w, m_demo.root());
        QTest::qWait(50);
        const QString beforeTask = fits(u"no task shown"_s);
        QVERIFY2(beforeTask.isEmpty(), qPrintable(beforeTask));
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        // Whichever page is in front.
        for (const PageInfo &page : taskPages()) {
            w.dock(page.id)->raise();
            QTest::qWait(20);
            const QString withTask = fits(u"a task shown on its "_s + page.name + u" page"_s);
            QVERIFY2(withTask.isEmpty(), qPrintable(withTask));
        }
    }

    void preferencesSwitchTheWindowOnTheSameTask()
    {
        WindowHost host;
        MainWindow *w = host.open();
        QCOMPARE(menuTitles(*w).value(0), u"&File"_s);
        open(*w, m_demo.root());
        QVERIFY(showTask(*w, u"wallet-lock"_s));
        QVERIFY(w->dock(PageId::Trajectory));
        w->dock(PageId::Trajectory)->raise();
        // A search with its results and a selected flag: the window in the other language keeps them.
        QTRY_VERIFY_WITH_TIMEOUT(w->findChild<SearchController *>()->isIndexReady(), 60000);
        w->findChild<SearchController *>()->showSearch();
        w->findChild<SearchController *>()->panel()->runQuery(u"wallet"_s);
        // The hits come in batches: the count is read once the search has ended and says how long it took.
        const auto *status = w->findChild<SearchController *>()->panel()->findChild<QLabel *>(u"searchStatus"_s);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().endsWith(u" ms."_s), kAsync);
        const int hits = w->findChild<SearchController *>()->panel()->hitCount();
        QVERIFY(hits > 0);
        QVERIFY(w->views()->flagsPanel()->selectFlag(u"F2"_s));

        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        heddle::test::answerNextDialog<PreferencesDialog>([](PreferencesDialog *d) {
            d->languageField()->setCurrentIndex(d->languageField()->findData(u"zh_CN"_s));
            d->accept();
        });
        action(*w, u"preferencesAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 1, kAsync);

        MainWindow *again = host.window();
        QVERIFY(again && again != w);
        QVERIFY(!again->windowIcon().pixmap(32).isNull()); // the application's own icon, from the resources
        QVERIFY(again->isVisible());
        QCOMPARE(menuTitles(*again).value(0), u"文件(&F)"_s);
        QCOMPARE(Settings().language(), u"zh_CN"_s);
        QTRY_COMPARE_WITH_TIMEOUT(again->datasetRoot(), m_demo.root(), kAsync);
        QTRY_COMPARE_WITH_TIMEOUT(again->views()->task().id, u"wallet-lock"_s, kAsync);
        QVERIFY(again->findChild<SearchController *>()->dock()->isVisible());
        QCOMPARE(again->findChild<SearchController *>()->panel()->query(), u"wallet"_s);
        QTRY_COMPARE_WITH_TIMEOUT(again->findChild<SearchController *>()->panel()->hitCount(), hits, kAsync);
        QTRY_COMPARE_WITH_TIMEOUT(again->views()->flagsPanel()->currentFlagId(), u"F2"_s, kAsync);

        // And back to the system's language, which here is English.
        heddle::test::answerNextDialog<PreferencesDialog>([](PreferencesDialog *d) {
            QCOMPARE(d->languageField()->currentData().toString(), u"zh_CN"_s);
            d->languageField()->setCurrentIndex(0);
            d->accept();
        });
        action(*again, u"preferencesAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 2, kAsync);
        QCOMPARE(menuTitles(*host.window()).value(0), u"&File"_s);
        QTRY_COMPARE_WITH_TIMEOUT(host.window()->views()->task().id, u"wallet-lock"_s, kAsync);
        QCOMPARE(Settings().language(), QString());
    }

    void aWindowThatStaysKeepsItsLanguage()
    {
        // Nothing was changed in the dialog: no new window.
        WindowHost host;
        MainWindow *w = host.open();
        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        heddle::test::answerNextDialog<PreferencesDialog>([](PreferencesDialog *d) { d->accept(); });
        action(*w, u"preferencesAction"_s)->trigger();
        QTest::qWait(200);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(host.window(), w);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
