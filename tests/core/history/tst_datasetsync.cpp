// Sync between curators: a bare "shared" repository and two clones made with libgit2; fast-forward, merge commits,
// conflicts reported with their three versions and then resolved, and what blocks a sync. The git command line
// checks the outcome.

#include <core/history/datasetsync.h>

#include "historytestutil.h"
#include <tests/support/repositories.h>

#include <QTemporaryDir>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace historytest;

namespace {

QString describe(const Error &error)
{
    return error.message + u" | "_s + error.detail;
}

void commitOrFail(const QString &root, const QStringList &paths, const CommitAuthor &author, const QString &message)
{
    const Result<CommitResult> committed = commitPaths(root, paths, author, message);
    if (!committed || committed->outcome != CommitResult::Outcome::Committed)
        qFatal("commit in %s failed: %s", qPrintable(root),
               qPrintable(committed ? u"nothing"_s : describe(committed.error())));
}

// The shared bare repository, curator A's dataset (which published it) and curator B's clone.
struct Team {
    QTemporaryDir dir;
    QString shared;
    QString a;
    QString b;
};

void setUpTeam(Team &team)
{
    team.shared = team.dir.path() + u"/shared.git"_s;
    team.a = team.dir.path() + u"/ada/dataset"_s;
    team.b = team.dir.path() + u"/bea/dataset"_s;
    initRepository(team.shared, true);
    makeDataset(team.a);
    const Result<DatasetRepository> started = initDatasetRepository(team.a, kAda);
    QVERIFY(started);
    const Result<SyncResult> published = syncDataset(team.a, team.shared, kAda);
    QVERIFY2(published, qPrintable(published ? QString() : describe(published.error())));
    QCOMPARE(published->outcome, SyncResult::Outcome::UpToDate);
    QVERIFY2(published->pushed, qPrintable(describe(published->pushError)));
    QCOMPARE(published->remoteName, u"origin"_s);
    cloneRepository(team.shared, team.b);
    QCOMPARE(head(team.b), head(team.a));
}

QByteArray sharedHead(const Team &team, const QString &branch)
{
    return gitOutput(team.shared, {u"rev-parse"_s, u"refs/heads/"_s + branch}).trimmed();
}

} // namespace

