// The native dataset format: save -> open -> load round trips, byte-identical re-saves, and a table of broken
// inputs, each with the message and the place (file, line:column, JSON pointer) a curator is shown.
#include <core/dataset/datasetio.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

DatasetInfo sampleInfo()
{
    DatasetInfo info;
    info.name = u"Sample"_s;
    info.description = u"Two small tasks."_s;
    info.specCategories = {{u"functional"_s, u"Functional semantics"_s}, {u"order"_s, u"Execution order"_s}};
    return info;
}

Task sampleTask(const QString &id)
{
    Task t;
    t.id = id;
    t.repository = {u"ledger"_s, {}, u"repos/ledger"_s, u"0123456789abcdef0123456789abcdef01234567"_s};
    t.query = u"Split the hours — fairly.\nKeep the order."_s;
    t.specs = {
        {u"S1"_s, u"functional"_s, u"Split"_s, u"Split in proportion."_s, {u"S2"_s}, {u"tests/test_a.py::test_one"_s}},
        {u"S2"_s, u"order"_s, u"Order"_s, u"Keep request order."_s, {u"S1"_s}, {}},
    };
    t.tests.language = u"python"_s;
    t.tests.command = u"python3 -m pytest -rA tests/test_a.py"_s;
    t.tests.files = {{u"tests/test_a.py"_s, "def test_one():\n    assert True\n"_ba}};
    t.tests.failToPass = {u"tests/test_a.py::test_one"_s};
    t.tests.passToPass = {u"tests/test_a.py::test_two[a b-1]"_s};
    t.referencePatch = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\n"_ba;
    Attempt a;
    a.id = u"gpt-4o-0"_s;
    a.model = u"gpt-4o"_s;
    a.agent = u"swe-agent"_s;
    a.patch = t.referencePatch;
    a.trajectory = {u"run.traj"_s, TrajectoryFormat::SweAgentV1};
    a.exitStatus = u"submitted"_s;
    a.inputTokens = 1200;
    a.turns = 7;
    a.cost = 0.27;
    a.results.set(u"tests/test_a.py::test_one"_s, TestStatus::Passed);
    a.results.set(u"tests/test_a.py::test_two[a b-1]"_s, TestStatus::Failed);
    t.attempts = {a};
    Flag f;
    f.id = u"F1"_s;
    f.kind = FlagKind::FalsePositive;
    f.attempt = a.id;
    f.specs = {u"S2"_s};
    f.evidence = {{Evidence::Kind::TrajectoryStep, a.id, 3, {}, -1, 0, u"decides here"_s},
                  {Evidence::Kind::PatchHunk, a.id, -1, u"x.py"_s, 0, 1, {}},
                  {Evidence::Kind::TestLine, {}, -1, u"tests/test_a.py"_s, -1, 2, {}}};
    f.confidence = 0.86;
    f.rationale = u"No test checks the order."_s;
    f.verdict = Verdict::Dismissed;
    f.verdictNote = u"order is checked elsewhere"_s;
    f.verdictBy = u"Ada"_s;
    f.verdictAt = QDateTime(QDate(2026, 11, 2), QTime(10, 14), Qt::UTC);
    t.flags = {f};
    t.curation.status = CurationStatus::InReview;
    t.curation.history = {{CurationStatus::New, CurationStatus::InReview, u"Ada"_s,
                           QDateTime(QDate(2026, 11, 2), QTime(9, 0), Qt::UTC), u"first look"_s}};
    return t;
}

// Every file under root, relative path -> bytes.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), readFile(path));
    }
    return files;
}

// Line and column (1-based, in bytes: the fixtures are ASCII) of the first occurrence of needle.
std::pair<int, int> positionOf(const QByteArray &text, const QByteArray &needle)
{
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        return {0, 0};
    const int line = int(text.left(at).count('\n')) + 1;
    const int column = int(at - text.lastIndexOf('\n', at - 1));
    return {line, column};
}

} // namespace

class TestDatasetIo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString makeDataset()
    {
        QString root = m_dir.path() + u"/ds-"_s + QString::number(++m_counter);
        if (!createDataset(root, sampleInfo()))
            return {};
        QHash<QString, QString> traj;
        const QString trajSource = root + u"/../traj-source.json"_s;
        writeFile(trajSource, "{\"trajectory\": []}\n"_ba);
        traj.insert(u"gpt-4o-0"_s, trajSource);
        if (!saveTask(root, sampleTask(u"alpha"_s), traj) || !saveTask(root, sampleTask(u"beta"_s), traj))
            return {};
        return root;
    }
    int m_counter = 0;

