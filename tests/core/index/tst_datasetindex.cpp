#include <core/dataset/datasetio.h>
#include <core/index/behaviourflags.h>
#include <core/index/datasetindex.h>
#include <core/index/datasetstamp.h>
#include <core/index/indexeddataset.h>
#include <core/index/savedsearches.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/trajectoryparser.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

constexpr char16_t kTask[] = u"coin-hours-split";

std::unique_ptr<DatasetIndex> openIndex(const QString &root, const QString &file)
{
    Result<DatasetIndex *> opened = DatasetIndex::open(root, file);
    if (!opened)
        qWarning("%s", qPrintable(opened.error().toString()));
    return std::unique_ptr<DatasetIndex>(opened ? *opened : nullptr);
}

QList<SearchHit> search(const DatasetIndex &index, const QString &query, const SearchFilter &filter = {})
{
    QList<SearchHit> hits;
    const Result<int> found = index.search(query, filter, [&](const SearchHit &hit) {
        hits.append(hit);
        return true;
    });
    if (!found)
        qWarning("%s", qPrintable(found.error().message));
    return hits;
}

QString plain(QString snippet)
{
    return snippet.remove(kMatchStart).remove(kMatchEnd);
}

// What FTS5's integrity check says of the index: empty when its full-text data matches its text.
QString checked(const DatasetIndex &index)
{
    const Result<void> whole = index.verify();
    return whole ? QString() : whole.error().toString();
}

} // namespace

class TestDatasetIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void buildsAndFindsEveryKindOfText();
    void updatesOnlyWhatChanged();
    void removalsKeepTheFullTextIndexWhole();
    void filtersNarrowTheHits();
    void aBadQueryIsAnError();
    void aCorruptIndexIsRebuilt();
    void anIndexOfAnotherVersionIsRebuilt();
    void aBrokenTrajectoryIsAProblemNotAFailure();
    void keepsTheQueueForTheNextOpen();
    void opensThroughTheIndexReadingOnlyWhatChanged();
    void theQueueSignatureFollowsWhatTheRowReads();
    void aHugeEntryIsSearchedInItsFirstPart();
    void savedSearchesRaiseBehaviourFlags();
    void aCuratorsSearchRaisesItsFlag();

private:
    QString indexFile() const { return m_dir->filePath(u"index.sqlite"_s); }
    QString trajectoryPath(const Attempt &attempt) const
    {
        return DatasetLayout(m_root).at(
            DatasetLayout::inAttemptFolder(QString::fromUtf16(kTask), attempt.id, attempt.trajectory.file));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_root;
    Task m_task;
};

void TestDatasetIndex::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_root = installDemo(m_dir->filePath(u"demo"_s));
    QVERIFY(!m_root.isEmpty());
    Result<Task> task = loadTask(m_root, QString::fromUtf16(kTask));
    QVERIFY(task);
    m_task = *task;
}

