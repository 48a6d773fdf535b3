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
};

void ParseTestsVerbTest::djangoHarnessLogAsJson()
{
    const ProcessRun run =
        parseTests({testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s), u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.keys(), (QStringList{u"counts"_s, u"format"_s, u"tests"_s}));
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
    QTest::newRow("two files") << QStringList{log, log} << "expected one FILE"_ba;
    QTest::newRow("unknown format") << QStringList{log, u"--format"_s, u"nose"_s} << "unknown format 'nose'"_ba;
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

QTEST_GUILESS_MAIN(ParseTestsVerbTest)
#include "tst_parsetestsverb.moc"
