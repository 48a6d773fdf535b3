// Finding and replacing in a QsciScintilla through the find bar, as a user does it: the count beside the field, the
// selection walking the matches and wrapping around, match case and whole words, replacing one match or all of
// them as one undo step, and a read-only text left alone.

#include <widgets/common/findbar.h>
#include <widgets/common/scintillafinder.h>

#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

const QString kText = u"coin = Coin(1)\ncoins = [coin, coin]\nprint(COIN)\n"_s;

struct Editor {
    QWidget window;
    QsciScintilla *text = new QsciScintilla(&window);
    FindBar *bar = new FindBar(&window);
    ScintillaFinder *finder = new ScintillaFinder(text, bar, &window);

    Editor()
    {
        text->setUtf8(true);
        text->setText(kText);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(text, 1);
        layout->addWidget(bar);
        bar->addShortcuts(&window);
        window.resize(800, 400);
        window.show();
    }

    QLineEdit *findField() const { return bar->findChild<QLineEdit *>(u"findField"_s); }
    QLineEdit *replaceField() const { return bar->findChild<QLineEdit *>(u"replaceField"_s); }
};

} // namespace

class TestScintillaFinder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void walksTheMatches();
    void caseAndWholeWords();
    void seedsFromTheSelection();
    void replacesOneAndAll();
    void leavesReadOnlyTextAlone();
    void countsAgainAfterAnEdit();
};

void TestScintillaFinder::walksTheMatches()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.text->setFocus();
    QTest::keyClick(e.text, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(e.bar->isVisible());
    QTRY_VERIFY(e.findField()->hasFocus());
    QCOMPARE(e.bar->status(), QString()); // nothing to find yet

    // "coin" is in "coin", "Coin", "coins", "coin", "coin" and "COIN".
    QTest::keyClicks(e.findField(), u"coin"_s);
    QCOMPARE(e.finder->matches().size(), 6);
    QCOMPARE(e.bar->status(), u"1 of 6"_s);
    QCOMPARE(e.text->selectedText(), u"coin"_s);
    QTest::keyClick(e.findField(), Qt::Key_Return);
    QCOMPARE(e.bar->status(), u"2 of 6"_s);
    QCOMPARE(e.text->selectedText(), u"Coin"_s);
    QTest::keyClick(e.findField(), Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(e.findField(), Qt::Key_F3, Qt::ShiftModifier); // wraps to the last
    QCOMPARE(e.bar->status(), u"6 of 6"_s);
    QCOMPARE(e.text->selectedText(), u"COIN"_s);
    QTest::keyClick(e.findField(), Qt::Key_F3); // and round to the first
    QCOMPARE(e.bar->status(), u"1 of 6"_s);

    QTest::keyClicks(e.findField(), u"age"_s);
    QCOMPARE(e.bar->status(), u"No matches"_s);

    // Closing gives the text the focus back.
    QTest::keyClick(e.findField(), Qt::Key_Escape);
    QVERIFY(!e.bar->isVisible());
    QTRY_VERIFY(e.text->hasFocus());
}

void TestScintillaFinder::caseAndWholeWords()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.bar->open(false, u"coin"_s);
    e.bar->findChild<QCheckBox *>(u"findCaseSensitive"_s)->click();
    QCOMPARE(e.bar->status(), u"1 of 4"_s); // coin, coins, coin, coin
    e.bar->findChild<QCheckBox *>(u"findWholeWord"_s)->click();
    QCOMPARE(e.bar->status(), u"1 of 3"_s); // not "coins"
    QTest::keyClick(e.findField(), Qt::Key_Return);
    int line = -1, index = -1;
    e.text->getCursorPosition(&line, &index);
    QCOMPARE(line, 1);
    QCOMPARE(e.text->selectedText(), u"coin"_s);
}

void TestScintillaFinder::seedsFromTheSelection()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.text->setSelection(2, 6, 2, 10); // "COIN"
    e.text->setFocus();
    QTest::keyClick(e.text, Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(e.bar->findText(), u"COIN"_s);
    QCOMPARE(e.bar->status(), u"6 of 6"_s);

    // A selection over several lines is no text to find.
    e.bar->dismiss();
    e.text->setSelection(0, 0, 1, 3);
    e.text->setFocus();
    QTest::keyClick(e.text, Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(e.bar->findText(), u"COIN"_s);
}

void TestScintillaFinder::replacesOneAndAll()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.text->setFocus();
    QTest::keyClick(e.text, Qt::Key_H, Qt::ControlModifier);
    QTest::keyClicks(e.findField(), u"coin"_s);
    e.bar->findChild<QCheckBox *>(u"findCaseSensitive"_s)->click();
    QCOMPARE(e.bar->status(), u"1 of 4"_s);
    QTest::keyClicks(e.replaceField(), u"token"_s);

    // Enter replaces the selected match and moves on to the next.
    QTest::keyClick(e.replaceField(), Qt::Key_Return);
    QCOMPARE(e.text->text(), u"token = Coin(1)\ncoins = [coin, coin]\nprint(COIN)\n"_s);
    QCOMPARE(e.bar->status(), u"1 of 3"_s);
    QCOMPARE(e.text->selectedText(), u"coin"_s);

    QTest::mouseClick(e.bar->findChild<QPushButton *>(u"replaceAllButton"_s), Qt::LeftButton);
    QCOMPARE(e.text->text(), u"token = Coin(1)\ntokens = [token, token]\nprint(COIN)\n"_s);
    QCOMPARE(e.bar->status(), u"Replaced 3"_s);

    // All of them come back with one undo.
    e.text->undo();
    QCOMPARE(e.text->text(), u"token = Coin(1)\ncoins = [coin, coin]\nprint(COIN)\n"_s);
}

void TestScintillaFinder::leavesReadOnlyTextAlone()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.text->setReadOnly(true);
    e.bar->open(true, u"coin"_s);
    e.bar->findChild<QLineEdit *>(u"replaceField"_s)->setText(u"token"_s);
    e.bar->findChild<QPushButton *>(u"replaceButton"_s)->click();
    e.bar->findChild<QPushButton *>(u"replaceAllButton"_s)->click();
    QCOMPARE(e.text->text(), kText);
}

void TestScintillaFinder::countsAgainAfterAnEdit()
{
    Editor e;
    QVERIFY(QTest::qWaitForWindowExposed(&e.window));
    e.bar->open(false, u"coin"_s);
    QTest::keyClick(e.findField(), Qt::Key_Return);
    QCOMPARE(e.bar->status(), u"1 of 6"_s);
    e.text->append(u"coin\n"_s);
    e.finder->refresh();
    QCOMPARE(e.bar->status(), u"1 of 7"_s);

    // A closed bar is not counted.
    e.bar->dismiss();
    e.text->append(u"coin\n"_s);
    e.finder->refresh();
    QCOMPARE(e.bar->status(), u"1 of 7"_s);
}

QTEST_MAIN(TestScintillaFinder)
#include "tst_scintillafinder.moc"
