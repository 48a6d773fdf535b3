// The pages of the shown task and what spans them, on a real copy of the demo dataset: a task switch loads one
// snapshot off the GUI thread and the newest request wins (switching quickly shows the task selected last), every
// page is fed from the snapshot, and blind review turns on and off from it without reading the disk again.
#include "workbench.h"

#include <app/pages/taskpage.h>
#include <core/editing/testeditsession.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/validation/runrecord.h>
#include <tests/support/files.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/history/historypanel.h>
#include <widgets/matrix/attemptmatrixview.h>

#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QPushButton>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace heddle;
using namespace heddletest;
using namespace Qt::StringLiterals;

constexpr int kAsync = 20000;

class TestTaskViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void switchingQuicklyShowsTheLastSelected()
    {
        Workbench bench;
        QVERIFY(bench.open(true));
        QSignalSpy loaded(bench.views, &TaskViews::taskLoaded);
        QSignalSpy failed(bench.views, &TaskViews::taskFailed);
        bench.views->load(u"coin-hours-split"_s);
        bench.views->load(u"spend-policy"_s);
        bench.views->load(u"wallet-lock"_s);
        QTRY_COMPARE_WITH_TIMEOUT(bench.views->task().id, u"wallet-lock"_s, kAsync);
        // The loads it superseded never arrived, before or after it.
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(loaded.first().first().toString(), u"wallet-lock"_s);
        QVERIFY(failed.isEmpty());
        // Nothing is hidden: the history arrived with the task.
        QVERIFY(!bench.views->historyPanel()->entries().isEmpty());
    }

    void theSnapshotFeedsEveryPage()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(u"coin-hours-split"_s));
        const Task &task = bench.views->task();
        QCOMPARE(task.id, u"coin-hours-split"_s);
        auto *window = bench.window.get();
        QCOMPARE(window->findChild<QPlainTextEdit *>(u"taskQuery"_s)->toPlainText(), task.query);
        QCOMPARE(window->findChild<QComboBox *>(u"patchChoice"_s)->count(), 1 + task.attempts.size());
        QCOMPARE(window->findChild<QComboBox *>(u"trajectoryChoice"_s)->count(), task.attempts.size());
        QVERIFY(bench.views->flagsPanel()->selectFlag(u"F1"_s));
        QCOMPARE(bench.views->matrixView()->model()->rowCount(), 2 + task.attempts.size()); // the controls too
        QCOMPARE(bench.views->editSession()->taskId(), task.id);
        QVERIFY(bench.views->curationPanel()->button(CurationStatus::Approved)->text().contains(u"gates fail"_s));
        QVERIFY(bench.views->historyPanel()->noteLabel()->text().contains(u"not a git repository"_s));
    }

    // The Overview says the task's test command and where it came from, or that it has none and why.
    void theOverviewSaysTheTestCommandAndItsOrigin()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(heddle::test::replaceInFile(
            bench.root + u"/tasks/wallet-lock/task.json"_s,
            "\"command\": \"python3 -m pytest -rA tests/test_wallet_lock.py tests/test_wallet.py\"",
            "\"command\": \"\""));
        QVERIFY(heddle::test::replaceInFile(bench.root + u"/tasks/spend-policy/task.json"_s,
                                            "\"dataset\": \"heddle-demo\",",
                                            "\"dataset\": \"heddle-demo\", \"test_command_source\": "
                                            "\"harness-eval-script\","));
        auto *line = bench.window->findChild<QLabel *>(u"testCommand"_s);
        QVERIFY(line);
        QCOMPARE(line->textFormat(), Qt::PlainText);

        QVERIFY(bench.show(u"coin-hours-split"_s));
        QCOMPARE(line->text(), u"The command came from task.json."_s);
        QVERIFY(bench.show(u"spend-policy"_s));
        QCOMPARE(line->text(), u"The command came from the harness run's eval.sh."_s);
        QVERIFY(bench.show(u"wallet-lock"_s));
        QCOMPARE(line->text(), u"Test command: unknown (SWE-bench's table does not know the repository "
                               "\"skyledger\"). Validation cannot run this task until it has one."_s);
    }

    void aTaskThatCannotBeReadSaysWhy()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(u"wallet-lock"_s));
        QSignalSpy failed(bench.views, &TaskViews::taskFailed);
        bench.views->load(u"no-such-task"_s);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsync);
        QCOMPARE(failed.first().first().toString(), u"no-such-task"_s);
        QVERIFY(bench.views->task().id.isEmpty());
        const QString shown = bench.window->findChild<QPlainTextEdit *>(u"taskQuery"_s)->toPlainText();
        QVERIFY2(shown.startsWith(u"The task no-such-task cannot be shown:"_s), qPrintable(shown));
        QVERIFY(bench.views->editSession()->taskId().isEmpty());
    }

    void blindReviewTurnsOnAndOffFromTheSnapshot()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(u"wallet-lock"_s));
        const qsizetype flags = bench.views->task().flags.size();
        QVERIFY(flags > 0);
        // The dataset is gone from where it was: whatever happens next comes from the snapshot.
        QVERIFY(QDir().rename(bench.root, bench.root + u"-moved"_s));
        bench.views->setBlind(true);
        QVERIFY(bench.views->isHiddenByBlindReview());
        QVERIFY(bench.views->task().flags.isEmpty());
        for (const Attempt &a : bench.views->task().attempts)
            QVERIFY2(a.model.startsWith(u"Model "_s), qPrintable(a.model));
        QVERIFY(bench.views->curationPanel()->blindForm()->isVisibleTo(bench.window.get()));
        QVERIFY(bench.views->historyPanel()->entries().isEmpty());
        bench.views->setBlind(false);
        QVERIFY(!bench.views->isHiddenByBlindReview());
        QCOMPARE(bench.views->task().flags.size(), flags);
        QCOMPARE(bench.views->task().attempts.first().model, bench.views->shown().snapshot.task.attempts.first().model);
    }

    void theCuratorsOwnVerdictRevealsTheTask()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(u"wallet-lock"_s));
        bench.views->setBlind(true);
        QVERIFY(bench.views->isHiddenByBlindReview());
        bench.views->reveal({false, true, u"the message check is too strict"_s, u"Ada Lovelace"_s, {}});
        QVERIFY(!bench.views->isHiddenByBlindReview());
        QVERIFY(!bench.views->task().flags.isEmpty());
        // The next time blind review is turned on, the verdict is there: the task stays whole.
        bench.views->setBlind(false);
        bench.views->setBlind(true);
        QVERIFY(!bench.views->isHiddenByBlindReview());
    }

    void aValidationJoinsTheRuns()
    {
        Workbench bench;
        QVERIFY(bench.open(false));
        QVERIFY(bench.show(u"spend-policy"_s));
        QVERIFY(!bench.views->latestRun());
        RunRecord record;
        record.id = u"20260101-120000-abcd"_s;
        Task task = bench.views->task();
        Flag computed;
        computed.id = u"computed.F9"_s;
        computed.kind = FlagKind::FalseNegative;
        computed.source = FlagSource::Computed;
        task.flags.append(computed);
        bench.views->reloadValidation(task, record);
        QCOMPARE(bench.views->latestRun()->id, record.id);
        QCOMPARE(bench.views->matrixView()->model()->runs().runId, record.id);
        QCOMPARE(bench.views->task().flags.size(), task.flags.size());
        QVERIFY(bench.views->flagsPanel()->selectFlag(u"computed.F9"_s));
        // Another task's validation leaves the shown one alone.
        Task other = task;
        other.id = u"wallet-lock"_s;
        RunRecord later = record;
        later.id = u"20260102-120000-efgh"_s;
        bench.views->reloadValidation(other, later);
        QCOMPARE(bench.views->latestRun()->id, record.id);
    }
};

QTEST_MAIN(TestTaskViews)
#include "tst_taskviews.moc"
