#include <core/agents/flagimport.h>

#include <core/flags/flagid.h>
#include <core/flags/flaglinks.h>
#include <core/flags/flagmerge.h>
#include <core/storage/writelock.h>

#include <core/agents/findingcheck.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/schemavalidator.h>
#include <core/dataset/taskjson.h>
#include <core/json/jsondocument.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <algorithm>
#include <tuple>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ImportText {
    Q_DECLARE_TR_FUNCTIONS(FlagImport)
};

constexpr qsizetype kMaxAgentPart = 60;

/// The flag a finding raises, as it would be written for the first time. finding.attempt is the resolved attempt.
Flag claimOf(const Finding &f, const QString &id)
{
    Flag flag;
    flag.id = id;
    flag.kind = f.kind;
    flag.source = FlagSource::ReviewAgent;
    flag.attempt = f.attempt;
    flag.specs = f.specs;
    flag.tests = f.tests;
    flag.evidence = f.evidence;
    for (Evidence &e : flag.evidence)
        if (e.kind == Evidence::Kind::TrajectoryStep && e.attempt.isEmpty())
            e.attempt = f.attempt;
    flag.confidence = f.confidence;
    flag.rationale = f.rationale;
    flag.agent = f.agent;
    flag.agentVersion = f.agentVersion;
    return flag;
}

/// The flags of a task read from its review.json alone, for a task no finding names: only withdrawals can change it.
Result<QList<Flag>> readFlagsOnly(const QString &root, const QString &taskId)
{
    const QString path = DatasetLayout(root).at(DatasetLayout::reviewFile(taskId));
    QFile file(path);
    if (!file.exists())
        return QList<Flag>();
    if (!file.open(QIODevice::ReadOnly)) {
        Error e = makeError(Error::Code::Io, ImportText::tr("Cannot read %1: %2").arg(path, file.errorString()));
        e.file = path;
        return e;
    }
    Result<Json> json = parseJson(file.readAll(), path);
    if (!json)
        return json.error();
    const QList<SchemaViolation> violations = SchemaValidator::embedded(u"review.schema.json"_s).validate(*json);
    if (!violations.isEmpty()) {
        Error e = makeError(Error::Code::Schema, violations.first().message);
        e.file = path;
        e.pointer = violations.first().pointer;
        return e;
    }
    return taskjson::flagsFromJson(*json);
}

/// Task ids by the instance ids their task.json's "source" gives, read once when a finding names an unknown task.
QHash<QString, QString> tasksByInstance(const QString &root, const QStringList &taskIds)
{
    QHash<QString, QString> byInstance;
    const DatasetLayout layout(root);
    for (const QString &id : taskIds) {
        QFile file(layout.at(DatasetLayout::taskFile(id)));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        Result<Json> json = parseJson(file.readAll(), file.fileName());
        if (!json || !json->is_object())
            continue;
        const auto source = json->find("source");
        if (source == json->end() || !source->is_object())
            continue;
        for (const char *key : {"instance_id", "instance"})
            if (const auto it = source->find(key); it != source->end() && it->is_string())
                byInstance.insert(toQString(it->get<std::string>()), id);
    }
    return byInstance;
}

struct TaskFindings {
    QList<const Finding *> findings;
};

} // namespace

bool FlagImportScope::covers(const QString &task, const QString &attempt) const
{
    switch (kind) {
    case Kind::Dataset: return true;
    case Kind::Tasks: return tasks.contains(task);
    case Kind::Attempts: return attempts.contains({task, attempt});
    }
    return false;
}

QString FlagImportReport::summary() const
{
    QStringList parts;
    parts << ImportText::tr("%n added", nullptr, added) << ImportText::tr("%n updated", nullptr, updated)
          << ImportText::tr("%n unchanged", nullptr, unchanged) << ImportText::tr("%n withdrawn", nullptr, withdrawn);
    if (restored > 0)
        parts << ImportText::tr("%n restored", nullptr, restored);
    if (keptDecided > 0)
        parts << ImportText::tr("%n kept as decided", nullptr, keptDecided);
    if (skipped > 0)
        parts << ImportText::tr("%n skipped", nullptr, skipped);
    return parts.join(u", "_s);
}

