// Logs and reports of test runners other than Python's, in tests/data/testlogs (see tests/data/README.md): most were
// written here by the runners themselves running the small projects beside them (go 1.19, cargo 1.95, Jest 30, Mocha
// 12, Vitest 4, Jasmine 5, PHPUnit 9.6, Maven 3.8 with Surefire 2.22); nextest's come from its own repository's
// snapshots. Karma and Gradle cannot run here (no browser for Karma; Debian's Gradle 4.4 does not run on Java 17):
// their lines below are written in the formats of their reporters' sources, which each test names.
#include <core/testlog/testlogparser.h>
#include <tests/support/fixtures.h>

#include <QTest>

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

TestResults parseOrFail(QByteArrayView bytes, TestLogFormat format)
{
    Result<TestResults> r = parseTestLog(bytes, format);
    if (!r)
        qFatal("unexpected parse error: %s", qPrintable(r.error().toString()));
    return *r;
}

QByteArray fixture(const QString &name)
{
    return readFixture(testDataPath(u"testlogs/"_s + name));
}

} // namespace

class RunnerLogsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatNames();
    void realLogs_data();
    void realLogs();
    void goPrintedResultsAreNotResults();
    void cargoOutputBetweenNameAndOutcome();
    void nextestStatusWords_data();
    void nextestStatusWords();
    void nextestRetriesKeepTheLastOutcome();
    void jestWithoutVerbose();
    void mochaFailureDetailsAreNotTests();
    void vitestDefaultReporter();
    void karmaBrowserLines();
    void surefireConsole();
    void gradleConsole();
    void phpunitListsAndTestdox();
    void junitFlavours();
};

void RunnerLogsTest::formatNames()
{
    for (TestLogFormat f : testLogFormats())
        QCOMPARE(testLogFormatFromName(testLogFormatName(f)), f);
    QCOMPARE(testLogFormatName(TestLogFormat::GoJson), u"go-json"_s);
    QCOMPARE(testLogFormats().size(), 15);
}

