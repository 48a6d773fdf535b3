// Editing the reference patch from the Patches page, in a copy of the demo dataset kept in git whose task repository
// is real: the patched files are edited (one changed, one deleted, one added) and saved as a diff that the real `git
// apply` takes at the base commit, giving exactly the edited bytes; the raw diff is edited too, and one that does not
// apply is refused naming the file and hunk. Each save is a commit, marks the newest run stale and is undone from the
// task's undo stack.
#include "freshrun.h"
#include "workbench.h"

#include <app/pages/patchespage.h>
#include <app/dialogs/referencepatchdialog.h>
#include <app/controllers/taskeditcontroller.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/testeditor/referencefileseditor.h>

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QUndoStack>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

namespace {

constexpr int kAsync = 20000;
const QString kTask = u"coin-hours-split"_s;
const QString kHours = u"skyledger/hours.py"_s;
const QString kWallet = u"skyledger/wallet.py"_s;
const QString kNotes = u"docs/hours.md"_s;

bool stale(const Workbench &bench)
{
    return bench.views->matrixView()->model()->runs().stale;
}

QByteArray referenceOnDisk(const Workbench &bench)
{
    if (!bench.writesDone())
        return "(still being written)";
    return readFile(bench.root, DatasetLayout::inTaskFolder(kTask, DatasetLayout::referencePatchName()));
}

ReferencePatchDialog *openEditor(Workbench &bench)
{
    auto *page = bench.window->findChild<PatchesPage *>();
    if (!page)
        return nullptr;
    ReferencePatchDialog *dialog = page->editReferencePatch();
    if (dialog && !QTest::qWaitFor([dialog] { return !dialog->isBusy(); }, kAsync))
        return nullptr;
    return dialog;
}

// Closes the refusal the dialog shows and returns its text.
QString closeRefusal(ReferencePatchDialog *dialog)
{
    auto *box = dialog->findChild<QMessageBox *>(u"referencePatchRefusal"_s);
    if (!box)
        return {};
    QString text = box->text();
    box->accept();
    return text;
}

} // namespace

class TestReferencePatchDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void editedFilesAreSavedAsADiffGitApplies()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        joinFreshRun(bench);
        QVERIFY(!stale(bench));
        const QByteArray original = referenceOnDisk(bench);
        ReferencePatchDialog *dialog = openEditor(bench);
        QVERIFY(dialog);
        QVERIFY2(dialog->filesProblem().isEmpty(), qPrintable(dialog->filesProblem()));
        ReferenceFilesEditor *files = dialog->filesEditor();
        QCOMPARE(files->files().size(), 3);
        QVERIFY(!files->isModified());

        files->setCurrentPath(kHours);
        QCOMPARE(files->currentPath(), kHours);
        const QList<ReferenceFile> given = files->files();
        const auto hours =
            std::find_if(given.cbegin(), given.cend(), [](const ReferenceFile &f) { return f.path == kHours; });
        QVERIFY(hours != given.cend() && hours->content);
        files->setCurrentText(QByteArray(*hours->content).replace("rounded down", "rounded toward zero"));
        files->setCurrentPath(kWallet);
        files->deleteCurrent();
        answerNextInputDialog(kNotes);
        dialog->findChild<QPushButton *>(u"addReferenceFileButton"_s)->click();
        QTRY_COMPARE_WITH_TIMEOUT(files->currentPath(), kNotes, kAsync);
        files->setCurrentText("# Hours\n\nShared in proportion to the coins.\n");
        QCOMPARE(files->changedFiles().size(), 3);
        // One way of editing at a time: the diff tab waits until the files are saved.
        QVERIFY(!dialog->findChild<QTabWidget *>()->isTabEnabled(1));
        const QList<ReferenceFile> edited = files->files();

        QSignalSpy saved(dialog, &ReferencePatchDialog::saved);
        dialog->save();
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, kAsync);
        QCOMPARE(saved.first().first().toString(), u"Reference patch edited: 3 files"_s);
        const QByteArray written = referenceOnDisk(bench);
        QVERIFY(written != original);
        QCOMPARE(bench.views->task().referencePatch, written);
        QVERIFY(stale(bench));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Reference patch edited: 3 files");

        // git itself applies the written patch at the base commit and makes exactly the edited files.
        const QString clone = bench.dir.filePath(u"clone"_s);
        gitOutput(bench.dir.path(), {u"clone"_s, u"-q"_s, bench.root + u"/repos/skyledger"_s, clone});
        gitOutput(clone, {u"checkout"_s, u"-q"_s, bench.views->task().repository.baseCommit});
        const ProcessRun apply = runGit(clone, {u"apply"_s, u"-"_s}, written);
        QVERIFY2(apply.exitCode == 0, apply.err.constData());
        for (const ReferenceFile &f : edited) {
            if (f.content)
                QCOMPARE(readFile(clone, f.path), *f.content);
            else
                QVERIFY2(!QFileInfo::exists(clone + u'/' + f.path), qPrintable(f.path));
        }

        QUndoStack *stack = bench.views->editController()->undoStack();
        QCOMPARE(stack->undoText(), u"Reference patch edited: 3 files"_s);
        stack->undo();
        QCOMPARE(referenceOnDisk(bench), original);
        QVERIFY(!stale(bench));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Undo: Reference patch edited: 3 files");
        QCOMPARE(gitOutput(bench.root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void rawDiffIsCheckedBeforeItIsSaved()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QVERIFY(bench.show(kTask));
        joinFreshRun(bench);
        const QByteArray original = referenceOnDisk(bench);
        const QByteArray head = bench.lastCommit(u"%H"_s);
        ReferencePatchDialog *dialog = openEditor(bench);
        QVERIFY(dialog);
        dialog->findChild<QTabWidget *>()->setCurrentWidget(dialog->diffEditor());

        // A context line that is not in the file at the base commit: refused, naming the file and the hunk.
        QByteArray broken = original;
        broken.replace("\n     sent = int(available * share)\n", "\n     sent = int(available * share * 2)\n");
        dialog->diffEditor()->setPlainText(QString::fromUtf8(broken));
        QSignalSpy refused(dialog, &ReferencePatchDialog::refused);
        dialog->save();
        QTRY_COMPARE_WITH_TIMEOUT(refused.size(), 1, kAsync);
        const QString reason = refused.first().first().toString();
        QVERIFY2(reason.contains(u"hunk 2 of skyledger/hours.py does not apply"_s), qPrintable(reason));
        QCOMPARE(closeRefusal(dialog), reason);
        QCOMPARE(referenceOnDisk(bench), original);
        QVERIFY(!bench.views->editController()->undoStack()->canUndo());
        QVERIFY(!stale(bench));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(u"%H"_s), head);

        // An edit of an added line applies: saved as it is written.
        QByteArray fixed = original;
        fixed.replace("rounded down; the", "rounded toward zero; the");
        QVERIFY(fixed != original);
        dialog->diffEditor()->setPlainText(QString::fromUtf8(fixed));
        QSignalSpy saved(dialog, &ReferencePatchDialog::saved);
        dialog->save();
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, kAsync);
        QCOMPARE(referenceOnDisk(bench), fixed);
        QVERIFY(stale(bench));
        QTRY_VERIFY_WITH_TIMEOUT(!bench.committer->isBusy(), kAsync);
        QCOMPARE(bench.lastCommit(), "Reference patch diff edited: 3 files");
        bench.views->editController()->undoStack()->undo();
        QCOMPARE(referenceOnDisk(bench), original);
    }

    void withoutItsRepositoryOnlyTheDiffIsEditable()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(QDir(bench.root + u"/repos/skyledger"_s).removeRecursively());
        QVERIFY(bench.show(kTask));
        ReferencePatchDialog *dialog = openEditor(bench);
        QVERIFY(dialog);
        QVERIFY(!dialog->filesProblem().isEmpty());
        QVERIFY2(dialog->filesProblem().contains(u"repos/skyledger"_s), qPrintable(dialog->filesProblem()));
        QCOMPARE(dialog->findChild<QTabWidget *>()->currentWidget(), dialog->diffEditor());
        QVERIFY(!dialog->filesEditor()->isEnabled());
    }
};

QTEST_MAIN(TestReferencePatchDialog)
#include "tst_referencepatchdialog.moc"
