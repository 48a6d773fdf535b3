// Fixtures in tests/data (see its README.md): SWE-bench harness logs and the harness's own report.json from
// vexp-ai/vexp-swe-bench, harness logs in pytest --verbose form (evaluation and validation) from SWE-bench/SWE-smith,
// and junit-10.xsd from pytest-dev/pytest, the schema pytest checks its --junitxml output against.
#include <core/testlog/testlogparser.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>
#include <tests/support/json.h>
#include <tests/support/processes.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

/// "status id" per test, in the order of the log: what a user reads in the results list.
QStringList describe(const TestResults &results)
{
    QStringList lines;
    for (const QString &id : results.ids)
        lines.append(testStatusName(results.value(id)) + u' ' + id);
    return lines;
}

int countOf(const TestResults &results, TestStatus status)
{
    int n = 0;
    for (const QString &id : results.ids)
        n += results.value(id) == status ? 1 : 0;
    return n;
}

/// The tests a harness report.json graded: FAIL_TO_PASS and PASS_TO_PASS, split by the harness's verdict.
/// SWE-bench wraps the report as {instance_id: {...}}; SWE-smith does not.
struct Graded {
    QStringList success;
    QStringList failure;
};

Graded gradedTests(const QString &reportPath)
{
    QJsonObject root = QJsonDocument::fromJson(readFixture(reportPath)).object();
    if (!root.contains(u"tests_status"_s) && root.size() == 1)
        root = root.begin()->toObject();
    const QJsonObject status = root.value(u"tests_status"_s).toObject();
    Graded graded;
    for (const QString &kind : {u"FAIL_TO_PASS"_s, u"PASS_TO_PASS"_s}) {
        const QJsonObject lists = status.value(kind).toObject();
        graded.success += jsonStrings(lists.value(u"success"_s));
        graded.failure += jsonStrings(lists.value(u"failure"_s));
    }
    return graded;
}

TestResults parseOrFail(QByteArrayView bytes, TestLogFormat format)
{
    Result<TestResults> r = parseTestLog(bytes, format);
    if (!r)
        qFatal("unexpected parse error: %s", qPrintable(r.error().toString()));
    return *r;
}

} // namespace

class TestLogParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatNames();

    void textLines_data();
    void textLines();

    void detect_data();
    void detect();

    void harnessSection_data();
    void harnessSection();

    void harnessReports_data();
    void harnessReports();
    void djangoSampleFields();
    void matplotlibSampleFields();
    void sweSmithValidation();
    void harnessIdsCutAtBlank();

    void junitStatusesAndIds();
    void junitSchemaChildren();
    void junitNotRun_data();
    void junitNotRun();
    void junitNamelessTestcase();
    void junitMalformed_data();
    void junitMalformed();
    void junitFromRealPytest();
};

void TestLogParserTest::formatNames()
{
    for (TestLogFormat f : {TestLogFormat::Auto, TestLogFormat::Pytest, TestLogFormat::Django, TestLogFormat::Sympy,
                            TestLogFormat::JUnit})
        QCOMPARE(testLogFormatFromName(testLogFormatName(f)), f);
    QCOMPARE(testLogFormatName(TestLogFormat::JUnit), u"junit"_s);
    QVERIFY(!testLogFormatFromName(u"nose"));
    QVERIFY(!testLogFormatFromName(u"PYTEST"));
}