void TestDatasetIndex::buildsAndFindsEveryKindOfText()
{
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    QVERIFY(index->wasRebuilt()); // there was none
    Result<IndexUpdate> update = index->update();
    QVERIFY2(update, qPrintable(update ? QString() : update.error().toString()));
    const int tasks = int(QDir(m_root + u"/tasks"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
    QCOMPARE(update->tasks, tasks);
    QCOMPARE(update->tasksIndexed, tasks);
    QVERIFY(update->problems.isEmpty());
    QVERIFY(update->trajectoriesParsed >= 4);
    QVERIFY(index->entryCount() > 0);

    // A word of an attempt's step, as its own trajectory says: found at that attempt and step.
    const Attempt &attempt = m_task.attempts.first();
    Result<Trajectory> trajectory = loadTrajectory(trajectoryPath(attempt), attempt.trajectory.format);
    QVERIFY(trajectory);
    const TrajectoryStep *withAction = nullptr;
    for (const TrajectoryStep &step : trajectory->steps)
        if (!withAction && step.action.size() > 12)
            withAction = &step;
    QVERIFY(withAction);
    const QString phrase = u"\""_s + withAction->action.simplified().left(40).section(u' ', 0, 1) + u"\""_s;
    QList<SearchHit> hits = search(*index, phrase, {{QString::fromUtf16(kTask)}, {}, {IndexedKind::Action}, {}, 0});
    const auto atTheStep = std::find_if(hits.cbegin(), hits.cend(), [&](const SearchHit &hit) {
        return hit.attempt == attempt.id && hit.step == withAction->index && hit.kind == IndexedKind::Action;
    });
    QVERIFY2(atTheStep != hits.cend(), qPrintable(phrase));
    QVERIFY(!attempt.model.isEmpty());
    QCOMPARE(atTheStep->model, attempt.model);

    // The query, the reference patch and a test file are found as the task's own text.
    hits = search(*index, u"\""_s + m_task.query.simplified().section(u' ', 0, 3) + u"\""_s);
    QVERIFY(std::any_of(hits.cbegin(), hits.cend(), [](const SearchHit &h) { return h.kind == IndexedKind::Query; }));
    hits = search(*index, u"allocate_hours"_s, {{}, {}, {IndexedKind::Patch}, {}, 0});
    QVERIFY(std::any_of(hits.cbegin(), hits.cend(), [](const SearchHit &h) {
        return h.attempt.isEmpty() && h.file.endsWith(u".py"_s) && plain(h.snippet).contains(u"allocate_hours"_s);
    }));
    // A patch's git header is not its text: "git" is in every file's "diff --git" line and in none of the demo's hunks.
    QVERIFY(search(*index, u"git"_s, {{}, {}, {IndexedKind::Patch}, {}, 0}).isEmpty());
    QVERIFY(!m_task.tests.files.isEmpty());
    hits = search(*index, u"def"_s, {{QString::fromUtf16(kTask)}, {}, {IndexedKind::Test}, {}, 0});
    QVERIFY(std::any_of(hits.cbegin(), hits.cend(),
                        [&](const SearchHit &h) { return h.file == m_task.tests.files.first().path; }));
    // The snippet marks what matched.
    QVERIFY(hits.first().snippet.contains(kMatchStart) && hits.first().snippet.contains(kMatchEnd));
}

void TestDatasetIndex::updatesOnlyWhatChanged()
{
    {
        auto index = openIndex(m_root, indexFile());
        QVERIFY(index && index->update());
    }
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    QVERIFY(!index->wasRebuilt());
    Result<IndexUpdate> update = index->update();
    QVERIFY(update);
    QCOMPARE(update->tasksIndexed, 0);
    QCOMPARE(update->trajectoriesParsed, 0);

    // One trajectory changes: its task is read again, and only that trajectory parsed.
    const Attempt &attempt = m_task.attempts.first();
    QFile file(trajectoryPath(attempt));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    Result<Trajectory> trajectory = parseTrajectory(bytes, attempt.trajectory.format);
    QVERIFY(trajectory);
    QByteArray thought;
    for (const TrajectoryStep &step : trajectory->steps)
        if (thought.isEmpty() && step.thought.size() > 20 && !step.thought.contains(u'\\') &&
            !step.thought.contains(u'"') && !step.thought.contains(u'\n'))
            thought = step.thought.left(20).toUtf8();
    QVERIFY2(!thought.isEmpty() && bytes.contains(thought), thought.constData());
    const QByteArray replacement = QByteArray("zanzibarquokka ") + thought.mid(15);
    bytes.replace(thought, replacement); // wherever the format repeats it (SWE-agent's history)
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    update = index->update();
    QVERIFY(update);
    QCOMPARE(update->tasksIndexed, 1);
    QCOMPARE(update->trajectoriesParsed, 1);
    QList<SearchHit> hits = search(*index, u"zanzibarquokka"_s);
    QVERIFY(!hits.isEmpty());
    QCOMPARE(hits.first().attempt, attempt.id);
    QCOMPARE(hits.first().kind, IndexedKind::Thought);

    // The query changes: the task is read again, its trajectories are not.
    Task edited = m_task;
    edited.query += u" Also mind the marmalade."_s;
    QVERIFY(saveTask(m_root, edited));
    update = index->update();
    QVERIFY(update);
    QCOMPARE(update->tasksIndexed, 1);
    QCOMPARE(update->trajectoriesParsed, 0);
    QCOMPARE(search(*index, u"marmalade"_s).size(), 1);
    QCOMPARE(search(*index, u"zanzibarquokka"_s).size(), hits.size()); // the steps kept

    // The task goes: so does everything of it.
    QVERIFY(QDir(DatasetLayout(m_root).at(DatasetLayout::taskFolder(QString::fromUtf16(kTask)))).removeRecursively());
    update = index->update();
    QVERIFY(update);
    QCOMPARE(update->tasksRemoved, 1);
    QVERIFY(search(*index, u"marmalade"_s).isEmpty());
    QVERIFY(search(*index, u"zanzibarquokka"_s).isEmpty());
    QVERIFY(search(*index, u"allocate_hours"_s, {{QString::fromUtf16(kTask)}, {}, {}, {}, 0}).isEmpty());
}

// The index keeps its text deflated, and a removed entry's words are taken out of the full-text index with that text:
// after every kind of change (a step given again, a trajectory rewritten, a query edited, an attempt and a task gone),
// the full-text index still matches its text word for word, and no removed word is found.
void TestDatasetIndex::removalsKeepTheFullTextIndexWhole()
{
    // An OpenHands run of 40 commands whose first observation comes last: the first step is given again, after the
    // first batch of steps has been written.
    QByteArray events = R"({"instance_id": "o__r-1", "history": [)"
                        R"({"id": 0, "source": "user", "action": "message", "args": {"content": "Fix the bug"}})";
    for (int n = 1; n <= 40; ++n) {
        events += R"(, {"id": )" + QByteArray::number(n) +
                  R"(, "source": "agent", "action": "run", "args": {"command": ")" +
                  (n == 1 ? QByteArray("quinceword --list") : "ls dir" + QByteArray::number(n)) + R"("}})";
        if (n > 1)
            events += R"(, {"id": )" + QByteArray::number(100 + n) + R"(, "cause": )" + QByteArray::number(n) +
                      R"(, "observation": "run", "content": "file)" + QByteArray::number(n) + R"(.py"})";
    }
    events += R"(, {"id": 200, "cause": 1, "observation": "run", "content": "persimmonword appeared late"}]})"
              "\n";
    Attempt &attempt = m_task.attempts.first();
    attempt.trajectory.file = u"output.jsonl"_s;
    attempt.trajectory.format = TrajectoryFormat::OpenHands;
    QVERIFY(saveTask(m_root, m_task));
    QVERIFY(writeFile(trajectoryPath(attempt), events));

    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    Result<IndexUpdate> update = index->update();
    QVERIFY2(update && update->problems.isEmpty(), qPrintable(update ? update->problems.join(u'\n') : QString()));
    QCOMPARE(checked(*index), QString());
    QList<SearchHit> hits = search(*index, u"persimmonword"_s);
    QVERIFY(hits.size() == 1 && hits.first().attempt == attempt.id);
    QCOMPARE(hits.first().kind, IndexedKind::Observation);
    QCOMPARE(plain(hits.first().snippet), u"persimmonword appeared late"_s);
    const int lateStep = hits.first().step;
    hits = search(*index, u"quinceword"_s);
    QCOMPARE(hits.size(), 1); // the step given again replaced its first entries
    QCOMPARE(hits.first().step, lateStep);
    QVERIFY(index->textBytes() > events.size() / 4);

    // The trajectory is rewritten without the late word; the query loses a word; another attempt goes.
    QVERIFY(writeFile(trajectoryPath(attempt), QByteArray(events).replace("persimmonword", "nectarineword")));
    const QString queryWord = m_task.query.simplified().section(u' ', 0, 0);
    const int queryHits =
        int(search(*index, u"\""_s + queryWord + u"\""_s, {{}, {}, {IndexedKind::Query}, {}, 0}).size());
    QVERIFY(queryHits >= 1);
    Task edited = m_task;
    edited.query = u"A query of other words entirely."_s;
    QVERIFY(m_task.attempts.size() >= 2);
    const Attempt gone = edited.attempts.takeLast();
    QVERIFY(saveTask(m_root, edited));
    QVERIFY(QDir(DatasetLayout(m_root).at(DatasetLayout::attemptFolder(QString::fromUtf16(kTask), gone.id)))
                .removeRecursively());
    update = index->update();
    QVERIFY(update && update->tasksIndexed == 1);
    QCOMPARE(checked(*index), QString());
    QVERIFY(search(*index, u"persimmonword"_s).isEmpty());
    QCOMPARE(search(*index, u"nectarineword"_s).size(), 1);
    QCOMPARE(search(*index, u"entirely"_s, {{}, {}, {IndexedKind::Query}, {}, 0}).size(), 1);
    QCOMPARE(search(*index, u"\""_s + queryWord + u"\""_s, {{}, {}, {IndexedKind::Query}, {}, 0}).size(),
             queryHits - 1);
    QVERIFY(search(*index, u"quinceword"_s, {{}, {}, {}, {}, 0}).size() == 1);
    for (const SearchHit &hit : search(*index, u"def OR import OR the"_s, {{}, {}, {}, {}, 0}))
        QVERIFY2(hit.task != QString::fromUtf16(kTask) || hit.attempt != gone.id, qPrintable(hit.snippet));

    // The task goes: the full-text index is still whole.
    QVERIFY(QDir(DatasetLayout(m_root).at(DatasetLayout::taskFolder(QString::fromUtf16(kTask)))).removeRecursively());
    update = index->update();
    QVERIFY(update && update->tasksRemoved == 1);
    QCOMPARE(checked(*index), QString());
    QVERIFY(search(*index, u"quinceword OR nectarineword"_s).isEmpty());
}

