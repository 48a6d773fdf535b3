// The queue's filter and proxy: each criterion alone and combined on summaries built here, natural sorting, the
// wrapping keyboard walk, the settings round trip, and the same on the demo dataset.
#include <core/dataset/datasetio.h>
#include <core/dataset/taskfilter.h>
#include <core/dataset/tasklistmodel.h>
#include <core/dataset/taskorder.h>
#include <core/validation/runrecord.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

TaskSummary summary(const QString &id, const QString &repository, CurationStatus status, QStringList models,
                    QMap<QString, int> categories = {})
{
    TaskSummary t;
    t.id = id;
    t.repository = repository;
    t.status = status;
    t.models = std::move(models);
    t.specsPerCategory = std::move(categories);
    t.specs = 0;
    for (int n : std::as_const(t.specsPerCategory))
        t.specs += n;
    t.attempts = int(t.models.size()) * 2;
    return t;
}

void addFlags(TaskSummary &t, FlagKind kind, Verdict verdict, int n = 1)
{
    t.flags[size_t(kind)][size_t(verdict)] += n;
}

MutationSummary mutation(int killed, int survived, QStringList stale = {})
{
    MutationSummary m;
    m.runId = u"20260301-101500-ab12"_s;
    m.killed = killed;
    m.survived = survived;
    m.stale = std::move(stale);
    return m;
}

// Six tasks, each one distinct on some criterion.
QList<TaskSummary> sampleTasks()
{
    TaskSummary a = summary(u"task-2"_s, u"django/django"_s, CurationStatus::New, {u"gpt-4o"_s},
                            {{u"state"_s, 2}, {u"order"_s, 1}});
    addFlags(a, FlagKind::FalsePositive, Verdict::Open, 2);
    TaskSummary b = summary(u"task-10"_s, u"django/django"_s, CurationStatus::InReview,
                            {u"claude-3-5-sonnet"_s, u"gpt-4o"_s}, {{u"interface"_s, 3}});
    addFlags(b, FlagKind::FalseNegative, Verdict::Confirmed);
    addFlags(b, FlagKind::FalsePositive, Verdict::Dismissed);
    TaskSummary c =
        summary(u"task-1"_s, u"sympy/sympy"_s, CurationStatus::Approved, {u"claude-3-5-sonnet"_s}, {{u"state"_s, 1}});
    TaskSummary d = summary(u"Task-3"_s, u"sympy/sympy"_s, CurationStatus::InRepair, {u"o1"_s});
    addFlags(d, FlagKind::FalseNegative, Verdict::Open);
    addFlags(d, FlagKind::FalsePositive, Verdict::NeedsRerun);
    TaskSummary e = summary(u"broken-task"_s, QString(), CurationStatus::New, {});
    Error err = makeError(Error::Code::Parse, u"unexpected end of input"_s, u"line 4"_s);
    err.file = u"tasks/broken-task/task.json"_s;
    e.errors = {err};
    TaskSummary f = summary(u"task-20"_s, u"astropy/astropy"_s, CurationStatus::Rejected, {u"gpt-4o"_s});
    addFlags(f, FlagKind::FalseNegative, Verdict::NeedsRerun);
    // Mutation analyses: 80%, 90% but stale, 100%, 33%; the broken task and task-20 were never analysed.
    a.mutation = mutation(20, 5);
    b.mutation = mutation(9, 1, {u"test file tests/test_x.py was edited since"_s});
    c.mutation = mutation(10, 0);
    d.mutation = mutation(1, 2);
    // The newest validations of task-10 and task-20 tested nothing.
    b.testedNothing = u"environment"_s;
    f.testedNothing = u"did_not_run"_s;
    return {a, b, c, d, e, f};
}

QStringList shownIds(const QAbstractItemModel &model)
{
    QStringList ids;
    for (int r = 0; r < model.rowCount(); ++r)
        ids << model.index(r, TaskListModel::Id).data().toString();
    return ids;
}

// The demo's description and tasks (not its repositories), in a folder the test may change.
QString copyDemo(const QTemporaryDir &tmp)
{
    QString target = tmp.filePath(u"demo"_s);
    if (!writeFile(target + u"/heddle-dataset.json"_s, readFixture(demoSourcePath(u"heddle-dataset.json"_s))) ||
        !copyTree(demoSourcePath(u"tasks"_s), target + u"/tasks"_s))
        QTest::qFail("cannot copy the demo dataset", __FILE__, __LINE__);
    return target;
}

} // namespace

class TstTaskFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matches_data();
    void matches();
    void emptyFilter();
    void variantRoundTrip();
    void sortsNaturally();
    void ordersIdsAsTheCollatorDoes();
    void choicesOfEveryTask();
    void mutationColumn();
    void neighbourWraps();
    void nextWithOpenFlags();
    void updatedTaskIsFilteredAgain();
    void navigationOnEmptyQueue();
    void demoDataset();
};

void TstTaskFilter::matches_data()
{
    QTest::addColumn<TaskFilter>("filter");
    QTest::addColumn<QStringList>("expected");

    const auto f = [](auto change) {
        TaskFilter filter;
        change(filter);
        return filter;
    };
    QTest::newRow("status new") << f([](TaskFilter &x) { x.statuses = {CurationStatus::New}; })
                                << QStringList{u"task-2"_s, u"broken-task"_s};
    QTest::newRow("status review or repair") << f([](TaskFilter &x) {
        x.statuses = {CurationStatus::InReview, CurationStatus::InRepair};
    }) << QStringList{u"task-10"_s, u"Task-3"_s};
    QTest::newRow("any FP") << f([](TaskFilter &x) { x.flagKind = FlagKind::FalsePositive; })
                            << QStringList{u"task-2"_s, u"task-10"_s, u"Task-3"_s};
    QTest::newRow("open of any kind") << f([](TaskFilter &x) { x.verdict = Verdict::Open; })
                                      << QStringList{u"task-2"_s, u"Task-3"_s};
    QTest::newRow("open FN") << f([](TaskFilter &x) {
        x.flagKind = FlagKind::FalseNegative;
        x.verdict = Verdict::Open;
    }) << QStringList{u"Task-3"_s};
    QTest::newRow("confirmed FN") << f([](TaskFilter &x) {
        x.flagKind = FlagKind::FalseNegative;
        x.verdict = Verdict::Confirmed;
    }) << QStringList{u"task-10"_s};
    QTest::newRow("dismissed FN: none") << f([](TaskFilter &x) {
        x.flagKind = FlagKind::FalseNegative;
        x.verdict = Verdict::Dismissed;
    }) << QStringList{};
    QTest::newRow("needs re-run") << f([](TaskFilter &x) { x.verdict = Verdict::NeedsRerun; })
                                  << QStringList{u"Task-3"_s, u"task-20"_s};
    QTest::newRow("load error") << f([](TaskFilter &x) { x.load = TaskFilter::Load::Broken; })
                                << QStringList{u"broken-task"_s};
    QTest::newRow("loads fine") << f([](TaskFilter &x) { x.load = TaskFilter::Load::LoadsFine; })
                                << QStringList{u"task-2"_s, u"task-10"_s, u"task-1"_s, u"Task-3"_s, u"task-20"_s};
    QTest::newRow("category state") << f([](TaskFilter &x) { x.category = u"state"_s; })
                                    << QStringList{u"task-2"_s, u"task-1"_s};
    QTest::newRow("unknown category") << f([](TaskFilter &x) { x.category = u"nothing"_s; }) << QStringList{};
    QTest::newRow("repository") << f([](TaskFilter &x) { x.repository = u"sympy/sympy"_s; })
                                << QStringList{u"task-1"_s, u"Task-3"_s};
    QTest::newRow("repository is exact") << f([](TaskFilter &x) { x.repository = u"sympy"_s; }) << QStringList{};
    QTest::newRow("model") << f([](TaskFilter &x) { x.model = u"claude-3-5-sonnet"_s; })
                           << QStringList{u"task-10"_s, u"task-1"_s};
    QTest::newRow("text in id, any case")
        << f([](TaskFilter &x) { x.text = u"TASK-2"_s; }) << QStringList{u"task-2"_s, u"task-20"_s};
    QTest::newRow("text in repository") << f([](TaskFilter &x) { x.text = u"astro"_s; }) << QStringList{u"task-20"_s};
    QTest::newRow("text in models") << f([](TaskFilter &x) { x.text = u"Sonnet"_s; })
                                    << QStringList{u"task-10"_s, u"task-1"_s};
    QTest::newRow("text in load error") << f([](TaskFilter &x) { x.text = u"end of input"_s; })
                                        << QStringList{u"broken-task"_s};
    QTest::newRow("text: every word") << f([](TaskFilter &x) { x.text = u" django  sonnet "_s; })
                                      << QStringList{u"task-10"_s};
    QTest::newRow("text matches nothing") << f([](TaskFilter &x) { x.text = u"zebra"_s; }) << QStringList{};
    QTest::newRow("status and model") << f([](TaskFilter &x) {
        x.statuses = {CurationStatus::New, CurationStatus::Rejected};
        x.model = u"gpt-4o"_s;
    }) << QStringList{u"task-2"_s, u"task-20"_s};
    QTest::newRow("repository, FP and category") << f([](TaskFilter &x) {
        x.repository = u"django/django"_s;
        x.flagKind = FlagKind::FalsePositive;
        x.category = u"interface"_s;
    }) << QStringList{u"task-10"_s};
    QTest::newRow("mutation score below 50%")
        << f([](TaskFilter &x) { x.mutationBelow = 50; }) << QStringList{u"Task-3"_s};
    QTest::newRow("mutation score below 80%: 80 is not")
        << f([](TaskFilter &x) { x.mutationBelow = 80; }) << QStringList{u"Task-3"_s};
    QTest::newRow("a mutant survives") << f([](TaskFilter &x) { x.mutationBelow = 100; })
                                       << QStringList{u"task-2"_s, u"task-10"_s, u"Task-3"_s};
    QTest::newRow("not analysed") << f([](TaskFilter &x) { x.mutation = TaskFilter::Mutation::NotAnalysed; })
                                  << QStringList{u"broken-task"_s, u"task-20"_s};
    QTest::newRow("stale analysis") << f([](TaskFilter &x) { x.mutation = TaskFilter::Mutation::Stale; })
                                    << QStringList{u"task-10"_s};
    QTest::newRow("analysis up to date") << f([](TaskFilter &x) { x.mutation = TaskFilter::Mutation::Current; })
                                         << QStringList{u"task-2"_s, u"task-1"_s, u"Task-3"_s};
    QTest::newRow("survivors, up to date") << f([](TaskFilter &x) {
        x.mutationBelow = 100;
        x.mutation = TaskFilter::Mutation::Current;
    }) << QStringList{u"task-2"_s, u"Task-3"_s};
    QTest::newRow("survivors and status new") << f([](TaskFilter &x) {
        x.mutationBelow = 100;
        x.statuses = {CurationStatus::New};
    }) << QStringList{u"task-2"_s};
    QTest::newRow("runs that tested nothing")
        << f([](TaskFilter &x) { x.testedNothing = u"any"_s; }) << QStringList{u"task-10"_s, u"task-20"_s};
    QTest::newRow("runs that lacked their environment")
        << f([](TaskFilter &x) { x.testedNothing = u"environment"_s; }) << QStringList{u"task-10"_s};
    QTest::newRow("load error and status approved") << f([](TaskFilter &x) {
        x.load = TaskFilter::Load::Broken;
        x.statuses = {CurationStatus::Approved};
    }) << QStringList{};
}

