// Runs the real heddle binary: `heddle parse-tests`. The logs in tests/data/swe-bench come from vexp-ai/vexp-swe-bench
// (SWE-bench harness logs) and SWE-bench/SWE-smith (see tests/data/README.md).
#include <tests/support/processes.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

ProcessRun parseTests(const QStringList &args, const QByteArray &input = {})
{
    return runHeddle(QStringList{u"parse-tests"_s} + args, {.input = input});
}

QJsonObject jsonOf(const ProcessRun &run)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", run.out.left(200).constData());
    return doc.object();
}

/// id -> status from the "tests" array.
QHash<QString, QString> statusesOf(const QJsonObject &json)
{
    QHash<QString, QString> statuses;
    const QJsonArray tests = json.value(u"tests"_s).toArray();
    for (const auto &t : tests)
        statuses.insert(t.toObject().value(u"id"_s).toString(), t.toObject().value(u"status"_s).toString());
    return statuses;
}

} // namespace

class ParseTestsVerbTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void djangoHarnessLogAsJson();
    void pytestHarnessLogAsJson();
    void textOutput();
    void forcedFormat();
    void standardInput();
    void malformedJUnit();
    void unreadableFile();
    void usageErrors_data();
    void usageErrors();
    void help();
    void everyFormat_data();
    void everyFormat();
    void harnessLogThatDidNotRun();
};

void ParseTestsVerbTest::djangoHarnessLogAsJson()
{
    const ProcessRun run =
        parseTests({testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s), u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.keys(), (QStringList{u"counts"_s, u"format"_s, u"ran"_s, u"tests"_s}));
    QCOMPARE(json.value(u"ran"_s).toBool(), true);
    QCOMPARE(json.value(u"format"_s).toString(), u"django"_s);
    const QJsonArray tests = json.value(u"tests"_s).toArray();
    QCOMPARE(tests.size(), 65);
    QCOMPARE(tests.first()[u"id"_s].toString(), u"test_response (httpwrappers.tests.FileCloseTests)"_s);
    QCOMPARE(tests.first()[u"status"_s].toString(), u"passed"_s);
    const QHash<QString, QString> statuses = statusesOf(json);
    QCOMPARE(statuses.value(u"test_memoryview_content (httpwrappers.tests.HttpResponseTests)"_s), u"passed"_s);
    QCOMPARE(statuses.value(u"Semicolons and commas are decoded."_s), u"passed"_s);

    const QJsonObject counts = json.value(u"counts"_s).toObject();
    QCOMPARE(counts.value(u"passed"_s).toInt(), 65);
    for (const QString &s : {u"failed"_s, u"error"_s, u"skipped"_s, u"xfail"_s}) {
        QVERIFY2(counts.contains(s), qPrintable(s));
        QCOMPARE(counts.value(s).toInt(), 0);
    }
}

