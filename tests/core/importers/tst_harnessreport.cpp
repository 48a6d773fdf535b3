// SWE-bench harness output: the per-instance report.json (wrapped, from vexp-ai/vexp-swe-bench's SWE-bench Verified
// run; unwrapped and the validation form, from SWE-bench/SWE-smith), the run reports of both, eval.sh, and the
// folder layout logs/run_evaluation/<run_id>/<model>/<instance_id>/.
#include <core/importers/harnessreport.h>
#include <core/importers/harnessrun.h>
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

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kRunFolder = testDataPath(u"swe-bench/vexp-swe-bench/logs/run_evaluation/vexp-swebench-1774184993333"_s);
const QString kModelFolder = kRunFolder + u"/vexp-swebench-1774184993333"_s;
const QString kRunReport = testDataPath(samples::vexpRunReport);
const QString kSmith = testDataPath(samples::sweSmithLogs + u"/"_s);
const QString kSmithInstance = u"pandas-dev__pandas.95280573.pr_53652"_s;

// The tests a report lists under success or failure in any group, read by QJsonDocument.
QStringList listed(const QJsonObject &testsStatus, const QString &outcome)
{
    QStringList out;
    for (const QString &group : {u"FAIL_TO_PASS"_s, u"PASS_TO_PASS"_s, u"FAIL_TO_FAIL"_s, u"PASS_TO_FAIL"_s})
        out += jsonStrings(testsStatus.value(group).toObject().value(outcome));
    return out;
}

QStringList withStatus(const TestResults &results, TestStatus status)
{
    QStringList out;
    for (const QString &id : results.ids)
        if (results.value(id) == status)
            out.append(id);
    return out;
}

} // namespace

class TestHarnessReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsWrappedReports_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("resolved");
        QTest::newRow("django resolved") << u"django__django-11133"_s << true;
        QTest::newRow("matplotlib unresolved") << u"matplotlib__matplotlib-24870"_s << false;
    }

    void readsWrappedReports()
    {
        QFETCH(QString, id);
        QFETCH(bool, resolved);
        const QString path = kModelFolder + u'/' + id + u"/report.json"_s;
        const QJsonObject expected = QJsonDocument::fromJson(readFixture(path)).object().value(id).toObject();
        const QJsonObject testsStatus = expected.value(u"tests_status"_s).toObject();

        Result<HarnessReport> report = readHarnessReport(path);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->instanceId, id);
        QCOMPARE(report->patchIsNone, std::optional<bool>(false));
        QCOMPARE(report->patchExists, std::optional<bool>(true));
        QCOMPARE(report->patchSuccessfullyApplied, std::optional<bool>(true));
        QCOMPARE(report->resolved, std::optional<bool>(resolved));
        QVERIFY(report->hasTestsStatus);
        QCOMPARE(withStatus(report->results, TestStatus::Passed), listed(testsStatus, u"success"_s));
        QCOMPARE(withStatus(report->results, TestStatus::Failed), listed(testsStatus, u"failure"_s));
        QCOMPARE(report->results.size(),
                 listed(testsStatus, u"success"_s).size() + listed(testsStatus, u"failure"_s).size());
    }

    void readsMatplotlibFailures()
    {
        Result<HarnessReport> report = readHarnessReport(kModelFolder + u"/matplotlib__matplotlib-24870/report.json"_s);
        QVERIFY(report);
        QCOMPARE(report->results.size(), 66);
        QCOMPARE(withStatus(report->results, TestStatus::Failed).size(), 2);
        // FAIL_TO_PASS comes first, as in the report.
        QCOMPARE(report->results.ids.first(), u"lib/matplotlib/tests/test_contour.py::test_bool_autolevel"_s);
        QCOMPARE(report->results.value(u"lib/matplotlib/tests/test_contour.py::test_bool_autolevel"_s),
                 TestStatus::Failed);
    }

    void readsUnwrappedSweSmithReport()
    {
        const QString path = kSmith + u"run_evaluation/"_s + kSmithInstance + u"/report.json"_s;
        const QJsonObject expected = QJsonDocument::fromJson(readFixture(path)).object();
        Result<HarnessReport> report = readHarnessReport(path);
        QVERIFY(report);
        QVERIFY(report->instanceId.isEmpty());
        // SWE-smith's quirk: not applied, yet resolved.
        QCOMPARE(report->patchSuccessfullyApplied, std::optional<bool>(false));
        QCOMPARE(report->resolved, std::optional<bool>(true));
        const QJsonObject testsStatus = expected.value(u"tests_status"_s).toObject();
        QCOMPARE(withStatus(report->results, TestStatus::Passed), listed(testsStatus, u"success"_s));
        QCOMPARE(report->results.size(), 11);
    }

    void readsSweSmithValidationReport()
    {
        Result<HarnessReport> report = readHarnessReport(kSmith + u"run_validation/report.json"_s);
        QVERIFY(report);
        QVERIFY(report->hasTestsStatus);
        QVERIFY(!report->resolved.has_value());
        QCOMPARE(report->results.size(), 11);
        QCOMPARE(withStatus(report->results, TestStatus::Passed).size(), 11);
    }

    void readsRunReports()
    {
        Result<HarnessRunReport> vexp = readHarnessRunReport(kRunReport);
        QVERIFY(vexp);
        QCOMPARE(vexp->submitted.size(), 100);
        QCOMPARE(vexp->completed.size(), 99);
        QCOMPARE(vexp->resolved.size(), 73);
        QCOMPARE(vexp->unresolved.size(), 26);
        QCOMPARE(vexp->emptyPatch, QStringList{u"django__django-13513"_s});
        QVERIFY(vexp->resolved.contains(u"django__django-11133"_s));
        QVERIFY(vexp->unresolved.contains(u"matplotlib__matplotlib-24870"_s));

        Result<HarnessRunReport> smith = readHarnessRunReport(kSmith + u"run_evaluation/report.json"_s);
        QVERIFY(smith);
        QCOMPARE(smith->resolved.size(), 3);
        QCOMPARE(smith->unresolved.size(), 50);
        QVERIFY(smith->resolved.contains(kSmithInstance));

        // An instance report is not a run report.
        Result<HarnessRunReport> wrong = readHarnessRunReport(kModelFolder + u"/django__django-11133/report.json"_s);
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().line, 1);
    }

    void rejectsMalformedReports_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("resolved a string") << "{\"i__d-1\": {\n  \"resolved\": \"yes\"\n}}"_ba << 2 << 15
                                           << u"/i__d-1/resolved"_s << u"expected a boolean, found a string"_s;
        QTest::newRow("success not a list")
            << "{\"resolved\": true, \"tests_status\": {\"FAIL_TO_PASS\": {\"success\": 3}}}"_ba << 1 << 65
            << u"/tests_status/FAIL_TO_PASS/success"_s << u"found a number"_s;
        QTest::newRow("group not an object") << "{\"resolved\": true, \"tests_status\": {\"PASS_TO_PASS\": []}}"_ba << 1
                                             << 53 << u"/tests_status/PASS_TO_PASS"_s << u"found an array"_s;
        QTest::newRow("neither report nor wrapper")
            << "{\"a\": 1, \"b\": 2}"_ba << 1 << 1 << QString() << u"expected a harness report"_s;
        QTest::newRow("truncated") << "{\"resolved\": tr"_ba << 1 << 16 << QString() << u"ends before"_s;
        QTest::newRow("misspelled literal") << "{\"resolved\": tru}"_ba << 1 << 14 << QString() << u"lower case"_s;
    }

    void rejectsMalformedReports()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        Result<HarnessReport> report = parseHarnessReport(text, u"report.json"_s);
        QVERIFY(!report);
        QCOMPARE(report.error().file, u"report.json"_s);
        QCOMPARE(report.error().line, line);
        QCOMPARE(report.error().column, column);
        QCOMPARE(report.error().pointer, pointer);
        QVERIFY2(report.error().message.contains(message), qPrintable(report.error().message));
    }

    void readsTheTestCommandOfEvalScripts()
    {
        QCOMPARE(harnessTestCommand(readFixture(kModelFolder + u"/django__django-11133/eval.sh"_s)),
                 u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests"_s);
        QCOMPARE(harnessTestCommand(readFixture(kModelFolder + u"/matplotlib__matplotlib-24870/eval.sh"_s)),
                 u"pytest -rA lib/matplotlib/tests/test_contour.py"_s);
        QCOMPARE(harnessTestCommand("#!/bin/bash\npytest\n"), QString());
    }

    void readsAModelFolder()
    {
        Result<QList<HarnessRun>> runs = readHarnessRuns(kModelFolder);
        QVERIFY(runs);
        QCOMPARE(runs->size(), 1);
        const HarnessRun &run = runs->first();
        QCOMPARE(run.model, u"vexp-swebench-1774184993333"_s);
        QCOMPARE(run.runId, u"vexp-swebench-1774184993333"_s);
        QCOMPARE(run.instances.size(), 2);
        const HarnessInstance &django = run.instances.first();
        QCOMPARE(django.instanceId, u"django__django-11133"_s);
        QVERIFY(django.missing.isEmpty());
        QVERIFY(django.errors.isEmpty());
        QCOMPARE(django.patch,
                 std::optional<QByteArray>(readFixture(kModelFolder + u"/django__django-11133/patch.diff"_s)));
        QVERIFY(django.report && django.report->resolved == std::optional<bool>(true));
        QCOMPARE(django.testOutputPath, kModelFolder + u"/django__django-11133/test_output.txt"_s);
        QCOMPARE(django.testCommand,
                 u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 httpwrappers.tests"_s);
        QCOMPARE(run.instances.last().instanceId, u"matplotlib__matplotlib-24870"_s);
    }

    void readsTheRunFolderAboveIt()
    {
        Result<QList<HarnessRun>> runs = readHarnessRuns(kRunFolder);
        QVERIFY(runs);
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->first().instances.size(), 2);
    }

    void readsTheSweSmithLayout()
    {
        Result<QList<HarnessRun>> runs = readHarnessRuns(kSmith + u"run_evaluation"_s);
        QVERIFY(runs);
        QCOMPARE(runs->size(), 1);
        const HarnessRun &run = runs->first();
        QCOMPARE(run.instances.size(), 1);
        const HarnessInstance &instance = run.instances.first();
        QCOMPARE(instance.instanceId, kSmithInstance);
        QCOMPARE(instance.missing, (QStringList{u"patch.diff"_s, u"run_instance.log"_s, u"eval.sh"_s}));
        QVERIFY(!instance.patch);
        QVERIFY(instance.report);
        QVERIFY(run.runReport);
        QCOMPARE(run.runReport->resolved.size(), 3);
        QVERIFY(run.errors.isEmpty());
    }

    void reportsMissingAndBrokenFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(u"model/django__django-11133"_s);
        QVERIFY(QDir().mkpath(folder));
        for (const QString &name : {u"patch.diff"_s, u"test_output.txt"_s, u"eval.sh"_s})
            QVERIFY(QFile::copy(kModelFolder + u"/django__django-11133/"_s + name, folder + u'/' + name));
        QFile broken(folder + u"/report.json"_s);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"django__django-11133\": {\"resolved\": ");
        broken.close();

        Result<QList<HarnessRun>> runs = readHarnessRuns(dir.filePath(u"model"_s));
        QVERIFY(runs);
        const HarnessInstance &instance = runs->first().instances.first();
        QCOMPARE(instance.missing, QStringList{u"run_instance.log"_s});
        QVERIFY(!instance.report);
        QCOMPARE(instance.errors.size(), 1);
        QCOMPARE(instance.errors.first().file, folder + u"/report.json"_s);
        QCOMPARE(instance.errors.first().line, 1);
        QVERIFY(instance.patch);
        QVERIFY(!instance.testCommand.isEmpty());
    }

    void failsWhereThereIsNoHarnessOutput()
    {
        QTemporaryDir dir;
        QVERIFY(!readHarnessRuns(dir.path()));
        QCOMPARE(readHarnessRuns(dir.filePath(u"absent"_s)).error().code, Error::Code::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestHarnessReport)
#include "tst_harnessreport.moc"
