#pragma once

#include <core/patch/diffrows.h>
#include <core/patch/patch.h>
#include <core/util/result.h>

#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QWidget>

#include <functional>

class QAction;
class QButtonGroup;
class QCheckBox;
class QLabel;
class QModelIndex;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace heddle {

class JobTracker;
class PatchFileListModel;
class SideBySideDiffView;
class UnifiedDiffView;

/// A patch for review: the files on the left (with +/- counts and "viewed" ticks per file and per hunk), the diff
/// of the current file on the right, unified or side by side, with syntax colours and intra-line word highlights.
/// With a base provider, a file can be shown whole: its base lines around the hunks, applied in place. The base is
/// read off the GUI thread; the diff stays on screen until it arrives.
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

    /// Reads a file of the base commit by its repository path (PatchFile::oldPath); supplied by the window, so the
    /// view itself never touches git. Without one, the full-file toggle is disabled. It runs on a worker thread, on
    /// a copy, so it must not share state with the GUI thread.
    using BaseProvider = std::function<Result<QByteArray>(const QString &path)>;

    /// Shows the patch and forgets every viewed tick and full-file choice; the first file becomes current.
    void setPatch(const Patch &patch);
    const Patch &patch() const;

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

    void setBaseProvider(BaseProvider provider);
    /// Whether the current file is shown whole (a per-file choice, off by default).
    bool isFullFile() const;
    void setFullFile(bool fullFile);

    /// hunk -1 asks about the whole file, which counts as viewed once all its hunks are.
    bool isViewed(const QString &file, int hunk = -1) const;
    /// Emits viewedChanged for each tick that changes (the file's own tick follows its hunks).
    void setViewed(const QString &file, int hunk, bool viewed);
    /// Replaces every tick at once without emitting viewedChanged (to restore remembered ticks after setPatch).
    /// (file, -1) ticks the whole file; ticks naming files or hunks the patch lacks are ignored.
    void setViewedTicks(const QList<QPair<QString, int>> &ticks);
    /// Every ticked hunk as (file, hunk), plus (file, -1) for each file viewed as a whole.
    QList<QPair<QString, int>> viewedTicks() const;

Q_SIGNALS:
    void hunkActivated(const QString &file, int hunk);
    void viewedChanged(const QString &file, int hunk, bool viewed);
    void currentFileChanged(const QString &file);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    void requestBase(int file);
    void onBaseRead(int file, const Result<FileBase> &base);
    void highlightHunk(int hunk);
    int hunkAtTop() const;
    void onCurrentIndexChanged(const QModelIndex &current);

    PatchFileListModel *m_files = nullptr;
    DiffRows m_rows; // of the current file, as on screen
    int m_current = -1;
    int m_shownHunk = -1; // the hunk and line showHunk last put the cursor on, in the current file
    int m_shownLine = -1;
    Mode m_mode = Mode::Unified;
    bool m_ignoreWhitespace = false;
    bool m_updating = false;
    BaseProvider m_baseProvider;
    QSet<int> m_fullFiles;                // files shown whole
    QHash<int, Result<FileBase>> m_bases; // file -> its base, read once per patch and provider
    JobTracker *m_baseRead = nullptr;
    int m_readingFile = -1;

    QTreeView *m_fileList = nullptr;
    QStackedWidget *m_stack = nullptr;
    UnifiedDiffView *m_unified = nullptr;
    SideBySideDiffView *m_sideBySide = nullptr;
    QButtonGroup *m_modeButtons = nullptr;
    QCheckBox *m_whitespace = nullptr;
    QAction *m_fullFileAction = nullptr;
    QToolButton *m_fullFileButton = nullptr;
    QLabel *m_fullFileStatus = nullptr;
};

} // namespace heddle
