#pragma once

#include <core/mutation/mutationrecord.h>
#include <core/probe/probe.h>
#include <core/task/task.h>
#include <core/testcommand/testselection.h>
#include <core/validation/validation.h>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

class QTimer;

namespace heddle {

class ProbeComparison;
class RunSlots;
struct CachedProbe;

struct MutationOptions {
    int budget = kDefaultMutantBudget;          // mutants per task; <= 0: every candidate
    qint64 wallTimeMs = qint64(30) * 60 * 1000; // the whole analysis; what has not run by then is cancelled
    bool useCache = true;                       // read and write the dataset's mutation cache
    /// Run the test command narrowed to the files that hold the declared tests (narrowTestCommand) where its runner
    /// allows; false: the task's whole command.
    bool narrow = true;
    ValidationOptions validation; // sandbox, parallelism, per-run timeout, as for a validation
    /// Compare the survivors, and the attempts the newest validation shows passing every declared test, with the
    /// reference by the input search (core/probe/probe.h): a survivor no input tells apart is probably equivalent,
    /// and a passing attempt that some input tells apart is a false-positive risk. Python only.
    bool probe = true;
    ProbeLimits probeLimits;
    /// Slots shared with other analyses (they must outlive this one): the runs of many tasks form one queue.
    RunSlots *runSlots = nullptr;
};

/// A mutant's run is bounded by the reference's own run time, not by the run timeout: this many times it, plus the
/// margin, at most the run timeout. A mutant that runs out of it counts as killed (it loops, or as good as).
constexpr qint64 kMutantTimeoutFactor = 3;
constexpr qint64 kMutantTimeoutMarginMs = 10000;
qint64 mutantTimeoutMs(qint64 referenceMs, qint64 runTimeoutMs);

/// Mutation analysis of a task's reference patch: its mutants run through the validation engine as if they were
/// attempts (a fresh workspace each, the task's test command, the sandbox), next to the reference. A mutant is killed
/// when a declared test (FAIL_TO_PASS, PASS_TO_PASS) that the reference passes fails or errors with it, and survives
/// otherwise. Since only the declared tests judge, the mutants and the reference run the test command narrowed to the
/// files that hold them where its runner allows (narrowTestCommand); the record keeps the command that ran. Each
/// run's results are cached under the dataset's cache folder by a digest of the mutant patch, the test files, the
/// command that runs and the base commit, so an unchanged task is analysed again without running anything.
class MutationAnalysis : public QObject
{
    Q_OBJECT

public:
    MutationAnalysis(QString datasetRoot, Task task, MutationOptions options = {}, QObject *parent = nullptr);
    ~MutationAnalysis() override;

    /// Makes the mutants, reads the cache off the calling thread, then runs what it does not hold from the event
    /// loop; finished() follows. An error (a reference patch that cannot be parsed) means nothing started.
    Result<void> start();
    /// Cancels what is queued or running; finished() still follows with those mutants cancelled.
    void cancel();
    bool isRunning() const { return m_running; }
    const MutationRecord &record() const { return m_record; }
    const Task &task() const { return m_task; }

    /// How many runs are left to make (the uncached mutants and the reference); known once the cache was read, by the
    /// first progress() or finished().
    int expectedRuns() const { return m_expected; }
    /// Runs not yet started: 1 while the cache is still being read (runs will follow), then the validation's.
    int pendingRuns() const;
    /// The command the mutants and the reference run, narrowed or whole, and why it was not narrowed.
    const NarrowedCommand &command() const { return m_command; }
    /// The bound of each mutant's run (mutantTimeoutMs()), once the reference ran; 0 before.
    qint64 mutantTimeout() const { return m_mutantTimeoutMs; }

Q_SIGNALS:
    /// A run ended: done of total runs (cached ones are not counted).
    void progress(int done, int total);
    void finished(const heddle::MutationRecord &record);

private:
    /// Runs what the cache (read by then) does not hold.
    void launch(Task runnable);
    /// Runs the mutants the cache does not hold, each bounded by the reference's run time.
    void runMutants(const TargetRun &reference);
    void startValidation(const Task &runnable, const ValidationOptions &options);
    void onValidationFinished(const RunRecord &runs);
    void finish();
    void complete(const RunRecord &runs);
    /// Compares the survivors and the passing attempts with the reference, then emits finished().
    void compare();
    void onCompared(const QHash<QString, CachedProbe> &results, const QString &note);

    QString m_root;
    Task m_task;
    MutationOptions m_options;
    MutationRecord m_record;
    NarrowedCommand m_command;
    QHash<QString, QString> m_keys;     // mutant id ("reference" for the reference) -> cache key
    QHash<QString, TargetRun> m_cached; // cache key -> the run the cache held when the analysis started
    QPointer<Validation> m_validation;
    QPointer<ProbeComparison> m_comparison;
    QStringList m_passing;  // the attempts the newest validation shows passing (read as the analysis starts)
    QStringList m_baseline; // the declared tests the reference passes
    Task m_runnable;        // the task as its mutants run: the narrowed command, no attempts
    RunRecord m_runs;       // what the reference's validation and the mutants' gave
    bool m_referencePhase = false;
    qint64 m_mutantTimeoutMs = 0;
    QTimer *m_wallClock = nullptr;
    QElapsedTimer m_elapsed;
    int m_expected = 0;
    int m_done = 0;
    bool m_running = false;
    bool m_outOfTime = false;
    bool m_cancelled = false;
};

} // namespace heddle
