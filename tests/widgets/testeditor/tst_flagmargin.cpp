// The flags that cite lines of a test file, on its editor: a marker per kind in the margin, the rationales boxed
// under the line (wrapped, plain text), the way back to the flag by a click on the marker, and a walk over the
// flagged lines.

#include <widgets/testeditor/flagmargin.h>

#include <Qsci/qsciscintilla.h>

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace heddle;

namespace {

const QString kPath = u"tests/test_split.py"_s;

Evidence testLine(const QString &file, int line, const QString &note = {})
{
    Evidence evidence;
    evidence.kind = Evidence::Kind::TestLine;
    evidence.file = file;
    evidence.line = line;
    evidence.note = note;
    return evidence;
}

Flag flag(const QString &id, FlagKind kind, const QString &rationale, const QList<Evidence> &evidence,
          Verdict verdict = Verdict::Open)
{
    Flag f;
    f.id = id;
    f.kind = kind;
    f.rationale = rationale;
    f.evidence = evidence;
    f.verdict = verdict;
    return f;
}

// Forty numbered lines; the flags cite lines 5 (an FP and an FN), 12 (an FN) and, past the end, line 99.
QList<Flag> flags()
{
    Evidence hunk;
    hunk.kind = Evidence::Kind::PatchHunk;
    hunk.file = kPath;
    hunk.line = 20;
    const QString longRationale =
        u"The test checks that each share reaches the minimum but never that the shares add up to the hours given, "
        "so an attempt that hands out more hours than it has passes."_s;
    return {flag(u"F1"_s, FlagKind::FalsePositive, longRationale, {testLine(kPath, 5, u"checks one share only"_s)}),
            flag(u"F2"_s, FlagKind::FalseNegative, u"Matches the <b>whole</b>   message."_s,
                 {testLine(kPath, 5), testLine(kPath, 12), hunk}, Verdict::NeedsRerun),
            flag(u"F3"_s, FlagKind::FalseNegative, u"Cites a line past the end."_s, {testLine(kPath, 99)}),
            flag(u"F4"_s, FlagKind::FalsePositive, u"About another file."_s, {testLine(u"tests/other.py"_s, 3)})};
}

unsigned markers(QsciScintilla &editor, int line)
{
    return editor.markersAtLine(line) & (1u << FlagMargin::FalsePositiveMarker | 1u << FlagMargin::FalseNegativeMarker);
}

} // namespace

class TestFlagMargin : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void marksTheCitedLines();
    void boxesTheRationales();
    void hidesAndShowsTheRationales();
    void walksTheFlaggedLines();
    void clickingAMarkerActivatesTheLine();
    void paintsTheKindsInTheirColours();

private:
    std::unique_ptr<QsciScintilla> m_editor;
    FlagMargin *m_margin = nullptr;
};

void TestFlagMargin::init()
{
    m_editor = std::make_unique<QsciScintilla>();
    QStringList lines;
    for (int i = 1; i <= 40; ++i)
        lines << u"line %1"_s.arg(i);
    m_editor->setText(lines.join(u'\n'));
    m_editor->setMarginWidth(0, 0);
    m_margin = new FlagMargin(m_editor.get(), m_editor.get());
    m_margin->setFlags(flags(), kPath);
}

void TestFlagMargin::cleanup()
{
    m_editor.reset();
}

void TestFlagMargin::marksTheCitedLines()
{
    QsciScintilla &editor = *m_editor;
    QCOMPARE(markers(editor, 4), 1u << FlagMargin::FalsePositiveMarker | 1u << FlagMargin::FalseNegativeMarker);
    QCOMPARE(markers(editor, 11), 1u << FlagMargin::FalseNegativeMarker);
    QCOMPARE(markers(editor, 39), 1u << FlagMargin::FalseNegativeMarker); // line 99 lands on the last line
    QCOMPARE(markers(editor, 2), 0u);                                     // another file's line 3
    QCOMPARE(markers(editor, 19), 0u);                                    // a patch hunk, not a test line
    QVERIFY(m_margin->isFlagged(4));
    QVERIFY(!m_margin->isFlagged(19));

    // Another file: its own flags only; no path: nothing.
    m_margin->setFlags(flags(), u"tests/other.py"_s);
    QCOMPARE(markers(editor, 2), 1u << FlagMargin::FalsePositiveMarker);
    QCOMPARE(markers(editor, 4), 0u);
    m_margin->setFlags(flags(), QString());
    QCOMPARE(markers(editor, 2), 0u);
    QVERIFY(editor.annotation(2).isEmpty());
}

