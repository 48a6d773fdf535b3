// The dataset as a whole, on real copies of the demo dataset in real git repositories: keeping its history in git,
// reverting a commit, syncing with a shared bare repository (after the commits of saves made before), exporting
// the approved tasks and the statistics. The work runs off the GUI thread; each flow goes on when it ends.
#include "workbench.h"

#include <app/controllers/repositorycontroller.h>
#include <core/curation/workflow.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>
#include <widgets/stats/statsview.h>

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

constexpr int kAsync = 20000;

class TestRepositoryController : public QObject
{
    Q_OBJECT

    struct Bench {
        Workbench bench;
        RepositoryController *repository = nullptr;
    };

    static std::unique_ptr<Bench> make(bool inGit, const QString &taskId = u"wallet-lock"_s)
    {
        auto b = std::make_unique<Bench>();
        if (!b->bench.open(inGit) || !b->bench.show(taskId))
            return nullptr;
        b->repository = new RepositoryController(b->bench.views, b->bench.committer, b->bench.settings.get(),
                                                 b->bench.window.get());
        b->repository->setDataset(b->bench.root, b->bench.dataset.info.name);
        return b;
    }

    static const QString testFile()
    {
        return DatasetLayout::testFile(u"wallet-lock"_s, u"tests/test_wallet_lock.py"_s);
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void keepingHistoryInGitCommitsEverythingOnce()
    {
        auto b = make(false);
        QVERIFY(b);
        QVERIFY(!b->bench.committer->isRepository());
        answerMessageBox(QMessageBox::Yes);
        QSignalSpy finished(b->repository, &RepositoryController::finished);
        b->repository->keepHistory();
        // The first commit of everything is made off the GUI thread, behind a modal progress.
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kAsync);
        QVERIFY(b->bench.committer->isRepository());
        QCOMPARE(gitOutput(b->bench.root, {u"rev-list"_s, u"--count"_s, u"HEAD"_s}).trimmed(), QByteArray("1"));
        QCOMPARE(gitOutput(b->bench.root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
    }

    void revertingACommitRestoresTheFile()
    {
        auto b = make(true);
        QVERIFY(b);
        const QString path = DatasetLayout(b->bench.root).at(testFile());
        const QByteArray original = readFile(path);
        QVERIFY(writeFile(path, "# broken by mistake\n" + original));
        b->bench.committer->commit({testFile()}, u"Edit the wallet test"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        const QString edit = QString::fromUtf8(gitOutput(b->bench.root, {u"rev-parse"_s, u"HEAD"_s}).trimmed());

        QSignalSpy changed(b->repository, &RepositoryController::datasetChanged);
        QSignalSpy messages(b->repository, &RepositoryController::message);
        b->repository->revert(edit);
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, kAsync);
        QCOMPARE(readFile(path), original);
        QCOMPARE(messages.last().first().toString(), u"Reverted %1."_s.arg(edit.left(10)));
        QVERIFY(gitOutput(b->bench.root, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed().startsWith("Revert"));
        QCOMPARE(gitOutput(b->bench.root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
        // Commits asked for while it ran were held, and are made once it ended.
        QVERIFY(!b->bench.committer->isBusy());
    }

    void syncingPushesAfterTheCommitsOfEarlierSaves()
    {
        auto b = make(true);
        QVERIFY(b);
        gitOutput(b->bench.root, {u"branch"_s, u"-M"_s, u"main"_s});
        const QString shared = b->bench.dir.path() + u"/shared.git"_s;
        QVERIFY(QDir().mkpath(shared));
        gitOutput(shared, {u"init"_s, u"--bare"_s, u"-q"_s, u"-b"_s, u"main"_s});

        // A save whose commit is still to be made when the sync is asked for.
        const QString path = DatasetLayout(b->bench.root).at(testFile());
        QVERIFY(writeFile(path, "# checked by Ada\n" + readFile(path)));
        b->bench.committer->commit({testFile()}, u"Edit tests/test_wallet_lock.py of wallet-lock"_s);
        QSignalSpy changed(b->repository, &RepositoryController::datasetChanged);
        answerNextInputDialog(shared);
        b->repository->sync();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, kAsync);
        QCOMPARE(b->bench.settings->syncRemote(b->bench.root), shared);
        QCOMPARE(gitOutput(shared, {u"rev-parse"_s, u"main"_s}).trimmed(),
                 gitOutput(b->bench.root, {u"rev-parse"_s, u"HEAD"_s}).trimmed());
        QCOMPARE(gitOutput(shared, {u"log"_s, u"-1"_s, u"--format=%s"_s, u"main"_s}).trimmed(),
                 QByteArray("Edit tests/test_wallet_lock.py of wallet-lock"));
        QCOMPARE(gitOutput(b->bench.root, {u"status"_s, u"--porcelain"_s}).trimmed(), QByteArray());
    }

    void syncingADatasetOutsideGitIsRefused()
    {
        auto b = make(false);
        QVERIFY(b);
        QSignalSpy finished(b->repository, &RepositoryController::finished);
        answerMessageBox([](QMessageBox *box) {
            QVERIFY(box->text().contains(u"Keep History in Git"_s));
            box->accept();
        });
        b->repository->sync();
        QVERIFY(finished.isEmpty());
        QVERIFY(!QDir(b->bench.root + u"/.git"_s).exists());
    }

    void exportingWritesTheApprovedTasks()
    {
        auto b = make(false, u"spend-policy"_s);
        QVERIFY(b);
        Result<Task> task = loadTask(b->bench.root, u"spend-policy"_s);
        QVERIFY(task);
        QVERIFY(changeStatus(b->bench.root, *task, CurationStatus::Approved, u"known issue"_s, u"Ada Lovelace"_s,
                             std::nullopt,
                             {u"fresh-run"_s, u"reference-passes"_s, u"empty-fails"_s, u"flags-decided"_s,
                              u"specs-covered"_s, u"no-flaky"_s}));
        const QString out = b->bench.dir.path() + u"/benchmark"_s;
        QVERIFY(QDir().mkpath(out));
        QSignalSpy finished(b->repository, &RepositoryController::finished);
        b->repository->exportTo(out);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsync);
        const QByteArray instances = readFile(out + u"/instances.jsonl"_s);
        QCOMPARE(instances.count('\n'), 1);
        QVERIFY(instances.contains("spend-policy"));
        QVERIFY(!instances.contains("wallet-lock") && !instances.contains("coin-hours-split"));
        QVERIFY(QFile::exists(out + u"/manifest.json"_s));
        auto *report = b->bench.window->findChild<QMessageBox *>(u"exportReport"_s);
        QVERIFY(report);
        QVERIFY2(report->text().startsWith(u"1 approved tasks written to"_s), qPrintable(report->text()));
        QCOMPARE(report->textFormat(), Qt::PlainText);
    }

    void statisticsCoverTheDataset()
    {
        auto b = make(false);
        QVERIFY(b);
        b->repository->showStatistics();
        auto *dialog = b->bench.window->findChild<QDialog *>(u"statisticsDialog"_s);
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), u"Statistics — %1"_s.arg(b->bench.dataset.info.name));
        auto *view = dialog->findChild<StatsView *>();
        const QString expected = b->bench.dataset.info.name + u": 3 tasks, 0 failed to load"_s;
        QTRY_VERIFY_WITH_TIMEOUT(view->summaryText().startsWith(expected), kAsync);
        auto *problems = view->findChild<QPlainTextEdit *>(u"statsProblems"_s);
        QVERIFY(problems && !problems->isVisible()); // nothing to say
        dialog->activateWindow();
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : dialog, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), kAsync);
    }

    // What the figures leave out is in the page, not only in a tooltip.
    void statisticsShowTheirWarnings()
    {
        auto b = make(false);
        QVERIFY(b);
        QVERIFY(writeFile(b->bench.root, u"tasks/spend-policy/reviews/ada.json"_s,
                          "{\"verdicts\": {\"F9\": {\"state\": \"confirmed\"}}}\n"));
        b->repository->showStatistics();
        auto *view = b->bench.window->findChild<QDialog *>(u"statisticsDialog"_s)->findChild<StatsView *>();
        QTRY_VERIFY_WITH_TIMEOUT(view->summaryText().contains(u"1 warning"_s), kAsync);
        auto *problems = view->findChild<QPlainTextEdit *>(u"statsProblems"_s);
        QVERIFY(problems->isVisible());
        QVERIFY2(problems->toPlainText().contains(u"tasks/spend-policy/reviews/ada.json"_s) &&
                     problems->toPlainText().contains(u"review.json has no flag \"F9\""_s),
                 qPrintable(problems->toPlainText()));
    }
};

QTEST_MAIN(TestRepositoryController)
#include "tst_repositorycontroller.moc"
