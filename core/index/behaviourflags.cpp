#include <core/index/behaviourflags.h>

#include <core/dataset/datasetio.h>
#include <core/flags/flagmerge.h>
#include <core/flags/flagorigin.h>
#include <core/index/datasetindex.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace heddle {

namespace {

struct BehaviourText {
    Q_DECLARE_TR_FUNCTIONS(heddle::BehaviourFlags)
};

constexpr int kStepsCited = 5;

QString plainSnippet(QString snippet)
{
    snippet.remove(kMatchStart).remove(kMatchEnd);
    return snippet.simplified().left(200);
}

} // namespace

bool isBehaviourFlag(const Flag &flag)
{
    return isFlagOf(flagOrigin(u"behaviour"_s), flag);
}

Result<QList<Flag>> behaviourFlags(const DatasetIndex &index, const Task &task, const QList<SavedSearch> &searches)
{
    QList<Flag> flags;
    QSet<QString> ids;
    for (const SavedSearch &search : searches) {
        if (!search.raisesFlag)
            continue;
        SearchFilter filter;
        filter.tasks = {task.id};
        filter.kinds = search.kinds.isEmpty()
                           ? QList<IndexedKind>{IndexedKind::Thought, IndexedKind::Action, IndexedKind::Observation}
                           : search.kinds;
        filter.limit = 0;
        QHash<QString, QList<SearchHit>> byAttempt;
        QStringList order;
        const Result<int> found = index.search(search.query, filter, [&](const SearchHit &hit) {
            if (hit.attempt.isEmpty() || hit.step < 0)
                return true;
            if (!byAttempt.contains(hit.attempt))
                order << hit.attempt;
            byAttempt[hit.attempt].append(hit);
            return true;
        });
        if (!found) {
            Error e = found.error();
            e.message = BehaviourText::tr("The saved search “%1” cannot be run: %2").arg(search.name, e.message);
            return e;
        }
        for (const QString &attempt : order) {
            const QList<SearchHit> &hits = byAttempt[attempt];
            Flag flag;
            flag.id = u"behaviour."_s + (search.key.isEmpty() ? savedSearchKey(search.name) : search.key) + u'.' +
                      savedSearchKey(attempt);
            // Two searches with one key (the curator's named like a shipped one) would give review.json one id twice.
            if (ids.contains(flag.id))
                continue;
            ids.insert(flag.id);
            flag.kind = FlagKind::FalsePositive;
            flag.source = FlagSource::Computed;
            flag.attempt = attempt;
            flag.confidence = 0.5;
            QStringList steps;
            QSet<int> cited;
            for (const SearchHit &hit : hits) {
                if (cited.contains(hit.step))
                    continue;
                cited.insert(hit.step);
                steps << QString::number(hit.step + 1); // as evidence labels count them
                if (cited.size() <= kStepsCited) {
                    Evidence evidence;
                    evidence.kind = Evidence::Kind::TrajectoryStep;
                    evidence.attempt = attempt;
                    evidence.step = hit.step;
                    evidence.note = plainSnippet(hit.snippet);
                    flag.evidence.append(evidence);
                }
            }
            flag.rationale = BehaviourText::tr("The trajectory matches the saved search “%1” at step(s) %2: the patch "
                                               "may come from what the agent found there rather than from solving the "
                                               "task, and the tests cannot tell. Query: %3")
                                 .arg(search.name, steps.join(u", "_s), search.query);
            flags.append(flag);
        }
    }
    return flags;
}

Result<bool> applyBehaviourFlags(const QString &root, Task &task, const QList<Flag> &raised)
{
    // Unchanged: nothing is written, so git sees nothing.
    RaiseOptions options;
    options.writeUnchanged = false;
    const Result<RaisedFlagsWrite> written = applyRaisedFlags(
        root, task, flagOrigin(u"behaviour"_s), [&raised](const Task &) { return raised; }, options);
    if (!written)
        return written.error();
    return written->written;
}

Result<BehaviourFlagRun> raiseBehaviourFlags(const QString &root, const QStringList &taskIds,
                                             const QList<SavedSearch> &searches, const QString &indexFile,
                                             const JobControl &job)
{
    Result<DatasetIndex *> opened = DatasetIndex::open(root, indexFile);
    if (!opened)
        return opened.error();
    const std::unique_ptr<DatasetIndex> index(*opened);
    // The index's update is the first part of the work, the searches the rest.
    constexpr int kIndexShare = 400;
    const JobControl updating([&job] { return job.isStopRequested(); },
                              [&job](int permille) { job.setProgress(permille * kIndexShare / 1000); });
    if (Result<IndexUpdate> update = index->update(updating); !update)
        return update.error();
    BehaviourFlagRun run;
    if (job.isStopRequested()) {
        run.cancelled = true;
        return run;
    }
    // What each task gets; only the tasks whose behaviour flags may change are read again to be written, so that a
    // large dataset is never held whole.
    QList<std::pair<qsizetype, QList<Flag>>> toWrite; // index in run.tasks, the flags raised
    for (qsizetype i = 0; i < taskIds.size(); ++i) {
        if (job.isStopRequested()) {
            run.cancelled = true;
            return run;
        }
        job.setProgress(kIndexShare + int(i * (1000 - kIndexShare) / std::max<qsizetype>(1, taskIds.size())));
        Result<Task> task = loadTask(root, taskIds[i]);
        if (!task) {
            run.failed << taskIds[i] + u": "_s + task.error().toString();
            continue;
        }
        Result<QList<Flag>> raised = behaviourFlags(*index, *task, searches);
        if (!raised)
            return raised.error();
        RaisedFlags done{task->id, {}, false};
        for (const Flag &flag : std::as_const(*raised))
            done.flagIds << flag.id;
        const bool had = std::any_of(task->flags.cbegin(), task->flags.cend(), isBehaviourFlag);
        run.tasks.append(done);
        if (had || !raised->isEmpty())
            toWrite.append({run.tasks.size() - 1, std::move(raised).value()});
    }
    for (auto &[at, raised] : toWrite) {
        RaisedFlags &done = run.tasks[at];
        Result<Task> task = loadTask(root, done.task);
        Result<bool> written = task ? applyBehaviourFlags(root, *task, raised) : Result<bool>(task.error());
        if (!written) {
            run.failed << done.task + u": "_s + written.error().toString();
            continue;
        }
        done.written = *written;
        if (*written)
            run.written.append(std::move(task).value());
    }
    job.setProgress(1000);
    return run;
}

} // namespace heddle
