// Builds the search index of a generated dataset and searches it, beside the plain way Heddle had before the index:
// parsing every trajectory and scanning its text. Prints, for each, the time and Heddle's peak memory.
//
//   bench_index [--tasks N] [--attempts M] [--steps S] [--keep DIR]
//
// N tasks (1,000 by default) of M attempts (16), each attempt's trajectory S steps (40) of SWE-agent's format with a
// thought, an action and an observation of a few hundred bytes each; one attempt in 50 runs `git log --all`.
// Measured: the first build (time, index size), an update with nothing changed, an update after one trajectory
// changed, and the search `"git log" all` (time to the first hit and to all) against the plain scan.
#include <core/dataset/datasetio.h>
#include <core/index/datasetindex.h>
#include <core/storage/datasetlayout.h>
#include <core/trajectory/trajectoryparser.h>
#include <tests/support/memory.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

using namespace heddle;
using heddle::test::peakResidentKiB;
using namespace Qt::StringLiterals;

namespace {

const char *const kWords[] = {"parser", "wallet", "ledger", "coins", "hours",   "address", "module", "function",
                              "return", "value",  "assert", "tests", "fixture", "import",  "class",  "method"};

QByteArray jsonText(const QByteArray &text)
{
    QByteArray out = text;
    out.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
    return out;
}

QByteArray trajectory(int task, int attempt, int steps)
{
    QByteArray json = "{\"trajectory\": [";
    for (int s = 0; s < steps; ++s) {
        QByteArray thought = "Step " + QByteArray::number(s) + " of task " + QByteArray::number(task) + ": ";
        for (int w = 0; w < 40; ++w)
            thought += QByteArray(kWords[(task * 7 + attempt * 3 + s * 5 + w) % 16]) + ' ';
        QByteArray action = s == steps / 2 && (task * 16 + attempt) % 50 == 0
                                ? QByteArray("git log --all --oneline -- src/")
                                : "sed -n " + QByteArray::number(s * 10) + "," + QByteArray::number(s * 10 + 40) +
                                      "p src/module_" + QByteArray::number(s % 9) + ".py";
        QByteArray observation;
        for (int l = 0; l < 8; ++l)
            observation += "    def " + QByteArray(kWords[(s + l) % 16]) + "_" + QByteArray::number(l) +
                           "(self, value):\n        return self." + kWords[(task + l) % 16] + "\n";
        json += (s ? "," : "") + QByteArray("{\"thought\": \"") + jsonText(thought) + "\", \"action\": \"" +
                jsonText(action) + "\", \"observation\": \"" + jsonText(observation) + "\", \"response\": \"\"}";
    }
    json += "], \"info\": {\"exit_status\": \"submitted\"}}\n";
    return json;
}

bool generate(const QString &root, int tasks, int attempts, int steps)
{
    DatasetInfo info;
    info.name = u"Generated"_s;
    info.specCategories = {{u"functional"_s, u"Functional semantics"_s}};
    if (!createDataset(root, info))
        return false;
    QTemporaryDir scratch;
    for (int n = 0; n < tasks; ++n) {
        Task t;
        t.id = u"task-%1"_s.arg(n, 5, 10, QChar(u'0'));
        t.repository = {u"org/repo"_s, u"https://example.invalid/repo"_s, {}, QString(40, u'a')};
        t.query = u"Implement the ledger feature %1 described here. "_s.arg(n).repeated(5);
        t.tests.language = u"python"_s;
        t.tests.command = u"python3 -m pytest -rA tests/test_x.py"_s;
        t.tests.files = {{u"tests/test_x.py"_s, "def test_0():\n    assert True\n"}};
        t.tests.failToPass = {u"tests/test_x.py::test_0"_s};
        t.referencePatch = "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\n"_ba;
        QHash<QString, QString> sources;
        for (int a = 0; a < attempts; ++a) {
            Attempt at;
            at.id = u"model-%1-%2"_s.arg(a % 4).arg(a / 4);
            at.model = u"model-%1"_s.arg(a % 4);
            at.sample = a / 4;
            at.patch = t.referencePatch;
            at.trajectory = {u"run.traj"_s, TrajectoryFormat::SweAgentV1};
            const QString source = scratch.filePath(at.id + u".traj"_s);
            QFile file(source);
            if (!file.open(QIODevice::WriteOnly) || file.write(trajectory(n, a, steps)) < 0)
                return false;
            file.close();
            sources.insert(at.id, source);
            t.attempts.append(at);
        }
        if (Result<void> saved = saveTask(root, t, sources); !saved) {
            std::fprintf(stderr, "%s\n", qPrintable(saved.error().toString()));
            return false;
        }
    }
    return true;
}

qint64 folderBytes(const QString &file)
{
    qint64 bytes = 0;
    for (const QString &suffix : {QString(), u"-wal"_s})
        bytes += QFileInfo(file + suffix).size();
    return bytes;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    int tasks = 1000, attempts = 16, steps = 40;
    QString keep;
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--tasks"_s)
            tasks = args[i + 1].toInt();
        else if (args[i] == u"--attempts"_s)
            attempts = args[i + 1].toInt();
        else if (args[i] == u"--steps"_s)
            steps = args[i + 1].toInt();
        else if (args[i] == u"--keep"_s)
            keep = args[i + 1];
    }
    QTemporaryDir tmp;
    const QString root = keep.isEmpty() ? tmp.path() + u"/dataset"_s : keep;
    if (!QFile::exists(root + u"/heddle-dataset.json"_s)) {
        QElapsedTimer timer;
        timer.start();
        if (!generate(root, tasks, attempts, steps))
            return 1;
        std::printf("generated %d tasks x %d attempts x %d steps in %.1f s\n", tasks, attempts, steps,
                    double(timer.elapsed()) / 1000.0);
        std::fflush(stdout);
    }
    const QString indexFile = tmp.path() + u"/index.sqlite"_s;
    const QByteArray needle = "git log";

