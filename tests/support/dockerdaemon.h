// A Docker daemon of the test's own: dockerd on a socket in a temporary folder (vfs storage, no bridge, no iptables),
// so that it never meets a system daemon, with DOCKER_HOST pointing at it while it runs; and the Python test image,
// assembled from this machine's own packages by tests/support/docker/python-rootfs.sh and imported, no registry needed.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace heddle::test {

/// The image the container tests run the demo's pytest suites in: python3, pytest and /bin/sh.
inline constexpr char16_t kPythonTestImage[] = u"heddle-test-python:latest";

/// What a docker client call left.
struct DockerCall {
    int exitCode = -1; // -1: it did not start or did not finish in time
    QByteArray out;
    QByteArray err;
};

class DockerDaemon
{
public:
    DockerDaemon();
    /// Stops the daemon (and the containerd it started) and restores DOCKER_HOST.
    ~DockerDaemon();
    DockerDaemon(const DockerDaemon &) = delete;
    DockerDaemon &operator=(const DockerDaemon &) = delete;

    /// Starts dockerd and waits until `docker info` answers through its socket; false, with why, when it cannot
    /// (not installed, not permitted, no answer within a minute). On success DOCKER_HOST names its socket.
    bool start(QString *why);

    /// Runs the docker client against this daemon and waits for it.
    DockerCall docker(const QStringList &args, int timeoutMs = 120000) const;

    /// Makes kPythonTestImage present: imported from the archive cached in the build folder, which is built first
    /// when it is missing. False, with why, when it cannot be.
    bool ensurePythonImage(QString *why);

    /// Builds an image named name shaped as SWE-bench's instance images: kPythonTestImage's files with bash, coreutils
    /// and git, the folder testbed at /testbed (copied whole, its .git included), and at /opt/miniconda3/bin/activate a
    /// stand-in for conda whose `conda activate ENV` sets CONDA_DEFAULT_ENV and PATH as conda does. False, with
    /// why, when it cannot be built.
    bool buildSweBenchLikeImage(const QString &name, const QString &testbed, QString *why);

    /// Every container, running or not, whose name starts with prefix: its name and its status.
    QStringList containers(const QString &prefix) const;

private:
    /// Imports the archive python-rootfs.sh makes with packages added, as image, building the archive first when
    /// the build folder's cache lacks it.
    bool importRootfs(const QString &image, const QString &archiveName, const QStringList &packages, QString *why);

    QTemporaryDir m_dir;
    QString m_socket;
    QByteArray m_oldHost;
    bool m_hadHost = false;
    qint64 m_pid = 0;
};

} // namespace heddle::test
