// The presentation of the coin-hours-split task of the demo dataset (resources/demo): keys move between the beats, each
// beat shows its part of the task as plain text, and a new arrangement of the beats is followed.
#include <core/dataset/datasetio.h>
#include <core/present/presentation.h>
#include <tests/support/fixtures.h>
#include <widgets/matrix/attemptmatrixview.h>
#include <widgets/present/beatpages.h>
#include <widgets/present/beatsdialog.h>
#include <widgets/present/presentationview.h>
#include <widgets/specgraph/specgraphview.h>

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextEdit>

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

    // A beat at 1280 x 760, shown.
    void showAt1280(PresentationView &view)
    {
        view.resize(1280, 760);
        view.setPresentation(m_presentation);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

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

    void theQueryIsFormattedNeverMarkup()
    {
        // Markdown reads as formatted text: no backticks left, code in a fixed font. A link keeps its words and loses
        // its target, an image is left out, HTML stays text.
        Presentation p = m_presentation;
        p.task.query =
            u"Call `split_hours()` as the [guide](file:///etc/passwd) says ![logo](file:///etc/hosts) <b>now</b>"_s;
        PresentationView view;
        view.resize(1280, 760);
        view.setPresentation(p);
        view.show();
        QTextDocument *document = view.pages()->textView()->document();
        const QString shown = document->toPlainText();
        QVERIFY2(shown.startsWith(u"Call split_hours() as the guide says"_s), qPrintable(shown));
        QVERIFY2(shown.contains(u"<b>now</b>"_s), qPrintable(shown));
        QVERIFY(!shown.contains(u"file:"_s));
        bool code = false;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                QVERIFY(!format.isAnchor());
                QVERIFY(!format.isImageFormat());
                QVERIFY(format.anchorHref().isEmpty());
                // Code in a fixed font, as large as the words around it.
                code = code || (it.fragment().text() == u"split_hours()"_s && format.fontFixedPitch() &&
                                !format.hasProperty(QTextFormat::FontPointSize));
            }
        QVERIFY(code);
    }

    void theMatrixBeatTakesTheWidth()
    {
        // The attempts × tests beat spans the page, its list and spec labels not cut (a spec's title may give way).
        PresentationView view;
        showAt1280(view);
        view.setCurrentBeat(indexOf(view, u"matrix"_s));
        QTest::qWait(50);
        AttemptMatrixView *matrix = view.pages()->matrixView();
        QVERIFY2(matrix->matrixWidth() >= view.pages()->width() * 9 / 10,
                 qPrintable(u"%1 of %2"_s.arg(matrix->matrixWidth()).arg(view.pages()->width())));
        QVERIFY2(matrix->elidedGroupLabels().isEmpty(), qPrintable(matrix->elidedGroupLabels().join(u" | "_s)));
    }

    void graphBeatsShowWholeLabels()
    {
        // A node's id and title read whole, on as many lines as they take ("lock, unlock, is_locked" in wallet-lock),
        // in every demo task: spend-policy's specs form two groups that do not interact with each other.
        for (const QString &id : QDir(demoSourcePath(u"tasks"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            Result<Task> task = loadTask(demoSourcePath(), id);
            QVERIFY(task);
            PresentationView view;
            view.resize(1280, 760);
            view.setPresentation(loadPresentation(demoSourcePath(), *task, {}));
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            for (const Beat &beat : view.beats()) {
                if (beat.kind != Beat::Kind::Graph)
                    continue;
                view.setCurrentBeat(indexOf(view, beat.id));
                QTest::qWait(20);
                const QStringList elided = view.pages()->graphView()->elidedLabels();
                QVERIFY2(elided.isEmpty(), qPrintable(id + u' ' + beat.id + u": "_s + elided.join(u", "_s)));
            }
        }
    }

    void specBeatsFillThePage()
    {
        // The specs of a category grow to fill the page instead of sitting in its top third.
        PresentationView view;
        showAt1280(view);
        for (const Beat &beat : view.beats()) {
            if (beat.kind != Beat::Kind::Specs)
                continue;
            view.setCurrentBeat(indexOf(view, beat.id));
            QTest::qWait(20);
            const double used = view.pages()->textView()->document()->size().height();
            const int page = view.pages()->textView()->viewport()->height();
            QVERIFY2(used >= page / 2.0, qPrintable(u"%1: %2 of %3 px"_s.arg(beat.id).arg(used).arg(page)));
        }
    }

    void everySpecCanHaveAGraphBeat()
    {
        // The beats dialog offers a graph beat for every spec, the uncovered ones too; beyond the most connected they
        // start unticked.
        BeatsDialog dialog(m_presentation.beats);
        auto *list = dialog.findChild<QListWidget *>(u"beatsList"_s);
        QStringList offered;
        QStringList ticked;
        for (int row = 0; row < list->count(); ++row) {
            const QString title = list->item(row)->text();
            if (!title.startsWith(u"Interactions of "_s))
                continue;
            const QString spec = title.section(u' ', 2, 2);
            offered << spec;
            if (list->item(row)->checkState() == Qt::Checked)
                ticked << spec;
        }
        for (const Spec &spec : m_presentation.task.specs)
            QVERIFY2(offered.contains(spec.id), qPrintable(spec.id));
        QCOMPARE(ticked.size(), kGraphBeatLimit);
        QCOMPARE(list->findItems(u"Interactions of S11 (no covering test)"_s, Qt::MatchExactly).size(), 1);
    }
};

QTEST_MAIN(TestPresentationView)
#include "tst_presentationview.moc"
