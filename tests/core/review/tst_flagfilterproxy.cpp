// Sorting and the open-only filter over the flags of the demo task coin-hours-split.
#include <core/review/flagfilterproxy.h>

#include <core/review/flaglistmodel.h>
#include <tests/support/demotask.h>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

QStringList ids(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out.append(model.index(row, 0).data(FlagListModel::FlagIdRole).toString());
    return out;
}

} // namespace

class TestFlagFilterProxy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openOnly()
    {
        FlagListModel model;
        FlagFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(loadDemoTask(u"coin-hours-split"_s));
        QCOMPARE(ids(proxy), (QStringList{u"F1"_s, u"F2"_s, u"F3"_s}));
        proxy.setOpenOnly(true);
        QCOMPARE(ids(proxy), (QStringList{u"F1"_s, u"F2"_s}));

        Flag f1 = model.flag(model.rowOf(u"F1"_s));
        f1.verdict = Verdict::Confirmed;
        model.updateFlag(f1);
        QCOMPARE(ids(proxy), QStringList{u"F2"_s});
        proxy.setOpenOnly(false);
        QCOMPARE(ids(proxy).size(), 3);
    }

    void sorts()
    {
        Task task = loadDemoTask(u"coin-hours-split"_s);
        Flag tenth = task.flags[0];
        tenth.id = u"F10"_s;
        tenth.confidence = 0.05;
        task.flags.append(tenth);
        FlagListModel model;
        FlagFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTask(task);

        proxy.sort(FlagListModel::IdColumn, Qt::DescendingOrder);
        QCOMPARE(ids(proxy), (QStringList{u"F10"_s, u"F3"_s, u"F2"_s, u"F1"_s}));
        proxy.sort(FlagListModel::ConfidenceColumn, Qt::AscendingOrder);
        QCOMPARE(ids(proxy), (QStringList{u"F10"_s, u"F3"_s, u"F2"_s, u"F1"_s})); // 5%, 41%, 78%, 86%
        proxy.sort(FlagListModel::KindColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(3, FlagListModel::KindColumn).data().toString(), u"FN"_s);
    }
};

QTEST_GUILESS_MAIN(TestFlagFilterProxy)
#include "tst_flagfilterproxy.moc"
