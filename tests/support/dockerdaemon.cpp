#include <tests/support/dockerdaemon.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace heddle::test {

namespace {

bool alive(qint64 pid)
{
    return pid > 0 && ::kill(pid_t(pid), 0) == 0;
}

} // namespace

DockerDaemon::DockerDaemon()
    : m_oldHost(qgetenv("DOCKER_HOST"))
    , m_hadHost(qEnvironmentVariableIsSet("DOCKER_HOST"))
{}

DockerDaemon::~DockerDaemon()
{
    if (m_pid > 0) {
        // dockerd stops its containers and its containerd on SIGTERM; whatever is left of its group goes after.
        ::kill(pid_t(m_pid), SIGTERM);
        QElapsedTimer timer;
        timer.start();
        while (alive(m_pid) && timer.elapsed() < 30000) {
            ::waitpid(pid_t(m_pid), nullptr, WNOHANG);
            QThread::msleep(100);
        }
        ::kill(-pid_t(m_pid), SIGKILL);
        ::waitpid(pid_t(m_pid), nullptr, 0);
    }
    if (m_hadHost)
        qputenv("DOCKER_HOST", m_oldHost);
    else
        qunsetenv("DOCKER_HOST");
}

bool DockerDaemon::start(QString *why)
{
    const QString dockerd = QStandardPaths::findExecutable(u"dockerd"_s, {u"/usr/sbin"_s, u"/usr/bin"_s});
    const QString client = QStandardPaths::findExecutable(u"docker"_s);
    if (dockerd.isEmpty() || client.isEmpty()) {
        *why = u"docker.io is not installed (packaging/install-deps.sh installs it)"_s;
        return false;
    }
    if (!m_dir.isValid()) {
        *why = u"no temporary folder for the daemon: "_s + m_dir.errorString();
        return false;
    }
    const QString root = m_dir.path();
    m_socket = root + u"/docker.sock"_s;
    const QString log = root + u"/dockerd.log"_s;
    QProcess process;
    process.setProgram(dockerd);
    process.setArguments({u"--storage-driver"_s, u"vfs"_s, u"--iptables=false"_s, u"--ip6tables=false"_s,
                          u"--bridge=none"_s, u"--data-root"_s, root + u"/data"_s, u"--exec-root"_s, root + u"/exec"_s,
                          u"--pidfile"_s, root + u"/dockerd.pid"_s, u"-H"_s, u"unix://"_s + m_socket});
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(log);
    process.setStandardErrorFile(log);
    process.setChildProcessModifier([] { ::setsid(); });
    qint64 pid = 0;
    if (!process.startDetached(&pid)) {
        *why = u"dockerd could not be started: "_s + process.errorString();
        return false;
    }
    m_pid = pid;
    qputenv("DOCKER_HOST", (u"unix://"_s + m_socket).toUtf8());

    QElapsedTimer timer;
    timer.start();
    DockerCall info;
    while (timer.elapsed() < 60000) {
        if (QFile::exists(m_socket)) {
            info = docker({u"info"_s}, 10000);
            if (info.exitCode == 0)
                return true;
        }
        // startDetached leaves the daemon to init once it exits; a daemon that gave up has no process left.
        if (!alive(m_pid) || (::waitpid(pid_t(m_pid), nullptr, WNOHANG) == pid_t(m_pid)))
            break;
        QThread::msleep(200);
    }
    QFile file(log);
    QByteArray said = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    said = said.right(1500);
    *why = u"dockerd did not answer on %1: %2 %3"_s.arg(m_socket, QString::fromUtf8(info.err.trimmed()),
                                                        QString::fromUtf8(said.trimmed()));
    return false;
}

DockerCall DockerDaemon::docker(const QStringList &args, int timeoutMs) const
{
    DockerCall call;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"DOCKER_HOST"_s, u"unix://"_s + m_socket);
    env.insert(u"DOCKER_BUILDKIT"_s, u"0"_s); // the classic builder: a local base image, no network
    process.setProcessEnvironment(env);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(u"docker"_s, args);
    if (!process.waitForStarted(10000))
        return call;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        return call;
    }
    call.out = process.readAllStandardOutput();
    call.err = process.readAllStandardError();
    call.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return call;
}

