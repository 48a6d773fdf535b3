// TrajectoryView and TrajectoryCompareView as a user drives them, on generated steps and on trajectories from
// SWE-agent/SWE-agent (tests/data/swe-bench/swe-agent, MIT).

#include <widgets/trajectory/trajectorycompareview.h>
#include <widgets/trajectory/trajectorystepdelegate.h>
#include <widgets/trajectory/trajectoryview.h>

#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryfilterproxy.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/trajectory/trajectorystepmodel.h>
#include <core/util/workpool.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>

#include <limits>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

using Kind = TrajectoryStep::Kind;

const QString MarshmallowPath = testDataPath(samples::sweAgentMarshmallowTrajectory);

// Ten steps, edits at 1, 4, 5 and 7; "needle" is in steps 2 (action), 5 (observation) and 8 (thought, upper case).
Trajectory tenSteps()
{
    Trajectory trajectory;
    for (int i = 0; i < 10; ++i) {
        TrajectoryStep step;
        step.index = i;
        step.kind = i % 3 == 1 ? Kind::Edit : Kind::Action;
        step.action = u"echo step %1"_s.arg(i);
        step.observation = u"step %1\nline two\nline three\nline four\nline five"_s.arg(i);
        trajectory.steps.append(step);
    }
    trajectory.steps[2].action = u"grep needle src"_s;
    trajectory.steps[5].observation = u"found a needle here"_s;
    trajectory.steps[5].kind = Kind::Edit;
    trajectory.steps[8].thought = u"Where is the NEEDLE?"_s;
    return trajectory;
}

// An SWE-agent 1.x document with that many steps, each with a sizeable observation.
QByteArray generatedTrajectory(int steps)
{
    QByteArray json = "{\"trajectory\": ["_ba;
    const QByteArray observation = QByteArray("output line\\n").repeated(80);
    for (int i = 0; i < steps; ++i) {
        if (i > 0)
            json += ',';
        json += "{\"action\": \"ls dir" + QByteArray::number(i) + "\", \"observation\": \"" + observation +
                "\", \"response\": \"thinking\", \"thought\": \"thinking about step " + QByteArray::number(i) +
                "\", \"execution_time\": 0.5, \"state\": {}, \"query\": [], \"extra_info\": {}}";
    }
    json += "], \"history\": [], \"info\": {\"exit_status\": \"submitted\"}, \"replay_config\": null}";
    return json;
}

QLineEdit *findField(TrajectoryView &view)
{
    return view.findChild<QLineEdit *>(u"trajectoryFindField"_s);
}

QLabel *matchLabel(TrajectoryView &view)
{
    return view.findChild<QLabel *>(u"trajectoryMatchLabel"_s);
}

} // namespace

class TestTrajectoryView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindButtonsFilterTheList();
    void findNextAndPreviousWithCount();
    void findWithF3();
    void findWithoutMatches();
    void showStepSelectsTheRow();
    void spaceExpandsAStep();
    void editActionLines_data();
    void editActionLines();
    void loadsARealTrajectory();
    void loadErrorNamesTheFile();
    void leanTrajectoryReadsWhatItShows();
    void stepAskedForWhileReadingIsShown();
    void newestLoadWins();
    void largeTrajectoryLoadsWithoutBlocking();
    void compareViewFollowsTheSelection();
};

void TestTrajectoryView::kindButtonsFilterTheList()
{
    TrajectoryView view;
    QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setTrajectory(tenSteps());
    QListView *list = view.findChild<QListView *>(u"trajectoryStepList"_s);
    QVERIFY(list);
    QCOMPARE(list->model()->rowCount(), 10);
    auto *edit = view.findChild<QToolButton *>(u"trajectoryKind_"_s + trajectoryStepKindName(Kind::Edit));
    QVERIFY(edit);
    QVERIFY(edit->isChecked());
    QTest::mouseClick(edit, Qt::LeftButton);
    QVERIFY(!edit->isChecked());
    QCOMPARE(list->model()->rowCount(), 6);
    for (int row = 0; row < list->model()->rowCount(); ++row)
        QCOMPARE(list->model()->index(row, 0).data(TrajectoryStepModel::KindRole).toInt(), int(Kind::Action));
    QTest::mouseClick(edit, Qt::LeftButton);
    QCOMPARE(list->model()->rowCount(), 10);
}

