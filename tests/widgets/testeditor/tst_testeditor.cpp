// The test editor on a copy of the demo dataset, driven with the keyboard: typing marks the file, Ctrl+S saves it
// into the dataset, find counts and replace-all undoes in one step, flag lines carry markers and rationales, and
// the recovery banner puts a draft back. It renders in a light and a dark palette.

#include <widgets/testeditor/testeditor.h>

#include <core/dataset/datasetio.h>
#include <core/editing/testeditsession.h>
#include <widgets/testeditor/lexerforpath.h>
#include <tests/support/files.h>
#include <tests/support/fixtures.h>
#include <tests/support/gui/palettes.h>
#include <tests/support/gui/images.h>

#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace heddle;
using namespace heddle::test;

namespace {

const QString kTask = u"coin-hours-split"_s;
const QString kTest = u"tests/test_hours_split.py"_s;

} // namespace

class TestTestEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void lexerForPath_data();
    void lexerForPath();
    void typingMarksModifiedAndCtrlSSaves();
    void findCountsMatches();
    void replaceAllIsOneUndoStep();
    void flagLinesHaveMarkersAndRationale();
    void showLineMovesCursorAndActivates();
    void bannerRestoresDraft();
    void followsTheDesktopPaletteOnScreen();
    void codeStyledWhileDisabledIsNotGrey();

private:
    QString root() const { return m_dir->filePath(u"dataset"_s); }
    QString drafts() const { return m_dir->filePath(u"drafts"_s); }
    void open();
    QsciScintilla *text() const { return m_editor->findChild<QsciScintilla *>(u"testEditorText"_s); }
    QComboBox *files() const { return m_editor->findChild<QComboBox *>(u"testFileChoice"_s); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<TestEditSession> m_session;
    std::unique_ptr<TestEditor> m_editor;
};

void TestTestEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(copyTree(demoSourcePath(), root()));
}

void TestTestEditor::cleanup()
{
    m_editor.reset();
    m_session.reset();
}

void TestTestEditor::open()
{
    m_editor.reset();
    m_session = std::make_unique<TestEditSession>(drafts());
    m_session->setAutosaveInterval(20);
    Result<Task> task = loadTask(root(), kTask);
    QVERIFY(task);
    m_session->setTask(root(), *task);
    m_editor = std::make_unique<TestEditor>();
    m_editor->setSession(m_session.get());
    m_editor->resize(1000, 700);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    QVERIFY(text());
    QVERIFY(files());
    QCOMPARE(m_editor->currentPath(), kTest);
}

void TestTestEditor::lexerForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    QTest::newRow("python") << u"tests/test_a.py"_s << u"Python"_s;
    QTest::newRow("c++") << u"src/a_test.cpp"_s << u"C++"_s;
    QTest::newRow("typescript") << u"a.spec.ts"_s << u"JavaScript"_s;
    QTest::newRow("java") << u"ATest.java"_s << u"Java"_s;
    QTest::newRow("ruby") << u"spec/a_spec.rb"_s << u"Ruby"_s;
    QTest::newRow("yaml") << u"ci.yml"_s << u"YAML"_s;
    QTest::newRow("json") << u"fixture.json"_s << u"JSON"_s;
    QTest::newRow("shell") << u"run.sh"_s << u"Bash"_s;
    QTest::newRow("plain") << u"README"_s << QString();
}

void TestTestEditor::lexerForPath()
{
    QFETCH(QString, path);
    QFETCH(QString, language);
    QObject parent;
    QsciLexer *lexer = createLexerForPath(path, &parent);
    QCOMPARE(lexer ? QString::fromLatin1(lexer->language()) : QString(), language);
}

