// The files a SWE-bench test_patch touches, on real test_patch texts from vexp-ai/vexp-swe-bench's
// data/swe-bench-100.jsonl (SWE-bench Verified) and on small diffs for the edge cases.
#include <core/importers/testpatch.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray testPatchOf(const QString &id)
{
    return instanceRow(testDataPath(samples::vexpVerifiedRows), id).value(u"test_patch"_s).toString().toUtf8();
}

// The added lines of a diff that creates one file, without their '+', each followed by '\n'.
QByteArray addedLines(const QByteArray &diff)
{
    QByteArray out;
    bool inHunk = false;
    for (const QByteArray &line : diff.split('\n')) {
        if (line.startsWith("@@"))
            inHunk = true;
        else if (inHunk && line.startsWith('+'))
            out += line.mid(1) + '\n';
    }
    return out;
}

} // namespace

class TestTestPatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsTheTextOfACreatedFile()
    {
        const QByteArray diff = testPatchOf(u"django__django-16877"_s);
        QVERIFY(diff.contains("new file mode"));
        const QList<TestPatchFile> files = testPatchFiles(diff);
        QCOMPARE(files.size(), 1);
        const TestPatchFile &f = files.first();
        QCOMPARE(f.path, u"tests/template_tests/filter_tests/test_escapeseq.py"_s);
        QVERIFY(f.isNew);
        QVERIFY(!f.isDeleted);
        QCOMPARE(f.content.count('\n'), 59); // "@@ -0,0 +1,59 @@"
        QVERIFY(f.content.startsWith("from django.test import SimpleTestCase\n"));
        QVERIFY(f.content.endsWith("        self.assertEqual(output, \"x&amp;y<br/>&lt;p&gt;\")\n"));
        QCOMPARE(f.content, addedLines(diff));
    }

    void listsChangedFilesWithoutText()
    {
        const QByteArray diff = testPatchOf(u"django__django-11133"_s);
        const QList<TestPatchFile> files = testPatchFiles(diff);
        QCOMPARE(files.size(), 1);
        QCOMPARE(files.first().path, u"tests/httpwrappers/tests.py"_s);
        QVERIFY(!files.first().isNew);
        QVERIFY(files.first().content.isEmpty());
    }

    void readsSeveralFiles()
    {
        const QByteArray diff = "diff --git a/tests/a.py b/tests/a.py\n"
                                "--- a/tests/a.py\n"
                                "+++ b/tests/a.py\n"
                                "@@ -1,2 +1,2 @@\n"
                                " x = 1\n"
                                "-y = 2\n"
                                "+y = 3\n"
                                "diff --git a/tests/new_test.py b/tests/new_test.py\n"
                                "new file mode 100644\n"
                                "index 0000000..e69de29\n"
                                "--- /dev/null\n"
                                "+++ b/tests/new_test.py\n"
                                "@@ -0,0 +1,3 @@\n"
                                "+def test_a():\r\n"
                                "+    assert \"+++ b/x\"\r\n"
                                "+++ looks like a header\n"
                                "diff --git a/tests/old.py b/tests/old.py\n"
                                "deleted file mode 100644\n"
                                "--- a/tests/old.py\n"
                                "+++ /dev/null\n"
                                "@@ -1 +0,0 @@\n"
                                "-gone\n"
                                "diff --git a/tests/data.bin b/tests/data.bin\n"
                                "new file mode 100644\n"
                                "Binary files /dev/null and b/tests/data.bin differ\n";
        const QList<TestPatchFile> files = testPatchFiles(diff);
        QCOMPARE(files.size(), 4);
        QCOMPARE(files[0].path, u"tests/a.py"_s);
        QVERIFY(!files[0].isNew);
        QCOMPARE(files[1].path, u"tests/new_test.py"_s);
        QVERIFY(files[1].isNew);
        // Line endings and a line that looks like a header stay as they were.
        QCOMPARE(files[1].content, "def test_a():\r\n    assert \"+++ b/x\"\r\n++ looks like a header\n"_ba);
        QCOMPARE(files[2].path, u"tests/old.py"_s);
        QVERIFY(files[2].isDeleted);
        QCOMPARE(files[3].path, u"tests/data.bin"_s);
        QVERIFY(files[3].isNew);
        QVERIFY(files[3].isBinary);
        QVERIFY(files[3].content.isEmpty());
    }

    void keepsAMissingFinalNewline()
    {
        const QByteArray diff = "--- /dev/null\n"
                                "+++ b/t.py\n"
                                "@@ -0,0 +1,2 @@\n"
                                "+a\n"
                                "+b\n"
                                "\\ No newline at end of file\n";
        const QList<TestPatchFile> files = testPatchFiles(diff);
        QCOMPARE(files.size(), 1);
        QCOMPARE(files.first().path, u"t.py"_s);
        QCOMPARE(files.first().content, "a\nb"_ba);
    }

    void readsQuotedPaths()
    {
        const QByteArray diff = "diff --git \"a/tests/caf\\303\\251 test.py\" \"b/tests/caf\\303\\251 test.py\"\n"
                                "new file mode 100644\n"
                                "--- /dev/null\n"
                                "+++ \"b/tests/caf\\303\\251 test.py\"\n"
                                "@@ -0,0 +1 @@\n"
                                "+ok\n";
        const QList<TestPatchFile> files = testPatchFiles(diff);
        QCOMPARE(files.size(), 1);
        QCOMPARE(files.first().path, u"tests/caf\u00e9 test.py"_s);
        QCOMPARE(files.first().content, "ok\n"_ba);
    }

    void emptyDiffTouchesNothing() { QVERIFY(testPatchFiles({}).isEmpty()); }
};

QTEST_GUILESS_MAIN(TestTestPatch)
#include "tst_testpatch.moc"
