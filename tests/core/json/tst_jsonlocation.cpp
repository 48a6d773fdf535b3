// The position/pointer utility every JSON reader names errors with: line:column of a byte offset, where a JSON
// pointer's value starts, building pointers, and the errors nlohmann parsing reports through it.

#include <core/json/jsondocument.h>
#include <core/json/jsonlocation.h>

#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

class TestJsonLocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textPositions_data();
    void textPositions();
    void locatesPointers_data();
    void locatesPointers();
    void appendsPointerTokens_data();
    void appendsPointerTokens();
    void valueErrorNamesFileLineColumnAndPointer();
    void parseErrorsOfMultiLineText_data();
    void parseErrorsOfMultiLineText();
    void serializesInTheWrittenForm();
};

void TestJsonLocation::textPositions_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("marker"); // the offset asked for is where this starts
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("start") << "{\"a\": 1}"_ba
                           << "{"_ba << 1 << 1;
    QTest::newRow("first line") << "{\"a\": 1}"_ba
                                << "1"_ba << 1 << 7;
    QTest::newRow("third line") << "{\n  \"a\": 1,\n  \"b\": true\n}"_ba
                                << "true"_ba << 3 << 8;
    QTest::newRow("start of a line") << "[\n1,\n2\n]"_ba
                                     << "2"_ba << 3 << 1;
    QTest::newRow("CRLF line ends") << "{\r\n  \"a\": 1\r\n}"_ba
                                    << "1"_ba << 2 << 8;
    // "é" and "✓" are two and three bytes in UTF-8 but one column each; "😀" is four bytes, one character.
    QTest::newRow("two-byte character") << "{\"café\": 1}"_ba
                                        << "1"_ba << 1 << 10;
    QTest::newRow("three-byte character") << "[\"✓✓\", x]"_ba
                                          << "x"_ba << 1 << 8;
    QTest::newRow("four-byte character") << "\n  [\"😀\", x]"_ba
                                         << "x"_ba << 2 << 9;
}

void TestJsonLocation::textPositions()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, marker);
    QFETCH(int, line);
    QFETCH(int, column);
    const qsizetype offset = text.indexOf(marker);
    QVERIFY(offset >= 0);
    const TextPosition p = textPosition(text, offset);
    QCOMPARE(p.line, line);
    QCOMPARE(p.column, column);
}

void TestJsonLocation::locatesPointers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QByteArray>("marker"); // the value is expected to start where this starts

    const QByteArray task = "{\n"
                            "  \"id\": \"task-1\",\n"
                            "  \"specs\": [\n"
                            "    {\"id\": \"S1\", \"category\": \"state\"},\n"
                            "    {\"id\": \"S2\", \"text\": \"a } and a ] inside a string\", \"category\": 7}\n"
                            "  ],\n"
                            "  \"a/b\": {\"m~n\": [true, \"deep\"]},\n"
                            "  \"~1\": \"tilde one\",\n"
                            "  \"caf\\u00e9\": \"escaped key\"\n"
                            "}\n"_ba;
    QTest::newRow("root") << task << QString() << "{\n"_ba;
    QTest::newRow("top-level key") << task << u"/id"_s << "\"task-1\""_ba;
    QTest::newRow("array element") << task << u"/specs/1"_s << "{\"id\": \"S2\""_ba;
    QTest::newRow("key after a string holding brackets") << task << u"/specs/1/category"_s << "7}"_ba;
    QTest::newRow("~1 escapes a slash") << task << u"/a~1b"_s << "{\"m~n\""_ba;
    QTest::newRow("~0 escapes a tilde") << task << u"/a~1b/m~0n/1"_s << "\"deep\""_ba;
    // "~01" is "~1" (the tilde is restored last), not "~/".
    QTest::newRow("~01 reads as the key ~1") << task << u"/~01"_s << "\"tilde one\""_ba;
    QTest::newRow("key written with a \\u escape") << task << u"/café"_s << "\"escaped key\""_ba;
    // A missing key or index points at the innermost object or array that exists.
    QTest::newRow("missing top-level key") << task << u"/repository"_s << "{\n"_ba;
    QTest::newRow("missing key in a nested object")
        << task << u"/specs/0/text"_s << "{\"id\": \"S1\", \"category\": \"state\"}"_ba;
    QTest::newRow("missing key below a missing key") << task << u"/specs/0/tests/2"_s << "{\"id\": \"S1\""_ba;
    QTest::newRow("index past the end") << task << u"/specs/5/id"_s << "[\n    {\"id\": \"S1\""_ba;
    QTest::newRow("key asked of a string") << task << u"/id/x"_s << "\"task-1\""_ba;
}

