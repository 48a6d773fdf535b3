// Verdict labels of the labelled demo (tests/support/demo/labelleddemo.h): one line per flag with its claim, every
// curator's verdict in order (blind first), the agreement and the final decision; an unreadable task is a warning.
#include <core/agents/verdictexport.h>

#include <core/dataset/schemavalidator.h>
#include <core/json/jsondocument.h>

#include <tests/support/demo/installeddemo.h>
#include <tests/support/demo/labelleddemo.h>
#include <tests/support/files.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QList<QJsonObject> linesOf(const QByteArray &jsonl)
{
    QList<QJsonObject> out;
    for (const QByteArray &line : jsonl.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            return {};
        out.append(doc.object());
    }
    return out;
}

QJsonObject lineFor(const QList<QJsonObject> &lines, const QString &task, const QString &flag)
{
    for (const QJsonObject &o : lines)
        if (o[u"task"_s].toString() == task && o[u"flag"_s].toString() == flag)
            return o;
    return {};
}

QStringList verdictSummary(const QJsonObject &line)
{
    // "order origin curator state" for each verdict, to compare the whole list at once.
    QStringList out;
    for (const QJsonValue &v : line[u"verdicts"_s].toArray()) {
        const QJsonObject o = v.toObject();
        out.append(u"%1 %2 %3 %4"_s.arg(o[u"order"_s].toInt())
                       .arg(o[u"origin"_s].toString(), o[u"curator"_s].toString(), o[u"state"_s].toString()));
    }
    return out;
}

} // namespace

class TestVerdictExport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_root;

