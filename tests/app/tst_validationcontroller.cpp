// Validation from the window: Ctrl+R runs the shown task's tests with every patch and the results land in the matrix,
// the runs page and the flags; tasks asked for while one runs are queued; a cancel stops the runs. (Moved from
// tst_mainwindow, unchanged, when the Validate menu moved into the validation controller.)
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/window/taskviews.h>
#include <app/controllers/validationcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/tasklistmodel.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/validation/validationpanel.h>

#include <QAction>
#include <QDockWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;

class TestValidationController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void validatingATaskFillsTheMatrixAndFlags()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        const QString &root = demo.root();
        AttemptMatrixModel *matrix = w.views()->matrixView()->model();
        QVERIFY(matrix->runs().runId.isEmpty());
        const QString emptyRow = QString::fromUtf16(kEmptyPatchAttemptId);
        const QString f2p = u"tests/test_hours_split.py::test_proportional_split"_s;
        const auto status = [&](const QString &attempt) {
            return matrix->index(matrix->rowOfAttempt(attempt), matrix->columnOfTest(f2p))
                .data(AttemptMatrixModel::StatusRole)
                .toInt();
        };
        QCOMPARE(status(emptyRow), AttemptMatrixModel::NotRun);

        // Ctrl+R: the runs page comes up, the runs stream, and the results land in the matrix.
        ValidationPanel *panel = w.views()->validationPanel();
        w.findChild<QAction *>(u"validateTaskAction"_s)->trigger();
        QVERIFY(w.findChild<ValidationController *>()->isRunning());
        QVERIFY(w.dock(PageId::Runs)->isVisible());
        QVERIFY(w.findChild<QAction *>(u"cancelValidationAction"_s)->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ValidationController *>()->isRunning(), 180000);
        QCOMPARE(panel->statusText(), u"Validated 1 task: the controls hold."_s);
        QCOMPARE(panel->progressBar()->value(), panel->progressBar()->maximum());
        QVERIFY(!panel->logView()->toPlainText().isEmpty());
        const LoadedRunRecords first = loadRunRecords(root, id);
        QCOMPARE(first.records.size(), 1);
        QCOMPARE(matrix->runs().runId, first.records.first().id);
        QCOMPARE(status(emptyRow), int(TestStatus::Failed));
        QCOMPARE(status(QString()), int(TestStatus::Passed));
        // The computed flags joined the review agent's, in the panel and in the queue's counts.
        FlagsPanel *flags = w.views()->flagsPanel();
        QVERIFY(flags->selectFlag(u"backed.F1"_s));
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        const QModelIndex row = findTask(view->model(), id);
        QCOMPARE(row.siblingAtColumn(TaskListModel::FalsePositives).data(TaskListModel::OpenFlagsRole).toInt(), 3);

        // Break a FAIL_TO_PASS test and validate again: the reference now fails it, and the change shows.
        Task task = w.views()->task();
        const QString file = u"tests/test_hours_split.py"_s;
        QByteArray content;
        for (const TestFile &f : std::as_const(task.tests.files))
            if (f.path == file)
                content = f.content;
        QVERIFY(content.contains("assert shares == [20, 60, 120]"));
        content.replace("assert shares == [20, 60, 120]", "assert shares == [20, 60, 121]");
        QVERIFY(saveTestFile(root, task, file, content));
        w.findChild<QAction *>(u"validateTaskAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ValidationController *>()->isRunning(), 180000);
        QVERIFY2(panel->statusText().contains(u"fail or could not run in 1"_s), qPrintable(panel->statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(loadRunRecords(root, id).records.size(), 2, kAsync);
        QCOMPARE(status(QString()), int(TestStatus::Failed));
        QCOMPARE(matrix->index(0, matrix->columnOfTest(f2p)).data(AttemptMatrixModel::PreviousStatusRole).toInt(),
                 int(TestStatus::Passed));
        QVERIFY(matrix->changedCount() >= 1 + task.attempts.size());
        QTreeWidget *changes = panel->changeList();
        QVERIFY(changes->topLevelItemCount() >= 1);
        QCOMPARE(changes->topLevelItem(0)->text(0), u"reference"_s);
        QCOMPARE(changes->topLevelItem(0)->text(1), f2p);
        // The reference failing the test is a computed FN flag naming it.
        QVERIFY(std::any_of(w.views()->task().flags.cbegin(), w.views()->task().flags.cend(), [&](const Flag &f) {
            return f.source == FlagSource::Computed && f.kind == FlagKind::FalseNegative && f.tests.contains(f2p) &&
                   f.verdict == Verdict::Open;
        }));
        // The run that just ended is under Now, once; the earlier run is listed below it, and picking one of its
        // runs shows its saved log.
        QTreeWidget *runs = panel->runTree();
        const QString newest = loadRunRecords(root, id).records.first().id;
        QVERIFY(runs->topLevelItem(0)->child(0)->text(0).endsWith(newest));
        QTreeWidgetItem *history = runs->topLevelItem(1);
        QCOMPARE(history->childCount(), 1);
        QTreeWidgetItem *older = history->child(0)->child(0);
        runs->setCurrentItem(older);
        QVERIFY(panel->logView()->toPlainText().contains(u"passed"_s));
    }

    void runAttemptsAsSubmittedAndTheRunsPageSaysWhatWasStripped()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        // Off in every new window: attempts run without the hunks that change the tests.
        auto *asSubmitted = w.findChild<QAction *>(u"runAsSubmittedAction"_s);
        QVERIFY(asSubmitted);
        QVERIFY(asSubmitted->isCheckable());
        QVERIFY(!asSubmitted->isChecked());
        QVERIFY(!w.findChild<ValidationController *>()->options().asSubmitted);
        asSubmitted->trigger();
        QVERIFY(w.findChild<ValidationController *>()->options().asSubmitted);

        // The runs page says which hunks a run went without and which results it cannot trust, one line each.
        const Task task = w.views()->task();
        RunRecord record;
        record.id = u"20261201-080000-abcd"_s;
        record.started = QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
        record.finished = record.started.addSecs(5);
        TargetRun run;
        run.target = task.attempts.first().id;
        run.outcome = TargetRun::Outcome::Finished;
        run.exitCode = 0;
        run.results.set(task.tests.failToPass.first(), TestStatus::Failed);
        run.strippedHunks = {{u"conftest.py"_s, 0, 1, u"a conftest.py"_s}};
        run.untrustworthy = u"the command exited with 0 although "_s + task.tests.failToPass.first() + u" failed"_s;
        record.runs = {run};
        ValidationPanel *panel = w.views()->validationPanel();
        panel->setHistory(task, {record}, {});
        QTreeWidget *tree = panel->runTree();
        QTreeWidgetItem *history = tree->topLevelItem(1);
        QVERIFY(history && history->childCount() >= 1);
        QTreeWidgetItem *item = history->child(0)->child(0);
        QVERIFY(item);
        QCOMPARE(item->text(0), run.label());
        QVERIFY2(item->text(2).endsWith(u"untrustworthy"_s), qPrintable(item->text(2)));
        const QString tip = item->toolTip(0);
        QVERIFY2(tip.contains(u"Untrustworthy results: "_s + run.untrustworthy), qPrintable(tip));
        QVERIFY2(tip.contains(u"Ran without the hunks that change the tests: conftest.py hunk 1."_s), qPrintable(tip));
    }

    void validatingAnotherTaskWhileOneRunsQueuesIt()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"coin-hours-split"_s));
        MainWindow &w = demo.window();
        const QString &root = demo.root();
        w.findChild<QAction *>(u"validateTaskAction"_s)->trigger();
        QVERIFY(w.findChild<ValidationController *>()->isRunning());
        // Asked for while the first still runs (its runs start from the event loop, so it cannot have ended).
        w.findChild<ValidationController *>()->validate({u"wallet-lock"_s, u"coin-hours-split"_s});
        ValidationPanel *panel = w.views()->validationPanel();
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ValidationController *>()->isRunning(), 180000);
        QCOMPARE(panel->statusText(), u"Validated 2 tasks: the controls hold in every one."_s);
        // Both tasks' runs stay listed, each with every run ended.
        QTreeWidgetItem *live = panel->runTree()->topLevelItem(0);
        QCOMPARE(live->childCount(), 2);
        for (int t = 0; t < 2; ++t)
            for (int r = 0; r < live->child(t)->childCount(); ++r)
                QVERIFY(live->child(t)->child(r)->text(1).startsWith(u"exit "_s));
        QCOMPARE(panel->progressBar()->value(), panel->progressBar()->maximum());
        QCOMPARE(loadRunRecords(root, u"coin-hours-split"_s).records.size(), 1);
        QCOMPARE(loadRunRecords(root, u"wallet-lock"_s).records.size(), 1);
    }

    void cancellingAValidationStopsItsRuns()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        const QString &root = demo.root();
        auto *view = w.findChild<QTableView *>(u"taskTable"_s);
        view->selectAll();
        w.findChild<QAction *>(u"validateSelectedAction"_s)->trigger();
        QVERIFY(w.findChild<ValidationController *>()->isRunning());
        w.findChild<QAction *>(u"cancelValidationAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ValidationController *>()->isRunning(), 60000);
        QCOMPARE(w.views()->validationPanel()->statusText(), u"Validation cancelled. Runs that ended were recorded."_s);
        QVERIFY(!w.findChild<QAction *>(u"cancelValidationAction"_s)->isEnabled());
        // Only the task that was running can have a record; the queued ones never started.
        int recorded = 0;
        for (const QString &id : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s})
            recorded += int(loadRunRecords(root, id).records.size());
        QVERIFY(recorded <= 1);
    }
};

QTEST_MAIN(TestValidationController)
#include "tst_validationcontroller.moc"
