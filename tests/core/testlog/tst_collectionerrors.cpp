// Test files that cannot be collected, in the logs of real runs: pytest (its -rA summary, its errors section alone,
// its JUnit report) and Python's unittest, whose loader Django's runner uses, on a folder with a file that has a
// syntax error and one whose import fails. Every declared test of those files reads as an error, not as missing.
#include <core/testlog/testlogparser.h>
#include <tests/support/fixtures.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kBroken = u"tests/test_broken.py"_s; // a syntax error
const QString kImport = u"tests/test_import.py"_s; // imports a module that does not exist
const QString kGood = u"tests/test_good.py"_s;

bool writeTests(const QString &root)
{
    return writeFile(root, u"tests/__init__.py"_s, {}) &&
           writeFile(root, kGood,
                     "import unittest\n\n\ndef test_ok():\n    assert True\n\n\n"
                     "class G(unittest.TestCase):\n    def test_ok(self):\n        pass\n") &&
           writeFile(root, kBroken,
                     "import unittest\n\n\ndef test_a(:\n    pass\n\n\n"
                     "class T(unittest.TestCase):\n    def test_b(self):\n        pass\n") &&
           writeFile(root, kImport,
                     "import unittest\nimport heddle_no_such_module\n\n\ndef test_c():\n    pass\n\n\n"
                     "class T(unittest.TestCase):\n    def test_d(self):\n        pass\n");
}

} // namespace

class TestCollectionErrors : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_python;

    QByteArray run(const QStringList &args, int exitCode)
    {
        const ProcessRun done = runIn(m_dir.path(), m_python, args);
        if (done.exitCode != exitCode)
            qWarning("%s exited with %d: %s", qPrintable(args.join(u' ')), done.exitCode, done.out.constData());
        return done.exitCode == exitCode ? done.out + done.err : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_python = pythonWithPytest();
        if (m_python.isEmpty())
            QSKIP("no python3 with pytest installed");
        QVERIFY(m_dir.isValid());
        QVERIFY(writeTests(m_dir.path()));
    }

    void pytestLogs_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<bool>("continues");
        QTest::newRow("-rA summary") << QStringList{u"-rA"_s} << false;
        QTest::newRow("errors section only") << QStringList{u"-rN"_s} << false;
        QTest::newRow("-rA, continuing") << QStringList{u"-rA"_s, u"--continue-on-collection-errors"_s} << true;
        QTest::newRow("verbose, continuing")
            << QStringList{u"-v"_s, u"-rN"_s, u"--continue-on-collection-errors"_s} << true;
    }

    void pytestLogs()
    {
        QFETCH(QStringList, options);
        QFETCH(bool, continues);
        // pytest stops before running anything when a file fails to collect (exit 2), unless told to continue (1).
        const QByteArray log =
            run(QStringList{u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s} + options + QStringList{u"tests"_s},
                continues ? 1 : 2);
        QVERIFY(!log.isEmpty());
        QVERIFY(log.contains("ERROR collecting tests/test_broken.py"));
        QVERIFY(log.contains("SyntaxError"));
        QVERIFY(log.contains("ImportError while importing test module"));
        Result<TestResults> results = parseTestLog(log, TestLogFormat::Auto);
        QVERIFY(results);
        QCOMPARE(results->value(kBroken), TestStatus::Error);
        QCOMPARE(results->value(kImport), TestStatus::Error);
        const QStringList declared = {kBroken + u"::test_a"_s, kBroken + u"::T::test_b"_s, kImport + u"::test_c"_s,
                                      kImport + u"::T::test_d"_s};
        for (const QString &test : declared) {
            QCOMPARE(results->value(test), TestStatus::Error);
            QCOMPARE(harnessTestStatus(*results, test), TestStatus::Error);
        }
        // The good file's tests ran only when pytest went on; otherwise they are missing, not errors.
        const TestStatus good = continues ? TestStatus::Passed : TestStatus::Missing;
        QCOMPARE(results->value(kGood + u"::test_ok"_s), good);
        QCOMPARE(results->value(kGood + u"::G::test_ok"_s), good);
        QCOMPARE(results->value(kGood + u"::test_never_written"_s), TestStatus::Missing);
    }

    void pytestJUnitReport()
    {
        const QByteArray log = run({u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-o"_s,
                                    u"junit_family=xunit1"_s, u"--junitxml=report.xml"_s, u"tests"_s},
                                   2);
        QVERIFY(!log.isEmpty());
        const QByteArray xml = readFixture(m_dir.filePath(u"report.xml"_s));
        QVERIFY(xml.contains("collection failure"));
        Result<TestResults> results = parseJUnitReport(xml, nullptr);
        QVERIFY(results);
        QStringList ids = results->ids; // in the order pytest found the files
        ids.sort();
        QCOMPARE(ids, (QStringList{kBroken, kImport}));
        QCOMPARE(results->value(kBroken + u"::test_a"_s), TestStatus::Error);
        QCOMPARE(results->value(kImport + u"::T::test_d"_s), TestStatus::Error);
        QCOMPARE(results->value(kGood + u"::test_ok"_s), TestStatus::Missing);
    }

    void unittestLogs_data()
    {
        // Discovery names a module that fails in full. Loading by name, as Django's runner does with its labels, names
        // only the part that failed to import, and a syntax error escapes the loader: the run ends in a traceback.
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("errors");
        QTest::addColumn<bool>("goodRan");
        const QString b = u"test_b (tests.test_broken.T)"_s, d = u"test_d (tests.test_import.T.test_d)"_s;
        QTest::newRow("discover") << QStringList{u"discover"_s, u"-v"_s, u"-s"_s, u"."_s, u"-p"_s, u"test_*.py"_s}
                                  << QStringList{b, d} << true;
        QTest::newRow("by name, an import error")
            << QStringList{u"-v"_s, u"tests.test_import"_s, u"tests.test_good"_s} << QStringList{d} << true;
        QTest::newRow("by name, a syntax error")
            << QStringList{u"-v"_s, u"tests.test_good"_s, u"tests.test_broken"_s} << QStringList{b} << false;
    }

    void unittestLogs()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, errors);
        QFETCH(bool, goodRan);
        const QByteArray log = run(QStringList{u"-m"_s, u"unittest"_s} + args, 1);
        QVERIFY(!log.isEmpty());
        Result<TestResults> results = parseTestLog(log, TestLogFormat::Django);
        QVERIFY(results);
        QCOMPARE(results->uncollected.size(), errors.size());
        // Django's and unittest's ids of a test: "name (module.Class)", or "name (module.Class.name)" since 3.11.
        for (const QString &test : std::as_const(errors))
            QCOMPARE(results->value(test), TestStatus::Error);
        QCOMPARE(results->value(u"test_ok (tests.test_good.G)"_s) == TestStatus::Passed ||
                     results->value(u"test_ok (tests.test_good.G.test_ok)"_s) == TestStatus::Passed,
                 goodRan);
        QCOMPARE(results->value(u"test_gone (tests.test_good.G)"_s), TestStatus::Missing);
    }
};

QTEST_GUILESS_MAIN(TestCollectionErrors)
#include "tst_collectionerrors.moc"
