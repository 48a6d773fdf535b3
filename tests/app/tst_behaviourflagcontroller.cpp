// Edit > Raise Behaviour Flags from the window: a trajectory that reads every branch's history gets a flag in the
// Flags page with the step as evidence, a search the curator saved with "Raise a flag" raises its own, the raise is
// one commit, and raising again keeps a verdict given.
#include <tests/support/files.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/processes.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/controllers/behaviourflagcontroller.h>
#include <app/window/mainwindow.h>
#include <app/controllers/searchcontroller.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/search/savesearchdialog.h>
#include <widgets/search/searchpanel.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;
using namespace heddletest;

namespace {

constexpr char16_t kTask[] = u"wallet-lock";
constexpr char16_t kAttempt[] = u"claude-3-5-sonnet-0";
constexpr char16_t kHistoryFlag[] = u"behaviour.git-history.claude-3-5-sonnet-0";
constexpr char16_t kOwnFlag[] = u"behaviour.runs-the-reproducer.claude-3-5-sonnet-0";

const Flag *findFlag(const Task &task, const QString &id)
{
    for (const Flag &flag : task.flags)
        if (flag.id == id)
            return &flag;
    return nullptr;
}

int count(const Task &task, const QString &id)
{
    return int(std::count_if(task.flags.cbegin(), task.flags.cend(), [&](const Flag &f) { return f.id == id; }));
}

} // namespace

class TestBehaviourFlagController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }
    void raisesFlagsFromTheMenuAndKeepsVerdicts();
};

