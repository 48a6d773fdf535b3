#include <app/controllers/curationcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/settings.h>
#include <app/controllers/taskeditcontroller.h>
#include <app/window/taskviews.h>
#include <core/curation/approvalgates.h>
#include <core/curation/workflow.h>
#include <core/dataset/tasklistmodel.h>
#include <core/history/datasethistory.h>
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

bool CurationController::applyStatus(Task &task, CurationStatus to, const QString &reason, const QStringList &overrides)
{
    const CurationStatus before = task.curation.status;
    Decision decided;
    const auto change = [&] {
        return heddle::changeStatus(m_root, task, to, reason, m_settings->curatorName(), m_views->latestRun(),
                                    overrides);
    };
    if (!decide(task.id, tr("Status not changed"), change, &decided))
        return false;
    taskUpdated(task);
    const QString what = to == CurationStatus::Approved
                             ? (overrides.isEmpty() ? tr("Approve") : tr("Approve (override)"))
                         : to == CurationStatus::Rejected ? tr("Reject")
                         : to == CurationStatus::InRepair ? tr("Send to repair")
                         : before == CurationStatus::New  ? tr("Start reviewing")
                                                          : tr("Reopen");
    QString details = reason;
    if (!overrides.isEmpty())
        details += u"\n\n"_s + tr("Gates overridden: %1").arg(overrides.join(u", "_s));
    m_views->editController()->pushDecision(task.id, tr("%1 %2").arg(what, task.id), decided.before, decided.after);
    m_committer->commit({DatasetLayout::curationFile(task.id)}, tr("%1 %2").arg(what, task.id), details);
    return true;
}

bool CurationController::decide(const QString &taskId, const QString &failure,
                                const std::function<Result<void>()> &change, Decision *decision)
{
    // curation.json as it was and as the change leaves it, read under the writer lock: the undo puts it back.
    Result<DatasetWriteLock> lock = lockDatasetForWriting(m_root);
    if (!lock) {
        QMessageBox::warning(m_window, failure, lock.error().toString());
        return false;
    }
    const QStringList paths{DatasetLayout::curationFile(taskId)};
    decision->before = readSavedFiles(m_root, paths);
    if (const Result<void> done = change(); !done) {
        QMessageBox::warning(m_window, failure, done.error().toString());
        return false;
    }
    decision->after = readSavedFiles(m_root, paths);
    return true;
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
    Result<Task> task = m_views->taskOnDisk();
    if (!task) {
        QMessageBox::warning(m_window, tr("The task cannot be read"), task.error().toString());
        return;
    }
    const CurationStatus from = task->curation.status;
    if (!isAllowedTransition(from, to)) {
        // Approving or rejecting a new task starts its review on the way.
        if (from != CurationStatus::New || !isAllowedTransition(CurationStatus::InReview, to)) {
            Q_EMIT message(tr("%1 is %2: it cannot become %3.")
                               .arg(task->id, TaskListModel::statusText(from), TaskListModel::statusText(to)),
                           8000);
            return;
        }
        if (!applyStatus(*task, CurationStatus::InReview, {}, {}))
            return;
    }
    QString reason;
    QStringList overrides;
    if (!askReason(*task, to, &reason, &overrides))
        return;
    if (!applyStatus(*task, to, reason, overrides))
        return;
    Q_EMIT message(tr("%1: %2.").arg(task->id, TaskListModel::statusText(to)), 5000);
    if (thenNext)
        Q_EMIT nextTaskWanted();
}

void CurationController::assignShownTask()
{
    Result<Task> task = m_views->taskOnDisk();
    if (!task)
        return;
    bool ok = false;
    const QString who =
        QInputDialog::getText(
            m_window, tr("Assign %1").arg(task->id), tr("Curator (empty: nobody):"), QLineEdit::Normal,
            task->curation.assignedTo.isEmpty() ? m_settings->curatorName() : task->curation.assignedTo, &ok)
            .trimmed();
    if (!ok)
        return;
    Decision decided;
    const auto change = [&] { return assignTask(m_root, *task, who, m_settings->curatorName()); };
    if (!decide(task->id, tr("Not assigned"), change, &decided))
        return;
    taskUpdated(*task);
    const QString summary = who.isEmpty() ? tr("Unassign %1").arg(task->id) : tr("Assign %1 to %2").arg(task->id, who);
    m_views->editController()->pushDecision(task->id, summary, decided.before, decided.after);
    m_committer->commit({DatasetLayout::curationFile(task->id)}, summary);
}

void CurationController::assignShownTaskToMe()
{
    Result<Task> task = m_views->taskOnDisk();
    if (!task)
        return;
    const QString me = m_settings->curatorName();
    Decision decided;
    const auto change = [&] { return assignTask(m_root, *task, me, me); };
    if (!decide(task->id, tr("Not assigned"), change, &decided))
        return;
    taskUpdated(*task);
    const QString summary = tr("Assign %1 to %2").arg(task->id, me);
    m_views->editController()->pushDecision(task->id, summary, decided.before, decided.after);
    m_committer->commit({DatasetLayout::curationFile(task->id)}, summary);
}

void CurationController::recordBlindVerdict(bool passesWrongPatch, bool rejectsValidPatch, const QString &note)
{
    const QString id = m_views->task().id;
    if (id.isEmpty() || !m_views->settleUnsavedEdits())
        return;
    const QString me = m_settings->curatorName();
    const BlindVerdict verdict{passesWrongPatch, rejectsValidPatch, note, me, QDateTime::currentDateTimeUtc()};
    if (const Result<void> saved = saveBlindVerdict(m_root, id, verdict); !saved) {
        QMessageBox::warning(m_window, tr("Blind verdict not saved"), saved.error().toString());
        return;
    }
    QStringList found;
    if (passesWrongPatch)
        found << tr("the tests pass a wrong patch");
    if (rejectsValidPatch)
        found << tr("the tests reject a valid patch");
    m_committer->commit(
        {DatasetLayout::blindVerdictFile(id, me)},
        tr("Blind verdict on %1: %2").arg(id, found.isEmpty() ? tr("tests look right") : found.join(u"; "_s)), note);
    m_views->reveal(verdict);
    Q_EMIT blindReviewChanged(m_views->isBlind()); // the flags page can be used again
    Q_EMIT message(tr("Your verdict is recorded; the flags, models and decisions are shown."), 8000);
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
