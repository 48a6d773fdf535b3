#include <core/agents/flagimport.h>
#include <core/task/flaglinks.h>
#include <core/storage/writelock.h>

#include <core/agents/findingcheck.h>
#include <core/dataset/datasetio.h>
#include <core/dataset/schemavalidator.h>
#include <core/dataset/taskjson.h>
#include <core/json/jsondocument.h>
#include <core/storage/datasetlayout.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <tuple>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct ImportText {
    Q_DECLARE_TR_FUNCTIONS(FlagImport)
};

// review.schema.json: ids match ^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$.
constexpr qsizetype kMaxIdLength = 200;
constexpr qsizetype kMaxAgentPart = 60;

QString folded(const QString &text)
{
    static const QRegularExpression refused(u"[^A-Za-z0-9._+-]+"_s);
    QString out = text;
    out.replace(refused, u"-"_s);
    if (out.isEmpty() || !out.front().isLetterOrNumber())
        out.prepend(u'x');
    return out;
}

QString digest(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

QString evidencePlace(const Evidence &e)
{
    return u"%1:%2:%3:%4:%5:%6"_s.arg(int(e.kind)).arg(e.attempt).arg(e.step).arg(e.file).arg(e.hunk).arg(e.line);
}

Error findingError(const Finding &f, const QString &pointer, const QString &message)
{
    Error e = makeError(Error::Code::Schema, message);
    e.file = f.file;
    e.line = f.line;
    e.pointer = f.pointerPrefix + pointer;
    return e;
}

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

bool sameClaim(const Flag &a, const Flag &b)
{
    auto sameEvidence = [](const QList<Evidence> &x, const QList<Evidence> &y) {
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (evidencePlace(x[i]) != evidencePlace(y[i]) || x[i].note != y[i].note)
                return false;
        return true;
    };
    return a.kind == b.kind && a.attempt == b.attempt && a.specs == b.specs && a.tests == b.tests &&
           sameEvidence(a.evidence, b.evidence) && qFuzzyCompare(1.0 + a.confidence, 1.0 + b.confidence) &&
           a.rationale == b.rationale && a.agentVersion == b.agentVersion;
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
    const QString agent = folded(finding.agent).left(kMaxAgentPart);
    if (!finding.id.isEmpty()) {
        const QString id = agent + u'.' + folded(finding.id);
        if (id.size() <= kMaxIdLength && folded(finding.id) == finding.id)
            return id;
        return agent + u'.' + folded(finding.id).left(kMaxIdLength - agent.size() - 10) + u'+' + digest(finding.id);
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
            places << evidencePlace(e);
        places.sort();
        about += u'\n' + places.join(u'\x1f');
    }
    return agent + u'.' + flagKindName(finding.kind).toLower() + u'-' + digest(about);
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
        QList<Flag> flags = task.flags;
        bool changed = false;
        QHash<QString, int> raisedAt; // flag id -> the line that raised it in this import
        for (const Finding *f : here.findings) {
            Result<QString> attempt = checker.check(*f, report.errors);
            if (!attempt) {
                ++report.skipped;
                continue;
            }
            Finding resolved = *f;
            resolved.attempt = *attempt;
            QString id = importedFlagId(resolved);
            // An id another source holds (a hand-written flag, a computed one) stays theirs.
            auto existing = std::find_if(flags.begin(), flags.end(), [&](const Flag &x) { return x.id == id; });
            for (int n = 2; existing != flags.end() && existing->agent != f->agent; ++n) {
                id = importedFlagId(resolved) + u"+a"_s + QString::number(n);
                existing = std::find_if(flags.begin(), flags.end(), [&](const Flag &x) { return x.id == id; });
            }
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
            const Flag claim = claimOf(resolved, id);
            if (existing == flags.end()) {
                flags.append(claim);
                ++report.added;
                changed = true;
                continue;
            }
            if (existing->verdict != Verdict::Open) {
                ++report.keptDecided;
                continue;
            }
            const bool restored = existing->isWithdrawn();
            const bool same = sameClaim(*existing, claim);
            if (same && !restored) {
                ++report.unchanged;
                continue;
            }
            Flag updated = claim;
            updated.verdict = existing->verdict;
            updated.verdictNote = existing->verdictNote;
            updated.verdictBy = existing->verdictBy;
            updated.verdictAt = existing->verdictAt;
            updated.sameAs = existing->sameAs;
            *existing = updated;
            ++(same ? report.unchanged : report.updated);
            report.restored += restored ? 1 : 0;
            changed = true;
        }
        for (Flag &flag : flags) {
            if (!agents.contains(flag.agent) || raisedAt.contains(flag.id) || flag.verdict != Verdict::Open ||
                flag.isWithdrawn() || !scope.covers(taskId, flag.attempt))
                continue;
            flag.withdrawnAt = now;
            ++report.withdrawn;
            changed = true;
        }
        // A claim a curator already decided is not asked again: the agent's flag takes that verdict.
        if (linkSameClaims(flags) > 0)
            changed = true;
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
