// Reading files at a commit from real repositories: ones built here with libgit2, and the installed demo.

#include <core/git/gitrepository.h>

#include <core/dataset/datasetio.h>
#include <core/demo/demodataset.h>
#include <core/task/task.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <git2.h>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

void check(int rc, const char *what)
{
    if (rc < 0) {
        const git_error *last = git_error_last();
        qFatal("%s: %s", what, last ? last->message : "?");
    }
}

// Commits files (path -> content) on top of parent (empty for a root commit); returns the commit id in hex.
QString commitFiles(git_repository *repository, const QList<std::pair<QByteArray, QByteArray>> &files,
                    const QString &parent)
{
    git_index *index = nullptr;
    check(git_repository_index(&index, repository), "index");
    check(git_index_clear(index), "clear");
    for (const auto &[path, content] : files) {
        git_index_entry entry = {};
        entry.mode = GIT_FILEMODE_BLOB;
        entry.path = path.constData();
        check(git_index_add_from_buffer(index, &entry, content.constData(), size_t(content.size())), "add");
    }
    git_oid treeId;
    check(git_index_write_tree(&treeId, index), "tree");
    git_index_free(index);
    git_tree *tree = nullptr;
    check(git_tree_lookup(&tree, repository, &treeId), "lookup tree");
    git_signature *signature = nullptr;
    check(git_signature_new(&signature, "Heddle Test", "test@heddle.invalid", 1767268800, 0), "signature");
    git_commit *parentCommit = nullptr;
    if (!parent.isEmpty()) {
        git_oid parentId;
        check(git_oid_fromstr(&parentId, parent.toLatin1().constData()), "parent id");
        check(git_commit_lookup(&parentCommit, repository, &parentId), "parent");
    }
    const git_commit *parents[] = {parentCommit};
    git_oid commitId;
    check(git_commit_create(&commitId, repository, "HEAD", signature, signature, nullptr, "test", tree,
                            parentCommit ? 1 : 0, parents),
          "commit");
    git_commit_free(parentCommit);
    git_signature_free(signature);
    git_tree_free(tree);
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &commitId);
    return QString::fromLatin1(hex);
}

} // namespace

class TestGitRepository : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_repository;
    QString m_first;
    QString m_second;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ensureLibgit2();
        m_repository = m_dir.filePath(u"repo"_s);
        git_repository *repository = nullptr;
        check(git_repository_init(&repository, QFile::encodeName(m_repository).constData(), false), "init");
        m_first = commitFiles(repository, {{"src/app.py", "print('one')\n"}, {"README", "first\n"}}, {});
        m_second = commitFiles(repository, {{"src/app.py", "print('two')\r\n"}, {"README", "first\n"}}, m_first);
        git_repository_free(repository);
    }

    void readsEachCommit()
    {
        Result<QByteArray> first = readFileAtCommit(m_repository, m_first, u"src/app.py"_s);
        QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
        QCOMPARE(*first, "print('one')\n"_ba);
        Result<QByteArray> second = readFileAtCommit(m_repository, m_second, u"src/app.py"_s);
        QVERIFY(second);
        QCOMPARE(*second, "print('two')\r\n"_ba);
        // An abbreviated id and a ref work too.
        Result<QByteArray> shortId = readFileAtCommit(m_repository, m_first.left(7), u"README"_s);
        QVERIFY(shortId);
        QCOMPARE(*shortId, "first\n"_ba);
        Result<QByteArray> head = readFileAtCommit(m_repository, u"HEAD"_s, u"src/app.py"_s);
        QVERIFY(head);
        QCOMPARE(*head, "print('two')\r\n"_ba);
    }

    void missingPathNamesRepositoryCommitAndPath()
    {
        Result<QByteArray> missing = readFileAtCommit(m_repository, m_first, u"tests/x.py"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, Error::Code::NotFound);
        QCOMPARE(missing.error().message, u"tests/x.py is not in commit %1 of %2"_s.arg(m_first.left(7), m_repository));
        // A folder is not a file.
        Result<QByteArray> folder = readFileAtCommit(m_repository, m_first, u"src"_s);
        QVERIFY(!folder);
        QVERIFY(folder.error().message.contains(u"src"_s));
    }

    void missingCommit()
    {
        const QString unknown = u"0123456789abcdef0123456789abcdef01234567"_s;
        Result<QByteArray> missing = readFileAtCommit(m_repository, unknown, u"README"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, Error::Code::Git);
        QVERIFY(missing.error().message.contains(u"0123456"_s));
        QVERIFY(missing.error().message.contains(m_repository));
    }

    void folderThatIsNotARepository()
    {
        const QString plain = m_dir.filePath(u"plain"_s);
        QVERIFY(QDir().mkpath(plain));
        Result<QByteArray> notRepository = readFileAtCommit(plain, m_first, u"README"_s);
        QVERIFY(!notRepository);
        QCOMPARE(notRepository.error().message, u"%1 is not a git repository"_s.arg(plain));
        Result<QByteArray> absent = readFileAtCommit(m_dir.filePath(u"absent"_s), m_first, u"README"_s);
        QVERIFY(!absent);
        QVERIFY(absent.error().message.contains(u"does not exist"_s));
    }

    void resolvesRepositories()
    {
        Repository relative{.name = u"repo"_s, .path = u"repo"_s};
        Result<QString> resolved = resolveRepository(m_dir.path(), relative);
        QVERIFY(resolved);
        QCOMPARE(*resolved, m_repository);
        Repository absolute{.name = u"repo"_s, .path = m_repository};
        QCOMPARE(*resolveRepository(u"/elsewhere"_s, absolute), m_repository);

        Repository remote{.name = u"owner/project"_s, .url = u"https://example.invalid/owner/project.git"_s};
        Result<QString> urlOnly = resolveRepository(m_dir.path(), remote);
        QVERIFY(!urlOnly);
        QVERIFY(urlOnly.error().message.contains(u"clone"_s));
        QVERIFY(urlOnly.error().message.contains(u"owner/project"_s));

        Repository none;
        QVERIFY(!resolveRepository(m_dir.path(), none));
    }

    void readsTheInstalledDemo()
    {
        const QString root = m_dir.filePath(u"demo"_s);
        Result<QString> installed = installDemoDataset(root);
        QVERIFY2(installed, qPrintable(installed ? QString() : installed.error().toString()));
        Result<Task> task = loadTask(*installed, u"coin-hours-split"_s);
        QVERIFY(task);
        Result<QString> repository = resolveRepository(*installed, task->repository);
        QVERIFY2(repository, qPrintable(repository ? QString() : repository.error().toString()));

        QFile shipped(QStringLiteral(HEDDLE_SOURCE_DIR "/resources/demo/repos/skyledger/skyledger/hours.py"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        Result<QByteArray> hours = readFileAtCommit(*repository, task->repository.baseCommit, u"skyledger/hours.py"_s);
        QVERIFY2(hours, qPrintable(hours ? QString() : hours.error().toString()));
        QCOMPARE(*hours, shipped.readAll());

        Result<QByteArray> missing =
            readFileAtCommit(*repository, task->repository.baseCommit, u"skyledger/vault.py"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().message, u"skyledger/vault.py is not in commit ce5ac51 of %1"_s.arg(*repository));
    }
};

QTEST_GUILESS_MAIN(TestGitRepository)
#include "tst_gitrepository.moc"