void TestFlagMargin::boxesTheRationales()
{
    // Flag id, kind and verdict, then the rationale on lines of at most 100 columns, then the note at this line;
    // two flags on one line are a blank line apart. Markup stays as typed and runs of spaces collapse.
    const QString expected =
        u"F1 (FP, open): The test checks that each share reaches the minimum but never that the shares add up\n"
        "to the hours given, so an attempt that hands out more hours than it has passes.\n"
        "At this line: checks one share only\n"
        "\n"
        "F2 (FN, needs rerun): Matches the <b>whole</b> message."_s;
    QCOMPARE(m_margin->annotation(4), expected);
    QCOMPARE(m_editor->annotation(4), expected);
    QCOMPARE(m_editor->annotation(11), u"F2 (FN, needs rerun): Matches the <b>whole</b> message."_s);
    QCOMPARE(m_editor->annotation(39), u"F3 (FN, open): Cites a line past the end."_s);
    QVERIFY(m_editor->annotation(5).isEmpty());
    for (const QString &line : expected.split(u'\n'))
        QVERIFY(line.size() <= 100);
}

void TestFlagMargin::hidesAndShowsTheRationales()
{
    const QString f1 = m_editor->annotation(4);
    m_margin->setAnnotationsVisible(false);
    QVERIFY(!m_margin->annotationsVisible());
    QVERIFY(m_editor->annotation(4).isEmpty());
    QVERIFY(m_editor->annotation(11).isEmpty());
    // The markers stay, and the flags are still known.
    QVERIFY(markers(*m_editor, 4) != 0);
    QVERIFY(m_margin->isFlagged(4));
    // A new file while hidden stays hidden.
    m_margin->setFlags(flags(), kPath);
    QVERIFY(m_editor->annotation(4).isEmpty());
    m_margin->setAnnotationsVisible(true);
    QCOMPARE(m_editor->annotation(4), f1);
}

void TestFlagMargin::walksTheFlaggedLines()
{
    QCOMPARE(m_margin->nextFlaggedLine(0, true), 4);
    QCOMPARE(m_margin->nextFlaggedLine(4, true), 11);
    QCOMPARE(m_margin->nextFlaggedLine(11, true), 39);
    QCOMPARE(m_margin->nextFlaggedLine(39, true), 4); // round to the first
    QCOMPARE(m_margin->nextFlaggedLine(11, false), 4);
    QCOMPARE(m_margin->nextFlaggedLine(4, false), 39); // round to the last
    QCOMPARE(m_margin->nextFlaggedLine(20, false), 11);
    m_margin->clear();
    QCOMPARE(m_margin->nextFlaggedLine(0, true), -1);
    QCOMPARE(markers(*m_editor, 4), 0u);
    QVERIFY(m_editor->annotation(4).isEmpty());
}

void TestFlagMargin::clickingAMarkerActivatesTheLine()
{
    m_editor->resize(600, 400);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    QSignalSpy activated(m_margin, &FlagMargin::lineActivated);
    const int height = int(m_editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, 0));
    // Lines above line 5 carry no rationale, so line 5 is the fifth row on screen.
    QTest::mouseClick(m_editor->viewport(), Qt::LeftButton, {}, QPoint(8, 4 * height + height / 2));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 4);
    // A line no flag cites does nothing.
    QTest::mouseClick(m_editor->viewport(), Qt::LeftButton, {}, QPoint(8, 1 * height + height / 2));
    QCOMPARE(activated.size(), 1);
}

void TestFlagMargin::paintsTheKindsInTheirColours()
{
    m_editor->resize(600, 400);
    QPalette light = m_editor->palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    m_margin->applyPalette(light);
    m_margin->setFlags(flags(), kPath);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    const int height = int(m_editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, 0));
    const QImage image = m_editor->viewport()->grab().toImage();
    // Line 5 has both kinds: the FN square is drawn over the FP circle; line 12's rationale box sits below line 12
    // and the line 5 box above it, so line 12's marker is found by its own row after them.
    const auto near = [](const QColor &a, QRgb b) {
        const QColor c(b);
        return std::abs(a.red() - c.red()) < 40 && std::abs(a.green() - c.green()) < 40 &&
               std::abs(a.blue() - c.blue()) < 40;
    };
    bool blueOnLine5 = false;
    for (int x = 0; x < 16; ++x)
        blueOnLine5 = blueOnLine5 || near(image.pixelColor(x, 4 * height + height / 2), 0x0072B2);
    QVERIFY(blueOnLine5);
    // The F1 box under line 5 is tinted orange (the kind of the first flag citing the line), past its text.
    const int boxRow = 5 * height + height / 2;
    bool orangeTint = false;
    for (int x = 20; x < image.width(); ++x) {
        const QColor c = image.pixelColor(x, boxRow);
        orangeTint = orangeTint || (c.red() > c.blue() + 20 && c.green() > c.blue() && c != QColor(Qt::white));
    }
    QVERIFY(orangeTint);
}

QTEST_MAIN(TestFlagMargin)
#include "tst_flagmargin.moc"
