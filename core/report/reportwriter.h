#pragma once

#include <core/task/task.h>
#include <core/util/result.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace heddle {

class JobControl;

/// One task's page as written.
struct WrittenReport {
    QString taskId;
    QString file; // absolute path of the page
    CurationStatus status = CurationStatus::New;
};

/// A task whose page could not be made.
struct ReportFailure {
    QString taskId;
    Error error;
};

/// What writeReports wrote.
struct ReportOutput {
    QString folder;                // absolute
    QList<WrittenReport> pages;    // in the order asked for
    QString index;                 // absolute path of index.html; empty when only one task was asked for
    QList<ReportFailure> failures; // the tasks that could not be loaded or written (the others are written)

    /// The page to open first: the index when there is one, else the one page; empty when nothing was written.
    QString entryPage() const;
};

/// Writes a self-contained HTML page (TaskReport) per task of the dataset at root into folder (made when absent,
/// existing pages of the same tasks replaced), as <task id>.html, and index.html listing them when there are several.
/// Each task is read with loadTaskSnapshot, and the trajectories its flags cite are read for the steps' text.
/// The dataset not opening, a task id it does not hold or a folder that cannot be made is an error before anything is
/// written; a task that fails to load is a failure of its own. Progress goes task by task; a stop request ends it
/// with a Cancelled error.
Result<ReportOutput> writeReports(const QString &root, const QStringList &taskIds, const QString &folder,
                                  const JobControl &job);

} // namespace heddle
