#include <core/mutation/mutationanalysis.h>

#include <core/json/jsondocument.h>
#include <core/probe/probecache.h>
#include <core/probe/probecomparison.h>
#include <core/storage/atomicfile.h>
#include <core/storage/datasetlayout.h>
#include <core/task/speccoverage.h>
#include <core/util/workpool.h>
#include <core/validation/runrecord.h>

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSysInfo>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrentRun>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kMutantPrefix = u"mutant-"_s;

/// Everything a run's results depend on besides the sandbox: the patch, the tests, the command that runs them, where.
QString cacheKey(const Task &task, const QString &command, const QByteArray &patch, bool container)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    auto add = [&](const QByteArray &bytes) {
        hash.addData(QByteArray(QByteArray::number(bytes.size()) + ':'));
        hash.addData(bytes);
    };
    // 2: a Python project's runs are made in an environment of their own, which may change their results.
    add("heddle-mutation-cache-2");
    add(patch);
    add(task.repository.baseCommit.toUtf8());
    add(command.toUtf8());
    add(task.tests.logFormat.toUtf8());
    add(task.tests.network.toUtf8());
    add(container ? task.tests.image.toUtf8() : QByteArray());
    for (const TestFile &f : task.tests.files) {
        add(f.path.toUtf8());
        add(QByteArray::number(int(f.kind)));
        add(f.content);
    }
    return QString::fromLatin1(hash.result().toHex());
}

QByteArray runToJson(const TargetRun &run)
{
    RunRecord holder;
    holder.id = u"cache"_s;
    holder.runs = {run};
    return runRecordToJson(holder);
}

std::optional<TargetRun> cachedRun(const QString &root, const QString &key)
{
    Result<QByteArray> bytes = readWholeFile(DatasetLayout(root).at(DatasetLayout::mutationCacheFile(key)));
    if (!bytes)
        return std::nullopt;
    Result<RunRecord> record = runRecordFromJson(*bytes, {});
    if (!record || record->runs.size() != 1)
        return std::nullopt;
    return record->runs.first();
}

/// Only what another run would give again is kept: finished runs and patches that do not apply.
void storeRun(const QString &root, const QString &key, const TargetRun &run)
{
    if (run.outcome != TargetRun::Outcome::Finished && run.outcome != TargetRun::Outcome::NotRun)
        return;
    const DatasetLayout layout(root);
    // Like .pytest_cache: the folder ignores itself, so that git status (and sync, which wants a clean tree) never
    // sees it, whatever the dataset's own .gitignore says.
    (void)writeFileIfChanged(layout.at(DatasetLayout::cacheFolder() + u"/.gitignore"_s), "*\n");
    (void)writeFileIfChanged(layout.at(DatasetLayout::mutationCacheFile(key)), runToJson(run));
}

void judge(MutantOutcome &outcome, const TargetRun *run, const QStringList &baseline, bool outOfTime)
{
    if (!run) {
        outcome.status = MutantOutcome::Status::Cancelled;
        outcome.message =
            outOfTime ? MutationAnalysis::tr("the time budget ran out before it ran") : MutationAnalysis::tr("not run");
        return;
    }
    outcome.durationMs = run->durationMs;
    if (!run->applied) {
        outcome.status = MutantOutcome::Status::NotApplied;
        outcome.message = run->applyMessage;
        return;
    }
    switch (run->outcome) {
    case TargetRun::Outcome::Finished: break;
    case TargetRun::Outcome::TimedOut:
        // Its bound follows the reference's own run time (mutantTimeoutMs): a mutant that runs that much longer
        // loops, or as good as, and no test would pass with it.
        outcome.status = MutantOutcome::Status::Killed;
        outcome.message = MutationAnalysis::tr("%1: counted as killed").arg(run->message);
        return;
    case TargetRun::Outcome::Cancelled:
        outcome.status = MutantOutcome::Status::Cancelled;
        outcome.message = outOfTime ? MutationAnalysis::tr("the time budget ran out") : run->message;
        return;
    case TargetRun::Outcome::NotRun:
        outcome.status = MutantOutcome::Status::NotApplied;
        outcome.message = run->applyMessage;
        return;
    case TargetRun::Outcome::FailedToStart:
    case TargetRun::Outcome::Crashed:
    case TargetRun::Outcome::LimitExceeded:
    case TargetRun::Outcome::DidNotRun:
    case TargetRun::Outcome::Environment:
        outcome.status = MutantOutcome::Status::Failed;
        outcome.message = run->message;
        return;
    }
    if (baseline.isEmpty()) {
        outcome.status = MutantOutcome::Status::Failed;
        outcome.message = MutationAnalysis::tr("the reference passes none of the declared tests");
        return;
    }
    if (run->results.isEmpty()) {
        // No test reported anything: the mutant broke the run itself (an import error kills collection).
        outcome.status = MutantOutcome::Status::Killed;
        outcome.message = MutationAnalysis::tr("no test result could be read");
        return;
    }
    for (const QString &test : baseline)
        if (run->results.value(test) != TestStatus::Passed)
            outcome.killedBy.append(test);
    outcome.status = outcome.killedBy.isEmpty() ? MutantOutcome::Status::Survived : MutantOutcome::Status::Killed;
}

} // namespace

