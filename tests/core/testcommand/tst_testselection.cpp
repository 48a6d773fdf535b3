#include <core/testlog/testlogparser.h>
#include <core/testcommand/testselection.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QStringList kPytestTests{u"tests/test_a.py::test_one"_s, u"tests/test_a.py::TestX::test_two[1-2]"_s,
                               u"tests/unit/test_b.py::test_three"_s};
const QStringList kDjangoTests{u"test_one (admin_views.tests.AdminViewTests)"_s,
                               u"test_two (admin_views.test_forms.FormTests.test_two)"_s,
                               u"test_three (migrations.test_operations.OperationTests)"_s};

} // namespace

class TestTestSelection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void narrows_data();
    void narrows();
    void leavesAlone_data();
    void leavesAlone();
    void narrowedPytestRunsOnlyTheDeclaredFiles();
    void narrowedUnittestRunsOnlyTheDeclaredModules();
};

void TestTestSelection::narrows_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("tests");
    QTest::addColumn<QString>("narrowed");
    QTest::addColumn<QString>("runner");

    // pytest: the files of the node ids, in place of what the command selected or after it.
    QTest::newRow("pytest without paths")
        << u"pytest -rA"_s << kPytestTests << u"pytest -rA tests/test_a.py tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("python -m pytest, SWE-bench's files")
        << u"python3 -m pytest -rA tests/test_a.py tests/test_slow.py tests/unit/test_b.py"_s << kPytestTests
        << u"python3 -m pytest -rA tests/test_a.py tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("a folder becomes the files below it")
        << u"pytest -x tests/"_s << kPytestTests << u"pytest -x tests/test_a.py tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("the top folder") << u"pytest ."_s << kPytestTests << u"pytest tests/test_a.py tests/unit/test_b.py"_s
                                    << u"pytest"_s;
    QTest::newRow("a node id is finer than a file and stays")
        << u"pytest tests/test_a.py::test_one tests/test_a.py::TestX tests/unit tests/other"_s << kPytestTests
        << u"pytest tests/test_a.py::test_one tests/test_a.py::TestX tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("options and their values are kept")
        << u"PYTHONWARNINGS=ignore pytest -p no:cacheprovider -k 'not slow' --tb short -o console_output_style=classic "
           u"-n 2 -W ignore::DeprecationWarning -rA tests"_s
        << kPytestTests
        << u"PYTHONWARNINGS=ignore pytest -p no:cacheprovider -k 'not slow' --tb short -o console_output_style=classic "
           u"-n 2 -W ignore::DeprecationWarning -rA tests/test_a.py tests/unit/test_b.py"_s
        << u"pytest"_s;
    QTest::newRow("astropy's command") << u"pytest -rA -vv -o console_output_style=classic --tb=no"_s
                                       << QStringList{u"astropy/io/fits/tests/test_header.py::test_a"_s}
                                       << u"pytest -rA -vv -o console_output_style=classic --tb=no "
                                          u"astropy/io/fits/tests/test_header.py"_s
                                       << u"pytest"_s;
    QTest::newRow("after --") << u"pytest -rA -- tests"_s << kPytestTests
                              << u"pytest -rA -- tests/test_a.py tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("a path that needs quoting")
        << u"pytest tests"_s << QStringList{u"tests/test it.py::test_a"_s, u"tests/ok's.py::test_b"_s}
        << u"pytest 'tests/ok'\\''s.py' 'tests/test it.py'"_s << u"pytest"_s;
    QTest::newRow("an interpreter path and its options")
        << u"/usr/bin/python3.11 -u -W error -m pytest ./tests/unit/"_s << kPytestTests.mid(2)
        << u"/usr/bin/python3.11 -u -W error -m pytest tests/unit/test_b.py"_s << u"pytest"_s;
    QTest::newRow("sphinx's tox, its paths after --")
        << u"tox --current-env -epy39 -v -- tests/test_build.py tests/test_ext_autodoc.py"_s
        << QStringList{u"tests/test_ext_autodoc.py::test_autodoc"_s}
        << u"tox --current-env -epy39 -v -- tests/test_ext_autodoc.py"_s << u"tox"_s;

    // Django's runtests.py and manage.py test, and unittest: the dotted modules of the ids.
    QTest::newRow("runtests.py with SWE-bench's labels")
        << u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 admin_views.tests "
           u"admin_views.test_forms migrations.test_operations admin_views.test_actions"_s
        << kDjangoTests
        << u"./tests/runtests.py --verbosity 2 --settings=test_sqlite --parallel 1 admin_views.tests "
           u"admin_views.test_forms migrations.test_operations"_s
        << u"django"_s;
    QTest::newRow("runtests.py without labels")
        << u"python tests/runtests.py --parallel --verbosity 2"_s << kDjangoTests
        << u"python tests/runtests.py --parallel --verbosity 2 admin_views.test_forms admin_views.tests "
           u"migrations.test_operations"_s
        << u"django"_s;
    QTest::newRow("a package label becomes its modules")
        << u"./tests/runtests.py admin_views migrations.test_operations.OperationTests"_s << kDjangoTests
        << u"./tests/runtests.py admin_views.test_forms admin_views.tests migrations.test_operations.OperationTests"_s
        << u"django"_s;
    QTest::newRow("manage.py test") << u"python manage.py test --noinput -v 2"_s
                                    << QStringList{u"test_x (shop.tests.test_cart.CartTests)"_s}
                                    << u"python manage.py test --noinput -v 2 shop.tests.test_cart"_s << u"django"_s;
    QTest::newRow("python -m django test")
        << u"python -m django test --settings=site.settings shop"_s << QStringList{u"test_x (shop.tests.CartTests)"_s}
        << u"python -m django test --settings=site.settings shop.tests"_s << u"django"_s;
    QTest::newRow("unittest") << u"python3 -m unittest -v"_s
                              << QStringList{u"test_a (tests.test_a.T)"_s, u"test_b (tests.test_a.T) (n=2)"_s}
                              << u"python3 -m unittest -v tests.test_a"_s << u"unittest"_s;
    QTest::newRow("unittest given a file")
        << u"python3 -m unittest tests/test_a.py tests/test_slow.py"_s << QStringList{u"test_a (tests.test_a.T)"_s}
        << u"python3 -m unittest tests/test_a.py"_s << u"unittest"_s;

    // go test: the top-level test functions, as a -run pattern.
    QTest::newRow("go test") << u"go test -v ./..."_s
                             << QStringList{u"github.com/acme/app/cart::TestTotal/empty"_s,
                                            u"github.com/acme/app/cart::TestTotal/one"_s, u"TestParse"_s}
                             << u"go test -run '^(TestParse|TestTotal)$' -v ./..."_s << u"go"_s;
    QTest::newRow("go test -args") << u"go test ./pkg -args -update"_s << QStringList{u"TestX"_s}
                                   << u"go test -run '^(TestX)$' ./pkg -args -update"_s << u"go"_s;

    // jest and vitest: the files of "file::name" ids.
    QTest::newRow("npx jest") << u"npx jest --ci --maxWorkers 2"_s
                              << QStringList{u"src/cart.test.ts::Cart > totals"_s, u"src/ui/view.test.tsx::renders"_s}
                              << u"npx jest --ci --maxWorkers 2 src/cart.test.ts src/ui/view.test.tsx"_s << u"jest"_s;
    QTest::newRow("vitest run") << u"npx vitest run --reporter=junit src"_s
                                << QStringList{u"src/cart.test.ts::Cart > totals"_s}
                                << u"npx vitest run --reporter=junit src/cart.test.ts"_s << u"vitest"_s;
}

