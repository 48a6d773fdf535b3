// The reference's result as files, on the demo dataset's real repository: read at the base commit and patched, edited,
// and written back as a diff that the real `git apply` takes at the base commit, giving exactly the edited bytes.

#include <core/dataset/datasetio.h>
#include <core/editing/referencefiles.h>
#include <core/jobs/jobcontrol.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kHours = u"skyledger/hours.py"_s;

ReferenceFile *fileNamed(ReferenceFiles &files, const QString &path)
{
    for (ReferenceFile &f : files.files)
        if (f.path == path)
            return &f;
    return nullptr;
}

} // namespace

class TestReferenceFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_demo.install()); }

    void patchedFilesAreTheReferenceResult()
    {
        const Task task = load();
        const Result<ReferenceFiles> files =
            readReferenceFiles(m_demo.root(), task, task.referencePatch, JobControl::none());
        QVERIFY2(files, files ? "" : qPrintable(files.error().toString()));
        QCOMPARE(files->baseCommit.size(), 40);
        QVERIFY(!files->files.isEmpty());
        // What git apply makes of the reference at the base commit is what Heddle shows for editing.
        const QString clone = cloneAtBase(*files);
        QVERIFY(applyWithGit(clone, task.referencePatch));
        for (const ReferenceFile &f : files->files) {
            QVERIFY2(f.isChanged(), qPrintable(f.path));
            QCOMPARE(readFile(clone, f.path), *f.content);
            QCOMPARE(*f.base, gitOutput(clone, {u"show"_s, files->baseCommit + u':' + f.path}));
        }
    }

    void editedFilesBecomeADiffThatGitApplies()
    {
        const Task task = load();
        Result<ReferenceFiles> files = readReferenceFiles(m_demo.root(), task, task.referencePatch, JobControl::none());
        QVERIFY(files);
        ReferenceFile *hours = fileNamed(*files, kHours);
        QVERIFY(hours);
        hours->content = hours->content->replace("round down", "round toward zero") + "# edited\n";
        // A file the reference did not touch, edited without a final newline; a new empty file; a new file.
        Result<ReferenceFile> readme = readReferenceFile(*files, u"README.md"_s);
        QVERIFY2(readme, readme ? "" : qPrintable(readme.error().toString()));
        QVERIFY(readme->base);
        readme->content = *readme->base + "One more line, no newline";
        files->files.append(*readme);
        Result<ReferenceFile> empty = readReferenceFile(*files, u"skyledger/py.typed"_s);
        QVERIFY(empty && !empty->base);
        files->files.append(*empty);
        Result<ReferenceFile> added = readReferenceFile(*files, u"docs/hours.md"_s);
        QVERIFY(added);
        added->content = "# Hours\n\nShared in proportion.\n"_ba;
        files->files.append(*added);
        // The other patched file is deleted from the result.
        QString deleted;
        for (ReferenceFile &f : files->files)
            if (f.path != kHours && f.base && deleted.isEmpty()) {
                deleted = f.path;
                f.content.reset();
            }
        QVERIFY(!deleted.isEmpty());

        const Result<QByteArray> diff = diffReferenceFiles(files->files);
        QVERIFY2(diff, diff ? "" : qPrintable(diff.error().toString()));
        QVERIFY(diff->startsWith("diff --git a/"));
        QVERIFY(diff->contains("\nindex "));
        QVERIFY(diff->contains("\nnew file mode 100644\n"));
        QVERIFY(diff->contains("\ndeleted file mode 100644\n"));

        const QString clone = cloneAtBase(*files);
        QVERIFY(applyWithGit(clone, *diff));
        for (const ReferenceFile &f : std::as_const(files->files)) {
            if (f.content)
                QCOMPARE(readFile(clone, f.path), *f.content);
            else
                QVERIFY2(!QFileInfo::exists(clone + u'/' + f.path), qPrintable(f.path));
        }
        // Read back through Heddle, the written diff gives the same files.
        const Result<ReferenceFiles> again = readReferenceFiles(m_demo.root(), task, *diff, JobControl::none());
        QVERIFY2(again, again ? "" : qPrintable(again.error().toString()));
        for (const ReferenceFile &f : std::as_const(again->files)) {
            const auto edited = std::find_if(files->files.cbegin(), files->files.cend(),
                                             [&](const ReferenceFile &e) { return e.path == f.path; });
            QVERIFY(edited != files->files.cend());
            QCOMPARE(f.content, edited->content);
        }
    }

    void unchangedFilesMakeNoDiff()
    {
        const Task task = load();
        Result<ReferenceFiles> files = readReferenceFiles(m_demo.root(), task, task.referencePatch, JobControl::none());
        QVERIFY(files);
        for (ReferenceFile &f : files->files)
            f.content = f.base;
        const Result<QByteArray> diff = diffReferenceFiles(files->files);
        QVERIFY(diff);
        QVERIFY(diff->isEmpty());
    }

    void executableModeIsKept()
    {
        ReferenceFile script;
        script.path = u"bin/run"_s;
        script.base = "#!/bin/sh\necho old\n"_ba;
        script.content = "#!/bin/sh\necho new\n"_ba;
        script.mode = 0100755;
        const Result<QByteArray> diff = diffReferenceFiles({script});
        QVERIFY(diff);
        QVERIFY2(diff->contains(" 100755\n--- a/bin/run\n"), diff->constData());
    }

    void patchThatDoesNotApplyNamesFileAndHunk()
    {
        const Task task = load();
        QByteArray broken = task.referencePatch;
        QVERIFY(broken.contains("\n     sent = int(available * share)\n"));
        broken.replace("\n     sent = int(available * share)\n", "\n     sent = int(available * share * 2)\n");
        const Result<ReferenceFiles> files = readReferenceFiles(m_demo.root(), task, broken, JobControl::none());
        QVERIFY(!files);
        QCOMPARE(files.error().file, kHours);
        QVERIFY2(files.error().message.contains(u"hunk 2 of skyledger/hours.py does not apply"_s),
                 qPrintable(files.error().message));
        QVERIFY(files.error().line > 0);
    }

    void unsafeAndHeldPathsAreRefused()
    {
        const Task task = load();
        const Result<ReferenceFiles> files =
            readReferenceFiles(m_demo.root(), task, task.referencePatch, JobControl::none());
        QVERIFY(files);
        QVERIFY(!readReferenceFile(*files, u"../outside.py"_s));
        QVERIFY(!readReferenceFile(*files, u"/etc/passwd"_s));
        const Result<ReferenceFile> held = readReferenceFile(*files, kHours);
        QVERIFY(!held);
        QVERIFY(held.error().message.contains(u"already"_s));
    }

private:
    Task load() const
    {
        Result<Task> task = loadTask(m_demo.root(), kTask);
        if (!task)
            qFatal("%s", qPrintable(task.error().toString()));
        return std::move(task).value();
    }

    // A clone of the task's repository checked out at the base commit, made with git itself.
    QString cloneAtBase(const ReferenceFiles &files)
    {
        QString path = m_scratch.filePath(u"clone-%1"_s.arg(++m_clones));
        gitOutput(m_scratch.path(), {u"clone"_s, u"-q"_s, files.repositoryPath, path});
        gitOutput(path, {u"checkout"_s, u"-q"_s, files.baseCommit});
        return path;
    }

    static bool applyWithGit(const QString &clone, const QByteArray &patch)
    {
        const ProcessRun run = runGit(clone, {u"apply"_s, u"--whitespace=nowarn"_s, u"-"_s}, patch);
        if (run.exitCode != 0)
            qWarning("git apply: %s", run.err.constData());
        return run.exitCode == 0;
    }

    DemoCopy m_demo;
    QTemporaryDir m_scratch;
    int m_clones = 0;
};

QTEST_GUILESS_MAIN(TestReferenceFiles)
#include "tst_referencefiles.moc"