bool DockerDaemon::ensurePythonImage(QString *why)
{
    return importRootfs(QString::fromUtf16(kPythonTestImage), u"heddle-test-python.tar"_s, {}, why);
}

bool DockerDaemon::importRootfs(const QString &image, const QString &archiveName, const QStringList &packages,
                                QString *why)
{
    if (docker({u"image"_s, u"inspect"_s, image}).exitCode == 0)
        return true;
    const QString cache = QStringLiteral(HEDDLE_TEST_CACHE);
    const QString archive = cache + u'/' + archiveName;
    if (!QFile::exists(archive)) {
        QDir().mkpath(cache);
        QProcess build;
        build.setStandardInputFile(QProcess::nullDevice());
        build.start(QStringLiteral(HEDDLE_SOURCE_DIR) + u"/tests/support/docker/python-rootfs.sh"_s,
                    QStringList{archive} + packages);
        if (!build.waitForFinished(300000) || build.exitStatus() != QProcess::NormalExit || build.exitCode() != 0) {
            build.kill();
            build.waitForFinished(5000);
            *why = u"the test image's root file system could not be built: "_s +
                   QString::fromUtf8(build.readAllStandardError().right(1500));
            return false;
        }
    }
    const DockerCall imported = docker({u"import"_s, archive, image}, 300000);
    if (imported.exitCode != 0) {
        *why = u"`docker import %1` failed: %2"_s.arg(archive, QString::fromUtf8(imported.err.trimmed()));
        return false;
    }
    return true;
}

bool DockerDaemon::buildSweBenchLikeImage(const QString &name, const QString &testbed, QString *why)
{
    const QString base = u"heddle-test-python-tools:latest"_s;
    if (!importRootfs(base, u"heddle-test-python-tools.tar"_s, {u"bash"_s, u"coreutils"_s, u"git"_s}, why))
        return false;
    QTemporaryDir context;
    const auto write = [&](const QString &file, const QByteArray &bytes) {
        QFile out(context.filePath(file));
        return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
    };
    QProcess copy;
    copy.start(u"cp"_s, {u"-a"_s, testbed, context.filePath(u"testbed"_s)});
    if (!context.isValid() || !copy.waitForFinished(60000) || copy.exitCode() != 0) {
        *why = u"the testbed could not be copied: "_s + QString::fromUtf8(copy.readAllStandardError());
        return false;
    }
    const QByteArray activate = "conda() {\n"
                                "    if [ \"$1\" = activate ]; then\n"
                                "        export CONDA_DEFAULT_ENV=\"$2\" PATH=\"/opt/miniconda3/envs/$2/bin:$PATH\"\n"
                                "    fi\n"
                                "}\n";
    const QByteArray dockerfile =
        "FROM " + base.toUtf8() + "\nCOPY testbed /testbed\nCOPY activate /opt/miniconda3/bin/activate\n";
    if (!write(u"activate"_s, activate) || !write(u"Dockerfile"_s, dockerfile)) {
        *why = u"the image's build folder could not be written"_s;
        return false;
    }
    const DockerCall built = docker({u"build"_s, u"-q"_s, u"-t"_s, name, context.path()}, 300000);
    if (built.exitCode != 0) {
        *why = u"`docker build` failed: %1 %2"_s.arg(QString::fromUtf8(built.out.right(1500)),
                                                     QString::fromUtf8(built.err.right(1500)));
        return false;
    }
    return true;
}

QStringList DockerDaemon::containers(const QString &prefix) const
{
    const DockerCall listed = docker({u"ps"_s, u"-a"_s, u"--format"_s, u"{{.Names}} {{.Status}}"_s});
    QStringList names;
    for (const QString &name : QString::fromUtf8(listed.out).split(u'\n', Qt::SkipEmptyParts))
        if (name.trimmed().startsWith(prefix))
            names << name.trimmed(); // with its status, which says why it is still there
    if (listed.exitCode != 0)
        names << u"(docker ps failed: %1)"_s.arg(QString::fromUtf8(listed.err.trimmed()));
    return names;
}

} // namespace heddle::test