void TestDatasetIndex::filtersNarrowTheHits()
{
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index && index->update());
    const QList<SearchHit> all = search(*index, u"hours"_s, {{}, {}, {}, {}, 0});
    QVERIFY(all.size() > 3);
    const QString model = m_task.attempts.first().model;
    const QList<SearchHit> ofModel = search(*index, u"hours"_s, {{}, {model}, {}, {}, 0});
    QVERIFY(!ofModel.isEmpty() && ofModel.size() < all.size());
    for (const SearchHit &hit : ofModel)
        QCOMPARE(hit.model, model);
    const QList<SearchHit> observations = search(*index, u"hours"_s, {{}, {}, {IndexedKind::Observation}, {}, 0});
    for (const SearchHit &hit : observations)
        QCOMPARE(hit.kind, IndexedKind::Observation);
    const QList<SearchHit> inTests = search(*index, u"hours"_s, {{}, {}, {}, u"test_"_s, 0});
    QVERIFY(!inTests.isEmpty());
    for (const SearchHit &hit : inTests)
        QVERIFY(hit.file.contains(u"test_"_s));
    QCOMPARE(search(*index, u"hours"_s, {{}, {}, {}, {}, 2}).size(), 2);
    // How the attempt ended, in any case; and the flags that name it.
    SearchFilter ended;
    ended.limit = 0;
    ended.exitStatuses = {u"SUBMITTED"_s};
    const QList<SearchHit> submitted = search(*index, u"hours"_s, ended);
    QVERIFY(!submitted.isEmpty());
    for (const SearchHit &hit : submitted)
        QVERIFY(!hit.attempt.isEmpty()); // the task's own text has no ending
    ended.exitStatuses = {u"no such ending"_s};
    QVERIFY(search(*index, u"hours"_s, ended).isEmpty());
    SearchFilter flagged;
    flagged.limit = 0;
    flagged.flagged = FlagKind::FalsePositive;
    const QList<SearchHit> fp = search(*index, u"hours"_s, flagged);
    QVERIFY(!fp.isEmpty() && fp.size() < all.size());
    for (const SearchHit &hit : fp) {
        Result<Task> task = loadTask(m_root, hit.task);
        QVERIFY(task);
        QVERIFY2(
            std::any_of(task->flags.cbegin(), task->flags.cend(),
                        [&](const Flag &f) { return f.attempt == hit.attempt && f.kind == FlagKind::FalsePositive; }),
            qPrintable(hit.task + u' ' + hit.attempt));
    }
    // Hits come by task, attempt and step.
    for (qsizetype i = 1; i < all.size(); ++i) {
        const SearchHit &a = all[i - 1];
        const SearchHit &b = all[i];
        QVERIFY(a.task < b.task ||
                (a.task == b.task && (a.attempt < b.attempt || (a.attempt == b.attempt && a.step <= b.step))));
    }
}