void TestJsonLocation::locatesPointers()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, pointer);
    QFETCH(QByteArray, marker);
    QCOMPARE(locateJsonPointer(text, pointer), text.indexOf(marker));
}

void TestJsonLocation::appendsPointerTokens_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"/specs"_s << u"category"_s << u"/specs/category"_s;
    QTest::newRow("slash") << QString() << u"tests/test_a.py"_s << u"/tests~1test_a.py"_s;
    QTest::newRow("tilde") << u"/a"_s << u"~home"_s << u"/a/~0home"_s;
    QTest::newRow("tilde then one") << QString() << u"~1"_s << u"/~01"_s;
    QTest::newRow("empty token") << u"/a"_s << QString() << u"/a/"_s;
}

void TestJsonLocation::appendsPointerTokens()
{
    QFETCH(QString, pointer);
    QFETCH(QString, token);
    QFETCH(QString, expected);
    QCOMPARE(jsonPointerAppend(pointer, token), expected);
    // What is appended is found again.
    const QByteArray text = "{\"" + token.toUtf8() + "\": 1}";
    if (pointer.isEmpty())
        QCOMPARE(locateJsonPointer(text, expected), text.indexOf("1}"));
}

void TestJsonLocation::valueErrorNamesFileLineColumnAndPointer()
{
    const QByteArray text = "{\n  \"tests\": {\n    \"command\": 42\n  }\n}\n"_ba;
    const Error e =
        jsonValueError(text, u"tasks/t1/task.json"_s, u"/tests/command"_s, u"expected a string, found a number"_s);
    QCOMPARE(e.code, Error::Code::Schema);
    QCOMPARE(e.file, u"tasks/t1/task.json"_s);
    QCOMPARE(e.line, 3);
    QCOMPARE(e.column, 16);
    QCOMPARE(e.pointer, u"/tests/command"_s);
    QCOMPARE(e.toString(), u"tasks/t1/task.json:3:16: expected a string, found a number (at /tests/command)"_s);
    QCOMPARE(jsonPointerAppend(u"/specs"_s, qsizetype(3)), u"/specs/3"_s);

    // An unknown place gives no line:column rather than a wrong one.
    const Error nowhere = jsonErrorAt(text, -1, u"x.json"_s, {}, u"cannot read"_s, Error::Code::Io);
    QCOMPARE(nowhere.line, 0);
    QCOMPARE(nowhere.column, 0);
}

void TestJsonLocation::parseErrorsOfMultiLineText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");

    // nlohmann stops on the last character of the token it did not expect: the quote closing "b".
    QTest::newRow("missing comma on line 3") << "{\n  \"a\": 1\n  \"b\": 2\n}\n"_ba << 3 << 5 << u"invalid JSON"_s;
    // The column counts characters: 名, 前 and ü are one column each, not three and two bytes.
    QTest::newRow("bad literal on a line with UTF-8")
        << "{\n  \"名前\": \"ü\", \"ok\": tru}\n"_ba << 2 << 23 << u"invalid JSON"_s;
    QTest::newRow("cut short") << "{\n  \"a\": [1, 2,\n"_ba << 3 << 1 << u"invalid JSON"_s;
    QTest::newRow("empty") << "\n\n"_ba << 3 << 1 << u"the file is empty"_s;
}

void TestJsonLocation::parseErrorsOfMultiLineText()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    const Result<Json> parsed = parseJson(text, u"curation.json"_s);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, Error::Code::Parse);
    QCOMPARE(parsed.error().file, u"curation.json"_s);
    QCOMPARE(parsed.error().line, line);
    QCOMPARE(parsed.error().column, column);
    QVERIFY2(parsed.error().message.contains(messagePart), qPrintable(parsed.error().message));
}

void TestJsonLocation::serializesInTheWrittenForm()
{
    Json json = Json::object();
    json["b"] = "ü → ✓";
    json["a"] = Json::array({1, 2});
    // Keys keep their order, two-space indent, UTF-8 as is, a final newline.
    QCOMPARE(serializeJson(json), "{\n  \"b\": \"ü → ✓\",\n  \"a\": [\n    1,\n    2\n  ]\n}\n"_ba);
    const Result<Json> back = parseJson(serializeJson(json), u"x.json"_s);
    QVERIFY(back);
    QVERIFY(*back == json);
}

QTEST_GUILESS_MAIN(TestJsonLocation)
#include "tst_jsonlocation.moc"
