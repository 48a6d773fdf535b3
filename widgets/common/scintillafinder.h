#pragma once

#include <QList>
#include <QObject>

#include <utility>

class QsciScintilla;

namespace heddle {

class FindBar;

/// Searches a QsciScintilla for what a FindBar asks: selects the next or the previous match (wrapping around),
/// replaces the selected match or every match as one undo step, and tells the bar where the selection stands
/// ("3 of 12", "No matches"). Ctrl+F and Ctrl+H seed the bar with a one-line selection.
class ScintillaFinder : public QObject
{
    Q_OBJECT

public:
    /// Serves bar for editor; both outlive the finder (make it a child of their common parent).
    ScintillaFinder(QsciScintilla *editor, FindBar *bar, QObject *parent = nullptr);

    /// Counts again after the text changed or another document came into the editor. Nothing happens while the bar
    /// is not visible or while a replacement is under way (it counts once when it is done).
    void refresh();
    /// Every match in the editor's text as [start, end) positions in bytes.
    QList<std::pair<qsizetype, qsizetype>> matches() const;

private:
    void open(bool replace);
    void findNext(bool forward);
    void findFromSelectionStart();
    void replaceOne();
    void replaceAll();
    void updateStatus();
    void selectRange(qsizetype start, qsizetype end);

    QsciScintilla *m_editor;
    FindBar *m_bar;
    bool m_replacing = false;
};

} // namespace heddle