void RunnerLogsTest::realLogs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<TestLogFormat>("format");
    QTest::addColumn<QStringList>("expected");

    const QStringList goTests = {
        u"passed TestAdd"_s,
        u"failed TestTable"_s,
        u"passed TestTable/one_plus_one"_s,
        u"failed TestTable/two/zero"_s, // a subtest whose name holds a slash
        u"passed TestTable/neg"_s,
        u"passed TestNested"_s,
        u"passed TestNested/outer"_s,
        u"passed TestNested/outer/inner"_s,
        u"skipped TestNested/outer/skipped"_s,
        u"skipped TestSkip"_s,
        u"passed TestPrints"_s, // it prints "--- PASS: TestFake", which no "=== RUN" announced
        u"failed TestParallel"_s,
        u"passed TestParallel/a"_s,
        u"failed TestParallel/b"_s,
        u"passed ExampleAdd"_s,
        u"error example.com/calc/broken"_s, // [build failed]
    };
    QTest::newRow("go test -v") << u"go/go-test-v.txt"_s << TestLogFormat::Go << goTests;
    // -json reports the same tests, each when it ends (so a parent after its subtests).
    QStringList goJson = {
        u"passed TestAdd"_s,
        u"passed TestTable/one_plus_one"_s,
        u"failed TestTable/two/zero"_s,
        u"passed TestTable/neg"_s,
        u"failed TestTable"_s,
        u"passed TestNested/outer/inner"_s,
        u"skipped TestNested/outer/skipped"_s,
        u"passed TestNested/outer"_s,
        u"passed TestNested"_s,
        u"skipped TestSkip"_s,
        u"passed TestPrints"_s,
        u"passed TestParallel/a"_s,
        u"failed TestParallel/b"_s,
        u"failed TestParallel"_s,
        u"passed ExampleAdd"_s,
        u"error example.com/calc/broken"_s,
    };
    QTest::newRow("go test -json") << u"go/go-test-json.jsonl"_s << TestLogFormat::GoJson << goJson;
    QTest::newRow("cargo test") << u"cargo/cargo-test.txt"_s << TestLogFormat::Cargo
                                << QStringList{
                                       u"failed tests::it_fails"_s,
                                       u"passed tests::it_works"_s,
                                       u"passed tests::nested::deep"_s,
                                       u"skipped tests::online"_s, // "ignored, needs a network"
                                       u"skipped tests::slow"_s,
                                       u"passed tests::panics"_s, // "tests::panics - should panic"
                                       u"passed adds_from_outside"_s,
                                       u"passed src/lib.rs - add (line 3)"_s, // a doctest
                                   };
    QTest::newRow("jest --verbose") << u"jest/jest-verbose.txt"_s << TestLogFormat::Jest
                                    << QStringList{
                                           u"failed test/calc.test.js"_s,
                                           u"passed top level test"_s, // its console.log printed "✓ ..." first
                                           u"passed adds two numbers"_s,  u"failed fails on purpose"_s,
                                           u"skipped is skipped"_s,
                                           u"skipped is still to do"_s, // test.todo
                                           u"passed add(1, 1) = 2"_s,   // test.each in a nested describe
                                           u"failed add(2, 2) = 5"_s,     u"passed test/other.test.js"_s,
                                           u"passed other file passes"_s,
                                       };
    QTest::newRow("mocha spec") << u"mocha/mocha-spec.txt"_s << TestLogFormat::Mocha
                                << QStringList{
                                       // A test printed this line; Mocha's spec reporter cannot tell it apart.
                                       u"passed printed by the test"_s,
                                       u"passed top level test"_s,
                                       u"passed adds two numbers"_s,
                                       u"failed fails on purpose"_s,
                                       u"skipped is skipped"_s,
                                       u"skipped is pending"_s,
                                       u"passed slow one"_s,
                                       u"passed add(1, 1) = 2"_s,
                                       u"failed add(2, 2) = 5"_s,
                                       u"passed passes on the second try"_s, // this.retries(2)
                                   };
    QTest::newRow("vitest --reporter=verbose")
        << u"vitest/vitest-verbose.txt"_s << TestLogFormat::Vitest
        << QStringList{
               u"passed calc.vitest.test.js > add > adds two numbers"_s,
               u"failed calc.vitest.test.js > add > fails on purpose"_s,
               u"skipped calc.vitest.test.js > add > is skipped"_s,
               u"skipped calc.vitest.test.js > add > is still to do"_s,
               u"passed calc.vitest.test.js > add > nested > add(1, 1) = 2"_s,
               u"failed calc.vitest.test.js > add > nested > add(2, 2) = 5"_s,
               u"passed calc.vitest.test.js > add > passes on the second try"_s, // "(retry x1)"
               u"passed calc.vitest.test.js > top level test"_s,
               u"passed other.vitest.test.js > other file passes"_s,
           };
    QTest::newRow("jasmine") << u"jasmine/jasmine.txt"_s << TestLogFormat::Karma
                             << QStringList{u"failed add nested fails deep"_s, u"failed add fails on purpose"_s,
                                            u"skipped add is skipped"_s};
    // Karma 6.4 with karma-jasmine in Debian's headless Chromium, progress reporter (cursor codes kept).
    QTest::newRow("karma progress") << u"karma/karma-progress.txt"_s << TestLogFormat::Karma
                                    << QStringList{u"failed add fails on purpose"_s, u"failed add nested fails deep"_s};
    const QStringList phpunit = {
        u"passed CalcTest::testAdds"_s,
        u"failed CalcTest::testFails"_s,
        u"error CalcTest::testErrors"_s,
        u"skipped CalcTest::testSkipped"_s,
        u"skipped CalcTest::testIncomplete"_s,
        u"passed CalcTest::testPairs with data set \"one and one\""_s,
        u"failed CalcTest::testPairs with data set \"bad sum\""_s,
        u"passed CalcTest::testPairs with data set #0"_s,
        u"passed CalcTest::testPrints"_s,
        u"passed App\\Tests\\Sub\\NamespacedTest::testWorks"_s,
    };
    QTest::newRow("phpunit --debug -v") << u"phpunit/phpunit-debug-verbose.txt"_s << TestLogFormat::Phpunit << phpunit;
    // The JUnit report names the same tests the same way.
    QTest::newRow("phpunit --log-junit") << u"phpunit/phpunit-junit.xml"_s << TestLogFormat::JUnit << phpunit;
    // Maven 3.8 with Surefire 2.22 (Debian's): a test of OtherTest prints a Surefire line of a class never run.
    QTest::newRow("maven surefire console")
        << u"maven/mvn-test.txt"_s << TestLogFormat::Maven
        << QStringList{u"failed com.example.CalcTest"_s, u"error com.example.CalcTest::breaks"_s,
                       u"failed com.example.CalcTest::fails"_s, u"passed com.example.OtherTest"_s};
    QTest::newRow("surefire report") << u"maven/TEST-com.example.CalcTest.xml"_s << TestLogFormat::JUnit
                                     << QStringList{u"error com.example.CalcTest::breaks"_s,
                                                    u"passed com.example.CalcTest::adds"_s,
                                                    u"failed com.example.CalcTest::fails"_s,
                                                    u"skipped com.example.CalcTest::skipped"_s,
                                                    u"failed com.example.CalcTest"_s};
    // Debian's Gradle 4.4 with testLogging events: its plain console names tasks ":compileJava UP-TO-DATE".
    const QStringList gradleTests = {u"failed com.example.CalcTest > breaks"_s, u"passed com.example.CalcTest > adds"_s,
                                     u"failed com.example.CalcTest > fails"_s,
                                     u"skipped com.example.CalcTest > skipped"_s};
    QTest::newRow("gradle console")
        << u"gradle/gradle-test.txt"_s << TestLogFormat::Gradle
        << QStringList{u"passed compileJava"_s,     u"skipped processResources"_s,     u"passed classes"_s,
                       u"passed compileTestJava"_s, u"skipped processTestResources"_s, u"passed testClasses"_s} +
               gradleTests +
               QStringList{u"passed com.example.OtherTest > works"_s,
                           u"passed com.example.OtherTest > printsFakeResults"_s, u"failed test"_s};
    // Its report names the tests as its console does.
    QTest::newRow("gradle report") << u"gradle/TEST-com.example.CalcTest.xml"_s << TestLogFormat::JUnit << gradleTests;
    QTest::newRow("nextest stress run") << u"nextest/integration__record_replay__replay_output_not_captured.snap"_s
                                        << TestLogFormat::Nextest << QStringList{u"failed test_failure_assert"_s};
}

