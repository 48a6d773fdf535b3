#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class AttemptMatrixView;

/// Every attempt (and the two controls) against every test, with the flags on the cells they concern.
class MatrixPage : public TaskPage
{
    Q_OBJECT

public:
    MatrixPage(SharedShownTask shown, QWidget *parent);

    /// Shows the task with its newest validation run.
    void showTask() override;
    /// The flags changed (a verdict): the cells follow, the runs stay.
    void showFlags();
    /// Selects the cell of an attempt ("" the reference, kEmptyPatchAttemptId the empty patch) and a test.
    void selectCell(const QString &attemptId, const QString &testId);

    AttemptMatrixView *view() const { return m_matrix; }

Q_SIGNALS:
    /// A cell was activated: the flags on it (none for an unflagged cell).
    void cellActivated(const QString &attemptId, const QString &testId, const QStringList &flagIds);

private:
    AttemptMatrixView *m_matrix;
};

} // namespace heddle
