// Several writers on one git dataset at once, as a curator's window beside a maintainer's command line: two
// `heddle import-flags` of different agents, `heddle review` with a scripted agent, `heddle validate`, and verdicts
// recorded the way the window records them (in this process, on another thread), all started together round after
// round while a shell loop runs `git status` (which takes git's index.lock). Afterwards every update must be in the
// files and in HEAD, `git fsck` must be clean and nothing may be left uncommitted.
#include <app/settings.h>
#include <core/dataset/datasetio.h>
#include <core/history/datasethistory.h>
#include <core/review/verdicts.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/home.h>
#include <tests/support/processes.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QTest>
#include <QtConcurrent>

#include <memory>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QStringList kTasks{u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s};
const CommitAuthor kAuthor{u"Ada"_s, u"ada@example.org"_s};

// A findings file of three task-level findings, one per task, with ids of this agent's own.
QString writeFindings(const QString &folder, const QString &agent)
{
    QByteArray text;
    for (const QString &task : kTasks)
        text += QJsonDocument(QJsonObject{{u"task"_s, task},
                                          {u"kind"_s, u"FP"_s},
                                          {u"id"_s, QString(agent + u"-on-"_s + task)},
                                          {u"rationale"_s, QString(u"found by "_s + agent)}})
                    .toJson(QJsonDocument::Compact) +
                '\n';
    const QString path = folder + u'/' + agent + u".jsonl"_s;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

QJsonArray flagsIn(const QByteArray &reviewJson)
{
    return QJsonDocument::fromJson(reviewJson).object()[u"flags"_s].toArray();
}

QJsonObject flagNamed(const QJsonArray &flags, const QString &id)
{
    for (const QJsonValue &f : flags)
        if (f.toObject()[u"id"_s].toString() == id)
            return f.toObject();
    return {};
}

int flagsOfAgent(const QJsonArray &flags, const QString &agent)
{
    int n = 0;
    for (const QJsonValue &f : flags)
        if (f.toObject()[u"agent"_s].toObject()[u"name"_s].toString() == agent &&
            !f.toObject().contains(u"withdrawn_at"_s))
            ++n;
    return n;
}

// A heddle process started now and read when it ends.
struct Running {
    QString what;
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
};

std::unique_ptr<Running> start(const QString &what, const QStringList &args)
{
    auto r = std::make_unique<Running>();
    r->what = what;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CACHE_HOME"_s, QDir::tempPath() + u"/tst_parallelwriters-cache"_s);
    r->process->setProcessEnvironment(env);
    r->process->start(heddleBinary(), args);
    return r;
}

// The lock file as a writer killed while holding it leaves it: QLockFile's own lines, with the pid of a process
// that has ended. False when it cannot be made.
bool leaveLockOfAnEndedWriter(const QString &root)
{
    QProcess gone;
    gone.start(u"true"_s, QStringList{});
    if (!gone.waitForStarted())
        return false;
    const qint64 pid = gone.processId(); // read while it runs: an ended QProcess says 0
    if (pid <= 0 || !gone.waitForFinished() || !QDir().mkpath(QFileInfo(writeLockPath(root)).absolutePath()))
        return false;
    QLockFile probe(writeLockPath(root));
    if (!probe.tryLock(0))
        return false;
    QFile held(writeLockPath(root));
    if (!held.open(QIODevice::ReadOnly))
        return false;
    QList<QByteArray> lines = held.readAll().split('\n');
    held.close();
    probe.unlock();
    lines[0] = QByteArray::number(pid);
    QFile file(writeLockPath(root));
    return file.open(QIODevice::WriteOnly) && file.write(lines.join('\n')) > 0;
}

} // namespace

