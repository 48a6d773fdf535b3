// What a review agent is given and what its run leaves: the bundle of a demo task (whole, or one attempt), and the
// run record written once, read back, and accepted by `heddle check` and the dataset's opening.
#include <core/agents/agentbundle.h>
#include <core/agents/agentrunrecord.h>
#include <core/dataset/datasetio.h>
#include <core/json/jsondocument.h>
#include <core/storage/atomicfile.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/demotask.h>
#include <tests/support/fixtures.h>

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

QJsonObject jsonObject(const QString &path)
{
    return QJsonDocument::fromJson(readFixture(path)).object();
}

AgentRunRecord sampleRecord()
{
    AgentRunRecord r;
    r.id = u"20261202T100000Z-ab12"_s;
    r.task = u"wallet-lock"_s;
    r.attempt = u"gpt-4o-0"_s;
    r.agent = u"scout"_s;
    r.agentVersion = u"1.4"_s;
    r.command = u"python3 scout.py"_s;
    r.per = u"attempt"_s;
    r.sandboxed = true;
    r.started = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC);
    r.durationMs = 1250;
    r.outcome = AgentRunRecord::Outcome::Finished;
    r.exitCode = 0;
    r.stderrTail = "reading the bundle\n";
    r.output = u"stdout"_s;
    r.imported = true;
    r.lines = 3;
    r.findings = 2;
    r.added = 1;
    r.unchanged = 1;
    r.skipped = 1;
    Error e = makeError(Error::Code::Parse, u"expected \"FP\" or \"FN\""_s);
    e.file = u"stdout"_s;
    e.line = 2;
    e.pointer = u"/kind"_s;
    r.errors = {e};
    r.changedPaths = {u"tasks/wallet-lock/review.json"_s};
    return r;
}

} // namespace

class TestAgentBundle : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void taskBundleHoldsEverything()
    {
        const Task task = loadDemoTask(u"wallet-lock"_s);
        QVERIFY(task.attempts.size() >= 2);
        QTemporaryDir bundle;
        const Result<void> written = writeAgentBundle(bundle.path(), task);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));

        QCOMPARE(QString::fromUtf8(readFixture(bundle.filePath(u"query.md"_s))), task.query);
        QCOMPARE(readFixture(bundle.filePath(u"reference.diff"_s)), task.referencePatch);
        const QJsonArray specs = QJsonDocument::fromJson(readFixture(bundle.filePath(u"specs.json"_s))).array();
        QCOMPARE(specs.size(), task.specs.size());
        QCOMPARE(specs.at(0).toObject()[u"id"_s].toString(), task.specs.first().id);
        const QJsonObject tests = jsonObject(bundle.filePath(u"tests.json"_s));
        QCOMPARE(tests[u"command"_s].toString(), task.tests.command);
        QCOMPARE(tests[u"FAIL_TO_PASS"_s].toArray().size(), task.tests.failToPass.size());
        QCOMPARE(tests[u"PASS_TO_PASS"_s].toArray().size(), task.tests.passToPass.size());
        const TestFile &file = task.tests.files.first();
        QCOMPARE(readFixture(bundle.filePath(u"tests/"_s + file.path)), file.content);
        for (const Attempt &attempt : task.attempts) {
            const QString folder = bundle.filePath(u"attempts/"_s + attempt.id);
            QCOMPARE(readFixture(folder + u"/patch.diff"_s), attempt.patch);
            const QJsonObject json = jsonObject(folder + u"/attempt.json"_s);
            QCOMPARE(json[u"model"_s].toString(), attempt.model);
            QCOMPARE(json[u"sample"_s].toInt(), attempt.sample);
            if (attempt.trajectory.isValid())
                QCOMPARE(readFixture(folder + u'/' + attempt.trajectory.file),
                         readFixture(task.folder + u"/attempts/"_s + attempt.id + u'/' + attempt.trajectory.file));
        }
        QVERIFY(QFileInfo(agentBundleOutputFolder(bundle.path())).isDir());
    }

    void attemptBundleHoldsThatAttemptAlone()
    {
        const Task task = loadDemoTask(u"wallet-lock"_s);
        const QString chosen = task.attempts.at(1).id;
        QTemporaryDir bundle;
        QVERIFY(writeAgentBundle(bundle.path(), task, chosen));
        QCOMPARE(QDir(bundle.filePath(u"attempts"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{chosen});
        QVERIFY(QFile::exists(bundle.filePath(u"query.md"_s)));
    }

    void recordRoundTripsAndIsWrittenOnce()
    {
        const AgentRunRecord record = sampleRecord();
        QVERIFY(writeAgentRunRecord(m_demo.root(), record));
        const QString path = m_demo.root() + u"/tasks/wallet-lock/agent-runs/"_s + record.id + u".json"_s;
        QVERIFY(QFile::exists(path));
        // Immutable: a second write of the same run is refused and the file keeps its bytes.
        const QByteArray before = readFixture(path);
        AgentRunRecord changed = record;
        changed.added = 7;
        QVERIFY(!writeAgentRunRecord(m_demo.root(), changed));
        QCOMPARE(readFixture(path), before);

        const QList<AgentRunRecord> read = readAgentRunRecords(m_demo.root(), u"wallet-lock"_s);
        QCOMPARE(read.size(), 1);
        const AgentRunRecord &back = read.first();
        QCOMPARE(back.id, record.id);
        QCOMPARE(back.attempt, record.attempt);
        QCOMPARE(back.agentVersion, u"1.4"_s);
        QCOMPARE(back.started, record.started);
        QCOMPARE(back.durationMs, 1250);
        QCOMPARE(back.outcome, AgentRunRecord::Outcome::Finished);
        QCOMPARE(back.stderrTail, record.stderrTail);
        QCOMPARE(back.added, 1);
        QCOMPARE(back.skipped, 1);
        QCOMPARE(back.errors.size(), 1);
        QCOMPARE(back.errors.first().line, 2);
        QCOMPARE(back.errors.first().pointer, u"/kind"_s);
        QCOMPARE(back.changedPaths, record.changedPaths);
    }

    void recordBreakingItsSchemaIsRefused()
    {
        Json json = agentRunRecordToJson(sampleRecord());
        json["outcome"] = "exploded";
        const QByteArray bytes = serializeJson(json);
        const Result<AgentRunRecord> read = agentRunRecordFromJson(bytes, u"run.json"_s);
        QVERIFY(!read);
        QCOMPARE(read.error().pointer, u"/outcome"_s);
        QVERIFY(read.error().line > 1);
    }

    void checkAndOpeningAcceptTheRecords()
    {
        AgentRunRecord record = sampleRecord();
        record.id = u"20261202T100500Z-cd34"_s;
        record.task = u"spend-policy"_s;
        QVERIFY(writeAgentRunRecord(m_demo.root(), record));
        const QList<Error> problems = checkDataset(m_demo.root());
        QStringList texts;
        for (const Error &e : problems)
            texts << e.toString();
        QVERIFY2(problems.isEmpty(), qPrintable(texts.join(u'\n')));
        const Result<Dataset> opened = openDataset(m_demo.root());
        QVERIFY(opened);
        for (const TaskSummary &task : opened->tasks)
            QVERIFY2(!task.isBroken(), qPrintable(task.id));
    }
};

QTEST_GUILESS_MAIN(TestAgentBundle)
#include "tst_agentbundle.moc"
