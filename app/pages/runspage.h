#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class ValidationPanel;

/// The validation runs: the ones running now, streaming, and the task's earlier runs with their logs and what
/// changed between the last two.
class RunsPage : public TaskPage
{
    Q_OBJECT

public:
    RunsPage(SharedShownTask shown, QWidget *parent);

    /// Lists the task's recorded runs.
    void showTask() override;

    ValidationPanel *panel() const { return m_runs; }

Q_SIGNALS:
    /// A changed result was activated: the matrix cell of the attempt ("" the reference, kEmptyPatchAttemptId the
    /// empty patch) and the test.
    void cellWanted(const QString &attemptId, const QString &testId);

private:
    ValidationPanel *m_runs;
};

} // namespace heddle
