#include <app/pages/overviewpage.h>

#include <app/pages/showntask.h>
#include <core/editing/specedits.h>
#include <core/editing/taskedit.h>
#include <core/importers/testcommand.h>
#include <core/importers/testfilefetch.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/exec/containerimage.h>
#include <widgets/editors/queryeditor.h>
#include <widgets/editors/testcommandform.h>
#include <widgets/specgraph/speceditor.h>
#include <widgets/specgraph/specgraphview.h>
#include <widgets/specgraph/speclistview.h>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

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
    , m_completeness(plainLabel(this, u"taskCompleteness"_s))
    , m_mutation(plainLabel(this, u"mutationScore"_s))
    , m_mutationFlags(new QPushButton(tr("Surviving Mutants…"), this))
    , m_specEditor(new SpecEditor(this))
    , m_specPanel(new QStackedWidget(this))
{
    m_specGraph->setObjectName(u"specGraph"_s);

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_query);
    auto *command = new QWidget(this); // the form and, under it, where the command came from
    m_commandBox = command;
    command->installEventFilter(this);
    auto *commandLayout = new QVBoxLayout(command);
    commandLayout->setContentsMargins(0, 0, 0, 0);
    commandLayout->addWidget(m_command);
    commandLayout->addWidget(m_testCommand);
    auto *mutationRow = new QHBoxLayout;
    mutationRow->setContentsMargins(0, 0, 0, 0);
    mutationRow->addWidget(m_mutation, 1);
    mutationRow->addWidget(m_mutationFlags, 0, Qt::AlignTop);
    commandLayout->addLayout(mutationRow);
    m_mutationFlags->setObjectName(u"mutationFlagsButton"_s);
    m_mutationFlags->setToolTip(tr("Show the flags of the mutants that survive; there, M shows a mutant's diff"));
    m_mutationFlags->setAutoDefault(false);
    m_mutationFlags->hide();
    // The way from the score to the evidence: the flags page takes the first mutation flag and the focus.
    connect(m_mutationFlags, &QPushButton::clicked, this, [this] {
        QStringList ids;
        for (const Flag &f : this->shown().task.flags) // the constructor's argument is also called shown
            if (isMutationFlag(f))
                ids.append(f.id);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
    left->addWidget(command);
    left->addWidget(m_specList);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 0);
    left->setStretchFactor(2, 2);
    // The spec's editor takes the place of the read-only text while a spec is selected.
    auto *info = new QWidget(m_specPanel);
    auto *infoLayout = new QVBoxLayout(info);
    infoLayout->setContentsMargins(0, 0, 0, 0);
    infoLayout->addWidget(m_specInfo);
    auto *add = new QPushButton(tr("&Add Spec"), info);
    add->setObjectName(u"specAddButton"_s);
    infoLayout->addWidget(add, 0, Qt::AlignLeft);
    infoLayout->addStretch();
    m_specPanel->setObjectName(u"specPanel"_s);
    m_specPanel->addWidget(info);
    // Scrolled, so that the editor's fields never make the page wider than a small window or a presenter's 2x view.
    auto *editorScroll = new QScrollArea(m_specPanel);
    editorScroll->setObjectName(u"specEditorScroll"_s);
    editorScroll->setWidgetResizable(true);
    editorScroll->setFrameShape(QFrame::NoFrame);
    editorScroll->setWidget(m_specEditor);
    m_specPanel->addWidget(editorScroll);
    auto *right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(u"specSplitter"_s);
    right->addWidget(m_specGraph);
    right->addWidget(m_specPanel);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({600, 400}); // scaled when shown: the graph keeps the larger part
    connect(add, &QPushButton::clicked, this, &OverviewPage::addSpec);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"overviewSplitter"_s);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600}); // scaled to the page's width when shown; the graph is what presenters show
    m_completeness->hide();
    // The note takes the lines it needs; the rest of the page goes to the task.
    m_completeness->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    pageLayout()->addWidget(m_completeness);
    pageLayout()->addWidget(split, 1);

    connect(m_specGraph, &SpecGraphView::specActivated, this, &OverviewPage::showSpec);
    connect(m_specList, &SpecListView::specActivated, this, &OverviewPage::showSpec);
    connect(m_query, &QueryEditor::saveRequested, this, &OverviewPage::saveQuery);
    connect(m_command, &TestCommandForm::saveRequested, this, &OverviewPage::saveCommand);
    connect(m_specGraph, &SpecGraphView::activeSpecCleared, this, [this] { showSpec({}); });
    connectSpecEditing();
}

