// `heddle export-verdicts` runs as a real process on the labelled demo: it writes one line per flag to a file or to
// standard output, summarizes them as text or JSON, names the task it could not read, and answers a dataset it cannot
// read, an OUT it cannot write and a bad command line with exit codes 1 and 2.
#include <tests/support/demo/labelleddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestExportVerdictsVerb : public QObject
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

    void toFileWithJsonSummary()
    {
        QTemporaryDir out;
        const QString file = out.path() + u"/made/labels.jsonl"_s;
        const ProcessRun r = runHeddle({u"export-verdicts"_s, m_root, file, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"output"_s].toString(), file);
        QCOMPARE(o[u"dataset"_s].toString(), u"Heddle demo"_s);
        QCOMPARE(o[u"tasks"_s].toInt(), 3);
        QCOMPARE(o[u"flags"_s].toInt(), 9);
        QCOMPARE(o[u"withdrawn"_s].toInt(), 1);
        const QJsonObject byVerdict = o[u"by_verdict"_s].toObject();
        QCOMPARE(byVerdict[u"confirmed"_s].toInt(), 4);
        QCOMPARE(byVerdict[u"dismissed"_s].toInt(), 2);
        QCOMPARE(byVerdict[u"open"_s].toInt(), 2);
        QCOMPARE(byVerdict[u"needs_rerun"_s].toInt(), 1);
        QCOMPARE(o[u"warnings"_s].toArray().size(), 1);
        QVERIFY(o[u"warnings"_s].toArray().at(0).toString().contains(u"broken"_s));
        const QList<QByteArray> lines = readFile(file).trimmed().split('\n');
        QCOMPARE(lines.size(), 9);
        const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(first[u"task"_s].toString(), u"coin-hours-split"_s);
        QCOMPARE(first[u"flag"_s].toString(), u"A1"_s);
    }

    void toStandardOutputWithTextSummary()
    {
        const ProcessRun r = runHeddle({u"export-verdicts"_s, m_root, u"-"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 9);
        for (const QByteArray &line : lines)
            QVERIFY2(QJsonDocument::fromJson(line).isObject(), line.constData());
        QVERIFY2(r.errText().contains(u"wrote 9 flags of 3 tasks of Heddle demo to standard output"_s),
                 r.err.constData());
        QVERIFY2(r.errText().contains(u"4 confirmed"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"1 withdrawn"_s), r.err.constData());
        QVERIFY2(r.errText().contains(u"warning: "_s) && r.errText().contains(u"broken"_s), r.err.constData());
    }

    void textSummaryNamesTheFile()
    {
        QTemporaryDir out;
        const QString file = out.path() + u"/labels.jsonl"_s;
        const ProcessRun r = runHeddle({u"export-verdicts"_s, m_root, file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.outText().startsWith(u"wrote 9 flags of 3 tasks of Heddle demo to "_s + file), r.out.constData());
        QVERIFY(QFile::exists(file));
    }

    void failures()
    {
        QTemporaryDir out;
        const QString missing = out.path() + u"/no-dataset-here"_s;
        ProcessRun r = runHeddle({u"export-verdicts"_s, missing, out.path() + u"/l.jsonl"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(missing), r.err.constData());
        QVERIFY(!QFile::exists(out.path() + u"/l.jsonl"_s));

        // OUT below a file: the folder cannot be made.
        QVERIFY(writeFile(out.path() + u"/plain"_s, "x"));
        r = runHeddle({u"export-verdicts"_s, m_root, out.path() + u"/plain/l.jsonl"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(u"plain/l.jsonl"_s), r.err.constData());

        r = runHeddle({u"export-verdicts"_s, m_root});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(u"missing OUT"_s), r.err.constData());
        r = runHeddle({u"export-verdicts"_s, m_root, u"a"_s, u"b"_s});
        QCOMPARE(r.exitCode, 2);
        r = runHeddle({u"export-verdicts"_s, m_root, u"-"_s, u"--bogus"_s});
        QCOMPARE(r.exitCode, 2);
        r = runHeddle({u"export-verdicts"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.outText().startsWith(u"Usage: heddle export-verdicts DATASET OUT [--json]"_s));
    }
};

QTEST_GUILESS_MAIN(TestExportVerdictsVerb)
#include "tst_exportverdictsverb.moc"
