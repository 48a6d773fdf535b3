#pragma once

#include <core/repair/repairrun.h>

#include <QObject>
#include <QPointer>

#include <memory>

class QWidget;

namespace heddle {

class RepairDialog;
class TaskViews;
class ValidationController;

/// Repairs from the Flags panel (S on a flag): the flag's suggestions are made and proved in scratch workspaces, with
/// the window's validation options, behind a progress dialog that cancels; the verified ones show in a RepairDialog.
/// Apply takes one as an edit of the shown task (on its undo stack, committed), confirms the flag with a note naming
/// the suggestion, and validates the task again (and analyses its mutants again, for a mutation flag); a notice then
/// says whether the re-run confirms the repair or still raises the flag.
class RepairController : public QObject
{
    Q_OBJECT

public:
    RepairController(TaskViews *views, ValidationController *validation, QWidget *window);
    ~RepairController() override;

    bool isRunning() const { return m_run != nullptr; }
    RepairDialog *dialog() const { return m_dialog; }

public Q_SLOTS:
    void suggest(const QString &flagId);

Q_SIGNALS:
    void notice(const QString &message);
    void problem(const QString &message);

private:
    void present(const QString &flagId, const RepairOutcome &outcome);
    void apply(const RepairSuggestion &suggestion);
    /// After the task's next validation (and, for a mutation flag, its next mutation analysis), says whether the
    /// re-run still raises the flag.
    void confirmAfterRerun(const QString &taskId, const QString &flagId);

    TaskViews *m_views;
    ValidationController *m_validation;
    QWidget *m_window;
    std::unique_ptr<RepairRun> m_run;
    RepairDialog *m_dialog = nullptr;
};

} // namespace heddle
