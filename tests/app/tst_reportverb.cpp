// `heddle report` runs as a real process on the demo dataset: it writes a page per task and an index, and answers a
// dataset it cannot read, a task the dataset lacks and a missing --out with the exit code and a message that names
// what is wrong.
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestReportVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void writesPagesAndIndex()
    {
        QTemporaryDir out;
        const QString dir = out.path() + u"/made/by/report"_s;
        const ProcessRun r =
            runHeddle({u"report"_s, m_demo.root(), u"spend-policy"_s, u"wallet-lock"_s, u"--out"_s, dir, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[u"index"_s].toString(), dir + u"/index.html"_s);
        QCOMPARE(o[u"pages"_s].toArray().size(), 2);
        QCOMPARE(o[u"pages"_s].toArray().at(0).toObject()[u"file"_s].toString(), dir + u"/spend-policy.html"_s);
        QVERIFY(o[u"pages"_s].toArray().at(0).toObject()[u"status"_s].isString());
        QVERIFY(o[u"not_written"_s].toArray().isEmpty());
        const QByteArray page = readFixture(dir + u"/wallet-lock.html"_s);
        QVERIFY(page.contains("<h1>Task wallet-lock</h1>"));
        QVERIFY(QFile::exists(dir + u"/index.html"_s));
    }

    void onePageNamedOnStandardOutput()
    {
        QTemporaryDir out;
        const ProcessRun r = runHeddle({u"report"_s, m_demo.root(), u"coin-hours-split"_s, u"--out"_s, out.path()});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.outText().trimmed(), out.path() + u"/coin-hours-split.html"_s);
        QVERIFY(!QFile::exists(out.path() + u"/index.html"_s));
    }

    void badDataset()
    {
        QTemporaryDir out;
        const QString missing = out.path() + u"/no-dataset-here"_s;
        const ProcessRun r = runHeddle({u"report"_s, missing, u"spend-policy"_s, u"--out"_s, out.path() + u"/r"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(missing), r.err.constData());
        QVERIFY(!QFile::exists(out.path() + u"/r"_s));
    }

    void unknownTask()
    {
        QTemporaryDir out;
        const ProcessRun r = runHeddle(
            {u"report"_s, m_demo.root(), u"spend-policy"_s, u"no-such-task"_s, u"--out"_s, out.path() + u"/r"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.errText().contains(u"\"no-such-task\""_s), r.err.constData());
        // Nothing is written when a task is unknown: not even the known one's page.
        QVERIFY(!QFile::exists(out.path() + u"/r"_s));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --out") << QStringList{u"DATASET"_s, u"spend-policy"_s} << u"missing --out DIR"_s;
        QTest::newRow("no task") << QStringList{u"DATASET"_s, u"--out"_s, u"x"_s} << u"missing TASK"_s;
        QTest::newRow("nothing") << QStringList{} << u"missing DATASET and TASK"_s;
        QTest::newRow("unknown option") << QStringList{u"DATASET"_s, u"t"_s, u"--outt"_s, u"x"_s} << u"outt"_s;
    }

    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(u"DATASET"_s, m_demo.root());
        const ProcessRun r = runHeddle(QStringList{u"report"_s} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(message), r.err.constData());
    }

    void help()
    {
        const ProcessRun r = runHeddle({u"report"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.outText().startsWith(u"Usage: heddle report DATASET TASK... --out DIR"_s));
        QVERIFY(r.outText().contains(u"--out DIR"_s));
    }
};

QTEST_GUILESS_MAIN(TestReportVerb)
#include "tst_reportverb.moc"
