// The step boundaries of a trajectory found without parsing it: hand-made documents with the tricky parts of JSON,
// and real SWE-agent trajectories whose steps the full parser reads one for one.
#include <core/trajectory/jsonarrayscan.h>
#include <core/trajectory/trajectoryparser.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

class TestJsonArrayScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsTheElements_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QList<QByteArray>>("elements");
        QTest::newRow("plain") << QByteArray("{\"trajectory\": [{\"a\": 1}, {\"b\": 2}]}")
                               << QList<QByteArray>{"{\"a\": 1}", "{\"b\": 2}"};
        QTest::newRow("members before, of every kind")
            << QByteArray(
                   "{\"n\": -1.5e3, \"t\": true, \"z\": null, \"s\": \"a]b}\", \"o\": {\"x\": [1, {\"y\": \"]\"}]},"
                   " \"trajectory\": [1, \"two\", [3], {\"four\": 4}], \"after\": {}}")
            << QList<QByteArray>{"1", "\"two\"", "[3]", "{\"four\": 4}"};
        QTest::newRow("brackets and quotes inside strings")
            << QByteArray("{\"trajectory\": [{\"action\": \"echo \\\"}]\\\" \\\\\\\\ done\"}, {\"o\": \"[[[{\"}]}")
            << QList<QByteArray>{"{\"action\": \"echo \\\"}]\\\" \\\\\\\\ done\"}", "{\"o\": \"[[[{\"}"};
        QTest::newRow("empty") << QByteArray("  {\"trajectory\":[]}  ") << QList<QByteArray>{};
        QTest::newRow("a byte order mark and line breaks")
            << QByteArray("\xEF\xBB\xBF{\n  \"trajectory\" :\n  [\n    {}\n  ]\n}\n") << QList<QByteArray>{"{}"};
        QTest::newRow("a key that only looks like it")
            << QByteArray("{\"info\": {\"trajectory\": [9]}, \"trajectory\": [{\"ok\": true}]}")
            << QList<QByteArray>{"{\"ok\": true}"};
    }
    void findsTheElements()
    {
        QFETCH(QByteArray, json);
        QFETCH(QList<QByteArray>, elements);
        QString error;
        const std::optional<QList<JsonSpan>> spans = scanTopLevelArray(json, "trajectory", &error);
        QVERIFY2(spans, qPrintable(error));
        QCOMPARE(spans->size(), elements.size());
        for (qsizetype i = 0; i < elements.size(); ++i)
            QCOMPARE(json.mid(spans->at(i).begin, spans->at(i).size()), elements[i]);
    }

    void saysWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("said");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << u"not a JSON object"_s;
        QTest::newRow("no such member") << QByteArray("{\"history\": []}") << u"no member \"trajectory\""_s;
        QTest::newRow("not an array") << QByteArray("{\"trajectory\": {}}") << u"is not an array"_s;
        QTest::newRow("cut inside an element") << QByteArray("{\"trajectory\": [{\"a\": \"b") << u"element 0"_s;
        QTest::newRow("cut after an element") << QByteArray("{\"trajectory\": [{}, ") << u"ends inside the array"_s;
        QTest::newRow("cut inside a string before") << QByteArray("{\"x\": \"abc") << u"ends inside"_s;
        QTest::newRow("empty file") << QByteArray() << u"not a JSON object"_s;
        // Where no value starts, the scan once stood still and read the same place for ever.
        QTest::newRow("a brace where an element belongs") << QByteArray("{\"trajectory\": [{}, {}}") << u"element 2"_s;
        QTest::newRow("a colon where an element belongs") << QByteArray("{\"trajectory\": [{} : ]}") << u"element 1"_s;
        QTest::newRow("a member without a value")
            << QByteArray("{\"x\": }, \"trajectory\": []}") << u"member \"x\" has no value"_s;
    }
    void saysWhatIsWrong()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, said);
        QString error;
        QVERIFY(!scanTopLevelArray(json, "trajectory", &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    // A SWE-agent trajectory's steps are the elements of its "trajectory": the scan finds as many as the parser
    // reads, and each is a JSON object of its own.
    void realTrajectories_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("SWE-agent 0.x") << samples::sweAgentTestRepoTrajectory;
        QTest::newRow("SWE-agent 0.x, pydicom") << samples::sweAgentPydicomTrajectory;
        QTest::newRow("SWE-agent 1.0") << samples::sweAgentMarshmallowTrajectory;
        QTest::newRow("SWE-smith") << samples::sweSmithTrajectory;
    }
    void realTrajectories()
    {
        QFETCH(QString, file);
        const QByteArray json = readFile(testDataPath(file));
        QVERIFY(!json.isEmpty());
        const Result<Trajectory> parsed = parseTrajectory(json);
        QVERIFY(parsed);
        QString error;
        const std::optional<QList<JsonSpan>> spans = scanTopLevelArray(json, "trajectory", &error);
        QVERIFY2(spans, qPrintable(error));
        QCOMPARE(spans->size(), parsed->steps.size());
        for (const JsonSpan &span : *spans) {
            QJsonParseError parseError;
            const QJsonDocument element = QJsonDocument::fromJson(json.mid(span.begin, span.size()), &parseError);
            QCOMPARE(parseError.error, QJsonParseError::NoError);
            QVERIFY(element.isObject());
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonArrayScan)
#include "tst_jsonarrayscan.moc"
