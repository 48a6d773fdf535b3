#include <core/probe/probe.h>
#include <core/probe/probewitness.h>
#include <core/repair/repairsuggestion.h>

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

QByteArray framed(const QByteArray &nonce, const QByteArray &json)
{
    return "@@heddle-probe " + nonce + " begin@@\n" + json + "\n@@heddle-probe " + nonce + " end@@\n";
}

const QByteArray kRecord =
    R"j({"python": "3.11.2", "functions": [{"function": "calc.ops:clamp", "file": "calc/ops.py", "first_line": 1}],
"calls": [
 {"id": "c1", "function": "calc.ops:clamp", "origin": "recorded", "test": "tests/test_ops.py::test_inside",
  "varies": "", "text": "clamp(5, 0, 10)", "payload": "x"},
 {"id": "c2", "function": "calc.ops:clamp", "origin": "varied", "test": "tests/test_ops.py::test_inside",
  "varies": "high=-1", "text": "clamp(5, 0, -1)", "payload": "x",
  "test_source": "def test_clamp_with_high_1():\n    with pytest.raises(ValueError):\n        clamp(5, 0, -1)\n",
  "test_file": "tests/test_ops.py", "insert_after_line": 9, "test_name": "test_clamp_with_high_1"},
 {"id": "c3", "function": "calc.ops:clamp", "origin": "varied", "test": "tests/test_ops.py::test_inside",
  "varies": "value=0.1", "text": "clamp(0.1, 0, 10)", "payload": "x"},
 {"id": "c4", "function": "calc.ops:push", "origin": "recorded", "test": "tests/test_ops.py::test_push",
  "varies": "", "text": "push([1], 2)", "payload": "x"}],
"results": {
 "c1": {"returns": "5", "shown": "5", "state": "(5, 0, 10)", "hit": ["calc/ops.py:4", "calc/ops.py:6"]},
 "c2": {"raises": "builtins.ValueError", "message": "low > high", "state": "(5, 0, -1)", "hit": ["calc/ops.py:3"]},
 "c3": {"returns": "0.1", "shown": "0.1", "state": "(0.1, 0, 10)"},
 "c4": {"returns": "None", "shown": "None", "state": "([1, 2], 2)"}},
"unstable": ["c9"], "notes": []})j";

} // namespace

class TestProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theRecordIsReadFromItsFrameWhateverTheCodePrintedAroundIt()
    {
        // The code under test printed a frame of its own, with another nonce: it is not read.
        const QByteArray output = "collected 3 items\n" + framed("forged", R"j({"calls": [], "results": {}})j") +
                                  framed("n1", kRecord) + "trailing output\n";
        const Result<ProbeRecord> record = probeRecordFromOutput(output, u"n1"_s);
        QVERIFY2(record, qPrintable(record ? QString() : record.error().message));
        QCOMPARE(record->calls.size(), 4);
        QCOMPARE(record->calls.at(1).varies, u"high=-1"_s);
        QVERIFY(record->calls.at(1).varied);
        QCOMPARE(record->calls.at(1).insertAfterLine, 9);
        QCOMPARE(record->results.value(u"c2"_s).kind, ProbeResult::Kind::Raises);
        QCOMPARE(record->unstable, QStringList{u"c9"_s});
        QCOMPARE(record->functions, QStringList{u"calc.ops:clamp"_s});
        // A mutant of a line no call ran cannot be shown equivalent by calls that agree.
        QVERIFY(probeReaches(*record, u"calc/ops.py"_s, 3));
        QVERIFY(probeReaches(*record, u"calc/ops.py"_s, 6));
        QVERIFY(!probeReaches(*record, u"calc/ops.py"_s, 7));
        QVERIFY(!probeReaches(*record, u"calc/other.py"_s, 3));
    }

    void aMissingOrCutFrameIsAnErrorNotAnEmptyResult()
    {
        QVERIFY(!probeRecordFromOutput("Traceback (most recent call last):\n", u"n1"_s));
        QVERIFY(!probeRecordFromOutput("@@heddle-probe n1 begin@@\n{\"calls\": [", u"n1"_s));
        QVERIFY(!probeReplayFromOutput(framed("n1", "{not json"), u"n1"_s));
        QVERIFY(!probeReplayFromOutput(framed("n1", "[]"), u"n1"_s));
    }

    void differencesAreReturnsRaisesStateAndHangsButNotMessagesOrUncallableCalls()
    {
        const Result<ProbeRecord> record = probeRecordFromOutput(framed("n", kRecord), u"n"_s);
        QVERIFY(record);
        const Result<QHash<QString, ProbeResult>> same = probeReplayFromOutput(
            framed("n", R"j({"results": {"c1": {"returns": "5", "shown": "5", "state": "(5, 0, 10)"},
              "c2": {"raises": "builtins.ValueError", "message": "bad bounds", "state": "(5, 0, -1)"},
              "c3": {"error": "could not resolve calc.ops:clamp"},
              "c4": {"returns": "None", "shown": "None", "state": "([1, 2], 2)"}}})j"),
            u"n"_s);
        QVERIFY(same);
        QVERIFY2(probeDifferences(*record, *same).isEmpty(), "another message of the same exception is no difference");

        const Result<QHash<QString, ProbeResult>> other =
            probeReplayFromOutput(framed("n", R"j({"results": {"c1": {"timeout": true},
              "c2": {"returns": "0", "shown": "0", "state": "(5, 0, -1)"},
              "c3": {"returns": "0.2", "shown": "0.2", "state": "(0.1, 0, 10)"},
              "c4": {"returns": "None", "shown": "None", "state": "([1], 2)"}}})j"),
                                  u"n"_s);
        QVERIFY(other);
        const QList<ProbeDifference> d = probeDifferences(*record, *other);
        QCOMPARE(d.size(), 4);
        // Recorded calls first: they are what the tests themselves do.
        QCOMPARE(d.at(0).call.id, u"c1"_s);
        QCOMPARE(d.at(0).what, ProbeDifference::What::Hangs);
        QCOMPARE(d.at(1).call.id, u"c4"_s);
        QCOMPARE(d.at(1).what, ProbeDifference::What::State);
        QCOMPARE(d.at(2).what, ProbeDifference::What::Raises);
        QCOMPARE(differenceText(d.at(2)),
                 u"returns 0 where the reference raises ValueError (low > high) for clamp(5, 0, -1)"_s);
        QCOMPARE(d.at(3).what, ProbeDifference::What::Returns);

        // Another implementation is not compared on a method of an object the reference built: it keeps its state in
        // attributes of its own.
        Result<ProbeRecord> bound = probeRecordFromOutput(
            framed("n", QByteArray(kRecord).replace(R"j("id": "c4",)j", R"j("id": "c4", "bound": true,)j")), u"n"_s);
        QVERIFY(bound);
        QVERIFY(bound->calls.at(3).bound);
        QCOMPARE(probeDifferences(*bound, *other).size(), 4);
        QCOMPARE(probeDifferences(*bound, *other, true).size(), 3);

        // Nor on a varied input the reference raises on by accident (no raise statement of its changed lines), which
        // the other accepts; a mutant of the reference still is.
        Result<ProbeRecord> outside = probeRecordFromOutput(
            framed("n", QByteArray(kRecord).replace(R"j("message": "low > high",)j",
                                                    R"j("message": "low > high", "incidental": true,)j")),
            u"n"_s);
        QVERIFY(outside);
        QVERIFY(outside->results.value(u"c2"_s).incidental);
        QCOMPARE(probeDifferences(*outside, *other).size(), 4);
        const QList<ProbeDifference> lenient = probeDifferences(*outside, *other, true);
        QCOMPARE(lenient.size(), 3);
        QVERIFY(std::none_of(lenient.cbegin(), lenient.cend(),
                             [](const ProbeDifference &x) { return x.call.id == u"c2"_s; }));

        // A witness with a test comes first: it is what a repair can use.
        const QList<ProbeWitness> witnesses = probeWitnesses(d, 2);
        QCOMPARE(witnesses.size(), 2);
        QCOMPARE(witnesses.at(0).call, u"clamp(5, 0, -1)"_s);
        QVERIFY(witnesses.at(0).testSource.contains(u"pytest.raises(ValueError)"_s));
        QCOMPARE(witnesses.at(1).call, u"clamp(5, 0, 10)"_s);
    }

    void aNewTestGoesAfterItsNeighbourSetOffAsTheFilesOwnTestsAre()
    {
        const QByteArray file = "import pytest\n\nfrom calc.ops import clamp\n\n\n"
                                "def test_below():\n    assert clamp(-5, 0, 10) == 0\n\n\n"
                                "def test_inside():\n    assert clamp(5, 0, 10) == 5\n";
        const QByteArray after = insertTest(file, 7, u"def test_new():\n    assert clamp(1, 0, 0) == 0\n"_s);
        QCOMPARE(after, QByteArray("import pytest\n\nfrom calc.ops import clamp\n\n\n"
                                   "def test_below():\n    assert clamp(-5, 0, 10) == 0\n\n\n"
                                   "def test_new():\n    assert clamp(1, 0, 0) == 0\n\n\n"
                                   "def test_inside():\n    assert clamp(5, 0, 10) == 5\n"));
        const QByteArray atEnd = insertTest(file, 0, u"def test_last():\n    pass\n"_s);
        QVERIFY(atEnd.endsWith("== 5\n\n\ndef test_last():\n    pass\n"));
        const QByteArray method = insertTest("class TestC:\n    def test_a(self):\n        assert 1\n", 3,
                                             u"    def test_b(self):\n        assert 2\n"_s);
        QCOMPARE(method, QByteArray("class TestC:\n    def test_a(self):\n        assert 1\n\n"
                                    "    def test_b(self):\n        assert 2\n"));
    }

    void aNewTestsIdKeepsItsNeighboursClass()
    {
        QCOMPARE(neighbourTestId(u"tests/t.py::TestC::test_a"_s, u"tests/t.py"_s, u"test_b"_s, true),
                 u"tests/t.py::TestC::test_b"_s);
        QCOMPARE(neighbourTestId(u"tests/t.py::TestC::test_a"_s, u"tests/t.py"_s, u"test_b"_s, false),
                 u"tests/t.py::test_b"_s);
        QCOMPARE(neighbourTestId(u"tests/t.py::test_a"_s, u"tests/t.py"_s, u"test_b"_s, true), u"tests/t.py::test_b"_s);
    }
};

QTEST_APPLESS_MAIN(TestProbe)
#include "tst_probe.moc"
