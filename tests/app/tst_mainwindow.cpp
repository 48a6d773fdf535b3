// The first window: opening a dataset lists its tasks (broken ones with their error), the filter narrows the list,
// and the window remembers the dataset among the recent ones.
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/appearance.h>
#include <app/window/taskviews.h>
#include <core/dataset/tasklistmodel.h>
#include <core/dataset/datasetio.h>
#include <core/json/jsondocument.h>
#include <core/editing/draftstore.h>
#include <core/editing/testeditsession.h>
#include <widgets/diff/patchdiffview.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/testeditor/testeditor.h>
#include <widgets/trajectory/trajectoryview.h>
#include <widgets/palette/commandpalette.h>
#include <widgets/palette/shortcutsdialog.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/validation/validationpanel.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/validation/runrecord.h>
#include <app/controllers/validationcontroller.h>
#include <app/window/datasetcommitter.h>
#include <app/window/datasetopener.h>
#include <app/pages/taskpage.h>
#include <app/settings.h>
#include <app/dialogs/preferencesdialog.h>
#include <QSpinBox>
#include <core/review/blindreview.h>
#include <core/review/curator.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/history/historypanel.h>
#include <core/history/datasethistory.h>
#include <core/history/datasetsync.h>
#include <widgets/history/conflictdialog.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>
#include <QProgressBar>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <Qsci/qsciscintilla.h>
#include <QMenuBar>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <QComboBox>
#include <QCheckBox>
#include <QGroupBox>
#include <QPlainTextEdit>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddle::test;
using namespace heddletest;