qint64 mutantTimeoutMs(qint64 referenceMs, qint64 runTimeoutMs)
{
    const qint64 bound = kMutantTimeoutFactor * std::max<qint64>(referenceMs, 0) + kMutantTimeoutMarginMs;
    return runTimeoutMs > 0 ? std::min(bound, runTimeoutMs) : bound;
}

MutationAnalysis::MutationAnalysis(QString datasetRoot, Task task, MutationOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_options(std::move(options))
{}

MutationAnalysis::~MutationAnalysis()
{
    delete m_validation;
    delete m_comparison;
}

Result<void> MutationAnalysis::start()
{
    if (m_running)
        return Ok{};
    Result<MutantSet> set = generateMutants(m_task.referencePatch, m_options.budget);
    if (!set)
        return set.error();
    m_running = true;
    m_outOfTime = false;
    m_cancelled = false;
    m_cached.clear();
    m_done = 0;
    m_referencePhase = false;
    m_mutantTimeoutMs = 0;
    m_elapsed.start();
    m_record = MutationRecord{};
    m_record.candidates = set->candidates;
    m_record.budget = m_options.budget;
    m_record.run.started = QDateTime::currentDateTimeUtc();
    m_record.run.id = newRunId(m_record.run.started);
    for (const Mutant &m : set->mutants)
        m_record.mutants.append(MutantOutcome{m, MutantOutcome::Status::Cancelled, {}, 0, false, {}});

    // The mutants run as attempts of a copy of the task: the engine needs nothing new to run them.
    Task runnable = m_task;
    runnable.attempts.clear();
    m_command = m_options.narrow
                    ? narrowTestCommand(m_task.tests.command, listedTests(m_task))
                    : NarrowedCommand{m_task.tests.command, false, {}, tr("the whole command was asked for")};
    runnable.tests.command = m_command.command;
    const bool container = m_options.validation.container;
    m_keys.insert(kReferenceTarget, cacheKey(m_task, m_command.command, m_task.referencePatch, container));
    for (const MutantOutcome &o : std::as_const(m_record.mutants))
        m_keys.insert(o.mutant.id, cacheKey(m_task, m_command.command, o.mutant.patch, container));
    // The cache is read off this thread (a window's): a hundred small files on a slow disk would freeze it.
    const QStringList keys = m_options.useCache ? m_keys.values() : QStringList();
    struct Read {
        QHash<QString, TargetRun> cached;
        QStringList passing;
    };
    auto *watcher = new QFutureWatcher<Read>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, runnable = std::move(runnable)]() mutable {
        watcher->deleteLater();
        Read read = watcher->result();
        m_cached = std::move(read.cached);
        m_passing = std::move(read.passing);
        launch(std::move(runnable));
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [root = m_root, keys, task = m_task, probe = m_options.probe] {
        Read read;
        for (const QString &key : keys)
            if (std::optional<TargetRun> run = cachedRun(root, key))
                read.cached.insert(key, std::move(*run));
        if (probe)
            read.passing = passingAttempts(root, task);
        return read;
    }));
    return Ok{};
}

