// A dataset's history in git: starting it, one save = one commit of exactly the saved files, a task's history, the
// diff of a commit and undoing one; repositories built with libgit2 and checked with the git command line.

#include <core/history/datasethistory.h>

#include "historytestutil.h"
#include <tests/support/processes.h>
#include <tests/support/repositories.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace historytest;

namespace {

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

// A dataset with its history started, in a fresh folder.
QString startedDataset(const QTemporaryDir &dir)
{
    QString root = dir.path() + u"/dataset"_s;
    makeDataset(root);
    const Result<DatasetRepository> started = initDatasetRepository(root, kAda);
    if (!started)
        qFatal("init: %s", qPrintable(started.error().toString() + u' ' + started.error().detail));
    return root;
}

QString commitOrFail(const QString &root, const QStringList &paths, const CommitAuthor &author, const QString &message)
{
    const Result<CommitResult> committed = commitPaths(root, paths, author, message);
    if (!committed)
        qFatal("commit: %s", qPrintable(committed.error().message + u' ' + committed.error().detail));
    if (committed->outcome != CommitResult::Outcome::Committed)
        qFatal("commit: nothing committed");
    return committed->commitId;
}

} // namespace

class TestDatasetHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initCommitsTheWholeDataset()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + u"/dataset"_s;
        makeDataset(root);
        writeFile(root, u"tasks/a/test-files/t.py~"_s, "editor backup\n");

        const Result<DatasetRepository> before = datasetRepository(root);
        QVERIFY(before);
        QVERIFY(!before->inRepository);

        const Result<DatasetRepository> started = initDatasetRepository(root, kAda);
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
        QVERIFY(started->inRepository);
        QCOMPARE(started->root, canonical(root));
        QCOMPARE(started->datasetPath, QString());

        const QStringList files = QString::fromUtf8(gitOutput(root, {u"ls-files"_s})).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(files.contains(u"heddle-dataset.json"_s));
        QVERIFY(files.contains(u".gitignore"_s));
        for (const QString &task : {u"a"_s, u"b"_s}) {
            for (const QString &file :
                 {u"task.json"_s, u"review.json"_s, u"curation.json"_s, u"test-files/t.py"_s,
                  u"validation/20260101T120000Z.json"_s, u"validation/20260101T120000Z/reference-1.log"_s})
                QVERIFY2(files.contains(u"tasks/"_s + task + u'/' + file), qPrintable(task + u'/' + file));
        }
        QVERIFY(!files.contains(u"tasks/a/test-files/t.py~"_s));
        QCOMPARE(files.size(), 14);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QCOMPARE(gitOutput(root, {u"log"_s, u"--format=%an <%ae>|%cn|%P"_s}),
                 QByteArray("Ada Curator <ada@heddle.invalid>|Ada Curator|\n"));

        // Once is enough: a second init is refused.
        const Result<DatasetRepository> again = initDatasetRepository(root, kAda);
        QVERIFY(!again);
        QVERIFY(again.error().message.contains(canonical(root)));
    }

    void curatorsOwnGitignoreIsKept()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + u"/dataset"_s;
        makeDataset(root);
        const QByteArray mine = "# mine\nnotes/\n";
        writeFile(root, u".gitignore"_s, mine);
        writeFile(root, u"notes/todo.txt"_s, "later\n");

        const Result<DatasetRepository> started = initDatasetRepository(root, kAda);
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
        QFile ignore(root + u"/.gitignore"_s);
        QVERIFY(ignore.open(QIODevice::ReadOnly));
        QCOMPARE(ignore.readAll(), mine);
        const QStringList files = QString::fromUtf8(gitOutput(root, {u"ls-files"_s})).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(files.contains(u".gitignore"_s));
        QVERIFY(!files.contains(u"notes/todo.txt"_s));
    }

    void datasetInsideALargerRepository()
    {
        QTemporaryDir dir;
        const QString outer = dir.path() + u"/work"_s;
        const QString root = outer + u"/datasets/ds"_s;
        makeDataset(root);
        writeFile(outer, u"README"_s, "not part of the dataset\n");
        initRepository(outer);

        const Result<DatasetRepository> found = datasetRepository(root);
        QVERIFY(found);
        QVERIFY(found->inRepository);
        QCOMPARE(found->root, canonical(outer));
        QCOMPARE(found->datasetPath, u"datasets/ds"_s);

        // "." is the whole dataset; paths in the commit are relative to the repository root.
        commitOrFail(root, {u"."_s}, kAda, u"Add the dataset"_s);
        const QStringList files = QString::fromUtf8(gitOutput(outer, {u"ls-files"_s})).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(files.size(), 13);
        QVERIFY(files.contains(u"datasets/ds/tasks/a/review.json"_s));
        QVERIFY(!files.contains(u"README"_s));
        QCOMPARE(gitOutput(outer, {u"status"_s, u"--porcelain"_s}), QByteArray("?? README\n"));

        writeFile(root, u"tasks/b/review.json"_s, "{}\n");
        commitOrFail(root, {u"tasks/b/review.json"_s}, kBea, u"Review b"_s);
        const Result<QList<HistoryEntry>> history = taskHistory(root, u"b"_s);
        QVERIFY(history);
        QCOMPARE(history->size(), 2);
        QCOMPARE(history->first().summary, u"Review b"_s);

        const Result<CommitResult> outside = commitPaths(root, {u"../../README"_s}, kAda, u"No"_s);
        QVERIFY(!outside);
        QVERIFY(outside.error().message.contains(u"../../README"_s));
    }

    void oneSaveIsOneCommitOfExactlyThosePaths()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        writeFile(root, u"tasks/a/review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"second\"\n}\n");
        writeFile(root, u"tasks/a/test-files/tests/test_new.py"_s, "def test_new():\n    pass\n");
        QVERIFY(QFile::remove(root + u"/tasks/a/validation/20260101T120000Z.json"_s));
        // Someone else's work in progress: one staged on the command line, one only on disk.
        writeFile(root, u"tasks/b/review.json"_s, "{}\n");
        gitOutput(root, {u"add"_s, u"tasks/b/review.json"_s});
        writeFile(root, u"tasks/b/curation.json"_s, "{}\n");

        const QString message = u"Review task a: note\n\nThe first note was wrong."_s;
        const Result<CommitResult> committed = commitPaths(
            root, {u"tasks/a/review.json"_s, u"tasks/a/test-files"_s, u"tasks/a/validation/"_s}, kBea, message);
        QVERIFY2(committed, qPrintable(committed ? QString() : committed.error().message));
        QCOMPARE(committed->outcome, CommitResult::Outcome::Committed);
        QCOMPARE(QByteArray(head(root)), committed->commitId.toLatin1());

        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-status"_s, u"--format="_s, u"HEAD"_s}),
                 QByteArray("M\ttasks/a/review.json\n"
                            "A\ttasks/a/test-files/tests/test_new.py\n"
                            "D\ttasks/a/validation/20260101T120000Z.json\n"));
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%an|%ae|%cn|%ce"_s}),
                 QByteArray("Bea Reviewer|bea@heddle.invalid|Bea Reviewer|bea@heddle.invalid\n"));
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%s|%b"_s}),
                 QByteArray("Review task a: note|The first note was wrong.\n\n"));
        QCOMPARE(gitOutput(root, {u"rev-list"_s, u"--count"_s, u"HEAD"_s}), QByteArray("2\n"));
        // The committed paths are clean for git; the others are as they were (staged stays staged).
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}),
                 QByteArray(" M tasks/b/curation.json\nM  tasks/b/review.json\n"));
    }

    void removedFolderAndLiteralPaths()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        // Glob characters in a name are literal: "t[12].py" is that file, not t1.py or t2.py.
        writeFile(root, u"tasks/a/test-files/t[12].py"_s, "x = 1\n");
        writeFile(root, u"tasks/a/test-files/t1.py"_s, "x = 2\n");
        commitOrFail(root, {u"tasks/a/test-files/t[12].py"_s}, kAda, u"Add a test"_s);
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-only"_s, u"--format="_s, u"HEAD"_s}),
                 QByteArray("tasks/a/test-files/t[12].py\n"));
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray("?? tasks/a/test-files/t1.py\n"));

        // A task folder removed from disk: naming the folder commits every deletion below it.
        QVERIFY(QDir(root + u"/tasks/b"_s).removeRecursively());
        commitOrFail(root, {u"tasks/b"_s}, kBea, u"Drop task b"_s);
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-status"_s, u"--format="_s, u"HEAD"_s}).count("D\ttasks/b/"), 6);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray("?? tasks/a/test-files/t1.py\n"));
        const Result<QList<HistoryEntry>> history = taskHistory(root, u"b"_s);
        QVERIFY(history);
        QCOMPARE(history->size(), 2);
        QCOMPARE(history->first().summary, u"Drop task b"_s);
    }

    void nothingChangedMakesNoCommit()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        const QByteArray before = head(root);
        writeFile(root, u"tasks/a/review.json"_s, readFile(root, u"tasks/a/review.json"_s)); // same bytes, new time
        const Result<CommitResult> result =
            commitPaths(root, {u"tasks/a/review.json"_s, u"tasks/a"_s}, kAda, u"Save"_s);
        QVERIFY(result);
        QCOMPARE(result->outcome, CommitResult::Outcome::NothingToCommit);
        QCOMPARE(result->commitId.toLatin1(), before);
        QCOMPARE(head(root), before);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void taskHistoryListsOnlyThatTask()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        writeFile(root, u"tasks/a/review.json"_s, "{\"note\": \"a1\"}\n");
        const QString a1 = commitOrFail(root, {u"tasks/a/review.json"_s}, kAda, u"a: first review"_s);
        writeFile(root, u"tasks/b/review.json"_s, "{\"note\": \"b1\"}\n");
        commitOrFail(root, {u"tasks/b"_s}, kBea, u"b: first review"_s);
        writeFile(root, u"tasks/a/curation.json"_s, "{\"status\": \"done\"}\n");
        const QString a2 = commitOrFail(root, {u"tasks/a/curation.json"_s}, kBea, u"a: done\n\nAll specs hold."_s);
        writeFile(root, u"heddle-dataset.json"_s, "{}\n");
        commitOrFail(root, {u"heddle-dataset.json"_s}, kAda, u"Rename the dataset"_s);

        const Result<QList<HistoryEntry>> history = taskHistory(root, u"a"_s);
        QVERIFY(history);
        QStringList summaries;
        for (const HistoryEntry &entry : *history)
            summaries.append(entry.summary);
        QCOMPARE(summaries, (QStringList{u"a: done"_s, u"a: first review"_s, u"Start the history of the dataset"_s}));
        QCOMPARE(history->at(0).id, a2);
        QCOMPARE(history->at(0).shortId, a2.left(7));
        QCOMPARE(history->at(0).authorName, kBea.name);
        QCOMPARE(history->at(0).authorEmail, kBea.email);
        QCOMPARE(history->at(0).message, u"a: done\n\nAll specs hold.\n"_s);
        QVERIFY(qAbs(history->at(0).time.secsTo(QDateTime::currentDateTimeUtc())) < 3600);
        QCOMPARE(history->at(1).id, a1);
        // The git command line agrees on which commits touched the task.
        const QByteArray cli = gitOutput(root, {u"log"_s, u"--format=%H"_s, u"--"_s, u"tasks/a"_s});
        QStringList ids;
        for (const HistoryEntry &entry : *history)
            ids.append(entry.id);
        QCOMPARE(QString::fromLatin1(cli).split(u'\n', Qt::SkipEmptyParts), ids);

        const Result<QList<HistoryEntry>> limited = taskHistory(root, u"a"_s, 1);
        QVERIFY(limited);
        QCOMPARE(limited->size(), 1);
        QCOMPARE(limited->first().id, a2);

        const Result<QList<HistoryEntry>> other = taskHistory(root, u"b"_s);
        QVERIFY(other);
        QCOMPARE(other->size(), 2);
        QCOMPARE(other->first().summary, u"b: first review"_s);

        const Result<QList<HistoryEntry>> unknown = taskHistory(root, u"nope"_s);
        QVERIFY(unknown);
        QVERIFY(unknown->isEmpty());
        QVERIFY(!taskHistory(root, u"../a"_s));
    }

    void commitDiffIsTheUnifiedDiff()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        writeFile(root, u"tasks/a/test-files/t.py"_s,
                  "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 3\n");
        writeFile(root, u"tasks/b/review.json"_s, "{}\n");
        const QString id = commitOrFail(root, {u"tasks"_s}, kAda, u"Edit a test, clear b's review"_s);

        const Result<QString> onlyA = commitDiff(root, id, u"tasks/a"_s);
        QVERIFY2(onlyA, qPrintable(onlyA ? QString() : onlyA.error().message));
        QVERIFY(onlyA->contains(u"diff --git a/tasks/a/test-files/t.py b/tasks/a/test-files/t.py\n"_s));
        QVERIFY(onlyA->contains(u"-    assert 2 == 2\n+    assert 2 == 3\n"_s));
        QVERIFY(!onlyA->contains(u"tasks/b"_s));
        // The same hunks as git shows.
        const QString cli = QString::fromUtf8(gitOutput(root, {u"show"_s, u"--format="_s, id, u"--"_s, u"tasks/a"_s}));
        const auto hunks = [](const QString &text) { return text.mid(text.indexOf(u"\n@@"_s)); };
        QCOMPARE(hunks(*onlyA), hunks(cli));

        const Result<QString> all = commitDiff(root, id);
        QVERIFY(all);
        QVERIFY(all->contains(u"+++ b/tasks/b/review.json"_s));
        QVERIFY(all->contains(u"+++ b/tasks/a/test-files/t.py"_s));

        // The root commit is compared with the empty tree.
        const QString first =
            QString::fromLatin1(gitOutput(root, {u"rev-list"_s, u"--max-parents=0"_s, u"HEAD"_s})).trimmed();
        const Result<QString> initial = commitDiff(root, first, u"tasks/b/review.json"_s);
        QVERIFY(initial);
        QVERIFY(initial->contains(u"new file mode 100644"_s));
        QVERIFY(initial->contains(u"+  \"note\": \"first\"\n"_s));

        const Result<QString> missing = commitDiff(root, u"0123456789abcdef0123456789abcdef01234567"_s);
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(u"0123456789abcdef"_s));
    }

    void revertRoundTrip()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        const QByteArray original = readFile(root, u"tasks/a/test-files/t.py"_s);
        const QByteArray edited = "def test_one():\n    assert 1 == 2\n\n\ndef test_two():\n    assert 2 == 2\n";
        writeFile(root, u"tasks/a/test-files/t.py"_s, edited);
        writeFile(root, u"tasks/a/test-files/extra.py"_s, "x = 1\n");
        const QString change = commitOrFail(root, {u"tasks/a/test-files"_s}, kAda, u"Tighten test_one"_s);
        writeFile(root, u"tasks/b/review.json"_s, "{}\n");
        commitOrFail(root, {u"tasks/b/review.json"_s}, kBea, u"Later, elsewhere"_s);
        // An unrelated file with uncommitted changes is left alone.
        writeFile(root, u"tasks/b/curation.json"_s, "{\"mine\": true}\n");

        const Result<CommitResult> reverted = revertCommit(root, change, kBea);
        QVERIFY2(reverted, qPrintable(reverted ? QString() : reverted.error().message));
        QCOMPARE(reverted->outcome, CommitResult::Outcome::Committed);
        QCOMPARE(readFile(root, u"tasks/a/test-files/t.py"_s), original);
        QVERIFY(!QFileInfo::exists(root + u"/tasks/a/test-files/extra.py"_s));
        QCOMPARE(readFile(root, u"tasks/b/review.json"_s), QByteArray("{}\n"));
        QCOMPARE(readFile(root, u"tasks/b/curation.json"_s), QByteArray("{\"mine\": true}\n"));
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray(" M tasks/b/curation.json\n"));
        QCOMPARE(gitOutput(root, {u"log"_s, u"-1"_s, u"--format=%an|%s|%b"_s}),
                 (u"Bea Reviewer|Revert \"Tighten test_one\"|This reverts commit "_s + change + u".\n\n"_s).toUtf8());
        QCOMPARE(gitOutput(root, {u"show"_s, u"--name-status"_s, u"--format="_s, u"HEAD"_s}),
                 QByteArray("D\ttasks/a/test-files/extra.py\nM\ttasks/a/test-files/t.py\n"));

        // Reverting the revert brings the edit back.
        const Result<CommitResult> back = revertCommit(root, reverted->commitId, kAda);
        QVERIFY(back);
        QCOMPARE(readFile(root, u"tasks/a/test-files/t.py"_s), edited);
        QCOMPARE(readFile(root, u"tasks/a/test-files/extra.py"_s), QByteArray("x = 1\n"));
    }

    void revertRefusesConflictsAndChangesNothing()
    {
        QTemporaryDir dir;
        const QString root = startedDataset(dir);
        writeFile(root, u"tasks/a/test-files/t.py"_s,
                  "def test_one():\n    assert 1 == 2\n\n\ndef test_two():\n    assert 2 == 2\n");
        const QString change = commitOrFail(root, {u"tasks/a/test-files/t.py"_s}, kAda, u"First edit"_s);
        const QByteArray later = "def test_one():\n    assert 1 == 3\n\n\ndef test_two():\n    assert 2 == 2\n";
        writeFile(root, u"tasks/a/test-files/t.py"_s, later);
        commitOrFail(root, {u"tasks/a/test-files/t.py"_s}, kAda, u"Second edit of the same line"_s);
        const QByteArray before = head(root);

        const Result<CommitResult> refused = revertCommit(root, change, kBea);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(u"tasks/a/test-files/t.py"_s), qPrintable(refused.error().message));
        QCOMPARE(head(root), before);
        QCOMPARE(readFile(root, u"tasks/a/test-files/t.py"_s), later);
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray());

        // Uncommitted edits of a file the revert would write block it too, naming the file.
        writeFile(root, u"tasks/a/review.json"_s, "{\"v\": 1}\n");
        const QString review = commitOrFail(root, {u"tasks/a/review.json"_s}, kAda, u"Review"_s);
        writeFile(root, u"tasks/a/review.json"_s, "{\"v\": 2, \"unsaved\": true}\n");
        const QByteArray before2 = head(root);
        const Result<CommitResult> blocked = revertCommit(root, review, kBea);
        QVERIFY(!blocked);
        QVERIFY2(blocked.error().message.contains(u"tasks/a/review.json"_s), qPrintable(blocked.error().message));
        QCOMPARE(head(root), before2);
        QCOMPARE(readFile(root, u"tasks/a/review.json"_s), QByteArray("{\"v\": 2, \"unsaved\": true}\n"));
        QCOMPARE(gitOutput(root, {u"status"_s, u"--porcelain"_s}), QByteArray(" M tasks/a/review.json\n"));
    }

    void errorsNameTheFolder()
    {
        QTemporaryDir dir;
        const QString plain = dir.path() + u"/plain"_s;
        makeDataset(plain);
        const Result<CommitResult> result = commitPaths(plain, {u"tasks/a"_s}, kAda, u"Save"_s);
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(plain));
        QCOMPARE(result.error().code, Error::Code::NotFound);

        const QString root = startedDataset(dir);
        writeFile(root, u"tasks/a/review.json"_s, "{}\n");
        const Result<CommitResult> anonymous = commitPaths(root, {u"tasks/a"_s}, CommitAuthor{}, u"Save"_s);
        QVERIFY(!anonymous);
        QVERIFY(anonymous.error().message.contains(canonical(root)));
    }
};

QTEST_GUILESS_MAIN(TestDatasetHistory)
#include "tst_datasethistory.moc"
