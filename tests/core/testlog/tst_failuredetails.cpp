// Why each test failed, read from the output of real pytest runs in each traceback style (long, the default; short;
// none, where only the summary explains) and from pytest's JUnit report: class and parametrized node ids, two files
// with a test of the same name, a chained exception, captured output and a setup error beside the failures.
#include <core/flags/assertionclass.h>
#include <core/testlog/failuredetails.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kShapes = u"tests/test_shapes.py"_s;
const QString kOther = u"tests/other/test_more.py"_s;
const QString kSquare = kShapes + u"::TestArea::test_square[3]"_s;
const QString kChained = kShapes + u"::test_chained"_s;
const QString kOtherChained = kOther + u"::test_chained"_s;

constexpr char kShapesSource[] = R"py(import pytest


class TestArea:
    @pytest.mark.parametrize("side", [2, 3])
    def test_square(self, side):
        print("E   printed by the test", side)
        assert side * side == 4


def helper(key):
    raise KeyError(key)


def test_chained():
    try:
        helper("a")
    except KeyError:
        raise ValueError("second")


def test_passes():
    assert True


@pytest.fixture
def broken():
    raise RuntimeError("boom")


def test_setup_error(broken):
    pass
)py";

constexpr char kUnittestSource[] = R"py(import unittest


class T(unittest.TestCase):
    def test_msg(self):
        """Checks the message."""
        with self.assertRaisesRegex(ValueError, "^need 6$"):
            raise ValueError("other text")

    def test_float(self):
        self.assertEqual(0.1 + 0.2, 0.3)

    def test_plain(self):
        self.assertEqual(1 + 3, 3)
)py";

constexpr char kOtherSource[] = R"py(def test_chained():
    assert [1, 2] == [2, 1]
)py";

// A module under test, and checks that fail in each way: a comparison, an exception the code raises on a line that
// compares, pytest.raises' expectation, a mock's call check (raised inside the mock library) and an assertion of the
// code's own.
constexpr char kCalcSource[] = R"py(def ratio(a, b):
    return a / b


def checked(x):
    assert x > 0, "x must be positive"
    return x
)py";

constexpr char kCalcTests[] = R"py(import os
import sys
from unittest import mock

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))
import calc


def test_float_exact():
    assert calc.ratio(1, 3) == 0.3333


def test_raised_by_code():
    assert calc.ratio(1, 0) == 0.5


def test_did_not_raise():
    with pytest.raises(ValueError):
        calc.ratio(1, 2)


def test_mock_call():
    m = mock.Mock()
    m(1, key=2)
    m.assert_called_with(1, key=3)


def test_code_asserts():
    assert calc.checked(-1) == -1
)py";

} // namespace

