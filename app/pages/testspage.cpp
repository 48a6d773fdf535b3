#include <app/pages/testspage.h>

#include <app/pages/showntask.h>
#include <core/editing/testeditsession.h>
#include <core/review/evidence.h>
#include <widgets/testeditor/testeditor.h>

#include <QStandardPaths>
#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

TestsPage::TestsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"testsPage"_s, parent)
    , m_session(new TestEditSession(
          QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/drafts"_s, this))
    , m_editor(new TestEditor(this))
{
    m_editor->setSession(m_session);
    pageLayout()->addWidget(m_editor);
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
