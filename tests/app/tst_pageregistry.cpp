// The page registry is the one list of a task's pages: each is made once, with a unique id, name and shortcut and a
// title; the window docks every page and lists it in the View menu from it, and the screenshot verb renders every
// page by its name.
#include <tests/support/processes.h>
#include "workbench.h"

#include <app/window/mainwindow.h>
#include <app/pages/pageregistry.h>
#include <app/pages/taskpage.h>

#include <QAction>
#include <QDockWidget>
#include <QSet>
#include <QStandardPaths>

using namespace heddle;
using namespace heddletest;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestPageRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HeddleTest"_s);
        QCoreApplication::setApplicationName(u"tst_pageregistry"_s);
    }

    void theNinePagesInOrder()
    {
        QStringList titles, names;
        for (const PageInfo &p : taskPages()) {
            titles << p.title();
            names << p.name;
        }
        QCOMPARE(titles, (QStringList{u"Overview"_s, u"Matrix"_s, u"Trajectory"_s, u"Patches"_s, u"Tests"_s, u"Flags"_s,
                                      u"Runs"_s, u"Curation"_s, u"History"_s}));
        // The names the command line and the saved dock layouts have always used.
        QCOMPARE(names, (QStringList{u"overview"_s, u"matrix"_s, u"trajectory"_s, u"diff"_s, u"tests"_s, u"flags"_s,
                                     u"runs"_s, u"curation"_s, u"history"_s}));
    }

    void idsNamesAndShortcutsAreUnique()
    {
        QSet<int> ids;
        QSet<QString> names;
        QSet<QKeySequence> shortcuts;
        int n = 0;
        for (const PageInfo &p : taskPages()) {
            ids.insert(int(p.id));
            names.insert(p.name);
            shortcuts.insert(p.shortcut);
            ++n;
            QCOMPARE(p.shortcut, QKeySequence(Qt::CTRL | (Qt::Key_0 + n))); // Ctrl+1 … Ctrl+9 in order
            QCOMPARE(&pageInfo(p.id), &p);
            QCOMPARE(pageFromName(p.name), std::optional<PageId>(p.id));
        }
        QCOMPARE(ids.size(), n);
        QCOMPARE(names.size(), n);
        QCOMPARE(shortcuts.size(), n);
        QVERIFY(!pageFromName(u"window"_s));
        QVERIFY(!pageFromName(QString()));
    }

    void everyPageIsMadeOnce()
    {
        QWidget window;
        Settings settings(QDir::tempPath() + u"/tst_pageregistry.ini"_s);
        TaskViews views(&settings, &window);
        QSet<TaskPage *> made;
        for (const PageInfo &p : taskPages()) {
            TaskPage *page = views.page(p.id);
            QVERIFY(page);
            QCOMPARE(page->parentWidget(), &window);
            QCOMPARE(page->objectName(), p.name + u"Page"_s);
            made.insert(page);
        }
        QCOMPARE(made.size(), taskPages().size());
        QCOMPARE(window.findChildren<TaskPage *>(Qt::FindDirectChildrenOnly).size(), taskPages().size());
    }

    void theWindowDocksAndListsEveryPage()
    {
        MainWindow w;
        for (const PageInfo &p : taskPages()) {
            QDockWidget *dock = w.findChild<QDockWidget *>(p.name + u"Dock"_s);
            QVERIFY2(dock, qPrintable(p.name));
            QCOMPARE(dock, w.dock(p.id));
            QCOMPARE(dock->windowTitle(), p.title());
            QCOMPARE(dock->widget(), w.views()->page(p.id));
            QAction *action = w.findChild<QAction *>(p.name + u"PageAction"_s);
            QVERIFY2(action, qPrintable(p.name));
            QCOMPARE(action->text(), p.title());
            QCOMPARE(action->shortcut(), p.shortcut);
            QVERIFY(w.allActions().contains(action));
            // The View menu's action raises the page's dock.
            dock->hide();
            action->trigger();
            QVERIFY(dock->isVisibleTo(&w));
        }
    }

    void theScreenshotVerbRendersEveryPageByName()
    {
        const ProcessRun help = runHeddle({u"screenshot"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        for (const PageInfo &p : taskPages())
            QVERIFY2(help.out.contains(p.name.toUtf8()), qPrintable(p.name));

        Workbench bench;
        QVERIFY(bench.open(false));
        const QString out = bench.dir.path() + u"/history.png"_s;
        const ProcessRun shot = runHeddle({u"screenshot"_s, bench.root, u"wallet-lock"_s, u"--view"_s, u"history"_s,
                                           u"--out"_s, out, u"--size"_s, u"400x300"_s});
        QCOMPARE(shot.exitCode, 0);
        QVERIFY(QFile::exists(out));
        const ProcessRun unknown =
            runHeddle({u"screenshot"_s, bench.root, u"wallet-lock"_s, u"--view"_s, u"nowhere"_s, u"--out"_s, out});
        QVERIFY(unknown.exitCode != 0);
    }
};

QTEST_MAIN(TestPageRegistry)
#include "tst_pageregistry.moc"
