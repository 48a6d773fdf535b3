// Test files read from a task's repository: the file at base_commit with the test_patch applied, compared byte for
// byte with what the real git binary's `git apply` gives in a clone. The repositories are made with libgit2; the
// real SWE-bench Verified rows of vexp-ai/vexp-swe-bench are imported against stand-in repositories that hold, at one
// commit, what each test_patch needs.
#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/git/repositorylocator.h>
#include <core/importers/swebenchimport.h>
#include <core/importers/testfilefetch.h>
#include <core/validation/workspace.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>
#include <tests/support/samples.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kCalcBase = "def test_add():\n    assert 1 + 1 == 2\n";
const QByteArray kCalcAfter = "def test_add():\n    assert 1 + 1 == 2\n\n\ndef test_sub():\n    assert 2 - 1 == 1\n";
const QByteArray kWinBase = "import os\r\n\r\ndef test_path():\r\n    assert os.sep\r\n";
const QByteArray kWinAfter = "import os\r\n\r\ndef test_path():\r\n    assert os.sep in '/\\\\'\r\n# end\r\n";
const QByteArray kNew = "def test_new():\n    assert True"; // no newline at the end
const QByteArray kBinBase("\x00\x01\x02\x03 data\n", 10);
const QByteArray kBinAfter("\x00\x01\x02\x04 data\n\xff", 11);

// What `git apply` of patch at commit leaves, read from a clone of repository: path -> bytes; absent when deleted.
QMap<QString, std::optional<QByteArray>> gitApply(const QString &repository, const QString &commit,
                                                  const QByteArray &patch, const QStringList &paths,
                                                  const QString &scratch)
{
    const QString clone = scratch + u"/clone"_s;
    if (!QFileInfo::exists(clone))
        gitOutput(scratch, {u"clone"_s, u"--quiet"_s, repository, clone});
    gitOutput(clone, {u"checkout"_s, u"--quiet"_s, u"--force"_s, commit});
    gitOutput(clone, {u"clean"_s, u"-fdq"_s});
    gitOutput(clone, {u"apply"_s, u"--binary"_s, u"-"_s}, patch);
    QMap<QString, std::optional<QByteArray>> out;
    for (const QString &path : paths)
        out.insert(path, QFileInfo::exists(clone + u'/' + path) ? std::optional(readFile(clone, path)) : std::nullopt);
    return out;
}

const TestFile *find(const Task &task, const QString &path)
{
    for (const TestFile &f : task.tests.files)
        if (f.path == path)
            return &f;
    return nullptr;
}

// Every file of the task's test_patch held as git apply leaves it: the text equal, a deleted file deleted.
void compareWithGitApply(const Task &task, const QString &repository, const QString &scratch)
{
    const QByteArray testPatch = taskTestPatch(task);
    const QStringList paths = testPatchPaths(testPatch);
    QVERIFY2(!paths.isEmpty(), qPrintable(task.id));
    const auto expected = gitApply(repository, task.repository.baseCommit, testPatch, paths, scratch);
    for (const QString &path : paths) {
        const TestFile *file = find(task, path);
        QVERIFY2(file, qPrintable(task.id + u": "_s + path));
        if (!expected.value(path)) {
            QCOMPARE(file->kind, TestFile::Kind::Deleted);
        } else {
            QVERIFY2(file->isText(), qPrintable(task.id + u": "_s + path));
            QVERIFY2(file->content == *expected.value(path), qPrintable(task.id + u": "_s + path));
        }
    }
}

