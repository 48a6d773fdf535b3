#pragma once

#include <core/dataset/dataset.h>
#include <core/task/task.h>
#include <core/trajectory/trajectory.h>
#include <core/util/result.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace heddle {

/// What one task's report is made of: the task as loaded, its run records and the trajectories its flags cite.
struct TaskReportInput {
    Task task;
    LoadedRunRecords runs;          // newest first, as loadRunRecords gives them
    QList<SpecCategory> categories; // the dataset's, for the categories' titles
    QString datasetName;
    QHash<QString, Result<Trajectory>> trajectories;       // attempt id -> its trajectory, for the cited steps
    QDateTime generated = QDateTime::currentDateTimeUtc(); // when the report was made
};

/// One line of the index of several reports.
struct ReportIndexEntry {
    QString taskId;
    QString file;  // the task's page, relative to the index; empty when it could not be written
    QString error; // why the task has no page
    TaskSummary summary;
};

/// A task as one self-contained static HTML page: the query, the specs by category and their interaction graph (SVG),
/// the attempt x test matrix, the flags with their evidence, the reference and attempt diffs, the validation runs and
/// the curation decisions. No script, no network (a Content-Security-Policy forbids both), print-friendly; every text
/// read from the task is escaped.
class TaskReport
{
    Q_DECLARE_TR_FUNCTIONS(heddle::TaskReport)

public:
    /// The whole page, UTF-8 as written to disk.
    static QByteArray html(const TaskReportInput &input);
    /// The page that lists several tasks' reports with their curation status.
    static QByteArray indexHtml(const QString &datasetName, const QList<ReportIndexEntry> &entries,
                                const QDateTime &generated = QDateTime::currentDateTimeUtc());
};

} // namespace heddle