void TestDatasetIndex::aBadQueryIsAnError()
{
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index && index->update());
    const Result<int> found = index->search(u"\"unclosed"_s, {}, [](const SearchHit &) { return true; });
    QVERIFY(!found);
    QVERIFY2(found.error().message.contains(u"unterminated string"_s), qPrintable(found.error().message));
    const Result<int> dangling = index->search(u"hours AND"_s, {}, [](const SearchHit &) { return true; });
    QVERIFY(!dangling);
    QVERIFY2(dangling.error().message.contains(u"syntax error"_s), qPrintable(dangling.error().message));
}

void TestDatasetIndex::aCorruptIndexIsRebuilt()
{
    {
        auto index = openIndex(m_root, indexFile());
        QVERIFY(index && index->update());
    }
    QFile file(indexFile());
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(8192, 'x'));
    file.close();
    QFile::remove(indexFile() + u"-wal"_s);
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    QVERIFY(index->wasRebuilt());
    QVERIFY2(!index->rebuiltBecause().isEmpty(), "says why");
    Result<IndexUpdate> update = index->update();
    QVERIFY(update);
    QVERIFY(update->rebuilt);
    QVERIFY(!search(*index, u"allocate_hours"_s).isEmpty());
}

void TestDatasetIndex::anIndexOfAnotherVersionIsRebuilt()
{
    {
        auto index = openIndex(m_root, indexFile());
        QVERIFY(index && index->update());
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
        db.setDatabaseName(indexFile());
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"UPDATE meta SET value = '0' WHERE key = 'schema_version'"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"old"_s);
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    QVERIFY(index->wasRebuilt());
    QVERIFY2(index->rebuiltBecause().contains(u"version"_s), qPrintable(index->rebuiltBecause()));
    QCOMPARE(index->entryCount(), 0);
    QVERIFY(index->update());
    QVERIFY(index->entryCount() > 0);
}

