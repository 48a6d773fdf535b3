#pragma once

#include <core/repair/repairsuggestion.h>

#include <QDialog>

class QLabel;
class QPushButton;

namespace heddle {

class UnifiedDiffView;

/// A flag's verified repairs, one at a time: what the suggestion does, the facts its proof established as a
/// checklist, and the change of the test file as a unified diff. Apply (Ctrl+Return) takes the suggestion shown;
/// Next Suggestion (Ctrl+N) shows the next one; Escape closes. Everything shown comes from the task: plain text.
class RepairDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RepairDialog(QWidget *parent = nullptr);

    /// Shows the verified suggestions of flagId, the first of them; none: why (plain text), with Apply disabled.
    void setSuggestions(const QString &flagId, const QList<RepairSuggestion> &suggestions, const QString &whyNone);
    int current() const { return m_current; }
    const QList<RepairSuggestion> &suggestions() const { return m_suggestions; }
    QString headingText() const;
    QString checklistText() const;

public Q_SLOTS:
    void showNext();
    void applyCurrent();

Q_SIGNALS:
    void applyRequested(const heddle::RepairSuggestion &suggestion);

private:
    void present();

    QString m_flag;
    QList<RepairSuggestion> m_suggestions;
    int m_current = 0;
    QLabel *m_heading;
    QLabel *m_checks;
    UnifiedDiffView *m_view;
    QPushButton *m_apply;
    QPushButton *m_next;
};

} // namespace heddle