class TestDatasetSync : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void differentTasksMergeAndFastForward()
    {
        Team team;
        setUpTeam(team);
        if (QTest::currentTestFailed())
            return;
        writeFile(team.a, u"tasks/a/review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"ada\"\n}\n");
        commitOrFail(team.a, {u"tasks/a/review.json"_s}, kAda, u"Review a"_s);
        writeFile(team.b, u"tasks/b/review.json"_s, "{\n  \"flags\": [],\n  \"note\": \"bea\"\n}\n");
        commitOrFail(team.b, {u"tasks/b/review.json"_s}, kBea, u"Review b"_s);

        // A is only ahead: nothing to take, the push publishes it.
        const Result<SyncResult> first = syncDataset(team.a, QString(), kAda);
        QVERIFY2(first, qPrintable(first ? QString() : describe(first.error())));
        QCOMPARE(first->outcome, SyncResult::Outcome::UpToDate);
        QVERIFY(first->pushed);
        QCOMPARE(sharedHead(team, first->branch), head(team.a));

        // B diverged: a merge commit with both changes, pushed.
        const Result<SyncResult> second = syncDataset(team.b, team.shared, kBea);
        QVERIFY2(second, qPrintable(second ? QString() : describe(second.error())));
        QCOMPARE(second->outcome, SyncResult::Outcome::Merged);
        QVERIFY2(second->pushed, qPrintable(describe(second->pushError)));
        QVERIFY(second->conflicts.isEmpty());
        const QString branch = second->branch;
        QCOMPARE(gitOutput(team.b, {u"log"_s, u"-1"_s, u"--format=%an|%cn|%s"_s}),
                 (u"Bea Reviewer|Bea Reviewer|Merge origin into "_s + branch + u'\n').toUtf8());
        QCOMPARE(gitOutput(team.b, {u"rev-list"_s, u"--parents"_s, u"-1"_s, u"HEAD"_s}).trimmed().split(' ').size(), 3);
        QCOMPARE(gitOutput(team.b, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QVERIFY(readFile(team.b, u"tasks/a/review.json"_s).contains("ada"));
        QVERIFY(readFile(team.b, u"tasks/b/review.json"_s).contains("bea"));
        QCOMPARE(sharedHead(team, branch), head(team.b));

        // A takes the merge as a fast-forward.
        const Result<SyncResult> third = syncDataset(team.a, QString(), kAda);
        QVERIFY2(third, qPrintable(third ? QString() : describe(third.error())));
        QCOMPARE(third->outcome, SyncResult::Outcome::FastForwarded);
        QVERIFY(third->pushed);
        QCOMPARE(head(team.a), head(team.b));
        QVERIFY(readFile(team.a, u"tasks/b/review.json"_s).contains("bea"));
        QCOMPARE(gitOutput(team.a, {u"status"_s, u"--porcelain"_s}), QByteArray());
        // The command line sees the same graph on both sides and each branch level with the remote.
        const QByteArray graphA = gitOutput(team.a, {u"log"_s, u"--graph"_s, u"--format=%s"_s});
        QCOMPARE(graphA, gitOutput(team.b, {u"log"_s, u"--graph"_s, u"--format=%s"_s}));
        QVERIFY2(graphA.startsWith(QByteArray("*   Merge origin into " + branch.toUtf8() + "\n|\\  \n")),
                 graphA.constData());
        QVERIFY(graphA.contains("Review a"));
        QVERIFY(graphA.contains("Review b"));
        for (const QString &clone : {team.a, team.b})
            QVERIFY(gitOutput(clone, {u"status"_s, u"-sb"_s})
                        .startsWith(QByteArray("## " + branch.toUtf8() + "...origin/" + branch.toUtf8() + "\n")));

        // Nothing new anywhere: up to date, nothing pushed or changed.
        const Result<SyncResult> fourth = syncDataset(team.b, QString(), kBea);
        QVERIFY(fourth);
        QCOMPARE(fourth->outcome, SyncResult::Outcome::UpToDate);
        QCOMPARE(fourth->headCommit.toLatin1(), head(team.b));
    }

    void sameLineConflictIsReportedThenResolved()
    {
        Team team;
        setUpTeam(team);
        if (QTest::currentTestFailed())
            return;
        const QString path = u"tasks/a/test-files/t.py"_s;
        const QByteArray base = readFile(team.a, path);
        const QByteArray ada = "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 20\n";
        const QByteArray bea = "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 21\n";
        writeFile(team.a, path, ada);
        commitOrFail(team.a, {path}, kAda, u"Ada's test_two"_s);
        writeFile(team.b, path, bea);
        // A second file of the same task, changed only by B, merges cleanly.
        writeFile(team.b, u"tasks/a/curation.json"_s, "{\n  \"status\": \"bea\"\n}\n");
        commitOrFail(team.b, {u"tasks/a"_s}, kBea, u"Bea's test_two"_s);
        QVERIFY(syncDataset(team.a, QString(), kAda));

        const QByteArray beaHead = head(team.b);
        const Result<SyncResult> reported = syncDataset(team.b, QString(), kBea);
        QVERIFY2(reported, qPrintable(reported ? QString() : describe(reported.error())));
        QCOMPARE(reported->outcome, SyncResult::Outcome::Conflicts);
        QVERIFY(!reported->pushed);
        QCOMPARE(reported->conflicts.size(), 1);
        const SyncConflict &conflict = reported->conflicts.first();
        QCOMPARE(conflict.path, path);
        QCOMPARE(conflict.repositoryPath, path);
        QCOMPARE(conflict.ours, bea);
        QCOMPARE(conflict.theirs, ada);
        QCOMPARE(conflict.base, base);
        QVERIFY(conflict.inOurs && conflict.inTheirs && conflict.inBase);
        // Nothing was touched: same commit, same bytes, no merge in progress for git.
        QCOMPARE(head(team.b), beaHead);
        QCOMPARE(readFile(team.b, path), bea);
        QCOMPARE(readFile(team.b, u"tasks/a/curation.json"_s), QByteArray("{\n  \"status\": \"bea\"\n}\n"));
        QCOMPARE(gitOutput(team.b, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QVERIFY(!QFileInfo::exists(team.b + u"/.git/MERGE_HEAD"_s));

        // A resolution must cover every conflicting file.
        const Result<SyncResult> incomplete = resolveConflicts(team.b, {}, kBea);
        QVERIFY(!incomplete);
        QVERIFY(incomplete.error().message.contains(path));
        QCOMPARE(head(team.b), beaHead);

        const QByteArray curated = "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 22\n";
        const Result<SyncResult> resolved = resolveConflicts(team.b, {{path, curated}}, kBea);
        QVERIFY2(resolved, qPrintable(resolved ? QString() : describe(resolved.error())));
        QCOMPARE(resolved->outcome, SyncResult::Outcome::Merged);
        QVERIFY2(resolved->pushed, qPrintable(describe(resolved->pushError)));
        QCOMPARE(readFile(team.b, path), curated);
        QCOMPARE(readFile(team.b, u"tasks/a/curation.json"_s), QByteArray("{\n  \"status\": \"bea\"\n}\n"));
        const QList<QByteArray> parents =
            gitOutput(team.b, {u"rev-list"_s, u"--parents"_s, u"-1"_s, u"HEAD"_s}).trimmed().split(' ');
        QCOMPARE(parents.size(), 3);
        QCOMPARE(parents.at(1), beaHead);
        QCOMPARE(parents.at(2), head(team.a));
        QCOMPARE(gitOutput(team.b, {u"status"_s, u"--porcelain"_s}), QByteArray());
        QCOMPARE(gitOutput(team.b, {u"show"_s, u"HEAD:"_s + path}), curated);
        QCOMPARE(sharedHead(team, resolved->branch), head(team.b));

        // A gets the curated bytes with a fast-forward.
        const Result<SyncResult> after = syncDataset(team.a, QString(), kAda);
        QVERIFY(after);
        QCOMPARE(after->outcome, SyncResult::Outcome::FastForwarded);
        QCOMPARE(readFile(team.a, path), curated);
        QCOMPARE(gitOutput(team.a, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void deletedOnOneSideEditedOnTheOther()
    {
        Team team;
        setUpTeam(team);
        if (QTest::currentTestFailed())
            return;
        const QString path = u"tasks/b/test-files/t.py"_s;
        QVERIFY(QFile::remove(team.a + u'/' + path));
        commitOrFail(team.a, {path}, kAda, u"Drop b's test"_s);
        QVERIFY(syncDataset(team.a, QString(), kAda));
        const QByteArray bea = "def test_one():\n    assert True\n";
        writeFile(team.b, path, bea);
        commitOrFail(team.b, {path}, kBea, u"Fix b's test"_s);

        const Result<SyncResult> reported = syncDataset(team.b, QString(), kBea);
        QVERIFY(reported);
        QCOMPARE(reported->outcome, SyncResult::Outcome::Conflicts);
        QCOMPARE(reported->conflicts.size(), 1);
        const SyncConflict &conflict = reported->conflicts.first();
        QCOMPARE(conflict.path, path);
        QVERIFY(conflict.inOurs);
        QVERIFY(!conflict.inTheirs);
        QVERIFY(conflict.inBase);
        QCOMPARE(conflict.ours, bea);
        QCOMPARE(conflict.theirs, QByteArray());
        QCOMPARE(readFile(team.b, path), bea);

        const Result<SyncResult> resolved = resolveConflicts(team.b, {{path, bea}}, kBea);
        QVERIFY2(resolved, qPrintable(resolved ? QString() : describe(resolved.error())));
        QVERIFY(resolved->pushed);
        QCOMPARE(gitOutput(team.b, {u"show"_s, u"HEAD:"_s + path}), bea);
        QCOMPARE(gitOutput(team.b, {u"status"_s, u"--porcelain"_s}), QByteArray());
    }

    void uncommittedChangesBlockSync()
    {
        Team team;
        setUpTeam(team);
        if (QTest::currentTestFailed())
            return;
        writeFile(team.a, u"tasks/a/review.json"_s, "{}\n");
        commitOrFail(team.a, {u"tasks/a/review.json"_s}, kAda, u"Review a"_s);
        QVERIFY(syncDataset(team.a, QString(), kAda));

        writeFile(team.b, u"tasks/b/curation.json"_s, "{\"unsaved\": 1}\n");
        writeFile(team.b, u"tasks/b/test-files/new_test.py"_s, "pass\n");
        const QByteArray before = head(team.b);
        const Result<SyncResult> blocked = syncDataset(team.b, QString(), kBea);
        QVERIFY(!blocked);
        QVERIFY2(blocked.error().message.contains(u"tasks/b/curation.json"_s), qPrintable(blocked.error().message));
        QVERIFY(blocked.error().message.contains(u"tasks/b/test-files/new_test.py"_s));
        QCOMPARE(head(team.b), before);
        QVERIFY(readFile(team.b, u"tasks/a/review.json"_s) != "{}\n");
        // Not even fetched: the remote-tracking branch is where the clone left it.
        QCOMPARE(
            gitOutput(team.b, {u"rev-parse"_s,
                               u"refs/remotes/origin/"_s +
                                   QString::fromUtf8(gitOutput(team.b, {u"branch"_s, u"--show-current"_s}).trimmed())})
                .trimmed(),
            before);
    }

    void pushToACheckedOutBranchIsReported()
    {
        QTemporaryDir dir;
        const QString upstream = dir.path() + u"/upstream"_s;
        const QString clone = dir.path() + u"/clone"_s;
        makeDataset(upstream);
        QVERIFY(initDatasetRepository(upstream, kAda));
        cloneRepository(upstream, clone);
        writeFile(clone, u"tasks/a/review.json"_s, "{}\n");
        commitOrFail(clone, {u"tasks/a/review.json"_s}, kBea, u"Review a"_s);

        const Result<SyncResult> result = syncDataset(clone, QString(), kBea);
        QVERIFY2(result, qPrintable(result ? QString() : describe(result.error())));
        QCOMPARE(result->outcome, SyncResult::Outcome::UpToDate);
        QVERIFY(!result->pushed);
        QVERIFY2(result->pushError.message.contains(u"not a bare repository"_s), qPrintable(result->pushError.message));
        QVERIFY(result->pushError.message.contains(u"checked out"_s));
        QVERIFY(result->pushError.message.contains(upstream));
        QVERIFY(head(upstream) != head(clone));
    }

    void noRemoteIsAnError()
    {
        QTemporaryDir dir;
        const QString root = dir.path() + u"/dataset"_s;
        makeDataset(root);
        QVERIFY(initDatasetRepository(root, kAda));
        const Result<SyncResult> result = syncDataset(root, QString(), kAda);
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(QFileInfo(root).canonicalFilePath()));
    }
};

QTEST_GUILESS_MAIN(TestDatasetSync)
#include "tst_datasetsync.moc"
