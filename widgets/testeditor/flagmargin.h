#pragma once

#include <core/task/task.h>

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QPalette;
class QsciScintilla;

namespace heddle {

/// The flags that cite lines of a test file, shown on its editor: a marker in the margin of each cited line (an
/// orange circle for a false positive, a blue square for a false negative), the flags' rationales boxed under the
/// line, and a click on a marker as the way back to the flag. The rationales are untrusted text and are shown as
/// plain text, never interpreted.
class FlagMargin : public QObject
{
    Q_OBJECT

public:
    /// Marker numbers, for markersAtLine().
    enum Marker {
        FalsePositiveMarker = 1,
        FalseNegativeMarker = 2
    };
    /// The editor margin the markers are drawn in.
    static constexpr int Margin = 1;

    /// Sets the margin up on editor, which outlives the flag margin (make it the parent).
    explicit FlagMargin(QsciScintilla *editor, QObject *parent = nullptr);

    /// Marks the lines of the file at path that the flags cite (evidence of kind TestLine); a line past the end
    /// marks the last line.
    void setFlags(const QList<Flag> &flags, const QString &path);
    void clear();

    bool annotationsVisible() const { return m_annotationsVisible; }
    /// Shows or hides the rationales; the markers stay.
    void setAnnotationsVisible(bool visible);

    /// Colours the markers and the rationale boxes for the palette, light or dark. A lexer change restyles the
    /// document and drops the rationales' styles: call setFlags again after it.
    void applyPalette(const QPalette &palette);

    /// 0-based lines.
    bool isFlagged(int line) const { return m_annotations.contains(line); }
    /// The rationales under a line, as shown (wrapped); empty when no flag cites it.
    QString annotation(int line) const { return m_annotations.value(line); }
    /// The next flagged line after line (forward) or the one before it, wrapping around; -1 when none is flagged.
    int nextFlaggedLine(int line, bool forward) const;

Q_SIGNALS:
    /// The marker of a flagged line was clicked (0-based line).
    void lineActivated(int line);

private:
    void show();

    QsciScintilla *m_editor;
    QHash<int, QString> m_annotations; // 0-based line -> rationale text
    QHash<int, bool> m_lineIsFp;       // the kind of the first flag citing the line picks the box's tint
    bool m_annotationsVisible = true;
    int m_fpStyle = -1;
    int m_fnStyle = -1;
};

} // namespace heddle
