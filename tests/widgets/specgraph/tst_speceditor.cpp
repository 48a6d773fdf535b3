// The spec editor on the coin-hours-split task of the demo dataset (resources/demo): it shows the spec's fields and
// its links, says what the curator changed through its signals (one per change), filters the tests, warns about an
// uncovered spec or a covering test in no list, and shows a refusal beside the field.
#include <core/dataset/datasetio.h>
#include <widgets/specgraph/speceditor.h>
#include <tests/support/fixtures.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace heddle;
using namespace heddle::test;
using namespace Qt::StringLiterals;

class TestSpecEditor : public QObject
{
    Q_OBJECT

private:
    Task m_task;

    QListWidgetItem *item(QListWidget *list, const QString &id)
    {
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole + 1).toString() == id)
                return list->item(i);
        return nullptr;
    }

    void setUp(SpecEditor &editor, const QString &spec)
    {
        editor.setCategories({{u"interface"_s, u"Interface compatibility"_s},
                              {u"state"_s, u"State consistency"_s},
                              {u"order"_s, u"Execution order"_s},
                              {u"functional"_s, u"Functional semantics"_s},
                              {u"errors"_s, u"Error recovery"_s}});
        QStringList tests = m_task.tests.failToPass + m_task.tests.passToPass;
        const QSet<QString> listed(tests.cbegin(), tests.cend());
        tests.append(u"tests/test_hours_split.py::test_just_written"_s); // reported by a run, in no list
        editor.setTests(tests, listed);
        editor.setSpecs(m_task.specs, spec);
        editor.resize(900, 500);
        editor.show();
    }