void TestLogParserTest::textLines_data()
{
    QTest::addColumn<TestLogFormat>("format");
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QStringList>("expected");

    const auto py = TestLogFormat::Pytest;
    // pytest -rA short summary: status first.
    QTest::newRow("rA passed") << py << "PASSED tests/test_x.py::test_a\n"_ba
                               << QStringList{u"passed tests/test_x.py::test_a"_s};
    QTest::newRow("rA failed message is not the id")
        << py << "FAILED tests/test_x.py::test_b - AssertionError: assert 1 == 2\n"_ba
        << QStringList{u"failed tests/test_x.py::test_b"_s};
    QTest::newRow("rA error") << py << "ERROR tests/test_x.py::test_e - RuntimeError: boom"_ba
                              << QStringList{u"error tests/test_x.py::test_e"_s};
    QTest::newRow("rA collection error names a module")
        << py << "ERROR tests/test_broken.py - ModuleNotFoundError: No module named 'x'"_ba
        << QStringList{u"error tests/test_broken.py"_s};
    QTest::newRow("rA skipped by location names no test")
        << py << "SKIPPED [1] tests/test_x.py:12: not now\nSKIPPED [12] ../lib/contextlib.py:81: no inkscape\n"_ba
        << QStringList{};
    QTest::newRow("rA skipped with id") << py << "SKIPPED tests/x.py::test_c"_ba
                                        << QStringList{u"skipped tests/x.py::test_c"_s};
    QTest::newRow("rA xfail with reason")
        << py << "XFAIL tests/x.py::test_d - reason: known bug"_ba << QStringList{u"xfail tests/x.py::test_d"_s};
    QTest::newRow("rA xpass counts as passed")
        << py << "XPASS tests/x.py::test_e - fixed upstream"_ba << QStringList{u"passed tests/x.py::test_e"_s};
    QTest::newRow("rA xpass pytest 7 reason without dash")
        << py << "XPASS test_demo.py::test_xpass fixed?"_ba << QStringList{u"passed test_demo.py::test_xpass"_s};
    QTest::newRow("rA id with spaces in brackets")
        << py << "PASSED tests/t.py::test_p[a b-1.0]"_ba << QStringList{u"passed tests/t.py::test_p[a b-1.0]"_s};
    QTest::newRow("rA dash inside brackets belongs to the id")
        << py << "FAILED tests/t.py::test_p[x - y] - AssertionError: assert 'x - y' != 'x...'"_ba
        << QStringList{u"failed tests/t.py::test_p[x - y]"_s};
    QTest::newRow("rA nested brackets") << py << "PASSED test_demo.py::test_param[p[q]]"_ba
                                        << QStringList{u"passed test_demo.py::test_param[p[q]]"_s};
    QTest::newRow("rA unbalanced bracket in the parameters")
        << py << "FAILED t.py::test_p[a[b] - boom"_ba << QStringList{u"failed t.py::test_p[a[b]"_s};
    QTest::newRow("rA ansi colours") << py
                                     << "\x1b[32mPASSED\x1b[0m tests/t.py::test_a\n"
                                        "\x1b[31mFAILED\x1b[0m tests/t.py::test_b\x1b[0m - \x1b[31mboom\x1b[0m\n"_ba
                                     << QStringList{u"passed tests/t.py::test_a"_s, u"failed tests/t.py::test_b"_s};
    QTest::newRow("crlf line ends") << py << "PASSED tests/t.py::test_a\r\nFAILED tests/t.py::test_b - x\r\n"_ba
                                    << QStringList{u"passed tests/t.py::test_a"_s, u"failed tests/t.py::test_b"_s};
    QTest::newRow("a status named twice keeps the last")
        << py << "tests/t.py::test_a PASSED [ 50%]\nERROR tests/t.py::test_a - RuntimeError: teardown\n"_ba
        << QStringList{u"error tests/t.py::test_a"_s};

    // pytest -v: status last.
    QTest::newRow("v with progress") << py << "tests/test_x.py::test_a PASSED [ 10%]"_ba
                                     << QStringList{u"passed tests/test_x.py::test_a"_s};
    QTest::newRow("v padded") << py
                              << "test_demo.py::test_pass PASSED                                           [  9%]"_ba
                              << QStringList{u"passed test_demo.py::test_pass"_s};
    QTest::newRow("v without progress") << py << "pandas/t.py::T::test_g[DataFrame] FAILED"_ba
                                        << QStringList{u"failed pandas/t.py::T::test_g[DataFrame]"_s};
    QTest::newRow("v skip reason") << py << "test_demo.py::test_skip SKIPPED (not now)              [ 27%]"_ba
                                   << QStringList{u"skipped test_demo.py::test_skip"_s};
    QTest::newRow("v xfail reason") << py << "test_demo.py::test_xfail XFAIL (known bug)            [ 36%]"_ba
                                    << QStringList{u"xfail test_demo.py::test_xfail"_s};
    QTest::newRow("v xpass") << py << "test_demo.py::test_xpass XPASS (fixed?)                  [ 45%]"_ba
                             << QStringList{u"passed test_demo.py::test_xpass"_s};
    QTest::newRow("v id with spaces and dash") << py << "test_demo.py::test_param[x - y] FAILED        [ 72%]"_ba
                                               << QStringList{u"failed test_demo.py::test_param[x - y]"_s};
    QTest::newRow("v status word inside the parameters") << py << "t.py::test_p[PASSED or FAILED] FAILED [ 50%]"_ba
                                                         << QStringList{u"failed t.py::test_p[PASSED or FAILED]"_s};
    QTest::newRow("v inherited test") << py << "tests/test_x.py::TestB::test_a <- tests/base.py PASSED [ 50%]"_ba
                                      << QStringList{u"passed tests/test_x.py::TestB::test_a"_s};
    QTest::newRow("v ansi colours") << py << "tests/t.py::test_a \x1b[32mPASSED\x1b[0m\x1b[32m      [ 50%]\x1b[0m"_ba
                                    << QStringList{u"passed tests/t.py::test_a"_s};
    QTest::newRow("xdist worker prefix") << py
                                         << "[gw1] [ 50%] PASSED tests/t.py::test_a\n[gw0] FAILED tests/t.py::b"_ba
                                         << QStringList{u"passed tests/t.py::test_a"_s, u"failed tests/t.py::b"_s};
    QTest::newRow("not tests: durations, summary, errors, prose")
        << py
        << "0.01s call     pandas/tests/x.py::T::test_a\n"
           "=================== 2 failed, 64 passed, 1 skipped in 5.89s ====================\n"
           "ERROR: file or directory not found: tests/x.py\n"
           "the test PASSED quickly\n"
           "PASSED\n"_ba
        << QStringList{};

    // Django's runner.
    const auto dj = TestLogFormat::Django;
    QTest::newRow("django ok") << dj << "test_foo (app.tests.FooTests) ... ok"_ba
                               << QStringList{u"passed test_foo (app.tests.FooTests)"_s};
    QTest::newRow("django fail error") << dj << "test_a (app.tests.T) ... FAIL\ntest_b (app.tests.T) ... ERROR\n"_ba
                                       << QStringList{u"failed test_a (app.tests.T)"_s,
                                                      u"error test_b (app.tests.T)"_s};
    QTest::newRow("django skipped with reason") << dj << "test_pg (app.tests.T) ... skipped 'needs postgres ... 14'"_ba
                                                << QStringList{u"skipped test_pg (app.tests.T)"_s};
    QTest::newRow("django expected failure, unexpected success")
        << dj << "test_x (app.tests.T) ... expected failure\ntest_y (app.tests.T) ... unexpected success\n"_ba
        << QStringList{u"xfail test_x (app.tests.T)"_s, u"passed test_y (app.tests.T)"_s};
    QTest::newRow("django 5 id") << dj << "test_foo (app.tests.FooTests.test_foo) ... ok"_ba
                                 << QStringList{u"passed test_foo (app.tests.FooTests.test_foo)"_s};
    QTest::newRow("django docstring line is the harness id")
        << dj << "test_decode (httpwrappers.tests.CookieTests)\nSemicolons and commas are decoded. ... ok\n"_ba
        << QStringList{u"passed Semicolons and commas are decoded."_s};
    QTest::newRow("django docstring holding dots")
        << dj << "test_x (a.tests.T)\nChecks that a ... b works ... FAIL\n"_ba
        << QStringList{u"failed Checks that a ... b works"_s};
    QTest::newRow("django outcome on the next line") << dj << "test_foo (app.tests.FooTests)\n ... ok\n"_ba
                                                     << QStringList{u"passed test_foo (app.tests.FooTests)"_s};
    QTest::newRow("django outcome on the next line, coloured")
        << dj << "\x1b[1mtest_a (a.T)\x1b[0m\n\x1b[32m ... ok\x1b[0m\n"_ba << QStringList{u"passed test_a (a.T)"_s};
    QTest::newRow("django lone outcome after a blank line names nothing")
        << dj << "\x1b[1mtest_a (a.T)\x1b[0m\n\x1b[0m\n\x1b[32m... ok\x1b[0m\n"_ba << QStringList{};
    QTest::newRow("django outcome after output")
        << dj
        << "test_q (app.tests.T) ... Testing against Django installed in '/testbed/django'\n"
           "System check identified no issues (0 silenced).\nok\n"_ba
        << QStringList{u"passed test_q (app.tests.T)"_s};
    QTest::newRow("django run verdict is not a test")
        << dj
        << "test_a (a.T) ... ok\n\n----------------------------------------------------------------------\n"
           "Ran 1 test in 0.001s\n\nOK\n"_ba
        << QStringList{u"passed test_a (a.T)"_s};
    QTest::newRow("django ansi") << dj << "\x1b[1mtest_foo (a.T) ... \x1b[31mFAIL\x1b[0m"_ba
                                 << QStringList{u"failed test_foo (a.T)"_s};

    // sympy's bin/test --verbose.
    const auto sy = TestLogFormat::Sympy;
    QTest::newRow("sympy marks") << sy
                                 << "sympy/core/tests/test_basic.py[6] \ntest_a ok\ntest_b F\ntest_c E\n"
                                    "test_d f\ntest_e X\ntest_f s\n"_ba
                                 << QStringList{u"passed test_a"_s, u"failed test_b"_s, u"error test_c"_s,
                                                u"xfail test_d"_s,  u"passed test_e"_s, u"skipped test_f"_s};
    QTest::newRow("sympy skips with reasons")
        << sy << "test_np numpy not installed. s\ntest_slow Slow w\ntest_old skipped\n"_ba
        << QStringList{u"skipped test_np"_s, u"skipped test_slow"_s, u"skipped test_old"_s};
    QTest::newRow("sympy failure known only from its traceback header")
        << sy
        << "test_p hello from inside the test\n"
           "________________ sympy/core/tests/test_a.py:test_p ________________\n"_ba
        << QStringList{u"failed test_p"_s};
    QTest::newRow("sympy header does not override a mark")
        << sy << "test_p E\n________ sympy/core/tests/test_a.py:test_p ________\n"_ba << QStringList{u"error test_p"_s};
}

