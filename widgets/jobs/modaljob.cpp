#include <widgets/jobs/modaljob.h>

#include <QProgressDialog>

namespace heddle {

using namespace Qt::StringLiterals;

JobTracker *openModalProgress(QWidget *parent, const QString &label, bool cancellable)
{
    auto *dialog = new QProgressDialog(label, cancellable ? QProgressDialog::tr("Cancel") : QString(), 0, 0, parent);
    dialog->setObjectName(u"jobProgress"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(0);
    dialog->setAutoReset(false);
    dialog->setAutoClose(false);
    if (!cancellable)
        dialog->setCancelButton(nullptr);
    auto *tracker = new JobTracker(dialog);
    // Busy until the job reports progress of its own.
    QObject::connect(tracker, &JobTracker::progressChanged, dialog, [dialog](int permille) {
        if (dialog->maximum() == 0)
            dialog->setRange(0, 1000);
        dialog->setValue(permille);
    });
    QObject::connect(dialog, &QProgressDialog::canceled, tracker, [dialog, tracker] {
        tracker->cancel();
        dialog->close();
    });
    dialog->open();
    return tracker;
}

void closeModalProgress(JobTracker *tracker)
{
    if (auto *dialog = qobject_cast<QProgressDialog *>(tracker->parent()))
        dialog->close();
}

} // namespace heddle