void TestDatasetIndex::aBrokenTrajectoryIsAProblemNotAFailure()
{
    const Attempt &attempt = m_task.attempts.first();
    QFile file(trajectoryPath(attempt));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\"trajectory\": [ {\"action\": ");
    file.close();
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index);
    Result<IndexUpdate> update = index->update();
    QVERIFY(update);
    QCOMPARE(update->problems.size(), 1);
    QVERIFY2(update->problems.first().contains(attempt.trajectory.file), qPrintable(update->problems.first()));
    // Everything else is searchable.
    QVERIFY(!search(*index, u"allocate_hours"_s).isEmpty());
    QVERIFY(!search(*index, u"hours"_s, {{QString::fromUtf16(kTask)}, {m_task.attempts.last().model}, {}, {}, 0})
                 .isEmpty());
}

void TestDatasetIndex::keepsTheQueueForTheNextOpen()
{
    // Nothing kept yet: no quick open, and a reader does not make an index.
    QVERIFY(!openDatasetFromIndex(m_root, indexFile()));
    QVERIFY(!QFile::exists(indexFile()));

    // A task that fails to load, so that its error travels too.
    QFile broken(DatasetLayout(m_root).at(DatasetLayout::taskFile(u"wallet-lock"_s)));
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("{ \"id\": ");
    broken.close();
    // And a task whose newest validation tested nothing, so that its reason travels too.
    RunRecord untested;
    untested.id = newRunId();
    TargetRun run;
    run.target = u"reference"_s;
    run.outcome = TargetRun::Outcome::DidNotRun;
    untested.runs = {run};
    QVERIFY(saveRunRecord(m_root, QString::fromUtf16(kTask), untested));
    const DatasetStamp stamp = stampDataset(m_root);
    Result<Dataset> full = openDataset(m_root);
    QVERIFY(full);
    QVERIFY(rememberDatasetInIndex(*full, stamp, indexFile()));

    const std::optional<Dataset> quick = openDatasetFromIndex(m_root, indexFile());
    QVERIFY(quick);
    QCOMPARE(quick->root, full->root);
    QCOMPARE(quick->info.name, full->info.name);
    QCOMPARE(quick->tasks.size(), full->tasks.size());
    for (qsizetype i = 0; i < full->tasks.size(); ++i) {
        const TaskSummary &a = full->tasks[i];
        const TaskSummary &b = quick->tasks[i];
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.repository, a.repository);
        QCOMPARE(b.specs, a.specs);
        QCOMPARE(b.attempts, a.attempts);
        QCOMPARE(b.models, a.models);
        QVERIFY(b.flags == a.flags);
        QCOMPARE(b.status, a.status);
        QCOMPARE(b.assignedTo, a.assignedTo);
        QCOMPARE(b.specsPerCategory, a.specsPerCategory);
        QCOMPARE(b.errors.size(), a.errors.size());
        for (qsizetype e = 0; e < a.errors.size(); ++e)
            QCOMPARE(b.errors[e].toString(), a.errors[e].toString());
        QCOMPARE(b.mutation.has_value(), a.mutation.has_value());
        QCOMPARE(b.testedNothing, a.testedNothing);
    }
    QVERIFY(std::any_of(quick->tasks.cbegin(), quick->tasks.cend(),
                        [](const TaskSummary &t) { return t.testedNothing == u"did_not_run"; }));
    QVERIFY(std::any_of(quick->tasks.cbegin(), quick->tasks.cend(), [](const TaskSummary &t) { return t.isBroken(); }));

    // The search entries and the kept rows live side by side: an update keeps the rows.
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index && index->update());
    index.reset();
    QVERIFY(openDatasetFromIndex(m_root, indexFile()));

    // An index of another version is not read.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"older"_s);
        db.setDatabaseName(indexFile());
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"UPDATE meta SET value = '1' WHERE key = 'schema_version'"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"older"_s);
    QVERIFY(!openDatasetFromIndex(m_root, indexFile()));
}

namespace {

// Everything a row says, as text: two rows that print the same are the same to every reader.
QString rowText(const TaskSummary &s)
{
    QStringList parts{s.id,
                      s.repository,
                      QString::number(s.specs),
                      QString::number(s.attempts),
                      s.models.join(u','),
                      curationStatusName(s.status),
                      s.assignedTo};
    for (const auto &kind : s.flags)
        for (int count : kind)
            parts << QString::number(count);
    for (auto it = s.specsPerCategory.cbegin(); it != s.specsPerCategory.cend(); ++it)
        parts << it.key() + u'=' + QString::number(it.value());
    for (const Error &e : s.errors)
        parts << e.toString();
    parts << (s.mutation ? s.mutation->runId + s.mutation->stale.join(u',') : u"-"_s);
    return parts.join(u'|');
}

QStringList rowsText(const Dataset &dataset)
{
    QStringList rows;
    for (const TaskSummary &s : dataset.tasks)
        rows << rowText(s);
    return rows;
}

} // namespace

