// Joining SWE-bench instances with real runs: the SWE-bench Verified harness run and predictions of
// vexp-ai/vexp-swe-bench, the SWE-smith run of SWE-bench/SWE-smith, SWE-agent/SWE-agent's predictions with their
// trajectory, and All-Hands-AI/OpenHands' output.jsonl; then the written dataset read back with openDataset/loadTask.
#include <core/dataset/datasetio.h>
#include <core/importers/swebenchimport.h>
#include <core/importers/testcommand.h>
#include <core/exec/containerimage.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/instancerows.h>
#include <tests/support/json.h>
#include <tests/support/samples.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kData = testDataPath(u"swe-bench/"_s);
const QString kVerified = testDataPath(samples::vexpVerifiedRows);
const QString kModelFolder = testDataPath(samples::vexpRun);
const QString kRunReport = testDataPath(samples::vexpRunReport);
const QString kPredictions = testDataPath(samples::vexpPredictions);
const QString kModel = u"vexp-swebench-1774184993333"_s;
const QString kLite = testDataPath(samples::sweAgentLiteInstances);
const QString kSmith = testDataPath(samples::sweSmithLogs + u"/"_s);
const QString kSmithInstance = u"pandas-dev__pandas.95280573.pr_53652"_s;
const QString kSweAgentRun = testDataPath(samples::sweAgentRun);
const QString kSweAgentInstances = testDataPath(samples::sweAgentEasyInstances);
const QString kOpenHands = testDataPath(samples::openHandsOutput);

QString errorText(const Error &e)
{
    return e.toString();
}

// report.json's lists as the results they stand for: success -> passed, failure -> failed.
TestResults reportResults(const QString &id)
{
    const QJsonObject report = QJsonDocument::fromJson(readFixture(kModelFolder + u'/' + id + u"/report.json"_s))
                                   .object()
                                   .value(id)
                                   .toObject()
                                   .value(u"tests_status"_s)
                                   .toObject();
    TestResults results;
    for (const QString &group : {u"FAIL_TO_PASS"_s, u"PASS_TO_PASS"_s, u"FAIL_TO_FAIL"_s, u"PASS_TO_FAIL"_s}) {
        const QJsonObject lists = report.value(group).toObject();
        const QStringList passed = jsonStrings(lists.value(u"success"_s));
        const QStringList failed = jsonStrings(lists.value(u"failure"_s));
        for (const QString &id : passed)
            results.set(id, TestStatus::Passed);
        for (const QString &id : failed)
            results.set(id, TestStatus::Failed);
    }
    return results;
}

ImportRequest vexpHarnessRequest()
{
    ImportRequest request;
    request.instanceFiles = {kVerified};
    request.runs = {ImportRun{kModelFolder, {}, kRunReport, {}}};
    return request;
}

} // namespace

class TestSweBenchImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void joinsAHarnessRun()
    {
        Result<ImportPlan> plan = planImport(vexpHarnessRequest());
        QVERIFY2(plan, qPrintable(plan ? QString() : errorText(plan.error())));
        QCOMPARE(plan->tasks.size(), 100);
        QCOMPARE(plan->report.instanceRows, 100);
        QVERIFY(plan->report.instanceErrors.isEmpty());
        QCOMPARE(plan->report.runs.size(), 1);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.kind, u"harness"_s);
        QCOMPARE(run.model, kModel);
        QCOMPARE(run.runId, kModel);
        QCOMPARE(run.matched, (QStringList{u"django__django-11133"_s, u"matplotlib__matplotlib-24870"_s}));
        QVERIFY(run.orphans.isEmpty());
        QCOMPARE(run.withoutPrediction.size(), 98);
        QVERIFY(!run.withoutPrediction.contains(u"django__django-11133"_s));
        QVERIFY(run.incomplete.isEmpty());
        QVERIFY(run.errors.isEmpty());
        QVERIFY(run.warnings.isEmpty());
        QCOMPARE(plan->report.attempts(), 2);
    }

    void takesResultsAndOutcomeFromReportJson_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("exitStatus");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("logFormat");
        QTest::newRow("django, resolved") << u"django__django-11133"_s << u"resolved"_s
                                          << u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 "
                                             "httpwrappers.tests"_s
                                          << u"django"_s;
        QTest::newRow("matplotlib, unresolved") << u"matplotlib__matplotlib-24870"_s << u"unresolved"_s
                                                << u"pytest -rA lib/matplotlib/tests/test_contour.py"_s << u"pytest"_s;
    }

    void takesResultsAndOutcomeFromReportJson()
    {
        QFETCH(QString, id);
        QFETCH(QString, exitStatus);
        QFETCH(QString, command);
        QFETCH(QString, logFormat);
        Result<ImportPlan> plan = planImport(vexpHarnessRequest());
        QVERIFY(plan);
        const Task *task = findTask(plan->tasks, id);
        QVERIFY(task);
        QCOMPARE(task->tests.command, command);
        QCOMPARE(task->tests.logFormat, logFormat);
        QCOMPARE(task->attempts.size(), 1);
        const Attempt &attempt = task->attempts.first();
        QCOMPARE(attempt.id, kModel + u"-0"_s);
        QCOMPARE(attempt.model, kModel);
        QCOMPARE(attempt.sample, 0);
        QCOMPARE(attempt.agent, u"unknown"_s);
        QCOMPARE(attempt.patch, readFixture(kModelFolder + u'/' + id + u"/patch.diff"_s));
        QCOMPARE(attempt.results, reportResults(id));
        QCOMPARE(attempt.exitStatus, exitStatus);
        QVERIFY(!attempt.trajectory.isValid());
    }

    void buildsTasksFromInstances()
    {
        Result<ImportPlan> plan = planImport(vexpHarnessRequest());
        QVERIFY(plan);
        const QJsonObject row = instanceRow(kVerified, u"django__django-11133"_s);
        const Task *task = findTask(plan->tasks, u"django__django-11133"_s);
        QVERIFY(task);
        QCOMPARE(task->repository.name, u"django/django"_s);
        QCOMPARE(task->repository.url, u"https://github.com/django/django"_s);
        QCOMPARE(task->repository.baseCommit, u"879cc3da6249e920b8d54518a0ae06de835d7373"_s);
        QVERIFY(task->repository.path.isEmpty());
        QCOMPARE(task->query, row.value(u"problem_statement"_s).toString());
        QCOMPARE(task->referencePatch, row.value(u"patch"_s).toString().toUtf8());
        QVERIFY(task->specs.isEmpty());
        QCOMPARE(task->tests.language, u"python"_s);
        // SWE-bench's rows name no image: validation names the harness's from the instance id.
        QVERIFY(task->tests.image.isEmpty());
        QCOMPARE(imageForTask(*task, {}).image, u"swebench/sweb.eval.x86_64.django_1776_django-11133:latest"_s);
        QCOMPARE(task->tests.failToPass,
                 QStringList{u"test_memoryview_content (httpwrappers.tests.HttpResponseTests)"_s});
        QCOMPARE(task->tests.passToPass.size(), 64);
        // The test_patch only changes an existing file: no test file text, the patch is kept in the source block.
        QVERIFY(task->tests.files.isEmpty());
        QCOMPARE(sourceValue(*task, u"test_patch"_s), row.value(u"test_patch"_s).toString());
        QCOMPARE(sourceValue(*task, u"instance_id"_s), u"django__django-11133"_s);
        QCOMPARE(sourceValue(*task, u"dataset"_s), u"swe-bench-100.jsonl"_s);
        QCOMPARE(sourceValue(*task, u"version"_s), u"3.0"_s);
        QCOMPARE(sourceValue(*task, u"created_at"_s), row.value(u"created_at"_s).toString());
        QCOMPARE(sourceValue(*task, u"environment_setup_commit"_s),
                 row.value(u"environment_setup_commit"_s).toString());
        QCOMPARE(sourceValue(*task, u"hints_text"_s), row.value(u"hints_text"_s).toString());

        // A test_patch that creates its test file gives the file's text.
        const Task *sphinx = findTask(plan->tasks, u"sphinx-doc__sphinx-9711"_s);
        QVERIFY(sphinx);
        QCOMPARE(sphinx->tests.files.size(), 1);
        QCOMPARE(sphinx->tests.files.first().path, u"tests/test_extension.py"_s);
        QVERIFY(sphinx->tests.files.first().content.startsWith("\"\"\"\n    test_extension\n"));
        QCOMPARE(sphinx->tests.files.first().content.count('\n'), 31);
        QCOMPARE(plan->report.warnings.size(), 1);
        QVERIFY(plan->report.warnings.first().message.contains(u"98"_s));
    }

    // Predictions for 2 instances, one for an instance no file has, and instances with no prediction.
    void reportsOrphansAndGaps()
    {
        QTemporaryDir dir;
        const QString predictions = dir.filePath(u"preds.jsonl"_s);
        QVERIFY(writeFile(predictions,
                          "{\"instance_id\": \"django__django-16255\", \"model_name_or_path\": \"gpt-4o\", "
                          "\"model_patch\": \"diff A\"}\n"
                          "{\"instance_id\": \"nobody__nowhere-1\", \"model_name_or_path\": \"gpt-4o\", "
                          "\"model_patch\": \"diff B\"}\n"
                          "{\"instance_id\": \"sympy__sympy-13031\", \"model_name_or_path\": \"gpt-4o\", "
                          "\"model_patch\": \"diff C\"}\n"
                          "{\"instance_id\": \"broken\", \"model_patch\": \n"));
        const QJsonArray lite = QJsonDocument::fromJson(readFixture(kLite)).array();
        QStringList ids;
        for (const auto &v : lite)
            ids.append(v.toObject().value(u"instance_id"_s).toString());
        QVERIFY(ids.contains(u"sympy__sympy-13031"_s));

        ImportRequest request;
        request.instanceFiles = {kLite};
        request.runs = {ImportRun{predictions, {}, {}, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        QCOMPARE(plan->tasks.size(), ids.size());
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.kind, u"predictions"_s);
        QCOMPARE(run.model, u"gpt-4o"_s);
        QCOMPARE(run.matched, (QStringList{u"django__django-16255"_s, u"sympy__sympy-13031"_s}));
        QCOMPARE(run.orphans, QStringList{u"nobody__nowhere-1"_s});
        QStringList without = ids;
        without.removeAll(u"django__django-16255"_s);
        without.removeAll(u"sympy__sympy-13031"_s);
        QCOMPARE(run.withoutPrediction, without);
        QCOMPARE(run.errors.size(), 1);
        QCOMPARE(run.errors.first().line, 4);
        QCOMPARE(run.errors.first().file, predictions);

        const Task *task = findTask(plan->tasks, u"sympy__sympy-13031"_s);
        QCOMPARE(task->attempts.size(), 1);
        QCOMPARE(task->attempts.first().id, u"gpt-4o-0"_s);
        QCOMPARE(task->attempts.first().patch, "diff C"_ba);
        QVERIFY(task->attempts.first().results.isEmpty());
        QVERIFY(findTask(plan->tasks, without.first())->attempts.isEmpty());
    }

    void numbersSamplesOfTheSameModel()
    {
        ImportRequest request;
        request.instanceFiles = {kVerified};
        request.runs = {ImportRun{kPredictions, {}, {}, {}}, ImportRun{kPredictions, {}, kRunReport, {}},
                        ImportRun{kPredictions, {}, {}, u"openai/gpt-4o"_s}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        QCOMPARE(plan->report.attempts(), 300);
        const Task *task = findTask(plan->tasks, u"django__django-11133"_s);
        QCOMPARE(task->attempts.size(), 3);
        QCOMPARE(task->attempts[0].id, kModel + u"-0"_s);
        QCOMPARE(task->attempts[1].id, kModel + u"-1"_s);
        QCOMPARE(task->attempts[1].sample, 1);
        QCOMPARE(task->attempts[2].id, u"openai-gpt-4o-0"_s);
        QCOMPARE(task->attempts[2].model, u"openai/gpt-4o"_s);
        // Only the run given the run report knows the outcome.
        QCOMPARE(task->attempts[0].exitStatus, QString());
        QCOMPARE(task->attempts[1].exitStatus, u"resolved"_s);
        const Task *empty = findTask(plan->tasks, u"django__django-13513"_s);
        QCOMPARE(empty->attempts[1].exitStatus, u"empty_patch"_s);
        QVERIFY(empty->attempts[1].patch.isEmpty());
    }

    void readsTheSweSmithRun()
    {
        ImportRequest request;
        request.instanceFiles = {kSmith + kSmithInstance + u".json"_s};
        request.runs = {ImportRun{kSmith + u"run_evaluation"_s, {}, {}, u"claude-3-7-sonnet"_s}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        QCOMPARE(plan->tasks.size(), 1);
        const Task &task = plan->tasks.first();
        QCOMPARE(task.repository.url, u"https://github.com/swesmith/pandas-dev__pandas.95280573"_s);
        QVERIFY(task.tests.command.isEmpty());
        // The image the instance names is the one its tests run in.
        QCOMPARE(task.tests.image, u"swesmith.x86_64.pandas-dev__pandas.95280573"_s);
        QCOMPARE(task.tests.failToPass.size(), 2);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.model, u"claude-3-7-sonnet"_s);
        QCOMPARE(run.matched, QStringList{kSmithInstance});
        QCOMPARE(run.incomplete.size(), 1);
        QCOMPARE(run.incomplete.first().missing, (QStringList{u"patch.diff"_s, u"run_instance.log"_s, u"eval.sh"_s}));
        // patch_successfully_applied false with resolved true: kept, and said.
        QCOMPARE(run.warnings.size(), 1);
        QVERIFY(run.warnings.first().message.contains(u"did not apply"_s));
        QCOMPARE(task.attempts.size(), 1);
        const Attempt &attempt = task.attempts.first();
        QCOMPARE(attempt.id, u"claude-3-7-sonnet-0"_s);
        QCOMPARE(attempt.exitStatus, u"resolved"_s);
        QCOMPARE(attempt.results.size(), 11);
        for (const QString &id : task.tests.failToPass + task.tests.passToPass)
            QCOMPARE(attempt.results.value(id), TestStatus::Passed);
        QVERIFY(attempt.patch.isEmpty());
    }

    // A harness folder with one of its files removed imports with the rest and says what is missing.
    void importsAnIncompleteFolder_data()
    {
        QTest::addColumn<QString>("removed");
        QTest::newRow("report.json: results from test_output.txt") << u"report.json"_s;
        QTest::newRow("test_output.txt") << u"test_output.txt"_s;
        QTest::newRow("patch.diff") << u"patch.diff"_s;
        QTest::newRow("eval.sh") << u"eval.sh"_s;
    }

    void importsAnIncompleteFolder()
    {
        QFETCH(QString, removed);
        const QString id = u"django__django-11133"_s;
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"run_evaluation/run-1/my-model/"_s + id);
        QVERIFY(QDir().mkpath(folder));
        for (const QString &name :
             {u"patch.diff"_s, u"report.json"_s, u"test_output.txt"_s, u"run_instance.log"_s, u"eval.sh"_s})
            if (name != removed)
                QVERIFY(QFile::copy(kModelFolder + u'/' + id + u'/' + name, folder + u'/' + name));

        ImportRequest request;
        request.instanceFiles = {kVerified};
        request.runs = {ImportRun{dir.filePath(u"run_evaluation/run-1"_s), {}, kRunReport, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.model, u"my-model"_s);
        QCOMPARE(run.runId, u"run-1"_s);
        QCOMPARE(run.matched, QStringList{id});
        QCOMPARE(run.incomplete.size(), 1);
        QCOMPARE(run.incomplete.first().instanceId, id);
        QCOMPARE(run.incomplete.first().missing, QStringList{removed});

        const Task *task = findTask(plan->tasks, id);
        const Attempt &attempt = task->attempts.first();
        QCOMPARE(attempt.exitStatus, u"resolved"_s);
        QCOMPARE(attempt.patch.isEmpty(), removed == u"patch.diff"_s);
        // Without eval.sh, SWE-bench's table gives the command the harness ran.
        QCOMPARE(task->tests.command,
                 u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests"_s);
        QCOMPARE(recordedTestCommand(*task).origin,
                 removed == u"eval.sh"_s ? TestCommandOrigin::Table : TestCommandOrigin::HarnessEvalScript);
        if (removed == u"report.json"_s) {
            // Read from the log: every test the harness graded, and the others the log names.
            QCOMPARE(attempt.results.value(task->tests.failToPass.first()), TestStatus::Passed);
            for (const QString &test : task->tests.passToPass)
                QCOMPARE(attempt.results.value(test), TestStatus::Passed);
            QVERIFY(attempt.results.size() >= 1 + task->tests.passToPass.size());
        } else {
            QCOMPARE(attempt.results, reportResults(id));
        }
    }

    // Without report.json the results come from test_output.txt, graded as the harness grades it: a recorded
    // non-zero exit status with no runner started means the tests did not run, and the import says so.
    void gradesALogWhoseTestsDidNotRun()
    {
        const QString id = u"django__django-11133"_s;
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"run_evaluation/run-1/my-model/"_s + id);
        QVERIFY(QDir().mkpath(folder));
        for (const QString &name : {u"patch.diff"_s, u"run_instance.log"_s, u"eval.sh"_s})
            QVERIFY(QFile::copy(kModelFolder + u'/' + id + u'/' + name, folder + u'/' + name));
        QByteArray log = readFixture(kModelFolder + u'/' + id + u"/test_output.txt"_s);
        const QByteArray start = "+ : '>>>>> Start Test Output'\n";
        const QByteArray end = "+ : '>>>>> End Test Output'\n";
        const qsizetype from = log.indexOf(start) + start.size();
        const qsizetype to = log.indexOf(end);
        QVERIFY(from > start.size() && to > from);
        log = log.first(from) + "ModuleNotFoundError: No module named 'django'\n+ SWEBENCH_TEST_EXIT_CODE=1\n" + end +
              "+ echo '>>>>> Test Exit Code: 1'\n>>>>> Test Exit Code: 1\n" + log.sliced(to + end.size());
        QVERIFY(writeFile(folder + u"/test_output.txt"_s, log));

        ImportRequest request;
        request.instanceFiles = {kVerified};
        request.runs = {ImportRun{dir.filePath(u"run_evaluation/run-1"_s), {}, kRunReport, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.warnings.size(), 1);
        QVERIFY(run.warnings.first().message.contains(u"no test runner started"_s));
        const Task *task = findTask(plan->tasks, id);
        QVERIFY(task);
        const Attempt &attempt = task->attempts.first();
        for (const QString &test : task->tests.failToPass + task->tests.passToPass)
            QCOMPARE(attempt.results.value(test), TestStatus::Missing);
    }

    void attachesSweAgentTrajectories()
    {
        ImportRequest request;
        request.instanceFiles = {kSweAgentInstances};
        request.runs = {ImportRun{kSweAgentRun + u"/all_preds.jsonl"_s, kSweAgentRun, {}, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.withTrajectory, 1);
        QVERIFY(run.withoutTrajectory.isEmpty());
        QVERIFY(run.orphanTrajectories.isEmpty());
        QCOMPARE(run.trajectories, kSweAgentRun);
        const Task &task = plan->tasks.first();
        QCOMPARE(task.id, u"pydicom__pydicom-1458"_s);
        const Attempt &attempt = task.attempts.first();
        QCOMPARE(attempt.agent, u"swe-agent"_s);
        QCOMPARE(attempt.trajectory.file, u"pydicom__pydicom-1458.traj"_s);
        QCOMPARE(attempt.trajectory.format, TrajectoryFormat::SweAgentV0);
        QCOMPARE(attempt.exitStatus, u"submitted"_s);
        QCOMPARE(attempt.inputTokens, std::optional<qint64>(122612));
        QCOMPARE(attempt.outputTokens, std::optional<qint64>(1369));
        QCOMPARE(attempt.turns, std::optional<int>(12));
        QCOMPARE(plan->trajectorySources.value(task.id).value(attempt.id),
                 kSweAgentRun + u"/pydicom__pydicom-1458.traj"_s);
    }

    void readsOpenHandsOutputAsRunAndTrajectories()
    {
        // output.jsonl carries each instance; an instances file is made of them.
        QTemporaryDir dir;
        QByteArray instances;
        for (const QByteArray &line : readFixture(kOpenHands).split('\n'))
            if (!line.isEmpty())
                instances += QJsonDocument(QJsonDocument::fromJson(line).object().value(u"instance"_s).toObject())
                                 .toJson(QJsonDocument::Compact) +
                             '\n';
        QVERIFY(writeFile(dir.filePath(u"instances.jsonl"_s), instances));

        ImportRequest request;
        request.instanceFiles = {dir.filePath(u"instances.jsonl"_s)};
        request.runs = {ImportRun{kOpenHands, {}, {}, {}}, ImportRun{kOpenHands, kOpenHands, {}, u"again"_s}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        QCOMPARE(plan->tasks.size(), 3);
        const RunImportReport &run = plan->report.runs.first();
        QCOMPARE(run.matched.size(), 3);
        QCOMPARE(run.withTrajectory, 3);
        const Task *task = findTask(plan->tasks, u"ponylang__ponyc-4595"_s);
        QVERIFY(task->tests.failToPass.isEmpty()); // "[]" in a string
        const Attempt &attempt = task->attempts.first();
        QCOMPARE(attempt.id, u"openai-openrouter-llama-4-maverick-0"_s);
        QCOMPARE(attempt.agent, u"openhands"_s);
        QCOMPARE(attempt.trajectory.file, u"output.jsonl"_s);
        QCOMPARE(attempt.trajectory.format, TrajectoryFormat::OpenHands);
        QCOMPARE(attempt.inputTokens, std::optional<qint64>(565158));
        QVERIFY(attempt.patch.startsWith("diff --git a/src/libponyc/ast/parser.c"));
        const QString copied = plan->trajectorySources.value(task->id).value(attempt.id);
        QCOMPARE(readFixture(copied), readFixture(kOpenHands).split('\n').first() + '\n');
        // The second run's copy of the same line is a file of its own.
        QCOMPARE(task->attempts.size(), 2);
        const QString again = plan->trajectorySources.value(task->id).value(u"again-0"_s);
        QVERIFY(!again.isEmpty());
        QVERIFY(again != copied);
        QCOMPARE(readFixture(again), readFixture(copied));
    }

    void writesWhatLoadTaskReadsBack()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"verified"_s);
        ImportRequest request = vexpHarnessRequest();
        request.runs.append(ImportRun{kPredictions, {}, kRunReport, u"vexp/agent"_s});
        request.instanceFiles.append(kSweAgentInstances);
        request.runs.append(ImportRun{kSweAgentRun + u"/all_preds.jsonl"_s, kSweAgentRun, {}, {}});
        request.output = out;
        request.name = u"Verified sample"_s;
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(plan);
        const QList<Task> planned = plan->tasks;
        int progressCalls = 0;
        int lastProgress = -1;
        Result<ImportReport> report = writeImport(std::move(plan).value(), out, request.name, [&](int permille) {
            ++progressCalls;
            lastProgress = permille;
            return true;
        });
        QVERIFY2(report, qPrintable(report ? QString() : errorText(report.error())));
        QCOMPARE(report->tasks.size(), 101);
        QVERIFY(report->writeErrors.isEmpty());
        QCOMPARE(progressCalls, 101);
        QCOMPARE(lastProgress, 1000);

        Result<Dataset> dataset = openDataset(out);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : errorText(dataset.error())));
        QCOMPARE(dataset->info.name, u"Verified sample"_s);
        QCOMPARE(dataset->tasks.size(), 101);
        for (const TaskSummary &summary : dataset->tasks)
            QVERIFY2(
                !summary.isBroken(),
                qPrintable(summary.isBroken() ? summary.id + u": "_s + errorText(summary.errors.first()) : QString()));
        QVERIFY(checkDataset(out).isEmpty());

        for (const QString &id : {u"django__django-11133"_s, u"matplotlib__matplotlib-24870"_s,
                                  u"sphinx-doc__sphinx-9711"_s, u"pydicom__pydicom-1458"_s}) {
            const Task *expected = findTask(planned, id);
            Result<Task> loaded = loadTask(out, id);
            QVERIFY2(loaded, qPrintable(loaded ? QString() : errorText(loaded.error())));
            QCOMPARE(loaded->id, expected->id);
            QCOMPARE(loaded->repository.name, expected->repository.name);
            QCOMPARE(loaded->repository.url, expected->repository.url);
            QCOMPARE(loaded->repository.baseCommit, expected->repository.baseCommit);
            QCOMPARE(loaded->query, expected->query);
            QCOMPARE(loaded->referencePatch, expected->referencePatch);
            QCOMPARE(loaded->tests.language, expected->tests.language);
            QCOMPARE(loaded->tests.command, expected->tests.command);
            QCOMPARE(loaded->tests.logFormat, expected->tests.logFormat);
            QCOMPARE(loaded->tests.failToPass, expected->tests.failToPass);
            QCOMPARE(loaded->tests.passToPass, expected->tests.passToPass);
            QCOMPARE(loaded->tests.files.size(), expected->tests.files.size());
            for (qsizetype i = 0; i < expected->tests.files.size(); ++i) {
                QCOMPARE(loaded->tests.files[i].path, expected->tests.files[i].path);
                QCOMPARE(loaded->tests.files[i].content, expected->tests.files[i].content);
            }
            QCOMPARE(loaded->source, expected->source);
            QCOMPARE(loaded->attempts.size(), expected->attempts.size());
            for (const Attempt &e : expected->attempts) {
                const auto it = std::find_if(loaded->attempts.begin(), loaded->attempts.end(),
                                             [&](const Attempt &a) { return a.id == e.id; });
                QVERIFY(it != loaded->attempts.end());
                QCOMPARE(it->model, e.model);
                QCOMPARE(it->agent, e.agent);
                QCOMPARE(it->sample, e.sample);
                QCOMPARE(it->patch, e.patch);
                QCOMPARE(it->results, e.results);
                QCOMPARE(it->exitStatus, e.exitStatus);
                QCOMPARE(it->trajectory.file, e.trajectory.file);
                QCOMPARE(it->trajectory.format, e.trajectory.format);
                QCOMPARE(it->inputTokens, e.inputTokens);
                QCOMPARE(it->turns, e.turns);
            }
        }
        // The trajectory was copied byte for byte, not rewritten.
        const Task *pydicom = findTask(planned, u"pydicom__pydicom-1458"_s);
        QCOMPARE(readFixture(out + u"/tasks/pydicom__pydicom-1458/attempts/"_s + pydicom->attempts.first().id +
                             u"/pydicom__pydicom-1458.traj"_s),
                 readFixture(kSweAgentRun + u"/pydicom__pydicom-1458.traj"_s));
    }

    void stopsOnWhatCannotBeRead_data()
    {
        QTest::addColumn<QStringList>("instances");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("trajectories");
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("blamed");
        QTest::newRow("no instances file") << QStringList{} << QString() << QString() << QString() << QString();
        QTest::newRow("instances file absent") << QStringList{kData + u"absent.jsonl"_s} << QString() << QString()
                                               << QString() << kData + u"absent.jsonl"_s;
        QTest::newRow("run absent") << QStringList{kVerified} << kData + u"absent-run"_s << QString() << QString()
                                    << kData + u"absent-run"_s;
        QTest::newRow("run folder without harness output")
            << QStringList{kVerified} << kData << QString() << QString() << kData;
        QTest::newRow("trajectories absent") << QStringList{kVerified} << kPredictions << kData + u"absent-traj"_s
                                             << QString() << kData + u"absent-traj"_s;
        QTest::newRow("run report not a run report") << QStringList{kVerified} << kPredictions << QString()
                                                     << kModelFolder + u"/django__django-11133/report.json"_s
                                                     << kModelFolder + u"/django__django-11133/report.json"_s;
    }

    void stopsOnWhatCannotBeRead()
    {
        QFETCH(QStringList, instances);
        QFETCH(QString, run);
        QFETCH(QString, trajectories);
        QFETCH(QString, report);
        QFETCH(QString, blamed);
        ImportRequest request;
        request.instanceFiles = instances;
        if (!run.isEmpty())
            request.runs = {ImportRun{run, trajectories, report, {}}};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(!plan);
        QCOMPARE(plan.error().file, blamed);
    }

    void failsWhenNoInstanceCanBeRead()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(u"bad.jsonl"_s), "{\"repo\": \"a/b\"}\n[1]\n"));
        ImportRequest request;
        request.instanceFiles = {dir.filePath(u"bad.jsonl"_s)};
        Result<ImportPlan> plan = planImport(request);
        QVERIFY(!plan);
        QVERIFY(plan.error().detail.contains(u"bad.jsonl:1:1"_s));
    }

    void refusesANonEmptyOutputFolder()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(u"keep.txt"_s), "mine"));
        ImportRequest request = vexpHarnessRequest();
        request.output = dir.path();
        Result<ImportReport> report = importSweBench(request);
        QVERIFY(!report);
        QCOMPARE(report.error().file, dir.path());
        QCOMPARE(readFixture(dir.filePath(u"keep.txt"_s)), "mine"_ba);
        QVERIFY(!QFile::exists(dir.filePath(u"heddle-dataset.json"_s)));
    }

    void cancels()
    {
        QTemporaryDir dir;
        ImportRequest request = vexpHarnessRequest();
        request.output = dir.filePath(u"out"_s);
        Result<ImportReport> report = importSweBench(request, [](int permille) { return permille < 100; });
        QVERIFY(!report);
        QCOMPARE(report.error().code, Error::Code::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestSweBenchImport)
#include "tst_swebenchimport.moc"
