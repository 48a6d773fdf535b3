#include <core/exec/container.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct Container {
    Q_DECLARE_TR_FUNCTIONS(Container)
};

QString lookUp(const QString &name)
{
    if (name.contains(u'/')) {
        const QFileInfo info(name);
        return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
    }
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty()) // a desktop session's PATH may lack the usual folders
        found = QStandardPaths::findExecutable(name, {u"/usr/bin"_s, u"/usr/local/bin"_s, u"/bin"_s});
    return found;
}

// The last lines of a runtime's complaint, enough to say why without flooding a status line.
QString tail(const QByteArray &bytes)
{
    QStringList lines = QString::fromUtf8(bytes).trimmed().split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() > 4)
        lines = lines.mid(lines.size() - 4);
    for (QString &line : lines)
        line = line.trimmed();
    return lines.join(u' ');
}

} // namespace

QStringList containerLimitArguments(const RunLimits &limits)
{
    QStringList args;
    if (limits.memoryBytes > 0)
        args << u"--memory=%1"_s.arg(limits.memoryBytes) << u"--memory-swap=%1"_s.arg(limits.memoryBytes);
    if (limits.processes > 0)
        args << u"--pids-limit=%1"_s.arg(limits.processes);
    if (limits.fileSizeBytes > 0)
        args << u"--ulimit=fsize=%1:%1"_s.arg(limits.fileSizeBytes);
    if (limits.cpuSeconds > 0)
        args << u"--ulimit=cpu=%1:%2"_s.arg(limits.cpuSeconds).arg(qint64(limits.cpuSeconds) + 5);
    args << u"--ulimit=core=0:0"_s;
    return args;
}

Result<QStringList> containerCommand(const ContainerSpec &spec, const QString &worktree, const QString &shellCommand)
{
    // Resolved, as for the sandbox: the runtime mounts the real folder, not a link to it.
    const QFileInfo worktreeInfo(worktree);
    const QString canonical = worktreeInfo.canonicalFilePath();
    Result<QStringList> command = expandContainerTemplate(
        spec.commandTemplate, {spec.runtime, spec.name, spec.image,
                               canonical.isEmpty() ? worktreeInfo.absoluteFilePath() : canonical, shellCommand});
    if (!command)
        return command;
    const qsizetype run = command->indexOf(u"run"_s, 1);
    if (run < 0)
        return command;
    QStringList given;
    for (qsizetype i = run + 1; i < command->size(); ++i)
        given << command->at(i);
    QStringList added;
    // A missing image is an outcome of its own, said at once, not a pull that spends the run's time or reaches out.
    if (std::none_of(given.cbegin(), given.cend(),
                     [](const QString &word) { return word == u"--pull" || word.startsWith(u"--pull="_s); }))
        added << u"--pull=never"_s;
    if (!spec.limits) {
        for (qsizetype i = 0; i < added.size(); ++i)
            command->insert(run + 1 + i, added[i]);
        return command;
    }
    const auto sets = [&](const QString &option) {
        // "--memory=4g", "--memory 4g", "-m 4g"; "--ulimit=fsize=..." or "--ulimit fsize=...".
        const QString name = option.section(u'=', 0, 0);
        const QString ulimit = option.startsWith(u"--ulimit="_s) ? option.section(u'=', 1, 1) + u'=' : QString();
        for (qsizetype i = 0; i < given.size(); ++i) {
            const QString &word = given[i];
            if (!ulimit.isEmpty()) {
                if (word.startsWith(u"--ulimit="_s + ulimit) ||
                    (word == u"--ulimit"_s && i + 1 < given.size() && given[i + 1].startsWith(ulimit)))
                    return true;
            } else if (word == name || word.startsWith(name + u'=') ||
                       // the swap bound goes with the memory bound: one without the other may be refused
                       (name.startsWith(u"--memory"_s) &&
                        (word == u"--memory"_s || word.startsWith(u"--memory="_s) || word == u"-m"_s ||
                         word.startsWith(u"-m="_s) || word.startsWith(u"--memory-swap"_s)))) {
                return true;
            }
        }
        return false;
    };
    for (const QString &option : containerLimitArguments(*spec.limits))
        if (!sets(option))
            added << option;
    for (qsizetype i = 0; i < added.size(); ++i)
        command->insert(run + 1 + i, added[i]);
    return command;
}

QString findContainerRuntime(const QString &preferred)
{
    if (!preferred.isEmpty())
        return lookUp(preferred);
    for (const QString &name : {u"podman"_s, u"docker"_s})
        if (QString found = lookUp(name); !found.isEmpty())
            return found;
    return {};
}

QString missingImage(const QByteArray &runtimeError)
{
    const QString text = QString::fromUtf8(runtimeError.right(4000));
    // docker: "Error: No such image: NAME"; "Unable to find image 'NAME' locally" where a pull was asked for and
    // failed. podman: "Error: NAME: image not known".
    static const QRegularExpression said(
        uR"(No such image:\s*(\S+)|Unable to find image '([^']+)'|Error: (\S+): image not known)"_s);
    const QRegularExpressionMatch match = said.match(text);
    if (!match.hasMatch())
        return {};
    for (int i = 1; i <= 3; ++i) {
        QString image = match.captured(i);
        if (image.endsWith(u'.')) // the end of docker's sentence
            image.chop(1);
        if (!image.isEmpty())
            return image;
    }
    return {};
}

bool containerRuntimeRuns(const QString &runtime, QString *why, int timeoutMs)
{
    auto fail = [why](QString reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    const QString program = lookUp(runtime.isEmpty() ? findContainerRuntime() : runtime);
    if (program.isEmpty())
        return fail(runtime.isEmpty() ? Container::tr("neither podman nor docker is installed")
                                      : Container::tr("%1 is not installed").arg(runtime));

    // The client runs as the user, with the user's environment: it finds its daemon, socket or rootless storage
    // through it (DOCKER_HOST, XDG_RUNTIME_DIR, HOME). Its own group, so that a hung client is killed whole.
    QProcess process;
    process.setProgram(program);
    process.setArguments({u"info"_s});
    process.setStandardInputFile(QProcess::nullDevice());
    process.setChildProcessModifier([] { ::setsid(); });
    process.start();
    if (!process.waitForStarted(timeoutMs))
        return fail(Container::tr("%1 could not be started: %2").arg(program, process.errorString()));
    if (!process.waitForFinished(timeoutMs)) {
        // Its own group (setsid above); 0 would be this process's group, should it have ended meanwhile.
        if (const qint64 pid = process.processId(); pid > 0)
            ::kill(-pid_t(pid), SIGKILL);
        process.waitForFinished(1000);
        return fail(Container::tr("`%1 info` did not answer within %2 s: its service may be hung")
                        .arg(QFileInfo(program).fileName())
                        .arg(timeoutMs / 1000.0, 0, 'g', 3));
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return true;
    QString reason = tail(process.readAllStandardError());
    if (reason.isEmpty())
        reason = tail(process.readAllStandardOutput());
    return fail(Container::tr("`%1 info` failed (exit code %2): %3")
                    .arg(QFileInfo(program).fileName())
                    .arg(process.exitCode())
                    .arg(reason));
}

} // namespace heddle
