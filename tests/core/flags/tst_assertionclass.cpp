// The classes of implementation-detail checks, found in the output of real pytest runs: one small test file per
// class, with a test that fails on such a check and a test beside it that fails on a plain wrong value. Each failure
// is read from pytest's log (-rA) and from its JUnit report, and classified from the test file's line and the
// failure message.
#include <core/flags/assertionclass.h>
#include <core/testlog/failuredetails.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

struct Sample {
    const char *name;    // the class's name, also the test file's: tests/test_<name with '_'>.py
    const char *source;  // test_detail fails on the class's check, test_plain on a wrong value
    const char *check;   // the text of the line test_detail fails at
    const char *message; // a part of test_detail's failure message
    const char *plain;   // the text of the line test_plain fails at
};

const Sample kSamples[] = {
    {"exact-message", R"py(import pytest


def parse_amount(text):
    raise ValueError("cannot parse " + repr(text) + " as an amount")


def test_detail():
    with pytest.raises(ValueError, match=r"^invalid amount: 'x'$"):
        parse_amount("x")


def test_plain():
    with pytest.raises(ValueError):
        int("12")
)py",
     "with pytest.raises(ValueError, match=", "Regex pattern did not match", "with pytest.raises(ValueError):"},
    {"private-name", R"py(class Ledger:
    def __init__(self):
        self.entries = []


def test_detail():
    ledger = Ledger()
    assert ledger._entries == []


def test_plain():
    ledger = Ledger()
    assert ledger.entries == [1]
)py",
     "assert ledger._entries == []", "has no attribute '_entries'", "assert ledger.entries == [1]"},
    {"unordered-order", R"py(def tally(words):
    counts = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return counts


def test_detail():
    assert list(tally(["b", "a"]).keys()) == ["a", "b"]


def test_plain():
    assert list(tally(["b", "a"]).keys()) == ["b", "c"]
)py",
     "assert list(tally([\"b\", \"a\"]).keys()) == [\"a\", \"b\"]", "['b', 'a'] == ['a', 'b']",
     "assert list(tally([\"b\", \"a\"]).keys()) == [\"b\", \"c\"]"},
    {"repr-text", R"py(class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f"Money({self.cents})"


def test_detail():
    assert repr(Money(150)) == "Money(cents=150)"


def test_plain():
    assert Money(150).cents == 105
)py",
     "assert repr(Money(150)) == \"Money(cents=150)\"", "'Money(150)' == 'Money(cents=150)'",
     "assert Money(150).cents == 105"},
    {"float-equality", R"py(def mean(values):
    return sum(values) / len(values)


def test_detail():
    assert mean([0.1, 0.2, 0.4]) == 0.23333333333333334


def test_plain():
    assert mean([1.0, 2.0]) == 2.5
)py",
     "assert mean([0.1, 0.2, 0.4]) == 0.23333333333333334", "== 0.23333333333333334", "assert mean([1.0, 2.0]) == 2.5"},
    {"identity-or-type", R"py(def pair(a, b):
    return [a, b]


def test_detail():
    assert type(pair(1, 2)) is tuple


def test_plain():
    assert pair(1, 2)[0] == 2
)py",
     "assert type(pair(1, 2)) is tuple", "<class 'list'> is tuple", "assert pair(1, 2)[0] == 2"},
    {"mock-calls", R"py(from unittest import mock


def welcome(sender, user):
    sender.send(user, subject="Welcome")


def test_detail():
    sender = mock.Mock()
    welcome(sender, "ann")
    sender.send.assert_called_once_with("ann", "Welcome")


def test_plain():
    sender = mock.Mock()
    sender.send.return_value = 2
    assert sender.send() + 1 == 4
)py",
     "sender.send.assert_called_once_with(\"ann\", \"Welcome\")", "expected call not found",
     "assert sender.send() + 1 == 4"},
    {"timing", R"py(import time


def slow():
    time.sleep(0.05)
    return 3


def test_detail():
    start = time.perf_counter()
    slow()
    assert time.perf_counter() - start < 0.01


def test_plain():
    assert slow() == 4
)py",
     "assert time.perf_counter() - start < 0.01", "< 0.01", "assert slow() == 4"},
};

QString fileOf(const Sample &s)
{
    return u"tests/test_"_s + QString::fromLatin1(s.name).replace(u'-', u'_') + u".py"_s;
}

int lineOf(const char *source, const char *text)
{
    const QByteArray all(source);
    const qsizetype at = all.indexOf(text);
    return at < 0 ? -1 : int(all.left(at).count('\n')) + 1;
}