void TestLogParserTest::textLines()
{
    QFETCH(TestLogFormat, format);
    QFETCH(QByteArray, log);
    QFETCH(QStringList, expected);

    const TestResults results = parseOrFail(log, format);
    QCOMPARE(describe(results), expected);
    // The same lines read under automatic detection give the same tests.
    if (!expected.isEmpty())
        QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)), expected);
}

void TestLogParserTest::detect_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<TestLogFormat>("expected");

    QTest::newRow("xml prolog") << "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<testsuites/>"_ba << TestLogFormat::JUnit;
    QTest::newRow("bare testsuite") << "  \n<testsuite name=\"pytest\" tests=\"0\"/>"_ba << TestLogFormat::JUnit;
    QTest::newRow("pytest banner") << "==================== test session starts ====================\n"_ba
                                   << TestLogFormat::Pytest;
    QTest::newRow("sympy banner")
        << "============================= test process starts ==============================\n"
           "executable:         /usr/bin/python3\n"_ba
        << TestLogFormat::Sympy;
    QTest::newRow("django lines") << "Creating test database...\ntest_a (a.T) ... ok\ntest_b (a.T) ... FAIL\n"_ba
                                  << TestLogFormat::Django;
    QTest::newRow("sympy lines without banner") << "test_a ok\ntest_b F\n"_ba << TestLogFormat::Sympy;
    QTest::newRow("pytest lines without banner")
        << "PASSED t.py::test_a\nt.py::test_b FAILED [ 50%]\n"_ba << TestLogFormat::Pytest;
    QTest::newRow("nothing recognisable") << "hello\nworld\n"_ba << TestLogFormat::Pytest;
    QTest::newRow("empty") << QByteArray() << TestLogFormat::Pytest;
    QTest::newRow("django sample") << readFixture(
                                          testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s))
                                   << TestLogFormat::Django;
    QTest::newRow("matplotlib sample") << readFixture(testDataPath(samples::vexpRun +
                                                                   u"/matplotlib__matplotlib-24870/test_output.txt"_s))
                                       << TestLogFormat::Pytest;
}

