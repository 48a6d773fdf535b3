#include <widgets/diff/unifieddiffview.h>

#include <core/patch/diffrows.h>
#include <widgets/diff/diffeditor.h>

#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace heddle {

UnifiedDiffView::UnifiedDiffView(QWidget *parent)
    : QWidget(parent)
    , m_editor(new DiffEditor(DiffEditor::Numbers::OldAndNew, this))
{
    m_editor->setObjectName(u"unifiedEditor"_s);
    m_editor->setAccessibleName(tr("Diff"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
}

void UnifiedDiffView::setRows(const DiffRows &rows, const QString &path, const QPalette &palette)
{
    m_editor->setRows(rows.left(), path, palette);
}

void UnifiedDiffView::showRow(int row, int headerRow)
{
    m_editor->showRow(row, headerRow);
}

void UnifiedDiffView::highlightHunk(int hunk)
{
    m_editor->highlightHunk(hunk);
}

int UnifiedDiffView::hunkAtTop() const
{
    return m_editor->hunkAtTop();
}

} // namespace heddle