Result<FlagImportReport> importFindingsFiles(const QString &datasetRoot, const QStringList &files,
                                             const FindingsOptions &read, bool partial, bool dryRun,
                                             const JobControl &job)
{
    QList<Finding> findings;
    QList<Error> errors;
    QStringList formats;
    for (const QString &file : files) {
        Result<FindingsRead> got = readFindingsFile(file, read);
        if (!got)
            return got.error();
        findings.append(got->findings);
        errors.append(got->errors);
        formats << got->format;
    }
    FlagImportOptions options;
    options.dryRun = dryRun;
    if (partial) {
        options.scope.kind = FlagImportScope::Kind::Tasks;
        for (const Finding &f : std::as_const(findings))
            options.scope.tasks.insert(f.task);
    }
    if (!read.agentName.isEmpty())
        options.agents << read.agentName;
    Result<FlagImportReport> report = importFindings(datasetRoot, findings, options, job);
    if (!report)
        return report;
    report->formats = formats;
    report->skipped += int(errors.size());
    report->findings += int(errors.size());
    errors.append(report->errors);
    std::stable_sort(errors.begin(), errors.end(), [](const Error &a, const Error &b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });
    report->errors = errors;
    return report;
}

QString flagImportCommitMessage(const FlagImportReport &report, const QString &from)
{
    QString message = ImportText::tr("Flags of %1: %2").arg(report.agents.join(u", "_s), report.summary());
    message += u"\n\n"_s + ImportText::tr("Findings from %1.").arg(from);
    message += u"\n"_s + ImportText::tr("Tasks changed: %1.").arg(report.changedTasks.join(u", "_s));
    return message;
}

QString importedFlagId(const Finding &finding)
{
    const QString agent = flagid::foldToStart(finding.agent).left(kMaxAgentPart);
    if (!finding.id.isEmpty()) {
        const QString id = flagid::foldToStart(finding.id);
        return flagid::withDigest(agent + u'.' + id, id != finding.id, finding.id);
    }
    QStringList tests = finding.tests;
    QStringList specs = finding.specs;
    tests.sort();
    specs.sort();
    QString about = flagKindName(finding.kind) + u'\n' + finding.attempt + u'\n' + finding.attemptModel + u'\n' +
                    QString::number(finding.attemptSample) + u'\n' + tests.join(u'\x1f') + u'\n' + specs.join(u'\x1f');
    if (tests.isEmpty() && specs.isEmpty()) {
        // Nothing else tells two claims about the same attempt apart: where they point does.
        QStringList places;
        for (const Evidence &e : finding.evidence)
            places << flagid::evidencePlace(e);
        places.sort();
        about += u'\n' + places.join(u'\x1f');
    }
    return agent + u'.' + flagKindName(finding.kind).toLower() + u'-' + flagid::digest(about);
}