bool OverviewPage::eventFilter(QObject *watched, QEvent *event)
{
    // A splitter gives its panes their minimum size for any width; the wrapped lines under the form need more as the
    // column narrows, and without it they would be drawn over the form.
    if (watched == m_commandBox && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        fitCommandBox();
    return TaskPage::eventFilter(watched, event);
}

void OverviewPage::fitCommandBox()
{
    if (const int needed = m_commandBox->layout()->totalHeightForWidth(m_commandBox->width());
        needed > 0 && needed != m_commandBox->minimumHeight())
        m_commandBox->setMinimumHeight(needed);
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
    m_command->setDefaultImage(task.id.isEmpty() ? QString()
                                                 : imageForTask(task, shown().info.validation.images).image);
    // The form shows the command itself; the line says where it came from, or why there is none.
    m_testCommand->setText(task.id.isEmpty() ? QString()
                           : task.tests.command.isEmpty()
                               ? taskTestCommandText(task)
                               : tr("The command came %1.").arg(testCommandOriginText(recordedTestCommand(task))));
    // Plain text: the repository's name and paths come from the task.
    QStringList lacks;
    if (!task.id.isEmpty() && !shown().snapshot.repository)
        lacks.append(tr("The repository cannot be reached: %1. The task keeps working with what it holds.")
                         .arg(shown().snapshot.repository.error().message));
    if (const qsizetype missing = task.id.isEmpty() ? 0 : missingTestFiles(task).size())
        lacks.append(tr("The task lacks %n of the files its test_patch touches: Task > Fetch Test Files reads them "
                        "from the repository.",
                        nullptr, int(missing)));
    const auto &mutation = shown().snapshot.mutation;
    m_mutation->setText(task.id.isEmpty() ? QString()
                        : mutation        ? mutationScoreText(*mutation, task)
                                          : mutation.error().toString());
    m_mutationFlags->setVisible(std::any_of(task.flags.cbegin(), task.flags.cend(), isMutationFlag));
    m_completeness->setText(lacks.join(u'\n'));
    m_completeness->setVisible(!lacks.isEmpty());
    // A new task starts with no spec selected; the same task shown again after an edit keeps its selection.
    if (std::exchange(m_generation, shown().generation) != shown().generation)
        m_activeSpec.clear();
    m_specGraph->setTask(task);
    m_specList->setEditable(!task.id.isEmpty());
    m_specGraph->setEditable(!task.id.isEmpty());
    QHash<QString, QString> titles;
    QList<std::pair<QString, QString>> categories;
    for (const SpecCategory &c : std::as_const(shown().info.specCategories)) {
        titles.insert(c.id, c.title);
        categories.append({c.id, c.title});
    }
    m_specList->setTask(task, titles);
    m_specEditor->setCategories(categories);
    // The tests a spec can name: both lists, and what the newest run reported (a test just written is there).
    QStringList tests = task.tests.failToPass + task.tests.passToPass;
    const QSet<QString> listed(tests.cbegin(), tests.cend());
    if (const std::optional<RunRecord> run = shown().snapshot.latestRun()) {
        QStringList ran;
        for (const TargetRun &target : run->runs)
            for (const QString &id : target.results.ids)
                if (!listed.contains(id) && !ran.contains(id))
                    ran.append(id);
        std::sort(ran.begin(), ran.end());
        tests += ran;
    }
    m_specEditor->setTests(tests, listed);
    const bool known =
        std::any_of(task.specs.cbegin(), task.specs.cend(), [this](const Spec &s) { return s.id == m_activeSpec; });
    showSpec(known ? m_activeSpec : QString());
}

void OverviewPage::showSpecInfo()
{
    const Task &task = shown().task;
    if (task.id.isEmpty()) {
        m_specInfo->clear();
        return;
    }
    m_specInfo->setText(task.specs.isEmpty() ? tr("This task lists no specs: the query and the tests are all it has.")
                        : m_specList->uncoveredCount() > 0
                            ? tr("%n spec(s) no test covers, marked ⚠. Click a spec to see and edit it.", nullptr,
                                 m_specList->uncoveredCount())
                            : tr("Click a spec to see and edit it: its text, its interactions and its tests."));
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
    const Task &task = shown().task;
    const bool known = !specId.isEmpty() && std::any_of(task.specs.cbegin(), task.specs.cend(),
                                                        [&](const Spec &s) { return s.id == specId; });
    m_activeSpec = known ? specId : QString();
    m_specGraph->setActiveSpec(m_activeSpec);
    m_specList->setActiveSpec(m_activeSpec);
    m_specEditor->setSpecs(task.specs, m_activeSpec);
    m_specPanel->setCurrentIndex(known ? 1 : 0);
    if (!known)
        showSpecInfo();
}

bool OverviewPage::editSpecs(const TaskEdit &change, int field, const QString &select)
{
    // Set before saving: the saved edit shows the task again, and the spec to keep selected may have a new id.
    const QString previous = std::exchange(m_activeSpec, select);
    const Result<void> saved = edit(change);
    const auto which = SpecEditor::Field(field);
    if (!saved) {
        m_activeSpec = previous;
        m_specEditor->showProblem(which, saved.error().message);
        if (m_specPanel->currentIndex() == 0)
            m_specInfo->setText(saved.error().message);
        Q_EMIT notice(tr("Not saved: %1").arg(saved.error().message));
        return false;
    }
    m_specEditor->showProblem(which, {});
    showSpec(select);
    return true;
}

void OverviewPage::addSpec()
{
    const Task &task = shown().snapshot.task;
    Spec spec;
    spec.id = specedits::freeSpecId(task.specs);
    spec.title = tr("New spec");
    // Next to the selected spec, in its category; else at the end, in the dataset's first category.
    qsizetype at = task.specs.size();
    if (!shown().info.specCategories.isEmpty())
        spec.category = shown().info.specCategories.first().id;
    else if (!task.specs.isEmpty())
        spec.category = task.specs.last().category;
    for (qsizetype i = 0; i < task.specs.size(); ++i)
        if (task.specs.at(i).id == m_activeSpec) {
            at = i + 1;
            spec.category = task.specs.at(i).category;
        }
    if (editSpecs(specedits::addSpec(spec, at), int(SpecEditor::Field::Id), spec.id))
        m_specEditor->focusField(SpecEditor::Field::Title);
}

void OverviewPage::moveSpec(const QString &id, bool up)
{
    const QString other = specedits::neighbourInCategory(shown().snapshot.task.specs, id, up);
    if (!other.isEmpty())
        editSpecs(specedits::swapSpecs(id, other, up), int(SpecEditor::Field::Id), id);
}

void OverviewPage::connectSpecEditing()
{
    using Field = SpecEditor::Field;
    SpecEditor *e = m_specEditor;
    connect(e, &SpecEditor::idEdited, this, [this](const QString &id, const QString &newId) {
        editSpecs(specedits::renameSpec(id, newId), int(Field::Id), newId);
    });
    connect(e, &SpecEditor::titleEdited, this, [this](const QString &id, const QString &title) {
        editSpecs(specedits::retitleSpec(id, title), int(Field::Title), id);
    });
    connect(e, &SpecEditor::textEdited, this, [this](const QString &id, const QString &text) {
        editSpecs(specedits::rewordSpec(id, text), int(Field::Text), id);
    });
    connect(e, &SpecEditor::categoryEdited, this, [this](const QString &id, const QString &category) {
        editSpecs(specedits::recategorizeSpec(id, category), int(Field::Category), id);
    });
    connect(e, &SpecEditor::interactionToggled, this, [this](const QString &id, const QString &other, bool on) {
        editSpecs(specedits::setInteraction(id, other, on), int(Field::Interactions), id);
    });
    connect(e, &SpecEditor::coverageToggled, this, [this](const QString &id, const QString &test, bool on) {
        editSpecs(specedits::setCoverage(id, test, on), int(Field::Tests), id);
    });
    connect(e, &SpecEditor::removeRequested, this,
            [this](const QString &id) { editSpecs(specedits::removeSpec(id), int(Field::Id), {}); });
    connect(e, &SpecEditor::moveRequested, this, &OverviewPage::moveSpec);
    connect(e, &SpecEditor::addRequested, this, &OverviewPage::addSpec);
    connect(m_specList, &SpecListView::moveRequested, this, &OverviewPage::moveSpec);
    connect(m_specList, &SpecListView::addRequested, this, &OverviewPage::addSpec);
    connect(m_specList, &SpecListView::removeRequested, this,
            [this](const QString &id) { editSpecs(specedits::removeSpec(id), int(Field::Id), {}); });
    connect(m_specList, &SpecListView::specDropped, this, [this](const QString &id, const QString &anchor, bool after) {
        editSpecs(specedits::moveSpec(id, anchor, after), int(Field::Category), id);
    });
    connect(m_specGraph, &SpecGraphView::interactionRequested, this, [this](const QString &a, const QString &b) {
        editSpecs(specedits::setInteraction(a, b, true), int(Field::Interactions), a);
    });
    connect(m_specGraph, &SpecGraphView::interactionRemovalRequested, this, [this](const QString &a, const QString &b) {
        editSpecs(specedits::setInteraction(a, b, false), int(Field::Interactions), m_activeSpec);
    });
}

} // namespace heddle
