// The queue as a dock: its rows follow the dataset and the decisions made on its tasks, the current row is the
// task shown (a switch that is called off puts it back without a word), walking it wraps around, a task the
// filters hide is shown when asked for, and blind review hides the flag counts.
#include <widgets/queue/queuepanel.h>

#include <core/dataset/dataset.h>
#include <core/dataset/tasklistmodel.h>
#include <core/task/task.h>
#include <widgets/tasktableview.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCryptographicHash>
#include <QHeaderView>
#include <QMenu>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
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

    void mutationColumnShowsSortsAndFollows()
    {
        Dataset d = dataset();
        MutationSummary weak;
        weak.runId = u"20260301-101500-ab12"_s;
        weak.killed = 6;
        weak.survived = 4;
        weak.testFileSha256 = {
            {u"tests/test_x.py"_s, QCryptographicHash::hash("x = 1\n", QCryptographicHash::Sha256).toHex()}};
        d.tasks[0].mutation = weak; // alpha: 60%
        MutationSummary strong = weak;
        strong.killed = 9;
        strong.survived = 1;
        d.tasks[2].mutation = strong; // gamma: 90%
        QueuePanel queue;
        queue.setDataset(d);
        queue.resize(900, 300);
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        TaskTableView *table = queue.table();
        const auto column = [&] {
            QStringList cells;
            for (int row = 0; row < table->model()->rowCount(); ++row)
                cells << table->model()->index(row, TaskListModel::Id).data().toString() + u' ' +
                             table->model()->index(row, TaskListModel::Mutation).data().toString();
            return cells;
        };
        // Beside the flag counts, before the status.
        QHeaderView *header = table->horizontalHeader();
        QCOMPARE(header->visualIndex(TaskListModel::Mutation), header->visualIndex(TaskListModel::FalseNegatives) + 1);
        QVERIFY(!table->isColumnHidden(TaskListModel::Mutation));
        // Clicking the header sorts weakest first; the tasks never analysed come last.
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(TaskListModel::Mutation) + 5, header->height() / 2));
        QCOMPARE(header->sortIndicatorSection(), int(TaskListModel::Mutation));
        QCOMPARE(column().mid(0, 2), (QStringList{u"alpha 60%"_s, u"gamma 90%"_s}));
        QCOMPARE(column().mid(2), (QStringList{u"beta —"_s, u"delta —"_s}));

        // A new analysis of beta shows at once.
        MutationSummary fresh = strong;
        fresh.killed = 10;
        fresh.survived = 0;
        queue.updateMutation(u"beta"_s, fresh);
        QCOMPARE(column().mid(0, 3), (QStringList{u"alpha 60%"_s, u"gamma 90%"_s, u"beta 100%"_s}));

        // An edit of alpha's test file makes its analysis stale; putting it back makes it current again.
        Task alpha;
        alpha.id = u"alpha"_s;
        alpha.tests.files = {{u"tests/test_x.py"_s, "x = 2\n"_ba}};
        queue.updateTask(alpha);
        QCOMPARE(column().first(), u"alpha 60% (stale)"_s);
        QVERIFY(table->model()
                    ->index(0, TaskListModel::Mutation)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"test file tests/test_x.py was edited since"_s));
        alpha.tests.files.first().content = "x = 1\n";
        queue.updateTask(alpha);
        QCOMPARE(column().first(), u"alpha 60%"_s);
    }

    void columnsFitTheLongestTextOfEveryRow()
    {
        // 3,000 tasks: the longest id and repository sit in the middle, far from the rows shown and from
        // the thousand rows a table view would sample; the columns still fit them.
        Dataset d;
        d.root = u"/data/many"_s;
        for (int n = 0; n < 3000; ++n)
            d.tasks.append(summary(u"task-%1"_s.arg(n, 4, 10, QChar(u'0')), n % 3));
        d.tasks[1500].id = u"task-1500-with-a-much-longer-name-than-the-rest"_s;
        d.tasks[1400].repository = u"an-organisation/with-a-long-repository-name"_s;
        QueuePanel queue;
        queue.resize(2400, 300); // room for every column whole
        queue.show();
        QVERIFY(QTest::qWaitForWindowExposed(&queue));
        queue.setDataset(d);
        TaskTableView *table = queue.table();
        const auto fits = [&](int sourceRow, int column) {
            const QModelIndex index = table->model()->index(sourceRow, column);
            return table->columnWidth(column) >= table->sizeHintForIndex(index).width();
        };
        // Sorted by id: the model's rows are the view's.
        QCOMPARE(table->model()->index(1500, TaskListModel::Id).data().toString(), d.tasks[1500].id);
        QVERIFY(fits(1500, TaskListModel::Id));
        QVERIFY(fits(1400, TaskListModel::Repository));
        QVERIFY(table->columnWidth(TaskListModel::Id) >
                table->sizeHintForIndex(table->model()->index(0, TaskListModel::Id)).width() + 50);
    }

    void columnsCanBeHiddenAndStaySo()
    {
        QueuePanel queue;
        queue.setDataset(dataset());
        QHeaderView *header = queue.table()->horizontalHeader();
        // The header's menu lists the columns (not the task id) and hides one.
        QString listed;
        QTimer::singleShot(0, &queue, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            for (QAction *a : menu->actions())
                listed += a->text() + u'|';
            QAction *mutation = menu->findChild<QAction *>(u"column:%1"_s.arg(int(TaskListModel::Mutation)));
            QVERIFY(mutation && mutation->isChecked());
            mutation->trigger();
            menu->close();
        });
        Q_EMIT header->customContextMenuRequested(QPoint(10, 5));
        QVERIFY2(listed.contains(u"Mutation|"_s) && !listed.contains(u"Task|"_s), qPrintable(listed));
        QVERIFY(queue.table()->isColumnHidden(TaskListModel::Mutation));
        header->moveSection(header->visualIndex(TaskListModel::Repository), 5);

        QueuePanel again;
        again.setDataset(dataset());
        again.restoreHeaderState(queue.headerState());
        QVERIFY(again.table()->isColumnHidden(TaskListModel::Mutation));
        QCOMPARE(again.table()->horizontalHeader()->visualIndex(TaskListModel::Repository), 5);

        // What blind review hides is not saved as the curator's choice.
        queue.setBlind(true);
        QVERIFY(queue.table()->isColumnHidden(TaskListModel::FalsePositives));
        QueuePanel third;
        third.setDataset(dataset());
        third.restoreHeaderState(queue.headerState());
        QVERIFY(!third.table()->isColumnHidden(TaskListModel::FalsePositives));
        QVERIFY(third.table()->isColumnHidden(TaskListModel::Mutation));
        queue.setBlind(false);
        QVERIFY(!queue.table()->isColumnHidden(TaskListModel::FalsePositives));
    }

    void headerSavedBeforeTheMutationColumn()
    {
        // A header state as the queue saved it before the Mutation column: eight columns, the repository widened,
        // sorted by FP.
        QStandardItemModel old(1, TaskListModel::Mutation);
        QTableView oldView;
        oldView.setModel(&old);
        oldView.setSortingEnabled(true);
        oldView.horizontalHeader()->resizeSection(TaskListModel::Repository, 333);
        oldView.sortByColumn(TaskListModel::FalsePositives, Qt::DescendingOrder);
        QueuePanel queue;
        queue.setDataset(dataset());
        queue.restoreHeaderState(oldView.horizontalHeader()->saveState());
        QHeaderView *header = queue.table()->horizontalHeader();
        QCOMPARE(header->sectionSize(TaskListModel::Repository), 333);
        QCOMPARE(header->sortIndicatorSection(), int(TaskListModel::FalsePositives));
        QVERIFY(!queue.table()->isColumnHidden(TaskListModel::Mutation));
        QCOMPARE(header->visualIndex(TaskListModel::Mutation), header->visualIndex(TaskListModel::Status) - 1);
        QCOMPARE(header->logicalIndex(header->count() - 1), int(TaskListModel::LoadError));
    }
};

QTEST_MAIN(TestQueuePanel)
#include "tst_queuepanel.moc"
