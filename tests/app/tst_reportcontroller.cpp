// File > Export Report… from the window: the shown task (or the tasks selected in the queue) written as HTML pages
// into the folder the curator picks, behind a progress, and a message that says where they are.
#include <tests/support/gui/dialogs.h>
#include <tests/support/fixtures.h>
#include <tests/support/files.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/controllers/reportcontroller.h>
#include <widgets/tasktableview.h>

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;
using namespace heddle::test;

class TestReportController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void exportsTheShownTaskIntoTheChosenFolder()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"spend-policy"_s));
        MainWindow &w = demo.window();
        auto *controller = w.findChild<ReportController *>(u"reportController"_s);
        QVERIFY(controller);
        QCOMPARE(controller->tasksToReport(), QStringList{u"spend-policy"_s});

        // The action is in the File menu.
        QAction *action = w.findChild<QAction *>(u"exportReportAction"_s);
        QVERIFY(action);
        QMenu *file = w.menuBar()->actions().first()->menu();
        QVERIFY(file && file->actions().contains(action));

        QTemporaryDir out;
        QSignalSpy written(controller, &ReportController::written);
        answerNextDialog<QFileDialog>([&out](QFileDialog *dialog) {
            dialog->setDirectory(out.path());
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, which takes the directory
        });
        action->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsync);
        const QString page = out.path() + u"/spend-policy.html"_s;
        QCOMPARE(written.first().first().toString(), page);
        QVERIFY(readFixture(page).contains("<h1>Task spend-policy</h1>"));
        auto *box = w.findChild<QMessageBox *>(u"reportWrittenBox"_s);
        QVERIFY(box);
        QCOMPARE(box->textFormat(), Qt::PlainText);
        QVERIFY2(box->text().contains(page), qPrintable(box->text()));
        QVERIFY(box->findChild<QPushButton *>(u"openReportButton"_s));
        box->close();
    }

    void exportsTheTasksSelectedInTheQueue()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        auto *table = w.findChild<TaskTableView *>(u"taskTable"_s);
        QVERIFY(table);
        for (const QString &id : {u"wallet-lock"_s, u"coin-hours-split"_s})
            table->selectionModel()->select(findTask(table->model(), id),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
        auto *controller = w.findChild<ReportController *>(u"reportController"_s);
        QStringList ids = controller->tasksToReport();
        ids.sort();
        QCOMPARE(ids, (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));

        QTemporaryDir out;
        QSignalSpy written(controller, &ReportController::written);
        controller->exportTo(controller->tasksToReport(), out.path() + u"/shared"_s);
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsync);
        QCOMPARE(written.first().first().toString(), out.path() + u"/shared/index.html"_s);
        const QByteArray index = readFixture(out.path() + u"/shared/index.html"_s);
        QVERIFY(index.contains("href=\"wallet-lock.html\""));
        QVERIFY(index.contains("href=\"coin-hours-split.html\""));
        QVERIFY(QFile::exists(out.path() + u"/shared/coin-hours-split.html"_s));
    }

    void blindReviewIsNotGivenAway()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        w.findChild<QAction *>(u"blindReviewAction"_s)->trigger();
        QVERIFY(w.views()->isHiddenByBlindReview());
        QString said;
        answerMessageBox([&said](QMessageBox *box) {
            said = box->text();
            box->accept();
        });
        // The curator is told why, and no folder is asked for.
        w.findChild<QAction *>(u"exportReportAction"_s)->trigger();
        QVERIFY2(said.startsWith(u"Blind review hides"_s), qPrintable(said));
        QVERIFY(!w.findChild<QMessageBox *>(u"reportWrittenBox"_s));
    }

    void aFolderThatCannotBeMadeIsSaid()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"spend-policy"_s));
        MainWindow &w = demo.window();
        auto *controller = w.findChild<ReportController *>(u"reportController"_s);
        QTemporaryDir out;
        const QString blocker = out.path() + u"/a-file"_s;
        QVERIFY(writeFile(blocker, "not a folder"));
        QSignalSpy finished(controller, &ReportController::finished);
        controller->exportTo({u"spend-policy"_s}, blocker + u"/report"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsync);
        auto *box = w.findChild<QMessageBox *>(u"reportWrittenBox"_s);
        QVERIFY(box);
        QCOMPARE(box->icon(), QMessageBox::Warning);
        QVERIFY2(box->text().contains(blocker), qPrintable(box->text()));
        box->close();
    }
};

QTEST_MAIN(TestReportController)
#include "tst_reportcontroller.moc"