private Q_SLOTS:
    void initTestCase()
    {
        Result<Task> task = loadTask(demoSourcePath(), u"coin-hours-split"_s);
        QVERIFY2(task, qPrintable(task ? QString() : task.error().toString()));
        m_task = *task;
    }

    void showsTheSpecAndSaysWhatChanged()
    {
        SpecEditor editor;
        setUp(editor, u"S4"_s);
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *id = editor.findChild<QLineEdit *>(u"specIdEdit"_s);
        auto *title = editor.findChild<QLineEdit *>(u"specTitleEdit"_s);
        auto *category = editor.findChild<QComboBox *>(u"specCategory"_s);
        auto *text = editor.findChild<QPlainTextEdit *>(u"specTextEdit"_s);
        QCOMPARE(id->text(), u"S4"_s);
        QCOMPARE(title->text(), u"Outputs in request order"_s);
        QCOMPARE(category->currentData().toString(), u"order"_s);
        QCOMPARE(text->toPlainText(), m_task.specs[3].text);

        QSignalSpy titled(&editor, &SpecEditor::titleEdited);
        title->setFocus();
        title->selectAll();
        QTest::keyClicks(title, u"Outputs keep the order asked"_s);
        QTest::keyClick(title, Qt::Key_Return);
        QCOMPARE(titled.size(), 1);
        QCOMPARE(titled.at(0).at(0).toString(), u"S4"_s);
        QCOMPARE(titled.at(0).at(1).toString(), u"Outputs keep the order asked"_s);

        QSignalSpy renamed(&editor, &SpecEditor::idEdited);
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, u"S4b"_s);
        QTest::keyClick(id, Qt::Key_Return);
        QCOMPARE(renamed.size(), 1);
        QCOMPARE(renamed.at(0).at(1).toString(), u"S4b"_s);

        // The text is saved when the curator leaves it (or presses Ctrl+Return), not on every key.
        QSignalSpy reworded(&editor, &SpecEditor::textEdited);
        text->setFocus();
        QTest::keyClick(text, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClicks(text, u" Always."_s);
        QCOMPARE(reworded.size(), 0);
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(reworded.size(), 1);
        QVERIFY(reworded.at(0).at(1).toString().endsWith(u" Always."_s));

        QSignalSpy recategorized(&editor, &SpecEditor::categoryEdited);
        category->setFocus();
        category->setCurrentIndex(category->findData(u"functional"_s));
        Q_EMIT category->activated(category->currentIndex());
        QCOMPARE(recategorized.size(), 1);
        QCOMPARE(recategorized.at(0).at(1).toString(), u"functional"_s);
    }

    void linksAreCheckableLists()
    {
        SpecEditor editor;
        setUp(editor, u"S4"_s);
        auto *interactions = editor.findChild<QListWidget *>(u"specInteractions"_s);
        QCOMPARE(interactions->count(), m_task.specs.size() - 1); // every other spec
        for (const QString &other : {u"S3"_s, u"S7"_s, u"S11"_s})
            QCOMPARE(item(interactions, other)->checkState(), Qt::Checked);
        QCOMPARE(item(interactions, u"S1"_s)->checkState(), Qt::Unchecked);
        QSignalSpy toggled(&editor, &SpecEditor::interactionToggled);
        item(interactions, u"S1"_s)->setCheckState(Qt::Checked);
        QCOMPARE(toggled.size(), 1);
        QCOMPARE(toggled.at(0), (QVariantList{u"S4"_s, u"S1"_s, true}));

        auto *tests = editor.findChild<QListWidget *>(u"specTests"_s);
        const QString covering = u"tests/test_hours_split.py::test_send_many_outputs_in_request_order"_s;
        QCOMPARE(item(tests, covering)->checkState(), Qt::Checked);
        QSignalSpy covered(&editor, &SpecEditor::coverageToggled);
        item(tests, covering)->setCheckState(Qt::Unchecked);
        QCOMPARE(covered.at(0), (QVariantList{u"S4"_s, covering, false}));

        // The filter keeps the tests whose id holds the text.
        QTest::keyClicks(editor.findChild<QLineEdit *>(u"specTestFilter"_s), u"MINIMUM"_s);
        int visible = 0;
        for (int i = 0; i < tests->count(); ++i)
            if (!tests->item(i)->isHidden()) {
                ++visible;
                QVERIFY(tests->item(i)->data(Qt::UserRole + 1).toString().contains(u"minimum"_s));
            }
        QCOMPARE(visible, 2);
    }

    void coverageNoteAndProblems()
    {
        SpecEditor editor;
        setUp(editor, u"S11"_s); // no test covers it in the demo
        QVERIFY(editor.coverageNote().contains(u"No test covers"_s));
        QVERIFY(editor.findChild<QLabel *>(u"specCoverageNote"_s)->isVisible());

        // A test in no list can be named, with a warning rather than a refusal.
        Task task = m_task;
        task.specs[10].coveredBy = {u"tests/test_hours_split.py::test_just_written"_s};
        editor.setSpecs(task.specs, u"S11"_s);
        QVERIFY2(editor.coverageNote().contains(u"neither FAIL_TO_PASS nor PASS_TO_PASS"_s),
                 qPrintable(editor.coverageNote()));
        setUp(editor, u"S4"_s);
        QVERIFY(editor.coverageNote().isEmpty());

        auto *problem = editor.findChild<QLabel *>(u"specIdProblem"_s);
        QVERIFY(!problem->isVisible());
        editor.showProblem(SpecEditor::Field::Id, u"<b>Two specs</b> have the id S3."_s);
        QVERIFY(problem->isVisible());
        QCOMPARE(problem->textFormat(), Qt::PlainText); // the id is the curator's text: never markup
        QCOMPARE(editor.problem(SpecEditor::Field::Id), u"<b>Two specs</b> have the id S3."_s);
        // Another spec starts clean.
        editor.setSpecs(m_task.specs, u"S5"_s);
        QVERIFY(!problem->isVisible());

        // The first of its category cannot move up; the last cannot move down.
        editor.setSpecs(m_task.specs, u"S3"_s); // order: S3, S4
        QVERIFY(!editor.findChild<QPushButton *>(u"specMoveUp"_s)->isEnabled());
        QVERIFY(editor.findChild<QPushButton *>(u"specMoveDown"_s)->isEnabled());
        QSignalSpy moved(&editor, &SpecEditor::moveRequested);
        QTest::mouseClick(editor.findChild<QPushButton *>(u"specMoveDown"_s), Qt::LeftButton);
        QCOMPARE(moved.at(0), (QVariantList{u"S3"_s, false}));
    }
};

QTEST_MAIN(TestSpecEditor)
#include "tst_speceditor.moc"
