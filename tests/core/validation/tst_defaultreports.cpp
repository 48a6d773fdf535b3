// The JUnit reports Surefire and Gradle write on their own (core/validation/defaultreports.h), found in a folder and
// read by a real validation run of the demo task whose command writes one. The report is Surefire 2.22's own, written
// by Maven in tests/data/testlogs/maven (see tests/data/README.md).
#include <core/dataset/datasetio.h>
#include <core/validation/defaultreports.h>
#include <core/validation/validation.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

QByteArray surefireReport()
{
    return readFixture(testDataPath(u"testlogs/maven/TEST-com.example.CalcTest.xml"_s));
}

/// Sets the file's modification time, so that it reads as written before or after a run started.
void touch(const QString &path, const QDateTime &when)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(when, QFileDevice::FileModificationTime));
}

} // namespace

class DefaultReportsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsReportsOfTheRunOnly();
    void validationReadsSurefireReports();
};

void DefaultReportsTest::findsReportsOfTheRunOnly()
{
    QTemporaryDir dir;
    const QString root = dir.path();
    const QDateTime started = QDateTime::currentDateTimeUtc();
    const QDateTime before = started.addSecs(-60);
    const QDateTime after = started.addSecs(1);
    const QStringList written = {
        u"target/surefire-reports/TEST-com.example.CalcTest.xml"_s,         // Maven, the root module
        u"core/target/surefire-reports/TEST-com.example.CalcTest.xml"_s,    // Maven, a module
        u"lib/build/test-results/test/TEST-com.example.CalcTest.xml"_s,     // Gradle, a subproject's test task
        u"a/b/c/d/target/surefire-reports/TEST-com.example.CalcTest.xml"_s, // four levels down
    };
    for (const QString &file : written) {
        QVERIFY(writeFile(root, file, surefireReport()));
        touch(root + u'/' + file, after);
    }
    const QStringList ignored = {
        u"old/target/surefire-reports/TEST-com.example.CalcTest.xml"_s, // there before the run: the repository's
        u"node_modules/x/target/surefire-reports/TEST-com.example.CalcTest.xml"_s,
        u"a/b/c/d/e/target/surefire-reports/TEST-com.example.CalcTest.xml"_s, // too deep
        u"target/surefire-reports/com.example.CalcTest.txt"_s,
    };
    for (const QString &file : ignored) {
        QVERIFY(writeFile(root, file, surefireReport()));
        touch(root + u'/' + file, file.startsWith(u"old/"_s) ? before : after);
    }

    QStringList found = defaultJUnitReports(root, started);
    for (QString &path : found)
        path = QDir(root).relativeFilePath(path);
    found.sort();
    QStringList expected = written;
    expected.sort();
    QCOMPARE(found, expected);

    QHash<QString, double> seconds;
    const std::optional<TestResults> results = readDefaultJUnitReports(root, started, &seconds);
    QVERIFY(results);
    QCOMPARE(results->value(u"com.example.CalcTest::fails"_s), TestStatus::Failed);
    QCOMPARE(results->value(u"com.example.CalcTest"_s), TestStatus::Failed);
    QCOMPARE(seconds.value(u"com.example.CalcTest::breaks"_s), 0.012);

    // Without a start time nothing can be told to be the run's.
    QVERIFY(defaultJUnitReports(root, QDateTime()).isEmpty());
}

void DefaultReportsTest::validationReadsSurefireReports()
{
    QTemporaryDir dir;
    const QString root = installDemo(dir.filePath(u"demo"_s));
    QVERIFY(!root.isEmpty());
    Result<Task> loaded = loadTask(root, u"coin-hours-split"_s);
    QVERIFY(loaded);
    Task task = *loaded;
    task.attempts.clear();
    // A command that writes what Surefire writes, where it writes it, and prints nothing a parser could read.
    const QString reportDir = u"target/surefire-reports"_s;
    task.tests.command = u"mkdir -p "_s + reportDir + u" && cat > "_s + reportDir +
                         u"/TEST-com.example.CalcTest.xml <<'EOF'\n"_s + QString::fromUtf8(surefireReport()) +
                         u"\nEOF\necho done"_s;
    task.tests.logFormat.clear();

    Validation validation(root, task, ValidationOptions{});
    QSignalSpy finished(&validation, &Validation::finished);
    validation.start();
    QVERIFY(finished.wait(300000));
    const RunRecord record = validation.record();
    QVERIFY(!record.runs.isEmpty());
    for (const TargetRun &run : record.runs) {
        QVERIFY2(run.outcome == TargetRun::Outcome::Finished, qPrintable(run.message));
        QCOMPARE(run.resultsFrom, u"junit"_s);
        QCOMPARE(run.results.value(u"com.example.CalcTest::adds"_s), TestStatus::Passed);
        QCOMPARE(run.results.value(u"com.example.CalcTest::breaks"_s), TestStatus::Error);
        QCOMPARE(run.results.value(u"com.example.CalcTest"_s), TestStatus::Failed);
        QCOMPARE(run.testSeconds.value(u"com.example.CalcTest::breaks"_s), 0.012);
    }
}

QTEST_GUILESS_MAIN(DefaultReportsTest)
#include "tst_defaultreports.moc"
