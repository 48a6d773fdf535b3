// Which result ids say a file could not be collected, which tests each one holds, and what TestResults::value()
// then says of a declared test the log does not name, in the id forms of pytest, Django and unittest, and sympy.
#include <core/task/testcollection.h>
#include <core/task/teststatus.h>

#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

class TestTestCollection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void units_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("unit");
        QTest::newRow("pytest file") << u"tests/test_x.py"_s << u"tests/test_x.py"_s;
        QTest::newRow("pytest folder") << u"tests/pkg"_s << u"tests/pkg"_s;
        QTest::newRow("pytest test") << u"tests/test_x.py::test_a"_s << QString();
        QTest::newRow("pytest parameter with a blank") << u"tests/test_x.py::test_a[a b]"_s << QString();
        QTest::newRow("django test") << u"test_a (app.tests.T)"_s << QString();
        QTest::newRow("unittest by name") << u"tests (unittest.loader._FailedTest)"_s << u"tests"_s;
        QTest::newRow("unittest by name, 3.11")
            << u"test_import (unittest.loader._FailedTest.test_import)"_s << u"test_import"_s;
        QTest::newRow("unittest discovered")
            << u"app.tests (unittest.loader._FailedTest.app.tests)"_s << u"app.tests"_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void units()
    {
        QFETCH(QString, id);
        QFETCH(QString, unit);
        QCOMPARE(uncollectedUnit(id), unit);
    }

    void membership_data()
    {
        QTest::addColumn<QString>("test");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<bool>("member");
        QTest::newRow("pytest, its file") << u"tests/test_x.py::C::test_a"_s << u"tests/test_x.py"_s << true;
        QTest::newRow("pytest, its folder") << u"tests/pkg/test_x.py::test_a"_s << u"tests/pkg"_s << true;
        QTest::newRow("pytest, a file of the same stem") << u"tests/test_x.py::test_a"_s << u"tests/test_x"_s << false;
        QTest::newRow("pytest, another file") << u"tests/test_y.py::test_a"_s << u"tests/test_x.py"_s << false;
        QTest::newRow("pytest, a longer name") << u"tests/test_x.pyc::test_a"_s << u"tests/test_x.py"_s << false;
        QTest::newRow("django, its module") << u"test_a (app.tests.T)"_s << u"app.tests"_s << true;
        QTest::newRow("django 5, its module") << u"test_a (app.tests.T.test_a)"_s << u"app.tests"_s << true;
        QTest::newRow("django, its package") << u"test_a (app.tests.sub.T)"_s << u"app"_s << true;
        QTest::newRow("django, the short name") << u"test_a (app.tests.T)"_s << u"tests"_s << true;
        QTest::newRow("django, another module") << u"test_a (app.views.T)"_s << u"app.tests"_s << false;
        QTest::newRow("django, a module of the same prefix") << u"test_a (app.tests2.T)"_s << u"app.tests"_s << false;
        QTest::newRow("django, the class is no module") << u"test_a (app.tests.T)"_s << u"T"_s << false;
        QTest::newRow("django docstring name") << u"Checks the sum."_s << u"tests"_s << false;
        QTest::newRow("sympy") << u"test_sum"_s << u"sympy/core/tests/test_sum.py"_s << false;
        QTest::newRow("pytest, a folder of the same prefix") << u"tests2/test_x.py::test_a"_s << u"tests"_s << false;
    }

    void membership()
    {
        QFETCH(QString, test);
        QFETCH(QString, unit);
        QFETCH(bool, member);
        QCOMPARE(isCollectedFrom(test, unit), member);
    }

    void valueMakesDeclaredTestsOfABrokenFileErrors()
    {
        TestResults results;
        results.set(u"tests/test_good.py::test_ok"_s, TestStatus::Passed);
        results.set(u"tests/test_broken.py"_s, TestStatus::Error);
        results.set(u"tests/test_listed.py::test_b"_s, TestStatus::Missing);
        results.set(u"tests/test_listed.py"_s, TestStatus::Error);
        QCOMPARE(results.uncollected, (QStringList{u"tests/test_broken.py"_s, u"tests/test_listed.py"_s}));
        QCOMPARE(results.value(u"tests/test_broken.py::test_a"_s), TestStatus::Error);
        QCOMPARE(results.value(u"tests/test_listed.py::test_b"_s), TestStatus::Error); // named missing: still error
        QCOMPARE(results.value(u"tests/test_good.py::test_ok"_s), TestStatus::Passed);
        QCOMPARE(results.value(u"tests/test_good.py::test_gone"_s), TestStatus::Missing);
        QCOMPARE(results.value(u"tests/test_broken.py"_s), TestStatus::Error);
        QVERIFY(!results.status.contains(u"tests/test_broken.py::test_a"_s));

        // A later status for the same id replaces the error.
        results.set(u"tests/test_broken.py"_s, TestStatus::Passed);
        QCOMPARE(results.uncollected, QStringList{u"tests/test_listed.py"_s});
        QCOMPARE(results.value(u"tests/test_broken.py::test_a"_s), TestStatus::Missing);
    }

    void testPathsAreToldFromTheCodeTheyTest_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("test");
        for (const char *path : {"tests/test_ops.py", "test/ops.py", "pkg/tests/helpers.py", "src/__tests__/a.js",
                                 "pkg/test_ops.py", "pkg/ops_test.py", "conftest.py", "src/a.test.ts", "src/a.spec.js",
                                 "src/main/java/FooTest.java", "pkg/a_test.go"})
            QTest::newRow(path) << QString::fromUtf8(path) << true;
        for (const char *path : {"calc/ops.py", "testing/ops.py", "src/contest.py", "src/latest/ops.py",
                                 "src/test_utils.rs", "src/Tester.java", "lib/protest.js"})
            QTest::newRow(path) << QString::fromUtf8(path) << false;
    }

    void testPathsAreToldFromTheCodeTheyTest()
    {
        QFETCH(QString, path);
        QFETCH(bool, test);
        QCOMPARE(isTestPath(path), test);
    }
};

QTEST_GUILESS_MAIN(TestTestCollection)
#include "tst_testcollection.moc"
