// The patch compare view on the patches of the demo's coin-hours-split task (resources/demo).

#include <widgets/diff/patchcompareview.h>

#include <core/dataset/datasetio.h>
#include <core/patch/patchparser.h>

#include <Qsci/qsciscintilla.h>

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

const Task &demoTask()
{
    static const Task task = [] {
        Result<Task> loaded = loadTask(QStringLiteral(HEDDLE_SOURCE_DIR) + u"/resources/demo"_s, u"coin-hours-split"_s);
        if (!loaded)
            qFatal("%s", qPrintable(loaded.error().toString()));
        return *loaded;
    }();
    return task;
}

Patch patchOf(const QString &owner)
{
    QByteArray text = demoTask().referencePatch;
    for (const Attempt &attempt : demoTask().attempts) {
        if (attempt.id == owner)
            text = attempt.patch;
    }
    return *parsePatch(text);
}

QTreeWidgetItem *row(QTreeWidget *list, const QString &path)
{
    for (int r = 0; r < list->topLevelItemCount(); ++r) {
        if (list->topLevelItem(r)->text(0) == path)
            return list->topLevelItem(r);
    }
    return nullptr;
}

QString allText(QsciScintilla *editor)
{
    return editor->text();
}

} // namespace

class TestPatchCompareView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aPatchAgainstItselfIsIdentical();
    void referenceAgainstAnAttempt();
    void choices();
};

void TestPatchCompareView::aPatchAgainstItselfIsIdentical()
{
    PatchCompareView view;
    const Patch reference = patchOf(QString());
    view.setPatches(u"Reference"_s, reference, u"Reference again"_s, reference);
    auto *list = view.findChild<QTreeWidget *>(u"compareFiles"_s);
    QVERIFY(list);
    QCOMPARE(list->topLevelItemCount(), reference.files.size());
    for (int r = 0; r < list->topLevelItemCount(); ++r)
        QCOMPARE(list->topLevelItem(r)->text(1), u"= identical"_s);
    QCOMPARE(view.findChild<QLabel *>(u"compareSummary"_s)->text(),
             u"Reference vs Reference again: the same change (3 files)"_s);
    // Both sides show the hunks as shared, with no mark of a difference.
    auto *a = view.findChild<QsciScintilla *>(u"compareEditorA"_s);
    QVERIFY(allText(a).contains(u"= also in Reference again"_s));
    QVERIFY(!allText(a).contains(u"◆ only in"_s));
}

void TestPatchCompareView::referenceAgainstAnAttempt()
{
    // Find an attempt that differs from the reference, and check the view shows what the comparison says.
    const Patch reference = patchOf(QString());
    QString owner;
    PatchComparison expected;
    for (const Attempt &attempt : demoTask().attempts) {
        expected = comparePatches(patchOf(attempt.id), reference);
        if (expected.count(FileComparison::Status::Different) > 0) {
            owner = attempt.id;
            break;
        }
    }
    QVERIFY(!owner.isEmpty());

    PatchCompareView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy fileSpy(&view, &PatchCompareView::currentFileChanged);
    view.setPatches(owner, patchOf(owner), u"Reference"_s, reference);
    auto *list = view.findChild<QTreeWidget *>(u"compareFiles"_s);
    QString differing;
    for (const FileComparison &file : std::as_const(expected.files)) {
        QTreeWidgetItem *item = row(list, file.path);
        QVERIFY(item);
        if (file.status == FileComparison::Status::Identical) {
            QCOMPARE(item->text(1), u"= identical"_s);
            continue;
        }
        QCOMPARE(file.status, FileComparison::Status::Different);
        QVERIFY2(item->text(1).startsWith(u"≠ differs: "_s), qPrintable(item->text(1)));
        if (!file.hunksOnlyInA.isEmpty())
            QVERIFY(item->text(1).contains(u" only in %1"_s.arg(owner)));
        if (!file.hunksOnlyInB.isEmpty())
            QVERIFY(item->text(1).contains(u" only in Reference"_s));
        if (differing.isEmpty())
            differing = file.path;
    }
    // The first differing file is shown first.
    QCOMPARE(view.currentFile(), differing);
    QCOMPARE(fileSpy.size(), 1);
    const QString summary = view.findChild<QLabel *>(u"compareSummary"_s)->text();
    QVERIFY2(summary.startsWith(u"%1 vs Reference: "_s.arg(owner)), qPrintable(summary));
    QVERIFY2(summary.contains(u"differ"_s), qPrintable(summary));

    // The hunks only in the attempt are marked on its side; the reference's own on the other.
    const FileComparison &file = expected.files[int(std::distance(
        expected.files.cbegin(), std::find_if(expected.files.cbegin(), expected.files.cend(),
                                              [&](const FileComparison &f) { return f.path == differing; })))];
    auto *a = view.findChild<QsciScintilla *>(u"compareEditorA"_s);
    auto *b = view.findChild<QsciScintilla *>(u"compareEditorB"_s);
    QCOMPARE(allText(a).count(u"◆ only in %1"_s.arg(owner)), file.hunksOnlyInA.size());
    QCOMPARE(allText(b).count(u"◆ only in Reference"_s), file.hunksOnlyInB.size());
    const PatchFile &attemptFile = patchOf(owner).files[file.fileInA];
    QCOMPARE(allText(a).count(u"= also in Reference"_s), attemptFile.hunks.size() - file.hunksOnlyInA.size());

    // Choosing another file in the list shows it.
    const QString other =
        expected.files.first().path == differing ? expected.files.last().path : expected.files.first().path;
    list->setFocus();
    list->setCurrentItem(row(list, other));
    QCOMPARE(view.currentFile(), other);
    QCOMPARE(fileSpy.size(), 2);
}

void TestPatchCompareView::choices()
{
    PatchCompareView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *left = view.findChild<QComboBox *>(u"compareLeft"_s);
    auto *right = view.findChild<QComboBox *>(u"compareRight"_s);
    QVERIFY(left && right);
    QVERIFY(!left->isVisible());
    QSignalSpy spy(&view, &PatchCompareView::choiceChanged);
    view.setChoices({u"Reference"_s, u"gpt-4o #0"_s, u"gpt-4o #1"_s}, 2, 0);
    QVERIFY(left->isVisible());
    QCOMPARE(view.choice(), qMakePair(2, 0));
    QCOMPARE(spy.size(), 0);

    // The user picks with the keyboard.
    right->setFocus();
    QTest::keyClick(right, Qt::Key_Down);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0], (QVariantList{2, 1}));
}

QTEST_MAIN(TestPatchCompareView)
#include "tst_patchcompareview.moc"
