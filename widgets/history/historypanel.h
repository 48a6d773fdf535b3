#pragma once

#include <core/history/datasethistory.h>

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace heddle {

class PatchDiffView;

/// A task's history in git: its commits, newest first, and the diff of the selected one, which the window supplies
/// (diffWanted -> showDiff). Commit texts are untrusted and shown as plain text only.
class HistoryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit HistoryPanel(QWidget *parent = nullptr);
    ~HistoryPanel() override;

    /// Replaces the list (entries newest first, as taskHistory returns them); nothing is selected afterwards.
    /// A non-empty note is shown above the list; with offerInitRepository, next to a "Make It a Repository…" button
    /// (for "This dataset is not a git repository").
    void setHistory(const QList<HistoryEntry> &entries, const QString &note = {}, bool offerInitRepository = true);
    /// Shows the unified diff text of commitId (the answer to diffWanted). Ignored unless commitId is the selected
    /// commit, so that a late answer never replaces a newer one.
    void showDiff(const QString &commitId, const QString &diffText);

    const QList<HistoryEntry> &entries() const { return m_entries; }
    /// The selected commit's id; empty when none is selected.
    QString currentCommitId() const;
    void setCurrentCommit(const QString &commitId);
    /// The commit whose diff is on display; empty when none is.
    QString shownCommitId() const { return m_shownCommit; }

    QTreeWidget *historyList() const { return m_list; }
    PatchDiffView *diffView() const { return m_diffView; }
    /// The diff as text, used when it does not parse as a patch.
    QPlainTextEdit *diffText() const { return m_diffText; }
    QPushButton *revertButton() const { return m_revert; }
    QLabel *noteLabel() const { return m_note; }
    QPushButton *initRepositoryButton() const { return m_initRepository; }
    /// The line above the diff: which commit it shows, or why nothing is shown.
    QString diffTitle() const;

Q_SIGNALS:
    /// A commit was selected (or Enter pressed on it): its diff is wanted, see showDiff.
    void diffWanted(const QString &commitId);
    /// The user confirmed reverting the commit.
    void revertRequested(const QString &commitId);
    void initRepositoryRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void onCurrentItemChanged(QTreeWidgetItem *item);
    void confirmRevert();
    void updateRevertButton();
    void showMessage(const QString &text);
    const HistoryEntry *currentEntry() const;

    QList<HistoryEntry> m_entries;
    QString m_shownCommit;

    QWidget *m_noteBar;
    QLabel *m_note;
    QPushButton *m_initRepository;
    QTreeWidget *m_list;
    QPushButton *m_revert;
    QLabel *m_diffTitle;
    QStackedWidget *m_diffStack;
    QLabel *m_placeholder;
    PatchDiffView *m_diffView;
    QPlainTextEdit *m_diffText;
    QSplitter *m_splitter;
    bool m_splitterPlaced = false;
};

} // namespace heddle
