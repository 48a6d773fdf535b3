// TrajectoryStepModel and TrajectoryFilterProxy, on generated steps and on a SWE-agent trajectory from
// SWE-agent/SWE-agent (tests/data/swe-bench/swe-agent, MIT).

#include <core/trajectory/trajectoryfilterproxy.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

using Kind = TrajectoryStep::Kind;

TrajectoryStep makeStep(int index, Kind kind, const QString &action, const QString &observation = {},
                        const QString &thought = {})
{
    TrajectoryStep step;
    step.index = index;
    step.kind = kind;
    step.action = action;
    step.observation = observation;
    step.thought = thought;
    return step;
}

Trajectory sampleTrajectory()
{
    Trajectory trajectory;
    trajectory.format = TrajectoryFormat::SweAgentV1;
    trajectory.steps = {
        makeStep(0, Kind::Action, u"ls -la"_s, u"README.md\nsetup.py"_s, u"Look around first."_s),
        makeStep(1, Kind::Action, u"cat setup.py"_s, u"from setuptools import setup"_s),
        makeStep(2, Kind::Edit, u"str_replace_editor str_replace /a.py --old_str 'x' --new_str 'y'"_s,
                 u"The file /a.py has been edited."_s),
        makeStep(3, Kind::Error, u"python -c 'raise'"_s, u"Traceback: RuntimeError"_s),
        makeStep(4, Kind::Submit, u"submit"_s, {}, u"The fix is in place."_s),
    };
    trajectory.steps[1].durationSeconds = 1.5;
    trajectory.steps[1].inputTokens = 100;
    trajectory.steps[1].outputTokens = 20;
    return trajectory;
}

} // namespace

class TestTrajectoryStepModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rolesOfAStep();
    void appendStepsInsertsAtTheEnd();
    void citedStepsAreMarked();
    void passesTheModelTester();
    void filterByKind();
    void filterByTextIsCaseInsensitiveOverAllSections();
    void realTrajectoryThroughTheProxy();
};

void TestTrajectoryStepModel::rolesOfAStep()
{
    TrajectoryStepModel model;
    model.setTrajectory(sampleTrajectory());
    QCOMPARE(model.rowCount(), 5);
    const QModelIndex first = model.index(0);
    QCOMPARE(first.data(TrajectoryStepModel::IndexRole).toInt(), 0);
    QCOMPARE(first.data(TrajectoryStepModel::KindRole).toInt(), int(Kind::Action));
    QCOMPARE(first.data(TrajectoryStepModel::KindNameRole).toString(), trajectoryStepKindName(Kind::Action));
    QCOMPARE(first.data(TrajectoryStepModel::ThoughtRole).toString(), u"Look around first."_s);
    QCOMPARE(first.data(TrajectoryStepModel::ActionRole).toString(), u"ls -la"_s);
    QCOMPARE(first.data(TrajectoryStepModel::ObservationRole).toString(), u"README.md\nsetup.py"_s);
    QVERIFY(!first.data(TrajectoryStepModel::DurationRole).isValid());
    QVERIFY(!first.data(TrajectoryStepModel::TokensRole).isValid());
    QCOMPARE(first.data(TrajectoryStepModel::SummaryRole).toString(),
             u"#1 "_s + trajectoryStepKindName(Kind::Action) + u": ls -la"_s);

    const QModelIndex second = model.index(1);
    QCOMPARE(second.data(TrajectoryStepModel::DurationRole).toDouble(), 1.5);
    QCOMPARE(second.data(TrajectoryStepModel::TokensRole).toLongLong(), 120);
    QCOMPARE(second.data(TrajectoryStepModel::InputTokensRole).toLongLong(), 100);

    // A step without an action summarizes its thought.
    QVERIFY(model.index(4).data(TrajectoryStepModel::SummaryRole).toString().endsWith(u": submit"_s));
    QCOMPARE(model.rowOfStep(3), 3);
    QCOMPARE(model.rowOfStep(42), -1);
}

