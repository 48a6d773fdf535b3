#include <app/pages/historypage.h>

#include <app/pages/showntask.h>
#include <core/jobs/jobtracker.h>
#include <core/storage/datasetlayout.h>
#include <widgets/history/historypanel.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

HistoryPage::HistoryPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"historyPage"_s, parent)
    , m_history(new HistoryPanel(this))
    , m_load(new JobTracker(this))
    , m_diff(new JobTracker(this))
{
    pageLayout()->setContentsMargins(0, 0, 0, 0);
    pageLayout()->addWidget(m_history);
    // A commit's diff can be large (an import brings whole trajectories in): it is made off the GUI thread, and only
    // the diff of the commit selected last arrives.
    connect(m_history, &HistoryPanel::diffWanted, this, [this](const QString &commit) {
        m_diff->start(
            [root = this->shown().root, commit, prefix = DatasetLayout::taskFolder(this->shown().task.id)] {
                return commitDiff(root, commit, prefix);
            },
            [this, commit](const Result<QString> &diff) {
                m_history->showDiff(commit, diff ? *diff : diff.error().toString());
            });
    });
    connect(m_history, &HistoryPanel::revertRequested, this, &HistoryPage::revertRequested);
    connect(m_history, &HistoryPanel::initRepositoryRequested, this, &HistoryPage::initRepositoryRequested);
}

void HistoryPage::showTask()
{
    m_load->cancel();
    if (shown().isEmpty()) {
        m_history->setHistory({}, {}, false);
        return;
    }
    if (std::exchange(m_generation, shown().generation) != shown().generation)
        m_current = shown().snapshot.history;
    showHistory();
}

void HistoryPage::reload()
{
    if (shown().isEmpty() || shown().root.isEmpty()) {
        m_load->cancel();
        m_history->setHistory({}, {}, false);
        return;
    }
    // Walking a long history to find a task's commits takes a while.
    m_load->start([root = shown().root, id = shown().task.id] { return loadTaskHistory(root, id); },
                  [this](TaskHistory history) {
                      m_current = std::move(history);
                      showHistory();
                  });
}

void HistoryPage::showHistory()
{
    const TaskHistory &history = m_current;
    if (!history.inRepository) {
        m_history->setHistory({}, history.error.isEmpty() ? tr("This dataset is not a git repository: changes are "
                                                               "saved, but no history of them is kept.")
                                                          : history.error);
        return;
    }
    if (!history.error.isEmpty()) {
        m_history->setHistory({}, history.error, false);
        return;
    }
    // In blind review, commits name who decided what: they wait for the curator's own verdict.
    if (shown().isHidden()) {
        m_history->setHistory({}, tr("Blind review: the history shows once you have recorded your verdict."), false);
        return;
    }
    m_history->setHistory(
        history.entries,
        history.entries.size() == kTaskHistoryLimit ? tr("The last %1 changes.").arg(kTaskHistoryLimit) : QString(),
        false);
    // The newest change and its diff are there without a click.
    if (!history.entries.isEmpty())
        m_history->setCurrentCommit(history.entries.first().id);
}

} // namespace heddle
