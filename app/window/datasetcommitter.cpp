#include <app/window/datasetcommitter.h>

#include <app/settings.h>
#include <core/jobs/jobqueue.h>

namespace heddle {

using namespace Qt::StringLiterals;

DatasetCommitter::DatasetCommitter(const Settings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_queue(new JobQueue(this))
{
    connect(m_queue, &JobQueue::busyChanged, this, [this](bool busy) {
        if (!busy)
            Q_EMIT idle();
    });
}

void DatasetCommitter::setDataset(const QString &root, const Result<DatasetRepository> &repository)
{
    m_root = root;
    const bool was = m_inRepository;
    m_inRepository = repository && repository->inRepository;
    if (!repository)
        Q_EMIT problem(repository.error().toString());
    if (was != m_inRepository)
        Q_EMIT repositoryChanged(m_inRepository);
}

void DatasetCommitter::commit(const QStringList &paths, const QString &summary, const QString &details,
                              const SavedFiles &saved)
{
    if (!m_inRepository || paths.isEmpty())
        return;
    // The files as this save left them: the next save may change them again before the commit is made.
    commitSaved(paths, saved.isEmpty() ? readSavedFiles(m_root, paths) : saved, summary, details);
}

void DatasetCommitter::commitSaved(const QStringList &paths, const SavedFiles &saved, const QString &summary,
                                   const QString &details)
{
    if (m_paused) {
        m_held.append({paths, saved, summary, details});
        return;
    }
    const QString message = details.trimmed().isEmpty() ? summary : summary + u"\n\n"_s + details.trimmed();
    // A copy of everything the commit needs: the dataset may be switched before it runs.
    m_queue->enqueue([root = m_root, paths, saved, author = m_settings->commitAuthor(),
                      message] { return commitPaths(root, paths, author, message, saved); },
                     [this, summary](const Result<CommitResult> &done) {
                         if (!done) {
                             Q_EMIT problem(tr("Saved, but not committed: %1").arg(done.error().toString()));
                             return;
                         }
                         if (done->outcome == CommitResult::Outcome::Committed)
                             Q_EMIT committed(done->commitId, summary);
                     });
}

void DatasetCommitter::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        return;
    const QList<Pending> held = std::exchange(m_held, {});
    for (const Pending &p : held)
        commitSaved(p.paths, p.saved, p.summary, p.details);
}

bool DatasetCommitter::isBusy() const
{
    return m_queue->isBusy();
}

void DatasetCommitter::whenIdle(QObject *context, std::function<void()> then)
{
    if (!isBusy()) {
        then();
        return;
    }
    connect(this, &DatasetCommitter::idle, context, std::move(then), Qt::SingleShotConnection);
}

bool DatasetCommitter::makeRepository()
{
    return adoptRepository(initDatasetRepository(m_root, m_settings->commitAuthor()));
}

bool DatasetCommitter::adoptRepository(const Result<DatasetRepository> &made)
{
    if (!made) {
        Q_EMIT problem(made.error().toString());
        return false;
    }
    m_inRepository = true;
    Q_EMIT repositoryChanged(true);
    return true;
}

} // namespace heddle
