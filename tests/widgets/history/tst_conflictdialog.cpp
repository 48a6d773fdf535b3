// The conflict dialog: two conflicting files, the choices and the bytes each gives, contents with markup shown
// literally, a file deleted on one side, and the tint of changed lines on screen.

#include <widgets/history/conflictdialog.h>

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

const QByteArray kBaseTest = "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 2\n";
const QByteArray kOursTest = "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 + 2 == 4\n";
const QByteArray kTheirsTest = "import math\n\n\ndef test_one():\n    assert 1 == 1\n\n\ndef test_two():\n"
                               "    assert math.sqrt(4) == 2\n";

SyncConflict reviewConflict()
{
    SyncConflict c;
    c.path = u"tasks/a/review.json"_s;
    c.repositoryPath = u"data/tasks/a/review.json"_s;
    c.base = "{\n  \"flags\": [],\n  \"note\": \"first\"\n}\n";
    c.ours = "{\n  \"flags\": [\"weak-tests\"],\n  \"note\": \"<b>bold</b> claim\"\n}\n";
    c.theirs = "{\n  \"flags\": [],\n  \"note\": \"checked by the remote\"\n}\n";
    return c;
}

SyncConflict testConflict()
{
    SyncConflict c;
    c.path = u"tasks/a/test-files/t.py"_s;
    c.repositoryPath = u"data/tasks/a/test-files/t.py"_s;
    c.base = kBaseTest;
    c.ours = kOursTest;
    c.theirs = kTheirsTest;
    return c;
}

QList<int> markedLines(QsciScintilla *editor)
{
    QList<int> lines;
    for (int line = 0; line < editor->lines(); ++line) {
        if (editor->markersAtLine(line) & 1)
            lines << line;
    }
    return lines;
}

// A point at the right end of line's row, in the editor's own coordinates: past any text, where only the line's
// background is drawn.
QPoint lineEnd(QsciScintilla *editor, int line)
{
    const long position = editor->positionFromLineIndex(line, 0);
    const int top = int(editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, position));
    const int height = int(editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, static_cast<unsigned long>(line)));
    return editor->viewport()->mapTo(editor, QPoint(editor->viewport()->width() - 4, top + height / 2));
}

} // namespace

class TestConflictDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void okOnlyWhenEveryFileIsResolved();
    void choicesGiveTheRightBytes();
    void editStartsFromASide();
    void marksLinesChangedFromTheBase();
    void baseToggle();
    void markupShowsLiterally();
    void deletedOnOneSide();
    void changedLinesAreTintedOnScreen();
};

void TestConflictDialog::okOnlyWhenEveryFileIsResolved()
{
    ConflictDialog dialog;
    dialog.setConflicts({reviewConflict(), testConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget *list = dialog.conflictList();
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), u"tasks/a/review.json"_s);
    QCOMPARE(list->topLevelItem(1)->text(0), u"tasks/a/test-files/t.py"_s);
    QCOMPARE(list->topLevelItem(0)->text(1), u"unresolved"_s);
    QCOMPARE(list->topLevelItem(1)->text(1), u"unresolved"_s);
    QCOMPARE(dialog.currentKey(), u"tasks/a/review.json"_s);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.resolutions().isEmpty());

    QTest::mouseClick(dialog.keepOursButton(), Qt::LeftButton);
    QCOMPARE(list->topLevelItem(0)->text(1), u"ours"_s);
    QVERIFY(!dialog.okButton()->isEnabled());

    // Enter on OK does nothing while a file is unresolved.
    QTest::keyClick(&dialog, Qt::Key_Return);
    QVERIFY(dialog.isVisible());

    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(dialog.currentKey(), u"tasks/a/test-files/t.py"_s);
    QVERIFY(!dialog.keepTheirsButton()->isChecked());
    QTest::mouseClick(dialog.keepTheirsButton(), Qt::LeftButton);
    QCOMPARE(list->topLevelItem(1)->text(1), u"theirs"_s);
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(dialog.findChild<QLabel *>(u"conflictProgress"_s)->text().contains(u"2 of 2"_s));

    // A new set of conflicts starts unresolved again.
    dialog.setConflicts({testConflict()});
    QVERIFY(!dialog.okButton()->isEnabled());
    QCOMPARE(dialog.resolution(u"tasks/a/test-files/t.py"_s), ConflictDialog::Resolution::Unresolved);
}

