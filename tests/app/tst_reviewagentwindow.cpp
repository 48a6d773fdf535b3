// Review > Run Agent on a real window over a demo copy: the actions wait for an agent to be named (a tooltip says
// where), offer a submenu when there are several, and a run of the scripted agent (tests/data/agents/scout.py)
// imports its flag, commits review.json with the run record, reads the dataset again and says the totals.
#include <tests/support/chatserver.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>
#include <tests/support/gui/dialogs.h>
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/dialogs/preferencesdialog.h>
#include <app/settings.h>
#include <app/controllers/reviewagentcontroller.h>
#include <app/window/taskviews.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <widgets/stats/statsview.h>

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

using namespace heddletest;
using namespace heddle::test;

namespace {

ReviewAgentConfig scout(const QString &name)
{
    ReviewAgentConfig agent;
    agent.name = name;
    agent.command = u"python3 \"$HEDDLE_DATASET/agents/scout.py\" find"_s;
    agent.paths = {u"agents"_s};
    agent.version = u"1.4"_s;
    return agent;
}

/// Names agents in the dataset's heddle-dataset.json and puts the scripted agent into it.
bool nameAgents(const QString &root, const QList<ReviewAgentConfig> &agents)
{
    QDir().mkpath(root + u"/agents"_s);
    QFile::copy(testDataPath(u"agents/scout.py"_s), root + u"/agents/scout.py"_s);
    Result<Dataset> dataset = openDatasetDescription(root);
    if (!dataset)
        return false;
    dataset->info.reviewAgents = agents;
    return bool(saveDatasetInfo(root, dataset->info));
}

QMenu *reviewMenu(MainWindow &w)
{
    for (QAction *menu : w.menuBar()->actions())
        if (menu->text() == u"&Review")
            return menu->menu();
    return nullptr;
}

} // namespace

class TestReviewAgentWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }

    void menuFollowsTheAgentsNamed()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        QMenu *menu = reviewMenu(w);
        QVERIFY(menu);
        QAction *onTask = w.findChild<QAction *>(u"runAgentOnTaskAction"_s);
        QAction *onSelected = w.findChild<QAction *>(u"runAgentOnSelectedAction"_s);
        QAction *onQueue = w.findChild<QAction *>(u"runAgentOnQueueAction"_s);
        QVERIFY(onTask && onSelected && onQueue);
        QVERIFY(menu->actions().contains(onTask) && menu->actions().contains(onQueue));
        // The demo names no agent.
        Q_EMIT menu->aboutToShow();
        QVERIFY(!onTask->isEnabled());
        QVERIFY2(onTask->toolTip().contains(u"review_agents"_s), qPrintable(onTask->toolTip()));
        // The menu itself says why, and its entry opens Preferences with the curator's agents in focus.
        QAction *setUp = w.findChild<QAction *>(u"setUpReviewAgentsAction"_s);
        QVERIFY(setUp && setUp->isEnabled() && menu->actions().contains(setUp));
        QVERIFY2(setUp->text().startsWith(u"No Review Agent Configured"_s), qPrintable(setUp->text()));
        bool focused = false;
        answerNextDialog<PreferencesDialog>([&focused](PreferencesDialog *dialog) {
            focused = dialog->focusWidget() == dialog->reviewAgentsField();
            dialog->reject();
        });
        setUp->trigger();
        QVERIFY(focused);

        // The file is read again as the menu opens (off the GUI thread): the menu follows within moments.
        QVERIFY(nameAgents(demo.root(), {scout(u"scout"_s), scout(u"judge"_s)}));
        Q_EMIT menu->aboutToShow();
        QTRY_VERIFY(onTask->isEnabled());
        QVERIFY(onQueue->menu());
        QStringList names;
        for (QAction *agent : onQueue->menu()->actions())
            names << agent->text();
        QCOMPARE(names, (QStringList{u"scout"_s, u"judge"_s}));

        QVERIFY(nameAgents(demo.root(), {scout(u"scout"_s)}));
        Q_EMIT menu->aboutToShow();
        QTRY_VERIFY(!onTask->menu());
        QVERIFY(onTask->isEnabled());
        QCOMPARE(setUp->text(), u"Set Up Review &Agents…"_s);
        QVERIFY2(onTask->toolTip().contains(u"scout"_s), qPrintable(onTask->toolTip()));
    }

    void preferencesTakeTheCuratorsOwnAgents()
    {
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        MainWindow &w = demo.window();
        PreferencesDialog dialog(w.settings(), &w);
        dialog.show();
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        auto *error = dialog.findChild<QLabel *>(u"reviewAgentsError"_s);
        QVERIFY(error);
        // A mistake keeps the dialog open and says where it is.
        dialog.reviewAgentsField()->setPlainText(u"[{\"name\": \"mine\", \"command\": \"x\", \"per\": \"day\"}]"_s);
        ok->click();
        QVERIFY(dialog.isVisible());
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(u"/0/per"_s), qPrintable(error->text()));
        QVERIFY(w.settings()->reviewAgents().isEmpty());

        dialog.reviewAgentsField()->setPlainText(u"[{\"name\": \"mine\", \"command\": \"x\", \"per\": \"task\"}]"_s);
        ok->click();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(w.settings()->reviewAgents().size(), 1);
        QCOMPARE(w.settings()->reviewAgents().first().name, u"mine"_s);
        // The Review menu offers it on a dataset that names none.
        Q_EMIT reviewMenu(w)->aboutToShow();
        QAction *onTask = w.findChild<QAction *>(u"runAgentOnTaskAction"_s);
        QVERIFY(onTask->isEnabled());
        QVERIFY2(onTask->toolTip().contains(u"mine"_s), qPrintable(onTask->toolTip()));
        w.settings()->setReviewAgentsText({});
    }

    void runOnTaskImportsCommitsAndReloads()
    {
        // A copy of the demo whose history is kept in git, with the agent named in its first commit.
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(nameAgents(root, {scout(u"scout"_s)}));
        QVERIFY(initDatasetRepository(root, {u"Ada"_s, u"ada@example.org"_s}));
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        open(w, root);
        QVERIFY(showTask(w, u"wallet-lock"_s));
        Q_EMIT reviewMenu(w)->aboutToShow();

        auto *controller = w.findChild<ReviewAgentController *>(u"reviewAgentController"_s);
        QVERIFY(controller);
        QSignalSpy finished(controller, &ReviewAgentController::finished);
        const QByteArray head = runGit(root, {u"rev-parse"_s, u"HEAD"_s}).out;
        QSignalSpy shown(&w, &MainWindow::taskShown);
        w.findChild<QAction *>(u"runAgentOnTaskAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsync);
        auto *box = w.findChild<QMessageBox *>(u"reviewAgentBox"_s);
        QVERIFY(box);
        QCOMPARE(box->textFormat(), Qt::PlainText);
        QVERIFY2(box->text().contains(u"scout 1.4"_s) && box->text().contains(u"1 added"_s), qPrintable(box->text()));
        box->close();

        QTRY_VERIFY_WITH_TIMEOUT(runGit(root, {u"rev-parse"_s, u"HEAD"_s}).out != head, kAsync);
        const QString summary = runGit(root, {u"log"_s, u"-1"_s, u"--format=%s"_s}).outText();
        QVERIFY2(summary.startsWith(u"Review agent scout 1.4: 1 run"_s), qPrintable(summary));
        const ProcessRun files = runGit(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s});
        QVERIFY2(files.outText().contains(u"tasks/wallet-lock/review.json"_s), files.out.constData());
        QVERIFY2(files.outText().contains(u"tasks/wallet-lock/agent-runs/"_s), files.out.constData());
        QVERIFY2(!files.outText().contains(u"heddle-dataset.json"_s), files.out.constData());

        // Read again on the same task: the window shows the agent's flag.
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), kAsync);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(w.views()->task().flags.cbegin(), w.views()->task().flags.cend(),
                                             [](const Flag &f) { return f.id == u"scout.query-lock"; }),
                                 kAsync);
    }

    // The built-in reviewer from the same menu, against a real chat-completions server on the loopback interface:
    // its finding becomes the agent's flag, and the window says what the run asked of the server.
    void theBuiltInReviewerRunsFromTheMenu()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(
            u"{\"findings\": [{\"kind\": \"FN\", \"tests\": "
            "[\"tests/test_wallet_lock.py::test_locked_wallet_cannot_send\"], \"rationale\": \"an exact message\", "
            "\"evidence\": [{\"type\": \"test_line\", \"file\": \"tests/test_wallet_lock.py\", \"line\": 3}]}]}"_s,
            3000, 60));
        ReviewAgentConfig agent;
        agent.name = u"house"_s;
        agent.llm = LlmAgentSettings{server.baseUrl(), u"test-model"_s};
        agent.llm->promptPrice = 1.0;
        agent.llm->completionPrice = 2.0;
        DemoWindow demo;
        QVERIFY(demo.showTask(u"wallet-lock"_s));
        QVERIFY(nameAgents(demo.root(), {agent})); // read again as the menu opens
        MainWindow &w = demo.window();
        Q_EMIT reviewMenu(w)->aboutToShow();
        QTRY_VERIFY_WITH_TIMEOUT(w.findChild<QAction *>(u"runAgentOnTaskAction"_s)->isEnabled(), kAsync);
        auto *controller = w.findChild<ReviewAgentController *>(u"reviewAgentController"_s);
        QSignalSpy finished(controller, &ReviewAgentController::finished);
        w.findChild<QAction *>(u"runAgentOnTaskAction"_s)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsync);
        QCOMPARE(server.requests().size(), 1);
        auto *box = w.findChild<QMessageBox *>(u"reviewAgentBox"_s);
        QVERIFY(box);
        QVERIFY2(box->text().contains(u"house test-model heddle-review-1"_s) && box->text().contains(u"1 added"_s),
                 qPrintable(box->text()));
        QVERIFY2(box->text().contains(u"3000 prompt + 60 completion tokens, cost 0.0031"_s), qPrintable(box->text()));
        box->close();
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(w.views()->task().flags.cbegin(), w.views()->task().flags.cend(),
                                             [](const Flag &f) { return f.agent == u"house"; }),
                                 kAsync);

        // The statistics page (F9) sums what the agent asked of the server.
        w.findChild<QAction *>(u"statisticsAction"_s)->trigger();
        auto *stats = w.findChild<StatsView *>();
        QVERIFY(stats);
        QTableWidget *spending = stats->spendingTable();
        QTRY_COMPARE_WITH_TIMEOUT(spending->rowCount(), 1, kAsync);
        QCOMPARE(spending->item(0, 0)->text(), u"house"_s);
        QCOMPARE(spending->item(0, 3)->text(), u"1"_s); // requests
        QCOMPARE(spending->item(0, 4)->text(), QLocale().toString(3000));
        QCOMPARE(spending->item(0, 6)->text(), QLocale().toString(0.0031, 'f', 4));
    }
};

QTEST_MAIN(TestReviewAgentWindow)
#include "tst_reviewagentwindow.moc"