void TestTrajectoryView::findNextAndPreviousWithCount()
{
    TrajectoryView view;
    view.resize(700, 500);
    view.show();
    view.setTrajectory(tenSteps());
    QLineEdit *field = findField(view);
    QLabel *label = matchLabel(view);
    QVERIFY(field && label);

    QTest::keyClicks(field, u"needle"_s);
    QCOMPARE(label->text(), QString()); // debounced: nothing searched yet
    QTRY_COMPARE(label->text(), u"1 of 3"_s);
    QCOMPARE(view.currentStep(), 2);

    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(label->text(), u"2 of 3"_s);
    QCOMPARE(view.currentStep(), 5);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(label->text(), u"3 of 3"_s);
    QCOMPARE(view.currentStep(), 8);
    QTest::keyClick(field, Qt::Key_Return); // wraps
    QCOMPARE(label->text(), u"1 of 3"_s);
    QCOMPARE(view.currentStep(), 2);
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(label->text(), u"3 of 3"_s);
    QCOMPARE(view.currentStep(), 8);

    // Hiding edits leaves the matches the user can see.
    view.findChild<QToolButton *>(u"trajectoryKind_"_s + trajectoryStepKindName(Kind::Action))->click();
    QTRY_COMPARE(label->text(), u"1 of 1"_s);
    QCOMPARE(view.currentStep(), 5);
}

void TestTrajectoryView::findWithF3()
{
    TrajectoryView view;
    view.resize(700, 500);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.setTrajectory(tenSteps());
    view.setFindText(u"needle"_s);
    QCOMPARE(matchLabel(view)->text(), u"1 of 3"_s);
    view.listView()->setFocus();
    QTest::keyClick(view.listView(), Qt::Key_F3);
    QCOMPARE(matchLabel(view)->text(), u"2 of 3"_s);
    QTest::keyClick(view.listView(), Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(matchLabel(view)->text(), u"1 of 3"_s);
    QCOMPARE(view.currentStep(), 2);
}

void TestTrajectoryView::findWithoutMatches()
{
    TrajectoryView view;
    view.setTrajectory(tenSteps());
    QTest::keyClicks(findField(view), u"haystack"_s);
    QTRY_COMPARE(matchLabel(view)->text(), u"No matches"_s);
    QCOMPARE(view.matchCount(), 0);
    QTest::keyClick(findField(view), Qt::Key_Return);
    QCOMPARE(view.currentStep(), -1);
}

void TestTrajectoryView::showStepSelectsTheRow()
{
    TrajectoryView view;
    view.resize(500, 200);
    view.show();
    view.setTrajectory(tenSteps());
    QSignalSpy changed(&view, &TrajectoryView::currentStepChanged);
    view.showStep(9);
    QCOMPARE(view.currentStep(), 9);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toInt(), 9);
    const QModelIndexList selected = view.listView()->selectionModel()->selectedIndexes();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().data(TrajectoryStepModel::IndexRole).toInt(), 9);
    QVERIFY(view.listView()->viewport()->rect().intersects(view.listView()->visualRect(selected.first())));

    // A step whose kind is hidden is shown again when a flag jumps to it.
    auto *edit = view.findChild<QToolButton *>(u"trajectoryKind_"_s + trajectoryStepKindName(Kind::Edit));
    edit->click();
    QVERIFY(!view.proxy()->kinds().contains(Kind::Edit));
    view.showStep(4);
    QCOMPARE(view.currentStep(), 4);
    QVERIFY(view.proxy()->kinds().contains(Kind::Edit));
    QVERIFY(edit->isChecked());
    view.showStep(99); // no such step: the selection stays
    QCOMPARE(view.currentStep(), 4);
}

void TestTrajectoryView::spaceExpandsAStep()
{
    TrajectoryView view;
    view.resize(600, 600);
    view.show();
    Trajectory trajectory = tenSteps();
    trajectory.steps[3].observation = QString(u"a line\n"_s).repeated(30);
    view.setTrajectory(std::move(trajectory));
    view.showStep(3);
    QListView *list = view.listView();
    const int collapsed = list->visualRect(list->currentIndex()).height();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Space);
    QVERIFY(view.isStepExpanded(3));
    QTRY_VERIFY(list->visualRect(list->currentIndex()).height() > collapsed + 20);
    QTest::keyClick(list, Qt::Key_Space);
    QVERIFY(!view.isStepExpanded(3));
    QTRY_COMPARE(list->visualRect(list->currentIndex()).height(), collapsed);
}

