#include <app/controllers/repaircontroller.h>

#include <app/controllers/taskeditcontroller.h>
#include <app/controllers/validationcontroller.h>
#include <app/window/taskviews.h>
#include <core/flags/implementationdetail.h>
#include <core/mutation/mutationflags.h>
#include <core/mutation/mutationrecord.h>
#include <core/repair/repairapply.h>
#include <core/validation/runrecord.h>
#include <widgets/flags/repairdialog.h>

#include <QProgressDialog>

#include <algorithm>

namespace heddle {

using namespace Qt::StringLiterals;

RepairController::RepairController(TaskViews *views, ValidationController *validation, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_validation(validation)
    , m_window(window)
{}

RepairController::~RepairController() = default;

void RepairController::suggest(const QString &flagId)
{
    const QString root = m_views->shown().root;
    const Task task = m_views->task();
    if (m_run) {
        Q_EMIT notice(tr("The repairs of another flag are being proved."));
        return;
    }
    if (root.isEmpty() || task.id.isEmpty() || m_views->isHiddenByBlindReview() || !m_views->settleUnsavedEdits())
        return;
    RepairProofOptions options;
    options.validation = m_validation->options();
    options.validation.repeat = 1;
    m_run = std::make_unique<RepairRun>(root, task, QStringList{flagId}, options);
    // Window-modal but not blocking: the proof's runs go on in the event loop, as a validation's do.
    auto *progress =
        new QProgressDialog(tr("Proving the repairs of flag %1…").arg(flagId), tr("Cancel"), 0, 0, m_window);
    progress->setObjectName(u"repairProgress"_s);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    connect(progress, &QProgressDialog::canceled, m_run.get(), &RepairRun::cancel);
    connect(m_run.get(), &RepairRun::progress, progress, [progress](int done, int total) {
        progress->setMaximum(total);
        progress->setValue(done);
    });
    connect(m_run.get(), &RepairRun::finished, this,
            [this, progress, flagId, taskId = task.id](const RepairOutcome &o) {
                progress->deleteLater();
                m_run.release()->deleteLater(); // it returns from its own signal first
                if (m_views->task().id == taskId)
                    present(flagId, o);
            });
    m_run->start();
    progress->open();
}

void RepairController::present(const QString &flagId, const RepairOutcome &outcome)
{
    QList<RepairSuggestion> verified;
    QString why = outcome.unrepairable.value(flagId);
    for (const RepairSuggestion &s : outcome.suggestions) {
        if (s.flag != flagId)
            continue;
        if (s.verified)
            verified.append(s);
        else if (why.isEmpty())
            why = s.failure;
    }
    if (why.isEmpty())
        why = outcome.error.isEmpty() ? tr("nothing to suggest") : outcome.error;
    if (!m_dialog) {
        m_dialog = new RepairDialog(m_window);
        m_dialog->setWindowModality(Qt::NonModal);
        connect(m_dialog, &RepairDialog::applyRequested, this, &RepairController::apply);
    }
    m_dialog->setSuggestions(flagId, verified, why);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void RepairController::apply(const RepairSuggestion &suggestion)
{
    if (m_views->task().id != suggestion.task || !repairStillApplies(m_views->task(), suggestion)) {
        Q_EMIT problem(tr("%1 changed since the repair of flag %2 was proved: suggest it again.")
                           .arg(suggestion.file, suggestion.flag));
        return;
    }
    // The edit and the verdict in one write and one commit; once they are on disk the task is validated again.
    m_views->takeRepair(suggestion, [this, taskId = suggestion.task, flag = suggestion.flag](const QString &error) {
        if (!error.isEmpty()) {
            Q_EMIT problem(tr("The repair of flag %1 was not taken: %2").arg(flag, error));
            return;
        }
        Q_EMIT notice(
            flag.startsWith(u"mutation."_s)
                ? tr("Repair of flag %1 taken; the task is validated and its mutants analysed again.").arg(flag)
                : tr("Repair of flag %1 taken; the task is validated again.").arg(flag));
        confirmAfterRerun(taskId, flag);
        m_validation->validate({taskId});
    });
}

void RepairController::confirmAfterRerun(const QString &taskId, const QString &flagId)
{
    const auto say = [this, flagId](bool raised) {
        Q_EMIT notice(raised ? tr("The re-run still raises flag %1: the repair did not resolve it.").arg(flagId)
                             : tr("The re-run confirms the repair of flag %1.").arg(flagId));
    };
    auto *once = new QObject(this);
    connect(m_validation, &ValidationController::taskValidated, once,
            [this, once, taskId, flagId, say](const Task &task, const RunRecord &record) {
                if (task.id != taskId)
                    return;
                once->deleteLater();
                if (!flagId.startsWith(u"mutation."_s)) {
                    const QList<DetailFinding> found = implementationDetailFindings(task, record);
                    say(std::any_of(found.cbegin(), found.cend(),
                                    [&](const DetailFinding &f) { return f.flagId == flagId; }));
                    return;
                }
                // A mutation flag holds until the analysis runs again on the task as repaired.
                if (m_views->task().id != taskId)
                    return;
                auto *analysed = new QObject(this);
                connect(
                    m_validation, &ValidationController::mutationsRecorded, analysed,
                    [analysed, taskId, flagId, say](const Task &again, const MutationRecord &r) {
                        if (again.id != taskId)
                            return;
                        analysed->deleteLater();
                        const QList<Flag> raised = computeMutationFlags(again, r);
                        say(std::any_of(raised.cbegin(), raised.cend(), [&](const Flag &f) { return f.id == flagId; }));
                    });
                m_validation->analyseMutations();
            });
}

} // namespace heddle
