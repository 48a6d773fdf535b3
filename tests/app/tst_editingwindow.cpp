// Repairing a task in the window, on a fresh copy of the demo dataset in git: Ctrl+Z while a text editor has unsaved
// typing undoes the typing (the query editor's and the test editor's), not the last saved edit, which Edit > Undo
// takes back once the editor has nothing left to undo; unsaved query typing is asked about before another task is
// shown; and Ctrl+R right after an edit validates the task as it is on disk.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/datasetcommitter.h>
#include <app/window/mainwindow.h>
#include <app/pages/overviewpage.h>
#include <app/controllers/taskeditcontroller.h>
#include <app/window/taskviews.h>
#include <app/controllers/validationcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/editing/testeditsession.h>
#include <core/validation/runrecord.h>
#include <tests/support/gui/dialogs.h>
#include <widgets/editors/queryeditor.h>
#include <widgets/editors/testcommandform.h>
#include <widgets/testeditor/testeditor.h>
#include <widgets/validation/validationpanel.h>

#include <Qsci/qsciscintilla.h>
#include <QAbstractButton>
#include <QAction>
#include <QPushButton>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

const QString kTask = u"coin-hours-split"_s;

} // namespace

class TestEditingWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void ctrlZUndoesTheTypingBeforeTheSavedEdit()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, kTask));
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *editor = w.findChild<QueryEditor *>(u"queryEditor"_s);
        QPlainTextEdit *text = editor->textEdit();
        const QString original = text->toPlainText();

        // A saved edit is on the window's undo stack.
        text->setFocus();
        text->moveCursor(QTextCursor::End);
        QTest::keyClicks(text, u" Saved."_s);
        QTest::keySequence(text, QKeySequence::Save);
        QVERIFY(writesDone(w));
        QCOMPARE(loadTask(root, kTask)->query, original + u" Saved."_s);
        QUndoStack *stack = w.views()->editController()->undoStack();
        QCOMPARE(stack->index(), 1);
        auto *undo = w.findChild<QAction *>(u"undoEditAction"_s);
        QVERIFY(undo->isEnabled());

        // Typing, then Ctrl+Z in the editor: the typing goes, the saved edit stays.
        QTest::keyClicks(text, u"xyz"_s);
        QVERIFY(editor->isModified());
        QTest::keySequence(text, QKeySequence::Undo);
        QCOMPARE(text->toPlainText(), original + u" Saved."_s);
        QVERIFY(!editor->isModified());
        QCOMPARE(stack->index(), 1);
        QCOMPARE(loadTask(root, kTask)->query, original + u" Saved."_s);

        // With nothing left to undo in the editor, Edit > Undo takes back the saved edit.
        undo->trigger();
        QVERIFY(writesDone(w));
        QCOMPARE(stack->index(), 0);
        QCOMPARE(text->toPlainText(), original);
        QCOMPARE(loadTask(root, kTask)->query, original);

        // The test editor (QScintilla) keeps its own Ctrl+Z too.
        stack->redo();
        QVERIFY(writesDone(w));
        QCOMPARE(stack->index(), 1);
        auto *scintilla = w.views()->testEditor()->findChild<QsciScintilla *>(u"testEditorText"_s);
        const QString file = scintilla->text();
        scintilla->setFocus();
        scintilla->setCursorPosition(0, 0);
        QTest::keyClicks(scintilla, u"# typed"_s);
        QVERIFY(w.views()->editSession()->hasUnsavedChanges());
        QTest::keySequence(scintilla, QKeySequence::Undo);
        QCOMPARE(scintilla->text(), file);
        QCOMPARE(stack->index(), 1);
        QCOMPARE(loadTask(root, kTask)->query, original + u" Saved."_s);
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
    }

    void unsavedQueryTypingIsAskedAboutOnATaskSwitch()
    {
        QTemporaryDir dir;
        MainWindow w;
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, kTask));
        auto *editor = w.findChild<QueryEditor *>(u"queryEditor"_s);
        const QString original = editor->text();
        editor->textEdit()->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor->textEdit(), u" Typed."_s);
        auto *form = w.findChild<TestCommandForm *>(u"testCommandForm"_s);
        form->findChild<QPlainTextEdit *>(u"testCommandEdit"_s)->setPlainText(u"python3 -m pytest -q tests"_s);

        // Cancel: the task and the typing stay, nothing is written.
        QString asked;
        answerMessageBox([&asked](QMessageBox *box) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(w.selectTask(u"wallet-lock"_s));
        QVERIFY2(asked.contains(u"the query"_s) && asked.contains(u"the test command"_s), qPrintable(asked));
        QCOMPARE(w.views()->task().id, kTask);
        QVERIFY(editor->isModified());
        QCOMPARE(loadTask(root, kTask)->query, original);

        // Save: both are saved, as two edits, then the other task is shown.
        answerMessageBox(QMessageBox::Save);
        QVERIFY(showTask(w, u"wallet-lock"_s));
        const Task saved = *loadTask(root, kTask);
        QCOMPARE(saved.query, original + u" Typed."_s);
        QCOMPARE(saved.tests.command, u"python3 -m pytest -q tests"_s);
        QVERIFY(showTask(w, kTask));
        QUndoStack *stack = w.views()->editController()->undoStack();
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(0), u"Query edited"_s);
        QCOMPARE(stack->text(1), u"Test command edited"_s);

        // Discard drops the typing.
        editor->textEdit()->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor->textEdit(), u" Dropped."_s);
        answerMessageBox(QMessageBox::Discard);
        QVERIFY(showTask(w, u"wallet-lock"_s));
        QCOMPARE(loadTask(root, kTask)->query, original + u" Typed."_s);
    }

    void validatingRightAfterAnEditRunsWhatIsOnDisk()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1400, 900);
        const QString root = openDemoCopy(w, dir);
        QVERIFY(!root.isEmpty());
        QVERIFY(showTask(w, kTask));
        // Only the file of FAIL_TO_PASS tests runs now.
        const QString command = u"python3 -m pytest -rA tests/test_hours_split.py"_s;
        auto *form = w.findChild<TestCommandForm *>(u"testCommandForm"_s);
        form->findChild<QPlainTextEdit *>(u"testCommandEdit"_s)->setPlainText(command);
        QTest::mouseClick(form->findChild<QPushButton *>(u"testCommandSaveButton"_s), Qt::LeftButton);
        // Validated at once, before the edit is written: the validation reads the task after it is.
        w.findChild<QAction *>(u"validateTaskAction"_s)->trigger();
        QVERIFY(w.findChild<ValidationController *>()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<ValidationController *>()->isRunning(), 180000);
        const LoadedRunRecords runs = loadRunRecords(root, kTask);
        QCOMPARE(runs.records.size(), 1);
        const RunRecord &record = runs.records.first();
        QCOMPARE(record.command, command);
        QVERIFY(!isStale(record, *loadTask(root, kTask)));
        // The PASS_TO_PASS tests of the file no longer run are missing: the reference control names them.
        QVERIFY(!record.reference.holds);
        QVERIFY(record.reference.violations.contains(u"tests/test_transaction.py::test_build_with_change"_s));
        QVERIFY(!record.reference.violations.contains(u"tests/test_hours_split.py::test_proportional_split"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!w.findChild<DatasetCommitter *>()->isBusy(), kAsync);
    }
};

QTEST_MAIN(TestEditingWindow)
#include "tst_editingwindow.moc"