void TstTaskFilter::matches()
{
    QFETCH(TaskFilter, filter);
    QFETCH(QStringList, expected);

    TaskListModel model;
    model.setTasks(sampleTasks());
    TaskFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QCOMPARE(proxy.rowCount(), 6);
    proxy.setFilter(filter);
    QCOMPARE(proxy.filter(), filter);
    QVERIFY(!filter.isEmpty());

    QStringList shown = shownIds(proxy);
    shown.sort();
    expected.sort();
    QCOMPARE(shown, expected);

    // The struct alone says the same as the proxy.
    QStringList direct;
    for (const TaskSummary &t : sampleTasks())
        if (filter.matches(t))
            direct << t.id;
    direct.sort();
    QCOMPARE(direct, expected);

    proxy.setFilter({});
    QCOMPARE(proxy.rowCount(), 6);
}

void TstTaskFilter::emptyFilter()
{
    TaskFilter f;
    QVERIFY(f.isEmpty());
    f.text = u"   "_s;
    QVERIFY(f.isEmpty());
    for (const TaskSummary &t : sampleTasks())
        QVERIFY(f.matches(t));
    f.verdict = Verdict::Dismissed;
    QVERIFY(!f.isEmpty());
}

void TstTaskFilter::variantRoundTrip()
{
    TaskFilter f;
    QCOMPARE(TaskFilter::fromVariant(f.toVariant()), f);
    QVERIFY(f.toVariant().isEmpty());

    f.statuses = {CurationStatus::InRepair, CurationStatus::Approved};
    f.flagKind = FlagKind::FalseNegative;
    f.verdict = Verdict::NeedsRerun;
    f.load = TaskFilter::Load::LoadsFine;
    f.category = u"state"_s;
    f.repository = u"django/django"_s;
    f.model = u"gpt-4o"_s;
    f.text = u"split hours"_s;
    f.mutation = TaskFilter::Mutation::Stale;
    f.mutationBelow = 80;
    f.testedNothing = u"did_not_run"_s;
    const QVariantMap map = f.toVariant();
    QCOMPARE(map.value(u"mutation"_s).toString(), u"stale"_s);
    QCOMPARE(map.value(u"mutationBelow"_s).toInt(), 80);
    QCOMPARE(map.value(u"statuses"_s).toStringList(), (QStringList{u"in_repair"_s, u"approved"_s}));
    QCOMPARE(map.value(u"verdict"_s).toString(), u"needs_rerun"_s);
    QCOMPARE(TaskFilter::fromVariant(map), f);

    // What a settings file from another version may hold: unknown names are dropped.
    const QVariantMap odd{{u"statuses"_s, QStringList{u"bogus"_s, u"new"_s}},
                          {u"flagKind"_s, u"XX"_s},
                          {u"verdict"_s, u"maybe"_s},
                          {u"load"_s, u"sometimes"_s},
                          {u"mutation"_s, u"often"_s},
                          {u"mutationBelow"_s, 250}};
    const TaskFilter read = TaskFilter::fromVariant(odd);
    QCOMPARE(read.statuses, QSet<CurationStatus>{CurationStatus::New});
    QVERIFY(!read.flagKind && !read.verdict);
    QCOMPARE(read.load, TaskFilter::Load::Any);
    QCOMPARE(read.mutation, TaskFilter::Mutation::Any);
    QCOMPARE(read.mutationBelow, 0);
}