void ParseTestsVerbTest::pytestHarnessLogAsJson()
{
    const ProcessRun run =
        parseTests({testDataPath(samples::vexpRun + u"/matplotlib__matplotlib-24870/test_output.txt"_s), u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(u"format"_s).toString(), u"pytest"_s);
    const QJsonObject counts = json.value(u"counts"_s).toObject();
    QCOMPARE(counts.value(u"passed"_s).toInt(), 64);
    QCOMPARE(counts.value(u"failed"_s).toInt(), 2);
    QCOMPARE(counts.value(u"skipped"_s).toInt(), 0);
    const QHash<QString, QString> statuses = statusesOf(json);
    QCOMPARE(statuses.size(), 66);
    const QString file = u"lib/matplotlib/tests/test_contour.py::"_s;
    QCOMPARE(statuses.value(file + u"test_bool_autolevel"_s), u"failed"_s);
    QCOMPARE(statuses.value(file + u"test_contour_shape_error[args6-Inputs x and y must be 1D or 2D, not 3D]"_s),
             u"passed"_s);
}

void ParseTestsVerbTest::textOutput()
{
    const ProcessRun run = parseTests({testDataPath(samples::sweSmithLogs + u"/run_validation/test_output.txt"_s)});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.split('\n');
    QVERIFY(lines.contains(
        "failed   pandas/tests/indexing/test_datetime.py::TestDatetimeIndex::test_getitem_pyarrow_index[DataFrame]"));
    QVERIFY(
        lines.contains("passed   pandas/tests/indexing/test_datetime.py::TestDatetimeIndex::test_indexing_fast_xs"));
    QVERIFY(lines.contains("format: pytest"));
    QVERIFY(lines.contains("passed: 9"));
    QVERIFY(lines.contains("failed: 2"));
    QVERIFY(lines.contains("total: 11"));
    // The shell trace around the tests is outside the harness markers and never read.
    QVERIFY(!run.out.contains("conda"));
}

void ParseTestsVerbTest::forcedFormat()
{
    // Read as sympy, a pytest log names no tests: the requested format is used, not the detected one.
    const ProcessRun run = parseTests({testDataPath(samples::sweSmithLogs + u"/run_validation/test_output.txt"_s),
                                       u"--format"_s, u"sympy"_s, u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(u"format"_s).toString(), u"sympy"_s);
    QCOMPARE(json.value(u"tests"_s).toArray().size(), 0);
}

void ParseTestsVerbTest::standardInput()
{
    const ProcessRun run =
        parseTests({u"-"_s, u"--json"_s}, "test_a (app.tests.T) ... ok\ntest_b (app.tests.T) ... FAIL\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(u"format"_s).toString(), u"django"_s);
    QCOMPARE(statusesOf(json).value(u"test_b (app.tests.T)"_s), u"failed"_s);
}

void ParseTestsVerbTest::malformedJUnit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.xml"_s);
    QVERIFY(writeFile(
        path, "<?xml version=\"1.0\"?>\n<testsuites>\n  <testsuite name=\"pytest\">\n    <testcase name=\"a\">\n"
              "  </testsuite>\n</testsuites>\n"));

    const ProcessRun run = parseTests({path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith((path + u":5:14: "_s).toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains("malformed JUnit XML"), run.err.constData());
}

void ParseTestsVerbTest::unreadableFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"no-such-log.txt"_s);
    const ProcessRun run = parseTests({path, u"--json"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith((path + u": cannot read the file"_s).toUtf8()), run.err.constData());
}

void ParseTestsVerbTest::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");

    const QString log = testDataPath(samples::sweSmithLogs + u"/run_validation/test_output.txt"_s);
    QTest::newRow("no file") << QStringList{} << "missing FILE"_ba;
    QTest::newRow("two files") << QStringList{log, log} << "unexpected argument"_ba;
    QTest::newRow("unknown format") << QStringList{log, u"--format"_s, u"nose"_s}
                                    << "--format takes auto, pytest, django"_ba;
    QTest::newRow("format without value") << QStringList{log, u"--format"_s} << "--format"_ba;
    QTest::newRow("unknown option") << QStringList{log, u"--xml"_s} << "xml"_ba;
}

void ParseTestsVerbTest::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const ProcessRun run = parseTests(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void ParseTestsVerbTest::help()
{
    const ProcessRun run = parseTests({u"--help"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("Usage: heddle parse-tests FILE"));
    QVERIFY(run.out.contains("--format"));
    QVERIFY(run.out.contains("--json"));
}

// One real log or report of each format (tests/data/testlogs, see tests/data/README.md): the format guessed from the
// content, and the tests the runner reported.
void ParseTestsVerbTest::everyFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("tests");
    QTest::addColumn<QString>("failedId");

    QTest::newRow("go") << u"go/go-test-v.txt"_s << u"go"_s << 16 << u"TestTable/two/zero"_s;
    QTest::newRow("go-json") << u"go/go-test-json.jsonl"_s << u"go-json"_s << 16 << u"TestParallel/b"_s;
    QTest::newRow("cargo") << u"cargo/cargo-test.txt"_s << u"cargo"_s << 8 << u"tests::it_fails"_s;
    QTest::newRow("nextest") << u"nextest/integration__record_replay__replay_output_not_captured.snap"_s << u"nextest"_s
                             << 1 << u"test_failure_assert"_s;
    QTest::newRow("jest") << u"jest/jest-verbose.txt"_s << u"jest"_s << 10 << u"fails on purpose"_s;
    QTest::newRow("mocha") << u"mocha/mocha-spec.txt"_s << u"mocha"_s << 10 << u"add(2, 2) = 5"_s;
    QTest::newRow("vitest") << u"vitest/vitest-verbose.txt"_s << u"vitest"_s << 9
                            << u"calc.vitest.test.js > add > fails on purpose"_s;
    QTest::newRow("jasmine") << u"jasmine/jasmine.txt"_s << u"karma"_s << 3 << u"add fails on purpose"_s;
    QTest::newRow("phpunit") << u"phpunit/phpunit-testdox.txt"_s << u"phpunit"_s << 10 << u"Calc > Fails"_s;
    QTest::newRow("maven") << u"maven/mvn-test.txt"_s << u"maven"_s << 4 << u"com.example.CalcTest::fails"_s;
    QTest::newRow("surefire junit") << u"maven/TEST-com.example.CalcTest.xml"_s << u"junit"_s << 5
                                    << u"com.example.CalcTest"_s;
    QTest::newRow("gradle") << u"gradle/gradle-test.txt"_s << u"gradle"_s << 13 << u"com.example.CalcTest > fails"_s;
    QTest::newRow("karma") << u"karma/karma-progress.txt"_s << u"karma"_s << 2 << u"add nested fails deep"_s;
    QTest::newRow("phpunit junit") << u"phpunit/phpunit-junit.xml"_s << u"junit"_s << 10 << u"CalcTest::testFails"_s;
    QTest::newRow("googletest junit") << u"googletest/gtest.xml"_s << u"junit"_s << 6 << u"Math::Fails"_s;
    QTest::newRow("ctest junit") << u"ctest/ctest.xml"_s << u"junit"_s << 4 << u"bad::bad"_s;
}

void ParseTestsVerbTest::everyFormat()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(int, tests);
    QFETCH(QString, failedId);
    const ProcessRun run = parseTests({testDataPath(u"testlogs/"_s + file), u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(u"format"_s).toString(), format);
    const QHash<QString, QString> statuses = statusesOf(json);
    QCOMPARE(statuses.size(), tests);
    QCOMPARE(statuses.value(failedId), u"failed"_s);
    // And named explicitly, the same.
    const ProcessRun forced = parseTests({testDataPath(u"testlogs/"_s + file), u"--format"_s, format, u"--json"_s});
    QCOMPARE(statusesOf(jsonOf(forced)), statuses);
}

// django-11133's real harness log with its test run replaced by a runner that could not start, and the exit status
// the harness's eval script records after the end marker.
void ParseTestsVerbTest::harnessLogThatDidNotRun()
{
    QByteArray log = readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s));
    const QByteArray start = "+ : '>>>>> Start Test Output'\n";
    const QByteArray end = "+ : '>>>>> End Test Output'\n";
    const qsizetype from = log.indexOf(start) + start.size();
    const qsizetype to = log.indexOf(end);
    log = log.first(from) + "Traceback (most recent call last):\nModuleNotFoundError: No module named 'django'\n" +
          "+ SWEBENCH_TEST_EXIT_CODE=1\n" + end + "+ echo '>>>>> Test Exit Code: 1'\n>>>>> Test Exit Code: 1\n" +
          log.sliced(to + end.size());
    QTemporaryDir dir;
    const QString path = dir.filePath(u"test_output.txt"_s);
    writeFile(path, log);

    const ProcessRun run = parseTests({path, u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(u"ran"_s).toBool(true), false);
    QCOMPARE(json.value(u"notRun"_s).toString(), u"the test command exited with 1 and no test runner started"_s);
    QVERIFY(json.value(u"tests"_s).toArray().isEmpty());

    const ProcessRun text = parseTests({path});
    QVERIFY(text.out.contains("the tests did not run: the test command exited with 1 and no test runner started"));
}

QTEST_GUILESS_MAIN(ParseTestsVerbTest)
#include "tst_parsetestsverb.moc"