void TestLogParserTest::detect()
{
    QFETCH(QByteArray, log);
    QFETCH(TestLogFormat, expected);
    QCOMPARE(detectTestLogFormat(harnessTestOutput(log)), expected);
}

void TestLogParserTest::harnessSection_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QByteArray>("section");

    QTest::newRow("shell trace of ':' (current harness)")
        << "+ git apply -v -\n+ : '>>>>> Start Test Output'\n+ pytest -rA\nPASSED t.py::a\n"
           "+ : '>>>>> End Test Output'\n+ git checkout\n"_ba
        << "+ pytest -rA\nPASSED t.py::a\n"_ba;
    QTest::newRow("echo, traced and printed")
        << "+ echo '>>>>> Start Test Output'\n>>>>> Start Test Output\nPASSED t.py::a\n"
           "+ echo '>>>>> End Test Output'\n>>>>> End Test Output\n"_ba
        << "PASSED t.py::a\n"_ba;
    QTest::newRow("plain markers, nested trace depth")
        << "setup\n>>>>> Start Test Output\nx\n++ : \">>>>> End Test Output\"\n"_ba
        << "x\n"_ba;
    QTest::newRow("crlf") << "a\r\n+ : '>>>>> Start Test Output'\r\nx\r\n+ : '>>>>> End Test Output'\r\n"_ba
                          << "x\r\n"_ba;
    QTest::newRow("marker quoted inside a diff is not a marker")
        << "+    print('>>>>> Start Test Output')\n+ : '>>>>> Start Test Output'\nx\n"
           "-    log('>>>>> End Test Output')\n+ : '>>>>> End Test Output'\n"_ba
        << "x\n-    log('>>>>> End Test Output')\n"_ba;
    QTest::newRow("no end marker: a cut-short run") << "+ : '>>>>> Start Test Output'\nPASSED t.py::a\n"_ba
                                                    << "PASSED t.py::a\n"_ba;
    QTest::newRow("no markers: the whole input") << "PASSED t.py::a\n"_ba
                                                 << "PASSED t.py::a\n"_ba;
}

void TestLogParserTest::harnessSection()
{
    QFETCH(QByteArray, log);
    QFETCH(QByteArray, section);
    QCOMPARE(harnessTestOutput(log).toByteArray(), section);
}

void TestLogParserTest::harnessReports_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<TestLogFormat>("format");
    QTest::addColumn<int>("passed");
    QTest::addColumn<int>("failed");

    QTest::newRow("django__django-11133")
        << QString(samples::vexpRun + u"/django__django-11133"_s) << TestLogFormat::Django << 65 << 0;
    QTest::newRow("matplotlib__matplotlib-24870")
        << QString(samples::vexpRun + u"/matplotlib__matplotlib-24870"_s) << TestLogFormat::Pytest << 64 << 2;
    QTest::newRow("swe-smith pandas run_evaluation")
        << QString(samples::sweSmithLogs + u"/run_evaluation/pandas-dev__pandas.95280573.pr_53652"_s)
        << TestLogFormat::Pytest << 11 << 0;
}

