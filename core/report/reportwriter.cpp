#include <core/report/reportwriter.h>

#include <core/dataset/datasetio.h>
#include <core/jobs/jobcontrol.h>
#include <core/report/taskreport.h>
#include <core/snapshot/tasksnapshot.h>
#include <core/storage/atomicfile.h>
#include <core/trajectory/trajectoryparser.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ReportWriter {
    Q_DECLARE_TR_FUNCTIONS(heddle::ReportWriter)
};

// The trajectories of the attempts whose steps the task's flags cite, each read once.
QHash<QString, Result<Trajectory>> citedTrajectories(const QString &root, const Task &task, const JobControl &job)
{
    QSet<QString> cited;
    for (const Flag &f : task.flags)
        for (const Evidence &e : f.evidence)
            if (e.kind == Evidence::Kind::TrajectoryStep)
                cited.insert(e.attempt);
    QHash<QString, Result<Trajectory>> trajectories;
    const DatasetLayout layout(root);
    for (const Attempt &a : task.attempts) {
        if (!cited.contains(a.id) || !a.trajectory.isValid())
            continue;
        trajectories.insert(a.id,
                            loadTrajectory(layout.at(DatasetLayout::inAttemptFolder(task.id, a.id, a.trajectory.file)),
                                           a.trajectory.format, QString(), job));
    }
    return trajectories;
}

Error cancelled()
{
    return makeError(Error::Code::Cancelled, ReportWriter::tr("The report was cancelled."));
}

} // namespace

QString ReportOutput::entryPage() const
{
    if (!index.isEmpty())
        return index;
    return pages.isEmpty() ? QString() : pages.first().file;
}

Result<ReportOutput> writeReports(const QString &root, const QStringList &taskIds, const QString &folder,
                                  const JobControl &job)
{
    Result<Dataset> dataset = openDatasetDescription(root);
    if (!dataset)
        return dataset.error();
    const QStringList known = taskFolderIds(root);
    for (const QString &id : taskIds)
        if (!known.contains(id)) {
            Error e =
                makeError(Error::Code::NotFound, ReportWriter::tr("The dataset %1 has no task \"%2\".").arg(root, id));
            e.file = DatasetLayout(root).at(DatasetLayout::taskFolder(id));
            return e;
        }
    if (taskIds.isEmpty())
        return makeError(Error::Code::NotFound, ReportWriter::tr("No task to report on."));

    ReportOutput output;
    output.folder = QFileInfo(folder).absoluteFilePath();
    if (!QDir().mkpath(output.folder)) {
        Error e = makeError(Error::Code::Io, ReportWriter::tr("The folder %1 cannot be made.").arg(output.folder));
        e.file = output.folder;
        return e;
    }

    const QList<TaskSummary> summaries = summarizeTasks(*dataset, taskIds);
    QList<ReportIndexEntry> entries;
    for (qsizetype i = 0; i < taskIds.size(); ++i) {
        if (job.isStopRequested())
            return cancelled();
        const QString &id = taskIds.at(i);
        ReportIndexEntry entry;
        entry.taskId = id;
        entry.summary = summaries.value(i);
        Result<TaskSnapshot> snapshot = loadTaskSnapshot({dataset->root, id, QString(), QString()}, job);
        if (!snapshot) {
            if (snapshot.error().code == Error::Code::Cancelled && job.isStopRequested())
                return cancelled();
            entry.error = snapshot.error().toString();
            output.failures.append({id, snapshot.error()});
            entries.append(entry);
            continue;
        }
        TaskReportInput input;
        input.task = std::move(snapshot->task);
        input.runs = std::move(snapshot->runs);
        input.categories = dataset->info.specCategories;
        input.datasetName = dataset->info.name;
        input.trajectories = citedTrajectories(dataset->root, input.task, job);
        const QString name = id + u".html"_s;
        const QString file = output.folder + u'/' + name;
        if (Result<void> written = writeFileIfChanged(file, TaskReport::html(input)); !written) {
            entry.error = written.error().toString();
            output.failures.append({id, written.error()});
        } else {
            entry.file = name;
            output.pages.append({id, file, input.task.curation.status});
        }
        entries.append(entry);
        job.setProgress(int(1000 * (i + 1) / (taskIds.size() + 1)));
    }
    if (taskIds.size() > 1) {
        output.index = output.folder + u"/index.html"_s;
        if (Result<void> written = writeFileIfChanged(output.index, TaskReport::indexHtml(dataset->info.name, entries));
            !written)
            return written.error();
    }
    job.setProgress(1000);
    return output;
}

} // namespace heddle
