// Declared ids are graded as SWE-bench's harness grades them: real logs of Heddle's own validation runs of SWE-bench
// Verified instances (sympy, flask, pytest, requests, each with its repository at its base commit) and the harness's
// own run of a Django instance (django__django-11133's test_output.txt, from the run in tests/data), beside the status
// map the harness's own parser (swebench/harness/log_parsers/python.py @ b8d53321) gives for the same log. Every id the
// harness names has the same status in Heddle's reading, the ids it cuts at a blank and sympy's names included.
#include <core/testlog/testlogparser.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

std::optional<TestStatus> fromHarness(const QString &status)
{
    if (status == u"PASSED")
        return TestStatus::Passed;
    if (status == u"FAILED")
        return TestStatus::Failed;
    if (status == u"ERROR")
        return TestStatus::Error;
    if (status == u"SKIPPED")
        return TestStatus::Skipped;
    if (status == u"XFAIL")
        return TestStatus::XFail;
    return std::nullopt;
}

} // namespace

class TestHarnessGrading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameStatusAsTheHarness_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<int>("format");
        const QDir folder(testDataPath(u"testlogs/swe-bench-harness"_s));
        const QStringList logs = folder.entryList({u"*.log"_s}, QDir::Files, QDir::Name);
        QVERIFY(logs.size() >= 7);
        for (const QString &log : logs)
            QTest::newRow(qPrintable(log)) << folder.filePath(log)
                                           << int(log.startsWith(u"sympy"_s)    ? TestLogFormat::Sympy
                                                  : log.startsWith(u"django"_s) ? TestLogFormat::Django
                                                                                : TestLogFormat::Pytest);
    }

    void sameStatusAsTheHarness()
    {
        QFETCH(QString, log);
        QFETCH(int, format);
        const Result<TestResults> results = parseTestLog(readFixture(log), TestLogFormat(format));
        QVERIFY(results);
        QString harnessFile = log;
        harnessFile.replace(u".log"_s, u".harness.json"_s);
        const QJsonObject harness = QJsonDocument::fromJson(readFixture(harnessFile)).object();
        QVERIFY(!harness.isEmpty());
        int compared = 0;
        for (auto it = harness.constBegin(); it != harness.constEnd(); ++it) {
            // The sympy parser also keys a failure by its traceback header, "file.py:test"; no declared id has that
            // form (the lists name tests alone), and the test's own line gives it as well.
            if (format == int(TestLogFormat::Sympy) && it.key().contains(u".py:"_s))
                continue;
            const std::optional<TestStatus> expected = fromHarness(it.value().toString());
            QVERIFY(expected);
            QVERIFY2(harnessTestStatus(*results, it.key()) == *expected,
                     qPrintable(u"%1: the harness says %2, Heddle %3"_s.arg(
                         it.key(), it.value().toString(), testStatusName(harnessTestStatus(*results, it.key())))));
            ++compared;
        }
        QVERIFY(compared >= 20);
    }

    // Django's runner on Python 3.11 names tests with their method after the class; the lists, written under the
    // harness's older Python, do not: real runs of Django 3.2.25 (tests/data/testlogs/django-py311).
    void unittestNamesOfEitherPython()
    {
        const QString sentinel = u"test_sentinel (heddle_sentinel.tests.SentinelTests)"_s;
        const QString plain = u"test_plain (heddle_sentinel.tests.SentinelTests)"_s;
        const Result<TestResults> empty =
            parseTestLog(readFixture(testDataPath(u"testlogs/django-py311/empty-1.log"_s)), TestLogFormat::Django);
        const Result<TestResults> reference =
            parseTestLog(readFixture(testDataPath(u"testlogs/django-py311/reference-1.log"_s)), TestLogFormat::Django);
        QVERIFY(empty && reference);
        QVERIFY(empty->ids.contains(u"test_sentinel (heddle_sentinel.tests.SentinelTests.test_sentinel)"_s));
        QCOMPARE(harnessTestStatus(*empty, sentinel), TestStatus::Failed);
        QCOMPARE(harnessTestStatus(*empty, plain), TestStatus::Passed);
        QCOMPARE(harnessTestStatus(*reference, sentinel), TestStatus::Passed);
        TestResults graded = *reference;
        gradeDeclaredIds(graded, {sentinel, plain});
        QCOMPARE(graded.value(sentinel), TestStatus::Passed);
        QCOMPARE(graded.gradedAs.value(plain), u"test_plain (heddle_sentinel.tests.SentinelTests.test_plain)"_s);

        // And the other way: a list in the new form grades a run under an older Python.
        TestResults older;
        older.set(plain, TestStatus::Failed);
        QCOMPARE(harnessTestStatus(older, u"test_plain (heddle_sentinel.tests.SentinelTests.test_plain)"_s),
                 TestStatus::Failed);
        // A docstring's id is not a unittest name.
        QCOMPARE(harnessTestStatus(older, u"Checks (the plain case)"_s), TestStatus::Missing);
    }
};

QTEST_GUILESS_MAIN(TestHarnessGrading)
#include "tst_harnessgrading.moc"
