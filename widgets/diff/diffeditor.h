#pragma once

#include <core/patch/diffrows.h>

#include <Qsci/qsciscintilla.h>

#include <QList>

class QPalette;

namespace heddle {

/// One read-only pane of diff rows: the file's syntax colours, a line background per kind of row, the changed
/// words boxed, line numbers in the margin and a bar beside the hunk in focus.
class DiffEditor : public QsciScintilla
{
public:
    /// Which line numbers the margin shows.
    enum class Numbers {
        OldAndNew, // unified: both, side by side
        Old,
        New
    };
    /// Marker numbers, for markersAtLine().
    enum Marker {
        AddedMarker,
        RemovedMarker,
        HeaderMarker,
        FillerMarker,
        FocusMarker
    };

    DiffEditor(Numbers numbers, QWidget *parent = nullptr);

    /// Shows rows in the colours of palette, with the syntax of the file at path; the hunk in focus is cleared.
    void setRows(const QList<DiffRow> &rows, const QString &path, const QPalette &palette);
    /// Marks the rows of a hunk in the focus margin (-1: none).
    void highlightHunk(int hunk);
    /// The hunk of the first visible row; -1 when that row belongs to none.
    int hunkAtTop() const;
    /// Puts the cursor on row and scrolls so that headerRow is at the top, unless that would push row off screen.
    void showRow(int row, int headerRow);

private:
    void applyStyle(const QString &path, const QPalette &palette);

    Numbers m_numbers;
    QList<int> m_hunkOfRow;
};

} // namespace heddle