void RunnerLogsTest::realLogs()
{
    QFETCH(QString, file);
    QFETCH(TestLogFormat, format);
    QFETCH(QStringList, expected);
    const QByteArray log = fixture(file);
    QCOMPARE(detectTestLogFormat(log), format);
    QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)), expected);
}

void RunnerLogsTest::goPrintedResultsAreNotResults()
{
    // Without -v nothing announces the tests, so a line a test prints cannot be told apart: it counts.
    const TestResults plain = parseOrFail(fixture(u"go/go-test-plain.txt"_s), TestLogFormat::Auto);
    QCOMPARE(plain.value(u"TestFake"_s), TestStatus::Passed);
    QCOMPARE(plain.value(u"TestTable/two/zero"_s), TestStatus::Failed);
    // With -v and -json it does not.
    for (const QString &file : {u"go/go-test-v.txt"_s, u"go/go-test-json.jsonl"_s})
        QCOMPARE(parseOrFail(fixture(file), TestLogFormat::Auto).value(u"TestFake"_s), TestStatus::Missing);
    // Run with -count=2, a test that failed once is failed.
    const QByteArray twice = "=== RUN   TestFlaky\n--- FAIL: TestFlaky (0.00s)\n=== RUN   TestFlaky\n"
                             "--- PASS: TestFlaky (0.00s)\nFAIL\nFAIL\texample.com/x\t0.01s\n"_ba;
    QCOMPARE(describe(parseOrFail(twice, TestLogFormat::Auto)), QStringList{u"failed TestFlaky"_s});
}