Result<FlagImportReport> importFindings(const QString &datasetRoot, const QList<Finding> &findings,
                                        const FlagImportOptions &options, const JobControl &job)
{
    // Every task is read and written under the lock: flags another writer adds meanwhile are never written over.
    DatasetWriteLock lock;
    if (!options.dryRun) {
        Result<DatasetWriteLock> taken = lockDatasetForWriting(datasetRoot);
        if (!taken)
            return taken.error();
        lock = std::move(*taken);
    }
    Result<Dataset> dataset = openDatasetDescription(datasetRoot);
    if (!dataset)
        return dataset.error();
    const QStringList taskIds = taskFolderIds(datasetRoot);
    const QSet<QString> known(taskIds.cbegin(), taskIds.cend());
    // Whole seconds, as the verdicts' times are written.
    const QDateTime now = options.now.isValid()
                              ? options.now.toUTC()
                              : QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);

    FlagImportReport report;
    report.findings = int(findings.size());
    QSet<QString> agents(options.agents.cbegin(), options.agents.cend());
    for (const Finding &f : findings)
        agents.insert(f.agent);
    agents.remove(QString());
    report.agents = QStringList(agents.cbegin(), agents.cend());
    report.agents.sort();

    // Each finding goes to its task, by Heddle's id or by the instance id the task was imported from.
    std::optional<QHash<QString, QString>> byInstance;
    // A scope may name tasks by the instance ids the findings use; it covers the tasks they resolve to.
    FlagImportScope scope = options.scope;
    QHash<QString, TaskFindings> perTask;
    for (const Finding &f : findings) {
        QString task = f.task;
        if (!known.contains(task)) {
            if (!byInstance)
                byInstance = tasksByInstance(datasetRoot, taskIds);
            task = byInstance->value(f.task);
        }
        if (scope.tasks.contains(f.task))
            scope.tasks.insert(task);
        if (task.isEmpty()) {
            report.errors.append(findingError(f, u"/task"_s, ImportText::tr("no task has the id \"%1\"").arg(f.task)));
            ++report.skipped;
            continue;
        }
        if (scope.kind != FlagImportScope::Kind::Dataset && !scope.covers(task, f.attempt) &&
            !(scope.kind == FlagImportScope::Kind::Attempts && scope.tasks.contains(task))) {
            report.errors.append(findingError(f, u"/task"_s,
                                              ImportText::tr("the finding is about %1, outside what was reviewed")
                                                  .arg(f.attempt.isEmpty() ? task : task + u'/' + f.attempt)));
            ++report.skipped;
            continue;
        }
        perTask[task].findings.append(&f);
    }

    QStringList order;
    for (const QString &id : taskIds)
        if (perTask.contains(id) || (scope.kind == FlagImportScope::Kind::Dataset) || scope.tasks.contains(id) ||
            std::any_of(scope.attempts.cbegin(), scope.attempts.cend(),
                        [&](const auto &pair) { return pair.first == id; }))
            order << id;

    int done = 0;
    for (const QString &taskId : std::as_const(order)) {
        if (job.isStopRequested())
            return makeError(Error::Code::Cancelled, ImportText::tr("The import was cancelled."));
        job.setProgress(int(1000LL * done++ / std::max<qsizetype>(1, order.size())));

        const TaskFindings here = perTask.value(taskId);
        Task task;
        if (!here.findings.isEmpty()) {
            Result<Task> loaded = loadTask(datasetRoot, taskId);
            if (!loaded) {
                report.errors.append(loaded.error());
                report.skipped += int(here.findings.size());
                continue;
            }
            task = std::move(*loaded);
        } else {
            Result<QList<Flag>> flags = readFlagsOnly(datasetRoot, taskId);
            if (!flags) {
                report.errors.append(flags.error());
                continue;
            }
            if (std::none_of(flags->cbegin(), flags->cend(), [&](const Flag &f) { return agents.contains(f.agent); }))
                continue;
            task.id = taskId;
            task.flags = std::move(*flags);
        }

        FindingChecker checker(datasetRoot, task);
        QList<Flag> claims;
        QHash<QString, int> raisedAt; // flag id -> the line that raised it in this import
        for (const Finding *f : here.findings) {
            Result<QString> attempt = checker.check(*f, report.errors);
            if (!attempt) {
                ++report.skipped;
                continue;
            }
            Finding resolved = *f;
            resolved.attempt = *attempt;
            // An id another source holds (a hand-written flag, a computed one, another agent's) stays theirs.
            const auto heldByAnother = [&](const QString &id) {
                const auto other = [&](const Flag &x) { return x.id == id && x.agent != f->agent; };
                return std::any_of(task.flags.cbegin(), task.flags.cend(), other) ||
                       std::any_of(claims.cbegin(), claims.cend(), other);
            };
            const QString base = importedFlagId(resolved);
            QString id = base;
            for (int n = 2; heldByAnother(id); ++n)
                id = base + u"+a"_s + QString::number(n);
            if (raisedAt.contains(id)) {
                report.errors.append(findingError(
                    *f, {},
                    ImportText::tr("the same finding as line %1 (same kind, attempt, tests and specs); give each an "
                                   "\"id\" of its own")
                        .arg(raisedAt.value(id))));
                ++report.skipped;
                continue;
            }
            raisedAt.insert(id, f->line);
            claims.append(claimOf(resolved, id));
        }
        // A flag of these agents that the findings no longer raise, within what was reviewed, is withdrawn; one a
        // curator decided stays as it was decided.
        FlagMergeOptions merging;
        merging.unraised = Unraised::Withdraw;
        merging.refreshDecided = false;
        merging.now = now;
        FlagMerge merge = mergeRaisedFlags(
            task.flags,
            [&](const Flag &flag) { return agents.contains(flag.agent) && scope.covers(taskId, flag.attempt); }, claims,
            merging);
        report.added += merge.added;
        report.updated += merge.updated;
        report.unchanged += merge.unchanged;
        report.keptDecided += merge.keptDecided;
        report.restored += merge.restored;
        report.withdrawn += merge.withdrawn;
        QList<Flag> flags = std::move(merge.flags);
        // A claim a curator already decided is not asked again: the agent's flag takes that verdict.
        const bool changed = linkSameClaims(flags) > 0 || merge.changed();
        if (!changed)
            continue;
        if (!options.dryRun) {
            task.flags = flags;
            if (Result<void> saved = saveReview(datasetRoot, task); !saved) {
                report.errors.append(saved.error());
                continue;
            }
        }
        report.changedTasks << taskId;
        report.changedPaths << DatasetLayout::reviewFile(taskId);
    }
    job.setProgress(1000);
    return report;
}

} // namespace heddle
