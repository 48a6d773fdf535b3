// The presentation of the coin-hours-split task of the demo dataset (resources/demo): keys move between the beats, each
// beat shows its part of the task as plain text, and a new arrangement of the beats is followed.
#include <core/dataset/datasetio.h>
#include <core/present/presentation.h>
#include <tests/support/fixtures.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/present/beatpages.h>
#include <widgets/present/presentationview.h>
#include <widgets/specgraph/specgraphview.h>

#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestPresentationView : public QObject
{
    Q_OBJECT

    Presentation m_presentation;

    int indexOf(const PresentationView &view, const QString &beatId)
    {
        const QList<Beat> &beats = view.beats();
        for (int i = 0; i < beats.size(); ++i)
            if (beats.at(i).id == beatId)
                return i;
        return -1;
    }

    QString counter(const PresentationView &view) { return view.findChild<QLabel *>(u"beatCounter"_s)->text(); }

private Q_SLOTS:
    void initTestCase()
    {
        Result<Task> task = loadTask(demoSourcePath(), u"coin-hours-split"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        m_presentation = loadPresentation(demoSourcePath(), *task, {});
        QCOMPARE(m_presentation.shown().size(), 17);
    }

    void keysMoveBetweenBeats()
    {
        PresentationView view;
        view.resize(1200, 800);
        view.setPresentation(m_presentation);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.currentBeat(), 0);
        QCOMPARE(counter(view), u"1 / 17  Query"_s);
        QCOMPARE(view.findChild<QLabel *>(u"presentedTaskId"_s)->text(), u"coin-hours-split"_s);

        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(counter(view), u"2 / 17  Specs: functional"_s);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QCOMPARE(view.currentBeat(), 3);
        QTest::keyClick(&view, Qt::Key_Left);
        QTest::keyClick(&view, Qt::Key_Backspace);
        QCOMPARE(view.currentBeat(), 1);
        QTest::keyClick(&view, Qt::Key_PageUp);
        QCOMPARE(view.currentBeat(), 0);
        QTest::keyClick(&view, Qt::Key_PageUp); // nothing before the first
        QCOMPARE(view.currentBeat(), 0);
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(counter(view), u"17 / 17  Validation"_s);
        QTest::keyClick(&view, Qt::Key_Space); // nothing after the last
        QCOMPARE(view.currentBeat(), 16);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.currentBeat(), 0);
        QTest::keyClick(&view, Qt::Key_7);
        QCOMPARE(view.currentBeat(), 6);
        QCOMPARE(counter(view), u"7 / 17  Interactions of S1"_s);

        QSignalSpy leave(&view, &PresentationView::leaveRequested);
        QSignalSpy arrange(&view, &PresentationView::arrangeRequested);
        QTest::keyClick(&view, Qt::Key_B);
        QCOMPARE(arrange.size(), 1);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(leave.size(), 1);
    }

    void eachBeatShowsItsPart()
    {
        PresentationView view;
        view.resize(1400, 900);
        view.setPresentation(m_presentation);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        BeatPages *pages = view.pages();

        QCOMPARE(pages->currentWidget(), pages->textView());
        QVERIFY(pages->textView()->toPlainText().startsWith(u"Wallets can only pay one address"_s));
        // The text is larger than a window's: sized to the screen.
        QVERIFY2(pages->textView()->font().pixelSize() >= 20,
                 qPrintable(QString::number(pages->textView()->font().pixelSize())));

        view.setCurrentBeat(indexOf(view, u"specs:functional"_s));
        const QString specs = pages->textView()->toPlainText();
        QVERIFY(specs.contains(u"S1  Proportional split"_s));
        QVERIFY(specs.contains(u"S11"_s));
        QVERIFY(!specs.contains(u"S3 "_s));             // an order spec
        QVERIFY(specs.contains(u"No covering test"_s)); // S11

        view.setCurrentBeat(indexOf(view, u"graph:S4"_s));
        QCOMPARE(pages->currentWidget(), pages->graphView()->parentWidget());
        QCOMPARE(pages->graphView()->activeSpec(), u"S4"_s);
        QCOMPARE(pages->graphView()->nodeState(u"S3"_s), SpecGraphView::NodeState::Neighbour);
        QCOMPARE(pages->graphView()->nodeState(u"S10"_s), SpecGraphView::NodeState::Dimmed);
        // Labels read from the back of the room: larger than the window's least size.
        QVERIFY2(pages->graphView()->labelPixelSize() >= 15,
                 qPrintable(QString::number(pages->graphView()->labelPixelSize())));

        view.setCurrentBeat(indexOf(view, u"matrix"_s));
        QCOMPARE(pages->currentWidget(), pages->matrixView());
        QVERIFY(pages->matrixView()->summaryText().contains(u"16 tests"_s));

        view.setCurrentBeat(indexOf(view, u"flag:F2"_s));
        QCOMPARE(counter(view), u"%1 / 17  Flag F2 (FN)"_s.arg(indexOf(view, u"flag:F2"_s) + 1));
        QVERIFY(pages->flagHeader()->text().startsWith(u"False negative"_s));
        const QList<QPlainTextEdit *> evidence = pages->evidenceViews();
        QCOMPARE(evidence.size(), 3);
        // The chain's order: the step, the hunk, the test line.
        QVERIFY(evidence.at(1)->toPlainText().startsWith(u"@@ "_s));
        QVERIFY(evidence.at(2)->toPlainText().contains(u"40  "_s));
        QCOMPARE(evidence.at(2)->extraSelections().size(), 1);
        for (QPlainTextEdit *e : evidence)
            QVERIFY(e->isVisible());

        view.setCurrentBeat(indexOf(view, u"validation"_s));
        QVERIFY(view.findChild<QLabel *>(u"beatValidationNote"_s)->text().contains(u"not been validated"_s));
        QVERIFY(!pages->validationTable()->isVisible());
    }

    void taskTextIsNeverMarkup()
    {
        Presentation p = m_presentation;
        p.task.query = u"<b>bold</b> & <img src=x>"_s;
        p.task.flags[0].rationale = u"<i>not italic</i>"_s;
        PresentationView view;
        view.resize(900, 600);
        view.setPresentation(p);
        view.show();
        QCOMPARE(view.pages()->textView()->toPlainText(), p.task.query);
        view.setCurrentBeat(indexOf(view, u"flag:F1"_s));
        QVERIFY(view.pages()->flagHeader()->text().contains(u"<i>not italic</i>"_s));
        QCOMPARE(view.pages()->flagHeader()->textFormat(), Qt::PlainText);
    }

    // A task with nothing but an id still presents: its query says it is missing, and no beat is empty of words.
    void aBareTaskStillPresents()
    {
        Task bare;
        bare.id = u"bare"_s;
        PresentationView view;
        view.resize(900, 600);
        view.setPresentation(loadPresentation(demoSourcePath(), bare, {}));
        view.show();
        QCOMPARE(view.beats().size(), 3); // the query, the matrix, the validation
        QCOMPARE(view.pages()->textView()->toPlainText(), u"The task has no query."_s);
        QTest::keyClick(&view, Qt::Key_End);
        QVERIFY(!view.findChild<QLabel *>(u"beatValidationNote"_s)->text().isEmpty());
    }

    void followsANewArrangement()
    {
        PresentationView view;
        view.resize(900, 600);
        view.setPresentation(m_presentation);
        view.show();
        view.setCurrentBeat(indexOf(view, u"matrix"_s));
        QList<ArrangedBeat> arranged = m_presentation.beats;
        arranged[0].skipped = true;            // the query
        arranged.move(arranged.size() - 1, 0); // the validation first
        view.setArrangement(arranged);
        QCOMPARE(view.beats().size(), 16);
        QCOMPARE(view.beats().first().id, u"validation"_s);
        QCOMPARE(indexOf(view, u"query"_s), -1);
        // Still on the matrix, wherever it went.
        QCOMPARE(view.beats().at(view.currentBeat()).id, u"matrix"_s);
        QVERIFY(counter(view).endsWith(u"/ 16  Attempts × tests"_s));
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(counter(view), u"1 / 16  Validation"_s);
    }
};

QTEST_MAIN(TestPresentationView)
#include "tst_presentationview.moc"