/// The statement at a 1-based line of the sample, as the flags read it from the task's test file.
QString lineText(const char *source, int line)
{
    return QString::fromUtf8(QByteArray(source).split('\n').value(line - 1)).trimmed();
}

// Failures on lines that look like detail checks but show a wrong behaviour, and one detail that only the message
// shows (a list literal the result holds in another order). test_<name> fails at the line holding `check`.
const char *const kBehaviourSource = R"py(import pytest


class Stock:
    def __init__(self):
        self.counts = {"a": 3}

    def available(self):
        return self.counts["a"] - self._reserved

    def total(self):
        return 124

    def tags(self):
        return ["brass", "small", "steel"]


def set_price(price):
    return abs(price)


def parse(text):
    raise TypeError("text must be bytes")


def test_did_not_raise():
    with pytest.raises(ValueError, match=r"^price must not be negative$"):
        set_price(-5)


def test_other_exception():
    with pytest.raises(ValueError, match=r"^cannot parse$"):
        parse("x")


def test_private_name_of_the_code():
    assert Stock().available() == 3


def test_explained_value():
    assert Stock().total() == 130


def test_other_elements():
    assert Stock().tags() == ["iron", "small", "steel"]


def test_reordered_literal():
    assert Stock().tags() == ["steel", "small", "brass"]
)py";

} // namespace