    // Before the index: every trajectory parsed and scanned for the words.
    QElapsedTimer timer;
    timer.start();
    qint64 firstMs = -1;
    int plainHits = 0;
    const DatasetLayout layout(root);
    for (const QString &id :
         QDir(layout.at(DatasetLayout::tasksFolder())).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        Result<Task> task = loadTask(root, id);
        if (!task)
            continue;
        for (const Attempt &attempt : task->attempts) {
            Result<Trajectory> t =
                loadTrajectory(layout.at(DatasetLayout::inAttemptFolder(id, attempt.id, attempt.trajectory.file)),
                               attempt.trajectory.format);
            if (!t)
                continue;
            for (const TrajectoryStep &step : t->steps)
                if (step.action.contains(QString::fromLatin1(needle)) && step.action.contains(u"all"_s)) {
                    if (firstMs < 0)
                        firstMs = timer.elapsed();
                    ++plainHits;
                }
        }
    }
    const qint64 plainMs = timer.elapsed();
    std::printf("plain scan (parse every trajectory): first hit %lld ms, all %d hits %lld ms\n",
                static_cast<long long>(firstMs), plainHits, static_cast<long long>(plainMs));
    std::fflush(stdout);

    Result<DatasetIndex *> opened = DatasetIndex::open(root, indexFile);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    std::unique_ptr<DatasetIndex> index(*opened);
    timer.restart();
    Result<IndexUpdate> built = index->update();
    if (!built) {
        std::fprintf(stderr, "%s\n", qPrintable(built.error().toString()));
        return 1;
    }
    const double buildSeconds = double(timer.elapsed()) / 1000.0;
    const double indexMb = double(folderBytes(indexFile)) / 1048576.0;
    const double textMb = double(index->textBytes()) / 1048576.0;
    std::printf("index built: %d tasks, %d trajectories, %lld entries in %.1f s; index file %.1f MB for %.1f MB of "
                "text indexed (%.2fx the text; target: at most 0.6x)\n",
                built->tasksIndexed, built->trajectoriesParsed, static_cast<long long>(index->entryCount()),
                buildSeconds, indexMb, textMb, textMb > 0 ? indexMb / textMb : 0.0);
    std::fflush(stdout);

    timer.restart();
    Result<IndexUpdate> again = index->update();
    std::printf("update with nothing changed: %lld ms (%d tasks read again)\n", static_cast<long long>(timer.elapsed()),
                again ? again->tasksIndexed : -1);

    const QString changed = layout.at(DatasetLayout::inAttemptFolder(u"task-00000"_s, u"model-0-0"_s, u"run.traj"_s));
    QFile file(changed);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(trajectory(0, 50, steps)); // other words, the same `git log` step: the hits stay as many
        file.close();
    }
    timer.restart();
    again = index->update();
    std::printf("update after one trajectory changed: %lld ms (%d tasks, %d trajectories read again)\n",
                static_cast<long long>(timer.elapsed()), again ? again->tasksIndexed : -1,
                again ? again->trajectoriesParsed : -1);

    timer.restart();
    firstMs = -1;
    SearchFilter filter;
    filter.limit = 0;
    filter.kinds = {IndexedKind::Action};
    const Result<int> hits = index->search(u"\"git log\" all"_s, filter, [&](const SearchHit &) {
        if (firstMs < 0)
            firstMs = timer.elapsed();
        return true;
    });
    std::printf("indexed search \"git log\" all: first hit %lld ms, all %d hits %lld ms\n",
                static_cast<long long>(firstMs), hits ? *hits : -1, static_cast<long long>(timer.elapsed()));
    std::printf("peak resident memory %.1f MB\n", double(peakResidentKiB()) / 1024.0);
    return 0;
}
