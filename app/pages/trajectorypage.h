#pragma once

#include <app/pages/taskpage.h>

#include <QSet>

class QComboBox;
class QStackedWidget;

namespace heddle {

struct Attempt;
class TrajectoryCompareView;
class TrajectoryView;

/// An attempt's trajectory, step by step, alone or side by side with another attempt's. Its part of the jump
/// chain: a cited step opens the attempt's trajectory at that step, and a cited step leads back to its flags.
class TrajectoryPage : public TaskPage
{
    Q_OBJECT

public:
    TrajectoryPage(SharedShownTask shown, QWidget *parent);

    void showTask() override;
    /// Shows an attempt's trajectory; with compareWith, side by side with another attempt's.
    void showTrajectory(const QString &attemptId, const QString &compareWith = {});
    /// Opens the attempt's trajectory at the step (0-based), loading it first when needed, and raises the page.
    /// False (with why in error) when the task has no such attempt or it has no trajectory.
    /// Shows the attempt's trajectory at step; with match, the step opens expanded with match found in it (a search
    /// hit). False, with the reason in error, when the attempt has no trajectory.
    bool showStep(const QString &attemptId, int step, QString *error, const QString &match = {});

    TrajectoryView *view() const { return m_trajectory; }

private:
    void onChoice();
    QSet<int> citedSteps(const QString &attemptId) const;
    QString fileOf(const Attempt &attempt) const;

    QComboBox *m_choice;
    QComboBox *m_compareChoice;
    QStackedWidget *m_stack;
    TrajectoryView *m_trajectory;
    TrajectoryCompareView *m_compare;
};

} // namespace heddle