// A task's queue signature changes with every file its row is read from, written in place or replaced, and with
// nothing else: not a patch or a trajectory of an attempt, not a run record.
void TestDatasetIndex::theQueueSignatureFollowsWhatTheRowReads()
{
    const QString id = QString::fromUtf16(kTask);
    const DatasetLayout layout(m_root);
    const QString folder = layout.at(DatasetLayout::taskFolder(id));
    Result<Task> task = loadTask(m_root, id);
    QVERIFY(task);
    const auto withTrajectory = std::find_if(task->attempts.cbegin(), task->attempts.cend(),
                                             [](const Attempt &a) { return !a.trajectory.file.isEmpty(); });
    QVERIFY(withTrajectory != task->attempts.cend());
    const Attempt &attempt = *withTrajectory;
    const auto signature = [&] { return taskSignature(folder, SignedFiles::Summary); };
    const auto append = [](const QString &path, const QByteArray &bytes) {
        QFile file(path);
        return file.open(QIODevice::Append) && file.write(bytes) == bytes.size();
    };
    QString before = signature();
    QCOMPARE(signature(), before);

    QVERIFY(append(layout.at(DatasetLayout::inAttemptFolder(id, attempt.id, attempt.trajectory.file)), " "));
    QVERIFY(writeFile(layout.at(DatasetLayout::validationFolder(id)) + u"/new-run.json"_s, "{}"));
    QCOMPARE(signature(), before);

    QVERIFY(append(layout.at(DatasetLayout::attemptFile(id, attempt.id)), " "));
    QVERIFY(signature() != before);
    before = signature();
    QVERIFY(append(layout.at(DatasetLayout::taskFile(id)), " "));
    QVERIFY(signature() != before);
    before = signature();
    QVERIFY(writeFile(folder + u"/tests/deeper/new_test.py"_s, "def test(): pass\n"));
    QVERIFY(signature() != before);
    before = signature();
    QVERIFY(QDir().mkpath(layout.at(DatasetLayout::attemptsFolder(id)) + u"/no-attempt-file"_s));
    QVERIFY(signature() != before);
}

void TestDatasetIndex::opensThroughTheIndexReadingOnlyWhatChanged()
{
    // No index yet: everything is read, and the index keeps the rows.
    Result<IndexedOpen> first = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(first);
    const int tasks = int(first->dataset.tasks.size());
    QCOMPARE(first->read, tasks);
    QCOMPARE(first->fromIndex, 0);
    QVERIFY(!first->notUsedBecause.isEmpty());
    QVERIFY(first->remembered);
    QCOMPARE(rowsText(first->dataset), rowsText(*openDataset(m_root)));

    // Nothing changed: every row from the index, the same rows.
    Result<IndexedOpen> again = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(again);
    QVERIFY2(again->notUsedBecause.isEmpty(), qPrintable(again->notUsedBecause));
    QCOMPARE(again->fromIndex, tasks);
    QCOMPARE(again->read, 0);
    QVERIFY(again->notUsedBecause.isEmpty());
    QCOMPARE(rowsText(again->dataset), rowsText(first->dataset));

    // A verdict changes in one task's review.json: that task alone is read, and its row says so.
    const QString review = DatasetLayout(m_root).at(DatasetLayout::reviewFile(QString::fromUtf16(kTask)));
    QFile file(review);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    QVERIFY(bytes.contains("\"state\": \"open\""));
    bytes.replace("\"state\": \"open\"", "\"state\": \"confirmed\"");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    Result<IndexedOpen> edited = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(edited);
    QCOMPARE(edited->read, 1);
    QCOMPARE(edited->fromIndex, tasks - 1);
    QCOMPARE(rowsText(edited->dataset), rowsText(*openDataset(m_root)));
    QVERIFY(rowsText(edited->dataset) != rowsText(first->dataset));
    // The index took the new row: the next open reads nothing.
    Result<IndexedOpen> after = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(after);
    QCOMPARE(after->read, 0);
    QCOMPARE(rowsText(after->dataset), rowsText(edited->dataset));

    // A task goes: its row goes with it.
    QVERIFY(QDir(DatasetLayout(m_root).at(DatasetLayout::taskFolder(u"wallet-lock"_s))).removeRecursively());
    Result<IndexedOpen> fewer = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(fewer);
    QCOMPARE(fewer->dropped, 1);
    QCOMPARE(fewer->read, 0);
    QCOMPARE(fewer->dataset.tasks.size(), tasks - 1);
    QCOMPARE(rowsText(fewer->dataset), rowsText(*openDataset(m_root)));

    // A corrupt index is not read: a full read, right rows, and a new index behind it.
    QFile garbage(indexFile());
    QVERIFY(garbage.open(QIODevice::WriteOnly | QIODevice::Truncate));
    garbage.write(QByteArray("this is not an index\n").repeated(400));
    garbage.close();
    Result<IndexedOpen> corrupt = openDatasetThroughIndex(m_root, indexFile());
    QVERIFY(corrupt);
    QCOMPARE(corrupt->read, tasks - 1);
    QVERIFY(!corrupt->notUsedBecause.isEmpty());
    QCOMPARE(rowsText(corrupt->dataset), rowsText(*openDataset(m_root)));
    QVERIFY(corrupt->remembered);
    QCOMPARE(openDatasetThroughIndex(m_root, indexFile())->read, 0);

    // An index that cannot be written never fails the open.
    const QString nowhere = m_dir->filePath(u"demo/heddle-dataset.json/index.sqlite"_s);
    Result<IndexedOpen> unwritable = openDatasetThroughIndex(m_root, nowhere);
    QVERIFY(unwritable);
    QVERIFY(!unwritable->remembered);
    QCOMPARE(rowsText(unwritable->dataset), rowsText(*openDataset(m_root)));
}

