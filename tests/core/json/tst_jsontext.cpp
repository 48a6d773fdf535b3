// The simdjson side of the JSON layer: a file read into padded text, parsed into JsonNodes or read row by row, and
// every syntax error turned into one Error form: the file, the line:column of the place to look, the pointer, and
// what was expected.

#include <core/json/jsonfieldreader.h>
#include <core/json/jsonnode.h>
#include <core/json/jsonrows.h>
#include <core/json/jsontext.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestJsonText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void syntaxErrors_data();
    void syntaxErrors();
    void readsNodesWithTheirOffsets();
    void keepsOnlyTheKeysAskedFor();
    void rowErrorsNameLineAndPointer_data();
    void rowErrorsNameLineAndPointer();
    void fieldErrorsPointAtTheValue();
    void loadsRealFilesAndNamesThemInErrors();
};

// The column where marker starts in line (1-based, counted in characters); empty marker: just after the text.
static int columnOf(const QByteArray &line, const QByteArray &marker)
{
    const QByteArray before = marker.isEmpty() ? line : line.first(line.indexOf(marker));
    return int(QString::fromUtf8(before).toUcs4().size()) + 1;
}

void TestJsonText::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QByteArray>("marker"); // in that line: the error's column is where it starts (empty: line end)
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("object cut short") << "{\n  \"a\": [1, 2],\n  \"b\": {\"c\": 1"_ba << 3 << QByteArray()
                                      << u"expected '}'"_s;
    QTest::newRow("array cut short") << "[\n  {\"a\": 1},\n  {\"b\": 2}"_ba << 3 << QByteArray() << u"expected ']'"_s;
    QTest::newRow("string cut short") << "{\"query\": \"Fix the \\\"hours\\\" bug in caf\xc3\xa9"_ba << 1
                                      << QByteArray() << u"ends inside a string that is not closed"_s;
    QTest::newRow("missing comma") << "{\n  \"a\": 1\n  \"b\": 2\n}"_ba << 3 << "\"b\""_ba << u"invalid JSON"_s;
    QTest::newRow("misspelled literal after UTF-8")
        << "{\"名前\": \"✓\", \"ok\": True}"_ba << 1 << "True"_ba << u"lower case"_s;
    QTest::newRow("invalid UTF-8") << "{\n  \"a\": \"ok\",\n  \"b\": \"\xff\"\n}"_ba << 3 << "\xff"_ba
                                   << u"expected UTF-8 text"_s;
    QTest::newRow("raw tab in a string") << "[\"ls\t-l\"]"_ba << 1 << "\t"_ba << u"control characters"_s;
    // Quotes pair up as simdjson reads them, so the string left open is the one the last quote starts.
    QTest::newRow("string left open across lines") << "[\"a\",\n \"b]\n"_ba << 2 << "\"b"_ba << u"closing quote"_s;
    QTest::newRow("empty") << "  \n"_ba << 1 << QByteArray("  ") << u"the file is empty"_s;
}

void TestJsonText::syntaxErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QByteArray, marker);
    QFETCH(QString, messagePart);

    const Result<JsonNode> parsed = parseJsonText(JsonText::fromBytes(text, u"report.json"_s));
    QVERIFY(!parsed);
    const Error &e = parsed.error();
    QCOMPARE(e.code, Error::Code::Parse);
    QCOMPARE(e.file, u"report.json"_s);
    QCOMPARE(e.line, line);
    const QByteArray lineText = text.split('\n').at(line - 1);
    QCOMPARE(e.column, columnOf(lineText, marker));
    QVERIFY2(e.message.contains(messagePart), qPrintable(e.message));
    QVERIFY(!e.detail.isEmpty()); // simdjson's own words, for the details pane
}

void TestJsonText::readsNodesWithTheirOffsets()
{
    // A byte order mark is skipped; offsets count from the start of the file.
    const QByteArray text =
        "\xEF\xBB\xBF{\"id\": \"t-1\", \"n\": 12, \"x\": 1.5, \"ok\": false, \"list\": [null, \"é\"]}"_ba;
    const JsonText json = JsonText::fromBytes(text, u"t.json"_s);
    const Result<JsonNode> parsed = parseJsonText(json);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
    QVERIFY(parsed->isObject());
    QCOMPARE(parsed->keys, (std::vector<QString>{u"id"_s, u"n"_s, u"x"_s, u"ok"_s, u"list"_s}));
    QCOMPARE(parsed->find(u"id")->text(), u"t-1"_s);
    QCOMPARE(parsed->find(u"id")->offset, text.indexOf("\"t-1\""));
    QCOMPARE(parsed->find(u"n")->integer, std::optional<qint64>(12));
    QVERIFY(!parsed->find(u"x")->integer);
    QCOMPARE(parsed->find(u"x")->number, 1.5);
    QCOMPARE(parsed->find(u"ok")->type, JsonNode::Type::Bool);
    const JsonNode *list = parsed->find(u"list");
    QVERIFY(list && list->isArray());
    QVERIFY(list->items[0].isNull());
    QCOMPARE(list->items[1].text(), u"é"_s);
    QCOMPARE(list->items[1].offset, text.indexOf("\"é\""));
    QVERIFY(!parsed->find(u"missing"));
}

