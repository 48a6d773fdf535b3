// `heddle validate` runs as a real process on a copy of the built-in demo dataset, for one task.

#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>

#include <QDir>
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

// A validation runs the demo task's tests several times over.
ProcessRun runValidate(const QStringList &args)
{
    return runHeddle(args, {.timeoutMs = 300000});
}

} // namespace

class TestValidateVerb : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void usageErrors()
    {
        QCOMPARE(runValidate({u"validate"_s}).exitCode, 2);
        QCOMPARE(runValidate({u"validate"_s, m_demo.root(), u"--repeat"_s, u"0"_s}).exitCode, 2);
        const ProcessRun unknown = runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"no-such-task"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-task"));
    }

    void validatesOneTask()
    {
        const ProcessRun r =
            runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--jobs"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        // Progress on stderr, the summary on stdout.
        QVERIFY(r.err.contains("coin-hours-split: reference-1 started"));
        QVERIFY(r.out.startsWith("coin-hours-split (run "));
        QVERIFY(r.out.contains("  reference-1"));
        QVERIFY(r.out.contains("  empty-1"));
        QVERIFY(r.out.contains("  gpt-4o-0-1"));
        QVERIFY(r.out.contains("control reference: holds\n"));
        QVERIFY(r.out.contains("control empty: holds\n"));
        QVERIFY(r.out.contains("flaky: none\n"));

        const QDir validation(m_demo.root() + u"/tasks/coin-hours-split/validation"_s);
        const QStringList records = validation.entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(records.size(), 1);
        QVERIFY(r.out.contains(QByteArray("record: " + validation.filePath(records.first()).toUtf8() + "\n")));
        const QJsonObject record = QJsonDocument::fromJson(readFixture(validation.filePath(records.first()))).object();
        QCOMPARE(record[u"runs"_s].toArray().size(), 7); // the reference, no patch and five attempts
        QVERIFY(record[u"controls"_s][u"reference"_s][u"holds"_s].toBool());
        QVERIFY(record[u"controls"_s][u"empty"_s][u"holds"_s].toBool());
        const QString runId = record[u"id"_s].toString();
        QVERIFY(QFile::exists(validation.filePath(runId + u"/reference-1.log"_s)));

        // --json for machines; a second record, not an overwrite.
        const ProcessRun j =
            runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s, u"--json"_s});
        QVERIFY2(j.exitCode == 0, QByteArray(j.out + j.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QVERIFY(o[u"ok"_s].toBool());
        const QJsonObject task = o[u"tasks"_s].toArray().first().toObject();
        QCOMPARE(task[u"id"_s].toString(), u"coin-hours-split"_s);
        QVERIFY(task[u"controls_hold"_s].toBool());
        QCOMPARE(task[u"runs"_s].toArray().size(), 7);
        QVERIFY(QFile::exists(task[u"file"_s].toString()));
        QCOMPARE(validation.entryList({u"*.json"_s}, QDir::Files).size(), 2);
    }

    void aFailingControlExitsWithOne()
    {
        // Tests that pass without the patch break the empty-patch control.
        QVERIFY(replaceInFile(m_demo.root() + u"/tasks/coin-hours-split/task.json"_s,
                              "\"command\": \"python3 -m pytest -rA tests/test_hours_split.py",
                              "\"command\": \"true; python3 -m pytest -rA tests/test_transaction.py"));
        const ProcessRun r = runValidate({u"validate"_s, m_demo.root(), u"--tasks"_s, u"coin-hours-split"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("control reference: FAILS"));
    }
};

QTEST_GUILESS_MAIN(TestValidateVerb)
#include "tst_validateverb.moc"
