#include <core/stats/datasetstats.h>

#include <core/mutation/mutationrecord.h>
#include <core/stats/sourcecalibration.h>

#include <core/dataset/datasetio.h>
#include <core/json/jsonlocation.h>
#include <core/json/jsonnode.h>
#include <core/storage/datasetlayout.h>
#include <core/validation/runfault.h>
#include <core/validation/runrecord.h>

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

#include <cmath>
#include <limits>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

class StatsText
{
    Q_DECLARE_TR_FUNCTIONS(StatsText)
};

const CurationStatus kStatuses[] = {CurationStatus::New, CurationStatus::InReview, CurationStatus::InRepair,
                                    CurationStatus::Approved, CurationStatus::Rejected};

bool passesEveryListedTest(const TestResults &results, const TestSuite &tests)
{
    for (const QStringList *list : {&tests.failToPass, &tests.passToPass})
        for (const QString &id : *list)
            if (results.value(id) != TestStatus::Passed)
                return false;
    return true;
}

// The distinct categories of the specs a flag names, in the flag's order; {""} when it names none the task has.
Precision &precisionOf(KindPrecision &k, FlagKind kind)
{
    return kind == FlagKind::FalsePositive ? k.fp : k.fn;
}

// One curator's judgements of a task's flags: flag id -> confirmed (true) or dismissed (false).
using Judgements = QHash<QString, bool>;

// Reads tasks/<id>/reviews/<curator>.json files; a file that cannot be read is a warning and judges nothing.
QList<std::pair<QString, Judgements>> readCuratorReviews(const QString &root, const Task &task, QList<Error> &warnings)
{
    QList<std::pair<QString, Judgements>> out;
    const QString relativeFolder = DatasetLayout::curatorReviewsFolder(task.id);
    const QDir folder(QDir(root).filePath(relativeFolder));
    if (!folder.exists())
        return out;
    QSet<QString> flagIds;
    for (const Flag &f : task.flags)
        flagIds.insert(f.id);
    const QStringList files = folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString relative = relativeFolder + u'/' + name;
        Result<JsonText> text = JsonText::load(folder.filePath(name));
        if (!text) {
            Error e = text.error();
            e.file = relative;
            warnings.append(e);
            continue;
        }
        const JsonText named = JsonText::fromBytes(text->bytes(), relative);
        Result<JsonNode> parsed = parseJsonText(named);
        if (!parsed) {
            warnings.append(parsed.error());
            continue;
        }
        const JsonNode *verdicts = parsed->isObject() ? parsed->find(u"verdicts") : nullptr;
        if (!verdicts || !verdicts->isObject()) {
            warnings.append(named.errorAt(parsed->offset, u"/verdicts"_s,
                                          StatsText::tr("expected an object \"verdicts\": {flag id: verdict}")));
            continue;
        }
        Judgements judged;
        bool ok = true;
        for (size_t i = 0; i < verdicts->keys.size() && ok; ++i) {
            const QString &flagId = verdicts->keys[i];
            const JsonNode &verdict = verdicts->items[i];
            const QString pointer = jsonPointerAppend(u"/verdicts"_s, flagId);
            const JsonNode *state = verdict.isObject() ? verdict.find(u"state") : nullptr;
            if (!state || !state->isString()) {
                warnings.append(
                    named.errorAt(verdict.offset, pointer + u"/state"_s, StatsText::tr("expected a string \"state\"")));
                ok = false;
                break;
            }
            const QString s = state->text();
            if (s != u"open"_s && s != u"confirmed"_s && s != u"dismissed"_s && s != u"needs_rerun"_s) {
                warnings.append(named.errorAt(state->offset, pointer + u"/state"_s,
                                              StatsText::tr("expected open, confirmed, dismissed or needs_rerun, "
                                                            "found \"%1\"")
                                                  .arg(s)));
                ok = false;
                break;
            }
            if (!flagIds.contains(flagId)) {
                warnings.append(named.errorAt(verdict.offset, pointer,
                                              StatsText::tr("review.json has no flag \"%1\"; the verdict is not "
                                                            "counted")
                                                  .arg(flagId)));
                continue;
            }
            if (s == u"confirmed"_s || s == u"dismissed"_s)
                judged.insert(flagId, s == u"confirmed"_s);
        }
        if (ok)
            out.append({name.chopped(5), std::move(judged)});
    }
    return out;
}

} // namespace

std::optional<double> ModelPassRate::rate() const
{
    const int judged = attempts - untested;
    return judged > 0 ? std::optional<double>(double(passed) / judged) : std::nullopt;
}

void VerdictCounts::add(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Open: ++open; break;
    case Verdict::Confirmed: ++confirmed; break;
    case Verdict::Dismissed: ++dismissed; break;
    case Verdict::NeedsRerun: ++needsRerun; break;
    }
}

void Precision::add(Verdict verdict)
{
    if (verdict == Verdict::Confirmed)
        ++confirmed;
    else if (verdict == Verdict::Dismissed)
        ++dismissed;
    else
        ++undecided;
}

std::optional<double> Precision::value() const
{
    const int judged = confirmed + dismissed;
    return judged > 0 ? std::optional<double>(double(confirmed) / judged) : std::nullopt;
}

