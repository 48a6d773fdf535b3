// View > Present from the window on a fresh demo copy: F11 presents the shown task full screen in a window without
// menus, docks or status bar; keys walk the beats; Esc gives the window back as it was; the presenter's order of the
// beats is saved with the task and committed, so the task's history shows it.
#include <tests/support/gui/dialogs.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/datasetcommitter.h>
#include <app/window/mainwindow.h>
#include <app/controllers/presentationcontroller.h>
#include <core/history/datasethistory.h>
#include <core/present/beatorder.h>
#include <core/snapshot/tasksnapshot.h>
#include <widgets/present/beatsdialog.h>
#include <widgets/present/presentationview.h>

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

class TestPresentation : public QObject
{
    Q_OBJECT

    QAction *action(MainWindow &w, const QString &name)
    {
        for (QAction *a : w.allActions())
            if (a->objectName() == name)
                return a;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void presentsAndLeaves()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"coin-hours-split"_s));
        MainWindow &w = demo.window();
        QAction *present = action(w, u"presentAction"_s);
        QVERIFY(present);
        QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F11));
        // The window's own full screen is another key now.
        QVERIFY(action(w, u"fullScreenAction"_s)->shortcuts().contains(QKeySequence(Qt::SHIFT | Qt::Key_F11)));
        QVERIFY(!action(w, u"fullScreenAction"_s)->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        QDockWidget *flags = w.dock(PageId::Flags);
        QVERIFY(flags && flags->isVisible());
        QVERIFY(w.menuBar()->isVisible());

        w.activateWindow();
        QTRY_VERIFY(w.isActiveWindow());
        QTest::keyClick(&w, Qt::Key_F11);
        PresentationView *view = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((view = w.findChild<PresentationController *>()->view()) && view->isVisible(), kAsync);
        QVERIFY(view->isWindow());
        QVERIFY(view->windowState() & Qt::WindowFullScreen);
        // No chrome: neither menus nor docks nor a status bar in the presentation.
        QVERIFY(view->findChildren<QMenuBar *>().isEmpty());
        QVERIFY(view->findChildren<QDockWidget *>().isEmpty());
        QVERIFY(view->findChildren<QStatusBar *>().isEmpty());
        QCOMPARE(view->beats().size(), 17);
        QCOMPARE(view->findChild<QLabel *>(u"presentedTaskId"_s)->text(), u"coin-hours-split"_s);

        QTRY_VERIFY(view->isActiveWindow());
        QTest::keyClick(view, Qt::Key_Space);
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(view->findChild<QLabel *>(u"beatCounter"_s)->text(), u"3 / 17  Specs: order"_s);

        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<PresentationController *>()->view());
        QVERIFY(w.isVisible());
        QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
        QVERIFY(w.menuBar()->isVisible());
        QVERIFY(flags->isVisible());
        QVERIFY(w.statusBar()->isVisible());
        QTRY_VERIFY(w.isActiveWindow());
    }

    void arrangementIsSavedAndCommitted()
    {
        // A copy of the demo whose history is kept in git, so that the save is seen as a commit.
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        open(w, root);
        QVERIFY(showTask(w, u"wallet-lock"_s));
        w.findChild<PresentationController *>()->present();
        PresentationView *view = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((view = w.findChild<PresentationController *>()->view()) && view->isVisible(), kAsync);
        const qsizetype all = view->beats().size();

        // The presenter moves the query down one and skips the matrix.
        answerNextDialog<BeatsDialog>([](BeatsDialog *dialog) {
            dialog->list()->setCurrentRow(0);
            dialog->moveCurrent(1);
            dialog->list()->findItems(u"Attempts × tests"_s, Qt::MatchExactly).first()->setCheckState(Qt::Unchecked);
            dialog->accept();
        });
        QSignalSpy committed(w.findChild<DatasetCommitter *>(), &DatasetCommitter::committed);
        w.findChild<PresentationController *>()->arrange();
        QCOMPARE(view->beats().size(), all - 1);
        QCOMPARE(view->beats().at(1).id, u"query"_s);

        Result<BeatOrder> saved = loadBeatOrder(root, u"wallet-lock"_s);
        QVERIFY(saved);
        // Every beat is named, the offered graph beats too (skipped until picked).
        QCOMPARE(std::count_if(saved->entries.cbegin(), saved->entries.cend(),
                               [](const BeatOrder::Entry &e) { return !e.skipped; }),
                 all - 1);
        QCOMPARE(saved->entries.at(1).id, u"query"_s);
        QVERIFY(saved->isSkipped(u"matrix"_s));

        QTRY_COMPARE_WITH_TIMEOUT(committed.size(), 1, kAsync);
        QVERIFY(committed.first().at(1).toString().contains(u"wallet-lock"_s));
        const TaskHistory history = loadTaskHistory(root, u"wallet-lock"_s);
        QVERIFY(!history.entries.isEmpty());
        QCOMPARE(history.entries.first().summary, committed.first().at(1).toString());

        // Presented again, the task keeps the order.
        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<PresentationController *>()->view());
        w.findChild<PresentationController *>()->present();
        QTRY_VERIFY_WITH_TIMEOUT((view = w.findChild<PresentationController *>()->view()) && view->isVisible(), kAsync);
        QCOMPARE(view->beats().size(), all - 1);
        QCOMPARE(view->beats().at(1).id, u"query"_s);
        QTest::keyClick(view, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<PresentationController *>()->view());
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
