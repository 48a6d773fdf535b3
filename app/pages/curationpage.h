#pragma once

#include <app/pages/taskpage.h>

namespace heddle {

class CurationPanel;

/// The task's curation: its status and who it is assigned to, the approval gates, the decisions so far, and in
/// blind review the curator's own verdict form. The buttons ask; the curation controller decides.
class CurationPage : public TaskPage
{
    Q_OBJECT

public:
    CurationPage(SharedShownTask shown, QWidget *parent);

    /// Shows the status, and the gates as they judge the task on disk (whatever blind review hides of it).
    void showTask() override;

    CurationPanel *panel() const { return m_curation; }

private:
    CurationPanel *m_curation;
};

} // namespace heddle
