// Reading files at a commit from real repositories: ones built here with libgit2, and the installed demo.

#include <core/git/gitrepository.h>

#include <core/dataset/datasetio.h>
#include <core/task/task.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/fixtures.h>
#include <tests/support/repositories.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

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
        initRepository(m_repository);
        m_first = commitFiles(m_repository, {{"src/app.py", "print('one')\n"}, {"README", "first\n"}});
        m_second = commitFiles(m_repository, {{"src/app.py", "print('two')\r\n"}, {"README", "first\n"}}, m_first);
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
        const QString installed = installDemo(root);
        QVERIFY(!installed.isEmpty());
        Result<Task> task = loadTask(installed, u"coin-hours-split"_s);
        QVERIFY(task);
        Result<QString> repository = resolveRepository(installed, task->repository);
        QVERIFY2(repository, qPrintable(repository ? QString() : repository.error().toString()));

        const QByteArray shipped = readFixture(demoSourcePath(u"repos/skyledger/skyledger/hours.py"_s));
        Result<QByteArray> hours = readFileAtCommit(*repository, task->repository.baseCommit, u"skyledger/hours.py"_s);
        QVERIFY2(hours, qPrintable(hours ? QString() : hours.error().toString()));
        QCOMPARE(*hours, shipped);

        Result<QByteArray> missing =
            readFileAtCommit(*repository, task->repository.baseCommit, u"skyledger/vault.py"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().message, u"skyledger/vault.py is not in commit ce5ac51 of %1"_s.arg(*repository));
    }
};

QTEST_GUILESS_MAIN(TestGitRepository)
#include "tst_gitrepository.moc"