// The harness graded these logs itself: every test it counted a success must be passed here, every failure must
// not be, and every test it graded must be found.
void TestLogParserTest::harnessReports()
{
    QFETCH(QString, folder);
    QFETCH(TestLogFormat, format);
    QFETCH(int, passed);
    QFETCH(int, failed);

    const QByteArray log = readFixture(testDataPath(folder + u"/test_output.txt"_s));
    const QByteArrayView section = harnessTestOutput(log);
    QVERIFY(section.size() < log.size());
    QCOMPARE(detectTestLogFormat(section), format);
    const TestResults results = parseOrFail(section, TestLogFormat::Auto);
    QCOMPARE(countOf(results, TestStatus::Passed), passed);
    QCOMPARE(countOf(results, TestStatus::Failed), failed);
    QCOMPARE(results.size(), passed + failed);

    const Graded graded = gradedTests(testDataPath(folder + u"/report.json"_s));
    QVERIFY(!graded.success.isEmpty());
    QCOMPARE(graded.success.size() + graded.failure.size(), results.size());
    for (const QString &id : graded.success) {
        if (harnessTestStatus(results, id) != TestStatus::Passed)
            QFAIL(qPrintable(u"graded a success but read as "_s + testStatusName(harnessTestStatus(results, id)) +
                             u": "_s + id));
    }
    for (const QString &id : graded.failure) {
        const TestStatus s = harnessTestStatus(results, id);
        if (s == TestStatus::Passed || s == TestStatus::Missing)
            QFAIL(qPrintable(u"graded a failure but read as "_s + testStatusName(s) + u": "_s + id));
    }
}

void TestLogParserTest::djangoSampleFields()
{
    const QByteArray log = readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/test_output.txt"_s));
    const TestResults results = parseOrFail(harnessTestOutput(log), TestLogFormat::Auto);
    QCOMPARE(results.size(), 65); // "Ran 65 tests"
    QCOMPARE(results.ids.first(), u"test_response (httpwrappers.tests.FileCloseTests)"_s);
    QCOMPARE(results.ids.last(), u"test_unsafe_redirect (httpwrappers.tests.HttpResponseTests)"_s);
    QCOMPARE(results.value(u"test_memoryview_content (httpwrappers.tests.HttpResponseTests)"_s), TestStatus::Passed);
    // Docstring tests carry the docstring's first line, as the harness (and the dataset's PASS_TO_PASS) names them.
    QCOMPARE(results.value(u"Make sure HttpResponseRedirect works with lazy strings."_s), TestStatus::Passed);
    QCOMPARE(results.value(u"#13572 - QueryDict with a non-default encoding"_s), TestStatus::Passed);
    QCOMPARE(results.value(u"test_redirect_lazy (httpwrappers.tests.HttpResponseSubclassesTests)"_s),
             TestStatus::Missing);
    // The shell trace of the test command is not a test.
    for (const QString &id : results.ids)
        QVERIFY2(!id.startsWith(u'+'), qPrintable(id));
}

void TestLogParserTest::matplotlibSampleFields()
{
    const QByteArray log =
        readFixture(testDataPath(samples::vexpRun + u"/matplotlib__matplotlib-24870/test_output.txt"_s));
    const TestResults results = parseOrFail(harnessTestOutput(log), TestLogFormat::Auto);
    const QString file = u"lib/matplotlib/tests/test_contour.py::"_s;
    QCOMPARE(results.size(), 66); // 64 passed + 2 failed; the one skip is summed up by location only
    QCOMPARE(results.ids.first(), file + u"test_contour_shape_1d_valid"_s);
    QCOMPARE(results.value(file + u"test_corner_mask[png]"_s), TestStatus::Failed);
    QCOMPARE(results.value(file + u"test_bool_autolevel"_s), TestStatus::Failed);
    QCOMPARE(results.value(file + u"test_contour_shape_error[args0-Length of x (9) must match number of columns "
                                  u"in z (10)]"_s),
             TestStatus::Passed);
    QCOMPARE(results.value(file + u"test_linestyles[dashdot]"_s), TestStatus::Passed);
    QCOMPARE(countOf(results, TestStatus::Skipped), 0);
}

void TestLogParserTest::sweSmithValidation()
{
    // Validation runs the tests on the broken code (test_output.txt) and on the original (test_output_pre_gold.txt);
    // report.json lists which tests the bug breaks (FAIL_TO_PASS) and which it leaves alone (PASS_TO_PASS).
    const QJsonObject report =
        QJsonDocument::fromJson(readFixture(testDataPath(samples::sweSmithLogs + u"/run_validation/report.json"_s)))
            .object();
    const QStringList failToPass = jsonStrings(report.value(u"FAIL_TO_PASS"_s));
    const QStringList passToPass = jsonStrings(report.value(u"PASS_TO_PASS"_s));
    QCOMPARE(failToPass.size(), 2);
    QCOMPARE(passToPass.size(), 9);

    const QByteArray broken = readFixture(testDataPath(samples::sweSmithLogs + u"/run_validation/test_output.txt"_s));
    const QByteArray original =
        readFixture(testDataPath(samples::sweSmithLogs + u"/run_validation/test_output_pre_gold.txt"_s));
    const TestResults onBroken = parseOrFail(harnessTestOutput(broken), TestLogFormat::Auto);
    const TestResults onOriginal = parseOrFail(harnessTestOutput(original), TestLogFormat::Auto);
    QCOMPARE(onBroken.size(), 11);
    QCOMPARE(onOriginal.size(), 11);
    for (const QString &id : failToPass) {
        QCOMPARE(onBroken.value(id), TestStatus::Failed);
        QCOMPARE(onOriginal.value(id), TestStatus::Passed);
    }
    for (const QString &id : passToPass) {
        QCOMPARE(onBroken.value(id), TestStatus::Passed);
        QCOMPARE(onOriginal.value(id), TestStatus::Passed);
    }
}

