// The lines of the test functions a task's ids name in a test file, and of the set-up beside them, in the id forms of
// pytest, Django, Go, Rust, JUnit and Jest, and that no input, however broken or large, crashes or hangs them.
#include <core/task/testfunctions.h>

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QTest>

#include <initializer_list>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

QByteArray lines(std::initializer_list<const char *> text)
{
    QByteArray joined;
    for (const char *line : text)
        joined += QByteArray(line) + '\n';
    return joined;
}

/// "6-12 15-16", as a reader gives line spans.
QString text(const QList<LineSpan> &spans)
{
    QStringList parts;
    for (const LineSpan &span : spans)
        parts.append(u"%1-%2"_s.arg(span.first).arg(span.last));
    return parts.join(u' ');
}

const QByteArray kPytest = lines({
    "import pytest",
    "",
    "def helper():",
    "    return 1",
    "",
    "def test_add():",
    "    def inner():",
    "        return \"\"\"",
    "not indented",
    "\"\"\"",
    "",
    "    assert inner() == helper()",
    "# a comment at column 0",
    "",
    "def test_other():",
    "    pass",
    "def test_after(",
    "    client,",
    "):",
    "    client.get()",
});

const QByteArray kPytestClass = lines({
    "import pytest",
    "",
    "",
    "class TestCalc:",
    "    @pytest.fixture",
    "    def value(self):",
    "        return 2",
    "",
    "    @pytest.mark.parametrize(",
    "        \"a\",",
    "        [1, 2],",
    "    )",
    "    def test_mul(self, value, a):",
    "        assert value * a",
    "",
    "def test_mul():",
    "    pass",
});

const QByteArray kDjango = lines({
    "from django.test import TestCase",
    "",
    "",
    "class ModelTests(TestCase):",
    "    def test_view(self):",
    "        pass",
    "",
    "class ViewTests(TestCase):",
    "    def setUp(self):",
    "        self.x = 1",
    "",
    "    def test_view(self):",
    "        self.assertEqual(self.x, 1)",
});

const QByteArray kPythonContext = lines({
    "import os",
    "from pathlib import (",
    "    Path,",
    ")",
    "",
    "import pytest",
    "",
    "@pytest.fixture",
    "def tmp():",
    "    return Path(os.sep)",
    "",
    "def helper():",
    "    return 1",
    "",
    "class TestThing:",
    "    @pytest.fixture(autouse=True)",
    "    def prepare(self):",
    "        self.x = 1",
    "",
    "    def setup_method(self):",
    "        self.y = 2",
    "",
    "    @pytest.mark.usefixtures(\"tmp\")",
    "    def test_a(self):",
    "        def check():",
    "            return True",
    "        assert check()",
    "",
    "    def test_b(self):",
    "        pass",
});

const QByteArray kGo = lines({
    "package calc",
    "",
    "import (",
    "\t\"testing\"",
    ")",
    "",
    "func TestAdd(t *testing.T) {",
    "\tt.Run(\"small case\", func(t *testing.T) {",
    "\t\tif Add(1, 1) != 2 {",
    "\t\t\tt.Fatal(\"want } got {\") // }",
    "\t\t}",
    "\t})",
    "}",
    "",
    "func (s *CalcSuite) TestMul() {",
    "\ts.Equal(4, Mul(2, 2))",
    "}",
});

const QByteArray kRust = lines({
    "pub fn add(a: i32, b: i32) -> i32 {",
    "    a + b",
    "}",
    "",
    "#[cfg(test)]",
    "mod tests {",
    "    use super::*;",
    "",
    "    #[test]",
    "    #[should_panic(expected = \"{\")]",
    "    fn adds<'a>() {",
    "        let s: &'a str = \"}\";",
    "        assert_eq!(add(1, 1), 2, \"{}\", s);",
    "    }",
    "}",
});

const QByteArray kJava = lines({
    "package com.x;",
    "",
    "import org.junit.jupiter.api.Test;",
    "",
    "class FooTest {",
    "    @BeforeEach",
    "    void setUp() {",
    "    }",
    "",
    "    @Test",
    "    @DisplayName(\"bar { works\")",
    "    void testBar() throws Exception {",
    "        assertEquals(1, helper(\"}\")); /* } */",
    "    }",
    "",
    "    int helper(String s) { return 1; }",
    "}",
});

