#include <app/controllers/reportcontroller.h>

#include <app/window/actiongroups.h>
#include <app/settings.h>
#include <app/window/taskviews.h>
#include <core/report/reportwriter.h>
#include <widgets/common/plainmessagebox.h>
#include <widgets/jobs/modaljob.h>
#include <widgets/queue/queuepanel.h>

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>

namespace heddle {

using namespace Qt::StringLiterals;

ReportController::ReportController(TaskViews *views, QueuePanel *queue, Settings *settings, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_queue(queue)
    , m_settings(settings)
    , m_window(window)
{
    setObjectName(u"reportController"_s);
}

void ReportController::addExportAction(QMenu *menu, ActionGroups &groups)
{
    connect(groups.add(menu, tr("Export &Report…"), u"exportReportAction"_s), &QAction::triggered, this,
            &ReportController::exportReport);
}

QStringList ReportController::tasksToReport() const
{
    if (const QStringList selected = m_queue->selectedTaskIds(); selected.size() > 1)
        return selected;
    const QString shown = m_views->shown().task.id;
    return shown.isEmpty() ? QStringList() : QStringList{shown};
}

void ReportController::exportReport()
{
    const QStringList ids = tasksToReport();
    if (m_views->shown().root.isEmpty() || ids.isEmpty()) {
        Q_EMIT message(tr("Open a task to export its report."), 5000);
        return;
    }
    // A report names every attempt and shows every flag: during blind review it would give away what the review
    // hides, on the shown task until the curator's verdict and on the other tasks of a selection.
    if (m_views->isHiddenByBlindReview() || (ids.size() > 1 && m_settings->blindReview())) {
        QMessageBox::information(m_window, tr("Export Report"),
                                 tr("Blind review hides the attempts' models and the flags, and a report shows them. "
                                    "Record your verdict on the task, or turn blind review off, then export."));
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(
        m_window,
        ids.size() == 1 ? tr("Export the Report of %1 To").arg(ids.first())
                        : tr("Export the Report of %n Task(s) To", nullptr, int(ids.size())),
        m_settings->lastFolder(u"export-report"_s));
    if (folder.isEmpty())
        return;
    m_settings->setLastFolder(u"export-report"_s, folder);
    exportTo(ids, folder);
}

void ReportController::exportTo(const QStringList &taskIds, const QString &folder)
{
    runModalJob(
        m_window, tr("Writing the report of %n task(s)…", nullptr, int(taskIds.size())),
        [root = m_views->shown().root, taskIds, folder](const JobControl &job) {
            return writeReports(root, taskIds, folder, job);
        },
        [this](const Result<ReportOutput> &report) {
            if (!report) {
                openPlainMessageBox(m_window, QMessageBox::Warning, tr("Report not written"), report.error().message,
                                    report.error().toString(), u"reportWrittenBox"_s, QMessageBox::Ok);
                Q_EMIT finished();
                return;
            }
            const QString page = report->entryPage();
            QString text = tr("The report is written to %1.").arg(QDir::toNativeSeparators(report->folder));
            if (!page.isEmpty())
                text += u"\n"_s + tr("Open %1 in a web browser to read it.").arg(QDir::toNativeSeparators(page));
            for (const ReportFailure &f : report->failures)
                text += u"\n"_s + tr("Left out %1: %2").arg(f.taskId, f.error.toString());
            auto *box = new QMessageBox(report->failures.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
                                        tr("Report written"), text, QMessageBox::Close, m_window);
            box->setObjectName(u"reportWrittenBox"_s);
            box->setTextFormat(Qt::PlainText);
            box->setAttribute(Qt::WA_DeleteOnClose);
            if (!page.isEmpty()) {
                QPushButton *open = box->addButton(tr("&Open"), QMessageBox::AcceptRole);
                open->setObjectName(u"openReportButton"_s);
                connect(open, &QPushButton::clicked, this,
                        [page] { QDesktopServices::openUrl(QUrl::fromLocalFile(page)); });
            }
            box->open();
            Q_EMIT message(tr("Report written to %1").arg(QDir::toNativeSeparators(page)), 10000);
            if (!page.isEmpty())
                Q_EMIT written(page);
            Q_EMIT finished();
        },
        true);
}

} // namespace heddle