void TestTestSelection::narrows()
{
    QFETCH(QString, command);
    QFETCH(QStringList, tests);
    QFETCH(QString, narrowed);
    QFETCH(QString, runner);
    const NarrowedCommand result = narrowTestCommand(command, tests);
    QVERIFY2(result.narrowed, qPrintable(result.why));
    QCOMPARE(result.command, narrowed);
    QCOMPARE(result.runner, runner);
    QVERIFY(result.why.isEmpty());
}

void TestTestSelection::leavesAlone_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("tests");
    QTest::addColumn<QString>("why"); // a part of the reason

    QTest::newRow("no declared tests") << u"pytest -rA"_s << QStringList{} << u"no tests"_s;
    QTest::newRow("a pipeline") << u"pytest -rA | tee log.txt"_s << kPytestTests << u"shell"_s;
    QTest::newRow("a list") << u"cd src && pytest -rA"_s << kPytestTests << u"shell"_s;
    QTest::newRow("a redirection") << u"pytest -rA 2>&1"_s << kPytestTests << u"shell"_s;
    QTest::newRow("an expansion") << u"pytest $TESTS"_s << kPytestTests << u"shell"_s;
    QTest::newRow("a command substitution") << u"pytest \"$(cat files.txt)\""_s << kPytestTests << u"shell"_s;
    QTest::newRow("a glob") << u"pytest tests/test_*.py"_s << kPytestTests << u"shell"_s;
    QTest::newRow("an unclosed quote") << u"pytest 'tests"_s << kPytestTests << u"shell"_s;
    QTest::newRow("two lines") << u"pip install -e .\npytest"_s << kPytestTests << u"shell"_s;
    QTest::newRow("a script") << u"./run_tests.sh"_s << kPytestTests << u"run_tests.sh"_s;
    QTest::newRow("bash -c") << u"bash -c 'pytest -rA'"_s << kPytestTests << u"bash"_s;
    QTest::newRow("make") << u"make test"_s << kPytestTests << u"make"_s;
    QTest::newRow("npm test") << u"npm test"_s << QStringList{u"src/a.test.js::x"_s} << u"npm"_s;
    QTest::newRow("python -c") << u"python3 -c 'import pytest; pytest.main()'"_s << kPytestTests << u"command line"_s;
    QTest::newRow("python setup.py test") << u"python setup.py test"_s << kPytestTests << u"setup.py"_s;
    QTest::newRow("coverage") << u"coverage run -m pytest"_s << kPytestTests << u"coverage"_s;
    QTest::newRow("sympy's bin/test")
        << u"PYTHONWARNINGS='ignore::UserWarning,ignore::SyntaxWarning' bin/test -C --verbose "
           u"sympy/core/tests/test_basic.py"_s
        << QStringList{u"test_subs"_s} << u"bin/test"_s;
    QTest::newRow("cargo") << u"cargo test --all"_s << QStringList{u"tests::adds"_s} << u"cargo"_s;
    QTest::newRow("an unknown runner") << u"nosetests -v"_s << kPytestTests << u"nosetests"_s;

    QTest::newRow("pytest ids that do not name their file")
        << u"pytest -rA"_s << QStringList{u"test_subs"_s} << u"does not name its file"_s;
    QTest::newRow("pytest given Django ids") << u"pytest"_s << kDjangoTests << u"does not name its file"_s;
    QTest::newRow("a declared test the command does not select")
        << u"pytest tests/unit"_s << kPytestTests << u"does not select the test tests/test_a.py::test_one"_s;
    QTest::newRow("a node id that leaves a declared test out")
        << u"pytest tests/test_a.py::test_one tests/unit"_s << kPytestTests
        << u"does not select the test tests/test_a.py::TestX::test_two[1-2]"_s;
    QTest::newRow("already narrow") << u"pytest -rA tests/test_a.py tests/unit/test_b.py"_s << kPytestTests
                                    << u"already runs only"_s;
    QTest::newRow("-c moves the rootdir") << u"pytest -c sub/pytest.ini"_s << kPytestTests << u"-c"_s;
    QTest::newRow("--rootdir") << u"pytest --rootdir=sub tests"_s << kPytestTests << u"--rootdir"_s;
    QTest::newRow("--pyargs") << u"pytest --pyargs mypkg"_s << kPytestTests << u"--pyargs"_s;
    QTest::newRow("an unknown option before a word")
        << u"pytest --my-plugin-option value tests"_s << kPytestTests << u"--my-plugin-option"_s;
    QTest::newRow("an unknown short option before a word") << u"pytest -Z tests"_s << kPytestTests << u"-Z"_s;
    QTest::newRow("an option without its value") << u"pytest -k"_s << kPytestTests << u"-k"_s;
    QTest::newRow("an absolute path") << u"pytest /testbed/tests"_s << kPytestTests << u"/testbed/tests"_s;
    QTest::newRow("a path out of the folder") << u"pytest ../tests"_s << kPytestTests << u"../tests"_s;
    QTest::newRow("tox without paths") << u"tox -e py39"_s << kPytestTests << u"tox"_s;
    QTest::newRow("tox with options only") << u"tox -e py39 -- -x"_s << kPytestTests << u"tox"_s;

    QTest::newRow("Django ids given as docstrings")
        << u"./tests/runtests.py --verbosity 2"_s << QStringList{u"Regression for #12345."_s}
        << u"does not name its module"_s;
    QTest::newRow("runtests.py --bisect")
        << u"./tests/runtests.py --bisect admin_views"_s << kDjangoTests << u"--bisect"_s;
    QTest::newRow("a label given as a path")
        << u"./tests/runtests.py tests/admin_views"_s << kDjangoTests << u"tests/admin_views"_s;
    QTest::newRow("manage.py without test") << u"python manage.py check"_s << kDjangoTests << u"manage.py"_s;
    QTest::newRow("unittest discover") << u"python -m unittest discover -s tests"_s
                                       << QStringList{u"test_a (tests.test_a.T)"_s} << u"discover"_s;

    QTest::newRow("go test -run") << u"go test -run TestX ./..."_s << QStringList{u"TestX"_s} << u"-run"_s;
    QTest::newRow("go ids that are not test functions")
        << u"go test ./..."_s << QStringList{u"tests/a_test.go::helper"_s} << u"Go test function"_s;
    QTest::newRow("go build") << u"go vet ./..."_s << QStringList{u"TestX"_s} << u"go vet"_s;
    QTest::newRow("jest ids without a file")
        << u"npx jest"_s << QStringList{u"Cart totals::Cart totals adds"_s} << u"does not name its file"_s;
    QTest::newRow("jest --findRelatedTests")
        << u"jest --findRelatedTests src/cart.ts"_s << QStringList{u"src/cart.test.ts::x"_s} << u"--findRelatedTests"_s;
    QTest::newRow("a jest pattern") << u"jest 'cart.*'"_s << QStringList{u"src/cart.test.ts::x"_s} << u"cart.*"_s;
    QTest::newRow("vitest watch") << u"vitest watch"_s << QStringList{u"src/cart.test.ts::x"_s} << u"watch"_s;
}

