// The file list of a patch under review: files with their hunks beneath them, +/- counts, and the "viewed" ticks
// a reviewer sets per hunk and per file.

#include <core/patch/patchfilelistmodel.h>

#include <core/patch/patchparser.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

// calc.py: two hunks (the second with a section); logo.png: binary; new.py: renamed from old.py, one hunk.
const QByteArray kPatch = "diff --git a/calc.py b/calc.py\n"
                          "--- a/calc.py\n"
                          "+++ b/calc.py\n"
                          "@@ -1,2 +1,3 @@\n"
                          " a = 0\n"
                          "+b = 1\n"
                          " c = 2\n"
                          "@@ -20,3 +21,2 @@ def total(items):\n"
                          " start\n"
                          "-    return 0\n"
                          " end\n"
                          "diff --git a/logo.png b/logo.png\n"
                          "index 1234567..89abcde 100644\n"
                          "Binary files a/logo.png and b/logo.png differ\n"
                          "diff --git a/old.py b/new.py\n"
                          "similarity index 90%\n"
                          "rename from old.py\n"
                          "rename to new.py\n"
                          "--- a/old.py\n"
                          "+++ b/new.py\n"
                          "@@ -1 +1 @@\n"
                          "-x = 1\n"
                          "+x = 2\n";

Patch patch()
{
    Result<Patch> parsed = parsePatch(kPatch);
    if (!parsed)
        qFatal("%s", qPrintable(parsed.error().toString()));
    return *parsed;
}

Qt::CheckState tick(const QModelIndex &index)
{
    return Qt::CheckState(index.data(Qt::CheckStateRole).toInt());
}

} // namespace

class TestPatchFileListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsFilesAndHunks();
    void tickingAHunkAndAFile();
    void restoringTicksIsQuiet();
    void findsARenamedFileByItsOldPath();
    void newPatchClearsTheTicks();
};

void TestPatchFileListModel::showsFilesAndHunks()
{
    PatchFileListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPatch(patch());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"File"_s);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), u"Changes"_s);

    const QModelIndex calc = model.index(0, 0);
    QCOMPARE(calc.data().toString(), u"calc.py"_s);
    QCOMPARE(calc.siblingAtColumn(1).data().toString(), u"+1 -1"_s);
    QCOMPARE(model.rowCount(calc), 2);
    QCOMPARE(model.index(0, 0, calc).data().toString(), u"Hunk 1 (line 1)"_s);
    QCOMPARE(model.index(0, 1, calc).data().toString(), u"+1 -0"_s);
    QCOMPARE(model.index(1, 0, calc).data().toString(), u"Hunk 2: def total(items):"_s);
    QCOMPARE(model.index(1, 1, calc).data().toString(), u"+0 -1"_s);
    // The hunk's tooltip quotes its header as the patch has it.
    QCOMPARE(model.index(1, 0, calc).data(Qt::ToolTipRole).toString(), u"@@ -20,3 +21,2 @@ def total(items):"_s);
    QCOMPARE(model.index(1, 0, calc).data(PatchFileListModel::FileIndexRole).toInt(), 0);
    QCOMPARE(model.index(1, 1, calc).data(PatchFileListModel::HunkRole).toInt(), 1);
    QCOMPARE(calc.data(PatchFileListModel::HunkRole).toInt(), -1);

    const QModelIndex logo = model.index(1, 0);
    QCOMPARE(logo.data().toString(), u"logo.png"_s);
    QCOMPARE(logo.siblingAtColumn(1).data().toString(), u"binary"_s);
    QCOMPARE(model.rowCount(logo), 0);

    const QModelIndex renamed = model.index(2, 0);
    QCOMPARE(renamed.data().toString(), u"new.py"_s);
    QCOMPARE(renamed.data(Qt::ToolTipRole).toString(), u"new.py (from old.py)"_s);

    // Every file and hunk has a check box in the file column, none in the counts column.
    QVERIFY(calc.flags() & Qt::ItemIsUserCheckable);
    QVERIFY(model.index(0, 0, calc).flags() & Qt::ItemIsUserCheckable);
    QVERIFY(!(calc.siblingAtColumn(1).flags() & Qt::ItemIsUserCheckable));
    QCOMPARE(tick(calc), Qt::Unchecked);
    QVERIFY(!calc.siblingAtColumn(1).data(Qt::CheckStateRole).isValid());
}

