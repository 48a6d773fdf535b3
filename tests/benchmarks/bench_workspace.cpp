// Prepares validation workspaces on a generated repository (2,000 files by default) and prints the time of Heddle's
// prepareWorkspace() next to `git worktree add` + `git apply` on the same commit and patch.
//
//   bench_workspace [--files N] [--runs R] [--keep DIR]
//
// Both sides write the task's test file; the figures are medians over the runs, removal not included. The two sides
// take turns at going first, and each one's CPU time (user + system, git's from its child processes) is printed
// beside its wall time: on a shared machine the CPU time says more about the work done than the wall time does.
#include <core/validation/workspace.h>

#include <core/task/task.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

#include <sys/resource.h>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray moduleText(int n)
{
    QByteArray text = "\"\"\"Module " + QByteArray::number(n) + ".\"\"\"\n\n";
    for (int f = 0; f < 12; ++f) {
        text += "def function_" + QByteArray::number(f) + "(value):\n";
        text += "    total = value * " + QByteArray::number(n + f) + "\n";
        text += "    return total + " + QByteArray::number(f) + "\n\n\n";
    }
    return text;
}

// Microseconds of user and system time used so far by this process (who = RUSAGE_SELF) or its waited-for children.
std::pair<qint64, qint64> cpuMicros(int who)
{
    rusage usage = {};
    getrusage(who, &usage);
    auto micros = [](const timeval &t) { return qint64(t.tv_sec) * 1000000 + t.tv_usec; };
    return {micros(usage.ru_utime), micros(usage.ru_stime)};
}

qint64 median(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

} // namespace

// NOLINTNEXTLINE(bugprone-exception-escape): a benchmark that fails may end on an exception; nothing to clean up.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1].toInt() : fallback;
    };
    const int files = option(u"--files"_s, 2000);
    const int runs = std::max(1, option(u"--runs"_s, 9));
    const qsizetype keepAt = args.indexOf(u"--keep"_s);

    QTemporaryDir temporary;
    const QString root = keepAt >= 0 && keepAt + 1 < args.size() ? args[keepAt + 1] : temporary.path();
    const QString repository = root + u"/repo"_s;
    QDir().mkpath(repository);

    std::printf("generating a repository of %d files...\n", files);
    for (int n = 0; n < files; ++n)
        writeFile(repository + u"/pkg%1/module_%2.py"_s.arg(n % 50).arg(n), moduleText(n));
    writeFile(repository + u"/tests/test_pkg.py"_s, "def test_pkg():\n    assert True\n");
    const QStringList identity = {u"-c"_s, u"user.name=Heddle"_s, u"-c"_s, u"user.email=bench@heddle.invalid"_s};
    gitOutput(repository, {u"init"_s, u"-q"_s});
    gitOutput(repository, {u"add"_s, u"-A"_s});
    gitOutput(repository, identity + QStringList{u"commit"_s, u"-q"_s, u"-m"_s, u"base"_s});
    // Packed, as a cloned repository is.
    gitOutput(repository, {u"gc"_s, u"-q"_s});
    const QString base = QString::fromLatin1(gitOutput(repository, {u"rev-parse"_s, u"HEAD"_s}).trimmed());

    // A patch of the usual size: a few edited files, one new, one deleted.
    for (int n = 0; n < 10; ++n) {
        const QString path = repository + u"/pkg%1/module_%2.py"_s.arg(n % 50).arg(n * 7);
        writeFile(path, moduleText(n * 7).replace("return total + 3", "return total - 3"));
    }
    writeFile(repository + u"/pkg0/added.py"_s, "ADDED = True\n");
    QFile::remove(repository + u"/pkg1/module_1.py"_s);
    gitOutput(repository, {u"add"_s, u"-A"_s});
    const QByteArray patch = gitOutput(repository, {u"diff"_s, u"--cached"_s, u"HEAD"_s});

    Task task;
    task.id = u"bench"_s;
    task.repository.path = repository;
    task.repository.baseCommit = base;
    task.tests.files = {{u"tests/test_pkg.py"_s, "def test_pkg():\n    assert 1 + 1 == 2\n"_ba}};

    QList<qint64> heddle, checkout, apply, tests, heddleUser, heddleSystem;
    QList<qint64> gitFigures, gitUser, gitSystem;
    auto runHeddle = [&] {
        const auto cpuBefore = cpuMicros(RUSAGE_SELF);
        QElapsedTimer timer;
        timer.start();
        Result<Workspace> workspace = prepareWorkspace(root, task, patch, root + u"/heddle"_s);
        heddle.append(timer.nsecsElapsed() / 1000);
        const auto cpuAfter = cpuMicros(RUSAGE_SELF);
        heddleUser.append(cpuAfter.first - cpuBefore.first);
        heddleSystem.append(cpuAfter.second - cpuBefore.second);
        if (!workspace || !workspace->patch.applied)
            qFatal("prepareWorkspace failed");
        checkout.append(workspace->checkoutMicros);
        apply.append(workspace->applyMicros);
        tests.append(workspace->writeTestsMicros);
        (void)removeWorkspace(workspace->path);
    };
    auto runGit = [&](int run) {
        const QString worktree = root + u"/git-%1"_s.arg(run);
        const auto cpuBefore = cpuMicros(RUSAGE_CHILDREN);
        QElapsedTimer timer;
        timer.start();
        gitOutput(repository, {u"worktree"_s, u"add"_s, u"-q"_s, u"--detach"_s, worktree, base});
        gitOutput(worktree, {u"apply"_s, u"-"_s}, patch);
        writeFile(worktree + u"/tests/test_pkg.py"_s, task.tests.files.first().content);
        gitFigures.append(timer.nsecsElapsed() / 1000);
        const auto cpuAfter = cpuMicros(RUSAGE_CHILDREN);
        gitUser.append(cpuAfter.first - cpuBefore.first);
        gitSystem.append(cpuAfter.second - cpuBefore.second);
        QDir(worktree).removeRecursively();
        gitOutput(repository, {u"worktree"_s, u"prune"_s});
    };
    for (int run = 0; run < runs; ++run) {
        // Taking turns: whichever goes second finds the files the first one just removed.
        if (run % 2 == 0) {
            runHeddle();
            runGit(run);
        } else {
            runGit(run);
            runHeddle();
        }
    }

    std::printf("files: %d, patch: %lld bytes, runs: %d (medians)\n", files, qlonglong(patch.size()), runs);
    std::printf("heddle prepareWorkspace:        %8.1f ms (checkout %.1f, apply %.1f, tests %.1f; cpu: user %.1f, "
                "system %.1f)\n",
                median(heddle) / 1000.0, median(checkout) / 1000.0, median(apply) / 1000.0, median(tests) / 1000.0,
                median(heddleUser) / 1000.0, median(heddleSystem) / 1000.0);
    std::printf("git worktree add + git apply:   %8.1f ms (cpu: user %.1f, system %.1f)\n", median(gitFigures) / 1000.0,
                median(gitUser) / 1000.0, median(gitSystem) / 1000.0);
    if (keepAt >= 0)
        temporary.setAutoRemove(false);
    return 0;
}