void MutationAnalysis::launch(Task runnable)
{
    const bool referenceCached = m_cached.contains(m_keys.value(kReferenceTarget));
    int mutants = 0;
    for (const MutantOutcome &o : std::as_const(m_record.mutants))
        mutants += m_cached.contains(m_keys.value(o.mutant.id)) ? 0 : 1;
    if (m_cancelled || (mutants == 0 && referenceCached)) {
        m_expected = 0;
        complete({});
        return;
    }
    m_runnable = std::move(runnable);
    m_runs = RunRecord{};
    m_expected = mutants + (referenceCached ? 0 : 2);
    if (m_options.wallTimeMs > 0) {
        m_wallClock = new QTimer(this);
        m_wallClock->setSingleShot(true);
        connect(m_wallClock, &QTimer::timeout, this, [this] {
            m_outOfTime = true;
            if (m_validation)
                m_validation->cancel();
        });
        m_wallClock->start(int(std::min<qint64>(m_options.wallTimeMs, std::numeric_limits<int>::max())));
    }
    if (referenceCached) {
        runMutants(m_cached.value(m_keys.value(kReferenceTarget)));
        return;
    }
    // The reference first, alone with the empty patch: its run time bounds the mutants'.
    m_referencePhase = true;
    ValidationOptions options = m_options.validation;
    options.attempts.clear();
    options.repeat = 1;
    startValidation(m_runnable, options);
}

void MutationAnalysis::runMutants(const TargetRun &reference)
{
    Task runnable = m_runnable;
    for (const MutantOutcome &o : std::as_const(m_record.mutants)) {
        if (m_cached.contains(m_keys.value(o.mutant.id)))
            continue;
        Attempt attempt;
        attempt.id = kMutantPrefix + o.mutant.id;
        attempt.patch = o.mutant.patch;
        runnable.attempts.append(std::move(attempt));
    }
    if (runnable.attempts.isEmpty()) {
        finish();
        return;
    }
    ValidationOptions options = m_options.validation;
    options.attempts.clear();
    options.repeat = 1;
    options.controls = false;
    options.verboseReruns = false; // mutants are judged by their statuses alone
    m_mutantTimeoutMs = mutantTimeoutMs(reference.durationMs, options.timeoutMs);
    options.timeoutMs = int(m_mutantTimeoutMs);
    startValidation(runnable, options);
}

void MutationAnalysis::startValidation(const Task &runnable, const ValidationOptions &options)
{
    m_validation = new Validation(m_root, runnable, options, this);
    if (m_options.runSlots)
        m_validation->shareSlots(m_options.runSlots);
    connect(m_validation, &Validation::runFinished, this, [this] { Q_EMIT progress(++m_done, m_expected); });
    connect(m_validation, &Validation::finished, this, &MutationAnalysis::onValidationFinished);
    m_validation->start();
}

int MutationAnalysis::pendingRuns() const
{
    if (!m_running)
        return 0;
    return m_validation ? m_validation->pendingRuns() : 1;
}

void MutationAnalysis::cancel()
{
    m_cancelled = true;
    if (m_validation)
        m_validation->cancel();
    if (m_comparison)
        m_comparison->cancel();
}

void MutationAnalysis::onValidationFinished(const RunRecord &runs)
{
    if (m_validation)
        m_validation->deleteLater();
    m_validation = nullptr;
    if (m_runs.machine.isEmpty()) {
        m_runs.machine = runs.machine;
        m_runs.sandbox = runs.sandbox;
    }
    m_runs.runs += runs.runs;
    if (std::exchange(m_referencePhase, false) && !m_cancelled && !m_outOfTime) {
        // Mutants of a reference that did not run cleanly say nothing: they are not run.
        for (const TargetRun &run : runs.runs)
            if (run.target == kReferenceTarget && run.applied && run.outcome == TargetRun::Outcome::Finished) {
                runMutants(run);
                return;
            }
    }
    finish();
}

void MutationAnalysis::finish()
{
    if (m_wallClock)
        m_wallClock->stop();
    complete(m_runs);
}

