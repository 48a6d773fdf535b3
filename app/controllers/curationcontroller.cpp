#include <app/controllers/curationcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/controllers/taskeditcontroller.h>
#include <app/window/taskviews.h>
#include <core/curation/approvalgates.h>
#include <core/curation/workflow.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/tasklistmodel.h>
#include <core/history/datasethistory.h>
#include <core/jobs/jobqueue.h>
#include <core/review/blindreview.h>
#include <core/storage/datasetlayout.h>
#include <core/storage/writelock.h>
#include <core/validation/runrecord.h>
#include <widgets/common/reasondialog.h>

#include <QAction>
#include <QDateTime>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace heddle {

using namespace Qt::StringLiterals;

CurationController::CurationController(TaskViews *views, DatasetCommitter *committer, Settings *settings,
                                       QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
{}

void CurationController::setDataset(const QString &root)
{
    m_root = root;
}

void CurationController::addDecisionActions(QMenu *menu, ActionGroups &groups)
{
    auto add = [&](const QString &text, const QString &objectName, auto slot, const QList<QKeySequence> &keys = {}) {
        QAction *a = groups.add(menu, text, objectName, keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(tr("&Approve and Next Task"), u"approveNextAction"_s, [this] { changeStatus(CurationStatus::Approved, true); },
        {QKeySequence(Qt::CTRL | Qt::Key_Return)});
    add(tr("&Reject and Next Task…"), u"rejectNextAction"_s, [this] { changeStatus(CurationStatus::Rejected, true); },
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return)});
    add(tr("&Start Review"), u"startReviewAction"_s, [this] { changeStatus(CurationStatus::InReview); },
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)});
    add(tr("Needs Re&pair"), u"needsRepairAction"_s, [this] { changeStatus(CurationStatus::InRepair); },
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)});
    add(tr("Re&open…"), u"reopenAction"_s, [this] { changeStatus(CurationStatus::InReview); });
    menu->addSeparator();
    add(tr("Assign &To…"), u"assignAction"_s, &CurationController::assignShownTask);
    add(tr("Assign to &Me"), u"assignToMeAction"_s, &CurationController::assignShownTaskToMe);
}

void CurationController::addBlindReviewAction(QMenu *menu, ActionGroups &groups)
{
    m_blind =
        groups.add(menu, tr("&Blind Review"), u"blindReviewAction"_s, {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B)});
    m_blind->setCheckable(true);
    m_blind->setToolTip(tr("Hide the review agent's flags, the models and other curators' decisions until you have "
                           "recorded your own verdict on the task"));
    connect(m_blind, &QAction::triggered, this, &CurationController::setBlindReview);
    if (m_settings->blindReview()) {
        m_blind->setChecked(true);
        setBlindReview(true);
    }
}

void CurationController::taskUpdated(const Task &task)
{
    if (task.id == m_views->task().id)
        m_views->setCuration(task.curation);
    Q_EMIT taskChanged(task);
}

/// What a decision left: the task as it is on disk after it, its status before it, and curation.json as it was and
/// is (the undo puts it back); or why it was not made.
struct CurationController::Decided {
    Result<void> done = Ok{};
    Task task;
    CurationStatus from = CurationStatus::New;
    SavedFiles before;
    SavedFiles after;
};

void CurationController::readTask(const QString &taskId, const std::function<void(const Task &)> &then)
{
    // In the write queue: read after the decisions and verdicts queued before it are on disk.
    m_views->writeQueue()->enqueue([root = m_root, taskId] { return loadTask(root, taskId); },
                                   [this, then](Result<Task> task) {
                                       if (!task) {
                                           QMessageBox::warning(m_window, tr("The task cannot be read"),
                                                                task.error().toString());
                                           return;
                                       }
                                       then(*task);
                                   });
}