void TstTaskFilter::sortsNaturally()
{
    TaskListModel model;
    model.setTasks(sampleTasks());
    TaskFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.sort(TaskListModel::Id, Qt::AscendingOrder);
    QCOMPARE(shownIds(proxy),
             (QStringList{u"broken-task"_s, u"task-1"_s, u"task-2"_s, u"Task-3"_s, u"task-10"_s, u"task-20"_s}));

    // Counts as numbers: 2 open FP flags (task-2) sort after 0 and before nothing higher.
    proxy.sort(TaskListModel::FalsePositives, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, TaskListModel::Id).data().toString(), u"task-2"_s);
    proxy.sort(TaskListModel::Specs, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, TaskListModel::Id).data().toString(), u"task-10"_s); // 3 specs
    QCOMPARE(proxy.index(1, TaskListModel::Id).data().toString(), u"task-2"_s);  // 3 specs, then by id

    // Filtering keeps the order.
    TaskFilter f;
    f.model = u"gpt-4o"_s;
    proxy.sort(TaskListModel::Id, Qt::DescendingOrder);
    proxy.setFilter(f);
    QCOMPARE(shownIds(proxy), (QStringList{u"task-20"_s, u"task-10"_s, u"task-2"_s}));
}

void TstTaskFilter::ordersIdsAsTheCollatorDoes()
{
    // Ids as benchmarks name them, in an order that is neither the collator's nor the bytes': numbers of other
    // lengths, other cases, separators and letters beyond ASCII, and two ids that differ only in case.
    QStringList ids{u"django__django-11099"_s,
                    u"django__django-9296"_s,
                    u"astropy__astropy-12907"_s,
                    u"Django__django-10000"_s,
                    u"sympy__sympy-20590"_s,
                    u"scikit-learn__scikit-learn-10297"_s,
                    u"scikit_learn-2"_s,
                    u"task-10"_s,
                    u"task-2"_s,
                    u"TASK-2"_s,
                    u"zeta.1"_s,
                    u"Ärger-3"_s,
                    u"aerger-3"_s,
                    u"task-01"_s,
                    u"task 1"_s};
    auto *random = QRandomGenerator::global();
    for (int i = 0; i < 300; ++i) // and many more, made up of the same kinds of characters
        ids.append(u"%1%2-%3"_s.arg(QChar(u"aAbBäzZ_-."[random->bounded(10)]))
                       .arg(random->bounded(3) ? u"task"_s : u"Task"_s)
                       .arg(random->bounded(100000)));
    QList<TaskSummary> tasks;
    for (const QString &id : std::as_const(ids))
        tasks.append(summary(id, {}, CurationStatus::New, {}));

    // The places: what the collator says of every pair.
    const QCollator collator = queueCollator();
    const std::vector<int> ranks = idRanks(tasks);
    for (int a = 0; a < int(tasks.size()); ++a)
        for (int b = 0; b < int(tasks.size()); ++b) {
            const int order = collator.compare(tasks[a].id, tasks[b].id);
            const int byRank = ranks[size_t(a)] < ranks[size_t(b)] ? -1 : ranks[size_t(a)] > ranks[size_t(b)] ? 1 : 0;
            if (byRank != (order > 0) - (order < 0))
                QFAIL(qPrintable(u"%1 and %2: the collator says %3, the places %4"_s.arg(tasks[a].id, tasks[b].id)
                                     .arg(order)
                                     .arg(byRank)));
        }
    QCOMPARE(ranks[size_t(ids.indexOf(u"task-2"_s))], ranks[size_t(ids.indexOf(u"TASK-2"_s))]);

    // Sorted, the tasks are in that order, each once; sorted again, nothing moves; the places are then the rows.
    QList<TaskSummary> sorted = tasks;
    sortTasksById(sorted);
    QCOMPARE(sorted.size(), tasks.size());
    QStringList sortedIds;
    for (const TaskSummary &t : std::as_const(sorted))
        sortedIds.append(t.id);
    QStringList expected = ids;
    std::stable_sort(expected.begin(), expected.end(),
                     [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    QCOMPARE(sortedIds, expected);
    const auto before = [&](const QString &a, const QString &b) { return sortedIds.indexOf(a) < sortedIds.indexOf(b); };
    QVERIFY(before(u"django__django-9296"_s, u"Django__django-10000"_s));
    QVERIFY(before(u"Django__django-10000"_s, u"django__django-11099"_s));
    QVERIFY(before(u"task-2"_s, u"task-10"_s));
    QVERIFY(before(u"aerger-3"_s, u"Ärger-3"_s));
    QVERIFY(before(u"Ärger-3"_s, u"astropy__astropy-12907"_s));
    QList<TaskSummary> again = sorted;
    sortTasksById(again);
    QVERIFY(std::equal(again.cbegin(), again.cend(), sorted.cbegin(), sorted.cend(),
                       [](const TaskSummary &a, const TaskSummary &b) { return a.id == b.id; }));
    const std::vector<int> sortedRanks = idRanks(sorted);
    for (int row = 1; row < int(sorted.size()); ++row)
        QVERIFY(sortedRanks[size_t(row)] == row || sortedRanks[size_t(row)] == sortedRanks[size_t(row - 1)]);

    // The queue shows them in that order, from either list.
    for (const QList<TaskSummary> &list : {tasks, sorted}) {
        TaskListModel model;
        model.setTasks(list);
        TaskFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(TaskListModel::Id, Qt::AscendingOrder);
        QStringList shown = shownIds(proxy);
        // Ids the collator holds equal keep the list's order: compare them as one.
        for (QString &id : shown)
            id = id.toLower();
        QStringList lowered = expected;
        for (QString &id : lowered)
            id = id.toLower();
        QCOMPARE(shown, lowered);
    }
}

void TstTaskFilter::choicesOfEveryTask()
{
    // Neighbours that share their models and categories, and tasks that differ from the one before in any of them.
    QList<TaskSummary> tasks{
        summary(u"t1"_s, u"org/b"_s, CurationStatus::New, {u"gpt-4o"_s, u"claude"_s}, {{u"state"_s, 1}}),
        summary(u"t2"_s, u"org/b"_s, CurationStatus::New, {u"gpt-4o"_s, u"claude"_s}, {{u"state"_s, 1}}),
        summary(u"t3"_s, u"Org/a"_s, CurationStatus::New, {u"gpt-4o"_s, u"Qwen"_s}, {{u"state"_s, 2}}),
        summary(u"t4"_s, {}, CurationStatus::New, {u"gpt-4o"_s, u"Qwen"_s}, {{u"functional"_s, 1}}),
        summary(u"t5"_s, u"org/b"_s, CurationStatus::New, {}, {{u"functional"_s, 1}, {u"edge"_s, 2}}),
        summary(u"t6"_s, u"org/b"_s, CurationStatus::New, {u"llama"_s}, {}),
    };
    const FilterChoices choices = filterChoices(tasks);
    QCOMPARE(choices.repositories, (QStringList{u"Org/a"_s, u"org/b"_s}));
    QCOMPARE(choices.models, (QStringList{u"claude"_s, u"gpt-4o"_s, u"llama"_s, u"Qwen"_s}));
    QCOMPARE(choices.categories, (QStringList{u"edge"_s, u"functional"_s, u"state"_s}));
    QCOMPARE(filterChoices({}).models, QStringList{});
}

void TstTaskFilter::mutationColumn()
{
    TaskListModel model;
    model.setTasks(sampleTasks());
    const auto cell = [&](const QString &id, int role) {
        const auto hits = model.match(model.index(0, 0), TaskListModel::TaskIdRole, id, 1, Qt::MatchExactly);
        return hits.value(0).siblingAtColumn(TaskListModel::Mutation).data(role);
    };
    QCOMPARE(model.headerData(TaskListModel::Mutation, Qt::Horizontal).toString(), u"Mutation"_s);
    QCOMPARE(cell(u"task-2"_s, Qt::DisplayRole).toString(), u"80%"_s);
    QCOMPARE(cell(u"task-10"_s, Qt::DisplayRole).toString(), u"90% (stale)"_s);
    QVERIFY(cell(u"task-10"_s, TaskListModel::MutationStaleRole).toBool());
    QVERIFY(!cell(u"task-2"_s, TaskListModel::MutationStaleRole).toBool());
    QCOMPARE(cell(u"task-20"_s, Qt::DisplayRole).toString(), u"—"_s);
    const QString tip = cell(u"task-2"_s, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"kill 20 of 25"_s) && tip.contains(u"5 survive"_s), qPrintable(tip));
    QVERIFY(cell(u"task-10"_s, Qt::ToolTipRole).toString().contains(u"Stale: test file tests/test_x.py was edited"_s));
    QVERIFY(cell(u"task-20"_s, Qt::ToolTipRole).toString().startsWith(u"No mutation analysis yet"_s));
    // 199 of 200 killed is not shown as 100%: that is for tests that let nothing survive.
    MutationSummary nearly = mutation(199, 1);
    QCOMPARE(TaskListModel::mutationText(nearly), u"99%"_s);

    // Sorted as numbers, weakest first; the tasks never analysed stay last in either order.
    TaskFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.sort(TaskListModel::Mutation, Qt::AscendingOrder);
    QCOMPARE(shownIds(proxy).mid(0, 4), (QStringList{u"Task-3"_s, u"task-2"_s, u"task-10"_s, u"task-1"_s}));
    QStringList last = shownIds(proxy).mid(4);
    last.sort();
    QCOMPARE(last, (QStringList{u"broken-task"_s, u"task-20"_s}));
    proxy.sort(TaskListModel::Mutation, Qt::DescendingOrder);
    QCOMPARE(shownIds(proxy).mid(0, 4), (QStringList{u"task-1"_s, u"task-10"_s, u"task-2"_s, u"Task-3"_s}));
    last = shownIds(proxy).mid(4);
    last.sort();
    QCOMPARE(last, (QStringList{u"broken-task"_s, u"task-20"_s}));
}

void TstTaskFilter::neighbourWraps()
{
    TaskListModel model;
    model.setTasks(sampleTasks());
    TaskFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(TaskListModel::Id, Qt::AscendingOrder);

    const auto id = [](const QModelIndex &i) { return i.siblingAtColumn(TaskListModel::Id).data().toString(); };
    QCOMPARE(id(proxy.neighbour({}, 1)), u"broken-task"_s);
    QCOMPARE(id(proxy.neighbour({}, -1)), u"task-20"_s);
    const QModelIndex three = proxy.index(3, TaskListModel::Status);
    QCOMPARE(id(three), u"Task-3"_s);
    QCOMPARE(id(proxy.neighbour(three, 1)), u"task-10"_s);
    QCOMPARE(proxy.neighbour(three, 1).column(), int(TaskListModel::Status));
    QCOMPARE(id(proxy.neighbour(three, -1)), u"task-2"_s);
    QCOMPARE(id(proxy.neighbour(proxy.index(5, 0), 1)), u"broken-task"_s);
    QCOMPARE(id(proxy.neighbour(proxy.index(0, 0), -1)), u"task-20"_s);
    QCOMPARE(id(proxy.neighbour(proxy.index(4, 0), 3)), u"task-1"_s);
    // A source index is taken as the row it is shown at.
    const QModelIndex source = model.match(model.index(0, 0), TaskListModel::TaskIdRole, u"task-10"_s).value(0);
    QCOMPARE(id(proxy.neighbour(source, 1)), u"task-20"_s);
}

void TstTaskFilter::nextWithOpenFlags()
{
    TaskListModel model;
    model.setTasks(sampleTasks());
    TaskFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(TaskListModel::Id, Qt::AscendingOrder);
    // broken-task, task-1, task-2 (open FP), Task-3 (open FN), task-10, task-20
    const auto id = [](const QModelIndex &i) { return i.siblingAtColumn(TaskListModel::Id).data().toString(); };
    QCOMPARE(id(proxy.nextWithOpenFlags({})), u"task-2"_s);
    QCOMPARE(id(proxy.nextWithOpenFlags({}, -1)), u"Task-3"_s);
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(0, 0))), u"task-2"_s);
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(2, 0))), u"Task-3"_s);
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(3, 0))), u"task-2"_s);     // wraps
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(2, 0), -1)), u"Task-3"_s); // wraps backwards
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(5, 0), -1)), u"Task-3"_s);
    QVERIFY(proxy.index(2, 0).data(TaskListModel::HasOpenFlagsRole).toBool());

    // Only one task with open flags is shown: from it there is nowhere else to go.
    TaskFilter f;
    f.repository = u"sympy/sympy"_s;
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 2);
    const QModelIndex only = proxy.nextWithOpenFlags({});
    QCOMPARE(id(only), u"Task-3"_s);
    QVERIFY(!proxy.nextWithOpenFlags(only).isValid());
    QCOMPARE(id(proxy.nextWithOpenFlags(proxy.index(0, 0))), u"Task-3"_s);

    f.repository = u"astropy/astropy"_s;
    proxy.setFilter(f);
    QVERIFY(!proxy.nextWithOpenFlags({}).isValid());
}

