#include <widgets/diff/diffeditor.h>
#include <widgets/testeditor/lexerforpath.h>
#include <widgets/theme.h>

#include <QPalette>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

// Indicators below 8 belong to lexers.
constexpr int kAddedWordIndicator = 8;
constexpr int kRemovedWordIndicator = 9;
constexpr int kNumberMargin = 0;
constexpr int kFocusMargin = 1;

} // namespace

DiffEditor::DiffEditor(Numbers numbers, QWidget *parent)
    : QsciScintilla(parent)
    , m_numbers(numbers)
{
    setUtf8(true);
    setReadOnly(true);
    // Lets showRow put any hunk at the top, even the last one of a short file.
    SendScintilla(SCI_SETENDATLASTLINE, false);
    setMarginType(kNumberMargin, TextMarginRightJustified);
    setMarginMarkerMask(kNumberMargin, 0);
    setMarginType(kFocusMargin, SymbolMargin);
    setMarginMarkerMask(kFocusMargin, 1 << FocusMarker);
    setMarginWidth(kFocusMargin, 5);
    setMarginWidth(2, 0);
    markerDefine(Background, AddedMarker);
    markerDefine(Background, RemovedMarker);
    markerDefine(Background, HeaderMarker);
    markerDefine(Background, FillerMarker);
    markerDefine(FullRectangle, FocusMarker);
    for (int indicator : {kAddedWordIndicator, kRemovedWordIndicator}) {
        indicatorDefine(FullBoxIndicator, indicator);
        setIndicatorDrawUnder(true, indicator);
    }
    setWrapMode(WrapNone);
    setTabWidth(4);
}

void DiffEditor::applyStyle(const QString &path, const QPalette &pal)
{
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const bool dark = base.lightness() < 128;
    styleEditorForPath(this, path, pal);
    setCaretLineVisible(false);

    const QColor green(theme::addedLine);
    const QColor red(theme::removedLine);
    setMarkerBackgroundColor(theme::mix(base, green, dark ? 0.22 : 0.15), AddedMarker);
    setMarkerBackgroundColor(theme::mix(base, red, dark ? 0.22 : 0.15), RemovedMarker);
    setMarkerBackgroundColor(theme::mix(base, pal.color(QPalette::Highlight), dark ? 0.25 : 0.12), HeaderMarker);
    setMarkerBackgroundColor(theme::mix(base, text, 0.06), FillerMarker);
    setMarkerBackgroundColor(pal.color(QPalette::Highlight), FocusMarker);
    setMarkerForegroundColor(pal.color(QPalette::Highlight), FocusMarker);
    // Same hue as the line, stronger: the changed words read as the darker part of the line.
    QColor addedWord = green;
    QColor removedWord = red;
    addedWord.setAlpha(dark ? 110 : 80);
    removedWord.setAlpha(dark ? 110 : 80);
    setIndicatorForegroundColor(addedWord, kAddedWordIndicator);
    setIndicatorForegroundColor(removedWord, kRemovedWordIndicator);
}

void DiffEditor::setRows(const QList<DiffRow> &rows, const QString &path, const QPalette &palette)
{
    applyStyle(path, palette);
    QStringList lines;
    lines.reserve(rows.size());
    int widest = 1;
    m_hunkOfRow.clear();
    for (const DiffRow &row : rows) {
        lines.append(row.text);
        widest = std::max({widest, row.oldLine, row.newLine});
        m_hunkOfRow.append(row.hunk);
    }
    setReadOnly(false);
    setText(lines.join(u'\n'));
    setReadOnly(true);
    markerDeleteAll();
    clearMarginText();

    const int digits = int(QString::number(widest).size());
    const bool both = m_numbers == Numbers::OldAndNew;
    setMarginWidth(kNumberMargin, both ? QString(digits * 2 + 2, u'0') : QString(digits + 1, u'0'));

    for (int r = 0; r < rows.size(); ++r) {
        const DiffRow &row = rows[r];
        switch (row.kind) {
        case DiffRow::Kind::Added: markerAdd(r, AddedMarker); break;
        case DiffRow::Kind::Removed: markerAdd(r, RemovedMarker); break;
        case DiffRow::Kind::Header:
        case DiffRow::Kind::Note: markerAdd(r, HeaderMarker); break;
        case DiffRow::Kind::Filler: markerAdd(r, FillerMarker); break;
        case DiffRow::Kind::Context: break;
        }
        auto number = [&](int n) { return n > 0 ? QString::number(n).rightJustified(digits) : QString(digits, u' '); };
        QString margin;
        if (row.kind != DiffRow::Kind::Header && row.kind != DiffRow::Kind::Note && row.kind != DiffRow::Kind::Filler)
            margin = both ? number(row.oldLine) + u' ' + number(row.newLine)
                          : number(m_numbers == Numbers::Old ? row.oldLine : row.newLine);
        if (!margin.isEmpty())
            setMarginText(r, margin, STYLE_LINENUMBER);

        if (row.words.isEmpty())
            continue;
        // Scintilla positions count UTF-8 bytes; word ranges count UTF-16 units.
        const long lineStart = SendScintilla(SCI_POSITIONFROMLINE, r);
        SendScintilla(SCI_SETINDICATORCURRENT,
                      row.kind == DiffRow::Kind::Removed ? kRemovedWordIndicator : kAddedWordIndicator);
        for (const WordDiffRange &range : row.words) {
            const long from = lineStart + long(row.text.left(range.start).toUtf8().size());
            const long length = long(row.text.mid(range.start, range.length).toUtf8().size());
            SendScintilla(SCI_INDICATORFILLRANGE, from, length);
        }
    }
}

void DiffEditor::highlightHunk(int hunk)
{
    markerDeleteAll(FocusMarker);
    if (hunk < 0)
        return;
    for (int r = 0; r < m_hunkOfRow.size(); ++r) {
        if (m_hunkOfRow[r] == hunk)
            markerAdd(r, FocusMarker);
    }
}

int DiffEditor::hunkAtTop() const
{
    const int row = firstVisibleLine();
    return row >= 0 && row < m_hunkOfRow.size() ? m_hunkOfRow[row] : -1;
}

void DiffEditor::showRow(int row, int headerRow)
{
    const int onScreen = std::max(1, int(SendScintilla(SCI_LINESONSCREEN)));
    // The header goes to the top unless that would push the target line off screen.
    const int top = row - headerRow < onScreen - 1 ? headerRow : row - onScreen / 2;
    setCursorPosition(row, 0);
    setFirstVisibleLine(top);
}

} // namespace heddle
