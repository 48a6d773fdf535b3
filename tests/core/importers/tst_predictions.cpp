// Predictions files: vexp-ai/vexp-swe-bench's results/eval-logs/predictions.jsonl (100 SWE-bench Verified rows),
// SWE-agent/SWE-agent's all_preds.jsonl and All-Hands-AI/OpenHands' output.jsonl (patch and model elsewhere in the
// row), checked against Qt's own JSON reader; and the JSON array and {instance_id: {...}} forms.
#include <core/importers/predictions.h>
#include <tests/support/fixtures.h>
#include <tests/support/instancerows.h>
#include <tests/support/samples.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kVexp = testDataPath(samples::vexpPredictions);
const QString kSweAgent = testDataPath(samples::sweAgentRun + u"/all_preds.jsonl"_s);
const QString kOpenHands = testDataPath(samples::openHandsOutput);

} // namespace

class TestPredictions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsSweBenchPredictions()
    {
        const QList<QJsonObject> rows = jsonlRows(kVexp);
        Result<PredictionFile> file = readPredictions(kVexp);
        QVERIFY(file);
        QVERIFY(file->rowErrors.isEmpty());
        QCOMPARE(file->predictions.size(), 100);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const Prediction &p = file->predictions[i];
            QCOMPARE(p.instanceId, rows[i].value(u"instance_id"_s).toString());
            QCOMPARE(p.model, u"vexp-swebench-1774184993333"_s);
            QCOMPARE(p.patch, rows[i].value(u"model_patch"_s).toString().toUtf8());
            QCOMPARE(p.line, int(i + 1));
            QVERIFY(!p.hasTrajectory);
        }
        // The one empty patch of the run.
        const auto empty = std::find_if(file->predictions.begin(), file->predictions.end(),
                                        [](const Prediction &p) { return p.patch.isEmpty(); });
        QVERIFY(empty != file->predictions.end());
        QCOMPARE(empty->instanceId, u"django__django-13513"_s);
    }

    void readsSweAgentPredictions()
    {
        Result<PredictionFile> file = readPredictions(kSweAgent);
        QVERIFY(file);
        QCOMPARE(file->predictions.size(), 1);
        const Prediction &p = file->predictions.first();
        QCOMPARE(p.instanceId, u"pydicom__pydicom-1458"_s);
        QCOMPARE(p.model, u"gpt4__swe-bench-dev-easy_first_only__default__t-0.00__p-0.95__c-3.00__install-1"_s);
        QVERIFY(p.patch.startsWith("\ndiff --git a/pydicom/pixel_data_handlers/numpy_handler.py"));
    }

    void readsOpenHandsOutput()
    {
        const QList<QJsonObject> rows = jsonlRows(kOpenHands);
        Result<PredictionFile> file = readPredictions(kOpenHands);
        QVERIFY(file);
        QCOMPARE(file->predictions.size(), 3);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const Prediction &p = file->predictions[i];
            QCOMPARE(p.instanceId, rows[i].value(u"instance_id"_s).toString());
            QCOMPARE(p.patch, rows[i].value(u"test_result"_s).toObject().value(u"git_patch"_s).toString().toUtf8());
            QCOMPARE(p.model, u"openai/openrouter-llama-4-maverick"_s);
            QVERIFY(p.hasTrajectory);
        }
        QCOMPARE(file->predictions.first().instanceId, u"ponylang__ponyc-4595"_s);
    }

    void readsOtherForms_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("array")
            << u"preds.json"_s
            << "[{\"instance_id\": \"a__b-1\", \"model_name_or_path\": \"m\", \"model_patch\": \"p1\"},"
               " {\"instance_id\": \"a__b-2\", \"model_name_or_path\": \"m\", \"model_patch\": null}]"_ba;
        QTest::newRow("keyed by id, id in the row")
            << u"preds.json"_s
            << "{\"a__b-1\": {\"instance_id\": \"a__b-1\", \"model_name_or_path\": \"m\", \"model_patch\": \"p1\"},\n"
               " \"a__b-2\": {\"instance_id\": \"a__b-2\", \"model_name_or_path\": \"m\"}}"_ba;
        QTest::newRow("keyed by id, id from the key")
            << u"preds.json"_s
            << "{\"a__b-1\": {\"model_name_or_path\": \"m\", \"model_patch\": \"p1\"},\n"
               " \"a__b-2\": {\"model_name_or_path\": \"m\", \"model_patch\": \"\"}}"_ba;
    }

    void readsOtherForms()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, text);
        Result<PredictionFile> file = parsePredictions(text, fileName);
        QVERIFY(file);
        QVERIFY(file->rowErrors.isEmpty());
        QCOMPARE(file->predictions.size(), 2);
        QCOMPARE(file->predictions[0].instanceId, u"a__b-1"_s);
        QCOMPARE(file->predictions[0].patch, "p1"_ba);
        QCOMPARE(file->predictions[0].model, u"m"_s);
        QCOMPARE(file->predictions[1].instanceId, u"a__b-2"_s);
        QVERIFY(file->predictions[1].patch.isEmpty());
    }

    void skipsBadRows()
    {
        const QByteArray text = "{\"instance_id\": \"a__b-1\", \"model_patch\": 3}\n"
                                "{\"model_patch\": \"p\"}\n"
                                "{\"instance_id\": \"a__b-3\", \"model_patch\": \"p3\"}\n"
                                "{\"instance_id\": \"a__b-4\", \"model_pa\n";
        Result<PredictionFile> file = parsePredictions(text, u"preds.jsonl"_s);
        QVERIFY(file);
        QCOMPARE(file->predictions.size(), 1);
        QCOMPARE(file->predictions.first().instanceId, u"a__b-3"_s);
        QCOMPARE(file->rowErrors.size(), 3);
        QCOMPARE(file->rowErrors[0].pointer, u"/model_patch"_s);
        QCOMPARE(file->rowErrors[0].line, 1);
        QCOMPARE(file->rowErrors[0].column, 42);
        QCOMPARE(file->rowErrors[1].pointer, u"/instance_id"_s);
        QCOMPARE(file->rowErrors[1].line, 2);
        QCOMPARE(file->rowErrors[2].line, 4);
    }
};

QTEST_GUILESS_MAIN(TestPredictions)
#include "tst_predictions.moc"
