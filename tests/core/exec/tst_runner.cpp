#include <core/exec/runner.h>
#include <core/exec/sandbox.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using heddle::Runner;
using heddle::RunRequest;
using heddle::RunResult;
using Outcome = heddle::RunResult::Outcome;

namespace {

RunResult runOne(Runner &runner, RunRequest request)
{
    QSignalSpy finished(&runner, &Runner::finished);
    runner.submit(std::move(request));
    if (!finished.wait(20000))
        return {};
    return finished.first().first().value<RunResult>();
}

RunRequest request(const QString &folder, const QString &command, bool sandboxed)
{
    RunRequest r;
    r.workingDirectory = folder;
    r.command = command;
    r.sandboxed = sandboxed;
    r.timeoutMs = 15000;
    return r;
}

// A zombie still answers kill(pid, 0); what matters is that it no longer runs.
bool isRunning(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    const char state = close >= 0 && close + 2 < text.size() ? text.at(close + 2) : 'X';
    return state != 'Z' && state != 'X';
}

// Processes anywhere on the machine whose command line contains marker (sandboxed pids are not ours to see).
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
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(marker) && isRunning(pid))
            ++count;
    }
    return count;
}

// A distinct sleep duration marks a test's sleeps among all processes of the machine.
QString sleepMarker()
{
    return u"3%1.5"_s.arg(QRandomGenerator::global()->bounded(100000));
}

