#pragma once

#include <core/patch/patch.h>

#include <QHash>
#include <QList>
#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QSplitter;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QsciScintilla;

namespace heddle {

struct DiffRow;

/// A patch for review: the files on the left (with +/- counts and "viewed" ticks per file and per hunk), the diff
/// of the current file on the right, unified or side by side, with syntax colours and intra-line word highlights.
class PatchDiffView : public QWidget
{
    Q_OBJECT
public:
    enum class Mode {
        Unified,
        SideBySide
    };

    explicit PatchDiffView(QWidget *parent = nullptr);
    ~PatchDiffView() override;

    /// Shows the patch and forgets every viewed tick; the first file becomes current.
    void setPatch(const Patch &patch);
    const Patch &patch() const { return m_patch; }

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);

    bool ignoresWhitespace() const { return m_ignoreWhitespace; }
    void setIgnoreWhitespace(bool ignore);

    /// The path (PatchFile::path()) of the file on display; empty when the patch has none.
    QString currentFile() const;
    void setCurrentFile(const QString &path);

    /// Scrolls to a hunk of a file and highlights it. line indexes PatchHunk::lines (-1: the "@@" header) and
    /// gets the cursor. Returns false when the file or hunk is not in the patch.
    bool showHunk(const QString &file, int hunk, int line = -1);

    /// hunk -1 asks about the whole file, which counts as viewed once all its hunks are.
    bool isViewed(const QString &file, int hunk = -1) const;
    /// Emits viewedChanged for each tick that changes (the file's own tick follows its hunks).
    void setViewed(const QString &file, int hunk, bool viewed);

Q_SIGNALS:
    void hunkActivated(const QString &file, int hunk);
    void viewedChanged(const QString &file, int hunk, bool viewed);
    void currentFileChanged(const QString &file);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Viewed {
        bool file = false;
        QList<bool> hunks;
    };

    void buildFileList();
    void render();
    void fillEditor(QsciScintilla *editor, const QList<DiffRow> &rows, bool unified);
    void styleEditor(QsciScintilla *editor, const QString &path);
    void highlightHunk(int hunk);
    void syncTicks(int file);
    void onItemChanged(QTreeWidgetItem *item, int column);
    void onCurrentItemChanged(QTreeWidgetItem *current);
    int fileIndex(const QString &path) const;
    int rowOf(int hunk, int line) const;

    Patch m_patch;
    QList<Viewed> m_viewed;
    int m_current = -1;
    int m_highlighted = -1;
    Mode m_mode = Mode::Unified;
    bool m_ignoreWhitespace = false;
    bool m_updating = false;
    bool m_syncingScroll = false;
    QHash<qint64, int> m_rowOf; // (hunk << 32 | line + 1) -> editor row of the current rendering
    QList<int> m_hunkOfRow;

    QTreeWidget *m_files = nullptr;
    QStackedWidget *m_stack = nullptr;
    QsciScintilla *m_unified = nullptr;
    QsciScintilla *m_old = nullptr;
    QsciScintilla *m_new = nullptr;
    QButtonGroup *m_modeButtons = nullptr;
    QCheckBox *m_whitespace = nullptr;
};

} // namespace heddle
