#pragma once

#include <app/pages/taskpage.h>

class QLabel;

namespace heddle {

class QueryEditor;
class SpecGraphView;
class SpecListView;
class TestCommandForm;
struct TestCommandFields;

/// The query (editable, with a Markdown preview), the test command, the specs by category, and the graph of how the
/// specs interact: what the task asks for.
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

    QStringList unsavedEdits() const override;
    bool saveUnsavedEdits() override;
    void discardUnsavedEdits() override;

    QueryEditor *queryEditor() const { return m_query; }
    TestCommandForm *commandForm() const { return m_command; }

private:
    bool saveQuery(const QString &query);
    bool saveCommand(const TestCommandFields &fields);

    QueryEditor *m_query;
    TestCommandForm *m_command;
    SpecListView *m_specList;
    SpecGraphView *m_specGraph;
    QLabel *m_specInfo;
    QLabel *m_testCommand; // the command and where it came from, or that it is unknown
    QString m_shownTaskId; // whose query and command the editors hold
};

} // namespace heddle