void CurationController::decide(const QString &taskId, const QString &failure, const Change &change,
                                const std::function<void(const Decided &)> &then)
{
    m_views->writeQueue()->enqueue(
        [root = m_root, taskId, change] {
            // The task as it is on disk, changed and read around the change under the writer lock.
            Decided decided;
            Result<DatasetWriteLock> lock = lockDatasetForWriting(root);
            if (!lock) {
                decided.done = lock.error();
                return decided;
            }
            Result<Task> task = loadTask(root, taskId);
            if (!task) {
                decided.done = task.error();
                return decided;
            }
            const QStringList paths{DatasetLayout::curationFile(taskId)};
            decided.from = task->curation.status;
            decided.before = readSavedFiles(root, paths);
            decided.done = change(root, *task);
            if (decided.done) {
                decided.after = readSavedFiles(root, paths);
                decided.task = std::move(task).value();
            }
            return decided;
        },
        [this, failure, then](const Decided &decided) {
            if (!decided.done) {
                QMessageBox::warning(m_window, failure, decided.done.error().toString());
                return;
            }
            taskUpdated(decided.task);
            then(decided);
        });
}

void CurationController::applyStatus(const QString &taskId, CurationStatus to, const QString &reason,
                                     const QStringList &overrides, const std::function<void()> &then)
{
    const Change change = [to, reason, overrides, by = m_settings->curatorName(),
                           run = m_views->latestRun()](const QString &root, Task &task) {
        return heddle::changeStatus(root, task, to, reason, by, run, overrides);
    };
    decide(taskId, tr("Status not changed"), change, [this, to, reason, overrides, then](const Decided &decided) {
        const QString id = decided.task.id;
        const QString what = to == CurationStatus::Approved
                                 ? (overrides.isEmpty() ? tr("Approve") : tr("Approve (override)"))
                             : to == CurationStatus::Rejected      ? tr("Reject")
                             : to == CurationStatus::InRepair      ? tr("Send to repair")
                             : decided.from == CurationStatus::New ? tr("Start reviewing")
                                                                   : tr("Reopen");
        QString details = reason;
        if (!overrides.isEmpty())
            details += u"\n\n"_s + tr("Gates overridden: %1").arg(overrides.join(u", "_s));
        m_views->editController()->pushDecision(id, tr("%1 %2").arg(what, id), decided.before, decided.after);
        m_committer->commit({DatasetLayout::curationFile(id)}, tr("%1 %2").arg(what, id), details, decided.after);
        then();
    });
}

bool CurationController::askReason(const Task &task, CurationStatus to, QString *reason, QStringList *overrides)
{
    if (to == CurationStatus::Approved) {
        const QList<GateResult> gates = approvalGates(task, m_views->latestRun());
        *overrides = failedGateIds(gates);
        if (overrides->isEmpty())
            return true;
        QStringList lines;
        for (const GateResult &g : gates)
            if (!g.passed)
                lines << u"✗ "_s + g.title + u": "_s + g.detail;
        *reason =
            heddle::askReason(m_window, tr("Approve despite failing gates?"),
                              tr("%1 does not pass every approval gate:\n\n%2\n\nTo approve it anyway, write why. The "
                                 "approval is recorded as an override of these gates.")
                                  .arg(task.id, lines.join(u'\n')),
                              true);
        if (reason->isNull())
            return false;
        return true;
    }
    if (!transitionNeedsReason(task.curation.status, to))
        return true;
    *reason = heddle::askReason(
        m_window, to == CurationStatus::Rejected ? tr("Reject %1").arg(task.id) : tr("Reopen %1").arg(task.id),
        tr("Why?"), false);
    if (reason->isNull())
        return false;
    return true;
}

void CurationController::changeStatus(CurationStatus to, bool thenNext)
{
    if (m_views->task().id.isEmpty())
        return;
    if (m_views->isHiddenByBlindReview()) {
        Q_EMIT pageWanted(PageId::Curation);
        Q_EMIT message(tr("Blind review: record your own verdict on the task first."), 8000);
        return;
    }
    readTask(m_views->task().id, [this, to, thenNext](const Task &task) { changeStatus(task, to, thenNext); });
}

