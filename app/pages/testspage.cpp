#include <app/pages/testspage.h>

#include <app/pages/showntask.h>
#include <core/editing/taskedit.h>
#include <core/editing/testeditsession.h>
#include <core/review/evidence.h>
#include <core/validation/runrecord.h>
#include <widgets/editors/testlistseditor.h>
#include <widgets/flags/flagspanel.h>
#include <widgets/testeditor/testeditor.h>

#include <QHBoxLayout>
#include <QInputDialog>
#include <QMessageBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

bool sameFiles(const QList<TestFile> &a, const QList<TestFile> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const TestFile &x, const TestFile &y) { return x.path == y.path && x.content == y.content; });
}

QToolButton *fileButton(QWidget *parent, const QString &text, const QString &objectName, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setObjectName(objectName);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

TestsPage::TestsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"testsPage"_s, parent)
    , m_session(new TestEditSession(
          QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/drafts"_s, this))
    , m_editor(new TestEditor(this))
    , m_lists(new TestListsEditor(this))
    , m_renameButton(fileButton(this, tr("Rename…"), u"renameTestFileButton"_s, tr("Move this test file")))
    , m_deleteButton(fileButton(this, tr("Delete…"), u"deleteTestFileButton"_s, tr("Delete this test file")))
{
    auto *addButton = fileButton(this, tr("New File…"), u"addTestFileButton"_s, tr("Add a test file to the task"));
    auto *files = new QHBoxLayout;
    files->setContentsMargins(0, 0, 0, 0);
    files->addWidget(addButton);
    files->addWidget(m_renameButton);
    files->addWidget(m_deleteButton);
    files->addStretch(1);
    m_editor->setSession(m_session);
    // The file buttons belong to the editor's side; the lists have their own.
    auto *editorSide = new QWidget(this);
    auto *editorLayout = new QVBoxLayout(editorSide);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    editorLayout->addLayout(files);
    editorLayout->addWidget(m_editor);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"testsSplitter"_s);
    split->addWidget(editorSide);
    split->addWidget(m_lists);
    // Half each: a row of the test lists shows a test's name, its list and its id side by side, and the editor keeps
    // room for the file's path.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    pageLayout()->addWidget(split);
    connect(m_lists, &TestListsEditor::moveRequested, this, &TestsPage::moveTests);
    connect(addButton, &QToolButton::clicked, this, &TestsPage::addTestFile);
    connect(m_renameButton, &QToolButton::clicked, this, &TestsPage::renameTestFile);
    connect(m_deleteButton, &QToolButton::clicked, this, &TestsPage::deleteTestFile);
    connect(m_session, &TestEditSession::taskChanged, this, &TestsPage::updateFileButtons);
    connect(m_session, &TestEditSession::error, this, [this](const Error &e) { Q_EMIT notice(e.toString()); });
    connect(m_session, &TestEditSession::saved, this,
            [this](const QString &path) { Q_EMIT testFileSaved(path, m_session->savedContent(path)); });
    connect(m_editor, &TestEditor::lineActivated, this, [this](const QString &path, int line) {
        const QStringList ids = flagsCitingTestLine(this->shown().task, path, line);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
    connect(m_editor, &TestEditor::repairRequested, this, [this](const QString &path, int line) {
        for (const QString &id : flagsCitingTestLine(this->shown().task, path, line))
            for (const Flag &flag : this->shown().task.flags)
                if (flag.id == id && FlagsPanel::isRepairable(flag)) {
                    Q_EMIT repairRequested(id);
                    return;
                }
        Q_EMIT notice(tr("No open flag of Heddle's own analysis cites line %1: nothing to repair.").arg(line));
    });
    updateFileButtons();
}

void TestsPage::showTask()
{
    showLists();
    if (shown().isEmpty()) {
        m_session->clear();
        return;
    }
    if (std::exchange(m_generation, shown().generation) == shown().generation) {
        // An edit of the test files themselves keeps the typing in the others; blind review looks for drafts again.
        if (m_session->taskId() == shown().task.id &&
            !sameFiles(m_session->task().tests.files, shown().task.tests.files))
            m_session->updateTask(shown().task);
        else
            m_session->setTask(shown().root, shown().task);
        return;
    }
    const TaskSnapshot &snapshot = shown().snapshot;
    m_session->setTask(shown().root, shown().task, snapshot.drafts, snapshot.draftProblems);
}

void TestsPage::showLists()
{
    const Task &task = shown().snapshot.task;
    if (std::exchange(m_listsTask, task.id) != task.id)
        m_undeclared.clear();
    if (task.id.isEmpty()) {
        m_lists->setEntries({}, false);
        return;
    }
    // The newest run's first finished reference and no-patch runs say how each test behaves with and without the fix.
    const std::optional<RunRecord> newest = shown().snapshot.latestRun();
    const TargetRun *reference = newest ? firstFinishedRun(*newest, u"reference"_s) : nullptr;
    const TargetRun *empty = newest ? firstFinishedRun(*newest, u"empty"_s) : nullptr;
    const auto status = [](const TargetRun *run, const QString &test) {
        return run && run->results.status.contains(test) ? testStatusName(run->results.value(test)) : QString();
    };
    QList<TestListEntry> entries;
    QSet<QString> listed;
    const auto add = [&](const QString &test, TestListKind kind) {
        if (test.isEmpty() || listed.contains(test))
            return;
        listed.insert(test);
        entries.append({test, kind, status(reference, test), status(empty, test)});
    };
    for (const QString &test : task.tests.failToPass)
        add(test, TestListKind::FailToPass);
    for (const QString &test : task.tests.passToPass)
        add(test, TestListKind::PassToPass);
    // Offered: what the newest run ran (a test just written is there), what a spec names, what was taken out.
    QStringList offered;
    if (newest)
        for (const TargetRun &run : newest->runs)
            offered.append(run.results.ids);
    for (const Spec &spec : task.specs)
        offered.append(spec.coveredBy);
    offered.append(QStringList(m_undeclared.cbegin(), m_undeclared.cend()));
    const qsizetype before = entries.size();
    for (const QString &test : std::as_const(offered))
        add(test, TestListKind::NotDeclared);
    std::sort(entries.begin() + before, entries.end(),
              [](const TestListEntry &a, const TestListEntry &b) { return a.test < b.test; });
    const QString note = newest ? tr("Not declared: the tests run %1 reported and the specs name that are in neither "
                                     "list.")
                                      .arg(newest->id)
                                : tr("Not declared: the tests the specs name that are in neither list; validate the "
                                     "task (Ctrl+R) to see every test its files hold.");
    m_lists->setEntries(entries, !shown().isHidden(), note);
}

void TestsPage::moveTests(const QStringList &tests, TestListKind to)
{
    const Task &task = shown().snapshot.task;
    QStringList lines;
    for (const QString &test : tests) {
        const TestListKind from = task.tests.failToPass.contains(test)   ? TestListKind::FailToPass
                                  : task.tests.passToPass.contains(test) ? TestListKind::PassToPass
                                                                         : TestListKind::NotDeclared;
        lines << tr("%1: %2 → %3").arg(test, testListName(from), testListName(to));
    }
    constexpr qsizetype kNamed = 3; // more would not fit a commit's first line
    const QString names = tests.size() <= kNamed ? tests.join(u", "_s) : tr("%n tests", nullptr, int(tests.size()));
    const QString summary = to == TestListKind::NotDeclared ? tr("%1 no longer declared").arg(names)
                                                            : tr("%1 moved to %2").arg(names, testListName(to));
    const Result<void> saved = edit({summary, lines.join(u'\n'), [tests, to](Task &t) {
                                         // A test is in one list at most: taken out of both, then put in one.
                                         for (const QString &test : tests) {
                                             t.tests.failToPass.removeAll(test);
                                             t.tests.passToPass.removeAll(test);
                                         }
                                         if (to == TestListKind::FailToPass)
                                             t.tests.failToPass.append(tests);
                                         else if (to == TestListKind::PassToPass)
                                             t.tests.passToPass.append(tests);
                                     }});
    if (!saved) {
        m_lists->showMessage(tr("Not moved: %1").arg(saved.error().message));
        return;
    }
    if (to == TestListKind::NotDeclared)
        for (const QString &test : tests)
            m_undeclared.insert(test);
    showLists(); // the edit showed the pages before the test joined m_undeclared
    Q_EMIT notice(summary);
}

bool TestsPage::showLine(const QString &file, int line, QString *error)
{
    if (!m_session->hasFile(file)) {
        *error = tr("The task has no test file %1.").arg(file);
        return false;
    }
    m_editor->showLine(file, std::max(1, line));
    Q_EMIT pageWanted(PageId::Tests);
    return true;
}

void TestsPage::updateFileButtons()
{
    const bool hasFile = !m_session->files().isEmpty();
    m_renameButton->setEnabled(hasFile);
    m_deleteButton->setEnabled(hasFile);
    if (QWidget *add = findChild<QToolButton *>(u"addTestFileButton"_s))
        add->setEnabled(!shown().isEmpty());
}

bool TestsPage::saveEdit(const TaskEdit &taskEdit)
{
    const Result<void> saved = edit(taskEdit);
    if (saved)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Test file not changed"), saved.error().message, QMessageBox::Ok, this);
    box.setObjectName(u"testFileRefusal"_s);
    box.setTextFormat(Qt::PlainText); // the path is the curator's, the reason may quote the task
    box.exec();
    return false;
}

void TestsPage::addTestFile()
{
    if (shown().isEmpty())
        return;
    const QString current = m_editor->currentPath();
    const QString folder = current.contains(u'/') ? current.left(current.lastIndexOf(u'/') + 1) : u"tests/"_s;
    bool ok = false;
    const QString path =
        QInputDialog::getText(this, tr("New Test File"),
                              tr("Path of the new test file, relative to the repository root (its extension "
                                 "picks the syntax colouring):"),
                              QLineEdit::Normal, folder, &ok)
            .trimmed();
    if (!ok || path.isEmpty())
        return;
    // A path that is unsafe or already held is refused by the edit's check, which names it.
    const TaskEdit add{tr("Test file %1 added").arg(path), {}, [path](Task &task) {
                           task.tests.files.append(TestFile{path, {}});
                       }};
    if (saveEdit(add))
        m_editor->setCurrentPath(path);
}

void TestsPage::renameTestFile()
{
    const QString from = m_editor->currentPath();
    if (from.isEmpty())
        return;
    bool ok = false;
    const QString to = QInputDialog::getText(this, tr("Rename Test File"), tr("New path of %1:").arg(from),
                                             QLineEdit::Normal, from, &ok)
                           .trimmed();
    if (!ok || to.isEmpty() || to == from)
        return;
    const bool typed = m_session->isModified(from);
    const QByteArray typing = m_session->content(from);
    const TaskEdit rename{tr("Test file %1 renamed to %2").arg(from, to), {}, [from, to](Task &task) {
                              for (TestFile &f : task.tests.files)
                                  if (f.path == from)
                                      f.path = to;
                          }};
    if (!saveEdit(rename))
        return;
    if (typed)
        m_session->setContent(to, typing); // the unsaved typing moves with the file
    m_editor->setCurrentPath(to);
}

void TestsPage::deleteTestFile()
{
    const QString path = m_editor->currentPath();
    if (path.isEmpty())
        return;
    QMessageBox box(QMessageBox::Question, tr("Delete Test File"),
                    m_session->isModified(path)
                        ? tr("%1 has unsaved changes, which will be lost. Delete the test file anyway?").arg(path)
                        : tr("Delete the test file %1 from the task?").arg(path),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(u"deleteTestFileQuestion"_s);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Edit > Undo brings it back."));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Yes)
        return;
    (void)saveEdit({tr("Test file %1 deleted").arg(path), {}, [path](Task &task) {
                        task.tests.files.removeIf([&path](const TestFile &f) { return f.path == path; });
                    }});
}

} // namespace heddle
