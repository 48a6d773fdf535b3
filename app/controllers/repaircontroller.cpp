#include <app/controllers/repaircontroller.h>

#include <app/controllers/taskeditcontroller.h>
#include <app/controllers/validationcontroller.h>
#include <app/window/taskviews.h>
#include <core/repair/repairapply.h>
#include <widgets/flags/repairdialog.h>

#include <QProgressDialog>

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
    // The edit and the verdict go through the write queue in this order, and the validation reads the task after.
    if (const Result<void> applied = m_views->editController()->apply(repairEdit(suggestion)); !applied) {
        Q_EMIT problem(tr("The repair of flag %1 was not taken: %2").arg(suggestion.flag, applied.error().toString()));
        return;
    }
    m_views->confirmRepaired(suggestion.flag, repairNote(suggestion));
    Q_EMIT notice(tr("Repair of flag %1 taken; the task is validated again.").arg(suggestion.flag));
    m_validation->validate({suggestion.task});
}

} // namespace heddle