void TestConflictDialog::choicesGiveTheRightBytes()
{
    ConflictDialog dialog;
    dialog.setConflicts({reviewConflict(), testConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy accepted(&dialog, &QDialog::accepted);

    dialog.setCurrentKey(u"tasks/a/review.json"_s);
    QTest::mouseClick(dialog.keepTheirsButton(), Qt::LeftButton);
    dialog.setCurrentKey(u"tasks/a/test-files/t.py"_s);
    QTest::mouseClick(dialog.keepOursButton(), Qt::LeftButton);
    QHash<QString, QByteArray> expected{{u"tasks/a/review.json"_s, reviewConflict().theirs},
                                        {u"tasks/a/test-files/t.py"_s, kOursTest}};
    QCOMPARE(dialog.resolutions(), expected);

    // Changing one's mind replaces the choice.
    dialog.setCurrentKey(u"tasks/a/review.json"_s);
    QVERIFY(dialog.keepTheirsButton()->isChecked());
    QTest::mouseClick(dialog.keepOursButton(), Qt::LeftButton);
    QVERIFY(dialog.keepOursButton()->isChecked());
    QVERIFY(!dialog.keepTheirsButton()->isChecked());
    expected[u"tasks/a/review.json"_s] = reviewConflict().ours;
    QCOMPARE(dialog.resolutions(), expected);

    QTest::mouseClick(dialog.okButton(), Qt::LeftButton);
    QCOMPARE(accepted.size(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestConflictDialog::editStartsFromASide()
{
    ConflictDialog dialog;
    dialog.setConflicts({reviewConflict(), testConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setCurrentKey(u"tasks/a/test-files/t.py"_s);
    QVERIFY(!dialog.resolutionEditor()->isVisible());

    dialog.editFromTheirsAction()->trigger();
    QCOMPARE(dialog.resolution(u"tasks/a/test-files/t.py"_s), ConflictDialog::Resolution::Edited);
    QCOMPARE(dialog.conflictList()->topLevelItem(1)->text(1), u"edited"_s);
    QsciScintilla *editor = dialog.resolutionEditor();
    QVERIFY(editor->isVisible());
    QVERIFY(!editor->isReadOnly());
    QCOMPARE(editor->text().toUtf8(), kTheirsTest);
    QCOMPARE(dialog.resolutions().value(u"tasks/a/test-files/t.py"_s), kTheirsTest);

    editor->setFocus();
    editor->SendScintilla(QsciScintilla::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, u"# merged by hand"_s);
    QCOMPARE(dialog.resolutions().value(u"tasks/a/test-files/t.py"_s), kTheirsTest + "# merged by hand");
    QVERIFY(!dialog.okButton()->isEnabled()); // review.json is still open

    // The edit stays with its file while another file is looked at.
    dialog.setCurrentKey(u"tasks/a/review.json"_s);
    QVERIFY(!editor->isVisible());
    dialog.editFromOursAction()->trigger();
    QCOMPARE(editor->text().toUtf8(), reviewConflict().ours);
    QVERIFY(dialog.okButton()->isEnabled());
    dialog.setCurrentKey(u"tasks/a/test-files/t.py"_s);
    QCOMPARE(editor->text().toUtf8(), kTheirsTest + "# merged by hand");
    const QHash<QString, QByteArray> expected{{u"tasks/a/review.json"_s, reviewConflict().ours},
                                              {u"tasks/a/test-files/t.py"_s, kTheirsTest + "# merged by hand"}};
    QCOMPARE(dialog.resolutions(), expected);
}

void TestConflictDialog::marksLinesChangedFromTheBase()
{
    ConflictDialog dialog;
    dialog.setConflicts({testConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.oursEditor()->text().toUtf8(), kOursTest);
    QCOMPARE(dialog.theirsEditor()->text().toUtf8(), kTheirsTest);
    QVERIFY(dialog.oursEditor()->isReadOnly());
    QVERIFY(dialog.theirsEditor()->isReadOnly());
    QCOMPARE(markedLines(dialog.oursEditor()), (QList<int>{5}));
    QCOMPARE(markedLines(dialog.theirsEditor()), (QList<int>{0, 1, 2, 8}));
    QVERIFY(dialog.findChild<QLabel *>(u"theirsTitle"_s)->text().contains(u"4 changed line"_s));
    QVERIFY(dialog.oursEditor()->marginLineNumbers(0));
    QVERIFY(dialog.oursEditor()->marginWidth(0) > 0);
    QVERIFY(dialog.oursEditor()->lexer()); // Python colours for a .py file
}

void TestConflictDialog::baseToggle()
{
    ConflictDialog dialog;
    dialog.setConflicts({testConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.baseEditor()->isVisible());
    QTest::mouseClick(dialog.baseToggle(), Qt::LeftButton);
    QVERIFY(dialog.baseEditor()->isVisible());
    QCOMPARE(dialog.baseEditor()->text().toUtf8(), kBaseTest);
    QTest::mouseClick(dialog.baseToggle(), Qt::LeftButton);
    QVERIFY(!dialog.baseEditor()->isVisible());
    QCOMPARE(dialog.resolution(u"tasks/a/test-files/t.py"_s), ConflictDialog::Resolution::Unresolved);
}

void TestConflictDialog::markupShowsLiterally()
{
    SyncConflict markup = reviewConflict();
    markup.path = u"tasks/a/<b>bold</b>.md"_s;
    ConflictDialog dialog;
    dialog.setConflicts({markup});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.oursEditor()->text().contains(u"\"note\": \"<b>bold</b> claim\""_s));
    QCOMPARE(dialog.conflictList()->topLevelItem(0)->text(0), u"tasks/a/<b>bold</b>.md"_s);
    auto *path = dialog.findChild<QLabel *>(u"conflictPath"_s);
    QCOMPARE(path->text(), u"tasks/a/<b>bold</b>.md"_s);
    QCOMPARE(path->textFormat(), Qt::PlainText);
    QTest::mouseClick(dialog.keepOursButton(), Qt::LeftButton);
    QCOMPARE(dialog.resolutions().value(u"tasks/a/<b>bold</b>.md"_s), markup.ours);
}

void TestConflictDialog::deletedOnOneSide()
{
    SyncConflict deleted = testConflict();
    deleted.theirs.clear();
    deleted.inTheirs = false;
    SyncConflict outside = reviewConflict();
    outside.path.clear(); // outside the dataset: keyed by its repository path
    outside.ours.clear();
    outside.inOurs = false;

    ConflictDialog dialog;
    dialog.setConflicts({deleted, outside});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setCurrentKey(u"tasks/a/test-files/t.py"_s);
    QVERIFY(dialog.oursEditor()->isVisible());
    QVERIFY(!dialog.theirsEditor()->isVisible());
    QVERIFY(dialog.sideNote(ConflictDialog::Side::Theirs).contains(u"deleted"_s));
    QVERIFY(dialog.sideNote(ConflictDialog::Side::Ours).isEmpty());
    QVERIFY(dialog.conflictNote().contains(u"can only keep this copy's version"_s));
    QVERIFY(!dialog.keepTheirsButton()->isEnabled());
    QVERIFY(!dialog.editButton()->isEnabled());
    QVERIFY(dialog.keepOursButton()->isEnabled());
    QCOMPARE(dialog.resolution(u"tasks/a/test-files/t.py"_s), ConflictDialog::Resolution::Unresolved);
    QTest::mouseClick(dialog.keepOursButton(), Qt::LeftButton);

    dialog.setCurrentKey(u"data/tasks/a/review.json"_s);
    QCOMPARE(dialog.currentKey(), u"data/tasks/a/review.json"_s);
    QVERIFY(dialog.conflictList()->topLevelItem(1)->text(0).contains(u"outside the dataset"_s));
    QVERIFY(!dialog.oursEditor()->isVisible());
    QVERIFY(dialog.sideNote(ConflictDialog::Side::Ours).contains(u"deleted"_s));
    QVERIFY(dialog.conflictNote().contains(u"can only keep the remote's version"_s));
    QVERIFY(!dialog.keepOursButton()->isEnabled());
    QVERIFY(!dialog.okButton()->isEnabled());
    QTest::mouseClick(dialog.keepTheirsButton(), Qt::LeftButton);
    QVERIFY(dialog.okButton()->isEnabled());
    const QHash<QString, QByteArray> expected{{u"tasks/a/test-files/t.py"_s, kOursTest},
                                              {u"data/tasks/a/review.json"_s, outside.theirs}};
    QCOMPARE(dialog.resolutions(), expected);
}

// On screen, a line that changed from the base is tinted amber in both sides; a line that did not keeps the editor's
// background.
void TestConflictDialog::changedLinesAreTintedOnScreen()
{
    ConflictDialog dialog;
    dialog.resize(1100, 650);
    dialog.setConflicts({testConflict(), reviewConflict()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setCurrentKey(u"tasks/a/test-files/t.py"_s);
    for (QsciScintilla *editor : {dialog.oursEditor(), dialog.theirsEditor()}) {
        const QList<int> marked = markedLines(editor);
        QVERIFY(!marked.isEmpty());
        int plain = 0;
        while (marked.contains(plain))
            ++plain;
        QVERIFY(plain < editor->lines());
        const QImage image = editor->grab().toImage();
        const QColor tinted = image.pixelColor(lineEnd(editor, marked.first()));
        const QColor untinted = image.pixelColor(lineEnd(editor, plain));
        QCOMPARE(untinted, editor->palette().color(QPalette::Base));
        QVERIFY2(tinted != untinted, qPrintable(tinted.name()));
        QVERIFY2(tinted.red() > tinted.blue() && tinted.green() > tinted.blue(), qPrintable(tinted.name()));
    }
}

QTEST_MAIN(TestConflictDialog)
#include "tst_conflictdialog.moc"
