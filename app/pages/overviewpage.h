#pragma once

#include <app/pages/taskpage.h>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace heddle {

class QueryEditor;
class SpecEditor;
class SpecGraphView;
class SpecListView;
class TestCommandForm;
struct TaskEdit;
struct TestCommandFields;

/// The query (editable, with a Markdown preview), the test command, the specs by category, and the graph of how the
/// specs interact: what the task asks for. The specs are edited here: in the spec editor that takes the place of the
/// spec's text when one is selected, by dragging in the list (order) and in the graph (interactions).
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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool saveQuery(const QString &query);
    bool saveCommand(const TestCommandFields &fields);
    void connectSpecEditing();
    void fitCommandBox();
    void showSpecInfo();
    /// Saves a spec edit; select is the spec to show afterwards. A refusal is shown beside field.
    bool editSpecs(const TaskEdit &edit, int field, const QString &select);
    void addSpec();
    void moveSpec(const QString &id, bool up);

    QueryEditor *m_query;
    TestCommandForm *m_command;
    SpecListView *m_specList;
    SpecGraphView *m_specGraph;
    QLabel *m_specInfo;
    // The command form with the lines under it, which wrap: never squeezed below their height.
    QWidget *m_commandBox = nullptr;
    QLabel *m_testCommand;        // the command and where it came from, or that it is unknown
    QLabel *m_completeness;       // what the task lacks: a reachable repository, its test files
    QLabel *m_mutation;           // the mutation score of the newest analysis
    QPushButton *m_mutationFlags; // to the flags of the surviving mutants, whose diff is one key (M) away there
    SpecEditor *m_specEditor;
    QStackedWidget *m_specPanel;
    QString m_shownTaskId; // whose query and command the editors hold
    QString m_activeSpec;
    int m_generation = -1;
};

} // namespace heddle
