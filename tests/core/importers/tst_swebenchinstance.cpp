// Reads real SWE-bench instance files: vexp-ai/vexp-swe-bench's data/swe-bench-100.jsonl (SWE-bench Verified rows,
// FAIL_TO_PASS/PASS_TO_PASS as JSON-encoded strings), SWE-agent/SWE-agent's test data sources (JSON arrays with
// lists) and SWE-bench/SWE-smith's task instance (one object). Each field is checked against Qt's own JSON reader.
#include <core/importers/swebenchinstance.h>
#include <tests/support/fixtures.h>
#include <tests/support/instancerows.h>
#include <tests/support/samples.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kData = testDataPath(u"swe-bench/"_s);
const QString kVerified = testDataPath(samples::vexpVerifiedRows);
const QString kLite = testDataPath(samples::sweAgentLiteInstances);
const QString kSweSmith = testDataPath(samples::sweSmithLogs + u"/pandas-dev__pandas.95280573.pr_53652.json"_s);

QStringList decodeList(const QJsonValue &value)
{
    const QJsonArray array =
        value.isString() ? QJsonDocument::fromJson(value.toString().toUtf8()).array() : value.toArray();
    QStringList out;
    for (const auto &v : array)
        out.append(v.toString());
    return out;
}

const SweBenchInstance *findInstance(const SweBenchInstanceFile &file, const QString &id)
{
    for (const SweBenchInstance &in : file.instances)
        if (in.instanceId == id)
            return &in;
    return nullptr;
}

const char kGoodOne[] =
    "{\"instance_id\":\"good__one-1\",\"repo\":\"o/r\",\"base_commit\":\"abc\",\"FAIL_TO_PASS\":\"[\\\"t1\\\"]\"}";
const char kGoodTwo[] =
    "{\"instance_id\":\"good__two-2\",\"repo\":\"o/r\",\"base_commit\":\"abc\",\"PASS_TO_PASS\":[\"t2\"]}";

} // namespace

