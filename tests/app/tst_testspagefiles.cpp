// Adding, renaming and deleting test files on the Tests page, in a copy of the demo dataset kept in git: each is one
// commit that says what changed, marks the newest run stale, keeps the unsaved typing it should, and is undone from
// the task's undo stack; an unsafe or held path is refused with a message and writes nothing.
#include "freshrun.h"
#include "workbench.h"

#include <app/pages/testspage.h>
#include <app/controllers/taskeditcontroller.h>
#include <core/editing/draftstore.h>
#include <core/editing/testeditsession.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/testeditor/testeditor.h>

#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QAbstractButton>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAsync = 20000;
const QString kTask = u"coin-hours-split"_s;
const QString kExisting = u"tests/test_hours_split.py"_s;
const QString kNew = u"tests/test_new.py"_s;
const QString kRenamed = u"tests/test_renamed.py"_s;

bool onDisk(const Workbench &bench, const QString &path)
{
    if (!bench.writesDone())
        return false;
    return QFileInfo::exists(bench.root + u'/' + DatasetLayout::testFile(kTask, path));
}

bool stale(const Workbench &bench)
{
    return bench.views->matrixView()->model()->runs().stale;
}

// The refusal the next edit shows, answered and returned once it comes up.
std::shared_ptr<QString> catchRefusal()
{
    auto text = std::make_shared<QString>();
    answerNextDialog<QMessageBox>([text](QMessageBox *box) {
        *text = box->text();
        QCOMPARE(box->textFormat(), Qt::PlainText);
        box->accept();
    });
    return text;
}

} // namespace

class TestTestsPageFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void addRenameDeleteAndUndo()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        auto *page = bench.window->findChild<TestsPage *>();
        QVERIFY(page);
        joinFreshRun(bench);
        QVERIFY(!stale(bench));
        TestEditSession *session = page->session();
        // Unsaved typing in another file survives the edits of the file list.
        session->setContent(kExisting, session->content(kExisting) + "# typed, not saved\n");

        answerNextInputDialog(kNew);
        page->addTestFile();
        QVERIFY(onDisk(bench, kNew));
        QVERIFY(session->hasFile(kNew));
        QCOMPARE(page->editor()->currentPath(), kNew);
        auto *text = page->editor()->findChild<QsciScintilla *>(u"testEditorText"_s);
        QVERIFY(text && text->lexer());
        QCOMPARE(QByteArray(text->lexer()->language()), "Python");
        QVERIFY(session->isModified(kExisting));
        QVERIFY(stale(bench));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Test file tests/test_new.py added");
        QVERIFY(gitOutput(bench.root, {u"show"_s, u"--stat"_s, u"HEAD"_s}).contains("test_new.py"));

        // Typing in the new file leaves a draft, and the rename takes the typing along.
        session->setContent(kNew, "def test_new():\n    assert True\n");
        QVERIFY(session->flushDrafts());
        QVERIFY(DraftStore(session->draftFolder()).read(bench.root, kTask, kNew));
        answerNextInputDialog(kRenamed);
        page->renameTestFile();
        QVERIFY(!onDisk(bench, kNew));
        QVERIFY(onDisk(bench, kRenamed));
        QVERIFY(session->isModified(kRenamed));
        QCOMPARE(session->content(kRenamed), "def test_new():\n    assert True\n"_ba);
        QVERIFY(!DraftStore(session->draftFolder()).read(bench.root, kTask, kNew));
        QCOMPARE(page->editor()->currentPath(), kRenamed);
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Test file tests/test_new.py renamed to tests/test_renamed.py");

        // Deleting a file with unsaved typing says so first; Cancel keeps it.
        answerMessageBox([](QMessageBox *box) {
            QVERIFY(box->text().contains(u"unsaved changes"_s));
            box->button(QMessageBox::Cancel)->click();
        });
        page->deleteTestFile();
        QVERIFY(onDisk(bench, kRenamed));
        answerMessageBox(QMessageBox::Yes);
        page->deleteTestFile();
        QVERIFY(!onDisk(bench, kRenamed));
        QVERIFY(!session->hasFile(kRenamed));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Test file tests/test_renamed.py deleted");
        QVERIFY(!loadTask(bench.root, kTask)->tests.files.isEmpty());

        QUndoStack *stack = bench.views->editController()->undoStack();
        QCOMPARE(stack->undoText(), u"Test file tests/test_renamed.py deleted"_s);
        stack->undo();
        QVERIFY(onDisk(bench, kRenamed));
        QVERIFY(session->hasFile(kRenamed));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Test file tests/test_renamed.py deleted");
        stack->undo();
        stack->undo();
        QVERIFY(!onDisk(bench, kRenamed));
        QVERIFY(!onDisk(bench, kNew));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Test file tests/test_new.py added");
        QVERIFY(!stale(bench)); // the task is as the run saw it again
        QVERIFY(session->isModified(kExisting));
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void unsafeOrHeldPathsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("parent") << u"../outside.py"_s << u"not a relative path"_s;
        QTest::newRow("absolute") << u"/tmp/test_x.py"_s << u"not a relative path"_s;
        QTest::newRow("git folder") << u".git/hooks/pre-commit"_s << u"not a relative path"_s;
        QTest::newRow("held") << kExisting << u"there twice"_s;
    }

    void unsafeOrHeldPathsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        auto *page = bench.window->findChild<TestsPage *>();
        const QByteArray taskJson = readFile(bench.root, DatasetLayout::taskFile(kTask));
        const QByteArray head = bench.lastCommit(u"%H"_s);
        answerNextInputDialog(path);
        const std::shared_ptr<QString> refusal = catchRefusal();
        page->addTestFile();
        QVERIFY2(refusal->contains(reason), qPrintable(*refusal));
        QVERIFY2(refusal->contains(path), qPrintable(*refusal));
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
        QVERIFY(!bench.views->editController()->undoStack()->canUndo());
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(u"%H"_s), head);

        // Renaming onto a held or unsafe path is refused the same way.
        page->editor()->setCurrentPath(page->session()->files().constLast());
        if (page->session()->files().constLast() == path)
            return;
        answerNextInputDialog(path);
        const std::shared_ptr<QString> renameRefusal = catchRefusal();
        page->renameTestFile();
        QVERIFY2(renameRefusal->contains(reason), qPrintable(*renameRefusal));
        QCOMPARE(readFile(bench.root, DatasetLayout::taskFile(kTask)), taskJson);
    }
};

QTEST_MAIN(TestTestsPageFiles)
#include "tst_testspagefiles.moc"
