#pragma once

// Helpers shared by the history tests: dataset-like trees on disk and the git command line as the referee.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

using namespace Qt::StringLiterals;

namespace historytest {

inline void writeFile(const QString &root, const QString &relative, const QByteArray &bytes)
{
    const QString path = root + u'/' + relative;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

inline QByteArray readFile(const QString &root, const QString &relative)
{
    QFile file(root + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray("<missing>");
    return file.readAll();
}

// A small dataset as docs/FORMAT.md lays it out: two tasks with reviews, curation, test files and a validation run.
inline void makeDataset(const QString &root)
{
    writeFile(root, u"heddle-dataset.json"_s,
              "{\n  \"format\": \"heddle-dataset\",\n  \"format_version\": 1,\n  \"name\": \"History test\"\n}\n");
    for (const QString &task : {u"a"_s, u"b"_s}) {
        const QString folder = u"tasks/"_s + task + u'/';
        writeFile(root, folder + u"task.json"_s, "{\n  \"id\": \"" + task.toUtf8() + "\"\n}\n");
        writeFile(root, folder + u"review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"first\"\n}\n");
        writeFile(root, folder + u"curation.json"_s, "{\n  \"status\": \"open\"\n}\n");
        writeFile(root, folder + u"test-files/t.py"_s,
                  "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 2\n");
        writeFile(root, folder + u"validation/20260101T120000Z.json"_s, "{\n  \"run\": 1\n}\n");
        writeFile(root, folder + u"validation/20260101T120000Z/reference-1.log"_s, "PASSED test_one\n");
    }
}

struct GitRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Read-only questions to the real git binary (status, log, show, rev-parse).
inline GitRun git(const QString &folder, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.start(u"git"_s, arguments);
    GitRun run;
    if (!process.waitForStarted())
        qFatal("git does not start");
    process.waitForFinished(-1);
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline QByteArray gitOut(const QString &folder, const QStringList &arguments)
{
    const GitRun run = git(folder, arguments);
    if (run.exitCode != 0)
        qFatal("git %s failed in %s: %s", qPrintable(arguments.join(u' ')), qPrintable(folder), run.err.constData());
    return run.out;
}

inline QByteArray head(const QString &folder)
{
    return gitOut(folder, {u"rev-parse"_s, u"HEAD"_s}).trimmed();
}

} // namespace historytest
