#pragma once

#include <app/pages/taskpage.h>

class QLabel;
class QPlainTextEdit;

namespace heddle {

class SpecGraphView;
class SpecListView;

/// The query, the specs by category, and the graph of how the specs interact: what the task asks for.
class OverviewPage : public TaskPage
{
    Q_OBJECT

public:
    OverviewPage(SharedShownTask shown, QWidget *parent);

    void showTask() override;
    /// With no task shown: says why in place of the query.
    void showMessage(const QString &message);
    /// Marks the spec in the list and the graph and shows its text and the tests that cover it.
    void showSpec(const QString &specId);

private:
    QPlainTextEdit *m_query;
    SpecListView *m_specList;
    SpecGraphView *m_specGraph;
    QLabel *m_specInfo;
    QLabel *m_completeness; // what the task lacks: a reachable repository, its test files
};

} // namespace heddle
