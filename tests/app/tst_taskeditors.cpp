// The editors of a task's query, test command and test lists, on a real copy of the demo dataset kept in git: each
// save is one commit that says what changed, undo takes it back (a commit too), a refused edit writes nothing and
// says why next to the field, the newest run turns stale where the edit changes what it ran with, and the flags and
// approval gates that judge the runs against the lists follow a move at once. The Runs page lists the computed flags
// one run raised or cleared against the one before.
#include "workbench.h"

#include <app/pages/overviewpage.h>
#include <app/pages/testspage.h>
#include <app/controllers/taskeditcontroller.h>
#include <core/curation/approvalgates.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/storage/datasetlayout.h>
#include <core/flags/computedflags.h>
#include <core/validation/runrecord.h>
#include <tests/support/files.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/editors/markdownpreview.h>
#include <widgets/editors/queryeditor.h>
#include <widgets/editors/testcommandform.h>
#include <widgets/editors/testlistseditor.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/validation/validationpanel.h>

#include <QAction>
#include <QComboBox>
#include <QCryptographicHash>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTreeWidget>
#include <QUndoStack>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimeZone>
#include <QToolButton>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAsync = 20000;
const QString kTask = u"coin-hours-split"_s;
const QString kProportional = u"tests/test_hours_split.py::test_proportional_split"_s;    // FAIL_TO_PASS
const QString kTxid = u"tests/test_transaction.py::test_txid_ignores_signatures"_s;       // PASS_TO_PASS, no spec
const QString kNewTest = u"tests/test_hours_split.py::test_send_many_empty_recipients"_s; // in no list

QByteArray sha(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

TargetRun finished(const QString &target, const QByteArray &patch, const TestResults &results)
{
    TargetRun run;
    run.target = target;
    run.patchSha256 = sha(patch);
    run.outcome = TargetRun::Outcome::Finished;
    run.exitCode = 0;
    run.results = results;
    return run;
}

/// A run of the task exactly as it is on disk (files, patches, command), in which the controls hold, the reference
/// and the empty patch also ran kNewTest (a test just written: the reference passes it, no patch fails it), and the
/// reference fails kTxid when referenceFailsTxid.
RunRecord runOfTask(const Task &task, const QString &id, bool referenceFailsTxid)
{
    RunRecord record;
    record.id = id;
    record.started = QDateTime::fromString(id.left(15), u"yyyyMMdd-HHmmss"_s);
    record.started.setTimeZone(QTimeZone::utc());
    record.finished = record.started.addSecs(3);
    record.baseCommit = task.repository.baseCommit;
    record.command = task.tests.command;
    record.logFormat = task.tests.logFormat;
    for (const TestFile &f : task.tests.files)
        record.testFileSha256.append({f.path, sha(f.content)});
    TestResults reference, empty;
    for (const QString &t : task.tests.failToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Failed);
    }
    for (const QString &t : task.tests.passToPass) {
        reference.set(t, TestStatus::Passed);
        empty.set(t, TestStatus::Passed);
    }
    reference.set(kNewTest, TestStatus::Passed);
    empty.set(kNewTest, TestStatus::Failed);
    if (referenceFailsTxid)
        reference.set(kTxid, TestStatus::Failed);
    record.runs.append(finished(u"reference"_s, task.referencePatch, reference));
    record.runs.append(finished(u"empty"_s, {}, empty));
    for (const Attempt &a : task.attempts)
        record.runs.append(finished(a.id, a.patch, a.results));
    deriveChecks(record, task);
    return record;
}

bool saveRun(const Workbench &bench, const RunRecord &record)
{
    const Result<void> saved = saveRunRecord(bench.root, kTask, record);
    if (!saved)
        qWarning("%s", qPrintable(saved.error().toString()));
    return bool(saved);
}

const GateResult *gate(const QList<GateResult> &gates, const char16_t *id)
{
    for (const GateResult &g : gates)
        if (g.id == QStringView(id))
            return &g;
    return nullptr;
}

QString gateDetail(const Workbench &bench, const char16_t *id)
{
    QTreeWidget *list = bench.views->curationPanel()->gateList();
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == QStringView(id))
            return list->topLevelItem(i)->text(1);
    return u"(no such gate)"_s;
}

bool hasFlagStartingWith(const Task &task, const QString &prefix)
{
    return std::any_of(task.flags.cbegin(), task.flags.cend(), [&](const Flag &f) { return f.id.startsWith(prefix); });
}

