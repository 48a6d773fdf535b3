// Edits of a task's definition from the pages, in a real copy of the demo dataset kept in git: each saved edit is a
// commit that says what changed, undo and redo are commits too, each task keeps its own undo stack, and a refused
// edit writes nothing.
#include "workbench.h"

#include <app/controllers/taskeditcontroller.h>
#include <core/editing/taskedit.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAsync = 20000;
const QString kTask = u"coin-hours-split"_s;
const QString kOther = u"wallet-lock"_s;

TaskEdit retitle(const QString &title)
{
    return {u"Spec S1 retitled"_s, u"The title said too little."_s, [title](Task &t) { t.specs[0].title = title; }};
}

} // namespace

class TestTaskEditController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<QUndoStack *>();
    }

    void editIsSavedShownAndCommitted()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        TaskEditController *edits = bench.views->editController();
        const Result<void> applied = edits->apply(retitle(u"Splits hours by weight"_s));
        QVERIFY2(applied, applied ? "" : qPrintable(applied.error().toString()));
        // The pages show the edit at once, and the disk holds it once it is written.
        QCOMPARE(bench.views->task().specs[0].title, u"Splits hours by weight"_s);
        QVERIFY(bench.writesDone());
        QCOMPARE(loadTask(bench.root, kTask)->specs[0].title, u"Splits hours by weight"_s);
        QVERIFY(bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Spec S1 retitled");
        QCOMPARE(bench.lastCommit(u"%b"_s), "The title said too little.");
        QCOMPARE(bench.lastCommit(u"%an"_s), "Ada Lovelace");
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void undoAndRedoAreCommitsToo()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        const QString original = bench.views->task().specs[0].title;
        const QByteArray taskJson = readFile(bench.root, DatasetLayout::taskFile(kTask));
        TaskEditController *edits = bench.views->editController();
        QVERIFY(edits->apply(retitle(u"First"_s)));
        QUndoStack *stack = edits->undoStack();
        QVERIFY(stack->canUndo());
        QCOMPARE(stack->undoText(), u"Spec S1 retitled"_s);
        stack->undo();
        QCOMPARE(bench.views->task().specs[0].title, original);
        QVERIFY(bench.writesDone());
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
        QVERIFY(bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Spec S1 retitled");
        stack->redo();
        QCOMPARE(bench.views->task().specs[0].title, u"First"_s);
        QVERIFY(bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Redo: Spec S1 retitled");
    }

    void quickEditsAreEachTheirOwnCommit()
    {
        // An edit, its undo and the redo in a row, faster than the commits are made: each commit still holds what
        // its own save wrote.
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        TaskEditController *edits = bench.views->editController();
        QVERIFY(edits->apply(retitle(u"Quick"_s)));
        edits->undoStack()->undo();
        edits->undoStack()->redo();
        QVERIFY(bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(gitOutput(bench.root, {u"log"_s, u"-3"_s, u"--format=%s"_s}),
                 "Redo: Spec S1 retitled\nUndo: Spec S1 retitled\nSpec S1 retitled\n");
        for (const QString &rev : {u"HEAD"_s, u"HEAD~2"_s})
            QVERIFY(
                gitOutput(bench.root, {u"show"_s, rev + u":"_s + DatasetLayout::taskFile(kTask)}).contains("Quick"));
        QVERIFY(!gitOutput(bench.root, {u"show"_s, u"HEAD~1:"_s + DatasetLayout::taskFile(kTask)}).contains("Quick"));
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void eachTaskKeepsItsOwnUndoStack()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(kTask));
        TaskEditController *edits = bench.views->editController();
        QSignalSpy stackChanged(edits, &TaskEditController::undoStackChanged);
        QVERIFY(edits->apply(retitle(u"Edited on the first task"_s)));
        QVERIFY(bench.writesDone());
        QVERIFY(bench.show(kOther));
        QVERIFY(!stackChanged.isEmpty());
        QVERIFY(!edits->undoStack()->canUndo()); // the other task has no edits
        QVERIFY(bench.show(kTask));
        QVERIFY(edits->undoStack()->canUndo());
        edits->undoStack()->undo();
        QVERIFY(bench.writesDone());
        QVERIFY(loadTask(bench.root, kTask)->specs[0].title != u"Edited on the first task"_s);
    }

    // An edit accepted and shown, whose write then fails (the new test file's path is taken by a folder): the
    // curator is told which edit and why, the pages show the task as it is on disk again, and nothing is committed.
    void aWriteThatFailsSaysSoAndShowsWhatIsOnDisk()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        const QString taken = bench.root + u'/' + DatasetLayout::testFile(kTask, u"tests/test_new.py"_s);
        QVERIFY(QDir().mkpath(taken + u"/inside"_s));
        const QByteArray head = bench.lastCommit(u"%H"_s);
        const qsizetype files = bench.views->task().tests.files.size();
        TaskEditController *edits = bench.views->editController();
        QSignalSpy problems(edits, &TaskEditController::problem);
        QSignalSpy loaded(bench.views, &TaskViews::taskLoaded);
        QVERIFY(edits->apply({u"Test file tests/test_new.py added"_s, {}, [](Task &t) {
                                  t.tests.files.append({u"tests/test_new.py"_s, "def test_new():\n    pass\n"_ba});
                              }}));
        QCOMPARE(bench.views->task().tests.files.size(), files + 1); // shown at once
        QVERIFY(bench.writesDone());
        QCOMPARE(problems.size(), 1);
        QVERIFY2(
            problems.first().first().toString().startsWith(u"Test file tests/test_new.py added could not be saved"_s),
            qPrintable(problems.first().first().toString()));
        QVERIFY(loaded.wait(kAsync));
        QCOMPARE(bench.views->task().tests.files.size(), files);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(u"%H"_s), head);
    }

    void refusedEditWritesNothing()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        const QByteArray taskJson = readFile(bench.root, DatasetLayout::taskFile(kTask));
        const QByteArray head = bench.lastCommit(u"%H"_s);
        const Result<void> refused = bench.views->editController()->apply(
            {u"Spec renamed"_s, {}, [](Task &t) { t.specs[1].id = t.specs[0].id; }});
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(u"unique"_s), qPrintable(refused.error().message));
        QCOMPARE(refused.error().pointer, u"/specs/1/id"_s);
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
        QVERIFY(!bench.views->editController()->undoStack()->canUndo());
        QVERIFY(bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(u"%H"_s), head);
    }
};

QTEST_MAIN(TestTaskEditController)
#include "tst_taskeditcontroller.moc"