void TestTrajectoryStepModel::appendStepsInsertsAtTheEnd()
{
    TrajectoryStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const QList<TrajectoryStep> steps = sampleTrajectory().steps;
    model.appendSteps(steps.mid(0, 2));
    model.appendSteps(steps.mid(2));
    model.appendSteps({});
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 2);
    QCOMPARE(inserted.at(1).at(2).toInt(), 4);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.index(4).data(TrajectoryStepModel::KindRole).toInt(), int(Kind::Submit));
}

void TestTrajectoryStepModel::citedStepsAreMarked()
{
    TrajectoryStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTrajectory(sampleTrajectory());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setCitedSteps({1, 3});
    QCOMPARE(changed.count(), 1);
    QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(TrajectoryStepModel::CitedRole));
    QVERIFY(!model.index(0).data(TrajectoryStepModel::CitedRole).toBool());
    QVERIFY(model.index(1).data(TrajectoryStepModel::CitedRole).toBool());
    QVERIFY(model.index(3).data(TrajectoryStepModel::CitedRole).toBool());
    model.setCitedSteps({1, 3});
    QCOMPARE(changed.count(), 1);
}

void TestTrajectoryStepModel::passesTheModelTester()
{
    TrajectoryStepModel model;
    TrajectoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTrajectory(sampleTrajectory());
    proxy.setKindVisible(Kind::Action, false);
    proxy.setText(u"file"_s);
    model.appendSteps({makeStep(5, Kind::Message, {}, u"Another FILE"_s)});
    proxy.setKinds(TrajectoryFilterProxy::allKinds());
    proxy.setText({});
    model.setCitedSteps({2});
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
}

void TestTrajectoryStepModel::filterByKind()
{
    TrajectoryStepModel model;
    TrajectoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setTrajectory(sampleTrajectory());
    QCOMPARE(proxy.rowCount(), 5);
    proxy.setKindVisible(Kind::Action, false);
    QCOMPARE(proxy.rowCount(), 3);
    QCOMPARE(proxy.index(0, 0).data(TrajectoryStepModel::KindRole).toInt(), int(Kind::Edit));
    proxy.setKinds({Kind::Error, Kind::Submit});
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(proxy.index(0, 0).data(TrajectoryStepModel::IndexRole).toInt(), 3);
    proxy.setKinds({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestTrajectoryStepModel::filterByTextIsCaseInsensitiveOverAllSections()
{
    TrajectoryStepModel model;
    TrajectoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setTrajectory(sampleTrajectory());
    proxy.setText(u"SETUP"_s); // in step 0's observation and step 1's action and observation
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setText(u"fix is"_s); // a thought
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data(TrajectoryStepModel::IndexRole).toInt(), 4);
    proxy.setText(u"setup"_s);
    proxy.setKindVisible(Kind::Action, false);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setText(u"no such text"_s);
    proxy.setKindVisible(Kind::Action, true);
    QCOMPARE(proxy.rowCount(), 0);
}

void TestTrajectoryStepModel::realTrajectoryThroughTheProxy()
{
    const QString path = testDataPath(samples::sweAgentPydicomTrajectory);
    Result<Trajectory> trajectory = loadTrajectory(path);
    QVERIFY2(trajectory.hasValue(), qPrintable(trajectory ? QString() : trajectory.error().toString()));
    const int steps = int(trajectory->steps.size());
    QVERIFY(steps > 5);
    QStringList editActions;
    for (const TrajectoryStep &step : trajectory->steps) {
        if (step.kind == Kind::Edit)
            editActions.append(step.action);
    }
    const int edits = int(editActions.size());
    QVERIFY(edits > 0);

    TrajectoryStepModel model;
    TrajectoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTrajectory(std::move(trajectory).value());
    QCOMPARE(model.rowCount(), steps);
    proxy.setKinds({Kind::Edit});
    QCOMPARE(proxy.rowCount(), edits);
    for (int row = 0; row < proxy.rowCount(); ++row)
        QCOMPARE(proxy.index(row, 0).data(TrajectoryStepModel::ActionRole).toString(), editActions.at(row));
}

QTEST_GUILESS_MAIN(TestTrajectoryStepModel)
#include "tst_trajectorystepmodel.moc"
