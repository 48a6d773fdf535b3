// Imported tasks made complete from the command line, with real processes: `heddle import --repo` maps a
// repository name to a local clone and reads each task's test files from it, `heddle validate` then runs the
// imported task as it is, and `heddle check` lists what tasks lack while `--fix` fetches it. The instances are built
// in SWE-bench's form from the demo dataset's task and its repository (made with libgit2), the test_patch by git.
#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/history/datasethistory.h>
#include <core/importers/testfilefetch.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/demotask.h>
#include <tests/support/files.h>
#include <tests/support/processes.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kInstance = u"demo__skyledger-1"_s;
const QString kRepo = u"demo/skyledger"_s;
const QString kChanged = u"tests/test_transaction.py"_s;

ProcessRun runVerb(const QStringList &args)
{
    return runHeddle(args, {.timeoutMs = 300000});
}

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonObject instance(const Task &task, const QString &id, const QByteArray &testPatch)
{
    return QJsonObject{{u"instance_id"_s, id},
                       {u"repo"_s, kRepo},
                       {u"base_commit"_s, task.repository.baseCommit},
                       {u"patch"_s, QString::fromUtf8(task.referencePatch)},
                       {u"test_patch"_s, QString::fromUtf8(testPatch)},
                       {u"problem_statement"_s, task.query},
                       {u"version"_s, u"1.0"_s},
                       {u"FAIL_TO_PASS"_s, strings(task.tests.failToPass)},
                       {u"PASS_TO_PASS"_s, strings(task.tests.passToPass)}};
}

} // namespace