void RunnerLogsTest::cargoOutputBetweenNameAndOutcome()
{
    // --nocapture: a test's output comes between "test x ... " and its outcome; one test printed a libtest line.
    const TestResults results = parseOrFail(fixture(u"cargo/cargo-test-nocapture.txt"_s), TestLogFormat::Auto);
    QCOMPARE(results.value(u"tests::nested::deep"_s), TestStatus::Passed);
    QCOMPARE(results.value(u"tests::fake"_s), TestStatus::Missing);
    QCOMPARE(results.value(u"tests::it_fails"_s), TestStatus::Failed);
    QCOMPARE(results.value(u"tests::panics"_s), TestStatus::Passed);
    QCOMPARE(results.size(), 8);
}

void RunnerLogsTest::nextestStatusWords_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<TestStatus>("status");
    // nextest's own snapshot of every status line it prints: the comment before each names the case.
    const QByteArray snapshot =
        fixture(u"nextest/nextest_runner__reporter__displayer__imp__tests__status_line_all_variants.snap"_s);
    QString label;
    int row = 0;
    for (const QByteArray &line : snapshot.split('\n')) {
        if (line.startsWith("# ")) {
            label = QString::fromUtf8(line.sliced(2)).trimmed();
            continue;
        }
        if (line.startsWith("===") || !line.contains("my-binary-id"))
            continue;
        // "flaky fail": the retry passed, but the test is configured to fail when flaky.
        const bool failed = (label.contains(u"fail") && label != u"flaky fail:"_s) || label.contains(u"abort") ||
                            (label == u"flaky fail:"_s && line.contains("FLKY-FL"));
        QTest::newRow(qPrintable(QString::number(++row) + u' ' + label))
            << QString::fromUtf8(line) << (failed ? TestStatus::Failed : TestStatus::Passed);
    }
}

void RunnerLogsTest::nextestStatusWords()
{
    QFETCH(QString, label);
    QFETCH(TestStatus, status);
    const TestResults results = parseOrFail(label.toUtf8(), TestLogFormat::Nextest);
    QCOMPARE(describe(results), QStringList{testStatusName(status) + u" test_name"_s});
}

void RunnerLogsTest::nextestRetriesKeepTheLastOutcome()
{
    const QByteArray stress = fixture(u"nextest/integration__record_replay__replay_stress_run.snap"_s);
    QCOMPARE(detectTestLogFormat(stress), TestLogFormat::Nextest);
    const TestResults results = parseOrFail(stress, TestLogFormat::Auto);
    QCOMPARE(results.value(u"test_success"_s), TestStatus::Passed);
    QCOMPARE(results.value(u"tests::bin_success"_s), TestStatus::Skipped);
    QCOMPARE(results.size(), 31);

    const QByteArray retried = "    Starting 2 tests across 1 binary\n"
                               "  TRY 1 FAIL [   0.010s] (1/2) crate tests::flaky\n"
                               "  RETRY 2/3 [         ] (1/2) crate tests::flaky\n"
                               "  TRY 2 PASS [   0.011s] (1/2) crate tests::flaky\n"
                               "  TRY 1 FAIL [   0.010s] (2/2) crate tests::broken\n"
                               "  TRY 2 FAIL [   0.010s] (2/2) crate tests::broken\n"
                               "     Summary [   0.030s] 2 tests run: 1 passed (1 flaky), 1 failed, 0 skipped\n"
                               "   FLAKY 2/3 [   0.011s] (1/2) crate tests::flaky\n"
                               "  TRY 2 FAIL [   0.010s] (2/2) crate tests::broken\n"_ba;
    QCOMPARE(describe(parseOrFail(retried, TestLogFormat::Auto)),
             (QStringList{u"passed tests::flaky"_s, u"failed tests::broken"_s}));
}