void TestTestEditor::typingMarksModifiedAndCtrlSSaves()
{
    open();
    const QString onDisk = root() + u"/tasks/coin-hours-split/test-files/"_s + kTest;
    const QByteArray before = readFile(onDisk);
    QVERIFY(!files()->currentText().startsWith(u"•"_s));
    auto *save = m_editor->findChild<QPushButton *>(u"saveTestButton"_s);
    QVERIFY(!save->isEnabled());

    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClicks(text(), u"# checked by hand"_s);
    QVERIFY(files()->currentText().startsWith(u"•"_s));
    QVERIFY(m_session->isModified(kTest));
    QVERIFY(save->isEnabled());
    QCOMPARE(readFile(onDisk), before);

    QSignalSpy saved(m_session.get(), &TestEditSession::saved);
    QTest::keyClick(text(), Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(readFile(onDisk), before + "# checked by hand");
    QCOMPARE(files()->currentText(), kTest);
    QVERIFY(!save->isEnabled());
}

void TestTestEditor::findCountsMatches()
{
    open();
    const QString content = QString::fromUtf8(m_session->content(kTest));
    const int total = int(content.count(u"coin"_s, Qt::CaseInsensitive));
    const int exact = int(content.count(u"COIN"_s, Qt::CaseSensitive));
    QVERIFY(total > exact && exact > 2);

    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_F, Qt::ControlModifier);
    auto *find = m_editor->findChild<QLineEdit *>(u"findField"_s);
    QVERIFY(find->isVisible());
    QTRY_VERIFY(find->hasFocus());
    QTest::keyClicks(find, u"coin"_s);
    QCOMPARE(m_editor->matchCountText(), u"1 of %1"_s.arg(total));
    QCOMPARE(text()->selectedText().toLower(), u"coin"_s);
    QTest::keyClick(find, Qt::Key_Return);
    QCOMPARE(m_editor->matchCountText(), u"2 of %1"_s.arg(total));
    QTest::keyClick(find, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(m_editor->matchCountText(), u"1 of %1"_s.arg(total));
    QTest::keyClick(find, Qt::Key_F3, Qt::ShiftModifier); // wraps to the last
    QCOMPARE(m_editor->matchCountText(), u"%1 of %1"_s.arg(total));

    m_editor->findChild<QCheckBox *>(u"findCaseSensitive"_s)->click();
    find->selectAll();
    QTest::keyClicks(find, u"COIN"_s);
    QVERIFY(m_editor->matchCountText().endsWith(u" of %1"_s.arg(exact)));
    QCOMPARE(text()->selectedText(), u"COIN"_s);

    QTest::keyClick(find, Qt::Key_Escape);
    QVERIFY(!find->isVisible());
    QTRY_VERIFY(text()->hasFocus());
}

void TestTestEditor::replaceAllIsOneUndoStep()
{
    open();
    const QByteArray original = m_session->content(kTest);
    const int count = int(original.count("allocate_hours"));
    QVERIFY(count > 3);

    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_H, Qt::ControlModifier);
    auto *find = m_editor->findChild<QLineEdit *>(u"findField"_s);
    auto *replace = m_editor->findChild<QLineEdit *>(u"replaceField"_s);
    QVERIFY(replace->isVisible());
    QTest::keyClicks(find, u"allocate_hours"_s);
    QTest::keyClicks(replace, u"split_hours"_s);
    QTest::mouseClick(m_editor->findChild<QPushButton *>(u"replaceAllButton"_s), Qt::LeftButton);

    const QByteArray replaced = m_session->content(kTest);
    QCOMPARE(replaced.count("allocate_hours"), 0);
    QCOMPARE(replaced.count("split_hours"), count + original.count("split_hours"));
    QVERIFY(m_session->isModified(kTest));
    QCOMPARE(m_editor->matchCountText(), u"Replaced %1"_s.arg(count));

    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_session->content(kTest), original);
    QVERIFY(!m_session->isModified(kTest));
    QVERIFY(!files()->currentText().startsWith(u"•"_s));
    // Redo with either binding.
    QTest::keyClick(text(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_session->content(kTest), replaced);
    QTest::keyClick(text(), Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(text(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(m_session->content(kTest), replaced);
}

void TestTestEditor::flagLinesHaveMarkersAndRationale()
{
    open();
    // review.json: F1 (FP) cites line 35, F2 (FN) line 40 of tests/test_hours_split.py.
    QVERIFY(text()->markersAtLine(34) & (1u << TestEditor::FalsePositiveMarker));
    QVERIFY(!(text()->markersAtLine(34) & (1u << TestEditor::FalseNegativeMarker)));
    QVERIFY(text()->markersAtLine(39) & (1u << TestEditor::FalseNegativeMarker));
    QCOMPARE(text()->markersAtLine(36) &
                 (1u << TestEditor::FalsePositiveMarker | 1u << TestEditor::FalseNegativeMarker),
             0u);
    const QString f1 = text()->annotation(34);
    QVERIFY2(f1.startsWith(u"F1 (FP, open): The minimum is applied after the proportional split"_s), qPrintable(f1));
    QVERIFY(f1.contains(u"checks each share against the minimum but never the total"_s));
    QVERIFY(text()->annotation(39).startsWith(u"F2 (FN, open): "_s));
    QVERIFY(text()->annotation(36).isEmpty());

    auto *toggle = m_editor->findChild<QToolButton *>(u"toggleAnnotations"_s);
    toggle->click();
    QVERIFY(text()->annotation(34).isEmpty());
    QVERIFY(text()->markersAtLine(34) & (1u << TestEditor::FalsePositiveMarker));
    toggle->click();
    QCOMPARE(text()->annotation(34), f1);

    // F8 walks the flagged lines.
    text()->setFocus();
    text()->setCursorPosition(0, 0);
    QTest::keyClick(text(), Qt::Key_F8);
    int line = 0, index = 0;
    text()->getCursorPosition(&line, &index);
    QCOMPARE(line, 34);
    QTest::keyClick(text(), Qt::Key_F8);
    text()->getCursorPosition(&line, &index);
    QCOMPARE(line, 39);
}

void TestTestEditor::showLineMovesCursorAndActivates()
{
    open();
    m_editor->showLine(kTest, 40);
    int line = 0, index = 0;
    text()->getCursorPosition(&line, &index);
    QCOMPARE(line, 39);
    QVERIFY(text()->markersAtLine(39) & (1u << TestEditor::ShownLineMarker));
    QVERIFY(text()->firstVisibleLine() <= 39);
    QVERIFY(text()->firstVisibleLine() + text()->SendScintilla(QsciScintilla::SCI_LINESONSCREEN) > 39);
    m_editor->showLine(kTest, 12);
    QVERIFY(!(text()->markersAtLine(39) & (1u << TestEditor::ShownLineMarker)));

    QSignalSpy activated(m_editor.get(), &TestEditor::lineActivated);
    m_editor->showLine(kTest, 40);
    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_Return, Qt::AltModifier);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().at(0).toString(), kTest);
    QCOMPARE(activated.first().at(1).toInt(), 40);
}

void TestTestEditor::bannerRestoresDraft()
{
    const QByteArray draftText = "# the draft a crashed run left\n";
    {
        TestEditSession earlier(drafts());
        Result<Task> task = loadTask(root(), kTask);
        QVERIFY(task);
        earlier.setTask(root(), *task);
        earlier.setContent(kTest, draftText);
        QVERIFY(earlier.flushDrafts());
    }
    open();
    auto *banner = m_editor->findChild<QFrame *>(u"draftBanner"_s);
    QVERIFY(banner->isVisible());
    const QString message = m_editor->findChild<QLabel *>(u"draftBannerText"_s)->text();
    QVERIFY2(message.startsWith(u"Unsaved edits to tests/test_hours_split.py from "_s), qPrintable(message));
    QVERIFY(message.endsWith(u" were recovered."_s));
    QVERIFY(!m_session->isModified(kTest));
    QVERIFY(text()->text().toUtf8() != draftText);

    QTest::mouseClick(m_editor->findChild<QPushButton *>(u"restoreDraftButton"_s), Qt::LeftButton);
    QVERIFY(!banner->isVisible());
    QCOMPARE(text()->text().toUtf8(), draftText);
    QVERIFY(m_session->isModified(kTest));
    QVERIFY(files()->currentText().startsWith(u"•"_s));
    // The restored text is an ordinary edit: undo goes back to the saved file.
    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_session->content(kTest), m_session->savedContent(kTest));
}

