#include <core/curation/workflow.h>
#include <core/dataset/taskreread.h>

#include <core/curation/approvalgates.h>
#include <core/dataset/datasetio.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct CurationWorkflow {
    Q_DECLARE_TR_FUNCTIONS(heddle::CurationWorkflow)
};

QString statusWord(CurationStatus status)
{
    switch (status) {
    case CurationStatus::New: return CurationWorkflow::tr("new");
    case CurationStatus::InReview: return CurationWorkflow::tr("in review");
    case CurationStatus::InRepair: return CurationWorkflow::tr("in repair");
    case CurationStatus::Approved: return CurationWorkflow::tr("approved");
    case CurationStatus::Rejected: return CurationWorkflow::tr("rejected");
    }
    return {};
}

Error refusal(QString message)
{
    return makeError(Error::Code::Unsupported, std::move(message));
}

/// Appends the event, writes curation.json and, when that fails, puts the task's curation back.
Result<void> record(const QString &root, Task &task, CurationEvent event, const QString &assignedTo)
{
    const Curation before = task.curation;
    task.curation.status = event.to;
    task.curation.assignedTo = assignedTo;
    task.curation.history.append(std::move(event));
    Result<void> saved = saveCuration(root, task);
    if (saved)
        return saved;
    task.curation = before;
    Error e = saved.error();
    const QString file = e.file.isEmpty() ? DatasetLayout(root).at(DatasetLayout::curationFile(task.id)) : e.file;
    e.message = CurationWorkflow::tr("The curation of task %1 was not saved: cannot write %2 (%3).")
                    .arg(task.id, file, e.detail.isEmpty() ? e.message : e.detail);
    e.file = file;
    return e;
}

} // namespace

QList<CurationStatus> allowedTransitions(CurationStatus from)
{
    switch (from) {
    case CurationStatus::New: return {CurationStatus::InReview};
    case CurationStatus::InReview:
        return {CurationStatus::InRepair, CurationStatus::Approved, CurationStatus::Rejected};
    case CurationStatus::InRepair:
        return {CurationStatus::InReview, CurationStatus::Approved, CurationStatus::Rejected};
    case CurationStatus::Approved:
    case CurationStatus::Rejected: return {CurationStatus::InReview};
    }
    return {};
}

bool isAllowedTransition(CurationStatus from, CurationStatus to)
{
    return allowedTransitions(from).contains(to);
}

bool transitionNeedsReason(CurationStatus from, CurationStatus to)
{
    const bool reopen =
        (from == CurationStatus::Approved || from == CurationStatus::Rejected) && to == CurationStatus::InReview;
    return to == CurationStatus::Rejected || reopen;
}

Result<void> changeStatus(const QString &root, Task &task, CurationStatus to, const QString &reason, const QString &by,
                          const std::optional<RunRecord> &latest, const QStringList &overrideGates, const QDateTime &at)
{
    // The change is checked against the task's curation as it is now: another curator may have changed it.
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock)
        return lock.error();
    const CurationStatus from = task.curation.status;
    if (!isAllowedTransition(from, to)) {
        QStringList allowed;
        for (CurationStatus s : allowedTransitions(from))
            allowed << statusWord(s);
        return refusal(CurationWorkflow::tr("Task %1 cannot go from %2 to %3; from %2 it can go to: %4.")
                           .arg(task.id, statusWord(from), statusWord(to), allowed.join(u", "_s)));
    }
    const QString who = by.trimmed();
    if (who.isEmpty())
        return refusal(
            CurationWorkflow::tr("The change of task %1 needs the name of the curator who makes it.").arg(task.id));
    const QString why = reason.trimmed();
    if (why.isEmpty() && transitionNeedsReason(from, to))
        return refusal(to == CurationStatus::Rejected
                           ? CurationWorkflow::tr("Rejecting task %1 needs a reason.").arg(task.id)
                           : CurationWorkflow::tr("Reopening task %1 needs a reason.").arg(task.id));

    CurationEvent event{from, to, who, at.toUTC(), why};
    if (to == CurationStatus::Approved) {
        const QList<GateResult> gates = approvalGates(task, latest);
        QStringList failing, notOverridden;
        for (const GateResult &g : gates) {
            if (g.passed)
                continue;
            failing << g.id;
            if (!overrideGates.contains(g.id))
                notOverridden << CurationWorkflow::tr("%1 (%2): %3").arg(g.title, g.id, g.detail);
        }
        if (!notOverridden.isEmpty())
            return refusal(
                CurationWorkflow::tr("Task %1 cannot be approved yet. %2").arg(task.id, notOverridden.join(u' ')));
        if (!failing.isEmpty()) {
            if (why.isEmpty())
                return refusal(CurationWorkflow::tr("Approving task %1 despite %2 needs a reason.")
                                   .arg(task.id, failing.join(u", "_s)));
            event.overridden = true;
            event.gatesOverridden = failing;
        }
    }
    return record(root, task, std::move(event), task.curation.assignedTo);
}

Result<void> assignTask(const QString &root, Task &task, const QString &curator, const QString &by, const QDateTime &at)
{
    Result<DatasetWriteLock> lock = lockAndReread(root, task);
    if (!lock)
        return lock.error();
    const QString name = curator.trimmed();
    const QString who = by.trimmed();
    if (who.isEmpty())
        return refusal(
            CurationWorkflow::tr("Assigning task %1 needs the name of the curator who assigns it.").arg(task.id));
    if (name == task.curation.assignedTo)
        return Ok{};
    // The reason is data in the file, kept in one language so it reads the same for every curator.
    const QString why = name.isEmpty() ? u"unassigned"_s : u"assigned to "_s + name;
    const CurationStatus status = task.curation.status;
    return record(root, task, CurationEvent{status, status, who, at.toUTC(), why}, name);
}

} // namespace heddle
