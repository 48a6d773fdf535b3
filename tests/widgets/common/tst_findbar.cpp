// The find bar as a user drives it: its keys in the view it serves, the text to find and the replacement, what it
// asks the view for, and the words beside the field.

#include <widgets/common/findbar.h>

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

// A view with some text in it and the bar beneath, the bar's keys live anywhere in the view.
struct Host {
    QWidget window;
    QLineEdit *text = new QLineEdit(u"the text the bar searches"_s, &window);
    FindBar *bar = new FindBar(&window);

    Host()
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(text);
        layout->addWidget(bar);
        bar->addShortcuts(&window);
        window.resize(700, 200);
        window.show();
    }

    template <typename T> T *child(const QString &name) const { return bar->findChild<T *>(name); }
    QLineEdit *findField() const { return child<QLineEdit>(u"findField"_s); }
    QLineEdit *replaceField() const { return child<QLineEdit>(u"replaceField"_s); }
};

} // namespace

class TestFindBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keysAskTheViewToOpenIt();
    void opensToFindOrToReplace();
    void asksForMatches();
    void escapeClosesOnlyWhileOpen();
    void showsTheStatus();
};

void TestFindBar::keysAskTheViewToOpenIt()
{
    Host host;
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    QVERIFY(host.bar->isHidden());
    QSignalSpy open(host.bar, &FindBar::openRequested);
    QSignalSpy find(host.bar, &FindBar::findRequested);
    host.text->setFocus();
    QTRY_VERIFY(host.text->hasFocus());

    QTest::keyClick(host.text, Qt::Key_F, Qt::ControlModifier);
    QTest::keyClick(host.text, Qt::Key_H, Qt::ControlModifier);
    QCOMPARE(open.size(), 2);
    QCOMPARE(open[0].at(0).toBool(), false);
    QCOMPARE(open[1].at(0).toBool(), true);
    // The bar opens only when the view says so, seeded as the view likes.
    QVERIFY(host.bar->isHidden());

    QTest::keyClick(host.text, Qt::Key_F3);
    QTest::keyClick(host.text, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(find.size(), 2);
    QCOMPARE(find[0].at(0).toBool(), true);
    QCOMPARE(find[1].at(0).toBool(), false);
}

void TestFindBar::opensToFindOrToReplace()
{
    Host host;
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    host.bar->open(false, u"bar"_s);
    QVERIFY(host.bar->isVisible());
    QVERIFY(!host.child<QWidget>(u"replaceRow"_s)->isVisible());
    QCOMPARE(host.bar->findText(), u"bar"_s);
    QTRY_VERIFY(host.findField()->hasFocus());
    // Typing replaces the seed.
    QCOMPARE(host.findField()->selectedText(), u"bar"_s);

    // With something to find, the replacement gets the focus.
    host.bar->open(true);
    QVERIFY(host.child<QWidget>(u"replaceRow"_s)->isVisible());
    QCOMPARE(host.bar->findText(), u"bar"_s);
    QTRY_VERIFY(host.replaceField()->hasFocus());
    QTest::keyClicks(host.replaceField(), u"baz"_s);
    QCOMPARE(host.bar->replaceText(), u"baz"_s);

    // Nothing to find yet: the text to find gets the focus first.
    Host empty;
    QVERIFY(QTest::qWaitForWindowExposed(&empty.window));
    empty.bar->open(true);
    QTRY_VERIFY(empty.findField()->hasFocus());
}

void TestFindBar::asksForMatches()
{
    Host host;
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    host.bar->open(true);
    QSignalSpy query(host.bar, &FindBar::queryChanged);
    QSignalSpy find(host.bar, &FindBar::findRequested);
    QSignalSpy replace(host.bar, &FindBar::replaceRequested);
    QSignalSpy replaceAll(host.bar, &FindBar::replaceAllRequested);

    QTest::keyClicks(host.findField(), u"the"_s);
    QCOMPARE(query.size(), 3); // each key searches again
    QCOMPARE(host.bar->findText(), u"the"_s);
    host.child<QCheckBox>(u"findCaseSensitive"_s)->click();
    QVERIFY(host.bar->isCaseSensitive());
    host.child<QCheckBox>(u"findWholeWord"_s)->click();
    QVERIFY(host.bar->isWholeWords());
    QCOMPARE(query.size(), 5);

    QTest::keyClick(host.findField(), Qt::Key_Return);
    QTest::keyClick(host.findField(), Qt::Key_Return, Qt::ShiftModifier);
    host.child<QToolButton>(u"findNextButton"_s)->click();
    host.child<QToolButton>(u"findPreviousButton"_s)->click();
    QCOMPARE(find.size(), 4);
    QCOMPARE(find[0].at(0).toBool(), true);
    QCOMPARE(find[1].at(0).toBool(), false);
    QCOMPARE(find[2].at(0).toBool(), true);
    QCOMPARE(find[3].at(0).toBool(), false);

    QTest::keyClick(host.replaceField(), Qt::Key_Return);
    host.child<QPushButton>(u"replaceButton"_s)->click();
    QCOMPARE(replace.size(), 2);
    QTest::mouseClick(host.child<QPushButton>(u"replaceAllButton"_s), Qt::LeftButton);
    QCOMPARE(replaceAll.size(), 1);
    // Enter never reaches the view's default button or the field's own handling.
    QCOMPARE(host.bar->findText(), u"the"_s);
}

void TestFindBar::escapeClosesOnlyWhileOpen()
{
    Host host;
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    QSignalSpy closed(host.bar, &FindBar::closed);
    host.text->setFocus();
    QTRY_VERIFY(host.text->hasFocus());
    QTest::keyClick(host.text, Qt::Key_Escape);
    QCOMPARE(closed.size(), 0);

    host.bar->open(false);
    QTRY_VERIFY(host.findField()->hasFocus());
    QTest::keyClick(host.findField(), Qt::Key_Escape);
    QCOMPARE(closed.size(), 1);
    QVERIFY(host.bar->isHidden());

    // Escape is the view's again once the bar is closed.
    host.text->setFocus();
    QTRY_VERIFY(host.text->hasFocus());
    QTest::keyClick(host.text, Qt::Key_Escape);
    QCOMPARE(closed.size(), 1);

    host.bar->open(false);
    host.child<QToolButton>(u"findCloseButton"_s)->click();
    QCOMPARE(closed.size(), 2);
    QVERIFY(host.bar->isHidden());
}

void TestFindBar::showsTheStatus()
{
    Host host;
    QVERIFY(QTest::qWaitForWindowExposed(&host.window));
    host.bar->open(false);
    auto *status = host.child<QLabel>(u"findMatchCount"_s);
    host.bar->setStatus(u"3 of 12"_s);
    QCOMPARE(status->text(), u"3 of 12"_s);
    QCOMPARE(host.bar->status(), u"3 of 12"_s);
    // The words are shown as they are, never as markup.
    QCOMPARE(status->textFormat(), Qt::PlainText);
    // "No matches" fits without the field jumping.
    QVERIFY(status->minimumWidth() >= status->fontMetrics().horizontalAdvance(u"No matches"_s));
}

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
