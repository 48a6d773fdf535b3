#include <core/dataset/datasetio.h>
#include <core/exec/boundedoutput.h>
#include <core/exec/confinement.h>
#include <core/exec/container.h>
#include <core/exec/runner.h>
#include <core/exec/sandbox.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace heddle;
using Outcome = RunResult::Outcome;

namespace {

// Every run here has a wall time; the wait is longer, so that a run that hangs fails the test instead of ctest.
constexpr int kWallMs = 60000;

RunResult runOne(Runner &runner, RunRequest request)
{
    QSignalSpy finished(&runner, &Runner::finished);
    runner.submit(std::move(request));
    if (!finished.wait(kWallMs + 30000))
        return {};
    return finished.first().first().value<RunResult>();
}

RunRequest request(const QString &folder, const QString &command, bool sandboxed, const RunLimits &limits)
{
    RunRequest r;
    r.workingDirectory = folder;
    r.command = command;
    r.sandboxed = sandboxed;
    r.timeoutMs = kWallMs;
    r.limits = limits;
    return r;
}

// Processes anywhere on the machine whose command line holds marker (a forked shell keeps its parent's).
int runningWithMarker(const QByteArray &marker)
{
    int count = 0;
    const QStringList entries = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || pid == ::getpid())
            continue;
        QFile cmdline(u"/proc/"_s + entry + u"/cmdline"_s);
        QFile stat(u"/proc/"_s + entry + u"/stat"_s);
        if (!cmdline.open(QIODevice::ReadOnly) || !cmdline.readAll().contains(marker) ||
            !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        const char state = close >= 0 && close + 2 < text.size() ? text.at(close + 2) : 'X';
        if (state != 'Z' && state != 'X')
            ++count;
    }
    return count;
}