void TestTestSelection::leavesAlone()
{
    QFETCH(QString, command);
    QFETCH(QStringList, tests);
    QFETCH(QString, why);
    const NarrowedCommand result = narrowTestCommand(command, tests);
    QVERIFY2(!result.narrowed, qPrintable(result.command));
    QCOMPARE(result.command, command);
    QVERIFY2(result.why.contains(why), qPrintable(result.why));
}

void TestTestSelection::narrowedPytestRunsOnlyTheDeclaredFiles()
{
    const QString python = pythonWithPytest();
    if (python.isEmpty())
        QSKIP("no python with pytest");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(
        writeFile(dir.path(), u"tests/test_a.py"_s,
                  "class TestX:\n    def test_two(self):\n        assert True\n\ndef test_one():\n    assert True\n"));
    QVERIFY(writeFile(dir.path(), u"tests/unit/test_b.py"_s, "def test_three():\n    assert True\n"));
    QVERIFY(writeFile(dir.path(), u"tests/test_unrelated.py"_s, "def test_unrelated():\n    assert True\n"));
    const QStringList declared{u"tests/test_a.py::test_one"_s, u"tests/test_a.py::TestX::test_two"_s,
                               u"tests/unit/test_b.py::test_three"_s};
    const NarrowedCommand narrowed = narrowTestCommand(python + u" -m pytest -rA tests"_s, declared);
    QVERIFY2(narrowed.narrowed, qPrintable(narrowed.why));
    const ProcessRun run = runIn(dir.path(), u"/bin/sh"_s, {u"-c"_s, narrowed.command});
    QCOMPARE(run.exitCode, 0);
    const Result<TestResults> results = parseTestLog(run.out, TestLogFormat::Pytest);
    QVERIFY(results);
    QCOMPARE(results->ids.size(), declared.size());
    for (const QString &id : declared)
        QCOMPARE(results->value(id), TestStatus::Passed);
    QVERIFY(!run.out.contains("test_unrelated"));
}

