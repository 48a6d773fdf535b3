// applyFilePatch against `git apply` on every patch of the demo, and on hand-made edge cases.

#include <core/patch/applyfilepatch.h>

#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/patch/patchparser.h>
#include <tests/support/demo/installeddemo.h>
#include <tests/support/files.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

PatchFile onlyFile(const QByteArray &text)
{
    Result<Patch> patch = parsePatch(text);
    if (!patch || patch->files.size() != 1)
        qFatal("bad test patch");
    return patch->files.first();
}

} // namespace

class TestApplyFilePatch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = installDemo(m_dir.filePath(u"demo"_s));
        QVERIFY(!m_root.isEmpty());
    }

    void matchesGitApply_data()
    {
        QTest::addColumn<QString>("taskId");
        QTest::addColumn<QString>("owner");
        for (const QString &taskId : {u"coin-hours-split"_s, u"spend-policy"_s, u"wallet-lock"_s}) {
            Result<Task> task = loadTask(m_root, taskId);
            QVERIFY(task);
            QTest::addRow("%s reference", qPrintable(taskId)) << taskId << QString();
            for (const Attempt &attempt : std::as_const(task->attempts))
                QTest::addRow("%s %s", qPrintable(taskId), qPrintable(attempt.id)) << taskId << attempt.id;
        }
    }

    void matchesGitApply()
    {
        QFETCH(QString, taskId);
        QFETCH(QString, owner);
        Result<Task> task = loadTask(m_root, taskId);
        QVERIFY(task);
        QByteArray patchText = task->referencePatch;
        for (const Attempt &attempt : std::as_const(task->attempts)) {
            if (attempt.id == owner)
                patchText = attempt.patch;
        }
        Result<Patch> patch = parsePatch(patchText);
        QVERIFY(patch);
        QVERIFY(!patch->files.isEmpty());
        Result<QString> repository = resolveRepository(m_root, task->repository);
        QVERIFY(repository);

        QTemporaryDir work;
        QVERIFY(work.isValid());
        for (const PatchFile &file : std::as_const(patch->files)) {
            if (file.isNew)
                continue;
            Result<QByteArray> base = readFileAtCommit(*repository, task->repository.baseCommit, file.oldPath);
            QVERIFY2(base, qPrintable(base ? QString() : base.error().toString()));
            QVERIFY(writeFile(work.filePath(file.oldPath), *base));
        }
        QVERIFY(writeFile(work.filePath(u"change.patch"_s), patchText));
        QProcess git;
        git.setWorkingDirectory(work.path());
        git.start(u"git"_s, {u"apply"_s, u"--whitespace=nowarn"_s, u"change.patch"_s});
        QVERIFY(git.waitForFinished(30000));
        QVERIFY2(git.exitCode() == 0, git.readAllStandardError().constData());

        for (const PatchFile &file : std::as_const(patch->files)) {
            QByteArray base;
            if (!file.isNew)
                base = *readFileAtCommit(*repository, task->repository.baseCommit, file.oldPath);
            Result<QByteArray> ours = applyFilePatch(base, file);
            QVERIFY2(ours, qPrintable(ours ? QString() : ours.error().toString()));
            QFile theirs(work.filePath(file.path()));
            if (file.isDeleted) {
                QVERIFY(!theirs.exists());
                QVERIFY(ours->isEmpty());
                continue;
            }
            QVERIFY(theirs.open(QIODevice::ReadOnly));
            QCOMPARE(*ours, theirs.readAll());
        }
    }

    void edgeCases_data()
    {
        QTest::addColumn<QByteArray>("base");
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QByteArray>("expected");

        QTest::newRow("at the stated line") << "a\nb\nc\nd\n"_ba
                                            << "--- a/f\n+++ b/f\n@@ -2,2 +2,2 @@\n b\n-c\n+C\n"_ba
                                            << "a\nb\nC\nd\n"_ba;
        QTest::newRow("offset down") << "x\ny\na\nb\nc\nd\n"_ba
                                     << "--- a/f\n+++ b/f\n@@ -2,2 +2,2 @@\n b\n-c\n+C\n"_ba
                                     << "x\ny\na\nb\nC\nd\n"_ba;
        QTest::newRow("offset up") << "b\nc\nd\n"_ba
                                   << "--- a/f\n+++ b/f\n@@ -5,2 +5,2 @@\n b\n-c\n+C\n"_ba
                                   << "b\nC\nd\n"_ba;
        QTest::newRow("two hunks, the second shifted by the first")
            << "1\n2\n3\n4\n5\n6\n7\n8\n"_ba
            << "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n 1\n+1.5\n 2\n@@ -7,2 +8,1 @@\n 7\n-8\n"_ba
            << "1\n1.5\n2\n3\n4\n5\n6\n7\n"_ba;
        QTest::newRow("CRLF file") << "a\r\nb\r\nc\r\n"_ba
                                   << "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n"_ba
                                   << "a\r\nB\r\nc\r\n"_ba;
        QTest::newRow("CRLF file, patch lost its CRs") << "a\r\nb\r\nc\r\n"_ba
                                                       << "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"_ba
                                                       << "a\r\nB\r\nc\r\n"_ba;
        QTest::newRow("adds a final newline")
            << "a\nb"_ba
            << "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"_ba
            << "a\nb\n"_ba;
        QTest::newRow("removes the final newline")
            << "a\nb\n"_ba
            << "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"_ba
            << "a\nb"_ba;
        QTest::newRow("context without final newline")
            << "a\nb"_ba
            << "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n+z\n a\n b\n\\ No newline at end of file\n"_ba
            << "z\na\nb"_ba;
        QTest::newRow("new file")
            << QByteArray()
            << "diff --git a/n b/n\nnew file mode 100644\n--- /dev/null\n+++ b/n\n@@ -0,0 +1,2 @@\n+x\n+y\n"_ba
            << "x\ny\n"_ba;
        QTest::newRow("deleted file")
            << "x\ny\n"_ba
            << "diff --git a/n b/n\ndeleted file mode 100644\n--- a/n\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-x\n-y\n"_ba
            << QByteArray();
        QTest::newRow("append at the end") << "a\n"_ba
                                           << "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n"_ba
                                           << "a\nb\n"_ba;
        QTest::newRow("utf-8") << "é\nü\n"_ba
                               << "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n é\n-ü\n+ß\n"_ba
                               << "é\nß\n"_ba;
    }

    void edgeCases()
    {
        QFETCH(QByteArray, base);
        QFETCH(QByteArray, patch);
        QFETCH(QByteArray, expected);
        Result<QByteArray> applied = applyFilePatch(base, onlyFile(patch));
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().toString()));
        QCOMPARE(*applied, expected);
    }

    void reportsTheHunkThatDoesNotApply()
    {
        const PatchFile file = onlyFile("diff --git a/skyledger/hours.py b/skyledger/hours.py\n"
                                        "--- a/skyledger/hours.py\n+++ b/skyledger/hours.py\n"
                                        "@@ -1,2 +1,2 @@\n a\n-b\n+B\n@@ -41,2 +41,2 @@\n q\n-r\n+R\n"_ba);
        Result<QByteArray> applied = applyFilePatch("a\nb\nc\n"_ba, file);
        QVERIFY(!applied);
        QCOMPARE(applied.error().message, u"hunk 2 of skyledger/hours.py does not apply at line 41"_s);
        QCOMPARE(applied.error().file, u"skyledger/hours.py"_s);
    }

    void reportsWhereEachHunkLanded()
    {
        const PatchFile file =
            onlyFile("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n 1\n-2\n+two\n@@ -5,2 +5,2 @@\n 5\n-6\n+six\n"_ba);
        Result<AppliedFile> applied = applyFilePatchDetailed("0\n1\n2\n3\n4\n5\n6\n"_ba, file);
        QVERIFY(applied);
        QCOMPARE(applied->hunkStarts, (QList<int>{1, 5}));
        QCOMPARE(applied->content, "0\n1\ntwo\n3\n4\n5\nsix\n"_ba);
    }
};

QTEST_GUILESS_MAIN(TestApplyFilePatch)
#include "tst_applyfilepatch.moc"
