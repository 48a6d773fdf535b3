#include <tests/support/processes.h>

#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstring>

using namespace Qt::StringLiterals;

namespace heddle::test {

namespace {

ProcessRun finish(QProcess &process, const QByteArray &input, int timeoutMs)
{
    ProcessRun run;
    const QString name = QFileInfo(process.program()).fileName();
    if (!process.waitForStarted()) {
        qWarning("%s did not start: %s", qPrintable(name), qPrintable(process.errorString()));
        return run;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        qWarning("%s did not finish within %d ms; what it wrote to standard error:\n%s", qPrintable(name), timeoutMs,
                 run.err.right(4000).constData());
        return run;
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit) {
        // The test fails on the exit code; this says why, where only the log is left to read.
        qWarning("%s ended with signal %d (%s); what it wrote to standard error:\n%s", qPrintable(name),
                 process.exitCode(), ::strsignal(process.exitCode()), run.err.right(4000).constData());
        return run;
    }
    run.exitCode = process.exitCode();
    return run;
}

} // namespace

QString heddleBinary()
{
    return QStringLiteral(HEDDLE_BINARY);
}

ProcessRun runHeddle(const QStringList &args, const HeddleOptions &options)
{
    // One cache for every run of the test program, removed when it ends.
    static QTemporaryDir cache;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (cache.isValid())
        environment.insert(u"XDG_CACHE_HOME"_s, cache.path());
    for (const QString &name : options.unsetEnvironment)
        environment.remove(name);
    for (const auto &[name, value] : options.environment)
        environment.insert(name, value);
    process.setProcessEnvironment(environment);
    process.start(heddleBinary(), args);
    return finish(process, options.input, options.timeoutMs);
}

ProcessRun runGit(const QString &folder, const QStringList &args, const QByteArray &input)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.start(u"git"_s, args);
    return finish(process, input, -1);
}

QByteArray gitOutput(const QString &folder, const QStringList &args, const QByteArray &input)
{
    const ProcessRun run = runGit(folder, args, input);
    if (run.exitCode != 0)
        qFatal("git %s failed in %s: %s", qPrintable(args.join(u' ')), qPrintable(folder), run.err.constData());
    return run.out;
}

QString pythonWithPytest()
{
    QStringList candidates;
    for (const QString &name : {u"python3"_s, u"/usr/bin/python3"_s}) {
        const QString path = QStandardPaths::findExecutable(name);
        if (!path.isEmpty() && !candidates.contains(path))
            candidates.append(path);
    }
    for (const QString &python : std::as_const(candidates)) {
        QProcess probe;
        probe.start(python, {u"-c"_s, u"import pytest"_s});
        if (finish(probe, {}, 60000).exitCode == 0)
            return python;
    }
    return {};
}

ProcessRun runIn(const QString &folder, const QString &program, const QStringList &args, int timeoutMs)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PYTHONDONTWRITEBYTECODE"_s, u"1"_s);
    // Heddle's own pytest runs do not depend on the plugins the machine happens to have (pytest-mock changes a
    // traceback, hypothesis adds notes, xdist its workers' lines).
    env.insert(u"PYTEST_DISABLE_PLUGIN_AUTOLOAD"_s, u"1"_s);
    env.remove(u"PYTEST_ADDOPTS"_s);
    process.setProcessEnvironment(env);
    process.start(program, args);
    return finish(process, {}, timeoutMs);
}

} // namespace heddle::test
