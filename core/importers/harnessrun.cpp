#include <core/importers/harnessrun.h>

#include <core/importers/importertext.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kPatch = u"patch.diff"_s;
const QString kReport = u"report.json"_s;
const QString kTestOutput = u"test_output.txt"_s;
const QString kRunLog = u"run_instance.log"_s;
const QString kEvalScript = u"eval.sh"_s;

bool isInstanceFolder(const QDir &dir)
{
    const QStringList files = harnessInstanceFiles();
    return std::any_of(files.begin(), files.end(), [&](const QString &f) { return QFileInfo(dir, f).isFile(); });
}

QStringList subfolders(const QDir &dir)
{
    return dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QList<QString> instanceSubfolders(const QDir &dir)
{
    QList<QString> out;
    for (const QString &name : subfolders(dir))
        if (isInstanceFolder(QDir(dir.filePath(name))))
            out.append(name);
    return out;
}

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(Error::Code::Io, ImporterText::tr("cannot read the file"), file.errorString());
        e.file = path;
        return e;
    }
    return file.readAll();
}

HarnessRun readModelFolder(const QDir &dir, const QStringList &instanceNames)
{
    HarnessRun run;
    run.folder = dir.absolutePath();
    run.model = dir.dirName();
    QDir parent = dir;
    if (parent.cdUp()) {
        QDir grandparent = parent;
        if (grandparent.cdUp() && grandparent.dirName() == u"run_evaluation"_s)
            run.runId = parent.dirName();
    }
    for (const QString &name : instanceNames)
        run.instances.append(readHarnessInstance(dir.filePath(name)));
    // SWE-smith writes its run report as report.json beside the instance folders.
    const QString runReport = dir.filePath(kReport);
    if (QFileInfo(runReport).isFile()) {
        if (Result<HarnessRunReport> report = readHarnessRunReport(runReport))
            run.runReport = std::move(report).value();
        else
            run.errors.append(report.error());
    }
    return run;
}

} // namespace

QStringList harnessInstanceFiles()
{
    return {kPatch, kReport, kTestOutput, kRunLog, kEvalScript};
}

HarnessInstance readHarnessInstance(const QString &folder)
{
    const QDir dir(folder);
    HarnessInstance out;
    out.folder = dir.absolutePath();
    out.instanceId = dir.dirName();
    for (const QString &name : harnessInstanceFiles())
        if (!QFileInfo(dir, name).isFile())
            out.missing.append(name);

    if (!out.missing.contains(kPatch)) {
        if (Result<QByteArray> patch = readFile(dir.filePath(kPatch)))
            out.patch = std::move(patch).value();
        else
            out.errors.append(patch.error());
    }
    if (!out.missing.contains(kReport)) {
        if (Result<HarnessReport> report = readHarnessReport(dir.filePath(kReport)))
            out.report = std::move(report).value();
        else
            out.errors.append(report.error());
    }
    if (!out.missing.contains(kTestOutput))
        out.testOutputPath = dir.filePath(kTestOutput);
    if (!out.missing.contains(kEvalScript)) {
        if (Result<QByteArray> script = readFile(dir.filePath(kEvalScript)))
            out.testCommand = harnessTestCommand(*script);
        else
            out.errors.append(script.error());
    }
    return out;
}

Result<QList<HarnessRun>> readHarnessRuns(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.isDir()) {
        Error e = makeError(Error::Code::NotFound, ImporterText::tr("the harness folder does not exist"));
        e.file = folder;
        return e;
    }
    const QDir dir(info.absoluteFilePath());
    QList<HarnessRun> runs;
    if (const QList<QString> instances = instanceSubfolders(dir); !instances.isEmpty()) {
        runs.append(readModelFolder(dir, instances));
        return runs;
    }
    if (isInstanceFolder(dir)) {
        HarnessRun run;
        run.folder = dir.absolutePath();
        QDir parent = dir;
        run.model = parent.cdUp() ? parent.dirName() : QString();
        run.instances.append(readHarnessInstance(dir.absolutePath()));
        runs.append(std::move(run));
        return runs;
    }
    for (const QString &name : subfolders(dir)) {
        const QDir modelDir(dir.filePath(name));
        if (const QList<QString> instances = instanceSubfolders(modelDir); !instances.isEmpty())
            runs.append(readModelFolder(modelDir, instances));
    }
    if (runs.isEmpty()) {
        Error e = makeError(Error::Code::NotFound,
                            ImporterText::tr("no harness output here: expected instance folders holding %1")
                                .arg(harnessInstanceFiles().join(u", "_s)));
        e.file = folder;
        return e;
    }
    return runs;
}

} // namespace heddle