// A stand-in for a repository Heddle cannot download here: at one commit, each file a test_patch changes holds the
// lines the patch's hunks expect at the lines they name (the rest filler), as raw bytes.
QList<CommitFile> preImages(const QByteArray &testPatch)
{
    QList<CommitFile> files;
    QMap<int, QByteArray> lines;
    QByteArray path;
    bool noNewline = false;
    int oldLine = 0;
    int oldLeft = 0;
    const auto flush = [&] {
        if (path.isEmpty() || lines.isEmpty())
            return;
        QByteArray content;
        for (int n = 1; n <= lines.lastKey(); ++n)
            content += lines.value(n, "filler\n");
        if (noNewline)
            content.chop(1);
        files.append({path, content});
    };
    for (const QByteArray &line : testPatch.split('\n')) {
        if (oldLeft > 0 && !line.startsWith('\\') && !line.startsWith('+')) {
            lines.insert(oldLine++, line.mid(1) + '\n');
            --oldLeft;
            continue;
        }
        if (line.startsWith("\\") && !lines.isEmpty() && oldLeft == 0) {
            noNewline = true;
            continue;
        }
        if (line.startsWith("diff --git ")) {
            flush();
            path.clear();
            lines.clear();
            noNewline = false;
        } else if (line.startsWith("--- a/")) {
            path = line.mid(6);
        } else if (line.startsWith("@@ -")) {
            const QList<QByteArray> range = line.mid(4, line.indexOf(' ', 4) - 4).split(',');
            oldLine = range.value(0).toInt();
            oldLeft = range.size() > 1 ? range.value(1).toInt() : 1;
        }
    }
    flush();
    return files;
}

} // namespace