void RunnerLogsTest::jestWithoutVerbose()
{
    // Without --verbose Jest names the files, and the failed tests in its "● describe › title" headers; the
    // "● Console" block holds what a test printed.
    const QByteArray log = fixture(u"jest/jest-default.txt"_s);
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Jest);
    QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)),
             (QStringList{u"failed test/calc.test.js"_s, u"failed fails on purpose"_s, u"failed add(2, 2) = 5"_s,
                          u"passed test/other.test.js"_s}));
}

void RunnerLogsTest::mochaFailureDetailsAreNotTests()
{
    // After "N passing" the details' "1) add" names the suite: it is not a test. Two tests that share a title share
    // a result, and a failure is not hidden by the other's pass.
    const QByteArray log = "  suite one\n    \xE2\x9C\x94 works\n  suite two\n    1) works\n\n  1 passing (3ms)\n"
                           "  1 failing\n\n  1) suite two\n       works:\n     Error: no\n"_ba;
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Mocha);
    QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)), QStringList{u"failed works"_s});
}

void RunnerLogsTest::vitestDefaultReporter()
{
    // The default reporter prints the tests of a failed file as a tree of titles, and a line per file.
    const QByteArray log = fixture(u"vitest/vitest-default.txt"_s);
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Vitest);
    QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)),
             (QStringList{u"failed calc.vitest.test.js"_s, u"passed adds two numbers"_s, u"failed fails on purpose"_s,
                          u"skipped is skipped"_s, u"skipped is still to do"_s, u"passed add(1, 1) = 2"_s,
                          u"failed add(2, 2) = 5"_s, u"passed passes on the second try"_s, u"passed top level test"_s,
                          u"passed other.vitest.test.js"_s}));
    // A file that cannot run is an error.
    QCOMPARE(describe(parseOrFail(" FAIL  src/a.test.ts [ src/a.test.ts ]\nError: Cannot find module './x'\n"_ba,
                                  TestLogFormat::Vitest)),
             QStringList{u"error src/a.test.ts"_s});
}

// Karma's base reporter writes "%s %s FAILED" and "%s %s SKIPPED" with the browser's name and the spec's suites and
// description (karma-runner/karma, lib/reporters/base.js).
void RunnerLogsTest::karmaBrowserLines()
{
    const QByteArray log = "01 12 2026 10:00:00.000:INFO [karma-server]: Karma v6.4.4 server started\n"
                           "Chrome Headless 120.0.6099.109 (Linux x86_64) Chart.helpers easing returns FAILED\n"
                           "\tExpected 1 to be 2.\n"
                           "Chrome Headless 120.0.6099.109 (Linux x86_64) Chart.helpers slow SKIPPED\n"
                           "Chrome Headless 120.0.6099.109 (Linux x86_64): Executed 3 of 3 (1 FAILED) (skipped 1) "
                           "(0.05 secs / 0.02 secs)\n"
                           "TOTAL: 1 FAILED, 1 SUCCESS\n"_ba;
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Karma);
    const TestResults results = parseOrFail(log, TestLogFormat::Auto);
    QCOMPARE(describe(results),
             (QStringList{u"failed Chart.helpers easing returns"_s, u"skipped Chart.helpers slow"_s}));
    // SWE-bench's Karma parsers keep the blank before "FAILED" in their ids.
    QCOMPARE(harnessTestStatus(results, u"Chart.helpers easing returns "_s), TestStatus::Failed);
}

