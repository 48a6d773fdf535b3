#pragma once

#include <core/curation/approvalgates.h>
#include <core/task/task.h>

#include <QList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QGroupBox;

namespace heddle {

/// Where a task stands and what it takes to approve it: its status and who it is assigned to, the approval gates
/// as a checklist (each failing one says what is wrong), the buttons for the changes the workflow allows, and the
/// history of decisions. In blind review it asks for the curator's own verdict first and hides the decisions of
/// others until then. Never writes anything: it asks, and the window does.
class CurationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CurationPanel(QWidget *parent = nullptr);
    ~CurationPanel() override;

    void setTask(const Task &task, const QList<GateResult> &gates);
    void clear();
    /// Blind review: until revealed, the history (other curators' decisions) is hidden, the status buttons are
    /// disabled and a form asks for the curator's own verdict.
    void setBlind(bool blind, bool revealed);

    QTreeWidget *gateList() const { return m_gates; }
    QTreeWidget *historyList() const { return m_history; }
    QString statusText() const;
    QPushButton *button(CurationStatus to) const;
    QGroupBox *blindForm() const { return m_blindBox; }

Q_SIGNALS:
    void statusChangeRequested(heddle::CurationStatus to);
    void assignRequested();
    /// A gate was activated: show what it is about (the runs, the flags, the specs).
    void gateActivated(const QString &gateId);
    void blindVerdictSubmitted(bool passesWrongPatch, bool rejectsValidPatch, const QString &note);

private:
    void updateButtons();

    QLabel *m_status;
    QLabel *m_assigned;
    QPushButton *m_assign;
    QTreeWidget *m_gates;
    QList<QPushButton *> m_buttons; // indexed by CurationStatus
    QTreeWidget *m_history;
    QLabel *m_historyTitle;
    QGroupBox *m_blindBox;
    QCheckBox *m_blindFp;
    QCheckBox *m_blindFn;
    QPlainTextEdit *m_blindNote;
    QPushButton *m_blindSubmit;
    QWidget *m_filler = nullptr;
    CurationStatus m_current = CurationStatus::New;
    bool m_hasTask = false;
    bool m_blind = false;
    bool m_revealed = true;
};

} // namespace heddle
