// The curator's decisions on real copies of the demo dataset kept in real git repositories: each is written to the
// task's curation at once and becomes a commit; an approval over failing gates needs a written reason and is
// recorded as an override; blind review holds decisions back until the curator's own verdict.
#include "workbench.h"

#include <app/controllers/curationcontroller.h>
#include <core/storage/datasetlayout.h>
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>
#include <widgets/curation/curationpanel.h>
#include <widgets/theme.h>

#include <QDialogButtonBox>
#include <QInputDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTreeWidget>

using namespace heddle;
using namespace heddle::test;
using namespace heddletest;
using namespace Qt::StringLiterals;

constexpr int kAsync = 20000;

class TestCurationController : public QObject
{
    Q_OBJECT

    struct Bench {
        Workbench bench;
        CurationController *curation = nullptr;
    };

    static std::unique_ptr<Bench> make(const QString &taskId)
    {
        auto b = std::make_unique<Bench>();
        if (!b->bench.open(true) || !b->bench.show(taskId))
            return nullptr;
        b->curation =
            new CurationController(b->bench.views, b->bench.committer, b->bench.settings.get(), b->bench.window.get());
        b->curation->setDataset(b->bench.root);
        return b;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void approvingOverFailingGatesNeedsAWrittenReason()
    {
        auto b = make(u"spend-policy"_s); // no validation run and open flags: its gates fail
        QVERIFY(b);
        const QString root = b->bench.root;
        QSignalSpy changed(b->curation, &CurationController::taskChanged);

        // Cancelled: not approved, nothing written.
        answerNextInputDialog(QString());
        b->curation->changeStatus(CurationStatus::Approved);
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(root, u"spend-policy"_s)->curation.status, CurationStatus::InRepair);
        // OK with nothing written (Ctrl+Return, Enter) keeps the dialog open and says a reason is needed; OK is off.
        bool stayedOpen = false;
        bool okDisabled = false;
        QString said;
        answerNextDialog<QInputDialog>([&](QInputDialog *dialog) {
            dialog->setTextValue(u"   "_s);
            dialog->accept();
            stayedOpen = dialog->isVisible();
            said = dialog->labelText();
            const auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            okDisabled = ok && !ok->isEnabled();
            dialog->reject();
        });
        b->curation->changeStatus(CurationStatus::Approved);
        QVERIFY(b->bench.writesDone());
        QVERIFY(stayedOpen);
        QVERIFY(okDisabled);
        QVERIFY2(said.endsWith(u"A reason is needed: write why, or cancel."_s), qPrintable(said));
        QCOMPARE(loadTask(root, u"spend-policy"_s)->curation.status, CurationStatus::InRepair);
        QVERIFY(changed.isEmpty());

        answerNextInputDialog(u"known issue, tracked upstream"_s);
        b->curation->changeStatus(CurationStatus::Approved);
        QVERIFY(b->bench.writesDone());
        const auto approved = loadTask(root, u"spend-policy"_s);
        QCOMPARE(approved->curation.status, CurationStatus::Approved);
        const auto &last = approved->curation.history.last();
        QVERIFY(last.overridden);
        QCOMPARE(last.reason, u"known issue, tracked upstream"_s);
        QCOMPARE(last.by, u"Ada Lovelace"_s);
        QVERIFY(last.gatesOverridden.contains(u"fresh-run"_s));
        // The pages and the queue follow.
        QCOMPARE(b->bench.views->task().curation.status, CurationStatus::Approved);
        QCOMPARE(changed.size(), 1);
        // And the decision is a commit of exactly the curation file, by the curator, saying why.
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        QCOMPARE(b->bench.lastCommit(u"%an|%s"_s), QByteArray("Ada Lovelace|Approve (override) spend-policy"));
        const QByteArray body = b->bench.lastCommit(u"%b"_s);
        QVERIFY2(body.startsWith("known issue, tracked upstream") && body.contains("Gates overridden: fresh-run"),
                 body.constData());
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s}).trimmed(),
                 DatasetLayout::curationFile(u"spend-policy"_s).toUtf8());
    }

    void rejectingNeedsAReasonThenGoesOn()
    {
        auto b = make(u"coin-hours-split"_s);
        QVERIFY(b);
        QSignalSpy next(b->curation, &CurationController::nextTaskWanted);
        answerNextInputDialog(QString());
        b->curation->changeStatus(CurationStatus::Rejected, true);
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"coin-hours-split"_s)->curation.status, CurationStatus::InReview);
        QVERIFY(next.isEmpty());

        answerNextInputDialog(u"the tests pin a private helper"_s);
        b->curation->changeStatus(CurationStatus::Rejected, true);
        QVERIFY(b->bench.writesDone());
        const auto rejected = loadTask(b->bench.root, u"coin-hours-split"_s);
        QCOMPARE(rejected->curation.status, CurationStatus::Rejected);
        QCOMPARE(rejected->curation.history.last().reason, u"the tests pin a private helper"_s);
        QCOMPARE(next.size(), 1);
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        QCOMPARE(b->bench.lastCommit(u"%s|%b"_s), QByteArray("Reject coin-hours-split|the tests pin a private helper"));
    }

    // A new task's review starts on the way to a decision: two commits, in order.
    void decidingOnANewTaskStartsItsReview()
    {
        auto b = make(u"wallet-lock"_s);
        QVERIFY(b);
        QCOMPARE(b->bench.views->task().curation.status, CurationStatus::New);
        answerNextInputDialog(u"over-constrained message check"_s);
        b->curation->changeStatus(CurationStatus::Rejected);
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"wallet-lock"_s)->curation.status, CurationStatus::Rejected);
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        QCOMPARE(gitOutput(b->bench.root, {u"log"_s, u"-2"_s, u"--format=%s"_s}).trimmed(),
                 QByteArray("Reject wallet-lock\nStart reviewing wallet-lock"));
    }

    void aStatusTheWorkflowForbidsIsRefused()
    {
        auto b = make(u"coin-hours-split"_s);
        QVERIFY(b);
        answerNextInputDialog(u"the tests pin a private helper"_s);
        b->curation->changeStatus(CurationStatus::Rejected);
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        const QByteArray head = gitOutput(b->bench.root, {u"rev-parse"_s, u"HEAD"_s}).trimmed();
        QSignalSpy messages(b->curation, &CurationController::message);
        b->curation->changeStatus(CurationStatus::InRepair); // a rejected task can only be reopened
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"coin-hours-split"_s)->curation.status, CurationStatus::Rejected);
        QCOMPARE(messages.last().first().toString(), u"coin-hours-split is Rejected: it cannot become In repair."_s);
        QVERIFY(!b->bench.committer->isBusy());
        QCOMPARE(gitOutput(b->bench.root, {u"rev-parse"_s, u"HEAD"_s}).trimmed(), head);
    }

    // The gates read at a glance: a square in the failing colour beside each failing gate, in the passing one
    // beside each that holds.
    void gatesAreColouredByOutcome()
    {
        auto b = make(u"coin-hours-split"_s);
        QVERIFY(b);
        QTreeWidget *gates = b->bench.views->curationPanel()->gateList();
        QVERIFY(gates->topLevelItemCount() > 0);
        for (int i = 0; i < gates->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *gate = gates->topLevelItem(i);
            const bool fails = gate->text(0).startsWith(u"✗"_s);
            QCOMPARE(gate->data(0, Qt::DecorationRole).value<QColor>(), QColor(fails ? theme::failed : theme::passed));
        }
    }

    void assigningToMe()
    {
        auto b = make(u"coin-hours-split"_s);
        QVERIFY(b);
        b->curation->assignShownTaskToMe();
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"coin-hours-split"_s)->curation.assignedTo, u"Ada Lovelace"_s);
        QCOMPARE(b->bench.views->task().curation.assignedTo, u"Ada Lovelace"_s);
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        QCOMPARE(b->bench.lastCommit(), QByteArray("Assign coin-hours-split to Ada Lovelace"));
    }

    void blindReviewHoldsDecisionsUntilTheCuratorsVerdict()
    {
        auto b = make(u"wallet-lock"_s);
        QVERIFY(b);
        QSignalSpy blind(b->curation, &CurationController::blindReviewChanged);
        QSignalSpy pages(b->curation, &CurationController::pageWanted);
        b->curation->setBlindReview(true);
        QVERIFY(b->bench.settings->blindReview());
        QCOMPARE(blind.last().first().toBool(), true);
        QVERIFY(b->bench.views->isHiddenByBlindReview());
        QVERIFY(b->bench.views->task().flags.isEmpty());

        b->curation->changeStatus(CurationStatus::InReview);
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"wallet-lock"_s)->curation.status, CurationStatus::New);
        QCOMPARE(pages.last().first().value<PageId>(), PageId::Curation);

        b->curation->recordBlindVerdict(true, false, u"salt never checked"_s);
        QVERIFY(b->bench.writesDone());
        QVERIFY(!b->bench.views->isHiddenByBlindReview());
        QVERIFY(!b->bench.views->task().flags.isEmpty());
        const QString verdictFile = DatasetLayout::blindVerdictFile(u"wallet-lock"_s, u"Ada Lovelace"_s);
        QVERIFY(readFile(DatasetLayout(b->bench.root).at(verdictFile)).contains("salt never checked"));
        QVERIFY(b->bench.writesDone());
        QTRY_VERIFY_WITH_TIMEOUT(!b->bench.committer->isBusy(), kAsync);
        QCOMPARE(b->bench.lastCommit(u"%s|%b"_s),
                 QByteArray("Blind verdict on wallet-lock: the tests pass a wrong patch|salt never checked"));
        QCOMPARE(gitOutput(b->bench.root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s}).trimmed(),
                 verdictFile.toUtf8());

        // Now decisions go through.
        b->curation->changeStatus(CurationStatus::InReview);
        QVERIFY(b->bench.writesDone());
        QCOMPARE(loadTask(b->bench.root, u"wallet-lock"_s)->curation.status, CurationStatus::InReview);
    }
};

QTEST_MAIN(TestCurationController)
#include "tst_curationcontroller.moc"
