#include <core/repair/repairrun.h>

#include <core/util/workpool.h>
#include <core/validation/runrecord.h>

#include <QFutureWatcher>
#include <QtConcurrentRun>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct Prepared {
    std::optional<RunRecord> validation;
    std::optional<MutationRecord> mutation;
    RepairPlan plan;
    QString error;
};

Prepared prepare(const QString &root, const Task &task, const QStringList &flags)
{
    Prepared p;
    LoadedRunRecords records = loadRunRecords(root, task.id);
    if (!records.records.isEmpty())
        p.validation = records.records.first();
    Result<std::optional<MutationRecord>> mutation = loadLatestMutationRecord(root, task.id);
    if (!mutation)
        p.error = mutation.error().toString();
    else
        p.mutation = std::move(*mutation);
    p.plan = repairCandidates(task, p.validation, p.mutation, flags);
    return p;
}

} // namespace

QList<const RepairSuggestion *> RepairOutcome::verified(const QString &flag) const
{
    QList<const RepairSuggestion *> found;
    for (const RepairSuggestion &s : suggestions)
        if (s.flag == flag && s.verified)
            found.append(&s);
    return found;
}

RepairRun::RepairRun(QString datasetRoot, Task task, QStringList flags, RepairProofOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_flags(std::move(flags))
    , m_options(std::move(options))
{}

RepairRun::~RepairRun()
{
    delete m_proof;
}

void RepairRun::start()
{
    m_outcome = RepairOutcome{};
    m_outcome.task = m_task.id;
    auto *watcher = new QFutureWatcher<Prepared>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        Prepared p = watcher->result();
        m_outcome.unrepairable = p.plan.unrepairable;
        m_outcome.error = p.error;
        if (p.plan.candidates.isEmpty() || m_cancelled) {
            m_outcome.suggestions = p.plan.candidates;
            Q_EMIT finished(m_outcome);
            return;
        }
        m_proof = new RepairProof(m_root, m_task, p.plan.candidates, p.validation, p.mutation, m_options, this);
        connect(m_proof, &RepairProof::progress, this, &RepairRun::progress);
        connect(m_proof, &RepairProof::finished, this, [this](const QList<RepairSuggestion> &proved) {
            m_proof->deleteLater();
            m_outcome.suggestions = proved;
            Q_EMIT finished(m_outcome);
        });
        m_proof->start();
    });
    watcher->setFuture(QtConcurrent::run(workPool(), prepare, m_root, m_task, m_flags));
}

void RepairRun::cancel()
{
    m_cancelled = true;
    if (m_proof)
        m_proof->cancel();
}

} // namespace heddle
