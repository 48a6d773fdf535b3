// Finding a run's trajectories and reading their totals without their steps: SWE-agent/SWE-agent's
// pydicom__pydicom-1458.traj (0.x), SWE-agent/mini-swe-agent's github_issue.traj.json and All-Hands-AI/OpenHands'
// output.jsonl (one instance per line).
#include <core/importers/trajectorysource.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kSweAgentTraj = testDataPath(samples::sweAgentPydicomTrajectory);
const QString kMiniTraj = testDataPath(samples::miniSweAgentTrajectory);
const QString kOpenHands = testDataPath(samples::openHandsOutput);

} // namespace

class TestTrajectorySource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summarizesSweAgent()
    {
        const TrajectorySummary s = summarizeTrajectory(readFixture(kSweAgentTraj));
        QCOMPARE(s.format, TrajectoryFormat::SweAgentV0);
        QCOMPARE(s.exitStatus, u"submitted"_s);
        QCOMPARE(s.inputTokens, std::optional<qint64>(122612));
        QCOMPARE(s.outputTokens, std::optional<qint64>(1369));
        QCOMPARE(s.turns, std::optional<int>(12));
        QVERIFY(s.cost.has_value());
        QCOMPARE(*s.cost, 1.26719);
        QVERIFY(s.submission.startsWith("\ndiff --git a/pydicom/pixel_data_handlers/numpy_handler.py"));
        QCOMPARE(agentForTrajectoryFormat(s.format), u"swe-agent"_s);
    }

    void summarizesOpenHandsAndMiniSweAgent()
    {
        const QByteArray line = readFixture(kOpenHands).split('\n').first();
        const TrajectorySummary openHands = summarizeTrajectory(line);
        QCOMPARE(openHands.format, TrajectoryFormat::OpenHands);
        QCOMPARE(openHands.inputTokens, std::optional<qint64>(565158));
        QCOMPARE(openHands.outputTokens, std::optional<qint64>(2558));
        QCOMPARE(openHands.cost, std::optional<double>(0.0));
        QVERIFY(openHands.exitStatus.isEmpty());
        QCOMPARE(agentForTrajectoryFormat(openHands.format), u"openhands"_s);

        const TrajectorySummary mini = summarizeTrajectory(readFixture(kMiniTraj));
        QCOMPARE(mini.format, TrajectoryFormat::MiniSweAgent);
        QVERIFY(!mini.turns);
        QCOMPARE(agentForTrajectoryFormat(mini.format), u"mini-swe-agent"_s);

        const TrajectorySummary notJson = summarizeTrajectory("not a trajectory");
        QCOMPARE(notJson.format, TrajectoryFormat::Unknown);
        QCOMPARE(agentForTrajectoryFormat(notJson.format), u"unknown"_s);
    }

    void findsTheFolderLayouts()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(kSweAgentTraj, dir.filePath(u"a__b-1.traj"_s)));
        QVERIFY(QDir(dir.path()).mkdir(u"c__d-2"_s));
        QVERIFY(QFile::copy(kSweAgentTraj, dir.filePath(u"c__d-2/c__d-2.traj"_s)));
        QVERIFY(QFile::copy(kMiniTraj, dir.filePath(u"e__f-3.traj.json"_s)));
        QVERIFY(QDir(dir.path()).mkdir(u"g__h-4"_s));
        QVERIFY(QFile::copy(kMiniTraj, dir.filePath(u"g__h-4/g__h-4.traj.json"_s)));
        QVERIFY(QFile::copy(kMiniTraj, dir.filePath(u"notes.txt"_s)));

        QTemporaryDir scratch;
        Result<TrajectorySource> source = TrajectorySource::open(dir.path(), scratch.path());
        QVERIFY(source);
        QCOMPARE(source->instanceIds(), (QStringList{u"a__b-1"_s, u"c__d-2"_s, u"e__f-3"_s, u"g__h-4"_s}));

        const struct {
            QString id;
            QString file;
            TrajectoryFormat format;
        } expected[] = {
            {u"a__b-1"_s, u"a__b-1.traj"_s, TrajectoryFormat::SweAgentV0},
            {u"c__d-2"_s, u"c__d-2/c__d-2.traj"_s, TrajectoryFormat::SweAgentV0},
            {u"e__f-3"_s, u"e__f-3.traj.json"_s, TrajectoryFormat::MiniSweAgent},
            {u"g__h-4"_s, u"g__h-4/g__h-4.traj.json"_s, TrajectoryFormat::MiniSweAgent},
        };
        for (const auto &e : expected) {
            Result<std::optional<TrajectoryFile>> found = source->take(e.id);
            QVERIFY(found);
            QVERIFY(found->has_value());
            QCOMPARE((*found)->path, dir.filePath(e.file));
            QCOMPARE((*found)->fileName, e.file.section(u'/', -1));
            QCOMPARE((*found)->summary.format, e.format);
        }
        Result<std::optional<TrajectoryFile>> none = source->take(u"x__y-9"_s);
        QVERIFY(none);
        QVERIFY(!none->has_value());
    }

    void cutsOpenHandsLines()
    {
        const QList<QByteArray> lines = readFixture(kOpenHands).split('\n');
        QTemporaryDir scratch;
        Result<TrajectorySource> source = TrajectorySource::open(kOpenHands, scratch.path());
        QVERIFY(source);
        QCOMPARE(source->instanceIds(),
                 (QStringList{u"ponylang__ponyc-4588"_s, u"ponylang__ponyc-4593"_s, u"ponylang__ponyc-4595"_s}));
        Result<std::optional<TrajectoryFile>> found = source->take(u"ponylang__ponyc-4593"_s);
        QVERIFY(found && found->has_value());
        const TrajectoryFile &file = **found;
        QCOMPARE(file.fileName, u"output.jsonl"_s);
        QVERIFY(file.path.startsWith(scratch.path()));
        QCOMPARE(readFixture(file.path), lines[1] + '\n');
        QCOMPARE(file.summary.format, TrajectoryFormat::OpenHands);
        QCOMPARE(file.summary.inputTokens, std::optional<qint64>(410169));
    }

    void failsOnAFolderWithoutTrajectories()
    {
        QTemporaryDir dir;
        Result<TrajectorySource> empty = TrajectorySource::open(dir.path(), dir.path());
        QVERIFY(!empty);
        QCOMPARE(empty.error().file, dir.path());
        QVERIFY(!TrajectorySource::open(dir.filePath(u"absent"_s), dir.path()));
    }
};

QTEST_GUILESS_MAIN(TestTrajectorySource)
#include "tst_trajectorysource.moc"