void TestDatasetIndex::aHugeEntryIsSearchedInItsFirstPart()
{
    // A test file of 3 MB: its start is found, a word past the first 256 Ki characters is not.
    const TestFile &test = m_task.tests.files.first();
    QByteArray content = "# aardvarkstart\n" + test.content;
    content += QByteArray("x = 1\n").repeated(3 * 1024 * 1024 / 6);
    content += "# zebrafinish\n";
    QFile file(DatasetLayout(m_root).at(DatasetLayout::testFile(QString::fromUtf16(kTask), test.path)));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index && index->update());
    QCOMPARE(search(*index, u"aardvarkstart"_s).size(), 1);
    QVERIFY(search(*index, u"zebrafinish"_s).isEmpty());
}

void TestDatasetIndex::savedSearchesRaiseBehaviourFlags()
{
    auto index = openIndex(m_root, indexFile());
    QVERIFY(index && index->update());
    // The demo's agents never look past the base commit.
    Result<QList<Flag>> raised = behaviourFlags(*index, m_task, builtInSearches());
    QVERIFY(raised);
    QVERIFY(raised->isEmpty());

    // One attempt reads every branch's log at one step.
    const Attempt &attempt = m_task.attempts.first();
    QFile file(trajectoryPath(attempt));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    Result<Trajectory> trajectory = parseTrajectory(bytes, attempt.trajectory.format);
    QVERIFY(trajectory);
    const TrajectoryStep *plain = nullptr;
    for (const TrajectoryStep &step : trajectory->steps)
        if (!plain && step.action.size() > 10 && !step.action.contains(u'"') && !step.action.contains(u'\\') &&
            !step.action.contains(u'\n'))
            plain = &step;
    QVERIFY(plain);
    const int step = plain->index;
    bytes.replace(plain->action.toUtf8(), "git log --all --oneline -- skyledger/hours.py");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    QVERIFY(index->update());
    raised = behaviourFlags(*index, m_task, builtInSearches());
    QVERIFY(raised);
    QCOMPARE(raised->size(), 1);
    const Flag &flag = raised->first();
    QVERIFY2(flag.id.startsWith(u"behaviour.git-history."_s), qPrintable(flag.id));
    QCOMPARE(flag.kind, FlagKind::FalsePositive);
    QCOMPARE(flag.attempt, attempt.id);
    QVERIFY(isBehaviourFlag(flag));
    QVERIFY(!flag.evidence.isEmpty());
    QCOMPARE(flag.evidence.first().kind, Evidence::Kind::TrajectoryStep);
    QCOMPARE(flag.evidence.first().step, step);
    QVERIFY2(flag.evidence.first().note.contains(u"git log --all"_s), qPrintable(flag.evidence.first().note));

    // Written into review.json, which loads and validates; raising the same again writes nothing.
    Task task = m_task;
    Result<bool> written = applyBehaviourFlags(m_root, task, *raised);
    QVERIFY(written && *written);
    Result<Task> loaded = loadTask(m_root, m_task.id);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    QVERIFY(std::any_of(loaded->flags.cbegin(), loaded->flags.cend(), [&](const Flag &f) { return f.id == flag.id; }));
    QCOMPARE(loaded->flags.size(), m_task.flags.size() + 1);
    written = applyBehaviourFlags(m_root, *loaded, *raised);
    QVERIFY(written && !*written);

    // The curator dismisses it, and then nothing raises it any more: the decision stays, the other flags too.
    for (Flag &f : loaded->flags)
        if (f.id == flag.id) {
            f.verdict = Verdict::Dismissed;
            f.verdictNote = u"the log was of its own branch"_s;
        }
    QVERIFY(saveReview(m_root, *loaded));
    Result<bool> again = applyBehaviourFlags(m_root, *loaded, {});
    QVERIFY(again);
    Result<Task> after = loadTask(m_root, m_task.id);
    QVERIFY(after);
    QCOMPARE(after->flags.size(), m_task.flags.size() + 1);
    // An open one that nobody raises any more goes (the task's review.json as it was, without the decision).
    QVERIFY(saveReview(m_root, m_task));
    Task fresh = m_task;
    QVERIFY(applyBehaviourFlags(m_root, fresh, *raised));
    QVERIFY(applyBehaviourFlags(m_root, fresh, {}));
    after = loadTask(m_root, m_task.id);
    QVERIFY(after);
    QCOMPARE(after->flags.size(), m_task.flags.size());
}

