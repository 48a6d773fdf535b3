#pragma once

#include <QWidget>

class QPalette;

namespace heddle {

class DiffEditor;
class DiffRows;

/// The diff of one file in two columns, the old file on the left and the new one on the right, row facing row:
/// a line one side lacks is faced by a filler, and the two sides scroll together.
class SideBySideDiffView : public QWidget
{
    Q_OBJECT

public:
    explicit SideBySideDiffView(QWidget *parent = nullptr);

    /// Shows rows laid out side by side, each side with the syntax of its file, in the colours of palette.
    void setRows(const DiffRows &rows, const QString &oldPath, const QString &newPath, const QPalette &palette);
    /// Puts the cursor on row on both sides, with the header row of its hunk at the top when both fit.
    void showRow(int row, int headerRow);
    void highlightHunk(int hunk);
    /// The hunk of the first visible row; -1 when it belongs to none.
    int hunkAtTop() const;

private:
    void follow(DiffEditor *from, DiffEditor *to);

    DiffEditor *m_old = nullptr;
    DiffEditor *m_new = nullptr;
    bool m_syncingScroll = false;
};

} // namespace heddle