void MutationAnalysis::complete(const RunRecord &runs)
{
    RunRecord &record = m_record.run;
    record.finished = QDateTime::currentDateTimeUtc();
    record.machine = runs.machine.isEmpty() ? QSysInfo::prettyProductName() : runs.machine;
    record.sandbox = runs.sandbox;
    record.baseCommit = m_task.repository.baseCommit;
    record.command = m_task.tests.command;
    record.ranCommand = m_command.narrowed ? std::optional(m_command.command) : std::nullopt;
    record.logFormat = m_task.tests.logFormat;
    if (m_options.validation.container)
        record.image = m_task.tests.image;
    record.timeoutMs = m_options.validation.timeoutMs;
    record.testFileSha256.clear();
    for (const TestFile &f : m_task.tests.files)
        record.testFileSha256.append({f.path, QCryptographicHash::hash(f.content, QCryptographicHash::Sha256).toHex()});

    auto runOf = [&](const QString &target) -> std::optional<TargetRun> {
        for (const TargetRun &run : runs.runs)
            if (run.target == target)
                return run;
        return std::nullopt;
    };
    QList<std::pair<QString, TargetRun>> toStore; // written to the cache off this thread
    std::optional<TargetRun> reference = runOf(kReferenceTarget);
    if (reference) {
        if (m_options.useCache)
            toStore.append({m_keys.value(kReferenceTarget), *reference});
    } else if (m_cached.contains(m_keys.value(kReferenceTarget))) {
        reference = m_cached.value(m_keys.value(kReferenceTarget));
    }
    QStringList baseline;
    if (reference) {
        TargetRun kept = *reference;
        kept.target = kReferenceTarget;
        kept.log.clear();
        record.runs = {kept};
        if (kept.applied && kept.outcome == TargetRun::Outcome::Finished)
            for (const QString &test : listedTests(m_task))
                if (kept.results.value(test) == TestStatus::Passed)
                    baseline.append(test);
    }
    deriveChecks(record, m_task);
    for (MutantOutcome &o : m_record.mutants) {
        std::optional<TargetRun> run = runOf(kMutantPrefix + o.mutant.id);
        const QString key = m_keys.value(o.mutant.id);
        if (run) {
            if (m_options.useCache)
                toStore.append({key, *run});
        } else if (m_cached.contains(key)) {
            run = m_cached.value(key);
            o.cached = true;
        }
        judge(o, run ? &*run : nullptr, baseline, m_outOfTime);
    }
    // finished() follows once the cache holds this analysis's runs, so that the next one finds them.
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        compare();
    });
    m_baseline = baseline;
    watcher->setFuture(QtConcurrent::run(workPool(), [root = m_root, toStore = std::move(toStore)] {
        for (const auto &[key, run] : toStore)
            storeRun(root, key, run);
    }));
}

void MutationAnalysis::compare()
{
    QList<ProbeVersion> versions;
    for (const MutantOutcome &o : std::as_const(m_record.mutants))
        if (o.status == MutantOutcome::Status::Survived)
            versions.append({kMutantPrefix + o.mutant.id, o.mutant.patch, false, o.mutant.file, o.mutant.line});
    for (const Attempt &attempt : std::as_const(m_task.attempts))
        if (m_passing.contains(attempt.id))
            versions.append({attempt.id, attempt.patch, true});
    if (!m_options.probe || versions.isEmpty() || m_baseline.isEmpty() || m_cancelled || m_outOfTime ||
        referenceProbeTargets(m_task).isEmpty()) {
        m_running = false;
        Q_EMIT finished(m_record);
        return;
    }
    ProbeOptions options;
    options.validation = m_options.validation;
    options.validation.attempts.clear();
    options.limits = m_options.probeLimits;
    options.runSlots = m_options.runSlots;
    m_comparison = new ProbeComparison(m_root, m_task, m_baseline, versions, options, this);
    connect(m_comparison, &ProbeComparison::finished, this, &MutationAnalysis::onCompared);
    m_comparison->start();
}

void MutationAnalysis::onCompared(const QHash<QString, CachedProbe> &results, const QString &note)
{
    if (m_comparison)
        m_comparison->deleteLater();
    m_comparison = nullptr;
    m_record.probeNote = note;
    for (const CachedProbe &probe : results)
        m_record.probeCalls = std::max(m_record.probeCalls, probe.calls);
    for (MutantOutcome &o : m_record.mutants) {
        const auto it = results.constFind(kMutantPrefix + o.mutant.id);
        if (o.status != MutantOutcome::Status::Survived || it == results.cend())
            continue;
        o.probe = it->verdict;
        o.witnesses = it->witnesses;
    }
    for (const Attempt &attempt : std::as_const(m_task.attempts)) {
        if (!m_passing.contains(attempt.id))
            continue;
        const auto it = results.constFind(attempt.id);
        AttemptProbe probe{attempt.id, ProbeVerdict::NotProbed, {}, {}};
        if (it != results.cend()) {
            probe.probe = it->verdict;
            probe.witnesses = it->witnesses;
        } else {
            probe.message = note;
        }
        m_record.attempts.append(std::move(probe));
    }
    if (m_record.probeCalls == 0 && m_record.probeNote.isEmpty())
        m_record.probeNote = tr("the input search compared nothing");
    m_running = false;
    Q_EMIT finished(m_record);
}

} // namespace heddle
