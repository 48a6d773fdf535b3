#include <app/controllers/reviewagentcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/agents/agentreview.h>
#include <core/dataset/datasetio.h>
#include <core/jobs/jobtracker.h>
#include <widgets/common/plainmessagebox.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

/// Failed runs named in the message; the details list them all.
constexpr qsizetype kFailedInText = 5;

QString runName(const AgentRunRecord &run)
{
    return run.attempt.isEmpty() ? run.task : run.task + u'/' + run.attempt;
}

} // namespace

ReviewAgentController::ReviewAgentController(TaskViews *views, QueuePanel *queue, DatasetCommitter *committer,
                                             Settings *settings, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_queue(queue)
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
    , m_read(new JobTracker(this))
{
    setObjectName(u"reviewAgentController"_s);
}

void ReviewAgentController::addActions(QMenu *menu, ActionGroups &groups)
{
    menu->setToolTipsVisible(true);
    const auto add = [&](Scope scope, const QString &text, const QString &name, const QList<QKeySequence> &keys) {
        QAction *action = groups.add(menu, text, name, keys);
        auto *agentMenu = new QMenu(menu);
        agentMenu->setObjectName(name + u"Agents"_s);
        connect(action, &QAction::triggered, this, [this, scope] { trigger(scope); });
        m_entries.append({scope, action, agentMenu});
    };
    add(Scope::Task, tr("Run Agent on &Task"), u"runAgentOnTaskAction"_s, {});
    add(Scope::Selected, tr("Run Agent on &Selected Tasks"), u"runAgentOnSelectedAction"_s, {});
    add(Scope::Queue, tr("Run Agent on &Queue"), u"runAgentOnQueueAction"_s, {});
    menu->addSeparator();
    m_setUp = groups.add(menu, tr("Set Up Review &Agents…"), u"setUpReviewAgentsAction"_s, {});
    connect(m_setUp, &QAction::triggered, this, &ReviewAgentController::setUpWanted);
    // The preferences, or the dataset's file, may have named agents since the dataset was opened.
    connect(menu, &QMenu::aboutToShow, this, [this] {
        refresh();
        readAgents();
    });
    refresh();
}

QList<ReviewAgentConfig> ReviewAgentController::agents() const
{
    QList<ReviewAgentConfig> own = m_settings->reviewAgents();
    const QString root = m_views->shown().root;
    if (root.isEmpty())
        return own;
    // Read with the dataset, and again (off the GUI thread) each time the menu opens, so that an edit shows.
    const QList<ReviewAgentConfig> &dataset =
        root == m_agentsRoot ? m_datasetAgents : m_views->shown().info.reviewAgents;
    return mergeReviewAgents(dataset, own);
}

void ReviewAgentController::readAgents()
{
    const QString root = m_views->shown().root;
    if (root.isEmpty())
        return;
    m_read->start([root](const JobControl &) { return openDatasetDescription(root); },
                  [this, root](const Result<Dataset> &dataset) {
                      if (!dataset || root != m_views->shown().root)
                          return; // a broken file is said where the dataset is opened; the menu keeps what it had
                      const bool changed = root != m_agentsRoot || dataset->info.reviewAgents != m_datasetAgents;
                      m_agentsRoot = root;
                      m_datasetAgents = dataset->info.reviewAgents;
                      if (changed)
                          refresh();
                  });
}

void ReviewAgentController::refresh()
{
    const QList<ReviewAgentConfig> all = agents();
    const bool open = !m_views->shown().root.isEmpty();
    // The runs are greyed out without an agent: the menu says why where the curator looks.
    if (m_setUp)
        m_setUp->setText(all.isEmpty() ? tr("No Review Agent Configured: Set &Up…") : tr("Set Up Review &Agents…"));
    for (const Entry &entry : std::as_const(m_entries)) {
        entry.agentMenu->clear();
        if (all.size() > 1) {
            for (const ReviewAgentConfig &agent : all) {
                QAction *item = entry.agentMenu->addAction(agent.name);
                item->setObjectName(u"agent:"_s + agent.name);
                item->setToolTip(agent.command);
                connect(item, &QAction::triggered, this,
                        [this, name = agent.name, scope = entry.scope] { run(name, scope); });
            }
            entry.action->setMenu(entry.agentMenu);
        } else {
            entry.action->setMenu(nullptr);
        }
        entry.action->setEnabled(open && !all.isEmpty());
        entry.action->setToolTip(
            !open            ? tr("Open a dataset to run a review agent on its tasks.")
            : all.isEmpty()  ? tr("No review agent is configured: name one in the dataset's heddle-dataset.json "
                                   "(review_agents) or in Preferences.")
            : all.size() > 1 ? tr("Choose the agent to run.")
                             : tr("Runs %1: %2").arg(all.first().name, all.first().command));
    }
}

void ReviewAgentController::trigger(Scope scope)
{
    const QList<ReviewAgentConfig> all = agents();
    if (all.isEmpty()) {
        Q_EMIT message(tr("No review agent is configured."), 5000);
        return;
    }
    if (all.size() == 1) {
        run(all.first().name, scope);
        return;
    }
    // Reached from the command palette: the menu offers the agents as a submenu instead.
    QStringList names;
    for (const ReviewAgentConfig &agent : all)
        names.append(agent.name);
    auto *ask = new QInputDialog(m_window);
    ask->setObjectName(u"chooseAgentDialog"_s);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("Run Review Agent"));
    ask->setLabelText(tr("Agent:"));
    ask->setComboBoxItems(names);
    connect(ask, &QInputDialog::textValueSelected, this, [this, scope](const QString &name) { run(name, scope); });
    ask->open();
}