class TestTestFileFetch : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_repository;
    QString m_base;
    QString m_after;

    Task taskWith(const QByteArray &testPatch) const
    {
        Task task;
        task.id = u"calc-1"_s;
        task.repository.name = u"example/calc"_s;
        task.repository.baseCommit = m_base;
        task.tests.command = u"true"_s;
        task.source.append({u"test_patch"_s, QString::fromUtf8(testPatch)});
        return task;
    }

    QByteArray textPatch() const
    {
        return gitOutput(m_repository, {u"diff"_s, m_base, m_after, u"--"_s, u"tests/test_calc.py"_s,
                                        u"tests/test_win.py"_s, u"tests/test_gone.py"_s, u"tests/test_new.py"_s});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_repository = m_dir.filePath(u"calc"_s);
        initRepository(m_repository);
        m_base = commitFiles(m_repository, {{"src/calc.py", "def add(a, b):\n    return a + b\n"},
                                            {"tests/test_calc.py", kCalcBase},
                                            {"tests/test_win.py", kWinBase},
                                            {"tests/test_gone.py", "def test_old():\n    pass\n"},
                                            {"tests/data.bin", kBinBase}});
        m_after = commitFiles(m_repository,
                              {{"src/calc.py", "def add(a, b):\n    return a + b\n"},
                               {"tests/test_calc.py", kCalcAfter},
                               {"tests/test_win.py", kWinAfter},
                               {"tests/test_new.py", kNew},
                               {"tests/data.bin", kBinAfter}},
                              m_base);
    }

    void writesWhatGitApplyGives()
    {
        const QByteArray patch = textPatch();
        QVERIFY(patch.contains("deleted file mode"));
        QVERIFY(patch.contains("new file mode"));
        QVERIFY(patch.contains("\r\n"));
        QList<Task> tasks{taskWith(patch)};
        QCOMPARE(missingTestFiles(tasks[0]).size(), 4);
        const TestFileFetch fetch =
            fetchTestFiles(m_dir.path(), {{u"example/calc"_s, m_repository}}, tasks, RepositoryAccess::LocalOnly);
        QCOMPARE(fetch.fetched, QStringList{u"calc-1"_s});
        QVERIFY(fetch.failed.isEmpty());
        QVERIFY(missingTestFiles(tasks[0]).isEmpty());
        QCOMPARE(find(tasks[0], u"tests/test_win.py"_s)->content, kWinAfter);
        QCOMPARE(find(tasks[0], u"tests/test_new.py"_s)->content, kNew);
        QCOMPARE(find(tasks[0], u"tests/test_gone.py"_s)->kind, TestFile::Kind::Deleted);
        QTemporaryDir scratch;
        compareWithGitApply(tasks[0], m_repository, scratch.path());
    }

    void binaryFilesAreRecordedAsBinary()
    {
        const QByteArray patch = gitOutput(m_repository, {u"diff"_s, u"--binary"_s, m_base, m_after});
        QList<Task> tasks{taskWith(patch)};
        const TestFileFetch fetch =
            fetchTestFiles(m_dir.path(), {{u"example/calc"_s, m_repository}}, tasks, RepositoryAccess::LocalOnly);
        QCOMPARE(fetch.fetched.size(), 1);
        QCOMPARE(find(tasks[0], u"tests/data.bin"_s)->kind, TestFile::Kind::Binary);
        QCOMPARE(find(tasks[0], u"tests/test_calc.py"_s)->content, kCalcAfter);

        // Saved and loaded again, the kinds stay; the deleted and binary files have no file in test-files/.
        QTemporaryDir dataset;
        QVERIFY(createDataset(dataset.path(), DatasetInfo{u"d"_s, {}, 1, {}, {}, {}}));
        tasks[0].id = u"calc-2"_s;
        QVERIFY(saveTask(dataset.path(), tasks[0]));
        Result<Task> loaded = loadTask(dataset.path(), u"calc-2"_s);
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        QCOMPARE(find(*loaded, u"tests/data.bin"_s)->kind, TestFile::Kind::Binary);
        QCOMPARE(find(*loaded, u"tests/test_gone.py"_s)->kind, TestFile::Kind::Deleted);
        QCOMPARE(find(*loaded, u"tests/test_win.py"_s)->content, kWinAfter);
        QVERIFY(!QFileInfo::exists(dataset.filePath(u"tasks/calc-2/test-files/tests/test_gone.py"_s)));
        QVERIFY(checkDataset(dataset.path()).isEmpty());
    }

    void validationUsesTheFetchedFiles()
    {
        QList<Task> tasks{taskWith(textPatch())};
        fetchTestFiles(m_dir.path(), {{u"example/calc"_s, m_repository}}, tasks, RepositoryAccess::LocalOnly);
        Task &task = tasks[0];
        task.repository.path = m_repository;
        // A curator's edit of a fetched file is what runs: the test_patch is not applied over it.
        for (TestFile &f : task.tests.files)
            if (f.path == u"tests/test_calc.py"_s)
                f.content = "def test_edited():\n    pass\n";
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY2(workspace, qPrintable(workspace ? QString() : workspace.error().toString()));
        QVERIFY(!workspace->hasTestPatch);
        QCOMPARE(readFile(workspace->path, u"tests/test_calc.py"_s), "def test_edited():\n    pass\n"_ba);
        QCOMPARE(readFile(workspace->path, u"tests/test_win.py"_s), kWinAfter);
        QVERIFY(!QFileInfo::exists(workspace->path + u"/tests/test_gone.py"_s));
        QCOMPARE(readFile(workspace->path, u"tests/data.bin"_s), kBinBase); // the text patch leaves it alone
        QVERIFY(removeWorkspace(workspace->path));
    }

    void binaryFilesComeFromTheTestPatch()
    {
        QList<Task> tasks{taskWith(gitOutput(m_repository, {u"diff"_s, u"--binary"_s, m_base, m_after}))};
        fetchTestFiles(m_dir.path(), {{u"example/calc"_s, m_repository}}, tasks, RepositoryAccess::LocalOnly);
        tasks[0].repository.path = m_repository;
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), tasks[0], {}, m_dir.filePath(u"ws"_s));
        QVERIFY2(workspace, qPrintable(workspace ? QString() : workspace.error().toString()));
        QVERIFY(workspace->hasTestPatch);
        QVERIFY2(workspace->testPatch.applied, qPrintable(workspace->testPatch.message));
        QCOMPARE(readFile(workspace->path, u"tests/data.bin"_s), kBinAfter);
        QCOMPARE(readFile(workspace->path, u"tests/test_calc.py"_s), kCalcAfter);
        QVERIFY(!QFileInfo::exists(workspace->path + u"/tests/test_gone.py"_s));
        QVERIFY(removeWorkspace(workspace->path));
    }

    void theMappingComesFirstAndAFailureNamesEveryPlace()
    {
        Repository repository;
        repository.name = u"example/calc"_s;
        repository.path = u"no/such/folder"_s;
        repository.url = u"file://"_s + m_dir.filePath(u"absent.git"_s);
        QCOMPARE(
            locateRepository(m_dir.path(), {{u"example/calc"_s, m_repository}}, repository, RepositoryAccess::LocalOnly)
                .value(),
            m_repository);
        const Result<QString> none = locateRepository(m_dir.path(), {{u"example/calc"_s, u"mirrors/calc.git"_s}},
                                                      repository, RepositoryAccess::LocalOnly);
        QVERIFY(!none);
        const QString message = none.error().message;
        QVERIFY2(message.contains(u"example/calc"_s), qPrintable(message));
        QVERIFY2(message.contains(m_dir.filePath(u"mirrors/calc.git"_s)), qPrintable(message));
        QVERIFY2(message.contains(m_dir.filePath(u"no/such/folder"_s)), qPrintable(message));
        QVERIFY2(message.contains(repository.url + u": not cloned yet"_s), qPrintable(message));
        // A mapped URL is cloned once into the cache; a bare mirror serves as well as a clone.
        QTemporaryDir cache;
        const Result<QString> cloned =
            locateRepository(m_dir.path(), {{u"example/calc"_s, u"file://"_s + m_repository}}, repository,
                             RepositoryAccess::MayClone, cache.path());
        QVERIFY2(cloned, qPrintable(cloned ? QString() : cloned.error().toString()));
        QVERIFY(cloned->startsWith(cache.path()));
        QList<Task> tasks{taskWith(textPatch())};
        QVERIFY(fetchTestFiles(m_dir.path(), {{u"example/calc"_s, *cloned}}, tasks, RepositoryAccess::LocalOnly)
                    .failed.isEmpty());
        QCOMPARE(find(tasks[0], u"tests/test_calc.py"_s)->content, kCalcAfter);
    }

    void importsTheRealVerifiedRows()
    {
        // Each row's base_commit becomes a commit of a stand-in repository holding what its test_patch needs.
        QTemporaryDir work;
        const QList<QByteArray> rows = readFixture(testDataPath(samples::vexpVerifiedRows)).split('\n');
        QMap<QString, QString> repositories;
        QMap<QString, QString> tips;
        QByteArray instances;
        int modifying = 0;
        for (const QByteArray &row : rows) {
            if (row.trimmed().isEmpty())
                continue;
            QJsonObject instance = QJsonDocument::fromJson(row).object();
            const QString repo = instance.value(u"repo"_s).toString();
            QString &folder = repositories[repo];
            if (folder.isEmpty()) {
                folder = work.filePath(u"repos/"_s + QString(repo).replace(u'/', u'-'));
                initRepository(folder, true);
            }
            const QByteArray testPatch = instance.value(u"test_patch"_s).toString().toUtf8();
            const QList<CommitFile> files = preImages(testPatch);
            modifying += !files.isEmpty();
            // Each commit holds exactly one instance's files, on top of the one before.
            QString &tip = tips[repo];
            tip = commitFiles(folder, files.isEmpty() ? QList<CommitFile>{{"README", "x\n"}} : files, tip);
            instance.insert(u"base_commit"_s, tip);
            instances += QJsonDocument(instance).toJson(QJsonDocument::Compact) + '\n';
        }
        QCOMPARE(modifying, 98); // the other two only create test files, which the test_patch holds whole
        const QString file = work.filePath(u"instances.jsonl"_s);
        QVERIFY(writeFile(file, instances));

        ImportRequest request;
        request.instanceFiles = {file};
        request.output = work.filePath(u"dataset"_s);
        request.repositories = repositories;
        Result<ImportReport> report = importSweBench(request);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->tasks.size(), 100);
        QVERIFY2(report->testFileErrors.isEmpty(), qPrintable(report->testFileErrors.value(0).toString()));
        QCOMPARE(report->testFilesFetched.size(), modifying);
        // Every task has its test files now: no warning says otherwise.
        for (const Error &warning : std::as_const(report->warnings))
            QVERIFY2(!warning.message.contains(u"change existing test files"_s), qPrintable(warning.message));
        QCOMPARE(datasetRepositories(request.output), repositories);

        QTemporaryDir scratch;
        QString lastRepository;
        QStringList empty;
        for (const QString &id : std::as_const(report->tasks)) {
            Result<Task> task = loadTask(request.output, id);
            QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
            QVERIFY2(missingTestFiles(*task).isEmpty(), qPrintable(id));
            if (std::none_of(task->tests.files.cbegin(), task->tests.files.cend(),
                             [](const TestFile &f) { return f.isText() && !f.content.isEmpty(); }))
                empty.append(id);
            const QString repository = repositories.value(task->repository.name);
            const QString clones = scratch.filePath(QFileInfo(repository).fileName());
            QDir().mkpath(clones);
            compareWithGitApply(*task, repository, clones);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(empty.isEmpty(), qPrintable(empty.join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestTestFileFetch)
#include "tst_testfilefetch.moc"
