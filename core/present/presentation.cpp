#include <core/present/presentation.h>

namespace heddle {

using namespace Qt::StringLiterals;

QList<PatchValidation> newestRunPerPatch(const Task &task, const QList<RunRecord> &records)
{
    QStringList targets{u"reference"_s, u"empty"_s};
    for (const Attempt &a : task.attempts)
        targets.append(a.id);
    const QStringList tests = task.tests.failToPass + task.tests.passToPass;
    QList<PatchValidation> result;
    for (const QString &target : std::as_const(targets)) {
        for (const RunRecord &record : records) {
            const QList<TargetRun> runs = record.runsOf(target);
            if (runs.isEmpty())
                continue;
            const TargetRun &run = runs.first();
            PatchValidation v;
            v.target = target;
            v.runId = record.id;
            v.finished = record.finished;
            v.outcome = run.outcome;
            v.applied = run.applied;
            v.total = int(tests.size());
            if (run.outcome == TargetRun::Outcome::Finished) {
                for (const QString &test : tests) {
                    const TestStatus status = run.results.value(test);
                    if (status == TestStatus::Passed || status == TestStatus::XFail)
                        ++v.passed;
                    else if (status != TestStatus::Skipped)
                        ++v.failed;
                }
            }
            if (target == u"reference"_s)
                v.controlHolds = record.reference.holds;
            else if (target == u"empty"_s)
                v.controlHolds = record.empty.holds;
            result.append(v);
            break;
        }
    }
    return result;
}

Presentation loadPresentation(const QString &root, const Task &task, const QList<RunRecord> &records,
                              const JobControl &job)
{
    Presentation p;
    p.root = root;
    p.task = task;
    BeatOrder order;
    if (Result<BeatOrder> saved = loadBeatOrder(root, task.id); saved)
        order = std::move(saved).value();
    else
        p.problems.append(saved.error());
    p.beats = arrangeBeats(generateBeats(task), order);
    ExcerptTrajectories trajectories; // a trajectory several flags cite is read once
    for (const Flag &flag : task.flags) {
        if (job.isStopRequested())
            break;
        p.evidence.insert(flag.id, flagEvidenceExcerpts(root, task, flag, trajectories, job));
    }
    p.validation = newestRunPerPatch(task, records);
    p.matrix = MatrixRuns::fromRecords(task, records);
    return p;
}

} // namespace heddle
