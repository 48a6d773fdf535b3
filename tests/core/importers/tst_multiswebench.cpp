// Multi-SWE-bench rows (tests/data/multi-swe-bench, made in the layout of multi-swe-bench/multi-swe-bench's
// multi_swe_bench/harness/dataset.py) read field by field against Qt's own JSON reader; rows of both formats in one
// file; and an import that joins them with All-Hands-AI/OpenHands' output.jsonl, whose lines carry their instances.
#include <core/dataset/datasetio.h>
#include <core/importers/multiswebench.h>
#include <core/importers/swebenchimport.h>
#include <core/importers/swebenchinstance.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/instancerows.h>
#include <tests/support/samples.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kRows = testDataPath(samples::multiSweBenchRows);
const QString kOpenHands = testDataPath(samples::openHandsOutput);

} // namespace

class TestMultiSweBench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryFieldOfTheRows()
    {
        const QList<QJsonObject> rows = jsonlRows(kRows);
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kRows);
        QVERIFY(file);
        QVERIFY(file->rowErrors.isEmpty());
        QCOMPARE(file->instances.size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject &row = rows[i];
            const SweBenchInstance &in = file->instances[i];
            QCOMPARE(in.format, SweBenchInstance::Format::MultiSweBench);
            const QString org = row.value(u"org"_s).toString(), repo = row.value(u"repo"_s).toString();
            const QString built = org + u"__"_s + repo + u'-' + QString::number(row.value(u"number"_s).toInt());
            QCOMPARE(in.instanceId, row.value(u"instance_id"_s).toString(built));
            QCOMPARE(in.instanceId, built);
            QCOMPARE(in.repo, org + u'/' + repo);
            QCOMPARE(in.baseCommit, row.value(u"base"_s).toObject().value(u"sha"_s).toString());
            QCOMPARE(in.patch, row.value(u"fix_patch"_s).toString().toUtf8());
            QCOMPARE(in.testPatch, row.value(u"test_patch"_s).toString().toUtf8());
            QCOMPARE(in.line, int(i + 1));
            QStringList failToPass = row.value(u"f2p_tests"_s).toObject().keys();
            failToPass += row.value(u"s2p_tests"_s).toObject().keys();
            failToPass += row.value(u"n2p_tests"_s).toObject().keys();
            QStringList sorted = in.failToPass;
            sorted.sort();
            failToPass.sort();
            QCOMPARE(sorted, failToPass);
            QStringList passToPass = in.passToPass;
            passToPass.sort();
            QCOMPARE(passToPass, row.value(u"p2p_tests"_s).toObject().keys());
        }
    }

    void keepsWhatEachRowSays()
    {
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kRows);
        QVERIFY(file);
        const SweBenchInstance &pony = file->instances.at(0);
        // The file's order of the test maps, f2p first, then s2p and n2p.
        QCOMPARE(pony.failToPass,
                 (QStringList{u"MatchTypeTest.TupleSingleElement"_s, u"MatchTypeTest.SimpleTupleMatch"_s,
                              u"MatchTypeTest.NestedTupleMatch"_s}));
        QCOMPARE(pony.passToPass, (QStringList{u"MatchTypeTest.CompoundPattern"_s, u"LiteralTest.Match"_s}));
        QCOMPARE(extraValue(pony, u"s2p_tests"_s), u"MatchTypeTest.SimpleTupleMatch"_s);
        QCOMPARE(extraValue(pony, u"n2p_tests"_s), u"MatchTypeTest.NestedTupleMatch"_s);
        QCOMPARE(pony.language, u"c"_s);
        QCOMPARE(pony.problemStatement,
                 u"ponyc segfaults when trying to match using a single element tuple form\n`ponyc` segfaults when "
                 "trying to use `match` with a single element tuple destructure form."_s);
        QCOMPARE(extraValue(pony, u"number"_s), u"4595"_s);
        QCOMPARE(extraValue(pony, u"title"_s), u"Fix segfault when matching a single element tuple"_s);

        // Two issues, one without a body; lang "" and the file in the folder "c".
        const SweBenchInstance &cli = file->instances.at(1);
        QCOMPARE(cli.problemStatement,
                 u"CommandParser ignores parent default options when parsing leaf command\nA leaf command does not see "
                 "the default values of its parent's options.\n\nDefault options of a parent command are missing"_s);
        QCOMPARE(cli.language, u"c"_s);
        QVERIFY(cli.testPatch.isEmpty());

        const SweBenchInstance &java = file->instances.at(2);
        QCOMPARE(java.language, u"java"_s);
        QCOMPARE(java.instanceId, u"fasterxml__jackson-core-1208"_s);
    }

    void namesLanguages_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("language");
        QTest::newRow("java") << u"java"_s << u"java"_s;
        QTest::newRow("ts") << u"ts"_s << u"typescript"_s;
        QTest::newRow("js") << u"js"_s << u"javascript"_s;
        QTest::newRow("go") << u"go"_s << u"go"_s;
        QTest::newRow("rust") << u"rust"_s << u"rust"_s;
        QTest::newRow("c") << u"c"_s << u"c"_s;
        QTest::newRow("cpp") << u"cpp"_s << u"cpp"_s;
        QTest::newRow("C++") << u"C++"_s << u"cpp"_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void namesLanguages()
    {
        QFETCH(QString, lang);
        QFETCH(QString, language);
        QCOMPARE(multiSweBenchLanguage(lang), language);
    }

    void detectsTheFormatRowByRow()
    {
        QTemporaryDir dir;
        const QByteArray rows =
            "{\"instance_id\":\"o__r-1\",\"repo\":\"o/"
            "r\",\"base_commit\":\"abc\",\"FAIL_TO_PASS\":\"[\\\"t.py::a\\\"]\"}\n"
            "{\"org\":\"o\",\"repo\":\"r\",\"number\":\"2\",\"base\":{\"label\":\"o:main\",\"ref\":\"main\",\"sha\":"
            "\"def\"},"
            "\"resolved_issues\":[],\"title\":\"T\",\"body\":\"B\",\"fix_patch\":\"\",\"test_patch\":\"\","
            "\"lang\":\"ts\",\"f2p_tests\":{\"x\":{\"run\":\"NONE\",\"test\":\"FAIL\",\"fix\":\"PASS\"}}}\n"
            "{\"org\":\"o\",\"repo\":\"r\",\"number\":3,\"fix_patch\":\"\",\"lang\":\"go\"}\n"
            "{\"org\":\"o\",\"repo\":\"r\",\"number\":4,\"fix_patch\":\"\",\"base\":{\"sha\":\"a\"},"
            "\"p2p_tests\":[\"x\"]}\n";
        QVERIFY(writeFile(dir.filePath(u"mixed.jsonl"_s), rows));
        Result<SweBenchInstanceFile> file = readSweBenchInstances(dir.filePath(u"mixed.jsonl"_s));
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 2);
        const SweBenchInstance &swe = file->instances.at(0);
        QCOMPARE(swe.format, SweBenchInstance::Format::SweBench);
        QCOMPARE(swe.language, u"python"_s);
        QCOMPARE(swe.failToPass, QStringList{u"t.py::a"_s});
        const SweBenchInstance &msb = file->instances.at(1);
        QCOMPARE(msb.format, SweBenchInstance::Format::MultiSweBench);
        QCOMPARE(msb.instanceId, u"o__r-2"_s); // the number as a string, as Multi-SWE-bench's patch files give it
        QCOMPARE(msb.baseCommit, u"def"_s);
        QCOMPARE(msb.problemStatement, u"T\nB"_s); // no issue: the pull request's own text
        QCOMPARE(msb.language, u"typescript"_s);
        QCOMPARE(msb.failToPass, QStringList{u"x"_s});

        QCOMPARE(file->rowErrors.size(), 2);
        const Error &noBase = file->rowErrors.at(0);
        QCOMPARE(noBase.line, 3);
        QCOMPARE(noBase.pointer, u"/base"_s);
        QVERIFY2(noBase.message.contains(u"base"_s), qPrintable(noBase.toString()));
        const Error &listMap = file->rowErrors.at(1);
        QCOMPARE(listMap.line, 4);
        QCOMPARE(listMap.pointer, u"/p2p_tests"_s);
    }

    void importsAnOpenHandsRunWithoutAnInstancesFile()
    {
        const QList<QJsonObject> lines = jsonlRows(kOpenHands);
        ImportRequest request;
        request.runs = {ImportRun{kOpenHands, {}, {}, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QCOMPARE(plan->tasks.size(), lines.size());
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.instancesFromRun,
                 (QStringList{u"ponylang__ponyc-4595"_s, u"ponylang__ponyc-4593"_s, u"ponylang__ponyc-4588"_s}));
        QVERIFY(run.instancesInFiles.isEmpty());
        QCOMPARE(run.matched.size(), lines.size());
        QVERIFY(run.orphans.isEmpty());
        for (const QJsonObject &line : lines) {
            const QJsonObject instance = line.value(u"instance"_s).toObject();
            const Task *task = findTask(plan->tasks, line.value(u"instance_id"_s).toString());
            QVERIFY(task);
            QCOMPARE(task->repository.name, instance.value(u"repo"_s).toString());
            QCOMPARE(task->repository.baseCommit, instance.value(u"base_commit"_s).toString());
            QCOMPARE(task->query, instance.value(u"problem_statement"_s).toString());
            QVERIFY(task->tests.failToPass.isEmpty()); // "[]", a JSON list in a string
            QCOMPARE(sourceValue(*task, u"dataset"_s), u"output.jsonl"_s);
            QCOMPARE(task->attempts.size(), 1);
            QCOMPARE(task->attempts.first().patch,
                     line.value(u"test_result"_s).toObject().value(u"git_patch"_s).toString().toUtf8());
        }
    }

    void takesTheInstancesFileFirstAndTheRunForTheRest()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"joined"_s);
        ImportRequest request;
        request.instanceFiles = {kRows};
        request.runs = {ImportRun{kOpenHands, {}, {}, {}}};
        request.output = out;
        Result<ImportReport> report = importSweBench(request);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->tasks.size(), 4);
        const RunImportReport &run = report->runs.first();
        QCOMPARE(run.instancesFromRun, QStringList{u"ponylang__ponyc-4588"_s});
        QCOMPARE(run.instancesInFiles, (QStringList{u"ponylang__ponyc-4595"_s, u"ponylang__ponyc-4593"_s}));
        QCOMPARE(run.matched.size(), 3);
        QCOMPARE(run.withoutPrediction, QStringList{u"fasterxml__jackson-core-1208"_s});

        // Read back from disk: the file's fields for the instances it has, the run's for the one it lacks.
        Result<Task> pony = loadTask(out, u"ponylang__ponyc-4595"_s);
        QVERIFY2(pony, qPrintable(pony ? QString() : pony.error().toString()));
        QCOMPARE(pony->tests.language, u"c"_s);
        QCOMPARE(pony->tests.failToPass.size(), 3);
        // The file's issue, not the longer problem statement of the run's line.
        const QJsonObject issue = jsonlRows(kRows).first().value(u"resolved_issues"_s).toArray().first().toObject();
        QCOMPARE(pony->query, issue.value(u"title"_s).toString() + u'\n' + issue.value(u"body"_s).toString());
        QCOMPARE(sourceValue(*pony, u"dataset"_s), u"multi-swe-bench-sample.jsonl"_s);
        QCOMPARE(pony->referencePatch, jsonlRows(kRows).first().value(u"fix_patch"_s).toString().toUtf8());
        QCOMPARE(pony->attempts.size(), 1);

        Result<Task> fromRun = loadTask(out, u"ponylang__ponyc-4588"_s);
        QVERIFY(fromRun);
        QCOMPARE(sourceValue(*fromRun, u"dataset"_s), u"output.jsonl"_s);
        QCOMPARE(fromRun->repository.baseCommit, u"e5398b7ab793e2b11f930aa375b9212887614b03"_s);

        Result<Task> java = loadTask(out, u"fasterxml__jackson-core-1208"_s);
        QVERIFY(java);
        QCOMPARE(java->tests.language, u"java"_s);
        QCOMPARE(java->tests.files.size(), 1); // the test_patch creates it
        QCOMPARE(java->tests.files.first().path,
                 u"src/test/java/com/fasterxml/jackson/core/read/NumberParsingTest.java"_s);
    }

    void failsWhenNeitherAFileNorTheRunsHaveInstances()
    {
        ImportRequest request;
        request.runs = {ImportRun{testDataPath(samples::vexpPredictions), {}, {}, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(!plan);
        QVERIFY2(plan.error().message.contains(u"no run carries its instances"_s), qPrintable(plan.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestMultiSweBench)
#include "tst_multiswebench.moc"
