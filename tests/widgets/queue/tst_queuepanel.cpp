// The queue as a dock: its rows follow the dataset and the decisions made on its tasks, the current row is the
// task shown (a switch that is called off puts it back without a word), walking it wraps around, a task the
// filters hide is shown when asked for, and blind review hides the flag counts.
#include <widgets/queue/queuepanel.h>

#include <core/dataset/dataset.h>
#include <core/dataset/tasklistmodel.h>
#include <core/task/task.h>
#include <widgets/tasktableview.h>

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

TaskSummary summary(const QString &id, int openFp, CurationStatus status = CurationStatus::New)
{
    TaskSummary s;
    s.id = id;
    s.repository = u"skyledger"_s;
    s.flags[size_t(FlagKind::FalsePositive)][size_t(Verdict::Open)] = openFp;
    s.status = status;
    return s;
}

Dataset dataset()
{
    Dataset d;
    d.root = u"/data/bench"_s;
    d.info.name = u"Bench"_s;
    d.tasks = {summary(u"alpha"_s, 1), summary(u"beta"_s, 0), summary(u"gamma"_s, 2)};
    TaskSummary broken = summary(u"delta"_s, 0);
    broken.errors.append(makeError(Error::Code::Parse, u"bad task.json"_s));
    d.tasks.append(broken);
    return d;
}

} // namespace

class TestQueuePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void walksTheQueueAndReportsTheCurrentTask()
    {
        QueuePanel queue;
        queue.setDataset(dataset());
        QAbstractItemModelTester tester(queue.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy current(&queue, &QueuePanel::currentTaskChanged);
        queue.selectFirst();
        QCOMPARE(queue.currentTaskId(), u"alpha"_s);
        QVERIFY(queue.move(1, false));
        QCOMPARE(queue.currentTaskId(), u"beta"_s);
        QVERIFY(queue.move(1, true)); // the next task with an open flag
        QCOMPARE(queue.currentTaskId(), u"gamma"_s);
        QVERIFY(queue.move(1, true)); // wraps around
        QCOMPARE(queue.currentTaskId(), u"alpha"_s);
        QCOMPARE(current.last().first().toString(), u"alpha"_s);
        QCOMPARE(current.size(), 4);
        // Going back to a task without a word: the switch away from it was called off.
        queue.restoreCurrentTask(u"gamma"_s);
        QCOMPARE(queue.currentTaskId(), u"gamma"_s);
        QCOMPARE(current.size(), 4);
        QCOMPARE(queue.selectedTaskIds(), QStringList{u"gamma"_s});
        QCOMPARE(queue.shownTaskIds(), (QStringList{u"alpha"_s, u"beta"_s, u"gamma"_s})); // not the broken one
    }

    void movingWithCtrlHeldMovesTheSelection()
    {
        // Ctrl+Return approves and moves on, Ctrl+PageDown moves on: Ctrl is still down when the next row is
        // chosen, and the queue must move to it rather than add it to the selection (Validate Selected would
        // then run both tasks).
        QueuePanel queue;
        queue.setDataset(dataset());
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        queue.selectFirst();
        QTest::keyPress(queue.windowHandle(), Qt::Key_Control, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::keyboardModifiers(), Qt::ControlModifier);
        QVERIFY(queue.move(1, false));
        QVERIFY(queue.move(1, false));
        QTest::keyRelease(queue.windowHandle(), Qt::Key_Control, Qt::NoModifier);
        QCOMPARE(queue.currentTaskId(), u"delta"_s); // alpha, beta, delta: sorted by id
        QCOMPARE(queue.table()->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(queue.selectedTaskIds(), QStringList{u"delta"_s});
    }

    void aHiddenTaskAskedForIsShown()
    {
        QueuePanel queue;
        queue.setDataset(dataset());
        TaskFilter filter;
        filter.text = u"alpha"_s;
        queue.setFilter(filter);
        QTRY_COMPARE(queue.table()->model()->rowCount(), 1);
        QVERIFY(queue.selectTask(u"gamma"_s));
        QCOMPARE(queue.currentTaskId(), u"gamma"_s);
        QCOMPARE(queue.table()->model()->rowCount(), 4);
        QVERIFY(!queue.selectTask(u"omega"_s));
    }

    void decisionsAndBlindReviewShowInTheSummary()
    {
        QueuePanel queue;
        queue.setDataset(dataset());
        QSignalSpy changed(&queue, &QueuePanel::summaryChanged);
        QCOMPARE(queue.summaryText(), u"Tasks: 4 · failed to load: 1 · open FP flags: 3 · open FN flags: 0"_s);
        Task task;
        task.id = u"gamma"_s;
        task.curation.status = CurationStatus::Approved;
        task.curation.assignedTo = u"Ada Lovelace"_s;
        Flag decided;
        decided.kind = FlagKind::FalsePositive;
        decided.verdict = Verdict::Confirmed;
        task.flags = {decided};
        queue.updateTask(task);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(queue.summaryText(), u"Tasks: 4 · failed to load: 1 · open FP flags: 1 · open FN flags: 0"_s);
        const QModelIndex gamma =
            queue.table()
                ->model()
                ->match(queue.table()->model()->index(0, 0), TaskListModel::TaskIdRole, u"gamma"_s)
                .value(0);
        QCOMPARE(gamma.siblingAtColumn(TaskListModel::Status).data().toString(), u"Approved"_s);

        queue.setAssignee(u"Ada Lovelace"_s);
        QCOMPARE(queue.shownTaskIds(), QStringList{u"gamma"_s});
        QVERIFY(queue.summaryText().contains(u"shown: 1"_s));
        queue.setAssignee({});

        queue.setBlind(true);
        QVERIFY(queue.table()->isColumnHidden(TaskListModel::FalsePositives));
        QVERIFY(!queue.summaryText().contains(u"flags"_s));
        queue.setBlind(false);
        QVERIFY(!queue.table()->isColumnHidden(TaskListModel::FalsePositives));
    }

    void problemsShowAbovePlainly()
    {
        QueuePanel queue;
        queue.show();
        auto *banner = queue.findChild<QLabel *>(u"errorBanner"_s);
        QVERIFY(!banner->isVisible());
        queue.showError(u"<b>tasks/x/task.json:2:1: unexpected end</b>"_s);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->textFormat(), Qt::PlainText);
        queue.hideError();
        QVERIFY(!banner->isVisible());
    }
};

QTEST_MAIN(TestQueuePanel)
#include "tst_queuepanel.moc"