private Q_SLOTS:
    void roundTrip()
    {
        const QString root = makeDataset();
        QVERIFY(!root.isEmpty());
        auto dataset = openDataset(root);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : dataset.error().toString()));
        QCOMPARE(dataset->info.name, u"Sample"_s);
        QCOMPARE(dataset->info.specCategories.size(), 2);
        QCOMPARE(dataset->tasks.size(), 2);
        const TaskSummary &s = dataset->tasks.first();
        QCOMPARE(s.id, u"alpha"_s);
        QVERIFY(!s.isBroken());
        QCOMPARE(s.repository, u"ledger"_s);
        QCOMPARE(s.specs, 2);
        QCOMPARE(s.attempts, 1);
        QCOMPARE(s.flagCount(FlagKind::FalsePositive, Verdict::Dismissed), 1);
        QCOMPARE(s.flagCount(FlagKind::FalsePositive, Verdict::Open), 0);
        QCOMPARE(s.status, CurationStatus::InReview);
        QCOMPARE(s.specsPerCategory.value(u"order"_s), 1);

        auto task = loadTask(root, u"alpha"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        const Task expected = sampleTask(u"alpha"_s);
        QCOMPARE(task->query, expected.query);
        QCOMPARE(task->repository.baseCommit, expected.repository.baseCommit);
        QCOMPARE(task->specs.size(), 2);
        QCOMPARE(task->specs[0].interactsWith, QStringList{u"S2"_s});
        QCOMPARE(task->specs[0].coveredBy, expected.specs[0].coveredBy);
        QCOMPARE(task->tests.files.size(), 1);
        QCOMPARE(task->tests.files[0].content, expected.tests.files[0].content);
        QCOMPARE(task->tests.passToPass, expected.tests.passToPass);
        QCOMPARE(task->referencePatch, expected.referencePatch);
        QCOMPARE(task->attempts.size(), 1);
        const Attempt &a = task->attempts[0];
        QCOMPARE(a.results, expected.attempts[0].results);
        QCOMPARE(a.results.ids.last(), u"tests/test_a.py::test_two[a b-1]"_s);
        QCOMPARE(a.trajectory.format, TrajectoryFormat::SweAgentV1);
        QCOMPARE(a.cost.value_or(0), 0.27);
        QCOMPARE(a.turns.value_or(0), 7);
        QVERIFY(!a.outputTokens.has_value());
        QCOMPARE(task->flags.size(), 1);
        QCOMPARE(task->flags[0].evidence.size(), 3);
        QCOMPARE(task->flags[0].evidence[1].hunk, 0);
        QCOMPARE(task->flags[0].evidence[2].line, 2);
        QCOMPARE(task->flags[0].verdictAt, expected.flags[0].verdictAt);
        QCOMPARE(task->curation.history.size(), 1);
        QCOMPARE(task->curation.history[0].reason, u"first look"_s);
        QVERIFY(checkDataset(root).isEmpty());
    }

    // The queue filters by model: the summary lists each attempt's model once, sorted, without loading the task;
    // a broken attempt.json costs its model only, and loadTask still reports it.
    void summaryListsModels()
    {
        const QString root = makeDataset();
        QVERIFY(!root.isEmpty());
        const QString attempts = root + u"/tasks/alpha/attempts/"_s;
        QDir(attempts).mkpath(u"zz-model-late"_s);
        // The key comes after a value big enough that the head of the file does not reach it.
        writeFile(attempts + u"zz-model-late/attempt.json"_s,
                  "{\"id\": \"zz-model-late\", \"agent\": \""_ba + QByteArray(6000, 'x') +
                      "\", \"stats\": {\"model\": \"nested\"}, \"model\": \"claude-3-5-sonnet\"}\n"_ba);
        QDir(attempts).mkpath(u"broken-0"_s);
        writeFile(attempts + u"broken-0/attempt.json"_s, "{\"id\": \"broken-0\", \"mod"_ba);
        QDir(attempts).mkpath(u"numeric-0"_s);
        writeFile(attempts + u"numeric-0/attempt.json"_s, "{\"model\": 4, \"x\": {\"model\": \"inner\"}}"_ba);
        QDir(attempts).mkpath(u"gpt-4o-1"_s);
        writeFile(attempts + u"gpt-4o-1/attempt.json"_s, "{\"id\": \"gpt-4o-1\", \"model\": \"gpt-4o\"}"_ba);

        auto dataset = openDataset(root);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : dataset.error().toString()));
        const TaskSummary &alpha = dataset->tasks.first();
        QCOMPARE(alpha.id, u"alpha"_s);
        QVERIFY(!alpha.isBroken());
        QCOMPARE(alpha.attempts, 5);
        QCOMPARE(alpha.models, (QStringList{u"claude-3-5-sonnet"_s, u"gpt-4o"_s}));
        QCOMPARE(dataset->tasks.last().models, QStringList{u"gpt-4o"_s});
        QVERIFY(!loadTask(root, u"alpha"_s));

        auto demo = openDataset(demoSourcePath());
        QVERIFY(demo);
        for (const TaskSummary &t : std::as_const(demo->tasks))
            QCOMPARE(t.models, (QStringList{u"claude-3-5-sonnet"_s, u"gpt-4o"_s}));
    }

    void resaveIsByteIdentical()
    {
        const QString root = makeDataset();
        const auto before = snapshot(root);
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        const QString copy = root + u"-copy"_s;
        QVERIFY(createDataset(copy, dataset->info));
        for (const TaskSummary &s : dataset->tasks) {
            auto task = loadTask(root, s.id);
            QVERIFY(task);
            QHash<QString, QString> traj;
            for (const Attempt &a : task->attempts)
                traj.insert(a.id, root + u"/tasks/"_s + s.id + u"/attempts/"_s + a.id + u'/' + a.trajectory.file);
            QVERIFY(saveTask(copy, *task, traj));
        }
        const auto after = snapshot(copy);
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.begin(); it != before.end(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key()));
        // The files are the documented form: two-space indent, LF only, final newline.
        const QByteArray taskJson = before.value(u"tasks/alpha/task.json"_s);
        QVERIFY(taskJson.startsWith("{\n  \"id\": \"alpha\",\n"));
        QVERIFY(taskJson.endsWith("}\n"));
        QVERIFY(!taskJson.contains('\r'));
        QVERIFY(taskJson.contains("Split the hours \xe2\x80\x94 fairly."));
    }

    void demoResavesByteForByte()
    {
        const QString root = installDemo(m_dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(checkDataset(root).isEmpty());
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        QCOMPARE(dataset->tasks.size(), 3);
        const QString copy = m_dir.path() + u"/demo-copy"_s;
        QVERIFY(createDataset(copy, dataset->info));
        for (const TaskSummary &s : std::as_const(dataset->tasks)) {
            QVERIFY(!s.isBroken());
            auto task = loadTask(root, s.id);
            QVERIFY(task);
            QHash<QString, QString> traj;
            for (const Attempt &a : std::as_const(task->attempts))
                traj.insert(a.id, root + u"/tasks/"_s + s.id + u"/attempts/"_s + a.id + u'/' + a.trajectory.file);
            QVERIFY(saveTask(copy, *task, traj));
        }
        const auto original = snapshot(root + u"/tasks"_s);
        const auto saved = snapshot(copy + u"/tasks"_s);
        QCOMPARE(saved.keys(), original.keys());
        for (auto it = original.begin(); it != original.end(); ++it)
            QVERIFY2(saved.value(it.key()) == it.value(), qPrintable(it.key()));
        QCOMPARE(readFile(copy + u"/heddle-dataset.json"_s), readFile(root + u"/heddle-dataset.json"_s));
    }

    void brokenInput_data()
    {
        QTest::addColumn<QString>("file");       // relative to the dataset root
        QTest::addColumn<QByteArray>("find");    // replace this text of the saved file ...
        QTest::addColumn<QByteArray>("replace"); // ... with this (empty find: replace the whole file)
        QTest::addColumn<QByteArray>("locate");  // the error must point at this text (empty: use line/column)
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");

        const QString task = u"tasks/alpha/task.json"_s;
        const QString attempt = u"tasks/alpha/attempts/gpt-4o-0/attempt.json"_s;
        const QString review = u"tasks/alpha/review.json"_s;
        const QString curation = u"tasks/alpha/curation.json"_s;

        QTest::newRow("empty file") << task << QByteArray() << QByteArray() << QByteArray() << 1 << 1 << QString()
                                    << u"the file is empty"_s;
        QTest::newRow("truncated") << task << QByteArray() << "{\n  \"id\": \"alpha\",\n"_ba << QByteArray() << 3 << 1
                                   << QString() << u"invalid JSON"_s;
        QTest::newRow("trailing comma") << task << QByteArray() << "{\"id\": \"alpha\",}"_ba << QByteArray() << 1 << 16
                                        << QString() << u"invalid JSON"_s;
        QTest::newRow("not an object") << task << QByteArray() << "[1, 2]\n"_ba << QByteArray() << 1 << 1 << QString()
                                       << u"expected an object, found an array"_s;
        QTest::newRow("id wrong type") << task << "\"id\": \"alpha\""_ba
                                       << "\"id\": 5"_ba
                                       << "5"_ba << 0 << 0 << u"/id"_s << u"expected a string, found an integer"_s;
        QTest::newRow("misspelt key") << task << "\"query\":"_ba
                                      << "\"qeury\":"_ba
                                      << "\"Split the hours"_ba << 0 << 0 << u"/qeury"_s << u"unknown key \"qeury\""_s;
        QTest::newRow("id differs from folder") << task << "\"id\": \"alpha\""_ba
                                                << "\"id\": \"gamma\""_ba
                                                << "\"gamma\""_ba << 0 << 0 << u"/id"_s << u"differs from the folder"_s;
        QTest::newRow("unknown category")
            << task << "\"category\": \"order\""_ba
            << "\"category\": \"ordre\""_ba
            << "\"ordre\""_ba << 0 << 0 << u"/specs/1/category"_s << u"unknown spec category \"ordre\""_s;
        QTest::newRow("unknown interaction")
            << task << "\"interacts_with\": [\n        \"S1\""_ba
            << "\"interacts_with\": [\n        \"S9\""_ba
            << "\"S9\""_ba << 0 << 0 << u"/specs/1/interacts_with/0"_s << u"no spec has the id \"S9\""_s;
        QTest::newRow("duplicate spec id") << task << "\"id\": \"S2\""_ba
                                           << "\"id\": \"S1\""_ba
                                           << "\"S1\",\n      \"category\": \"order\""_ba << 0 << 0 << u"/specs/1/id"_s
                                           << u"the spec id \"S1\" is used twice"_s;
        QTest::newRow("test file leaves task")
            << task << "\"files\": [\n      \"tests/test_a.py\""_ba
            << "\"files\": [\n      \"../../../etc/passwd\""_ba
            << "\"../../../etc/passwd\""_ba << 0 << 0 << u"/tests/files/0"_s << u"does not have the expected form"_s;
        QTest::newRow("absolute patch path")
            << task << "\"reference_patch\": \"reference.patch\""_ba
            << "\"reference_patch\": \"/etc/passwd\""_ba
            << "\"/etc/passwd\""_ba << 0 << 0 << u"/reference_patch"_s << u"does not have the expected form"_s;
        QTest::newRow("F2P not a list") << task << "\"fail_to_pass\": ["_ba
                                        << "\"fail_to_pass\": 3, \"x\": ["_ba
                                        << "3, \"x\""_ba << 0 << 0 << u"/tests/fail_to_pass"_s
                                        << u"expected an array, found an integer"_s;
        QTest::newRow("attempt trailing garbage") << attempt << QByteArray() << "{\"id\": \"gpt-4o-0\"} x"_ba
                                                  << QByteArray() << 1 << 20 << QString() << u"invalid JSON"_s;
        QTest::newRow("negative sample") << attempt << "\"sample\": 0"_ba
                                         << "\"sample\": -1"_ba
                                         << "-1"_ba << 0 << 0 << u"/sample"_s << u"at least 0"_s;
        QTest::newRow("unknown test status")
            << attempt << "\": \"failed\""_ba
            << "\": \"flaky\""_ba
            << "\"flaky\""_ba << 0 << 0 << u"/results/tests~1test_a.py::test_two[a b-1]"_s << u"expected one of"_s;
        QTest::newRow("attempt id differs") << attempt << "\"id\": \"gpt-4o-0\""_ba
                                            << "\"id\": \"gpt-4o-1\""_ba
                                            << "\"gpt-4o-1\""_ba << 0 << 0 << u"/id"_s << u"differs from the folder"_s;
        QTest::newRow("unknown trajectory format")
            << attempt << "\"swe-agent-v1\""_ba
            << "\"swe-agent-v9\""_ba
            << "\"swe-agent-v9\""_ba << 0 << 0 << u"/trajectory/format"_s << u"expected one of"_s;
        QTest::newRow("flag kind") << review << "\"kind\": \"FP\""_ba
                                   << "\"kind\": \"XX\""_ba
                                   << "\"XX\""_ba << 0 << 0 << u"/flags/0/kind"_s
                                   << u"expected one of \"FP\", \"FN\""_s;
        QTest::newRow("confidence above 1") << review << "\"confidence\": 0.86"_ba
                                            << "\"confidence\": 1.5"_ba
                                            << "1.5"_ba << 0 << 0 << u"/flags/0/confidence"_s << u"at most 1"_s;
        QTest::newRow("flag on unknown attempt")
            << review << "\"attempt\": \"gpt-4o-0\",\n      \"specs\""_ba
            << "\"attempt\": \"gpt-5-0\",\n      \"specs\""_ba
            << "\"gpt-5-0\""_ba << 0 << 0 << u"/flags/0/attempt"_s << u"no attempt has the id \"gpt-5-0\""_s;
        QTest::newRow("verdict date") << review << "\"at\": \"2026-11-02T10:14:00Z\""_ba
                                      << "\"at\": \"yesterday\""_ba
                                      << "\"yesterday\""_ba << 0 << 0 << u"/flags/0/verdict/at"_s
                                      << u"does not have the expected form"_s;
        QTest::newRow("evidence type") << review << "\"type\": \"test_line\""_ba
                                       << "\"type\": \"test_lines\""_ba
                                       << "\"test_lines\""_ba << 0 << 0 << u"/flags/0/evidence/2/type"_s
                                       << u"expected one of"_s;
        QTest::newRow("curation status") << curation << "\"status\": \"in_review\""_ba
                                         << "\"status\": \"done\""_ba
                                         << "\"done\""_ba << 0 << 0 << u"/status"_s << u"expected one of"_s;
        QTest::newRow("curation history missing")
            << curation << QByteArray() << "{\"status\": \"new\"}\n"_ba << QByteArray() << 1 << 1 << QString()
            << u"missing required key \"history\""_s;
    }

    void brokenInput()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, find);
        QFETCH(QByteArray, replace);
        QFETCH(QByteArray, locate);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, pointer);
        QFETCH(QString, message);

        const QString root = makeDataset();
        const QString path = root + u'/' + file;
        QByteArray bytes = readFile(path);
        if (find.isEmpty()) {
            bytes = replace;
        } else {
            QVERIFY2(bytes.contains(find), find.constData());
            bytes.replace(bytes.indexOf(find), find.size(), replace);
        }
        writeFile(path, bytes);
        if (!locate.isEmpty())
            std::tie(line, column) = positionOf(bytes, locate);

        const QList<Error> problems = checkDataset(root);
        QVERIFY2(!problems.isEmpty(), "the broken file was accepted");
        const Error &e = problems.first();
        QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
        QCOMPARE(e.file, file);
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
        QCOMPARE(e.pointer, pointer);
        for (const Error &p : problems)
            QVERIFY2(p.file.startsWith(u"tasks/alpha/"_s), qPrintable(p.toString()));

        // One broken task never stops the dataset from opening: beta still loads.
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        QCOMPARE(dataset->tasks.size(), 2);
        QVERIFY(!dataset->tasks[1].isBroken());
        QVERIFY(loadTask(root, u"beta"_s));
        auto alpha = loadTask(root, u"alpha"_s);
        QVERIFY(!alpha);
        QCOMPARE(alpha.error().file, file);
        if (file.endsWith(u"task.json"_s) || file.endsWith(u"review.json"_s) || file.endsWith(u"curation.json"_s))
            QVERIFY(dataset->tasks[0].isBroken());
    }

    void missingAndEscapingFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("link"); // empty: delete the file; else make it a symlink to this target
        QTest::addColumn<QString>("message");
        QTest::newRow("no reference patch") << u"tasks/alpha/reference.patch"_s << QString() << u"missing file"_s;
        QTest::newRow("no test file") << u"tasks/alpha/test-files/tests/test_a.py"_s << QString() << u"missing file"_s;
        QTest::newRow("no patch.diff") << u"tasks/alpha/attempts/gpt-4o-0/patch.diff"_s << QString()
                                       << u"missing file"_s;
        QTest::newRow("no trajectory") << u"tasks/alpha/attempts/gpt-4o-0/run.traj"_s << QString()
                                       << u"missing trajectory file"_s;
        QTest::newRow("no task.json") << u"tasks/alpha/task.json"_s << QString() << u"missing file"_s;
        QTest::newRow("test file links outside")
            << u"tasks/alpha/test-files/tests/test_a.py"_s << u"/etc/hostname"_s << u"leaves the dataset"_s;
        QTest::newRow("patch links outside")
            << u"tasks/alpha/reference.patch"_s << u"/etc/passwd"_s << u"leaves the dataset"_s;
        QTest::newRow("dangling link") << u"tasks/alpha/task.json"_s << u"/nonexistent/heddle"_s
                                       << u"leaves the dataset"_s;
    }

    void missingAndEscapingFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, link);
        QFETCH(QString, message);
        const QString root = makeDataset();
        const QString path = root + u'/' + file;
        QVERIFY(QFile::remove(path));
        if (!link.isEmpty())
            QVERIFY(QFile::link(link, path));
        const QList<Error> problems = checkDataset(root);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().file, file);
        QVERIFY2(problems.first().message.contains(message), qPrintable(problems.first().toString()));
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        QVERIFY(!dataset->tasks[1].isBroken());
    }

    void malformedPatchIsReportedByCheckOnly()
    {
        const QString root = makeDataset();
        writeFile(root + u"/tasks/alpha/attempts/gpt-4o-0/patch.diff"_s,
                  "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n-a\n+b\n"_ba);
        const QList<Error> problems = checkDataset(root);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().file, u"tasks/alpha/attempts/gpt-4o-0/patch.diff"_s);
        QVERIFY(problems.first().line >= 4);
        // The task still opens: the attempt's patch is data, shown as it is.
        auto task = loadTask(root, u"alpha"_s);
        QVERIFY(task);
        QVERIFY(task->attempts.first().patch.endsWith("+b\n"));
    }

    void taskFolderLinkingOutside()
    {
        const QString root = makeDataset();
        QTemporaryDir outside;
        QVERIFY(QDir(root + u"/tasks/alpha"_s).removeRecursively());
        QVERIFY(QFile::link(outside.path(), root + u"/tasks/alpha"_s));
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        QVERIFY(dataset->tasks[0].isBroken());
        QVERIFY(dataset->tasks[0].errors.first().message.contains(u"leaves the dataset"_s));
        QVERIFY(!dataset->tasks[1].isBroken());
    }

    void notADataset()
    {
        auto dataset = openDataset(m_dir.path());
        QVERIFY(!dataset);
        QVERIFY(dataset.error().message.contains(u"not a Heddle dataset"_s));
        auto missing = openDataset(m_dir.path() + u"/nowhere"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().message, u"no such folder"_s);
        const QString root = makeDataset();
        writeFile(root + u"/heddle-dataset.json"_s, "{\"format\": \"heddle-dataset\", \"format_version\": 2}"_ba);
        auto wrongVersion = openDataset(root);
        QVERIFY(!wrongVersion);
        QCOMPARE(wrongVersion.error().pointer, u"/format_version"_s);
        QCOMPARE(wrongVersion.error().line, 1);
        QCOMPARE(wrongVersion.error().column, 48);
    }

    void unsafeNamesAreNotWritten()
    {
        const QString root = makeDataset();
        Task t = sampleTask(u"../escape"_s);
        QVERIFY(!saveTask(root, t));
        t = sampleTask(u"gamma"_s);
        t.tests.files[0].path = u"../../outside.py"_s;
        const Result<void> s = saveTask(root, t);
        QVERIFY(!s);
        QVERIFY(s.error().message.contains(u"../../outside.py"_s));
        QVERIFY(!QFile::exists(root + u"/outside.py"_s));
        QVERIFY(!QFile::exists(root + u"/tasks/gamma/task.json"_s));
    }

    void gitPathPartsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("the repository's hooks") << u".git/hooks/pre-commit"_s;
        QTest::newRow("deeper, other case") << u"tests/.GIT/config"_s;
    }

    void gitPathPartsAreRefused()
    {
        // git cannot keep such a file in the dataset's history and validation would refuse to write it into the
        // task's repository: it is refused when saved, with an error naming the file, and nothing is written.
        QFETCH(QString, path);
        const QString root = makeDataset();
        Task t = sampleTask(u"gamma"_s);
        t.tests.files.append({path, "x = 1\n"_ba});
        const Result<void> saved = saveTask(root, t);
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.contains(path), qPrintable(saved.error().toString()));
        QCOMPARE(saved.error().file, root + u"/tasks/gamma/test-files/"_s + path);
        QVERIFY(!QFileInfo::exists(root + u"/tasks/gamma"_s));

        auto alpha = loadTask(root, u"alpha"_s);
        QVERIFY(alpha);
        alpha->tests.files.append({path, {}});
        const Result<void> one = saveTestFile(root, *alpha, path, "x = 1\n"_ba);
        QVERIFY(!one);
        QVERIFY2(one.error().message.contains(path), qPrintable(one.error().toString()));
        QCOMPARE(one.error().file, root + u"/tasks/alpha/test-files/"_s + path);
        QVERIFY(!QFileInfo::exists(one.error().file));

        // The same goes for a trajectory file.
        Task withTrajectory = sampleTask(u"delta"_s);
        withTrajectory.attempts[0].trajectory.file = path;
        const Result<void> trajectory = saveTask(root, withTrajectory);
        QVERIFY(!trajectory);
        QCOMPARE(trajectory.error().file, root + u"/tasks/delta/attempts/gpt-4o-0/"_s + path);
        QVERIFY(!QFileInfo::exists(root + u"/tasks/delta"_s));
    }

    void unchangedFilesAreNotRewritten()
    {
        const QString root = makeDataset();
        const QString path = root + u"/tasks/alpha/task.json"_s;
        const QDateTime before = QFileInfo(path).lastModified();
        QTest::qWait(20);
        auto task = loadTask(root, u"alpha"_s);
        QVERIFY(task);
        task->curation.status = CurationStatus::InRepair;
        QVERIFY(saveTask(root, *task));
        QCOMPARE(QFileInfo(path).lastModified(), before);
        QVERIFY(readFile(root + u"/tasks/alpha/curation.json"_s).contains("\"status\": \"in_repair\""));
    }

    void needsRerunVerdictRoundTrips()
    {
        const QString root = makeDataset();
        auto task = loadTask(root, u"alpha"_s);
        QVERIFY(task);
        task->flags[0].verdict = Verdict::NeedsRerun;
        QVERIFY(saveReview(root, *task));
        QVERIFY(readFile(root + u"/tasks/alpha/review.json"_s).contains("\"state\": \"needs_rerun\""));
        QCOMPARE(loadTask(root, u"alpha"_s)->flags[0].verdict, Verdict::NeedsRerun);
        auto dataset = openDataset(root);
        QVERIFY(dataset);
        QCOMPARE(dataset->tasks.first().flagCount(FlagKind::FalsePositive, Verdict::NeedsRerun), 1);
        QCOMPARE(dataset->tasks.first().flagCount(FlagKind::FalsePositive), 1);
    }

    void savesOneTestFile()
    {
        const QString root = makeDataset();
        auto task = loadTask(root, u"alpha"_s);
        QVERIFY(task);
        const QString path = task->tests.files[0].path;
        const QByteArray edited = task->tests.files[0].content + "\ndef test_three():\n    assert True\n"_ba;
        QVERIFY(saveTestFile(root, *task, path, edited));
        QCOMPARE(loadTask(root, u"alpha"_s)->tests.files[0].content, edited);

        const Result<void> unknown = saveTestFile(root, *task, u"tests/other.py"_s, "x"_ba);
        QVERIFY(!unknown);
        QVERIFY(unknown.error().message.contains(u"tests/other.py"_s));
        QVERIFY(!QFile::exists(root + u"/tasks/alpha/test-files/tests/other.py"_s));
        QVERIFY(!saveTestFile(root, *task, u"../../escape.py"_s, "x"_ba));
        QVERIFY(!QFile::exists(root + u"/escape.py"_s));
    }
};

QTEST_GUILESS_MAIN(TestDatasetIo)
#include "tst_datasetio.moc"