void TestBehaviourFlagController::raisesFlagsFromTheMenuAndKeepsVerdicts()
{
    // A copy of the demo whose history is kept in git, so that the raise is seen as a commit.
    QTemporaryDir dir;
    const QString root = installDemo(dir.path() + u"/demo"_s);
    QVERIFY(!root.isEmpty());
    QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    open(window, root);
    const QString task = QString::fromUtf16(kTask);
    QVERIFY(showTask(window, task));
    const QString attempt = QString::fromUtf16(kAttempt);

    // One step of one attempt reads every branch's history before running its reproducer (step 12, index 11).
    const QString trajectory = root + u"/tasks/wallet-lock/attempts/claude-3-5-sonnet-0/skyledger__wallet-lock.traj"_s;
    QVERIFY(replaceInFile(trajectory, "cd /testbed && python3 reproduce.py",
                          "cd /testbed && git log --all --oneline && python3 reproduce.py"));

    // The curator saves a search of their own that raises a flag, through Save… in the Search dock.
    SearchController *search = window.findChild<SearchController *>();
    QTRY_VERIFY_WITH_TIMEOUT(search->isIndexReady(), 60000);
    search->showSearch();
    SearchPanel *panel = search->panel();
    auto *kind = panel->findChild<QComboBox *>(u"searchKindCombo"_s);
    kind->setCurrentIndex(kind->findData(u"action"_s));
    panel->runQuery(u"reproduce"_s);
    answerNextDialog<SaveSearchDialog>([](SaveSearchDialog *dialog) {
        dialog->findChild<QLineEdit *>(u"saveSearchNameEdit"_s)->setText(u"Runs the reproducer"_s);
        dialog->findChild<QCheckBox *>(u"saveSearchRaisesFlagCheck"_s)->setChecked(true);
        const QString shown = dialog->findChild<QLabel *>(u"saveSearchFlagIdLabel"_s)->text();
        QVERIFY2(shown.contains(u"behaviour.runs-the-reproducer."_s), qPrintable(shown));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
    });
    panel->findChild<QToolButton *>(u"saveSearchButton"_s)->click();
    const QList<SavedSearch> saved = window.settings()->savedSearches();
    QCOMPARE(saved.size(), 1);
    QVERIFY(saved.first().raisesFlag);
    QCOMPARE(saved.first().key, u"runs-the-reproducer"_s);

    // Edit > Raise Behaviour Flags on the shown task: both flags show in its Flags page, the step as evidence.
    auto *raise = window.findChild<QAction *>(u"raiseBehaviourFlagsAction"_s);
    QVERIFY(raise);
    raise->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(findFlag(window.views()->task(), QString::fromUtf16(kHistoryFlag)), kAsync);
    const Flag history = *findFlag(window.views()->task(), QString::fromUtf16(kHistoryFlag));
    QCOMPARE(history.kind, FlagKind::FalsePositive);
    QCOMPARE(history.source, FlagSource::Computed);
    QCOMPARE(history.attempt, attempt);
    QVERIFY(!history.evidence.isEmpty());
    QCOMPARE(history.evidence.first().kind, Evidence::Kind::TrajectoryStep);
    QCOMPARE(history.evidence.first().attempt, attempt);
    QCOMPARE(history.evidence.first().step, 11);
    QVERIFY2(history.evidence.first().note.contains(u"git log --all"_s), qPrintable(history.evidence.first().note));
    QVERIFY(findFlag(window.views()->task(), QString::fromUtf16(kOwnFlag)));
    FlagsPanel *flags = window.views()->flagsPanel();
    QVERIFY(flags->selectFlag(QString::fromUtf16(kHistoryFlag)));
    auto *evidence = flags->findChild<QListWidget *>(u"evidenceList"_s);
    QVERIFY(evidence->count() > 0);
    QVERIFY2(evidence->item(0)->text().contains(u"Step 12"_s), qPrintable(evidence->item(0)->text()));
    if (const QByteArray shots = qgetenv("HEDDLE_SHOTS"); !shots.isEmpty()) {
        window.findChild<QDockWidget *>(u"flagsDock"_s)->raise();
        QTest::qWait(200);
        window.grab().save(QString::fromLocal8Bit(shots) + u"/behaviour-flag.png"_s);
    }
    // Written into review.json, which loads, in one commit of its own.
    Result<Task> onDisk = loadTask(root, task);
    QVERIFY(onDisk);
    QVERIFY(findFlag(*onDisk, QString::fromUtf16(kHistoryFlag)));
    QTRY_COMPARE_WITH_TIMEOUT(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed(),
                              "Raise behaviour flags on wallet-lock"_ba, kAsync);
    const QByteArray changed = gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s});
    QCOMPARE(changed.trimmed(), "tasks/wallet-lock/review.json"_ba);

    // The curator dismisses the history flag; raised again (on every task in the queue), it keeps that verdict and
    // is not doubled.
    Q_EMIT flags->verdictRequested(QString::fromUtf16(kHistoryFlag), Verdict::Dismissed,
                                   u"the log was of its own branch"_s);
    QTRY_COMPARE_WITH_TIMEOUT(findFlag(window.views()->task(), QString::fromUtf16(kHistoryFlag))->verdict,
                              Verdict::Dismissed, kAsync);
    QTRY_VERIFY_WITH_TIMEOUT(
        readFile(root + u"/tasks/wallet-lock/review.json"_s).contains("the log was of its own branch"), kAsync);
    QTRY_VERIFY_WITH_TIMEOUT(gitOutput(root, {u"--no-optional-locks"_s, u"status"_s, u"--porcelain"_s, u"--"_s,
                                              u"tasks/wallet-lock/review.json"_s})
                                 .isEmpty(),
                             kAsync);
    const QByteArray head = gitOutput(root, {u"rev-parse"_s, u"HEAD"_s});
    auto *raiseAll = window.findChild<QAction *>(u"raiseQueueBehaviourFlagsAction"_s);
    QVERIFY(raiseAll);
    raiseAll->trigger();
    // The other tasks run their reproducer too: their flags are written and committed; this task's are unchanged.
    QTRY_VERIFY_WITH_TIMEOUT(gitOutput(root, {u"rev-parse"_s, u"HEAD"_s}) != head, kAsync);
    const QByteArray subject = gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s"_s});
    QVERIFY2(subject.startsWith("Raise behaviour flags on "), subject.constData());
    const QByteArray written = gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s});
    QVERIFY2(!written.contains("wallet-lock"), written.constData());
    onDisk = loadTask(root, task);
    QVERIFY(onDisk);
    QCOMPARE(count(*onDisk, QString::fromUtf16(kHistoryFlag)), 1);
    QCOMPARE(findFlag(*onDisk, QString::fromUtf16(kHistoryFlag))->verdict, Verdict::Dismissed);
    QCOMPARE(findFlag(*onDisk, QString::fromUtf16(kHistoryFlag))->verdictNote, u"the log was of its own branch"_s);
    QCOMPARE(count(window.views()->task(), QString::fromUtf16(kHistoryFlag)), 1);
    QCOMPARE(findFlag(window.views()->task(), QString::fromUtf16(kHistoryFlag))->verdict, Verdict::Dismissed);
}

QTEST_MAIN(TestBehaviourFlagController)
#include "tst_behaviourflagcontroller.moc"