void TestLogParserTest::harnessIdsCutAtBlank()
{
    TestResults results;
    results.set(u"t.py::test_p[a b]"_s, TestStatus::Failed);
    results.set(u"t.py::test_q"_s, TestStatus::Passed);
    results.set(u"test_x (app.tests.T)"_s, TestStatus::Passed);
    QCOMPARE(harnessTestStatus(results, u"t.py::test_p[a"_s), TestStatus::Failed);
    QCOMPARE(harnessTestStatus(results, u"t.py::test_p[a b]"_s), TestStatus::Failed);
    QCOMPARE(harnessTestStatus(results, u"t.py::test_q"_s), TestStatus::Passed);
    QCOMPARE(harnessTestStatus(results, u"test_x (app.tests.T)"_s), TestStatus::Passed);
    QCOMPARE(harnessTestStatus(results, u"t.py::test_p"_s), TestStatus::Missing);
    QCOMPARE(harnessTestStatus(results, u"t.py::test_r"_s), TestStatus::Missing);
    QCOMPARE(harnessTestStatus(results, QString()), TestStatus::Missing);

    // Graded once, the declared ids read as the harness reads them through value(), the last test of a cut id
    // deciding; an id found whole, or graded by nothing, is left as it is.
    results.set(u"t.py::test_p[a c]"_s, TestStatus::Passed);
    gradeDeclaredIds(results, {u"t.py::test_p[a"_s, u"t.py::test_q"_s, u"t.py::test_r"_s});
    QCOMPARE(results.gradedAs, (QHash<QString, QString>{{u"t.py::test_p[a"_s, u"t.py::test_p[a c]"_s}}));
    QCOMPARE(results.value(u"t.py::test_p[a"_s), TestStatus::Passed);
    QCOMPARE(results.value(u"t.py::test_r"_s), TestStatus::Missing);
    QCOMPARE(results.size(), 4); // no test is added
}

void TestLogParserTest::junitStatusesAndIds()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="pytest" errors="1" failures="1" skipped="2" tests="8">
    <properties><property name="a" value="b"/></properties>
    <testcase classname="tests.test_x" name="test_pass" time="0.001"/>
    <testcase classname="tests.test_x" name="test_fail"><failure message="assert 1 == 2">trace</failure></testcase>
    <testcase classname="tests.test_x" name="test_err"><error message="setup">trace</error></testcase>
    <testcase classname="tests.test_x" name="test_skip"><skipped type="pytest.skip" message="no"/></testcase>
    <testcase classname="tests.test_x" name="test_xf"><skipped type="pytest.xfail" message="known"/></testcase>
    <testcase classname="tests.test_x.TestCls.TestInner" name="test_n[a b-1.0]"/>
    <testcase classname="test_top" name="test_both"><failure/><error/><system-out>x</system-out></testcase>
    <testcase classname="tests.sub.test_y.TestK" name="test_k" file="tests/sub/test_y.py" line="3"/>
  </testsuite>
  <testsuite name="com.example.FooTest" tests="2" failures="0" errors="0">
    <testcase classname="com.example.FooTest" name="testBar"/>
    <testcase name="standalone"><skipped/></testcase>
    <testsuite name="nested" tests="1" failures="0" errors="0">
      <testcase classname="pkg.Mod" name="flaky"><rerunFailure type="x"/><flakyFailure type="y"/></testcase>
    </testsuite>
  </testsuite>
</testsuites>
)"_ba;
    QCOMPARE(detectTestLogFormat(xml), TestLogFormat::JUnit);
    const TestResults results = parseOrFail(xml, TestLogFormat::Auto);
    const QStringList expected = {
        u"passed tests/test_x.py::test_pass"_s,
        u"failed tests/test_x.py::test_fail"_s,
        u"error tests/test_x.py::test_err"_s,
        u"skipped tests/test_x.py::test_skip"_s,
        u"xfail tests/test_x.py::test_xf"_s,
        u"passed tests/test_x.py::TestCls::TestInner::test_n[a b-1.0]"_s,
        u"error test_top.py::test_both"_s,              // the worst child wins
        u"passed tests/sub/test_y.py::TestK::test_k"_s, // the file attribute places the module exactly
        u"passed com.example.FooTest::testBar"_s,       // not pytest's suite: classname::name
        u"skipped standalone"_s,
        u"passed pkg.Mod::flaky"_s, // reruns do not change the final outcome
    };
    QCOMPARE(describe(results), expected);
}

