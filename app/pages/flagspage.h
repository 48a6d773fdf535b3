#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class FlagsPanel;

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

private:
    FlagsPanel *m_flags;
};

} // namespace heddle
