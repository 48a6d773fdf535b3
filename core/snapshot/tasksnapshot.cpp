#include <core/snapshot/tasksnapshot.h>

#include <core/dataset/datasetio.h>
#include <core/git/gitrepository.h>
#include <core/git/repositorylocator.h>
#include <core/jobs/jobtracker.h>

#include <QCoreApplication>

namespace heddle {

namespace {

Error stopped()
{
    return makeError(Error::Code::Cancelled,
                     QCoreApplication::translate("heddle::TaskSnapshot", "The task's loading was stopped."));
}

} // namespace

TaskHistory loadTaskHistory(const QString &root, const QString &taskId, int limit)
{
    TaskHistory history;
    const Result<DatasetRepository> repository = datasetRepository(root);
    if (!repository) {
        history.error = repository.error().toString();
        return history;
    }
    history.inRepository = repository->inRepository;
    if (!history.inRepository)
        return history;
    Result<QList<HistoryEntry>> entries = taskHistory(root, taskId, limit);
    if (entries)
        history.entries = std::move(*entries);
    else
        history.error = entries.error().toString();
    return history;
}

std::optional<RunRecord> TaskSnapshot::latestRun() const
{
    if (runs.records.isEmpty())
        return std::nullopt;
    return runs.records.first();
}

Result<TaskSnapshot> loadTaskSnapshot(const TaskSnapshotRequest &request, const JobControl &job)
{
    TaskSnapshot snapshot;
    // A review.json that cannot be read takes the flags away, not the task: the other views and the drafts stay.
    Result<Task> task = loadTask(request.root, request.taskId, BrokenReview::LeavesFlagsOut);
    if (!task)
        return task.error();
    snapshot.task = std::move(task).value();
    job.setProgress(200);
    if (job.isStopRequested())
        return stopped();

    snapshot.repository = locateRepository(request.root, datasetRepositories(request.root), snapshot.task.repository,
                                           RepositoryAccess::LocalOnly);
    snapshot.runs = loadRunRecords(request.root, request.taskId);
    snapshot.mutation = loadLatestMutationRecord(request.root, request.taskId);
    snapshot.blindVerdict = loadBlindVerdict(request.root, request.taskId, request.curator);
    if (!request.draftFolder.isEmpty())
        snapshot.drafts =
            DraftStore(request.draftFolder).draftsFor(request.root, request.taskId, &snapshot.draftProblems);
    job.setProgress(500);
    if (job.isStopRequested())
        return stopped();

    // Walking a long history for the task's commits is the slow part: last, so a stale load stops before it.
    snapshot.history = loadTaskHistory(request.root, request.taskId);
    job.setProgress(1000);
    return snapshot;
}

} // namespace heddle
