#include <app/pages/testspage.h>

#include <app/pages/showntask.h>
#include <core/editing/taskedit.h>
#include <core/editing/testeditsession.h>
#include <core/review/evidence.h>
#include <core/validation/runrecord.h>
#include <widgets/editors/testlistseditor.h>
#include <widgets/testeditor/testeditor.h>

#include <QSplitter>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

TestsPage::TestsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"testsPage"_s, parent)
    , m_session(new TestEditSession(
          QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/drafts"_s, this))
    , m_editor(new TestEditor(this))
    , m_lists(new TestListsEditor(this))
{
    m_editor->setSession(m_session);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(u"testsSplitter"_s);
    split->addWidget(m_editor);
    split->addWidget(m_lists);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    pageLayout()->addWidget(split);
    connect(m_lists, &TestListsEditor::moveRequested, this, &TestsPage::moveTests);
    connect(m_session, &TestEditSession::error, this, [this](const Error &e) { Q_EMIT notice(e.toString()); });
    connect(m_session, &TestEditSession::saved, this,
            [this](const QString &path) { Q_EMIT testFileSaved(path, m_session->savedContent(path)); });
    connect(m_editor, &TestEditor::lineActivated, this, [this](const QString &path, int line) {
        const QStringList ids = flagsCitingTestLine(this->shown().task, path, line);
        if (!ids.isEmpty())
            Q_EMIT citationActivated(ids);
    });
}

void TestsPage::showTask()
{
    showLists();
    if (shown().isEmpty()) {
        m_session->clear();
        return;
    }
    if (std::exchange(m_generation, shown().generation) == shown().generation) {
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

} // namespace heddle