// junit-10.xsd lists what a <testcase> may hold; every child must have a known meaning for the status.
void TestLogParserTest::junitSchemaChildren()
{
    const QHash<QString, TestStatus> meaning = {
        {u"skipped"_s, TestStatus::Skipped},   {u"errors"_s, TestStatus::Error},
        {u"failure"_s, TestStatus::Failed},    {u"rerunFailure"_s, TestStatus::Passed},
        {u"rerunError"_s, TestStatus::Passed}, {u"flakyFailure"_s, TestStatus::Passed},
        {u"flakyError"_s, TestStatus::Passed}, {u"system-out"_s, TestStatus::Passed},
        {u"system-err"_s, TestStatus::Passed},
    };

    QXmlStreamReader xsd(readFixture(testDataPath(u"testlogs/junit-xml/junit-10.xsd"_s)));
    QStringList children;
    int depth = 0;
    int testcaseDepth = -1; // the depth of <xs:element name="testcase"> while inside it
    while (!xsd.atEnd()) {
        xsd.readNext();
        if (xsd.isStartElement()) {
            ++depth;
            if (xsd.name() == u"element" && xsd.attributes().value("name"_L1) == u"testcase")
                testcaseDepth = depth;
            else if (testcaseDepth > 0 && xsd.name() == u"element")
                children.append(xsd.attributes().value("ref"_L1).toString());
        } else if (xsd.isEndElement()) {
            if (depth == testcaseDepth)
                testcaseDepth = -1;
            --depth;
        }
    }
    QVERIFY(!xsd.hasError());
    QCOMPARE(children.size(), 9);

    for (const QString &child : children) {
        QVERIFY2(meaning.contains(child), qPrintable(u"no expectation for <"_s + child + u'>'));
        const QByteArray doc =
            "<testsuite name=\"s\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase classname=\"c\" "
            "name=\"t\"><" +
            child.toUtf8() + " type=\"x\">text</" + child.toUtf8() + "></testcase></testsuite>";
        const TestResults results = parseOrFail(doc, TestLogFormat::JUnit);
        QCOMPARE(results.value(u"c::t"_s), meaning.value(child));
    }
}

// Reports written here by GoogleTest 1.12 (--gtest_output=xml) and CTest 3.25 (--output-junit) from the sources
// beside them: a test that did not run says so only in attributes of its <testcase>.
void TestLogParserTest::junitNotRun_data()
{
    QTest::addColumn<QString>("report");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("googletest") << u"testlogs/googletest/gtest.xml"_s
                                << QStringList{u"passed Math::Adds"_s,     u"skipped Math::DISABLED_Slow"_s,
                                               u"skipped Math::Skips"_s,   u"failed Math::Fails"_s,
                                               u"passed Nums/P::Even/0"_s, u"failed Nums/P::Even/1"_s};
    QTest::newRow("ctest") << u"testlogs/ctest/ctest.xml"_s
                           << QStringList{u"passed ok::ok"_s, u"failed bad::bad"_s, u"skipped off::off"_s,
                                          u"skipped skip::skip"_s};
}

void TestLogParserTest::junitNotRun()
{
    QFETCH(QString, report);
    QFETCH(QStringList, expected);
    const QByteArray xml = readFixture(testDataPath(report));
    QCOMPARE(detectTestLogFormat(xml), TestLogFormat::JUnit);
    QCOMPARE(describe(parseOrFail(xml, TestLogFormat::Auto)), expected);
}

void TestLogParserTest::junitNamelessTestcase()
{
    const QByteArray xml = R"(<testsuite name="s" tests="4">
  <testcase classname="pkg.A" name="t"/>
  <testcase classname="pkg.A"><failure/></testcase>
  <testcase classname="pkg.A" name=""><error/></testcase>
  <testcase><failure/></testcase>
</testsuite>)"_ba;
    // The nameless ones name no test: neither pkg.A's test nor a test called "pkg.A" nor "" gets their failure.
    QCOMPARE(describe(parseOrFail(xml, TestLogFormat::JUnit)), QStringList{u"passed pkg.A::t"_s});
}

void TestLogParserTest::junitMalformed_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<Error::Code>("code");

    const auto parse = Error::Code::Parse;
    QTest::newRow("empty") << QByteArray() << 1 << 1 << parse;
    QTest::newRow("text log") << "PASSED tests/x.py::test"_ba << 1 << 1 << parse;
    QTest::newRow("tag mismatch") << "<testsuites>\n<testsuite name=\"x\">\n  <testcase name=\"a\">\n</testsuite>\n"
                                     "</testsuites>\n"_ba
                                  << 4 << 12 << parse;
    QTest::newRow("unclosed root") << "<testsuite name=\"x\"><testcase name=\"a\"/>"_ba << 1 << 40 << parse;
    QTest::newRow("unquoted attribute") << "<testsuite name=\"x\">\n<testcase name=\"a\" classname=x/>\n</testsuite>"_ba
                                        << 2 << 30 << parse;
    QTest::newRow("bad entity") << "<testsuite name=\"x\">\n<testcase name=\"a &amp b\"/>\n</testsuite>"_ba << 2 << 23
                                << parse;
    QTest::newRow("control character")
        << "<testsuite name=\"x\">\n  <testcase name=\"a\"><failure>\x01</failure></testcase></testsuite>"_ba << 2 << 31
        << parse;
    QTest::newRow("second root") << "<testsuite name=\"x\"><testcase name=\"a\"/></testsuite><testsuite/>"_ba << 1 << 64
                                 << parse;
    QTest::newRow("not a junit root") << "<?xml version=\"1.0\"?>\n<html><body/></html>"_ba << 2 << 6
                                      << Error::Code::Schema;
}