void TestTrajectoryView::editActionLines_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("swe-agent str_replace")
        << u"str_replace_editor str_replace /a.py   --old_str 'x = 1\ny = 2' --new_str 'x = 3'"_s
        << QStringList{u" str_replace_editor str_replace /a.py"_s, u"-x = 1"_s, u"-y = 2"_s, u"+x = 3"_s};
    QTest::newRow("json old/new")
        << u"{\"command\": \"str_replace\", \"path\": \"/b.c\", \"old_str\": \"int a;\", \"new_str\": \"long a;\\nint b;\"}"_s
        << QStringList{u" {\"command\": \"str_replace\", \"path\": \"/b.c\""_s, u"-int a;"_s, u"+long a;"_s,
                       u"+int b;"_s};
    QTest::newRow("swe-agent 0.x edit") << u"edit 3:4\n    return a\n    return b\nend_of_edit"_s
                                        << QStringList{u" edit 3:4"_s, u"+    return a"_s, u"+    return b"_s};
    QTest::newRow("unified diff") << u"--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new"_s
                                  << QStringList{u"--- a/x"_s, u"+++ b/x"_s, u"@@ -1 +1 @@"_s, u"-old"_s, u"+new"_s};
    QTest::newRow("create") << u"str_replace_editor create /c.py --file_text 'import os\nprint(1)'"_s
                            << QStringList{u" str_replace_editor create /c.py"_s, u"+import os"_s, u"+print(1)"_s};
    QTest::newRow("plain command") << u"create /c.py"_s << QStringList{u" create /c.py"_s};
}

void TestTrajectoryView::editActionLines()
{
    QFETCH(QString, action);
    QFETCH(QStringList, lines);
    QCOMPARE(TrajectoryStepDelegate::editActionLines(action), lines);
}

void TestTrajectoryView::loadsARealTrajectory()
{
    const Result<Trajectory> expected = loadTrajectory(MarshmallowPath);
    QVERIFY(expected.hasValue());
    TrajectoryView view;
    view.resize(800, 600);
    view.show();
    QSignalSpy finished(&view, &TrajectoryView::loadFinished);
    view.loadFile(MarshmallowPath);
    QVERIFY(view.isLoading());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!view.isLoading());
    QVERIFY(!view.findChild<QProgressBar *>(u"trajectoryBusy"_s)->isVisible());
    const int steps = int(expected->steps.size());
    QVERIFY(steps > 0);
    QCOMPARE(view.listView()->model()->rowCount(), steps);
    QCOMPARE(view.findChild<QLabel *>(u"trajectoryStatus"_s)->text(), u"%1 steps"_s.arg(steps));
    QCOMPARE(view.listView()->model()->index(0, 0).data(TrajectoryStepModel::ActionRole).toString(),
             expected->steps.first().action);
}

// Read lean, a trajectory shows the same steps; a collapsed step holds only its first lines, an expanded one its whole
// texts, read again from the file; find looks in the whole texts, beyond what the list holds.
void TestTrajectoryView::leanTrajectoryReadsWhatItShows()
{
    const QString path = testDataPath(samples::sweSmithTrajectory);
    const Result<Trajectory> expected = loadTrajectory(path);
    QVERIFY(expected.hasValue());
    TrajectoryView view;
    view.setLeanThreshold(0);
    view.resize(800, 600);
    view.show();
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(&view, &TrajectoryView::loadFinished);
    view.loadFile(path);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(view.model()->isLean());
    const int steps = int(expected->steps.size());
    QCOMPARE(view.model()->rowCount(), steps);
    QCOMPARE(view.findChild<QLabel *>(u"trajectoryStatus"_s)->text(), u"%1 steps"_s.arg(steps));
    QCOMPARE(view.model()->info().exitStatus, expected->info.exitStatus);

    // The longest observation: cut in the list, whole when asked for.
    int longest = 0;
    for (int i = 0; i < steps; ++i)
        if (expected->steps.at(i).observation.count(u'\n') > expected->steps.at(longest).observation.count(u'\n'))
            longest = i;
    const QString whole = expected->steps.at(longest).observation;
    QVERIFY(whole.count(u'\n') > 2 * LeanTrajectory::PreviewLines);
    const QModelIndex row = view.model()->index(longest);
    const QString preview = row.data(TrajectoryStepModel::ObservationPreviewRole).toString();
    QVERIFY(preview.size() < whole.size());
    QVERIFY(whole.startsWith(preview.section(u'\n', 0, 0)));
    // Asked for, the whole text is read off the GUI thread: the preview stands in until the row changes.
    QSignalSpy read(view.model(), &TrajectoryStepModel::wholeStepRead);
    QCOMPARE(row.data(TrajectoryStepModel::ObservationRole).toString(), preview);
    QVERIFY(read.wait());
    QCOMPARE(read.first().first().toInt(), longest);
    QCOMPARE(row.data(TrajectoryStepModel::ObservationRole).toString(), whole);
    QVERIFY(row.data(TrajectoryStepModel::ObservationLinesRole).toInt() > LeanTrajectory::PreviewLines);

    // Expanded, the step grows to show lines the preview does not hold.
    view.showStep(longest);
    const QRect collapsed = view.listView()->visualRect(view.listView()->currentIndex());
    view.setStepExpanded(longest, true);
    QTRY_VERIFY(view.listView()->visualRect(view.listView()->currentIndex()).height() > collapsed.height() * 2);

    // A line far down the longest observation: only the whole text holds it.
    const QStringList lines = whole.split(u'\n');
    QString needle;
    for (qsizetype i = lines.size() - 1; i > LeanTrajectory::PreviewLines && needle.isEmpty(); --i)
        if (lines.at(i).trimmed().size() >= 12)
            needle = lines.at(i).trimmed().left(12);
    QVERIFY(!needle.isEmpty());
    int want = 0;
    for (const TrajectoryStep &step : expected->steps)
        if (step.thought.contains(needle, Qt::CaseInsensitive) || step.action.contains(needle, Qt::CaseInsensitive) ||
            step.observation.contains(needle, Qt::CaseInsensitive))
            ++want;
    QVERIFY(want > 0);
    view.setFindText(needle);
    QTRY_COMPARE(view.matchCount(), want);
    QVERIFY(view.findChild<QLabel *>(u"trajectoryMatchLabel"_s)->text().endsWith(u"of %1"_s.arg(want)));
}

