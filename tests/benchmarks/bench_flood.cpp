// Floods a real validation run with output and prints what it cost Heddle: its peak memory (resident set) before and
// after, the time, and the size of the log it kept and saved into a dataset.
//
//   bench_flood [--bytes N] [--output-mb M] [--unsandboxed]
//
// The task's test command prints N bytes (1 GB by default) of text lines before its results, in the reference run
// only; the empty run beside it prints its results alone. The log is saved the way `heddle validate` saves it.
#include <core/task/task.h>
#include <core/exec/confinement.h>
#include <core/validation/runrecord.h>
#include <core/validation/validation.h>
#include <tests/support/repositories.h>
#include <tests/support/memory.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

// NOLINTNEXTLINE(bugprone-exception-escape): a benchmark that fails may end on an exception; nothing to clean up.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    auto option = [&](const QString &name, qint64 fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1].toLongLong() : fallback;
    };
    const qint64 bytes = option(u"--bytes"_s, 1000LL * 1000 * 1000);
    const qint64 outputMb = option(u"--output-mb"_s, 0);

    QTemporaryDir temporary;
    const QString repository = temporary.filePath(u"repo"_s);
    initRepository(repository);
    const QString base =
        commitFiles(repository, {{"results.sh", "echo 'PASSED tests/test_a.py::test_one'\n"
                                                "if [ -f fixed ]; then echo 'PASSED tests/test_a.py::test_two'; "
                                                "else echo 'FAILED tests/test_a.py::test_two'; fi\n"}});
    const QString root = temporary.filePath(u"dataset"_s);
    QDir().mkpath(root);

    Task task;
    task.id = u"flood"_s;
    task.repository.name = u"local"_s;
    task.repository.path = repository;
    task.repository.baseCommit = base;
    task.tests.command = u"if [ -f fixed ]; then yes 'a line of test output that goes on and on, as a test that "
                         u"logs too much would print it' | head -c %1; echo; fi; sh results.sh"_s.arg(bytes);
    task.tests.logFormat = u"pytest"_s;
    task.tests.failToPass = {u"tests/test_a.py::test_two"_s};
    task.tests.passToPass = {u"tests/test_a.py::test_one"_s};
    task.referencePatch = "diff --git a/fixed b/fixed\nnew file mode 100644\n--- /dev/null\n+++ b/fixed\n"
                          "@@ -0,0 +1 @@\n+yes\n";

    ValidationOptions options;
    options.parallelism = 2;
    options.timeoutMs = 30 * 60 * 1000;
    options.temporaryParent = temporary.path();
    options.sandboxed = !args.contains(u"--unsandboxed"_s);
    options.allowUnsandboxed = true;
    if (outputMb > 0)
        options.limits.outputBytes = outputMb * kMiB;

    std::printf("flooding a validation run with %lld bytes of output (keeping %.1f MB of each stream; %s, limits "
                "by %s)...\n",
                bytes, bytesToMegabytes(options.limits.outputBytes), options.sandboxed ? "bubblewrap" : "unsandboxed",
                qPrintable(RunConfinement::machineEnforcement()));
    const qint64 rssBefore = residentKiB(), peakBefore = peakResidentKiB();
    Validation validation(root, task, options);
    QElapsedTimer clock;
    QObject::connect(&validation, &Validation::finished, &app, &QCoreApplication::quit);
    QTimer::singleShot(0, &validation, [&] {
        clock.start();
        validation.start();
    });
    app.exec();
    const qint64 ms = clock.elapsed();
    const RunRecord &record = validation.record();
    const TargetRun *flooded = nullptr;
    for (const TargetRun &run : record.runs)
        if (run.target == u"reference")
            flooded = &run;
    if (!flooded || flooded->outcome != TargetRun::Outcome::Finished) {
        std::fprintf(stderr, "the flooded run did not finish: %s\n", flooded ? qPrintable(flooded->message) : "no run");
        return 1;
    }
    if (Result<void> saved = saveRunRecord(root, task.id, record); !saved) {
        std::fprintf(stderr, "%s\n", qPrintable(saved.error().toString()));
        return 1;
    }
    const qint64 savedLog = QFileInfo(root + u"/tasks/flood/validation/"_s + record.id + u"/reference-1.log"_s).size();
    std::printf("time:                      %.1f s (%.0f MB/s through Heddle)\n", ms / 1000.0,
                bytes / 1e6 / std::max(0.001, ms / 1000.0));
    std::printf("Heddle's resident memory:  %.1f MB before, peak %.1f MB (peak before the run %.1f MB)\n",
                rssBefore / 1024.0, peakResidentKiB() / 1024.0, peakBefore / 1024.0);
    std::printf("output left out:           %lld bytes\n", flooded->outputDropped);
    std::printf("log kept in memory:        %lld bytes\n", qint64(flooded->log.size()));
    std::printf("log saved in the dataset:  %lld bytes\n", savedLog);
    std::printf("results read from the kept tail: %lld tests, controls %s\n", qint64(flooded->results.size()),
                record.controlsHold() ? "hold" : "fail");
    return 0;
}