void TestTestSelection::narrowedUnittestRunsOnlyTheDeclaredModules()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.path(), u"tests/__init__.py"_s, ""));
    QVERIFY(writeFile(dir.path(), u"tests/test_a.py"_s,
                      "import unittest\n\nclass T(unittest.TestCase):\n    def test_a(self):\n        pass\n"));
    QVERIFY(writeFile(dir.path(), u"tests/test_unrelated.py"_s,
                      "import unittest\n\nclass U(unittest.TestCase):\n    def test_u(self):\n        pass\n"));
    const NarrowedCommand narrowed = narrowTestCommand(u"python3 -m unittest -v"_s, {u"test_a (tests.test_a.T)"_s});
    QVERIFY2(narrowed.narrowed, qPrintable(narrowed.why));
    const ProcessRun run = runIn(dir.path(), u"/bin/sh"_s, {u"-c"_s, narrowed.command});
    QCOMPARE(run.exitCode, 0);
    // Python 3.11 names the method in the parentheses too: "test_a (tests.test_a.T.test_a)".
    const Result<TestResults> results = parseTestLog(run.err, TestLogFormat::Django);
    QVERIFY(results);
    QCOMPARE(results->ids.size(), 1);
    QVERIFY2(results->ids.first().startsWith(u"test_a (tests.test_a.T"_s), qPrintable(results->ids.first()));
    QCOMPARE(results->value(results->ids.first()), TestStatus::Passed);
    QVERIFY2(!run.err.contains("test_u"), run.err.constData());
    // The whole command runs both modules: the narrowing is what left the other out.
    const ProcessRun whole = runIn(dir.path(), u"/bin/sh"_s, {u"-c"_s, u"python3 -m unittest -v"_s});
    QVERIFY2(whole.err.contains("test_u"), whole.err.constData());
}

QTEST_GUILESS_MAIN(TestTestSelection)
#include "tst_testselection.moc"
