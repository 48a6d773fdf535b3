// A lean trajectory reads the same steps as the whole-document parser, on every real format Heddle reads: previews
// cut to their first lines, the whole texts read again from the file, the run's info, find, and errors with their
// place; and what it gives while reading arrives in order.
#include <core/trajectory/leantrajectory.h>
#include <core/trajectory/trajectoryparser.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include "leantrajectorydocuments.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

struct Read {
    QList<LeanStep> steps;
    Result<TrajectoryInfo> info = makeError(Error::Code::Io, u"not read"_s);
    int batches = 0;
};

// Every step as the view would hold it: a step given again replaces its row.
Read readAll(const LeanTrajectory &lean, bool whole = false)
{
    Read read;
    read.info = lean.readSteps(
        [&read](const QList<LeanStep> &batch) {
            ++read.batches;
            for (const LeanStep &step : batch) {
                if (step.preview.index < read.steps.size())
                    read.steps[step.preview.index] = step;
                else
                    read.steps.append(step);
            }
        },
        JobControl::none(), whole);
    return read;
}

int lines(QStringView text)
{
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text.trimmed().isEmpty() ? 0 : int(text.count(u'\n')) + 1;
}

} // namespace

class TestLeanTrajectory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsTheParser_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("inlineDocument");
        QTest::addColumn<QString>("instanceId");
        QTest::newRow("SWE-agent 0.x") << testDataPath(samples::sweAgentTestRepoTrajectory) << QByteArray()
                                       << QString();
        QTest::newRow("SWE-agent 0.x, pydicom")
            << testDataPath(samples::sweAgentPydicomTrajectory) << QByteArray() << QString();
        QTest::newRow("SWE-agent 1.0") << testDataPath(samples::sweAgentMarshmallowTrajectory) << QByteArray()
                                       << QString();
        QTest::newRow("SWE-smith") << testDataPath(samples::sweSmithTrajectory) << QByteArray() << QString();
        QTest::newRow("mini-swe-agent, bare list")
            << testDataPath(samples::miniSweAgentTrajectory) << QByteArray() << QString();
        QTest::newRow("mini-swe-agent 1.1") << u"owner__repo-123.traj.json"_s << miniDocument << QString();
        QTest::newRow("SWE-agent retry agent") << u"a__b-1.traj"_s << retryDocument << QString();
        QTest::newRow("OpenHands events, a late observation") << u"output.jsonl"_s << openHandsEvents << QString();
        const QList<QByteArray> lines = readFile(testDataPath(samples::openHandsOutput)).split('\n');
        for (const QByteArray &line : lines) {
            const QString id = QJsonDocument::fromJson(line).object().value(u"instance_id"_s).toString();
            if (!id.isEmpty())
                QTest::addRow("OpenHands %s", qPrintable(id))
                    << testDataPath(samples::openHandsOutput) << QByteArray() << id;
        }
    }
    void sameAsTheParser()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, inlineDocument);
        QFETCH(QString, instanceId);
        QTemporaryDir dir;
        if (!inlineDocument.isEmpty()) {
            file = dir.filePath(file);
            QVERIFY(writeFile(file, inlineDocument));
        }
        const Result<Trajectory> parsed = loadTrajectory(file, TrajectoryFormat::Unknown, instanceId);
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
        const auto lean = LeanTrajectory::open(file, TrajectoryFormat::Unknown, instanceId);
        QVERIFY2(lean, qPrintable(lean ? QString() : lean.error().toString()));
        QCOMPARE((*lean)->format(), parsed->format);
        const Read read = readAll(**lean);
        QVERIFY2(read.info, qPrintable(read.info ? QString() : read.info.error().toString()));
        QVERIFY(read.batches >= 1);

        QCOMPARE(read.steps.size(), parsed->steps.size());
        bool anyCut = false;
        for (qsizetype i = 0; i < read.steps.size(); ++i) {
            const LeanStep &record = read.steps.at(i);
            const TrajectoryStep &want = parsed->steps.at(i);
            const TrajectoryStep &preview = record.preview;
            QCOMPARE(preview.index, want.index);
            QCOMPARE(preview.kind, want.kind);
            QCOMPARE(preview.attempt, want.attempt);
            QCOMPARE(preview.durationSeconds, want.durationSeconds);
            QCOMPARE(preview.inputTokens, want.inputTokens);
            QCOMPARE(preview.outputTokens, want.outputTokens);
            QCOMPARE(preview.workingDirectory, want.workingDirectory);
            QCOMPARE(preview.openFile, want.openFile);
            QCOMPARE(record.summary(), trajectoryStepSummary(want));
            QCOMPARE(record.thoughtLines, lines(want.thought));
            QCOMPARE(record.actionLines, lines(want.action));
            QCOMPARE(record.observationLines, lines(want.observation));
            // A preview is the first lines of each text.
            QVERIFY(lines(preview.observation) <= LeanTrajectory::PreviewLines);
            QVERIFY(want.observation.startsWith(preview.observation.section(u'\n', 0, 0).left(100)));
            anyCut = anyCut || !record.whole;
            const Result<TrajectoryStep> again = (*lean)->step(record);
            QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
            QCOMPARE(again->thought, want.thought);
            QCOMPARE(again->action, want.action);
            QCOMPARE(again->observation, want.observation);
            QCOMPARE(again->index, want.index);
        }
        QVERIFY2(anyCut, "no step was long enough to be cut: the test reads nothing again from the file");

        const TrajectoryInfo &info = *read.info;
        const TrajectoryInfo &wantInfo = parsed->info;
        QCOMPARE(info.exitStatus, wantInfo.exitStatus);
        QCOMPARE(info.submission, wantInfo.submission);
        QCOMPARE(info.inputTokens, wantInfo.inputTokens);
        QCOMPARE(info.outputTokens, wantInfo.outputTokens);
        QCOMPARE(info.apiCalls, wantInfo.apiCalls);
        QCOMPARE(info.cost, wantInfo.cost);
        QCOMPARE(info.model, wantInfo.model);
        QCOMPARE(info.instanceId, wantInfo.instanceId);
        QCOMPARE(info.attemptCount, wantInfo.attemptCount);
        QCOMPARE(info.bestAttempt, wantInfo.bestAttempt);

        // The statistics pass, which keeps no observation: the same kinds, in order, and the same info.
        const Result<TrajectoryKinds> kinds = (*lean)->readKinds();
        QVERIFY2(kinds, qPrintable(kinds ? QString() : kinds.error().toString()));
        QList<TrajectoryStep::Kind> wantKinds;
        for (const TrajectoryStep &step : parsed->steps)
            wantKinds.append(step.kind);
        QCOMPARE(kinds->kinds, wantKinds);
        QCOMPARE(kinds->info.exitStatus, wantInfo.exitStatus);
        QCOMPARE(kinds->info.submission, wantInfo.submission);
        QCOMPARE(kinds->info.inputTokens, wantInfo.inputTokens);
        QCOMPARE(kinds->info.outputTokens, wantInfo.outputTokens);
        QCOMPARE(kinds->info.apiCalls, wantInfo.apiCalls);
        QCOMPARE(kinds->info.cost, wantInfo.cost);
        QCOMPARE(kinds->info.model, wantInfo.model);
        QCOMPARE(kinds->info.instanceId, wantInfo.instanceId);
        QCOMPARE(kinds->info.attemptCount, wantInfo.attemptCount);
        QCOMPARE(kinds->info.bestAttempt, wantInfo.bestAttempt);

        // Find gives the steps whose whole texts hold the text, whatever the case, escapes or alphabet.
        for (const QString &text : {u"def "_s, u"TESTBED"_s, u"\""_s, u"é"_s, u"a.py"_s, u"\\n"_s, u"return"_s}) {
            QList<int> want;
            for (const TrajectoryStep &step : parsed->steps) {
                if (step.thought.contains(text, Qt::CaseInsensitive) ||
                    step.action.contains(text, Qt::CaseInsensitive) ||
                    step.observation.contains(text, Qt::CaseInsensitive))
                    want.append(step.index);
            }
            QCOMPARE((*lean)->find(text, read.steps), want);
        }
    }

    void wholeStepsForTheIndex()
    {
        const QString file = testDataPath(samples::sweSmithTrajectory);
        const Result<Trajectory> parsed = loadTrajectory(file);
        QVERIFY(parsed);
        const auto lean = LeanTrajectory::open(file);
        QVERIFY(lean);
        const Read read = readAll(**lean, true);
        QCOMPARE(read.steps.size(), parsed->steps.size());
        for (qsizetype i = 0; i < read.steps.size(); ++i) {
            QVERIFY(read.steps.at(i).whole);
            QCOMPARE(read.steps.at(i).preview.observation, parsed->steps.at(i).observation);
        }
    }

    // A broken step stops the reading with the file, line:column and pointer; the steps before it were given.
    void brokenStepSaysWhere()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"x.traj"_s);
        QVERIFY(writeFile(file, "{\n\"trajectory\": [\n{\"action\": \"ls\", \"observation\": \"a\"},\n"
                                "{\"action\": 5, \"observation\": \"b\"},\n{\"action\": \"pwd\"}\n]}\n"));
        const auto lean = LeanTrajectory::open(file, TrajectoryFormat::SweAgentV1);
        QVERIFY(lean);
        const Read read = readAll(**lean);
        QVERIFY(!read.info);
        const QString said = read.info.error().toString();
        QVERIFY2(said.contains(file), qPrintable(said));
        QVERIFY2(said.contains(u"4:"_s), qPrintable(said)); // the second step's line
        QVERIFY2(said.contains(u"/trajectory/1/action"_s), qPrintable(said));
        QCOMPARE(read.steps.size(), 1);
        QCOMPARE(read.steps.first().preview.action, u"ls"_s);
    }

    // The statistics pass keeps no observation, but still says where one is not text.
    void kindsCheckWhatTheyDoNotKeep()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"x.traj"_s);
        QVERIFY(writeFile(file, "{\n\"trajectory\": [\n{\"action\": \"ls\", \"observation\": \"a\"},\n"
                                "{\"action\": \"pwd\", \"observation\": [1]},\n{\"action\": \"submit\"}\n]}\n"));
        const auto lean = LeanTrajectory::open(file);
        QVERIFY(lean);
        const Result<TrajectoryKinds> kinds = (*lean)->readKinds();
        QVERIFY(!kinds);
        const QString said = kinds.error().toString();
        QVERIFY2(said.contains(file) && said.contains(u"4:"_s), qPrintable(said));
        QVERIFY2(said.contains(u"/trajectory/1/observation"_s), qPrintable(said));

        QVERIFY(writeFile(file, "{\"trajectory\": [{\"action\": \"ls\", \"observation\": \"a\"}, {\"action\": "
                                "\"submit\"}], \"info\": {\"exit_status\": \"submitted\"}}"));
        const auto oneLine = LeanTrajectory::open(file);
        QVERIFY(oneLine);
        const Result<TrajectoryKinds> read = (*oneLine)->readKinds();
        QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
        QCOMPARE(read->kinds,
                 (QList<TrajectoryStep::Kind>{TrajectoryStep::Kind::Action, TrajectoryStep::Kind::Submit}));
        QCOMPARE(read->info.exitStatus, u"submitted"_s);
    }

    // A step of the retry agent's second attempt that is not what a step holds: the error names the attempt's
    // pointer (it once read a path that was gone and crashed), and the steps before it are given.
    void brokenRetryStepSaysWhere()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"a__b-1.traj"_s);
        QByteArray document = retryDocument;
        const QByteArray step = R"("action": "exit_cost")";
        QVERIFY(document.contains(step));
        document.replace(step, R"("action": ["exit_cost"])");
        QVERIFY(writeFile(file, document));
        const auto lean = LeanTrajectory::open(file, TrajectoryFormat::SweAgentRetry);
        QVERIFY(lean);
        const Read read = readAll(**lean);
        QVERIFY(!read.info);
        const QString said = read.info.error().toString();
        QVERIFY2(said.contains(u"/attempts/1/trajectory/1/action"_s), qPrintable(said));
        QCOMPARE(read.steps.size(), 3);
    }

    void badFilesSayWhy_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("said");
        QTest::newRow("empty") << QByteArray("  \n") << u"empty"_s;
        QTest::newRow("cut short") << QByteArray("{\"trajectory\": [{\"action\": \"l") << u"ends inside"_s;
        QTest::newRow("not a trajectory") << QByteArray("{\"rows\": []}") << u"not a trajectory format"_s;
        QTest::newRow("steps not a list") << QByteArray("{\"trajectory\": {}, \"history\": []}") << u"as an array"_s;
    }
    void badFilesSayWhy()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"x.traj"_s);
        QVERIFY(writeFile(file, json));
        // Opening reads only the start of a file; what is wrong further on is said while reading the steps.
        const auto lean = LeanTrajectory::open(file);
        const Error error = lean ? readAll(**lean).info.error() : lean.error();
        QVERIFY2(error.toString().contains(said), qPrintable(error.toString()));
        QVERIFY2(error.toString().contains(file), qPrintable(error.toString()));
    }

    // A file written over in place while it is shown: what is read of it afterwards is an error, never a crash.
    void fileCutShortUnderIt()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"x.traj"_s);
        QVERIFY(QFile::copy(testDataPath(samples::sweSmithTrajectory), file));
        const auto lean = LeanTrajectory::open(file);
        QVERIFY(lean);
        const Read read = readAll(**lean);
        QVERIFY(read.info);
        LeanStep last;
        for (const LeanStep &step : read.steps)
            if (!step.whole)
                last = step;
        QVERIFY(!last.whole);
        QFile cut(file);
        QVERIFY(cut.resize(last.begin / 2));
        const Result<TrajectoryStep> again = (*lean)->step(last);
        QVERIFY(!again);
        QVERIFY2(again.error().toString().contains(u"changed"_s), qPrintable(again.error().toString()));
        QVERIFY((*lean)->find(u"zzzz-nowhere"_s, read.steps).isEmpty());
        const Read after = readAll(**lean);
        QVERIFY(!after.info);
        QVERIFY2(after.info.error().toString().contains(u"changed"_s), qPrintable(after.info.error().toString()));
    }

    void unknownInstance()
    {
        const auto lean = LeanTrajectory::open(testDataPath(samples::openHandsOutput), TrajectoryFormat::Unknown,
                                               u"nobody__nothing-1"_s);
        QVERIFY(!lean);
        QCOMPARE(lean.error().code, Error::Code::NotFound);
    }

    // A reader nobody waits for any more stops.
    void stops()
    {
        const auto lean = LeanTrajectory::open(testDataPath(samples::sweSmithTrajectory));
        QVERIFY(lean);
        int given = 0;
        const JobControl stopped([] { return true; }, {});
        const Result<TrajectoryInfo> info =
            (*lean)->readSteps([&given](const QList<LeanStep> &batch) { given += int(batch.size()); }, stopped);
        QVERIFY(!info);
        QCOMPARE(info.error().code, Error::Code::Cancelled);
        QCOMPARE(given, 0);
    }
};

QTEST_GUILESS_MAIN(TestLeanTrajectory)
#include "tst_leantrajectory.moc"
