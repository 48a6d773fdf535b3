#include <core/probe/probesearch.h>

#include <core/patch/patchparser.h>
#include <core/task/testcollection.h>

#include <QRandomGenerator>
#include <QSet>

#include <limits>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString kReference = u"probe-reference"_s;

/// A probe's output holds the recorded calls with their arguments: more than a test log, still bounded.
constexpr qint64 kProbeOutputBytes = qint64(32) << 20;

/// Python source of the project, not its tests: what the tests' calls go into.
bool isProbedSource(const QString &path)
{
    return path.endsWith(u".py"_s) && !isTestPath(path);
}

TestFile textFile(const QString &path, const QByteArray &content)
{
    TestFile file;
    file.path = path;
    file.content = content;
    return file;
}

} // namespace

QList<ProbeTarget> referenceProbeTargets(const Task &task)
{
    QList<ProbeTarget> targets;
    const Result<Patch> patch = parsePatch(task.referencePatch);
    if (!patch)
        return targets;
    for (const PatchFile &file : patch->files) {
        if (file.isDeleted || !isProbedSource(file.newPath))
            continue;
        ProbeTarget target{file.newPath, {}};
        for (const PatchHunk &hunk : file.hunks)
            for (const PatchLine &line : hunk.lines)
                if (line.kind == PatchLine::Kind::Added && !line.text.trimmed().isEmpty() &&
                    !line.text.trimmed().startsWith(u'#'))
                    target.lines.append(line.newLine);
        if (!target.lines.isEmpty())
            targets.append(std::move(target));
    }
    return targets;
}

ProbeSearch::ProbeSearch(QString datasetRoot, Task task, QList<ProbeTarget> targets, QStringList tests,
                         QList<ProbeVersion> versions, ProbeOptions options, QObject *parent)
    : QObject(parent)
    , m_root(std::move(datasetRoot))
    , m_task(std::move(task))
    , m_targets(std::move(targets))
    , m_tests(std::move(tests))
    , m_versions(std::move(versions))
    , m_options(std::move(options))
{}

ProbeSearch::~ProbeSearch()
{
    delete m_validation;
}

Task ProbeSearch::runnable(const QByteArray &config, const QByteArray &calls) const
{
    Task task = m_task;
    task.attempts.clear();
    const QString configPath = probeFolder() + u"/config.json"_s;
    for (const ProbeFile &script : probeScriptFiles())
        task.tests.files.append(textFile(script.path, script.content));
    task.tests.files.append(textFile(configPath, config));
    if (!calls.isEmpty())
        task.tests.files.append(textFile(probeFolder() + u"/calls.json"_s, calls));
    task.tests.command = probeCommand(configPath);
    return task;
}

void ProbeSearch::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_report = ProbeReport{};
    m_elapsed.start();
    m_nonce = QString::number(QRandomGenerator::global()->generate64(), 36);
    if (m_targets.isEmpty() || m_tests.isEmpty()) {
        m_report.error = m_targets.isEmpty() ? tr("the reference changes no function of Python code")
                                             : tr("the reference passes none of the declared tests");
        QMetaObject::invokeMethod(this, &ProbeSearch::finish, Qt::QueuedConnection);
        return;
    }
    m_recording = true;
    Task task = runnable(probeRecordConfig(m_nonce, m_targets, m_tests, m_options.limits), {});
    Attempt reference;
    reference.id = kReference;
    reference.patch = m_task.referencePatch;
    task.attempts.append(std::move(reference));
    run(task, {kReference});
}

void ProbeSearch::run(const Task &task, const QStringList &attempts)
{
    ValidationOptions options = m_options.validation;
    options.attempts = attempts;
    options.repeat = 1;
    options.controls = false;
    options.verboseReruns = false;
    options.limits.outputBytes = std::max(options.limits.outputBytes, kProbeOutputBytes);
    // The script bounds itself by its budget; the run's bound is that with room to make the environment.
    const qint64 bound = qint64(m_options.limits.budgetS) * 2000 + 60000;
    options.timeoutMs = int(std::min<qint64>(options.timeoutMs > 0 ? std::min<qint64>(options.timeoutMs, bound) : bound,
                                             std::numeric_limits<int>::max()));
    m_validation = new Validation(m_root, task, options, this);
    if (m_options.runSlots)
        m_validation->shareSlots(m_options.runSlots);
    connect(m_validation, &Validation::finished, this, &ProbeSearch::onFinished);
    m_validation->start();
}

void ProbeSearch::cancel()
{
    m_cancelled = true;
    if (m_validation)
        m_validation->cancel();
}

void ProbeSearch::onFinished(const RunRecord &record)
{
    if (m_validation)
        m_validation->deleteLater();
    m_validation = nullptr;
    const auto why = [](const TargetRun &run) {
        if (!run.applied)
            return tr("its patch does not apply: %1").arg(run.applyMessage);
        return run.message.isEmpty() ? tr("the run ended before the search could say anything") : run.message;
    };
    if (std::exchange(m_recording, false)) {
        const TargetRun *reference = nullptr;
        for (const TargetRun &run : record.runs)
            if (run.target == kReference)
                reference = &run;
        if (!reference) {
            m_report.error = tr("the reference's run was cancelled");
        } else if (Result<ProbeRecord> parsed = probeRecordFromOutput(reference->log, m_nonce); !parsed) {
            m_report.error = reference->applied ? parsed.error().message : why(*reference);
        } else if (parsed->calls.isEmpty()) {
            m_report.error = parsed->notes.isEmpty() ? tr("the tests make no call into the changed functions")
                                                     : parsed->notes.join(u"; "_s);
            m_report.record = std::move(*parsed);
        } else {
            m_report.record = std::move(*parsed);
        }
        if (!m_report.record || m_report.record->calls.isEmpty() || m_versions.isEmpty() || m_cancelled) {
            finish();
            return;
        }
        Task task = runnable(probeReplayConfig(m_nonce, probeFolder() + u"/calls.json"_s, m_options.limits),
                             m_report.record->json);
        QStringList ids;
        for (const ProbeVersion &version : std::as_const(m_versions)) {
            Attempt attempt;
            attempt.id = version.id;
            attempt.patch = version.patch;
            task.attempts.append(std::move(attempt));
            ids.append(version.id);
        }
        run(task, ids);
        return;
    }
    QSet<QString> lenient;
    QHash<QString, std::pair<QString, int>> lines;
    for (const ProbeVersion &version : std::as_const(m_versions)) {
        if (version.lenient)
            lenient.insert(version.id);
        if (version.line > 0)
            lines.insert(version.id, {version.file, version.line});
    }
    for (const TargetRun &run : record.runs) {
        Result<QHash<QString, ProbeResult>> results = probeReplayFromOutput(run.log, m_nonce);
        const auto line = lines.constFind(run.target);
        if (!results)
            m_report.failed.insert(run.target, run.applied ? results.error().message : why(run));
        else if (line != lines.cend() && !probeReaches(*m_report.record, line->first, line->second))
            m_report.failed.insert(run.target,
                                   tr("no call the search made runs line %1 of %2").arg(line->second).arg(line->first));
        else
            m_report.differences.insert(run.target,
                                        probeDifferences(*m_report.record, *results, lenient.contains(run.target)));
    }
    finish();
}

void ProbeSearch::finish()
{
    m_running = false;
    m_report.durationMs = m_elapsed.elapsed();
    Q_EMIT finished(m_report);
}

} // namespace heddle
