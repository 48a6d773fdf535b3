// `heddle validate` as a real process on a demo copy: the dataset's limits reach the runs and the output says which
// one a run went over; killed with SIGKILL in the middle of validations, Heddle loses no file of the dataset, and the
// next validation removes the workspaces it left.
#include <core/exec/confinement.h>
#include <core/validation/runrecord.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

constexpr char16_t kTask[] = u"coin-hours-split";

// Every file of the dataset (its git folder too) by its content, to tell that nothing was lost or changed.
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            files.insert(QDir(root).relativeFilePath(path),
                         QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256));
    }
    return files;
}

QStringList leftFolders(const QString &temporary)
{
    return QDir(temporary).entryList({u"heddle-validation-*"_s}, QDir::Dirs | QDir::NoDotAndDotDot);
}

bool setLimits(const QString &root, const QJsonObject &limits)
{
    QJsonObject dataset = QJsonDocument::fromJson(readFile(root + u"/heddle-dataset.json"_s)).object();
    dataset[u"validation"_s] = QJsonObject{{u"backend"_s, u"sandbox"_s}, {u"limits"_s, limits}};
    return writeFile(root + u"/heddle-dataset.json"_s, QJsonDocument(dataset).toJson());
}

} // namespace

class TestValidateLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRunOverALimitSaysWhich()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QVERIFY(setLimits(demo.root(), {{u"memory_mb"_s, 64}, {u"wall_seconds"_s, 60}}));
        QVERIFY(replaceInFile(demo.root() + u"/tasks/coin-hours-split/task.json"_s, "\"command\": \"",
                              "\"command\": \"python3 -c 'x = bytes(range(256)) * (2400 * 1024)'; "));
        const ProcessRun r = runHeddle(
            {u"validate"_s, demo.root(), u"--tasks"_s, QString::fromUtf16(kTask), u"--jobs"_s, u"2"_s, u"--json"_s},
            {.timeoutMs = 300000});
        QCOMPARE(r.exitCode, 1); // no run could be made
        const QJsonObject task = QJsonDocument::fromJson(r.out).object()[u"tasks"_s][0].toObject();
        const QJsonArray runs = task[u"runs"_s].toArray();
        QVERIFY2(!runs.isEmpty(), r.out.constData());
        for (const QJsonValue run : runs) {
            QCOMPARE(run[u"outcome"_s].toString(), u"limit_exceeded"_s);
            QCOMPARE(run[u"limit"_s].toString(), u"memory"_s);
        }
        QVERIFY2(r.err.contains("reference-1: limit_exceeded: The run went over its memory limit (64 MB)"),
                 r.err.constData());
        // The record on disk says so too, with the limits it ran under.
        const LoadedRunRecords records = loadRunRecords(demo.root(), QString::fromUtf16(kTask));
        QCOMPARE(records.records.size(), 1);
        const RunRecord &record = records.records.first();
        QCOMPARE(record.limits->memoryBytes, 64 * kMiB);
        QCOMPARE(record.timeoutMs, 60000);
        QCOMPARE(record.runs.first().limit, ResourceLimit::Memory);
    }

    // Heddle killed with SIGKILL while its runs go, a few times over: the dataset keeps every file as it was, and
    // what it left in the temporary folder (its workspaces, its runs' control groups) goes with the next validation.
    void killedInTheMiddleLosesNothingAndIsSweptAfter()
    {
        DemoCopy demo;
        QVERIFY(demo.install());
        QTemporaryDir temporary;
        QVERIFY(temporary.isValid());
        QVERIFY(replaceInFile(demo.root() + u"/tasks/coin-hours-split/task.json"_s, "\"command\": \"",
                              "\"command\": \"sleep 20; "));
        const QMap<QString, QByteArray> before = snapshot(demo.root());
        QList<qint64> killed;

        for (const int delayMs : {0, 700, 2000}) {
            QProcess heddle;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(u"TMPDIR"_s, temporary.path());
            heddle.setProcessEnvironment(environment);
            heddle.setProgram(heddleBinary());
            heddle.setArguments({u"validate"_s, demo.root(), u"--tasks"_s, QString::fromUtf16(kTask), u"--jobs"_s,
                                 u"2"_s, u"--timeout"_s, u"60"_s});
            heddle.setStandardOutputFile(QProcess::nullDevice());
            heddle.setStandardErrorFile(QProcess::nullDevice());
            heddle.start();
            QVERIFY(heddle.waitForStarted(10000));
            const qint64 pid = heddle.processId();
            killed.append(pid);
            // Its workspaces are there and its commands run.
            QTRY_VERIFY_WITH_TIMEOUT(!leftFolders(temporary.path()).isEmpty() &&
                                         !QDir(temporary.filePath(leftFolders(temporary.path()).first()))
                                              .entryList({u"heddle-workspace-*"_s}, QDir::Dirs)
                                              .isEmpty(),
                                     60000);
            QTest::qWait(delayMs);
            ::kill(pid_t(pid), SIGKILL);
            QVERIFY(heddle.waitForFinished(10000));
            QCOMPARE(heddle.exitStatus(), QProcess::CrashExit);
            QVERIFY(!leftFolders(temporary.path()).isEmpty());

            // Every file of the dataset is there, unchanged; nothing was written half.
            const QMap<QString, QByteArray> after = snapshot(demo.root());
            for (auto it = before.cbegin(); it != before.cend(); ++it)
                QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key()));
            QCOMPARE(loadRunRecords(demo.root(), QString::fromUtf16(kTask)).errors.size(), 0);
        }

        // The next validation sweeps what the killed ones left; its own folder goes when it ends.
        QVERIFY(replaceInFile(demo.root() + u"/tasks/coin-hours-split/task.json"_s, "\"command\": \"sleep 20; ",
                              "\"command\": \""));
        QProcess next;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"TMPDIR"_s, temporary.path());
        next.setProcessEnvironment(environment);
        next.start(heddleBinary(), {u"validate"_s, demo.root(), u"--tasks"_s, QString::fromUtf16(kTask), u"--jobs"_s,
                                    u"2"_s, u"--timeout"_s, u"120"_s});
        QVERIFY(next.waitForFinished(300000));
        QVERIFY2(next.exitCode() == 0, next.readAllStandardError().constData());
        QCOMPARE(leftFolders(temporary.path()), QStringList());
        const QStringList entries = QDir(temporary.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        QVERIFY2(entries.isEmpty(), qPrintable(entries.join(u", "_s)));
        QCOMPARE(loadRunRecords(demo.root(), QString::fromUtf16(kTask)).records.size(), 1);
        for (const qint64 pid : std::as_const(killed))
            QCOMPARE(RunConfinement::groupsOf(pid), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestValidateLimits)
#include "tst_validatelimits.moc"
