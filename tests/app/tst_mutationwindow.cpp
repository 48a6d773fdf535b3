// Validate > Mutation Analysis from the window: the shown task's mutants run behind a window-modal progress, the
// record is saved, the flags land in review.json and the Overview's line gives the score.
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/controllers/validationcontroller.h>
#include <core/dataset/datasetio.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <tests/support/mutationrecords.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/flags/mutantdiffdialog.h>
#include <widgets/queue/queuefilterbar.h>
#include <widgets/tasktableview.h>

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QLabel>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;
using namespace heddle::test;

namespace {

// The queue's Mutation cell of a task.
QString mutationCell(MainWindow &w, const QString &id)
{
    auto *table = w.findChild<TaskTableView *>(u"taskTable"_s);
    const QModelIndex row = table ? findTask(table->model(), id) : QModelIndex();
    return row.siblingAtColumn(TaskListModel::Mutation).data().toString();
}

} // namespace

class TestMutationWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void mutationAnalysisShowsTheScore()
    {
        DemoWindow demo;
        const QString id = u"coin-hours-split"_s;
        QVERIFY(demo.showTask(id));
        MainWindow &w = demo.window();
        const QString &root = demo.root();
        auto *score = w.findChild<QLabel *>(u"mutationScore"_s);
        QVERIFY(score);
        QTRY_VERIFY(score->text().startsWith(u"No mutation analysis yet"_s));

        QSignalSpy analysed(w.findChild<ValidationController *>(), &ValidationController::mutationsAnalysed);
        QAction *action = w.findChild<QAction *>(u"mutationAnalysisAction"_s);
        QVERIFY(action);
        action->trigger();
        // The progress is window-modal and has a cancel.
        QTRY_VERIFY(w.findChild<QProgressDialog *>(u"mutationProgress"_s));
        QVERIFY(w.findChild<QProgressDialog *>(u"mutationProgress"_s)->windowModality() == Qt::WindowModal);
        QVERIFY(analysed.wait(300000));
        const QString summary = analysed.first().at(1).toString();
        QVERIFY2(summary.startsWith(u"Mutation score "_s), qPrintable(summary));
        QTRY_COMPARE_WITH_TIMEOUT(score->text(), summary, 20000);
        // The queue's row follows at once, with the score the Overview gives.
        const QString percent = mutationCell(w, id);
        QVERIFY2(percent.endsWith(u'%') && summary.contains(u"score "_s + percent), qPrintable(percent));

        Result<std::optional<MutationRecord>> record = loadLatestMutationRecord(root, id);
        QVERIFY(record && record->has_value());
        QCOMPARE((*record)->mutants.size(), 30); // the default budget
        Result<Task> task = loadTask(root, id);
        QVERIFY(task);
        QVERIFY(std::any_of(task->flags.cbegin(), task->flags.cend(),
                            [](const Flag &f) { return f.id.startsWith(u"mutation.skyledger-"_s); }));
    }

    void recordedAnalysisInTheQueueAndItsMutantsOneKeyAway()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QString id = u"coin-hours-split"_s;
        Result<Task> task = loadTask(root, id);
        QVERIFY(task);
        const MutationRecord record = mutationRecordOf(*task, 3, u"20260301-101500-ab12"_s);
        QVERIFY(recordMutationAnalysis(root, *task, record));

        MainWindow w;
        w.resize(1400, 900);
        w.show();
        open(w, root);
        // The score as the queue shows it; the tasks never analysed show a dash and sort last.
        const QString expected = TaskListModel::mutationText(mutationSummary(record, *task));
        QCOMPARE(mutationCell(w, id), expected);
        QVERIFY(expected.endsWith(u'%') && !expected.contains(u"stale"_s));
        QCOMPARE(mutationCell(w, u"wallet-lock"_s), u"—"_s);
        // The filter: the tasks where a mutant survives.
        auto *bar = w.findChild<QueueFilterBar *>(u"queueFilterBar"_s);
        QVERIFY(bar);
        QAction *survivors = bar->findChild<QToolButton *>(u"queueMutationButton"_s)
                                 ->menu()
                                 ->findChild<QAction *>(u"mutationBelow:100"_s);
        QVERIFY(survivors);
        survivors->trigger();
        auto *table = w.findChild<TaskTableView *>(u"taskTable"_s);
        QTRY_COMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data(TaskListModel::TaskIdRole).toString(), id);

        // On the Flags page, M on a mutation flag shows its surviving mutants against the reference.
        QVERIFY(showTask(w, id));
        FlagsPanel *flags = w.views()->flagsPanel();
        const auto mutationFlag = std::find_if(task->flags.cbegin(), task->flags.cend(), isMutationFlag);
        QVERIFY(mutationFlag != task->flags.cend());
        QVERIFY(flags->selectFlag(mutationFlag->id));
        auto *flagTable = flags->findChild<QTableView *>(u"flagsTable"_s);
        flagTable->setFocus();
        QTest::keyClick(flagTable, Qt::Key_M);
        MutantDiffDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<MutantDiffDialog *>(u"mutantDiffDialog"_s)) && dialog->isVisible());
        const MutantOutcome *survivor = evidenceMutant(mutationFlag->evidence.first(), record);
        QVERIFY(survivor);
        const QString diff = dialog->diffText();
        QVERIFY2(diff.contains(u"--- a/"_s + survivor->mutant.file), qPrintable(diff));
        QVERIFY2(diff.contains(u"\n-"_s + survivor->mutant.original + u'\n'), qPrintable(diff));
        if (!survivor->mutant.removesLine)
            QVERIFY2(diff.contains(u"\n+"_s + survivor->mutant.replacement + u'\n'), qPrintable(diff));
        // The diff view shows the same lines, as plain text.
        auto *editor = dialog->findChild<QsciScintilla *>();
        QVERIFY(editor);
        QVERIFY2(editor->text().contains(survivor->mutant.replacement.trimmed()), qPrintable(editor->text()));
        auto *heading = dialog->findChild<QLabel *>(u"mutantDiffHeading"_s);
        QCOMPARE(heading->textFormat(), Qt::PlainText);
        QVERIFY2(heading->text().contains(survivor->mutant.file) &&
                     heading->text().contains(QString::number(survivor->mutant.line)),
                 qPrintable(heading->text()));
        // Each hunk names its mutant and change, at the line numbers of the file.
        QVERIFY2(diff.contains(u"mutant %1: %2"_s.arg(survivor->mutant.id, survivor->mutant.description)),
                 qPrintable(diff));
        QVERIFY2(diff.contains(u"@@ -%1,"_s.arg(survivor->mutant.line - 3)), qPrintable(diff));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());

        // From the Overview's score line, one button leads to the mutation flags.
        QVERIFY(flags->selectFlag(u"F2"_s));
        auto *button = w.findChild<QPushButton *>(u"mutationFlagsButton"_s);
        QVERIFY(button && button->isVisible());
        button->click();
        QTRY_VERIFY2(flags->currentFlagId().startsWith(u"mutation."_s), qPrintable(flags->currentFlagId()));

        // The task's test file edited since: the analysis is stale in the queue when the dataset opens again.
        const TestFile file = task->tests.files.first();
        QVERIFY(saveTestFile(root, *task, file.path, file.content + "\n# edited\n"));
        open(w, root);
        QTRY_COMPARE(mutationCell(w, id), expected + u" (stale)"_s);
    }

    void decidedFlagOfAnOlderAnalysisShowsItsMutants()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QString id = u"coin-hours-split"_s;
        Result<Task> task = loadTask(root, id);
        QVERIFY(task);
        // The first analysis lets a mutant survive; the curator confirms its flag; a later one kills everything.
        const MutationRecord first = mutationRecordOf(*task, 1, u"20260301-101500-ab12"_s);
        QVERIFY(recordMutationAnalysis(root, *task, first));
        const auto flag = std::find_if(task->flags.begin(), task->flags.end(), isMutationFlag);
        QVERIFY(flag != task->flags.end());
        flag->verdict = Verdict::Confirmed;
        const QString flagId = flag->id;
        QVERIFY(saveReview(root, *task));
        QVERIFY(recordMutationAnalysis(root, *task, mutationRecordOf(*task, 0, u"20260302-101500-cd34"_s)));
        const auto kept =
            std::find_if(task->flags.cbegin(), task->flags.cend(), [&](const Flag &f) { return f.id == flagId; });
        QVERIFY(kept != task->flags.cend()); // a decided flag stays

        MainWindow w;
        w.resize(1400, 900);
        w.show();
        open(w, root);
        QCOMPARE(mutationCell(w, id), u"100%"_s);
        QVERIFY(showTask(w, id));
        FlagsPanel *flags = w.views()->flagsPanel();
        QVERIFY(flags->selectFlag(flagId));
        auto *flagTable = flags->findChild<QTableView *>(u"flagsTable"_s);
        flagTable->setFocus();
        QTest::keyClick(flagTable, Qt::Key_M);
        MutantDiffDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<MutantDiffDialog *>(u"mutantDiffDialog"_s)) && dialog->isVisible());
        // The mutant that survived the first analysis, named as such.
        const MutantOutcome &survivor = first.mutants.first();
        QCOMPARE(survivor.status, MutantOutcome::Status::Survived);
        QVERIFY2(dialog->diffText().contains(u"mutant "_s + survivor.mutant.id), qPrintable(dialog->diffText()));
        const QString heading = dialog->findChild<QLabel *>(u"mutantDiffHeading"_s)->text();
        QVERIFY2(heading.contains(first.run.id), qPrintable(heading));
    }
};

QTEST_MAIN(TestMutationWindow)
#include "tst_mutationwindow.moc"