class TestParallelWriters : public QObject
{
    Q_OBJECT
    TemporaryHome m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        QCoreApplication::setOrganizationName(u"Heddle"_s);
        QCoreApplication::setApplicationName(u"Heddle"_s);
        // The temporary home has no git identity: the commits' author is the curator set in the preferences.
        Settings settings;
        settings.setConfiguredCuratorName(kAuthor.name);
        settings.setConfiguredCuratorEmail(kAuthor.email);
    }

    void everyWriterLandsInTheFilesAndInHead()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString root = demo.root();
        QVERIFY(QDir().mkpath(root + u"/agents"_s));
        QVERIFY(QFile::copy(testDataPath(u"agents/scout.py"_s), root + u"/agents/scout.py"_s));
        Result<Dataset> dataset = openDatasetDescription(root);
        QVERIFY(dataset);
        ReviewAgentConfig scout;
        scout.name = u"scout"_s;
        scout.command = u"python3 \"$HEDDLE_DATASET/agents/scout.py\" find"_s;
        scout.per = ReviewAgentConfig::Per::Task;
        scout.paths = {u"agents"_s};
        dataset->info.reviewAgents = {scout};
        QVERIFY(saveDatasetInfo(root, dataset->info));
        QVERIFY(initDatasetRepository(root, kAuthor));

        // What a shell prompt or an editor does all day: `git status` refreshes the index under index.lock.
        QProcess statusLoop;
        statusLoop.setWorkingDirectory(root);
        statusLoop.start(u"sh"_s, {u"-c"_s, u"while :; do git status --porcelain >/dev/null 2>&1; done"_s});
        QVERIFY(statusLoop.waitForStarted());

        constexpr int kRounds = 4;
        const QStringList verdictFlags{u"F1"_s, u"F2"_s}; // wallet-lock's open flags, judged every round
        QHash<QString, QString> lastVerdict;
        int validations = 0;
        for (int round = 1; round <= kRounds; ++round) {
            std::vector<std::unique_ptr<Running>> running;
            for (const QString &agent : {u"alpha-%1"_s.arg(round), u"beta-%1"_s.arg(round)})
                running.push_back(
                    start(u"import-flags "_s + agent, {u"import-flags"_s, root, writeFindings(demo.folder(), agent),
                                                       u"--source"_s, agent, u"--json"_s}));
            running.push_back(start(u"review"_s, {u"review"_s, root, u"--agent"_s, u"scout"_s, u"--json"_s}));
            if (round % 2 == 1) {
                running.push_back(start(u"validate"_s, {u"validate"_s, root, u"--tasks"_s, u"coin-hours-split"_s,
                                                        u"--jobs"_s, u"2"_s, u"--json"_s}));
                ++validations;
            }
            // The window's way: the verdict into review.json and the curator's own file, then a commit of both.
            const Verdict verdict = round % 2 ? Verdict::Confirmed : Verdict::Dismissed;
            QFuture<QString> verdicts = QtConcurrent::run([root, verdict, round, verdictFlags]() -> QString {
                for (const QString &flagId : verdictFlags) {
                    Result<Task> task = loadTask(root, u"wallet-lock"_s);
                    if (!task)
                        return task.error().toString();
                    const QString note = u"round %1"_s.arg(round);
                    if (Result<void> r = recordVerdict(root, *task, flagId, verdict, note, u"Ada"_s); !r)
                        return r.error().toString();
                    const Result<QString> own =
                        recordCuratorVerdict(root, u"wallet-lock"_s, u"Ada"_s, flagId, verdict, note);
                    if (!own)
                        return own.error().toString();
                    const Result<CommitResult> c =
                        commitPaths(root, {DatasetLayout::reviewFile(u"wallet-lock"_s), *own}, kAuthor,
                                    u"Judge flag %1 of wallet-lock"_s.arg(flagId));
                    if (!c)
                        return c.error().toString();
                }
                return {};
            });
            for (const QString &flagId : verdictFlags)
                lastVerdict[flagId] = verdict == Verdict::Confirmed ? u"confirmed"_s : u"dismissed"_s;

            for (const auto &r : running) {
                QVERIFY2(r->process->waitForFinished(300000), qPrintable(r->what));
                const QByteArray err = r->process->readAllStandardError();
                QVERIFY2(r->process->exitStatus() == QProcess::NormalExit && r->process->exitCode() == 0,
                         qPrintable(r->what + u": "_s + QString::fromUtf8(err)));
                // No writer gave up committing what it wrote.
                QVERIFY2(!err.contains("not committed"), qPrintable(r->what + u": "_s + QString::fromUtf8(err)));
                const QJsonObject o = QJsonDocument::fromJson(r->process->readAllStandardOutput()).object();
                if (r->what.startsWith(u"import-flags"_s)) {
                    QCOMPARE(o[u"added"_s].toInt(), 3);
                    QCOMPARE(o[u"commit"_s].toString().size(), 40);
                }
                if (r->what == u"validate"_s)
                    QCOMPARE(o[u"tasks"_s].toArray().first().toObject()[u"commit"_s].toString().size(), 40);
            }
            verdicts.waitForFinished();
            QVERIFY2(verdicts.result().isEmpty(), qPrintable(verdicts.result()));
        }
        statusLoop.kill();
        statusLoop.waitForFinished();

        for (const QString &task : kTasks) {
            const QString review = DatasetLayout::reviewFile(task);
            QFile file(DatasetLayout(root).at(review));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonArray onDisk = flagsIn(file.readAll());
            const QJsonArray inHead = flagsIn(gitOutput(root, {u"show"_s, u"HEAD:"_s + review}));
            QCOMPARE(inHead, onDisk);
            for (int round = 1; round <= kRounds; ++round)
                for (const QString &agent : {u"alpha-%1"_s.arg(round), u"beta-%1"_s.arg(round)})
                    QVERIFY2(flagsOfAgent(onDisk, agent) == 1, qPrintable(task + u": flags of "_s + agent));
        }
        const QJsonArray walletFlags = flagsIn(gitOutput(root, {u"show"_s, u"HEAD:tasks/wallet-lock/review.json"_s}));
        for (const QString &flagId : verdictFlags)
            QCOMPARE(flagNamed(walletFlags, flagId)[u"verdict"_s].toObject()[u"state"_s].toString(),
                     lastVerdict.value(flagId));
        // The review agent ran every round, once per task, and each of its run records is committed.
        const QStringList tracked =
            QString::fromUtf8(gitOutput(root, {u"ls-files"_s})).split(u'\n', Qt::SkipEmptyParts);
        const auto trackedBelow = [&](const QString &prefix) {
            return std::count_if(tracked.cbegin(), tracked.cend(),
                                 [&](const QString &p) { return p.startsWith(prefix); });
        };
        for (const QString &task : kTasks)
            QCOMPARE(trackedBelow(u"tasks/"_s + task + u"/agent-runs/"_s), qsizetype(kRounds));
        QVERIFY(trackedBelow(u"tasks/coin-hours-split/validation/"_s) >= validations);

        QCOMPARE(QString::fromUtf8(gitOutput(root, {u"status"_s, u"--porcelain"_s})), QString());
        const ProcessRun fsck = runGit(root, {u"fsck"_s, u"--full"_s, u"--strict"_s});
        QVERIFY2(fsck.exitCode == 0 && !fsck.err.contains("error") && !fsck.err.contains("missing"),
                 fsck.err.constData());
        QVERIFY(!QFileInfo::exists(writeLockPath(root)));
    }

    // A writer that ended without releasing the lock (killed) does not stop the next one: its lock is taken over.
    void aLockWhoseOwnerEndedIsTakenOver()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QVERIFY(leaveLockOfAnEndedWriter(demo.root()));
        const ProcessRun r = runHeddle(
            {u"import-flags"_s, demo.root(), writeFindings(demo.folder(), u"gamma"_s), u"--source"_s, u"gamma"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.errText().contains(u"Taking over the dataset's writer lock"_s), r.err.constData());
        QVERIFY(!QFileInfo::exists(writeLockPath(demo.root())));
    }

    // A writer killed while holding the lock left a file rewritten and uncommitted: the next writer commits it first,
    // under a message that says whose it is, and then makes its own commit of its own changes.
    void aKilledWritersChangesAreCommittedUnderTheirOwnName()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        const QString root = demo.root();
        QVERIFY(initDatasetRepository(root, kAuthor));
        QVERIFY(leaveLockOfAnEndedWriter(root));
        // What the killed writer got to write, and its journal of it.
        const QString review = DatasetLayout::reviewFile(u"spend-policy"_s);
        QFile file(DatasetLayout(root).at(review));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        bytes.replace("\"flags\"", "\"flags\" ");
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        QFile journal(DatasetLayout(root).at(DatasetLayout::cacheFolder() + u"/write.pending"_s));
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write("# 4711 heddle on elsewhere\n" + review.toUtf8() + '\n');
        journal.close();

        const ProcessRun import = runHeddle(
            {u"import-flags"_s, root, writeFindings(demo.folder(), u"epsilon"_s), u"--source"_s, u"epsilon"_s});
        QVERIFY2(import.exitCode == 0, import.err.constData());
        QVERIFY2(import.errText().contains(u"Committed what 4711 heddle on elsewhere wrote"_s), import.err.constData());
        const QStringList subjects =
            QString::fromUtf8(gitOutput(root, {u"log"_s, u"-2"_s, u"--format=%s"_s})).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(subjects.size(), 2);
        QVERIFY2(subjects[0].startsWith(u"Flags of epsilon"_s), qPrintable(subjects[0]));
        QCOMPARE(subjects[1], u"Commit what 4711 heddle on elsewhere wrote before it ended without committing"_s);
        QCOMPARE(
            QString::fromUtf8(gitOutput(root, {u"show"_s, u"--format="_s, u"--name-only"_s, u"HEAD~1"_s})).trimmed(),
            review);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QVERIFY(!journal.exists());
    }

    // A writer that waits says who it waits for, and goes on when the other has finished.
    void aWriterWaitsForTheHolderAndSaysSo()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        Result<DatasetWriteLock> held = lockDatasetForWriting(demo.root());
        QVERIFY(held);
        std::unique_ptr<Running> import =
            start(u"import-flags"_s, {u"import-flags"_s, demo.root(), writeFindings(demo.folder(), u"delta"_s),
                                      u"--source"_s, u"delta"_s});
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += import->process->readAllStandardError()).contains("Waiting for"), 20000);
        QCOMPARE(import->process->state(), QProcess::Running);
        held->release();
        QVERIFY(import->process->waitForFinished(60000));
        QCOMPARE(import->process->exitCode(), 0);
        Result<Task> task = loadTask(demo.root(), u"wallet-lock"_s);
        QVERIFY(task);
        QVERIFY(
            std::any_of(task->flags.cbegin(), task->flags.cend(), [](const Flag &f) { return f.agent == u"delta"_s; }));
    }
};

QTEST_GUILESS_MAIN(TestParallelWriters)
#include "tst_parallelwriters.moc"
