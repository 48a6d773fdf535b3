// Workspaces on real repositories: ones built here with libgit2, and the installed demo, checked against what
// `git worktree add` and `git apply` make of the same commit and patch.

#include <core/validation/workspace.h>

#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QTest>

#include <git2.h>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

// A repository of count files spread over nested folders, with executables and symbolic links among them; the files'
// contents are all different. Returns the commit id.
QString commitManyFiles(const QString &path, int count, QList<CommitFile> *files = nullptr)
{
    initRepository(path);
    QList<CommitFile> entries;
    for (int n = 0; n < count; ++n) {
        CommitFile entry;
        // 40 folders, every fourth one nested two levels down.
        const QByteArray folder =
            "d" + QByteArray::number(n % 40).rightJustified(2, '0') + (n % 40 % 4 == 0 ? "/inner/deeper" : "");
        entry.path = folder + "/f" + QByteArray::number(n).rightJustified(4, '0');
        if (n % 11 == 0) {
            entry.path += ".link";
            entry.content = "../README.md." + QByteArray::number(n);
            entry.mode = CommitFile::Mode::Link;
        } else if (n % 7 == 0) {
            entry.path += ".sh";
            entry.content = "#!/bin/sh\necho " + QByteArray::number(n) + "\n";
            entry.mode = CommitFile::Mode::Executable;
        } else {
            entry.path += ".txt";
            entry.content = "file " + QByteArray::number(n) + "\n";
        }
        entries.append(entry);
    }
    entries.append(CommitFile{"README.md", "top\n"});
    QString commit = commitFiles(path, entries);
    if (files)
        *files = entries;
    return commit;
}

// Deletes the loose object holding content, as a damaged repository might have lost it.
void loseBlob(const QString &repository, const QByteArray &content)
{
    git_oid id;
    checkGit(git_odb_hash(&id, content.constData(), size_t(content.size()), GIT_OBJECT_BLOB), "hash");
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &id);
    const QString object =
        repository + u"/.git/objects/"_s + QString::fromLatin1(hex, 2) + u'/' + QString::fromLatin1(hex + 2);
    if (!QFile::remove(object))
        qFatal("cannot remove %s", qPrintable(object));
}

// Every file below root except .git: path -> "mode:content" (mode "l" for a link, "x" executable, "f" otherwise).
QMap<QString, QByteArray> snapshot(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(root).relativeFilePath(path);
        if (relative == u".git" || relative.startsWith(u".git/"))
            continue;
        const QFileInfo info(path);
        if (info.isSymLink()) {
            char target[4096];
            const ssize_t n = ::readlink(QFile::encodeName(path).constData(), target, sizeof target);
            files.insert(relative, "l:" + QByteArray(target, qsizetype(std::max<ssize_t>(n, 0))));
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        files.insert(relative, (info.isExecutable() ? "x:" : "f:") + file.readAll());
    }
    return files;
}

// What git makes of the same commit, patch and test files: a detached worktree, `git apply`, the tests written.
// Returns false when git apply refuses the patch.
bool gitWorkspace(const QString &repository, const QString &commit, const QByteArray &patch,
                  const QList<TestFile> &tests, const QString &target)
{
    gitOutput(repository, {u"worktree"_s, u"add"_s, u"--detach"_s, u"-q"_s, target, commit});
    if (!patch.isEmpty() && runGit(target, {u"apply"_s, u"-"_s}, patch).exitCode != 0)
        return false;
    for (const TestFile &test : tests) {
        QDir().mkpath(QFileInfo(target + u'/' + test.path).path());
        QFile file(target + u'/' + test.path);
        if (!file.open(QIODevice::WriteOnly) || file.write(test.content) != test.content.size())
            qFatal("cannot write %s", qPrintable(test.path));
    }
    return true;
}

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// Breaks the patch by editing the first context line of its first hunk.
QByteArray breakContext(const QByteArray &patch)
{
    QList<QByteArray> lines = patch.split('\n');
    bool inHunk = false;
    for (QByteArray &line : lines) {
        if (line.startsWith("@@"))
            inHunk = true;
        else if (inHunk && line.startsWith(' ')) {
            line += " # edited";
            return lines.join('\n');
        }
    }
    qFatal("the patch has no context line");
}