void TestPatchFileListModel::tickingAHunkAndAFile()
{
    PatchFileListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPatch(patch());
    QSignalSpy viewed(&model, &PatchFileListModel::viewedChanged);
    QSignalSpy repainted(&model, &QAbstractItemModel::dataChanged);
    const QModelIndex calc = model.index(0, 0);

    // A click on a hunk's box: the hunk is viewed, the file partly.
    QVERIFY(model.setData(model.index(1, 0, calc), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(viewed.size(), 1);
    QCOMPARE(viewed[0], (QVariantList{u"calc.py"_s, 1, true}));
    QCOMPARE(tick(model.index(1, 0, calc)), Qt::Checked);
    QCOMPARE(tick(calc), Qt::PartiallyChecked);
    QVERIFY(model.isViewed(0, 1));
    QVERIFY(!model.isViewed(0));
    // The file's row repaints too, since its box changed.
    const bool fileRepainted = std::any_of(repainted.cbegin(), repainted.cend(), [&](const QList<QVariant> &args) {
        return args[0].toModelIndex() == calc && args[2].value<QList<int>>().contains(Qt::CheckStateRole);
    });
    QVERIFY(fileRepainted);

    // Ticking the rest completes the file, which is reported once.
    QVERIFY(model.setData(model.index(0, 0, calc), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(viewed.size(), 3);
    QCOMPARE(viewed[1], (QVariantList{u"calc.py"_s, 0, true}));
    QCOMPARE(viewed[2], (QVariantList{u"calc.py"_s, -1, true}));
    QCOMPARE(tick(calc), Qt::Checked);

    // Unticking the file unticks its hunks.
    viewed.clear();
    QVERIFY(model.setData(calc, Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(viewed.size(), 3);
    QCOMPARE(viewed.last(), (QVariantList{u"calc.py"_s, -1, false}));
    QCOMPARE(tick(model.index(0, 0, calc)), Qt::Unchecked);
    QCOMPARE(tick(model.index(1, 0, calc)), Qt::Unchecked);

    // A click on a partly checked file ticks it whole.
    QVERIFY(model.setData(model.index(0, 0, calc), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.setData(calc, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.isViewed(0, 1));
    QCOMPARE(tick(calc), Qt::Checked);

    // A file without hunks is ticked as a whole; the counts column takes no ticks.
    viewed.clear();
    QVERIFY(model.setData(model.index(1, 0), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(viewed.size(), 1);
    QCOMPARE(viewed[0], (QVariantList{u"logo.png"_s, -1, true}));
    QVERIFY(!model.setData(model.index(2, 1), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!model.isViewed(2));
}

void TestPatchFileListModel::restoringTicksIsQuiet()
{
    PatchFileListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPatch(patch());
    QSignalSpy viewed(&model, &PatchFileListModel::viewedChanged);
    model.setViewedTicks({{u"calc.py"_s, 1}, {u"new.py"_s, -1}, {u"not/in/patch.py"_s, 0}, {u"calc.py"_s, 7}});
    QCOMPARE(viewed.size(), 0);
    QCOMPARE(tick(model.index(0, 0)), Qt::PartiallyChecked);
    QCOMPARE(tick(model.index(2, 0)), Qt::Checked);
    QCOMPARE(tick(model.index(0, 0, model.index(2, 0))), Qt::Checked);
    const QList<QPair<QString, int>> ticks{{u"calc.py"_s, 1}, {u"new.py"_s, -1}, {u"new.py"_s, 0}};
    QCOMPARE(model.viewedTicks(), ticks);

    // What the model reports restores the same state elsewhere.
    PatchFileListModel other;
    other.setPatch(patch());
    other.setViewedTicks(ticks);
    QCOMPARE(other.viewedTicks(), ticks);

    model.setViewedTicks({});
    QCOMPARE(viewed.size(), 0);
    QVERIFY(model.viewedTicks().isEmpty());
    QCOMPARE(tick(model.index(2, 0)), Qt::Unchecked);
}

void TestPatchFileListModel::findsARenamedFileByItsOldPath()
{
    PatchFileListModel model;
    model.setPatch(patch());
    QCOMPARE(model.fileIndex(u"new.py"_s), 2);
    QCOMPARE(model.fileIndex(u"old.py"_s), 2);
    QCOMPARE(model.fileIndex(u"missing.py"_s), -1);
    QCOMPARE(model.fileIndex(QString()), -1);
    QCOMPARE(model.indexOf(0, 1), model.index(1, 0, model.index(0, 0)));
    QVERIFY(!model.indexOf(5).isValid());
    QVERIFY(!model.indexOf(1, 0).isValid()); // the binary file has no hunks
}

void TestPatchFileListModel::newPatchClearsTheTicks()
{
    PatchFileListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPatch(patch());
    model.setViewed(0, -1, true);
    QVERIFY(model.isViewed(0));
    model.setPatch(patch());
    QVERIFY(!model.isViewed(0));
    QVERIFY(model.viewedTicks().isEmpty());
    model.setPatch({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestPatchFileListModel)
#include "tst_patchfilelistmodel.moc"
