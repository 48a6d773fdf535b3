// Edit > Search Dataset from the window: the index is built off the GUI thread, a query's hits come grouped by task
// and attempt, and Enter on a hit opens it where it lives (another task's trajectory step, a test file's line).
#include <tests/support/window/demowindow.h>
#include <tests/support/window/windowtest.h>

#include <app/window/mainwindow.h>
#include <app/controllers/searchcontroller.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <widgets/search/searchpanel.h>
#include <widgets/testeditor/testeditor.h>
#include <widgets/trajectory/trajectoryview.h>

#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTreeView>

using namespace heddle;
using namespace Qt::StringLiterals;
using namespace heddletest;

namespace {

// The first hit row (a grandchild: task, attempt, hit) whose task and "Where" text satisfy pick; invalid when none.
QModelIndex findHit(QTreeView *view, const std::function<bool(const QString &task, const QString &where)> &pick)
{
    QAbstractItemModel *model = view->model();
    for (int t = 0; t < model->rowCount(); ++t) {
        const QModelIndex task = model->index(t, 0);
        for (int a = 0; a < model->rowCount(task); ++a) {
            const QModelIndex attempt = model->index(a, 0, task);
            for (int h = 0; h < model->rowCount(attempt); ++h) {
                const QModelIndex hit = model->index(h, 0, attempt);
                if (pick(task.data().toString(), hit.data().toString()))
                    return hit;
            }
        }
    }
    return {};
}

bool finished(SearchPanel *panel)
{
    const QString status = panel->findChild<QLabel *>(u"searchStatus"_s)->text();
    return !status.isEmpty() && !status.contains(u"…"_s);
}

} // namespace

class TestSearchWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useTestSettings(); }
    void findsAndOpensHitsInOtherTasks();
    void aBadQuerySaysWhy();
    void aSnippetOverLinesKeepsToItsRow();
    void keepsTheCuratorsSearches();
};

void TestSearchWindow::findsAndOpensHitsInOtherTasks()
{
    DemoWindow demo;
    QVERIFY(demo.showTask(u"spend-policy"_s));
    SearchController *search = demo.window().findChild<SearchController *>();
    QTRY_VERIFY_WITH_TIMEOUT(search->isIndexReady(), 60000);
    auto *action = demo.window().findChild<QAction *>(u"searchDatasetAction"_s);
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    action->trigger();
    QVERIFY(search->dock()->isVisible());
    SearchPanel *panel = search->panel();
    auto *kind = panel->findChild<QComboBox *>(u"searchKindCombo"_s);
    kind->setCurrentIndex(kind->findData(u"action"_s));
    panel->runQuery(u"pytest"_s);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel), 20000);
    QVERIFY2(panel->hitCount() > 0, qPrintable(panel->findChild<QLabel *>(u"searchStatus"_s)->text()));

    // A step of another task's attempt: Enter opens that task, its trajectory, at the step.
    QTreeView *results = panel->resultsView();
    const QModelIndex hit = findHit(results, [](const QString &task, const QString &where) {
        return task == u"coin-hours-split" && where.startsWith(u"step "_s);
    });
    QVERIFY(hit.isValid());
    const int step = hit.data().toString().mid(5).toInt() - 1; // "step N" counts from 1
    results->setFocus();
    results->setCurrentIndex(hit);
    QTest::keyClick(results, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(demo.window().views()->task().id, u"coin-hours-split"_s, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(demo.window().views()->trajectoryView()->currentStep(), step, 20000);
    // The step is open and what matched is found in it: the match is in view, not behind a collapsed row.
    TrajectoryView *trajectory = demo.window().views()->trajectoryView();
    QTRY_VERIFY_WITH_TIMEOUT(trajectory->isStepExpanded(step), 20000);
    QCOMPARE(trajectory->findChild<QLineEdit *>(u"trajectoryFindField"_s)->text().toLower(), u"pytest"_s);
    QTRY_VERIFY_WITH_TIMEOUT(trajectory->matchCount() > 0, 20000);
    if (const QByteArray shots = qgetenv("HEDDLE_SHOTS"); !shots.isEmpty())
        demo.window().grab().save(QString::fromLocal8Bit(shots) + u"/search-step.png"_s);

    // A line of a test file, in the task shown now: the test editor opens the file at the matching line.
    kind->setCurrentIndex(kind->findData(u"test"_s));
    panel->runQuery(u"InsufficientHoursError"_s);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel), 20000);
    const QModelIndex testHit = findHit(results, [](const QString &task, const QString &where) {
        return task == u"coin-hours-split" && where.endsWith(u".py"_s);
    });
    QVERIFY(testHit.isValid());
    results->setCurrentIndex(testHit);
    QTest::keyClick(results, Qt::Key_Return);
    TestEditor *editor = demo.window().views()->testEditor();
    QTRY_COMPARE_WITH_TIMEOUT(editor->currentPath(), testHit.data().toString(), 20000);
}

