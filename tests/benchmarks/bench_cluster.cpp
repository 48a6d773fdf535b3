// Validates a generated dataset through the local backend and through Slurm and prints, for each, runs per minute
// and Heddle's own peak memory (each backend in a process of its own, so that each peak is its own).
//
//   bench_cluster [--tasks N] [--attempts M] [--backend local|slurm]
//
// N tasks (20 by default; the full benchmark is --tasks 200) of M attempts (8) each, every task of a small git
// repository whose test command prints pytest-style results: N x (M + 2) runs. Locally the tasks are validated one
// after another, as `heddle validate` does, with as many runs at once as cores; on Slurm every task's job array is
// submitted at once. Without SLURM_CONF set, a single-node cluster is started for the run
// (tests/support/slurm/cluster.sh) and stopped after it.
#include <core/task/task.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/repositories.h>
#include <tests/support/memory.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <memory>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

constexpr char kFix[] = "diff --git a/fixed b/fixed\nnew file mode 100644\n--- /dev/null\n+++ b/fixed\n"
                        "@@ -0,0 +1 @@\n+yes\n";
constexpr char kMiss[] = "diff --git a/other b/other\nnew file mode 100644\n--- /dev/null\n+++ b/other\n"
                         "@@ -0,0 +1 @@\n+no\n";

QList<Task> generate(const QString &repository, const QString &base, int tasks, int attempts)
{
    QList<Task> list;
    for (int t = 0; t < tasks; ++t) {
        Task task;
        task.id = u"task-%1"_s.arg(t, 4, 10, QChar(u'0'));
        task.repository.name = u"local"_s;
        task.repository.path = repository;
        task.repository.baseCommit = base;
        task.tests.command = u"sh results.sh"_s;
        task.tests.logFormat = u"pytest"_s;
        task.tests.failToPass = {u"tests/test_a.py::test_two"_s};
        task.tests.passToPass = {u"tests/test_a.py::test_one"_s};
        task.referencePatch = kFix;
        for (int a = 0; a < attempts; ++a) {
            Attempt attempt;
            attempt.id = u"attempt-%1"_s.arg(a);
            attempt.patch = a % 2 == 0 ? kFix : kMiss;
            task.attempts.append(attempt);
        }
        list.append(task);
    }
    return list;
}

int runBackend(const QString &backend, int taskCount, int attempts)
{
    QTemporaryDir temporary;
    const QString repository = temporary.filePath(u"repo"_s);
    initRepository(repository);
    const QString base =
        commitFiles(repository, {{"results.sh", "echo 'PASSED tests/test_a.py::test_one'\n"
                                                "if [ -f fixed ]; then echo 'PASSED tests/test_a.py::test_two'; "
                                                "else echo 'FAILED tests/test_a.py::test_two'; fi\n"}});
    const QString root = temporary.filePath(u"dataset"_s);
    QDir().mkpath(root);
    const QList<Task> tasks = generate(repository, base, taskCount, attempts);

    ValidationOptions options;
    options.temporaryParent = temporary.path();
    options.timeoutMs = 10 * 60 * 1000;
    if (backend == u"slurm") {
        SlurmConfig slurm;
        slurm.heddle = QStringLiteral(HEDDLE_PROGRAM);
        slurm.sharedFolder = temporary.filePath(u"shared"_s);
        options.slurm = slurm;
        options.slurmPollMs = 500;
    }
    // Locally one task after another, as `heddle validate` does; on a cluster every array is queued at once.
    const int concurrent = backend == u"slurm" ? taskCount : 1;
    int next = 0, done = 0, runs = 0, failed = 0, controlsFail = 0;
    std::vector<std::unique_ptr<Validation>> running;
    QElapsedTimer clock;
    clock.start();
    std::function<void()> startMore = [&] {
        while (next < taskCount && int(running.size()) - done < concurrent) {
            auto validation = std::make_unique<Validation>(root, tasks[next++], options);
            Validation *v = validation.get();
            QObject::connect(v, &Validation::finished, v, [&, v](const RunRecord &record) {
                ++done;
                runs += int(record.runs.size());
                for (const TargetRun &run : record.runs)
                    failed += run.outcome != TargetRun::Outcome::Finished;
                controlsFail += !record.controlsHold();
                if (done == taskCount)
                    QCoreApplication::quit();
                else
                    QTimer::singleShot(0, v, startMore);
            });
            running.push_back(std::move(validation));
            v->start();
        }
    };
    QTimer::singleShot(0, qApp, startMore);
    QCoreApplication::exec();
    const double minutes = clock.elapsed() / 60000.0;
    std::printf("%-6s %d tasks x %d attempts: %d runs in %.1f s, %.0f runs per minute, %d not finished, controls "
                "fail in %d tasks; Heddle's peak memory %.1f MB\n",
                qPrintable(backend), taskCount, attempts, runs, minutes * 60, runs / std::max(minutes, 1e-6), failed,
                controlsFail, peakResidentKiB() / 1024.0);
    return failed == 0 && controlsFail == 0 ? 0 : 1;
}

} // namespace

// NOLINTNEXTLINE(bugprone-exception-escape): a benchmark that fails may end on an exception; nothing to clean up.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    auto option = [&](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
    };
    const int tasks = option(u"--tasks"_s, u"20"_s).toInt();
    const int attempts = option(u"--attempts"_s, u"8"_s).toInt();
    const QString backend = option(u"--backend"_s, {});
    if (!backend.isEmpty())
        return runBackend(backend, tasks, attempts);

    QTemporaryDir cluster;
    const QString script = QStringLiteral(HEDDLE_SOURCE_DIR) + u"/tests/support/slurm/cluster.sh"_s;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    bool started = false;
    if (!environment.contains(u"SLURM_CONF"_s)) {
        QProcess start;
        start.start(u"bash"_s, {script, u"start"_s, cluster.path()});
        started = start.waitForFinished(60000) && start.exitCode() == 0;
        if (!started) {
            std::fprintf(stderr, "no Slurm cluster: %s\n", start.readAllStandardError().constData());
            QProcess::execute(u"bash"_s, {script, u"stop"_s, cluster.path()});
        }
        environment.insert(u"SLURM_CONF"_s, cluster.path() + u"/slurm.conf"_s);
    }
    int code = 0;
    for (const QString &each : {u"local"_s, u"slurm"_s}) {
        if (each == u"slurm" && !started && !qEnvironmentVariableIsSet("SLURM_CONF"))
            break;
        QProcess child;
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(
            QCoreApplication::applicationFilePath(),
            {u"--backend"_s, each, u"--tasks"_s, QString::number(tasks), u"--attempts"_s, QString::number(attempts)});
        child.waitForFinished(-1);
        code = std::max(code, child.exitCode());
    }
    if (started)
        QProcess::execute(u"bash"_s, {script, u"stop"_s, cluster.path()});
    return code;
}
