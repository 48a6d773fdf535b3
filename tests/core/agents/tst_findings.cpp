// Heddle's findings JSONL read line by line: a good line gives a finding with every field, and every malformed line
// is an error at its file, line (and column for broken JSON) and JSON pointer, while the lines around it still count.
#include <core/agents/findings.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace Qt::StringLiterals;

class TestFindings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryField()
    {
        const QByteArray line =
            R"({"task":"t1","attempt":"a1","kind":"FN","tests":["tests/x.py::test_a"],"specs":["S2"],)"
            R"("evidence":[{"type":"trajectory_step","step":4,"note":"decides"},)"
            R"({"type":"patch_hunk","file":"src/x.py","hunk":1,"line":12},)"
            R"({"type":"patch_hunk","attempt":"","file":"src/x.py","hunk":0},)"
            R"({"type":"test_line","file":"tests/x.py","line":30}],)"
            R"("confidence":0.25,"rationale":"too strict","agent":{"name":"judge","version":"2.1"},"id":"F-7"})";
        const FindingsRead read = parseFindings(QByteArray(line + "\n"), u"f.jsonl"_s);
        QCOMPARE(read.errors.size(), 0);
        QCOMPARE(read.records, 1);
        QCOMPARE(read.format, u"heddle"_s);
        QCOMPARE(read.findings.size(), 1);
        const Finding &f = read.findings.first();
        QCOMPARE(f.task, u"t1"_s);
        QCOMPARE(f.attempt, u"a1"_s);
        QCOMPARE(f.kind, FlagKind::FalseNegative);
        QCOMPARE(f.tests, QStringList{u"tests/x.py::test_a"_s});
        QCOMPARE(f.specs, QStringList{u"S2"_s});
        QCOMPARE(f.evidence.size(), 4);
        QCOMPARE(f.evidence[0].kind, Evidence::Kind::TrajectoryStep);
        QCOMPARE(f.evidence[0].attempt, u"a1"_s); // the finding's attempt where the evidence names none
        QCOMPARE(f.evidence[0].step, 4);
        QCOMPARE(f.evidence[0].note, u"decides"_s);
        QCOMPARE(f.evidence[1].attempt, u"a1"_s);
        QCOMPARE(f.evidence[1].hunk, 1);
        QCOMPARE(f.evidence[1].line, 12);
        QCOMPARE(f.evidence[2].attempt, QString()); // "" names the reference patch
        QCOMPARE(f.evidence[3].kind, Evidence::Kind::TestLine);
        QCOMPARE(f.evidence[3].line, 30);
        QCOMPARE(f.confidence, 0.25);
        QCOMPARE(f.rationale, u"too strict"_s);
        QCOMPARE(f.agent, u"judge"_s);
        QCOMPARE(f.agentVersion, u"2.1"_s);
        QCOMPARE(f.id, u"F-7"_s);
        QCOMPARE(f.file, u"f.jsonl"_s);
        QCOMPARE(f.line, 1);
    }

    void everyMalformedLineIsReportedWithItsPlace()
    {
        const QByteArray text =
            R"({"task":"t","kind":"FP","agent":{"name":"a"}})"
            "\n"
            "\n" // blank: skipped, still counted as a line
            R"({"task":"t","kind":"XX","agent":{"name":"a"}})"
            "\n"
            R"({"task":"t", "kind": )"
            "\n"
            R"(["not", "an", "object"])"
            "\n"
            R"({"task":"t","kind":"FP","agent":{"name":"a"},"evidence":[{"type":"test_line","file":"x"}]})"
            "\n"
            R"({"task":"t","kind":"FP","agent":{"name":"a"},"confidence":1.5})"
            "\n"
            R"({"kind":"FP","agent":{"name":"a"}})"
            "\n"
            R"({"task":"t","kind":"FP"})"
            "\n"
            R"({"task":"t","kind":"FP","agent":{"name":"a"},"colour":"red"})"
            "\n"
            R"({"task":"t","kind":"FN","agent":{"name":"a"}})";
        const FindingsRead read = parseFindings(text, u"/data/out.jsonl"_s);
        QCOMPARE(read.records, 10);
        QCOMPARE(read.findings.size(), 2);
        QCOMPARE(read.findings[0].line, 1);
        QCOMPARE(read.findings[1].line, 11);
        QCOMPARE(read.errors.size(), 8);
        struct Expected {
            int line;
            QString pointer;
        };
        const QList<Expected> expected = {{3, u"/kind"_s},       {4, QString()},        {5, QString()},
                                          {6, u"/evidence/0"_s}, {7, u"/confidence"_s}, {8, u"/task"_s},
                                          {9, u"/agent"_s},      {10, QString()}};
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const Error &e = read.errors[i];
            QCOMPARE(e.file, u"/data/out.jsonl"_s);
            QCOMPARE(e.line, expected[i].line);
            if (!expected[i].pointer.isEmpty())
                QCOMPARE(e.pointer, expected[i].pointer);
            QVERIFY2(e.toString().startsWith(u"/data/out.jsonl:%1"_s.arg(expected[i].line)), qPrintable(e.toString()));
        }
        QVERIFY(read.errors[1].column > 0); // broken JSON says where on the line
        QVERIFY2(read.errors[3].message.contains(u"line"_s), qPrintable(read.errors[3].message));
        QVERIFY2(read.errors[7].toString().contains(u"colour"_s), qPrintable(read.errors[7].toString()));
    }

    // What a review agent may print that no reader can hold: each line is an error at its place, never a crash, a
    // wrapped number or a hang, and the good line after them still counts.
    void outOfRangeInputIsAnErrorAtItsPlace_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("pointer"); // empty: a JSON error, placed by its column
        QTest::addColumn<QString>("says");
        const QByteArray head = "{\"task\":\"t\",\"kind\":\"FP\",\"agent\":{\"name\":\"a\"},";
        QTest::newRow("a number no double holds") << head + "\"confidence\":1e400}" << QString() << u"too large"_s;
        QTest::newRow("a hunk beyond 32 bits")
            << head + "\"evidence\":[{\"type\":\"patch_hunk\",\"file\":\"a.py\",\"hunk\":2147483648,\"line\":3}]}"
            << u"/evidence/0/hunk"_s << u"2147483648"_s;
        QTest::newRow("a test line beyond 32 bits")
            << head + "\"evidence\":[{\"type\":\"test_line\",\"file\":\"t.py\",\"line\":4294967296}]}"
            << u"/evidence/0/line"_s << u"4294967296"_s;
        QTest::newRow("a step beyond 64 bits")
            << head + "\"evidence\":[{\"type\":\"trajectory_step\",\"step\":18446744073709551616}]}"
            << u"/evidence/0/step"_s << u"expected"_s;
        QTest::newRow("nesting too deep")
            << head + "\"rationale\":" + QByteArray(100000, '[') + '}' << QString() << u"nested deeper"_s;
        QTest::newRow("a rationale over its cap")
            << head + "\"rationale\":\"" + QByteArray(kMaxRationaleChars + 1, 'x') + "\"}" << u"/rationale"_s
            << u"at most 65536"_s;
        QTest::newRow("a line over its cap")
            << head + "\"rationale\":\"" + QByteArray(kMaxFindingLineBytes, 'x') + "\"}" << QString() << u"at most"_s;
    }

    void outOfRangeInputIsAnErrorAtItsPlace()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, pointer);
        QFETCH(QString, says);
        const QByteArray text = line + "\n" + "{\"task\":\"t\",\"kind\":\"FN\",\"agent\":{\"name\":\"a\"}}";
        const FindingsRead read = parseFindings(text, u"/data/out.jsonl"_s);
        QCOMPARE(read.records, 2);
        QCOMPARE(read.findings.size(), 1);
        QCOMPARE(read.findings[0].line, 2);
        QCOMPARE(read.errors.size(), 1);
        const Error &e = read.errors[0];
        QCOMPARE(e.line, 1);
        QCOMPARE(e.pointer, pointer);
        QVERIFY2(e.toString().startsWith(u"/data/out.jsonl:1"_s), qPrintable(e.toString()));
        QVERIFY2(e.toString().contains(says), qPrintable(e.toString().left(300)));
    }

    void agentNameFillsInOrReplaces()
    {
        const QByteArray text = R"({"task":"t","kind":"FP"})"
                                "\n"
                                R"({"task":"t","kind":"FP","agent":{"name":"own","version":"3"}})";
        FindingsOptions fill;
        fill.agentName = u"given"_s;
        FindingsRead read = parseFindings(text, u"f"_s, fill);
        QCOMPARE(read.findings.size(), 2);
        QCOMPARE(read.findings[0].agent, u"given"_s);
        QCOMPARE(read.findings[1].agent, u"own"_s);
        QCOMPARE(read.findings[1].agentVersion, u"3"_s);

        FindingsOptions replace = fill;
        replace.replaceAgent = true;
        read = parseFindings(text, u"f"_s, replace);
        QCOMPARE(read.findings[1].agent, u"given"_s);
        QCOMPARE(read.findings[1].agentVersion, QString()); // another agent's version says nothing of this one
    }

    void defaultTaskAndAttempt()
    {
        FindingsOptions options;
        options.agentName = u"a"_s;
        options.defaultTask = u"t9"_s;
        options.defaultAttempt = u"m-0"_s;
        const FindingsRead read =
            parseFindings(R"({"kind":"FP","evidence":[{"type":"trajectory_step","step":0}]})", u"stdout"_s, options);
        QCOMPARE(read.errors.size(), 0);
        QCOMPARE(read.findings.first().task, u"t9"_s);
        QCOMPARE(read.findings.first().attempt, u"m-0"_s);
        QCOMPARE(read.findings.first().evidence.first().attempt, u"m-0"_s);
    }

    void unreadableFileFailsNamingIt()
    {
        QTemporaryDir dir;
        const QString missing = dir.path() + u"/nothing.jsonl"_s;
        const Result<FindingsRead> read = readFindingsFile(missing);
        QVERIFY(!read);
        QVERIFY(read.error().toString().contains(missing));
    }
};

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