QStringList ReviewAgentController::tasksOf(Scope scope) const
{
    switch (scope) {
    case Scope::Task: {
        const QString shown = m_views->task().id;
        return shown.isEmpty() ? QStringList() : QStringList{shown};
    }
    case Scope::Selected: return m_queue->selectedTaskIds();
    case Scope::Queue: return m_queue->shownTaskIds();
    }
    return {};
}

void ReviewAgentController::run(const QString &name, Scope scope)
{
    const QString root = m_views->shown().root;
    const QList<ReviewAgentConfig> all = agents();
    const auto agent =
        std::find_if(all.cbegin(), all.cend(), [&](const ReviewAgentConfig &a) { return a.name == name; });
    const QStringList tasks = tasksOf(scope);
    if (root.isEmpty() || agent == all.cend() || tasks.isEmpty()) {
        Q_EMIT message(agent == all.cend() ? tr("No review agent %1.").arg(name) : tr("No task to run the agent on."),
                       5000);
        return;
    }
    AgentReviewOptions options;
    options.parallelism = m_settings->parallelRuns();
    // A cancel drops the job's result, but runs that ended before it imported their findings and were recorded:
    // those files are committed and the dataset read again all the same.
    QPointer<ReviewAgentController> self(this);
    runModalJob(
        m_window, tr("Running %1 on %n task(s)…", nullptr, int(tasks.size())).arg(name),
        [root, config = *agent, tasks, options, self](const JobControl &job) {
            Result<AgentReviewReport> report = runReviewAgent(root, config, tasks, options, job);
            if (report && job.isStopRequested() && self)
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, report = *report, root] {
                        if (self)
                            self->conclude(report, root);
                    },
                    Qt::QueuedConnection);
            return report;
        },
        [this, root](const Result<AgentReviewReport> &report) {
            if (!report) {
                openPlainMessageBox(m_window, QMessageBox::Warning, tr("Review agent not run"), report.error().message,
                                    report.error().toString(), u"reviewAgentBox"_s, QMessageBox::Ok);
                Q_EMIT finished();
                return;
            }
            conclude(*report, root);
        },
        true);
}

void ReviewAgentController::conclude(const AgentReviewReport &report, const QString &root)
{
    const QString agent = report.version.isEmpty() ? report.agent : report.agent + u' ' + report.version;
    if (!report.changedPaths.isEmpty() && root == m_views->shown().root) {
        QStringList details;
        for (const AgentRunRecord &run : report.runs)
            details << runName(run) + u": "_s + agentRunOutcomeName(run.outcome) +
                           (run.imported ? u", %1 added, %2 updated, %3 withdrawn"_s.arg(run.added)
                                               .arg(run.updated)
                                               .arg(run.withdrawn)
                                         : QString());
        m_committer->commit(report.changedPaths, tr("Review agent %1: %2").arg(agent, report.summary()),
                            details.join(u'\n'));
        Q_EMIT datasetChanged();
    }
    QString text = tr("%1: %2.").arg(agent, report.summary());
    if (const QString spent = report.spending(); !spent.isEmpty())
        text += u"\n"_s + tr("Model server: %1.").arg(spent);
    if (report.cancelled)
        text += u"\n"_s + tr("Cancelled: %n run(s) not made.", nullptr, report.notRun);
    QStringList failed;
    for (const AgentRunRecord &run : report.runs)
        if (run.failed())
            failed << runName(run) + u": "_s + (run.message.isEmpty() ? agentRunOutcomeName(run.outcome) : run.message);
    QStringList details = failed;
    for (const AgentRunRecord &run : report.runs)
        for (const Error &e : run.errors)
            details << runName(run) + u": "_s + e.toString();
    for (const Error &e : report.errors)
        details << e.toString();
    if (!failed.isEmpty())
        text += u"\n\n"_s + tr("Failed runs:") + u"\n"_s + failed.mid(0, kFailedInText).join(u"\n"_s) +
                (failed.size() > kFailedInText
                     ? u"\n"_s + tr("… and %n more (Show Details…)", nullptr, int(failed.size() - kFailedInText))
                     : QString());
    else if (!details.isEmpty())
        text += u"\n\n"_s + tr("Some findings or tasks were skipped (Show Details…).");
    openPlainMessageBox(m_window, details.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
                        tr("Review agent run"), text, details.join(u"\n"_s), u"reviewAgentBox"_s);
    Q_EMIT message(tr("%1: %2").arg(agent, report.summary()), 10000);
    Q_EMIT finished();
}

} // namespace heddle