const QByteArray kJest = lines({
    "import { add } from './add';",
    "",
    "describe('add', () => {",
    "  beforeEach(() => {",
    "    jest.resetAllMocks();",
    "  });",
    "",
    "  it('adds two numbers', () => {",
    "    expect(add(1, 2)).toBe(3);",
    "  });",
    "",
    "  test.each([",
    "    [1, 1, 2],",
    "    [2, { a: 1 }, 3],",
    "  ])('add(%i, %i) -> %i', (a, b, expected) => {",
    "    expect(add(a, b)).toBe(expected);",
    "  });",
    "",
    "  it(`handles ${'template'}`, () => {});",
    "});",
});

} // namespace

class TestTestFunctions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void functions_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("spans");
        const QString calc = u"tests/test_calc.py"_s;
        QTest::newRow("pytest function, its nested def and dedented string")
            << kPytest << calc << QStringList{u"tests/test_calc.py::test_add"_s} << u"6-12"_s;
        QTest::newRow("pytest, an absolute path") << kPytest << u"/testbed/tests/test_calc.py"_s
                                                  << QStringList{u"tests/test_calc.py::test_add"_s} << u"6-12"_s;
        QTest::newRow("two ids, two spans")
            << kPytest << calc << QStringList{u"tests/test_calc.py::test_add"_s, u"tests/test_calc.py::test_other"_s}
            << u"6-12 15-16"_s;
        QTest::newRow("sympy's bare name") << kPytest << calc << QStringList{u"test_add"_s} << u"6-12"_s;
        QTest::newRow("CRLF") << QByteArray(kPytest).replace("\n", "\r\n") << calc << QStringList{u"test_other"_s}
                              << u"15-16"_s;
        QTest::newRow("no such function")
            << kPytest << calc << QStringList{u"tests/test_calc.py::test_gone"_s} << QString();
        QTest::newRow("a whole file") << kPytest << calc << QStringList{u"tests/test_calc.py"_s} << QString();
        QTest::newRow("another file's test")
            << kPytest << calc << QStringList{u"tests/test_b.py::test_add"_s} << QString();
        QTest::newRow("unknown extension: Python's rules")
            << kPytest << u"tests/calc"_s << QStringList{u"test_add"_s} << u"6-12"_s;
        QTest::newRow("method with decorators, parameters holding :: and blanks")
            << kPytestClass << calc << QStringList{u"tests/test_calc.py::TestCalc::test_mul[1-a::b c]"_s} << u"9-14"_s;
        QTest::newRow("module function before a method of the name")
            << kPytestClass << calc << QStringList{u"tests/test_calc.py::test_mul"_s} << u"16-17"_s;
        QTest::newRow("django") << kDjango << u"app/tests.py"_s << QStringList{u"test_view (app.tests.ViewTests)"_s}
                                << u"12-13"_s;
        QTest::newRow("django, python 3.11")
            << kDjango << u"tests/app/tests.py"_s << QStringList{u"test_view (app.tests.ViewTests.test_view)"_s}
            << u"12-13"_s;
        QTest::newRow("django, another module")
            << kDjango << u"app/tests.py"_s << QStringList{u"test_view (other.tests.ViewTests)"_s} << QString();
        QTest::newRow("dotted") << kDjango << u"app/tests.py"_s << QStringList{u"app.tests.ModelTests.test_view"_s}
                                << u"5-6"_s;
        QTest::newRow("adjacent spans merge")
            << kPytest << calc << QStringList{u"test_other"_s, u"test_after"_s} << u"15-20"_s;
        QTest::newRow("go subtest") << kGo << u"calc/calc_test.go"_s << QStringList{u"TestAdd/small_case"_s}
                                    << u"7-13"_s;
        QTest::newRow("go suite method") << kGo << u"calc/calc_test.go"_s << QStringList{u"TestCalcSuite/TestMul"_s}
                                         << u"15-17"_s;
        QTest::newRow("rust") << kRust << u"src/calc.rs"_s << QStringList{u"calc::tests::adds"_s} << u"9-14"_s;
        const QString foo = u"src/test/java/com/x/FooTest.java"_s;
        for (const QString &id : {u"com.x.FooTest#testBar"_s, u"FooTest.testBar"_s, u"testBar(com.x.FooTest)"_s})
            QTest::newRow(qPrintable(id)) << kJava << foo << QStringList{id} << u"10-14"_s;
        QTest::newRow("junit, another class") << kJava << foo << QStringList{u"com.x.OtherTest#testBar"_s} << QString();
        const QString add = u"src/add.test.ts"_s;
        QTest::newRow("jest") << kJest << add << QStringList{u"src/add.test.ts > add > adds two numbers"_s}
                              << u"8-10"_s;
        QTest::newRow("jest, test.each") << kJest << add << QStringList{u"src/add.test.ts > add > add(1, 1) -> 2"_s}
                                         << u"12-17"_s;
        QTest::newRow("jest, template title") << kJest << add << QStringList{u"add > handles template"_s} << u"19-19"_s;
        QTest::newRow("mocha, titles joined") << kJest << add << QStringList{u"add adds two numbers"_s} << u"8-10"_s;
        QTest::newRow("jest, another file")
            << kJest << add << QStringList{u"src/sub.test.ts > add > adds two numbers"_s} << QString();
    }

    void functions()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, path);
        QFETCH(QStringList, ids);
        QFETCH(QString, spans);
        QCOMPARE(text(testFunctionSpans(content, path, ids)), spans);
    }

    void context_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("functions");
        QTest::addColumn<QString>("context");
        QTest::newRow("pytest: imports, fixtures, class, set-up")
            << kPythonContext << u"tests/test_thing.py"_s << u"tests/test_thing.py::TestThing::test_a"_s << u"23-27"_s
            << u"1-4 6-6 8-10 15-18 20-21"_s;
        QTest::newRow("django: setUp") << kDjango << u"app/tests.py"_s << u"test_view (app.tests.ViewTests)"_s
                                       << u"12-13"_s << u"1-1 8-10"_s;
        QTest::newRow("go: package and imports")
            << kGo << u"calc/calc_test.go"_s << u"TestAdd"_s << u"7-13"_s << u"1-1 3-5"_s;
        QTest::newRow("rust: mod and use") << kRust << u"src/calc.rs"_s << u"tests::adds"_s << u"9-14"_s << u"6-7"_s;
        QTest::newRow("junit: package, imports, class, @BeforeEach")
            << kJava << u"FooTest.java"_s << u"FooTest#testBar"_s << u"10-14"_s << u"1-1 3-3 5-8"_s;
        QTest::newRow("jest: imports, describe, beforeEach")
            << kJest << u"src/add.test.ts"_s << u"add > adds two numbers"_s << u"8-10"_s << u"1-1 3-6"_s;
        QTest::newRow("nothing found, no context")
            << kJest << u"src/add.test.ts"_s << u"add > gone"_s << QString() << QString();
    }

    void context()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, path);
        QFETCH(QString, id);
        QFETCH(QString, functions);
        QFETCH(QString, context);
        const QList<LineSpan> spans = testFunctionSpans(content, path, {id});
        QCOMPARE(text(spans), functions);
        QCOMPARE(text(testContextSpans(content, path, spans)), context);
    }

    void garbageNeverCrashes()
    {
        // Random bytes, and random runs of the pieces the rules look for.
        const QList<QByteArray> pieces =
            QByteArray("def test_a(|class T:|\n|\r\n|    |\t|{|}|(|)|[|\"|'|\"\"\"|`|/*|*/|//|#|"
                       "@x(|it('a'|])(|test.each|fn test_a|void test_a(|func Test_a(|\\|${|\xff")
                .split('|');
        QRandomGenerator random(42);
        for (int round = 0; round < 40; ++round) {
            QByteArray bytes;
            while (bytes.size() < 100'000)
                bytes += round % 2 ? pieces.at(random.bounded(int(pieces.size())))
                                   : QByteArray(1, char(random.bounded(256)));
            const qsizetype lineCount = bytes.count('\n') + 1;
            for (const QString &path : {u"t.py"_s, u"t.test.ts"_s, u"t_test.go"_s, u"t.rs"_s, u"T.java"_s, u"t"_s}) {
                const QStringList ids = {u"t.py::T::test_a[x]"_s, u"test_a"_s, u"Test_a/b"_s,
                                         u"T#test_a"_s,           u"a > a"_s,  u"test_a (t.T)"_s};
                const QList<LineSpan> functions = testFunctionSpans(bytes, path, ids);
                for (const QList<LineSpan> &spans : {functions, testContextSpans(bytes, path, functions)}) {
                    for (qsizetype i = 0; i < spans.size(); ++i) {
                        QVERIFY(spans[i].first >= 1 && spans[i].first <= spans[i].last && spans[i].last <= lineCount);
                        QVERIFY(i == 0 || spans[i].first > spans[i - 1].last + 1);
                    }
                }
            }
        }
        QVERIFY(testFunctionSpans({}, u"t.py"_s, {u"test_a"_s}).isEmpty());
        QVERIFY(testContextSpans({}, u"t.py"_s, {{1, 3}}).isEmpty());
    }

    void largeAndBrokenFilesAreBounded()
    {
        QByteArray python;
        int count = 0;
        for (; python.size() < 10'000'000; ++count)
            python +=
                "def test_" + QByteArray::number(count) + "():\n    assert f(" + QByteArray::number(count) + ")\n\n";
        const QStringList ids = {u"test_0"_s, u"t.py::test_5"_s, u"test_%1"_s.arg(count - 1)};
        const QList<LineSpan> spans = testFunctionSpans(python, u"t.py"_s, ids);
        const int last = (count - 1) * 3 + 1;
        QCOMPARE(text(spans), u"1-2 16-17 %1-%2"_s.arg(last).arg(last + 1));
        QCOMPARE(text(testContextSpans(python, u"t.py"_s, spans)), QString());

        QByteArray go = "func TestBroken(t *testing.T) {\n"; // braces that never balance: 400 lines
        for (int i = 0; i < 1000; ++i)
            go += "\tx := f(1)\n";
        QCOMPARE(text(testFunctionSpans(go, u"a_test.go"_s, {u"TestBroken"_s})), u"1-400"_s);
        QCOMPARE(text(testFunctionSpans(QByteArray("it('a', () => {\n" + go), u"a.test.js"_s, {u"a"_s})), u"1-400"_s);
        const QByteArray line = "func TestA() {" + QByteArray(10'000'000, '{');
        QCOMPARE(text(testFunctionSpans(line, u"a_test.go"_s, {u"TestA"_s})), u"1-1"_s);
        QCOMPARE(text(testFunctionSpans(QByteArray(10'000'000, '('), u"a.test.ts"_s, {u"a > b"_s})), QString());
    }

    void repeatedDefinitionsTakeOnePass_data()
    {
        QTest::addColumn<QByteArray>("unit");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("id");
        QTest::newRow("python") << QByteArray("@pytest.fixture\ndef test_a():\n    x = (\n)\n") << u"t.py"_s
                                << u"test_a"_s;
        QTest::newRow("java") << QByteArray("}\n@Before\nvoid setUp() {\nimport (\n") << u"T.java"_s << u"T#setUp"_s;
        QTest::newRow("jest") << QByteArray("beforeEach(() => {\nit(`a ${x}`, () => {\n") << u"a.test.js"_s << u"a 1"_s;
        QTest::newRow("any") << QByteArray("void a() {\ndef a():\n") << u"a"_s << u"a"_s;
    }

    void repeatedDefinitionsTakeOnePass()
    {
        QFETCH(QByteArray, unit);
        QFETCH(QString, path);
        QFETCH(QString, id);
        const QByteArray content = unit.repeated(10'000'000 / unit.size());
        QStringList ids{id};
        for (int i = 0; i < 2000; ++i) // a task's other tests
            ids.append(u"tests/other.test.js > test %1"_s.arg(i));
        const QDeadlineTimer deadline(30'000); // it takes about a second
        const QList<LineSpan> functions = testFunctionSpans(content, path, ids);
        testContextSpans(content, path, functions);
        QVERIFY(!functions.isEmpty());
        QVERIFY2(!deadline.hasExpired(), "quadratic in the definitions");
    }
};

QTEST_GUILESS_MAIN(TestTestFunctions)
#include "tst_testfunctions.moc"