void TestSearchWindow::aBadQuerySaysWhy()
{
    DemoWindow demo;
    QVERIFY(demo.showTask(u"spend-policy"_s));
    SearchController *search = demo.window().findChild<SearchController *>();
    QTRY_VERIFY_WITH_TIMEOUT(search->isIndexReady(), 60000);
    search->showSearch();
    search->panel()->runQuery(u"pytest AND"_s);
    auto *status = search->panel()->findChild<QLabel *>(u"searchStatus"_s);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"cannot be run"_s), 20000);
    QVERIFY2(status->text().contains(u"syntax error"_s), qPrintable(status->text()));
    QCOMPARE(search->panel()->hitCount(), 0);
}

// A matching text that spans lines (an editor call with a file's text) is painted on one line, in a row as tall as
// the others: it never runs over the hits below it.
void TestSearchWindow::aSnippetOverLinesKeepsToItsRow()
{
    DemoWindow demo;
    QVERIFY(demo.showTask(u"spend-policy"_s));
    SearchController *search = demo.window().findChild<SearchController *>();
    QTRY_VERIFY_WITH_TIMEOUT(search->isIndexReady(), 60000);
    search->showSearch();
    SearchPanel *panel = search->panel();
    auto *kind = panel->findChild<QComboBox *>(u"searchKindCombo"_s);
    kind->setCurrentIndex(kind->findData(u"action"_s));
    panel->runQuery(u"reproduce"_s);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel), 20000);
    QTreeView *results = panel->resultsView();
    results->expandAll();
    QModelIndex spanning;
    QModelIndex single;
    QAbstractItemModel *model = results->model();
    for (int t = 0; t < model->rowCount(); ++t) {
        const QModelIndex task = model->index(t, 0);
        for (int a = 0; a < model->rowCount(task); ++a) {
            const QModelIndex attempt = model->index(a, 0, task);
            for (int h = 0; h < model->rowCount(attempt); ++h) {
                const QModelIndex text = model->index(h, 2, attempt);
                (text.data().toString().contains(u'\n') ? spanning : single) = text;
            }
        }
    }
    QVERIFY2(spanning.isValid(), "no hit spans lines");
    QVERIFY(single.isValid());
    QStyleOptionViewItem option;
    option.initFrom(results);
    QAbstractItemDelegate *delegate = results->itemDelegateForColumn(2);
    QCOMPARE(delegate->sizeHint(option, spanning).height(), delegate->sizeHint(option, single).height());
    QCOMPARE(results->visualRect(spanning).height(), results->visualRect(single).height());
    if (const QByteArray shots = qgetenv("HEDDLE_SHOTS"); !shots.isEmpty())
        results->grab().save(QString::fromLocal8Bit(shots) + u"/search-spanning.png"_s);
}

void TestSearchWindow::keepsTheCuratorsSearches()
{
    DemoWindow demo;
    QVERIFY(demo.showTask(u"spend-policy"_s));
    SearchController *search = demo.window().findChild<SearchController *>();
    QTRY_VERIFY_WITH_TIMEOUT(search->isIndexReady(), 60000);
    search->showSearch();
    SearchPanel *panel = search->panel();
    auto *kind = panel->findChild<QComboBox *>(u"searchKindCombo"_s);
    kind->setCurrentIndex(kind->findData(u"observation"_s));
    panel->runQuery(u"passed"_s);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel), 20000);
    const int hits = panel->hitCount();
    QVERIFY(hits > 0);
    // Saved (as the Save button does once a name is given): in the settings and in the list after the shipped ones.
    Q_EMIT panel->saveRequested(panel->currentSearch(u"Test runs"_s));
    const QList<SavedSearch> kept = demo.window().settings()->savedSearches();
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.first().query, u"passed"_s);
    QCOMPARE(kept.first().kinds, QList<IndexedKind>{IndexedKind::Observation});
    auto *saved = panel->findChild<QComboBox *>(u"savedSearchCombo"_s);
    const int row = saved->findText(u"Test runs"_s);
    QVERIFY(row > int(builtInSearches().size()));
    // Chosen again after another query: the same query and kind run.
    kind->setCurrentIndex(0);
    panel->runQuery(u"wallet"_s);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel), 20000);
    saved->setCurrentIndex(row);
    Q_EMIT saved->activated(row);
    QTRY_VERIFY_WITH_TIMEOUT(finished(panel) && panel->query() == u"passed"_s, 20000);
    QCOMPARE(kind->currentData().toString(), u"observation"_s);
    QCOMPARE(panel->hitCount(), hits);
    // The box names the search that is active, until the query is typed over.
    QCOMPARE(saved->currentText(), u"Test runs"_s);
    auto *queryField = panel->findChild<QLineEdit *>(u"searchQueryEdit"_s);
    QVERIFY(queryField);
    queryField->setFocus();
    QTest::keyClick(queryField, Qt::Key_X);
    QCOMPARE(saved->currentIndex(), 0);
    // Removed.
    Q_EMIT panel->removeRequested(u"Test runs"_s);
    QVERIFY(demo.window().settings()->savedSearches().isEmpty());
    QCOMPARE(saved->findText(u"Test runs"_s), -1);
}

QTEST_MAIN(TestSearchWindow)
#include "tst_searchwindow.moc"