class TestRepositoryMapping : public QObject
{
    Q_OBJECT
    DemoCopy m_demo;
    QTemporaryDir m_dir;
    Task m_task;
    QString m_repository;
    QByteArray m_testPatch;
    QString m_instances;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_demo.install());
        Result<Task> task = loadTask(m_demo.root(), kTask);
        QVERIFY(task);
        m_task = *task;
        m_repository = m_demo.root() + u"/repos/skyledger"_s;
        // Besides creating its own test file, the instance changes one the repository has.
        Result<QByteArray> existing = readFileAtCommit(m_repository, m_task.repository.baseCommit, kChanged);
        QVERIFY(existing);
        m_task.tests.files.append({kChanged, *existing + "\n# Also run by the imported task.\n"});
        m_testPatch = testPatchOf(m_task, m_repository, m_dir.path());
        QVERIFY(m_testPatch.contains("--- a/tests/test_transaction.py"));
        m_instances = m_dir.filePath(u"instances.jsonl"_s);
        QJsonObject broken = instance(m_task, u"demo__skyledger-2"_s,
                                      "diff --git a/tests/absent.py b/tests/absent.py\n--- a/tests/absent.py\n"
                                      "+++ b/tests/absent.py\n@@ -1 +1 @@\n-old\n+new\n");
        QVERIFY(writeFile(m_instances,
                          QJsonDocument(instance(m_task, kInstance, m_testPatch)).toJson(QJsonDocument::Compact) +
                              '\n' + QJsonDocument(broken).toJson(QJsonDocument::Compact) + '\n'));
    }

    void usage()
    {
        const ProcessRun help = runVerb({u"check"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--fix"));
        QVERIFY(help.out.contains("Exit status: 1 when any file has a problem, or with --fix"));
        QVERIFY(runVerb({u"import"_s, u"--help"_s}).out.contains("--repo NAME=PATH|URL"));
        const ProcessRun bad = runVerb({u"import"_s, u"--instances"_s, m_instances, u"--repo"_s, u"django/django"_s,
                                        u"--out"_s, m_dir.filePath(u"never"_s)});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.errText().contains(u"--repo needs NAME=PATH or NAME=URL"_s), qPrintable(bad.errText()));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"never"_s)));
    }

    void importWithRepoThenValidate()
    {
        // A harness folder gives the test command (its eval.sh) and one attempt: the reference's patch.
        const QString run = m_dir.filePath(u"run/model-a"_s);
        QVERIFY(writeFile(run + u'/' + kInstance, u"eval.sh"_s,
                          ": '>>>>> Start Test Output'\n" + m_task.tests.command.toUtf8() +
                              "\n: '>>>>> End Test Output'\n"));
        QVERIFY(writeFile(run + u'/' + kInstance, u"patch.diff"_s, m_task.referencePatch));
        const QString out = m_dir.filePath(u"imported"_s);
        const ProcessRun imported = runVerb({u"import"_s, u"--instances"_s, m_instances, u"--run"_s, run, u"--repo"_s,
                                             kRepo + u'=' + m_repository, u"--out"_s, out});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.outText() + imported.errText()));
        QVERIFY2(imported.outText().contains(u"Test files read from the repository for 1: "_s + kInstance),
                 qPrintable(imported.outText()));
        QVERIFY2(imported.outText().contains(u"demo__skyledger-2: "_s), qPrintable(imported.outText()));
        QVERIFY(imported.outText().contains(u"tests/absent.py"_s));

        const QJsonObject dataset = QJsonDocument::fromJson(readFile(out + u"/heddle-dataset.json"_s)).object();
        QCOMPARE(dataset.value(u"repositories"_s).toObject().value(kRepo).toString(), m_repository);
        Result<Task> task = loadTask(out, kInstance);
        QVERIFY(task);
        QVERIFY(missingTestFiles(*task).isEmpty());
        for (const TestFile &file : m_task.tests.files) {
            const auto it = std::find_if(task->tests.files.cbegin(), task->tests.files.cend(),
                                         [&](const TestFile &f) { return f.path == file.path; });
            QVERIFY2(it != task->tests.files.cend(), qPrintable(file.path));
            QCOMPARE(it->content, file.content);
        }

        // No edit of task.json: the test command came from eval.sh, the repository from the mapping.
        const ProcessRun validated = runVerb({u"validate"_s, out, u"--tasks"_s, kInstance});
        QVERIFY2(validated.exitCode == 0, qPrintable(validated.outText() + validated.errText()));
        QVERIFY2(validated.out.contains("control reference: holds\n"), validated.out.constData());
        QVERIFY(validated.out.contains("control empty: holds\n"));
    }

    void checkListsWhatTasksLackAndFixFetchesIt()
    {
        const QString out = m_dir.filePath(u"bare-import"_s);
        QCOMPARE(runVerb({u"import"_s, u"--instances"_s, m_instances, u"--out"_s, out}).exitCode, 0);

        // Usable but incomplete: listed, and the check still passes.
        const ProcessRun check = runVerb({u"check"_s, out});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.contains("Tasks without their test files (2):\n"), check.out.constData());
        QVERIFY(check.outText().contains(kInstance + u": tests/"_s));
        QVERIFY(check.out.contains("  demo__skyledger-2: tests/absent.py\n"));
        QVERIFY(check.out.contains("Repositories that cannot be reached (1):\n"));
        QVERIFY(check.outText().contains(u"  demo/skyledger (2 task(s): demo__skyledger-1, demo__skyledger-2): "_s));
        QVERIFY(check.outText().contains(u"https://github.com/demo/skyledger: not cloned yet"_s));
        QVERIFY(check.out.endsWith("no problems\n"));
        const QJsonObject json = QJsonDocument::fromJson(runVerb({u"check"_s, out, u"--json"_s}).out).object();
        QCOMPARE(json.value(u"without_test_files"_s).toArray().size(), 2);
        QCOMPARE(json.value(u"unreachable_repositories"_s).toArray().first()[u"repository"_s].toString(), kRepo);

        // The dataset pointed at a clone (as the Preferences do): --fix fetches what can be fetched.
        Result<Dataset> dataset = openDataset(out);
        QVERIFY(dataset);
        DatasetInfo info = dataset->info;
        info.repositories.insert(kRepo, m_repository);
        QVERIFY(saveDatasetInfo(out, info));
        const ProcessRun fix = runVerb({u"check"_s, out, u"--fix"_s});
        QCOMPARE(fix.exitCode, 1); // one task's test_patch does not apply: not fixed
        QVERIFY2(fix.out.contains("Fixed (1):\n  demo__skyledger-1: test files fetched\n"), fix.out.constData());
        QVERIFY(fix.out.contains("Not fixed (1):\n  demo__skyledger-2: "));
        QVERIFY(fix.out.contains("tests/absent.py"));
        QVERIFY(fix.out.contains("Tasks without their test files (1):\n  demo__skyledger-2: tests/absent.py\n"));
        QVERIFY(!fix.out.contains("Repositories that cannot be reached"));
        Result<Task> fixed = loadTask(out, kInstance);
        QVERIFY(fixed);
        QVERIFY(missingTestFiles(*fixed).isEmpty());
    }

    // heddle repos maps a repository after an import, as Preferences > Repositories does: listed, added (a local
    // path kept absolute) and removed, each a commit of heddle-dataset.json in a git dataset; check --fix then
    // fetches through the mapping.
    void reposMapsARepositoryAfterAnImport()
    {
        const QString out = m_dir.filePath(u"repos-import"_s);
        QCOMPARE(runVerb({u"import"_s, u"--instances"_s, m_instances, u"--out"_s, out}).exitCode, 0);
        QVERIFY(initDatasetRepository(out, {u"Ada"_s, u"ada@example.org"_s}));
        const ProcessRun none = runVerb({u"repos"_s, out});
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.startsWith("no repository is mapped"), none.out.constData());

        const ProcessRun add = runVerb({u"repos"_s, out, u"add"_s, kRepo, m_repository});
        QVERIFY2(add.exitCode == 0, add.err.constData());
        QCOMPARE(datasetRepositories(out).value(kRepo), m_repository);
        QCOMPARE(gitOutput(out, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed(),
                 QByteArray("Set where repository demo/skyledger is"));
        QCOMPARE(gitOutput(out, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QCOMPARE(runVerb({u"repos"_s, out, u"list"_s}).outText(), kRepo + u"  "_s + m_repository + u'\n');
        const QJsonObject listed = QJsonDocument::fromJson(runVerb({u"repos"_s, out, u"--json"_s}).out).object();
        QCOMPARE(listed.value(u"repositories"_s).toObject().value(kRepo).toString(), m_repository);
        const ProcessRun fix = runVerb({u"check"_s, out, u"--fix"_s});
        QVERIFY2(fix.out.contains("Fixed (1):\n  demo__skyledger-1: test files fetched\n"), fix.out.constData());

        const ProcessRun removed = runVerb({u"repos"_s, out, u"remove"_s, kRepo});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        QVERIFY(datasetRepositories(out).isEmpty());
        QCOMPARE(gitOutput(out, {u"log"_s, u"-1"_s, u"--format=%s"_s}).trimmed(),
                 QByteArray("Forget where repository demo/skyledger is"));
        const ProcessRun again = runVerb({u"repos"_s, out, u"remove"_s, kRepo});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.errText().contains(u"maps no repository demo/skyledger"_s), again.err.constData());
        const ProcessRun bad = runVerb({u"repos"_s, out, u"rename"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.errText().contains(u"ACTION takes list, add or remove, not 'rename'"_s), bad.err.constData());
        QCOMPARE(runVerb({u"repos"_s, out, u"add"_s, kRepo}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestRepositoryMapping)
#include "tst_repositorymapping.moc"
