// Runs `heddle patch` as a real process on the fixtures of tests/data/patches (written by git 2.39) and on a real
// patch from vexp-ai/vexp-swe-bench (django__django-11133 patch.diff, MIT, see tests/data/README.md).

#include <tests/support/processes.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kData = testDataPath(u"patches/"_s);

ProcessRun patchVerb(const QStringList &args, const QByteArray &input = {})
{
    return runHeddle(QStringList{u"patch"_s} + args, {.input = input});
}

QJsonObject fileNamed(const QJsonArray &files, const QString &path)
{
    for (const auto &v : files) {
        QJsonObject o = v.toObject();
        if (o.value(u"new_path"_s).toString() == path || o.value(u"old_path"_s).toString() == path)
            return o;
    }
    return {};
}

} // namespace

class TestPatchVerb : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonOfARealPatch();
    void jsonStatuses_data();
    void jsonStatuses();
    void textSummary();
    void standardInput();
    void malformedPatch();
    void unreadableFile();
    void usageErrors_data();
    void usageErrors();
    void help();
};

void TestPatchVerb::jsonOfARealPatch()
{
    const ProcessRun run =
        patchVerb({testDataPath(samples::vexpRun + u"/django__django-11133/patch.diff"_s), u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(u"added"_s).toInt(), 2);
    QCOMPARE(root.value(u"removed"_s).toInt(), 2);
    const QJsonArray files = root.value(u"files"_s).toArray();
    QCOMPARE(files.size(), 1);
    const QJsonObject file = files.first().toObject();
    QCOMPARE(file.value(u"old_path"_s).toString(), u"django/http/response.py"_s);
    QCOMPARE(file.value(u"new_path"_s).toString(), u"django/http/response.py"_s);
    QCOMPARE(file.value(u"status"_s).toString(), u"modified"_s);
    QCOMPARE(file.value(u"binary"_s).toBool(true), false);
    QCOMPARE(file.value(u"rename"_s).toBool(true), false);
    QCOMPARE(file.value(u"old_mode"_s).toString(), u"100644"_s);
    QCOMPARE(file.value(u"new_mode"_s).toString(), u"100644"_s);
    const QJsonArray hunks = file.value(u"hunks"_s).toArray();
    QCOMPARE(hunks.size(), 2);
    const QJsonObject second = hunks[1].toObject();
    QCOMPARE(second.value(u"old_start"_s).toInt(), 309);
    QCOMPARE(second.value(u"old_count"_s).toInt(), 7);
    QCOMPARE(second.value(u"new_start"_s).toInt(), 309);
    QCOMPARE(second.value(u"new_count"_s).toInt(), 7);
    QCOMPARE(second.value(u"section"_s).toString(), u"class HttpResponse(HttpResponseBase):"_s);
    QCOMPARE(second.value(u"added"_s).toInt(), 1);
    QCOMPARE(second.value(u"removed"_s).toInt(), 1);
}

void TestPatchVerb::jsonStatuses_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("added");
    QTest::addColumn<int>("removed");

    QTest::newRow("new") << u"new-file.diff"_s << u"added.txt"_s << u"new"_s << 3 << 0;
    QTest::newRow("deleted") << u"deleted-file.diff"_s << u"gone.txt"_s << u"deleted"_s << 0 << 2;
    QTest::newRow("renamed") << u"rename-with-changes.diff"_s << u"letters.txt"_s << u"renamed"_s << 1 << 1;
    QTest::newRow("copied") << u"copy.diff"_s << u"copied.txt"_s << u"copied"_s << 1 << 0;
    QTest::newRow("binary") << u"binary-files-differ.diff"_s << u"blob.bin"_s << u"binary"_s << 0 << 0;
    QTest::newRow("mode") << u"mode-change.diff"_s << u"run.sh"_s << u"mode"_s << 0 << 0;
    QTest::newRow("quoted path") << u"quoted-paths.diff"_s << u"with space\ttab.py"_s << u"new"_s << 2 << 0;
}