QString errorText(const Error &error)
{
    return error.toString() + u" ("_s + error.detail + u')';
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;
    QString m_repository; // made with libgit2
    QString m_first;
    QString m_second;

    Task localTask(const QString &commit) const
    {
        Task task;
        task.id = u"local"_s;
        task.repository.name = u"local"_s;
        task.repository.path = m_repository;
        task.repository.baseCommit = commit;
        return task;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ensureLibgit2();
        m_repository = m_dir.filePath(u"repo"_s);
        initRepository(m_repository);
        m_first = commitFiles(m_repository, {{"README.md", "first\n"},
                                             {"bin/run.sh", "#!/bin/sh\necho run\n", CommitFile::Mode::Executable},
                                             {"docs/link.md", "../README.md", CommitFile::Mode::Link},
                                             {"src/a.py", "def a():\n    return 1\n\n\ndef b():\n    return 2\n"},
                                             {"src/old.py", "x = 1\ny = 2\n"}});
        m_second =
            commitFiles(m_repository, {{"README.md", "second\n"}, {"src/a.py", "def a():\n    return 3\n"}}, m_first);

        m_demo = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_demo.isEmpty());
    }

    void checksOutTheBaseCommit()
    {
        Result<Workspace> first = prepareWorkspace(m_dir.path(), localTask(m_first), {}, m_dir.filePath(u"ws"_s));
        QVERIFY2(first, qPrintable(first ? QString() : errorText(first.error())));
        QVERIFY(first->path.startsWith(m_dir.filePath(u"ws"_s) + u'/'));
        QCOMPARE(first->baseCommit, m_first);
        QCOMPARE(first->repositoryPath, m_repository);
        QVERIFY(first->patch.applied);
        QCOMPARE(first->patch.sha256, sha256Hex({}));
        const QMap<QString, QByteArray> files = snapshot(first->path);
        QCOMPARE(files.keys(),
                 QStringList({u"README.md"_s, u"bin/run.sh"_s, u"docs/link.md"_s, u"src/a.py"_s, u"src/old.py"_s}));
        QCOMPARE(files.value(u"README.md"_s), "f:first\n"_ba);
        QVERIFY(QFileInfo(first->path + u"/bin/run.sh"_s).isExecutable());
        QVERIFY(!QFileInfo(first->path + u"/README.md"_s).isExecutable());
        QVERIFY(QFileInfo(first->path + u"/docs/link.md"_s).isSymLink());
        QCOMPARE(QFile(first->path + u"/docs/link.md"_s).symLinkTarget(), first->path + u"/README.md"_s);

        // An abbreviated id is recorded in full.
        Result<Workspace> second =
            prepareWorkspace(m_dir.path(), localTask(m_second.left(10)), {}, m_dir.filePath(u"ws"_s));
        QVERIFY2(second, qPrintable(second ? QString() : errorText(second.error())));
        QCOMPARE(second->baseCommit, m_second);
        QVERIFY(second->path != first->path);
        QCOMPARE(snapshot(second->path), (QMap<QString, QByteArray>{{u"README.md"_s, "f:second\n"_ba},
                                                                    {u"src/a.py"_s, "f:def a():\n    return 3\n"_ba}}));

        QVERIFY(removeWorkspace(first->path));
        QVERIFY(!QFileInfo::exists(first->path));
        QVERIFY(removeWorkspace(second->path));
        QVERIFY(!removeWorkspace(second->path));
    }

    void appliesNewDeletedRenamedAndModeChangedFiles()
    {
        const QByteArray patch = "diff --git a/src/a.py b/src/c.py\n"
                                 "similarity index 80%\n"
                                 "rename from src/a.py\n"
                                 "rename to src/c.py\n"
                                 "--- a/src/a.py\n"
                                 "+++ b/src/c.py\n"
                                 "@@ -3,4 +3,4 @@ def a():\n"
                                 " \n"
                                 " \n"
                                 " def b():\n"
                                 "-    return 2\n"
                                 "+    return 22\n"
                                 "diff --git a/src/old.py b/src/old.py\n"
                                 "deleted file mode 100644\n"
                                 "--- a/src/old.py\n"
                                 "+++ /dev/null\n"
                                 "@@ -1,2 +0,0 @@\n"
                                 "-x = 1\n"
                                 "-y = 2\n"
                                 "diff --git a/tools/new.sh b/tools/new.sh\n"
                                 "new file mode 100755\n"
                                 "--- /dev/null\n"
                                 "+++ b/tools/new.sh\n"
                                 "@@ -0,0 +1,2 @@\n"
                                 "+#!/bin/sh\n"
                                 "+echo new\n"
                                 "diff --git a/bin/run.sh b/bin/run.sh\n"
                                 "old mode 100755\n"
                                 "new mode 100644\n"_ba;
        const QList<TestFile> tests = {{u"tests/test_c.py"_s, "from src.c import b\n"_ba},
                                       {u"README.md"_s, "replaced by the curator\n"_ba}};
        Task task = localTask(m_first);
        task.tests.files = tests;
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, patch, m_dir.filePath(u"ws"_s));
        QVERIFY2(workspace, qPrintable(workspace ? QString() : errorText(workspace.error())));
        QVERIFY2(workspace->patch.applied, qPrintable(workspace->patch.message));
        QCOMPARE(workspace->patch.sha256, sha256Hex(patch));

        const QString reference = m_dir.filePath(u"git-local"_s);
        QVERIFY(gitWorkspace(m_repository, m_first, patch, tests, reference));
        const QMap<QString, QByteArray> expected = snapshot(reference);
        QVERIFY(expected.contains(u"src/c.py"_s) && !expected.contains(u"src/a.py"_s));
        QVERIFY(expected.value(u"tools/new.sh"_s).startsWith("x:"));
        QCOMPARE(snapshot(workspace->path), expected);
        QVERIFY(!QFileInfo::exists(workspace->path + u"/src/old.py"_s));
        QVERIFY(!QFileInfo(workspace->path + u"/bin/run.sh"_s).isExecutable());
        QCOMPARE(workspace->testFileSha256,
                 (QList<std::pair<QString, QByteArray>>{{u"tests/test_c.py"_s, sha256Hex(tests[0].content)},
                                                        {u"README.md"_s, sha256Hex(tests[1].content)}}));
        QVERIFY(removeWorkspace(workspace->path));
    }

    void matchesGitApplyOnEveryDemoPatch()
    {
        Result<Dataset> dataset = openDataset(m_demo);
        QVERIFY2(dataset, qPrintable(dataset ? QString() : errorText(dataset.error())));
        QCOMPARE(dataset->tasks.size(), 3);
        int compared = 0;
        for (const TaskSummary &summary : std::as_const(dataset->tasks)) {
            Result<Task> task = loadTask(m_demo, summary.id);
            QVERIFY(task);
            QVERIFY(!task->tests.files.isEmpty());
            Result<QString> repository = resolveRepository(m_demo, task->repository);
            QVERIFY(repository);
            QList<std::pair<QString, QByteArray>> patches = {{u"reference"_s, task->referencePatch}};
            for (const Attempt &attempt : std::as_const(task->attempts))
                patches.append({attempt.id, attempt.patch});
            QVERIFY(patches.size() > 1);
            for (const auto &[name, patch] : std::as_const(patches)) {
                const QString label = summary.id + u'/' + name;
                Result<Workspace> workspace = prepareWorkspace(m_demo, *task, patch, m_dir.filePath(u"ws"_s));
                QVERIFY2(workspace, qPrintable(label));
                const QString reference = m_dir.filePath(u"git-"_s + summary.id + u'-' + name);
                const bool gitApplied =
                    gitWorkspace(*repository, task->repository.baseCommit, patch, task->tests.files, reference);
                QVERIFY2(workspace->patch.applied == gitApplied,
                         qPrintable(label + u": "_s + workspace->patch.message));
                QVERIFY2(gitApplied, qPrintable(label)); // the demo's patches all apply
                QCOMPARE(snapshot(workspace->path), snapshot(reference));
                QCOMPARE(workspace->patch.sha256, sha256Hex(patch));
                QCOMPARE(workspace->testFileSha256.size(), task->tests.files.size());
                for (const TestFile &test : std::as_const(task->tests.files)) {
                    QFile written(workspace->path + u'/' + test.path);
                    QVERIFY(written.open(QIODevice::ReadOnly));
                    QCOMPARE(written.readAll(), test.content);
                }
                QVERIFY(removeWorkspace(workspace->path));
                ++compared;
            }
        }
        QVERIFY(compared >= 6);
    }

    void emptyPatchGivesTheBaseTree()
    {
        Result<Task> task = loadTask(m_demo, u"coin-hours-split"_s);
        QVERIFY(task);
        task->tests.files.clear();
        Result<Workspace> workspace = prepareWorkspace(m_demo, *task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY(workspace);
        QVERIFY(workspace->patch.applied);
        const QString reference = m_dir.filePath(u"git-base"_s);
        QVERIFY(
            gitWorkspace(*resolveRepository(m_demo, task->repository), task->repository.baseCommit, {}, {}, reference));
        QCOMPARE(snapshot(workspace->path), snapshot(reference));
        QVERIFY(workspace->testFileSha256.isEmpty());
    }

    void patchThatDoesNotApplyIsRecorded()
    {
        Result<Task> task = loadTask(m_demo, u"spend-policy"_s);
        QVERIFY(task);
        const QByteArray broken = breakContext(task->referencePatch);
        Result<Workspace> workspace = prepareWorkspace(m_demo, *task, broken, m_dir.filePath(u"ws"_s));
        QVERIFY2(workspace, qPrintable(workspace ? QString() : errorText(workspace.error())));
        QVERIFY(!workspace->patch.applied);
        QVERIFY(!workspace->patch.file.isEmpty());
        QCOMPARE(workspace->patch.hunk, 0);
        QVERIFY2(workspace->patch.message.contains(u"hunk 1 of "_s + workspace->patch.file),
                 qPrintable(workspace->patch.message));
        QCOMPARE(workspace->patch.sha256, sha256Hex(broken));

        // Nothing of the patch is applied, the tests are written: the workspace is the base with the task's tests.
        const QString reference = m_dir.filePath(u"git-broken"_s);
        QVERIFY(!gitWorkspace(*resolveRepository(m_demo, task->repository), task->repository.baseCommit, broken,
                              task->tests.files, reference));
        QVERIFY(gitWorkspace(*resolveRepository(m_demo, task->repository), task->repository.baseCommit, {},
                             task->tests.files, m_dir.filePath(u"git-broken-base"_s)));
        QCOMPARE(snapshot(workspace->path), snapshot(m_dir.filePath(u"git-broken-base"_s)));
    }

    void patchOutsideTheRepositoryIsRefused()
    {
        const QByteArray patch = "--- /dev/null\n+++ b/../escape.txt\n@@ -0,0 +1 @@\n+out\n"_ba;
        Result<Workspace> workspace =
            prepareWorkspace(m_dir.path(), localTask(m_first), patch, m_dir.filePath(u"ws"_s));
        QVERIFY(workspace);
        QVERIFY(!workspace->patch.applied);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"ws/escape.txt"_s)));

        Task task = localTask(m_first);
        task.tests.files = {{u"docs/link.md/../../x"_s, "x"_ba}};
        Result<Workspace> refused = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(u"docs/link.md/../../x"_s));
    }

    void appliesTheTestPatchAfterThePatch()
    {
        const QByteArray patch = "--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-first\n+patched\n"_ba;
        // Its context is what the patch left: applied before the patch, it would not apply.
        const QByteArray testPatch = "--- a/README.md\n+++ b/README.md\n@@ -1 +1,2 @@\n patched\n+tested\n"
                                     "--- /dev/null\n+++ b/tests/test_a.py\n@@ -0,0 +1 @@\n+import src.a\n"_ba;
        Task task = localTask(m_first);
        task.source = {{u"dataset"_s, u"swe-bench"_s}, {u"test_patch"_s, QString::fromUtf8(testPatch)}};
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, patch, m_dir.filePath(u"ws"_s));
        QVERIFY(workspace);
        QVERIFY(workspace->patch.applied);
        QVERIFY(workspace->hasTestPatch);
        QVERIFY2(workspace->testPatch.applied, qPrintable(workspace->testPatch.message));
        QCOMPARE(workspace->testPatch.sha256, sha256Hex(testPatch));
        const QMap<QString, QByteArray> files = snapshot(workspace->path);
        QCOMPARE(files.value(u"README.md"_s), "f:patched\ntested\n"_ba);
        QCOMPARE(files.value(u"tests/test_a.py"_s), "f:import src.a\n"_ba);

        // Without the patch the test patch does not apply, and says so apart from the patch.
        Result<Workspace> alone = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY(alone);
        QVERIFY(alone->patch.applied);
        QVERIFY(!alone->testPatch.applied);
        QCOMPARE(alone->testPatch.file, u"README.md"_s);
        QCOMPARE(alone->testPatch.message, u"hunk 1 of README.md does not apply at line 1"_s);
        QVERIFY(!QFileInfo::exists(alone->path + u"/tests/test_a.py"_s));
    }

    void testFilesReplaceLinksInsteadOfWritingThroughThem()
    {
        Task task = localTask(m_first);
        task.tests.files = {{u"docs/link.md"_s, "a test now\n"_ba}};
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY(workspace);
        QVERIFY(!QFileInfo(workspace->path + u"/docs/link.md"_s).isSymLink());
        const QMap<QString, QByteArray> files = snapshot(workspace->path);
        QCOMPARE(files.value(u"docs/link.md"_s), "f:a test now\n"_ba);
        QCOMPARE(files.value(u"README.md"_s), "f:first\n"_ba);

        task.tests.files = {{u"docs/link.md/escape.py"_s, "x"_ba}};
        QVERIFY(!prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s)));
    }

    void manyFilesOnSeveralWritersMatchGit()
    {
        const QString path = m_dir.filePath(u"many"_s);
        QList<CommitFile> files;
        const QString commit = commitManyFiles(path, 600, &files);
        Task task = localTask(commit);
        task.repository.path = path;
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws"_s));
        QVERIFY2(workspace, qPrintable(workspace ? QString() : errorText(workspace.error())));

        const QString reference = m_dir.filePath(u"git-many"_s);
        QVERIFY(gitWorkspace(path, commit, {}, {}, reference));
        const QMap<QString, QByteArray> expected = snapshot(reference);
        QCOMPARE(expected.size(), 601);
        QCOMPARE(expected.value(u"d00/inner/deeper/f0000.link"_s), "l:../README.md.0"_ba);
        QCOMPARE(expected.value(u"d07/f0007.sh"_s), "x:#!/bin/sh\necho 7\n"_ba);
        QCOMPARE(expected.value(u"d01/f0001.txt"_s), "f:file 1\n"_ba);
        QCOMPARE(snapshot(workspace->path), expected);
        // The links are written as links, not followed, though their targets do not exist.
        QVERIFY(QFileInfo(workspace->path + u"/d11/f0011.link"_s).isSymLink());
        QVERIFY(QFileInfo(workspace->path + u"/d00/inner/deeper"_s).isDir());
        QVERIFY(removeWorkspace(workspace->path));
    }

    void unsafePathInTheRepositoryIsRefused()
    {
        // A tree that git itself would refuse to check out: a .GIT folder with a hook, beside many ordinary files.
        const QString path = m_dir.filePath(u"unsafe"_s);
        const QString ordinary = commitManyFiles(path, 300);
        git_repository *repository = nullptr;
        checkGit(git_repository_open(&repository, QFile::encodeName(path).constData()), "open");
        git_odb *odb = nullptr;
        checkGit(git_repository_odb(&odb, repository), "odb");
        auto entry = [](const QByteArray &mode, const QByteArray &name, const git_oid &id) -> QByteArray {
            return mode + ' ' + name + '\0' + QByteArray(reinterpret_cast<const char *>(id.id), GIT_OID_RAWSZ);
        };
        git_oid hook, hooks, dotGit;
        const QByteArray script = "#!/bin/sh\ntouch /tmp/owned\n";
        checkGit(git_odb_write(&hook, odb, script.constData(), size_t(script.size()), GIT_OBJECT_BLOB), "hook");
        const QByteArray hooksTree = entry("100755", "post-checkout", hook);
        checkGit(git_odb_write(&hooks, odb, hooksTree.constData(), size_t(hooksTree.size()), GIT_OBJECT_TREE), "hooks");
        const QByteArray dotGitTree = entry("40000", "hooks", hooks);
        checkGit(git_odb_write(&dotGit, odb, dotGitTree.constData(), size_t(dotGitTree.size()), GIT_OBJECT_TREE),
                 "git");
        // The ordinary tree's entries, with .GIT sorted first.
        git_object *commitObject = nullptr;
        checkGit(git_revparse_single(&commitObject, repository, (ordinary + u"^{tree}"_s).toLatin1().constData()),
                 "tree");
        const git_tree *ordinaryTree = reinterpret_cast<const git_tree *>(commitObject);
        QByteArray rootTree = entry("40000", ".GIT", dotGit);
        for (size_t i = 0; i < git_tree_entrycount(ordinaryTree); ++i) {
            const git_tree_entry *e = git_tree_entry_byindex(ordinaryTree, i);
            rootTree +=
                entry(QByteArray::number(git_tree_entry_filemode(e), 8), git_tree_entry_name(e), *git_tree_entry_id(e));
        }
        git_object_free(commitObject);
        git_oid rootId;
        checkGit(git_odb_write(&rootId, odb, rootTree.constData(), size_t(rootTree.size()), GIT_OBJECT_TREE), "root");
        git_tree *tree = nullptr;
        checkGit(git_tree_lookup(&tree, repository, &rootId), "lookup");
        git_signature *signature = nullptr;
        checkGit(git_signature_new(&signature, "Heddle Test", "test@heddle.invalid", 1767268800, 0), "signature");
        git_oid commitId;
        checkGit(git_commit_create(&commitId, repository, nullptr, signature, signature, nullptr, "unsafe", tree, 0,
                                   nullptr),
                 "commit");
        char hex[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(hex, sizeof hex, &commitId);
        git_signature_free(signature);
        git_tree_free(tree);
        git_odb_free(odb);
        git_repository_free(repository);

        const QString parent = m_dir.filePath(u"ws-unsafe"_s);
        Task task = localTask(QString::fromLatin1(hex));
        task.repository.path = path;
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, {}, parent);
        QVERIFY(!workspace);
        QCOMPARE(workspace.error().message, u"The repository holds an unsafe path: .GIT"_s);
        // Nothing is left behind: not the hook, not the files written before the refusal.
        QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());

        // The same repository at its ordinary commit checks out.
        task.repository.baseCommit = ordinary;
        Result<Workspace> safe = prepareWorkspace(m_dir.path(), task, {}, parent);
        QVERIFY2(safe, qPrintable(safe ? QString() : errorText(safe.error())));
        QCOMPARE(snapshot(safe->path).size(), 301);
        QVERIFY(removeWorkspace(safe->path));
    }

    void lostObjectIsReportedWithItsFile()
    {
        const QString path = m_dir.filePath(u"damaged"_s);
        QList<CommitFile> files;
        const QString commit = commitManyFiles(path, 600, &files);
        // The last file of one folder and the first files of the two after it, which another writer reaches first:
        // the error does not depend on timing, the file first in tree order is reported.
        const auto byPath = [&](const QByteArray &wanted) {
            for (const CommitFile &file : std::as_const(files)) {
                if (file.path == wanted)
                    return file;
            }
            qFatal("no entry %s", wanted.constData());
        };
        loseBlob(path, byPath("d00/inner/deeper/f0560.sh").content);
        loseBlob(path, byPath("d01/f0001.txt").content);
        loseBlob(path, byPath("d02/f0002.txt").content);
        Task task = localTask(commit);
        task.repository.path = path;
        const QString parent = m_dir.filePath(u"ws-damaged"_s);
        for (int attempt = 0; attempt < 5; ++attempt) {
            Result<Workspace> workspace = prepareWorkspace(m_dir.path(), task, {}, parent);
            QVERIFY(!workspace);
            QCOMPARE(workspace.error().file, u"d00/inner/deeper/f0560.sh"_s);
            QCOMPARE(workspace.error().message, u"Cannot read d00/inner/deeper/f0560.sh from the repository"_s);
            QVERIFY(!workspace.error().detail.isEmpty());
            QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
        }
    }

    void repositoryKnownByUrlIsClonedIntoTheCache()
    {
        // The user's cache folder is the test's own (QStandardPaths test mode).
        QStandardPaths::setTestModeEnabled(true);
        QDir(cachedClonePath(u"file://"_s + m_repository)).removeRecursively();
        Task task = localTask(m_first);
        task.repository.path.clear();
        task.repository.url = u"file://"_s + m_repository;
        // Before the first validation nothing is cloned, and the views are told so.
        const Result<QString> notYet = resolveRepository(m_dir.path(), task.repository);
        QVERIFY(!notYet);
        QVERIFY(notYet.error().message.contains(u"has not been cloned yet"_s));

        Result<Workspace> first = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws-url"_s));
        QVERIFY2(first, qPrintable(first ? QString() : errorText(first.error())));
        const QString clone = cachedClonePath(task.repository.url);
        QVERIFY(clone.startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)));
        QCOMPARE(first->repositoryPath, clone);
        QCOMPARE(snapshot(first->path).value(u"README.md"_s), "f:first\n"_ba);
        QCOMPARE(resolveRepository(m_dir.path(), task.repository).value(), clone);

        // A commit made after the clone: the cached clone is fetched, not cloned again.
        const QString third = commitFiles(m_repository, {{"README.md", "third\n"}}, m_second);
        task.repository.baseCommit = third;
        Result<Workspace> later = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws-url"_s));
        QVERIFY2(later, qPrintable(later ? QString() : errorText(later.error())));
        QCOMPARE(later->repositoryPath, clone);
        QCOMPARE(snapshot(later->path).value(u"README.md"_s), "f:third\n"_ba);

        // A URL that cannot be cloned is an error naming it, and leaves no half clone behind.
        task.repository.url = u"file://"_s + m_dir.filePath(u"no-such-repository"_s);
        Result<Workspace> none = prepareWorkspace(m_dir.path(), task, {}, m_dir.filePath(u"ws-url"_s));
        QVERIFY(!none);
        QVERIFY2(none.error().message.contains(task.repository.url), qPrintable(errorText(none.error())));
        QVERIFY(!QFileInfo::exists(cachedClonePath(task.repository.url)));
    }

    void missingBaseCommitIsAnError()
    {
        const QString missing = u"0123456789abcdef0123456789abcdef01234567"_s;
        const QStringList before = QDir(m_dir.filePath(u"ws"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        Result<Workspace> workspace = prepareWorkspace(m_dir.path(), localTask(missing), {}, m_dir.filePath(u"ws"_s));
        QVERIFY(!workspace);
        QCOMPARE(workspace.error().message,
                 u"The base commit %1 is not in the repository %2"_s.arg(missing, m_repository));
        QCOMPARE(QDir(m_dir.filePath(u"ws"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot), before);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
