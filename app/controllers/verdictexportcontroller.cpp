#include <app/controllers/verdictexportcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/taskviews.h>
#include <app/settings.h>
#include <core/agents/verdictexport.h>
#include <widgets/common/plainmessagebox.h>
#include <widgets/jobs/modaljob.h>

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>

namespace heddle {

using namespace Qt::StringLiterals;

VerdictExportController::VerdictExportController(TaskViews *views, Settings *settings, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_settings(settings)
    , m_window(window)
{
    setObjectName(u"verdictExportController"_s);
}

void VerdictExportController::addExportAction(QMenu *menu, ActionGroups &groups)
{
    QAction *action = groups.add(menu, tr("Export &Verdicts…"), u"exportVerdictsAction"_s);
    action->setToolTip(tr("Write every flag with the curators' verdicts on it as JSON Lines, to calibrate or train a "
                          "review agent"));
    connect(action, &QAction::triggered, this, &VerdictExportController::exportVerdicts);
}

void VerdictExportController::exportVerdicts()
{
    if (m_views->shown().root.isEmpty()) {
        Q_EMIT message(tr("Open a dataset to export its verdicts."), 5000);
        return;
    }
    // The labels carry every flag and every curator's verdict: what blind review hides.
    if (m_settings->blindReview()) {
        QMessageBox::information(m_window, tr("Export Verdicts"),
                                 tr("Blind review hides the flags and other curators' verdicts, and the export holds "
                                    "them all. Turn blind review off, then export."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export Verdicts To"), QDir::home().filePath(u"verdicts.jsonl"_s),
                                     tr("JSON Lines (*.jsonl);;All files (*)"));
    if (!path.isEmpty())
        exportTo(path);
}

void VerdictExportController::exportTo(const QString &path)
{
    runModalJob(
        m_window, tr("Exporting the verdicts…"),
        [root = m_views->shown().root, path](const JobControl &job) { return heddle::exportVerdicts(root, path, job); },
        [this, path](const Result<VerdictExportReport> &report) {
            if (!report) {
                openPlainMessageBox(m_window, QMessageBox::Warning, tr("Verdicts not exported"), report.error().message,
                                    report.error().toString(), u"verdictsWrittenBox"_s, QMessageBox::Ok);
                Q_EMIT finished();
                return;
            }
            const QString where = QDir::toNativeSeparators(path);
            // Counts as "label: n" read right in every language without plural forms.
            QString text =
                tr("Flags written: %1 (tasks read: %2).\nFile: %3").arg(report->flags).arg(report->tasks).arg(where);
            QStringList warnings;
            for (const Error &w : report->warnings)
                warnings.append(w.toString());
            if (!warnings.isEmpty())
                text += u"\n"_s +
                        tr("Problems while reading: %1 (see the details); the rest was exported.").arg(warnings.size());
            openPlainMessageBox(m_window, warnings.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
                                tr("Verdicts exported"), text, warnings.join(u'\n'), u"verdictsWrittenBox"_s);
            Q_EMIT message(tr("Flags written: %1, to %2").arg(report->flags).arg(where), 10000);
            Q_EMIT written(path, report->flags);
            Q_EMIT finished();
        },
        true);
}

} // namespace heddle
