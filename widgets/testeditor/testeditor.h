#pragma once

#include <core/editing/testeditsession.h>
#include <widgets/testeditor/flagmargin.h>

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <Qsci/qscidocument.h>

class QComboBox;
class QFrame;
class QLabel;
class QPushButton;
class QToolButton;
class QsciScintilla;

namespace heddle {

class FindBar;
class ScintillaFinder;

/// Edits the test files of a TestEditSession: syntax colouring, line numbers, folding, find and replace, the lines
/// cited by flags marked in the margin with the flag's rationale under them, and a banner offering the drafts an
/// earlier run left behind. The session reads and writes every file; the editor only shows and forwards edits.
class TestEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TestEditor(QWidget *parent = nullptr);
    ~TestEditor() override;

    void setSession(TestEditSession *session);
    TestEditSession *session() const { return m_session; }

    QString currentPath() const { return m_path; }
    void setCurrentPath(const QString &path);
    /// Selects the file, scrolls to the 1-based line and highlights it until the next showLine.
    void showLine(const QString &path, int line);

    bool annotationsVisible() const { return m_flagMargin->annotationsVisible(); }
    void setAnnotationsVisible(bool visible);

    /// The find bar's state, for the window's status bar and for tests: "3 of 12", "No matches", or empty.
    QString matchCountText() const;

    /// Marker numbers of flag lines, for markersAtLine().
    enum Marker {
        FalsePositiveMarker = FlagMargin::FalsePositiveMarker,
        FalseNegativeMarker = FlagMargin::FalseNegativeMarker,
        ShownLineMarker = 3
    };

Q_SIGNALS:
    /// A flag marker was clicked (or Alt+Return pressed on a flagged line): the way back to the flag.
    void lineActivated(const QString &path, int line);
    /// Ctrl+Alt+Return on a flagged line: a repair is asked for the flag that cites it (1-based line).
    void repairRequested(const QString &path, int line);
    void currentFileChanged(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void loadDocument(const QString &path);
    void showDocument(const QString &path);
    void onEditorTextChanged();
    void onSessionContentChanged(const QString &path);
    void updateFileItem(const QString &path);
    void updateBanner();
    void restoreDrafts();
    void applyPalette();
    void applyFileSettings();
    void updateFlagMarks();
    void updateLineNumberWidth();
    void activateFlagAtCursor();
    void jumpToFlag(bool forward);
    void save();

    QPointer<TestEditSession> m_session;
    QString m_path;
    QHash<QString, QsciDocument> m_documents;
    int m_shownLine = -1;
    bool m_updating = false;

    QComboBox *m_files = nullptr;
    QToolButton *m_annotationsButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QFrame *m_banner = nullptr;
    QLabel *m_bannerText = nullptr;
    QsciScintilla *m_editor = nullptr;
    FlagMargin *m_flagMargin = nullptr;
    FindBar *m_findBar = nullptr;
    ScintillaFinder *m_finder = nullptr;
};

} // namespace heddle
