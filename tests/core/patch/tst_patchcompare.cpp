// Comparing two attempts at one task. The patches are real: vexp-ai/vexp-swe-bench (patch.diff files and
// data/swe-bench-100.jsonl, SWE-bench Verified rows), see tests/data/README.md. The "other
// attempt" is the same text with one edit, made in the test so the difference is visible here.

#include <core/patch/patchcompare.h>
#include <core/patch/patchparser.h>

#include <tests/support/fixtures.h>
#include <tests/support/samples.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

QByteArray rowPatch(const QString &instanceId)
{
    return instanceRow(testDataPath(samples::vexpVerifiedRows), instanceId).value(u"patch"_s).toString().toUtf8();
}

Patch parse(const QByteArray &text)
{
    Result<Patch> result = parsePatch(text);
    if (!result)
        qFatal("%s", qPrintable(result.error().toString()));
    return std::move(result).value();
}

QByteArray replaced(QByteArray text, const QByteArray &from, const QByteArray &to)
{
    if (!text.contains(from))
        qFatal("fixture text not found: %s", from.constData());
    return text.replace(from, to);
}

} // namespace

class TestPatchCompare : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void identicalToItself();
    void oneHunkChanged();
    void contextDoesNotCount();
    void filesOnlyOnOneSide();
    void missingFile();
};

void TestPatchCompare::identicalToItself()
{
    const Patch patch = parse(readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/patch.diff"_s)));
    const PatchComparison result = comparePatches(patch, patch);
    QVERIFY(result.isIdentical());
    QCOMPARE(result.files.size(), 1);
    QCOMPARE(result.files[0].path, u"django/http/response.py"_s);
    QCOMPARE(result.files[0].status, FileComparison::Status::Identical);
    QVERIFY(result.files[0].hunksOnlyInA.isEmpty());
}

void TestPatchCompare::oneHunkChanged()
{
    const QByteArray text = readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/patch.diff"_s));
    const Patch reference = parse(text);
    const Patch attempt = parse(replaced(text, "(bytes, str, memoryview)", "(bytes, str, bytearray)"));

    const PatchComparison result = comparePatches(attempt, reference);
    QVERIFY(!result.isIdentical());
    QCOMPARE(result.files.size(), 1);
    const FileComparison &file = result.files[0];
    QCOMPARE(file.status, FileComparison::Status::Different);
    QVERIFY(!file.headerDiffers);
    QCOMPARE(file.hunksOnlyInA, QList<int>{1}); // the @@ -309 hunk; the first hunk is the same in both
    QCOMPARE(file.hunksOnlyInB, QList<int>{1});
    QCOMPARE(file.fileInA, 0);
    QCOMPARE(file.fileInB, 0);
}

void TestPatchCompare::contextDoesNotCount()
{
    // An attempt made against a base with a reworded comment next to the change makes the same change.
    const QByteArray text = readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/patch.diff"_s));
    const Patch other = parse(replaced(text, " # Consume iterators upon", " # Consume iterators on"));
    QVERIFY(comparePatches(parse(text), other).isIdentical());
}

void TestPatchCompare::filesOnlyOnOneSide()
{
    // django__django-13195 touches three files; the attempt leaves out the last one and edits another file.
    const QByteArray reference = rowPatch(u"django__django-13195"_s);
    const qsizetype lastFile = reference.lastIndexOf("diff --git ");
    const QByteArray attempt =
        reference.left(lastFile) +
        readFixture(testDataPath(samples::vexpRun + u"/matplotlib__matplotlib-24870/patch.diff"_s));

    const PatchComparison result = comparePatches(parse(attempt), parse(reference));
    QCOMPARE(result.files.size(), 4);
    QCOMPARE(result.count(FileComparison::Status::Identical), 2);
    QCOMPARE(result.files[2].path, u"lib/matplotlib/contour.py"_s);
    QCOMPARE(result.files[2].status, FileComparison::Status::OnlyInA);
    QCOMPARE(result.files[2].hunksOnlyInA.size(), parse(attempt).files[2].hunks.size());
    QCOMPARE(result.files[3].path, u"django/http/response.py"_s);
    QCOMPARE(result.files[3].status, FileComparison::Status::OnlyInB);
    QCOMPARE(result.files[3].fileInA, -1);
    QCOMPARE(result.files[3].fileInB, 2);
}

void TestPatchCompare::missingFile()
{
    const Patch patch = parse(readFixture(testDataPath(samples::vexpRun + u"/django__django-11133/patch.diff"_s)));
    const PatchComparison result = comparePatches(patch, Patch{});
    QCOMPARE(result.files.size(), 1);
    QCOMPARE(result.files[0].status, FileComparison::Status::OnlyInA);
    QCOMPARE(result.files[0].hunksOnlyInA, (QList<int>{0, 1}));
}

QTEST_APPLESS_MAIN(TestPatchCompare)
#include "tst_patchcompare.moc"