void CurationController::changeStatus(Task task, CurationStatus to, bool thenNext)
{
    const CurationStatus from = task.curation.status;
    bool throughReview = false;
    if (!isAllowedTransition(from, to)) {
        // Approving or rejecting a new task starts its review on the way.
        if (from != CurationStatus::New || !isAllowedTransition(CurationStatus::InReview, to)) {
            Q_EMIT message(tr("%1 is %2: it cannot become %3.")
                               .arg(task.id, TaskListModel::statusText(from), TaskListModel::statusText(to)),
                           8000);
            return;
        }
        throughReview = true;
        task.curation.status = CurationStatus::InReview; // what the reason is asked from
    }
    QString reason;
    QStringList overrides;
    if (!askReason(task, to, &reason, &overrides))
        return;
    const QString id = task.id;
    const auto finish = [this, id, to, reason, overrides, thenNext] {
        applyStatus(id, to, reason, overrides, [this, id, to, thenNext] {
            Q_EMIT message(tr("%1: %2.").arg(id, TaskListModel::statusText(to)), 5000);
            if (thenNext)
                Q_EMIT nextTaskWanted();
        });
    };
    if (throughReview)
        applyStatus(id, CurationStatus::InReview, {}, {}, finish);
    else
        finish();
}

void CurationController::assignShownTask()
{
    if (m_views->task().id.isEmpty())
        return;
    readTask(m_views->task().id, [this](const Task &task) {
        bool ok = false;
        const QString who =
            QInputDialog::getText(
                m_window, tr("Assign %1").arg(task.id), tr("Curator (empty: nobody):"), QLineEdit::Normal,
                task.curation.assignedTo.isEmpty() ? m_settings->curatorName() : task.curation.assignedTo, &ok)
                .trimmed();
        if (ok)
            assign(task.id, who);
    });
}

void CurationController::assignShownTaskToMe()
{
    if (!m_views->task().id.isEmpty())
        assign(m_views->task().id, m_settings->curatorName());
}

void CurationController::assign(const QString &taskId, const QString &who)
{
    const Change change = [who, by = m_settings->curatorName()](const QString &root, Task &task) {
        return assignTask(root, task, who, by);
    };
    decide(taskId, tr("Not assigned"), change, [this, taskId, who](const Decided &decided) {
        const QString summary = who.isEmpty() ? tr("Unassign %1").arg(taskId) : tr("Assign %1 to %2").arg(taskId, who);
        m_views->editController()->pushDecision(taskId, summary, decided.before, decided.after);
        m_committer->commit({DatasetLayout::curationFile(taskId)}, summary, {}, decided.after);
    });
}

void CurationController::recordBlindVerdict(bool passesWrongPatch, bool rejectsValidPatch, const QString &note)
{
    const QString id = m_views->task().id;
    if (id.isEmpty() || !m_views->settleUnsavedEdits())
        return;
    const QString me = m_settings->curatorName();
    const BlindVerdict verdict{passesWrongPatch, rejectsValidPatch, note, me, QDateTime::currentDateTimeUtc()};
    m_views->writeQueue()->enqueue(
        [root = m_root, id, verdict] { return saveBlindVerdict(root, id, verdict); },
        [this, id, me, verdict](const Result<void> &saved) {
            if (!saved) {
                QMessageBox::warning(m_window, tr("Blind verdict not saved"), saved.error().toString());
                return;
            }
            QStringList found;
            if (verdict.passesWrongPatch)
                found << tr("the tests pass a wrong patch");
            if (verdict.rejectsValidPatch)
                found << tr("the tests reject a valid patch");
            m_committer->commit(
                {DatasetLayout::blindVerdictFile(id, me)},
                tr("Blind verdict on %1: %2").arg(id, found.isEmpty() ? tr("tests look right") : found.join(u"; "_s)),
                verdict.note);
            if (id != m_views->task().id)
                return; // the curator went on to another task meanwhile: it shows hidden until its own verdict
            m_views->reveal(verdict);
            Q_EMIT blindReviewChanged(m_views->isBlind()); // the flags page can be used again
            Q_EMIT message(tr("Your verdict is recorded; the flags, models and decisions are shown."), 8000);
        });
}

void CurationController::setBlindReview(bool blind)
{
    // The shown task is shown again: its test edits are settled first.
    if (blind != m_views->isBlind() && !m_views->task().id.isEmpty() && !m_views->settleUnsavedEdits()) {
        if (m_blind)
            m_blind->setChecked(m_views->isBlind());
        return;
    }
    m_settings->setBlindReview(blind);
    m_views->setBlind(blind);
    Q_EMIT blindReviewChanged(blind);
}

} // namespace heddle