void TestDatasetIndex::aCuratorsSearchRaisesItsFlag()
{
    // Kept in the settings as a line of text and read back with everything it needs to raise its flag.
    SavedSearch own{u"Reads the quokka file"_s, u"quokka"_s, {IndexedKind::Action}};
    own.raisesFlag = true;
    own.key = savedSearchKey(own.name);
    QCOMPARE(own.key, u"reads-the-quokka-file"_s);
    const std::optional<SavedSearch> back = savedSearchFromText(savedSearchToText(own));
    QVERIFY(back);
    QCOMPARE(back->name, own.name);
    QCOMPARE(back->query, own.query);
    QCOMPARE(back->kinds, own.kinds);
    QVERIFY(back->raisesFlag);
    QCOMPARE(back->key, own.key);
    // One that raises nothing reads back so, and a line from before keys were kept takes its key from its name.
    const std::optional<SavedSearch> plain = savedSearchFromText(savedSearchToText({u"Plain"_s, u"pytest"_s, {}}));
    QVERIFY(plain && !plain->raisesFlag && plain->key.isEmpty());
    const std::optional<SavedSearch> older = savedSearchFromText(
        u"{\"name\":\"Old One\",\"query\":\"quokka\",\"kinds\":[\"action\"],\"raises_flag\":true}"_s);
    QVERIFY(older && older->raisesFlag && older->key.isEmpty());

    // One step of the last attempt reads the file: that attempt gets the search's flag, the step as evidence.
    const Attempt &attempt = m_task.attempts.last();
    QFile file(trajectoryPath(attempt));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    Result<Trajectory> trajectory = parseTrajectory(bytes, attempt.trajectory.format);
    QVERIFY(trajectory);
    const TrajectoryStep *plainStep = nullptr;
    for (const TrajectoryStep &step : trajectory->steps)
        if (!plainStep && step.action.size() > 10 && !step.action.contains(u'"') && !step.action.contains(u'\\') &&
            !step.action.contains(u'\n'))
            plainStep = &step;
    QVERIFY(plainStep);
    const int step = plainStep->index;
    bytes.replace(plainStep->action.toUtf8(), "cat /tmp/quokka.txt");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();

    Result<BehaviourFlagRun> run =
        raiseBehaviourFlags(m_root, {m_task.id}, builtInSearches() + QList<SavedSearch>{*back}, indexFile());
    QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
    QVERIFY(run->failed.isEmpty());
    QCOMPARE(run->tasks.size(), 1);
    const QString id = u"behaviour.reads-the-quokka-file."_s + savedSearchKey(attempt.id);
    QCOMPARE(run->tasks.first().flagIds, QStringList{id});
    QVERIFY(run->tasks.first().written);
    QCOMPARE(run->written.size(), 1);
    Result<Task> loaded = loadTask(m_root, m_task.id);
    QVERIFY(loaded);
    const auto flag =
        std::find_if(loaded->flags.cbegin(), loaded->flags.cend(), [&](const Flag &f) { return f.id == id; });
    QVERIFY(flag != loaded->flags.cend());
    QCOMPARE(flag->attempt, attempt.id);
    QCOMPARE(flag->kind, FlagKind::FalsePositive);
    QCOMPARE(flag->evidence.first().step, step);
    QVERIFY(flag->rationale.contains(own.name));

    // A search of the curator's whose key is a shipped one's does not give review.json one id twice.
    SavedSearch clash = *back;
    clash.key = u"reads-the-quokka-file"_s;
    clash.name = u"Another name"_s;
    run = raiseBehaviourFlags(m_root, {m_task.id}, QList<SavedSearch>{*back, clash}, indexFile());
    QVERIFY(run);
    QCOMPARE(run->tasks.first().flagIds, QStringList{id});
    QVERIFY(!run->tasks.first().written);
    QVERIFY(run->failed.isEmpty());
}

QTEST_GUILESS_MAIN(TestDatasetIndex)
#include "tst_datasetindex.moc"
