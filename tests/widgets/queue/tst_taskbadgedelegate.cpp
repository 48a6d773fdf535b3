// The queue's badges: an orange "FP n" and a blue "FN n" for open flags, a quiet total when none is open, and
// "⚠ load error" for a task that failed to load, painted in the real table on the demo dataset.
#include <widgets/queue/taskbadgedelegate.h>

#include <core/dataset/datasetio.h>
#include <core/dataset/tasklistmodel.h>
#include <widgets/tasktableview.h>
#include <tests/support/fixtures.h>
#include <tests/support/gui/images.h>

#include <QImage>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TstTaskBadgeDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void badges()
    {
        auto dataset = openDataset(demoSourcePath());
        QVERIFY(dataset);
        QList<TaskSummary> tasks = dataset->tasks;
        for (TaskSummary &t : tasks)
            if (t.id == u"spend-policy"_s)
                t.errors = {makeError(Error::Code::Parse, u"<b>unexpected</b> end of input"_s)};
        TaskListModel model;
        model.setTasks(tasks);
        TaskTableView view;
        view.setModel(&model);
        view.resize(900, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resizeColumnsToContents();

        const auto row = [&model](const QString &id) {
            return model.match(model.index(0, 0), TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly).value(0);
        };
        const auto delegate = [&view](int column) {
            return qobject_cast<TaskBadgeDelegate *>(view.itemDelegateForColumn(column));
        };
        QVERIFY(delegate(TaskListModel::FalsePositives));
        QVERIFY(delegate(TaskListModel::FalseNegatives));
        QVERIFY(delegate(TaskListModel::Status));

        // coin-hours-split: one open FP of two, one open FN.
        const QModelIndex split = row(u"coin-hours-split"_s);
        QCOMPARE(
            delegate(TaskListModel::FalsePositives)->badgeText(split.siblingAtColumn(TaskListModel::FalsePositives)),
            u"FP 1"_s);
        QCOMPARE(
            delegate(TaskListModel::FalseNegatives)->badgeText(split.siblingAtColumn(TaskListModel::FalseNegatives)),
            u"FN 1"_s);
        QVERIFY(delegate(TaskListModel::Status)->badgeText(split.siblingAtColumn(TaskListModel::Status)).isEmpty());
        // spend-policy: its FN flag is confirmed, none open; it failed to load.
        const QModelIndex spend = row(u"spend-policy"_s);
        QVERIFY(delegate(TaskListModel::FalseNegatives)
                    ->badgeText(spend.siblingAtColumn(TaskListModel::FalseNegatives))
                    .isEmpty());
        QCOMPARE(spend.siblingAtColumn(TaskListModel::FalseNegatives).data(TaskListModel::FlagTotalRole).toInt(), 1);
        QCOMPARE(delegate(TaskListModel::Status)->badgeText(spend.siblingAtColumn(TaskListModel::Status)),
                 u"⚠ load error"_s);
        // The full error stays in the tooltip, as plain text (the view wraps it; the model never adds markup).
        QCOMPARE(spend.siblingAtColumn(TaskListModel::Status).data(Qt::ToolTipRole).toString(),
                 tasks[1].errors.first().toString());

        // The badges are painted in their colours, in their cells only.
        const QImage image = view.viewport()->grab().toImage();
        const auto cell = [&view](const QModelIndex &i) { return view.visualRect(i); };
        QVERIFY(countNear(image, cell(split.siblingAtColumn(TaskListModel::FalsePositives)), 0xE69F00, 7) > 20);
        QVERIFY(countNear(image, cell(split.siblingAtColumn(TaskListModel::FalseNegatives)), 0x0072B2, 7) > 20);
        QCOMPARE(countNear(image, cell(spend.siblingAtColumn(TaskListModel::FalseNegatives)), 0x0072B2, 7), 0);
        QVERIFY(countNear(image, cell(spend.siblingAtColumn(TaskListModel::Status)), 0xD55E00, 7) > 10);
        QCOMPARE(countNear(image, cell(split.siblingAtColumn(TaskListModel::Status)), 0xD55E00, 7), 0);
        // Columns sized to contents leave room for the whole badge.
        QVERIFY(view.columnWidth(TaskListModel::Status) >=
                delegate(TaskListModel::Status)
                        ->sizeHint(QStyleOptionViewItem(), spend.siblingAtColumn(TaskListModel::Status))
                        .width() -
                    1);
    }
};

QTEST_MAIN(TstTaskBadgeDelegate)
#include "tst_taskbadgedelegate.moc"
