#pragma once

#include <QWidget>

class QPalette;

namespace heddle {

class DiffEditor;
class DiffRows;

/// The diff of one file in one column: the removed lines above the added ones that replace them, with the old and
/// the new line number of every row in the margin.
class UnifiedDiffView : public QWidget
{
    Q_OBJECT

public:
    explicit UnifiedDiffView(QWidget *parent = nullptr);

    /// Shows rows laid out unified, with the syntax of the file at path, in the colours of palette.
    void setRows(const DiffRows &rows, const QString &path, const QPalette &palette);
    /// Puts the cursor on row, with the header row of its hunk at the top when both fit.
    void showRow(int row, int headerRow);
    void highlightHunk(int hunk);
    /// The hunk of the first visible row; -1 when it belongs to none.
    int hunkAtTop() const;

private:
    DiffEditor *m_editor = nullptr;
};

} // namespace heddle
