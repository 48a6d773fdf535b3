#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class FlagsPanel;
class JobTracker;
class MutantDiffDialog;
struct Evidence;
struct Flag;
struct MutationRecord;

/// The task's FP and FN flags with their evidence, where the curator records a verdict on each. The jump chain
/// starts here: following a flag's evidence opens the step, hunk or test line it cites.
class FlagsPage : public TaskPage
{
    Q_OBJECT

public:
    FlagsPage(SharedShownTask shown, QWidget *parent);

    void showTask() override;
    /// The flags changed without another task shown (a validation recomputed them): the selected flag stays.
    void showFlags();
    /// A verdict on the flag was saved: its row follows.
    void showVerdict(const QString &flagId);
    /// Selects the flag and raises the page; false when the task has no such flag.
    bool showFlag(const QString &flagId);

    FlagsPanel *panel() const { return m_flags; }
    /// Shows the diff of a mutation flag's surviving mutants (focus: the evidence to scroll to); the mutants come from
    /// the task's newest mutation analysis, or from the older one the evidence names.
    void showMutantDiff(const QString &flagId, const Evidence &focus);
    MutantDiffDialog *mutantDiffDialog() const { return m_mutantDiff; }

private:
    int hiddenFlags() const; // what blind review keeps out of the shown task
    void presentMutants(const Flag &flag, const Evidence &focus, const QList<MutationRecord> &records);

    FlagsPanel *m_flags;
    MutantDiffDialog *m_mutantDiff = nullptr;
    JobTracker *m_records;
};

} // namespace heddle
