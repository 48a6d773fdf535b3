// `heddle stats` runs as a real process on the built-in demo dataset, as shipped and with a broken task.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/demo/labelleddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QJsonObject modelRow(const QJsonObject &stats, const QString &model)
{
    const QJsonArray rows = stats[u"pass_rate"_s].toArray();
    for (const auto &v : rows)
        if (v.toObject()[u"model"_s].toString() == model)
            return v.toObject();
    return {};
}

} // namespace

class TestStatsVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_demo.install());
        for (const auto &[name, state] : {std::pair{"ada", "confirmed"}, std::pair{"bob", "dismissed"}}) {
            QVERIFY(writeFile(m_demo.root() + u"/tasks/coin-hours-split/reviews/"_s + QString::fromLatin1(name) +
                                  u".json"_s,
                              R"({"verdicts": {"F1": {"state": ")" + QByteArray(state) +
                                  R"(", "note": "", "at": ""}, "F2": {"state": "confirmed", "note": "", "at": ""}}})"));
        }
    }

    void jsonOnTheDemo()
    {
        const ProcessRun r = runHeddle({u"stats"_s, m_demo.root(), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o[u"tasks"_s].toInt(), 3);
        QCOMPARE(o[u"status"_s].toObject()[u"in_review"_s].toInt(), 1);
        QCOMPARE(o[u"status"_s].toObject()[u"approved"_s].toInt(), 0);
        QVERIFY(o[u"tasks_failed_to_load"_s].toArray().isEmpty());

        const QJsonObject claude = modelRow(o, u"claude-3-5-sonnet"_s);
        QCOMPARE(claude[u"attempts"_s].toInt(), 6);
        QCOMPARE(claude[u"passed"_s].toInt(), 5);
        QCOMPARE(claude[u"rate"_s].toDouble(), 5.0 / 6.0);
        QCOMPARE(claude[u"from_stored_results"_s].toInt(), 6);
        QCOMPARE(claude[u"from_validation"_s].toInt(), 0);
        QCOMPARE(modelRow(o, u"gpt-4o"_s)[u"passed"_s].toInt(), 2);

        const QJsonObject precision = o[u"review_agent_precision"_s].toObject();
        const QJsonObject overallFp = precision[u"overall"_s].toObject()[u"FP"_s].toObject();
        QCOMPARE(overallFp[u"dismissed"_s].toInt(), 1);
        QCOMPARE(overallFp[u"precision"_s].toDouble(-1), 0.0);
        const QJsonObject gptFp = precision[u"by_model"_s].toObject()[u"gpt-4o"_s].toObject()[u"FP"_s].toObject();
        QVERIFY(gptFp[u"precision"_s].isNull()); // nothing judged yet
        QCOMPARE(precision[u"by_category"_s]
                     .toObject()[u"interface"_s]
                     .toObject()[u"FN"_s]
                     .toObject()[u"precision"_s]
                     .toDouble(),
                 1.0);

        bool sawFunctional = false;
        const QJsonArray categories = o[u"flags_by_category"_s].toArray();
        for (const auto &v : categories)
            if (v.toObject()[u"category"_s].toString() == u"functional"_s) {
                sawFunctional = true;
                QCOMPARE(v.toObject()[u"FP"_s].toObject()[u"confirmed"_s].toInt(), 1); // uncovered.S7
                QCOMPARE(v.toObject()[u"FP"_s].toObject()[u"open"_s].toInt(), 3);
            }
        QVERIFY(sawFunctional);

        // ada and bob disagree on F1 and agree on F2: po = 0.5, pe = 0.5, kappa 0.
        const QJsonArray agreement = o[u"curator_agreement"_s].toArray();
        QCOMPARE(agreement.size(), 1);
        const QJsonObject pair = agreement.first().toObject();
        QCOMPARE(pair[u"curators"_s].toArray().first().toString(), u"ada"_s);
        QCOMPARE(pair[u"n"_s].toInt(), 2);
        QCOMPARE(pair[u"agreed"_s].toInt(), 1);
        QCOMPARE(pair[u"kappa"_s].toDouble(-9), 0.0);
    }

    void textOnTheDemo()
    {
        const ProcessRun r = runHeddle({u"stats"_s, m_demo.root()});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(u"Heddle demo: 3 tasks"_s), qPrintable(text));
        QVERIFY(text.contains(u"in_review"_s));
        QVERIFY(text.contains(u"83.3%"_s)); // claude-3-5-sonnet: 5 of 6
        QVERIFY(text.contains(u"28.6%"_s)); // gpt-4o: 2 of 7
        QVERIFY(text.contains(u"ada / bob"_s));
        QVERIFY(text.contains(u"kappa 0.000"_s));
    }

    // A model name longer than the first column widens it: every row of a table keeps its columns in line.
    void aLongModelNameKeepsTheColumnsInLine()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        const QByteArray model = "anthropic/claude-3-5-sonnet-20241022-with-a-long-suffix";
        QVERIFY(replaceInFile(root + u"/tasks/coin-hours-split/attempts/gpt-4o-0/attempt.json"_s,
                              "\"model\": \"gpt-4o\"", "\"model\": \"" + model + '"'));
        const ProcessRun r = runHeddle({u"stats"_s, root});
        QCOMPARE(r.exitCode, 0);
        // Each table: from its header line to the blank line after it; the rows end where the header ends.
        const QList<QByteArray> lines = r.out.split('\n');
        for (const char *title : {"Pass rate", "Review agent precision"}) {
            qsizetype at = 0;
            while (at < lines.size() && !lines[at].startsWith(title))
                ++at;
            QVERIFY2(at + 2 < lines.size(), r.out.constData());
            QList<qsizetype> lengths;
            bool hasModel = false;
            for (qsizetype i = at + 2; i < lines.size() && !lines[i].isEmpty(); ++i) {
                lengths << lines[i].size();
                hasModel = hasModel || lines[i].contains(model);
            }
            QVERIFY2(hasModel, r.out.constData());
            QVERIFY2(std::all_of(lengths.cbegin(), lengths.cend(), [&](qsizetype n) { return n == lengths.first(); }),
                     r.out.constData());
        }
    }

    void brokenTaskIsNamed()
    {
        QTemporaryDir dir;
        const QString root = installDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        QVERIFY(writeFile(root + u"/tasks/wallet-lock/attempts/gpt-4o-0/attempt.json"_s, "{"));
        const ProcessRun r = runHeddle({u"stats"_s, root, u"--json"_s});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"tasks"_s].toInt(), 3);
        const QJsonArray failed = o[u"tasks_failed_to_load"_s].toArray();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().toObject()[u"task"_s].toString(), u"wallet-lock"_s);
        QVERIFY(failed.first().toObject()[u"error"_s].toString().contains(u"attempt.json"_s));
        QCOMPARE(modelRow(o, u"gpt-4o"_s)[u"attempts"_s].toInt(), 5);
    }

    // Per-source precision and recall of the labelled demo, whose figures tst_sourcecalibration works out by hand.
    void reviewAgentsPerSource()
    {
        QTemporaryDir dir;
        const QString root = installLabelledDemo(dir.path() + u"/demo"_s);
        QVERIFY(!root.isEmpty());
        ProcessRun r = runHeddle({u"stats"_s, root, u"--json"_s});
        QCOMPARE(r.exitCode, 1); // tasks/broken fails to load
        const QJsonArray sources = QJsonDocument::fromJson(r.out).object()[u"review_agents"_s].toArray();
        QCOMPARE(sources.size(), 4);
        const QJsonObject beta = sources.at(1).toObject();
        QCOMPARE(beta[u"source"_s].toString(), u"beta"_s);
        const QJsonObject fp = beta[u"overall"_s].toObject()[u"FP"_s].toObject();
        QCOMPARE(fp[u"precision"_s].toDouble(), 0.5);
        QCOMPARE(fp[u"recalled"_s].toInt(), 2);
        QCOMPARE(fp[u"problems"_s].toInt(), 3);
        const QJsonObject fn = beta[u"overall"_s].toObject()[u"FN"_s].toObject();
        QVERIFY(fn[u"precision"_s].isNull());
        QCOMPARE(fn[u"withdrawn"_s].toInt(), 1);
        QCOMPARE(fn[u"recall"_s].toDouble(), 0.0);
        QCOMPARE(beta[u"overall"_s].toObject()[u"all"_s].toObject()[u"recall"_s].toDouble(), 0.5);
        const QJsonObject state = beta[u"by_category"_s].toObject()[u"state"_s].toObject()[u"FP"_s].toObject();
        QCOMPARE(state[u"recall"_s].toDouble(), 1.0);
        const QJsonObject claude =
            beta[u"by_model"_s].toObject()[u"claude-3-5-sonnet"_s].toObject()[u"FN"_s].toObject();
        QCOMPARE(claude[u"withdrawn"_s].toInt(), 1);

        r = runHeddle({u"stats"_s, root});
        QVERIFY2(r.outText().contains(u"Review agents"_s), r.out.constData());
        // alpha: FP 100% of judged, all three FPs raised; FN 50%, the one FN raised; 2 of 3, 4 of 4.
        QVERIFY2(r.outText().contains(QRegularExpression(
                     u"\\n  alpha +100\\.0% +100\\.0% +50\\.0% +100\\.0% +66\\.7% +100\\.0% +0 +1\\n"_s)),
                 r.out.constData());
        QVERIFY2(r.outText().contains(QRegularExpression(u"\\n    model gpt-4o +50\\.0% +100\\.0%"_s)),
                 r.out.constData());
    }

    void usage()
    {
        QCOMPARE(runHeddle({u"stats"_s}).exitCode, 2);
        QCOMPARE(runHeddle({u"stats"_s, u"a"_s, u"b"_s}).exitCode, 2);
        const ProcessRun help = runHeddle({u"stats"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("curator_agreement"));
        QTemporaryDir empty;
        const ProcessRun missing = runHeddle({u"stats"_s, empty.path()});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("heddle-dataset.json"));
    }
};

QTEST_GUILESS_MAIN(TestStatsVerb)
#include "tst_statsverb.moc"