// A step asked for while the trajectory is still being read (a search hit, a flag's evidence) is selected once it is
// there, lean or whole.
void TestTrajectoryView::stepAskedForWhileReadingIsShown()
{
    const QString path = testDataPath(samples::sweSmithTrajectory);
    const Result<Trajectory> expected = loadTrajectory(path);
    QVERIFY(expected.hasValue());
    const int last = int(expected->steps.size()) - 1;
    for (const qint64 threshold : {qint64(0), std::numeric_limits<qint64>::max()}) {
        TrajectoryView view;
        view.setLeanThreshold(threshold);
        view.resize(800, 600);
        view.show();
        view.loadFile(path);
        QVERIFY(view.isLoading());
        view.showStep(last);
        QTRY_COMPARE(view.currentStep(), last);
        QTRY_VERIFY(!view.isLoading());
        QCOMPARE(view.currentStep(), last);
    }
}

void TestTrajectoryView::loadErrorNamesTheFile()
{
    TrajectoryView view;
    QSignalSpy finished(&view, &TrajectoryView::loadFinished);
    const QString missing = testDataPath(u"no-such-file.traj"_s);
    view.loadFile(missing);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(view.findChild<QLabel *>(u"trajectoryStatus"_s)->text().contains(u"no-such-file.traj"_s));
    QCOMPARE(view.model()->rowCount(), 0);
}

void TestTrajectoryView::newestLoadWins()
{
    QTemporaryDir dir;
    QFile big(dir.filePath(u"big.traj"_s));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(generatedTrajectory(3000));
    big.close();
    const Result<Trajectory> small = loadTrajectory(MarshmallowPath);
    QVERIFY(small.hasValue());

    TrajectoryView view;
    QSignalSpy finished(&view, &TrajectoryView::loadFinished);
    view.loadFile(big.fileName());
    view.loadFile(MarshmallowPath);
    QTRY_COMPARE(finished.count(), 1);
    // Let the superseded parse finish and deliver too: it must not replace what is shown.
    workPool()->waitForDone();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(view.model()->rowCount(), int(small->steps.size()));
}

void TestTrajectoryView::largeTrajectoryLoadsWithoutBlocking()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"large.traj"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(generatedTrajectory(5000));
    file.close();

    TrajectoryView view;
    view.resize(800, 600);
    view.show();
    QSignalSpy finished(&view, &TrajectoryView::loadFinished);
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(1);
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start();
    view.loadFile(file.fileName());
    // loadFile returned before parsing: the view is busy and the GUI thread is free.
    QVERIFY(view.isLoading());
    QVERIFY(view.findChild<QProgressBar *>(u"trajectoryBusy"_s)->isVisible());
    QCOMPARE(view.model()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QVERIFY(ticks > 0);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(view.listView()->model()->rowCount(), 5000);
    view.showStep(4999);
    QCOMPARE(view.currentStep(), 4999);
}

void TestTrajectoryView::compareViewFollowsTheSelection()
{
    TrajectoryCompareView compare;
    compare.resize(1000, 500);
    compare.show();
    compare.left()->setTrajectory(tenSteps());
    Trajectory shorter = tenSteps();
    shorter.steps.resize(5);
    compare.right()->setTrajectory(shorter);

    compare.left()->showStep(3);
    QCOMPARE(compare.right()->currentStep(), 3);
    compare.left()->showStep(8); // the right side has five steps: it shows its last
    QCOMPARE(compare.right()->currentStep(), 4);
    QCOMPARE(compare.left()->currentStep(), 8);
    compare.right()->showStep(1);
    QCOMPARE(compare.left()->currentStep(), 1);
}

QTEST_MAIN(TestTrajectoryView)
#include "tst_trajectoryview.moc"