void TstTaskFilter::updatedTaskIsFilteredAgain()
{
    TaskListModel model;
    model.setTasks(sampleTasks());
    TaskFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    TaskFilter f;
    f.flagKind = FlagKind::FalseNegative;
    f.verdict = Verdict::Open;
    proxy.setFilter(f);
    QCOMPARE(shownIds(proxy), QStringList{u"Task-3"_s});

    // The curator dismisses Task-3's open FN flag: it leaves the "open FN" queue at once.
    TaskSummary three = sampleTasks().at(3);
    QCOMPARE(three.id, u"Task-3"_s);
    three.flags[size_t(FlagKind::FalseNegative)][size_t(Verdict::Open)] = 0;
    three.flags[size_t(FlagKind::FalseNegative)][size_t(Verdict::Dismissed)] = 1;
    model.updateTask(three);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilter({});
    const QModelIndex row = proxy.match(proxy.index(0, 0), TaskListModel::TaskIdRole, u"Task-3"_s).value(0);
    QCOMPARE(row.siblingAtColumn(TaskListModel::FalseNegatives).data(TaskListModel::OpenFlagsRole).toInt(), 0);
    QCOMPARE(row.siblingAtColumn(TaskListModel::FalseNegatives).data(TaskListModel::FlagTotalRole).toInt(), 1);

    TaskSummary unknown = three;
    unknown.id = u"no-such-task"_s;
    model.updateTask(unknown);
    QCOMPARE(model.rowCount(), 6);
}