QString uniqueName()
{
    return u"heddle-probe-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

class TestRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(heddle::bubblewrapAvailable(), "these tests run real sandboxes: install bubblewrap");
    }

    void sandboxArguments()
    {
        heddle::SandboxOptions options;
        options.worktree = u"/tmp/wt"_s;
        options.readOnlyPaths = {u"/srv/venv"_s};
        options.environment = {u"LANG=de_DE.UTF-8"_s, u"PYTEST_ADDOPTS=-q"_s};
        const QStringList args = heddle::sandboxedCommand(options, u"pytest tests"_s);

        QCOMPARE(args.first(), heddle::bubblewrapPath());
        for (const QString &flag : {u"--unshare-all"_s, u"--die-with-parent"_s, u"--new-session"_s, u"--clearenv"_s})
            QVERIFY2(args.contains(flag), qPrintable(flag));
        QCOMPARE(args.mid(args.size() - 3), (QStringList{u"/bin/sh"_s, u"-c"_s, u"pytest tests"_s}));

        auto indexOf = [&](const QStringList &run) {
            for (qsizetype i = 0; i + run.size() <= args.size(); ++i)
                if (args.mid(i, run.size()) == run)
                    return i;
            return qsizetype(-1);
        };
        const qsizetype bind = indexOf({u"--bind"_s, u"/tmp/wt"_s, u"/tmp/wt"_s});
        const qsizetype tmp = indexOf({u"--tmpfs"_s, u"/tmp"_s});
        QVERIFY(bind > 0);
        QVERIFY2(tmp > 0 && tmp < bind, "the worktree must be mounted over the private /tmp, not hidden by it");
        QVERIFY(indexOf({u"--chdir"_s, u"/tmp/wt"_s}) > 0);
        QVERIFY(indexOf({u"--ro-bind"_s, u"/srv/venv"_s, u"/srv/venv"_s}) > tmp);
        QVERIFY(indexOf({u"--ro-bind-try"_s, u"/usr"_s, u"/usr"_s}) > 0);
        QVERIFY(indexOf({u"--dev"_s, u"/dev"_s}) > 0);
        QVERIFY(indexOf({u"--proc"_s, u"/proc"_s}) > 0);
        QVERIFY2(indexOf({u"--ro-bind"_s, u"/"_s, u"/"_s}) < 0, "the whole file system must not be visible");
        QVERIFY2(!args.contains(u"--share-net"_s), "the sandbox must have no network");

        QVERIFY(indexOf({u"--setenv"_s, u"PATH"_s, u"/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"_s}) >
                0);
        QVERIFY(indexOf({u"--setenv"_s, u"HOME"_s, u"/tmp"_s}) > 0);
        QVERIFY(indexOf({u"--setenv"_s, u"PYTHONDONTWRITEBYTECODE"_s, u"1"_s}) > 0);
        QVERIFY(indexOf({u"--setenv"_s, u"PYTEST_ADDOPTS"_s, u"-q"_s}) > 0);
        QVERIFY(indexOf({u"--setenv"_s, u"LANG"_s, u"de_DE.UTF-8"_s}) > 0);
        QVERIFY2(indexOf({u"--setenv"_s, u"LANG"_s, u"C.UTF-8"_s}) < 0, "a caller's variable replaces the default");
        // Everything the sandbox is told comes before the command, so the command cannot be read as an option.
        QVERIFY(args.lastIndexOf(u"--setenv"_s) < args.size() - 3);
    }

    void missingBubblewrapPath()
    {
        heddle::SandboxOptions options;
        options.bubblewrapPath = u"/nonexistent/bwrap"_s;
        QVERIFY(!heddle::bubblewrapAvailable(options));
        QVERIFY(heddle::bubblewrapPath(options).isEmpty());
    }

    void bothStreamsAndExitCode_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::newRow("plain") << false;
        QTest::newRow("sandboxed") << true;
    }
    void bothStreamsAndExitCode()
    {
        QFETCH(bool, sandboxed);
        QTemporaryDir dir;
        Runner runner;
        QSignalSpy started(&runner, &Runner::started);
        QSignalSpy output(&runner, &Runner::output);
        QSignalSpy allFinished(&runner, &Runner::allFinished);
        RunRequest r = request(dir.path(), u"echo out; echo err >&2; pwd; exit 3"_s, sandboxed);
        r.id = u"streams"_s;
        const RunResult result = runOne(runner, r);

        QCOMPARE(result.id, u"streams"_s);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.exitCode, 3);
        QCOMPARE(result.sandboxed, sandboxed);
        QVERIFY(result.sandboxNote.isEmpty());
        QCOMPARE(result.stdoutBytes, "out\n"_ba + dir.path().toUtf8() + "\n"_ba);
        QCOMPARE(result.stderrBytes, "err\n"_ba);
        QCOMPARE(started.size(), 1);
        QCOMPARE(allFinished.size(), 1);

        QByteArray streamedOut, streamedErr;
        for (const QList<QVariant> &chunk : std::as_const(output)) {
            QCOMPARE(chunk.at(0).toString(), u"streams"_s);
            (chunk.at(2).toBool() ? streamedErr : streamedOut) += chunk.at(1).toByteArray();
        }
        QCOMPARE(streamedOut, result.stdoutBytes);
        QCOMPARE(streamedErr, result.stderrBytes);
    }

    void timeoutKillsTheWholeGroup_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::newRow("plain") << false;
        QTest::newRow("sandboxed") << true;
    }
    void timeoutKillsTheWholeGroup()
    {
        QFETCH(bool, sandboxed);
        QTemporaryDir dir;
        Runner runner;
        runner.setKillGraceMs(500);
        const QString marker = sleepMarker();
        RunRequest r = request(dir.path(), u"sleep %1 & echo $!; sleep %1"_s.arg(marker), sandboxed);
        r.timeoutMs = 300;
        const RunResult result = runOne(runner, r);

        QCOMPARE(result.outcome, Outcome::TimedOut);
        QVERIFY(!result.message.isEmpty());
        QVERIFY2(result.durationMs < 5000, qPrintable(QString::number(result.durationMs)));
        if (!sandboxed) {
            bool ok = false;
            const qint64 grandchild = result.stdoutBytes.trimmed().toLongLong(&ok);
            QVERIFY(ok);
            QTRY_VERIFY(!isRunning(grandchild));
        }
        QTRY_COMPARE(runningWithMarker("sleep\0"_ba + marker.toLatin1()), 0);
    }

    void leftoversEndWithTheRun()
    {
        QTemporaryDir dir;
        Runner runner;
        const RunResult result = runOne(runner, request(dir.path(), u"sleep 30 >/dev/null 2>&1 & echo $!"_s, false));
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.exitCode, 0);
        bool ok = false;
        const qint64 background = result.stdoutBytes.trimmed().toLongLong(&ok);
        QVERIFY(ok);
        QTRY_VERIFY(!isRunning(background));
    }

    void cancel_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::newRow("plain") << false;
        QTest::newRow("sandboxed") << true;
    }
    void cancel()
    {
        QFETCH(bool, sandboxed);
        QTemporaryDir dir;
        Runner runner;
        runner.setParallelism(1);
        QSignalSpy started(&runner, &Runner::started);
        QSignalSpy finished(&runner, &Runner::finished);
        QSignalSpy allFinished(&runner, &Runner::allFinished);
        const QString marker = sleepMarker();
        const QString running =
            runner.submit(request(dir.path(), u"sleep %1 & echo ready; sleep %1"_s.arg(marker), sandboxed));
        const QString queued = runner.submit(request(dir.path(), u"touch queued-ran"_s, sandboxed));
        QVERIFY(running != queued);
        QVERIFY(started.wait(10000));
        QCOMPARE(started.first().first().toString(), running);

        runner.cancel(queued);
        QCOMPARE(finished.size(), 1);
        auto first = finished.first().first().value<RunResult>();
        QCOMPARE(first.id, queued);
        QCOMPARE(first.outcome, Outcome::Cancelled);

        const QByteArray sleeps = "sleep\0"_ba + marker.toLatin1();
        QTRY_COMPARE(runningWithMarker(sleeps), 2);
        runner.cancel(running);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        const auto second = finished.at(1).first().value<RunResult>();
        QCOMPARE(second.id, running);
        QCOMPARE(second.outcome, Outcome::Cancelled);
        QCOMPARE(allFinished.size(), 1);
        QCOMPARE(started.size(), 1);
        QVERIFY(runner.isIdle());
        QVERIFY(!QFile::exists(dir.filePath(u"queued-ran"_s)));
        QTRY_COMPARE(runningWithMarker(sleeps), 0);
    }

    void cancelAll()
    {
        QTemporaryDir dir;
        Runner runner;
        runner.setParallelism(2);
        QSignalSpy started(&runner, &Runner::started);
        QSignalSpy finished(&runner, &Runner::finished);
        for (int i = 0; i < 4; ++i)
            runner.submit(request(dir.path(), u"sleep 30"_s, false));
        QTRY_COMPARE(started.size(), 2);
        runner.cancelAll();
        QTRY_COMPARE(finished.size(), 4);
        for (const QList<QVariant> &args : std::as_const(finished))
            QCOMPARE(args.first().value<RunResult>().outcome, Outcome::Cancelled);
        QCOMPARE(started.size(), 2);
    }

    void destroyingTheRunnerEndsItsRuns()
    {
        QTemporaryDir dir;
        const QString marker = sleepMarker();
        const QByteArray sleeps = "sleep\0"_ba + marker.toLatin1();
        {
            Runner runner;
            QSignalSpy finished(&runner, &Runner::finished);
            runner.submit(request(dir.path(), u"sleep %1 & sleep %1"_s.arg(marker), false));
            QTRY_COMPARE(runningWithMarker(sleeps), 2);
            QCOMPARE(finished.size(), 0);
        }
        QTRY_COMPARE(runningWithMarker(sleeps), 0);
    }

    void crash_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("signal");
        const QString segv = u"ulimit -c 0; echo before; kill -SEGV $$"_s;
        const QString abort = u"ulimit -c 0; echo before; python3 -c 'import os; os.abort()'"_s;
        QTest::newRow("plain segv") << false << segv << int(SIGSEGV);
        QTest::newRow("sandboxed segv") << true << segv << int(SIGSEGV);
        QTest::newRow("plain abort") << false << abort << int(SIGABRT);
        QTest::newRow("sandboxed abort") << true << abort << int(SIGABRT);
    }
    void crash()
    {
        QFETCH(bool, sandboxed);
        QFETCH(QString, command);
        QFETCH(int, signal);
        QTemporaryDir dir;
        Runner runner;
        const RunResult result = runOne(runner, request(dir.path(), command, sandboxed));
        QCOMPARE(result.outcome, Outcome::Crashed);
        QCOMPARE(result.signal, signal);
        QVERIFY(result.message.contains(u"SIG"_s));
        QCOMPARE(result.stdoutBytes, "before\n"_ba);
    }

    void parallelismLimit()
    {
        QTemporaryDir dir;
        Runner runner;
        QCOMPARE(runner.parallelism(), qMax(1, QThread::idealThreadCount()));
        runner.setParallelism(2);
        int running = 0;
        int most = 0;
        connect(&runner, &Runner::started, this, [&] { most = qMax(most, ++running); });
        connect(&runner, &Runner::finished, this, [&] { --running; });
        QSignalSpy finished(&runner, &Runner::finished);
        QSignalSpy allFinished(&runner, &Runner::allFinished);
        for (int i = 0; i < 4; ++i)
            runner.submit(request(dir.path(), u"sleep 0.3"_s, false));
        QVERIFY(allFinished.wait(20000));
        QCOMPARE(finished.size(), 4);
        QCOMPARE(most, 2);
        QCOMPARE(allFinished.size(), 1);
    }

    void parallelWorktreesDoNotInterfere()
    {
        Runner runner;
        runner.setParallelism(4);
        QList<QTemporaryDir *> dirs;
        QHash<QString, QString> folderOf;
        for (int i = 0; i < 4; ++i) {
            dirs.append(new QTemporaryDir);
            const QString id = u"job%1"_s.arg(i);
            RunRequest r = request(dirs.last()->path(),
                                   u"for n in 1 2 3 4 5 6 7 8 9 10; do echo %1 >> out.txt; echo %1; sleep 0.02; done; "
                                   "wc -l < out.txt"_s.arg(id),
                                   true);
            r.id = id;
            folderOf.insert(id, dirs.last()->path());
            runner.submit(r);
        }
        QSignalSpy finished(&runner, &Runner::finished);
        QSignalSpy allFinished(&runner, &Runner::allFinished);
        QVERIFY(allFinished.wait(30000));
        QCOMPARE(finished.size(), 4);
        for (const QList<QVariant> &args : std::as_const(finished)) {
            const auto result = args.first().value<RunResult>();
            QCOMPARE(result.outcome, Outcome::Finished);
            const QByteArray line = result.id.toLatin1() + "\n";
            QCOMPARE(result.stdoutBytes, line.repeated(10) + "10\n");
            QFile out(folderOf.value(result.id) + u"/out.txt"_s);
            QVERIFY(out.open(QIODevice::ReadOnly));
            QCOMPARE(out.readAll(), line.repeated(10));
        }
        qDeleteAll(dirs);
    }

    void sandboxKeepsWritesInTheWorktree()
    {
        QTemporaryDir worktree;
        QTemporaryDir hidden; // below the real /tmp: the sandbox has its own
        QTemporaryDir elsewhere(QDir::currentPath() + u"/heddle-out-XXXXXX"_s); // not part of the sandbox at all
        QTemporaryDir visible;
        QVERIFY(elsewhere.isValid() && visible.isValid());
        RunRequest r = request(worktree.path(),
                               u"echo inside > inside.txt; "
                               "echo out > '%1/escaped.txt' || echo hidden-blocked; "
                               "echo out > '%2/escaped.txt' || echo elsewhere-blocked; "
                               "echo out > '%3/escaped.txt' || echo readonly-blocked; "
                               "ls '%3' >/dev/null && echo readonly-visible; "
                               "echo home > /root/heddle-escaped.txt || echo root-blocked"_s.arg(
                                   hidden.path(), elsewhere.path(), visible.path()),
                               true);
        r.readOnlyPaths = {visible.path()};
        Runner runner;
        const RunResult result = runOne(runner, r);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes,
                 "hidden-blocked\nelsewhere-blocked\nreadonly-blocked\nreadonly-visible\nroot-blocked\n"_ba);
        for (const QTemporaryDir *outside : {&hidden, &elsewhere, &visible})
            QVERIFY(!QFile::exists(outside->filePath(u"escaped.txt"_s)));
        QVERIFY(!QFile::exists(u"/root/heddle-escaped.txt"_s));
        QFile inside(worktree.filePath(u"inside.txt"_s));
        QVERIFY(inside.open(QIODevice::ReadOnly));
        QCOMPARE(inside.readAll(), "inside\n"_ba);
    }

    void sandboxHasAPrivateTmp()
    {
        QTemporaryDir worktree(QDir::currentPath() + u"/heddle-wt-XXXXXX"_s);
        const QString name = u"/tmp/"_s + uniqueName();
        Runner runner;
        const RunResult result =
            runOne(runner, request(worktree.path(), u"echo secret > %1 && cat %1"_s.arg(name), true));
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes, "secret\n"_ba);
        QVERIFY(!QFile::exists(name));
    }

    void sandboxHasNoNetwork_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("plain: connects") << false << 0;
        QTest::newRow("sandboxed: blocked") << true << 1;
    }
    void sandboxHasNoNetwork()
    {
        QFETCH(bool, sandboxed);
        QFETCH(int, exitCode);
        const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(listener >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
        QCOMPARE(::listen(listener, 4), 0);
        socklen_t length = sizeof address;
        QCOMPARE(::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
        const int port = ntohs(address.sin_port);

        QTemporaryDir dir;
        Runner runner;
        const RunResult result = runOne(runner, request(dir.path(),
                                                        u"python3 -c \"import socket, sys\n"
                                                        "print(sorted(n for _, n in socket.if_nameindex()) == ['lo'])\n"
                                                        "try:\n"
                                                        "    socket.create_connection(('127.0.0.1', %1), timeout=3)\n"
                                                        "except OSError:\n"
                                                        "    sys.exit(1)\n\""_s.arg(port),
                                                        sandboxed));
        ::close(listener);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.exitCode, exitCode);
        if (sandboxed)
            QCOMPARE(result.stdoutBytes, "True\n"_ba);
    }

    void cleanEnvironment_data()
    {
        QTest::addColumn<bool>("sandboxed");
        QTest::newRow("plain") << false;
        QTest::newRow("sandboxed") << true;
    }
    void cleanEnvironment()
    {
        QFETCH(bool, sandboxed);
        qputenv("HEDDLE_PARENT_SECRET", "leaked");
        QTemporaryDir dir;
        RunRequest r =
            request(dir.path(), u"echo \"[$HEDDLE_PARENT_SECRET]\"; echo $PATH; echo $HOME; echo $EXTRA"_s, sandboxed);
        r.environment = {u"EXTRA=given"_s};
        Runner runner;
        const RunResult result = runOne(runner, r);
        qunsetenv("HEDDLE_PARENT_SECRET");
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes,
                 "[]\n/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\n/tmp\ngiven\n"_ba);
    }

    // The machine's pytest plugins stay out of the runs of whoever runs Heddle with PYTEST_DISABLE_PLUGIN_AUTOLOAD
    // set (ctest sets it for every test); a task's own environment still decides.
    void pytestPluginSwitchReachesTheRun_data() { cleanEnvironment_data(); }
    void pytestPluginSwitchReachesTheRun()
    {
        QFETCH(bool, sandboxed);
        const QByteArray before = qgetenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD");
        QTemporaryDir dir;
        Runner runner;
        qputenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1");
        const RunResult off =
            runOne(runner, request(dir.path(), u"echo \"[$PYTEST_DISABLE_PLUGIN_AUTOLOAD]\""_s, sandboxed));
        RunRequest own = request(dir.path(), u"echo \"[$PYTEST_DISABLE_PLUGIN_AUTOLOAD]\""_s, sandboxed);
        own.environment = {u"PYTEST_DISABLE_PLUGIN_AUTOLOAD="_s};
        const RunResult taskDecides = runOne(runner, own);
        qunsetenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD");
        const RunResult on =
            runOne(runner, request(dir.path(), u"echo \"[$PYTEST_DISABLE_PLUGIN_AUTOLOAD]\""_s, sandboxed));
        if (!before.isEmpty())
            qputenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", before);
        QCOMPARE(off.stdoutBytes, "[1]\n"_ba);
        QCOMPARE(taskDecides.stdoutBytes, "[]\n"_ba);
        QCOMPARE(on.stdoutBytes, "[]\n"_ba);
    }

    void missingBubblewrapNeedsConsent()
    {
        QTemporaryDir dir;
        Runner runner;
        runner.setBubblewrapPath(u"/nonexistent/bwrap"_s);
        QSignalSpy started(&runner, &Runner::started);
        const RunResult refused = runOne(runner, request(dir.path(), u"touch ran"_s, true));
        QCOMPARE(refused.outcome, Outcome::FailedToStart);
        QCOMPARE(refused.message,
                 u"bubblewrap (bwrap) is not installed: install it, or allow unsandboxed runs in the settings"_s);
        QCOMPARE(started.size(), 0);
        QVERIFY(!QFile::exists(dir.filePath(u"ran"_s)));

        RunRequest consented = request(dir.path(), u"touch ran; echo ran"_s, true);
        consented.allowUnsandboxed = true;
        const RunResult result = runOne(runner, consented);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes, "ran\n"_ba);
        QVERIFY(!result.sandboxed);
        QVERIFY(!result.sandboxNote.isEmpty());
        QVERIFY(QFile::exists(dir.filePath(u"ran"_s)));
    }

    void missingFolderFailsToStart()
    {
        Runner runner;
        QSignalSpy started(&runner, &Runner::started);
        const RunResult result = runOne(runner, request(u"/nonexistent/heddle-worktree"_s, u"true"_s, false));
        QCOMPARE(result.outcome, Outcome::FailedToStart);
        QVERIFY(result.message.contains(u"/nonexistent/heddle-worktree"_s));
        QCOMPARE(started.size(), 0);

        QTemporaryDir dir;
        RunRequest needsVenv = request(dir.path(), u"touch ran"_s, true);
        needsVenv.readOnlyPaths = {u"/nonexistent/venv"_s};
        const RunResult missingVenv = runOne(runner, needsVenv);
        QCOMPARE(missingVenv.outcome, Outcome::FailedToStart);
        QVERIFY(missingVenv.message.contains(u"/nonexistent/venv"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"ran"_s)));
    }

    void sandboxSetupFailureIsNotATestFailure()
    {
        // What bwrap does where the kernel refuses new namespaces.
        QTemporaryDir dir;
        QFile fake(dir.filePath(u"bwrap"_s));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n");
        fake.close();
        fake.setPermissions(QFile::ReadOwner | QFile::ExeOwner);
        Runner runner;
        runner.setBubblewrapPath(fake.fileName());
        const RunResult result = runOne(runner, request(dir.path(), u"exit 1"_s, true));
        QCOMPARE(result.outcome, Outcome::FailedToStart);
        QVERIFY(result.message.contains(u"No permissions to create new namespace"_s));

        // A test command's own exit code 1 stays a test failure.
        Runner real;
        const RunResult failing = runOne(real, request(dir.path(), u"echo 'bwrap-like' >&2; exit 1"_s, true));
        QCOMPARE(failing.outcome, Outcome::Finished);
        QCOMPARE(failing.exitCode, 1);
    }

    void brokenBubblewrapFailsToStart()
    {
        // A path that exists but cannot be executed as bwrap.
        QTemporaryDir dir;
        QFile fake(dir.filePath(u"bwrap"_s));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("not a program");
        fake.close();
        fake.setPermissions(QFile::ReadOwner | QFile::ExeOwner);
        Runner runner;
        runner.setBubblewrapPath(fake.fileName());
        const RunResult result = runOne(runner, request(dir.path(), u"true"_s, true));
        QCOMPARE(result.outcome, Outcome::FailedToStart);
        QVERIFY(!result.message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
