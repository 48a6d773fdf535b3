// Every decision is on the undo stack with the edits: a verdict recorded with C, a status change and an assignment
// are taken back by Edit > Undo and made again by Redo, each a commit of its own, on a copy of the demo dataset in
// the real window. A dataset without history in git says why it cannot undo a decision and offers to keep one; an
// undo never throws away what another writer changed since.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/controllers/curationcontroller.h>
#include <app/controllers/searchcontroller.h>
#include <app/window/datasetcommitter.h>
#include <app/window/datasetopener.h>
#include <app/window/mainwindow.h>
#include <app/controllers/taskeditcontroller.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/tasklistmodel.h>
#include <core/history/datasethistory.h>
#include <core/repair/repairsuggestion.h>
#include <core/review/verdicts.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

const QString kTask = u"coin-hours-split"_s;

Verdict verdictOnDisk(const QString &root, const QString &flagId)
{
    const Result<Task> task = loadTask(root, kTask);
    for (const Flag &f : task->flags)
        if (f.id == flagId)
            return f.verdict;
    return Verdict::Open;
}

QByteArray lastCommit(const QString &root)
{
    return gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed();
}

// Confirms the flag selected in the Flags page with its key, as a curator does.
void confirmWithKey(MainWindow &w, const QString &flagId)
{
    auto *panel = w.findChild<FlagsPanel *>();
    QVERIFY(panel->selectFlag(flagId));
    auto *table = panel->findChild<QTableView *>(u"flagsTable"_s);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_C);
    // Written off the GUI thread; the panel waits for it.
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRecording(), 20000);
}

// Clicks button on the next message box whose text holds words, however many turns of the event loop it takes.
void answerQuestion(const QString &words, QMessageBox::StandardButton button)
{
    answerNextDialog<QMessageBox>([words, button](QMessageBox *box) {
        if (!box->text().contains(words) || !box->button(button)) {
            answerQuestion(words, button);
            return;
        }
        box->button(button)->click();
    });
}

} // namespace

