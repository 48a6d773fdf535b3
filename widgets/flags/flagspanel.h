#pragma once

#include <core/task/task.h>

#include <QWidget>

class QAbstractItemView;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QModelIndex;
class QPoint;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTableView;

namespace heddle {

class FlagFilterProxy;
class FlagListModel;

/// The flags of one task: a compact table, the selected flag's details and evidence, and the verdict buttons.
/// It never writes: it asks for verdicts (verdictRequested) and for evidence to be shown (evidenceActivated); the
/// window answers with updateFlag() or showError().
///
/// Keys while the panel has focus: C confirm, D dismiss (a note field opens: Enter records, Escape cancels),
/// R needs re-run, O reopen, N or J next flag, P or K previous flag, F follow the evidence chain (Enter on the
/// table does the same; Enter on an evidence row shows that one), M the diff of a mutation flag's surviving mutants
/// (mutantDiffRequested; the context menus of the table and the evidence offer it too).
class FlagsPanel : public QWidget
{
    Q_OBJECT
public:
    /// How wide the panel needs to be to show the table's every column but the rationale.
    int wantedWidth() const;
    explicit FlagsPanel(QWidget *parent = nullptr);
    ~FlagsPanel() override;

    /// hiddenFlags: how many flags blind review keeps out of task until the curator's own verdict.
    void setTask(const Task &task, int hiddenFlags = 0);
    /// Shows the flag (turning "Show open only" off if it hides it); false for an unknown id.
    bool selectFlag(const QString &id);
    QString currentFlagId() const;
    /// A verdict was asked for and is not yet shown (showVerdict) or refused (showError).
    bool isRecording() const { return !m_pending.isEmpty(); }

    /// The recorded state of a flag; after a verdict asked for here, the selection moves on to the next open flag.
    void updateFlag(const Flag &flag);
    /// A verdict could not be recorded: the message stays visible and the selection stays.
    void showError(const QString &message);

    void setOpenOnly(bool openOnly);
    bool openOnly() const;
    /// An open computed flag of an implementation detail or of mutation analysis: one Heddle suggests repairs for.
    static bool isRepairable(const Flag &flag);

Q_SIGNALS:
    void evidenceActivated(const QString &flagId, const heddle::Evidence &evidence);
    void verdictRequested(const QString &flagId, heddle::Verdict verdict, const QString &note);
    void currentFlagChanged(const QString &flagId);
    /// The surviving mutants of a mutation flag are wanted; focus is the evidence row selected (a default Evidence,
    /// with no file, when none is).
    void mutantDiffRequested(const QString &flagId, const heddle::Evidence &focus);
    /// A verified repair of the flag is wanted (heddle repair's suggestions, proved first).
    void repairRequested(const QString &flagId);

public Q_SLOTS:
    void followEvidence();
    void nextFlag();
    void previousFlag();
    void confirmCurrent();
    void startDismiss();
    void rerunCurrent();
    void reopenCurrent();
    /// Asks for the surviving mutants' diff when the current flag is a mutation flag.
    void showMutantDiff();
    /// Selects the decided flag whose claim the current flag makes (its sameAs), when it has one.
    void goToDecidedFlag();
    /// Asks for a repair of the current flag when it is one Heddle can repair (S).
    void suggestRepair();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    const Flag *findFlag(const QString &id) const;
    void showFlag(const QString &id);
    void updateSummary();
    void updateButtons();
    void moveBy(int delta);
    bool selectNextOpen(const QString &after);
    bool selectOpenFrom(int startRow, const QString &skip);
    void selectRow(int proxyRow);
    void request(Verdict verdict, const QString &note);
    void recordDismiss();
    void cancelDismiss();
    void activateEvidence(int chainIndex);
    void applyPalette();
    void placeSplitter();
    void fitColumns();
    void showContextMenu(QAbstractItemView *view, const QPoint &pos);

    Task m_task;
    QString m_current;
    int m_hiddenFlags = 0;
    QString m_pending; // the flag whose verdict was asked for and not yet answered
    QList<Evidence> m_chain;
    int m_chainPos = -1;
    bool m_splitterPlaced = false;

    FlagListModel *m_model = nullptr;
    FlagFilterProxy *m_proxy = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_openOnly = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    QWidget *m_detail = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_meta = nullptr;
    QLabel *m_verdictInfo = nullptr;
    QPlainTextEdit *m_rationale = nullptr;
    QListWidget *m_evidence = nullptr;
    QPushButton *m_follow = nullptr;
    QPushButton *m_mutants = nullptr;
    QPushButton *m_confirm = nullptr;
    QPushButton *m_dismiss = nullptr;
    QPushButton *m_rerun = nullptr;
    QPushButton *m_reopen = nullptr;
    QWidget *m_noteRow = nullptr;
    QLineEdit *m_note = nullptr;
    QLabel *m_noteMessage = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace heddle