// Surefire's console in its 2.x and 3.x forms, as Maven prints them (apache/maven-surefire's reporters:
// "Tests run: %d, Failures: %d, Errors: %d, Skipped: %d, Time elapsed: %s s <<< FAILURE! - in %s").
void RunnerLogsTest::surefireConsole()
{
    const QByteArray log = "[INFO] -------------------------------------------------------\n"
                           "[INFO]  T E S T S\n"
                           "[INFO] -------------------------------------------------------\n"
                           "[INFO] Running com.example.CalcTest\n"
                           "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 1, Time elapsed: 0.05 s <<< "
                           "FAILURE! - in com.example.CalcTest\n"
                           "[ERROR] fails(com.example.CalcTest)  Time elapsed: 0.01 s  <<< FAILURE!\n"
                           "java.lang.AssertionError: expected:<4> but was:<3>\n"
                           "[INFO] Running com.example.OtherTest\n"
                           "[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.002 s -- in "
                           "com.example.OtherTest\n"
                           "[INFO] Running com.example.SkippedTest\n"
                           "[WARNING] Tests run: 1, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 0.001 s -- in "
                           "com.example.SkippedTest\n"
                           "[ERROR] com.example.NewTest.breaks(String)[1] -- Time elapsed: 0.003 s <<< ERROR!\n"
                           "Running com.example.OldTest\n"
                           "Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.125 sec\n"
                           "[ERROR] Tests run: 7, Failures: 1, Errors: 1, Skipped: 2\n"
                           "[INFO] BUILD FAILURE\n"_ba;
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Maven);
    QCOMPARE(describe(parseOrFail(log, TestLogFormat::Auto)),
             (QStringList{u"failed com.example.CalcTest"_s, u"failed com.example.CalcTest::fails"_s,
                          u"passed com.example.OtherTest"_s, u"skipped com.example.SkippedTest"_s,
                          u"error com.example.NewTest::breaks(String)[1]"_s, u"passed com.example.OldTest"_s}));

    // SWE-bench's form: one run per test, its -Dtest selection traced by the shell.
    const QByteArray perTest = "+ mvn test -Dtest=CalcTest#adds\n[INFO] BUILD SUCCESS\n"
                               "+ mvn test -Dtest=CalcTest#fails\n[INFO] BUILD FAILURE\n"_ba;
    QCOMPARE(describe(parseOrFail(perTest, TestLogFormat::Maven)),
             (QStringList{u"passed CalcTest#adds"_s, u"failed CalcTest#fails"_s}));
}

// Gradle's console with testLogging { events "passed", "skipped", "failed" } (Gradle's TestLoggingConfig).
void RunnerLogsTest::gradleConsole()
{
    const QByteArray log = "> Task :compileJava UP-TO-DATE\n"
                           "> Task :processTestResources NO-SOURCE\n"
                           "> Task :test\n\n"
                           "CalcTest > adds() PASSED\n\n"
                           "CalcTest > fails() FAILED\n"
                           "    org.opentest4j.AssertionFailedError at CalcTest.java:12\n\n"
                           "CalcTest > skipped() SKIPPED\n\n"
                           "CalcTest > pairs(int, int) > [1] 1, 2 PASSED\n\n"
                           "CalcTest > flaky() FAILED\n\n"
                           "CalcTest > flaky() PASSED\n\n"
                           "4 tests completed, 1 failed, 1 skipped\n\n"
                           "> Task :test FAILED\n\n"
                           "BUILD FAILED in 2s\n"_ba;
    QCOMPARE(detectTestLogFormat(log), TestLogFormat::Gradle);
    QCOMPARE(
        describe(parseOrFail(log, TestLogFormat::Auto)),
        (QStringList{u"passed compileJava"_s, u"skipped processTestResources"_s, u"failed test"_s,
                     u"passed CalcTest > adds()"_s, u"failed CalcTest > fails()"_s, u"skipped CalcTest > skipped()"_s,
                     u"passed CalcTest > pairs(int, int) > [1] 1, 2"_s, u"passed CalcTest > flaky()"_s}));
}

void RunnerLogsTest::phpunitListsAndTestdox()
{
    // Without --debug PHPUnit names only what did not pass; without -v not even the skipped tests.
    QCOMPARE(describe(parseOrFail(fixture(u"phpunit/phpunit.txt"_s), TestLogFormat::Auto)),
             (QStringList{u"error CalcTest::testErrors"_s, u"failed CalcTest::testFails"_s,
                          u"failed CalcTest::testPairs with data set \"bad sum\""_s}));
    // --testdox: "Suite > Test", as SWE-bench's PHPUnit parser names them.
    const QByteArray testdox = fixture(u"phpunit/phpunit-testdox.txt"_s);
    QCOMPARE(detectTestLogFormat(testdox), TestLogFormat::Phpunit);
    const TestResults results = parseOrFail(testdox, TestLogFormat::Auto);
    QCOMPARE(results.value(u"Calc > Adds"_s), TestStatus::Passed);
    QCOMPARE(results.value(u"Calc > Errors"_s), TestStatus::Failed);
    QCOMPARE(results.value(u"Calc > Skipped"_s), TestStatus::Skipped);
    QCOMPARE(results.value(u"Calc > Incomplete"_s), TestStatus::Skipped);
    QCOMPARE(results.value(u"Calc > Pairs with data set \"bad sum\""_s), TestStatus::Failed);
    QCOMPARE(results.value(u"Namespaced > Works"_s), TestStatus::Passed);
    QCOMPARE(results.size(), 10);
}

