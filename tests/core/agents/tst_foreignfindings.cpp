// Findings read from the formats others publish: SWE-rebench V2's rows with their LLM judges' annotations
// (meta.llm_metadata) and Inspect Scout scan results exported as JSON (tests/data/findings, written in the shapes of
// SWE-rebench/SWE-rebench-V2's sample.json and of Scout's results data frame; see tests/data/README.md).
#include <core/agents/rebenchannotations.h>
#include <core/agents/scoutresults.h>
#include <tests/support/fixtures.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QString findingsPath(const QString &name)
{
    return testDataPath(u"findings/"_s + name);
}

const Finding *findingOf(const FindingsRead &read, const QString &task, const QString &id)
{
    for (const Finding &f : read.findings)
        if (f.task == task && f.id == id)
            return &f;
    return nullptr;
}

QStringList places(const QList<Error> &errors)
{
    QStringList out;
    for (const Error &e : errors)
        out << u"%1:%2"_s.arg(e.line).arg(e.pointer);
    return out;
}

} // namespace

class TestForeignFindings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectsEachFormatFromItsStart()
    {
        const QByteArray rebench = readFixture(findingsPath(u"swe-rebench-v2.json"_s));
        const QByteArray rebenchLines = readFixture(findingsPath(u"swe-rebench-v2.jsonl"_s));
        const QByteArray scout = readFixture(findingsPath(u"scout-results.jsonl"_s));
        const QByteArray scoutOld = readFixture(findingsPath(u"scout-results-v0.jsonl"_s));
        const QByteArray parquet = readFixture(findingsPath(u"word_counter.parquet"_s));
        QVERIFY(looksLikeRebenchAnnotations(rebench));
        QVERIFY(looksLikeRebenchAnnotations(rebenchLines));
        QVERIFY(!looksLikeRebenchAnnotations(scout));
        QVERIFY(looksLikeScoutResults(scout));
        QVERIFY(looksLikeScoutResults(scoutOld));
        QVERIFY(!looksLikeScoutResults(rebench));
        QVERIFY(looksLikeParquet(parquet));
        QVERIFY(!looksLikeParquet(scout));
        // A Heddle findings line is neither.
        const QByteArray heddle = R"({"task": "t1", "kind": "FN", "tests": ["t"], "agent": {"name": "a"}})"
                                  "\n";
        QVERIFY(!looksLikeRebenchAnnotations(heddle));
        QVERIFY(!looksLikeScoutResults(heddle));
    }

    void readFindingsFileDetectsTheFormat()
    {
        const QString rebench = findingsPath(u"swe-rebench-v2.jsonl"_s);
        Result<FindingsRead> read = readFindingsFile(rebench);
        QVERIFY(read);
        QCOMPARE(read->format, u"swe-rebench-v2"_s);
        QCOMPARE(read->findings.size(), 2);

        const QString scout = findingsPath(u"scout-results.json"_s);
        read = readFindingsFile(scout);
        QVERIFY(read);
        QCOMPARE(read->format, u"inspect-scout"_s);
        QCOMPARE(read->findings.size(), 2);

        const QString scoutOld = findingsPath(u"scout-results-v0.jsonl"_s);
        read = readFindingsFile(scoutOld);
        QVERIFY(read);
        QCOMPARE(read->format, u"inspect-scout"_s);
        QCOMPARE(read->findings.size(), 1);

        const QString parquet = findingsPath(u"word_counter.parquet"_s);
        read = readFindingsFile(parquet);
        QVERIFY(!read);
        QCOMPARE(read.error().file, parquet);
        QVERIFY(read.error().message.contains(u"a Parquet file, which Heddle does not read"_s));
        QVERIFY(read.error().toString().startsWith(parquet + u": a Parquet file"_s));

        // Heddle's own findings still read as Heddle's.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString heddle = dir.filePath(u"findings.jsonl"_s);
        QFile out(heddle);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"task": "t1", "kind": "FN", "tests": ["t"], "rationale": "r", "agent": {"name": "a"}})"
                  "\n");
        out.close();
        read = readFindingsFile(heddle);
        QVERIFY(read);
        QCOMPARE(read->format, u"heddle"_s);
        QCOMPARE(read->findings.size(), 1);
    }

    void rebenchJudgesBecomeFalseNegativesAboutTheTests()
    {
        const QString path = findingsPath(u"swe-rebench-v2.json"_s);
        const FindingsRead read = readRebenchAnnotations(readFixture(path), path);
        QCOMPARE(read.format, u"swe-rebench-v2"_s);
        QCOMPARE(read.records, 6);
        // Clean (code A) and B9-only rows give nothing; 102 is restrictive; 103 is underspecified and, by its second
        // judge, restrictive too.
        QCOMPARE(read.findings.size(), 3);

        const Finding *restrictive = findingOf(read, u"acme__widgets-102"_s, u"restrictive-tests"_s);
        QVERIFY(restrictive);
        QCOMPARE(restrictive->kind, FlagKind::FalseNegative);
        QVERIFY(restrictive->attempt.isEmpty());
        QVERIFY(restrictive->attemptModel.isEmpty());
        QCOMPARE(restrictive->tests,
                 QStringList({u"tests/test_m.py::test_width"_s, u"tests/test_m.py::test_height"_s}));
        QCOMPARE(restrictive->confidence, 0.85);
        QCOMPARE(restrictive->agent, u"swe-rebench-v2"_s);
        QVERIFY(restrictive->rationale.startsWith(u"B2 (the tests expect names, messages or values"_s));
        QVERIFY(restrictive->rationale.contains(u"which the issue never states"_s));
        QVERIFY(restrictive->rationale.contains(u"Test alignment issues: test_width asserts the literal message"_s));
        QCOMPARE(restrictive->file, path);
        QCOMPARE(restrictive->line, 62); // where the row's object starts in the array
        QCOMPARE(restrictive->pointerPrefix, u"/1"_s);

        const Finding *vague = findingOf(read, u"acme__widgets-103"_s, u"underspecified"_s);
        QVERIFY(vague);
        QCOMPARE(vague->kind, FlagKind::FalseNegative);
        QCOMPARE(vague->tests, QStringList{u"tests/test_parse.py::test_roundtrip"_s});
        QCOMPARE(vague->confidence, 0.7); // the judge whose code is B4
        QVERIFY(vague->rationale.startsWith(u"B4 (the expected behaviour or acceptance criteria are missing); "
                                            u"B3 (essential information is only behind external links); "
                                            u"the statement's intent is insufficient. The issue says"_s));
        // The second judge chose A: its B2 raises the finding, but its confidence is in A, not in B2.
        const Finding *named = findingOf(read, u"acme__widgets-103"_s, u"restrictive-tests"_s);
        QVERIFY(named);
        QCOMPARE(named->confidence, 1.0);
        QVERIFY(named->rationale.contains(u"the tests name a helper"_s));
        QVERIFY(!findingOf(read, u"acme__widgets-101"_s, u"restrictive-tests"_s));
        QVERIFY(!findingOf(read, u"acme__widgets-106"_s, u"underspecified"_s));

        // The judge with a word for a confidence, and the row without an instance id, are errors at their places.
        QCOMPARE(places(read.errors),
                 QStringList({u"230:/3/meta/llm_metadata/0/confidence"_s, u"287:/4/instance_id"_s}));
        for (const Error &e : read.errors) {
            QCOMPARE(e.file, path);
            QVERIFY(e.column > 0);
        }
        QVERIFY(read.errors[0].message.contains(u"confidence from 0 to 1"_s));
    }

    void rebenchLinesAndSourceName()
    {
        const QString path = findingsPath(u"swe-rebench-v2.jsonl"_s);
        FindingsOptions options;
        options.agentName = u"rebench-judges"_s;
        options.kind = FlagKind::FalsePositive; // the annotations say which kind they are: FN
        const FindingsRead read = readRebenchAnnotations(readFixture(path), path, options);
        QCOMPARE(read.records, 4);
        QCOMPARE(read.findings.size(), 2);
        const Finding &cache = read.findings[0];
        QCOMPARE(cache.task, u"acme__gadgets-7"_s);
        QCOMPARE(cache.id, u"restrictive-tests"_s);
        QCOMPARE(cache.agent, u"rebench-judges"_s);
        QCOMPARE(cache.kind, FlagKind::FalseNegative);
        QCOMPARE(cache.tests, QStringList{u"tests/test_cache.py::test_hit"_s}); // FAIL_TO_PASS as JSON text
        QCOMPARE(cache.line, 1);
        QCOMPARE(cache.pointerPrefix, QString());
        const Finding &mixed = read.findings[1];
        QCOMPARE(mixed.task, u"acme__gadgets-9"_s);
        QCOMPARE(mixed.id, u"underspecified"_s);
        QCOMPARE(mixed.line, 3);
        QCOMPARE(mixed.confidence, 0.8);

        // The cut line is a syntax error; line 4's judge is an object (read as a list of one) whose flag is a word.
        QCOMPARE(read.errors.size(), 2);
        QCOMPARE(read.errors[0].line, 2);
        QCOMPARE(read.errors[0].code, Error::Code::Parse);
        QCOMPARE(read.errors[1].line, 4);
        QCOMPARE(read.errors[1].pointer, u"/meta/llm_metadata/detected_issues/B4"_s);
        QVERIFY(read.errors[1].message.contains(u"expected true or false"_s));
    }

    void rebenchRowWithAnEmptyInstanceId()
    {
        const QByteArray bytes = R"({"instance_id": "", "meta": {"llm_metadata": [{"code": "B4"}]}})"
                                 "\n"
                                 R"({"instance_id": "a__b-1", "meta": {"llm_metadata": [{"code": "B4"}]}})"
                                 "\n";
        const FindingsRead read = readRebenchAnnotations(bytes, u"rows.jsonl"_s);
        QCOMPARE(read.records, 2);
        QCOMPARE(read.findings.size(), 1);
        QCOMPARE(read.findings[0].task, u"a__b-1"_s);
        QCOMPARE(read.findings[0].id, u"underspecified"_s);
        QVERIFY(read.findings[0].tests.isEmpty());
        QCOMPARE(places(read.errors), QStringList{u"1:/instance_id"_s});
        QCOMPARE(read.errors[0].file, u"rows.jsonl"_s);
    }

    void scoutResultsFlagTheAttemptOfTheirModelAndEpoch()
    {
        const QString path = findingsPath(u"scout-results.jsonl"_s);
        const FindingsRead read = readScoutResults(readFixture(path), path);
        QCOMPARE(read.format, u"inspect-scout"_s);
        QCOMPARE(read.records, 9);
        QCOMPARE(read.findings.size(), 4);

        const Finding &hack = read.findings[0];
        QCOMPARE(hack.task, u"django__django-11099"_s);
        QVERIFY(hack.attempt.isEmpty());
        QCOMPARE(hack.attemptModel, u"openai/gpt-4o"_s);
        QCOMPARE(hack.attemptSample, 0); // epoch 1
        QCOMPARE(hack.kind, FlagKind::FalsePositive);
        QCOMPARE(hack.agent, u"reward_hacking"_s);
        QCOMPARE(hack.agentVersion, u"0"_s);
        QCOMPARE(hack.confidence, 1.0);
        QVERIFY(hack.rationale.startsWith(u"In [M12] the agent edits tests/test_validators.py"_s));
        QVERIFY(hack.evidence.isEmpty()); // Scout cites Inspect message ids, not steps of Heddle's trajectories
        QCOMPARE(hack.id, u"Tq2fVb8kR4nLmX6pZc9wEa"_s);
        QCOMPARE(hack.line, 1);
        QCOMPARE(hack.file, path);

        const Finding &tamper = read.findings[1];
        QCOMPARE(tamper.task, u"astropy__astropy-12907"_s);
        QCOMPARE(tamper.attemptSample, 1); // epoch 2
        QCOMPARE(tamper.confidence, 0.8);
        QCOMPARE(tamper.agent, u"test_tampering"_s);
        QCOMPARE(tamper.line, 3);

        const Finding &text = read.findings[2]; // "true" with value_type boolean, as DuckDB exports the Parquet
        QCOMPARE(text.task, u"sympy__sympy-20590"_s);
        QCOMPARE(text.attemptModel, u"anthropic/claude-sonnet-4"_s);
        QCOMPARE(text.line, 4);

        const Finding &packed = read.findings[3]; // one of the two results of a result set
        QCOMPARE(packed.task, u"pytest-dev__pytest-5227"_s);
        QCOMPARE(packed.agent, u"flaws"_s);
        QCOMPARE(packed.id, u"Af3mCi7sY1uTtE3wGj6dLh.skip"_s);
        QCOMPARE(packed.rationale, u"Edits conftest.py to skip the test."_s);
        QCOMPARE(packed.line, 8);

        QCOMPARE(places(read.errors),
                 QStringList({u"5:/scan_error"_s, u"6:"_s, u"7:/value"_s, u"9:/transcript_task_id"_s}));
        QVERIFY(read.errors[0].message.contains(u"Model refused to answer"_s));
        QCOMPARE(read.errors[1].code, Error::Code::Parse);
        QVERIFY(read.errors[2].message.contains(u"\"lots\""_s));
        QVERIFY(read.errors[3].column > 1); // at the null task, not at the row
    }

    void scoutOptionsNameTheSourceKindAndAttempt()
    {
        const QString path = findingsPath(u"scout-results.json"_s); // orient="records" without lines: an array
        FindingsOptions options;
        options.agentName = u"scout"_s;
        options.kind = FlagKind::FalseNegative;
        const FindingsRead read = readScoutResults(readFixture(path), path, options);
        QCOMPARE(read.records, 2);
        QVERIFY(read.errors.isEmpty());
        QCOMPARE(read.findings.size(), 2);
        for (const Finding &f : read.findings) {
            QCOMPARE(f.agent, u"scout"_s);
            QCOMPARE(f.kind, FlagKind::FalseNegative);
        }
        QCOMPARE(read.findings[1].pointerPrefix, u"/1"_s);
        QCOMPARE(read.findings[1].confidence, 0.8);
        QCOMPARE(read.findings[1].attemptSample, 1);

        // pandas writes whole numbers of a column with gaps as floats; a repeat of 0 is not an epoch.
        QByteArray bytes = readFixture(path);
        bytes.replace("\"transcript_task_repeat\": 2", "\"transcript_task_repeat\": 2.0");
        bytes.replace("\"transcript_task_repeat\": 1", "\"transcript_task_repeat\": 0");
        const FindingsRead floats = readScoutResults(bytes, path, options);
        QCOMPARE(floats.findings.size(), 1);
        QCOMPARE(floats.findings[0].attemptSample, 1);
        QCOMPARE(places(floats.errors), QStringList{u"10:/0/transcript_task_repeat"_s});
    }

    void scoutResultsOfEveryRunKeepTheirIds()
    {
        // Two results of one scanner on one transcript stay two flags.
        const QString path = findingsPath(u"scout-results.json"_s);
        QByteArray bytes = readFixture(path);
        const FindingsRead once = readScoutResults(bytes, path);
        bytes.replace("\"transcript_id\": \"Vb8hXd2nT6pOoZ8rBe1yGc\"", "\"transcript_id\": \"Tq2fVb8kR4nLmX6pZc9wEa\"");
        bytes.replace("\"scanner_name\": \"test_tampering\"", "\"scanner_name\": \"reward_hacking\"");
        const FindingsRead twice = readScoutResults(bytes, path);
        QCOMPARE(once.findings[0].id, u"Tq2fVb8kR4nLmX6pZc9wEa"_s);
        QCOMPARE(twice.findings.size(), 2);
        QCOMPARE(twice.findings[0].id, u"Tq2fVb8kR4nLmX6pZc9wEa"_s);
        QCOMPARE(twice.findings[1].id, u"Tq2fVb8kR4nLmX6pZc9wEa.2"_s);
    }

    void scoutResultsWrittenWithInspectNames()
    {
        const QString path = findingsPath(u"scout-results-v0.jsonl"_s);
        const FindingsRead read = readScoutResults(readFixture(path), path);
        QVERIFY(read.errors.isEmpty());
        QCOMPARE(read.records, 2);
        QCOMPARE(read.findings.size(), 1); // a count of 34; the count of 0 flags nothing
        const Finding &f = read.findings.first();
        QCOMPARE(f.task, u"9"_s);
        QCOMPARE(f.attemptModel, u"openai/gpt-4o-mini"_s);
        QCOMPARE(f.attemptSample, 0);
        QCOMPARE(f.agent, u"word_counter"_s);
        QCOMPARE(f.confidence, 1.0); // a count is no degree
        QCOMPARE(f.rationale, u"Found 'the' 34 times in assistant messages"_s);
    }

    void pandasColumnsAndParquetSayHowToExport()
    {
        const QString columns = findingsPath(u"scout-results-columns.json"_s);
        const FindingsRead byColumn = readScoutResults(readFixture(columns), columns);
        QVERIFY(byColumn.findings.isEmpty());
        QCOMPARE(byColumn.errors.size(), 1);
        QCOMPARE(byColumn.errors[0].pointer, u"/transcript_id"_s);
        QVERIFY(byColumn.errors[0].message.contains(u"orient=\"records\", lines=True"_s));

        const QString parquet = findingsPath(u"word_counter.parquet"_s);
        const FindingsRead read = readScoutResults(readFixture(parquet), parquet);
        QVERIFY(read.findings.isEmpty());
        QCOMPARE(read.errors.size(), 1);
        const Error &e = read.errors.first();
        QCOMPARE(e.file, parquet);
        QCOMPARE(e.code, Error::Code::Parse);
        QVERIFY(e.message.startsWith(u"a Parquet file, which Heddle does not read"_s));
        QVERIFY(e.message.contains(u"JSON lines"_s));
        QVERIFY(e.message.contains(u"orient=\"records\", lines=True"_s));
        QVERIFY(e.message.contains(u"FROM '"_s + parquet + u"'"_s));
        QCOMPARE(parquetFindingsError(parquet).message, e.message);
    }
};

QTEST_GUILESS_MAIN(TestForeignFindings)
#include "tst_foreignfindings.moc"
