#include <app/controllers/flagimportcontroller.h>

#include <app/window/actiongroups.h>
#include <app/window/datasetcommitter.h>
#include <app/dialogs/flagimportdialog.h>
#include <app/window/datasetcommitter.h>
#include <app/window/taskviews.h>
#include <app/settings.h>
#include <core/agents/flagimport.h>
#include <widgets/common/plainmessagebox.h>
#include <widgets/jobs/modaljob.h>

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

/// Shown in the message; the details list them all.
constexpr qsizetype kErrorsInText = 5;

} // namespace

FlagImportController::FlagImportController(TaskViews *views, DatasetCommitter *committer, Settings *settings,
                                           QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_committer(committer)
    , m_settings(settings)
    , m_window(window)
{
    setObjectName(u"flagImportController"_s);
}

void FlagImportController::addImportAction(QMenu *menu, ActionGroups &groups)
{
    connect(groups.add(menu, tr("Import &Flags…"), u"importFlagsAction"_s), &QAction::triggered, this,
            &FlagImportController::importFlags);
}

void FlagImportController::importFlags()
{
    if (m_views->shown().root.isEmpty()) {
        Q_EMIT message(tr("Open a dataset to import flags into it."), 5000);
        return;
    }
    auto *dialog = new FlagImportDialog(m_settings, m_views->shown().root, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FlagImportDialog::dryRunRequested, this, [this, dialog] {
        importFiles(dialog->files(), {dialog->agentName(), dialog->partial(), dialog->falseNegatives()}, true);
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        importFiles(dialog->files(), {dialog->agentName(), dialog->partial(), dialog->falseNegatives()});
    });
    dialog->open();
}

void FlagImportController::importFiles(const QStringList &files, const Options &options, bool dryRun)
{
    runModalJob(
        m_window,
        dryRun ? tr("Checking flags from %n file(s)…", nullptr, int(files.size()))
               : tr("Importing flags from %n file(s)…", nullptr, int(files.size())),
        [root = m_views->shown().root, files, options, dryRun](const JobControl &job) {
            FindingsOptions read;
            read.agentName = options.agentName;
            read.replaceAgent = !options.agentName.isEmpty();
            read.kind = options.falseNegatives ? FlagKind::FalseNegative : FlagKind::FalsePositive;
            return importFindingsFiles(root, files, read, options.partial, dryRun, job);
        },
        [this, files, dryRun](const Result<FlagImportReport> &report) {
            if (!report) {
                openPlainMessageBox(m_window, QMessageBox::Warning, tr("Flags not imported"), report.error().message,
                                    report.error().toString(), u"flagImportBox"_s, QMessageBox::Ok);
                Q_EMIT finished();
                return;
            }
            if (dryRun) {
                showReport(*report, true);
                Q_EMIT finished();
                return;
            }
            if (!report->changedPaths.isEmpty()) {
                QStringList names;
                for (const QString &file : files)
                    names << QFileInfo(file).fileName();
                const QString message = flagImportCommitMessage(*report, names.join(u", "_s));
                const qsizetype firstBreak = message.indexOf(u'\n');
                m_committer->commit(report->changedPaths, message.left(firstBreak), message.mid(firstBreak + 1));
                Q_EMIT datasetChanged();
            }
            showReport(*report);
            Q_EMIT finished();
        },
        true);
}

void FlagImportController::showReport(const FlagImportReport &report, bool dryRun)
{
    QString text = report.agents.isEmpty() ? tr("No finding was imported.")
                                           : tr("Flags of %1: %2.").arg(report.agents.join(u", "_s), report.summary());
    text += u"\n"_s + (dryRun ? tr("%n task(s) would change. Dry run: nothing was written.", nullptr,
                                   int(report.changedTasks.size()))
                              : tr("%n task(s) changed.", nullptr, int(report.changedTasks.size())));
    QStringList errors;
    for (const Error &e : report.errors)
        errors << e.toString();
    if (!errors.isEmpty())
        text += u"\n\n"_s + tr("Skipped:") + u"\n"_s + errors.mid(0, kErrorsInText).join(u"\n"_s) +
                (errors.size() > kErrorsInText
                     ? u"\n"_s + tr("… and %n more (Show Details…)", nullptr, int(errors.size() - kErrorsInText))
                     : QString());
    openPlainMessageBox(m_window, errors.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
                        dryRun ? tr("Flag import checked") : tr("Flags imported"), text, errors.join(u"\n"_s),
                        u"flagImportBox"_s);
    if (!dryRun)
        Q_EMIT message(tr("Flags imported: %1").arg(report.summary()), 10000);
}

} // namespace heddle