void TestJsonText::keepsOnlyTheKeysAskedFor()
{
    const QByteArray text = "{\"instance_id\": \"a__b-1\", \"trajectory\": {\"huge\": [1, 2, 3]}, \"patch\": \"p\"}"_ba;
    const Result<JsonNode> parsed =
        parseJsonText(JsonText::fromBytes(text, u"row.json"_s), {u"instance_id"_s, u"patch"_s});
    QVERIFY(parsed);
    QCOMPARE(parsed->keys.size(), size_t(3));
    const JsonNode *skipped = parsed->find(u"trajectory");
    QVERIFY(skipped && skipped->skipped && skipped->isNull());
    QCOMPARE(parsed->find(u"patch")->text(), u"p"_s);
}

void TestJsonText::rowErrorsNameLineAndPointer_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("rows");          // rows delivered
    QTest::addColumn<int>("line");          // of the one error
    QTest::addColumn<QByteArray>("marker"); // in that line: where the error's column is (empty: line end)
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("JSONL row cut short") << u"preds.jsonl"_s
                                         << "{\"id\": \"a\"}\n{\"id\": \"b\", \"patch\": \"dif\n{\"id\": \"c\"}\n"_ba
                                         << 2 << 2 << QByteArray() << QString() << u"ends inside a string"_s;
    QTest::newRow("JSONL row with a bad literal")
        << u"preds.jsonl"_s << "{\"id\": \"a\"}\n{\"id\": \"b\", \"ok\": nope}\n{\"id\": \"c\"}\n"_ba << 2 << 2
        << "nope"_ba << QString() << u"lower case"_s;
    QTest::newRow("JSONL row that is not an object")
        << u"preds.jsonl"_s << "{\"id\": \"a\"}\n  [1]\n{\"id\": \"c\"}\n"_ba << 2 << 2 << "["_ba << QString()
        << u"expected an object, found an array"_s;
    QTest::newRow("array element with a bad literal")
        << u"rows.json"_s << "[\n  {\"id\": \"a\"},\n  {\"id\": tru}\n]\n"_ba << 1 << 3 << "tru"_ba << u"/1"_s
        << u"the rows after it were not read"_s;
    QTest::newRow("entry keyed by id that is not an object")
        << u"rows.json"_s << "{\n  \"a\": {\"id\": \"a\"},\n  \"b~/\": 7\n}\n"_ba << 1 << 3 << "7"_ba << u"/b~0~1"_s
        << u"expected an object, found a number"_s;
}

void TestJsonText::rowErrorsNameLineAndPointer()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(int, rows);
    QFETCH(int, line);
    QFETCH(QByteArray, marker);
    QFETCH(QString, pointer);
    QFETCH(QString, messagePart);

    int delivered = 0;
    const Result<QList<Error>> errors =
        forEachJsonRow(JsonText::fromBytes(text, file), u"id"_s, {}, [&](const JsonNode &, const JsonRowPlace &) {
            ++delivered;
            return std::optional<Error>();
        });
    QVERIFY(errors);
    QCOMPARE(delivered, rows);
    QCOMPARE(errors->size(), 1);
    const Error &e = errors->first();
    QCOMPARE(e.file, file);
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, columnOf(text.split('\n').at(line - 1), marker));
    QCOMPARE(e.pointer, pointer);
    QVERIFY2(e.message.contains(messagePart), qPrintable(e.message));
}

void TestJsonText::fieldErrorsPointAtTheValue()
{
    const QByteArray text = "{\"instance_id\": \"a__b-1\",\n \"FAIL_TO_PASS\": [\"t1\", 2]}"_ba;
    const JsonText json = JsonText::fromBytes(text, u"i.json"_s);
    const Result<JsonNode> row = parseJsonText(json);
    QVERIFY(row);
    JsonFieldReader read(json, *row, {});
    QCOMPARE(read.string(u"instance_id", true), u"a__b-1"_s);
    QVERIFY(read.ok());
    QVERIFY(read.stringList(u"FAIL_TO_PASS").isEmpty());
    QVERIFY(!read.ok());
    QCOMPARE(read.error()->pointer, u"/FAIL_TO_PASS/1"_s);
    QCOMPARE(read.error()->line, 2);
    QCOMPARE(read.error()->column, 25);
    QVERIFY(read.error()->message.contains(u"expected a string, found a number"_s));
}

void TestJsonText::loadsRealFilesAndNamesThemInErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"report.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"resolved\": tru\n}\n");
    file.close();

    const Result<JsonText> text = JsonText::load(path);
    QVERIFY(text);
    QCOMPARE(text->file(), path);
    QVERIFY(text->capacity() >= text->size() + JsonText::Padding);
    const Result<JsonNode> parsed = parseJsonText(*text);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().toString().startsWith(path + u":2:15: invalid JSON"_s),
             qPrintable(parsed.error().toString()));

    const Result<JsonText> missing = JsonText::load(dir.filePath(u"none.json"_s));
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, Error::Code::NotFound);
    QCOMPARE(missing.error().file, dir.filePath(u"none.json"_s));
}

QTEST_GUILESS_MAIN(TestJsonText)
#include "tst_jsontext.moc"
