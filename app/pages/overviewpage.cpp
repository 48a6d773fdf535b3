#include <app/pages/overviewpage.h>

#include <app/pages/showntask.h>
#include <core/importers/testcommand.h>
#include <core/editing/taskedit.h>
#include <widgets/editors/queryeditor.h>
#include <widgets/editors/testcommandform.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/specgraph/speclistview.h>

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

OverviewPage::OverviewPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"overviewPage"_s, parent)
    , m_query(new QueryEditor(this))
    , m_command(new TestCommandForm(this))
    , m_specList(new SpecListView(this))
    , m_specGraph(new SpecGraphView(this))
    , m_specInfo(plainLabel(this, u"specInfo"_s))
    , m_testCommand(plainLabel(this, u"testCommand"_s))
{
    m_specGraph->setObjectName(u"specGraph"_s);

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_query);
    auto *command = new QWidget(this); // the form and, under it, where the command came from
    auto *commandLayout = new QVBoxLayout(command);
    commandLayout->setContentsMargins(0, 0, 0, 0);
    commandLayout->addWidget(m_command);
    commandLayout->addWidget(m_testCommand);
    left->addWidget(command);
    left->addWidget(m_specList);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 0);
    left->setStretchFactor(2, 2);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_specGraph, 1);
    rightLayout->addWidget(m_specInfo);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"overviewSplitter"_s);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600}); // scaled to the page's width when shown; the graph is what presenters show
    pageLayout()->addWidget(split);

    connect(m_specGraph, &SpecGraphView::specActivated, this, &OverviewPage::showSpec);
    connect(m_specList, &SpecListView::specActivated, this, &OverviewPage::showSpec);
    connect(m_query, &QueryEditor::saveRequested, this, &OverviewPage::saveQuery);
    connect(m_command, &TestCommandForm::saveRequested, this, &OverviewPage::saveCommand);
}

void OverviewPage::showTask()
{
    const Task &task = shown().task;
    // Typing of the task still shown survives the task being shown anew (an edit elsewhere, blind review); another
    // task is only shown once the window settled it (unsavedEdits()).
    const bool sameTask = std::exchange(m_shownTaskId, task.id) == task.id && !task.id.isEmpty();
    if (!sameTask || !m_query->isModified())
        m_query->setQuery(task.query, !task.id.isEmpty());
    const TestCommandFields fields{task.tests.command, task.tests.language, task.tests.logFormat, task.tests.image};
    if (!sameTask || !m_command->isModified())
        m_command->setFields(fields, !task.id.isEmpty());
    m_specGraph->setTask(task);
    if (task.id.isEmpty()) {
        m_specList->setTask(task);
        m_specInfo->clear();
        m_testCommand->clear();
        return;
    }
    m_testCommand->setText(taskTestCommandText(task));
    QHash<QString, QString> titles;
    for (const SpecCategory &c : std::as_const(shown().info.specCategories))
        titles.insert(c.id, c.title);
    m_specList->setTask(task, titles);
    m_specInfo->setText(task.specs.isEmpty() ? tr("This task lists no specs: the query and the tests are all it has.")
                        : m_specList->uncoveredCount() > 0
                            ? tr("%n spec(s) no test covers, marked ⚠. Click a spec to see its text and its tests.",
                                 nullptr, m_specList->uncoveredCount())
                            : tr("Click a spec to see its text and the tests that cover it."));
}

void OverviewPage::showMessage(const QString &message)
{
    m_query->showPlaceholder(message);
}

QStringList OverviewPage::unsavedEdits() const
{
    QStringList unsaved;
    if (m_query->isModified())
        unsaved << tr("the query");
    if (m_command->isModified())
        unsaved << tr("the test command");
    return unsaved;
}

bool OverviewPage::saveUnsavedEdits()
{
    bool saved = true;
    if (m_query->isModified())
        saved = saveQuery(m_query->text());
    if (m_command->isModified())
        saved = saveCommand(m_command->fields()) && saved;
    return saved;
}

void OverviewPage::discardUnsavedEdits()
{
    m_query->revert();
    m_command->revert();
}

bool OverviewPage::saveQuery(const QString &query)
{
    const Result<void> saved = edit({tr("Query edited"), {}, [query](Task &t) { t.query = query; }});
    if (!saved) {
        m_query->showMessage(tr("Not saved: %1").arg(saved.error().message));
        return false;
    }
    m_query->markSaved(); // also when the edit changed nothing (the typing came back to the saved text)
    return true;
}

bool OverviewPage::saveCommand(const TestCommandFields &fields)
{
    const TestSuite &before = shown().snapshot.task.tests;
    QStringList changed;
    if (fields.command != before.command)
        changed << tr("command");
    if (fields.language != before.language)
        changed << tr("language");
    if (fields.logFormat != before.logFormat)
        changed << tr("log format");
    if (fields.image != before.image)
        changed << tr("container image");
    const QString summary = fields.command.trimmed().isEmpty() && !before.command.trimmed().isEmpty()
                                ? tr("Test command cleared: unknown")
                                : tr("Test %1 edited").arg(changed.join(u", "_s));
    const QString details = fields.command == before.command
                                ? QString()
                                : tr("Was: %1\nNow: %2")
                                      .arg(before.command.isEmpty() ? tr("(unknown)") : before.command,
                                           fields.command.isEmpty() ? tr("(unknown)") : fields.command);
    const Result<void> saved = edit({summary, details, [fields](Task &t) {
                                         if (t.tests.command != fields.command) {
                                             // The Overview then says the curator gave the command.
                                             t.tests.command = fields.command;
                                             setTestCommand(t, {fields.command, TestCommandOrigin::Edited, {}, {}});
                                             if (fields.command.isEmpty())
                                                 t.source.removeIf([](const auto &field) {
                                                     return field.first == QLatin1String(kTestCommandSourceKey);
                                                 });
                                         }
                                         t.tests.language = fields.language;
                                         t.tests.logFormat = fields.logFormat;
                                         t.tests.image = fields.image;
                                     }});
    if (!saved) {
        const Error &e = saved.error();
        m_command->showMessage(tr("Not saved: %1").arg(e.message));
        return false;
    }
    m_command->setFields(fields, true);
    return true;
}

void OverviewPage::showSpec(const QString &specId)
{
    m_specGraph->setActiveSpec(specId);
    m_specList->setActiveSpec(specId);
    for (const Spec &s : std::as_const(shown().task.specs)) {
        if (s.id != specId)
            continue;
        const QString tests = s.coveredBy.isEmpty() ? tr("No test covers this spec: a false-positive risk.")
                                                    : tr("Covered by: %1").arg(s.coveredBy.join(u", "_s));
        const QStringList with = m_specGraph->graph().neighbours(specId);
        const QString interacts =
            with.isEmpty() ? QString() : u"\n"_s + tr("Interacts with: %1").arg(with.join(u", "_s));
        m_specInfo->setText(u"%1 — %2\n%3\n%4"_s.arg(s.id, s.title, s.text, tests) + interacts);
    }
}

} // namespace heddle
