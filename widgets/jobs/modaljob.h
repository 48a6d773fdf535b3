#pragma once

#include <core/jobs/jobtracker.h>

#include <QString>

class QWidget;

namespace heddle {

/// Opens a window-modal progress dialog for one job and returns the tracker that runs it. The dialog blocks the
/// window (which keeps painting) without a nested event loop and goes when the job ends; with cancellable, its
/// Cancel button stops the job and drops its result.
JobTracker *openModalProgress(QWidget *parent, const QString &label, bool cancellable);
/// Closes the dialog that openModalProgress made for tracker.
void closeModalProgress(JobTracker *tracker);

/// Runs work behind a window-modal progress dialog; done(result) runs on the GUI thread once the work ends,
/// unless the curator cancelled it or the window is gone.
template <typename Work, typename Done>
void runModalJob(QWidget *parent, const QString &label, Work work, Done done, bool cancellable = false)
{
    JobTracker *tracker = openModalProgress(parent, label, cancellable);
    tracker->start(std::move(work), [tracker, done = std::move(done)](auto result) mutable {
        closeModalProgress(tracker);
        done(std::move(result));
    });
}

} // namespace heddle