class TestSweBenchInstance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryVerifiedRow()
    {
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kVerified);
        QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
        QCOMPARE(file->instances.size(), 100);
        QVERIFY(file->rowErrors.isEmpty());
        QCOMPARE(file->instances.first().instanceId, u"astropy__astropy-14365"_s);
        QCOMPARE(file->instances.first().line, 1);
        QCOMPARE(file->instances.last().line, 100);
    }

    void readsFieldsAsQtReadsThem_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("django, resolved in the run") << u"django__django-11133"_s;
        QTest::newRow("matplotlib, unresolved") << u"matplotlib__matplotlib-24870"_s;
        QTest::newRow("astropy, first row") << u"astropy__astropy-14365"_s;
        QTest::newRow("sphinx, test_patch creates a file") << u"sphinx-doc__sphinx-9711"_s;
    }

    void readsFieldsAsQtReadsThem()
    {
        QFETCH(QString, id);
        int line = 0;
        const QJsonObject row = instanceRow(kVerified, id, &line);
        QVERIFY(!row.isEmpty());
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kVerified);
        QVERIFY(file);
        const SweBenchInstance *in = findInstance(*file, id);
        QVERIFY(in);
        QCOMPARE(in->line, line);
        QCOMPARE(in->file, kVerified);
        QCOMPARE(in->repo, row.value(u"repo"_s).toString());
        QCOMPARE(in->baseCommit, row.value(u"base_commit"_s).toString());
        QCOMPARE(in->patch, row.value(u"patch"_s).toString().toUtf8());
        QCOMPARE(in->testPatch, row.value(u"test_patch"_s).toString().toUtf8());
        QCOMPARE(in->problemStatement, row.value(u"problem_statement"_s).toString());
        QCOMPARE(in->hintsText, row.value(u"hints_text"_s).toString());
        QCOMPARE(in->createdAt, row.value(u"created_at"_s).toString());
        QCOMPARE(in->version, row.value(u"version"_s).toString());
        QCOMPARE(in->environmentSetupCommit, row.value(u"environment_setup_commit"_s).toString());
        QVERIFY(row.value(u"FAIL_TO_PASS"_s).isString()); // the strings-holding-lists form
        QCOMPARE(in->failToPass, decodeList(row.value(u"FAIL_TO_PASS"_s)));
        QCOMPARE(in->passToPass, decodeList(row.value(u"PASS_TO_PASS"_s)));
        QVERIFY(!in->failToPass.isEmpty());
        QCOMPARE(extraValue(*in, u"difficulty"_s), row.value(u"difficulty"_s).toString());
    }

    void readsDjango11133Literally()
    {
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kVerified);
        QVERIFY(file);
        const SweBenchInstance *in = findInstance(*file, u"django__django-11133"_s);
        QVERIFY(in);
        QCOMPARE(in->repo, u"django/django"_s);
        QCOMPARE(in->baseCommit, u"879cc3da6249e920b8d54518a0ae06de835d7373"_s);
        QCOMPARE(in->failToPass, QStringList{u"test_memoryview_content (httpwrappers.tests.HttpResponseTests)"_s});
        QCOMPARE(in->passToPass.size(), 64);
        QVERIFY(in->problemStatement.startsWith(u"HttpResponse doesn't handle memoryview objects\nDescription"_s));
        QVERIFY(in->patch.startsWith("diff --git a/django/http/response.py b/django/http/response.py\n"));
    }

    void readsJsonArrayWithLists()
    {
        const QJsonArray rows = QJsonDocument::fromJson(readFixture(kLite)).array();
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kLite);
        QVERIFY(file);
        QVERIFY(file->rowErrors.isEmpty());
        QCOMPARE(file->instances.size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows[i].toObject();
            const SweBenchInstance &in = file->instances[i];
            QCOMPARE(in.instanceId, row.value(u"instance_id"_s).toString());
            QVERIFY(row.value(u"FAIL_TO_PASS"_s).isArray());
            QCOMPARE(in.failToPass, decodeList(row.value(u"FAIL_TO_PASS"_s)));
            QCOMPARE(in.passToPass, decodeList(row.value(u"PASS_TO_PASS"_s)));
            QCOMPARE(in.patch, row.value(u"patch"_s).toString().toUtf8());
        }
        QCOMPARE(file->instances.first().instanceId, u"django__django-16255"_s);
    }

    void readsOneSweSmithInstance()
    {
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kSweSmith);
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 1);
        const SweBenchInstance &in = file->instances.first();
        QCOMPARE(in.instanceId, u"pandas-dev__pandas.95280573.pr_53652"_s);
        QCOMPARE(in.repo, u"swesmith/pandas-dev__pandas.95280573"_s);
        QCOMPARE(in.baseCommit, u"d1c5199b6a9d7ae9382d26ee2859b837107165e7"_s);
        QVERIFY(in.testPatch.isEmpty());
        QCOMPARE(in.failToPass.size(), 2);
        QCOMPARE(in.failToPass.first(),
                 u"pandas/tests/indexing/test_datetime.py::TestDatetimeIndex::test_getitem_pyarrow_index[DataFrame]"_s);
        QCOMPARE(extraValue(in, u"image_name"_s), u"swesmith.x86_64.pandas-dev__pandas.95280573"_s);
    }

    // A bad row between two good ones: it is reported with its place and skipped; both neighbours are read.
    void skipsMalformedRows_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<bool>("badLast");
        QTest::addColumn<QByteArray>("marker"); // the error's column is where this starts; empty: after the text
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");

        QTest::newRow("row not an object")
            << u"i.jsonl"_s << "[1, 2]"_ba << false << "["_ba << QString() << u"expected an object, found an array"_s;
        QTest::newRow("row a number") << u"i.jsonl"_s << "42"_ba << false << "42"_ba << QString()
                                      << u"expected an object, found a number"_s;
        QTest::newRow("FAIL_TO_PASS a number")
            << u"i.jsonl"_s
            << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":\"c\",\"FAIL_TO_PASS\":5}"_ba << false
            << "5}"_ba << u"/FAIL_TO_PASS"_s << u"found a number"_s;
        QTest::newRow("FAIL_TO_PASS a string that is not a JSON list")
            << u"i.jsonl"_s
            << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":\"c\",\"FAIL_TO_PASS\":\"test_a\"}"_ba
            << false << "\"test_a"_ba << u"/FAIL_TO_PASS"_s << u"not a JSON list"_s;
        QTest::newRow("FAIL_TO_PASS a string holding an object")
            << u"i.jsonl"_s
            << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":\"c\","
               "\"FAIL_TO_PASS\":\"{\\\"a\\\": 1}\"}"_ba
            << false << "\"{"_ba << u"/FAIL_TO_PASS"_s << u"not a JSON list"_s;
        QTest::newRow("PASS_TO_PASS with a number inside")
            << u"i.jsonl"_s
            << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":\"c\",\"PASS_TO_PASS\":[\"a\", 7]}"_ba
            << false << "7]"_ba << u"/PASS_TO_PASS/1"_s << u"expected a string, found a number"_s;
        QTest::newRow("missing instance_id") << u"i.jsonl"_s << "{\"repo\":\"o/r\",\"base_commit\":\"c\"}"_ba << false
                                             << "{"_ba << u"/instance_id"_s << u"\"instance_id\" is missing"_s;
        QTest::newRow("instance_id a number")
            << u"i.jsonl"_s << "{\"instance_id\":12,\"repo\":\"o/r\",\"base_commit\":\"c\"}"_ba << false << "12"_ba
            << u"/instance_id"_s << u"expected a string, found a number"_s;
        QTest::newRow("missing base_commit") << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\"}"_ba
                                             << false << "{"_ba << u"/base_commit"_s << u"\"base_commit\" is missing"_s;
        QTest::newRow("truncated inside a string") << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/"_ba
                                                   << false << QByteArray() << QString() << u"not closed"_s;
        QTest::newRow("truncated after a comma")
            << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\","_ba << false << QByteArray() << QString()
            << u"ends before the value is complete"_s;
        QTest::newRow("truncated last line")
            << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_co"_ba << true << QByteArray()
            << QString() << u"not closed"_s;
        QTest::newRow("truncated last line, no string open")
            << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\""_ba << true << QByteArray() << QString()
            << u"ends before the value is complete"_s;
        QTest::newRow("misspelled literal")
            << u"i.jsonl"_s << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":tru}"_ba << false
            << "tru"_ba << QString() << u"lower case"_s;
        QTest::newRow("JSON lines without the .jsonl name")
            << u"instances.json"_s
            << "{\"instance_id\":\"x__y-1\",\"repo\":\"o/r\",\"base_commit\":\"c\",\"FAIL_TO_PASS\":5}"_ba << false
            << "5}"_ba << u"/FAIL_TO_PASS"_s << u"found a number"_s;
    }

    void skipsMalformedRows()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, bad);
        QFETCH(bool, badLast);
        QFETCH(QByteArray, marker);
        QFETCH(QString, pointer);
        QFETCH(QString, message);

        const QByteArray text = badLast ? QByteArray(QByteArray(kGoodOne) + '\n' + kGoodTwo + '\n' + bad)
                                        : QByteArray(QByteArray(kGoodOne) + '\n' + bad + '\n' + kGoodTwo + '\n');
        const int badLine = badLast ? 3 : 2;
        const int column = marker.isEmpty() ? int(bad.size()) + 1 : int(bad.indexOf(marker)) + 1;

        Result<SweBenchInstanceFile> file = parseSweBenchInstances(text, fileName);
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 2);
        QCOMPARE(file->instances[0].instanceId, u"good__one-1"_s);
        QCOMPARE(file->instances[0].failToPass, QStringList{u"t1"_s});
        QCOMPARE(file->instances[1].instanceId, u"good__two-2"_s);
        QCOMPARE(file->instances[1].passToPass, QStringList{u"t2"_s});
        QCOMPARE(file->instances[1].line, badLast ? 2 : 3);

        QCOMPARE(file->rowErrors.size(), 1);
        const Error &e = file->rowErrors.first();
        QCOMPARE(e.file, fileName);
        QCOMPARE(e.line, badLine);
        QCOMPARE(e.column, column);
        QCOMPARE(e.pointer, pointer);
        QVERIFY2(e.message.contains(message), qPrintable(e.message));
        QVERIFY(e.toString().startsWith(fileName + u':' + QString::number(badLine) + u':' + QString::number(column) +
                                        u": "_s));
    }

    // Past the first megabyte the rows are read in a later batch: a broken row there still costs only itself.
    void skipsABrokenRowFarIntoALargeFile_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::newRow("unclosed string") << "{\"instance_id\": \"x__y-1\", \"repo\": \"o/"_ba;
        QTest::newRow("unclosed object") << "{\"instance_id\": \"x__y-1\", \"repo\": \"o/r\","_ba;
        QTest::newRow("not an object") << "\"text\""_ba;
    }

    void skipsABrokenRowFarIntoALargeFile()
    {
        QFETCH(QByteArray, bad);
        QList<QByteArray> lines = readFixture(kVerified).split('\n');
        qsizetype before = 0;
        for (qsizetype i = 0; i < 80; ++i)
            before += lines[i].size() + 1;
        QVERIFY(before > (1 << 20));
        lines.insert(80, bad);
        Result<SweBenchInstanceFile> file = parseSweBenchInstances(lines.join('\n'), u"big.jsonl"_s);
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 100);
        QCOMPARE(file->instances[80].line, 82);
        QCOMPARE(file->instances[80].instanceId, readSweBenchInstances(kVerified)->instances[80].instanceId);
        QCOMPARE(file->rowErrors.size(), 1);
        QCOMPARE(file->rowErrors.first().line, 81);
    }

    // In a JSON array the pointer names the element; a syntax error ends the array but keeps the rows before it.
    void namesArrayElements()
    {
        const QByteArray broken = "{\"instance_id\": \"x__y-2\", \"repo\": tru}"_ba;
        const QByteArray text = "[\n"_ba + kGoodOne + ",\n" + "{\"instance_id\":\"x__y-1\",\"FAIL_TO_PASS\":5}" +
                                ",\n" + kGoodTwo + ",\n" + broken + "\n]\n";
        Result<SweBenchInstanceFile> file = parseSweBenchInstances(text, u"rows.json"_s);
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 2);
        QCOMPARE(file->instances[1].instanceId, u"good__two-2"_s);
        QCOMPARE(file->instances[1].line, 4);
        QCOMPARE(file->rowErrors.size(), 2);
        QCOMPARE(file->rowErrors[0].pointer, u"/1/repo"_s);
        QCOMPARE(file->rowErrors[0].line, 3);
        QCOMPARE(file->rowErrors[1].line, 5);
        QCOMPARE(file->rowErrors[1].column, int(broken.indexOf("tru")) + 1);
        QCOMPARE(file->rowErrors[1].pointer, u"/3"_s);
        QVERIFY(file->rowErrors[1].message.contains(u"rows after it were not read"_s));
    }

    void readsRowsKeyedById()
    {
        const QByteArray text =
            "{\"o__r-1\": {\"instance_id\": \"o__r-1\", \"repo\": \"o/r\", \"base_commit\": \"c\"}}"_ba;
        Result<SweBenchInstanceFile> file = parseSweBenchInstances(text, u"one.json"_s);
        QVERIFY(file);
        QCOMPARE(file->instances.size(), 1);
        QCOMPARE(file->instances.first().instanceId, u"o__r-1"_s);
    }

    void failsOnlyWhenTheFileCannotBeRead()
    {
        Result<SweBenchInstanceFile> file = readSweBenchInstances(kData + u"no-such-file.jsonl"_s);
        QVERIFY(!file);
        QCOMPARE(file.error().file, kData + u"no-such-file.jsonl"_s);
        QCOMPARE(file.error().code, Error::Code::NotFound);

        Result<SweBenchInstanceFile> notJson = parseSweBenchInstances("hello\n", u"x.json"_s);
        QVERIFY(!notJson);
        QCOMPARE(notJson.error().line, 1);
        QCOMPARE(notJson.error().column, 1);

        Result<SweBenchInstanceFile> empty = parseSweBenchInstances("\n\n", u"x.jsonl"_s);
        QVERIFY(empty);
        QVERIFY(empty->instances.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSweBenchInstance)
#include "tst_swebenchinstance.moc"
