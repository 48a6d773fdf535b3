#include <app/datasetcommits.h>

#include <core/history/datasethistory.h>
#include <core/review/curator.h>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {
CommitAuthor author()
{
    return {curatorName(), curatorEmail()};
}
} // namespace

DatasetCommitter::DatasetCommitter(QObject *parent)
    : QObject(parent)
{}

void DatasetCommitter::setDataset(const QString &root)
{
    m_root = root;
    const Result<DatasetRepository> repository =
        root.isEmpty() ? Result<DatasetRepository>(DatasetRepository{}) : datasetRepository(root);
    const bool was = m_inRepository;
    m_inRepository = repository && repository->inRepository;
    if (!repository)
        Q_EMIT problem(repository.error().toString());
    if (was != m_inRepository)
        Q_EMIT repositoryChanged(m_inRepository);
}

void DatasetCommitter::commit(const QStringList &paths, const QString &summary, const QString &details)
{
    if (!m_inRepository || paths.isEmpty())
        return;
    if (m_paused) {
        m_pending.append({paths, summary, details});
        return;
    }
    const QString message = details.trimmed().isEmpty() ? summary : summary + u"\n\n"_s + details.trimmed();
    const Result<CommitResult> done = commitPaths(m_root, paths, author(), message);
    if (!done) {
        Q_EMIT problem(tr("Saved, but not committed: %1").arg(done.error().toString()));
        return;
    }
    if (done->outcome == CommitResult::Outcome::Committed)
        Q_EMIT committed(done->commitId, summary);
}

void DatasetCommitter::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        return;
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &p : pending)
        commit(p.paths, p.summary, p.details);
}

bool DatasetCommitter::makeRepository()
{
    const Result<DatasetRepository> made = initDatasetRepository(m_root, author());
    if (!made) {
        Q_EMIT problem(made.error().toString());
        return false;
    }
    m_inRepository = true;
    Q_EMIT repositoryChanged(true);
    return true;
}

} // namespace heddle
