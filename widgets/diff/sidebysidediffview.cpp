#include <widgets/diff/sidebysidediffview.h>

#include <core/patch/diffrows.h>
#include <widgets/diff/diffeditor.h>

#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

SideBySideDiffView::SideBySideDiffView(QWidget *parent)
    : QWidget(parent)
{
    auto *sides = new QSplitter(Qt::Horizontal, this);
    m_old = new DiffEditor(DiffEditor::Numbers::Old, sides);
    m_old->setObjectName(u"oldEditor"_s);
    m_old->setAccessibleName(tr("Old version"));
    m_new = new DiffEditor(DiffEditor::Numbers::New, sides);
    m_new->setObjectName(u"newEditor"_s);
    m_new->setAccessibleName(tr("New version"));
    sides->addWidget(m_old);
    sides->addWidget(m_new);
    sides->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(sides);

    follow(m_old, m_new);
    follow(m_new, m_old);
}

void SideBySideDiffView::follow(DiffEditor *from, DiffEditor *to)
{
    // Rows face each other one to one, so the two sides scroll by the same line count. Dragging a scroll bar
    // reports at once; wheel and keyboard scrolling are only reported by Scintilla's next UI update.
    auto sync = [this, from, to] {
        if (m_syncingScroll)
            return;
        m_syncingScroll = true;
        if (to->firstVisibleLine() != from->firstVisibleLine())
            to->setFirstVisibleLine(from->firstVisibleLine());
        const long x = from->SendScintilla(QsciScintilla::SCI_GETXOFFSET);
        if (to->SendScintilla(QsciScintilla::SCI_GETXOFFSET) != x)
            to->SendScintilla(QsciScintilla::SCI_SETXOFFSET, x);
        m_syncingScroll = false;
    };
    connect(from, &QsciScintilla::SCN_UPDATEUI, this, sync);
    connect(from->verticalScrollBar(), &QScrollBar::valueChanged, this, sync);
    connect(from->horizontalScrollBar(), &QScrollBar::valueChanged, this, sync);
}

void SideBySideDiffView::setRows(const DiffRows &rows, const QString &oldPath, const QString &newPath,
                                 const QPalette &palette)
{
    m_old->setRows(rows.left(), oldPath, palette);
    m_new->setRows(rows.right(), newPath, palette);
}

void SideBySideDiffView::showRow(int row, int headerRow)
{
    m_old->showRow(row, headerRow);
    m_new->showRow(row, headerRow);
}

void SideBySideDiffView::highlightHunk(int hunk)
{
    m_old->highlightHunk(hunk);
    m_new->highlightHunk(hunk);
}

int SideBySideDiffView::hunkAtTop() const
{
    return m_new->hunkAtTop();
}

} // namespace heddle
