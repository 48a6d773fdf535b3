// The container backend: the command line built from a template, the runtime lookup, real runs through the Runner
// with a stand-in runtime (no container daemon can run on the build machines), the real docker client when it is
// installed without a daemon, and the dataset keys that select all this.
#include <core/dataset/datasetio.h>
#include <core/exec/container.h>
#include <core/exec/containerimage.h>
#include <core/exec/runner.h>
#include <tests/support/files.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;
using Outcome = heddle::RunResult::Outcome;

namespace {

// A stand-in for podman/docker: every call leaves its arguments (NUL-separated, so any byte survives) in a file of
// its own under calls/; `run` executes its last argument with /bin/sh -c in the folder it was started in, as the
// default template's `-w /testbed` would; `info` answers as told by the INFO_EXIT and INFO_SAYS lines.
QString writeFakeRuntime(const QString &folder, const QString &name, int infoExit = 0,
                         const QByteArray &infoSays = "fake runtime ready")
{
    QString path = folder + u'/' + name;
    const QByteArray script = "#!/bin/sh\n"
                              "calls='" +
                              folder.toUtf8() +
                              "/calls'\n"
                              "mkdir -p \"$calls\"\n"
                              "f=$(mktemp \"$calls/call.XXXXXX\")\n"
                              "printf '%s\\0' \"$@\" > \"$f\"\n"
                              "case \"$1\" in\n"
                              "run) for last; do :; done; exec /bin/sh -c \"$last\" ;;\n"
                              "info) echo '" +
                              infoSays + "' >&2; exit " + QByteArray::number(infoExit) +
                              " ;;\n"
                              "esac\n"
                              "exit 0\n";
    writeExecutable(path, script);
    return path;
}

// Every recorded call of the stand-in runtime, each as its argument list.
QList<QStringList> recordedCalls(const QString &folder)
{
    QList<QStringList> calls;
    const QDir dir(folder + u"/calls"_s);
    const QStringList files = dir.entryList(QDir::Files, QDir::Time | QDir::Reversed);
    for (const QString &file : files) {
        QByteArray bytes = readFile(dir.filePath(file));
        if (bytes.endsWith('\0'))
            bytes.chop(1);
        QStringList args;
        for (const QByteArray &arg : bytes.split('\0'))
            args.append(QString::fromUtf8(arg));
        if (!bytes.isEmpty())
            calls.append(args);
    }
    return calls;
}

RunResult runOne(Runner &runner, RunRequest request)
{
    QSignalSpy finished(&runner, &Runner::finished);
    runner.submit(std::move(request));
    if (!finished.wait(30000))
        return {};
    return finished.first().first().value<RunResult>();
}

RunRequest containerRequest(const QString &worktree, const QString &runtime, const QString &command)
{
    RunRequest r;
    r.workingDirectory = worktree;
    r.command = command;
    r.timeoutMs = 20000;
    r.sandboxed = false; // the container is the sandbox whatever this says
    ContainerSpec spec;
    spec.runtime = runtime;
    spec.image = u"example.org/swe/eval:django 11099"_s;
    r.container = spec;
    return r;
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

// PATH changed for one test and restored after it, whatever the outcome.
class PathGuard
{
public:
    explicit PathGuard(const QString &first)
        : m_old(qgetenv("PATH"))
    {
        qputenv("PATH", first.toUtf8() + ':' + m_old);
    }
    ~PathGuard() { qputenv("PATH", m_old); }

private:
    QByteArray m_old;
};

} // namespace

class TestContainer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultTemplate()
    {
        QTemporaryDir dir;
        ContainerSpec spec;
        spec.runtime = u"/usr/bin/podman"_s;
        spec.image = u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s;
        spec.name = u"heddle-run-1-0a1b2c3d"_s;
        auto args = containerCommand(spec, dir.path(), u"python3 -m pytest -rA tests/test_a.py"_s);
        QVERIFY2(args, qPrintable(args ? QString() : args.error().message));
        const QStringList expected{u"/usr/bin/podman"_s,
                                   u"run"_s,
                                   u"--pull=never"_s, // a missing image is said at once, never pulled by a run
                                   u"--rm"_s,
                                   u"--name"_s,
                                   u"heddle-run-1-0a1b2c3d"_s,
                                   u"--network"_s,
                                   u"none"_s,
                                   u"-v"_s,
                                   canonical(dir.path()) + u":/testbed"_s,
                                   u"-w"_s,
                                   u"/testbed"_s,
                                   u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s,
                                   u"/bin/sh"_s,
                                   u"-c"_s,
                                   u"python3 -m pytest -rA tests/test_a.py"_s};
        QCOMPARE(*args, expected);
        QVERIFY(checkContainerTemplate(QString::fromUtf16(kDefaultContainerTemplate)));
    }

