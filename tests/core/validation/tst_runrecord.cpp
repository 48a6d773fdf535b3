// What a run record keeps of the inputs besides files and patches (the test command, the log format, the container
// image), read back from disk, records made before they were kept still loading, and staleness naming each input that
// changed since the run.
#include <core/validation/runrecord.h>

#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>

#include <QCryptographicHash>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTaskId = u"coin-hours-split"_s;

QByteArray sha(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

/// A record of a run of the task exactly as it is: its files, patches, base commit, command and log format.
RunRecord currentRecord(const Task &task)
{
    RunRecord record;
    record.id = u"20261201-090000-0001"_s;
    record.started = QDateTime::currentDateTimeUtc();
    record.finished = record.started;
    record.baseCommit = task.repository.baseCommit;
    record.command = task.tests.command;
    record.logFormat = task.tests.logFormat;
    for (const TestFile &f : task.tests.files)
        record.testFileSha256.append({f.path, sha(f.content)});
    TargetRun reference;
    reference.target = u"reference"_s;
    reference.patchSha256 = sha(task.referencePatch);
    reference.outcome = TargetRun::Outcome::Finished;
    TargetRun empty = reference;
    empty.target = u"empty"_s;
    empty.patchSha256 = sha({});
    record.runs = {reference, empty};
    return record;
}

} // namespace

class TestRunRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void inputsRoundTripThroughDisk()
    {
        const Result<Task> task = loadTask(m_demo.root(), kTaskId);
        QVERIFY(task);
        RunRecord record = currentRecord(*task);
        record.image = u"ghcr.io/example/skyledger:1"_s;
        const QByteArray json = runRecordToJson(record);
        const Result<RunRecord> read = runRecordFromJson(json, u"record.json"_s);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QCOMPARE(read->command, task->tests.command);
        QCOMPARE(read->logFormat, u"pytest"_s);
        QCOMPARE(read->image, u"ghcr.io/example/skyledger:1"_s);
    }

    void olderRecordsLoadAndAreJudgedOnWhatTheyKept()
    {
        const Result<Task> task = loadTask(m_demo.root(), kTaskId);
        QVERIFY(task);
        RunRecord record = currentRecord(*task);
        record.command.reset();
        record.logFormat.reset();
        const QByteArray json = runRecordToJson(record);
        QVERIFY(!json.contains("\"command\""));
        const Result<RunRecord> read = runRecordFromJson(json, u"record.json"_s);
        QVERIFY(read);
        QVERIFY(!read->command);
        QVERIFY(!read->logFormat);
        QVERIFY(!read->image);
        Task edited = *task;
        edited.tests.command = u"python3 -m pytest tests"_s;
        QVERIFY(!isStale(*read, edited)); // nothing says which command it ran
    }

    void staleNamesEachChangedInput()
    {
        const Result<Task> task = loadTask(m_demo.root(), kTaskId);
        QVERIFY(task);
        const RunRecord record = currentRecord(*task);
        QVERIFY(staleReasons(record, *task).isEmpty());
        QVERIFY(!isStale(record, *task));

        Task edited = *task;
        edited.tests.command = u"python3 -m pytest -x tests"_s;
        QCOMPARE(staleReasons(record, edited), QStringList{u"the test command was changed since"_s});
        QVERIFY(isStale(record, edited));

        edited = *task;
        edited.tests.command.clear(); // an unknown command is a change too
        QVERIFY(isStale(record, edited));

        edited = *task;
        edited.tests.logFormat = u"junit"_s;
        QCOMPARE(staleReasons(record, edited), QStringList{u"the log format was changed since"_s});

        edited = *task;
        edited.repository.baseCommit = u"0000000000000000000000000000000000000000"_s;
        QCOMPARE(staleReasons(record, edited), QStringList{u"the base commit was changed since"_s});

        edited = *task;
        edited.tests.image = u"python:3.12"_s; // the record ran without a container: the image played no part
        QVERIFY(!isStale(record, edited));
        RunRecord inContainer = record;
        inContainer.image = QString();
        QCOMPARE(staleReasons(inContainer, edited), QStringList{u"the container image was changed since"_s});

        edited = *task;
        edited.tests.files.first().content += "\n# edited\n";
        edited.referencePatch += "\n";
        QCOMPARE(staleReasons(record, edited),
                 (QStringList{u"test file %1 was edited since"_s.arg(edited.tests.files.first().path),
                              u"the reference patch was changed since"_s}));

        // Moving a test between the lists changes how the results are judged, not what ran.
        edited = *task;
        edited.tests.passToPass.append(edited.tests.failToPass.takeFirst());
        QVERIFY(!isStale(record, edited));
    }

private:
    DemoCopy m_demo;
};

QTEST_GUILESS_MAIN(TestRunRecord)
#include "tst_runrecord.moc"