double cohensKappa(const QList<std::pair<bool, bool>> &pairs)
{
    const double n = double(pairs.size());
    if (pairs.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    double agreed = 0, yesA = 0, yesB = 0;
    for (const auto &[a, b] : pairs) {
        agreed += a == b ? 1 : 0;
        yesA += a ? 1 : 0;
        yesB += b ? 1 : 0;
    }
    const double observed = agreed / n;
    const double expected = (yesA / n) * (yesB / n) + (1 - yesA / n) * (1 - yesB / n);
    if (expected >= 1.0)
        return std::numeric_limits<double>::quiet_NaN();
    return (observed - expected) / (1 - expected);
}

Result<DatasetStats> computeStats(const QString &root)
{
    Result<Dataset> dataset = openDataset(root);
    if (!dataset)
        return dataset.error();

    DatasetStats stats;
    stats.name = dataset->info.name;
    for (const SpecCategory &c : dataset->info.specCategories)
        stats.categories.append(c.id);
    QMap<CurationStatus, int> statuses;
    QMap<QString, ModelPassRate> models;
    QMap<QString, CategoryFlags> flags;
    QMap<std::pair<QString, QString>, QList<std::pair<bool, bool>>> pairs;
    SourceCalibrationBuilder sources;

    for (const TaskSummary &summary : std::as_const(dataset->tasks)) {
        ++stats.tasks;
        Result<Task> loaded = loadTask(dataset->root, summary.id);
        if (!loaded) {
            stats.failures.append({summary.id, loaded.error()});
            continue;
        }
        const Task &task = *loaded;
        ++statuses[task.curation.status];

        LoadedRunRecords records = loadRunRecords(dataset->root, task.id);
        stats.warnings += records.errors;
        if (Result<std::optional<MutationRecord>> mutation = loadLatestMutationRecord(dataset->root, task.id);
            !mutation)
            stats.warnings.append(mutation.error());
        else if (mutation->has_value())
            stats.mutation.append({task.id, int((*mutation)->mutants.size()),
                                   (*mutation)->count(MutantOutcome::Status::Killed),
                                   (*mutation)->count(MutantOutcome::Status::Survived), (*mutation)->score(),
                                   !mutationStaleReasons(**mutation, task).isEmpty()});
        const RunRecord *newest = records.records.isEmpty() ? nullptr : &records.records.first();
        if (newest) {
            QSet<QString> why;
            for (const TargetRun &run : newest->runs)
                if (testedNothing(run))
                    why.insert(targetOutcomeName(run.outcome));
            for (const QString &w : std::as_const(why))
                ++stats.testedNothing[w];
        }
        QHash<QString, QString> modelOf;
        for (const Attempt &attempt : task.attempts) {
            modelOf.insert(attempt.id, attempt.model);
            ModelPassRate &rate = models[attempt.model];
            rate.model = attempt.model;
            ++rate.attempts;
            bool passes = false;
            const QList<TargetRun> runs = newest ? newest->runsOf(attempt.id) : QList<TargetRun>();
            if (!runs.isEmpty() && std::all_of(runs.cbegin(), runs.cend(), testedNothing)) {
                ++rate.untested; // the run says nothing of the attempt: neither a pass nor a failure
                continue;
            }
            if (!runs.isEmpty()) {
                ++rate.fromValidation;
                // A run that did not finish (the patch did not apply, it timed out, ...) passes nothing.
                const TargetRun *run = firstFinishedRun(*newest, attempt.id);
                passes = run && passesEveryListedTest(run->results, task.tests);
            } else {
                ++rate.fromStoredResults;
                passes = passesEveryListedTest(attempt.results, task.tests);
            }
            rate.passed += passes ? 1 : 0;
        }

        QHash<QString, QString> specCategory;
        for (const Spec &spec : task.specs) {
            specCategory.insert(spec.id, spec.category);
            if (!stats.categories.contains(spec.category))
                stats.categories.append(spec.category);
        }
        for (const Flag &flag : task.flags) {
            const QStringList categories = categoriesOf(flag, specCategory);
            for (const QString &category : categories) {
                CategoryFlags &c = flags[category];
                c.category = category;
                (flag.kind == FlagKind::FalsePositive ? c.fp : c.fn).add(flag.verdict);
            }
            if (flag.source != FlagSource::ReviewAgent)
                continue;
            precisionOf(stats.calibration.overall, flag.kind).add(flag.verdict);
            for (const QString &category : categories)
                precisionOf(stats.calibration.byCategory[category], flag.kind).add(flag.verdict);
            precisionOf(stats.calibration.byModel[modelOf.value(flag.attempt)], flag.kind).add(flag.verdict);
        }

        sources.addTask(task);

        const auto reviews = readCuratorReviews(dataset->root, task, stats.warnings);
        for (qsizetype i = 0; i < reviews.size(); ++i)
            for (qsizetype j = i + 1; j < reviews.size(); ++j) {
                const auto &[nameA, a] = reviews.at(i);
                const auto &[nameB, b] = reviews.at(j);
                auto &list = pairs[{nameA, nameB}];
                for (const Flag &flag : task.flags)
                    if (a.contains(flag.id) && b.contains(flag.id))
                        list.append({a.value(flag.id), b.value(flag.id)});
            }
    }

    stats.sources = sources.sources();
    for (CurationStatus s : kStatuses)
        stats.byStatus.append({s, statuses.value(s)});
    stats.models = models.values();
    if (flags.contains(QString()) && !stats.categories.contains(QString()))
        stats.categories.append(QString());
    for (const QString &category : std::as_const(stats.categories)) {
        CategoryFlags c = flags.value(category);
        c.category = category;
        if (category.isEmpty() && c.fp.total() + c.fn.total() == 0)
            continue;
        stats.flagsByCategory.append(c);
    }
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        CuratorAgreement agreement;
        agreement.curatorA = it.key().first;
        agreement.curatorB = it.key().second;
        agreement.n = int(it->size());
        for (const auto &[a, b] : *it)
            agreement.agreed += a == b ? 1 : 0;
        const double kappa = cohensKappa(*it);
        if (!std::isnan(kappa))
            agreement.kappa = kappa;
        stats.agreement.append(agreement);
    }
    return stats;
}

} // namespace heddle