qint64 peakRssKb()
{
    rusage usage = {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

QString describe(const RunResult &r)
{
    return u"outcome %1, limit %2, exit %3, signal %4: %5\n%6"_s.arg(int(r.outcome))
        .arg(resourceLimitName(r.limit))
        .arg(r.exitCode)
        .arg(r.signal)
        .arg(r.message, QString::fromUtf8(QByteArray(r.stdoutBytes + r.stderrBytes).right(1500)));
}

void sandboxRows()
{
    QTest::addColumn<bool>("sandboxed");
    QTest::newRow("bubblewrap") << true;
    QTest::newRow("unsandboxed") << false;
}

} // namespace

class TestRunLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qInfo("memory and processes are bounded by: %s", qPrintable(RunConfinement::machineEnforcement()));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_folder = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u'-' +
                                  QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(QDir().mkpath(m_folder));
    }

    void cleanup()
    {
        // Every run removes its control group as it ends; none is left behind by a test.
        QCOMPARE(RunConfinement::groupsOfThisProcess(), QStringList());
    }

    void memoryHogIsStopped_data() { sandboxRows(); }
    void memoryHogIsStopped()
    {
        QFETCH(bool, sandboxed);
        if (sandboxed && !bubblewrapAvailable())
            QSKIP("bubblewrap is not installed");
        RunLimits limits;
        limits.memoryBytes = 64 * kMiB;
        Runner runner;
        const RunResult hog =
            runOne(runner, request(m_folder, u"python3 -c \"x = b'x' * (512 * 1024 * 1024); print('survived')\""_s,
                                   sandboxed, limits));
        QVERIFY2(hog.outcome == Outcome::LimitExceeded && hog.limit == ResourceLimit::Memory,
                 qPrintable(describe(hog)));
        QVERIFY(!hog.stdoutBytes.contains("survived"));
        QVERIFY(hog.message.contains(u"memory"_s));
        // The runner, and the machine, go on.
        const RunResult next = runOne(runner, request(m_folder, u"echo still here"_s, sandboxed, limits));
        QCOMPARE(next.outcome, Outcome::Finished);
        QCOMPARE(next.stdoutBytes, "still here\n");
    }

    void forkBombStaysBounded_data() { sandboxRows(); }
    void forkBombStaysBounded()
    {
        QFETCH(bool, sandboxed);
        if (sandboxed && !bubblewrapAvailable())
            QSKIP("bubblewrap is not installed");
        if (RunConfinement::machineEnforcement() == u"rlimit" && ::getuid() == 0)
            QSKIP("as root without a control group nothing bounds processes: the fork bomb is not run");
        const QByteArray marker = "heddle-bomb-" + QByteArray::number(QRandomGenerator::global()->generate());
        RunLimits limits;
        limits.processes = 64;
        Runner runner;
        RunRequest bomb =
            request(m_folder, u": %1; bomb() { bomb | bomb & }; bomb; sleep 40"_s.arg(QString::fromLatin1(marker)),
                    sandboxed, limits);
        bomb.timeoutMs = 30000;
        const RunResult result = runOne(runner, bomb);
        if (RunConfinement::machineEnforcement() == u"rlimit") {
            // RLIMIT_NPROC refuses the forks, and the shells say so; nothing counts it for Heddle, so the bomb runs
            // (bounded) until its wall time.
            QVERIFY2(result.outcome == Outcome::TimedOut || result.limit == ResourceLimit::Processes,
                     qPrintable(describe(result)));
        } else {
            // The group's counter says at once that the limit was reached, and the run is stopped there.
            QVERIFY2(result.outcome == Outcome::LimitExceeded && result.limit == ResourceLimit::Processes,
                     qPrintable(describe(result)));
            QVERIFY2(result.durationMs < 20000, qPrintable(QString::number(result.durationMs)));
        }
        QTRY_COMPARE_WITH_TIMEOUT(runningWithMarker(marker), 0, 10000);
        const RunResult next = runOne(runner, request(m_folder, u"echo still here"_s, sandboxed, limits));
        QCOMPARE(next.outcome, Outcome::Finished);
    }

    void fileSizeIsBounded_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::addColumn<QString>("command");
        for (const bool sandboxed : {true, false}) {
            const char *where = sandboxed ? "bubblewrap" : "unsandboxed";
            // head dies of SIGXFSZ; Python ignores the signal and sees its write fail instead.
            QTest::addRow("%s, shell", where) << sandboxed << u"head -c 8000000 /dev/zero > big.bin; echo wrote"_s;
            QTest::addRow("%s, python", where)
                << sandboxed << u"python3 -c \"open('big.bin', 'wb').write(b'x' * 8000000)\""_s;
        }
    }
    void fileSizeIsBounded()
    {
        QFETCH(bool, sandboxed);
        if (sandboxed && !bubblewrapAvailable())
            QSKIP("bubblewrap is not installed");
        QFETCH(QString, command);
        RunLimits limits;
        limits.fileSizeBytes = kMiB;
        Runner runner;
        const RunResult result = runOne(runner, request(m_folder, command, sandboxed, limits));
        QVERIFY2(result.outcome == Outcome::LimitExceeded && result.limit == ResourceLimit::FileSize,
                 qPrintable(describe(result)));
        QCOMPARE(QFileInfo(m_folder + u"/big.bin"_s).size(), kMiB);
    }

    void cpuSpinnerIsStopped_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::addColumn<QString>("command");
        for (const bool sandboxed : {true, false}) {
            const char *where = sandboxed ? "bubblewrap" : "unsandboxed";
            QTest::addRow("%s, the command", where) << sandboxed << u"python3 -c \"while True: pass\""_s;
            // The spinner is one of the command's processes: the shell goes on, and says what stopped it.
            QTest::addRow("%s, a process of it", where)
                << sandboxed << u"python3 -c \"while True: pass\"; echo after"_s;
        }
    }
    void cpuSpinnerIsStopped()
    {
        QFETCH(bool, sandboxed);
        if (sandboxed && !bubblewrapAvailable())
            QSKIP("bubblewrap is not installed");
        RunLimits limits;
        limits.cpuSeconds = 1;
        Runner runner;
        QFETCH(QString, command);
        const RunResult result = runOne(runner, request(m_folder, command, sandboxed, limits));
        QVERIFY2(result.outcome == Outcome::LimitExceeded && result.limit == ResourceLimit::CpuTime,
                 qPrintable(describe(result)));
        QVERIFY(result.durationMs < kWallMs);
    }

    // 300 MB of output through a real run: Heddle's memory stays where it was, what is kept is the bound.
    void outputFloodIsKeptBounded_data() { sandboxRows(); }
    void outputFloodIsKeptBounded()
    {
        QFETCH(bool, sandboxed);
        if (sandboxed && !bubblewrapAvailable())
            QSKIP("bubblewrap is not installed");
        RunLimits limits;
        limits.outputBytes = kMiB;
        Runner runner;
        const qint64 before = peakRssKb();
        const qint64 flood = 300 * 1000 * 1000;
        const RunResult result = runOne(
            runner, request(m_folder, u"head -c %1 /dev/zero; echo; echo done >&2"_s.arg(flood), sandboxed, limits));
        QVERIFY2(result.outcome == Outcome::Finished, qPrintable(describe(result)));
        QCOMPARE(result.stderrBytes, "done\n");
        QCOMPARE(result.stderrDropped, 0);
        const qint64 total = flood + 1;
        QCOMPARE(result.stdoutDropped + result.stdoutBytes.size() - droppedMarker(result.stdoutDropped).size() - 1,
                 total);
        QVERIFY(result.stdoutBytes.size() <= kMiB + 100);
        QVERIFY(result.stdoutBytes.contains(droppedMarker(result.stdoutDropped)));
        const qint64 grownMb = (peakRssKb() - before) / 1024;
        QVERIFY2(grownMb < 64, qPrintable(u"Heddle's peak memory grew by %1 MB"_s.arg(grownMb)));
    }

    // heddle-dataset.json's limits: what is given is laid over the defaults, kept as written when the file is saved,
    // and checked against the schema.
    void datasetLimits()
    {
        const QString root = m_dir.filePath(u"dataset"_s);
        QVERIFY(QDir().mkpath(root));
        const auto write = [&](const QByteArray &validation) {
            QFile file(root + u"/heddle-dataset.json"_s);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("{\n  \"format\": \"heddle-dataset\",\n  \"format_version\": 1,\n  \"name\": \"x\",\n"
                       "  \"spec_categories\": [],\n  \"validation\": " +
                       validation + "\n}\n");
        };
        write(R"({"backend": "sandbox", "limits": {"memory_mb": 512, "processes": 0, "output_mb": 0.5,
                  "wall_seconds": 90}})");
        Result<Dataset> dataset = openDataset(root);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : dataset.error().toString()));
        const LimitSettings &settings = dataset->info.validation.limits;
        QCOMPARE(settings.wallSeconds, 90);
        const RunLimits limits = settings.resolved();
        QCOMPARE(limits.memoryBytes, 512 * kMiB);
        QCOMPARE(limits.processes, 0); // no limit
        QCOMPARE(limits.outputBytes, kMiB / 2);
        QCOMPARE(limits.fileSizeBytes, RunLimits{}.fileSizeBytes); // not given: the default
        QCOMPARE(limits.cpuSeconds, RunLimits{}.cpuSeconds);

        QVERIFY(saveDatasetInfo(root, dataset->info));
        QFile saved(root + u"/heddle-dataset.json"_s);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY2(text.contains("\"memory_mb\": 512") && text.contains("\"wall_seconds\": 90") &&
                     !text.contains("cpu_seconds"),
                 text.constData());

        write(R"({"backend": "sandbox", "limits": {"memory_mb": -1}})");
        Result<Dataset> negative = openDataset(root);
        QVERIFY(!negative);
        QCOMPARE(negative.error().pointer, u"/validation/limits/memory_mb"_s);
        write(R"({"backend": "sandbox", "limits": {"memroy_mb": 1}})");
        Result<Dataset> misspelt = openDataset(root);
        QVERIFY(!misspelt);
        QCOMPARE(misspelt.error().pointer, u"/validation/limits/memroy_mb"_s);
    }

    void containerLimitsBecomeRuntimeOptions()
    {
        ContainerSpec spec{u"docker"_s, u"img"_s, {}, u"nm"_s};
        RunLimits limits;
        limits.memoryBytes = 512 * kMiB;
        limits.processes = 100;
        limits.fileSizeBytes = kMiB;
        limits.cpuSeconds = 30;
        spec.limits = limits;
        const Result<QStringList> args = containerCommand(spec, u"/wt"_s, u"cmd"_s);
        QVERIFY(args);
        QCOMPARE(args->mid(0, 10),
                 (QStringList{u"docker"_s, u"run"_s, u"--pull=never"_s, u"--memory=536870912"_s,
                              u"--memory-swap=536870912"_s, u"--pids-limit=100"_s, u"--ulimit=fsize=1048576:1048576"_s,
                              u"--ulimit=cpu=30:35"_s, u"--ulimit=core=0:0"_s, u"--rm"_s}));
        // A limit the template sets itself is the curator's choice and stays alone.
        spec.commandTemplate = u"{runtime} run --memory 8g --ulimit cpu=600 --rm {image} sh -c {command}"_s;
        const Result<QStringList> own = containerCommand(spec, u"/wt"_s, u"cmd"_s);
        QVERIFY(own);
        QCOMPARE(*own, (QStringList{u"docker"_s, u"run"_s, u"--pull=never"_s, u"--pids-limit=100"_s,
                                    u"--ulimit=fsize=1048576:1048576"_s, u"--ulimit=core=0:0"_s, u"--memory"_s, u"8g"_s,
                                    u"--ulimit"_s, u"cpu=600"_s, u"--rm"_s, u"img"_s, u"sh"_s, u"-c"_s, u"cmd"_s}));
    }

private:
    QTemporaryDir m_dir;
    QString m_folder;
};

QTEST_GUILESS_MAIN(TestRunLimits)
#include "tst_runlimits.moc"
