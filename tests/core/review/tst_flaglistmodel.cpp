// The flags table of the demo task coin-hours-split, under QAbstractItemModelTester.
#include <core/review/flaglistmodel.h>

#include <tests/support/demotask.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {} // namespace

class TestFlagListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsEveryFlag()
    {
        FlagListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Task task = loadDemoTask(u"coin-hours-split"_s);
        model.setTask(task);
        QCOMPARE(model.rowCount(), task.flags.size());
        QCOMPARE(model.columnCount(), int(FlagListModel::ColumnCount));

        const int row = model.rowOf(u"F1"_s);
        QVERIFY(row >= 0);
        auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
        QCOMPARE(cell(FlagListModel::KindColumn).toString(), u"FP"_s);
        QCOMPARE(cell(FlagListModel::IdColumn).toString(), u"F1"_s);
        QCOMPARE(cell(FlagListModel::AttemptColumn).toString(), u"claude-3-5-sonnet #1"_s);
        QCOMPARE(cell(FlagListModel::ConfidenceColumn).toString(), u"86%"_s);
        QCOMPARE(cell(FlagListModel::ConfidenceColumn, FlagListModel::SortRole).toDouble(), 0.86);
        QCOMPARE(cell(FlagListModel::VerdictColumn).toString(), u"Open"_s);
        QCOMPARE(cell(FlagListModel::SourceColumn).toString(), u"Review agent"_s);
        QVERIFY(cell(FlagListModel::RationaleColumn).toString().startsWith(u"The minimum is applied after"_s));
        QCOMPARE(cell(FlagListModel::RationaleColumn, FlagListModel::FlagIdRole).toString(), u"F1"_s);
        QCOMPARE(cell(FlagListModel::KindColumn, FlagListModel::KindRole).toInt(), int(FlagKind::FalsePositive));

        const int f2 = model.rowOf(u"F2"_s);
        QCOMPARE(model.index(f2, FlagListModel::KindColumn).data().toString(), u"FN"_s);
        QCOMPARE(model.index(model.rowOf(u"F3"_s), FlagListModel::VerdictColumn).data().toString(), u"Dismissed"_s);
        QCOMPARE(model.rowOf(u"F99"_s), -1);
        QCOMPARE(model.headerData(FlagListModel::ConfidenceColumn, Qt::Horizontal).toString(), u"Confidence"_s);
    }

    void rationaleShowsItsFirstLine()
    {
        Task task = loadDemoTask(u"coin-hours-split"_s);
        task.flags[0].rationale = u"\n  First line.\nSecond line."_s;
        FlagListModel model;
        model.setTask(task);
        QCOMPARE(model.index(0, FlagListModel::RationaleColumn).data().toString(), u"First line."_s);
    }

    void flagWithoutAttemptSaysSo()
    {
        Task task = loadDemoTask(u"coin-hours-split"_s);
        task.flags[0].attempt.clear();
        task.flags[1].attempt = u"gone-0"_s;
        FlagListModel model;
        model.setTask(task);
        QCOMPARE(model.index(0, FlagListModel::AttemptColumn).data().toString(), u"tests only"_s);
        QCOMPARE(model.index(1, FlagListModel::AttemptColumn).data().toString(), u"gone-0"_s);
    }

    void updateFlagChangesOneRow()
    {
        FlagListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(loadDemoTask(u"coin-hours-split"_s));
        const int row = model.rowOf(u"F2"_s);
        Flag flag = model.flag(row);
        flag.verdict = Verdict::NeedsRerun;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        model.updateFlag(flag);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed[0][0].toModelIndex().row(), row);
        QCOMPARE(changed[0][1].toModelIndex().row(), row);
        QCOMPARE(changed[0][1].toModelIndex().column(), FlagListModel::ColumnCount - 1);
        QCOMPARE(model.index(row, FlagListModel::VerdictColumn).data().toString(), u"Needs re-run"_s);
        QCOMPARE(model.index(row, 0).data(FlagListModel::VerdictRole).toInt(), int(Verdict::NeedsRerun));

        flag.id = u"F99"_s;
        model.updateFlag(flag);
        QCOMPARE(changed.size(), 1);
    }

    void emptyTask()
    {
        FlagListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(loadDemoTask(u"coin-hours-split"_s));
        model.setTask(Task{});
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.flag(0).id, QString());
    }
};

QTEST_GUILESS_MAIN(TestFlagListModel)
#include "tst_flaglistmodel.moc"