class TestAssertionClass : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QHash<QString, FailureDetail> m_fromLog;
    QHash<QString, FailureDetail> m_fromReport;

    void addRows()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kSamples)); ++i)
            QTest::newRow(kSamples[i].name) << i;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString python = pythonWithPytest();
        if (python.isEmpty())
            QSKIP("no python3 with pytest installed");
        QVERIFY(m_dir.isValid());
        for (const Sample &s : kSamples)
            QVERIFY(writeFile(m_dir.path(), fileOf(s), s.source));
        const ProcessRun run = runIn(m_dir.path(), python,
                                     {u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-rA"_s,
                                      u"--junitxml=report.xml"_s, u"-o"_s, u"junit_family=xunit1"_s, u"tests"_s});
        QCOMPARE(run.exitCode, 1); // every test fails
        m_fromLog = parseFailureDetails(QByteArray(run.out + run.err));
        m_fromReport = parseFailureDetails(readFile(m_dir.path(), u"report.xml"_s));
        QCOMPARE(m_fromLog.size(), 2 * int(std::size(kSamples)));
        QCOMPARE(m_fromReport.size(), m_fromLog.size());
    }

    void everyClassIsDocumented()
    {
        QCOMPARE(assertionClasses().size(), qsizetype(std::size(kSamples)));
        for (const Sample &s : kSamples) {
            const auto &all = assertionClasses();
            QVERIFY2(std::any_of(all.cbegin(), all.cend(),
                                 [&](const AssertionClassInfo &c) {
                                     return c.name == QLatin1String(s.name) && !c.check.isEmpty() &&
                                            !c.explanation.isEmpty() && !c.linePatterns.isEmpty() &&
                                            !c.messagePatterns.isEmpty();
                                 }),
                     s.name);
        }
    }

    void detailFailureIsClassified_data() { addRows(); }
    void detailFailureIsClassified()
    {
        QFETCH(int, index);
        const Sample &s = kSamples[index];
        const QString id = fileOf(s) + u"::test_detail"_s;
        const int line = lineOf(s.source, s.check);
        QVERIFY(line > 0);
        for (const QHash<QString, FailureDetail> *details : {&m_fromLog, &m_fromReport}) {
            QVERIFY2(details->contains(id), qPrintable(QStringList(details->keys()).join(u", "_s)));
            const FailureDetail &d = details->value(id);
            QCOMPARE(d.test, id);
            QCOMPARE(d.file, fileOf(s));
            QCOMPARE(d.line, line);
            QVERIFY2(d.sourceLine.startsWith(QString::fromUtf8(s.check)), qPrintable(d.sourceLine));
            QVERIFY2(d.message.contains(QString::fromUtf8(s.message)), qPrintable(d.message));
            const std::optional<AssertionClass> found = classifyFailedCheck(lineText(s.source, d.line), d.message);
            QVERIFY2(found, qPrintable(d.message));
            QCOMPARE(assertionClassInfo(*found).name, QString::fromLatin1(s.name));
            // The line pytest marked classifies the same as the test file's.
            QCOMPARE(classifyFailedCheck(d.sourceLine, d.message), found);
        }
    }

    void plainWrongValueIsNoDetail_data() { addRows(); }
    void plainWrongValueIsNoDetail()
    {
        QFETCH(int, index);
        const Sample &s = kSamples[index];
        const QString id = fileOf(s) + u"::test_plain"_s;
        for (const QHash<QString, FailureDetail> *details : {&m_fromLog, &m_fromReport}) {
            QVERIFY(details->contains(id));
            const FailureDetail &d = details->value(id);
            QCOMPARE(d.line, lineOf(s.source, s.plain));
            QVERIFY(!d.message.isEmpty());
            const std::optional<AssertionClass> found = classifyFailedCheck(lineText(s.source, d.line), d.message);
            QVERIFY2(!found,
                     qPrintable(assertionClassInfo(found.value_or(AssertionClass::Timing)).name + u": "_s + d.message));
        }
    }

    void behaviourOnADetailLookingLineIsNoDetail()
    {
        const QString python = pythonWithPytest();
        if (python.isEmpty())
            QSKIP("no python3 with pytest installed");
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.path(), u"tests/test_behaviour.py"_s, kBehaviourSource));
        const ProcessRun run = runIn(dir.path(), python,
                                     {u"-m"_s, u"pytest"_s, u"-p"_s, u"no:cacheprovider"_s, u"-rA"_s,
                                      u"--junitxml=report.xml"_s, u"-o"_s, u"junit_family=xunit1"_s, u"tests"_s});
        QCOMPARE(run.exitCode, 1);
        const QHash<QString, FailureDetail> fromLog = parseFailureDetails(QByteArray(run.out + run.err));
        const QHash<QString, FailureDetail> fromReport = parseFailureDetails(readFile(dir.path(), u"report.xml"_s));
        const QStringList behaviours{u"test_did_not_raise"_s, u"test_other_exception"_s,
                                     u"test_private_name_of_the_code"_s, u"test_explained_value"_s,
                                     u"test_other_elements"_s};
        for (const QHash<QString, FailureDetail> *details : {&fromLog, &fromReport}) {
            for (const QString &name : behaviours) {
                const QString id = u"tests/test_behaviour.py::"_s + name;
                QVERIFY2(details->contains(id), qPrintable(id));
                const FailureDetail &d = details->value(id);
                const std::optional<AssertionClass> found =
                    classifyFailedCheck(lineText(kBehaviourSource, d.line), d.message);
                QVERIFY2(!found, qPrintable(id + u" classified as "_s +
                                            assertionClassInfo(found.value_or(AssertionClass::Timing)).name + u": "_s +
                                            d.message));
            }
            const FailureDetail &reordered = details->value(u"tests/test_behaviour.py::test_reordered_literal"_s);
            QCOMPARE(classifyFailedCheck(lineText(kBehaviourSource, reordered.line), reordered.message),
                     std::optional(AssertionClass::UnorderedOrder));
        }
    }

    void stringsAndCommentsAreNotCode()
    {
        QCOMPARE(codeOnly(u"assert x == 'it is _private'  # a is b"), u"assert x == ''"_s);
        QCOMPARE(classifyFailedCheck(u"assert label == 'time.sleep(1) is _x'", u"assert 'a' == 'b'"), std::nullopt);
        // A list sorted before the comparison has a defined order.
        QCOMPARE(classifyFailedCheck(u"assert sorted(d.keys()) == ['a', 'b']", u"assert ['a', 'c'] == ['a', 'b']"),
                 std::nullopt);
    }

    void aCaughtExceptionIsKnownByWhateverNameTheTestGivesIt()
    {
        const QString file =
            u"import pytest\n\ndef test_name_in_use():\n"
            "    with pytest.raises(ValueError) as caught:\n        rename('Oak', 'Elm')\n"
            "    assert str(caught.value) == 'room Elm exists already'\n\n"
            "def test_other(self):\n    try:\n        run()\n    except (KeyError, OSError) as problem:\n"
            "        assert problem.args[0] == 'x'\n"_s;
        QCOMPARE(caughtNames(file), (QStringList{u"caught"_s, u"problem"_s}));
        const QString line = u"assert str(caught.value) == 'room Elm exists already'"_s;
        const QString message = u"AssertionError: assert 'cannot rename Oak to Elm' == 'room Elm exists already'"_s;
        QCOMPARE(classifyFailedCheck(withCaughtNames(line, caughtNames(file)), message), AssertionClass::ExactMessage);
        // Not the name inside another one, nor an attribute of that name.
        QCOMPARE(withCaughtNames(u"assert uncaught == self.caught"_s, {u"caught"_s}),
                 u"assert uncaught == self.caught"_s);
    }
};

QTEST_GUILESS_MAIN(TestAssertionClass)
#include "tst_assertionclass.moc"