void TestPatchVerb::jsonStatuses()
{
    QFETCH(QString, fixture);
    QFETCH(QString, path);
    QFETCH(QString, status);
    QFETCH(int, added);
    QFETCH(int, removed);

    const ProcessRun run = patchVerb({u"--json"_s, kData + fixture});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    const QJsonObject file = fileNamed(root.value(u"files"_s).toArray(), path);
    QVERIFY2(!file.isEmpty(), run.out.constData());
    QCOMPARE(file.value(u"status"_s).toString(), status);
    QCOMPARE(file.value(u"added"_s).toInt(), added);
    QCOMPARE(file.value(u"removed"_s).toInt(), removed);
    if (status == u"new"_s)
        QVERIFY(file.value(u"old_path"_s).isNull());
    if (status == u"deleted"_s)
        QVERIFY(file.value(u"new_path"_s).isNull());
    if (status == u"renamed"_s) {
        QCOMPARE(file.value(u"rename"_s).toBool(), true);
        QCOMPARE(file.value(u"old_path"_s).toString(), u"greek.txt"_s);
        QCOMPARE(file.value(u"similarity"_s).toInt(), 89);
    }
    if (status == u"binary"_s) {
        QCOMPARE(file.value(u"binary"_s).toBool(), true);
        QCOMPARE(file.value(u"hunks"_s).toArray().size(), 0);
    }
    if (status == u"mode"_s) {
        QCOMPARE(file.value(u"old_mode"_s).toString(), u"100644"_s);
        QCOMPARE(file.value(u"new_mode"_s).toString(), u"100755"_s);
    }
}

void TestPatchVerb::textSummary()
{
    const ProcessRun run = patchVerb({kData + u"rename-with-changes.diff"_s});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(u"renamed  greek.txt -> letters.txt  +1 -1  1 hunk, 89% similar"_s), qPrintable(text));
    QVERIFY2(text.contains(u"1 file, 1 hunk, +1 -1"_s), qPrintable(text));

    // A path with a tab is escaped, not printed raw.
    const ProcessRun quoted = patchVerb({kData + u"quoted-paths.diff"_s});
    QCOMPARE(quoted.exitCode, 0);
    QVERIFY2(quoted.out.contains("\"with space\\ttab.py\""), quoted.out.constData());
    QVERIFY(!quoted.out.contains("space\ttab"));
    QVERIFY2(quoted.out.contains("3 files, 3 hunks, +4 -0"), quoted.out.constData());
}

void TestPatchVerb::standardInput()
{
    const QByteArray fixture = readFixture(kData + u"format-patch.patch"_s);
    QVERIFY(!fixture.isEmpty());
    const ProcessRun run = patchVerb({u"-"_s, u"--json"_s}, fixture);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(u"files"_s).toArray().size(), 2);
    QCOMPARE(root.value(u"added"_s).toInt(), 2);
}

void TestPatchVerb::malformedPatch()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"broken.diff"_s);
    QVERIFY(writeFile(path, "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n"));

    for (const QStringList &args : {QStringList{path}, QStringList{u"--json"_s, path}}) {
        const ProcessRun run = patchVerb(args);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(path + u":7: hunk ends early at the end of the patch"_s), qPrintable(err));
    }
}

void TestPatchVerb::unreadableFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"missing.diff"_s);
    const ProcessRun run = patchVerb({path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).startsWith(path + u": "_s), run.err.constData());
}

void TestPatchVerb::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no file") << QStringList{};
    QTest::newRow("only --json") << QStringList{u"--json"_s};
    QTest::newRow("two files") << QStringList{kData + u"copy.diff"_s, kData + u"new-file.diff"_s};
    QTest::newRow("unknown option") << QStringList{u"--yaml"_s, kData + u"copy.diff"_s};
}

void TestPatchVerb::usageErrors()
{
    QFETCH(QStringList, args);
    const ProcessRun run = patchVerb(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains("Usage: heddle patch"), run.err.constData());
}

void TestPatchVerb::help()
{
    const ProcessRun run = patchVerb({u"--help"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Usage: heddle patch FILE [--json]"), run.out.constData());
    QVERIFY(run.out.contains("--json"));
}

QTEST_GUILESS_MAIN(TestPatchVerb)

#include "tst_patchverb.moc"
