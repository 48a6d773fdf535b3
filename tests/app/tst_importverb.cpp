// `heddle import` run as a real process on real SWE-bench material: vexp-ai/vexp-swe-bench's SWE-bench Verified
// instances, harness logs, run report and predictions, and SWE-agent/SWE-agent's predictions with a trajectory.
#include <tests/support/processes.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>
#include <tests/support/json.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kData = testDataPath(u"swe-bench/"_s);
const QString kVerified = testDataPath(samples::vexpVerifiedRows);
const QString kModelFolder = testDataPath(samples::vexpRun);
const QString kRunReport = testDataPath(samples::vexpRunReport);
const QString kPredictions = testDataPath(samples::vexpPredictions);
const QString kSweAgentRun = testDataPath(samples::sweAgentRun);
const QString kSweAgentInstances = testDataPath(samples::sweAgentEasyInstances);
const QString kOpenHands = testDataPath(samples::openHandsOutput);
const QString kMultiSweBench = testDataPath(samples::multiSweBenchRows);

ProcessRun heddleImport(const QStringList &args)
{
    return runHeddle(QStringList{u"import"_s} + args, {.timeoutMs = 120000});
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

} // namespace

class TestImportVerb : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importsAHarnessRunAndPredictions()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"verified"_s);
        const ProcessRun run =
            heddleImport({u"--instances"_s, kVerified, u"--run"_s, kModelFolder, u"--report"_s, kRunReport, u"--run"_s,
                          kSweAgentRun + u"/all_preds.jsonl"_s, u"--trajectories"_s, kSweAgentRun, u"--instances"_s,
                          kSweAgentInstances, u"--name"_s, u"Verified"_s, u"--out"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.outText().startsWith(u"Imported 101 task(s) and 3 attempt(s) into "_s), qPrintable(run.outText()));
        QVERIFY(run.outText().contains(u"matched 2: django__django-11133, matplotlib__matplotlib-24870"_s));
        QVERIFY(run.outText().contains(u"no prediction for 99: "_s));
        QVERIFY(run.outText().contains(u"(89 more; --json lists them all)"_s));
        QVERIFY(run.outText().contains(u"1 attached"_s));
        QVERIFY(run.errText().isEmpty());

        QCOMPARE(readJson(out + u"/heddle-dataset.json"_s).value(u"name"_s).toString(), u"Verified"_s);
        const QString attempt = out + u"/tasks/django__django-11133/attempts/vexp-swebench-1774184993333-0/"_s;
        const QJsonObject json = readJson(attempt + u"attempt.json"_s);
        QCOMPARE(json.value(u"exit_status"_s).toString(), u"resolved"_s);
        QCOMPARE(json.value(u"results"_s)
                     .toObject()
                     .value(u"test_memoryview_content (httpwrappers.tests.HttpResponseTests)"_s),
                 QJsonValue(u"passed"_s));
        const QByteArray original = readFixture(kModelFolder + u"/django__django-11133/patch.diff"_s);
        QVERIFY(!original.isEmpty());
        QCOMPARE(readFile(attempt + u"patch.diff"_s), original);
        const QJsonObject task = readJson(out + u"/tasks/django__django-11133/task.json"_s);
        QCOMPARE(task.value(u"tests"_s).toObject().value(u"command"_s).toString(),
                 u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests"_s);

        // The written dataset passes Heddle's own check.
        QCOMPARE(runHeddle({u"check"_s, out}, {.timeoutMs = 120000}).exitCode, 0);
    }

    void printsTheReportAsJson()
    {
        QTemporaryDir dir;
        const QString preds = dir.filePath(u"preds.jsonl"_s);
        QVERIFY(writeFile(
            preds, "{\"instance_id\": \"django__django-11133\", \"model_name_or_path\": \"m\", \"model_patch\": \"\"}\n"
                   "{\"instance_id\": \"orphan__id-1\", \"model_name_or_path\": \"m\", \"model_patch\": \"\"}\n"
                   "{\"instance_id\": \n"));
        const ProcessRun run = heddleImport(
            {u"--instances"_s, kVerified, u"--run="_s + preds, u"--json"_s, u"--out"_s, dir.filePath(u"out"_s)});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(u"instance_rows"_s).toInt(), 100);
        QCOMPARE(report.value(u"tasks"_s).toArray().size(), 100);
        QCOMPARE(report.value(u"attempts"_s).toInt(), 1);
        const QJsonObject r = report.value(u"runs"_s).toArray().first().toObject();
        QCOMPARE(jsonStrings(r.value(u"matched"_s)), QStringList{u"django__django-11133"_s});
        QCOMPARE(jsonStrings(r.value(u"orphans"_s)), QStringList{u"orphan__id-1"_s});
        QCOMPARE(r.value(u"without_prediction"_s).toArray().size(), 99);
        const QJsonObject error = r.value(u"errors"_s).toArray().first().toObject();
        QCOMPARE(error.value(u"line"_s).toInt(), 3);
        QCOMPARE(error.value(u"file"_s).toString(), preds);
    }

    void exitsOneWhenTheImportCannotRun()
    {
        QTemporaryDir dir;
        const ProcessRun absent =
            heddleImport({u"--instances"_s, kData + u"absent.jsonl"_s, u"--out"_s, dir.filePath(u"o"_s)});
        QCOMPARE(absent.exitCode, 1);
        QVERIFY2(absent.errText().startsWith(u"heddle import: "_s + kData + u"absent.jsonl: "_s),
                 qPrintable(absent.errText()));
        QVERIFY(absent.outText().isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(u"o"_s)));

        QVERIFY(writeFile(dir.filePath(u"keep.txt"_s), {}));
        const ProcessRun notEmpty = heddleImport({u"--instances"_s, kVerified, u"--out"_s, dir.path()});
        QCOMPARE(notEmpty.exitCode, 1);
        QVERIFY(notEmpty.errText().contains(u"not empty"_s));

        const ProcessRun badRun = heddleImport(
            {u"--instances"_s, kVerified, u"--run"_s, dir.filePath(u"nothing"_s), u"--out"_s, dir.filePath(u"o"_s)});
        QCOMPARE(badRun.exitCode, 1);
        QVERIFY2(badRun.errText().contains(dir.filePath(u"nothing"_s) + u": no such file or folder"_s),
                 qPrintable(badRun.errText()));
        // A run alone, its path missing: named as missing, not as a run without instances.
        const ProcessRun onlyRun =
            heddleImport({u"--run"_s, dir.filePath(u"nothing"_s), u"--out"_s, dir.filePath(u"o"_s)});
        QCOMPARE(onlyRun.exitCode, 1);
        QVERIFY2(onlyRun.errText().contains(dir.filePath(u"nothing"_s) + u": no such file or folder"_s),
                 qPrintable(onlyRun.errText()));
    }

    void exitsTwoOnUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no arguments") << QStringList{} << u"missing --out"_s;
        QTest::newRow("no --instances") << QStringList{u"--out"_s, u"x"_s}
                                        << u"missing --instances FILE (or a --run whose lines carry"_s;
        QTest::newRow("no --out") << QStringList{u"--instances"_s, kVerified} << u"missing --out"_s;
        QTest::newRow("--trajectories before --run")
            << QStringList{u"--instances"_s, kVerified, u"--trajectories"_s, kSweAgentRun, u"--out"_s, u"x"_s}
            << u"give --run PATH before it"_s;
        QTest::newRow("unknown option") << QStringList{u"--instance"_s, kVerified} << u"unknown option --instance"_s;
        QTest::newRow("value missing") << QStringList{u"--instances"_s, kVerified, u"--out"_s} << u"needs a value"_s;
        QTest::newRow("--model twice") << QStringList{u"--instances"_s, kVerified, u"--run"_s,   kPredictions,
                                                      u"--model"_s,     u"a"_s,    u"--model"_s, u"b"_s,
                                                      u"--out"_s,       u"x"_s}
                                       << u"given twice"_s;
    }

    void exitsTwoOnUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const ProcessRun run = heddleImport(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errText().contains(message), qPrintable(run.errText()));
        QVERIFY(run.errText().contains(u"heddle import --help"_s));
    }

    void importsAnOpenHandsRunOnItsOwn()
    {
        // The lines of output.jsonl carry their instances: no --instances needed.
        QTemporaryDir dir;
        const QString out = dir.filePath(u"openhands"_s);
        const ProcessRun run = heddleImport({u"--run"_s, kOpenHands, u"--out"_s, out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.outText().startsWith(u"Imported 3 task(s) and 3 attempt(s) into "_s), qPrintable(run.outText()));
        QVERIFY(run.outText().contains(u"instances taken from the run 3: ponylang__ponyc-4595, ponylang__ponyc-4593, "
                                       "ponylang__ponyc-4588"_s));
        QVERIFY(QFile::exists(out + u"/tasks/ponylang__ponyc-4588/task.json"_s));
    }

    void reportsWhichInstancesTheRunFilledIn()
    {
        QTemporaryDir dir;
        const ProcessRun run = heddleImport({u"--instances"_s, kMultiSweBench, u"--run"_s, kOpenHands, u"--json"_s,
                                             u"--out"_s, dir.filePath(u"joined"_s)});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(jsonStrings(report.value(u"tasks"_s)).size(), 4);
        const QJsonObject first = report.value(u"runs"_s).toArray().first().toObject();
        QCOMPARE(jsonStrings(first.value(u"instances_from_run"_s)), QStringList{u"ponylang__ponyc-4588"_s});
        QCOMPARE(jsonStrings(first.value(u"instances_in_files"_s)),
                 (QStringList{u"ponylang__ponyc-4595"_s, u"ponylang__ponyc-4593"_s}));
        const QJsonObject task = readJson(dir.filePath(u"joined/tasks/fasterxml__jackson-core-1208/task.json"_s));
        QCOMPARE(task.value(u"tests"_s).toObject().value(u"language"_s).toString(), u"java"_s);
    }

    void explainsItself()
    {
        const ProcessRun run = heddleImport({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outText().startsWith(u"Usage: heddle import [--instances FILE] [--run PATH]"_s));
        QVERIFY(run.outText().contains(u"--trajectories PATH"_s));
        QVERIFY(run.outText().contains(u"Exit status"_s));
    }
};

QTEST_GUILESS_MAIN(TestImportVerb)
#include "tst_importverb.moc"