    void customTemplate_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("double quotes") << u"{runtime} run --label \"heddle run\" {image} sh -c {command}"_s
                                       << QStringList{u"rt"_s,      u"run"_s,        u"--pull=never"_s,
                                                      u"--label"_s, u"heddle run"_s, u"img"_s,
                                                      u"sh"_s,      u"-c"_s,         u"cmd"_s};
        QTest::newRow("single quotes keep $ and \\")
            << u"{runtime} run -e 'X=$HOME \\n' {image} {command}"_s
            << QStringList{u"rt"_s, u"run"_s, u"--pull=never"_s, u"-e"_s, u"X=$HOME \\n"_s, u"img"_s, u"cmd"_s};
        QTest::newRow("escapes in double quotes")
            << u"{runtime} \"a \\\"b\\\" \\$c \\d\" {command}"_s << QStringList{u"rt"_s, u"a \"b\" $c \\d"_s, u"cmd"_s};
        QTest::newRow("backslash outside quotes")
            << u"{runtime} a\\ b {command}"_s << QStringList{u"rt"_s, u"a b"_s, u"cmd"_s};
        QTest::newRow("placeholder inside a quoted word")
            << u"{runtime} run -v \"{worktree}:/work space:Z\" --name=pre-{name} {image} {command}"_s
            << QStringList{u"rt"_s,  u"run"_s, u"--pull=never"_s, u"-v"_s, u"/wt:/work space:Z"_s, u"--name=pre-nm"_s,
                           u"img"_s, u"cmd"_s};
        QTest::newRow("empty quoted argument")
            << u"{runtime} '' {command}"_s << QStringList{u"rt"_s, QString(), u"cmd"_s};
        QTest::newRow("literal braces") << u"{runtime} --format '{{json .}}' {command}"_s
                                        << QStringList{u"rt"_s, u"--format"_s, u"{json .}"_s, u"cmd"_s};
        QTest::newRow("tabs and newlines separate")
            << u"{runtime}\trun\n  {command}  "_s << QStringList{u"rt"_s, u"run"_s, u"--pull=never"_s, u"cmd"_s};
        QTest::newRow("the template's own --pull stays")
            << u"{runtime} run --pull missing {image} {command}"_s
            << QStringList{u"rt"_s, u"run"_s, u"--pull"_s, u"missing"_s, u"img"_s, u"cmd"_s};
    }
    void customTemplate()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, expected);
        const ContainerSpec spec{u"rt"_s, u"img"_s, pattern, u"nm"_s};
        // A path that does not exist stays as given (absolute), which keeps the table independent of the machine.
        auto args = containerCommand(spec, u"/wt"_s, u"cmd"_s);
        QVERIFY2(args, qPrintable(args ? QString() : args.error().message));
        QCOMPARE(*args, expected);
    }

    void valuesStayOneArgument_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("spaces") << u"python3 -m pytest -k 'a and not b' tests/x.py"_s;
        QTest::newRow("quotes") << u"echo \"it's\" 'a \"b\"'"_s;
        QTest::newRow("command substitution") << u"$(touch /tmp/heddle-pwned) `id`"_s;
        QTest::newRow("semicolon") << u"true; rm -rf / ; echo {image}"_s;
        QTest::newRow("newline and glob") << u"ls *\necho done"_s;
        QTest::newRow("looks like a placeholder") << u"{worktree} {{command}}"_s;
    }
    void valuesStayOneArgument()
    {
        QFETCH(QString, value);
        QTemporaryDir dir;
        const QString worktree = dir.path() + u"/a folder; with $(x) 'quotes'"_s;
        QVERIFY(QDir().mkpath(worktree));
        const ContainerSpec spec{value, value, {}, value};
        auto args = containerCommand(spec, worktree, value);
        QVERIFY2(args, qPrintable(args ? QString() : args.error().message));
        QCOMPARE(args->size(), 16);
        QCOMPARE(args->at(0), value);                                // {runtime}
        QCOMPARE(args->at(5), value);                                // {name}
        QCOMPARE(args->at(9), canonical(worktree) + u":/testbed"_s); // {worktree}:/testbed
        QCOMPARE(args->at(12), value);                               // {image}
        QCOMPARE(args->at(15), value);                               // {command}
    }

    void templateErrors_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("unknown placeholder")
            << u"{runtime} run {imgae} {command}"_s << QStringList{u"{imgae}"_s, u"{image}"_s};
        QTest::newRow("two unknown placeholders")
            << u"{runtime} run {volume} {image} {cmd} {command}"_s << QStringList{u"{volume}"_s, u"{cmd}"_s};
        QTest::newRow("unclosed quote") << u"{runtime} run \"{image} {command}"_s << QStringList{u"quote"_s};
        QTest::newRow("unclosed brace") << u"{runtime} run {image {command}"_s << QStringList{u"{image {command}"_s};
        QTest::newRow("lone closing brace") << u"{runtime} run } {command}"_s << QStringList{u"}}"_s};
        QTest::newRow("no command") << u"{runtime} run {image} /bin/true"_s << QStringList{u"{command}"_s};
        QTest::newRow("blank") << u"   "_s << QStringList{u"empty"_s};
    }
    void templateErrors()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, mentions);
        const Result<void> checked = checkContainerTemplate(pattern);
        QVERIFY(!checked);
        for (const QString &m : mentions)
            QVERIFY2(checked.error().message.contains(m), qPrintable(checked.error().message));
        const auto args = containerCommand({u"rt"_s, u"img"_s, pattern, u"nm"_s}, u"/wt"_s, u"cmd"_s);
        QVERIFY(!args);
        QCOMPARE(args.error().message, checked.error().message);
    }

    void runtimeLookup()
    {
        QTemporaryDir dir;
        const QString podman = writeFakeRuntime(dir.path(), u"podman"_s);
        const QString docker = writeFakeRuntime(dir.path(), u"docker"_s);
        PathGuard path(dir.path());

        QCOMPARE(findContainerRuntime(), podman);
        QCOMPARE(findContainerRuntime(u"docker"_s), docker);
        QCOMPARE(findContainerRuntime(u"podman"_s), podman);
        QCOMPARE(findContainerRuntime(docker), docker);
        QVERIFY(QFile::remove(podman));
        QCOMPARE(findContainerRuntime(), docker);
        QCOMPARE(findContainerRuntime(u"heddle-no-such-runtime"_s), QString());
        QCOMPARE(findContainerRuntime(dir.path() + u"/missing"_s), QString());
        writeFile(dir.path() + u"/not-executable"_s, "#!/bin/sh\n"_ba);
        QCOMPARE(findContainerRuntime(dir.path() + u"/not-executable"_s), QString());
    }

    void runtimeAnswers()
    {
        QTemporaryDir dir;
        const QString up = writeFakeRuntime(dir.path(), u"up"_s);
        QString why = u"unchanged"_s;
        QVERIFY(containerRuntimeRuns(up, &why));

        const QString down =
            writeFakeRuntime(dir.path(), u"down"_s, 1, "Cannot connect to the fake daemon at unix:///run/fake.sock");
        QVERIFY(!containerRuntimeRuns(down, &why));
        QVERIFY2(why.contains(u"Cannot connect to the fake daemon"_s), qPrintable(why));

        QVERIFY(!containerRuntimeRuns(dir.path() + u"/absent"_s, &why));
        QVERIFY2(why.contains(u"absent"_s), qPrintable(why));
    }

    void runsThroughTheRuntime()
    {
        QTemporaryDir dir;
        const QString runtime = writeFakeRuntime(dir.path(), u"fake-runtime"_s);
        const QString worktree = dir.path() + u"/work tree"_s;
        QVERIFY(QDir().mkpath(worktree));
        writeFile(worktree + u"/marker.txt"_s, "from the worktree\n"_ba);

        Runner runner;
        const QString command = u"cat marker.txt; echo \"a  b\" '$HOME' $((40 + 2)); echo err >&2; exit 3"_s;
        RunRequest r = containerRequest(worktree, runtime, command);
        r.id = u"task 7/gold"_s;
        const RunResult result = runOne(runner, r);

        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.exitCode, 3);
        QCOMPARE(result.stdoutBytes, "from the worktree\na  b $HOME 42\n"_ba);
        QCOMPARE(result.stderrBytes, "err\n"_ba);
        QVERIFY(result.sandboxed);
        QVERIFY2(result.sandboxNote.contains(u"fake-runtime"_s), qPrintable(result.sandboxNote));
        QVERIFY2(result.containerName.startsWith(u"heddle-task-7-gold-"_s), qPrintable(result.containerName));

        const QList<QStringList> calls = recordedCalls(dir.path());
        QCOMPARE(calls.size(), 1);
        // The run's limits (the defaults here) come right after `run`, as the runtime's options.
        const QStringList expected = QStringList{u"run"_s, u"--pull=never"_s} + containerLimitArguments(RunLimits{}) +
                                     QStringList{u"--rm"_s,
                                                 u"--name"_s,
                                                 result.containerName,
                                                 u"--network"_s,
                                                 u"none"_s,
                                                 u"-v"_s,
                                                 canonical(worktree) + u":/testbed"_s,
                                                 u"-w"_s,
                                                 u"/testbed"_s,
                                                 u"example.org/swe/eval:django 11099"_s,
                                                 u"/bin/sh"_s,
                                                 u"-c"_s,
                                                 command};
        QCOMPARE(calls.first(), expected);

        // A second run of the same id gets a name of its own.
        const RunResult again = runOne(runner, r);
        QCOMPARE(again.outcome, Outcome::Finished);
        QVERIFY(again.containerName != result.containerName);
    }

    void environmentIsExportedInTheContainer()
    {
        QTemporaryDir dir;
        const QString runtime = writeFakeRuntime(dir.path(), u"fake-runtime"_s);
        Runner runner;
        RunRequest r = containerRequest(dir.path(), runtime, u"printf '%s|%s\\n' \"$GREETING\" \"$EMPTY\""_s);
        r.environment = {u"GREETING=it's $(not run); really"_s, u"EMPTY="_s, u"not an entry"_s};
        const RunResult result = runOne(runner, r);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes, "it's $(not run); really|\n"_ba);
    }

    void customTemplateFromTheDataset()
    {
        QTemporaryDir dir;
        const QString runtime = writeFakeRuntime(dir.path(), u"fake-runtime"_s);
        Runner runner;
        RunRequest r = containerRequest(dir.path(), runtime, u"echo ok"_s);
        r.container->commandTemplate =
            u"{runtime} run --name {name} --label 'made by heddle' {image} sh -c {command}"_s;
        const RunResult result = runOne(runner, r);
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(result.stdoutBytes, "ok\n"_ba);
        const QList<QStringList> calls = recordedCalls(dir.path());
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.first(), (QStringList{u"run"_s, u"--pull=never"_s} + containerLimitArguments(RunLimits{}) +
                                 QStringList{u"--name"_s, result.containerName, u"--label"_s, u"made by heddle"_s,
                                             u"example.org/swe/eval:django 11099"_s, u"sh"_s, u"-c"_s, u"echo ok"_s}));

        r.container->commandTemplate = u"{runtime} run {imagee} {command}"_s;
        const RunResult broken = runOne(runner, r);
        QCOMPARE(broken.outcome, Outcome::FailedToStart);
        QVERIFY2(broken.message.contains(u"{imagee}"_s), qPrintable(broken.message));
    }

    void timeoutKillsTheContainer_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("timeout") << false;
        QTest::newRow("cancel") << true;
    }
    void timeoutKillsTheContainer()
    {
        QFETCH(bool, cancel);
        QTemporaryDir dir;
        const QString runtime = writeFakeRuntime(dir.path(), u"fake-runtime"_s);
        Runner runner;
        runner.setKillGraceMs(500);
        RunRequest r = containerRequest(dir.path(), runtime, u"sleep 30"_s);
        r.id = u"slow"_s;
        r.timeoutMs = cancel ? 0 : 300;
        QSignalSpy started(&runner, &Runner::started);
        QSignalSpy finished(&runner, &Runner::finished);
        runner.submit(r);
        if (cancel) {
            QVERIFY(started.wait(10000));
            QTRY_COMPARE_WITH_TIMEOUT(recordedCalls(dir.path()).size(), 1, 10000); // the client is running
            runner.cancel(r.id);
        }
        QVERIFY(finished.wait(20000));
        const RunResult result = finished.first().first().value<RunResult>();
        QCOMPARE(result.outcome, cancel ? Outcome::Cancelled : Outcome::TimedOut);
        QVERIFY(!result.containerName.isEmpty());

        // The kill is detached: it may still be on its way when the run has ended.
        QTRY_COMPARE_WITH_TIMEOUT(recordedCalls(dir.path()).size(), 2, 10000);
        const QList<QStringList> calls = recordedCalls(dir.path());
        const QStringList run = calls.first().first() == u"run" ? calls.first() : calls.last();
        const QStringList kill = calls.first().first() == u"run" ? calls.last() : calls.first();
        QCOMPARE(run.value(run.indexOf(u"--name"_s) + 1), result.containerName);
        QCOMPARE(kill, (QStringList{u"rm"_s, u"-f"_s, result.containerName}));
    }

    void finishedRunSendsNoKill()
    {
        QTemporaryDir dir;
        const QString runtime = writeFakeRuntime(dir.path(), u"fake-runtime"_s);
        Runner runner;
        const RunResult result = runOne(runner, containerRequest(dir.path(), runtime, u"exit 0"_s));
        QCOMPARE(result.outcome, Outcome::Finished);
        QCOMPARE(recordedCalls(dir.path()).size(), 1);
    }

    void missingRuntime()
    {
        QTemporaryDir dir;
        Runner runner;
        const RunResult result =
            runOne(runner, containerRequest(dir.path(), u"heddle-no-such-runtime"_s, u"echo never"_s));
        QCOMPARE(result.outcome, Outcome::FailedToStart);
        QVERIFY2(result.message.contains(u"heddle-no-such-runtime"_s), qPrintable(result.message));
        QVERIFY(result.stdoutBytes.isEmpty());

        RunRequest noImage = containerRequest(dir.path(), writeFakeRuntime(dir.path(), u"rt"_s), u"echo never"_s);
        noImage.container->image.clear();
        const RunResult imageless = runOne(runner, noImage);
        QCOMPARE(imageless.outcome, Outcome::FailedToStart);
        QVERIFY2(imageless.message.contains(u"image"_s), qPrintable(imageless.message));
        QVERIFY(recordedCalls(dir.path()).isEmpty());
    }

    // The one real container client this machine has; its daemon cannot run here.
    void realDockerWithoutDaemon()
    {
        const QString docker = findContainerRuntime(u"docker"_s);
        if (docker.isEmpty())
            QSKIP("docker is not installed");
        QString why;
        if (containerRuntimeRuns(docker, &why))
            QSKIP("a docker daemon answers here; this test is about one that does not");
        QVERIFY2(why.contains(u"daemon"_s, Qt::CaseInsensitive), qPrintable(why));

        QTemporaryDir dir;
        Runner runner;
        RunRequest r = containerRequest(dir.path(), docker, u"echo never"_s);
        r.container->image = u"busybox:latest"_s;
        const RunResult result = runOne(runner, r);
        const QString seen = result.message + u'\n' + QString::fromUtf8(result.stdoutBytes + result.stderrBytes);
        QVERIFY2(result.outcome == Outcome::FailedToStart ||
                     (result.outcome == Outcome::Finished && result.exitCode != 0),
                 qPrintable(seen));
        QVERIFY2(!result.stdoutBytes.contains("never"), "the command must not have run");
        QVERIFY2(seen.contains(u"connect"_s, Qt::CaseInsensitive), qPrintable(seen));
        if (result.outcome == Outcome::FailedToStart)
            QVERIFY2(result.message.contains(u"connect"_s, Qt::CaseInsensitive), qPrintable(result.message));
    }

    void sweBenchImageNames_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("published");
        QTest::addColumn<QString>("local");
        // As the harness names them: lower-cased; "__" is "_1776_" only in a registry's name.
        QTest::newRow("django") << u"django__django-11099"_s
                                << u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s
                                << u"sweb.eval.x86_64.django__django-11099:latest"_s;
        QTest::newRow("capitals") << u"PyCQA__pylint-4970"_s
                                  << u"swebench/sweb.eval.x86_64.pycqa_1776_pylint-4970:latest"_s
                                  << u"sweb.eval.x86_64.pycqa__pylint-4970:latest"_s;
        QTest::newRow("dashes and dots") << u"scikit-learn__scikit-learn-25747"_s
                                         << u"swebench/sweb.eval.x86_64.scikit-learn_1776_scikit-learn-25747:latest"_s
                                         << u"sweb.eval.x86_64.scikit-learn__scikit-learn-25747:latest"_s;
    }
    void sweBenchImageNames()
    {
        QFETCH(QString, instance);
        QFETCH(QString, published);
        QFETCH(QString, local);
        QCOMPARE(sweBenchImageName(instance), published);
        QCOMPARE(sweBenchImageName(instance, {}), local);
        QVERIFY(isSweBenchInstanceId(instance));
        QVERIFY(isSweBenchImage(published));
        QVERIFY(isSweBenchImage(local));
    }

    void imageOfATask()
    {
        Task task;
        task.id = u"django__django-11099"_s;
        // The default: SWE-bench's published image, run with the template that knows its /testbed and conda env.
        TaskImage chosen = imageForTask(task, {});
        QCOMPARE(chosen.image, u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s);
        QCOMPARE(chosen.origin, TaskImage::Origin::SweBench);
        QCOMPARE(defaultTemplateFor(chosen.image), QString::fromUtf16(kSweBenchContainerTemplate));
        // The dataset's naming.
        QCOMPARE(imageForTask(task, u"swebench-local"_s).image, u"sweb.eval.x86_64.django__django-11099:latest"_s);
        chosen = imageForTask(task, u"registry.example.org/eval/{task}:v2"_s);
        QCOMPARE(chosen.image, u"registry.example.org/eval/django__django-11099:v2"_s);
        QCOMPARE(chosen.origin, TaskImage::Origin::Dataset);
        QCOMPARE(defaultTemplateFor(chosen.image), QString());
        // The instance id it was imported with names it, not a renamed task's id.
        task.id = u"fix-queryset-ordering"_s;
        QCOMPARE(imageForTask(task, {}).origin, TaskImage::Origin::None);
        task.source.append({u"instance_id"_s, u"django__django-11099"_s});
        QCOMPARE(imageForTask(task, {}).image, u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s);
        // The task's own image comes first.
        task.tests.image = u"python:3.11"_s;
        chosen = imageForTask(task, u"swebench"_s);
        QCOMPARE(chosen.image, u"python:3.11"_s);
        QCOMPARE(chosen.origin, TaskImage::Origin::Task);
        QVERIFY(!isSweBenchInstanceId(u"demo-task"_s));
        QVERIFY(!isSweBenchImage(u"python:3.11"_s));
    }

    void sweBenchTemplateIsSound()
    {
        const QString pattern = QString::fromUtf16(kSweBenchContainerTemplate);
        QVERIFY(checkContainerTemplate(pattern));
        const ContainerSpec spec{u"docker"_s, u"sweb.eval.x86_64.a__b-1:latest"_s, pattern, u"nm"_s};
        auto args = containerCommand(spec, u"/wt"_s, u"python -m pytest 'tests/a b.py'; echo \"$X\""_s);
        QVERIFY2(args, qPrintable(args ? QString() : args.error().message));
        // bash -c SCRIPT heddle COMMAND: the command is the script's $1, never part of its text.
        QCOMPARE(args->last(), u"python -m pytest 'tests/a b.py'; echo \"$X\""_s);
        QCOMPARE(args->at(args->size() - 2), u"heddle"_s);
        const QString script = args->at(args->size() - 3);
        QVERIFY2(script.contains(u"conda activate testbed"_s), qPrintable(script));
        QVERIFY2(script.contains(u"\"/heddle/worktree/$f\""_s), qPrintable(script));
        QVERIFY(args->contains(u"/wt:/heddle/worktree"_s));
        // The script is valid bash.
        QProcess bash;
        bash.start(u"bash"_s, {u"-n"_s, u"-c"_s, script});
        QVERIFY(bash.waitForFinished(10000));
        QVERIFY2(bash.exitCode() == 0, bash.readAllStandardError().constData());
    }

    void missingImageIsNamed_data()
    {
        QTest::addColumn<QByteArray>("said");
        QTest::addColumn<QString>("image");
        QTest::newRow("docker, never pulled") << "docker: Error: No such image: sweb.eval.x86_64.a__b-1:latest.\n"_ba
                                              << u"sweb.eval.x86_64.a__b-1:latest"_s;
        QTest::newRow("docker, pull failed")
            << "Unable to find image 'swebench/sweb.eval.x86_64.a_1776_b-1:latest' locally\ndocker: Error response "
               "from daemon: Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup registry-1.docker.io\n"_ba
            << u"swebench/sweb.eval.x86_64.a_1776_b-1:latest"_s;
        QTest::newRow("podman") << "Error: quay.io/x/y:1: image not known\n"_ba << u"quay.io/x/y:1"_s;
        QTest::newRow("something else") << "docker: Error response from daemon: invalid mount config\n"_ba << QString();
    }
    void missingImageIsNamed()
    {
        QFETCH(QByteArray, said);
        QFETCH(QString, image);
        QCOMPARE(missingImage(said), image);
    }

    void datasetKeysRoundTrip()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + u"/ds"_s;
        DatasetInfo info;
        info.name = u"Containers"_s;
        info.specCategories = {{u"functional"_s, u"Functional semantics"_s}};
        info.validation.backend = u"container"_s;
        info.validation.runtime = u"podman"_s;
        info.validation.commandTemplate =
            u"{runtime} run --rm --name {name} --label \"made by heddle\" -v {worktree}:/testbed:Z -w /testbed {image} "
            "/bin/sh -c {command}"_s;
        info.validation.images = u"swebench-local"_s;
        QVERIFY(createDataset(root, info));

        Task task;
        task.id = u"django-11099"_s;
        task.repository = {u"django/django"_s, {}, {}, u"0123456789abcdef0123456789abcdef01234567"_s};
        task.tests.language = u"python"_s;
        task.tests.command = u"./tests/runtests.py auth_tests.test_validators"_s;
        task.tests.image = u"swebench/sweb.eval.x86_64.django_1776_django-11099:latest"_s;
        task.referencePatch = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\n"_ba;
        QVERIFY(saveTask(root, task));

        auto dataset = openDataset(root);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : dataset.error().toString()));
        QCOMPARE(dataset->info.validation.backend, info.validation.backend);
        QCOMPARE(dataset->info.validation.runtime, info.validation.runtime);
        QCOMPARE(dataset->info.validation.commandTemplate, info.validation.commandTemplate);
        QCOMPARE(dataset->info.validation.images, u"swebench-local"_s);
        QVERIFY(dataset->info.validation.usesContainer());
        QCOMPARE(dataset->tasks.size(), 1);
        QVERIFY(!dataset->tasks.first().isBroken());
        auto loaded = loadTask(root, task.id);
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        QCOMPARE(loaded->tests.image, task.tests.image);
        QVERIFY(checkDataset(root).isEmpty());

        // Saved again, both files are byte for byte what was read.
        const QString copy = dir.path() + u"/copy"_s;
        QVERIFY(createDataset(copy, dataset->info));
        QVERIFY(saveTask(copy, *loaded));
        QCOMPARE(readFile(copy + u"/heddle-dataset.json"_s), readFile(root + u"/heddle-dataset.json"_s));
        QCOMPARE(readFile(copy + u"/tasks/django-11099/task.json"_s),
                 readFile(root + u"/tasks/django-11099/task.json"_s));
        QVERIFY(readFile(root + u"/heddle-dataset.json"_s).contains("\"backend\": \"container\""));

        // Without the keys nothing is written, so existing datasets stay as they are.
        DatasetInfo plain = info;
        plain.validation = {};
        const QString plainRoot = dir.path() + u"/plain"_s;
        QVERIFY(createDataset(plainRoot, plain));
        QVERIFY(!readFile(plainRoot + u"/heddle-dataset.json"_s).contains("validation"));
        task.tests.image.clear();
        QVERIFY(saveTask(plainRoot, task));
        QVERIFY(!readFile(plainRoot + u"/tasks/django-11099/task.json"_s).contains("image"));
        auto reopened = openDataset(plainRoot);
        QVERIFY(reopened);
        QVERIFY(!reopened->info.validation.usesContainer());
    }

    void datasetKeyErrors_data()
    {
        QTest::addColumn<QByteArray>("validation");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown backend") << "{\"backend\": \"vm\"}"_ba << u"/validation/backend"_s
                                         << u"expected one of"_s;
        QTest::newRow("no backend") << "{\"container\": {}}"_ba << u"/validation"_s
                                    << u"missing required key \"backend\""_s;
        QTest::newRow("unknown runtime") << "{\"backend\": \"container\", \"container\": {\"runtime\": \"lxc\"}}"_ba
                                         << u"/validation/container/runtime"_s << u"expected one of"_s;
        QTest::newRow("misspelt key") << "{\"backend\": \"container\", \"container\": {\"cmd\": \"x\"}}"_ba
                                      << u"/validation/container/cmd"_s << u"unknown key \"cmd\""_s;
        QTest::newRow("unknown placeholder")
            << "{\"backend\": \"container\", \"container\": {\"command\": \"{runtime} run {img} {command}\"}}"_ba
            << u"/validation/container/command"_s << u"{img}"_s;
        QTest::newRow("unclosed quote")
            << "{\"backend\": \"container\", \"container\": {\"command\": \"{runtime} run '{image} {command}\"}}"_ba
            << u"/validation/container/command"_s << u"quote"_s;
    }
    void datasetKeyErrors()
    {
        QFETCH(QByteArray, validation);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        QTemporaryDir dir;
        writeFile(dir.path() + u"/heddle-dataset.json"_s,
                  "{\n  \"format\": \"heddle-dataset\",\n  \"format_version\": 1,\n  \"name\": \"x\",\n"
                  "  \"spec_categories\": [],\n  \"validation\": "_ba +
                      validation + "\n}\n"_ba);
        auto dataset = openDataset(dir.path());
        QVERIFY(!dataset);
        const Error &e = dataset.error();
        QVERIFY2(e.file.endsWith(u"heddle-dataset.json"_s), qPrintable(e.toString()));
        QCOMPARE(e.pointer, pointer);
        QCOMPARE(e.line, 6);
        QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
        const QList<Error> problems = checkDataset(dir.path());
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().pointer, pointer);
    }
};

QTEST_GUILESS_MAIN(TestContainer)
#include "tst_container.moc"