void TstTaskFilter::navigationOnEmptyQueue()
{
    TaskListModel model;
    TaskFilterProxy proxy;
    proxy.setSourceModel(&model);
    QVERIFY(!proxy.neighbour({}, 1).isValid());
    QVERIFY(!proxy.nextWithOpenFlags({}).isValid());
    model.setTasks(sampleTasks());
    TaskFilter f;
    f.text = u"nothing like this"_s;
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 0);
    QVERIFY(!proxy.neighbour({}, -1).isValid());
}

void TstTaskFilter::demoDataset()
{
    // A copy of the demo with one task broken, so the load-error choices have something to find.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = copyDemo(tmp);
    {
        QFile review(root + u"/tasks/spend-policy/review.json"_s);
        QVERIFY(review.open(QIODevice::WriteOnly | QIODevice::Truncate));
        review.write("{\"flags\": [");
    }
    auto dataset = openDataset(root);
    QVERIFY2(dataset, qPrintable(dataset ? QString() : dataset.error().toString()));
    QCOMPARE(dataset->tasks.size(), 3);

    TaskListModel model;
    TaskFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    model.setTasks(dataset->tasks);
    proxy.sort(TaskListModel::Id, Qt::AscendingOrder);
    QCOMPARE(shownIds(proxy), (QStringList{u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s}));

    const auto shownFor = [&proxy](const TaskFilter &f) {
        proxy.setFilter(f);
        return shownIds(proxy);
    };
    TaskFilter f;
    f.statuses = {CurationStatus::InReview};
    QCOMPARE(shownFor(f), QStringList{u"coin-hours-split"_s});
    f = {};
    f.flagKind = FlagKind::FalseNegative;
    f.verdict = Verdict::Open;
    QCOMPARE(shownFor(f), (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));
    f = {};
    f.flagKind = FlagKind::FalsePositive;
    f.verdict = Verdict::Dismissed;
    QCOMPARE(shownFor(f), QStringList{u"coin-hours-split"_s});
    f = {};
    f.load = TaskFilter::Load::Broken;
    QCOMPARE(shownFor(f), QStringList{u"spend-policy"_s});
    f.load = TaskFilter::Load::LoadsFine;
    QCOMPARE(shownFor(f), (QStringList{u"coin-hours-split"_s, u"wallet-lock"_s}));
    f = {};
    f.model = u"gpt-4o"_s;
    f.category = u"order"_s;
    f.repository = u"skyledger"_s;
    QCOMPARE(shownFor(f).size(), 3);
    f.model = u"gpt-5"_s;
    QCOMPARE(shownFor(f).size(), 0);
    f = {};
    f.text = u"WALLET"_s;
    QCOMPARE(shownFor(f), QStringList{u"wallet-lock"_s});
    f.text = u"review.json"_s; // the load error names the file
    QCOMPARE(shownFor(f), QStringList{u"spend-policy"_s});
    f.text = u"sonnet"_s;
    QCOMPARE(shownFor(f).size(), 3);

    proxy.setFilter({});
    const QModelIndex first = proxy.nextWithOpenFlags({});
    QCOMPARE(first.data(TaskListModel::TaskIdRole).toString(), u"coin-hours-split"_s);
    QCOMPARE(proxy.nextWithOpenFlags(first).data(TaskListModel::TaskIdRole).toString(), u"wallet-lock"_s);

    // A validation whose reference lacked its environment, newer than one that tested the task: the newest counts.
    for (const auto &[minute, outcome] :
         {std::pair{1, TargetRun::Outcome::Finished}, std::pair{2, TargetRun::Outcome::Environment}}) {
        RunRecord record;
        record.started = QDateTime(QDate(2026, 12, 5), QTime(9, minute), Qt::UTC);
        record.id = newRunId(record.started);
        TargetRun run;
        run.target = u"reference"_s;
        run.outcome = outcome;
        run.message = u"a module the tests import is not installed: No module named 'werkzeug'"_s;
        record.runs = {run};
        QVERIFY(saveRunRecord(root, u"wallet-lock"_s, record));
    }
    dataset = openDataset(root);
    QVERIFY(dataset);
    model.setTasks(dataset->tasks);
    f = {};
    f.testedNothing = u"any"_s;
    QCOMPARE(shownFor(f), QStringList{u"wallet-lock"_s});
    f.testedNothing = u"did_not_run"_s;
    QCOMPARE(shownFor(f), QStringList{});
}

QTEST_GUILESS_MAIN(TstTaskFilter)
#include "tst_taskfilter.moc"
