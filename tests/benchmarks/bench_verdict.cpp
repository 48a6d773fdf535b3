// Records a curator's verdicts on one large task, as the window does on a key press (on the GUI thread), and prints
// the time per verdict and what part of it rereads the task's decisions under the writer lock.
//
//   bench_verdict [--attempts N] [--patch-kib K] [--flags F] [--verdicts V] [--keep DIR]
//
// The task has N attempts (16 by default) with a patch of K KiB each (64), a test file of 64 KiB and F flags (200);
// V verdicts (200) alternate between confirming and reopening flags.
#include <core/dataset/datasetio.h>
#include <core/dataset/taskreread.h>
#include <core/review/verdicts.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace heddle;
using namespace Qt::StringLiterals;

namespace {

QByteArray patchOf(int kib)
{
    QByteArray patch("diff --git a/src/x.py b/src/x.py\n--- a/src/x.py\n+++ b/src/x.py\n");
    int line = 1;
    while (patch.size() < kib * 1024) {
        patch += "@@ -" + QByteArray::number(line) + ",3 +" + QByteArray::number(line) + ",3 @@\n";
        patch += " context line of the file around the change\n-    return a < b\n+    return a <= b\n";
        patch += " another context line of the file\n";
        line += 10;
    }
    return patch;
}

Task makeTask(int attempts, int patchKib, int flags)
{
    Task t;
    t.id = u"large-task"_s;
    t.repository = {u"org/repo"_s, u"https://example.invalid/repo"_s, {}, QString(40, u'a')};
    t.query = u"Implement the feature described here. "_s.repeated(40);
    t.tests.language = u"python"_s;
    t.tests.command = u"python3 -m pytest -rA tests/test_x.py"_s;
    t.tests.files = {{u"tests/test_x.py"_s, QByteArray("def test_0():\n    assert True\n").repeated(64 * 1024 / 30)}};
    for (int i = 0; i < 40; ++i)
        t.tests.failToPass.append(u"tests/test_x.py::test_%1"_s.arg(i));
    t.referencePatch = patchOf(patchKib);
    for (int a = 0; a < attempts; ++a) {
        Attempt at;
        at.id = u"model-%1-%2"_s.arg(a % 4).arg(a / 4);
        at.model = u"model-%1"_s.arg(a % 4);
        at.agent = u"swe-agent"_s;
        at.sample = a / 4;
        at.patch = patchOf(patchKib);
        at.exitStatus = u"submitted"_s;
        for (const QString &id : std::as_const(t.tests.failToPass))
            at.results.set(id, a % 3 ? TestStatus::Passed : TestStatus::Failed);
        t.attempts.append(at);
    }
    for (int f = 0; f < flags; ++f) {
        Flag flag;
        flag.id = u"F%1"_s.arg(f + 1);
        flag.kind = f % 2 ? FlagKind::FalseNegative : FlagKind::FalsePositive;
        flag.attempt = t.attempts.value(f % attempts).id;
        flag.tests = {t.tests.failToPass.value(f % 40)};
        flag.confidence = 0.5;
        flag.rationale = u"The attempt passes the tests but changes the behaviour the statement asks to keep."_s;
        flag.evidence = {{Evidence::Kind::PatchHunk, flag.attempt, -1, u"src/x.py"_s, 0, 2, u"here"_s}};
        t.flags.append(flag);
    }
    return t;
}

double msPer(qint64 nanoseconds, int times)
{
    return double(nanoseconds) / 1e6 / times;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int attempts = 16;
    int patchKib = 64;
    int flags = 200;
    int verdicts = 200;
    QString keep;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--attempts"_s)
            attempts = args[i + 1].toInt();
        else if (args[i] == u"--patch-kib"_s)
            patchKib = args[i + 1].toInt();
        else if (args[i] == u"--flags"_s)
            flags = args[i + 1].toInt();
        else if (args[i] == u"--verdicts"_s)
            verdicts = args[i + 1].toInt();
        else if (args[i] == u"--keep"_s)
            keep = args[i + 1];
    }
    QTemporaryDir temporary;
    const QString root = (keep.isEmpty() ? temporary.path() : keep) + u"/dataset"_s;
    DatasetInfo info;
    info.name = u"bench"_s;
    Task task = makeTask(attempts, patchKib, flags);
    if (auto made = createDataset(root, info); !made) {
        std::fprintf(stderr, "%s\n", qPrintable(made.error().toString()));
        return 1;
    }
    if (auto saved = saveTask(root, task); !saved) {
        std::fprintf(stderr, "%s\n", qPrintable(saved.error().toString()));
        return 1;
    }
    Result<Task> loaded = loadTask(root, task.id);
    if (!loaded) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error().toString()));
        return 1;
    }
    task = std::move(*loaded);

    QElapsedTimer timer;
    timer.start();
    for (int v = 0; v < verdicts; ++v) {
        const QString flag = task.flags.at(v % task.flags.size()).id;
        const Verdict verdict = (v / task.flags.size()) % 2 ? Verdict::Open : Verdict::Confirmed;
        if (auto recorded = recordVerdict(root, task, flag, verdict, {}, u"bench"_s); !recorded) {
            std::fprintf(stderr, "%s\n", qPrintable(recorded.error().toString()));
            return 1;
        }
    }
    const qint64 whole = timer.nsecsElapsed();

    timer.restart();
    for (int v = 0; v < verdicts; ++v)
        if (!lockAndReread(root, task))
            return 1;
    const qint64 reread = timer.nsecsElapsed();

    std::printf("%d attempts x %d KiB patches, %d flags, %d verdicts\n", attempts, patchKib, flags, verdicts);
    std::printf("%-32s %8.2f ms\n", "a verdict, recorded and saved", msPer(whole, verdicts));
    std::printf("%-32s %8.2f ms\n", "  of which the reread under lock", msPer(reread, verdicts));
    return 0;
}
