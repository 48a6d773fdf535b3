// Imports a review agent's findings into a dataset of many tasks and prints the time and peak memory of each import:
// the first (every finding a new flag), the same file again (nothing changes), and a next week's file with a third
// of the findings gone (they are withdrawn). The tasks are copies of the demo's coin-hours-split, with its real
// patches, test file and trajectories, so every finding's evidence is checked against real material.
//
//   bench_flagimport [--tasks N] [--keep DIR]
#include <core/agents/flagimport.h>
#include <core/demo/demodataset.h>
#include <tests/support/memory.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace heddle;
using heddle::test::peakResidentKiB;
using namespace Qt::StringLiterals;

namespace {

bool copyFolder(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + file.mid(from.size());
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(file, target))
            return false;
    }
    return true;
}

QByteArray findingsFor(int tasks, int keepEvery)
{
    QByteArray out;
    for (int n = 0; n < tasks; ++n) {
        const QByteArray task = "t-" + QByteArray::number(n);
        const QByteArray lines[] = {
            R"({"task":")" + task +
                R"(","attempt":"gpt-4o-0","kind":"FP","tests":["tests/test_hours_split.py::test_proportional_split"],"evidence":[{"type":"trajectory_step","step":3},{"type":"patch_hunk","file":"skyledger/hours.py","hunk":1,"line":50}],"confidence":0.7,"rationale":"rounds first","agent":{"name":"bench","version":"1"},"id":"a"})",
            R"({"task":")" + task +
                R"(","kind":"FN","evidence":[{"type":"test_line","file":"tests/test_hours_split.py","line":10}],"rationale":"too strict","agent":{"name":"bench","version":"1"},"id":"b"})",
            R"({"task":")" + task +
                R"(","attempt":"claude-3-5-sonnet-1","kind":"FP","specs":["S1"],"rationale":"c","agent":{"name":"bench","version":"1"},"id":"c"})",
        };
        for (int i = 0; i < 3; ++i)
            if (keepEvery == 0 || i != 2)
                out += lines[i] + '\n';
    }
    return out;
}

void measure(const char *what, const QString &root, const QString &file)
{
    QElapsedTimer timer;
    timer.start();
    const Result<FlagImportReport> report = importFindingsFiles(root, {file}, {}, false);
    const qint64 ms = timer.elapsed();
    if (!report) {
        std::fprintf(stderr, "%s: %s\n", what, qPrintable(report.error().toString()));
        return;
    }
    std::printf("%-34s %7lld ms  peak %6ld MiB  %s\n", what, static_cast<long long>(ms), long(peakResidentKiB() / 1024),
                qPrintable(report->summary()));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int tasks = 1000;
    QString keep;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--tasks"_s)
            tasks = args[i + 1].toInt();
        else if (args[i] == u"--keep"_s)
            keep = args[i + 1];
    }
    QTemporaryDir temporary;
    const QString folder = keep.isEmpty() ? temporary.path() : keep;
    const Result<QString> root = installDemoDataset(folder + u"/dataset"_s);
    if (!root) {
        std::fprintf(stderr, "%s\n", qPrintable(root.error().toString()));
        return 1;
    }
    const QString source = *root + u"/tasks/coin-hours-split"_s;
    for (int n = 0; n < tasks; ++n) {
        const QString target = *root + u"/tasks/t-%1"_s.arg(n);
        if (!copyFolder(source, target))
            return 1;
        QFile task(target + u"/task.json"_s);
        task.open(QIODevice::ReadOnly);
        QByteArray json = task.readAll();
        task.close();
        json.replace("\"id\": \"coin-hours-split\"", QByteArray("\"id\": \"t-" + QByteArray::number(n) + "\""));
        task.open(QIODevice::WriteOnly | QIODevice::Truncate);
        task.write(json);
    }
    for (const char *name : {"week1.jsonl", "week2.jsonl"}) {
        QFile file(folder + u'/' + QString::fromLatin1(name));
        file.open(QIODevice::WriteOnly);
        file.write(findingsFor(tasks, name[4] == '2' ? 3 : 0));
    }
    std::printf("%d tasks (+3 of the demo), %d findings\n", tasks, tasks * 3);
    measure("first import (all new)", *root, folder + u"/week1.jsonl"_s);
    measure("same file again (nothing changes)", *root, folder + u"/week1.jsonl"_s);
    measure("next week (a third withdrawn)", *root, folder + u"/week2.jsonl"_s);
    return 0;
}
