#include <core/report/reportwriter.h>

#include <core/dataset/datasetio.h>
#include <core/jobs/jobcontrol.h>
#include <core/report/taskreport.h>
#include <core/snapshot/tasksnapshot.h>
#include <core/storage/atomicfile.h>
#include <core/trajectory/leantrajectory.h>
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

// A large trajectory read lean: every step as a preview, and the cited ones again whole, so the report holds the
// steps it shows and not the file. The others keep their preview, which the report does not show.
Result<Trajectory> leanTrajectory(const QString &path, TrajectoryFormat format, const QSet<int> &cited,
                                  const JobControl &job)
{
    auto lean = LeanTrajectory::open(path, format);
    if (!lean)
        return lean.error();
    QList<LeanStep> steps;
    auto info = (*lean)->readSteps(
        [&steps](QList<LeanStep> batch) {
            for (LeanStep &step : batch) {
                const int index = step.preview.index;
                if (index >= steps.size())
                    steps.resize(index + 1);
                steps[index] = std::move(step);
            }
        },
        job);
    if (!info)
        return info.error();
    Trajectory trajectory;
    trajectory.format = (*lean)->format();
    trajectory.info = std::move(info).value();
    trajectory.steps.reserve(steps.size());
    for (const LeanStep &step : std::as_const(steps)) {
        if (!cited.contains(step.preview.index)) {
            trajectory.steps.append(step.preview);
            continue;
        }
        auto whole = (*lean)->step(step);
        if (!whole)
            return whole.error();
        trajectory.steps.append(std::move(whole).value());
    }
    return trajectory;
}

// The trajectories of the attempts whose steps the task's flags cite, each read once.
QHash<QString, Result<Trajectory>> citedTrajectories(const QString &root, const Task &task, const JobControl &job)
{
    QHash<QString, QSet<int>> cited;
    for (const Flag &f : task.flags)
        for (const Evidence &e : f.evidence)
            if (e.kind == Evidence::Kind::TrajectoryStep)
                cited[e.attempt].insert(e.step);
    QHash<QString, Result<Trajectory>> trajectories;
    const DatasetLayout layout(root);
    for (const Attempt &a : task.attempts) {
        if (!cited.contains(a.id) || !a.trajectory.isValid())
            continue;
        const QString path = layout.at(DatasetLayout::inAttemptFolder(task.id, a.id, a.trajectory.file));
        trajectories.insert(a.id, QFileInfo(path).size() >= LeanTrajectory::WorthItFrom
                                      ? leanTrajectory(path, a.trajectory.format, cited.value(a.id), job)
                                      : loadTrajectory(path, a.trajectory.format, QString(), job));
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