class TestMainWindow : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_demo.install());
    }

    void listsTheTasks()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QVERIFY(view);
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->model()->rowCount(), 3);
        const QModelIndex split = findTask(view->model(), u"coin-hours-split"_s);
        QVERIFY(split.isValid());
        QCOMPARE(split.siblingAtColumn(TaskListModel::Specs).data().toInt(), 11);
        QCOMPARE(split.siblingAtColumn(TaskListModel::Attempts).data().toInt(), 5);
        QCOMPARE(split.siblingAtColumn(TaskListModel::Status).data().toString(), u"In review"_s);
        QVERIFY(!split.siblingAtColumn(TaskListModel::FalsePositives).data().toString().isEmpty());
        QVERIFY(w.findChild<QLabel *>(u"datasetStatus"_s)->text().contains(u"Tasks: 3"_s));
        QVERIFY(!w.findChild<QLabel *>(u"errorBanner"_s)->isVisible());
        QVERIFY(w.windowTitle().contains(u"Heddle demo"_s, Qt::CaseInsensitive) ||
                w.windowTitle().contains(u"Heddle"_s));
        QCOMPARE(QSettings().value(u"recentDatasets"_s).toStringList().value(0), m_demo.root());
    }

    void selectingATaskShowsIt()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        auto *query = w.findChild<QPlainTextEdit *>(u"taskQuery"_s);
        QVERIFY(query);
        view->setCurrentIndex(findTask(view->model(), u"wallet-lock"_s));
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"wallet-lock"_s, kAsync);
        QVERIFY(!query->toPlainText().isEmpty());
        QCOMPARE(query->toPlainText(), w.views()->task().query);
        auto *patches = w.findChild<QComboBox *>(u"patchChoice"_s);
        QCOMPARE(patches->count(), 1 + 4); // the reference and the four attempts
        auto *trajectories = w.findChild<QComboBox *>(u"trajectoryChoice"_s);
        QCOMPARE(trajectories->count(), 4);
    }

    void filterNarrowsTheList()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        auto *filter = w.findChild<QLineEdit *>(u"queueSearch"_s);
        QVERIFY(filter);
        QTest::keyClicks(filter, u"wallet"_s);
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 1, kAsync);
        QCOMPARE(view->model()->index(0, TaskListModel::Id).data().toString(), u"wallet-lock"_s);
        QVERIFY(w.findChild<QLabel *>(u"datasetStatus"_s)->text().contains(u"shown: 1"_s));
        filter->clear();
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 3, kAsync);
    }

    void brokenTaskShowsItsError()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(writeFile(root + u"/tasks/spend-policy/task.json"_s, "{\"id\": \"spend-policy\",\n"));

        MainWindow w;
        w.show();
        open(w, root);
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QCOMPARE(view->model()->rowCount(), 3);
        const QModelIndex broken = findTask(view->model(), u"spend-policy"_s);
        QVERIFY(broken.data(TaskListModel::BrokenRole).toBool());
        const QString error = broken.siblingAtColumn(TaskListModel::LoadError).data().toString();
        QVERIFY2(error.startsWith(u"tasks/spend-policy/task.json:2:1:"_s), qPrintable(error));
        QVERIFY(!findTask(view->model(), u"wallet-lock"_s).data(TaskListModel::BrokenRole).toBool());
        auto *banner = w.findChild<QLabel *>(u"errorBanner"_s);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->textFormat(), Qt::PlainText);
    }

    void notADatasetIsAnError()
    {
        MainWindow w;
        w.show();
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        w.openDataset(m_demo.folder());
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
        QCOMPARE(opened.first().first().toString(), QString());
        auto *banner = w.findChild<QLabel *>(u"errorBanner"_s);
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(u"not a Heddle dataset"_s));
    }
    void everyViewIsADockAndTheLayoutIsRemembered()
    {
        {
            MainWindow w;
            w.show();
            for (auto p : {PageId::Overview, PageId::Matrix, PageId::Trajectory, PageId::Patches, PageId::Tests,
                           PageId::Flags}) {
                QDockWidget *d = w.dock(p);
                QVERIFY(d);
                QCOMPARE(d->widget(), w.views()->page(p));
            }
            QVERIFY(w.findChild<QDockWidget *>(u"queueDock"_s));
            // The curator hides the matrix and moves the flags to the right: both survive a restart.
            w.dock(PageId::Matrix)->hide();
            w.addDockWidget(Qt::RightDockWidgetArea, w.dock(PageId::Flags));
            w.close();
        }
        MainWindow again;
        again.show();
        QVERIFY(!again.dock(PageId::Matrix)->isVisible());
        QCOMPARE(again.dockWidgetArea(again.dock(PageId::Flags)), Qt::RightDockWidgetArea);
        // Reset layout brings every panel back.
        again.findChild<QAction *>(u"resetLayoutAction"_s)->trigger();
        QVERIFY(again.dock(PageId::Matrix)->isVisible());
        QCOMPARE(again.dockWidgetArea(again.dock(PageId::Flags)), Qt::LeftDockWidgetArea);
        QSettings().remove(u"mainWindow/state"_s);
    }

    void commandPaletteRunsAnyAction()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        open(w, m_demo.root());
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        view->setCurrentIndex(findTask(view->model(), u"coin-hours-split"_s));
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"coin-hours-split"_s, kAsync);
        w.findChild<QAction *>(u"commandPaletteAction"_s)->trigger();
        auto *palette = w.findChild<CommandPalette *>();
        QVERIFY(palette && palette->isVisible());
        // Every action with text is offered, each with its shortcut.
        QVERIFY(palette->list()->count() >= 15);
        QTest::keyClicks(palette->field(), u"next task"_s);
        QVERIFY(palette->list()->count() >= 1);
        QVERIFY2(palette->list()->item(0)->text().startsWith(u"Next Task"_s),
                 qPrintable(palette->list()->item(0)->text()));
        QTest::keyClick(palette->field(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
    }

    void fuzzyMatchPrefersWordStarts()
    {
        QVERIFY(CommandPalette::matchScore(u"Open Dataset"_s, u"op da"_s) > 0);
        QVERIFY(CommandPalette::matchScore(u"Open Dataset"_s, u"xyz"_s) < 0);
        QVERIFY(CommandPalette::matchScore(u"Open Dataset"_s, u"od"_s) >
                CommandPalette::matchScore(u"Reload Dataset"_s, u"od"_s));
    }

    void menusAndShortcutsAreEachThereOnce()
    {
        // Every menu once, and no two actions answering the same keys: a key that two actions share does nothing.
        MainWindow w;
        QStringList menus;
        for (QAction *menu : w.menuBar()->actions())
            menus << menu->text();
        QCOMPARE(QSet<QString>(menus.cbegin(), menus.cend()).size(), menus.size());
        QVERIFY2(menus.contains(u"&Task"_s) && menus.contains(u"&Edit"_s), qPrintable(menus.join(u", "_s)));
        QHash<QString, QString> owner;
        for (QAction *a : w.allActions())
            for (const QKeySequence &key : a->shortcuts()) {
                const QString text = key.toString();
                QVERIFY2(!owner.contains(text),
                         qPrintable(text + u": "_s + owner.value(text) + u" and "_s + a->text()));
                owner.insert(text, a->text());
            }
    }

    void shortcutsDialogListsEveryShortcut()
    {
        MainWindow w;
        QList<QAction *> withKeys;
        for (QAction *a : w.allActions())
            if (!a->shortcut().isEmpty())
                withKeys << a;
        QVERIFY(withKeys.size() >= 12);
        QTimer::singleShot(0, &w, [&w, withKeys] {
            auto *dialog = w.findChild<ShortcutsDialog *>();
            QVERIFY(dialog);
            int listed = 0;
            QStringList keys;
            for (int g = 0; g < dialog->tree()->topLevelItemCount(); ++g)
                for (int i = 0; i < dialog->tree()->topLevelItem(g)->childCount(); ++i) {
                    ++listed;
                    keys << dialog->tree()->topLevelItem(g)->child(i)->text(1);
                }
            QVERIFY(listed >= withKeys.size());
            for (QAction *a : withKeys)
                QVERIFY2(keys.join(u' ').contains(a->shortcut().toString(QKeySequence::NativeText)),
                         qPrintable(a->text()));
            dialog->reject();
        });
        w.findChild<QAction *>(u"shortcutsAction"_s)->trigger();
    }

    void nextAndPreviousTaskWalkTheQueue()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        auto *next = w.findChild<QAction *>(u"nextTaskAction"_s);
        auto *previous = w.findChild<QAction *>(u"previousTaskAction"_s);
        next->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
        next->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"wallet-lock"_s, kAsync);
        next->trigger(); // wraps around the queue
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"coin-hours-split"_s, kAsync);
        previous->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"wallet-lock"_s, kAsync);
    }

    // Each selection starts a load and the newest wins: the task selected last is shown, and only it is announced.
    void switchingTasksQuicklyShowsTheLastSelected()
    {
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        QTRY_VERIFY_WITH_TIMEOUT(!w.views()->task().id.isEmpty(), kAsync);
        QVERIFY(w.selectTask(u"coin-hours-split"_s));
        QSignalSpy shown(&w, &MainWindow::taskShown);
        QVERIFY(w.selectTask(u"spend-policy"_s));
        QVERIFY(w.selectTask(u"wallet-lock"_s));
        QVERIFY(w.selectTask(u"coin-hours-split"_s));
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, kAsync);
        QCOMPARE(shown.first().first().toString(), u"coin-hours-split"_s);
        QCOMPARE(w.views()->task().id, u"coin-hours-split"_s);
        QCOMPARE(w.findChild<QPlainTextEdit *>(u"taskQuery"_s)->toPlainText(), w.views()->task().query);
    }

    void droppingADatasetFolderOpensIt()
    {
        MainWindow w;
        w.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_demo.root())});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 20000);
        QCOMPARE(w.datasetRoot(), m_demo.root());

        QMimeData notADataset;
        notADataset.setUrls({QUrl::fromLocalFile(m_demo.folder())});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &notADataset, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &refused);
        QVERIFY(!refused.isAccepted());
    }

    void reopeningReturnsToTheLastTask()
    {
        {
            MainWindow w;
            w.show();
            open(w, m_demo.root());
            QVERIFY(showTask(w, u"wallet-lock"_s));
        }
        MainWindow w;
        w.show();
        open(w, m_demo.root());
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"wallet-lock"_s, kAsync);
    }

    void aReopenedDatasetShowsItsIndexFirstAndTheNewestOpenWins()
    {
        // The demo's index keeps its queue (reopeningReturnsToTheLastTask opened it); another copy has none.
        DemoCopy other;
        QVERIFY(other.install());
        {
            MainWindow w;
            w.show();
            open(w, m_demo.root());
        }
        MainWindow w;
        w.show();
        auto *opener = w.findChild<DatasetOpener *>();
        QSignalSpy fromIndex(opener, &DatasetOpener::provisionallyOpened);
        QStringList opened;
        qsizetype shownBeforeChecked = -1;
        connect(&w, &MainWindow::datasetOpened, this, [&](const QString &root) {
            opened << root;
            if (shownBeforeChecked < 0)
                shownBeforeChecked = fromIndex.count();
        });
        w.openDataset(m_demo.root());
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsync);
        QCOMPARE(shownBeforeChecked, 1); // the index's rows, then the checked ones
        QCOMPARE(opened, QStringList{m_demo.root()});

        // Another dataset asked for on seeing the index's rows, or just after, while they are checked: only the
        // newest arrives, and stays.
        for (const bool atOnce : {true, false}) {
            opened.clear();
            w.openDataset(other.root());
            QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsync);
            connect(
                opener, &DatasetOpener::provisionallyOpened, this,
                [&] {
                    if (atOnce)
                        w.openDataset(other.root());
                    else
                        QTimer::singleShot(0, &w, [&] { w.openDataset(other.root()); });
                },
                Qt::SingleShotConnection);
            w.openDataset(m_demo.root());
            QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, kAsync);
            QTest::qWait(300);
            QCOMPARE(opened, (QStringList{other.root(), other.root()}));
            QCOMPARE(w.windowFilePath(), other.root());
        }
    }

    void darkAppearanceRepaintsTheViews()
    {
        MainWindow w;
        w.show();
        w.findChild<QAction *>(u"darkAppearanceAction"_s)->trigger();
        QVERIFY(isDarkPalette(QApplication::palette()));
        QTRY_VERIFY_WITH_TIMEOUT(isDarkPalette(w.views()->page(PageId::Overview)->palette()), kAsync);
        QCOMPARE(QSettings().value(u"appearance"_s).toString(), u"dark"_s);
        w.findChild<QAction *>(u"lightAppearanceAction"_s)->trigger();
        QVERIFY(!isDarkPalette(QApplication::palette()));
        QSettings().remove(u"appearance"_s);
    }
    void flagJumpChainAndBack()
    {
        MainWindow w;
        w.resize(1280, 760);
        w.show();
        // The panels' one-key shortcuts only fire in the active window.
        QVERIFY(QTest::qWaitForWindowActive(&w));
        open(w, m_demo.root());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        QVERIFY(w.views()->showFlag(u"F1"_s));
        FlagsPanel *flags = w.views()->flagsPanel();
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
        flags->setFocus();

        // F1's chain: step 6 (index 5) of claude-3-5-sonnet-1, then hunk 2 of skyledger/hours.py, then test line 35.
        QTest::keyClick(flags, Qt::Key_F);
        QVERIFY(w.dock(PageId::Trajectory)->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->trajectoryView()->currentStep(), 5, kAsync);
        QTest::keyClick(flags, Qt::Key_F);
        QTRY_VERIFY_WITH_TIMEOUT(w.dock(PageId::Patches)->isVisible(), kAsync);
        QCOMPARE(w.findChild<QComboBox *>(u"patchChoice"_s)->currentData().toString(), u"claude-3-5-sonnet-1"_s);
        QCOMPARE(w.views()->diffView()->currentFile(), u"skyledger/hours.py"_s);
        QTest::keyClick(flags, Qt::Key_F);
        QTRY_VERIFY_WITH_TIMEOUT(w.dock(PageId::Tests)->isVisible(), kAsync);
        QCOMPARE(w.views()->testEditor()->currentPath(), u"tests/test_hours_split.py"_s);
        auto *text = w.views()->testEditor()->findChild<QsciScintilla *>(u"testEditorText"_s);
        int line = -1, column = -1;
        text->getCursorPosition(&line, &column);
        QCOMPARE(line + 1, 35);

        // And back: the cited test line leads to the flag that cites it.
        Q_EMIT w.views()->testEditor()->lineActivated(u"tests/test_hours_split.py"_s, 40);
        QCOMPARE(flags->currentFlagId(), u"F2"_s);
        QVERIFY(w.dock(PageId::Flags)->isVisible());
        // So do the cited step and the cited hunk (both F1's, in claude-3-5-sonnet-1's trajectory and patch).
        Q_EMIT w.views()->trajectoryView()->stepActivated(5);
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
        QVERIFY(flags->selectFlag(u"F2"_s));
        Q_EMIT w.views()->diffView()->hunkActivated(u"skyledger/hours.py"_s, 1);
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
        // A step nobody cites leads nowhere.
        Q_EMIT w.views()->trajectoryView()->stepActivated(0);
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
    }

    void approveAndRejectFromTheKeyboardWithHistoryInGit()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        // The dataset becomes a repository; from then on every save is a commit.
        QVERIFY(!w.findChild<DatasetCommitter *>()->isRepository());
        QSignalSpy problems(w.findChild<DatasetCommitter *>(), &DatasetCommitter::problem);
        QVERIFY2(w.findChild<DatasetCommitter *>()->makeRepository(),
                 qPrintable(problems.isEmpty() ? QString() : problems.first().first().toString()));
        QCOMPARE(gitOutput(root, {u"log"_s, u"--format=%s"_s}).trimmed().count('\n'), 0);

        QVERIFY(showTask(w, u"coin-hours-split"_s));
        // Reject with a reason: the task moves on to the next one in the queue.
        answerNextInputDialog(u"the tests pin a private helper"_s);
        w.findChild<QAction *>(u"rejectNextAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
        auto rejected = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(rejected);
        QCOMPARE(rejected->curation.status, CurationStatus::Rejected);
        QCOMPARE(rejected->curation.history.last().reason, u"the tests pin a private helper"_s);
        QCOMPARE(rejected->curation.history.last().by, w.settings()->curatorName());
        // Commits are made off the GUI thread, in order.
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%an|%s|%b"_s}).trimmed(),
                 (w.settings()->curatorName() + u"|Reject coin-hours-split|the tests pin a private helper"_s).toUtf8());
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s}).trimmed(),
                 QByteArray("tasks/coin-hours-split/curation.json"));
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QCOMPARE(
            findTask(view->model(), u"coin-hours-split"_s).siblingAtColumn(TaskListModel::Status).data().toString(),
            u"Rejected"_s);

        // spend-policy has no validation run and open flags: its gates fail. Cancelling the override changes nothing.
        CurationPanel *curation = w.views()->curationPanel();
        QVERIFY(curation->button(CurationStatus::Approved)->text().contains(u"gates fail"_s));
        answerNextInputDialog(QString());
        w.findChild<QAction *>(u"approveNextAction"_s)->trigger();
        QCOMPARE(loadTask(root, u"spend-policy"_s)->curation.status, CurationStatus::InRepair);
        QCOMPARE(w.views()->task().id, u"spend-policy"_s);
        // With a written reason it is approved as an override of every failing gate.
        answerNextInputDialog(u"known issue, tracked upstream"_s);
        w.findChild<QAction *>(u"approveNextAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"wallet-lock"_s, kAsync);
        auto approved = loadTask(root, u"spend-policy"_s);
        QCOMPARE(approved->curation.status, CurationStatus::Approved);
        QVERIFY(approved->curation.history.last().overridden);
        QVERIFY(approved->curation.history.last().gatesOverridden.contains(u"fresh-run"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QVERIFY(
            gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%B"_s}).trimmed().contains("Gates overridden: fresh-run"));

        // A verdict is a commit too, with the note as its body.
        QVERIFY(w.views()->showFlag(u"F1"_s));
        QSignalSpy saved(w.views(), &TaskViews::datasetSaved);
        Q_EMIT w.views()->flagsPanel()->verdictRequested(u"F1"_s, Verdict::Dismissed, u"the test is right"_s);
        QVERIFY(saved.wait(kAsync)); // written off the GUI thread, then committed
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s|%b"_s}).trimmed(),
                 QByteArray("Dismiss flag F1 of wallet-lock|the test is right"));
        // So is a saved test edit, with exactly that file.
        TestEditSession *session = w.views()->editSession();
        const QString file = u"tests/test_wallet_lock.py"_s;
        QVERIFY(session->hasFile(file));
        session->setContent(file, session->content(file) + "\n# checked by hand\n");
        QVERIFY(session->save(file));
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%an|%s"_s}).trimmed(),
                 (w.settings()->curatorName() + u"|Edit tests/test_wallet_lock.py of wallet-lock"_s).toUtf8());
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s}).trimmed(),
                 QByteArray("tasks/wallet-lock/test-files/tests/test_wallet_lock.py"));
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
        // The history page lists the task's commits, newest first.
        QTRY_VERIFY_WITH_TIMEOUT(w.views()->historyPanel()->entries().size() >= 3, kAsync);
        QCOMPARE(w.views()->historyPanel()->entries().first().summary,
                 u"Edit tests/test_wallet_lock.py of wallet-lock"_s);
    }

    void twoCuratorsSyncAndResolveAConflict()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QString remote = dir.path() + u"/shared.git"_s;
        QVERIFY(QDir().mkpath(remote));
        gitOutput(remote, {u"init"_s, u"--bare"_s, u"-q"_s, u"-b"_s, u"main"_s});

        MainWindow w;
        w.show();
        open(w, root);
        QVERIFY(w.findChild<DatasetCommitter *>()->makeRepository());
        gitOutput(root, {u"branch"_s, u"-M"_s, u"main"_s});
        const CommitAuthor ada{u"Ada Lovelace"_s, u"ada@example.org"_s};
        auto first = syncDataset(root, remote, ada);
        QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
        QVERIFY(first->pushed);

        // A second curator works in a clone of the shared repository and changes a test line.
        const QString other = dir.path() + u"/other"_s;
        gitOutput(dir.path(), {u"clone"_s, u"-q"_s, remote, other});
        const QString file = u"tasks/wallet-lock/test-files/tests/test_wallet_lock.py"_s;
        const QByteArray theirBytes = readFile(other, file);
        QVERIFY(!theirBytes.isEmpty());
        QVERIFY(writeFile(other, file, "# checked by Alan\n" + theirBytes));
        QVERIFY(commitPaths(other, {file}, {u"Alan Turing"_s, u"alan@example.org"_s}, u"Alan's edit"_s));
        QVERIFY(syncDataset(other, {}, {u"Alan Turing"_s, u"alan@example.org"_s})->pushed);

        // Here the same line is edited and saved (a commit), then synced: the curator sees the conflict.
        QVERIFY(showTask(w, u"wallet-lock"_s));
        TestEditSession *session = w.views()->editSession();
        const QString path = u"tests/test_wallet_lock.py"_s;
        session->setContent(path, "# checked by Ada\n" + session->content(path));
        QVERIFY(session->save(path));
        bool sawConflict = false;
        answerNextInputDialog(remote);
        answerNextDialog<ConflictDialog>([&sawConflict](ConflictDialog *dialog) {
            sawConflict = dialog->conflictList()->topLevelItemCount() == 1 && !dialog->okButton()->isEnabled();
            dialog->keepOursButton()->click();
            dialog->okButton()->click();
        });
        // The sync runs off the GUI thread; the dataset is read again when it has ended.
        QSignalSpy reopened(&w, &MainWindow::datasetOpened);
        w.findChild<QAction *>(u"syncAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(reopened.count() > 0, kAsync);
        QVERIFY(sawConflict);
        // Ours won, in a merge with two parents that reached the shared repository.
        QVERIFY(readFile(root, file).startsWith("# checked by Ada\n"));
        QCOMPARE(
            gitOutput(root, {u"rev-list"_s, u"--parents"_s, u"-n"_s, u"1"_s, u"HEAD"_s}).trimmed().split(' ').size(),
            3);
        QCOMPARE(gitOutput(remote, {u"rev-parse"_s, u"main"_s}).trimmed(),
                 gitOutput(root, {u"rev-parse"_s, u"HEAD"_s}).trimmed());
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
    }

    void blindReviewHidesUntilTheCuratorsOwnVerdict()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, u"wallet-lock"_s));
        QVERIFY(!w.views()->task().flags.isEmpty());
        QAction *blind = w.findChild<QAction *>(u"blindReviewAction"_s);
        blind->trigger();
        QVERIFY(w.views()->isHiddenByBlindReview());
        const Task &shown = w.views()->task();
        QVERIFY(shown.flags.isEmpty());
        for (const Attempt &a : shown.attempts)
            QVERIFY2(a.model.startsWith(u"Model "_s), qPrintable(a.model));
        QVERIFY(!w.dock(PageId::Flags)->isEnabled());
        // The flags page says how many flags wait for the verdict, not that the task has none.
        const qsizetype waiting = loadTask(root, u"wallet-lock"_s)->flags.size();
        const QString heading = w.views()->flagsPanel()->findChild<QLabel *>(u"flagHeading"_s)->text();
        QVERIFY2(heading.startsWith(u"%1 flag"_s.arg(waiting)) && heading.contains(u"hidden until you give your own"_s),
                 qPrintable(heading));
        auto *matrix = w.views()->matrixView()->model();
        for (int r = 0; r < matrix->rowCount(); ++r) {
            const QString label = matrix->headerData(r, Qt::Vertical).toString();
            const QString tip = matrix->headerData(r, Qt::Vertical, Qt::ToolTipRole).toString();
            QVERIFY2(!label.contains(u"gpt"_s) && !label.contains(u"claude"_s), qPrintable(label));
            QVERIFY2(!tip.contains(u"gpt"_s) && !tip.contains(u"claude"_s), qPrintable(tip));
        }
        CurationPanel *curation = w.views()->curationPanel();
        QVERIFY(curation->blindForm()->isVisible());
        QVERIFY(!curation->historyList()->isVisible());
        QVERIFY(!curation->gateList()->isVisible());
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        QVERIFY(view->isColumnHidden(TaskListModel::FalsePositives));
        QVERIFY(!w.findChild<QLabel *>(u"datasetStatus"_s)->text().contains(u"flags"_s));
        // No decision before the verdict.
        w.findChild<QAction *>(u"approveNextAction"_s)->trigger();
        QCOMPARE(loadTask(root, u"wallet-lock"_s)->curation.status, CurationStatus::New);

        // The verdict reveals everything, and stays on disk for agreement figures.
        curation->findChild<QCheckBox *>()->setChecked(true);
        Q_EMIT curation->blindVerdictSubmitted(true, false, u"salt never checked"_s);
        QVERIFY(writesDone(w));
        QVERIFY(!w.views()->isHiddenByBlindReview());
        QVERIFY(!w.views()->task().flags.isEmpty());
        QVERIFY(w.dock(PageId::Flags)->isEnabled());
        QVERIFY(curation->historyList()->isVisible());
        auto verdict = loadBlindVerdict(root, u"wallet-lock"_s, w.settings()->curatorName());
        QVERIFY(verdict && verdict->has_value());
        QCOMPARE((*verdict)->note, u"salt never checked"_s);
        // Another task is hidden again until its own verdict.
        QVERIFY(showTask(w, u"spend-policy"_s));
        QVERIFY(w.views()->isHiddenByBlindReview());
        blind->trigger();
        QVERIFY(!w.views()->isHiddenByBlindReview());
        QVERIFY(!view->isColumnHidden(TaskListModel::FalsePositives));
        QSettings().remove(u"review/blind"_s);
    }

    void preferencesNameTheCurator()
    {
        Settings settings;
        const QString before = settings.curatorName();
        {
            PreferencesDialog dialog(&settings);
            QCOMPARE(dialog.nameField()->placeholderText(), before); // what an empty field means
            dialog.nameField()->setText(u"Grace Hopper"_s);
            dialog.emailField()->setText(u"grace@example.org"_s);
            dialog.timeoutField()->setValue(90);
            dialog.accept();
        }
        QCOMPARE(settings.curatorName(), u"Grace Hopper"_s);
        QCOMPARE(settings.curatorEmail(), u"grace@example.org"_s);
        QCOMPARE(settings.testTimeoutSeconds(), 90);
        {
            PreferencesDialog dialog(&settings);
            QCOMPARE(dialog.nameField()->text(), u"Grace Hopper"_s);
            dialog.nameField()->clear();
            dialog.emailField()->clear();
            dialog.accept();
        }
        QCOMPARE(settings.curatorName(), before);
        QSettings().remove(u"validation/timeoutSeconds"_s);
    }

    void verdictIsSavedAndCounted()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        const QModelIndex row = findTask(view->model(), u"coin-hours-split"_s);
        const int openFp =
            row.siblingAtColumn(TaskListModel::FalsePositives).data(TaskListModel::OpenFlagsRole).toInt();
        QVERIFY(openFp >= 1);

        // F1's note in the test editor, at the line its evidence names, says its verdict.
        w.views()->testEditor()->showLine(u"tests/test_hours_split.py"_s, 35);
        auto *testText = w.views()->testEditor()->findChild<QsciScintilla *>(u"testEditorText"_s);
        QVERIFY2(testText->annotation(34).startsWith(u"F1 (FP, open)"_s), qPrintable(testText->annotation(34)));

        // Keyboard only: to the flags, C confirms the first open flag.
        w.findChild<QAction *>(u"flagsPageAction"_s)->trigger();
        FlagsPanel *flags = w.views()->flagsPanel();
        QCOMPARE(flags->currentFlagId(), u"F1"_s);
        flags->setFocus();
        QTest::keyClick(flags, Qt::Key_C);
        QTRY_VERIFY_WITH_TIMEOUT(!flags->isRecording(), kAsync); // written off the GUI thread
        QVERIFY2(testText->annotation(34).startsWith(u"F1 (FP, confirmed)"_s), qPrintable(testText->annotation(34)));
        const QByteArray saved = readFile(root, u"tasks/coin-hours-split/review.json"_s);
        QVERIFY(saved.contains("\"state\": \"confirmed\""));
        QCOMPARE(row.siblingAtColumn(TaskListModel::FalsePositives).data(TaskListModel::OpenFlagsRole).toInt(),
                 openFp - 1);
        auto reloaded = loadTask(root, u"coin-hours-split"_s);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->flags[0].verdict, Verdict::Confirmed);
        QVERIFY(!reloaded->flags[0].verdictBy.isEmpty());

        // The panel moved on to the task's last open flag (F2). Confirmed too, both verdicts stand in the curator's
        // own file, each under its flag (they were once written under an empty id, the second over the first).
        QCOMPARE(flags->currentFlagId(), u"F2"_s);
        QTest::keyClick(flags, Qt::Key_C);
        QTRY_VERIFY_WITH_TIMEOUT(!flags->isRecording(), kAsync);
        const QFileInfoList own = QDir(root + u"/tasks/coin-hours-split/reviews"_s).entryInfoList({u"*.json"_s});
        QCOMPARE(own.size(), 1);
        const Result<Json> verdicts = parseJson(readFile(own.first().filePath()), own.first().filePath());
        QVERIFY(verdicts && verdicts->contains("verdicts"));
        QStringList judged;
        for (const auto &[id, verdict] : verdicts->at("verdicts").items())
            judged << QString::fromStdString(id) + u'=' + QString::fromStdString(verdict.value("state", ""));
        QCOMPARE(judged, QStringList({u"F1=confirmed"_s, u"F2=confirmed"_s}));
        w.findChild<QAction *>(u"nextOpenFlagAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().id, u"spend-policy"_s, kAsync);
        QTRY_VERIFY_WITH_TIMEOUT(!flags->currentFlagId().isEmpty(), kAsync);
        bool open = false;
        for (const Flag &f : w.views()->task().flags)
            open = open || (f.id == flags->currentFlagId() && f.verdict == Verdict::Open);
        QVERIFY(open);
    }

    void unsavedTestEditsAreNeverLost()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QString file = root + u"/tasks/coin-hours-split/test-files/tests/test_hours_split.py"_s;
        const QByteArray original = readFile(file);

        MainWindow w;
        w.show();
        open(w, root);
        QVERIFY(showTask(w, u"coin-hours-split"_s));
        auto *text = w.views()->testEditor()->findChild<QsciScintilla *>(u"testEditorText"_s);
        text->setFocus();
        text->setCursorPosition(0, 0);
        QTest::keyClicks(text, u"# edited"_s);
        QTest::keyClick(text, Qt::Key_Return);
        QVERIFY(w.views()->editSession()->hasUnsavedChanges());

        // Cancel keeps the task and the edit, and writes a draft.
        answerMessageBox(QMessageBox::Cancel);
        QVERIFY(w.selectTask(u"wallet-lock"_s));
        QCOMPARE(w.views()->task().id, u"coin-hours-split"_s);
        // The queue shows the task the pages show, selected, not the one Cancel turned back from.
        auto *queue = w.findChild<QTableView *>(u"taskTable"_s);
        const QModelIndexList selected = queue->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.first().data(TaskListModel::TaskIdRole).toString(), u"coin-hours-split"_s);
        QCOMPARE(queue->currentIndex().data(TaskListModel::TaskIdRole).toString(), u"coin-hours-split"_s);
        QVERIFY(w.views()->editSession()->hasUnsavedChanges());
        const DraftStore drafts(w.views()->editSession()->draftFolder());
        const QList<Draft> kept = drafts.draftsFor(root, u"coin-hours-split"_s);
        QCOMPARE(kept.size(), 1);
        QVERIFY(kept.first().content.startsWith("# edited\n"));
        QCOMPARE(readFile(file), original);

        // Closing asks too; Cancel keeps the window open.
        answerMessageBox(QMessageBox::Cancel);
        QVERIFY(!w.close());
        QVERIFY(w.isVisible());

        // Save writes the file into the dataset, then the switch happens.
        answerMessageBox(QMessageBox::Save);
        QVERIFY(showTask(w, u"wallet-lock"_s));
        QVERIFY(readFile(file).startsWith("# edited\n"));
        QCOMPARE(readFile(file).mid(9), original);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
