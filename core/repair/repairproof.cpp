#include <core/repair/repairproof.h>

#include <core/exec/runslots.h>
#include <core/repair/repaircache.h>
#include <core/task/speccoverage.h>
#include <core/testcommand/testselection.h>
#include <core/util/workpool.h>
#include <core/validation/runrecord.h>

#include <QFutureWatcher>
#include <QtConcurrentRun>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kMutantRunPrefix = u"mutant-"_s;

/// The run ended with results: its patch applied and nothing stopped it.
bool finished(const TargetRun *run)
{
    return run->applied && run->outcome == TargetRun::Outcome::Finished;
}

RepairCheck check(const QString &id, const QString &what, bool passed, const QString &detail = {})
{
    return RepairCheck{id, what, passed, passed ? QString() : detail};
}

} // namespace

Task repairedTask(const Task &task, const RepairSuggestion &suggestion, const QStringList &emptyFails)
{
    Task repaired = task;
    for (TestFile &f : repaired.tests.files)
        if (f.path == suggestion.file)
            f.content = suggestion.after;
    if (suggestion.kind != RepairSuggestion::Kind::NewTest)
        return repaired;
    for (const QString &test : suggestion.tests)
        if (!repaired.tests.failToPass.contains(test) && !repaired.tests.passToPass.contains(test))
            (emptyFails.contains(test) ? repaired.tests.failToPass : repaired.tests.passToPass).append(test);
    for (Spec &spec : repaired.specs)
        if (suggestion.specs.contains(spec.id))
            for (const QString &test : suggestion.tests)
                if (!spec.coveredBy.contains(test))
                    spec.coveredBy.append(test);
    return repaired;
}

QList<RepairCheck> repairChecks(const RepairSuggestion &s, const Task &task, const RunRecord &proof,
                                const std::optional<RunRecord> &before, const QStringList &suspects)
{
    QList<RepairCheck> checks;
    const QStringList listed =
        listedTests(task) + (s.kind == RepairSuggestion::Kind::NewTest ? s.tests : QStringList());
    const QStringList referenceFails = testsNotPassed(runsOf(proof, kReferenceTarget), listed);
    checks.append(check(u"reference-passes"_s, RepairProof::tr("the reference passes every listed test"),
                        referenceFails.isEmpty(),
                        RepairProof::tr("the reference does not pass %1").arg(referenceFails.join(u", "_s))));
    const QList<const TargetRun *> empty = runsOf(proof, kEmptyTarget);
    QStringList emptyPasses;
    for (const QString &test : task.tests.failToPass)
        for (const TargetRun *run : empty)
            if (run->results.value(test) == TestStatus::Passed && !emptyPasses.contains(test))
                emptyPasses.append(test);
    checks.append(check(u"empty-fails"_s, RepairProof::tr("the empty patch still fails every FAIL_TO_PASS test"),
                        !empty.isEmpty() && emptyPasses.isEmpty(),
                        empty.isEmpty() ? RepairProof::tr("the empty patch did not run")
                                        : RepairProof::tr("the empty patch passes %1").arg(emptyPasses.join(u", "_s))));
    const QStringList passedBefore = before ? attemptsPassing(*before, task, listedTests(task)) : QStringList();
    if (s.kind == RepairSuggestion::Kind::Relax) {
        const QStringList attemptFails = testsNotPassed(runsOf(proof, s.attempt), listedTests(task));
        checks.append(check(u"attempt-passes"_s, RepairProof::tr("%1 now passes every listed test").arg(s.attempt),
                            attemptFails.isEmpty(),
                            RepairProof::tr("%1 still fails %2").arg(s.attempt, attemptFails.join(u", "_s))));
        // An attempt that failed before for another reason must not pass now: the relaxation would let it through.
        // One that failed only the checks the relaxation rewrites failed for the same detail, and may pass.
        QStringList nowPassing;
        if (before)
            for (const Attempt &a : task.attempts) {
                const QList<const TargetRun *> was = runsOf(*before, a.id), is = runsOf(proof, a.id);
                if (a.id == s.attempt || was.isEmpty() || is.isEmpty() || passedBefore.contains(a.id))
                    continue;
                const QStringList failedBefore = testsNotPassed(was, listedTests(task));
                const bool sameDetail = std::all_of(failedBefore.cbegin(), failedBefore.cend(),
                                                    [&](const QString &t) { return s.tests.contains(t); });
                if (!sameDetail && testsNotPassed(is, listedTests(task)).isEmpty())
                    nowPassing.append(a.id);
            }
        checks.append(check(u"no-new-passes"_s,
                            RepairProof::tr("no attempt that failed before for another reason passes now"),
                            nowPassing.isEmpty(), RepairProof::tr("%1 passes now").arg(nowPassing.join(u", "_s))));
    } else {
        if (!s.mutants.isEmpty()) {
            QStringList survive;
            for (const QString &m : s.mutants)
                if (testsNotPassed(runsOf(proof, kMutantRunPrefix + m), s.tests).isEmpty() ||
                    runsOf(proof, kMutantRunPrefix + m).isEmpty())
                    survive.append(m);
            checks.append(
                check(u"mutants-killed"_s, RepairProof::tr("each surviving mutant of the flag fails the new tests"),
                      survive.isEmpty(), RepairProof::tr("mutants %1 still pass").arg(survive.join(u", "_s))));
        }
        if (!s.attempt.isEmpty()) {
            const QList<const TargetRun *> runs = runsOf(proof, s.attempt);
            const bool caught = !runs.isEmpty() && !testsNotPassed(runs, s.tests).isEmpty() &&
                                std::all_of(runs.cbegin(), runs.cend(), finished);
            checks.append(check(u"attempt-fails"_s, RepairProof::tr("%1 fails the new test").arg(s.attempt), caught,
                                RepairProof::tr("%1 passes it").arg(s.attempt)));
        }
        // An attempt the input search told from the reference is no witness of validity: the new test may fail it.
        QStringList rejected;
        for (const QString &a : passedBefore)
            if (a != s.attempt && !suspects.contains(a) && !testsNotPassed(runsOf(proof, a), s.tests).isEmpty())
                rejected.append(a);
        checks.append(check(u"valid-attempts-pass"_s,
                            RepairProof::tr("every attempt that passed every test before and behaves as the reference "
                                            "passes the new tests"),
                            rejected.isEmpty(), RepairProof::tr("%1 fails them").arg(rejected.join(u", "_s))));
    }
    return checks;
}