class TestDecisionUndo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void withoutHistoryUndoSaysWhyAndOffersIt()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, kTask));
        QVERIFY(!w.findChild<DatasetCommitter *>()->isRepository());
        confirmWithKey(w, u"F1"_s);
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);

        auto *undo = w.findChild<QAction *>(u"undoEditAction"_s);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(u"Confirm flag F1 of coin-hours-split"_s) &&
                     undo->text().contains(u"needs history in git"_s),
                 qPrintable(undo->text()));
        // Undo explains and offers Keep History in Git; accepting it (and the question it asks) makes the history.
        QString said;
        answerMessageBox([&said](QMessageBox *box) {
            said = box->text();
            answerQuestion(u"becomes a git repository"_s, QMessageBox::Yes);
            for (QAbstractButton *b : box->buttons())
                if (b->text() == u"Keep History in Git"_s)
                    b->click();
        });
        undo->trigger();
        QVERIFY(writesDone(w));
        QVERIFY2(said.contains(u"keeps no history in git"_s), qPrintable(said));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed); // nothing undone yet
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<DatasetCommitter *>()->isRepository(), kAsync);

        // Now the undo is a commit.
        QVERIFY(!undo->text().contains(u"needs history in git"_s));
        undo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Open);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(lastCommit(root), QByteArray("Undo: Confirm flag F1 of coin-hours-split"));
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void verdictsStatusAndAssignmentUndoAndRedoAsCommits()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
        QVERIFY(showTask(w, kTask));
        w.findChild<DatasetCommitter *>()->setDataset(root, datasetRepository(root));
        QVERIFY(w.findChild<DatasetCommitter *>()->isRepository());
        auto *undo = w.findChild<QAction *>(u"undoEditAction"_s);
        auto *redo = w.findChild<QAction *>(u"redoEditAction"_s);

        confirmWithKey(w, u"F1"_s);
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        undo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Open);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(lastCommit(root), QByteArray("Undo: Confirm flag F1 of coin-hours-split"));
        // The curator's own copy goes back too: the agreement figures never count an undone verdict.
        const ProcessRun own =
            runGit(root, {u"grep"_s, u"-l"_s, u"\"F1\""_s, u"HEAD"_s, u"--"_s, u"tasks/coin-hours-split/reviews"_s});
        QVERIFY2(own.exitCode == 1 && own.out.isEmpty(), own.out.constData());
        redo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QCOMPARE(lastCommit(root), QByteArray("Redo: Confirm flag F1 of coin-hours-split"));

        // A status change and an assignment.
        const CurationStatus before = loadTask(root, kTask)->curation.status;
        w.findChild<QAction *>(u"needsRepairAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(loadTask(root, kTask)->curation.status, CurationStatus::InRepair);
        w.findChild<CurationController *>()->assignShownTaskToMe();
        QVERIFY(writesDone(w));
        QVERIFY(!loadTask(root, kTask)->curation.assignedTo.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        undo->trigger();
        QVERIFY(writesDone(w));
        QVERIFY(loadTask(root, kTask)->curation.assignedTo.isEmpty());
        undo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(loadTask(root, kTask)->curation.status, before);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        QVERIFY2(lastCommit(root).startsWith("Undo: Send to repair coin-hours-split"), lastCommit(root).constData());
        QTRY_COMPARE_WITH_TIMEOUT(w.views()->task().curation.status, before, kAsync); // the pages follow
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void anUndoKeepsWhatAnotherWriterChangedAndRefusesWhenItJudgedTheSameFlag()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, kTask));
        QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
        w.findChild<DatasetCommitter *>()->setDataset(root, datasetRepository(root));
        auto *undo = w.findChild<QAction *>(u"undoEditAction"_s);
        confirmWithKey(w, u"F1"_s);
        // Another writer (a command line) judges F2 after it: the undo of F1 leaves that verdict as it is.
        Result<Task> task = loadTask(root, kTask);
        QVERIFY(recordVerdict(root, *task, u"F2"_s, Verdict::Dismissed, u"not a bug"_s, u"Grace"_s));
        QSignalSpy problems(w.views()->editController(), &TaskEditController::problem);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
        undo->trigger();
        QVERIFY(writesDone(w));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(0).toString()));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Open);
        QCOMPARE(verdictOnDisk(root, u"F2"_s), Verdict::Dismissed);

        // Redone, then judged again by the other writer: that verdict is not thrown away.
        w.findChild<QAction *>(u"redoEditAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);
        task = loadTask(root, kTask);
        QVERIFY(recordVerdict(root, *task, u"F1"_s, Verdict::Dismissed, u"a duplicate"_s, u"Grace"_s));
        undo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Dismissed);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().first().toString().contains(u"The verdict on flag F1 changed since"_s),
                 qPrintable(problems.first().first().toString()));
    }

    // Taking a repair writes the test file, the test lists and the flag's verdict as one commit and one undo step.
    // The re-run that follows rewrites review.json; the undo puts the test file, task.json and the verdict back and
    // keeps what the re-run wrote.
    void aRepairIsOneCommitAndOneUndoStepThatOutlivesTheReRun()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
        QVERIFY(showTask(w, kTask));
        auto *committer = w.findChild<DatasetCommitter *>();
        committer->setDataset(root, datasetRepository(root));
        const Result<Task> shown = loadTask(root, kTask);
        QVERIFY(shown && !shown->tests.files.isEmpty());
        const TestFile file = shown->tests.files.first();
        const QByteArray taskJson = readFile(DatasetLayout(root).at(DatasetLayout::taskFile(kTask)));
        const QString testPath = DatasetLayout(root).at(DatasetLayout::testFile(kTask, file.path));
        const QByteArray commits = gitOutput(root, {u"rev-list"_s, u"--count"_s, u"HEAD"_s});
        QUndoStack *stack = w.views()->editController()->undoStack();
        const int steps = stack->count();

        RepairSuggestion s;
        s.task = kTask;
        s.flag = u"F1"_s;
        s.kind = RepairSuggestion::Kind::NewTest;
        s.file = file.path;
        s.before = file.content;
        s.after = file.content + "\n\ndef test_added():\n    assert True\n";
        s.tests = {file.path + u"::test_added"_s};
        s.emptyFails = s.tests;
        s.summary = u"adds test_added"_s;
        s.verified = true;
        QString error = u"not called"_s;
        w.views()->takeRepair(s, [&error](const QString &e) { error = e; });
        QVERIFY(writesDone(w));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!committer->isBusy(), kAsync);
        QCOMPARE(gitOutput(root, {u"rev-list"_s, u"--count"_s, u"HEAD"_s}).trimmed().toInt(),
                 commits.trimmed().toInt() + 1);
        QVERIFY2(lastCommit(root).startsWith("Added 1 test") &&
                     lastCommit(root).endsWith(QByteArray(" to " + file.path.toUtf8() + " for flag F1")),
                 lastCommit(root).constData());
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);
        QCOMPARE(readFile(testPath), s.after);
        QVERIFY(loadTask(root, kTask)->tests.failToPass.contains(s.tests.first()));

        // The re-run: it refreshes F1 (keeping its verdict) and withdraws F2, and commits.
        Result<Task> rerun = loadTask(root, kTask);
        for (Flag &f : rerun->flags) {
            if (f.id == u"F1")
                f.rationale += u" (as the re-run saw it)"_s;
            else if (f.id == u"F2")
                f.withdrawnAt = QDateTime::currentDateTimeUtc();
        }
        QVERIFY(saveReview(root, *rerun));
        QCOMPARE(runGit(root, {u"commit"_s, u"-qam"_s, u"Validate"_s}).exitCode, 0);

        w.findChild<QAction *>(u"undoEditAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QTRY_VERIFY_WITH_TIMEOUT(!committer->isBusy(), kAsync);
        QCOMPARE(readFile(testPath), file.content);
        QCOMPARE(readFile(DatasetLayout(root).at(DatasetLayout::taskFile(kTask))), taskJson);
        const Result<Task> undone = loadTask(root, kTask);
        for (const Flag &f : undone->flags) {
            if (f.id == u"F1") {
                QCOMPARE(f.verdict, Verdict::Open);
                QVERIFY(f.rationale.endsWith(u"(as the re-run saw it)"_s));
            } else if (f.id == u"F2") {
                QVERIFY(f.isWithdrawn());
            }
        }
        QVERIFY2(lastCommit(root).startsWith("Undo: Added 1 test"), lastCommit(root).constData());
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());

        w.findChild<QAction *>(u"redoEditAction"_s)->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(readFile(testPath), s.after);
        QCOMPARE(verdictOnDisk(root, u"F1"_s), Verdict::Confirmed);
    }

    // A dataset shown from its index's rows is usable at once: a verdict given before every task has been checked
    // stays undoable when the checked rows arrive, the curator stays on the task, and a row the index had wrong
    // reads as the files say.
    void theQueueFromTheIndexIsUsableWhileItsTasksAreChecked()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        Result<Dataset> remembered = openDataset(root);
        QVERIFY(remembered);
        const QString stale = remembered->tasks.last().id;
        QVERIFY(stale != kTask);
        remembered->tasks.last().status = CurationStatus::Approved;
        MainWindow w;
        w.show();
        auto *opener = w.findChild<DatasetOpener *>();
        auto *queue = w.findChild<QueuePanel *>();
        QSignalSpy opened(&w, &MainWindow::datasetOpened);
        // The search index waits for the check: both read every task's files, and the check is what counts first.
        QSignalSpy indexed(w.findChild<SearchController *>(), &SearchController::indexUpdated);
        Q_EMIT opener->provisionallyOpened(*remembered, datasetRepository(root));
        QVERIFY(queue->isEnabled());
        QVERIFY(showTask(w, kTask));
        confirmWithKey(w, u"F1"_s);
        auto *undo = w.findChild<QAction *>(u"undoEditAction"_s);
        QVERIFY(undo->isEnabled());
        QCOMPARE(opened.count(), 0);
        QTest::qWait(300);
        QCOMPARE(indexed.count(), 0);

        Result<Dataset> checked = openDataset(root);
        QVERIFY(checked);
        Q_EMIT opener->opened(*checked, datasetRepository(root));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(w.views()->task().id, kTask);
        QCOMPARE(queue->currentTaskId(), kTask);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(u"Confirm flag F1 of coin-hours-split"_s), qPrintable(undo->text()));
        auto *rows = w.findChild<TaskListModel *>();
        const QModelIndex row = findTask(rows, stale);
        QVERIFY(row.isValid());
        QCOMPARE(rows->task(row.row()).status, CurationStatus::New);
        QTRY_COMPARE_WITH_TIMEOUT(indexed.count(), 1, 20000);
    }
};

QTEST_MAIN(TestDecisionUndo)
#include "tst_decisionundo.moc"