private Q_SLOTS:
    void initTestCase()
    {
        m_root = installLabelledDemo(m_dir.path() + u"/demo"_s);
        QVERIFY(!m_root.isEmpty());
    }

    void countsAndWarning()
    {
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY2(labels, qPrintable(labels ? QString() : labels.error().toString()));
        const VerdictExportReport &r = labels->report;
        QCOMPARE(r.dataset, u"Heddle demo"_s);
        QCOMPARE(r.tasks, 3);
        QCOMPARE(r.flags, 9);
        QCOMPARE(r.withdrawn, 1);
        QCOMPARE(r.byVerdict.value(u"confirmed"_s), 4);
        QCOMPARE(r.byVerdict.value(u"dismissed"_s), 2);
        QCOMPARE(r.byVerdict.value(u"open"_s), 2);
        QCOMPARE(r.byVerdict.value(u"needs_rerun"_s), 1);
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings.first().toString().contains(u"broken"_s), qPrintable(r.warnings.first().toString()));
        const QList<QJsonObject> lines = linesOf(labels->jsonl);
        QCOMPARE(lines.size(), 9);
        // Dataset order, then each task's flag order.
        QStringList order;
        for (const QJsonObject &o : lines)
            order.append(o[u"task"_s].toString().left(1) + o[u"flag"_s].toString());
        QCOMPARE(order, (QStringList{u"cA1"_s, u"cB1"_s, u"cA2"_s, u"cH1"_s, u"sA3"_s, u"sB2"_s, u"sB3"_s,
                                     u"wuncovered.S7"_s, u"wA4"_s}));
    }

    // Steps and hunks as review.json counts them (from 0), and as a person reads them in the window (from 1).
    void evidenceCarriesTheNumbersPeopleRead()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s); // its own flags, with steps and hunks
        QVERIFY(!root.isEmpty());
        const Result<VerdictLabels> labels = collectVerdictLabels(root);
        QVERIFY(labels);
        const QJsonArray evidence =
            lineFor(linesOf(labels->jsonl), u"coin-hours-split"_s, u"F1"_s)[u"evidence"_s].toArray();
        QVERIFY(evidence.size() >= 2);
        const QJsonObject step = evidence.at(0).toObject();
        QCOMPARE(step[u"type"_s].toString(), u"trajectory_step"_s);
        QCOMPARE(step[u"step"_s].toInt(), 5);
        QCOMPARE(step[u"step_number"_s].toInt(), 6);
        QVERIFY(!step.contains(u"hunk_number"_s));
        const QJsonObject hunk = evidence.at(1).toObject();
        QCOMPARE(hunk[u"hunk"_s].toInt(), 1);
        QCOMPARE(hunk[u"hunk_number"_s].toInt(), 2);
    }

    void claimOfAnAgentsFlag()
    {
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY(labels);
        const QJsonObject a1 = lineFor(linesOf(labels->jsonl), u"coin-hours-split"_s, u"A1"_s);
        QCOMPARE(a1[u"dataset"_s].toString(), u"Heddle demo"_s);
        QCOMPARE(a1[u"kind"_s].toString(), u"FP"_s);
        QCOMPARE(a1[u"source"_s].toString(), u"review-agent"_s);
        QCOMPARE(a1[u"agent"_s].toObject()[u"name"_s].toString(), u"alpha"_s);
        QCOMPARE(a1[u"agent"_s].toObject()[u"version"_s].toString(), u"1.0"_s);
        const QJsonObject attempt = a1[u"attempt"_s].toObject();
        QCOMPARE(attempt[u"id"_s].toString(), u"gpt-4o-0"_s);
        QCOMPARE(attempt[u"model"_s].toString(), u"gpt-4o"_s);
        QCOMPARE(a1[u"tests"_s].toArray(), QJsonArray{u"tests/test_hours_split.py::test_minimum_allocation"_s});
        QCOMPARE(a1[u"specs"_s].toArray().size(), 1);
        QCOMPARE(a1[u"specs"_s].toArray().at(0).toObject()[u"id"_s].toString(), u"S5"_s);
        QCOMPARE(a1[u"specs"_s].toArray().at(0).toObject()[u"category"_s].toString(), u"state"_s);
        const QJsonObject evidence = a1[u"evidence"_s].toArray().at(0).toObject();
        QCOMPARE(evidence[u"type"_s].toString(), u"test_line"_s);
        QCOMPARE(evidence[u"file"_s].toString(), u"tests/test_hours_split.py"_s);
        QCOMPARE(evidence[u"line"_s].toInt(), 35);
        QCOMPARE(evidence[u"note"_s].toString(), u"never checks the total"_s);
        QCOMPARE(a1[u"claim"_s].toObject()[u"confidence"_s].toDouble(), 0.75);
        QCOMPARE(a1[u"claim"_s].toObject()[u"rationale"_s].toString(), u"why A1"_s);
        QVERIFY(a1[u"withdrawn_at"_s].isNull());
    }

    void verdictsInOrderBlindFirst()
    {
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY(labels);
        const QList<QJsonObject> lines = linesOf(labels->jsonl);
        const QJsonObject a1 = lineFor(lines, u"coin-hours-split"_s, u"A1"_s);
        QCOMPARE(verdictSummary(a1),
                 (QStringList{u"1 blind grace-hopper confirmed"_s, u"2 own ada-lovelace confirmed"_s,
                              u"3 own grace-hopper dismissed"_s, u"4 final ada-lovelace confirmed"_s}));
        const QJsonArray verdicts = a1[u"verdicts"_s].toArray();
        QCOMPARE(verdicts.at(0).toObject()[u"blind"_s].toBool(), true);
        QCOMPARE(verdicts.at(0).toObject()[u"by"_s].toString(), u"Grace Hopper"_s);
        QCOMPARE(verdicts.at(0).toObject()[u"note"_s].toString(), u"the total is never checked"_s);
        QCOMPARE(verdicts.at(0).toObject()[u"at"_s].toString(), u"2026-11-02T08:00:00Z"_s);
        QCOMPARE(verdicts.at(1).toObject()[u"blind"_s].toBool(), false);
        QCOMPARE(verdicts.at(1).toObject()[u"note"_s].toString(), u"total exceeds"_s);
        QCOMPARE(verdicts.at(1).toObject()[u"at"_s].toString(), u"2026-11-02T09:00:00Z"_s);
        QCOMPARE(verdicts.at(3).toObject()[u"by"_s].toString(), u"Ada Lovelace"_s);
        QCOMPARE(verdicts.at(3).toObject()[u"at"_s].toString(), u"2026-11-02T12:00:00Z"_s);
        // Ada (her own and the final one are the same curator) confirmed, Grace dismissed.
        const QJsonObject agreement = a1[u"agreement"_s].toObject();
        QCOMPARE(agreement[u"judged"_s].toInt(), 2);
        QCOMPARE(agreement[u"agree"_s].toInt(), 1);
        QVERIFY(agreement[u"majority"_s].isNull());
        QCOMPARE(a1[u"final"_s].toObject()[u"verdict"_s].toString(), u"confirmed"_s);
        QCOMPARE(a1[u"final"_s].toObject()[u"note"_s].toString(), u"total exceeds"_s);
        QCOMPARE(a1[u"final"_s].toObject()[u"curation_status"_s].toString(), u"in_review"_s);

        // Grace's blind verdict found no valid patch rejected: on an FN flag it reads as dismissed.
        const QJsonObject a2 = lineFor(lines, u"coin-hours-split"_s, u"A2"_s);
        QCOMPARE(verdictSummary(a2),
                 (QStringList{u"1 blind grace-hopper dismissed"_s, u"2 own ada-lovelace dismissed"_s,
                              u"3 final ada-lovelace dismissed"_s}));
        QCOMPARE(a2[u"agreement"_s].toObject()[u"judged"_s].toInt(), 1);
        QCOMPARE(a2[u"agreement"_s].toObject()[u"majority"_s].toString(), u"dismissed"_s);

        const QJsonObject b1 = lineFor(lines, u"coin-hours-split"_s, u"B1"_s);
        QCOMPARE(b1[u"agreement"_s].toObject()[u"judged"_s].toInt(), 2);
        QCOMPARE(b1[u"agreement"_s].toObject()[u"agree"_s].toInt(), 2);
        QCOMPARE(b1[u"agreement"_s].toObject()[u"majority"_s].toString(), u"confirmed"_s);
    }

    void handWrittenComputedAndWithdrawn()
    {
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY(labels);
        const QList<QJsonObject> lines = linesOf(labels->jsonl);
        const QJsonObject h1 = lineFor(lines, u"coin-hours-split"_s, u"H1"_s);
        QCOMPARE(h1[u"agent"_s].toObject()[u"name"_s].toString(), u"review-agent"_s);
        QVERIFY(h1[u"agent"_s].toObject()[u"version"_s].isNull());
        QVERIFY(h1[u"attempt"_s].isNull());
        QCOMPARE(h1[u"specs"_s].toArray().at(0).toObject()[u"category"_s].toString(), u"order"_s);
        QCOMPARE(verdictSummary(h1), QStringList{u"1 blind grace-hopper confirmed"_s});
        QCOMPARE(h1[u"agreement"_s].toObject()[u"judged"_s].toInt(), 0);
        QCOMPARE(h1[u"final"_s].toObject()[u"verdict"_s].toString(), u"open"_s);
        QVERIFY(h1[u"final"_s].toObject()[u"by"_s].isNull());

        const QJsonObject computed = lineFor(lines, u"wallet-lock"_s, u"uncovered.S7"_s);
        QCOMPARE(computed[u"source"_s].toString(), u"computed"_s);
        QCOMPARE(computed[u"agent"_s].toObject()[u"name"_s].toString(), u"computed"_s);
        QCOMPARE(computed[u"final"_s].toObject()[u"curation_status"_s].toString(), u"new"_s);
        QCOMPARE(verdictSummary(computed), QStringList{u"1 final ada-lovelace confirmed"_s});

        const QJsonObject b2 = lineFor(lines, u"spend-policy"_s, u"B2"_s);
        QCOMPARE(b2[u"withdrawn_at"_s].toString(), u"2026-11-02T15:30:00Z"_s);
        QCOMPARE(b2[u"agent"_s].toObject()[u"version"_s].toString(), u"2"_s);
        QCOMPARE(b2[u"final"_s].toObject()[u"verdict"_s].toString(), u"open"_s);
        QCOMPARE(b2[u"final"_s].toObject()[u"curation_status"_s].toString(), u"in_repair"_s);
        QVERIFY(b2[u"verdicts"_s].toArray().isEmpty());
    }

    void everyLineKeepsTheSchema()
    {
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY(labels);
        const SchemaValidator &schema = SchemaValidator::embedded(u"verdict-label.schema.json"_s);
        int lines = 0;
        for (const QByteArray &line : labels->jsonl.split('\n')) {
            if (line.isEmpty())
                continue;
            ++lines;
            const Result<Json> json = parseJson(line, u"labels"_s);
            QVERIFY(json);
            const QList<SchemaViolation> violations = schema.validate(*json);
            QVERIFY2(violations.isEmpty(), qPrintable(violations.isEmpty() ? QString()
                                                                           : violations.first().pointer + u": "_s +
                                                                                 violations.first().message));
            // The schema is read: a line without its task breaks it.
            Json broken = *json;
            broken.erase("task");
            QVERIFY(!schema.validate(broken).isEmpty());
        }
        QCOMPARE(lines, 9);
    }

    void writesTheFile()
    {
        QTemporaryDir out;
        const QString path = out.path() + u"/labels/verdicts.jsonl"_s;
        const Result<VerdictExportReport> report = exportVerdicts(m_root, path);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->flags, 9);
        const Result<VerdictLabels> labels = collectVerdictLabels(m_root);
        QVERIFY(labels);
        QCOMPARE(readFile(path), labels->jsonl);

        const Result<VerdictExportReport> refused = exportVerdicts(m_root, out.path() + u"/labels/verdicts.jsonl/x"_s);
        QVERIFY(!refused);
        QVERIFY2(refused.error().toString().contains(u"verdicts.jsonl/x"_s), qPrintable(refused.error().toString()));
    }

    void unreadableDataset()
    {
        QTemporaryDir out;
        const Result<VerdictLabels> labels = collectVerdictLabels(out.path() + u"/none"_s);
        QVERIFY(!labels);
        QVERIFY(labels.error().toString().contains(u"/none"_s));
    }
};

QTEST_GUILESS_MAIN(TestVerdictExport)
#include "tst_verdictexport.moc"
