#include <app/pages/runspage.h>

#include <app/pages/showntask.h>
#include <core/matrix/attemptmatrixmodel.h>
#include <core/validation/runrecord.h>
#include <widgets/validation/validationpanel.h>

#include <QVBoxLayout>

namespace heddle {

using namespace Qt::StringLiterals;

RunsPage::RunsPage(SharedShownTask shown, QWidget *parent)
    : TaskPage(std::move(shown), u"runsPage"_s, parent)
    , m_runs(new ValidationPanel(this))
{
    pageLayout()->setContentsMargins(0, 0, 0, 0);
    pageLayout()->addWidget(m_runs);
    // A saved log is small (its run's output, capped): read when asked, so the panel shows it at once.
    connect(m_runs, &ValidationPanel::logWanted, this,
            [this](const QString &taskId, const QString &runId, const QString &label) {
                const QByteArray log = loadRunLog(this->shown().root, taskId, runId, label);
                m_runs->showLog(tr("%1 · run %2 · %3").arg(taskId, runId, label),
                                log.isEmpty() ? tr("(no output was kept for this run)").toUtf8() : log);
            });
    connect(m_runs, &ValidationPanel::changeActivated, this, [this](const QString &target, const QString &test) {
        const QString attempt = target == u"reference"_s ? QString()
                                : target == u"empty"_s   ? QString::fromUtf16(kEmptyPatchAttemptId)
                                                         : target;
        Q_EMIT cellWanted(attempt, test);
    });
}

void RunsPage::showTask()
{
    const LoadedRunRecords &runs = shown().snapshot.runs;
    if (shown().isEmpty()) {
        m_runs->setHistory(shown().task, {});
        return;
    }
    QStringList errors;
    for (const Error &e : std::as_const(runs.errors))
        errors.append(e.toString());
    m_runs->setHistory(shown().task, runs.records, errors);
}

} // namespace heddle