// The editor takes the palette it is given, with the find bar open too: light on a light desktop, dark all over on a
// dark one.
void TestTestEditor::followsTheDesktopPaletteOnScreen()
{
    open();
    m_editor->showLine(kTest, 35);
    const double light = meanLightness(m_editor->grab().toImage());
    QVERIFY2(light > 0.6, qPrintable(QString::number(light)));
    m_editor->setPalette(darkPalette());
    const double dark = meanLightness(m_editor->grab().toImage());
    QVERIFY2(dark < 0.35, qPrintable(QString::number(dark)));
    text()->setFocus();
    QTest::keyClick(text(), Qt::Key_H, Qt::ControlModifier);
    QTest::keyClicks(m_editor->findChild<QLineEdit *>(u"findField"_s), u"minimum"_s);
    const double withFind = meanLightness(m_editor->grab().toImage());
    QVERIFY2(withFind < 0.35, qPrintable(QString::number(withFind)));
}

void TestTestEditor::codeStyledWhileDisabledIsNotGrey()
{
    // An editor is styled while a progress keeps it disabled: once enabled, its code is in the text colour, not in
    // the disabled grey.
    open();
    m_editor->setEnabled(false);
    m_editor->setPalette(darkPalette());
    m_editor->setPalette(QPalette());
    m_editor->setEnabled(true);
    QsciLexer *lexer = text()->lexer();
    QVERIFY(lexer);
    const QColor expected = m_editor->palette().color(QPalette::Active, QPalette::Text);
    QCOMPARE(lexer->color(lexer->defaultStyle()), expected);
    const QColor disabled = m_editor->palette().color(QPalette::Disabled, QPalette::Text);
    QVERIFY(expected != disabled);
}

QTEST_MAIN(TestTestEditor)
#include "tst_testeditor.moc"