void TestLogParserTest::junitMalformed()
{
    QFETCH(QByteArray, xml);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(Error::Code, code);

    const Result<TestResults> r = parseTestLog(xml, TestLogFormat::JUnit);
    QVERIFY(!r);
    QCOMPARE(r.error().code, code);
    QCOMPARE(r.error().line, line);
    QCOMPARE(r.error().column, column);
    QVERIFY(!r.error().message.isEmpty());
    QVERIFY(!r.error().detail.isEmpty());
}

// A real pytest run writes both forms; the JUnit report and the -rA summary must agree test by test.
void TestLogParserTest::junitFromRealPytest()
{
    const QString python = pythonWithPytest();
    if (python.isEmpty())
        QSKIP("no python3 with pytest installed");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile module(dir.filePath(u"test_real.py"_s));
    QVERIFY(module.open(QIODevice::WriteOnly));
    module.write(R"(import pytest

def test_pass():
    pass

def test_fail():
    assert 1 == 2

@pytest.mark.skip(reason="not now")
def test_skip():
    pass

@pytest.mark.xfail(reason="known bug")
def test_xfail():
    assert False

@pytest.mark.xfail(reason="fixed?")
def test_xpass():
    pass

@pytest.fixture
def broken():
    raise RuntimeError("boom")

def test_error(broken):
    pass

@pytest.fixture
def bad_teardown():
    yield
    raise RuntimeError("teardown boom")

def test_pass_then_teardown_error(bad_teardown):
    pass

@pytest.mark.parametrize("v", ["a b", "x - y", "p[q]", "1.0"])
def test_param(v):
    assert v != "x - y"

class TestCls:
    def test_m(self):
        pass

    class TestInner:
        def test_n(self):
            pass
)"_ba);
    module.close();

    QProcess pytest;
    pytest.setWorkingDirectory(dir.path());
    pytest.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PYTHONDONTWRITEBYTECODE"_s, u"1"_s);
    env.remove(u"PYTEST_ADDOPTS"_s);
    pytest.setProcessEnvironment(env);
    QSignalSpy finished(&pytest, &QProcess::finished);
    pytest.start(python, {u"-m"_s, u"pytest"_s, u"-rA"_s, u"--color=yes"_s, u"-p"_s, u"no:cacheprovider"_s,
                          u"--junitxml=report.xml"_s, u"test_real.py"_s});
    QVERIFY(finished.wait(120000));
    const QByteArray output = pytest.readAll();
    QCOMPARE(pytest.exitCode(), 1); // pytest's "tests failed"

    const QByteArray xml = readFixture(dir.filePath(u"report.xml"_s));
    QCOMPARE(detectTestLogFormat(xml), TestLogFormat::JUnit);
    QCOMPARE(detectTestLogFormat(output), TestLogFormat::Pytest);
    const TestResults fromJUnit = parseOrFail(xml, TestLogFormat::Auto);
    const TestResults fromSummary = parseOrFail(output, TestLogFormat::Auto);

    QCOMPARE(fromJUnit.size(), 13);
    const QString f = u"test_real.py::"_s;
    QCOMPARE(fromJUnit.value(f + u"test_pass"_s), TestStatus::Passed);
    QCOMPARE(fromJUnit.value(f + u"test_fail"_s), TestStatus::Failed);
    QCOMPARE(fromJUnit.value(f + u"test_skip"_s), TestStatus::Skipped);
    QCOMPARE(fromJUnit.value(f + u"test_xfail"_s), TestStatus::XFail);
    QCOMPARE(fromJUnit.value(f + u"test_xpass"_s), TestStatus::Passed);
    QCOMPARE(fromJUnit.value(f + u"test_error"_s), TestStatus::Error);
    QCOMPARE(fromJUnit.value(f + u"test_pass_then_teardown_error"_s), TestStatus::Error);
    QCOMPARE(fromJUnit.value(f + u"test_param[a b]"_s), TestStatus::Passed);
    QCOMPARE(fromJUnit.value(f + u"test_param[x - y]"_s), TestStatus::Failed);
    QCOMPARE(fromJUnit.value(f + u"test_param[p[q]]"_s), TestStatus::Passed);
    QCOMPARE(fromJUnit.value(f + u"TestCls::TestInner::test_n"_s), TestStatus::Passed);

    // -rA sums skips up by location ("SKIPPED [1] test_real.py:9: not now"), so only the report names that test.
    for (const QString &id : fromJUnit.ids) {
        const TestStatus expected =
            fromJUnit.value(id) == TestStatus::Skipped ? TestStatus::Missing : fromJUnit.value(id);
        if (fromSummary.value(id) != expected)
            QFAIL(qPrintable(id + u": -rA says "_s + testStatusName(fromSummary.value(id)) + u", JUnit says "_s +
                             testStatusName(fromJUnit.value(id))));
    }
    QCOMPARE(fromSummary.size(), fromJUnit.size() - countOf(fromJUnit, TestStatus::Skipped));
}

QTEST_GUILESS_MAIN(TestLogParserTest)
#include "tst_testlogparser.moc"