class TestFailureDetails : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_python;

    QHash<QString, FailureDetail> run(const QStringList &extra, const QString &report = {})
    {
        QStringList args{u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-rA"_s};
        args += extra;
        args.append(u"tests"_s);
        const ProcessRun done = runIn(m_dir.path(), m_python, args);
        if (done.exitCode != 1)
            qWarning("pytest exited with %d: %s", done.exitCode, done.out.constData());
        return parseFailureDetails(report.isEmpty() ? QByteArray(done.out + done.err) : readFile(m_dir.path(), report));
    }

    static void checkIds(const QHash<QString, FailureDetail> &details)
    {
        QStringList ids = details.keys();
        ids.sort();
        QCOMPARE(ids, (QStringList{kOtherChained, kSquare, kChained}));
        for (auto it = details.cbegin(); it != details.cend(); ++it)
            QCOMPARE(it->test, it.key());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_python = pythonWithPytest();
        if (m_python.isEmpty())
            QSKIP("no python3 with pytest installed");
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(m_dir.path(), kShapes, kShapesSource));
        QVERIFY(writeFile(m_dir.path(), kOther, kOtherSource));
    }

    void longTracebacks_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("report");
        QTest::newRow("log") << QStringList{} << QString();
        QTest::newRow("short") << QStringList{u"--tb=short"_s} << QString();
        QTest::newRow("junit") << QStringList{u"--junitxml=report.xml"_s, u"-o"_s, u"junit_family=xunit1"_s}
                               << u"report.xml"_s;
    }
    void longTracebacks()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, report);
        const QHash<QString, FailureDetail> details = run(args, report);
        checkIds(details);

        const FailureDetail square = details.value(kSquare);
        QCOMPARE(square.file, kShapes);
        QCOMPARE(square.line, 8);
        QCOMPARE(square.sourceLine, u"assert side * side == 4"_s);
        // What the test printed is not pytest's explanation, even where it looks like one.
        QCOMPARE(square.message, u"assert (3 * 3) == 4"_s);

        // The last exception raised explains a chain; the test's own line is where it was raised.
        const FailureDetail chained = details.value(kChained);
        QCOMPARE(chained.file, kShapes);
        QCOMPARE(chained.line, 19);
        QCOMPARE(chained.sourceLine, u"raise ValueError(\"second\")"_s);
        QCOMPARE(chained.message, u"ValueError: second"_s);

        const FailureDetail other = details.value(kOtherChained);
        QCOMPARE(other.file, kOther);
        QCOMPARE(other.line, 2);
        QVERIFY2(other.message.startsWith(u"AssertionError: assert [1, 2] == [2, 1]"_s) ||
                     other.message.startsWith(u"assert [1, 2] == [2, 1]"_s),
                 qPrintable(other.message));
    }

    // The same failures read alike whether pytest-mock, hypothesis and xdist are installed or not, and under xdist's
    // workers: real pytest 7.2 output (tests/data/testlogs/pytest-plugins, from test_m.py.txt beside it).
    void pluginsChangeNothing_data()
    {
        QTest::addColumn<QString>("log");
        QTest::newRow("plugins installed") << u"mock-hypothesis-xdist.txt"_s;
        QTest::newRow("xdist workers") << u"xdist-n2.txt"_s;
    }
    void pluginsChangeNothing()
    {
        QFETCH(QString, log);
        const auto read = [](const QString &name) {
            return parseFailureDetails(readFixture(testDataPath(u"testlogs/pytest-plugins/"_s + name)));
        };
        const QHash<QString, FailureDetail> plain = read(u"no-plugins.txt"_s);
        const QHash<QString, FailureDetail> with = read(log);
        const QString mock = u"tests/test_m.py::test_mock_calls"_s;
        QCOMPARE(plain.value(mock).message,
                 u"AssertionError: expected call not found.\nExpected: mock(2)\nActual: mock(1)"_s);
        QCOMPARE(plain.value(mock).sourceLine, u"m.assert_called_with(2)"_s);
        QCOMPARE(plain.value(mock).line, 9);
        QCOMPARE(plain.value(u"tests/test_m.py::test_hyp"_s).message, u"assert 5 < 5"_s);
        QCOMPARE(with.keys().size(), 3);
        for (auto it = plain.cbegin(); it != plain.cend(); ++it) {
            const FailureDetail other = with.value(it.key());
            QCOMPARE(other.test, it->test);
            QCOMPARE(other.message, it->message);
            QCOMPARE(other.file, it->file);
            QCOMPARE(other.line, it->line);
            QCOMPARE(other.sourceLine, it->sourceLine);
        }
    }

    void summaryAloneGivesTheMessage()
    {
        const QHash<QString, FailureDetail> details = run({u"--tb=no"_s});
        checkIds(details);
        const FailureDetail square = details.value(kSquare);
        QCOMPARE(square.file, kShapes);
        QCOMPARE(square.line, 0); // the output does not say
        QCOMPARE(square.message, u"assert (3 * 3) == 4"_s);
        QCOMPARE(details.value(kChained).message, u"ValueError: second"_s);
    }

    void unittestReports()
    {
        // unittest's runner, as Django's uses it: ids as its result lines give them, the docstring's line too.
        QVERIFY(writeFile(m_dir.path(), u"ut/test_u.py"_s, kUnittestSource));
        const ProcessRun done =
            runIn(m_dir.filePath(u"ut"_s), m_python, {u"-m"_s, u"unittest"_s, u"-v"_s, u"test_u"_s});
        QCOMPARE(done.exitCode, 1);
        const QHash<QString, FailureDetail> details = parseFailureDetails(QByteArray(done.out + done.err));
        // Python 3.11 names a test "test_x (test_u.T.test_x)", older ones "test_x (test_u.T)".
        const auto find = [&](const QString &name) {
            for (const FailureDetail &d : details)
                if (d.test.startsWith(name + u" (test_u.T"_s))
                    return d;
            return FailureDetail{};
        };
        QCOMPARE(details.size(), 4); // three failures, one of them also by its docstring
        const FailureDetail message = find(u"test_msg"_s);
        QVERIFY(message.file.endsWith(u"test_u.py"_s));
        QCOMPARE(message.line, 7);
        QCOMPARE(message.sourceLine, u"with self.assertRaisesRegex(ValueError, \"^need 6$\"):"_s);
        QCOMPARE(message.message, u"AssertionError: \"^need 6$\" does not match \"other text\""_s);
        QCOMPARE(details.value(u"Checks the message."_s).line, 7);
        QCOMPARE(classifyFailedCheck(message.sourceLine, message.message), AssertionClass::ExactMessage);

        const FailureDetail exact = find(u"test_float"_s);
        QCOMPARE(exact.line, 11);
        QCOMPARE(exact.message, u"AssertionError: 0.30000000000000004 != 0.3"_s);
        QCOMPARE(classifyFailedCheck(exact.sourceLine, exact.message), AssertionClass::FloatEquality);

        const FailureDetail plain = find(u"test_plain"_s);
        QCOMPARE(plain.line, 14);
        QCOMPARE(plain.message, u"AssertionError: 4 != 3"_s);
        QCOMPARE(classifyFailedCheck(plain.sourceLine, plain.message), std::nullopt);
    }

    // What raised each failure: the exception's type and the file of the frame that raised it, in every style pytest
    // prints (the summary alone names the type only).
    void whatRaisedEachFailure_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("report");
        QTest::addColumn<bool>("frames");
        QTest::newRow("log") << QStringList{} << QString() << true;
        QTest::newRow("short") << QStringList{u"--tb=short"_s} << QString() << true;
        QTest::newRow("no") << QStringList{u"--tb=no"_s} << QString() << false;
        QTest::newRow("junit") << QStringList{u"--junitxml=report.xml"_s, u"-o"_s, u"junit_family=xunit1"_s}
                               << u"report.xml"_s << true;
    }
    void whatRaisedEachFailure()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, report);
        QFETCH(bool, frames);
        const QString folder = m_dir.filePath(u"calc"_s);
        QVERIFY(writeFile(folder, u"src/calc.py"_s, kCalcSource));
        QVERIFY(writeFile(folder, u"tests/test_calc.py"_s, kCalcTests));
        QStringList command{u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-rA"_s};
        const ProcessRun done = runIn(folder, m_python, command + args + QStringList{u"tests"_s});
        QCOMPARE(done.exitCode, 1);
        const QHash<QString, FailureDetail> details =
            parseFailureDetails(report.isEmpty() ? QByteArray(done.out + done.err) : readFile(folder, report));
        const auto at = [&](const char *name) {
            return details.value(u"tests/test_calc.py::"_s + QLatin1StringView(name));
        };
        const QString tests = u"tests/test_calc.py"_s, code = u"src/calc.py"_s;

        QCOMPARE(at("test_float_exact").exception, u"AssertionError"_s);
        QCOMPARE(at("test_raised_by_code").exception, u"ZeroDivisionError"_s);
        QCOMPARE(at("test_did_not_raise").exception, u"Failed"_s);
        QCOMPARE(at("test_mock_call").exception, u"AssertionError"_s);
        QCOMPARE(at("test_code_asserts").exception, u"AssertionError"_s);
        if (!frames) {
            for (const FailureDetail &d : details)
                QVERIFY2(d.raisedIn.isEmpty(), qPrintable(d.raisedIn));
            return;
        }
        QCOMPARE(at("test_float_exact").raisedIn, tests);
        QCOMPARE(at("test_raised_by_code").raisedIn, code);
        QCOMPARE(at("test_raised_by_code").file, tests); // the check's line stays the test's
        QCOMPARE(at("test_did_not_raise").raisedIn, tests);
        QVERIFY2(at("test_mock_call").raisedIn.endsWith(u"/unittest/mock.py"_s),
                 qPrintable(at("test_mock_call").raisedIn));
        QCOMPARE(at("test_code_asserts").raisedIn, code);
    }

    void exceptionTypes()
    {
        QCOMPARE(exceptionTypeOf(u"assert 1 == 2"), u"AssertionError"_s);
        QCOMPARE(exceptionTypeOf(u"  ZeroDivisionError: division by zero\nmore"), u"ZeroDivisionError"_s);
        QCOMPARE(exceptionTypeOf(u"skyledger.errors.InsufficientHoursError: need 6"),
                 u"skyledger.errors.InsufficientHoursError"_s);
        QCOMPARE(exceptionTypeOf(u"Failed: DID NOT RAISE <class 'ValueError'>"), u"Failed"_s);
        QCOMPARE(exceptionTypeOf(u"KeyboardInterrupt"), u"KeyboardInterrupt"_s);
        QCOMPARE(exceptionTypeOf(u"the value was wrong: 3"), QString());
        QCOMPARE(exceptionTypeOf(u""), QString());
    }

    void nothingFailedNothingListed()
    {
        QCOMPARE(parseFailureDetails("============ 3 passed in 0.01s ============\n").size(), 0);
        QCOMPARE(parseFailureDetails({}).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestFailureDetails)
#include "tst_failuredetails.moc"