RepairProof::RepairProof(QString datasetRoot, Task task, QList<RepairSuggestion> suggestions,
                         std::optional<RunRecord> before, std::optional<MutationRecord> mutation,
                         RepairProofOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_suggestions(std::move(suggestions))
    , m_before(std::move(before))
    , m_mutation(std::move(mutation))
    , m_options(std::move(options))
{}

RepairProof::~RepairProof()
{
    delete m_validation;
}

void RepairProof::start()
{
    m_elapsed.start();
    m_current = -1;
    // The cache is read off this thread: a window's.
    auto *watcher = new QFutureWatcher<QList<RepairSuggestion>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_suggestions = watcher->result();
        next();
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [root = m_root, task = m_task, mutation = m_mutation,
                                                      list = m_suggestions, use = m_options.useCache] {
        QList<RepairSuggestion> read = list;
        if (use)
            for (RepairSuggestion &s : read)
                readCachedProof(root, task, mutation, s);
        return read;
    }));
}

void RepairProof::cancel()
{
    m_cancelled = true;
    if (m_validation)
        m_validation->cancel();
}

void RepairProof::next()
{
    while (++m_current < m_suggestions.size() && !m_suggestions.at(m_current).checks.isEmpty())
        Q_EMIT progress(int(m_current) + 1, int(m_suggestions.size()));
    if (m_current >= m_suggestions.size()) {
        Q_EMIT finished(m_suggestions);
        return;
    }
    RepairSuggestion &s = m_suggestions[m_current];
    if (m_cancelled || (m_options.budgetMs > 0 && m_elapsed.elapsed() > m_options.budgetMs)) {
        s.failure = m_cancelled ? tr("not proved: cancelled") : tr("not proved: the time budget ran out");
        QMetaObject::invokeMethod(this, &RepairProof::next, Qt::QueuedConnection);
        return;
    }
    // The new tests run among the listed ones, whatever list they end in.
    Task runnable = repairedTask(m_task, s, s.tests);
    runnable.tests.command = narrowTestCommand(m_task.tests.command, listedTests(runnable)).command;
    QStringList attempts;
    for (const Attempt &a : std::as_const(m_task.attempts))
        attempts.append(a.id);
    if (m_mutation)
        for (const QString &id : std::as_const(s.mutants))
            for (const MutantOutcome &o : m_mutation->mutants)
                if (o.mutant.id == id) {
                    Attempt mutant;
                    mutant.id = kMutantRunPrefix + id;
                    mutant.patch = o.mutant.patch;
                    runnable.attempts.append(std::move(mutant));
                    attempts.append(kMutantRunPrefix + id);
                }
    ValidationOptions options = m_options.validation;
    options.attempts = attempts;
    options.repeat = 1;
    options.controls = true;
    options.verboseReruns = false;
    m_validation = new Validation(m_root, runnable, options, this);
    if (m_options.runSlots)
        m_validation->shareSlots(m_options.runSlots);
    connect(m_validation, &Validation::finished, this, &RepairProof::onValidated);
    m_validation->start();
}

void RepairProof::onValidated(const RunRecord &record)
{
    if (m_validation)
        m_validation->deleteLater();
    m_validation = nullptr;
    RepairSuggestion &s = m_suggestions[m_current];
    if (m_cancelled) {
        s.failure = tr("not proved: cancelled");
    } else {
        QStringList suspects;
        if (m_mutation)
            for (const AttemptProbe &a : m_mutation->attempts)
                if (a.probe == ProbeVerdict::Distinguished)
                    suspects.append(a.attempt);
        s.checks = repairChecks(s, m_task, record, m_before, suspects);
        s.verified = std::all_of(s.checks.cbegin(), s.checks.cend(), [](const RepairCheck &c) { return c.passed; });
        s.failure.clear();
        for (const RepairCheck &c : std::as_const(s.checks))
            if (!c.passed) {
                s.failure = c.what + u": "_s + c.detail;
                break;
            }
        // Which new tests the empty patch fails: they go to FAIL_TO_PASS when the suggestion is taken.
        s.emptyFails.clear();
        for (const QString &test : std::as_const(s.tests))
            if (!testsNotPassed(runsOf(record, kEmptyTarget), {test}).isEmpty())
                s.emptyFails.append(test);
        if (m_options.useCache)
            (void)QtConcurrent::run(workPool(), [root = m_root, task = m_task, mutation = m_mutation, done = s] {
                storeProof(root, task, mutation, done);
            });
    }
    Q_EMIT progress(int(m_current) + 1, int(m_suggestions.size()));
    next();
}

} // namespace heddle
