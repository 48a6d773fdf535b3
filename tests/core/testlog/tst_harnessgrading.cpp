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
            QTest::newRow(qPrintable(log))
                << folder.filePath(log)
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
};

QTEST_GUILESS_MAIN(TestHarnessGrading)
#include "tst_harnessgrading.moc"