QTreeWidgetItem *rowOf(TestListsEditor *editor, const QString &test)
{
    const QList<QTreeWidgetItem *> found = editor->view()->findItems(test, Qt::MatchExactly, TestListsEditor::IdColumn);
    return found.value(0);
}

} // namespace

class TestTaskEditors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void queryIsEditedSavedCommittedAndUndone()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        auto *editor = bench.window->findChild<QueryEditor *>(u"queryEditor"_s);
        QVERIFY(editor);
        const QString original = bench.views->task().query;
        QCOMPARE(editor->text(), original);
        auto *save = editor->findChild<QPushButton *>(u"querySaveButton"_s);
        QVERIFY(!save->isEnabled());

        // Typing marks it modified; Revert drops it.
        editor->textEdit()->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor->textEdit(), u" Keep it short."_s);
        QVERIFY(editor->isModified());
        QVERIFY(save->isEnabled());
        QCOMPARE(bench.views->page(PageId::Overview)->unsavedEdits(), QStringList{u"the query"_s});
        QTest::mouseClick(editor->findChild<QPushButton *>(u"queryRevertButton"_s), Qt::LeftButton);
        QVERIFY(!editor->isModified());
        QCOMPARE(editor->text(), original);

        // Saved with Ctrl+S while it has the focus: on disk, shown, one commit.
        bench.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(bench.window.get()));
        editor->textEdit()->setFocus();
        editor->textEdit()->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor->textEdit(), u" Keep it short."_s);
        QTest::keySequence(editor->textEdit(), QKeySequence::Save);
        QVERIFY(bench.writesDone());
        QVERIFY(!editor->isModified());
        QCOMPARE(loadTask(bench.root, kTask)->query, original + u" Keep it short."_s);
        QCOMPARE(bench.views->task().query, original + u" Keep it short."_s);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Query edited");
        // The original stays in the history.
        const QByteArray before = gitOutput(bench.root, {u"show"_s, u"HEAD~1:"_s + DatasetLayout::taskFile(kTask)});
        QVERIFY(before.contains(original.left(40).toUtf8()));

        // Undo (the controller's stack, as Edit > Undo) shows and saves the original again.
        QUndoStack *stack = bench.views->editController()->undoStack();
        QCOMPARE(stack->undoText(), u"Query edited"_s);
        stack->undo();
        QVERIFY(bench.writesDone());
        QCOMPARE(editor->text(), original);
        QCOMPARE(loadTask(bench.root, kTask)->query, original);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Query edited");
    }

    void emptyQueryIsRefusedWithTheReasonShown()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        const QByteArray head = bench.lastCommit(u"%H"_s);
        const QByteArray taskJson = readFile(bench.root, DatasetLayout::taskFile(kTask));
        auto *editor = bench.window->findChild<QueryEditor *>(u"queryEditor"_s);
        editor->textEdit()->selectAll();
        QTest::keyClick(editor->textEdit(), Qt::Key_Delete);
        QTest::keyClick(editor->textEdit(), Qt::Key_Space);
        QTest::mouseClick(editor->findChild<QPushButton *>(u"querySaveButton"_s), Qt::LeftButton);
        QVERIFY(bench.writesDone());
        QVERIFY2(editor->message().contains(u"cannot be empty"_s), qPrintable(editor->message()));
        QVERIFY(editor->findChild<QLabel *>(u"queryMessage"_s)->isVisibleTo(editor));
        QCOMPARE(editor->findChild<QLabel *>(u"queryMessage"_s)->textFormat(), Qt::PlainText);
        QVERIFY(editor->isModified()); // the typing stays, to be fixed
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
        QVERIFY(!bench.views->editController()->undoStack()->canUndo());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(u"%H"_s), head);
    }

    void previewRendersMarkdownWithoutHtmlLinksOrImages()
    {
        QTemporaryDir dir;
        const QString image = dir.filePath(u"secret.png"_s);
        QImage red(8, 8, QImage::Format_RGB32);
        red.fill(Qt::red);
        QVERIFY(red.save(image));
        QueryEditor editor;
        editor.setQuery(u"# Send many\n\nPays **several** recipients. <b>not bold</b> <img src=\"%1\">\n\n"
                        "[the docs](https://example.org) ![shot](file://%1)\n"_s.arg(image));
        QTest::mouseClick(editor.findChild<QToolButton *>(u"queryPreviewButton"_s), Qt::LeftButton);
        QVERIFY(editor.isPreviewShown());
        QTextDocument *doc = editor.preview()->document();
        const QString text = doc->toPlainText();
        QVERIFY2(text.contains(u"<b>not bold</b>"_s), qPrintable(text)); // HTML shows as text
        QVERIFY(!text.contains(u"**"_s));                                // Markdown is rendered
        QCOMPARE(doc->firstBlock().text(), u"Send many"_s);
        QVERIFY(doc->firstBlock().blockFormat().headingLevel() == 1);
        // The image was named, never read: the document holds no image resource for it.
        QVERIFY(doc->resource(QTextDocument::ImageResource, QUrl::fromLocalFile(image)).isNull());
        QVERIFY(doc->resource(QTextDocument::ImageResource, QUrl(u"file://"_s + image)).isNull());
        // Links are text: nothing to click.
        QVERIFY(!(editor.preview()->textInteractionFlags() & Qt::LinksAccessibleByMouse));
        QVERIFY(editor.preview()->isReadOnly());
    }

    void testCommandIsEditedMarksTheRunStaleAndIsUndone()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        Result<Task> onDisk = loadTask(bench.root, kTask);
        QVERIFY(onDisk);
        QVERIFY(saveRun(bench, runOfTask(*onDisk, u"20261201-090000-0001"_s, false)));
        QVERIFY(bench.show(kTask));
        AttemptMatrixModel *matrix = bench.views->matrixView()->model();
        QVERIFY(!matrix->runs().stale);
        QVERIFY(
            gate(approvalGates(bench.views->shown().snapshot.task, bench.views->latestRun()), kGateFreshRun)->passed);

        auto *form = bench.window->findChild<TestCommandForm *>(u"testCommandForm"_s);
        QVERIFY(form);
        auto *command = form->findChild<QPlainTextEdit *>(u"testCommandEdit"_s);
        QCOMPARE(command->toPlainText(), onDisk->tests.command);
        const QString edited = u"python3 -m pytest -rA -p no:cacheprovider tests/test_hours_split.py "
                               "tests/test_transaction.py"_s;
        command->setPlainText(edited);
        QVERIFY(form->isModified());
        QTest::mouseClick(form->findChild<QPushButton *>(u"testCommandSaveButton"_s), Qt::LeftButton);
        QVERIFY(bench.writesDone());
        QVERIFY(!form->isModified());
        QCOMPARE(loadTask(bench.root, kTask)->tests.command, edited);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Test command edited");
        QVERIFY(bench.lastCommit(u"%b"_s).contains(QByteArray("Now: " + edited.toUtf8())));
        // The Overview says whose command it is now.
        QCOMPARE(bench.window->findChild<QLabel *>(u"testCommand"_s)->text(),
                 u"The command came from the curator's edit."_s);
        // The run ran another command: stale in the matrix, the runs page and the fresh-run gate.
        QVERIFY(matrix->runs().stale);
        QVERIFY2(gateDetail(bench, kGateFreshRun).contains(u"the test command was changed since"_s),
                 qPrintable(gateDetail(bench, kGateFreshRun)));
        QTreeWidget *runs = bench.views->validationPanel()->runTree();
        QTreeWidgetItem *runItem =
            runs->findItems(u"20261201-090000-0001"_s, Qt::MatchExactly | Qt::MatchRecursive).value(0);
        QVERIFY(runItem);
        QVERIFY2(runItem->text(1).startsWith(u"stale"_s), qPrintable(runItem->text(1)));

        bench.views->editController()->undoStack()->undo();
        QVERIFY(bench.writesDone());
        QCOMPARE(command->toPlainText(), onDisk->tests.command);
        QCOMPARE(loadTask(bench.root, kTask)->tests.command, onDisk->tests.command);
        QCOMPARE(bench.window->findChild<QLabel *>(u"testCommand"_s)->text(), u"The command came from task.json."_s);
        QVERIFY(!matrix->runs().stale);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Test command edited");
    }

    void emptyCommandIsUnknownAndABadImageIsRefused()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        auto *form = bench.window->findChild<TestCommandForm *>(u"testCommandForm"_s);
        auto *save = form->findChild<QPushButton *>(u"testCommandSaveButton"_s);
        const QByteArray taskJson = readFile(bench.root, DatasetLayout::taskFile(kTask));

        form->findChild<QLineEdit *>(u"testImageEdit"_s)->setText(u"python 3.11"_s);
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(bench.writesDone());
        QVERIFY2(form->message().contains(u"python 3.11"_s) && form->message().contains(u"one name"_s),
                 qPrintable(form->message()));
        QVERIFY(form->isModified());
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
        QVERIFY(!bench.views->editController()->undoStack()->canUndo());

        form->findChild<QLineEdit *>(u"testImageEdit"_s)->clear();
        form->findChild<QPlainTextEdit *>(u"testCommandEdit"_s)->clear();
        QTest::mouseClick(save, Qt::LeftButton);
        QVERIFY(bench.writesDone());
        QCOMPARE(form->message(), QString());
        QCOMPARE(loadTask(bench.root, kTask)->tests.command, QString());
        QVERIFY2(form->stateText().startsWith(u"unknown"_s), qPrintable(form->stateText()));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Test command cleared: unknown");
    }

    void testsMoveBetweenListsAndTheFlagsAndGatesFollow()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        Result<Task> onDisk = loadTask(bench.root, kTask);
        QVERIFY(onDisk);
        QVERIFY(saveRun(bench, runOfTask(*onDisk, u"20261201-090000-0001"_s, true)));
        // The flags of that run, as validation leaves them in review.json.
        QVERIFY(applyComputedFlagsForTest(bench.root, *onDisk));
        QVERIFY(bench.show(kTask));
        QVERIFY(hasFlagStartingWith(bench.views->task(), u"reference-fails.test_txid"_s));
        QVERIFY(!gate(approvalGates(bench.views->shown().snapshot.task, bench.views->latestRun()), kGateReferencePasses)
                     ->passed);

        auto *lists = bench.window->findChild<TestListsEditor *>(u"testListsEditor"_s);
        QVERIFY(lists);
        // The test the newest run ran and no list declares is offered, with what the run gave it.
        QTreeWidgetItem *offered = rowOf(lists, kNewTest);
        QVERIFY(offered);
        QCOMPARE(offered->toolTip(TestListsEditor::ListColumn), u"not declared"_s);
        QCOMPARE(offered->text(TestListsEditor::ReferenceColumn), u"passed"_s);
        QCOMPARE(offered->text(TestListsEditor::EmptyColumn), u"failed"_s);

        // One key adds it: F while the list has the focus.
        bench.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(bench.window.get()));
        lists->view()->setFocus();
        lists->selectTests({kNewTest});
        QTest::keyClick(lists->view(), Qt::Key_F);
        QVERIFY(bench.writesDone());
        QVERIFY(loadTask(bench.root, kTask)->tests.failToPass.contains(kNewTest));
        QCOMPARE(rowOf(lists, kNewTest)->toolTip(TestListsEditor::ListColumn), u"FAIL_TO_PASS"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), QByteArray(kNewTest.toUtf8() + " moved to FAIL_TO_PASS"));
        QCOMPARE(bench.lastCommit(u"%b"_s), (kNewTest + u": not declared → FAIL_TO_PASS"_s).toUtf8());

        // The test the reference fails leaves PASS_TO_PASS (the button): its flag and the failing gate go at once.
        lists->selectTests({kTxid});
        QTest::mouseClick(lists->findChild<QPushButton *>(u"moveToNotDeclaredButton"_s), Qt::LeftButton);
        QVERIFY(bench.writesDone());
        const Task &shown = bench.views->task();
        QVERIFY(!shown.tests.passToPass.contains(kTxid));
        QVERIFY(!hasFlagStartingWith(shown, u"reference-fails.test_txid"_s));
        QVERIFY(!hasFlagStartingWith(*loadTask(bench.root, kTask), u"reference-fails.test_txid"_s));
        QVERIFY2(gateDetail(bench, kGateReferencePasses).isEmpty(),
                 qPrintable(gateDetail(bench, kGateReferencePasses)));
        QCOMPARE(rowOf(lists, kTxid)->toolTip(TestListsEditor::ListColumn), u"not declared"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), QByteArray(kTxid.toUtf8() + " no longer declared"));
        // review.json went into the same commit; nothing is left uncommitted.
        QVERIFY(gitOutput(bench.root, {u"show"_s, u"--name-only"_s, u"--format="_s})
                    .contains(DatasetLayout::reviewFile(kTask).toUtf8()));
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s, u"--untracked-files=no"_s}), QByteArray());
        // Moving a test between the lists does not make the run stale.
        QVERIFY(!bench.views->matrixView()->model()->runs().stale);

        // Undo brings the test, its flag and the failing gate back.
        bench.views->editController()->undoStack()->undo();
        QVERIFY(bench.writesDone());
        QVERIFY(bench.views->task().tests.passToPass.contains(kTxid));
        QVERIFY(hasFlagStartingWith(bench.views->task(), u"reference-fails.test_txid"_s));
        QVERIFY(!gateDetail(bench, kGateReferencePasses).isEmpty());
        QCOMPARE(rowOf(lists, kTxid)->toolTip(TestListsEditor::ListColumn), u"PASS_TO_PASS"_s);
    }

    void severalTestsMoveAsOneEditAndAreNeverInBothLists()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        auto *lists = bench.window->findChild<TestListsEditor *>(u"testListsEditor"_s);
        const QStringList f2p = bench.views->task().tests.failToPass;
        const QStringList moved{f2p.at(0), f2p.at(1)};
        lists->selectTests(moved);
        QCOMPARE(lists->selectedTests(), moved);
        // The context menu holds the same moves.
        QAction *toP2P = lists->findChild<QAction *>(u"moveToPassToPassAction"_s);
        QVERIFY(toP2P);
        QVERIFY(lists->view()->actions().contains(toP2P));
        QVERIFY(toP2P->isEnabled());
        toP2P->trigger();
        QVERIFY(bench.writesDone());
        const Task onDisk = *loadTask(bench.root, kTask);
        for (const QString &t : moved) {
            QVERIFY(onDisk.tests.passToPass.contains(t));
            QVERIFY(!onDisk.tests.failToPass.contains(t));
        }
        QCOMPARE(onDisk.tests.failToPass.size(), f2p.size() - 2);
        QCOMPARE(bench.views->editController()->undoStack()->count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), (moved.join(u", "_s) + u" moved to PASS_TO_PASS"_s).toUtf8());
        // They stay selected, and the move that would change nothing is not offered.
        QCOMPARE(lists->selectedTests(), moved);
        QVERIFY(!toP2P->isEnabled());
        QVERIFY(!lists->findChild<QPushButton *>(u"moveToPassToPassButton"_s)->isEnabled());
        // Blind review or not, the summary counts the lists.
        QVERIFY(
            lists->findChild<QLabel *>(u"testListsSummary"_s)
                ->text()
                .startsWith(
                    u"%1 FAIL_TO_PASS · %2 PASS_TO_PASS"_s.arg(f2p.size() - 2).arg(onDisk.tests.passToPass.size())));
    }

    void runsPageListsFlagsRaisedAndCleared()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        Result<Task> onDisk = loadTask(bench.root, kTask);
        QVERIFY(onDisk);
        QVERIFY(saveRun(bench, runOfTask(*onDisk, u"20261201-090000-0001"_s, true)));
        RunRecord repaired = runOfTask(*onDisk, u"20261201-100000-0002"_s, false);
        for (TargetRun &run : repaired.runs)
            if (run.target == u"empty")
                run.results.set(kProportional, TestStatus::Passed);
        QVERIFY(saveRun(bench, repaired));
        QVERIFY(bench.show(kTask));
        QTreeWidget *flags = bench.views->validationPanel()->flagChangeList();
        QCOMPARE(flags->topLevelItemCount(), 2);
        QCOMPARE(flags->topLevelItem(0)->text(1), u"raised"_s);
        QVERIFY(flags->topLevelItem(0)->text(0).startsWith(u"FP vacuous.test_proportional_split"_s));
        QCOMPARE(flags->topLevelItem(0)->text(2), kProportional);
        QCOMPARE(flags->topLevelItem(1)->text(1), u"cleared"_s);
        QVERIFY(flags->topLevelItem(1)->text(0).startsWith(u"FN reference-fails.test_txid_ignores_signatures"_s));
        auto *title = bench.views->validationPanel()->findChild<QLabel *>(u"validationFlagChangesTitle"_s);
        QCOMPARE(title->text(),
                 u"Computed flags from run 20261201-090000-0001 to run 20261201-100000-0002: 1 raised, 1 cleared."_s);
        // A raised flag leads to its cell, as a flipped result does.
        QSignalSpy activated(bench.views->validationPanel(), &ValidationPanel::changeActivated);
        Q_EMIT flags->itemActivated(flags->topLevelItem(0), 0);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().at(0).toString(), u"empty"_s);
        QCOMPARE(activated.first().at(1).toString(), kProportional);
    }

private:
    static bool applyComputedFlagsForTest(const QString &root, Task task)
    {
        const LoadedRunRecords runs = loadRunRecords(root, kTask);
        return !runs.records.isEmpty() && bool(applyComputedFlags(root, task, runs.records.first()));
    }
};

QTEST_MAIN(TestTaskEditors)
#include "tst_taskeditors.moc"