// The JUnit reports of Surefire, Gradle and gotestsum, in the forms their writers give them (Surefire's
// StatelessXmlReporter with its schema, Gradle's JUnitXmlReportGenerator, gotestsum's junitxml with go.version).
void RunnerLogsTest::junitFlavours()
{
    const QByteArray surefire = R"xml(<?xml version="1.0" encoding="UTF-8"?>
<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="com.example.CalcTest" time="0.05" tests="4" errors="0" skipped="1" failures="1">
  <properties><property name="java.version" value="17.0.10"/></properties>
  <testcase name="adds" classname="com.example.CalcTest" time="0.001"/>
  <testcase name="fails" classname="com.example.CalcTest" time="0.004"><failure message="no" type="java.lang.AssertionError">trace</failure></testcase>
  <testcase name="skipped" classname="com.example.CalcTest" time="0"><skipped/></testcase>
  <testcase name="flaky" classname="com.example.CalcTest" time="0.01"><flakyFailure message="once" type="x"/></testcase>
  <testcase name="" classname="com.example.Generated" time="0.01"/>
</testsuite>)xml"_ba;
    QCOMPARE(describe(parseOrFail(surefire, TestLogFormat::Auto)),
             (QStringList{u"passed com.example.CalcTest::adds"_s, u"failed com.example.CalcTest::fails"_s,
                          u"skipped com.example.CalcTest::skipped"_s, u"passed com.example.CalcTest::flaky"_s,
                          u"failed com.example.CalcTest"_s})); // the class, as Surefire's console grades it

    const QByteArray gradle = R"xml(<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.example.CalcTest" tests="2" skipped="0" failures="1" errors="0" timestamp="2026-12-01T10:00:00" hostname="build" time="0.02">
  <properties/>
  <testcase name="adds()" classname="com.example.CalcTest" time="0.001"/>
  <testcase name="fails()" classname="com.example.CalcTest" time="0.01"><failure message="no" type="x">trace</failure></testcase>
  <system-out><![CDATA[]]></system-out>
  <system-err><![CDATA[]]></system-err>
</testsuite>)xml"_ba;
    QCOMPARE(describe(parseOrFail(gradle, TestLogFormat::Auto)),
             (QStringList{u"passed com.example.CalcTest > adds()"_s, u"failed com.example.CalcTest > fails()"_s}));

    // gotestsum 1.8 (Debian's), run here with GOTESTSUM_JUNITFILE on the go project: go test's own names.
    const TestResults gotestsum = parseOrFail(fixture(u"go/gotestsum.xml"_s), TestLogFormat::Auto);
    QCOMPARE(gotestsum.size(), 16);
    QCOMPARE(gotestsum.value(u"TestTable/two/zero"_s), TestStatus::Failed);
    QCOMPARE(gotestsum.value(u"TestNested/outer/skipped"_s), TestStatus::Skipped);
    QCOMPARE(gotestsum.value(u"ExampleAdd"_s), TestStatus::Passed);
    // Its console in --format standard-verbose is go test -v's.
    const QByteArray console = fixture(u"go/gotestsum.txt"_s);
    QCOMPARE(detectTestLogFormat(console), TestLogFormat::Go);
    QCOMPARE(parseOrFail(console, TestLogFormat::Auto).value(u"TestParallel/b"_s), TestStatus::Failed);
}

QTEST_GUILESS_MAIN(RunnerLogsTest)
#include "tst_runnerlogs.moc"
